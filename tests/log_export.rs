//! Export of engine games: tenhou.net/6 JSON must read back with the tenhou.net/6 reader and replay through the
//! engine hand for hand (so the record is faithful), and the mjai events must be well formed and shaped like a
//! real mjai log's.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use tenpai::game::Game;
use tenpai::log::export::{to_mjai, to_mjai_string, to_tenhou6, to_tenhou6_string};
use tenpai::log::{self, tenhou6, Action as LogAction, MeldKind, RyuukyokuKind};
use tenpai::replay::replay;
use tenpai::round::{Action, CallKind, DrawReason, Event};
use tenpai::shanten::{self, Variant};
use tenpai::tile::{self, Tile};
use tenpai::Ruleset;

/// Small deterministic generator for choosing actions (not the wall's).
struct Pick(u64);
impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// How the test players choose among the legal actions.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// Uniformly at random (wins taken half the time): many calls and kans, few wins.
    Random,
    /// Towards a win: the discard that keeps shanten lowest, riichi and wins whenever offered, calls seldom:
    /// riichi, wins, double rons, four-riichi and kyuushu draws.
    Greedy,
}

/// Plays one seeded game to its end.
fn play(preset: &str, seed: u64, style: Style) -> Game {
    let rules = Ruleset::preset(preset).unwrap();
    let variant = Variant::of(&rules);
    let (mut game, _) = Game::new(rules, &format!("export-{seed}"), None).unwrap();
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    while !game.is_over() {
        let to_act = game.status().to_act;
        let seat = to_act[pick.next(to_act.len())];
        let legal = game.legal_actions(seat);
        let action = match style {
            Style::Random => legal
                .iter()
                .find(|a| matches!(a, Action::Tsumo | Action::Ron) && pick.next(2) == 0)
                .cloned()
                .unwrap_or_else(|| legal[pick.next(legal.len())].clone()),
            Style::Greedy => greedy(&game, seat, &legal, variant, &mut pick),
        };
        game.apply(seat, &action).unwrap();
    }
    game
}

/// A simple player that heads for a win (see [`Style::Greedy`]).
fn greedy(game: &Game, seat: u8, legal: &[Action], variant: Variant, pick: &mut Pick) -> Action {
    let has = |a: &Action| legal.contains(a);
    if has(&Action::Tsumo) || has(&Action::Ron) {
        return if has(&Action::Tsumo) { Action::Tsumo } else { Action::Ron };
    }
    if has(&Action::Kyuushu) && pick.next(2) == 0 {
        return Action::Kyuushu;
    }
    if let Some(a) = legal.iter().find(|a| matches!(a, Action::Nuki { .. })) {
        return a.clone();
    }
    let calls: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::Discard { .. } | Action::Pass)).collect();
    if !calls.is_empty() && pick.next(8) == 0 {
        return calls[pick.next(calls.len())].clone();
    }
    if has(&Action::Pass) {
        return Action::Pass;
    }
    let view = game.view(seat).unwrap();
    let me = &view.seats[seat as usize];
    let hand = me.hand.clone().unwrap_or_default();
    let sets = me.melds.iter().filter(|m| m.kind != CallKind::Nuki).count() as u8;
    let shanten_without = |t: &Tile| {
        let mut rest = hand.clone();
        if let Some(p) = rest.iter().position(|x| x == t) {
            rest.remove(p);
        }
        shanten::overall(&tile::counts(&rest), sets, variant)
    };
    let discards: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Discard { .. })).collect();
    let best = discards
        .iter()
        .map(|a| match a {
            Action::Discard { tile, riichi, .. } => (shanten_without(tile), !riichi, pick.next(1000)),
            _ => unreachable!(),
        })
        .enumerate()
        .min_by_key(|(_, key)| *key)
        .map(|(i, _)| i)
        .unwrap_or(0);
    discards.get(best).map(|a| (*a).clone()).unwrap_or_else(|| legal[0].clone())
}

/// What a game contains, for finding seeds that exercise every part of the formats.
#[derive(Default, Debug)]
struct Features {
    calls: BTreeSet<String>,
    riichi: bool,
    double_ron: bool,
    abortive: BTreeSet<String>,
    nagashi: bool,
    rinshan_win: bool,
    chankan: bool,
}

fn features(game: &Game) -> Features {
    let mut f = Features::default();
    let mut wins_in_hand = 0;
    for e in game.events() {
        match e {
            Event::Deal { .. } => wins_in_hand = 0,
            Event::Call { call, .. } => {
                f.calls.insert(format!("{call:?}").to_lowercase());
            }
            Event::Discard { riichi: true, .. } => f.riichi = true,
            Event::Win { result, .. } => {
                wins_in_hand += 1;
                f.double_ron |= wins_in_hand == 2;
                f.rinshan_win |= result.yaku.iter().any(|y| y.id == "rinshan");
                f.chankan |= result.yaku.iter().any(|y| y.id == "chankan");
            }
            Event::Ryuukyoku { reason, nagashi, .. } => {
                if *reason != DrawReason::Exhaustive {
                    f.abortive.insert(format!("{reason:?}").to_lowercase());
                }
                f.nagashi |= !nagashi.is_empty();
            }
            _ => {}
        }
    }
    f
}

/// Exports a game to tenhou.net/6, reads it back and replays it; returns the parsed record.
fn round_trip(game: &Game, what: &str) -> log::GameLog {
    let text = to_tenhou6_string(game);
    let parsed = tenhou6::parse(&text).unwrap_or_else(|e| panic!("{what}: the export does not read back: {e}"));
    parsed.check().unwrap_or_else(|e| panic!("{what}: the read-back record is inconsistent: {e}"));
    let report = replay(&parsed);
    for r in &report.rounds {
        assert!(r.ok, "{what}: hand {} does not replay: {:?}", r.round, r.error);
    }
    assert!(report.ok, "{what}: the game does not replay: {:?}", report.error);
    let result = game.result().expect("played to the end");
    assert_eq!(report.final_scores.as_ref(), Some(&result.scores), "{what}: final scores");
    assert_eq!(
        parsed.final_scores.as_ref().map(|s| s.iter().map(|&x| x as i64).collect::<Vec<_>>()),
        Some(result.scores.clone())
    );
    parsed
}

#[test]
fn explore() {
    for preset in ["tenhou", "tenhou-sanma"] {
        let mut bad = 0;
        for seed in 0..40 {
            let game = play(preset, seed, if seed % 2 == 0 { Style::Greedy } else { Style::Random });
            let text = to_tenhou6_string(&game);
            let res = std::panic::catch_unwind(|| round_trip(&game, &format!("{preset} seed {seed}")));
            if res.is_err() {
                bad += 1;
                if bad < 3 {
                    std::fs::write(format!("/tmp/export-{preset}-{seed}.json"), text).unwrap();
                }
            }
        }
        println!("{preset}: {bad} bad");
    }
}

#[test]
fn dump() {
    for preset in ["tenhou", "tenhou-sanma"] {
        for seed in 0..40 {
            let game = play(preset, seed, if seed % 2 == 0 { Style::Greedy } else { Style::Random });
            let f = features(&game);
            println!("{preset} {seed}: {f:?} hands {}", to_tenhou6(&game)["log"].as_array().unwrap().len());
            if seed == 1 {
                std::fs::write(format!("/tmp/export-{preset}-{seed}.json"), to_tenhou6_string(&game)).unwrap();
                std::fs::write(format!("/tmp/export-{preset}-{seed}.jsonl"), to_mjai_string(&game)).unwrap();
            }
        }
    }
}
