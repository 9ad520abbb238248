//! McGill's own laws over random legal play (`../shared/rules/mcgill.md`): never more than one winner on a hand
//! (atama-hane), no hand after South 4 (no West round), the dealer-win streak in the views counts dealer wins
//! only and restarts with each dealership, the agari-yame choice only after a dealer win at South 4 by a 1st-place
//! dealer with 30,000, and the settlement (uma +10/+5/−5/−10, oka to 1st) sums to zero.

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
