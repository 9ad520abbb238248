//! McGill play, one scenario per line of the club's rule page ("L<n>" = line n), on planned walls
//! (`tests/common/scenario.rs`). Expected values are worked by hand from the rules (`docs/rulesets/mcgill.md`), the
//! arithmetic in the comments. What each line says, and its tests: `docs/rulesets/mcgill.md`, Source lines → tests.
//!
//! Seats: E1 is dealt by seat 0 (P0); play goes P0 → P1 → P2 → P3. Dora indicator 1z (dora 2z) unless said, so
//! that no planned hand holds a dora. Hands list 13 tiles; unplanned tiles are filled by the wall plan.

mod common;

use common::scenario::{Scenario, Table};
use serde_json::Value;
use tenpai::round::{Action, Seat};

const RON: &str = r#"{"type":"ron"}"#;
const TSUMO: &str = r#"{"type":"tsumo"}"#;
const PASS: &str = r#"{"type":"pass"}"#;

fn mcgill() -> Scenario {
    Scenario::new("mcgill").indicators("1z")
}

/// `seat` draws (the planned tile) and throws `tile`; every claim on it is passed.
#[track_caller]
fn turn(t: &mut Table, seat: Seat, tile: &str) {
    t.discard(seat, tile);
    t.pass_all();
}

/// The last event of a type.
fn last(t: &Table, kind: &str) -> Value {
    t.events_of(kind).last().cloned().unwrap_or_else(|| panic!("no {kind} event"))
}

fn yaku_ids(win: &Value) -> Vec<String> {
    win["result"]["yaku"].as_array().unwrap().iter().map(|y| y["id"].as_str().unwrap().to_string()).collect()
}

// ---------------------------------------------------------------------------------------------------- L4 / L29

/// S4 (hand index 7, seat 3 deals). Dealer P3 waits 3s-6s with pinfu + tanyao; P1 throws 3s.
/// Dealer 2 han 30 fu ron = 30 × 2^4 × 6 = 2,880 → 2,900. Scores 25,000 / 25,000 / 22,000 / 28,000 become
/// 25,000 / 22,100 / 22,000 / 30,900: the dealer is 1st with ≥ 30,000 → may end the game.
fn s4_dealer_wins(scores: &[i64]) -> Table {
    let mut t = mcgill().at(7, 0, 0).scores(scores).hand(3, "234m456p678s45s55p").draws("1z9m3s").start();
    turn(&mut t, 3, "1z");
    t.discard(0, "9m");
    t.pass_all();
    t.discard(1, "3s");
    t.act(3, RON);
    t.pass_all();
    t
}

#[test]
fn seed_l04_agariyame_first_place_dealer_may_end_the_game_at_south_4() {
    let mut t = s4_dealer_wins(&[25000, 25000, 22000, 28000]);
    assert_eq!(t.last_deltas(), vec![0, -2900, 0, 2900]);
    let status = t.game.status();
    assert_eq!(status.phase, "dealer-choice");
    assert_eq!(status.to_act, vec![3]);
    assert_eq!(t.game.legal_actions(3), vec![Action::Continue, Action::Yame]);
    assert!(t.game.legal_actions(0).is_empty());
    assert_eq!(t.game.view(3).unwrap().legal_actions, vec![Action::Continue, Action::Yame]);
    t.act(3, r#"{"type":"yame"}"#);
    assert!(t.game.is_over());
    // Final: 30,900 / 25,000 / 22,100 / 22,000 (P3, P0, P1, P2). Half-up thousands minus the 30,000 return:
    // P0 25 − 30 + 5 = 0; P1 22 − 30 − 5 = −13; P2 22 − 30 − 10 = −18; P3 = −(0 − 13 − 18) = +31.
    let end = last(&t, "game-end");
    assert_eq!(end["points"], serde_json::json!([0.0, -13.0, -18.0, 31.0]));
}

#[test]
fn seed_l04_agariyame_the_dealer_may_play_on_instead() {
    let mut t = s4_dealer_wins(&[25000, 25000, 22000, 28000]);
    t.act(3, r#"{"type":"continue"}"#);
    let deal = last(&t, "deal");
    assert_eq!(
        (deal["round"].as_str(), deal["dealer"].as_u64(), deal["honba"].as_u64()),
        (Some("S4"), Some(3), Some(1))
    );
    assert_eq!(t.game.view(3).unwrap().dealer_wins, 1, "one dealer win so far in this dealership");
}

#[test]
fn seed_l04_agariyame_not_offered_to_a_dealer_who_is_not_first() {
    // 32,000 for P0: the dealer's 30,900 is 2nd → no choice, S4 is dealt again (renchan).
    let t = s4_dealer_wins(&[32000, 25000, 15000, 28000]);
    assert_ne!(t.game.status().phase, "dealer-choice");
    assert_eq!(last(&t, "deal")["honba"], 1);
}

#[test]
fn seed_l04_agariyame_not_offered_below_30000() {
    // 22,000 / 25,000 / 22,000 / 25,000: after the 2,900 ron the dealer is 1st with 27,900 (< 30,000) → no
    // choice, S4 is dealt again (renchan).
    let t = s4_dealer_wins(&[22000, 25000, 22000, 25000]);
    assert_eq!(t.last_deltas(), vec![0, -2900, 0, 2900]);
    assert_ne!(t.game.status().phase, "dealer-choice");
    assert_eq!(last(&t, "deal")["honba"], 1);
}

// ---------------------------------------------------------------------------------------------------- L5 / L32

/// P1 throws 3s on the second go-around; P2 (tanyao pinfu, 3s-6s) and P0 (the dealer, same wait) both ron.
/// Turn order after P1 is P2, P3, P0 → only P2 wins: 2 han 30 fu non-dealer = 30 × 2^4 × 4 = 1,920 → 2,000.
fn double_claim(ron_seats: &[Seat], p3: &str) -> Table {
    let mut t =
        mcgill().hand(0, "234m567m234p66s45s").hand(2, "234m456p678s45s55p").hand(3, p3).draws("9m9p7z1m1p3s").start();
    for (seat, tile) in [(0, "9m"), (1, "9p"), (2, "7z"), (3, "1m"), (0, "1p")] {
        turn(&mut t, seat, tile);
    }
    t.discard(1, "3s");
    for &s in ron_seats {
        t.act(s, RON);
    }
    t.pass_all();
    t
}

#[test]
fn seed_l05_atamahane_only_the_claimant_closest_to_the_discarder_wins() {
    let t = double_claim(&[0, 2], "19m19p19s1234z11z");
    let wins = t.events_of("win");
    assert_eq!(wins.len(), 1, "no double ron");
    assert_eq!(wins[0]["seat"], 2);
    assert_eq!(t.last_deltas(), vec![0, -2000, 2000, 0]);
    // The dealer did not win: the deal passes.
    assert_eq!(last(&t, "deal")["round"], "E2");
}

// ---------------------------------------------------------------------------------------------------- L25 / L46

#[test]
fn seed_l25_three_ron_claims_are_an_abortive_draw_with_the_hands_shown() {
    // P3 also waits 3s-6s (tanyao): three claimants on P1's 3s → sanchahou: no payment, renchan, honba +1.
    let t = double_claim(&[2, 3, 0], "234p678p678m45s88m");
    assert!(t.events_of("win").is_empty());
    let draw = last(&t, "ryuukyoku");
    assert_eq!(draw["reason"], "sanchahou");
    for s in [0, 2, 3] {
        assert!(draw["hands"][s].is_array(), "claimant {s} shows the hand");
    }
    assert!(draw["hands"][1].is_null());
    assert_eq!(t.last_deltas(), vec![0, 0, 0, 0]);
    let deal = last(&t, "deal");
    assert_eq!((deal["round"].as_str(), deal["honba"].as_u64()), (Some("E1"), Some(1)));
}

// ---------------------------------------------------------------------------------------------------- L6 / L33

#[test]
fn seed_l06_riichi_is_allowed_in_furiten() {
    // P0 waits 1m-4m, draws 1m and throws it (discard furiten), then declares riichi on the next turn.
    let mut t = mcgill().hand(0, "23m456p789s123s55z").draws("1m9p9s1p9m").start();
    turn(&mut t, 0, "1m");
    assert_eq!(t.game.view(0).unwrap().seats[0].furiten, Some(true), "P0 threw its own winning tile");
    for (s, tile) in [(1, "9p"), (2, "9s"), (3, "1p")] {
        turn(&mut t, s, tile);
    }
    let riichi = r#"{"type":"discard","tile":"9m","riichi":true,"tsumogiri":true}"#;
    assert!(t.can(0, riichi), "furiten riichi is legal: {}", t.legal_json(0));
    t.act(0, riichi);
    t.pass_all();
    assert_eq!(last(&t, "riichi-accepted")["seat"], 0);
}

// ---------------------------------------------------------------------------------------------------- L7 / L34

#[test]
fn seed_l07_one_han_is_enough_however_many_honba() {
    // Dealer at 6 honba wins with chun alone (no two-han minimum). Closed ron: 20 + 10 (menzen) + 8 (777z
    // concealed honour triplet) + 2 (1p tanki) = 40 fu; dealer 1 han 40 fu = 40 × 2^3 × 6 = 1,920 → 2,000;
    // + 6 × 300 honba = 3,800 from P1.
    let mut t = mcgill().at(0, 6, 0).hand(0, "123m456p789s777z1p").draws("9m1p").start();
    turn(&mut t, 0, "9m");
    t.discard(1, "1p");
    t.act(0, RON);
    t.pass_all();
    let win = last(&t, "win");
    assert_eq!((win["result"]["han"].as_u64(), win["result"]["fu"].as_u64()), (Some(1), Some(40)));
    assert_eq!(t.last_deltas(), vec![3800, -3800, 0, 0]);
}

// ---------------------------------------------------------------------------------------------------- L8 / L35

#[test]
fn seed_l08_atozuke_a_win_on_the_tile_that_gives_the_yaku() {
    // Dealer P0 shanpon 1p / 6z: 1p would leave the hand yakuless (no ron offered), 6z makes hatsu.
    // 20 + 10 (menzen ron) + 4 (666z won by ron counts open) = 34 → 40 fu; dealer 1 han 40 fu = 2,000.
    let mut t = mcgill().hand(0, "123m456m789s11p66z").draws("9m1p6z").start();
    turn(&mut t, 0, "9m");
    t.discard(1, "1p");
    assert!(!t.can(0, RON), "no yaku on 1p");
    t.pass_all();
    t.discard(2, "6z");
    t.act(0, RON);
    t.pass_all();
    assert_eq!(yaku_ids(&last(&t, "win")), vec!["yakuhai-hatsu".to_string()]);
    assert_eq!(t.last_deltas(), vec![2000, 0, -2000, 0]);
}

// ---------------------------------------------------------------------------------------------------- L9

/// Example F. P3 (chun, 34m + 22p) declines P0's 5m, so P1's 2m cannot be ronned; P2 pons the 2m and throws 2p,
/// P3 pons it (no draw) and waits on 4m alone; P0's 4m still cannot be ronned. After P3's own next draw, P0's
/// second 4m wins: open chun 1 han, 20 + 8 (777z concealed) + 2 (222p open) + 2 (tanki) = 32 → 40 fu = 1,300.
fn temporary_furiten(preset: &str) -> Table {
    let mut t = Scenario::new(preset)
        .indicators("1z")
        .hand(2, "22m2p")
        .hand(3, "34m22p678p456s777z")
        .draws("5m2m4m9s9p1s4m")
        .start();
    t.discard(0, "5m");
    assert!(t.can(3, RON));
    t.pass_all();
    t.discard(1, "2m");
    assert!(!t.can(3, RON), "temporary furiten");
    t.act(2, r#"{"type":"pon","tiles":["2m","2m"]}"#);
    t.pass_all();
    t.discard(2, "2p");
    t.act(3, r#"{"type":"pon","tiles":["2p","2p"]}"#);
    t.pass_all();
    t.discard(3, "3m");
    t.pass_all();
    t.discard(0, "4m");
    t
}

#[test]
fn seed_l09_temporary_furiten_lasts_until_own_draw_even_across_calls() {
    let mut t = temporary_furiten("mcgill");
    assert!(!t.can(3, RON), "still furiten after calls: {}", t.legal_json(3));
    t.pass_all();
    for (s, tile) in [(1, "9s"), (2, "9p"), (3, "1s")] {
        turn(&mut t, s, tile);
    }
    t.discard(0, "4m");
    t.act(3, RON);
    t.pass_all();
    assert_eq!(t.last_deltas(), vec![-1300, 0, 0, 1300]);
}

#[test]
fn seed_l09_contrast_under_tenhou_the_furiten_ends_at_the_own_discard() {
    let t = temporary_furiten("tenhou");
    assert!(t.can(3, RON), "Tenhou: furiten ended with P3's discard");
}

// ---------------------------------------------------------------------------------------------------- L10 / L36

#[test]
fn seed_l10_open_tanyao_wins() {
    // P1 pons P0's 2s, throws 8p, waits 2m-5m; P2's 5m: open tanyao 1 han, 20 + 2 (222s open) = 22 → 30 fu
    // = 30 × 2^3 × 4 = 960 → 1,000.
    let mut t = mcgill().hand(1, "22s34m456p678s66p8p").draws("2s5m").start();
    t.discard(0, "2s");
    t.act(1, r#"{"type":"pon","tiles":["2s","2s"]}"#);
    t.pass_all();
    t.discard(1, "8p");
    t.pass_all();
    t.discard(2, "5m");
    t.act(1, RON);
    t.pass_all();
    assert!(yaku_ids(&last(&t, "win")).iter().any(|y| y == "tanyao"));
    assert_eq!(t.last_deltas(), vec![0, 1000, -1000, 0]);
}

// ---------------------------------------------------------------------------------------------------- L11 / L41

fn discards_of(t: &Table, seat: Seat) -> Vec<String> {
    t.legal(seat).iter().filter(|a| a["type"] == "discard").map(|a| a["tile"].as_str().unwrap().to_string()).collect()
}

#[test]
fn seed_l11_kuikae_chi_forbids_the_same_tile_and_the_other_side() {
    // P0 throws 5s; P1 chis 3-4-5s: neither 5s nor 2s may be thrown this turn (the seed's own example).
    let mut t = mcgill().hand(1, "34s25s19m19p1z").draws("5s").start();
    t.discard(0, "5s");
    t.act(1, r#"{"type":"chi","tiles":["3s","4s"]}"#);
    t.pass_all();
    let d = discards_of(&t, 1);
    assert!(!d.contains(&"5s".to_string()) && !d.contains(&"2s".to_string()), "{d:?}");
    assert!(d.contains(&"1m".to_string()));
}

#[test]
fn seed_l11_kuikae_pon_forbids_the_fourth_copy() {
    let mut t = mcgill().hand(2, "222m19p1z").draws("2m").start();
    t.discard(0, "2m");
    t.act(2, r#"{"type":"pon","tiles":["2m","2m"]}"#);
    t.pass_all();
    let d = discards_of(&t, 2);
    assert!(!d.contains(&"2m".to_string()), "{d:?}");
    assert!(d.contains(&"1z".to_string()));
}

// ---------------------------------------------------------------------------------------------------- L12

#[test]
fn seed_l12_false_win_non_dealer_pays_2000_each_and_4000_to_the_dealer() {
    // Human-input mode. P0 declares riichi (stick on the table), P1 declares a tsumo it does not have.
    // P1 pays 2,000 + 2,000 + 4,000 = 8,000; P0's riichi stick is returned and the hand is dealt again.
    let mut t = mcgill().hand(0, "123m456p789s11z2z5z").draws("2z9m").start();
    assert!(t.game.rules().penalty.chombo_replay, "the preset replays the hand (penalty.chombo_replay, Q-M12)");
    t.game.set_human_input(true);
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true}"#);
    t.pass_all();
    assert_eq!(t.game.round().sticks, 1);
    t.act(1, TSUMO);
    let chombo = last(&t, "chombo");
    assert_eq!(chombo["seat"], 1);
    assert_eq!(chombo["deltas"], serde_json::json!([4000, -8000, 2000, 2000]));
    let deal = last(&t, "deal");
    assert_eq!(deal["round"], "E1");
    assert_eq!(deal["honba"], 0);
    assert_eq!(deal["sticks"], 0);
    assert_eq!(deal["scores"], serde_json::json!([29000, 17000, 27000, 27000]));
}

#[test]
fn seed_l12_false_win_with_chombo_replay_off_the_hand_goes_on() {
    // `penalty.chombo_replay = false` (the preset replays): the same false tsumo by P1 after P0's riichi costs
    // the same 8,000, but nothing is dealt again: P0's stick stays on the table, live scores become P0 24,000 +
    // 4,000 = 28,000, P1 17,000, P2 and P3 27,000, and P1 still has to discard. P1's 9m opens a claim window
    // (P2 may pon it); P2's false ron there costs P2 8,000 (4,000 to the dealer P0, 2,000 to P1 and P3) and
    // leaves P2's answer to the claim still open.
    let mut t = mcgill()
        .rules(|r| r.penalty.chombo_replay = false)
        .hand(0, "123m456p789s11z2z5z")
        .hand(2, "99m")
        .draws("2z9m")
        .start();
    t.game.set_human_input(true);
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true}"#);
    t.pass_all();
    t.act(1, TSUMO);
    let chombo = last(&t, "chombo");
    assert_eq!(chombo["deltas"], serde_json::json!([4000, -8000, 2000, 2000]));
    assert_eq!(chombo["scores"], serde_json::json!([28000, 17000, 27000, 27000]));
    assert_eq!(t.events_of("deal").len(), 1, "the hand is not dealt again");
    assert_eq!((t.game.round().label(), t.game.round().sticks), ("E1".to_string(), 1));
    assert_eq!(t.game.round().scores, vec![28000, 17000, 27000, 27000]);
    assert_eq!(t.game.round().to_act(), vec![1], "P1 still has its turn");
    t.discard(1, "9m");
    assert!(t.can(2, r#"{"type":"pon","tiles":["9m","9m"]}"#), "{}", t.legal_json(2));
    t.act(2, RON);
    assert_eq!(last(&t, "chombo")["scores"], serde_json::json!([32000, 19000, 19000, 29000]));
    assert!(t.game.round().to_act().contains(&2), "P2 still answers the claim");
    t.pass_all();
    assert_eq!(t.events_of("deal").len(), 1);
    let copy = tenpai::game::Game::from_json(&t.game.to_json()).expect("a saved game with a chombo loads");
    assert_eq!(copy.to_json(), t.game.to_json());
}

#[test]
fn seed_l12_false_win_dealer_pays_4000_each() {
    let mut t = mcgill().hand(0, "19m19p19s1234z55m").draws("6z").start();
    t.game.set_human_input(true);
    t.act(0, TSUMO);
    assert_eq!(last(&t, "chombo")["deltas"], serde_json::json!([-12000, 4000, 4000, 4000]));
}

#[test]
fn seed_l12_false_win_a_complete_hand_without_yaku_is_a_false_win() {
    // L12: "if your hand does not have any yaku". P1's 123m 456p 789s 234s + 5s tanki is complete on P0's 5s in
    // the second go-around (after P1's first draw: no renhou) but has no yaku (closed ron, no riichi, a
    // terminal, a single wait): the ron is not legal (P1 may only chi), and declared anyway in human-input mode
    // it is a false win: 4,000 to the dealer P0, 2,000 to P2 and P3.
    let mut t = mcgill().hand(1, "123m456p789s234s5s").draws("1z9p1z1z5s").start();
    t.game.set_human_input(true);
    for (s, tile) in [(0, "1z"), (1, "9p"), (2, "1z"), (3, "1z")] {
        turn(&mut t, s, tile);
    }
    t.discard(0, "5s");
    assert!(!t.can(1, RON) && t.can(1, r#"{"type":"chi","tiles":["3s","4s"]}"#), "{}", t.legal_json(1));
    t.act(1, RON);
    assert_eq!(last(&t, "chombo")["deltas"], serde_json::json!([4000, -8000, 2000, 2000]));
    assert!(t.events_of("win").is_empty());
}

#[test]
fn seed_l12_false_win_is_rejected_outside_human_input_mode() {
    let mut t = mcgill().hand(0, "19m19p19s1234z55m").draws("6z").start();
    assert_eq!(t.try_act(0, TSUMO).unwrap_err().code, "illegal-action");
    assert!(t.events_of("chombo").is_empty());
}

// ---------------------------------------------------------------------------------------------------- L14 / L38

#[test]
fn seed_l14_renhou_is_a_limit_hand() {
    // P1 rons the dealer's first discard before P1's own first draw: renhou, non-dealer limit 32,000.
    let mut t = mcgill().hand(1, "123m789s11z34p567p").draws("5p").start();
    t.discard(0, "5p");
    t.act(1, RON);
    t.pass_all();
    assert!(yaku_ids(&last(&t, "win")).contains(&"renhou".to_string()));
    assert_eq!(t.last_deltas(), vec![-32000, 32000, 0, 0]);
}

// ---------------------------------------------------------------------------------------------------- L17 / L40

#[test]
fn seed_l17_pao_all_green_the_feeder_of_the_fourth_set_pays_all() {
    // Example C. P3 pons 6z and 8s from P0, chis 4s from P2, pons 6s from P0 (4 green sets → P0 liable), then
    // draws 3s for the pair: non-dealer yakuman tsumo 32,000, all paid by P0.
    let mut t = mcgill().hand(3, "66z23s88s66s3s1m9m1p9p").draws("6z8s9s1s4s6s9m9p2p3s").start();
    t.discard(0, "6z");
    t.act(3, r#"{"type":"pon","tiles":["6z","6z"]}"#);
    t.pass_all();
    turn(&mut t, 3, "1m");
    t.discard(0, "8s");
    t.act(3, r#"{"type":"pon","tiles":["8s","8s"]}"#);
    t.pass_all();
    turn(&mut t, 3, "9m");
    turn(&mut t, 0, "9s");
    turn(&mut t, 1, "1s");
    t.discard(2, "4s");
    t.act(3, r#"{"type":"chi","tiles":["2s","3s"]}"#);
    t.pass_all();
    turn(&mut t, 3, "1p");
    t.discard(0, "6s");
    t.act(3, r#"{"type":"pon","tiles":["6s","6s"]}"#);
    t.pass_all();
    turn(&mut t, 3, "9p");
    for (s, tile) in [(0, "9m"), (1, "9p"), (2, "2p")] {
        turn(&mut t, s, tile);
    }
    t.act(3, TSUMO);
    assert!(yaku_ids(&last(&t, "win")).contains(&"ryuuiisou".to_string()));
    assert_eq!(t.last_deltas(), vec![-32000, 0, 0, 32000]);
}

#[test]
fn seed_l17_daiminkan_rinshan_is_a_ron_off_the_kan_feeder() {
    // Example B. P2 daiminkans P1's 7z and wins on the replacement 4p: chun 1 + rinshan 1 = 2 han; fu 20 + 16
    // (open 7z quad) + 4 (888s concealed) = 40 (no tsumo fu) → 40 × 2^4 × 4 = 2,560 → 2,600 from P1.
    // The kan's indicator 9m (dora 1m) flips for the rinshan win and adds nothing.
    let mut t = mcgill().indicators("1z9m").hand(2, "777z234m56p888s11s").draws("9p7z").replacements("4p").start();
    turn(&mut t, 0, "9p");
    t.discard(1, "7z");
    t.act(2, r#"{"type":"daiminkan"}"#);
    t.pass_all();
    t.act(2, TSUMO);
    let win = last(&t, "win");
    assert_eq!((win["result"]["han"].as_u64(), win["result"]["fu"].as_u64()), (Some(2), Some(40)));
    assert_eq!(win["from"], serde_json::json!(1), "the event names the kan feeder the win is paid off");
    assert_eq!(t.last_deltas(), vec![0, -2600, 2600, 0]);
}

// ---------------------------------------------------------------------------------------------------- L18 / L30

#[test]
fn seed_l18_red_fives_are_dora() {
    // Dealer pinfu + tanyao + one red 5p, ron on P1's 3s: 3 han 30 fu = 30 × 2^5 × 6 = 5,760 → 5,800.
    let mut t = mcgill().hand(0, "234m456p678s45s05p").draws("1z3s").start();
    turn(&mut t, 0, "1z");
    t.discard(1, "3s");
    t.act(0, RON);
    t.pass_all();
    assert_eq!(last(&t, "win")["result"]["red"], 1);
    assert_eq!(t.last_deltas(), vec![5800, -5800, 0, 0]);
}

// ---------------------------------------------------------------------------------------------------- L19 / L31

#[test]
fn seed_l19_ura_dora_count_for_a_riichi_winner() {
    // Dealer double riichi on the first discard, P1's 3s wins at once: double riichi 2 + ippatsu 1 + pinfu 1
    // + tanyao 1 + ura 3 (ura indicator 4p → 5p, three in the hand) = 8 han = baiman, dealer 24,000. The
    // dealer's stick comes back with the win: the hand's change is +24,000.
    let mut t = mcgill().ura("4p").hand(0, "234m456p678s45s55p").draws("1z3s").start();
    t.act(0, r#"{"type":"discard","tile":"1z","riichi":true}"#);
    t.pass_all();
    t.discard(1, "3s");
    t.act(0, RON);
    t.pass_all();
    let win = last(&t, "win");
    assert_eq!(win["result"]["ura"], 3);
    assert_eq!(win["result"]["han"], 8);
    assert_eq!(t.last_deltas(), vec![24000, -24000, 0, 0]);
}

#[test]
fn seed_l31_kan_ura_dora_count_for_a_riichi_winner() {
    // L31 "Kan/ura/kan ura dora ari". The dealer draws its fourth 2m, declares a closed kan (its indicator 9p
    // shows at once: dora 1p, none held), draws 1z and declares riichi on it; P1's 3s wins at once. Riichi 1 +
    // ippatsu 1 + tanyao 1 = 3 han, plus ura: 9s under the first indicator (dora 1s, none) and 1m under the kan's
    // (dora 2m: the four of the kan) = 7 han, haneman: dealer 18,000 from P1. The stick comes back: +18,000.
    let mut t =
        mcgill().indicators("1z9p").ura("9s1m").hand(0, "222m456p678s45s55p").draws("2m3s").replacements("1z").start();
    t.act(0, r#"{"type":"ankan","tile":"2m"}"#);
    t.pass_all();
    t.act(0, r#"{"type":"discard","tile":"1z","riichi":true}"#);
    t.pass_all();
    t.discard(1, "3s");
    t.act(0, RON);
    t.pass_all();
    let win = last(&t, "win");
    assert_eq!(win["result"]["ura"], 4, "the kan's ura indicator counts");
    assert_eq!(win["result"]["han"], 7);
    assert_eq!(t.last_deltas(), vec![18000, -18000, 0, 0]);
}

// ---------------------------------------------------------------------------------------------------- L21

#[test]
fn seed_l21_nine_terminals_on_the_first_turn_abort_with_the_hand_shown() {
    let mut t = mcgill().hand(0, "19m19p19s123z2345m").draws("6m").start();
    t.act(0, r#"{"type":"kyuushu"}"#);
    let draw = last(&t, "ryuukyoku");
    assert_eq!(draw["reason"], "kyuushu");
    assert!(draw["hands"][0].is_array());
    let deal = last(&t, "deal");
    assert_eq!((deal["round"].as_str(), deal["honba"].as_u64()), (Some("E1"), Some(1)));
}

#[test]
fn seed_l21_nine_terminals_not_after_a_call() {
    // P3 pons the dealer's 5z before P1's first turn: P1's nine terminals are no longer an abort.
    let mut t = mcgill().hand(1, "19m19p19s123z2345m").hand(3, "55z").draws("5z9s6m").start();
    t.discard(0, "5z");
    t.act(3, r#"{"type":"pon","tiles":["5z","5z"]}"#);
    t.pass_all();
    let tile = discards_of(&t, 3)[0].clone();
    turn(&mut t, 3, &tile);
    turn(&mut t, 0, "9s");
    assert!(!t.can(1, r#"{"type":"kyuushu"}"#));
}

#[test]
fn seed_l21_nine_terminals_not_after_a_concealed_kan() {
    // L21 "before any open melds or concealed kans": the dealer draws its fourth 7p and declares a closed kan
    // (replacement 6p, thrown); P1's nine terminals and honours on its first draw are no longer an abort.
    let mut t = mcgill().hand(0, "777p").hand(1, "19m19p19s123z2345m").draws("7p6m").replacements("6p").start();
    t.act(0, r#"{"type":"ankan","tile":"7p"}"#);
    t.pass_all();
    turn(&mut t, 0, "6p");
    assert_eq!(t.game.round().to_act(), vec![1]);
    assert!(!t.can(1, r#"{"type":"kyuushu"}"#), "{}", t.legal_json(1));
}

// ---------------------------------------------------------------------------------------------------- L22

#[test]
fn seed_l22_four_same_winds_on_the_first_turn_abort() {
    let mut t = mcgill().draws("1z1z1z1z").indicators("2z").start();
    for s in 0..4 {
        turn(&mut t, s, "1z");
    }
    assert_eq!(last(&t, "ryuukyoku")["reason"], "suufon");
    assert_eq!(t.last_deltas(), vec![0, 0, 0, 0]);
}

#[test]
fn seed_l22_four_same_winds_do_not_abort_after_a_concealed_kan() {
    // L22 "without any concealed kan being made": P0 draws its fourth 1m, declares a closed kan and throws the
    // replacement 1z; P1, P2 and P3 throw 1z too. The hand goes on.
    let mut t = mcgill().indicators("2z").hand(0, "111m").draws("1m1z1z1z5p").replacements("1z").start();
    t.act(0, r#"{"type":"ankan","tile":"1m"}"#);
    t.pass_all();
    turn(&mut t, 0, "1z");
    for s in 1..4 {
        turn(&mut t, s, "1z");
    }
    assert!(t.events_of("ryuukyoku").is_empty(), "no suufon after a concealed kan");
    assert_eq!(t.game.round().to_act(), vec![0], "P0 draws again");
}

// ---------------------------------------------------------------------------------------------------- L23

/// P2 holds 1111m 2222m 3333m and draws 4z; it declares three ankans (replacements `reps`).
fn three_kans(reps: &str, p0: &str, draws: &str) -> Table {
    let mut t = mcgill().hand(2, "1111m2222m3333m4z").hand(0, p0).draws(draws).replacements(reps).start();
    turn(&mut t, 0, &draws[..2]);
    turn(&mut t, 1, &draws[2..4]);
    for k in ["1m", "2m", "3m"] {
        t.act(2, &format!(r#"{{"type":"ankan","tile":"{k}"}}"#));
        t.pass_all();
    }
    t
}

#[test]
fn seed_l23_four_kans_by_two_players_abort_after_the_discard() {
    let mut t = three_kans("5z6z7z1s", "999p", "1s2s4z3s9p");
    turn(&mut t, 2, "4z");
    turn(&mut t, 3, "3s");
    t.act(0, r#"{"type":"ankan","tile":"9p"}"#);
    t.pass_all();
    assert!(t.events_of("ryuukyoku").is_empty(), "the hand goes on until the kan player's discard");
    turn(&mut t, 0, "1s");
    assert_eq!(last(&t, "ryuukyoku")["reason"], "suukaikan");
    assert_eq!(last(&t, "deal")["honba"], 1);
}

#[test]
fn seed_l23_a_fifth_kan_ends_the_hand_at_once_unrobbed_without_replacement() {
    // Example H. P2 makes a fourth kan (4z), then P0 declares ankan on its fourth 9p.
    let mut t = three_kans("4z4z5z6z", "999p", "1s2s4z3s9p");
    t.act(2, r#"{"type":"ankan","tile":"4z"}"#);
    t.pass_all();
    turn(&mut t, 2, "6z");
    turn(&mut t, 3, "3s");
    let draws_before = t.events_of("draw").len();
    let doras_before = t.events_of("dora").len();
    let ankan = r#"{"type":"ankan","tile":"9p"}"#;
    assert!(t.can(0, ankan), "a legal fifth kan: {}", t.legal_json(0));
    t.act(0, ankan);
    assert_eq!(last(&t, "ryuukyoku")["reason"], "suukaikan");
    assert_eq!(t.events_of("draw").len(), draws_before + 1, "only the next hand's first draw: no replacement");
    assert_eq!(t.events_of("dora").len(), doras_before, "no indicator for the fifth kan");
    assert_eq!(t.last_deltas(), vec![0, 0, 0, 0]);
}

// ---------------------------------------------------------------------------------------------------- L24

#[test]
fn seed_l24_four_riichi_abort_with_every_hand_shown() {
    let mut t = mcgill()
        .hand(0, "123m456m789m123p9p")
        .hand(1, "123s456s789s456p9s")
        .hand(2, "234m567m234s567s1z")
        .hand(3, "567p678p345s678s2z")
        .indicators("4z")
        .draws("5z6z7z3z")
        .start();
    for (s, tile) in [(0, "5z"), (1, "6z"), (2, "7z"), (3, "3z")] {
        t.act(s, &format!(r#"{{"type":"discard","tile":"{tile}","riichi":true}}"#));
        t.pass_all();
    }
    let draw = last(&t, "ryuukyoku");
    assert_eq!(draw["reason"], "suucha-riichi");
    assert!((0..4).all(|s| draw["hands"][s].is_array()), "every hand is shown");
    let deal = last(&t, "deal");
    assert_eq!((deal["honba"].as_u64(), deal["sticks"].as_u64()), (Some(1), Some(4)));
    assert_eq!(deal["scores"], serde_json::json!([24000, 24000, 24000, 24000]));
}

#[test]
fn seed_l24_a_fourth_riichi_discard_that_is_ronned_is_a_win_not_an_abort() {
    // L24 "her discard is not used for a win": P3's fourth riichi is declared on 9p, which the dealer (double
    // riichi, 9p tanki) rons. Double riichi 2 + ippatsu 1 + ittsu 2 = 5 han: dealer mangan 12,000 from P3, whose
    // riichi stick is never paid; P0 collects the three sticks on the table (its own back): P0 −1,000 + 12,000 +
    // 3,000 = +14,000, P1 and P2 −1,000, P3 −12,000.
    let mut t = mcgill()
        .hand(0, "123m456m789m123p9p")
        .hand(1, "123s456s789s456p9s")
        .hand(2, "234m567m234s567s1z")
        .hand(3, "567p678p345s678s2z")
        .indicators("4z")
        .ura("4z")
        .draws("5z6z7z9p")
        .start();
    for (s, tile) in [(0, "5z"), (1, "6z"), (2, "7z")] {
        t.act(s, &format!(r#"{{"type":"discard","tile":"{tile}","riichi":true}}"#));
        t.pass_all();
    }
    t.act(3, r#"{"type":"discard","tile":"9p","riichi":true}"#);
    t.act(0, RON);
    t.pass_all();
    assert!(t.events_of("ryuukyoku").is_empty(), "no four-riichi abort");
    assert_eq!(last(&t, "win")["result"]["han"], 5);
    assert_eq!(t.last_deltas(), vec![14000, -1000, -1000, -12000]);
}

// ---------------------------------------------------------------------------------------------------- L26 / L47

#[test]
fn seed_l26_thirteen_orphans_may_rob_a_concealed_kan() {
    // The dealer draws its fourth 1m and declares ankan; P1's kokushi waits on 1m: yakuman 32,000 from P0, and
    // no indicator is opened for the robbed kan.
    let mut t = mcgill().hand(0, "111m").hand(1, "9m19p19s1234567z7z").draws("1m").start();
    t.act(0, r#"{"type":"ankan","tile":"1m"}"#);
    assert!(t.can(1, RON));
    t.act(1, RON);
    t.pass_all();
    assert!(t.events_of("dora").is_empty());
    assert_eq!(t.last_deltas(), vec![-32000, 32000, 0, 0]);
}

#[test]
fn seed_l26_only_thirteen_orphans_may_rob_a_concealed_kan() {
    // P1 waits on 1m with an ordinary hand: no ron on the ankan.
    let mut t = mcgill().hand(0, "111m").hand(1, "23m456p789s11z555s").draws("1m").start();
    t.act(0, r#"{"type":"ankan","tile":"1m"}"#);
    assert!(!t.can(1, RON));
}

// ---------------------------------------------------------------------------------------------------- L37

#[test]
fn seed_l37_pinfu_tsumo() {
    // Dealer closed pinfu tanyao tsumo: 3 han, 20 fu (no tsumo fu with pinfu): 20 × 2^5 = 640 → 1,300 all.
    let mut t = mcgill().hand(0, "234m456p678s45s55p").draws("1z9m9p9s3s").start();
    for (s, tile) in [(0, "1z"), (1, "9m"), (2, "9p"), (3, "9s")] {
        turn(&mut t, s, tile);
    }
    t.act(0, TSUMO);
    let win = last(&t, "win");
    assert!(yaku_ids(&win).contains(&"pinfu".to_string()));
    assert_eq!(win["result"]["fu"], 20);
    assert_eq!(t.last_deltas(), vec![3900, -1300, -1300, -1300]);
}

// ---------------------------------------------------------------------------------------------------- L43-L45

/// P0 (dealer) holds 33m and a 3s-6s wait; P2 throws 3m, P0 pons it and throws 9m; on P0's next turn it draws the
/// fourth 3m and adds it (kakan). The kan's indicator (second in the plan) is 4p → dora 5p, which P0 holds.
fn kakan(replacement: &str, p1: &str) -> Table {
    let mut t = mcgill()
        .indicators("1z4p")
        .hand(0, "33m456p789p45s99s1z")
        .hand(1, p1)
        .draws("9m1s3m2s2p1p3m")
        .replacements(replacement)
        .start();
    turn(&mut t, 0, "1z");
    turn(&mut t, 1, "1s");
    t.discard(2, "3m");
    t.act(0, r#"{"type":"pon","tiles":["3m","3m"]}"#);
    t.pass_all();
    turn(&mut t, 0, "9m");
    for (s, tile) in [(1, "2s"), (2, "2p"), (3, "1p")] {
        turn(&mut t, s, tile);
    }
    t.act(0, r#"{"type":"kakan","tile":"3m"}"#);
    t
}

#[test]
fn seed_l43_rinshan_kaihou_always_opens_the_kan_indicator() {
    // Example G. Rinshan 1 + dora 1 (the new indicator) = 2 han; fu 20 + 2 (tsumo) + 8 (open 3m quad) = 30.
    // Dealer 2 han 30 fu tsumo: 30 × 2^4 = 480 × 2 = 960 → 1,000 all. (Tenhou: no indicator, 500 all.)
    let mut t = kakan("6s", "19m19p19s1234z55z");
    t.pass_all();
    t.act(0, TSUMO);
    assert_eq!(last(&t, "dora")["indicator"], "4p");
    let win = last(&t, "win");
    assert_eq!(win["result"]["dora"], 1);
    assert_eq!(t.last_deltas(), vec![3000, -1000, -1000, -1000]);
}

#[test]
fn seed_l44_shouminkan_opens_its_indicator_after_the_discard() {
    let mut t = kakan("7z", "19m19p19s1234z55z");
    t.pass_all();
    assert!(t.events_of("dora").is_empty(), "not at the kan");
    t.discard(0, "7z");
    let kinds: Vec<String> = t
        .events
        .iter()
        .rev()
        .take(3)
        .map(|e| serde_json::to_value(e).unwrap()["type"].as_str().unwrap().to_string())
        .collect();
    assert!(kinds.contains(&"dora".to_string()), "{kinds:?}");
    assert_eq!(last(&t, "dora")["indicator"], "4p");
}

#[test]
fn seed_l45_chankan_never_opens_a_kan_indicator() {
    // P1 waits 3m (penchan 12m) and robs the kakan: chankan 1 han; 20 + 10 (menzen ron) + 2 (penchan) = 32 →
    // 40 fu, 1 han 40 fu = 1,300 from P0. The 4p indicator (5p in P1's hand) is never opened.
    let mut t = kakan("6s", "12m345p456s789s11p");
    t.act(1, RON);
    t.pass_all();
    assert!(t.events_of("dora").is_empty());
    let win = last(&t, "win");
    assert!(yaku_ids(&win).contains(&"chankan".to_string()));
    assert_eq!(win["result"]["dora"], 0);
    assert_eq!(t.last_deltas(), vec![-1300, 1300, 0, 0]);
}

// ---------------------------------------------------------------------------------------------------- L42 / L49

/// Plays a hand to its exhaustive draw with every seat throwing its drawn tile and passing every claim.
fn play_out(t: &mut Table) {
    let mut guard = 0;
    while t.events_of("round-end").is_empty() {
        let seat = t.game.round().to_act()[0];
        if t.game.legal_actions(seat).contains(&Action::Pass) {
            t.act(seat, PASS);
        } else {
            let drawn = t.game.view(seat).unwrap().seats[seat as usize].drawn.unwrap();
            t.act(seat, &format!(r#"{{"type":"discard","tile":"{drawn}","tsumogiri":true}}"#));
        }
        guard += 1;
        assert!(guard < 1000);
    }
}

#[test]
fn seed_l42_l49_karaten_counts_as_tenpai_and_nagashi_mangan_pays() {
    // P0 holds all four 1m and waits on a fifth (karaten): tenpai at the draw. P1 draws only terminals and
    // honours and throws them all: nagashi mangan, paid as a non-dealer mangan tsumo (4,000 from the dealer,
    // 2,000 from each other) instead of the noten payments.
    // Draws: P1's (every 4th from the second) from the terminals and honours, the others from the simples,
    // each kind as often as it is left (P0 holds 1111m 234p 567p 789s; the indicator is 1z; the red fives are
    // left out, so three plain fives of each suit).
    let held = ["1m", "1m", "1m", "1m", "2p", "3p", "4p", "5p", "6p", "7p", "7s", "8s", "9s", "1z"];
    let pool = |kinds: &[&str]| -> Vec<String> {
        let mut out = vec![];
        for round in 0..4 {
            for k in kinds {
                let copies = if k.starts_with('5') { 3 } else { 4 } - held.iter().filter(|h| *h == k).count();
                if round < copies {
                    out.push(k.to_string());
                }
            }
        }
        out
    };
    let terminals: Vec<String> =
        "1m9m1p9p1s9s1z2z3z4z5z6z7z".as_bytes().chunks(2).map(|c| String::from_utf8(c.to_vec()).unwrap()).collect();
    let simples: Vec<String> = ["m", "p", "s"].iter().flat_map(|s| (2..=8).map(move |n| format!("{n}{s}"))).collect();
    let terminals = pool(&terminals.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    let simples = pool(&simples.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    let (mut ti, mut si) = (terminals.iter(), simples.iter());
    let draws: String =
        (0..70).map(|i| if i % 4 == 1 { ti.next().unwrap().clone() } else { si.next().unwrap().clone() }).collect();
    let mut t = mcgill().hand(0, "1111m234p567p789s").draws(&draws).start();
    play_out(&mut t);
    let draw = last(&t, "ryuukyoku");
    assert_eq!(draw["reason"], "exhaustive");
    assert!(draw["tenpai"].as_array().unwrap().contains(&serde_json::json!(0)), "karaten is tenpai: {draw}");
    assert_eq!(draw["nagashi"], serde_json::json!([1]));
    assert_eq!(t.last_deltas(), vec![-4000, 8000, -2000, -2000]);
}

// ---------------------------------------------------------------------------------------------------- L52

#[test]
fn seed_l52_oka_and_uma_settle_the_game() {
    // Example E. S4 (seat 3 deals): P1 rons P2 with pinfu + tanyao, 2,000 (2 han 30 fu non-dealer), and the game
    // ends: 42,000 / 31,000 / 17,000 / 10,000 → 2nd +1 +5 = +6, 3rd −13 −5 = −18, 4th −20 −10 = −30,
    // 1st −(6 − 18 − 30) = +42.
    let mut t = mcgill()
        .at(7, 0, 0)
        .scores(&[42000, 29000, 19000, 10000])
        .hand(1, "234m456p678s45s55p")
        .draws("1z9m9p3s")
        .start();
    for (s, tile) in [(3, "1z"), (0, "9m"), (1, "9p")] {
        turn(&mut t, s, tile);
    }
    t.discard(2, "3s");
    t.act(1, RON);
    t.pass_all();
    assert!(t.game.is_over());
    let end = last(&t, "game-end");
    assert_eq!(end["scores"], serde_json::json!([42000, 31000, 17000, 10000]));
    assert_eq!(end["points"], serde_json::json!([42.0, 6.0, -18.0, -30.0]));
}

// ---------------------------------------------------------------------------------------------------- L14 / L38

/// `hands` planned hands dealt by P0, who tsumos pinfu + tanyao on its second draw in each (3 han 20 fu: 20 × 2^5
/// = 640 → 1,300 all, + 100 × honba each). The others start with 50,000 so that nobody busts on the way.
fn dealer_streak(hands: usize) -> Table {
    let mut s = mcgill().scores(&[25000, 50000, 50000, 50000]);
    for hand in 0..hands {
        if hand > 0 {
            s = s.then(0).indicators("1z");
        }
        s = s.hand(0, "234m456p678s45s55p").draws("1z9m9p9s3s");
    }
    s.start()
}

/// One hand of [`dealer_streak`]: a go-around of discards, then P0's tsumo; returns the win event.
fn dealer_tsumo(t: &mut Table) -> Value {
    for (s, tile) in [(0, "1z"), (1, "9m"), (2, "9p"), (3, "9s")] {
        turn(t, s, tile);
    }
    t.act(0, TSUMO);
    last(t, "win")
}

#[test]
fn seed_l14_paarenchan_the_dealers_eighth_win_in_a_row_is_a_limit_hand() {
    // Seven ordinary wins (1,300 + 100 × honba from each), then the eighth win (7 honba) is paarenchan instead:
    // dealer limit 48,000 = 16,000 all, + 700 each → 16,700 from each, 50,100 in all.
    let mut t = dealer_streak(8);
    for hand in 0..8u32 {
        assert_eq!(t.game.view(1).unwrap().dealer_wins, hand, "dealer wins so far, shown in every view");
        let win = dealer_tsumo(&mut t);
        if hand < 7 {
            let each = 1300 + 100 * hand as i64;
            assert_eq!(t.last_deltas(), vec![3 * each, -each, -each, -each], "hand {hand}");
            assert!(!yaku_ids(&win).contains(&"paarenchan".to_string()));
        } else {
            assert_eq!(yaku_ids(&win), vec!["paarenchan".to_string()]);
            assert_eq!(t.last_deltas(), vec![50100, -16700, -16700, -16700]);
        }
    }
}

#[test]
fn seed_l14_paarenchan_is_the_eighth_win_only_the_ninth_scores_as_it_is() {
    // docs/rulesets/mcgill.md, limit hands: paarenchan is "the dealer's 8th win in one unbroken dealership". The ninth
    // win in a row (8 honba) is the plain pinfu + tanyao tsumo again: 1,300 + 800 = 2,100 from each, 6,300 in all.
    let mut t = dealer_streak(9);
    for _ in 0..8 {
        dealer_tsumo(&mut t);
    }
    assert_eq!(t.game.view(2).unwrap().dealer_wins, 8);
    let win = dealer_tsumo(&mut t);
    assert!(!yaku_ids(&win).contains(&"paarenchan".to_string()), "{:?}", yaku_ids(&win));
    assert_eq!((win["result"]["han"].as_u64(), win["result"]["fu"].as_u64()), (Some(3), Some(20)));
    assert_eq!(t.last_deltas(), vec![6300, -2100, -2100, -2100]);
    assert_eq!(t.game.view(2).unwrap().dealer_wins, 9, "the streak goes on counting");
}

#[test]
fn seed_l14_paarenchan_streak_restarts_with_a_new_dealer() {
    // P0 wins once, then P1 wins on P0's deal: the deal passes and the streak shown is 0 again.
    let t = mcgill().hand(0, "234m456p678s45s55p").draws("1z9m9p9s3s").then(0).indicators("1z").start();
    let mut t = t;
    for (s, tile) in [(0, "1z"), (1, "9m"), (2, "9p"), (3, "9s")] {
        turn(&mut t, s, tile);
    }
    t.act(0, TSUMO);
    assert_eq!(t.game.view(2).unwrap().dealer_wins, 1);
    // Second hand (unplanned beyond its indicator): play it out; whatever happens, a new dealer starts at 0.
    while last(&t, "deal")["round"] == "E1" && !t.game.is_over() {
        let seat = t.game.round().to_act()[0];
        if t.game.legal_actions(seat).contains(&Action::Pass) {
            t.act(seat, PASS);
        } else {
            let drawn = t.game.view(seat).unwrap().seats[seat as usize].drawn.unwrap();
            t.act(seat, &format!(r#"{{"type":"discard","tile":"{drawn}","tsumogiri":true}}"#));
        }
    }
    assert_eq!(last(&t, "deal")["round"], "E2");
    assert_eq!(t.game.view(2).unwrap().dealer_wins, 0);
}

#[test]
fn seed_l17_pao_four_kans_the_feeder_of_the_fourth_kan_pays_all() {
    // P2 declares three closed kans (1m, 2m, 3m), then opens a fourth kan on P3's 4z: P3 is liable for four
    // kans. P2 later draws 5z to its 5z tanki: non-dealer yakuman tsumo 32,000, all paid by P3.
    let mut t = three_kans("4z5z6z1s", "19p", "1s2s4z4z9m9p1p5z");
    turn(&mut t, 2, "6z");
    t.discard(3, "4z");
    t.act(2, r#"{"type":"daiminkan"}"#);
    t.pass_all();
    turn(&mut t, 2, "1s");
    for (s, tile) in [(3, "9m"), (0, "9p"), (1, "1p")] {
        turn(&mut t, s, tile);
    }
    t.act(2, TSUMO);
    assert!(yaku_ids(&last(&t, "win")).contains(&"suukantsu".to_string()));
    assert_eq!(t.last_deltas(), vec![0, 0, 32000, -32000]);
}

// ---------------------------------------------------------------------------------------------------- L17 / L40 pao

/// How a [`pons_then_win`] hand ends: P3 draws its winning tile, or `seat` throws it and P3 rons.
enum Finish {
    Tsumo,
    RonOff(Seat),
}

/// P3 (North) pons the discards `pons` in order, each (feeder, tile), throwing `throws[i]` after pon i, then waits
/// on `win` and finishes as `finish` says. `p3` is P3's 13 starting tiles (two of each pon tile, the throws, the
/// rest of its hand). The other seats draw and throw filler tiles (kinds P3 neither holds nor waits on) until
/// each feeder's turn comes; every claim but P3's is passed. Hand E1 (P0 deals) with `honba` on the table.
fn pons_then_win(p3: &str, throws: &[&str], pons: &[(Seat, &str)], win: &str, finish: Finish, honba: u32) -> Table {
    const FILLER: [&str; 12] = ["2m", "3m", "4m", "6m", "7m", "2p", "3p", "4p", "6p", "7p", "3s", "4s"];
    let mut filler = FILLER.iter();
    // Plan the live draws by walking the turn order: each step is (seat, the tile it draws and throws, which
    // pon of P3's it feeds); `cur` is the next seat to draw (P0 again after each of P3's pon-and-throw).
    let mut steps: Vec<(Seat, String, Option<usize>)> = vec![];
    let mut cur: Seat = 0;
    let last_drawer = match finish {
        Finish::Tsumo => 3,
        Finish::RonOff(seat) => seat,
    };
    for (i, &(feeder, tile)) in pons.iter().enumerate() {
        while cur != feeder {
            steps.push((cur, filler.next().expect("enough filler").to_string(), None));
            cur = (cur + 1) % 4;
        }
        steps.push((feeder, tile.to_string(), Some(i)));
        cur = 0;
    }
    while cur != last_drawer {
        steps.push((cur, filler.next().expect("enough filler").to_string(), None));
        cur = (cur + 1) % 4;
    }
    let draws: String = steps.iter().map(|(_, tile, _)| tile.as_str()).chain([win]).collect();
    let mut t = mcgill().at(0, honba, 0).hand(3, p3).draws(&draws).start();
    for (seat, tile, pon) in steps {
        t.discard(seat, &tile);
        if let Some(i) = pon {
            t.act(3, &format!(r#"{{"type":"pon","tiles":["{tile}","{tile}"]}}"#));
            t.pass_all();
            turn(&mut t, 3, throws[i]);
        } else {
            t.pass_all();
        }
    }
    match finish {
        Finish::Tsumo => t.act(3, TSUMO),
        Finish::RonOff(seat) => {
            t.discard(seat, win);
            t.act(3, RON)
        }
    };
    t.pass_all();
    t
}

#[test]
fn seed_l17_pao_big_three_dragons_ron_by_a_third_player_is_split_half_and_half() {
    // P3 pons 5z and 6z from P0, then P1's 7z: the third dragon set, so P1 is liable. P0 then deals in P3's 9s
    // tanki at 1 honba: non-dealer limit 32,000, half each (16,000); the discarder P0 also pays the ron honba
    // (300): P0 −16,300, P1 −16,000, P3 +32,300.
    let t = pons_then_win(
        "55z66z77z123m9s1p9p1s",
        &["1p", "9p", "1s"],
        &[(0, "5z"), (0, "6z"), (1, "7z")],
        "9s",
        Finish::RonOff(0),
        1,
    );
    assert_eq!(yaku_ids(&last(&t, "win")), vec!["daisangen".to_string()]);
    assert_eq!(t.last_deltas(), vec![-16300, -16000, 0, 32300]);
}

#[test]
fn seed_l17_pao_big_four_winds_tsumo_the_feeder_of_the_fourth_wind_pays_all() {
    // P3 pons 1z, 2z, 3z from P0 and 4z from P2 (the fourth wind set: P2 liable), then draws 9s to its tanki:
    // daisuushii is a double limit, 2 × 32,000 = 64,000, all paid by P2.
    let t = pons_then_win(
        "11z22z33z44z9s1m9m1p9p",
        &["1m", "9m", "1p", "9p"],
        &[(0, "1z"), (0, "2z"), (0, "3z"), (2, "4z")],
        "9s",
        Finish::Tsumo,
        0,
    );
    assert_eq!(yaku_ids(&last(&t, "win")), vec!["daisuushii".to_string()]);
    assert_eq!(t.last_deltas(), vec![0, 0, -64000, 64000]);
}

#[test]
fn seed_l17_pao_all_honours_tsumo_the_liable_player_pays_the_hand_and_every_honba() {
    // Pons 1z, 2z, 5z from P0 and 6z from P1: four honour sets (only two dragons, so no daisangen): P1 liable
    // for tsuuiisou. P3 tsumos its 3z tanki at 2 honba: 32,000 + 3 × 200 = 32,600, all from P1.
    let t = pons_then_win(
        "11z22z55z66z3z1m9m1p9p",
        &["1m", "9m", "1p", "9p"],
        &[(0, "1z"), (0, "2z"), (0, "5z"), (1, "6z")],
        "3z",
        Finish::Tsumo,
        2,
    );
    assert_eq!(yaku_ids(&last(&t, "win")), vec!["tsuuiisou".to_string()]);
    assert_eq!(t.last_deltas(), vec![0, -32600, 0, 32600]);
}

#[test]
fn seed_l17_pao_all_terminals_ron_off_the_liable_player_who_pays_it_all() {
    // Pons 1m, 9m, 1p from P0 and 9p from P1: four terminal sets, P1 liable for chinroutou. P1 then throws P3's
    // 1s tanki: the liable player is the discarder, so P1 pays the whole 32,000.
    let t = pons_then_win(
        "11m99m11p99p1s2z3z4z5z",
        &["2z", "3z", "4z", "5z"],
        &[(0, "1m"), (0, "9m"), (0, "1p"), (1, "9p")],
        "1s",
        Finish::RonOff(1),
        0,
    );
    assert_eq!(yaku_ids(&last(&t, "win")), vec!["chinroutou".to_string()]);
    assert_eq!(t.last_deltas(), vec![0, -32000, 0, 32000]);
}

/// Two liable players (`docs/RULESET.md` Q-M7): P3 pons 5z and 6z from P0, 7z from P1 (third dragon: P1 liable for
/// daisangen) and 1z from P2 (fourth honour set: P2 liable for tsuuiisou), then wins on `win` at 1 honba.
fn two_liable(win: &str, finish: Finish) -> Table {
    pons_then_win(
        &format!("55z66z77z11z{win}1m9m1p9p"),
        &["1m", "9m", "1p", "9p"],
        &[(0, "5z"), (0, "6z"), (1, "7z"), (2, "1z")],
        win,
        finish,
        1,
    )
}

#[test]
fn seed_l17_pao_two_liable_players_split_a_tsumo_equally() {
    // 2z tanki tsumo: daisangen + tsuuiisou, 2 × 32,000 = 64,000, + 3 × 100 honba = 64,300, split equally
    // between P1 and P2 in whole hundreds: 32,150 → 32,100 each, the odd 100 on P1 (liable first): 32,200.
    let t = two_liable("2z", Finish::Tsumo);
    let ids = yaku_ids(&last(&t, "win"));
    assert!(ids.contains(&"daisangen".to_string()) && ids.contains(&"tsuuiisou".to_string()), "{ids:?}");
    assert_eq!(t.last_deltas(), vec![0, -32200, -32100, 64300]);
}

#[test]
fn seed_l17_pao_two_liable_players_and_the_discarder_pay_a_ron_in_thirds() {
    // P0 throws the 2z: 64,000 in thirds, 21,333 → 21,300 for each liable player (P1, P2); the discarder P0
    // pays the rest, 21,400, and the ron honba 300: 21,700.
    let t = two_liable("2z", Finish::RonOff(0));
    assert_eq!(t.last_deltas(), vec![-21700, -21300, -21300, 64300]);
}

#[test]
fn seed_l17_pao_a_liability_counts_only_if_the_win_has_its_limit_hand() {
    // The same calls, but P3 wins on a 9s pair: daisangen without tsuuiisou, so only P1 is liable: 32,000 +
    // 300 honba, all from P1; P2 (liable for all honours, which the hand is not) pays nothing.
    let t = two_liable("9s", Finish::Tsumo);
    assert_eq!(yaku_ids(&last(&t, "win")), vec!["daisangen".to_string()]);
    assert_eq!(t.last_deltas(), vec![0, -32300, 0, 32300]);
}

#[test]
fn seed_l17_pao_and_a_daiminkan_rinshan_win_the_feeder_and_the_liable_player_pay_half_each() {
    // Both rules of L17 at once. P3 pons 5z and 6z from P0 and 7z from P1 (P1 liable for daisangen), then opens
    // a kan on P0's 9m and wins on the replacement 1s: a ron off the feeder P0 (McGill), so the liable P1 and the
    // discarder P0 pay half each: 16,000 + 16,000 (non-dealer limit 32,000).
    let mut t = mcgill().hand(3, "55z66z77z999m1s1p9p1m").draws("5z6z2p7z9m").replacements("1s").start();
    for (feeder, tile, throw) in [(0, "5z", "1p"), (0, "6z", "9p")] {
        t.discard(feeder, tile);
        t.act(3, &format!(r#"{{"type":"pon","tiles":["{tile}","{tile}"]}}"#));
        t.pass_all();
        turn(&mut t, 3, throw);
    }
    turn(&mut t, 0, "2p");
    t.discard(1, "7z");
    t.act(3, r#"{"type":"pon","tiles":["7z","7z"]}"#);
    t.pass_all();
    turn(&mut t, 3, "1m");
    t.discard(0, "9m");
    t.act(3, r#"{"type":"daiminkan"}"#);
    t.pass_all();
    t.act(3, TSUMO);
    let win = last(&t, "win");
    assert_eq!(yaku_ids(&win), vec!["daisangen".to_string()]);
    assert_eq!(win["from"], serde_json::json!(0), "a ron off the feeder P0, the liable P1 sharing it");
    assert_eq!(t.last_deltas(), vec![-16000, -16000, 0, 32000]);
}
