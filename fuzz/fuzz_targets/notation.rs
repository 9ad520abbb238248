//! MPSZ notation: any text parses to tiles that print back to the same tiles, or fails as `bad-notation`;
//! `shanten` and `waits` under every preset answer or fail clearly.
#![no_main]

mod common;

use common::{assert_clear, presets};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use tenpai::shanten::{shanten_of, waits_of};
use tenpai::tile::{format_tiles, parse_tiles, Tile};
use tenpai::Ruleset;

fuzz_target!(|data: &[u8]| {
    static PRESETS: OnceLock<Vec<Ruleset>> = OnceLock::new();
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_tiles(text) {
        Ok(tiles) => assert_eq!(parse_tiles(&format_tiles(&tiles)).unwrap(), tiles),
        Err(e) => assert_eq!(e.code, "bad-notation"),
    }
    if let Err(e) = Tile::parse(text) {
        assert_clear(&e);
    }
    for rules in PRESETS.get_or_init(presets) {
        match shanten_of(text, rules) {
            Ok(s) => assert!((-1..=8).contains(&s.shanten)),
            Err(e) => assert_clear(&e),
        }
        if let Err(e) = waits_of(text, rules) {
            assert_clear(&e);
        }
    }
});
