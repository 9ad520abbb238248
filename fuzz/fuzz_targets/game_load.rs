//! `Game.fromJSON`: raw text, or a real save (a random game of any preset, stopped anywhere) edited field by
//! field, given explicit walls or a starting point, or cut short. A clear `bad-state`, or a consistent game.
#![no_main]

mod common;

use common::{assert_clear, edit_json, presets, step, thread_cpu_time, Bytes};
use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};
use std::sync::OnceLock;
use std::time::Duration;
use tenpai::bot::Pick;
use tenpai::game::Game;
use tenpai::Ruleset;

fn load(text: &str, seed: u64) {
    let started = thread_cpu_time();
    let loaded = Game::from_json(text);
    let spent = thread_cpu_time() - started;
    assert!(spent < Duration::from_secs(5), "loading took {spent:?} of CPU");
    match loaded {
        Err(e) => {
            assert_clear(&e);
            assert_eq!(e.code, "bad-state");
        }
        Ok(mut game) => {
            let saved = game.to_json();
            assert_eq!(Game::from_json(&saved).unwrap().to_json(), saved, "a loaded game saves and loads to itself");
            let players = game.rules().game.players;
            for s in 0..players + 2 {
                let _ = (game.legal_actions(s), game.view(s));
            }
            let mut pick = Pick::new(seed);
            for _ in 0..300 {
                if !step(&mut game, &mut pick) {
                    break;
                }
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    static PRESETS: OnceLock<Vec<Ruleset>> = OnceLock::new();
    let presets = PRESETS.get_or_init(presets);
    let mut b = Bytes(data);
    if b.byte() % 4 == 0 {
        if let Ok(text) = std::str::from_utf8(b.0) {
            load(text, 1);
        }
        return;
    }
    let rules = presets[b.below(presets.len())].clone();
    let seed = b.u64();
    let (mut game, _) = Game::new(rules, &format!("fuzz-{seed}"), None).unwrap();
    let mut pick = Pick::new(seed);
    for _ in 0..b.below(600) {
        step(&mut game, &mut pick);
    }
    let mut save: Value = serde_json::from_str(&game.to_json()).unwrap();
    match b.byte() % 4 {
        0 => save["startAt"] = json!({"index": b.u64() % 64, "honba": b.byte(), "sticks": b.byte()}),
        1 => {
            let mut ids: Vec<u8> = (0..136).collect();
            for i in (1..ids.len()).rev() {
                ids.swap(i, b.below(i + 1));
            }
            ids.truncate(136 - b.below(3));
            save["walls"] = json!([ids]);
        }
        _ => {}
    }
    edit_json(&mut save, &mut b, 4);
    let mut text = save.to_string();
    if b.byte() % 8 == 0 {
        let at = b.below(text.len() + 1);
        text.truncate((0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0));
    }
    load(&text, seed);
});
