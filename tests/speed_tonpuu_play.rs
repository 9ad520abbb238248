//! Speed Tonpuu PLAY, one scenario per line of the ruleset's source text ("L<n>" = line n; the rules are
//! `docs/rulesets/speed-tonpuu.md`). Each test is a hand on a planned wall; expected points and chips are worked out
//! by hand from the rule text in the comments. What each line says, and its tests: `docs/rulesets/speed-tonpuu.md`,
//! Source lines → play tests.
//!
//! Tiles in plans are plain unless written with their flavour (`0m` red, `7Bp` blue, `5Gp` gold, `7Pz` pocchi):
//! the planner takes exactly the flavour named, so no colour tile sneaks into a hand and changes the chips.

mod common;

use common::scenario::{Scenario, Table};
use serde_json::{json, Value};
use tenpai::round::Action;

/// Every seat asked to act discards the tile it just drew (answering claims with `pass`), until the hand ends.
fn tsumogiri_to_end(t: &mut Table) {
    let mut guard = 0;
    let ended = |t: &Table| !t.events_of("round-end").is_empty();
    while !ended(t) {
        t.pass_all();
        if ended(t) {
            break;
        }
        let seat = t.game.round().to_act()[0];
        let drawn = t.game.view(seat).unwrap().seats[seat as usize].drawn.expect("a turn after a draw");
        t.act(seat, &format!(r#"{{"type":"discard","tile":"{drawn}","tsumogiri":true}}"#));
        guard += 1;
        assert!(guard < 200, "the hand does not end");
    }
}

/// The chips of the last finished hand (its `round-end` event) and the running totals.
fn last_chips(t: &Table) -> (Value, Value) {
    let end = t.events_of("round-end").pop().expect("a hand has ended");
    (end["chips"].clone(), end["chipTotals"].clone())
}

/// The dealer (seat 0) holds `234m567p678s1199p`, declares OPEN riichi with the first discard (5z) and draws 9p
/// on the next turn: tsumo `234m 567p 678s 999p 11p`. Yaku: open riichi on the first uninterrupted discard 3 han
/// (replaces double riichi), ippatsu 1, menzen tsumo 1 = 5 han → mangan; dealer mangan tsumo = 4,000 from each.
/// Indicator 1z (dora 2z) and ura 1z: no dora. Chips: ippatsu 1, from each of the 3 others.
fn open_riichi_ippatsu_tsumo(scores: Option<&[i64]>) -> Table {
    open_riichi_ippatsu_tsumo_with(scores, |_| {})
}

/// [`open_riichi_ippatsu_tsumo`] under changed rules (the optional settlement rules).
fn open_riichi_ippatsu_tsumo_with(scores: Option<&[i64]>, change: impl FnOnce(&mut tenpai::Ruleset)) -> Table {
    let mut s = Scenario::new("speed-tonpuu")
        .rules(change)
        .hand(0, "234m567p678s1199p")
        .draws("5z1z2z3z9p")
        .indicators("1z")
        .ura("1z");
    if let Some(sc) = scores {
        s = s.scores(sc);
    }
    let mut t = s.start();
    assert!(
        t.can(0, r#"{"type":"discard","tile":"5z","riichi":true,"open":true,"tsumogiri":true}"#),
        "{}",
        t.legal_json(0)
    );
    assert!(t.game.view(1).unwrap().seats[0].hand.is_none(), "a closed hand is hidden before the open riichi");
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true,"open":true,"tsumogiri":true}"#);
    t
}

/// L32 "Open Riichi is on. Reveal the entire hand.": after an open riichi every seat's view shows the hand
/// (furiten stays private), and the win counts open riichi (3 han on the first discard) — 4,000 all.
#[test]
fn seed_l32_open_riichi_reveals_the_hand_and_scores_open_riichi() {
    let mut t = open_riichi_ippatsu_tsumo(None);
    assert_eq!(t.events_of("discard")[0]["open"], true);
    for viewer in 1..4 {
        let v = t.game.view(viewer).unwrap();
        assert!(v.seats[0].open_riichi);
        let shown: Vec<String> =
            v.seats[0].hand.clone().expect("open riichi hand shown").iter().map(|t| t.to_string()).collect();
        assert_eq!(shown.join(""), "2m3m4m1p1p5p6p7p9p9p6s7s8s", "seat {viewer} sees the whole hand");
        assert!(v.seats[0].furiten.is_none(), "furiten is not shown to others");
    }
    for s in 1..4 {
        t.pass_all();
        let d = ["1z", "2z", "3z"][s - 1];
        t.discard(s as u8, d);
    }
    t.pass_all();
    t.act(0, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    let yaku: Vec<(String, u64)> = win["result"]["yaku"]
        .as_array()
        .unwrap()
        .iter()
        .map(|y| (y["id"].as_str().unwrap().to_string(), y["han"].as_u64().unwrap()))
        .collect();
    assert!(yaku.contains(&("open-riichi".to_string(), 3)), "{yaku:?}");
    assert!(yaku.contains(&("ippatsu".to_string(), 1)), "{yaku:?}");
    assert_eq!(win["result"]["han"], 5);
    // Riichi stick: −1,000 at the declaration, +1,000 back with the win: 12,000 net.
    assert_eq!(t.last_deltas(), vec![12000, -4000, -4000, -4000]);
    assert_eq!(last_chips(&t).0, json!([3, -1, -1, -1]), "ippatsu: 1 chip from each");
}

/// L12–L14 "Agariyame and tenpaiyame are on for every dealership unconditionally … Passing resets the honba
/// count.": after the E1 dealer's win the dealer is asked (not in last place… in any place, not in the last
/// hand); yame passes the deal to seat 1 at 0 honba.
#[test]
fn seed_l12_l14_dealer_may_yame_after_a_win_and_the_honba_resets() {
    let mut t = open_riichi_ippatsu_tsumo(None);
    for s in 1..4u8 {
        t.pass_all();
        t.discard(s, ["1z", "2z", "3z"][s as usize - 1]);
    }
    t.pass_all();
    t.act(0, r#"{"type":"tsumo"}"#);
    assert_eq!(t.game.status().phase, "dealer-choice");
    assert_eq!(t.game.status().to_act, vec![0]);
    assert_eq!(t.game.legal_actions(0), vec![Action::Continue, Action::Yame]);
    assert!(t.game.legal_actions(1).is_empty());
    assert_eq!(t.try_act(1, r#"{"type":"yame"}"#).unwrap_err().code, "illegal-action");
    t.act(0, r#"{"type":"yame"}"#);
    assert_eq!(t.events_of("dealer-choice")[0], json!({"type":"dealer-choice","seat":0,"yame":true}));
    let deal = t.events_of("deal").pop().unwrap();
    assert_eq!((deal["round"].as_str().unwrap(), deal["dealer"].as_u64().unwrap()), ("E2", 1));
    assert_eq!(deal["honba"], 0, "passing resets honba (a renchan would be E1 with 1 honba)");
}

/// L12: the same dealer may also continue: E1 again with 1 honba.
#[test]
fn seed_l12_dealer_may_continue_renchan_with_one_more_honba() {
    let mut t = open_riichi_ippatsu_tsumo(None);
    for s in 1..4u8 {
        t.pass_all();
        t.discard(s, ["1z", "2z", "3z"][s as usize - 1]);
    }
    t.pass_all();
    t.act(0, r#"{"type":"tsumo"}"#);
    t.act(0, r#"{"type":"continue"}"#);
    let deal = t.events_of("deal").pop().unwrap();
    assert_eq!((deal["round"].as_str().unwrap(), deal["dealer"].as_u64().unwrap()), ("E1", 0));
    assert_eq!(deal["honba"], 1);
}

/// L16 "Called Game at 55,000 pt: any player reaching 55,000 pt ends the game instantly and received 1 chip
/// from each other player." + L74–76 rank chips 13/3/−5/−11 + L65 chip = 5,000.
/// Start 44,000/20,000/18,000/18,000; the open riichi tsumo above: 44,000 − 1,000 + 1,000 + 12,000 = 56,000
/// ≥ 55,000 → no yame question, the game is over. Others: 16,000/14,000/14,000 (seats 2 and 3 tie: seat order).
/// Chips: ippatsu +3/−1/−1/−1, called game +3/−1/−1/−1 → 6/−2/−2/−2; ranks 1,2,3,4 → +13/+3/−5/−11 →
/// 19/1/−7/−13 (sum 0); × 5,000 = 95,000/5,000/−35,000/−65,000 → points 95/5/−35/−65 (thousands).
#[test]
fn seed_l16_called_game_ends_at_once_and_pays_one_chip_from_each() {
    let t = called_game(|_| {});
    assert!(t.game.is_over(), "the called game ends the game at once: {:?}", t.game.status());
    assert_eq!(last_chips(&t), (json!([6, -2, -2, -2]), json!([6, -2, -2, -2])));
    let r = t.game.result().unwrap();
    assert_eq!(r.scores, vec![56000, 16000, 14000, 14000]);
    assert_eq!(r.ranks, vec![1, 2, 3, 4]);
    assert_eq!(r.chips, Some(vec![19, 1, -7, -13]));
    assert_eq!(r.points, vec![95.0, 5.0, -35.0, -65.0]);
}

/// The game of L16, L92 and L93: P0 starts at 44,000, declares open riichi and tsumos on the ippatsu draw
/// (44,000 − 1,000 stick + 3 × 4,000 + the stick back = 56,000), calling the game.
fn called_game(change: impl FnOnce(&mut tenpai::Ruleset)) -> Table {
    let mut t = open_riichi_ippatsu_tsumo_with(Some(&[44000, 20000, 18000, 18000]), change);
    for s in 1..4u8 {
        t.pass_all();
        t.discard(s, ["1z", "2z", "3z"][s as usize - 1]);
    }
    t.pass_all();
    t.act(0, r#"{"type":"tsumo"}"#);
    t
}

/// L93 optional "Raw points also contribute": the same game settled with raw points (`docs/RULESET.md` Q-S7): uma/oka
/// as Tenhou rounds them — 2nd 16 − 30 + 20 = 6, 3rd 14 − 30 − 20 = −36, 4th 14 − 30 − 50 = −66, 1st the rest 96 (= 56
/// − 30 + 50 + 20 oka) — plus the in-game chips 6/−2/−2/−2 at 5 (thousands): 126/−4/−46/−76.
#[test]
fn seed_l93_optional_raw_points_contribute() {
    let t = called_game(|r| r.score.placement_only = false);
    let r = t.game.result().unwrap();
    assert_eq!(r.chips, Some(vec![6, -2, -2, -2]), "no rank chips: uma/oka come from the raw points");
    assert_eq!(r.points, vec![126.0, -4.0, -46.0, -76.0]);
}

/// L92 optional "Each shuugi chip is worth 10,000 points": final chips 19/1/−7/−13 → 190/10/−70/−130.
#[test]
fn seed_l92_optional_chip_worth_ten_thousand() {
    let t = called_game(|r| r.chips.as_mut().unwrap().value = 10000);
    let r = t.game.result().unwrap();
    assert_eq!(r.chips, Some(vec![19, 1, -7, -13]));
    assert_eq!(r.points, vec![190.0, 10.0, -70.0, -130.0]);
}

/// L69–L70 "Tobi: 1 chip … in the case of multi-ron … pay to all players that won": seat 1 (3,000 points)
/// discards 8s on its second turn; seats 2 and 3 both ron (double ron).
/// Seat 2 `234m345p345s22p67s` + 8s: pinfu + tanyao, 2 han 30 fu → 30 × 2^4 × 4 = 1,920 → 2,000.
/// Seat 3 `234p345m567m6788s` + 8s: read as 88s pair + 67s ryanmen: pinfu + tanyao → 2,000 (the 8s-tanki
/// reading is 1 han 40 fu = 1,300, lower). Seat 1: 3,000 − 4,000 = −1,000 → bust; game over.
/// Scores 30,000/−1,000/35,500/35,500; seats 2 and 3 tie → seat 2 ranks first.
/// Chips: tobi −2 for seat 1, +1 to each winner; ranks: seat 2 +13, seat 3 +3, seat 0 −5, seat 1 −11 →
/// −5/−13/14/4 (sum 0).
#[test]
fn seed_l69_l70_tobi_pays_one_chip_to_each_multi_ron_winner() {
    let mut t = Scenario::new("speed-tonpuu")
        .hand(2, "234m345p345s22p67s")
        .hand(3, "234p345m567m6788s")
        .draws("1z9m9p4z1m8s")
        .indicators("1z")
        .scores(&[30000, 3000, 33500, 33500])
        .start();
    for (seat, tile) in [(0u8, "1z"), (1, "9m"), (2, "9p"), (3, "4z"), (0, "1m")] {
        t.pass_all();
        t.discard(seat, tile);
    }
    t.pass_all();
    t.discard(1, "8s");
    assert!(t.can(2, r#"{"type":"ron"}"#) && t.can(3, r#"{"type":"ron"}"#));
    t.act(2, r#"{"type":"ron"}"#);
    t.act(3, r#"{"type":"ron"}"#);
    t.pass_all();
    assert_eq!(t.last_deltas(), vec![0, -4000, 2000, 2000]);
    assert!(t.game.is_over(), "a score below zero ends the game");
    assert_eq!(last_chips(&t).0, json!([0, -2, 1, 1]));
    let r = t.game.result().unwrap();
    assert_eq!(r.ranks, vec![3, 4, 1, 2]);
    assert_eq!(r.chips, Some(vec![-5, -13, 14, 4]));
    assert_eq!(r.points, vec![-25.0, -65.0, 70.0, 20.0]);
}

/// L28 "Basengo: honba bonus is 500 per player.": at 2 honba seat 3's ron above (2,000) takes 1,500 × 2 =
/// 3,000 more: 5,000 from the discarder.
#[test]
fn seed_l28_basengo_ron_takes_1500_per_honba() {
    let mut t = Scenario::new("speed-tonpuu")
        .at(0, 2, 0)
        .hand(3, "234p345m567m6788s")
        .draws("1z9m9p4z1m8s")
        .indicators("1z")
        .start();
    for (seat, tile) in [(0u8, "1z"), (1, "9m"), (2, "9p"), (3, "4z"), (0, "1m")] {
        t.pass_all();
        t.discard(seat, tile);
    }
    t.pass_all();
    t.discard(1, "8s");
    t.act(3, r#"{"type":"ron"}"#);
    t.pass_all();
    assert_eq!(t.last_deltas(), vec![0, -5000, 0, 5000]);
}

/// L18 "Riichi with no draws left is allowed.": seat 1 draws the last live tile (70 draws from the dealer:
/// draw 70 is seat 1's) with the tenpai hand `123m456p789s2355z` kept by discarding every draw; it may declare
/// riichi on that last discard, the stick is accepted, and the hand is an exhaustive draw with seat 1 tenpai.
/// Under the Tenhou preset (4 live tiles needed) the same declaration is not offered.
#[test]
fn seed_l18_riichi_with_no_draws_left() {
    for (preset, allowed) in [("speed-tonpuu", true), ("tenhou", false)] {
        let mut t = Scenario::new(preset).hand(1, "123m456p789s23s55z").start();
        loop {
            t.pass_all();
            let seat = t.game.round().to_act()[0];
            let view = t.game.view(seat).unwrap();
            let drawn = view.seats[seat as usize].drawn.unwrap();
            if view.wall_remaining == 0 {
                assert_eq!(seat, 1, "seat 1 draws the last tile");
                let riichi = format!(r#"{{"type":"discard","tile":"{drawn}","riichi":true,"tsumogiri":true}}"#);
                assert_eq!(t.can(1, &riichi), allowed, "{preset}: {}", t.legal_json(1));
                if allowed {
                    t.act(1, &riichi);
                }
                break;
            }
            t.act(seat, &format!(r#"{{"type":"discard","tile":"{drawn}","tsumogiri":true}}"#));
        }
        if allowed {
            t.pass_all();
            assert_eq!(t.events_of("riichi-accepted").len(), 1, "the stick is accepted");
            let draw = &t.events_of("ryuukyoku")[0];
            assert_eq!(draw["reason"], "exhaustive");
            assert!(draw["tenpai"].as_array().unwrap().contains(&json!(1)));
        }
    }
}

/// L17 "All kan dora are revealed immediately.": seat 1 holds three 9m and calls daiminkan on the dealer's
/// 9m; the new indicator is shown before the replacement draw (Tenhou shows an open kan's dora only after the
/// kan player's discard).
#[test]
fn seed_l17_open_kan_dora_is_revealed_before_the_replacement_draw() {
    for (preset, immediate) in [("speed-tonpuu", true), ("tenhou", false)] {
        let mut t = Scenario::new(preset).hand(1, "999m").draws("9m").replacements("1z").indicators("3z4z").start();
        t.discard(0, "9m");
        t.act(1, r#"{"type":"daiminkan"}"#);
        t.pass_all();
        let kinds: Vec<String> =
            t.events.iter().map(|e| serde_json::to_value(e).unwrap()["type"].as_str().unwrap().to_string()).collect();
        let call = kinds.iter().position(|x| x == "call").expect("the kan is made");
        let pos = |k: &str| kinds[call..].iter().position(|x| x == k);
        if immediate {
            assert!(pos("dora").unwrap() < pos("draw").unwrap(), "{preset}: {kinds:?}");
        } else {
            assert_eq!(pos("dora"), None, "{preset}: {kinds:?}");
        }
    }
}

/// `docs/rulesets/speed-tonpuu.md`, Pao: "rinshan pao (in the case of rinshan, pao pays the full amount)": seat 1 holds
/// `333s 234m 567p 45s 66p`, calls daiminkan on seat 2's 3s and wins on the replacement 6s (indicators 1z and 1z: no
/// dora). Still a tsumo: tanyao 1 + rinshan 1 = 2 han; fu 20 + open simple quad 8 + tsumo 2 = 30 → non-dealer 2 han 30
/// fu tsumo 1,000 / 500 / 500 = 2,000, all paid by the feeder seat 2. The win event's `from` stays empty (it is not a
/// ron); `result.deltas` names the payer.
#[test]
fn rinshan_pao_is_a_tsumo_the_feeder_pays_in_full() {
    let mut t = Scenario::new("speed-tonpuu")
        .hand(1, "333s234m567p45s66p")
        .draws("1z2z3s")
        .replacements("6s")
        .indicators("1z1z")
        .start();
    t.discard(0, "1z");
    t.pass_all();
    t.discard(1, "2z");
    t.pass_all();
    t.discard(2, "3s");
    t.act(1, r#"{"type":"daiminkan"}"#);
    t.pass_all();
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert_eq!((win["result"]["han"].as_u64(), win["result"]["fu"].as_u64()), (Some(2), Some(30)));
    assert_eq!(win["from"], json!(null), "a tsumo the feeder pays in full has no `from`");
    assert_eq!(t.last_deltas(), vec![0, 2000, -2000, 0]);
}

/// L7 "Strict Tonpuusen: East-only and no South extension.": E4 (seat 3 deals) ends in an exhaustive draw
/// with the dealer noten (a hand of unconnected tiles kept by discarding every draw) and everyone below 30,000:
/// the game ends; no South hand is dealt.
#[test]
fn seed_l7_strict_tonpuu_no_south() {
    let mut t = Scenario::new("speed-tonpuu").at(3, 0, 0).hand(3, "147m258p369s1234z").start();
    tsumogiri_to_end(&mut t);
    let draw = &t.events_of("ryuukyoku")[0];
    assert!(!draw["tenpai"].as_array().unwrap().contains(&json!(3)), "the dealer is noten");
    assert!(t.game.is_over(), "after E4 the game is over: {:?}", t.game.status());
    assert!(t.events_of("deal").iter().all(|d| d["round"] != "S1"));
}

/// L100 house rule "If you are in riichi, you can peek at adjacent players' hands": a view option, off by
/// default; with it on, the riichi seat (0) sees seats 1 and 3, never seat 2 across.
#[test]
fn seed_l100_peeking_in_riichi_is_an_option_off_by_default() {
    for peek in [false, true] {
        let mut t = Scenario::new("speed-tonpuu")
            .rules(|r| r.riichi.peek_neighbours = peek)
            .hand(0, "234m567p678s1199p")
            .draws("5z")
            .start();
        t.act(0, r#"{"type":"discard","tile":"5z","riichi":true,"tsumogiri":true}"#);
        let v = t.game.view(0).unwrap();
        assert_eq!(v.seats[1].hand.is_some(), peek);
        assert_eq!(v.seats[3].hand.is_some(), peek);
        assert!(v.seats[2].hand.is_none(), "across is never shown");
        assert!(t.game.view(1).unwrap().seats[0].hand.is_none(), "a closed riichi stays hidden");
    }
}

/// L23–L25 "5z7z pocchi … wildcards if drawn after riichi … discarding 5z7z pocchi during riichi is not
/// allowed: a player must either call tsumo or kan … if discarded by mistake, the player must take the tile
/// back … (no penalty)": the legal actions are tsumo only (no kan: no concealed triplet); the discard is refused
/// and changes nothing. Tsumo: as 1z the hand is `234m 678p 345s 111z 99p` — double riichi 2 + ippatsu 1 +
/// menzen tsumo 1 + East round wind 1 + East seat wind 1 = 6 han, haneman: 6,000 all; as 9p it would be
/// 4 han (mangan), so the engine takes 1z. Chips: pocchi 1 + ippatsu 1 = 2 from each.
#[test]
fn seed_l23_l25_pocchi_drawn_in_riichi_is_wild_and_cannot_be_discarded() {
    let mut t = Scenario::new("speed-tonpuu")
        .hand(0, "234m678p345s11z99p")
        .draws("5z2z3z4z7Pz")
        .indicators("9s")
        .ura("9s")
        .start();
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true,"tsumogiri":true}"#);
    for (s, d) in [(1u8, "2z"), (2, "3z"), (3, "4z")] {
        t.pass_all();
        t.discard(s, d);
    }
    t.pass_all();
    assert_eq!(t.game.legal_actions(0), vec![Action::Tsumo], "tsumo (or kan) only");
    let err = t.try_act(0, r#"{"type":"discard","tile":"7Pz","tsumogiri":true}"#).unwrap_err();
    assert_eq!(err.code, "illegal-action", "no penalty: the discard is simply refused");
    t.act(0, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert_eq!(win["winTile"], "7Pz");
    assert_eq!(win["result"]["wildcardAs"], "1z");
    assert_eq!(win["result"]["han"], 6);
    assert_eq!(t.last_deltas(), vec![18000, -6000, -6000, -6000]);
    assert_eq!(last_chips(&t).0, json!([6, -2, -2, -2]));
}

/// The same pocchi drawn by a player NOT in riichi is its own kind (P4): a plain discard, no tsumo.
#[test]
fn seed_l23_pocchi_drawn_without_riichi_is_an_ordinary_tile() {
    let mut t = Scenario::new("speed-tonpuu").hand(0, "234m678p345s11z99p").draws("7Pz").start();
    assert!(!t.can(0, r#"{"type":"tsumo"}"#));
    t.act(0, r#"{"type":"discard","tile":"7Pz","tsumogiri":true}"#);
}

/// Seat 1 holds `55z234m567p888s34s`, pons the dealer's 5z and discards 8s: open, tenpai on 2s/5s.
fn open_tenpai_seat_1(draws: &str) -> Table {
    let mut t = Scenario::new("speed-tonpuu").hand(1, "55z234m567p888s34s").draws(draws).indicators("9m").start();
    t.discard(0, "5z");
    t.act(1, r#"{"type":"pon","tiles":["5z","5z"]}"#);
    t.pass_all();
    t.discard(1, "8s");
    for (s, d) in [(2u8, "1z"), (3, "2z"), (0, "3z")] {
        t.pass_all();
        t.discard(s, d);
    }
    t.pass_all();
    t
}

/// L26 "1 6z pocchi: wildcard if drawn while tenpai with open hand; also gives +1 shuugi": seat 1 (open,
/// tenpai on 2s/5s) draws `6Pz` and may tsumo with it (or keep playing it as a 6z). As 2s or 5s:
/// `234m 567p 88s 345s` + pon 555z, haku 1 han; fu 20 + 2 tsumo + 4 open honour triplet = 26 → 30.
/// 1 han 30 fu non-dealer tsumo: 240 basic → dealer 500, others 300 each: +1,100. Chips: pocchi 1 from each.
#[test]
fn seed_l26_six_pocchi_is_wild_for_an_open_tenpai_hand() {
    let mut t = open_tenpai_seat_1("5z1z2z3z6Pz");
    assert!(t.can(1, r#"{"type":"tsumo"}"#), "{}", t.legal_json(1));
    assert!(t.can(1, r#"{"type":"discard","tile":"6Pz","tsumogiri":true}"#), "the wildcard is optional");
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert!(["2s", "5s"].contains(&win["result"]["wildcardAs"].as_str().unwrap()));
    assert_eq!(t.last_deltas(), vec![-500, 1100, -300, -300]);
    assert_eq!(last_chips(&t).0, json!([-1, 3, -1, -1]));
}

/// L27 "a discarded 6z pocchi counts only against 6z furiten": seat 1 plays the `6Pz` as a plain 6z instead;
/// it is not furiten on its real waits, so the next 2s discard (seat 2's) can be ronned.
#[test]
fn seed_l27_discarded_six_pocchi_counts_only_as_a_6z() {
    let mut t = open_tenpai_seat_1("5z1z2z3z6Pz2s");
    t.act(1, r#"{"type":"discard","tile":"6Pz","tsumogiri":true}"#);
    assert_eq!(t.game.view(1).unwrap().seats[1].furiten, Some(false));
    t.pass_all();
    t.discard(2, "2s");
    assert!(t.can(1, r#"{"type":"ron"}"#), "{}", t.legal_json(1));
}

/// L37–L38 "Nagashimangan is a special win that is worth haneman … honba, etc. are applicable": at E1 with
/// 2 honba and 1 riichi stick, seat 1 discards only terminals and honours (every draw is one, all thrown,
/// none called) and the wall runs out. Haneman tsumo for a non-dealer: 6,000 from the dealer, 3,000 from
/// each other; basengo 500 × 2 = 1,000 more from each; the stick: seat 1 +12,000 + 3,000 + 1,000 = 16,000,
/// dealer −7,000, others −4,000. It is a win: the deal passes (E2) and the honba goes back to 0.
#[test]
fn seed_l37_l38_nagashi_is_a_haneman_win_with_honba_and_the_deal_passes() {
    // 70 live draws: seat 1 takes draws 2, 6, 10, … (18 of them) — all terminals/honours; the others simples.
    let yaochuu = ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z"];
    let simples = ["2m", "3m", "4m", "6m", "8m", "2p", "3p", "4p", "6p", "8p", "2s", "3s", "4s", "6s", "8s"];
    let (mut y, mut s) = (0, 0);
    let mut draws = String::new();
    for i in 0..70 {
        if i % 4 == 1 {
            draws.push_str(yaochuu[y % yaochuu.len()]);
            y += 1;
        } else {
            draws.push_str(simples[s % simples.len()]);
            s += 1;
        }
    }
    let mut t = Scenario::new("speed-tonpuu").at(0, 2, 1).draws(&draws).start();
    tsumogiri_to_end(&mut t);
    let draw = &t.events_of("ryuukyoku")[0];
    assert_eq!(draw["nagashi"], json!([1]));
    assert_eq!(t.last_deltas(), vec![-7000, 16000, -4000, -4000]);
    let deal = t.events_of("deal").pop().unwrap();
    assert_eq!(
        (deal["round"].as_str().unwrap(), deal["honba"].as_u64().unwrap(), deal["sticks"].as_u64().unwrap()),
        ("E2", 0, 0)
    );
}

/// L10 "Abortive draws are on." + `abort.effect`: the dealer's first draw gives 10 kinds of terminals and
/// honours; kyuushu aborts the hand, the dealer keeps the deal with one more honba, and (an abortive draw is
/// not a win or a tenpai) no yame question is asked.
#[test]
fn seed_l10_abortive_draw_keeps_the_deal_without_a_yame_choice() {
    let mut t = Scenario::new("speed-tonpuu").hand(0, "19m19p19s1234z").draws("5z").start();
    t.act(0, r#"{"type":"kyuushu"}"#);
    assert_eq!(t.events_of("ryuukyoku")[0]["reason"], "kyuushu");
    assert_ne!(t.game.status().phase, "dealer-choice");
    let deal = t.events_of("deal").pop().unwrap();
    assert_eq!((deal["round"].as_str().unwrap(), deal["honba"].as_u64().unwrap()), ("E1", 1));
}

/// `docs/RULESET.md` Q-S2, source L24 "a player must either call tsumo or kan after drawing 5z7z pocchi": the dealer,
/// in double riichi with `222m678p345s11z99p` (waits 1z/9p, the 222m a triplet in every reading), draws `7Pz`.
/// The legal actions are tsumo and the kan of 2m with the pocchi as its fourth tile; the discard is refused.
/// After the kan its indicator (8s) shows at once (L17), then the replacement 9p wins:
/// `678p 345s 11z 999p` + quad `222m7Pz`. Han: double riichi 2 + menzen tsumo 1 + rinshan 1 = 4 (the kan broke
/// ippatsu; indicators 9s 8s and ura 9s 8s show no dora). Fu: 20 + closed simple quad 16 + closed terminal
/// triplet 8 (a tsumo completes it concealed) + East pair for the East dealer 4 (double wind) + rinshan tsumo 2
/// = 50. 4 han 50 fu = mangan, dealer tsumo 4,000 all. Chips: the pocchi in the quad 1, from each (P6).
#[test]
fn seed_l24_kan_with_a_wild_pocchi_drawn_in_riichi() {
    let mut t = Scenario::new("speed-tonpuu")
        .hand(0, "222m678p345s11z99p")
        .draws("5z2z3z4z7Pz")
        .replacements("9p")
        .indicators("9s8s")
        .ura("9s8s")
        .start();
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true,"tsumogiri":true}"#);
    for (s, d) in [(1u8, "2z"), (2, "3z"), (3, "4z")] {
        t.pass_all();
        t.discard(s, d);
    }
    t.pass_all();
    let legal: Vec<Value> = t.legal(0);
    assert_eq!(legal, vec![json!({"type": "tsumo"}), json!({"type": "ankan", "tile": "2m"})]);
    assert!(t.try_act(0, r#"{"type":"discard","tile":"7Pz","tsumogiri":true}"#).is_err());
    let ev: Vec<Value> =
        t.act(0, r#"{"type":"ankan","tile":"2m"}"#).iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    let kinds: Vec<&str> = ev.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, vec!["call", "dora", "draw"], "the kan's indicator shows before the replacement draw");
    assert_eq!(ev[0]["tiles"], json!(["2m", "2m", "2m", "7Pz"]));
    assert_eq!(ev[1]["indicator"], "8s");
    let melds = &t.game.view(1).unwrap().seats[0].melds;
    assert_eq!(serde_json::to_value(melds).unwrap()[0]["tiles"], json!(["2m", "2m", "2m", "7Pz"]));
    t.act(0, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert_eq!((win["result"]["han"].as_u64(), win["result"]["fu"].as_u64()), (Some(4), Some(50)), "{win}");
    assert_eq!(t.last_deltas(), vec![12000, -4000, -4000, -4000]);
    assert_eq!(last_chips(&t).0, json!([3, -1, -1, -1]));
}

/// P1 with the riichi ankan rule: a dealer in riichi holding `2223m456p678s111z` (waits 1m/3m/4m: 222m + 3m
/// tanki, or 22m + 23m) draws `7Pz`. A kan of 2m would leave only the 3m tanki: not offered. The 111z is a
/// triplet in every reading, so the pocchi may complete a kan of 1z.
#[test]
fn seed_l24_wild_kan_obeys_the_riichi_ankan_rule() {
    let mut t =
        Scenario::new("speed-tonpuu").hand(0, "2223m456p678s111z").draws("5z2z3z4z7Pz").indicators("9s").start();
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true,"tsumogiri":true}"#);
    for (s, d) in [(1u8, "2z"), (2, "3z"), (3, "4z")] {
        t.pass_all();
        t.discard(s, d);
    }
    t.pass_all();
    assert_eq!(t.legal(0), vec![json!({"type": "tsumo"}), json!({"type": "ankan", "tile": "1z"})]);
}

/// An ordinary kan containing a pocchi (P4, P6): the dealer was dealt `77z7Pz` and draws the fourth 7z: the
/// ankan is an ordinary chun quad (the pocchi is just a 7z: not in riichi). The replacement 5s wins
/// `234m 678p 345s 99p` + quad: chun 1 + menzen tsumo 1 + rinshan 1 = 3 han; fu 20 + closed honour quad 32 +
/// rinshan tsumo 2 = 54 → 60; 3 han 60 fu is a mangan by kiriage (L15): 4,000 all. Chips: the pocchi 1 from each.
#[test]
fn ordinary_kan_with_a_pocchi_pays_its_chip() {
    let mut t = Scenario::new("speed-tonpuu")
        .hand(0, "77z7Pz234m678p34s99p")
        .draws("7z")
        .replacements("5s")
        .indicators("9s8s")
        .start();
    assert!(t.can(0, r#"{"type":"ankan","tile":"7z"}"#), "{}", t.legal_json(0));
    let call = t.act(0, r#"{"type":"ankan","tile":"7z"}"#);
    let tiles = serde_json::to_value(&call[0]).unwrap()["tiles"].clone();
    assert_eq!(tiles.as_array().unwrap().iter().filter(|t| *t == "7Pz").count(), 1, "{tiles}");
    t.act(0, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert_eq!((win["result"]["han"].as_u64(), win["result"]["fu"].as_u64()), (Some(3), Some(60)), "{win}");
    assert_eq!(t.last_deltas(), vec![12000, -4000, -4000, -4000]);
    assert_eq!(last_chips(&t).0, json!([3, -1, -1, -1]));
}

/// Seat 1 (a non-dealer) holds `111z 77p7Bp 999s 333m 5s`; at E1 with 1 honba and 1 riichi stick on the table the
/// dealer discards 4z and seat 1 draws the fourth 1z: ankan 1z → replacement 7p, ankan 7p → replacement 9s,
/// ankan 9s → `replacement3` (3m: a 4th ankan; 6s: discarded, and seat 2's 3m is then called with a daiminkan).
fn four_kans_seat_1(replacement3: &str, draws: &str) -> Table {
    let mut t = Scenario::new("speed-tonpuu")
        .at(0, 1, 1)
        .hand(1, "111z77p7Bp999s333m5s")
        .draws(draws)
        .replacements(&format!("7p9s{replacement3}2s"))
        .start();
    t.discard(0, "4z");
    t.pass_all();
    for k in ["1z", "7p", "9s"] {
        t.act(1, &format!(r#"{{"type":"ankan","tile":"{k}"}}"#));
    }
    t
}

/// L43–L49 (`docs/rulesets/speed-tonpuu.md`, Special suukantsu win) "Suukantsu can now be won in a special way … if the
/// 4th kan was ankan or kakan: this is a special double yakuman tsumo": seat 1's 4th kan is an ankan of 3m and its
/// replacement 2s does not pair the last tile 5s. Seat 1 may declare the special win with `tsumo` (or discard and play
/// on). Non-dealer double yakuman tsumo: 32,000 from the dealer, 16,000 from each other, + basengo 500 from each (1
/// honba), + the stick: 32,500 + 16,500 + 16,500 + 1,000 = 66,500. It stacks with nothing and collects no item chips
/// (the blue 7p pays nothing): 10 chips from each (30). The dealer drops to −7,500 (tobi: 1 chip to the winner) and
/// seat 1 reaches 91,500 (called game: 1 chip from each): the hand's chips are −12/34/−11/−11 and the game ends.
#[test]
fn seed_l46_special_suukantsu_tsumo_after_a_fourth_ankan() {
    let mut t = four_kans_seat_1("3m", "4z1z");
    t.act(1, r#"{"type":"ankan","tile":"3m"}"#);
    assert!(t.can(1, r#"{"type":"tsumo"}"#), "{}", t.legal_json(1));
    assert!(t.can(1, r#"{"type":"discard","tile":"2s","tsumogiri":true}"#), "the player may decline");
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert_eq!(
        win["result"]["yaku"],
        json!([{"id": "suukantsu-special", "name": win["result"]["yaku"][0]["name"], "han": 0, "yakuman": 2}])
    );
    assert_eq!(win["result"]["chips"], json!({"E": -10, "S": 30, "W": -10, "N": -10}));
    assert_eq!(win["from"], json!(null), "a tsumo after an ankan is paid by everyone: no `from`");
    assert_eq!(t.last_deltas(), vec![-32500, 66500, -16500, -16500]);
    assert_eq!(last_chips(&t).0, json!([-12, 34, -11, -11]));
    assert!(t.game.is_over());
}

/// L48–L49 "the player may choose to not win and continue the game … the suukaikan abort is disabled when all
/// kans are made by the same player": seat 1 discards the 2s instead; nobody can claim it, the hand goes on
/// (seat 2 draws) and no abortive draw follows.
#[test]
fn seed_l48_l49_special_suukantsu_may_be_declined_and_play_goes_on() {
    let mut t = four_kans_seat_1("3m", "4z1z8m8p");
    t.act(1, r#"{"type":"ankan","tile":"3m"}"#);
    t.act(1, r#"{"type":"discard","tile":"2s"}"#);
    t.pass_all();
    assert_eq!(t.game.round().to_act(), vec![2]);
    t.discard(2, "8m");
    t.pass_all();
    assert!(t.events_of("ryuukyoku").is_empty() && !t.game.round().is_over());
    assert_eq!(t.game.round().to_act(), vec![3]);
}

/// L47 "if the 4th kan was a daiminkan: this is a special double yakuman ron dealt in by the player who
/// contributed to the daiminkan (this is not tsumo pao, so it's only 20 chips)": seat 1 discards its third
/// replacement (6s); seat 2 draws and discards 3m; seat 1 calls daiminkan (its 4th kan) and draws 2s. The special
/// win is a non-dealer double yakuman ron off seat 2: 64,000 + 1,500 (1 honba) = 65,500, + the stick: seat 1
/// +66,500. Chips: 20 from seat 2 (the win), then seat 2 at −40,500 pays the tobi chip and seat 1 at 91,500
/// takes the called-game chip from each: 0−1 / 20+1+3 / −20−1−1 / 0−1.
#[test]
fn seed_l47_special_suukantsu_off_a_daiminkan_is_a_ron_off_the_feeder() {
    let mut t = four_kans_seat_1("6s", "4z1z3m");
    t.act(1, r#"{"type":"discard","tile":"6s"}"#);
    t.pass_all();
    t.discard(2, "3m");
    t.act(1, r#"{"type":"daiminkan"}"#);
    t.pass_all();
    assert!(t.can(1, r#"{"type":"tsumo"}"#), "{}", t.legal_json(1));
    t.act(1, r#"{"type":"tsumo"}"#);
    let win = &t.events_of("win")[0];
    assert_eq!(win["from"], json!(2), "the event names the feeder it is paid off, as for any ron");
    assert_eq!(win["result"]["chips"], json!({"E": 0, "S": 20, "W": -20, "N": 0}));
    assert_eq!(t.last_deltas(), vec![0, 66500, -65500, 0]);
    assert_eq!(last_chips(&t).0, json!([-1, 24, -22, -1]));
}

/// A whole game's chip settlement worked out by hand (`docs/rulesets/speed-tonpuu.md`, Chips; source L8, L16, L20–L21,
/// L64–L70, L74–L76): four planned hands, chips from every source. Indicators 1z (dora 2z) and ura 1z give no dora.
///
/// | hand | what happens | points | chips |
/// |---|---|---|---|
/// | E1-0 | dealer (P0) open riichi on the first discard, ippatsu tsumo: mangan 4,000 all; the dealer continues | 37,000 / 21,000 / 21,000 / 21,000 | ippatsu 1 from each: +3/−1/−1/−1 |
/// | E1-1 | P2 rons P0's 8s: pinfu, tanyao, red 0p = 3 han 30 fu 3,900 + 1 honba 1,500 | 31,600 / 21,000 / 26,400 / 21,000 | red 1: −1/0/+1/0 |
/// | E2-0 | P3 tsumos suuankou (single yakuman, no items): 16,000 from the dealer P1, 8,000 from P0 and P2 | 23,600 / 5,000 / 18,400 / 53,000 | 5 from each: −5/−5/−5/+15 |
/// | E3-0 | P3 rons P1's 8s: pinfu, tanyao, red 0p, blue 7s = 4 han 30 fu → mangan 8,000 (kiriage). P1 busts (tobi, 1 chip to the winner) and P3 passes 55,000 (called game, 1 chip from each): the game ends | 23,600 / −3,000 / 18,400 / 61,000 | items 3 (red 1 + blue 2) + tobi 1 + called game 3: −1/−5/−1/+7 |
///
/// In-game chips: P0 3 − 1 − 5 − 1 = −4; P1 −1 + 0 − 5 − 5 = −11; P2 −1 + 1 − 5 − 1 = −6; P3 −1 + 0 + 15 + 7 = 21
/// (sum 0). Ranks by points: P3 1st (+13), P0 2nd (+3), P2 3rd (−5), P1 4th (−11) → final −1 / −22 / −11 / 34,
/// worth −5,000 / −110,000 / −55,000 / +170,000 at 5,000 a chip (points in thousands: −5/−110/−55/170).
#[test]
fn full_game_chip_settlement_worked_out_by_hand() {
    let mut t = Scenario::new("speed-tonpuu")
        .hand(0, "234m567p678s1199p")
        .draws("5z1z2z3z9p")
        .indicators("1z")
        .ura("1z")
        .then(0)
        .hand(2, "234m340p345s22p67s")
        .draws("1z9m9p4z8s")
        .indicators("1z")
        .then(1)
        .hand(3, "111m999p333s55s77z")
        .draws("1z2z3z4z9m1p7z")
        .indicators("1z")
        .then(2)
        .hand(3, "234m340p345s22p67Bs")
        .draws("1z9m9p8s")
        .indicators("1z")
        .start();
    // E1-0: open riichi, ippatsu tsumo.
    t.act(0, r#"{"type":"discard","tile":"5z","riichi":true,"open":true,"tsumogiri":true}"#);
    for (s, d) in [(1u8, "1z"), (2, "2z"), (3, "3z")] {
        t.pass_all();
        t.discard(s, d);
    }
    t.pass_all();
    t.act(0, r#"{"type":"tsumo"}"#);
    assert_eq!(last_chips(&t), (json!([3, -1, -1, -1]), json!([3, -1, -1, -1])));
    t.act(0, r#"{"type":"continue"}"#);
    assert_eq!(t.game.round().scores, vec![37000, 21000, 21000, 21000]);
    // E1-1: P2 rons the dealer's 8s.
    for (seat, tile) in [(0u8, "1z"), (1, "9m"), (2, "9p"), (3, "4z"), (0, "8s")] {
        t.pass_all();
        t.discard(seat, tile);
    }
    t.act(2, r#"{"type":"ron"}"#);
    t.pass_all();
    assert_eq!(t.last_deltas(), vec![-5400, 0, 5400, 0]);
    assert_eq!(last_chips(&t), (json!([-1, 0, 1, 0]), json!([2, -1, 0, -1])));
    // E2-0 (P1 deals): P3 tsumos suuankou on its second draw.
    assert_eq!(t.game.round().dealer, 1);
    for (seat, tile) in [(1u8, "1z"), (2, "2z"), (3, "3z"), (0, "4z"), (1, "9m"), (2, "1p")] {
        t.pass_all();
        t.discard(seat, tile);
    }
    t.pass_all();
    t.act(3, r#"{"type":"tsumo"}"#);
    assert_eq!(t.last_deltas(), vec![-8000, -16000, -8000, 32000]);
    assert_eq!(last_chips(&t), (json!([-5, -5, -5, 15]), json!([-3, -6, -5, 14])));
    // E3-0 (P2 deals): P3 rons P1's 8s; tobi and the called game end the game.
    assert_eq!(t.game.round().dealer, 2);
    for (seat, tile) in [(2u8, "1z"), (3, "9m"), (0, "9p"), (1, "8s")] {
        t.pass_all();
        t.discard(seat, tile);
    }
    t.act(3, r#"{"type":"ron"}"#);
    t.pass_all();
    assert_eq!(t.last_deltas(), vec![0, -8000, 0, 8000]);
    assert_eq!(last_chips(&t), (json!([-1, -5, -1, 7]), json!([-4, -11, -6, 21])));
    assert!(t.game.is_over());
    let r = t.game.result().unwrap();
    assert_eq!(r.scores, vec![23600, -3000, 18400, 61000]);
    assert_eq!(r.ranks, vec![2, 4, 3, 1]);
    assert_eq!(r.chips, Some(vec![-1, -22, -11, 34]));
    assert_eq!(r.points, vec![-5.0, -110.0, -55.0, 170.0]);
}

/// Human-input mode (`Game::set_human_input`): the dealer holds a far-from-tenpai hand and draws 2z.
fn human_input_dealer(scores: Option<&[i64]>) -> Table {
    let mut s = Scenario::new("speed-tonpuu").hand(0, "1359m1359p1359s1z").draws("2z").indicators("9m");
    if let Some(sc) = scores {
        s = s.scores(sc);
    }
    let mut t = s.start();
    t.game.set_human_input(true);
    t
}

/// L80–L82 "Chonbo penalty is 3000 all. false pon, chii, kan, riichi calls that are NOT corrected before the
/// next draw receive are chonbo": in human-input mode the dealer declares riichi with a hand that is not tenpai.
/// It pays 3,000 to each other player (−9,000); the declaration is withdrawn (no stick, no riichi) and the
/// dealer still has to discard (`penalty.chombo_replay = false`: the hand goes on). Without human input the same
/// declaration is simply refused (the engine never lets a bot commit it).
#[test]
fn seed_l80_l82_false_riichi_is_a_chombo_of_3000_all() {
    let mut t = human_input_dealer(None);
    let riichi = r#"{"type":"discard","tile":"1z","riichi":true}"#;
    t.game.set_human_input(false);
    assert_eq!(t.try_act(0, riichi).unwrap_err().code, "illegal-action");
    t.game.set_human_input(true);
    let ev: Vec<Value> = t.act(0, riichi).iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    assert_eq!(
        ev,
        vec![json!({"type": "chombo", "seat": 0, "deltas": [-9000, 3000, 3000, 3000],
        "scores": [16000, 28000, 28000, 28000]})]
    );
    assert!(!t.game.view(0).unwrap().seats[0].riichi);
    assert!(t.can(0, r#"{"type":"discard","tile":"1z","tsumogiri":false}"#), "{}", t.legal_json(0));
    t.discard(0, "1z");
    assert_eq!(t.game.round().scores, vec![16000, 28000, 28000, 28000]);
}

/// L82 false pon and false kan: seat 1 holds 22p and is asked about the dealer's 2p; seat 3, not asked (it has
/// no 2p), declares pon anyway: a chombo, 3,000 to each. Seat 1 still answers and the hand goes on. A false
/// ankan on the dealer's own turn (one 1z held) is a chombo as well.
#[test]
fn seed_l82_false_pon_and_false_kan_are_chombo() {
    let mut t = Scenario::new("speed-tonpuu").hand(0, "1359m1359p1359s1z").hand(1, "22p").draws("2p").start();
    t.game.set_human_input(true);
    t.act(0, r#"{"type":"ankan","tile":"1z"}"#);
    assert_eq!(t.game.round().scores, vec![16000, 28000, 28000, 28000]);
    t.discard(0, "2p");
    assert!(t.can(1, r#"{"type":"pass"}"#) && !t.can(3, r#"{"type":"pass"}"#));
    t.act(3, r#"{"type":"pon","tiles":["2p","2p"]}"#);
    assert_eq!(t.game.round().scores, vec![19000, 31000, 31000, 19000]);
    t.act(1, r#"{"type":"pass"}"#);
    assert_eq!(t.game.round().to_act(), vec![1], "seat 1 draws: the hand goes on");
}

/// L84–L86 "Dead hand penalty applies to … false ron and tsumo calls": the dealer (tenpai on 1s/4s with
/// `123m456p789s23s55z`) declares tsumo on a 9m: no points change hands; its hand is dead (event `dead-hand`,
/// `deadHand` in every view). It keeps drawing and discarding but may not win (a 1s discarded later offers it no
/// ron) and is noten at the exhaustive draw, paying the noten penalty.
#[test]
fn seed_l84_l86_false_tsumo_kills_the_hand() {
    let mut t = Scenario::new("speed-tonpuu").hand(0, "123m456p789s23s55z").draws("9m1s").indicators("9p").start();
    t.game.set_human_input(true);
    let ev: Vec<Value> = t.act(0, r#"{"type":"tsumo"}"#).iter().map(|e| serde_json::to_value(e).unwrap()).collect();
    assert_eq!(ev, vec![json!({"type": "dead-hand", "seat": 0, "reason": "false_win"})]);
    assert_eq!(t.game.round().scores, vec![25000; 4]);
    assert!(t.game.view(2).unwrap().seats[0].dead_hand);
    assert!(t.legal(0).iter().all(|a| a["type"] == "discard" && a["riichi"] == false), "{}", t.legal_json(0));
    t.act(0, r#"{"type":"discard","tile":"9m","tsumogiri":true}"#);
    t.pass_all();
    t.act(1, r#"{"type":"discard","tile":"1s","tsumogiri":true}"#);
    assert!(!t.can(0, r#"{"type":"ron"}"#), "a dead hand cannot win");
    tsumogiri_to_end(&mut t);
    let draw = &t.events_of("ryuukyoku")[0];
    assert!(!draw["tenpai"].as_array().unwrap().contains(&json!(0)), "{draw}");
    assert!(t.last_deltas()[0] < 0 || draw["tenpai"].as_array().unwrap().is_empty(), "the dead dealer pays noten");
}

/// L86 false ron: seat 1 is asked about the dealer's 2p (it holds 22p); seat 2 declares ron with a hand that
/// does not win: its hand is dead and the claim window goes on.
#[test]
fn seed_l86_false_ron_kills_the_hand() {
    let mut t = Scenario::new("speed-tonpuu").hand(1, "22p").draws("2p").start();
    t.game.set_human_input(true);
    t.discard(0, "2p");
    t.act(2, r#"{"type":"ron"}"#);
    assert_eq!(t.events_of("dead-hand"), vec![json!({"type": "dead-hand", "seat": 2, "reason": "false_win"})]);
    assert_eq!(t.game.round().scores, vec![25000; 4]);
    t.act(1, r#"{"type":"pass"}"#);
    assert_eq!(t.game.round().to_act(), vec![1]);
}

/// L87 "kuikae": seat 1 pons the dealer's 2p with 22p from `222p…` and discards its third 2p, a swap call the
/// engine refuses; in human-input mode the discard stands and seat 1's hand is dead.
#[test]
fn seed_l87_kuikae_discard_kills_the_hand() {
    let mut t = Scenario::new("speed-tonpuu").hand(1, "222p").draws("2p").start();
    t.discard(0, "2p");
    t.act(1, r#"{"type":"pon","tiles":["2p","2p"]}"#);
    t.pass_all();
    assert!(t.try_act(1, r#"{"type":"discard","tile":"2p"}"#).is_err(), "kuikae is refused");
    t.game.set_human_input(true);
    t.act(1, r#"{"type":"discard","tile":"2p"}"#);
    assert_eq!(t.events_of("dead-hand"), vec![json!({"type": "dead-hand", "seat": 1, "reason": "kuikae"})]);
    assert_eq!(t.events_of("discard").last().unwrap()["tile"], "2p");
    assert!(t.game.view(1).unwrap().seats[1].dead_hand);
}

/// `docs/RULESET.md` Q-S9 "called game … after every settlement (wins, draws, chombo)" and Q-S8 (a chombo bust pays no
/// tobi chip): seat 1 at 53,000 receives 3,000 from the dealer's false riichi → 56,000: the game ends at once and seat
/// 1 takes 1 chip from each. Scores 11,000 / 56,000 / 23,000 / 10,000 → ranks 3, 1, 2, 4: chips −1−5 / 3+13 / −1+3 /
/// −1−11 = −6 / 16 / 2 / −12.
#[test]
fn chombo_that_lifts_a_player_to_55000_calls_the_game() {
    let mut t = human_input_dealer(Some(&[20000, 53000, 20000, 7000]));
    t.act(0, r#"{"type":"discard","tile":"1z","riichi":true}"#);
    assert!(t.game.is_over());
    let r = t.game.result().unwrap();
    assert_eq!(r.scores, vec![11000, 56000, 23000, 10000]);
    assert_eq!(r.chips, Some(vec![-6, 16, 2, -12]));
}

/// L94 optional "Special abortive draw: before the dealer's first discard, every player agrees to abort. This abort
/// does not increase honba." Off by default (no `abort` action). With `abort.by_agreement` on, at E1 with 2 honba
/// the dealer proposes it on its first turn; the three others are asked (`abort` or `pass`). When all agree the
/// hand is drawn (reason `agreement`, no payments, no yame question) and dealt again: E1, still 2 honba.
#[test]
fn seed_l94_optional_abort_by_agreement_keeps_the_honba() {
    let t = Scenario::new("speed-tonpuu").start();
    assert!(!t.can(0, r#"{"type":"abort"}"#), "off by default");
    let mut t = Scenario::new("speed-tonpuu").rules(|r| r.abort.by_agreement = true).at(0, 2, 0).start();
    t.act(0, r#"{"type":"abort"}"#);
    assert_eq!(t.game.status().phase, "claims");
    assert_eq!(t.game.round().to_act(), vec![1, 2, 3]);
    assert_eq!(t.legal(1), vec![json!({"type": "abort"}), json!({"type": "pass"})]);
    for s in 1..4 {
        t.act(s, r#"{"type":"abort"}"#);
    }
    assert_eq!(t.events_of("ryuukyoku")[0]["reason"], "agreement");
    assert_eq!(t.last_deltas(), vec![0; 4]);
    assert_ne!(t.game.status().phase, "dealer-choice");
    let deal = t.events_of("deal").pop().unwrap();
    assert_eq!((deal["round"].as_str().unwrap(), deal["honba"].as_u64().unwrap()), ("E1", 2));
}

/// L94: one "no" keeps the hand going: the dealer is back on its first turn, and the proposal is not offered
/// again.
#[test]
fn seed_l94_abort_by_agreement_needs_every_player() {
    let mut t = Scenario::new("speed-tonpuu").rules(|r| r.abort.by_agreement = true).draws("1z").start();
    t.act(0, r#"{"type":"abort"}"#);
    t.act(1, r#"{"type":"abort"}"#);
    // Even in human-input mode a "ron" on a proposal is no declaration at all: refused, no dead hand.
    t.game.set_human_input(true);
    assert!(t.try_act(2, r#"{"type":"ron"}"#).is_err());
    t.game.set_human_input(false);
    t.act(2, r#"{"type":"pass"}"#);
    t.act(3, r#"{"type":"abort"}"#);
    assert!(t.events_of("ryuukyoku").is_empty());
    assert_eq!(t.game.round().to_act(), vec![0]);
    assert!(!t.can(0, r#"{"type":"abort"}"#));
    t.discard(0, "1z");
}
