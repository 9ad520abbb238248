//! Tenhou scenarios on planned walls: small hands worked out by hand from `docs/rulesets/tenhou.md`,
//! which also prove the scenario harness (`tests/common/scenario.rs`) deals and draws as planned.

mod common;

use common::scenario::Scenario;

/// Dealer (seat 0) waits on 9p with a closed ittsu; seat 1 draws 9p and throws it.
/// Closed ron, tanki wait: 20 + 10 (menzen ron) + 2 (tanki) = 32 → 40 fu; ittsu closed 2 han, no dora (indicator
/// 1z makes 2z dora). Dealer 2 han 40 fu = 6 × 40 × 2^4 = 3,840 → 3,900 from the discarder.
#[test]
fn dealer_ron_two_han_forty_fu_pays_3900() {
    let mut t = Scenario::new("tenhou").hand(0, "123456789m123p9p").draws("7z9p").indicators("1z").start();
    t.discard(0, "7z");
    t.pass_all();
    assert_eq!(t.events_of("draw").last().unwrap()["tile"], "9p", "seat 1 draws the planned 9p");
    t.discard(1, "9p");
    assert!(t.can(0, r#"{"type":"ron"}"#), "dealer may ron: {}", t.legal_json(0));
    t.act(0, r#"{"type":"ron"}"#);
    t.pass_all(); // any other seat that could claim the 9p answers before the claim resolves
    let win = &t.events_of("win")[0];
    assert_eq!(win["result"]["han"], 2);
    assert_eq!(win["result"]["fu"], 40);
    assert_eq!(t.last_deltas(), vec![3900, -3900, 0, 0]);
}

/// An action out of turn is refused with `illegal-action` and changes nothing (the harness compares saves).
#[test]
fn out_of_turn_discard_is_refused_and_changes_nothing() {
    let mut t = Scenario::new("tenhou").hand(2, "5m").draws("7z").start();
    let err = t.try_act(2, r#"{"type":"discard","tile":"5m"}"#).unwrap_err();
    assert_eq!(err.code, "illegal-action");
    t.discard(0, "7z");
}

/// The planned hand of a later dealer: South 2 (index 5) is dealt by seat 1, whose first draw comes first.
#[test]
fn a_later_hand_deals_from_its_dealer() {
    let t = Scenario::new("tenhou").at(5, 2, 1).hand(1, "1111z").draws("2z").start();
    let deal = &t.events_of("deal")[0];
    assert_eq!(deal["dealer"], 1);
    assert_eq!(deal["honba"], 2);
    assert_eq!(deal["sticks"], 1);
    let hand = deal["hands"][1].as_array().unwrap();
    assert_eq!(hand.iter().filter(|t| *t == "1z").count(), 4);
    assert_eq!(t.events_of("draw")[0]["seat"], 1);
    assert_eq!(t.events_of("draw")[0]["tile"], "2z");
}

/// Seat 1 pons seat 0's 2s and waits 1m-4m with 23m: 4m gives open tanyao, 1m no yaku. Seat 2 throws 1m (no ron
/// for want of a yaku), then seat 3 throws 4m in the same go-around.
fn kata_agari_pass(preset: &str) -> common::scenario::Table {
    let mut t = Scenario::new(preset).indicators("1z").hand(1, "22s23m456p678s66p8p").draws("2s1m4m9p9s4m").start();
    t.discard(0, "2s");
    t.act(1, r#"{"type":"pon","tiles":["2s","2s"]}"#);
    t.pass_all();
    t.discard(1, "8p");
    t.pass_all();
    t.discard(2, "1m");
    assert!(!t.can(1, r#"{"type":"ron"}"#), "1m: no yaku, no ron: {}", t.legal_json(1));
    t.pass_all();
    t.discard(3, "4m");
    t
}

/// Tenhou: a wait let pass makes same-turn furiten whether or not the hand had a yaku for it
/// (`furiten.passed_tile = any_wait`), until the seat's own next discard.
#[test]
fn a_passed_wait_without_yaku_makes_same_turn_furiten() {
    let mut t = kata_agari_pass("tenhou");
    assert!(!t.can(1, r#"{"type":"ron"}"#), "furiten after the 1m passed: {}", t.legal_json(1));
    t.pass_all();
    t.discard(0, "9p");
    t.pass_all();
    t.discard(1, "9s");
    t.pass_all();
    t.discard(2, "4m");
    assert!(t.can(1, r#"{"type":"ron"}"#), "the own discard ended it: {}", t.legal_json(1));
    t.act(1, r#"{"type":"ron"}"#);
    t.pass_all();
    // Open tanyao 1 han; 20 + 2 (222s open pon of simples) = 22 -> 30 fu: 30 x 2^3 x 4 = 960 -> 1,000.
    assert_eq!(t.last_deltas(), vec![0, 1000, -1000, 0]);
}

/// McGill: only a tile one could have won on makes furiten (`furiten.passed_tile = winnable`).
#[test]
fn under_mcgill_a_passed_wait_without_yaku_makes_no_furiten() {
    let t = kata_agari_pass("mcgill");
    assert!(t.can(1, r#"{"type":"ron"}"#), "McGill: the 1m could not be won on: {}", t.legal_json(1));
}
