//! Property test: thousands of seeded games with random legal actions. Every game ends, every applied action
//! was in the legal list, points are conserved, a seat's view never shows another seat's concealed tiles, and after
//! every action each fact the round keeps to save work equals the same fact worked out from scratch
//! (`Round::validate`).

use tenpai::autoplay::RandomPlayer;
use tenpai::bot::Pick;
use tenpai::game::Game;
use tenpai::round::{Action, Event};
use tenpai::rules::ScoringScheme;
use tenpai::Ruleset;

/// Plays one game to the end with random legal actions; returns the number of actions applied.
fn play(rules: &Ruleset, seed: u64) -> usize {
    let (mut game, _) = Game::new(rules.clone(), &format!("prop-{seed}"), None).unwrap();
    let mut random = RandomPlayer::new(seed);
    let players = rules.game.players;
    let total: i64 = rules.game.start_points as i64 * players as i64;
    let mut steps = 0;
    while !game.is_over() {
        let status = game.status();
        assert!(!status.to_act.is_empty(), "a live game always waits for someone (seed {seed})");
        assert_eq!(game.to_act(), status.to_act, "to_act is status().to_act (seed {seed})");
        // A random waiting seat; a win half the time when offered (so wins are exercised), otherwise uniform.
        let seat = random.seat(&status.to_act).unwrap();
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "a seat asked to act has actions");
        let action = random.action(&legal).unwrap().clone();
        if steps % 7 == 0 {
            check_views(&game, players, seed);
        }
        let events = game.apply(seat, &action).unwrap_or_else(|e| panic!("legal action rejected: {e} (seed {seed})"));
        if let Err(e) = game.round().validate(game.events()) {
            panic!("after {action:?} by seat {seat} (seed {seed}, step {steps}): {e}");
        }
        for e in &events {
            if let Event::RoundEnd { scores, sticks, chips, chip_totals, .. } = e {
                let sum: i64 = scores.iter().sum::<i64>() + *sticks as i64 * rules.riichi.stick as i64;
                assert_eq!(sum, total, "points + deposits are conserved (seed {seed})");
                assert_eq!(chips.is_some(), rules.chips.is_some(), "chips reported exactly with shuugi");
                for c in [chips, chip_totals].into_iter().flatten() {
                    assert_eq!(c.iter().sum::<i64>(), 0, "chips are conserved (seed {seed})");
                }
            }
            // Points scoring: the listed entries add up to P, paid once on ron and by both opponents on tsumo.
            if let (Event::Win { from, result, .. }, ScoringScheme::ToutenkouPoints) = (e, rules.score.scheme) {
                let p: i64 = result.yaku.iter().map(|y| y.points.expect("every entry has points")).sum();
                let payers = if from.is_some() { 1 } else { players as i64 - 1 };
                assert_eq!(p * payers, result.total, "P x payers is the total paid (seed {seed}): {result:?}");
            }
        }
        steps += 1;
        assert!(steps < 100_000, "game does not end (seed {seed})");
    }
    let result = game.result().unwrap();
    assert_eq!(result.scores.iter().sum::<i64>(), total, "final scores hold every point (seed {seed})");
    let settled: f64 = result.points.iter().sum();
    assert!(settled.abs() < 0.05, "the settlement sums to zero (seed {seed}): {:?}", result.points);
    if let Some(chips) = &result.chips {
        assert_eq!(chips.iter().sum::<i64>(), 0, "final chips are conserved (seed {seed})");
    }
    steps
}

/// A seat's view shows its own concealed tiles only; the spectator sees every hand; hand sizes agree.
fn check_views(game: &Game, players: u8, seed: u64) {
    let all = game.spectate();
    for seat in 0..players {
        let v = game.view(seat).unwrap();
        assert!(v.ura_indicators.is_none(), "ura indicators are hidden from seats (seed {seed})");
        for other in &v.seats {
            let spectated = &all.seats[other.seat as usize];
            assert_eq!(other.hand_size, spectated.hand_size);
            if other.seat == seat {
                assert_eq!(other.hand.as_ref(), spectated.hand.as_ref(), "own hand shown");
            } else if spectated.open_riichi {
                // Open riichi: the hand is public, furiten stays private.
                assert_eq!(other.hand.as_ref(), spectated.hand.as_ref(), "an open riichi hand is shown to all");
                assert!(other.furiten.is_none(), "leak (seed {seed})");
            } else {
                assert!(other.hand.is_none() && other.drawn.is_none() && other.furiten.is_none(), "leak (seed {seed})");
            }
        }
        // A whole hidden hand (long enough not to occur by chance as a meld or as the viewer's own hand) never
        // appears anywhere in the serialised view.
        let json = serde_json::to_string(&v).unwrap();
        for other in all.seats.iter().filter(|s| s.seat != seat && s.hand_size >= 8 && !s.open_riichi) {
            let hidden = serde_json::to_string(other.hand.as_ref().unwrap()).unwrap();
            assert!(!json.contains(&hidden), "another seat's hand appears in JSON (seed {seed})");
        }
    }
}

#[test]
fn random_tenhou_games_end_and_conserve_points() {
    let rules = Ruleset::preset("tenhou").unwrap();
    let games = 1000;
    let mut steps = 0;
    for seed in 0..games {
        steps += play(&rules, seed);
    }
    println!("{games} random Tenhou games, {steps} actions");
}

#[test]
fn random_tenhou_sanma_games_end_and_conserve_points() {
    let rules = Ruleset::preset("tenhou-sanma").unwrap();
    let games = 1000;
    let mut steps = 0;
    for seed in 0..games {
        steps += play(&rules, seed);
    }
    println!("{games} random Tenhou sanma games, {steps} actions");
}

#[test]
fn random_toutenkou_games_end_and_conserve_points() {
    // Points-only, balances start at 0 and may go negative: conservation is the sum staying 0 (deposits included).
    let rules = Ruleset::preset("toutenkou").unwrap();
    let games = 1000;
    let mut steps = 0;
    for seed in 0..games {
        steps += play(&rules, seed);
    }
    println!("{games} random Toutenkou games, {steps} actions");
}

#[test]
fn random_speed_tonpuu_games_end_and_conserve_points_and_chips() {
    let rules = Ruleset::preset("speed-tonpuu").unwrap();
    let games = 1000;
    let mut steps = 0;
    for seed in 0..games {
        steps += play(&rules, seed);
    }
    println!("{games} random Speed Tonpuu games, {steps} actions");
}

#[test]
fn random_mcgill_games_end_and_conserve_points() {
    // Atama-hane, the fifth kan, agari-yame choices and the rest of McGill's play; its own laws (one winner per
    // hand, no West round, settlement) are checked in tests/mcgill_random.rs.
    let rules = Ruleset::preset("mcgill").unwrap();
    let games = 1000;
    let mut steps = 0;
    for seed in 0..games {
        steps += play(&rules, seed);
    }
    println!("{games} random McGill games, {steps} actions");
}

#[test]
fn illegal_actions_change_nothing() {
    let rules = Ruleset::preset("tenhou").unwrap();
    let (mut game, _) = Game::new(rules, "illegal", None).unwrap();
    let before = game.to_json();
    let err = game.apply(1, &Action::Tsumo).unwrap_err();
    assert_eq!(err.code, "illegal-action");
    let err = game.apply(0, &Action::Ron).unwrap_err();
    assert_eq!(err.code, "illegal-action");
    assert_eq!(game.to_json(), before);
}

#[test]
fn saved_games_replay_and_tampering_is_rejected() {
    let rules = Ruleset::preset("tenhou").unwrap();
    let (mut game, _) = Game::new(rules, "save", None).unwrap();
    let mut pick = Pick::new(7);
    for _ in 0..200 {
        let seat = game.status().to_act[0];
        let legal = game.legal_actions(seat);
        game.apply(seat, &legal[pick.next(legal.len())]).unwrap();
    }
    let saved = game.to_json();
    let loaded = Game::from_json(&saved).unwrap();
    assert_eq!(loaded.to_json(), saved);
    assert_eq!(loaded.round().scores, game.round().scores);
    let tampered = saved.replacen("\"scores\":[", "\"scores\":[1", 1);
    assert_eq!(Game::from_json(&tampered).unwrap_err().code, "bad-state");
    assert_eq!(Game::from_json("{}").unwrap_err().code, "bad-state");
}
