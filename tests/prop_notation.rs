//! Property tests of the MPSZ notation parser and the hand functions built on it (`shanten`, `waits`):
//! any text gives tiles or a `bad-notation`-style error with a message, never a panic; printed tiles parse back.

mod prop_support;

use prop_support::{assert_clear, config, presets};
use proptest::prelude::*;
use tenpai::shanten::{shanten_of, waits_of};
use tenpai::tile::{format_tiles, parse_tiles, Flavour, Tile};

/// Text made mostly of notation characters (so it is often nearly valid), sometimes any character at all.
fn notation_text() -> impl Strategy<Value = String> {
    let notation = prop::sample::select("0123456789mpszBGP  mpsz0".chars().collect::<Vec<_>>());
    prop::collection::vec(prop_oneof![12 => notation, 1 => any::<char>()], 0..24).prop_map(|c| c.into_iter().collect())
}

/// A tile the notation can name: any kind with a flavour that kind may carry.
fn tile() -> impl Strategy<Value = Tile> {
    (0u8..34, 0u8..5).prop_map(|(kind, f)| {
        let (suit, number) = (kind / 9, kind % 9 + 1);
        let flavour = match f {
            1 if suit < 3 && number == 5 => Flavour::Red,
            2 if suit < 3 && number == 7 => Flavour::Blue,
            3 if suit < 3 && number == 5 => Flavour::Gold,
            4 if suit == 3 && number >= 5 => Flavour::Pocchi,
            _ => Flavour::Normal,
        };
        Tile::with_flavour(kind, flavour)
    })
}

proptest! {
    #![proptest_config(config(3000))]

    /// Parsing never panics; a success prints back to text that parses to the same tiles, a failure is clear.
    #[test]
    fn any_text_parses_or_is_a_clear_error(text in notation_text()) {
        match parse_tiles(&text) {
            Ok(tiles) => prop_assert_eq!(parse_tiles(&format_tiles(&tiles)).unwrap(), tiles),
            Err(e) => {
                assert_clear(&e, &text);
                prop_assert_eq!(e.code, "bad-notation");
            }
        }
        if let Err(e) = Tile::parse(&text) {
            assert_clear(&e, &text);
        }
    }

    /// `shanten` and `waits` under every preset: a result with sane numbers, or a clear error.
    #[test]
    fn hand_functions_never_panic(text in notation_text()) {
        for rules in presets() {
            match shanten_of(&text, &rules) {
                Ok(s) => {
                    prop_assert!((-1..=8).contains(&s.standard), "standard shanten {} for {text:?}", s.standard);
                    prop_assert_eq!(s.shanten, s.standard.min(s.chiitoitsu).min(s.kokushi));
                }
                Err(e) => assert_clear(&e, &text),
            }
            match waits_of(&text, &rules) {
                Ok(w) => prop_assert!(w.tiles.len() <= 34 && w.ukeire <= 4 * 34),
                Err(e) => assert_clear(&e, &text),
            }
        }
    }

    /// Every tile list prints to notation that parses back to the same tiles, in the same order.
    #[test]
    fn printed_tiles_parse_back(tiles in prop::collection::vec(tile(), 0..20)) {
        let text = format_tiles(&tiles);
        prop_assert_eq!(parse_tiles(&text).unwrap(), tiles.clone(), "{}", text);
        for t in tiles {
            prop_assert_eq!(Tile::parse(&t.to_string()).unwrap(), t);
        }
    }

    /// Any hand of 1..=14 real tiles under every preset: shanten from -1 to 8 (6 for chiitoitsu, 13 for kokushi)
    /// or a clear error (too many copies for the set, a tile count no hand has).
    #[test]
    fn real_tile_hands_have_a_shanten(tiles in prop::collection::vec(tile(), 1..15)) {
        let text = format_tiles(&tiles);
        for rules in presets() {
            match shanten_of(&text, &rules) {
                Ok(s) => prop_assert!(s.shanten >= -1 && s.shanten <= 8, "{} {:?}", text, s),
                Err(e) => assert_clear(&e, &text),
            }
        }
    }
}
