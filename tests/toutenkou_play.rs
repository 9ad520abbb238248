//! Toutenkou played out on planned walls: one test per line of the ruleset's source text ("l.<n>" = line n; the
//! tests named `seed_l<n>_…`) and per play rule of `docs/rulesets/toutenkou.md`, whose table "Source lines → tests"
//! says what each line says and which test proves it. Fields (`calls.gari`, …) are those of `docs/RULESET.md`;
//! `Q-T…` ids its rule decisions. Every expected value is worked out by hand from the rule text; the
//! arithmetic is in the comment above it.
//!
//! Seats: 0 deals the first hand (East), 1 is South, 2 is West. Unless a test says otherwise the first dora
//! indicator is 1z (dora 2z, which no planned hand holds) and the ura indicator, where riichi is declared, is 1z too,
//! so no dora appears by accident. Seats that do not matter discard the tile they drew.

mod common;

use common::scenario::{Scenario, Table};
use serde_json::Value;
use tenpai::bot::Pick;
use tenpai::game::Game;
use tenpai::round::{Action, Event, Seat};
use tenpai::wall::{Wall, WallPlan};
use tenpai::Ruleset;

/// A closed tanyao hand waiting on 5s only (kanchan 46s): 234p 567p 222s 46s 88s.
const KANCHAN_5S: &str = "234567p222s46s88s";

fn toutenkou() -> Scenario {
    Scenario::new("toutenkou").indicators("1z")
}

/// The tile the seat just drew.
fn drawn(t: &Table, seat: Seat) -> String {
    let v = t.game.view(seat).unwrap();
    v.seats[seat as usize].drawn.unwrap_or_else(|| panic!("seat {seat} has not just drawn")).to_string()
}

/// The seat throws the tile it drew; everyone asked about it passes.
#[track_caller]
fn tsumogiri(t: &mut Table, seat: Seat) {
    let tile = drawn(t, seat);
    t.act(seat, &format!(r#"{{"type":"discard","tile":"{tile}","tsumogiri":true}}"#));
    t.pass_all();
}

/// The seat sets a gari tile aside (and draws its replacement); a seat that could ron it passes.
#[track_caller]
fn gari(t: &mut Table, seat: Seat, tile: &str) {
    t.act(seat, &format!(r#"{{"type":"nuki","tile":"{tile}"}}"#));
    t.pass_all();
}

/// The seat rons; anyone else still asked about the tile passes, so the claim resolves.
#[track_caller]
fn ron(t: &mut Table, seat: Seat) {
    t.act(seat, r#"{"type":"ron"}"#);
    t.pass_all();
}

/// Whether the first hand has ended (the game deals the next one at once, so the round itself is a new one).
fn hand_over(t: &Table) -> bool {
    t.events.iter().any(|e| matches!(e, Event::RoundEnd { .. }))
}

/// Every seat throws what it draws until the hand ends.
fn play_out(t: &mut Table) {
    while !hand_over(t) {
        let seat = t.game.round().to_act()[0];
        tsumogiri(t, seat);
    }
}

/// The last win event.
fn last_win(t: &Table) -> Value {
    t.events_of("win").last().cloned().expect("a win")
}

/// A win's entries as "id points", sorted.
fn entries(win: &Value) -> Vec<String> {
    let mut v: Vec<String> = win["result"]["yaku"]
        .as_array()
        .unwrap()
        .iter()
        .map(|y| format!("{} {}", y["id"].as_str().unwrap(), y["points"].as_i64().expect("every entry has points")))
        .collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The value P of a win: the sum of its entries.
fn value(win: &Value) -> i64 {
    win["result"]["yaku"].as_array().unwrap().iter().map(|y| y["points"].as_i64().unwrap()).sum()
}

/// Dealer and honba of the hand dealt after the first one.
fn next_deal(t: &Table) -> (u64, u64) {
    let deal = &t.events_of("deal")[1];
    (deal["dealer"].as_u64().unwrap(), deal["honba"].as_u64().unwrap())
}

/// Seat 1 holds [`KANCHAN_5S`]; the dealer and seat 1 throw 7z and 6z, seat 2 draws 5s and throws it.
fn seat2_deals_in_5s(s: Scenario) -> Table {
    let mut t = s.hand(1, KANCHAN_5S).draws("7z6z5s").start();
    tsumogiri(&mut t, 0);
    tsumogiri(&mut t, 1);
    t.discard(2, "5s");
    t
}

// ---------------------------------------------------------------- the table and the wall

/// Source l.5 "a 3-player mahjong variant": three seats are dealt, and chi (a 4-player call) is never offered.
#[test]
fn seed_l5_three_players_and_no_chi() {
    // Seat 1 holds 34p, so a 2p or 5p from seat 0 (the seat before it) would be a chi in 4-player riichi.
    let mut t = toutenkou().hand(1, "34p").draws("2p").start();
    let deal = &t.events_of("deal")[0];
    assert_eq!(deal["hands"].as_array().unwrap().len(), 3);
    assert_eq!(t.game.spectate().seats.len(), 3);
    t.discard(0, "2p");
    assert!(!t.legal(1).iter().any(|a| a["type"] == "chi"), "no chi: {}", t.legal_json(1));
}

/// Source l.11 "There are 112 tiles, 28 types in total … only [1m 5m 9m] of manzu are used", with one red five of
/// each suit (`tiles.red`).
#[test]
fn seed_l11_112_tiles_of_28_kinds_manzu_only_159() {
    let rules = Ruleset::preset("toutenkou").unwrap();
    let wall = Wall::shuffled(&rules, "count", 0);
    let tiles: Vec<String> = wall.arrangement().iter().map(|&id| wall.tile(id).to_string()).collect();
    assert_eq!(tiles.len(), 112);
    let mut kinds: Vec<String> = tiles.iter().map(|t| t.replace('0', "5")).collect();
    kinds.sort();
    kinds.dedup();
    // 3 manzu + 9 pinzu + 9 souzu + 7 honours = 28.
    assert_eq!(kinds.len(), 28);
    let manzu: Vec<&str> = kinds.iter().filter(|k| k.ends_with('m')).map(|k| k.as_str()).collect();
    assert_eq!(manzu, ["1m", "5m", "9m"]);
    for red in ["0m", "0p", "0s"] {
        assert_eq!(tiles.iter().filter(|t| *t == red).count(), 1, "one {red}");
    }
}

/// Source l.13 "There are 20 rinshan tiles in total" (`tiles.dead_wall`: 16 gari + 4 kans, so they
/// never run out, and drawing them never shortens the live wall).
#[test]
fn seed_l13_twenty_replacement_tiles_that_never_shorten_the_live_wall() {
    let rules = Ruleset::preset("toutenkou").unwrap();
    let mut wall = Wall::planned(&rules, 0, &WallPlan::default()).unwrap();
    wall.deal(0).unwrap();
    // 112 − 39 dealt − 20 replacement − 2 (indicator + ura) = 51 live draws.
    assert_eq!(wall.live_remaining(), 51);
    for i in 0..20 {
        assert!(wall.draw_replacement().is_some(), "replacement {}", i + 1);
        assert_eq!(wall.live_remaining(), 51, "a replacement draw leaves the live wall alone");
    }
    assert_eq!(wall.draw_replacement(), None, "the 21st replacement does not exist");
}

/// Source l.13 "gari tiles function identically to nukidora in sanma", l.15 "After the call, one tile is drawn
/// from the dead wall": the gari is set aside face up, the replacement comes from the 20, the live count stays.
#[test]
fn seed_l13_gari_is_set_aside_and_replaced_from_the_dead_wall() {
    let mut t = toutenkou().draws("4z").replacements("3p").start();
    let before = t.game.view(0).unwrap().wall_remaining;
    assert_eq!(before, 50, "51 live draws, the dealer's first one taken");
    let events = t.act(0, r#"{"type":"nuki","tile":"4z"}"#);
    t.pass_all();
    let json: Vec<Value> = events.iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    assert_eq!(json[0]["type"], "call");
    assert_eq!(json[0]["call"], "nuki");
    let draw = t.events_of("draw").last().cloned().unwrap();
    assert_eq!((draw["tile"].as_str(), draw["rinshan"].as_bool()), (Some("3p"), Some(true)));
    let v = t.game.view(0).unwrap();
    assert_eq!(v.wall_remaining, 50);
    assert_eq!(v.seats[0].melds.len(), 1, "the gari lies face up by the hand");
    assert_eq!(v.seats[0].hand_size, 14, "13 + the replacement draw");
}

/// Source l.15 "They can be called and set aside to count as 1 dora … winning with the tile scores rinshan".
#[test]
fn seed_l15_gari_counts_one_point_and_its_replacement_wins_by_rinshan() {
    // Dealer holds KANCHAN_5S, throws 7z; seats 1, 2 throw 6z, 5z; the dealer draws 4z, sets it aside and draws
    // the winning 5s. Tanyao 1 + menzen tsumo 1 + rinshan 1 (yaku) + banban 2 + oya 1 + menzen 1 + gari 1 = 8;
    // no crow (a gari was drawn). Each opponent pays 8: dealer +16.
    let mut t = toutenkou().hand(0, KANCHAN_5S).draws("7z6z5z4z").replacements("5s").start();
    tsumogiri(&mut t, 0);
    tsumogiri(&mut t, 1);
    tsumogiri(&mut t, 2);
    gari(&mut t, 0, "4z");
    t.act(0, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(
        entries(&win),
        sorted(&["tanyao 1", "menzen-tsumo 1", "rinshan 1", "banban 2", "oya 1", "menzen 1", "gari 1"])
    );
    assert_eq!(t.last_deltas(), vec![16, -8, -8]);
}

/// Source l.16 "They can be used in the hand or discarded, but won't count as points": a 1m triplet kept in the
/// hand earns no gari point (and, being a gari tile held, no crow).
#[test]
fn seed_l16_gari_kept_in_the_hand_is_an_ordinary_tile() {
    // Seat 1: 111m 234p 567p 46s 88s, waits 5s. Draws: 7z (dealer), 6z (seat 1), 5z (seat 2), 3z (dealer), 5s.
    // Menzen tsumo 1 + banban 2 + menzen 1 = 4 from each opponent: seat 1 +8.
    let mut t = toutenkou().hand(1, "111m234567p46s88s").draws("7z6z5z3z5s").start();
    for seat in [0, 1, 2, 0] {
        tsumogiri(&mut t, seat);
    }
    t.act(1, r#"{"type":"tsumo"}"#);
    assert_eq!(entries(&last_win(&t)), sorted(&["menzen-tsumo 1", "banban 2", "menzen 1"]));
    assert_eq!(t.last_deltas(), vec![-4, 8, -4]);
}

// ---------------------------------------------------------------- what a win is worth

/// Source l.20 "A valid winning hand must include at least one regular yaku" and l.32 "a hand cannot be won with
/// only these yaku": an open hand with no yaku is offered neither ron nor tsumo. Also (`calls.gari`)
/// no gari right after a pon.
#[test]
fn seed_l20_no_win_without_a_regular_yaku() {
    // Seat 1: 22p 678p 345s 67s 99s 4z. It pons the dealer's 2p (no gari now, though it holds 4z), throws 4z:
    // 678p 345s 67s 99s + 222p waits 5s/8s with no yaku (99s: no tanyao). Seat 2 throws 5s: no ron; seat 1 then
    // draws 8s: no tsumo.
    let mut t = toutenkou().hand(1, "22p678p345s67s99s4z").draws("2p5s7z8s").start();
    t.discard(0, "2p");
    t.act(1, r#"{"type":"pon","tiles":["2p","2p"]}"#);
    t.pass_all();
    assert!(!t.legal(1).iter().any(|a| a["type"] == "nuki"), "no gari right after a pon: {}", t.legal_json(1));
    t.discard(1, "4z");
    t.pass_all();
    t.discard(2, "5s");
    assert!(!t.can(1, r#"{"type":"ron"}"#), "no yaku, no ron: {}", t.legal_json(1));
    t.pass_all();
    tsumogiri(&mut t, 0);
    assert_eq!(drawn(&t, 1), "8s");
    assert!(!t.can(1, r#"{"type":"tsumo"}"#), "no yaku, no tsumo: {}", t.legal_json(1));
}

/// Source l.22 "Instead of calculating with fu and han, the score is only counted with points": han and fu are 0
/// and every entry of the result carries its points.
#[test]
fn seed_l22_points_instead_of_han_and_fu() {
    let mut t = seat2_deals_in_5s(toutenkou());
    ron(&mut t, 1);
    let win = last_win(&t);
    assert_eq!((win["result"]["han"].as_i64(), win["result"]["fu"].as_i64()), (Some(0), Some(0)));
    assert!(win["result"]["yaku"].as_array().unwrap().iter().all(|y| y["points"].is_i64()));
}

/// Source l.24 "Ron takes points from only one opponent (with 8 more extra points than tsumo)", l.50 Ron 8.
#[test]
fn seed_l24_ron_is_paid_by_the_discarder_alone() {
    // Seat 1 rons seat 2's 5s. Tanyao 1 + banban 2 + menzen 1 + ron 8 + closed crow 20 (seat 1 never saw a gari:
    // hand, draws 6z, 5s all plain) = 32, from seat 2 only.
    let mut t = seat2_deals_in_5s(toutenkou());
    ron(&mut t, 1);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["tanyao 1", "banban 2", "menzen 1", "ron 8", "karasu 20"]));
    assert_eq!(t.last_deltas(), vec![0, 32, -32]);
}

/// Source l.26 "Tsumo takes points from two opponents" (each pays P, the dealer no more than the other).
#[test]
fn seed_l26_tsumo_is_paid_by_both_opponents() {
    // Seat 1 draws 5s on its second turn. Tanyao 1 + menzen tsumo 1 + banban 2 + menzen 1 + closed crow 20 = 25
    // from each of the dealer and seat 2: +50.
    let mut t = toutenkou().hand(1, KANCHAN_5S).draws("7z6z5z3z5s").start();
    for seat in [0, 1, 2, 0] {
        tsumogiri(&mut t, seat);
    }
    t.act(1, r#"{"type":"tsumo"}"#);
    assert_eq!(value(&last_win(&t)), 25);
    assert_eq!(t.last_deltas(), vec![-25, 50, -25]);
}

/// Source l.30 "All valid winning hands obtain 2 points by default (banban)".
#[test]
fn seed_l30_every_win_has_banban_2() {
    let mut t = seat2_deals_in_5s(toutenkou());
    ron(&mut t, 1);
    let win = last_win(&t);
    let banban: Vec<&Value> =
        win["result"]["yaku"].as_array().unwrap().iter().filter(|y| y["id"] == "banban").collect();
    assert_eq!(banban.len(), 1);
    assert_eq!(banban[0]["points"], 2);
}

/// Source l.34 "(1 pt) Oya: Add one point when winning as dealer", and `game.renchan`: the dealer who
/// wins deals again with one more honba.
#[test]
fn seed_l34_dealer_win_adds_oya_and_keeps_the_deal() {
    // Dealer holds KANCHAN_5S, throws 7z; seat 1 draws 5s and throws it. Tanyao 1 + banban 2 + oya 1 + menzen 1
    // + ron 8 + closed crow 20 = 33 from seat 1.
    let mut t = toutenkou().hand(0, KANCHAN_5S).draws("7z5s").start();
    tsumogiri(&mut t, 0);
    t.discard(1, "5s");
    ron(&mut t, 0);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["tanyao 1", "banban 2", "oya 1", "menzen 1", "ron 8", "karasu 20"]));
    assert_eq!(t.last_deltas(), vec![33, -33, 0]);
    assert_eq!(next_deal(&t), (0, 1));
}

/// Source l.36 "(1 pt) Menzen: Add one point when the winning hand is closed" — an ankan keeps it closed (the value
/// table's menzen row); l.44 "(4 pts) Ankan".
#[test]
fn seed_l44_ankan_4_and_the_hand_stays_closed() {
    // Seat 1 holds KANCHAN_5S, draws the 4th 2s, ankans it (replacement 6z, thrown), seat 2 throws 5s.
    // Tanyao 1 + banban 2 + menzen 1 + ankan 4 + ron 8 + closed crow 20 = 36.
    let mut t = toutenkou().hand(1, KANCHAN_5S).draws("7z2s5s").replacements("6z").indicators("1z1z").start();
    tsumogiri(&mut t, 0);
    t.act(1, r#"{"type":"ankan","tile":"2s"}"#);
    t.pass_all();
    tsumogiri(&mut t, 1);
    t.discard(2, "5s");
    ron(&mut t, 1);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["tanyao 1", "banban 2", "menzen 1", "ankan 4", "ron 8", "karasu 20"]));
    assert_eq!(t.last_deltas(), vec![0, 36, -36]);
}

/// Source l.36 menzen, the open side: an open hand has no menzen point.
#[test]
fn seed_l36_menzen_only_for_a_closed_hand() {
    let mut closed = seat2_deals_in_5s(toutenkou());
    ron(&mut closed, 1);
    assert!(entries(&last_win(&closed)).contains(&"menzen 1".to_string()));
    // The open case: the daiminkan hand of seed_l42 has no menzen entry.
    let open = daiminkan_then_ron();
    assert!(!entries(&last_win(&open)).iter().any(|e| e.starts_with("menzen")));
}

/// Source l.38 "(1 pt) Honba: Add one point for each honba".
#[test]
fn seed_l38_one_point_per_honba() {
    // The ron of seed_l24 at 2 honba: 32 + 2 = 34.
    let mut t = seat2_deals_in_5s(toutenkou().at(0, 2, 0));
    ron(&mut t, 1);
    assert!(entries(&last_win(&t)).contains(&"honba 2".to_string()));
    assert_eq!(t.last_deltas(), vec![0, 34, -34]);
}

/// Source l.40 "(1 pt) Gari: one point for each tile called for gari … [0m] is also a red dora, so it is worth 2
/// points"; a set-aside 4z under a 3z indicator is a dora too (the value table's gari row, Q-T5).
#[test]
fn seed_l40_gari_one_point_each_red_0m_two() {
    // Indicator 3z (dora 4z). Seat 1 (KANCHAN_5S) draws 0m: gari, replacement 6z thrown. Seat 2 throws 5z, the
    // dealer 2z. Seat 1 draws 4z: gari, replacement 5s: tsumo.
    // Tanyao 1 + menzen tsumo 1 + rinshan 1 + banban 2 + menzen 1 + gari 2 + red 1 (0m) + dora 1 (4z) = 10 each.
    let mut t = Scenario::new("toutenkou")
        .indicators("3z")
        .hand(1, KANCHAN_5S)
        .draws("7z0m5z2z4z")
        .replacements("6z5s")
        .start();
    tsumogiri(&mut t, 0);
    gari(&mut t, 1, "0m");
    tsumogiri(&mut t, 1);
    tsumogiri(&mut t, 2);
    tsumogiri(&mut t, 0);
    gari(&mut t, 1, "4z");
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(
        entries(&win),
        sorted(&["tanyao 1", "menzen-tsumo 1", "rinshan 1", "banban 2", "menzen 1", "gari 2", "red 1", "dora 1"])
    );
    assert_eq!(t.last_deltas(), vec![-10, 20, -10]);
}

/// Seat 1 (KANCHAN_5S) makes a daiminkan on the dealer's 2s, throws the replacement 6z (the kan's indicator stack
/// then comes off the live wall), and rons seat 2's 5s.
fn daiminkan_then_ron() -> Table {
    let mut t = toutenkou().hand(1, KANCHAN_5S).draws("2s5s").replacements("6z").indicators("1z1z").start();
    t.discard(0, "2s");
    t.act(1, r#"{"type":"daiminkan"}"#);
    t.pass_all();
    tsumogiri(&mut t, 1);
    // 51 live draws − the dealer's 2s − the kan's indicator stack (2) − seat 2's 5s = 47.
    assert_eq!(t.game.view(2).unwrap().wall_remaining, 47);
    t.discard(2, "5s");
    ron(&mut t, 1);
    t
}

/// Source l.42 "(2 pts) Minkan: Add two points for each opened kan"; the open hand's crow is worth 10 (l.52).
#[test]
fn seed_l42_minkan_2() {
    // Tanyao 1 (open) + banban 2 + minkan 2 + ron 8 + open crow 10 = 23 from seat 2.
    let t = daiminkan_then_ron();
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["tanyao 1", "banban 2", "minkan 2", "ron 8", "karasu 10"]));
    assert_eq!(t.last_deltas(), vec![0, 23, -23]);
}

/// Source l.46 "(4 pts) Set: four points for each collected set of gari … Can be stacked with gari": all four 4z
/// set aside on one turn.
#[test]
fn seed_l46_set_of_four_set_aside_stacks_with_gari() {
    // Seat 1: 234567p 46s 88s 444z; on its second turn (so no chiihou) draws the 4th 4z, sets all four aside;
    // replacements 3s 3s 3s 5s complete 234p 567p 333s 456s 88s: tsumo. Tanyao 1 + menzen tsumo 1 + rinshan 1
    // + banban 2 + menzen 1 + gari 4 + set 4 = 14 from each.
    let mut t = toutenkou().hand(1, "234567p46s88s444z").draws("7z6z5z3z4z").replacements("3s3s3s5s").start();
    for seat in [0, 1, 2, 0] {
        tsumogiri(&mut t, seat);
    }
    for _ in 0..4 {
        gari(&mut t, 1, "4z");
    }
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(
        entries(&win),
        sorted(&["tanyao 1", "menzen-tsumo 1", "rinshan 1", "banban 2", "menzen 1", "gari 4", "set 4"])
    );
    assert_eq!(t.last_deltas(), vec![-14, 28, -14]);
}

/// Source l.48 "Does not require the gari tiles to be called, e.g., a closed triplet of 5m + a called 5m will still
/// count towards this yaku."
#[test]
fn seed_l48_set_counts_a_closed_triplet_plus_a_set_aside_copy() {
    // Seat 1: 0m55m 234567p 46s 88s; draws the 4th 5m and sets it aside (replacement 6z, thrown); rons seat 2's
    // 5s. Tanyao 1 + banban 2 + red 1 (0m in hand) + menzen 1 + gari 1 + set 4 + ron 8 = 18.
    let mut t = toutenkou().hand(1, "055m234567p46s88s").draws("7z5m5s").replacements("6z").start();
    tsumogiri(&mut t, 0);
    gari(&mut t, 1, "5m");
    tsumogiri(&mut t, 1);
    t.discard(2, "5s");
    ron(&mut t, 1);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["tanyao 1", "banban 2", "red 1", "menzen 1", "gari 1", "set 4", "ron 8"]));
    assert_eq!(t.last_deltas(), vec![0, 18, -18]);
}

/// Source l.50 "(8 pts) Ron", on a set-aside gari tile (`calls.ron_on_gari`, Q-T6): scored as a ron,
/// without chankan.
#[test]
fn seed_l50_ron_8_also_on_a_set_aside_gari() {
    // Seat 1: 234567p 555z 888s 4z, tanki on 4z. Seat 2 draws 4z and sets it aside: seat 1 rons it.
    // Haku 1 + banban 2 + menzen 1 + ron 8 = 12 (no crow: the winning tile is a gari) from seat 2.
    let mut t = toutenkou().hand(1, "234567p888s555z4z").draws("7z6z4z").start();
    tsumogiri(&mut t, 0);
    tsumogiri(&mut t, 1);
    t.act(2, r#"{"type":"nuki","tile":"4z"}"#);
    assert!(t.can(1, r#"{"type":"ron"}"#), "{}", t.legal_json(1));
    ron(&mut t, 1);
    let win = last_win(&t);
    assert_eq!(win["from"], 2);
    assert_eq!(entries(&win), sorted(&["yakuhai-haku 1", "banban 2", "menzen 1", "ron 8"]));
    assert_eq!(t.last_deltas(), vec![0, 12, -12]);
}

/// Source l.52 "Crow: Win a hand without drawing any gari tiles" (`docs/RULESET.md` Q-T11: none held, set aside or
/// discarded): a 9m drawn and thrown costs the crow.
#[test]
fn seed_l52_crow_is_lost_by_a_gari_drawn_and_thrown() {
    // As seed_l24, but seat 1's draw is 9m (thrown): 32 − 20 = 12.
    let mut t = toutenkou().hand(1, KANCHAN_5S).draws("7z9m5s").start();
    tsumogiri(&mut t, 0);
    tsumogiri(&mut t, 1);
    t.discard(2, "5s");
    ron(&mut t, 1);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["tanyao 1", "banban 2", "menzen 1", "ron 8"]));
    assert_eq!(t.last_deltas(), vec![0, 12, -12]);
}

/// Source l.54 "(20 pts) All Gari: Add twenty points when collecting all gari tiles. Can be stacked with gari."
#[test]
fn seed_l54_all_gari_20_stacks_with_gari_and_set() {
    // Seat 1 is dealt 1111m 0555m 9999m 4z and draws a 2nd 4z: it sets all 14 aside, the replacements bring
    // 234567p 234s 678s 5s and 7z (thrown). Later it draws the 3rd 4z (gari, replacement 6z thrown) and the 4th
    // (gari, replacement 5s: tsumo on a 5s pair). 16 gari in all.
    // Tanyao 1 + menzen tsumo 1 + rinshan 1 + banban 2 + menzen 1 + gari 16 + red 1 (0m) + set 16 (4 kinds × 4)
    // + all gari 20 = 59 from each.
    let mut t = toutenkou()
        .hand(1, "1111m0555m9999m4z")
        .draws("7z4z6z5z4z3z2z4z")
        .replacements("234567p234678s5s7z6z5s")
        .start();
    tsumogiri(&mut t, 0);
    for tile in ["1m", "1m", "1m", "1m", "0m", "5m", "5m", "5m", "9m", "9m", "9m", "9m", "4z", "4z"] {
        gari(&mut t, 1, tile);
    }
    t.discard(1, "7z");
    t.pass_all();
    tsumogiri(&mut t, 2);
    tsumogiri(&mut t, 0);
    gari(&mut t, 1, "4z");
    tsumogiri(&mut t, 1);
    tsumogiri(&mut t, 2);
    tsumogiri(&mut t, 0);
    gari(&mut t, 1, "4z");
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(
        entries(&win),
        sorted(&[
            "tanyao 1",
            "menzen-tsumo 1",
            "rinshan 1",
            "banban 2",
            "menzen 1",
            "gari 16",
            "red 1",
            "set 16",
            "all-gari 20"
        ])
    );
    assert_eq!(t.last_deltas(), vec![-59, 118, -59]);
}

// ---------------------------------------------------------------- notes

/// Source l.59 "A 1m indicator points to 9m; a 9m indicator points to 1m", l.60 "When 5m is the indicator, no tile
/// is considered dora" (where 3-player order would make 9m dora after 5m).
#[test]
fn seed_l59_l60_manzu_indicators() {
    // Seat 1 holds a manzu triplet with 234567p 46s 88s and draws 5s on its second turn.
    // Menzen tsumo 1 + banban 2 + menzen 1 = 4, + 3 dora when the triplet is the indicated kind.
    for (indicator, triplet, p) in [("1m", "999m", 7), ("9m", "111m", 7), ("5m", "999m", 4), ("5m", "111m", 4)] {
        let mut t = Scenario::new("toutenkou")
            .indicators(indicator)
            .hand(1, &format!("{triplet}234567p46s88s"))
            .draws("7z6z5z3z5s")
            .start();
        for seat in [0, 1, 2, 0] {
            tsumogiri(&mut t, seat);
        }
        t.act(1, r#"{"type":"tsumo"}"#);
        assert_eq!(value(&last_win(&t)), p, "indicator {indicator}, triplet {triplet}");
        assert_eq!(t.last_deltas(), vec![-p, 2 * p, -p]);
    }
}

/// Source l.61 "Riichi is worth 1 point. The riichi bet is also 1 point."
#[test]
fn seed_l61_riichi_is_1_point_and_costs_1_point() {
    // Seat 1 (KANCHAN_5S) throws its second draw 1z with riichi (the first turn would be double riichi): it pays
    // 1 into the pot. Seat 2 throws 5s: ron (ippatsu). Riichi 1 + ippatsu 1 + tanyao 1 + banban 2 + menzen 1
    // + ron 8 + closed crow 20 = 34, + the stick back: seat 1 −1 + 34 + 1 = +34, seat 2 −34.
    let mut t = toutenkou().ura("1z").hand(1, KANCHAN_5S).draws("7z6z5z3z1z5s").start();
    for seat in [0, 1, 2, 0] {
        tsumogiri(&mut t, seat);
    }
    t.act(1, r#"{"type":"discard","tile":"1z","riichi":true}"#);
    t.pass_all();
    let accepted = t.events_of("riichi-accepted");
    assert_eq!(accepted[0]["scores"], serde_json::json!([0, -1, 0]));
    assert_eq!(accepted[0]["sticks"], 1);
    t.discard(2, "5s");
    ron(&mut t, 1);
    let win = last_win(&t);
    assert!(entries(&win).contains(&"riichi 1".to_string()));
    assert_eq!(value(&win), 34);
    assert_eq!(t.last_deltas(), vec![0, 34, -34]);
}

/// Source l.62 "A single hand ends when there's no tile left before dora indicators": 51 live draws
/// (`tiles.dead_wall`), then the exhaustive draw.
#[test]
fn seed_l62_hand_ends_after_51_live_draws() {
    let mut t = toutenkou().start();
    play_out(&mut t);
    // Draws of this hand only (the game deals the next hand at once).
    let end = t.events.iter().position(|e| matches!(e, Event::RoundEnd { .. })).unwrap();
    let live = t.events[..end].iter().filter(|e| matches!(e, Event::Draw { rinshan: false, .. })).count();
    assert_eq!(live, 51);
    assert_eq!(t.events_of("ryuukyoku")[0]["reason"], "exhaustive");
}

/// Source l.63 "The noten penalty of ryuukyoku is 20 points" (`score.noten_pool`, Q-T4): one tenpai
/// takes 10 from each noten player; two tenpai take 10 each from the noten one. And (`game.renchan`) any
/// exhaustive draw keeps the dealer, with one more honba, even when the dealer is noten.
#[test]
fn seed_l63_noten_penalty_20() {
    // Every seat throws what it draws, so the dealt hands are the hands at the end. Tenpai: KANCHAN_5S and
    // 345678p 444s 57s 99s (waits 6s); noten: 1379p 1379s 12345z (no two tiles connect).
    let tenpai_a = KANCHAN_5S;
    let tenpai_b = "345678p444s57s99s";
    let noten = "1379p1379s12345z";
    for (hands, want) in [
        ([tenpai_a, noten, noten], vec![20, -10, -10]),
        ([tenpai_a, tenpai_b, noten], vec![10, 10, -20]),
        ([noten, tenpai_b, noten], vec![-10, 20, -10]),
    ] {
        let mut t = toutenkou().hand(0, hands[0]).hand(1, hands[1]).hand(2, hands[2]).start();
        play_out(&mut t);
        assert_eq!(t.last_deltas(), want, "{hands:?}");
        assert_eq!(next_deal(&t), (0, 1), "same dealer, one more honba");
    }
}

/// Source l.64 "Gari can be claimed even in last turn": the 51st (last) live draw is a 4z; it may still be set
/// aside, and the replacement is drawn (not haitei: the live wall was already empty).
#[test]
fn seed_l64_gari_on_the_last_turn() {
    // 50 planned draws that no seat keeps (each throws its draw), then 4z: the 51st draw falls to seat 2
    // (draws go 0, 1, 2, 0, …; (51 − 1) mod 3 = 2).
    let filler: String = ["123456789p", "123456789s", "1234567z", "123456789p", "123456789s", "1234567z"].concat();
    let mut t = toutenkou().draws(&format!("{filler}4z")).replacements("8p").start();
    for _ in 0..50 {
        let seat = t.game.round().to_act()[0];
        tsumogiri(&mut t, seat);
    }
    assert_eq!(t.game.view(2).unwrap().wall_remaining, 0);
    assert_eq!(drawn(&t, 2), "4z");
    gari(&mut t, 2, "4z");
    assert_eq!(drawn(&t, 2), "8p", "the replacement comes after the last live tile");
    tsumogiri(&mut t, 2);
    assert!(hand_over(&t), "then the hand ends");
    assert_eq!(t.events_of("ryuukyoku")[0]["reason"], "exhaustive");
}

/// Source l.65 "Yakuman yaku cannot stack with other regular non-yakuman yaku … though they can still stack with
/// toutenkou-specified special yakus. Each yakuman is worth 20 points." A yakuman also replaces dora, the red
/// part of a set-aside 0m included (`docs/RULESET.md` Q-T13).
#[test]
fn seed_l65_yakuman_20_with_the_special_yaku_but_no_dora() {
    // Indicator 1p (dora 2p: three in the hand). Seat 1: 222p 333p 444s 55s 66s; draws 0m (gari, replacement
    // 7z thrown); seat 2 and the dealer throw 5z, 3z; seat 1 draws 6s: suuankou tsumo.
    // Suuankou 20 + banban 2 + menzen 1 + gari 1 (no red, no dora) = 24 from each.
    let mut t = Scenario::new("toutenkou")
        .indicators("1p")
        .hand(1, "222333p444s55s66s")
        .draws("7z0m5z3z6s")
        .replacements("7z")
        .start();
    tsumogiri(&mut t, 0);
    gari(&mut t, 1, "0m");
    tsumogiri(&mut t, 1);
    tsumogiri(&mut t, 2);
    tsumogiri(&mut t, 0);
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["suuankou 20", "banban 2", "menzen 1", "gari 1"]));
    assert_eq!(t.last_deltas(), vec![-24, 48, -24]);
}

// ------------------------------------------------------ play rules of docs/rulesets/toutenkou.md

/// `game.dealer_rotation`: "the winner of a hand deals the next hand"; a non-dealer winner's deal
/// starts at 0 honba (`game.renchan`).
#[test]
fn spec_winner_deals_next_at_0_honba() {
    let mut t = seat2_deals_in_5s(toutenkou().at(0, 1, 0));
    ron(&mut t, 1);
    assert_eq!(next_deal(&t), (1, 0));
    assert_eq!(t.events_of("deal")[1]["round"], "E2", "always East; the hand is labelled by its dealer");
}

/// `calls.multi_ron`, `calls.multi_ron_sticks`, `game.renchan`: both opponents may ron one discard;
/// each is paid their own P, the honba point and the deposits go to the winner closest to the discarder, who
/// deals next.
#[test]
fn spec_double_ron_honba_and_deposits_to_the_closest_winner() {
    // 1 honba, 1 deposit. The dealer throws 5s; seat 1 (KANCHAN_5S) and seat 2 (345678p 333s 46s 77s) ron.
    // Seat 1: tanyao 1 + banban 2 + menzen 1 + honba 1 + ron 8 + closed crow 20 = 33, + the deposit 1 = +34.
    // Seat 2: tanyao 1 + banban 2 + menzen 1 + ron 8 + closed crow 20 = 32 (no honba row).
    // The dealer pays 33 + 32 = 65. Seat 1 deals next at 0 honba.
    let mut t = toutenkou().at(0, 1, 1).hand(1, KANCHAN_5S).hand(2, "345678p333s46s77s").draws("5s").start();
    t.discard(0, "5s");
    t.act(1, r#"{"type":"ron"}"#);
    t.act(2, r#"{"type":"ron"}"#);
    let wins = t.events_of("win");
    assert_eq!(wins.len(), 2);
    assert_eq!((value(&wins[0]), value(&wins[1])), (33, 32));
    assert_eq!(t.last_deltas(), vec![-65, 34, 32]);
    assert_eq!(next_deal(&t), (1, 0));
}

/// `game.renchan` "Double ron: the winner closest to the discarder deals next": a dealer who is the
/// second winner of a double ron passes the deal, and the new dealer starts at 0 honba.
#[test]
fn spec_double_ron_the_dealer_as_second_winner_passes_the_deal() {
    // Seat 1 throws 5s; seat 2 (345678p 333s 46s 77s, next in turn from seat 1) and the dealer (KANCHAN_5S) ron.
    // Seat 2: tanyao 1 + banban 2 + menzen 1 + ron 8 + closed crow 20 = 32; dealer: the same + oya 1 = 33.
    // Seat 1 pays 65; seat 2 deals next.
    let mut t = toutenkou().hand(0, KANCHAN_5S).hand(2, "345678p333s46s77s").draws("7z5s").start();
    tsumogiri(&mut t, 0);
    t.discard(1, "5s");
    t.act(0, r#"{"type":"ron"}"#);
    t.act(2, r#"{"type":"ron"}"#);
    let winners: Vec<u64> = t.events_of("win").iter().map(|w| w["seat"].as_u64().unwrap()).collect();
    assert_eq!(winners, [2, 0]);
    assert_eq!(t.last_deltas(), vec![33, -65, 32]);
    assert_eq!(next_deal(&t), (2, 0));
}

/// `calls.gari` and `riichi.ippatsu` (Q-T7): in riichi a gari may be set aside only when it is the
/// tile just drawn (the declared hand stays as it was), and doing so does not break ippatsu.
#[test]
fn spec_gari_in_riichi_only_the_drawn_tile_and_ippatsu_survives() {
    // Seat 1: 234567p 222s 46s 44z, waits 5s; riichi with its second draw 2z. Next turn it draws 1m: it may set
    // the 1m aside but not a 4z from its hand; the replacement 5s wins. Riichi 1 + ippatsu 1 + menzen tsumo 1
    // + rinshan 1 + banban 2 + menzen 1 + gari 1 = 8 from each (no tanyao: 44z; no crow). Seat 1: −1 + 16 + 1.
    let mut t = toutenkou().ura("1z").hand(1, "234567p222s46s44z").draws("7z6z5z3z2z7p8p1m").replacements("5s").start();
    for seat in [0, 1, 2, 0] {
        tsumogiri(&mut t, seat);
    }
    t.act(1, r#"{"type":"discard","tile":"2z","riichi":true}"#);
    t.pass_all();
    tsumogiri(&mut t, 2);
    tsumogiri(&mut t, 0);
    assert!(t.can(1, r#"{"type":"nuki","tile":"1m"}"#));
    assert!(!t.can(1, r#"{"type":"nuki","tile":"4z"}"#), "{}", t.legal_json(1));
    gari(&mut t, 1, "1m");
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(
        entries(&win),
        sorted(&["riichi 1", "ippatsu 1", "menzen-tsumo 1", "rinshan 1", "banban 2", "menzen 1", "gari 1"])
    );
    assert_eq!(t.last_deltas(), vec![-8, 16, -8]);
}

/// `game.length` (a session of 12 hands), `game.end_deposits`, `score.settlement` (no uma, no oka):
/// a whole session ends after exactly 12 hands, and each seat's result is its balance.
#[test]
fn spec_a_session_is_12_hands_settled_in_points() {
    let rules = Ruleset::preset("toutenkou").unwrap();
    for seed in 0..20u64 {
        let (mut game, events) = Game::new(rules.clone(), &format!("session-{seed}"), None).unwrap();
        let mut deals = events.iter().filter(|e| matches!(e, Event::Deal { .. })).count();
        let mut pick = Pick::new(seed);
        let mut last_sticks = 0;
        while !game.is_over() {
            let seat = game.status().to_act[0];
            let legal = game.legal_actions(seat);
            let action = legal.iter().find(|a| **a == Action::Tsumo || **a == Action::Ron).cloned();
            let action = action.unwrap_or_else(|| legal[pick.next(legal.len())].clone());
            for e in game.apply(seat, &action).unwrap() {
                match e {
                    Event::Deal { .. } => deals += 1,
                    Event::RoundEnd { sticks, .. } => last_sticks = sticks,
                    _ => {}
                }
            }
        }
        assert_eq!(deals, 12, "seed {seed}");
        let r = game.result().unwrap();
        let before_deposits = game.round().scores.clone();
        let first = r.ranks.iter().position(|&k| k == 1).unwrap();
        for (s, &before) in before_deposits.iter().enumerate() {
            // Balances start at 0: the settlement is the final balance; leftover deposits went to first place.
            let extra = if s == first { last_sticks as i64 } else { 0 };
            assert_eq!(r.scores[s], before + extra, "seed {seed}");
            assert_eq!(r.points[s], r.scores[s] as f64, "seed {seed}");
        }
        assert_eq!(r.scores.iter().sum::<i64>(), 0);
    }
}

/// `game.end_deposits`: riichi deposits still on the table when the session ends go to the leader.
#[test]
fn spec_session_end_leftover_deposit_to_the_leader() {
    // A one-hand session. Seat 1 (KANCHAN_5S) declares riichi with its first draw (−1 into the pot) and the hand
    // runs out; seats 0 and 2 hold noten hands. Seat 1 alone tenpai: +10 from each, so −1 + 20 = +19, the others
    // −10; the deposit left on the table goes to seat 1, the leader: final balances −10, +20, −10.
    let noten = "1379p1379s12345z";
    let mut t = toutenkou()
        .rules(|r| r.game.session_hands = Some(1))
        .ura("1z")
        .hand(0, noten)
        .hand(1, KANCHAN_5S)
        .hand(2, noten)
        .draws("7z6z")
        .start();
    tsumogiri(&mut t, 0);
    t.act(1, r#"{"type":"discard","tile":"6z","riichi":true}"#);
    t.pass_all();
    play_out(&mut t);
    assert_eq!(t.last_deltas(), vec![-10, 19, -10]);
    let end = &t.events_of("game-end")[0];
    assert_eq!(end["scores"], serde_json::json!([-10, 20, -10]));
    assert_eq!(end["points"], serde_json::json!([-10.0, 20.0, -10.0]));
    assert_eq!(end["ranks"], serde_json::json!([2, 1, 3]), "ties rank by seat order");
}

/// `game.start_points` option (Q-T1): a 50-point start where the session ends when someone is at
/// or below 0 (`game.tobi = at_or_below_zero`); the settlement is each seat's change from its start.
#[test]
fn spec_optional_50_point_start_ends_at_zero() {
    // Seat 2 starts with 10 and deals in the 32-point ron of seed_l24: 10 − 32 = −22 ends the session.
    let s = toutenkou()
        .rules(|r| {
            r.game.start_points = 50;
            r.game.return_points = 50; // no oka: the return is the start
            r.game.tobi = tenpai::rules::Tobi::AtOrBelowZero;
        })
        .scores(&[50, 50, 10]);
    let mut t = seat2_deals_in_5s(s);
    ron(&mut t, 1);
    let end = &t.events_of("game-end")[0];
    assert_eq!(end["scores"], serde_json::json!([50, 82, -22]));
    assert_eq!(end["points"], serde_json::json!([0.0, 32.0, -32.0]));
}

/// `tiles.dead_wall` "Each kan adds an indicator stack taken from the live side (live draws −2)": a
/// kan needs two live tiles for its stack, so with one live tile left it is not offered.
#[test]
fn spec_no_kan_without_two_live_tiles_for_its_indicator() {
    // 49 draws no seat keeps, then the 50th (seat 1's: (50 − 1) mod 3 = 1) is the 4th 2s for its 222s; one live
    // tile is left.
    let filler: String =
        ["13456789p", "13456789s", "1234567z", "13456789p", "13456789s", "1234567z", "9p9s7z"].concat();
    let mut t = toutenkou().hand(1, "222s").draws(&format!("{filler}2s")).start();
    for _ in 0..49 {
        let seat = t.game.round().to_act()[0];
        tsumogiri(&mut t, seat);
    }
    assert_eq!(drawn(&t, 1), "2s");
    assert_eq!(t.game.view(1).unwrap().wall_remaining, 1);
    assert!(!t.legal(1).iter().any(|a| a["type"] == "ankan"), "{}", t.legal_json(1));
}

/// `pao.yakuman`, `pao.trigger`, `pao.payment`: the player who feeds the pon completing the third
/// dragon set pays both shares of a daisangen tsumo.
#[test]
fn spec_pao_the_third_dragon_feeder_pays_the_whole_tsumo() {
    // Seat 1: 55z 66z 77z 234p 99p 88s. It pons the dealer's 5z (throws 8s), seat 2's 6z (throws 8s) and the
    // dealer's 7z (throws 2p; the dealer is liable), then draws 5p: daisangen 20 + banban 2 + open crow 10 = 32
    // (no menzen, no gari anywhere in its hand, draws or discards). The dealer pays 2 × 32 = 64.
    let mut t = toutenkou().hand(1, "234p99p88s556677z").draws("5z6z1s7z3s4s5p").start();
    t.discard(0, "5z");
    t.act(1, r#"{"type":"pon","tiles":["5z","5z"]}"#);
    t.pass_all();
    t.discard(1, "8s");
    t.pass_all();
    t.discard(2, "6z");
    t.act(1, r#"{"type":"pon","tiles":["6z","6z"]}"#);
    t.pass_all();
    t.discard(1, "8s");
    t.pass_all();
    tsumogiri(&mut t, 2);
    t.discard(0, "7z");
    t.act(1, r#"{"type":"pon","tiles":["7z","7z"]}"#);
    t.pass_all();
    t.discard(1, "2p");
    t.pass_all();
    tsumogiri(&mut t, 2);
    tsumogiri(&mut t, 0);
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = last_win(&t);
    assert_eq!(entries(&win), sorted(&["daisangen 20", "banban 2", "karasu 10"]));
    assert_eq!(t.last_deltas(), vec![-64, 64, 0]);
}

/// A Toutenkou session saves as seed + actions and loads back to the same state; its records export (tenhou.net/6
/// JSON and mjai events) without error, gari included.
#[test]
fn spec_a_session_saves_loads_and_exports() {
    let rules = Ruleset::preset("toutenkou").unwrap();
    let mut bot = tenpai::bot::Bot::new(&rules, 3);
    let (mut game, _) = Game::new(rules, "save-toutenkou", None).unwrap();
    let mut nukis = 0;
    while !game.is_over() {
        let seat = game.status().to_act[0];
        let action = bot.decide(&game.view(seat).unwrap());
        nukis += matches!(action, Action::Nuki { .. }) as usize;
        game.apply(seat, &action).unwrap();
    }
    assert!(nukis > 0, "the session had gari");
    let saved = game.to_json();
    let loaded = Game::from_json(&saved).unwrap();
    assert_eq!(loaded.to_json(), saved);
    assert_eq!(loaded.result(), game.result());
    let log = tenpai::log::export::to_tenhou6(&game);
    assert_eq!(log["log"].as_array().unwrap().len(), 12, "one entry per hand");
    assert!(!tenpai::log::export::to_mjai(&game).is_empty());
}
