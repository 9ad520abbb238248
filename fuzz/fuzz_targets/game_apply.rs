//! `Game.apply` with arbitrary actions from arbitrary seats between random legal steps, under every preset:
//! applied only when listed; otherwise `illegal-action` and nothing observable changes. Once the input runs out, every
//! fact the hand keeps to save work is worked out again and compared (`Round::validate`).
//!
//! An input is a game's start (preset, seed, the hand it starts at with its honba and deposits: any hand of the game,
//! so that all-last hands, extensions and the game's end are a few steps away, not a whole game), then rounds of
//! (random legal steps, a seat, an action). Cheap per input, so that the fuzzer runs thousands a second: a start is
//! set up once and cloned for every input that names it, the random steps take the legal list's index
//! (`common::step`), a listed action is applied without looking at the game first, and the game is observed (as
//! values, not text) only around an action that must be refused.
#![no_main]

mod common;

use common::{assert_clear, is_listed, observe, presets, step, validate, Bytes};
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;
use tenpai::bot::Pick;
use tenpai::game::{Game, StartAt};
use tenpai::Ruleset;

/// (preset, seed, hand index, honba, deposits) of an input's start.
type Start = (usize, u8, u32, u32, u32);

/// Starts set up so far, cloned for each input that names one; emptied when it holds this many.
const STARTS_KEPT: usize = 1024;

thread_local! {
    static STARTS: RefCell<HashMap<Start, Game>> = RefCell::new(HashMap::new());
}

/// The game an input starts from: [`Game::starting_at`] the given hand (`None` where the ruleset refuses it).
fn start(presets: &[Ruleset], key: Start) -> Option<Game> {
    STARTS.with_borrow_mut(|starts| {
        if let Some(game) = starts.get(&key) {
            return Some(game.clone());
        }
        let (preset, seed, index, honba, sticks) = key;
        let at = StartAt { index, honba, sticks };
        let (game, _) =
            Game::starting_at(presets[preset].clone(), &format!("fuzz-{seed}"), None, vec![], Some(at)).ok()?;
        if starts.len() >= STARTS_KEPT {
            starts.clear();
        }
        starts.insert(key, game.clone());
        Some(game)
    })
}

fuzz_target!(|data: &[u8]| {
    static PRESETS: OnceLock<Vec<Ruleset>> = OnceLock::new();
    let presets = PRESETS.get_or_init(presets);
    let mut b = Bytes(data);
    let preset = b.below(presets.len());
    let seed = b.byte();
    // Any hand of the four winds (past the scheduled ones the hand is the last), a few honba and deposits.
    let hands = 4 * u32::from(presets[preset].game.players);
    let key = (preset, seed, u32::from(b.byte()) % hands, u32::from(b.byte() % 4), u32::from(b.byte() % 4));
    let Some(mut game) = start(presets, key) else { return };
    let mut pick = Pick::new(u64::from(seed));
    while !b.is_empty() {
        for _ in 0..b.byte() % 16 {
            step(&mut game, &mut pick);
        }
        let seat = b.byte() % 6;
        let legal = game.legal(seat).to_vec();
        let action =
            if b.byte() & 1 == 1 && !legal.is_empty() { legal[b.below(legal.len())].clone() } else { b.action() };
        if is_listed(&action, &legal) {
            if let Err(e) = game.apply(seat, &action) {
                panic!("listed {action:?} by seat {seat} refused: {e}");
            }
        } else {
            let before = observe(&game);
            match game.apply(seat, &action) {
                Ok(_) => panic!("{action:?} by seat {seat} was not listed"),
                Err(e) => {
                    assert_clear(&e);
                    assert_eq!(e.code, "illegal-action");
                    assert!(observe(&game) == before, "a refused {action:?} changed the game");
                }
            }
        }
        if game.is_over() {
            break;
        }
    }
    validate(&game);
});
