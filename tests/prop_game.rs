//! Property tests of `Game` against hostile callers, under every preset:
//! - `apply` with arbitrary actions (any seat, any action, legal or not) at random moments of random games: a
//!   legal action is applied, anything else is an `illegal-action` error that changes nothing (the saved game,
//!   the status and every view are the same before and after);
//! - after every action, applied or refused, `Round::validate`: every fact the round keeps to save work (waits,
//!   shanten bounds, public counts, kind sets, the turn's list, the claim shortcut, the rule answers) equals the
//!   same fact worked out from scratch;
//! - `from_json` with saves edited (tiles, scores, seats, actions reordered or removed, fields of the wrong type,
//!   explicit walls and starting points added) or cut short: a clear `bad-state`, or a game that is consistent
//!   (it saves and loads back to itself and can be played on). Never a panic, never a hang.

mod prop_support;
// The fuzz targets' random legal step and CPU clock, shared so the two attacks on `Game` play the same way.
#[path = "../fuzz/fuzz_targets/common.rs"]
mod fuzz_common;

use fuzz_common::{is_listed, observe, step, thread_cpu_time, validate};
use prop_support::{apply_edit, apply_edit_keeping_types, assert_clear, config, edit, presets};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::time::Duration;
use tenpai::bot::Pick;
use tenpai::game::Game;
use tenpai::round::{Action, Seat};
use tenpai::tile::{Flavour, Tile};
use tenpai::Ruleset;

/// A tile the notation can name (flavours where a kind may carry them).
fn tile() -> impl Strategy<Value = Tile> {
    (0u8..34, 0u8..4).prop_map(|(kind, f)| {
        let flavour = match f {
            1 if kind < 27 && kind % 9 == 4 => Flavour::Red,
            2 if kind < 27 && kind % 9 == 6 => Flavour::Blue,
            3 if kind >= 31 => Flavour::Pocchi,
            _ => Flavour::Normal,
        };
        Tile::with_flavour(kind, flavour)
    })
}

/// Any action at all: every variant, any tiles, any flags.
fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (tile(), any::<bool>(), any::<bool>(), prop::option::of(any::<bool>()))
            .prop_map(|(tile, riichi, open, tsumogiri)| Action::Discard { tile, riichi, open, tsumogiri }),
        Just(Action::Tsumo),
        Just(Action::Ron),
        (tile(), tile()).prop_map(|(a, b)| Action::Chi { tiles: [a, b] }),
        (tile(), tile()).prop_map(|(a, b)| Action::Pon { tiles: [a, b] }),
        Just(Action::Daiminkan),
        tile().prop_map(|tile| Action::Ankan { tile }),
        tile().prop_map(|tile| Action::Kakan { tile }),
        Just(Action::Kyuushu),
        tile().prop_map(|tile| Action::Nuki { tile }),
        Just(Action::Pass),
        Just(Action::Abort),
        Just(Action::Continue),
        Just(Action::Yame),
    ]
}

/// One random legal step ([`step`]), then [`validate`]; false once the game is over.
fn step_validated(game: &mut Game, pick: &mut Pick) -> bool {
    let stepped = step(game, pick);
    validate(game);
    stepped
}

/// A preset's game after `moves` random legal steps, validated after each.
fn game_after(rules: &Ruleset, seed: u64, moves: usize) -> Game {
    let (mut game, _) = Game::new(rules.clone(), &format!("fuzz-{seed}"), None).unwrap();
    validate(&game);
    let mut pick = Pick::new(seed);
    for _ in 0..moves {
        if !step_validated(&mut game, &mut pick) {
            break;
        }
    }
    game
}

proptest! {
    #![proptest_config(config(400))]

    /// Arbitrary actions from arbitrary seats (out-of-range ones included) between random legal steps.
    #[test]
    fn arbitrary_actions_are_applied_only_when_listed(
        preset in any::<prop::sample::Index>(),
        seed in any::<u64>(),
        tries in prop::collection::vec((0..40usize, 0u8..6, any_action(), any::<bool>()), 1..25),
    ) {
        let rules = preset.get(&presets()).clone();
        let mut game = game_after(&rules, seed, 0);
        let mut pick = Pick::new(seed ^ 1);
        for (gap, seat, action, from_list) in tries {
            for _ in 0..gap {
                step_validated(&mut game, &mut pick);
            }
            let seat = seat as Seat;
            let legal = game.legal_actions(seat);
            // Half the time the action is a listed one (with `tsumogiri` left out, as a UI may send it).
            let action = match (&legal[..], from_list) {
                ([_, ..], true) => match legal[pick.next(legal.len())].clone() {
                    Action::Discard { tile, riichi, open, .. } => Action::Discard { tile, riichi, open, tsumogiri: None },
                    a => a,
                },
                _ => action,
            };
            let before = observe(&game);
            match game.apply(seat, &action) {
                Ok(_) => prop_assert!(is_listed(&action, &legal), "{:?} by seat {} was not listed", action, seat),
                Err(e) => {
                    assert_clear(&e, &format!("{action:?}"));
                    prop_assert_eq!(e.code, "illegal-action");
                    prop_assert!(!is_listed(&action, &legal), "listed {:?} refused: {}", action, e);
                    prop_assert!(observe(&game) == before, "a refused {:?} changed the game", action);
                }
            }
            validate(&game);
        }
    }
}

/// Extra save fields an honest save only has for log replays: explicit walls and a later starting point.
fn replay_fields() -> impl Strategy<Value = Option<(&'static str, Value)>> {
    let ids = prop::collection::vec(any::<u8>(), 0..140);
    prop::option::weighted(
        0.3,
        prop_oneof![
            (0u32..40, 0u32..20, 0u32..20)
                .prop_map(|(i, h, s)| ("startAt", json!({"index": i, "honba": h, "sticks": s}))),
            (any::<u32>(), any::<u32>(), any::<u32>())
                .prop_map(|(i, h, s)| ("startAt", json!({"index": i, "honba": h, "sticks": s}))),
            prop::collection::vec(ids, 1..3).prop_map(|w| ("walls", json!(w))),
            // A real arrangement (every tile id of a 4-player set once), maybe with two tiles exchanged.
            (
                Just(()).prop_perturb(|_, mut rng| {
                    let mut ids: Vec<u8> = (0..136).collect();
                    for i in (1..ids.len()).rev() {
                        ids.swap(i, rng.random_range(0..=i));
                    }
                    ids
                }),
                any::<u8>(),
                any::<u8>()
            )
                .prop_map(|(mut ids, a, b)| {
                    ids.swap(a as usize % 136, b as usize % 136);
                    ("walls", json!([ids]))
                }),
        ],
    )
}

proptest! {
    #![proptest_config(config(600))]

    /// Edited and truncated saves load as a consistent game or fail with a clear `bad-state`, quickly.
    #[test]
    fn edited_saves_load_consistently_or_fail_clearly(
        preset in any::<prop::sample::Index>(),
        seed in any::<u64>(),
        moves in 0..400usize,
        edits in prop::collection::vec(edit(), 0..4),
        keep_types in any::<bool>(),
        extra in replay_fields(),
        cut in prop::option::weighted(0.15, any::<prop::sample::Index>()),
    ) {
        let rules = preset.get(&presets()).clone();
        let game = game_after(&rules, seed, moves);
        let mut save: Value = serde_json::from_str(&game.to_json()).unwrap();
        if let Some((key, value)) = extra {
            save[key] = value;
        }
        for e in &edits {
            if keep_types { apply_edit_keeping_types(&mut save, e) } else { apply_edit(&mut save, e) }
        }
        let mut text = save.to_string();
        if let Some(at) = cut {
            let at = at.index(text.len() + 1);
            text.truncate((0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0));
        }
        let started = thread_cpu_time();
        let loaded = Game::from_json(&text);
        let spent = thread_cpu_time() - started;
        prop_assert!(spent < Duration::from_secs(5), "loading took {spent:?} of CPU");
        match loaded {
            Err(e) => {
                assert_clear(&e, &text);
                prop_assert_eq!(e.code, "bad-state");
            }
            Ok(mut loaded) => {
                // Consistent: it saves to text that loads to the same game, and play goes on from it.
                let again = Game::from_json(&loaded.to_json()).unwrap();
                prop_assert_eq!(again.to_json(), loaded.to_json());
                prop_assert_eq!(observe(&again), observe(&loaded));
                validate(&loaded);
                let mut pick = Pick::new(seed);
                for _ in 0..200 {
                    if !step_validated(&mut loaded, &mut pick) {
                        break;
                    }
                }
            }
        }
    }

    /// Any text at all is refused as `bad-state` (or, if it happens to be a save, loaded).
    #[test]
    fn any_text_is_not_a_save(text in "\\PC{0,60}|\\{\"format\":\"tenpai-game-1\"\\PC{0,40}") {
        if let Err(e) = Game::from_json(&text) {
            assert_clear(&e, &text);
            prop_assert_eq!(e.code, "bad-state");
        }
    }
}

/// Scores near the ends of `i64` would overflow the payments: refused up front, in a new game and in a save.
#[test]
fn absurd_start_scores_are_refused() {
    let rules = Ruleset::preset("tenhou").unwrap();
    for bad in [i64::MAX, i64::MIN, 1_000_000_000_001] {
        let e = Game::new(rules.clone(), "s", Some(vec![bad, 0, 0, 0])).unwrap_err();
        assert_eq!(e.code, "bad-request", "{bad}");
        let mut save: Value = serde_json::from_str(&game_after(&rules, 3, 300).to_json()).unwrap();
        save["startScores"][1] = json!(bad);
        assert_eq!(Game::from_json(&save.to_string()).unwrap_err().code, "bad-state", "{bad}");
    }
    // The bound itself is a legal (if unusual) start: ±1e12 = 1,000,000,000,000.
    assert!(Game::new(rules, "s", Some(vec![1_000_000_000_000, -1_000_000_000_000, 0, 0])).is_ok());
}
