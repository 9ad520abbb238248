//! Speed Tonpuu scoring, one test per line of the ruleset's source text ("L<n>" = line n), following
//! `docs/rulesets/speed-tonpuu.md`. Every expected number is worked out by hand in the comment above
//! it from the rule text (han, fu, basic points = fu × 2^(han+2), payments rounded up to 100), never taken from
//! the engine. Seats: E is the dealer; the winner is S unless a test says otherwise.
//!
//! Source lines → tests (scoring side; the play side is in tests/speed_tonpuu_play.rs):
//! | line | rule | test |
//! |---|---|---|
//! | L9 | ari-ari: kuitan and atozuke | `seed_l9_ari_ari_open_tanyao_and_atozuke` |
//! | L11 | kiriage mangan | `seed_l11_kiriage_4_han_30_fu_is_mangan` |
//! | L15 | tonshaaba: 1z and 3z both round winds | `seed_l15_tonshaaba_west_triplet_is_a_round_wind_for_everyone` |
//! | L20 | red five +1 han +1 chip | `seed_l20_red_five_one_han_one_chip` |
//! | L21 | blue seven +1 han +2 chips | `seed_l21_blue_seven_one_han_two_chips_and_still_a_seven_for_dora` |
//! | L22 | gold 5p: 1-han yaku, +1 chip | `seed_l22_gold_five_is_a_yaku_and_one_chip` |
//! | L23 | 5z/7z pocchi wild after riichi, +1 chip | `seed_l23_pocchi_drawn_in_riichi_stands_for_the_best_kind`, `seed_l23_pocchi_not_wild_still_one_chip`, `seed_l23_pocchi_completes_an_ankan` |
//! | L24–25 | no pocchi discard in riichi | play side (`speed_tonpuu_play.rs`) |
//! | L26 | 6z pocchi wild when open and tenpai, +1 chip | `seed_l26_6z_pocchi_open_tenpai_wildcard_takes_the_dora_kind` |
//! | L27 | discarded 6z pocchi furiten | play side |
//! | L28 | basengo 500 per player | `seed_l28_basengo_ron_1500_tsumo_500_each_per_honba` |
//! | L32 | open riichi | `seed_l32_open_riichi_2_han_with_ippatsu_and_ura_chips` |
//! | L33–36 | Kansai chiitoi with quads | `seed_l33_to_l36_and_l54_kansai_chiitoi_quads` |
//! | L37–38 | nagashi = haneman win with honba | `seed_l37_l38_nagashi_is_a_haneman_win_with_honba` |
//! | L40 | kokushi robs an ankan | `seed_l40_kokushi_robs_an_ankan` |
//! | L41 | yakuman stack, not with kazoe | `seed_l41_yakuman_stack_but_dora_and_kazoe_never_add` |
//! | L42 | double yakuman list | `seed_l42_double_yakuman_suuankou_tanki_and_kokushi_13` |
//! | L43–49 | special suukantsu win | `seed_l43_l46_special_suukantsu_tsumo_after_an_ankan`, `seed_l47_special_suukantsu_off_a_daiminkan_is_a_ron_of_20_chips`, `seed_l44_completed_suukantsu_is_an_ordinary_win` |
//! | L50–51 | shiisanpuutaa / shiisuupuutaa | `seed_l51_shiisanpuutaa_and_shiisuupuutaa` |
//! | L52 | renhou yakuman | `seed_l52_renhou_is_a_yakuman` |
//! | L53 | suurenkou | `seed_l53_suurenkou` |
//! | L54 | 3-quad Kansai chiitoi yakuman | `seed_l33_to_l36_and_l54_kansai_chiitoi_quads` |
//! | L55 | ultimate all-stars | `seed_l55_ultimate_all_stars` |
//! | L57 | sanrenkou 2 han | `seed_l57_sanrenkou_two_han_open` |
//! | L58 | sanpuukou 2 han | `seed_l58_sanpuukou_two_han_and_four_winds_supersede_it` |
//! | L60 | pao daisangen/daisuushii/suukantsu/rinshan | `seed_l60_pao_yakuman_liable_pays_points_and_l61_all_chips`, `seed_l60_rinshan_pao_feeder_pays_the_full_tsumo` |
//! | L61 | pao covers the full shuugi | same two tests |
//! | L67 | ippatsu and each ura 1 chip | `seed_l67_ippatsu_and_ura_are_one_chip_each` |
//! | L68 | yakuman chips 10 ron / 5 all, kazoe too | `seed_l68_yakuman_chips_per_count_and_kazoe` |

mod common;

use common::scenario::Scenario;
use common::score::{expect_err, yaku};
use tenpai::rules::{Ruleset, Wind};
use tenpai::score::{nagashi_payment, score, Deltas, ScoreRequest, ScoreResult};

fn request(json: &str) -> ScoreRequest {
    let mut req: ScoreRequest = serde_json::from_str(json).unwrap_or_else(|e| panic!("test request {json}: {e}"));
    if req.ruleset.is_none() {
        req.ruleset = Some(tenpai::score::RulesetRef::Id("speed-tonpuu".into()));
    }
    req
}

/// Scores under Speed Tonpuu unless the request names a ruleset.
fn ok(json: &str) -> ScoreResult {
    score(&request(json)).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn err(json: &str) -> tenpai::Error {
    expect_err(&request(json), json)
}

fn four(e: i64, s: i64, w: i64, n: i64) -> Deltas {
    Deltas { e, s, w, n: Some(n) }
}

#[test]
fn seed_l9_ari_ari_open_tanyao_and_atozuke() {
    // Kuitan: chi 234m, 567p 345s 66s + 78s waiting 6s/9s; ron on 6s: open tanyao 1 han. Fu 20 (no fu parts),
    // an open hand's ron is rounded to 30: 1 han 30 fu, basic 30 x 8 = 240, non-dealer ron 240 x 4 = 960 -> 1,000.
    let r = ok(r#"{"hand":"567p345s6678s","melds":[{"type":"chi","tiles":"234m","from":"left"}],"winTile":"6s",
        "seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["tanyao 1"]);
    assert_eq!((r.han, r.fu, r.total), (1, 30, 1000));
    // Atozuke: 55m/77z shanpon with chi 234p: the 7z win has chun, the 5m win has no yaku; the 7z win stands.
    // 20 + 4 (chun triplet completed by ron = open honour triplet) = 24 -> 30 fu, 1 han: 1,000.
    let json = r#"{"hand":"55m77z678s345s","melds":[{"type":"chi","tiles":"234p"}],"winTile":"WIN","seatWind":"S",
        "discarder":"E"}"#;
    let r = ok(&json.replace("WIN", "7z"));
    assert_eq!(yaku(&r), ["yakuhai-chun 1"]);
    assert_eq!((r.fu, r.total), (30, 1000));
    assert_eq!(err(&json.replace("WIN", "5m")).code, "no-yaku");
}

#[test]
fn seed_l11_kiriage_4_han_30_fu_is_mangan() {
    // Riichi 1 + pinfu 1 + tanyao 1 + dora 1 (indicator 1p -> the 2p) = 4 han, closed ron 30 fu: basic 30 x 64 =
    // 1,920 -> ron 7,680 -> 7,700 without kiriage; kiriage rounds 4 han 30 fu up to mangan: 8,000.
    let json = r#"{"hand":"234567p3456722s","winTile":"8s","seatWind":"S","discarder":"E","riichi":true,"dora":"1p"}"#;
    let r = ok(json);
    assert_eq!((r.han, r.fu, r.limit.as_str(), r.total), (4, 30, "mangan", 8000));
    // Tenhou (no kiriage), same hand: 7,700.
    assert_eq!(ok(&json.replacen('{', r#"{"ruleset":"tenhou","#, 1)).total, 7700);
}

#[test]
fn seed_l15_tonshaaba_west_triplet_is_a_round_wind_for_everyone() {
    // East round, South seat: a 333z triplet is a round wind (West is a round wind in every hand): 1 han.
    // Fu: 20 + 10 (closed ron) + 8 (concealed honour triplet) + 2 (tanki on 9p) = 40. Basic 40 x 8 = 320,
    // ron 1,280 -> 1,300.
    let json = r#"{"hand":"333z234m567p345s9p","winTile":"9p","seatWind":"SEAT","discarder":"E"}"#;
    let r = ok(&json.replace("SEAT", "S"));
    assert_eq!(yaku(&r), ["round-wind 1"]);
    assert_eq!((r.fu, r.total), (40, 1300));
    // For the West seat it is seat wind and round wind: 2 han 40 fu, basic 640, ron 2,560 -> 2,600.
    let r = ok(&json.replace("SEAT", "W"));
    assert_eq!(yaku(&r), ["round-wind 1", "seat-wind 1"]);
    assert_eq!(r.total, 2600);
    // Under Tenhou the West triplet is worth nothing for South: no yaku.
    assert_eq!(err(&json.replace("SEAT", "S").replacen('{', r#"{"ruleset":"tenhou","#, 1)).code, "no-yaku");
    // A 3z pair is a double-wind pair for the West seat (4 fu) and a round-wind pair for the others (2 fu).
    // Riichi tsumo on 3z tanki with a concealed 222m: West 20 + 2 (tsumo) + 4 (222m) + 2 (tanki) + 4 = 32 -> 40
    // fu, 2 han, basic 640: 1,300 from the dealer, 700 from each other (2,700); South: ... + 2 = 30 fu, basic 480:
    // 1,000 + 500 + 500 = 2,000.
    let json = r#"{"hand":"222m567p345s678s3z","winTile":"3z","tsumo":true,"riichi":true,"seatWind":"SEAT"}"#;
    let r = ok(&json.replace("SEAT", "W"));
    assert_eq!((r.fu, r.deltas.clone()), (40, four(-1300, -700, 2700, -700)));
    let r = ok(&json.replace("SEAT", "S"));
    assert_eq!((r.fu, r.deltas.clone()), (30, four(-1000, 2000, -500, -500)));
}

#[test]
fn seed_l20_red_five_one_han_one_chip() {
    // Tsumo with 0p: menzen tsumo 1 + pinfu 1 + tanyao 1 + red 1 = 4 han 20 fu, basic 20 x 64 = 1,280:
    // dealer pays 2,560 -> 2,600, the others 1,280 -> 1,300 each; total 5,200. Red chip: 1 from each other player.
    let r = ok(r#"{"hand":"234067p3456722s","winTile":"8s","tsumo":true,"seatWind":"S"}"#);
    assert_eq!((r.han, r.fu, r.red), (4, 20, 1));
    assert_eq!(r.deltas, four(-2600, 5200, -1300, -1300));
    assert_eq!(r.chips, Some(four(-1, 3, -1, -1)));
}

#[test]
fn seed_l21_blue_seven_one_han_two_chips_and_still_a_seven_for_dora() {
    // 7Bp in 567p, dora indicator 6p: the blue 7p is a 7p for dora (+1) and blue (+1). Pinfu 1 + tanyao 1 +
    // dora 1 + blue 1 = 4 han 30 fu -> kiriage mangan, ron 8,000. Chips: blue 2 from the discarder.
    let r = ok(r#"{"hand":"234567Bp3456722s","winTile":"8s","seatWind":"S","discarder":"E","dora":"6p"}"#);
    assert_eq!((r.han, r.dora, r.blue, r.total), (4, 1, 1, 8000));
    assert_eq!(r.chips, Some(four(-2, 2, 0, 0)));
}

#[test]
fn seed_l22_gold_five_is_a_yaku_and_one_chip() {
    // Open hand (pon 999m) whose only yaku is the gold 5p, tsumo on 6s: gold 1 han; fu 20 + 4 (open terminal
    // triplet) + 2 (tsumo) = 26 -> 30. Basic 30 x 8 = 240: dealer 480 -> 500, others 240 -> 300; total 1,100.
    // Gold chip: 1 from each other player.
    let r = ok(r#"{"hand":"1235Gp67p45s11s","melds":[{"type":"pon","tiles":"999m"}],"winTile":"6s","tsumo":true,
        "seatWind":"S"}"#);
    assert_eq!(yaku(&r), ["gold-tile 1"]);
    assert_eq!((r.han, r.fu, r.gold), (1, 30, 1));
    assert_eq!(r.deltas, four(-500, 1100, -300, -300));
    assert_eq!(r.chips, Some(four(-1, 3, -1, -1)));
}

#[test]
fn seed_l23_pocchi_drawn_in_riichi_stands_for_the_best_kind() {
    // `docs/rulesets/speed-tonpuu.md`, Pocchi wildcards: riichi with 234m678p345s11z99p (waits 1z / 9p), draws 7Pz as a
    // wildcard. As 1z: riichi 1 + tsumo 1 + round wind 1 (East round) = 3 han; fu 20 + 2 (tsumo) + 8 (concealed honour
    //   triplet) = 30; basic 30 x 32 = 960: dealer 1,920 -> 2,000, others 960 -> 1,000: total 4,000.
    // As 9p: riichi 1 + tsumo 1 = 2 han; fu 20 + 2 + 8 (concealed terminal triplet) + 2 (round-wind pair) = 32 ->
    //   40; basic 640: 1,300 + 700 + 700 = 2,700. The engine picks 1z. Chips: pocchi 1 from each.
    let r = ok(r#"{"hand":"234m678p345s11z99p","winTile":"7Pz","wildcard":true,"tsumo":true,"seatWind":"S",
        "riichi":true}"#);
    assert_eq!(r.wildcard_as.as_deref(), Some("1z"));
    assert_eq!(yaku(&r), ["menzen-tsumo 1", "riichi 1", "round-wind 1"]);
    assert_eq!((r.han, r.fu, r.pocchi), (3, 30, 1));
    assert_eq!(r.deltas, four(-2000, 4000, -1000, -1000));
    assert_eq!(r.chips, Some(four(-1, 3, -1, -1)));
    // Only drawn tiles are wild, only pocchi tiles are wildcards, and a hand that is not tenpai is no win.
    let e = err(r#"{"hand":"234m678p345s11z99p","winTile":"7Pz","wildcard":true,"seatWind":"S","riichi":true}"#);
    assert_eq!(e.code, "bad-request");
    let e = err(r#"{"hand":"234m678p345s11z99p","winTile":"7z","wildcard":true,"tsumo":true,"riichi":true}"#);
    assert_eq!(e.code, "bad-request");
    let e = err(r#"{"hand":"234m678p345s13z99p","winTile":"5Pz","wildcard":true,"tsumo":true,"riichi":true}"#);
    assert_eq!(e.code, "not-a-win");
}

#[test]
fn seed_l23_pocchi_not_wild_still_one_chip() {
    // A dealt 5Pz in a haku triplet is a plain 5z (P4) and still a chip (P6). Ron on 9p tanki: haku 1 han;
    // fu 20 + 10 (closed ron) + 8 (concealed honour triplet) + 2 (tanki) = 40; basic 320, ron 1,280 -> 1,300.
    let r = ok(r#"{"hand":"555Pz234m678p345s9p","winTile":"9p","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["yakuhai-haku 1"]);
    assert_eq!((r.fu, r.total, r.pocchi), (40, 1300, 1));
    assert_eq!(r.chips, Some(four(-1, 1, 0, 0)));
}

#[test]
fn seed_l23_pocchi_completes_an_ankan() {
    // P1 kan: 222m + 7Pz declared as an ankan of 2m, then a rinshan tsumo on 6s (wait 3s/6s with 45s).
    // Riichi 1 + tsumo 1 + rinshan 1 + tanyao 1 = 4 han; fu 20 + 2 (tsumo) + 16 (concealed simple quad) = 38
    // -> 40; basic 40 x 64 = 2,560 -> mangan (2,000): dealer 4,000, others 2,000: total 8,000.
    // Dora indicator 1m: the wildcard counts as a 2m, so the quad holds four dora: 8 han, baiman 16,000
    // (8,000 / 4,000 / 4,000). Chips: pocchi 1 from each.
    let json = r#"{"hand":"345p678p45s88s","melds":[{"type":"ankan","tiles":"222m7Pz","wildcard":true}],
        "winTile":"6s","tsumo":true,"rinshan":true,"seatWind":"S","riichi":true DORA}"#;
    let r = ok(&json.replace("DORA", ""));
    assert_eq!((r.han, r.fu, r.total), (4, 40, 8000));
    let r = ok(&json.replace("DORA", r#","dora":"1m""#));
    assert_eq!((r.han, r.dora, r.pocchi), (8, 4, 1));
    assert_eq!(r.deltas, four(-8000, 16000, -4000, -4000));
    assert_eq!(r.chips, Some(four(-1, 3, -1, -1)));
    // The three held tiles may include a dealt pocchi of their own kind: `77z7Pz` + wild `5Pz` is a 7z quad
    // (the wild tile is the one of another kind). Riichi 1 + tsumo 1 + rinshan 1 + chun 1 = 4 han; fu 20 + 2 +
    // 32 (concealed honour quad) = 54 -> 60: mangan 8,000. Chips: two pocchi, 2 from each.
    let r = ok(r#"{"hand":"345p678p45s88s","melds":[{"type":"ankan","tiles":"77z7Pz5Pz","wildcard":true}],
        "winTile":"6s","tsumo":true,"rinshan":true,"seatWind":"S","riichi":true}"#);
    assert_eq!((r.han, r.fu, r.total, r.pocchi), (4, 60, 8000, 2));
    assert_eq!(r.chips, Some(four(-2, 6, -2, -2)));
    // The wild 5Pz is a 7z for indicator dora (P3): indicator 6z makes all four tiles of the quad dora (8 han,
    // baiman), indicator 4z (dora 5z) none of them.
    let json = r#"{"hand":"345p678p45s88s","melds":[{"type":"ankan","tiles":"77z7Pz5Pz","wildcard":true}],
        "winTile":"6s","tsumo":true,"rinshan":true,"seatWind":"S","riichi":true,"dora":"DORA"}"#;
    let r = ok(&json.replace("DORA", "6z"));
    assert_eq!((r.han, r.dora, r.total), (8, 4, 16000));
    let r = ok(&json.replace("DORA", "4z"));
    assert_eq!((r.han, r.dora, r.total), (4, 0, 8000));
}

#[test]
fn seed_l26_6z_pocchi_open_tenpai_wildcard_takes_the_dora_kind() {
    // `docs/rulesets/speed-tonpuu.md`, Pocchi wildcards: pon 5z, 234m 678p 99p + 34s (waits 2s / 5s), draws 6Pz as a
    // wildcard. Haku 1 han; fu 20 + 4 (open honour triplet) + 2 (tsumo) = 26 -> 30; basic 240: 500 / 300 / 300 = 1,100
    // as 2s or as 5s. With dora indicator 4s the 5s is dora: 2 han 30 fu, basic 480: dealer 960 -> 1,000, others 480 ->
    // 500, total 2,000, so the wildcard is a 5s. Pocchi chip: 1 from each.
    let json = r#"{"hand":"234m678p34s99p","melds":[{"type":"pon","tiles":"555z"}],"winTile":"6Pz",
        "wildcard":true,"tsumo":true,"seatWind":"S"DORA}"#;
    let r = ok(&json.replace("DORA", ""));
    assert!(matches!(r.wildcard_as.as_deref(), Some("2s") | Some("5s")), "{:?}", r.wildcard_as);
    assert_eq!((r.han, r.fu, r.total), (1, 30, 1100));
    let r = ok(&json.replace("DORA", r#","dora":"4s""#));
    assert_eq!(r.wildcard_as.as_deref(), Some("5s"));
    assert_eq!((r.han, r.dora), (2, 1));
    assert_eq!(r.deltas, four(-1000, 2000, -500, -500));
    assert_eq!(r.chips, Some(four(-1, 3, -1, -1)));
}

#[test]
fn seed_l28_basengo_ron_1500_tsumo_500_each_per_honba() {
    // Basengo: ron 3,900 (riichi 1 + pinfu 1 + tanyao 1, 30 fu) at 2 honba: 3,900 + 2 x 1,500 = 6,900.
    let r = ok(r#"{"hand":"234567p3456722s","winTile":"8s","seatWind":"S","discarder":"E","riichi":true,
        "honba":2}"#);
    assert_eq!(r.deltas, four(-6900, 6900, 0, 0));
    // Tsumo 1,000/2,000: riichi 1 + tsumo 1 + tanyao 1, kanchan 6p-8p on 7p: 20 + 2 + 2 = 24 -> 30 fu, basic 960.
    // At 2 honba each payer adds 2 x 500: dealer 3,000, non-dealers 2,000 each.
    let r = ok(r#"{"hand":"234678m456s22s68p","winTile":"7p","tsumo":true,"seatWind":"S","riichi":true,
        "honba":2}"#);
    assert_eq!((r.han, r.fu), (3, 30));
    assert_eq!(r.deltas, four(-3000, 7000, -2000, -2000));
}

#[test]
fn seed_l32_open_riichi_2_han_with_ippatsu_and_ura_chips() {
    // Open riichi 2 + ippatsu 1 + pinfu 1 + tanyao 1 + ura 2 (indicator 1s, the 22s pair) = 7 han: haneman
    // ron 12,000. Chips: ippatsu 1 + ura 2 = 3 from the discarder.
    let r = ok(r#"{"hand":"234567p3456722s","winTile":"8s","seatWind":"S","discarder":"E","openRiichi":true,
        "ippatsu":true,"ura":"1s"}"#);
    assert_eq!(yaku(&r), ["ippatsu 1", "open-riichi 2", "pinfu 1", "tanyao 1"]);
    assert_eq!((r.han, r.ura, r.total), (7, 2, 12000));
    assert_eq!(r.chips, Some(four(-3, 3, 0, 0)));
}

#[test]
fn seed_l33_to_l36_and_l54_kansai_chiitoi_quads() {
    // `docs/rulesets/speed-tonpuu.md`, Kansai chiitoi: non-dealer ron on 7m.
    // One quad: chiitoitsu 2 + quads 1 + tanyao 1 = 4 han 25 fu: basic 25 x 64 = 1,600, ron 6,400.
    let r = ok(r#"{"hand":"2222p3344s5566m7m","winTile":"7m","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["chiitoitsu 2", "kansai-quads 1", "tanyao 1"]);
    assert_eq!((r.han, r.fu, r.total), (4, 25, 6400));
    // Two quads: 2 + 3 + 1 = 6 han: haneman 12,000.
    let r = ok(r#"{"hand":"2222p3333s5566m7m","winTile":"7m","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["chiitoitsu 2", "kansai-quads 3", "tanyao 1"]);
    assert_eq!(r.total, 12000);
    // L54, three quads: yakuman 32,000; the four 5m must include the 0m (one red per suit): chips 10 + 1 = 11.
    let r = ok(r#"{"hand":"2222p3333s0555m7m","winTile":"7m","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["kansai-quads x1"]);
    assert_eq!(r.total, 32000);
    assert_eq!(r.chips, Some(four(-11, 11, 0, 0)));
    assert_eq!(err(r#"{"hand":"2222p3333s5555m7m","winTile":"7m","seatWind":"S"}"#).code, "too-many-copies");
}

#[test]
fn seed_l37_l38_nagashi_is_a_haneman_win_with_honba() {
    // `docs/rulesets/speed-tonpuu.md`, Nagashi mangan: a haneman tsumo (non-dealer: 6,000 from the dealer, 3,000 from
    // each non-dealer) plus 500 per honba from each, plus the deposits. South at 2 honba with 1 stick: dealer 6,000 +
    // 1,000 = 7,000, West and North 3,000 + 1,000 = 4,000 each; South gains 15,000 + 1,000 = 16,000.
    let speed = Ruleset::preset("speed-tonpuu").unwrap();
    assert_eq!(nagashi_payment(Wind::S, 2, 1, &speed), Some(four(-7000, 16000, -4000, -4000)));
    // Dealer achiever: 6,000 + 1,000 from each = 21,000.
    assert_eq!(nagashi_payment(Wind::E, 2, 0, &speed), Some(four(21000, -7000, -7000, -7000)));
    // Tenhou: a mangan draw payment (4,000 / 2,000 / 2,000), no honba, no deposits.
    let tenhou = Ruleset::preset("tenhou").unwrap();
    assert_eq!(nagashi_payment(Wind::S, 2, 1, &tenhou), Some(four(-4000, 8000, -2000, -2000)));
}

#[test]
fn seed_l40_kokushi_robs_an_ankan() {
    // Kokushi waiting on 6z robs West's ankan of 6z: a ron off West, single yakuman 32,000, 10 chips.
    let r = ok(r#"{"hand":"19m19p19s1234557z","winTile":"6z","seatWind":"S","discarder":"W","chankan":true}"#);
    assert_eq!(yaku(&r), ["kokushi x1"]);
    assert_eq!(r.deltas, four(0, 32000, -32000, 0));
    assert_eq!(r.chips, Some(four(0, 10, -10, 0)));
}

#[test]
fn seed_l41_yakuman_stack_but_dora_and_kazoe_never_add() {
    // Daisangen + tsuuiisou stack: 2 x 32,000 = 64,000 ron, chips 2 x 10 = 20. Riichi and 3 dora add nothing to a
    // yakuman (kazoe is counted only when no yakuman is present).
    let r = ok(r#"{"hand":"555666777z11z22z","winTile":"2z","seatWind":"S","discarder":"E","riichi":true,
        "dora":"4z"}"#);
    assert_eq!(yaku(&r), ["daisangen x1", "tsuuiisou x1"]);
    assert_eq!((r.yakuman, r.total), (2, 64000));
    assert_eq!(r.chips, Some(four(-20, 20, 0, 0)));
}

#[test]
fn seed_l42_double_yakuman_suuankou_tanki_and_kokushi_13() {
    // `docs/rulesets/speed-tonpuu.md`, Chips of a win: suuankou tanki tsumo holding 7Bm: double, 64,000 = 32,000 from
    // the dealer + 16,000 from each other; chips per player 5 x 2 + 2 (blue) = 12, 36 in all.
    let r = ok(r#"{"hand":"111m777Bm333p999s5z","winTile":"5z","tsumo":true,"seatWind":"S"}"#);
    assert_eq!(yaku(&r), ["suuankou-tanki x2"]);
    assert_eq!(r.deltas, four(-32000, 64000, -16000, -16000));
    assert_eq!(r.chips, Some(four(-12, 36, -12, -12)));
    // Kokushi with the 13-sided wait: double, 64,000 ron and 20 chips.
    let r = ok(r#"{"hand":"19m19p19s1234567z","winTile":"1m","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["kokushi-13 x2"]);
    assert_eq!(r.total, 64000);
    assert_eq!(r.chips, Some(four(-20, 20, 0, 0)));
}

/// `docs/rulesets/speed-tonpuu.md`, Special suukantsu win: South's kans of 1z (ankan), 9s (kakan), 3m (daiminkan off
/// West) and 7p (the 4th, see each test).
const FOUR_KANS: &str = r#"{"type":"ankan","tiles":"1111z"},{"type":"kakan","tiles":"9999s"},
    {"type":"daiminkan","tiles":"3333m","from":"right"}"#;

#[test]
fn seed_l43_l46_special_suukantsu_tsumo_after_an_ankan() {
    // 4th kan an ankan of 7p, last tile 0p, replacement 2s: no pair, so the special double yakuman tsumo,
    // 1 honba, 1 stick: dealer 32,000 + 500, each non-dealer 16,000 + 500, plus the 1,000 stick:
    // South +32,500 + 16,500 + 16,500 + 1,000 = 66,500. Chips 10 from each; the 0p and 7Bp give nothing (L45).
    let json = r#"{"hand":"0p","melds":[KANS,{"type":"ankan","tiles":"7B777p"}],"winTile":"2s","tsumo":true,
        "rinshan":true,"seatWind":"S","honba":1,"riichiSticks":1,"suukantsuSpecial":true}"#
        .replace("KANS", FOUR_KANS);
    let r = ok(&json);
    assert_eq!(yaku(&r), ["suukantsu-special x2"]);
    assert_eq!((r.yakuman, r.total), (2, 65500));
    assert_eq!(r.deltas, four(-32500, 66500, -16500, -16500));
    assert_eq!(r.chips, Some(four(-10, 30, -10, -10)));
    // Without the local yaku (Tenhou) there is no such win.
    let tenhou = json.replacen('{', r#"{"ruleset":"tenhou","#, 1).replacen("7B777p", "7777p", 1);
    assert_eq!(err(&tenhou).code, "bad-request");
}

#[test]
fn seed_l47_special_suukantsu_off_a_daiminkan_is_a_ron_of_20_chips() {
    // The 4th kan a daiminkan of West's 7p: a ron off West, 64,000 + 1,500 (1 honba) and 20 chips, no pao.
    let json = r#"{"hand":"5s","melds":[KANS,{"type":"daiminkan","tiles":"7B777p","from":"right"}],"winTile":"2s",
        "tsumo":true,"rinshan":true,"kanFeeder":"W","seatWind":"S","honba":1,"suukantsuSpecial":true}"#
        .replace("KANS", FOUR_KANS);
    let r = ok(&json);
    assert_eq!(r.deltas, four(0, 65500, -65500, 0));
    assert_eq!(r.chips, Some(four(0, 20, -20, 0)));
}

#[test]
fn seed_l44_completed_suukantsu_is_an_ordinary_win() {
    // Replacement 5s pairs the 5s: the ordinary suukantsu tsumo (single yakuman: 16,000 / 8,000 / 8,000 +
    // 500 each for 1 honba) with its normal chips: 5 + 2 (7Bp) = 7 from each. The special flag is refused.
    let json = r#"{"hand":"5s","melds":[KANS,{"type":"ankan","tiles":"7B777p"}],"winTile":"5s","tsumo":true,
        "rinshan":true,"seatWind":"S","honba":1 SPECIAL}"#
        .replace("KANS", FOUR_KANS);
    let r = ok(&json.replace("SPECIAL", ""));
    assert_eq!(yaku(&r), ["suukantsu x1"]);
    assert_eq!(r.deltas, four(-16500, 33500, -8500, -8500));
    assert_eq!(r.chips, Some(four(-7, 21, -7, -7)));
    assert_eq!(err(&json.replace("SPECIAL", r#","suukantsuSpecial":true"#)).code, "bad-request");
}

#[test]
fn seed_l51_shiisanpuutaa_and_shiisuupuutaa() {
    // Dealer's initial 14, no two tiles of one suit within 2 of each other, exactly one pair (11z): shiisanpuutaa,
    // single yakuman: dealer tsumo 16,000 all = 48,000, chips 5 from each.
    let r = ok(r#"{"hand":"147m258p369s1234z","winTile":"1z","tsumo":true,"tenhou":true}"#);
    assert_eq!(yaku(&r), ["shiisanpuutaa x1"]);
    assert_eq!(r.deltas, four(48000, -16000, -16000, -16000));
    assert_eq!(r.chips, Some(four(15, -5, -5, -5)));
    // No pair at all, non-dealer's first draw: shiisuupuutaa, 16,000 + 8,000 + 8,000.
    let r = ok(r#"{"hand":"147m258p369s1234z","winTile":"5z","tsumo":true,"chiihou":true,"seatWind":"S"}"#);
    assert_eq!(yaku(&r), ["shiisuupuutaa x1"]);
    assert_eq!(r.deltas, four(-16000, 32000, -8000, -8000));
    // 1m and 3m are within 2: not unconnected. Nor is it on a later draw, nor under Tenhou.
    assert_eq!(err(r#"{"hand":"137m258p369s1234z","winTile":"5z","tsumo":true,"tenhou":true}"#).code, "not-a-win");
    assert_eq!(err(r#"{"hand":"147m258p369s1234z","winTile":"5z","tsumo":true}"#).code, "not-a-win");
    let e = err(r#"{"ruleset":"tenhou","hand":"147m258p369s1234z","winTile":"5z","tsumo":true,"tenhou":true}"#);
    assert_eq!(e.code, "not-a-win");
}

#[test]
fn seed_l52_renhou_is_a_yakuman() {
    // Non-dealer ron before the first draw: renhou, a single yakuman (the pinfu/tanyao hand counts no han):
    // 32,000 and 10 chips.
    let r = ok(r#"{"hand":"234567p3456722s","winTile":"8s","seatWind":"S","discarder":"E","renhou":true}"#);
    assert_eq!(yaku(&r), ["renhou x1"]);
    assert_eq!((r.total, r.chips.clone()), (32000, Some(four(-10, 10, 0, 0))));
}

#[test]
fn seed_l53_suurenkou() {
    // Pon 111p + 222p 333p 444p + 55s (tanki on 5s, ron): four consecutive pinzu triplets, a single yakuman
    // 32,000 (not suuankou: the pon is open), 10 chips.
    let r = ok(r#"{"hand":"222333444p5s","melds":[{"type":"pon","tiles":"111p"}],"winTile":"5s","seatWind":"S",
        "discarder":"E"}"#);
    assert_eq!(yaku(&r), ["suurenkou x1"]);
    assert_eq!((r.total, r.chips.clone()), (32000, Some(four(-10, 10, 0, 0))));
}

#[test]
fn seed_l55_ultimate_all_stars() {
    // 0m67Bm, 340p, 5Gp67Bp, 0s67Bs + tanki 2s, ron: all 7 coloured tiles, a single yakuman 32,000.
    // Chips: yakuman 10 + red 3 + blue 3 x 2 + gold 1 = 20 (colour chips still count, `docs/RULESET.md` Q-S4).
    let r = ok(r#"{"hand":"0m67Bm340p5G67Bp0s67Bs2s","winTile":"2s","seatWind":"S","discarder":"E"}"#);
    assert_eq!(yaku(&r), ["all-stars x1"]);
    assert_eq!(r.total, 32000);
    assert_eq!(r.chips, Some(four(-20, 20, 0, 0)));
    // With a plain 7s instead of the 7Bs it is an ordinary hand (tanki, so no pinfu): sanshoku 2 + tanyao 1 +
    // gold 1 + red 3 + blue 2 = 9 han: baiman 16,000.
    let r = ok(r#"{"hand":"0m67Bm340p5G67Bp0s67s2s","winTile":"2s","seatWind":"S","discarder":"E"}"#);
    assert_eq!(r.yakuman, 0);
    assert_eq!((r.han, r.total), (9, 16000));
}

#[test]
fn seed_l57_sanrenkou_two_han_open() {
    // Pon 111p + 222p 333p (concealed) + 567s + tanki 5m, ron: sanrenkou 2 han (open). Fu 20 + 4 (open terminal
    // triplet) + 4 + 4 (concealed simple triplets) + 2 (tanki) = 34 -> 40: basic 40 x 16 = 640, ron 2,560 -> 2,600.
    let r = ok(r#"{"hand":"222333p567s5m","melds":[{"type":"pon","tiles":"111p"}],"winTile":"5m","seatWind":"S",
        "discarder":"E"}"#);
    assert_eq!(yaku(&r), ["sanrenkou 2"]);
    assert_eq!((r.han, r.fu, r.total), (2, 40, 2600));
}

#[test]
fn seed_l58_sanpuukou_two_han_and_four_winds_supersede_it() {
    // Pon 111z + 222z 444z + 567s + tanki 4m, South seat, East round: round wind 1 (1z) + seat wind 1 (2z) +
    // sanpuukou 2 = 4 han; fu 20 + 4 (open honour triplet) + 8 + 8 (concealed honour triplets) + 2 (tanki) = 42
    // -> 50: basic 50 x 64 = 3,200 -> mangan, ron 8,000.
    let r = ok(r#"{"hand":"222444z567s4m","melds":[{"type":"pon","tiles":"111z"}],"winTile":"4m","seatWind":"S",
        "discarder":"E"}"#);
    assert_eq!(yaku(&r), ["round-wind 1", "sanpuukou 2", "seat-wind 1"]);
    assert_eq!((r.han, r.total), (4, 8000));
    // With a wind pair it is shousuushii (a yakuman) and sanpuukou is not added: 32,000.
    let r = ok(r#"{"hand":"222444z567s3z","melds":[{"type":"pon","tiles":"111z"}],"winTile":"3z","seatWind":"S",
        "discarder":"E"}"#);
    assert_eq!(yaku(&r), ["shousuushii x1"]);
}

#[test]
fn seed_l60_pao_yakuman_liable_pays_points_and_l61_all_chips() {
    // Daisangen tsumo, West liable, 1 honba: West pays 32,000 + 3 x 500 = 33,500 and 3 x 5 = 15 chips (Pao).
    let json = r#"{"hand":"666777z234p9p","melds":[{"type":"pon","tiles":"555z"}],"winTile":"9p","seatWind":"S",
        "pao":"W"TAIL}"#;
    let r = ok(&json.replace("TAIL", r#","tsumo":true,"honba":1"#));
    assert_eq!(r.deltas, four(0, 33500, -33500, 0));
    assert_eq!(r.chips, Some(four(0, 15, -15, 0)));
    // Ron off East, West liable: points half each (16,000; the discarder adds the 1,500 honba), but West covers
    // all 10 chips.
    let r = ok(&json.replace("TAIL", r#","discarder":"E","honba":1"#));
    assert_eq!(r.deltas, four(-17500, 33500, -16000, 0));
    assert_eq!(r.chips, Some(four(0, 10, -10, 0)));
    // Daisuushii (double) tsumo, North liable: 64,000 and 3 x 10 = 30 chips.
    let r = ok(r#"{"hand":"222333444z5p","melds":[{"type":"pon","tiles":"111z"}],"winTile":"5p","tsumo":true,
        "seatWind":"S","pao":"N"}"#);
    assert_eq!(yaku(&r), ["daisuushii x2"]);
    assert_eq!(r.deltas, four(0, 64000, 0, -64000));
    assert_eq!(r.chips, Some(four(0, 30, 0, -30)));
    // Suukantsu tsumo, West liable (its daiminkan was the 4th kan): 32,000 and 3 x (5 + 2 for 7Bp) = 21 chips.
    let r = ok(&r#"{"hand":"5s","melds":[KANS,{"type":"ankan","tiles":"7B777p"}],"winTile":"5s","tsumo":true,
        "rinshan":true,"seatWind":"S","pao":"W"}"#
        .replace("KANS", FOUR_KANS));
    assert_eq!(r.deltas, four(0, 32000, -32000, 0));
    assert_eq!(r.chips, Some(four(0, 21, -21, 0)));
}

#[test]
fn seed_l60_rinshan_pao_feeder_pays_the_full_tsumo() {
    // `docs/rulesets/speed-tonpuu.md`, Pao: South daiminkans West's 3s and wins on the replacement 6s with 234m 0p67p
    // 45s 66s. Tanyao 1 + rinshan 1 + red 1 = 3 han. The rule text reads 456s + 66s (30 fu), but 45s + a held 6s = 456s
    // and the drawn 6s pairing the other 6s is a tanki (+2), and the reading that pays most counts (`docs/RULESET.md`
    // Q-C2): 20 + 8 (open simple quad) + 2 (tsumo) + 2 (tanki) = 32 -> 40 fu; basic 40 x 32 = 1,280: 2,560 -> 2,600
    // from the dealer's share, 1,300 + 1,300 for the others = 5,200 as a tsumo, all paid by West, with 3 x 500 for 1
    // honba: 6,700. Chips: the red five's 1 chip from each, all paid by West: 3.
    let r = ok(r#"{"hand":"234m067p45s66s","melds":[{"type":"daiminkan","tiles":"3333s","from":"right"}],
        "winTile":"6s","tsumo":true,"rinshan":true,"kanFeeder":"W","seatWind":"S","honba":1}"#);
    assert_eq!((r.han, r.fu), (3, 40));
    assert_eq!(r.deltas, four(0, 6700, -6700, 0));
    assert_eq!(r.chips, Some(four(0, 3, -3, 0)));
    // The spec's 30 fu figure, with a hand that has only the two-sided reading (45s + 3s6s; 66p pair):
    // 20 + 8 + 2 = 30 fu, 3 han: 2,000 / 1,000 / 1,000 = 4,000, + 1,500 honba, all from West: 5,500.
    let r = ok(r#"{"hand":"234m067p45s66p","melds":[{"type":"daiminkan","tiles":"3333s","from":"right"}],
        "winTile":"6s","tsumo":true,"rinshan":true,"kanFeeder":"W","seatWind":"S","honba":1}"#);
    assert_eq!((r.han, r.fu), (3, 30));
    assert_eq!(r.deltas, four(0, 5500, -5500, 0));
    // Without kanFeeder it is an ordinary tsumo: 2,000 + 500 from the dealer, 1,000 + 500 from each other.
    let r = ok(r#"{"hand":"234m067p45s66p","melds":[{"type":"daiminkan","tiles":"3333s","from":"right"}],
        "winTile":"6s","tsumo":true,"rinshan":true,"seatWind":"S","honba":1}"#);
    assert_eq!(r.deltas, four(-2500, 5500, -1500, -1500));
    assert_eq!(r.chips, Some(four(-1, 3, -1, -1)));
}

#[test]
fn seed_l67_ippatsu_and_ura_are_one_chip_each() {
    // `docs/rulesets/speed-tonpuu.md`, Chips of a win, hand E1-0: the dealer's riichi ippatsu tsumo holding 0m with 1
    // ura (indicator 2m -> the 3m). Riichi 1 + ippatsu 1 + tsumo 1 + pinfu 1 + tanyao 1 + red 1 + ura 1 = 7 han:
    // haneman, 6,000 all. Items: red 1 + ippatsu 1 + ura 1 = 3 from each: +9.
    let r = ok(r#"{"hand":"340m567p345s22s67s","winTile":"8s","tsumo":true,"riichi":true,"ippatsu":true,
        "ura":"2m"}"#);
    assert_eq!((r.han, r.ura, r.red), (7, 1, 1));
    assert_eq!(r.deltas, four(18000, -6000, -6000, -6000));
    assert_eq!(r.chips, Some(four(9, -3, -3, -3)));
}

#[test]
fn seed_l68_yakuman_chips_per_count_and_kazoe() {
    // `docs/rulesets/speed-tonpuu.md`, Chips of a win: kazoe tsumo with 0p, ippatsu and 2 ura. 234p 234p 456p 678p +
    // 88p, tsumo 2p: riichi 1 + ippatsu 1 + tsumo 1 + pinfu 1 + tanyao 1 + iipeikou 1 + chinitsu 6 + red 1 + ura 2
    // (indicator 5p -> 66p) = 15 han: kazoe yakuman, 16,000 / 8,000 / 8,000. Chips per player 5 + 1 + 1 + 2 = 9, 27 in
    // all.
    let r = ok(r#"{"hand":"2334440667888p","winTile":"2p","tsumo":true,"seatWind":"S","riichi":true,
        "ippatsu":true,"ura":"5p"}"#);
    assert_eq!((r.han, r.yakuman, r.limit.as_str()), (15, 1, "yakuman"));
    assert_eq!(r.deltas, four(-16000, 32000, -8000, -8000));
    assert_eq!(r.chips, Some(four(-9, 27, -9, -9)));
    // Daisangen ron holding 0s (Chips of a win): 32,000 and 10 + 1 = 11 chips from the discarder.
    let r = ok(r#"{"hand":"555666777z0s67s9p","winTile":"9p","seatWind":"S","discarder":"E"}"#);
    assert_eq!(r.total, 32000);
    assert_eq!(r.chips, Some(four(-11, 11, 0, 0)));
}

#[test]
fn seed_l60_rinshan_pao_in_play_the_feeder_pays_points_and_chips() {
    // E1, seat 0 deals and discards 3s; seat 1 (South) holds 333s 234m 067p 45s 66p, daiminkans it and draws the
    // replacement 6s: tanyao 1 + rinshan 1 + red 1 = 3 han; 20 + 8 (open simple quad) + 2 (tsumo) = 30 fu;
    // basic 960: 2,000 (dealer's share) + 1,000 + 1,000 = 4,000, all paid by the feeder, seat 0; the red five's
    // chip 1 from each of three = 3 chips, also all from seat 0. Indicators 1z and (the kan's) 2z hit nothing.
    let mut t = Scenario::new("speed-tonpuu")
        .hand(0, "3s")
        .hand(1, "333s234m067p45s66p")
        .draws("9m")
        .replacements("6s")
        .indicators("1z2z")
        .start();
    t.discard(0, "3s");
    t.act(1, r#"{"type":"daiminkan"}"#);
    t.act(1, r#"{"type":"tsumo"}"#);
    assert_eq!(t.last_deltas(), [-4000, 4000, 0, 0]);
    let end = t.events_of("round-end");
    assert_eq!(end.last().unwrap()["chips"], serde_json::json!([-3, 3, 0, 0]));
}
