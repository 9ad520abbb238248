//! Export of engine games: tenhou.net/6 JSON must read back with the tenhou.net/6 reader and replay through the
//! engine hand for hand (so the record is faithful), and the mjai events must be well formed and shaped like a
//! real mjai log's.

mod common;

use common::scenario::Scenario;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use tenpai::bot::Pick;
use tenpai::game::Game;
use tenpai::log::export::{to_mjai, to_mjai_string, to_tenhou6, to_tenhou6_string};
use tenpai::log::{self, tenhou6, Action as LogAction};
use tenpai::meld::MeldKind;
use tenpai::replay::replay;
use tenpai::round::{Action, DrawReason, Event};
use tenpai::shanten::{self, Variant};
use tenpai::tile::{self, Tile};
use tenpai::Ruleset;

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
    let mut pick = Pick::new(seed);
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
    let sets = me.melds.iter().filter(|m| m.kind != MeldKind::Nuki).count() as u8;
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

/// Exports a game to tenhou.net/6, reads it back, and replays it through the engine: every hand must replay
/// (same draws, discards, calls, dora, wins and payments) and the game must end with the same scores.
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
    let logged: Vec<i64> = parsed.final_scores.clone().unwrap_or_default().iter().map(|&x| x as i64).collect();
    assert_eq!(logged, result.scores, "{what}: sc scores");
    assert_eq!(parsed.final_points.as_ref(), Some(&result.points), "{what}: sc points");
    check_counts_and_texts(game, &parsed, what);
    parsed
}

/// The record holds as many hands, wins, draws and calls as the game, and each win's Tenhou texts say what
/// the engine scored: the points in the score text plus honba make the engine's total, the fu and han are
/// the engine's, and every yaku string is one the reader knows as Tenhou's.
fn check_counts_and_texts(game: &Game, parsed: &log::GameLog, what: &str) {
    let rules = game.rules();
    let players = rules.game.players as i64;
    let wins: Vec<(&tenpai::ScoreResult, u32)> = {
        let mut honba = 0;
        let mut out = vec![];
        for e in game.events() {
            match e {
                Event::Deal { honba: h, .. } => honba = *h,
                Event::Win { result, .. } => {
                    out.push((result.as_ref(), honba));
                    // Honba go to the first winner only (the one closest to the discarder).
                    honba = 0;
                }
                _ => {}
            }
        }
        out
    };
    let calls = game.events().iter().filter(|e| matches!(e, Event::Call { .. })).count();
    let draws = game.events().iter().filter(|e| matches!(e, Event::Ryuukyoku { .. })).count();
    let hands = game.events().iter().filter(|e| matches!(e, Event::Deal { .. })).count();
    let c = parsed.counts();
    assert_eq!((c.rounds, c.wins, c.draws, c.calls), (hands, wins.len(), draws, calls), "{what}: counts");
    let logged: Vec<&log::Win> = parsed
        .rounds
        .iter()
        .flat_map(|r| &r.actions)
        .filter_map(|a| match a {
            LogAction::Win(w) => Some(w.as_ref()),
            _ => None,
        })
        .collect();
    for (w, (r, honba)) in logged.iter().zip(&wins) {
        let honba = *honba as i64;
        let with_honba = if w.is_tsumo() {
            w.points as i64 + rules.score.honba_tsumo_each as i64 * honba * (players - 1)
        } else {
            w.points as i64 + rules.score.honba_ron as i64 * honba
        };
        if w.pao.is_none() {
            assert_eq!(with_honba, r.total, "{what}: score text {:?} against the engine's total", w.text.first());
        }
        if r.limit.is_empty() {
            assert_eq!(w.fu, r.fu, "{what}: fu in {:?}", w.text.first());
        }
        let yaku_strings = w.text.len() - 1;
        assert_eq!(w.yaku.len() + w.yakuman.len(), yaku_strings, "{what}: unknown yaku string in {:?}", w.text);
        let han: u32 = w.yaku.iter().map(|&(_, h)| h as u32).sum();
        if w.yakuman.is_empty() && r.yakuman == 0 {
            assert_eq!(han, r.han, "{what}: han of {:?}", w.text);
        }
    }
}

/// Seeds that each produce one rare situation, kept so the test always covers it (found by
/// `search_feature_seeds`; if the engine's play changes, search again).
const FEATURE_SEEDS: [(&str, u64, Style, &str); 22] = [
    ("tenhou", 0, Style::Greedy, "chi"),
    ("tenhou", 0, Style::Greedy, "pon"),
    ("tenhou", 0, Style::Greedy, "riichi"),
    ("tenhou", 0, Style::Random, "ankan"),
    ("tenhou", 0, Style::Random, "daiminkan"),
    ("tenhou", 0, Style::Random, "kakan"),
    ("tenhou", 9, Style::Greedy, "kyuushu"),
    ("tenhou", 39, Style::Greedy, "suuchariichi"),
    ("tenhou", 58, Style::Greedy, "double-ron"),
    ("tenhou", 99, Style::Greedy, "chankan"),
    ("tenhou", 159, Style::Greedy, "rinshan"),
    ("tenhou", 245, Style::Random, "suukaikan"),
    ("tenhou-sanma", 0, Style::Greedy, "nuki"),
    ("tenhou-sanma", 0, Style::Greedy, "pon"),
    ("tenhou-sanma", 0, Style::Greedy, "riichi"),
    ("tenhou-sanma", 0, Style::Random, "ankan"),
    ("tenhou-sanma", 0, Style::Random, "daiminkan"),
    ("tenhou-sanma", 0, Style::Random, "kakan"),
    ("tenhou-sanma", 2, Style::Greedy, "rinshan"),
    ("tenhou-sanma", 2, Style::Random, "kyuushu"),
    ("tenhou-sanma", 3, Style::Greedy, "chankan"),
    ("tenhou-sanma", 14, Style::Greedy, "double-ron"),
];

fn has_feature(f: &Features, name: &str) -> bool {
    match name {
        "riichi" => f.riichi,
        "double-ron" => f.double_ron,
        "nagashi" => f.nagashi,
        "rinshan" => f.rinshan_win,
        "chankan" => f.chankan,
        call if f.calls.contains(call) => true,
        abort => f.abortive.contains(abort),
    }
}

#[test]
fn seeded_games_round_trip_through_tenhou6() {
    let mut games = 0;
    for preset in ["tenhou", "tenhou-sanma"] {
        for seed in 0..24 {
            let style = if seed % 2 == 0 { Style::Greedy } else { Style::Random };
            let game = play(preset, seed, style);
            round_trip(&game, &format!("{preset} seed {seed} ({style:?})"));
            games += 1;
        }
    }
    println!("{games} games exported, read back and replayed");
}

#[test]
fn every_call_type_riichi_double_ron_and_aborts_round_trip() {
    let mut covered = BTreeMap::new();
    for (preset, seed, style, feature) in FEATURE_SEEDS {
        let game = play(preset, seed, style);
        let f = features(&game);
        assert!(has_feature(&f, feature), "{preset} seed {seed} no longer has {feature} ({f:?}): search seeds again");
        round_trip(&game, &format!("{preset} seed {seed} ({feature})"));
        covered.insert(format!("{preset} {feature}"), seed);
    }
    for preset in ["tenhou", "tenhou-sanma"] {
        let calls: &[&str] = if preset == "tenhou" {
            &["chi", "pon", "daiminkan", "ankan", "kakan"]
        } else {
            &["pon", "daiminkan", "ankan", "kakan", "nuki"]
        };
        for needed in calls.iter().chain(&["riichi", "double-ron", "rinshan", "chankan", "kyuushu"]) {
            assert!(covered.contains_key(&format!("{preset} {needed}")), "no seed covers {preset} {needed}");
        }
    }
}

#[test]
#[ignore = "a search tool: prints seeds with rare situations for FEATURE_SEEDS"]
fn search_feature_seeds() {
    for preset in ["tenhou", "tenhou-sanma"] {
        let mut found: BTreeMap<String, (u64, Style)> = BTreeMap::new();
        for seed in 0..400 {
            for style in [Style::Greedy, Style::Random] {
                let f = features(&play(preset, seed, style));
                let mut names: Vec<String> = f.calls.iter().cloned().collect();
                names.extend(f.abortive.iter().cloned());
                for (flag, name) in [
                    (f.riichi, "riichi"),
                    (f.double_ron, "double-ron"),
                    (f.nagashi, "nagashi"),
                    (f.rinshan_win, "rinshan"),
                    (f.chankan, "chankan"),
                ] {
                    if flag {
                        names.push(name.to_string());
                    }
                }
                for n in names {
                    found.entry(n).or_insert((seed, style));
                }
            }
        }
        for (name, (seed, style)) in found {
            println!("(\"{preset}\", {seed}, Style::{style:?}, \"{name}\"),");
        }
    }
}

/// Checks an mjai event list the way a consumer would read it, keeping every hand and score: hands hold 13
/// tiles at the start; every `tsumo` is answered by the same seat (`dahai`, `hora`, a kan, `nukidora` or a
/// kyuushu `ryukyoku`, `reach` and `dora` aside); a `dahai` comes from the hand (a tsumogiri is the tile just
/// drawn); a call takes the last discard of its target, and its consumed tiles come from the caller's hand; a
/// win's deltas sum to the riichi sticks it collects (only the first winner collects); a draw's sum to zero;
/// and each `start_kyoku` shows the scores and sticks the previous hand left. Returns (hands, wins, calls).
fn check_mjai(events: &[Value], players: usize, stick: i64) -> Result<(usize, usize, usize), String> {
    let mut hands: Vec<Vec<String>> = vec![];
    let mut pons: Vec<Vec<String>> = vec![];
    let mut scores: Option<Vec<i64>> = None;
    let mut sticks = 0i64;
    let mut awaiting: Option<(u64, String)> = None; // seat that drew and must act, and its tile
    let mut last_dahai: Option<(u64, String)> = None;
    let mut last_kakan: Option<(u64, String)> = None;
    let mut wins_this_hand = 0;
    let mut ended = true;
    let (mut kyoku_count, mut win_count, mut call_count) = (0, 0, 0);
    let take = |hand: &mut Vec<String>, t: &str, what: &str| -> Result<(), String> {
        let p = hand.iter().position(|x| x == t).ok_or_else(|| format!("{what}: {t} is not in the hand {hand:?}"))?;
        hand.remove(p);
        Ok(())
    };
    let strs = |v: &Value| -> Vec<String> {
        v.as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect()).unwrap_or_default()
    };
    let nums = |v: &Value| -> Vec<i64> {
        v.as_array().map(|a| a.iter().filter_map(Value::as_i64).collect()).unwrap_or_default()
    };
    for (i, e) in events.iter().enumerate() {
        let what = format!("event #{i} {e}");
        let ty = e["type"].as_str().ok_or_else(|| format!("{what}: no type"))?;
        let actor = e["actor"].as_u64();
        if let Some((seat, _)) = &awaiting {
            let answers = matches!(ty, "dahai" | "hora" | "ankan" | "kakan" | "nukidora" | "ryukyoku")
                && (actor == Some(*seat) || ty == "ryukyoku");
            if !answers && !matches!(ty, "reach" | "dora") {
                return Err(format!("{what}: seat {seat} drew and did not act"));
            }
        }
        match ty {
            "start_game" => {}
            "start_kyoku" => {
                if !ended {
                    return Err(format!("{what}: the previous hand has no end_kyoku"));
                }
                ended = false;
                kyoku_count += 1;
                wins_this_hand = 0;
                let s = nums(&e["scores"]);
                if let Some(expected) = &scores {
                    if &s != expected || e["kyotaku"].as_i64() != Some(sticks) {
                        return Err(format!("{what}: scores/sticks should be {expected:?} / {sticks}"));
                    }
                }
                scores = Some(s);
                sticks = e["kyotaku"].as_i64().unwrap_or(-1);
                hands = e["tehais"].as_array().unwrap().iter().map(strs).collect();
                if hands.len() != players || hands.iter().any(|h| h.len() != 13) {
                    return Err(format!("{what}: {players} hands of 13 expected"));
                }
                pons = vec![vec![]; players];
            }
            "tsumo" => {
                let pai = e["pai"].as_str().unwrap().to_string();
                hands[actor.unwrap() as usize].push(pai.clone());
                awaiting = Some((actor.unwrap(), pai));
            }
            "dahai" => {
                let seat = actor.unwrap();
                let pai = e["pai"].as_str().unwrap().to_string();
                if e["tsumogiri"].as_bool() == Some(true) && awaiting.as_ref() != Some(&(seat, pai.clone())) {
                    return Err(format!("{what}: tsumogiri of a tile not just drawn"));
                }
                take(&mut hands[seat as usize], &pai, &what)?;
                awaiting = None;
                last_dahai = Some((seat, pai));
                last_kakan = None;
            }
            "chi" | "pon" | "daiminkan" => {
                let seat = actor.unwrap();
                let target = e["target"].as_u64().unwrap();
                let pai = e["pai"].as_str().unwrap().to_string();
                if last_dahai.as_ref() != Some(&(target, pai.clone())) {
                    return Err(format!("{what}: not the last discard ({last_dahai:?})"));
                }
                if ty == "chi" && (target + 1) % players as u64 != seat {
                    return Err(format!("{what}: chi from a seat that is not the left one"));
                }
                let consumed = strs(&e["consumed"]);
                if consumed.len() != if ty == "daiminkan" { 3 } else { 2 } {
                    return Err(format!("{what}: wrong number of consumed tiles"));
                }
                for t in &consumed {
                    take(&mut hands[seat as usize], t, &what)?;
                }
                if ty == "pon" {
                    pons[seat as usize].push(pai.trim_end_matches('r').to_string());
                }
                last_dahai = None;
                call_count += 1;
                if ty == "daiminkan" {
                    awaiting = None;
                } else {
                    awaiting = Some((seat, String::new()));
                }
            }
            "kakan" => {
                let seat = actor.unwrap() as usize;
                let pai = e["pai"].as_str().unwrap().to_string();
                take(&mut hands[seat], &pai, &what)?;
                let base = pai.trim_end_matches('r').to_string();
                let p =
                    pons[seat].iter().position(|x| *x == base).ok_or_else(|| format!("{what}: no pon to add to"))?;
                pons[seat].remove(p);
                awaiting = None;
                last_kakan = Some((seat as u64, pai));
                call_count += 1;
            }
            "ankan" | "nukidora" => {
                let seat = actor.unwrap() as usize;
                let tiles =
                    if ty == "ankan" { strs(&e["consumed"]) } else { vec![e["pai"].as_str().unwrap().to_string()] };
                let kinds: BTreeSet<&str> = tiles.iter().map(|t| t.trim_end_matches('r')).collect();
                if kinds.len() != 1 || tiles.len() != if ty == "ankan" { 4 } else { 1 } {
                    return Err(format!("{what}: not four of one kind"));
                }
                for t in &tiles {
                    take(&mut hands[seat], t, &what)?;
                }
                awaiting = None;
                last_kakan = (ty == "nukidora").then(|| (seat as u64, tiles[0].clone()));
                call_count += 1;
            }
            "reach" | "dora" => {}
            "reach_accepted" => {
                scores.as_mut().unwrap()[actor.unwrap() as usize] -= stick;
                sticks += 1;
            }
            "hora" => {
                let seat = actor.unwrap();
                let target = e["target"].as_u64().unwrap();
                if target == seat {
                    if awaiting.as_ref().map(|a| a.0) != Some(seat) {
                        return Err(format!("{what}: tsumo without a draw"));
                    }
                } else if last_dahai.as_ref().map(|d| d.0) != Some(target)
                    && last_kakan.as_ref().map(|d| d.0) != Some(target)
                {
                    return Err(format!("{what}: ron on a seat that did not just discard or add to a kan"));
                }
                let deltas = nums(&e["deltas"]);
                let collected = if wins_this_hand == 0 { sticks * stick } else { 0 };
                if deltas.len() != players || deltas.iter().sum::<i64>() != collected {
                    return Err(format!("{what}: deltas should sum to the {collected} in sticks"));
                }
                for (s, d) in deltas.iter().enumerate() {
                    scores.as_mut().unwrap()[s] += d;
                }
                if wins_this_hand == 0 {
                    sticks = 0;
                }
                wins_this_hand += 1;
                win_count += 1;
                awaiting = None;
            }
            "ryukyoku" => {
                let deltas = nums(&e["deltas"]);
                // A chombo's hand is dealt again with its riichi sticks returned to their owners.
                let returned = if e["reason"] == "chombo" { std::mem::take(&mut sticks) * stick } else { 0 };
                if deltas.len() != players || deltas.iter().sum::<i64>() != returned {
                    return Err(format!("{what}: draw payments must sum to {returned} (sticks returned)"));
                }
                for (s, d) in deltas.iter().enumerate() {
                    scores.as_mut().unwrap()[s] += d;
                }
                awaiting = None;
            }
            "end_kyoku" => ended = true,
            "end_game" => {
                if !ended {
                    return Err(format!("{what}: the game ends inside a hand"));
                }
            }
            other => return Err(format!("{what}: unknown event type {other}")),
        }
    }
    Ok((kyoku_count, win_count, call_count))
}

fn real_mjai_log() -> Vec<Value> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/mjai/riichienv-126_204_0.jsonl"))
            .expect("the shipped mjai log");
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn the_mjai_checker_accepts_a_real_log() {
    let events = real_mjai_log();
    assert_eq!(check_mjai(&events, 4, 1000).map(|(k, w, _)| (k, w)), Ok((12, 9)), "12 hands, 9 wins (README)");
    // And it catches a broken one: a discard of a tile the seat does not hold.
    let mut broken = events.clone();
    let i = broken.iter().position(|e| e["type"] == "dahai" && e["tsumogiri"] == false).unwrap();
    broken[i]["pai"] = Value::from(if broken[i]["pai"] == "C" { "P" } else { "C" });
    assert!(check_mjai(&broken, 4, 1000).is_err());
}

#[test]
fn mjai_export_is_well_formed_and_shaped_like_a_real_log() {
    let mut shapes: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for e in real_mjai_log() {
        shapes
            .entry(e["type"].as_str().unwrap().to_string())
            .or_default()
            .extend(e.as_object().unwrap().keys().cloned());
    }
    // mjai.app's optional numeric (nonce, key) seed: our games have a text seed, which mjai has no field for.
    shapes.get_mut("start_game").unwrap().remove("seed");
    let mut seen = BTreeSet::new();
    for (preset, seed, style, _) in FEATURE_SEEDS {
        let game = play(preset, seed, style);
        let rules = game.rules();
        let events = to_mjai(&game);
        let (hands, wins, calls) = check_mjai(&events, rules.game.players as usize, rules.riichi.stick as i64)
            .unwrap_or_else(|e| panic!("{preset} seed {seed}: {e}"));
        let count = |f: fn(&Event) -> bool| game.events().iter().filter(|e| f(e)).count();
        assert_eq!(hands, count(|e| matches!(e, Event::Deal { .. })));
        assert_eq!(wins, count(|e| matches!(e, Event::Win { .. })));
        assert_eq!(calls, count(|e| matches!(e, Event::Call { .. })));
        assert_eq!(events.last().unwrap()["type"], "end_game");
        for e in &events {
            let ty = e["type"].as_str().unwrap().to_string();
            let keys: BTreeSet<String> = e.as_object().unwrap().keys().cloned().collect();
            if let Some(real) = shapes.get(&ty) {
                assert_eq!(&keys, real, "{preset} seed {seed}: {ty} differs from the real log's shape");
            }
            seen.insert(ty);
        }
        let lines = to_mjai_string(&game);
        assert_eq!(lines.lines().count(), events.len(), "one event per line");
    }
    // Every event type of the real log also comes out of the export (plus the kinds it lacks).
    for ty in shapes.keys() {
        assert!(seen.contains(ty), "the export never wrote a {ty} event");
    }
    for extra in ["daiminkan", "kakan", "nukidora"] {
        assert!(seen.contains(extra), "no {extra} event in the feature games");
    }
}

#[test]
fn tenhou6_document_has_tenhous_fields() {
    let game = play("tenhou-sanma", 14, Style::Greedy);
    let doc = to_tenhou6(&game);
    assert_eq!(doc["rule"]["disp"], "三般南喰赤");
    assert_eq!(doc["name"].as_array().unwrap().len(), 4, "Tenhou lists four names, the empty seat as ''");
    assert_eq!(doc["sc"].as_array().unwrap().len(), 8);
    for round in doc["log"].as_array().unwrap() {
        let r = round.as_array().unwrap();
        assert_eq!(r.len(), 17, "header, scores, dora, ura, 4 × (hand, draws, discards), result");
        assert_eq!(r[1].as_array().unwrap().len(), 4);
        assert!(r[13].as_array().unwrap().is_empty(), "the empty seat has no hand");
        let kyoku = r[0][0].as_u64().unwrap();
        assert_ne!(kyoku % 4, 3, "sanma hands are numbered four to a wind, the fourth never played");
    }
}

#[test]
fn a_game_in_progress_exports_its_finished_hands() {
    let full = play("tenhou", 0, Style::Greedy);
    // Replay the first part of the same game: up to the middle of its third hand.
    let deals: Vec<usize> =
        full.events().iter().enumerate().filter(|(_, e)| matches!(e, Event::Deal { .. })).map(|(i, _)| i).collect();
    let (mut game, _) = Game::new(full.rules().clone(), "export-0", None).unwrap();
    for (seat, action) in full.history() {
        if game.events().len() > deals[2] + 20 {
            break;
        }
        game.apply(*seat, action).unwrap();
    }
    let doc = to_tenhou6(&game);
    assert_eq!(doc["log"].as_array().unwrap().len(), 2, "the hand being played is left out");
    assert!(doc.get("sc").is_none(), "no final result before the end");
    let parsed = tenhou6::parse(&doc.to_string()).unwrap();
    let report = replay(&parsed);
    assert!(report.rounds.iter().all(|r| r.ok) && report.rounds.len() == 2, "{report:?}");
    let events = to_mjai(&game);
    assert_ne!(events.last().unwrap()["type"], "end_game");
    check_mjai(&events, 4, 1000).unwrap();
}

/// Plays a game to its end with the engine's bot from where it stands.
fn bots_finish(game: &mut Game) {
    while !game.is_over() {
        let seat = game.status().to_act[0];
        let action = tenpai::bot::choose(game, seat, 7);
        game.apply(seat, &action).unwrap();
    }
}

#[test]
fn a_chombo_hand_is_left_out_of_tenhou6_and_a_ryukyoku_in_mjai() {
    // McGill in human-input mode (the scenario of mcgill_play's seed_l12 test): P0 declares riichi, P1 a false
    // tsumo: P1 pays 2,000 + 2,000 + 4,000, P0's stick goes back, East 1 is dealt again; bots finish the game.
    let mut t = Scenario::new("mcgill").indicators("1z").hand(0, "123m456p789s11z2z5z").draws("2z9m").start();
    t.game.set_human_input(true);
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true}"#);
    t.pass_all();
    t.act(1, r#"{"type":"tsumo"}"#);
    let mut game = t.game;
    bots_finish(&mut game);
    let deals = game.events().iter().filter(|e| matches!(e, Event::Deal { .. })).count();

    // tenhou.net/6 has no result for a chombo (src/log/export.rs): the abandoned hand is left out, and the entry
    // of the hand dealt again (East 1, 0 honba, 0 sticks) starts from the scores after the penalty.
    let doc = to_tenhou6(&game);
    let entries = doc["log"].as_array().unwrap();
    assert_eq!(entries.len(), deals - 1, "every hand but the abandoned one");
    assert_eq!(entries[0][0], json!([0, 0, 0]));
    assert_eq!(entries[0][1], json!([29000, 17000, 27000, 27000]));
    let parsed = tenhou6::parse(&doc.to_string()).expect("the export reads back");
    parsed.check().expect("and is consistent");
    assert_eq!(parsed.rounds.len(), deals - 1);
    let logged: Vec<i64> = parsed.final_scores.clone().unwrap().iter().map(|&x| x as i64).collect();
    assert_eq!(logged, game.result().unwrap().scores, "sc");

    // mjai: a ryukyoku for the chombo whose deltas take the live scores (P0's stick on the table) to the next
    // hand's: P0 24,000 → 29,000 (+4,000 and its stick), P1 −8,000, P2 and P3 +2,000.
    let events = to_mjai(&game);
    let i = events.iter().position(|e| e["reason"] == "chombo").expect("the chombo is in the mjai record");
    assert_eq!(events[i], json!({"type":"ryukyoku","reason":"chombo","actor":1,"deltas":[5000,-8000,2000,2000]}));
    assert_eq!(events[i + 1]["type"], "end_kyoku");
    check_mjai(&events, 4, 1000).unwrap();
}

#[test]
fn a_chombo_in_a_hand_that_goes_on_shows_in_the_next_start_scores() {
    // `penalty.chombo_replay = false`: P1's false tsumo costs 8,000 and the hand goes on; neither format has a
    // mid-hand payment, so the second entry's start scores are the first hand's end plus the penalty.
    let scenario = || {
        Scenario::new("mcgill")
            .rules(|r| r.penalty.chombo_replay = false)
            .indicators("1z")
            .hand(0, "123m456p789s11z2z5z")
            .draws("2z9m")
            .start()
    };
    let mut t = scenario();
    t.game.set_human_input(true);
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true}"#);
    t.pass_all();
    t.act(1, r#"{"type":"tsumo"}"#);
    let mut game = t.game;
    bots_finish(&mut game);
    let deals = game.events().iter().filter(|e| matches!(e, Event::Deal { .. })).count();
    let doc = to_tenhou6(&game);
    let entries = doc["log"].as_array().unwrap();
    assert_eq!(entries.len(), deals, "no hand was abandoned");
    let first_end = |g: &Game| {
        g.events().iter().find_map(|e| match e {
            Event::RoundEnd { scores, .. } => Some(scores.clone()),
            _ => None,
        })
    };
    let ends: Vec<i64> = first_end(&game).unwrap();
    assert_eq!(entries[1][1], json!(ends), "the first hand's end, penalty included");
    // The same hand without the false tsumo ends 8,000 better for P1 (the penalty is in the scores, nowhere else).
    let mut plain = scenario().game;
    let chombo_at = game.history().iter().position(|(s, a)| *s == 1 && *a == Action::Tsumo).unwrap();
    for (i, (seat, action)) in game.history().iter().enumerate() {
        if i != chombo_at && first_end(&plain).is_none() {
            plain.apply(*seat, action).unwrap();
        }
    }
    let plain_end = first_end(&plain).unwrap();
    let diff: Vec<i64> = ends.iter().zip(&plain_end).map(|(a, b)| a - b).collect();
    assert_eq!(diff, vec![4000, -8000, 2000, 2000]);
    let events = to_mjai(&game);
    assert!(events.iter().all(|e| e["reason"] != "chombo"), "nothing written mid-hand");
    let starts: Vec<&Value> = events.iter().filter(|e| e["type"] == "start_kyoku").collect();
    assert_eq!(starts[1]["scores"], json!(ends), "mjai's second start_kyoku shows the penalty too");
    tenhou6::parse(&doc.to_string()).unwrap().check().unwrap();
}
