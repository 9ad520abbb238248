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
