//! Scoring under the non-Tenhou presets. Every expected value is worked out by hand from the spec line named in the
//! test (`../shared/rules/toutenkou.md` §2–3), not taken from the engine.

use tenpai::score::{score, Deltas, ScoreRequest, ScoreResult};

fn request(json: &str) -> ScoreRequest {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("test request {json}: {e}"))
}

fn ok(json: &str) -> ScoreResult {
    score(&request(json)).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn err(json: &str) -> tenpai::Error {
    match score(&request(json)) {
        Ok(r) => panic!("{json}: expected an error, got {r:?}"),
        Err(e) => e,
    }
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

/// The entries add up to the hand value P, and han/fu are 0 (api.md: Toutenkou results).
fn check_shape(r: &ScoreResult, p: i64) {
    assert_eq!(r.yaku.iter().map(|y| y.points.unwrap()).sum::<i64>(), p, "entries add up to P: {r:?}");
    assert_eq!((r.han, r.fu), (0, 0));
    assert!(r.fu_parts.is_empty());
}

#[test]
fn example_a_closed_tsumo_with_gari_is_10_from_each() {
    // toutenkou.md §3 A: non-dealer C (West), riichi, menzen tsumo, pinfu, tanyao, 1 dora (indicator 1p -> 2p),
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
    // §3 B: dealer pons 6z, pinzu honitsu by ron, never touched a gari tile, 1 honba:
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
    // §3 C: non-dealer B, closed suuankou tsumo, gari 0m 5m 4z: 20 + 2 + 1 (menzen) + 3 (gari) = 26 from each.
    // The dora indicator 3z makes the set-aside 4z a dora, which a yakuman replaces as well.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"111p222p333s77s99s","winTile":"7s","tsumo":true,"seatWind":"S",
        "dora":"3z","nukidora":"0m5m4z"}"#);
    assert_eq!(points(&r), sorted(&["suuankou 20", "banban 2", "menzen 1", "gari 3"]));
    check_shape(&r, 26);
    assert_eq!((r.yakuman, r.limit.as_str()), (1, "yakuman"));
    assert_eq!(r.deltas, three(-26, 52, -26));
}

#[test]
fn yakuman_20_each_daisangen_and_tsuuiisou_stack_to_40_plus_bonuses() {
    // §2 yakuman row "20 per yakuman" + §3 C "Daisangen + tsuuiisou would be 40 + bonuses": closed ron, no gari
    // anywhere: 40 + 2 (banban) + 1 (menzen) + 8 (ron) + 20 (closed crow) = 71.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"555666777z11z22z","winTile":"2z","seatWind":"S","discarder":"W"}"#);
    assert_eq!(points(&r), sorted(&["daisangen 20", "tsuuiisou 20", "banban 2", "menzen 1", "ron 8", "karasu 20"]));
    check_shape(&r, 71);
    assert_eq!(r.deltas, three(0, 71, -71));
}

#[test]
fn example_d_set_and_dora_on_gari() {
    // §3 D: indicator 3z (dora 4z); 4z set aside twice and 44z as the pair: gari 2 x (1 + 1 dora) = 4, set 4,
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
    // §2 gari row: "[0m] is also a red dora, so it is worth 2 points": gari 1 + red 1.
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
    // §2 minkan 2 each, ankan 4 each; the daiminkan opens the hand: open crow 10, no menzen.
    // Tanyao ron: 2 + 1 + 2 + 4 + 8 (ron) + 10 = 27.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"345678p7s","winTile":"7s","seatWind":"S","discarder":"E",
        "melds":[{"type":"daiminkan","tiles":"2222p"},{"type":"ankan","tiles":"3333s"}]}"#);
    assert_eq!(points(&r), sorted(&["tanyao 1", "minkan 2", "ankan 4", "ron 8", "karasu 10", "banban 2"]));
    check_shape(&r, 27);
    assert_eq!(r.deltas, three(-27, 27, 0));
}

#[test]
fn crow_needs_no_gari_in_the_discards() {
    // §2 karasu: "has discarded no gari tile this hand". Example B with a 9m among the discards: 25 - 10 = 15.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"2344567788p","melds":[{"type":"pon","tiles":"666z"}],
        "winTile":"8p","discarder":"S","honba":1,"discards":"3s9m2z"}"#);
    check_shape(&r, 15);
    assert!(!r.yaku.iter().any(|y| y.id == "karasu"));
}

#[test]
fn closed_crow_is_20() {
    // §2 karasu closed 20: tanyao pinfu tsumo, non-dealer, nothing gari: 2 + 3 + 1 (menzen) + 20 = 26 each.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"S"}"#);
    assert_eq!(points(&r), sorted(&["menzen-tsumo 1", "pinfu 1", "tanyao 1", "menzen 1", "karasu 20", "banban 2"]));
    assert_eq!(r.deltas, three(-26, 52, -26));
}

#[test]
fn all_gari_20_stacks_with_gari_and_set() {
    // §2 all gari 20 (all 16 gari tiles), stacking with gari (16 x 1) and set (4 x 4) (Q-T9); the red 0m adds 1.
    // Tanyao pinfu tsumo: 2 + 3 + 1 (red) + 1 (menzen) + 16 + 16 + 20 = 59 from each.
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
    // §2 set: "Does not require the gari tiles to be called": 1m ankan counts, with no gari point.
    // Riichi tsumo, non-dealer: 2 + riichi 1 + menzen tsumo 1 + menzen 1 + ankan 4 + set 4 = 13 from each.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234567p3459s","winTile":"9s","tsumo":true,"seatWind":"S",
        "riichi":true,"melds":[{"type":"ankan","tiles":"1111m"}]}"#);
    assert_eq!(points(&r), sorted(&["riichi 1", "menzen-tsumo 1", "menzen 1", "ankan 4", "set 4", "banban 2"]));
    assert_eq!(r.deltas, three(-13, 26, -13));
}

#[test]
fn a_regular_yaku_is_required() {
    // §2 "A hand is legal only with >= 1 regular yaku": an open yakuless hand with red five, gari and crow-free
    // bonuses is still not a win.
    let e = err(r#"{"ruleset":"toutenkou","hand":"340p11p678s34s","melds":[{"type":"pon","tiles":"222p"}],
        "winTile":"5s","seatWind":"S","discarder":"E","nukidora":"4z"}"#);
    assert_eq!(e.code, "no-yaku");
}

#[test]
fn manzu_indicators_follow_example_e() {
    // §3 E: indicator 9m -> 1m is dora, 1m -> 9m, 5m -> nothing. Gari set aside: 1m and 9m (each 1 point).
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
