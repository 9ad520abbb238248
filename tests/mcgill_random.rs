//! McGill's own laws over random legal play (`docs/rulesets/mcgill.md`): never more than one winner on a hand
//! (atama-hane), no hand after South 4 (no West round), the dealer-win streak in the views counts dealer wins
//! only and restarts with each dealership, the agari-yame choice only after a dealer win at South 4 by a 1st-place
//! dealer with 30,000, and the settlement (uma +10/+5/−5/−10, oka to 1st) sums to zero; false wins in human-input
//! mode under both values of `penalty.chombo_replay`.

use tenpai::bot::Pick;
use tenpai::game::{rank_order, Game};
use tenpai::round::{Action, Event};
use tenpai::Ruleset;

#[test]
fn random_mcgill_games_keep_mcgill_laws() {
    let rules = Ruleset::preset("mcgill").unwrap();
    let (mut yame_offers, mut dealer_streaks) = (0, 0);
    for seed in 0..300u64 {
        let (mut game, _) = Game::new(rules.clone(), &format!("mcgill-{seed}"), None).unwrap();
        let mut pick = Pick::new(seed ^ 0x5eed);
        let mut wins_this_hand = 0;
        let mut streak = 0u32;
        while !game.is_over() {
            let status = game.status();
            let seat = status.to_act[pick.next(status.to_act.len())];
            let legal = game.legal_actions(seat);
            if status.phase == "dealer-choice" {
                yame_offers += 1;
                let r = game.round();
                let scores = &r.scores;
                assert_eq!(r.label(), "S4", "agari-yame only at the all-last (seed {seed})");
                assert_eq!(rank_order(scores)[0], r.dealer, "only a 1st-place dealer (seed {seed})");
                assert!(scores[r.dealer as usize] >= 30000, "only with 30,000 (seed {seed})");
                assert_eq!(legal, vec![Action::Continue, Action::Yame]);
            }
            let action = legal
                .iter()
                .find(|a| matches!(a, Action::Tsumo | Action::Ron) && pick.next(2) == 0)
                .cloned()
                .unwrap_or_else(|| legal[pick.next(legal.len())].clone());
            let dealer = game.round().dealer;
            for e in game.apply(seat, &action).unwrap() {
                match e {
                    Event::Win { seat: w, .. } => {
                        wins_this_hand += 1;
                        assert_eq!(wins_this_hand, 1, "one winner per hand (seed {seed})");
                        if w == dealer {
                            streak += 1;
                        }
                    }
                    Event::Deal { round, dealer: d, .. } => {
                        assert!(round.starts_with('E') || round.starts_with('S'), "no West round (seed {seed})");
                        wins_this_hand = 0;
                        if d != dealer {
                            streak = 0;
                        }
                        assert_eq!(game.view(0).unwrap().dealer_wins, streak, "dealer-win streak (seed {seed})");
                        dealer_streaks += (streak > 0) as u32;
                    }
                    _ => {}
                }
            }
        }
        let points: f64 = game.result().unwrap().points.iter().sum();
        assert!(points.abs() < 1e-9, "settlement sums to zero (seed {seed})");
    }
    assert!(dealer_streaks > 0, "some dealer kept the deal by winning");
    println!("agari-yame offered {yame_offers} times");
}

/// Random play in human-input mode with false wins thrown in (a ron or tsumo declared where the seat could
/// declare one but has no win), under both values of `penalty.chombo_replay`: every false win is a chombo of the
/// seed's amounts (8,000 from a non-dealer, 12,000 from a dealer) that changes nothing else — the hand is dealt
/// again (same round and honba, the scores at its start plus the penalty) or goes on with the same seats to act —
/// points and deposits are conserved throughout, and the saved game loads to the same state.
#[test]
fn random_mcgill_games_with_false_wins_keep_the_chombo_rules() {
    let (mut replayed, mut went_on) = (0, 0);
    for replay in [true, false] {
        let mut rules = Ruleset::preset("mcgill").unwrap();
        rules.penalty.chombo_replay = replay;
        for seed in 0..150u64 {
            let (mut game, _) = Game::new(rules.clone(), &format!("chombo-{seed}"), None).unwrap();
            game.set_human_input(true);
            let mut pick = Pick::new(seed ^ 0xc40b0);
            while !game.is_over() {
                let status = game.status();
                let seat = status.to_act[pick.next(status.to_act.len())];
                let legal = game.legal_actions(seat);
                let r = game.round();
                let false_win = [Action::Tsumo, Action::Ron]
                    .into_iter()
                    .find(|a| r.may_declare(seat, a) && !legal.contains(a) && pick.next(40) == 0);
                let before = (r.label(), r.honba, r.dealer, r.start_state().0.to_vec(), r.to_act());
                let action = false_win.clone().unwrap_or_else(|| {
                    legal
                        .iter()
                        .find(|a| matches!(a, Action::Tsumo | Action::Ron) && pick.next(2) == 0)
                        .cloned()
                        .unwrap_or_else(|| legal[pick.next(legal.len())].clone())
                });
                let events = game.apply(seat, &action).unwrap();
                let r = game.round();
                let sum = r.scores.iter().sum::<i64>() + r.sticks as i64 * 1000;
                if !game.is_over() {
                    assert_eq!(sum, 100_000, "points + deposits conserved (seed {seed})");
                }
                if false_win.is_none() {
                    continue;
                }
                let Some(Event::Chombo { seat: s, deltas, .. }) = events.first() else {
                    panic!("a false win is a chombo (seed {seed}): {events:?}")
                };
                assert_eq!(*s, seat);
                let paid = if seat == before.2 { -12000 } else { -8000 };
                assert_eq!(deltas[seat as usize], paid, "the seed's amounts (seed {seed})");
                if game.is_over() {
                    continue;
                }
                if replay {
                    replayed += 1;
                    assert_eq!((r.label(), r.honba, r.dealer), (before.0, before.1, before.2), "dealt again");
                    let expected: Vec<i64> = before.3.iter().zip(deltas).map(|(a, d)| a + d).collect();
                    assert_eq!(r.scores, expected, "start scores plus the penalty (seed {seed})");
                } else {
                    went_on += 1;
                    assert_eq!(r.to_act(), before.4, "the hand goes on, the same seats to act (seed {seed})");
                }
            }
            let copy = Game::from_json(&game.to_json()).unwrap();
            assert_eq!(copy.to_json(), game.to_json(), "a game with chombos loads (seed {seed})");
        }
    }
    assert!(replayed > 0 && went_on > 0, "false wins were made under both values ({replayed}, {went_on})");
    println!("false wins: {replayed} replayed, {went_on} played on");
}
