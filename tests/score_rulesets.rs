//! Scoring under the non-Tenhou presets. Every expected value is worked out by hand from the rule named in the test
//! (the ruleset pages in `docs/rulesets/`; `Q-…` ids are the rule decisions of `docs/RULESET.md`), not taken from
//! the engine.

mod common;

use common::score::{expect_err, yaku};
use tenpai::score::{score, Deltas, ScoreRequest, ScoreResult};

fn request(json: &str) -> ScoreRequest {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("test request {json}: {e}"))
}

fn ok(json: &str) -> ScoreResult {
    score(&request(json)).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn err(json: &str) -> tenpai::Error {
    expect_err(&request(json), json)
}

/// Entries as "id points", sorted.
fn points(r: &ScoreResult) -> Vec<String> {
    let mut v: Vec<String> =
        r.yaku.iter().map(|y| format!("{} {}", y.id, y.points.expect("every Toutenkou entry has points"))).collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn three(e: i64, s: i64, w: i64) -> Deltas {
    Deltas { e, s, w, n: None }
}

/// The entries add up to the hand value P, and han/fu are 0 (`docs/API.md`: Toutenkou results).
fn check_shape(r: &ScoreResult, p: i64) {
    assert_eq!(r.yaku.iter().map(|y| y.points.unwrap()).sum::<i64>(), p, "entries add up to P: {r:?}");
    assert_eq!((r.han, r.fu), (0, 0));
    assert!(r.fu_parts.is_empty());
}

#[test]
fn example_a_closed_tsumo_with_gari_is_10_from_each() {
    // Toutenkou example A: non-dealer C (West), riichi, menzen tsumo, pinfu, tanyao, 1 dora (indicator 1p -> 2p),
    // 4z and 1m set aside, 0 honba: 2 + 1 + 1 + 1 + 1 + 1 (dora) + 1 (menzen) + 2 (gari) = 10 from A and B;
    // one riichi deposit on the table goes to C too.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"W",
        "riichi":true,"dora":"1p","nukidora":"4z1m","riichiSticks":1}"#);
    assert_eq!(
        points(&r),
        sorted(&["riichi 1", "menzen-tsumo 1", "pinfu 1", "tanyao 1", "dora 1", "menzen 1", "gari 2", "banban 2"])
    );
    check_shape(&r, 10);
    assert_eq!(r.total, 20);
    assert_eq!(r.deltas, three(-10, -10, 21));
}

#[test]
fn example_b_dealer_ron_open_crow_is_25() {
    // Example B: dealer pons 6z, pinzu honitsu by ron, never touched a gari tile, 1 honba:
    // 2 + 1 (hatsu) + 2 (honitsu open) + 1 (oya) + 1 (honba) + 8 (ron) + 10 (open crow) = 25 from the discarder.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"2344567788p","melds":[{"type":"pon","tiles":"666z"}],
        "winTile":"8p","discarder":"S","honba":1,"discards":"3s7s2z"}"#);
    assert_eq!(
        points(&r),
        sorted(&["yakuhai-hatsu 1", "honitsu 2", "oya 1", "honba 1", "ron 8", "karasu 10", "banban 2"])
    );
    check_shape(&r, 25);
    assert_eq!(r.deltas, three(25, -25, 0));
}

#[test]
fn example_c_yakuman_drops_dora_and_the_red_part_of_a_gari() {
    // Example C: non-dealer B, closed suuankou tsumo, gari 0m 5m 4z: 20 + 2 + 1 (menzen) + 3 (gari) = 26 from each.
    // The dora indicator 3z makes the set-aside 4z a dora, which a yakuman replaces as well.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"111p222p333s77s99s","winTile":"7s","tsumo":true,"seatWind":"S",
        "dora":"3z","nukidora":"0m5m4z"}"#);
    assert_eq!(points(&r), sorted(&["suuankou 20", "banban 2", "menzen 1", "gari 3"]));
    check_shape(&r, 26);
    assert_eq!((r.yakuman, r.limit.as_str()), (1, "yakuman"));
    assert_eq!(r.deltas, three(-26, 52, -26));
}

#[test]
fn a_yakuman_replaces_a_counted_reading_that_would_pay_more() {
    // 222p 333p 444p 66p 88p + 6p tsumo is suuankou (20). Read as 234p x3 666p 88p it is riichi 1 + menzen tsumo 1
    // + tanyao 1 + iipeikou 1 + chinitsu 6 + 11 dora (indicators 1p 3p, ura 5p 7p: 222p 444p 666p 88p) = 21.
    // toutenkou.md §2: a yakuman replaces every regular yaku and all dora, and common.md §7: when any yakuman
    // applies, only yakuman count. So 20 + 2 (banban) + 1 (menzen) + 20 (closed crow: no gari tile anywhere) = 43.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"2223334446688p","winTile":"6p","tsumo":true,"seatWind":"S",
        "riichi":true,"dora":"1p3p","ura":"5p7p"}"#);
    assert_eq!(points(&r), sorted(&["suuankou 20", "banban 2", "menzen 1", "karasu 20"]));
    check_shape(&r, 43);
    assert_eq!((r.yakuman, r.limit.as_str()), (1, "yakuman"));
}

#[test]
fn yakuman_20_each_daisangen_and_tsuuiisou_stack_to_40_plus_bonuses() {
    // Value table, yakuman row "20 per yakuman" + example C "Daisangen + tsuuiisou would be 40 + bonuses": closed ron,
    // no gari anywhere: 40 + 2 (banban) + 1 (menzen) + 8 (ron) + 20 (closed crow) = 71.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"555666777z11z22z","winTile":"2z","seatWind":"S","discarder":"W"}"#);
    assert_eq!(points(&r), sorted(&["daisangen 20", "tsuuiisou 20", "banban 2", "menzen 1", "ron 8", "karasu 20"]));
    check_shape(&r, 71);
    assert_eq!(r.deltas, three(0, 71, -71));
}

#[test]
fn example_d_set_and_dora_on_gari() {
    // Example D: indicator 3z (dora 4z); 4z set aside twice and 44z as the pair: gari 2 x (1 + 1 dora) = 4, set 4,
    // the pair 2 dora. Whole hand (West, riichi pinfu ron off East): 2 + 1 + 1 + 4 dora + 1 (menzen) + 2 (gari)
    // + 4 (set) + 8 (ron) = 23.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p345s67s44z","winTile":"8s","seatWind":"W","discarder":"E",
        "riichi":true,"dora":"3z","nukidora":"44z"}"#);
    assert_eq!(
        points(&r),
        sorted(&["riichi 1", "pinfu 1", "dora 4", "menzen 1", "gari 2", "set 4", "ron 8", "banban 2"])
    );
    check_shape(&r, 23);
    assert_eq!(r.deltas, three(-23, 0, 23));
}

#[test]
fn red_gari_is_worth_2() {
    // Value table, gari row: "[0m] is also a red dora, so it is worth 2 points": gari 1 + red 1.
    // Non-dealer tsumo, menzen tsumo + pinfu + tanyao: 2 + 3 + 1 (red) + 1 (menzen) + 1 (gari) = 8 from each.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"S",
        "nukidora":"0m"}"#);
    assert_eq!(
        points(&r),
        sorted(&["menzen-tsumo 1", "pinfu 1", "tanyao 1", "red 1", "menzen 1", "gari 1", "banban 2"])
    );
    check_shape(&r, 8);
    assert_eq!(r.deltas, three(-8, 16, -8));
}

#[test]
fn minkan_2_ankan_4_and_open_crow() {
    // Value table: minkan 2 each, ankan 4 each; the daiminkan opens the hand: open crow 10, no menzen.
    // Tanyao ron: 2 + 1 + 2 + 4 + 8 (ron) + 10 = 27.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"345678p7s","winTile":"7s","seatWind":"S","discarder":"E",
        "melds":[{"type":"daiminkan","tiles":"2222p"},{"type":"ankan","tiles":"3333s"}]}"#);
    assert_eq!(points(&r), sorted(&["tanyao 1", "minkan 2", "ankan 4", "ron 8", "karasu 10", "banban 2"]));
    check_shape(&r, 27);
    assert_eq!(r.deltas, three(-27, 27, 0));
}

#[test]
fn crow_needs_no_gari_in_the_discards() {
    // Value table, karasu: "has discarded no gari tile this hand". Example B with a 9m among the discards: 25 - 10 =
    // 15.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"2344567788p","melds":[{"type":"pon","tiles":"666z"}],
        "winTile":"8p","discarder":"S","honba":1,"discards":"3s9m2z"}"#);
    check_shape(&r, 15);
    assert!(!r.yaku.iter().any(|y| y.id == "karasu"));
}

#[test]
fn closed_crow_is_20() {
    // Value table, karasu closed 20: tanyao pinfu tsumo, non-dealer, nothing gari: 2 + 3 + 1 (menzen) + 20 = 26 each.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"S"}"#);
    assert_eq!(points(&r), sorted(&["menzen-tsumo 1", "pinfu 1", "tanyao 1", "menzen 1", "karasu 20", "banban 2"]));
    assert_eq!(r.deltas, three(-26, 52, -26));
}

#[test]
fn all_gari_20_stacks_with_gari_and_set() {
    // Value table: all gari 20 (all 16 gari tiles), stacking with gari (16 x 1) and set (4 x 4) (Q-T9); the red 0m adds
    // 1. Tanyao pinfu tsumo: 2 + 3 + 1 (red) + 1 (menzen) + 16 + 16 + 20 = 59 from each.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"S",
        "nukidora":"1111m0555m9999m4444z"}"#);
    assert_eq!(
        points(&r),
        sorted(&[
            "menzen-tsumo 1",
            "pinfu 1",
            "tanyao 1",
            "red 1",
            "menzen 1",
            "gari 16",
            "set 16",
            "all-gari 20",
            "banban 2"
        ])
    );
    assert_eq!(r.deltas, three(-59, 118, -59));
}

#[test]
fn set_counts_copies_in_the_hand_too() {
    // Value table, set: "Does not require the gari tiles to be called": 1m ankan counts, with no gari point.
    // Riichi tsumo, non-dealer: 2 + riichi 1 + menzen tsumo 1 + menzen 1 + ankan 4 + set 4 = 13 from each.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3459s","winTile":"9s","tsumo":true,"seatWind":"S",
        "riichi":true,"melds":[{"type":"ankan","tiles":"1111m"}]}"#);
    assert_eq!(points(&r), sorted(&["riichi 1", "menzen-tsumo 1", "menzen 1", "ankan 4", "set 4", "banban 2"]));
    assert_eq!(r.deltas, three(-13, 26, -13));
}

#[test]
fn a_regular_yaku_is_required() {
    // "A hand is legal only with >= 1 regular yaku": an open yakuless hand with red five, gari and crow-free
    // bonuses is still not a win.
    let e = err(r#"{"ruleset":"toutenkou","hand":"340p11p678s34s","melds":[{"type":"pon","tiles":"222p"}],
        "winTile":"5s","seatWind":"S","discarder":"E","nukidora":"4z"}"#);
    assert_eq!(e.code, "no-yaku");
}

#[test]
fn manzu_indicators_follow_example_e() {
    // Example E: indicator 9m -> 1m is dora, 1m -> 9m, 5m -> nothing. Gari set aside: 1m and 9m (each 1 point).
    // Closed crow is lost. Tanyao pinfu tsumo, non-dealer: 2 + 3 + 1 (menzen) + 2 (gari) = 8, plus dora.
    let base = r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"S",
        "nukidora":"1m9m","dora":"IND"}"#;
    for (ind, want) in [("9m", 9), ("1m", 9), ("5m", 8)] {
        let r = ok(&base.replace("IND", ind));
        assert_eq!(r.deltas.s, 2 * want, "indicator {ind}");
    }
}

#[test]
fn pao_ron_is_split_with_the_odd_point_on_the_discarder() {
    // toutenkou.md `pao.payment`: ron: liable and discarder pay P/2 each, the discarder the odd point.
    // Daisangen ron (777z pon fed by West), no gari, 1 honba: 20 + 2 + 1 (honba) + 8 (ron) + 10 (open crow) = 41:
    // West pays 20, the discarder East 21.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"555z66z234p99p","melds":[{"type":"pon","tiles":"777z"}],
        "winTile":"6z","seatWind":"S","discarder":"E","pao":"W","honba":1}"#);
    check_shape(&r, 41);
    assert_eq!(r.deltas, three(-21, 41, -20));
}

#[test]
fn pao_tsumo_liable_pays_both_shares() {
    // `pao.payment`: tsumo: the liable player pays 2 x P. Same hand by tsumo, 0 honba:
    // 20 + 2 + 10 (open crow) = 32, West pays 64.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"555z66z234p99p","melds":[{"type":"pon","tiles":"777z"}],
        "winTile":"6z","seatWind":"S","tsumo":true,"pao":"W"}"#);
    check_shape(&r, 32);
    assert_eq!(r.deltas, three(0, 64, -64));
}

// ---- McGill (`docs/rulesets/mcgill.md`) -----------------------------------------------------------------------

fn four(e: i64, s: i64, w: i64, n: i64) -> Deltas {
    Deltas { e, s, w, n: Some(n) }
}

#[test]
fn mcgill_double_limit_daisuushii() {
    // mcgill.md `yaku.double_yakuman`: Big Four Winds is a double limit. Non-dealer ron: 2 x 32,000 = 64,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"222333444z5p","melds":[{"type":"pon","tiles":"111z"}],"winTile":"5p",
        "seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["daisuushii x2"]);
    assert_eq!(r.deltas, four(-64000, 64000, 0, 0));
}

#[test]
fn mcgill_double_limit_kokushi_13_wait() {
    // `yaku.double_yakuman`: 13-way thirteen orphans. Non-dealer ron: 64,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"19m19p19s1234567z","winTile":"1m","seatWind":"S","discarder":"W"}"#);
    assert_eq!(yaku(&r), ["kokushi-13 x2"]);
    assert_eq!(r.total, 64000);
}

#[test]
fn mcgill_daichisei_is_double_and_replaces_tsuuiisou() {
    // Limit hands: daichisei ★★: seven honour pairs, replaces tsuuiisou (Q-M10). Non-dealer ron: 64,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"1122334455667z","winTile":"7z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["daichisei x2"]);
    assert_eq!(r.total, 64000);
    // Tenhou has no daichisei: the same hand is tsuuiisou, one limit.
    let t = ok(r#"{"hand":"1122334455667z","winTile":"7z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&t), ["tsuuiisou x1"]);
}

#[test]
fn mcgill_daisharin_is_a_limit_instead_of_chinitsu() {
    // Limit hands: daisharin ★: closed 22334455667788p. Non-dealer ron 32,000. Under Tenhou the same hand is
    // chinitsu 6 + ryanpeikou 3 + pinfu 1 + tanyao 1 = 11 han: sanbaiman, 24,000.
    let json = r#"{"ruleset":"RULES","hand":"2233445566778p","winTile":"8p","seatWind":"S","discarder":"E"}"#;
    let r = ok(&json.replace("RULES", "mcgill"));
    assert_eq!(yaku(&r), ["daisharin x1"]);
    assert_eq!(r.total, 32000);
    let t = ok(&json.replace("RULES", "tenhou"));
    assert_eq!((t.limit.as_str(), t.total), ("sanbaiman", 24000));
}

#[test]
fn mcgill_renhou_is_a_limit_hand_without_other_yaku() {
    // `yaku.renhou = yakuman`; limit hands: "other yaku not needed". Non-dealer ron: 32,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"123m456p789s11z22p","winTile":"2p","seatWind":"S","discarder":"E",
        "renhou":true}"#);
    assert_eq!(yaku(&r), ["renhou x1"]);
    assert_eq!(r.total, 32000);
}

#[test]
fn mcgill_paarenchan_is_a_limit_hand_that_needs_a_yaku() {
    // Limit hands: paarenchan ★: "hand must be a legal win with a yaku". Dealer ron with pinfu tanyao: 48,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"234567p3456722s","winTile":"8s","discarder":"S","paarenchan":true}"#);
    assert_eq!(yaku(&r), ["paarenchan x1"]);
    assert_eq!(r.deltas, four(48000, -48000, 0, 0));
    let e = err(r#"{"ruleset":"mcgill","hand":"123m456p789s11z22p","winTile":"2p","discarder":"S",
        "paarenchan":true}"#);
    assert_eq!(e.code, "no-yaku");
    // Tenhou has no paarenchan: the flag adds nothing (pinfu tanyao, 2 han 30 fu dealer ron = 2,900).
    let t = ok(r#"{"hand":"234567p3456722s","winTile":"8s","discarder":"S","paarenchan":true}"#);
    assert_eq!(t.total, 2900);
}

#[test]
fn mcgill_stacked_limits_little_four_winds_all_honors() {
    // `yaku.yakuman_stack`: "multiple limit hands (such as a Little Four Winds All Honors)". Non-dealer ron:
    // 2 x 32,000 = 64,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"111222333z44z55z","winTile":"5z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["shousuushii x1", "tsuuiisou x1"]);
    assert_eq!(r.total, 64000);
}

#[test]
fn mcgill_kazoe_yakuman() {
    // `yaku.kazoe = yakuman_single`: riichi 1 + menzen tsumo 1 + pinfu 1 + tanyao 1 + iipeikou 1 + chinitsu 6
    // + 2 dora (indicator 1p) = 13 han: non-dealer tsumo 8,000 / 16,000 = 32,000.
    let r = ok(r#"{"ruleset":"mcgill","hand":"2334445667888p","winTile":"2p","tsumo":true,"seatWind":"S",
        "riichi":true,"dora":"1p"}"#);
    assert_eq!((r.han, r.yakuman, r.total), (13, 1, 32000));
    assert!(r.yaku.iter().any(|y| y.id == "kazoe-yakuman"));
    assert_eq!(r.deltas, four(-16000, 32000, -8000, -8000));
}

#[test]
fn mcgill_not_valid_list_stays_invalid() {
    // `yaku.local` OFF: thirteen disconnected tiles and open riichi are not valid.
    let e = err(r#"{"ruleset":"mcgill","hand":"147m258p369s1234z","winTile":"5z","tsumo":true,"seatWind":"S"}"#);
    assert_eq!(e.code, "not-a-win");
    let e = err(r#"{"ruleset":"mcgill","hand":"234567p3456722s","winTile":"8s","seatWind":"S","openRiichi":true}"#);
    assert_eq!(e.code, "bad-request");
}

#[test]
fn mcgill_double_wind_pair_is_4_fu() {
    // `fu.double_wind_pair = 4`: dealer East in the East round, riichi ron: 20 + 10 (closed ron) + 8 (999s
    // concealed) + 4 (11z pair) = 42 -> 50 fu; 1 han 50 fu dealer ron = 2,400 (with 2 fu it would be 40 fu, 2,000).
    let r = ok(r#"{"ruleset":"mcgill","hand":"234567p999s34s11z","winTile":"5s","discarder":"S","riichi":true}"#);
    assert_eq!((r.han, r.fu, r.total), (1, 50, 2400));
}

#[test]
fn mcgill_kiriage_mangan() {
    // `score.kiriage = true`: 4 han 30 fu is a mangan. Riichi pinfu tanyao + 1 dora, non-dealer ron: 8,000
    // (Tenhou: 7,700).
    let json = r#"{"ruleset":"RULES","hand":"234567p3456722s","winTile":"8s","seatWind":"S","discarder":"E",
        "riichi":true,"dora":"1p"}"#;
    let r = ok(&json.replace("RULES", "mcgill"));
    assert_eq!((r.han, r.fu, r.limit.as_str(), r.total), (4, 30, "mangan", 8000));
    assert_eq!(ok(&json.replace("RULES", "tenhou")).total, 7700);
}

#[test]
fn mcgill_example_b_daiminkan_rinshan_is_a_ron_off_the_feeder() {
    // docs/rulesets/mcgill.md example B: chun 1 + rinshan 1 = 2 han; fu 20 + 16 (open 7z quad) + 4 (888s) = 40; the
    // feeder pays 2,600 + 300 per honba. Under Tenhou the same hand is a tsumo: 50 fu, 800 / 1,600.
    let json = r#"{"ruleset":"RULES","hand":"234m56p888s11s","melds":[{"type":"daiminkan","tiles":"7777z"}],
        "winTile":"4p","tsumo":true,"rinshan":true,"seatWind":"S","kanFeeder":"E","honba":1}"#;
    let r = ok(&json.replace("RULES", "mcgill"));
    assert_eq!(yaku(&r), ["rinshan 1", "yakuhai-chun 1"]);
    assert_eq!((r.han, r.fu), (2, 40));
    assert_eq!(r.deltas, four(-2900, 2900, 0, 0));
    let t = ok(&json.replace("RULES", "tenhou"));
    assert_eq!((t.fu, t.deltas.clone()), (50, four(-1700, 3500, -900, -900)));
}

#[test]
fn kan_feeder_needs_a_daiminkan_rinshan_tsumo() {
    let e = err(r#"{"ruleset":"mcgill","hand":"234m56p888s11s","melds":[{"type":"pon","tiles":"777z"}],
        "winTile":"4p","tsumo":true,"seatWind":"S","kanFeeder":"E"}"#);
    assert_eq!(e.code, "bad-request");
}

// ---- Speed Tonpuu (`docs/rulesets/speed-tonpuu.md`) -----------------------------------------------------------

#[test]
fn speed_tonpuu_honba_is_500_per_player() {
    // `score.honba_tsumo_each` 500 (basengo). Non-dealer tsumo, menzen tsumo + pinfu + tanyao = 3 han 20 fu
    // (basic 640): 1,300 from the dealer, 700 from each other; 2 honba add 1,000 to each payment. No chip items.
    let r = ok(r#"{"ruleset":"speed-tonpuu","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"S",
        "honba":2}"#);
    assert_eq!(r.deltas, four(-2300, 5700, -1700, -1700));
    assert_eq!(r.chips, Some(four(0, 0, 0, 0)));
}

#[test]
fn speed_tonpuu_item_chips_red_blue_ippatsu_ura_on_ron() {
    // Chips: red 1, blue 2 each, ippatsu 1, each ura 1; ron: the discarder pays them once.
    // Hand with 0p and 7Bp, riichi ippatsu ron, ura indicator 1s (22s pair = 2 ura): 1 + 2 + 1 + 2 = 6 chips.
    // Han: riichi 1 + ippatsu 1 + pinfu 1 + tanyao 1 + red 1 + blue 1 + ura 2 = 8: baiman, 16,000.
    let r = ok(r#"{"ruleset":"speed-tonpuu","hand":"234067Bp3456722s","winTile":"8s","seatWind":"S","discarder":"E",
        "riichi":true,"ippatsu":true,"ura":"1s"}"#);
    assert_eq!((r.han, r.red, r.blue, r.ura, r.total), (8, 1, 1, 2, 16000));
    assert_eq!(r.chips, Some(four(-6, 6, 0, 0)));
}

#[test]
fn speed_tonpuu_yakuman_tsumo_is_5_chips_from_each_and_pao_pays_all() {
    // Yakuman chips: tsumo 5 from each other player; `pao.payment`: the liable player covers the full chips (3 x 5).
    let json = r#"{"ruleset":"speed-tonpuu","hand":"666777z234p9p","melds":[{"type":"pon","tiles":"555z"}],
        "winTile":"9p","tsumo":true,"seatWind":"S"PAO}"#;
    let r = ok(&json.replace("PAO", ""));
    assert_eq!(yaku(&r), ["daisangen x1"]);
    assert_eq!(r.chips, Some(four(-5, 15, -5, -5)));
    let r = ok(&json.replace("PAO", r#","pao":"W""#));
    assert_eq!(r.chips, Some(four(0, 15, -15, 0)));
    assert_eq!(r.deltas, four(0, 32000, -32000, 0));
}

#[test]
fn speed_tonpuu_yakuman_ron_is_10_chips_per_count_incl_kazoe() {
    // Chips: "yakuman, per yakuman count (incl. kazoe)": ron 10 from the discarder. The McGill kazoe hand (13 han) by
    // ron off East: 10 chips; its 2 dora are indicator dora, not chip items.
    let r = ok(r#"{"ruleset":"speed-tonpuu","hand":"2334445667888p","winTile":"2p","seatWind":"S","discarder":"E",
        "riichi":true,"dora":"1p"}"#);
    // riichi 1 + pinfu 1 + tanyao 1 + iipeikou 1 + chinitsu 6 + 2 dora = 12 han: sanbaiman, no yakuman chips.
    assert_eq!((r.han, r.yakuman), (12, 0));
    assert_eq!(r.chips, Some(four(0, 0, 0, 0)));
    let r = ok(r#"{"ruleset":"speed-tonpuu","hand":"2334445667888p","winTile":"2p","seatWind":"S","discarder":"E",
        "riichi":true,"ippatsu":true,"dora":"1p"}"#);
    // + ippatsu = 13 han: kazoe yakuman, 10 chips + 1 ippatsu chip.
    assert_eq!((r.han, r.yakuman, r.total), (13, 1, 32000));
    assert_eq!(r.chips, Some(four(-11, 11, 0, 0)));
}

#[test]
fn speed_tonpuu_open_riichi_is_2_han_and_3_on_the_first_discard() {
    // `riichi.open_riichi`: 2 han, 3 han if on the first discard (replaces double riichi).
    let json = r#"{"ruleset":"speed-tonpuu","hand":"234567p3456722s","winTile":"8s","seatWind":"S","discarder":"E",
        "openRiichi":true DOUBLE}"#;
    let r = ok(&json.replace("DOUBLE", ""));
    assert_eq!(yaku(&r), ["open-riichi 2", "pinfu 1", "tanyao 1"]);
    let r = ok(&json.replace("DOUBLE", r#","doubleRiichi":true"#));
    assert_eq!(yaku(&r), ["open-riichi 3", "pinfu 1", "tanyao 1"]);
}

#[test]
fn speed_tonpuu_kansai_chiitoi_1_quad_plus_1_2_quads_plus_3_3_quads_yakuman() {
    // Kansai chiitoi: a kind held four times counts as two pairs; q=1 -> +1 han, q=2 -> +3 han, q=3 -> yakuman.
    // Non-dealer ron off East. 1 quad: chiitoitsu 2 + 1 = 3 han 25 fu = 3,200.
    let r = ok(r#"{"ruleset":"speed-tonpuu","hand":"2222p33445566s7z","winTile":"7z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["chiitoitsu 2", "kansai-quads 1"]);
    assert_eq!((r.han, r.fu, r.total), (3, 25, 3200));
    // 2 quads: 2 + 3 = 5 han, mangan 8,000.
    let r =
        ok(r#"{"ruleset":"speed-tonpuu","hand":"2222p4444s5566s7z","winTile":"7z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["chiitoitsu 2", "kansai-quads 3"]);
    assert_eq!(r.total, 8000);
    // 3 quads: yakuman 32,000 and 10 yakuman chips.
    let r =
        ok(r#"{"ruleset":"speed-tonpuu","hand":"2222p4444s6666s7z","winTile":"7z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["kansai-quads x1"]);
    assert_eq!((r.total, r.chips.clone()), (32000, Some(four(-10, 10, 0, 0))));
    // Tenhou: four of a kind is not two pairs.
    let e = err(r#"{"hand":"2222p33445566s7z","winTile":"7z","seatWind":"S","discarder":"E"}"#);
    assert_eq!(e.code, "not-a-win");
}

#[test]
fn speed_tonpuu_gold_tile_is_a_1_han_yaku_and_1_chip() {
    // Gold: 1 han (closed and open), counts as a yaku; 1 chip.
    // Closed pinfu tanyao + gold ron: 3 han 30 fu non-dealer = 3,900.
    let r =
        ok(r#"{"ruleset":"speed-tonpuu","hand":"2345Gp67p3456722s","winTile":"8s","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["gold-tile 1", "pinfu 1", "tanyao 1"]);
    assert_eq!((r.han, r.fu, r.gold, r.total), (3, 30, 1, 3900));
    assert_eq!(r.chips, Some(four(-1, 1, 0, 0)));
    // Open hand whose only yaku is gold: 20 + 4 (open 999m) = 24 -> 30 fu, 1 han non-dealer ron = 1,000.
    let r = ok(r#"{"ruleset":"speed-tonpuu","hand":"1235Gp67p45s11s","melds":[{"type":"pon","tiles":"999m"}],
        "winTile":"6s","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["gold-tile 1"]);
    assert_eq!((r.han, r.fu, r.total), (1, 30, 1000));
}

/// `yaku.disabled` switches a standard yaku off everywhere: every hand of Tenhou's own scored wins
/// (`tests/data/score/tenhou-4p.jsonl`) that has the yaku under Tenhou rules, scored again with that one yaku
/// disabled, either loses it or has no yaku left (`no-yaku`). Each yaku is tried on up to 40 hands.
#[test]
fn a_disabled_standard_yaku_is_never_awarded() {
    use std::collections::BTreeMap;
    use tenpai::rules::Ruleset;
    use tenpai::score::RulesetRef;
    use tenpai::yaku::{Yaku, STANDARD};

    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/score/tenhou-4p.jsonl"))
        .expect("tenhou-4p corpus");
    let mut hands: BTreeMap<String, Vec<ScoreRequest>> = BTreeMap::new();
    for line in text.lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("corpus line");
        let req: ScoreRequest = serde_json::from_value(record["request"].clone()).expect("corpus request");
        let Ok(result) = score(&req) else { continue };
        for y in &result.yaku {
            let list = hands.entry(y.id.to_string()).or_default();
            if list.len() < 40 {
                list.push(req.clone());
            }
        }
    }
    let mut tried = 0;
    for y in STANDARD {
        if matches!(y, Yaku::KazoeYakuman | Yaku::NagashiMangan) {
            continue;
        }
        let Some(requests) = hands.get(y.id()) else { continue };
        let mut rules = Ruleset::preset("tenhou").expect("tenhou preset");
        rules.yaku.disabled = vec![y];
        let rules = RulesetRef::Rules(Box::new(rules));
        for req in requests {
            let req = ScoreRequest { ruleset: Some(rules.clone()), ..req.clone() };
            match score(&req) {
                Ok(r) => assert!(r.yaku.iter().all(|x| x.id != y.id()), "{} still awarded: {}", y.id(), req.hand),
                Err(e) => assert_eq!(e.code, "no-yaku", "{} disabled: {}: {}", y.id(), req.hand, e.message),
            }
        }
        tried += 1;
    }
    // The corpus holds every common yaku; fewer would mean the test no longer reaches them.
    assert!(tried >= 30, "only {tried} standard yaku found in the corpus");
}
