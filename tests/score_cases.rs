//! Hand-checked scoring cases: every expected value here was worked out by hand from the score table of
//! `docs/rulesets/tenhou.md` (Points, and its worked examples), not taken from the engine.
//! Each yaku and yakuman appears at least once, plus the special fu rules, limits, stacking, pao, honba and
//! riichi sticks, 3-player payments and every error code.

mod common;

use common::score::{expect_err, yaku};
use tenpai::rules::{Kazoe, OpenRiichi, Renhou, Ruleset};
use tenpai::score::{score, Deltas, RulesetRef, ScoreRequest, ScoreResult};
use tenpai::yaku::Yaku;

fn request(json: &str) -> ScoreRequest {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("test request {json}: {e}"))
}

fn ok(json: &str) -> ScoreResult {
    score(&request(json)).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// The request scored under a modified Tenhou ruleset.
fn ok_with(json: &str, change: impl FnOnce(&mut Ruleset)) -> ScoreResult {
    let mut rules = Ruleset::preset("tenhou").unwrap();
    change(&mut rules);
    let mut req = request(json);
    req.ruleset = Some(RulesetRef::Rules(Box::new(rules)));
    score(&req).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn err(json: &str) -> tenpai::Error {
    expect_err(&request(json), json)
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Checks yaku, han, fu and total of one request.
fn check(json: &str, want_yaku: &[&str], han: u32, fu: u32, total: i64) -> ScoreResult {
    let r = ok(json);
    assert_eq!(yaku(&r), sorted(want_yaku), "yaku of {json}");
    assert_eq!((r.han, r.fu, r.total), (han, fu, total), "han, fu, total of {json}");
    r
}

fn deltas(e: i64, s: i64, w: i64, n: Option<i64>) -> Deltas {
    Deltas { e, s, w, n }
}

// ---- fu rules -------------------------------------------------------------------------------------------

#[test]
fn pinfu_tsumo_is_20_fu() {
    // Non-dealer tsumo, 3 han 20 fu: 700 / 1300 (score table).
    let r = check(
        r#"{"hand":"234m567m23p678s55s","winTile":"4p","tsumo":true,"seatWind":"S"}"#,
        &["menzen-tsumo 1", "pinfu 1", "tanyao 1"],
        3,
        20,
        2700,
    );
    assert_eq!(r.deltas, deltas(-1300, 2700, -700, Some(-700)));
    assert_eq!(r.limit, "");
}

#[test]
fn open_hand_without_fu_is_30() {
    // Open tanyao, ron, no fu beyond the base: 30 fu, 1 han = 1000 from the seat before the winner (East).
    let r = check(
        r#"{"hand":"567m678m23s55p","melds":[{"type":"chi","tiles":"234p"}],"winTile":"4s","seatWind":"S"}"#,
        &["tanyao 1"],
        1,
        30,
        1000,
    );
    assert_eq!(r.deltas, deltas(-1000, 1000, 0, Some(0)));
    assert!(r.fu_parts.iter().any(|p| p.fu == 10 && p.reason.contains("30")), "{:?}", r.fu_parts);
}

#[test]
fn chiitoitsu_is_25_fu_with_honba_and_sticks() {
    // Dealer ron, riichi + chiitoitsu = 3 han 25 fu = 4800; 2 honba (+600) and 1 stick (+1000) from North.
    let r = check(
        r#"{"hand":"1122m3344p5566s7z","winTile":"7z","riichi":true,"honba":2,"riichiSticks":1}"#,
        &["riichi 1", "chiitoitsu 2"],
        3,
        25,
        5400,
    );
    assert_eq!(r.deltas, deltas(6400, 0, 0, Some(-5400)));
    assert_eq!(r.fu_parts.len(), 1);
}

#[test]
fn double_wind_pair_is_4_fu() {
    // Dealer, East round, pair of East: 20 + tsumo 2 + kanchan 2 + pair 4 + concealed 222m 4 = 32 -> 40 fu.
    // 1 han 40 fu dealer tsumo = 700 all. With a 2-fu double wind pair: 30 fu = 500 all.
    let json = r#"{"hand":"222m456p789s13s11z","winTile":"2s","tsumo":true}"#;
    let r = check(json, &["menzen-tsumo 1"], 1, 40, 2100);
    assert_eq!(r.deltas, deltas(2100, -700, -700, Some(-700)));
    assert!(r.fu_parts.iter().any(|p| p.fu == 4 && p.reason.contains("double wind")), "{:?}", r.fu_parts);
    let r = ok_with(json, |rules| rules.fu.double_wind_pair = 2);
    assert_eq!((r.fu, r.total), (30, 1500));
}

#[test]
fn rinshan_tsumo_fu() {
    // Open: daiminkan 5m (with the red five) + pon 222p; rinshan tsumo on 8s.
    // 20 + rinshan tsumo 2 + open simple quad 8 + open simple triplet 2 = 32 -> 40 fu; rinshan 1 + tanyao 1 +
    // red 1 = 3 han: 1300 / 2600. With no rinshan tsumo fu (30 fu): 1000 / 2000.
    let json = r#"{"hand":"678p22s67s","melds":[{"type":"daiminkan","tiles":"0555m"},{"type":"pon","tiles":"222p"}],
        "winTile":"8s","tsumo":true,"rinshan":true,"seatWind":"S"}"#;
    let r = check(json, &["rinshan 1", "tanyao 1"], 3, 40, 5200);
    assert_eq!(r.red, 1);
    let r = ok_with(json, |rules| rules.fu.rinshan_tsumo = 0);
    assert_eq!((r.fu, r.total), (30, 4000));
}

#[test]
fn four_han_30_fu_is_not_mangan_without_kiriage() {
    // riichi + pinfu + iipeikou + red 5s = 4 han 30 fu: non-dealer 7700, dealer 11600; kiriage: 8000.
    let json = r#"{"hand":"678m112233p2350s","winTile":"4s","riichi":true,"seatWind":"S","discarder":"W"}"#;
    let r = check(json, &["riichi 1", "pinfu 1", "iipeikou 1"], 4, 30, 7700);
    assert_eq!(r.deltas, deltas(0, 7700, -7700, Some(0)));
    let r = check(
        r#"{"hand":"678m112233p2350s","winTile":"4s","riichi":true}"#,
        &["riichi 1", "pinfu 1", "iipeikou 1"],
        4,
        30,
        11600,
    );
    assert_eq!(r.limit, "");
    let r = ok_with(json, |rules| rules.score.kiriage = true);
    assert_eq!((r.total, r.limit.as_str()), (8000, "mangan"));
}

#[test]
fn kanchan_or_ryanmen_takes_the_better_reading() {
    // 34556m + 4m is 345m + 456m: the 4m sits in 345m (kanchan) or 456m (ryanmen).
    // Ron with riichi: the ryanmen reading has pinfu (riichi + pinfu + tanyao, 30 fu = 3900), the kanchan one
    // would be 2 han 40 fu = 2600.
    let r = check(
        r#"{"hand":"34556m678p234s88s","winTile":"4m","riichi":true,"seatWind":"S"}"#,
        &["riichi 1", "pinfu 1", "tanyao 1"],
        3,
        30,
        3900,
    );
    assert_eq!(r.fu_parts.len(), 2);
    // Tsumo with a concealed 999p (no pinfu possible): ryanmen 20+2+8 = 30 fu, kanchan 32 -> 40 fu.
    // 1 han 40 fu non-dealer tsumo = 400 / 700.
    let r = check(
        r#"{"hand":"34556m999p234s88s","winTile":"4m","tsumo":true,"seatWind":"S"}"#,
        &["menzen-tsumo 1"],
        1,
        40,
        1500,
    );
    assert!(r.fu_parts.iter().any(|p| p.reason == "kanchan wait"), "{:?}", r.fu_parts);
}

#[test]
fn shanpon_ron_makes_the_triplet_open() {
    // 222m 444p 666s + 88s/99s shanpon. Tsumo: four concealed triplets = suuankou, 8000 / 16000.
    let r = check(
        r#"{"hand":"222m444p666s88s99s","winTile":"8s","tsumo":true,"seatWind":"S"}"#,
        &["suuankou x1"],
        0,
        0,
        32000,
    );
    assert_eq!((r.yakuman, r.limit.as_str()), (1, "yakuman"));
    assert!(r.fu_parts.is_empty());
    // Ron: 888s is open, so sanankou + toitoi = 4 han; 20 + 10 + 4 + 4 + 4 + open 888s 2 = 44 -> 50 fu: mangan.
    let r = check(
        r#"{"hand":"222m444p666s88s99s","winTile":"8s","seatWind":"S"}"#,
        &["sanankou 2", "toitoi 2"],
        4,
        50,
        8000,
    );
    assert_eq!(r.limit, "mangan");
    assert!(r.fu_parts.iter().any(|p| p.reason.starts_with("open triplet of 8s")), "{:?}", r.fu_parts);
}

// ---- every yaku -----------------------------------------------------------------------------------------

#[test]
fn riichi_ippatsu_and_double_riichi() {
    let hand = r#""hand":"234m567m23p678s55s","winTile":"4p","seatWind":"S""#;
    check(
        &format!("{{{hand},\"riichi\":true,\"ippatsu\":true}}"),
        &["riichi 1", "ippatsu 1", "pinfu 1", "tanyao 1"],
        4,
        30,
        7700,
    );
    check(
        &format!("{{{hand},\"riichi\":true,\"doubleRiichi\":true}}"),
        &["double-riichi 2", "pinfu 1", "tanyao 1"],
        4,
        30,
        7700,
    );
}

#[test]
fn open_riichi_needs_a_ruleset_that_has_it() {
    let json = r#"{"hand":"234m567m23p678s55s","winTile":"4p","seatWind":"S","riichi":true,"openRiichi":true}"#;
    assert_eq!(err(json).code, "bad-request");
    // Open riichi 2 han replaces riichi: 2 + pinfu + tanyao = 4 han 30 fu = 7700.
    let r = ok_with(json, |rules| rules.riichi.open_riichi = OpenRiichi::TwoHan);
    assert_eq!((yaku(&r), r.han, r.total), (sorted(&["open-riichi 2", "pinfu 1", "tanyao 1"]), 4, 7700));
}

#[test]
fn last_tile_rinshan_and_chankan() {
    let hand = r#""hand":"234m567m23p678s55s","winTile":"4p","seatWind":"S""#;
    // Haitei tsumo: 4 han 20 fu = 1300 / 2600.
    check(
        &format!("{{{hand},\"tsumo\":true,\"haitei\":true}}"),
        &["menzen-tsumo 1", "pinfu 1", "tanyao 1", "haitei 1"],
        4,
        20,
        5200,
    );
    // Houtei and chankan: 3 han 30 fu = 3900.
    check(&format!("{{{hand},\"houtei\":true}}"), &["pinfu 1", "tanyao 1", "houtei 1"], 3, 30, 3900);
    check(&format!("{{{hand},\"chankan\":true}}"), &["pinfu 1", "tanyao 1", "chankan 1"], 3, 30, 3900);
}

#[test]
fn value_triplets() {
    // Pon of haku: 20 + open honour triplet 4 = 24 -> 30 fu, 1 han = 1000.
    check(
        r#"{"hand":"234m567p78s99s","melds":[{"type":"pon","tiles":"555z"}],"winTile":"6s","seatWind":"S"}"#,
        &["yakuhai-haku 1"],
        1,
        30,
        1000,
    );
    // Hatsu + chun pons and a haku pair: shousangen. 20 + 4 + 4 + dragon pair 2 = 30 fu, 4 han = 7700.
    check(
        r#"{"hand":"55z234m67p","melds":[{"type":"pon","tiles":"666z"},{"type":"pon","tiles":"777z"}],"winTile":"8p","seatWind":"S"}"#,
        &["yakuhai-hatsu 1", "yakuhai-chun 1", "shousangen 2"],
        4,
        30,
        7700,
    );
    // Dealer, East round, pon of East: seat and round wind. 20 + 4 + tanki 2 = 26 -> 30 fu, 2 han = 2900.
    let r = check(
        r#"{"hand":"234m567p678s9p","melds":[{"type":"pon","tiles":"111z"}],"winTile":"9p"}"#,
        &["seat-wind 1", "round-wind 1"],
        2,
        30,
        2900,
    );
    assert_eq!(r.deltas, deltas(2900, 0, 0, Some(-2900)));
}

#[test]
fn sequence_yaku() {
    // Closed sanshoku, penchan 3s: 20 + 10 + 2 = 32 -> 40 fu, 2 han = 2600.
    check(r#"{"hand":"123m123p12s789p55s","winTile":"3s","seatWind":"S"}"#, &["sanshoku 2"], 2, 40, 2600);
    // Open sanshoku (1 han), tanki: 22 -> 30 fu = 1000.
    check(
        r#"{"hand":"345p345s678m9p","melds":[{"type":"chi","tiles":"345m"}],"winTile":"9p","seatWind":"S"}"#,
        &["sanshoku 1"],
        1,
        30,
        1000,
    );
    // Open ittsu (1 han), tanki: 30 fu = 1000.
    check(
        r#"{"hand":"456p789p234m5s","melds":[{"type":"chi","tiles":"123p"}],"winTile":"5s","seatWind":"S"}"#,
        &["ittsu 1"],
        1,
        30,
        1000,
    );
    // Ryanpeikou beats seven pairs: riichi 1 + ryanpeikou 3 + tanyao 1 = 5 han mangan (seven pairs: 4 han 25 fu).
    let r = check(
        r#"{"hand":"223344m667788p5s","winTile":"5s","riichi":true,"seatWind":"S"}"#,
        &["riichi 1", "ryanpeikou 3", "tanyao 1"],
        5,
        40,
        8000,
    );
    assert_eq!(r.limit, "mangan");
}

#[test]
fn outside_hands() {
    // Chanta, East pair (round wind) tanki: 20 + 10 + 2 + 2 + concealed 999m 8 = 42 -> 50 fu, 2 han = 3200.
    check(r#"{"hand":"123m789p789s999m1z","winTile":"1z","seatWind":"S"}"#, &["chanta 2"], 2, 50, 3200);
    // Junchan + pinfu: 4 han 30 fu = 7700.
    check(r#"{"hand":"123m789m123p78s99s","winTile":"9s","seatWind":"S"}"#, &["junchan 3", "pinfu 1"], 4, 30, 7700);
}

#[test]
fn triplet_yaku() {
    // Toitoi + tanyao: 20 + 2 + 2 + concealed 333s 4 + ron 666s 2 = 30 fu, 3 han = 3900.
    check(
        r#"{"hand":"333s44p66s","melds":[{"type":"pon","tiles":"222m"},{"type":"pon","tiles":"888p"}],"winTile":"6s","seatWind":"S"}"#,
        &["toitoi 2", "tanyao 1"],
        3,
        30,
        3900,
    );
    // Sanankou, East tanki: 20 + 10 + 2 + 2 + 4 + 4 + 4 = 46 -> 50 fu, 2 han = 3200.
    check(r#"{"hand":"222789m444p666s1z","winTile":"1z","seatWind":"S"}"#, &["sanankou 2"], 2, 50, 3200);
    // Sanshoku doukou + tanyao: 20 + 2 + 4 + 4 + 2 = 32 -> 40 fu, 3 han = 5200.
    check(
        r#"{"hand":"222m222s456m8s","melds":[{"type":"pon","tiles":"222p"}],"winTile":"8s","seatWind":"S"}"#,
        &["sanshoku-doukou 2", "tanyao 1"],
        3,
        40,
        5200,
    );
    // Sankantsu: 20 + ankan 16 + 8 + 8 = 52 -> 60 fu, 2 han = 3900.
    check(
        r#"{"hand":"78m99s","melds":[{"type":"ankan","tiles":"2222m"},{"type":"daiminkan","tiles":"4444p"},
            {"type":"kakan","tiles":"6666s"}],"winTile":"9m","seatWind":"S"}"#,
        &["sankantsu 2"],
        2,
        60,
        3900,
    );
    // Honroutou + toitoi + East (round) + South (seat): 6 han, haneman 12000 (40 fu shown).
    let r = check(
        r#"{"hand":"99s111z22z","melds":[{"type":"pon","tiles":"111m"},{"type":"pon","tiles":"999p"}],"winTile":"2z","seatWind":"S"}"#,
        &["honroutou 2", "toitoi 2", "round-wind 1", "seat-wind 1"],
        6,
        40,
        12000,
    );
    assert_eq!(r.limit, "haneman");
}

#[test]
fn flushes() {
    // Honitsu + haku (ron on the 5z shanpon): 20 + 10 + open 555z 4 + hatsu pair 2 = 36 -> 40 fu, 4 han: mangan.
    let r = check(
        r#"{"hand":"123m345m678m55z66z","winTile":"5z","seatWind":"S"}"#,
        &["honitsu 3", "yakuhai-haku 1"],
        4,
        40,
        8000,
    );
    assert_eq!(r.limit, "mangan");
    // Open chinitsu: 5 han, mangan.
    check(
        r#"{"hand":"234p678p99p55p","melds":[{"type":"chi","tiles":"123p"}],"winTile":"5p","seatWind":"S"}"#,
        &["chinitsu 5"],
        5,
        30,
        8000,
    );
}

#[test]
fn kazoe_yakuman() {
    // riichi 1 + pinfu 1 + iipeikou 1 + ittsu 2 + chinitsu 6 + three dora (4m indicator, 555m) = 14 han.
    let json = r#"{"hand":"1122335556789m","winTile":"4m","riichi":true,"dora":"4m","seatWind":"S"}"#;
    let r =
        check(json, &["riichi 1", "pinfu 1", "iipeikou 1", "ittsu 2", "chinitsu 6", "kazoe-yakuman x1"], 14, 30, 32000);
    assert_eq!((r.yakuman, r.limit.as_str(), r.dora), (1, "yakuman", 3));
    let r = ok_with(json, |rules| rules.yaku.kazoe = Kazoe::None);
    assert_eq!((r.yakuman, r.limit.as_str(), r.total), (0, "sanbaiman", 24000));
    assert!(r.yaku.iter().all(|y| y.id != "kazoe-yakuman"));
}

#[test]
fn a_yakuman_reading_beats_kazoe_of_equal_value() {
    // 222m 333m 444m 66m 88m + 6m tsumo: four concealed triplets, suuankou (dealer: 16000 all = 48000). Read as
    // 234m x3 666m 88m it is riichi 1 + menzen tsumo 1 + tanyao 1 + iipeikou 1 + chinitsu 6 + three dora (1m
    // indicator, 222m) = 13 han: kazoe, also 48000. When any yakuman applies only yakuman count (common.md §7), so
    // the dora indicator must not turn the suuankou into kazoe.
    for dora in ["", r#","dora":"1m""#, r#","dora":"1m1m""#] {
        for ruleset in ["tenhou", "mcgill", "speed-tonpuu"] {
            let json = format!(
                r#"{{"hand":"2223334446688m","winTile":"6m","tsumo":true,"riichi":true,"ruleset":"{ruleset}"{dora}}}"#
            );
            let r = ok(&json);
            assert_eq!(yaku(&r), ["suuankou x1"], "{json}");
            assert_eq!((r.han, r.fu, r.yakuman, r.limit.as_str(), r.total), (0, 0, 1, "yakuman", 48000), "{json}");
        }
        // Without kazoe the counted reading is a sanbaiman (36000): the yakuman is worth more anyway.
        let json = format!(r#"{{"hand":"2223334446688m","winTile":"6m","tsumo":true,"riichi":true{dora}}}"#);
        let r = ok_with(&json, |rules| rules.yaku.kazoe = Kazoe::None);
        assert_eq!((yaku(&r), r.total), (vec!["suuankou x1".to_string()], 48000), "{json}, no kazoe");
    }
}

// ---- yakuman --------------------------------------------------------------------------------------------

#[test]
fn single_yakuman() {
    let cases: [(&str, &str); 12] = [
        (r#"{"hand":"19m19p19s1234567z","winTile":"1m","seatWind":"S"}"#, "kokushi-13 x1"),
        (r#"{"hand":"119m19p19s123456z","winTile":"7z","seatWind":"S"}"#, "kokushi x1"),
        (
            r#"{"hand":"333z44z56m","melds":[{"type":"pon","tiles":"111z"},{"type":"pon","tiles":"222z"}],"winTile":"7m","seatWind":"S"}"#,
            "shousuushii x1",
        ),
        (
            r#"{"hand":"444z5m","melds":[{"type":"pon","tiles":"111z"},{"type":"pon","tiles":"222z"},{"type":"pon","tiles":"333z"}],"winTile":"5m","seatWind":"S"}"#,
            "daisuushii x1",
        ),
        (
            r#"{"hand":"111p99p99s","melds":[{"type":"pon","tiles":"111m"},{"type":"pon","tiles":"999m"}],"winTile":"9s","seatWind":"S"}"#,
            "chinroutou x1",
        ),
        (r#"{"hand":"223344s666s88s66z","winTile":"6z","seatWind":"S"}"#, "ryuuiisou x1"),
        (r#"{"hand":"1112345678999m","winTile":"5m","seatWind":"S"}"#, "junsei-chuuren x1"),
        (r#"{"hand":"1113456789999m","winTile":"2m","seatWind":"S"}"#, "chuuren x1"),
        (
            r#"{"hand":"5z","melds":[{"type":"ankan","tiles":"2222m"},{"type":"daiminkan","tiles":"4444p"},
                {"type":"kakan","tiles":"6666s"},{"type":"daiminkan","tiles":"8888s"}],"winTile":"5z","seatWind":"S"}"#,
            "suukantsu x1",
        ),
        (r#"{"hand":"222m444p666s888s9s","winTile":"9s","seatWind":"S"}"#, "suuankou-tanki x1"),
        (
            r#"{"hand":"77z123m44p","melds":[{"type":"pon","tiles":"555z"},{"type":"pon","tiles":"666z"}],"winTile":"7z","seatWind":"S"}"#,
            "daisangen x1",
        ),
        (r#"{"hand":"234m567m23p678s55s","winTile":"4p","tsumo":true,"chiihou":true,"seatWind":"S"}"#, "chiihou x1"),
    ];
    for (json, want) in cases {
        // A non-dealer yakuman is 32000, by ron or by tsumo (8000 / 16000).
        let r = check(json, &[want], 0, 0, 32000);
        assert_eq!((r.yakuman, r.limit.as_str()), (1, "yakuman"), "{json}");
    }
    // Tenhou: the dealer's yakuman, 16000 all.
    let r = check(
        r#"{"hand":"234m567m23p678s55s","winTile":"4p","tsumo":true,"tenhou":true}"#,
        &["tenhou x1"],
        0,
        0,
        48000,
    );
    assert_eq!(r.deltas, deltas(48000, -16000, -16000, Some(-16000)));
}

#[test]
fn yakuman_stack_and_double_yakuman_follow_the_ruleset() {
    // Suuankou tanki + daisangen + tsuuiisou: three yakuman on Tenhou = 96000.
    let json = r#"{"hand":"5556667771112z","winTile":"2z","seatWind":"S"}"#;
    let r = check(json, &["suuankou-tanki x1", "daisangen x1", "tsuuiisou x1"], 0, 0, 96000);
    assert_eq!(r.yakuman, 3);
    let r = ok_with(json, |rules| rules.yaku.yakuman_stack = false);
    assert_eq!((r.yakuman, r.total), (1, 32000));
    let r = ok_with(json, |rules| rules.yaku.double_yakuman = vec![Yaku::SuuankouTanki]);
    assert_eq!((r.yakuman, r.total), (4, 128000));
}

#[test]
fn renhou_follows_the_ruleset() {
    // Tenhou has no renhou: only pinfu + tanyao, 2 han 30 fu = 2000.
    let json = r#"{"hand":"234m567m23p678s55s","winTile":"4p","renhou":true,"seatWind":"S"}"#;
    check(json, &["pinfu 1", "tanyao 1"], 2, 30, 2000);
    let r = ok_with(json, |rules| rules.yaku.renhou = Renhou::Yakuman);
    assert_eq!((r.yakuman, r.total), (1, 32000));
}

// ---- pao (docs/rulesets/tenhou.md example E) ----------------------------------------------------------------

const DAISANGEN: &str = r#""hand":"77z123m44p","melds":[{"type":"pon","tiles":"555z"},{"type":"pon","tiles":"666z"}],
    "winTile":"7z","seatWind":"S","pao":"W","honba":1,"riichiSticks":1"#;

#[test]
fn pao_tsumo_liable_pays_all() {
    let r = ok(&format!("{{{DAISANGEN},\"tsumo\":true}}"));
    assert_eq!(r.total, 32300);
    assert_eq!(r.deltas, deltas(0, 33300, -32300, Some(0)));
}

#[test]
fn pao_ron_splits_half_and_discarder_pays_honba() {
    let r = ok(&format!("{{{DAISANGEN},\"discarder\":\"N\"}}"));
    assert_eq!(r.total, 32300);
    assert_eq!(r.deltas, deltas(0, 33300, -16000, Some(-16300)));
}

#[test]
fn pao_covers_stacked_yakuman() {
    // Daisangen + tsuuiisou by tsumo: the liable player pays 64000 + 300.
    let r = ok(r#"{"hand":"7771112z","melds":[{"type":"pon","tiles":"555z"},{"type":"pon","tiles":"666z"}],
        "winTile":"2z","tsumo":true,"seatWind":"S","pao":"W","honba":1}"#);
    assert_eq!(r.yakuman, 2);
    assert_eq!(r.deltas, deltas(0, 64300, -64300, Some(0)));
}

#[test]
fn pao_is_ignored_without_a_liable_yakuman() {
    // A plain hand with a pao seat: the normal tsumo split (1 han 30 fu: 300 / 500, +100 honba each).
    let r = ok(r#"{"hand":"567m678m23s55p","melds":[{"type":"chi","tiles":"234p"}],"winTile":"4s","tsumo":true,
        "seatWind":"S","pao":"W","honba":1}"#);
    assert_eq!(r.deltas, deltas(-600, 1400, -400, Some(-400)));
}

// ---- dora -----------------------------------------------------------------------------------------------

#[test]
fn dora_are_counted_but_are_not_yaku() {
    // Indicator dora count in every hand; ura indicators count only with riichi.
    let r = ok(r#"{"hand":"234m567m23p678s55s","winTile":"4p","seatWind":"S","dora":"4s","ura":"1m"}"#);
    // 4s indicator -> 5s dora: the 55s pair = 2 dora; ura ignored without riichi. pinfu + tanyao + 2 = 4 han.
    assert_eq!((r.dora, r.ura, r.han, r.total), (2, 0, 4, 7700));
    let r = ok(r#"{"hand":"234m567m23p678s55s","winTile":"4p","seatWind":"S","riichi":true,"dora":"4s","ura":"1m"}"#);
    // Ura 1m -> 2m: one 2m in 234m.
    assert_eq!((r.dora, r.ura, r.han), (2, 1, 6));
    assert_eq!(r.limit, "haneman");
}

#[test]
fn dora_switches_come_from_the_ruleset() {
    // Two ura indicators (1m -> 2m, 3m -> 4m) count 2; without kan ura only the first counts.
    let json = r#"{"hand":"234m567m23p678s55s","winTile":"4p","seatWind":"S","riichi":true,"ura":"1m3m"}"#;
    assert_eq!(ok(json).ura, 2);
    assert_eq!(ok_with(json, |rules| rules.dora.kan_ura = false).ura, 1);
    // A red five is worth the ruleset's bonus: 1 han on Tenhou, none with a zero bonus.
    let json = r#"{"hand":"234m067m23p678s55s","winTile":"4p","seatWind":"S"}"#;
    assert_eq!((ok(json).red, ok(json).han), (1, 3));
    let r = ok_with(json, |rules| rules.dora.bonus.red = 0);
    assert_eq!((r.red, r.han), (1, 2));
}

#[test]
fn toutenkou_points_are_not_han_fu() {
    // docs/rulesets/toutenkou.md value table: pinfu 1 + tanyao 1 + banban 2 + menzen 1 + ron 8 + closed crow 20 = 33,
    // han/fu 0.
    let r = ok(r#"{"ruleset":"toutenkou","hand":"234p567p23s678s55s","winTile":"4s","seatWind":"S"}"#);
    assert_eq!((r.han, r.fu, r.total), (0, 0, 33));
}

// ---- three players --------------------------------------------------------------------------------------

/// Tenhou's 3-player preset, with or without tsumo loss.
fn sanma(tsumo_loss: bool) -> Ruleset {
    let mut r = Ruleset::preset("tenhou-sanma").unwrap();
    assert_eq!(r.game.players, 3);
    r.score.tsumo_loss = tsumo_loss;
    r
}

fn ok_sanma(json: &str, tsumo_loss: bool) -> ScoreResult {
    let mut req = request(json);
    req.ruleset = Some(RulesetRef::Rules(Box::new(sanma(tsumo_loss))));
    score(&req).unwrap_or_else(|e| panic!("{json}: {e}"))
}

#[test]
fn three_player_tsumo_loss_and_nukidora() {
    // 3 han 20 fu non-dealer tsumo: dealer 1300, other 700; no North seat.
    let json = r#"{"hand":"234p567p23s678s55s","winTile":"4s","tsumo":true,"seatWind":"S"}"#;
    let r = ok_sanma(json, true);
    assert_eq!((r.han, r.fu, r.total), (3, 20, 2000));
    assert_eq!(r.deltas, deltas(-1300, 2000, -700, None));
    // Without tsumo loss the missing share (basic 640) is split: 1280 + 320 -> 1600, 640 + 320 -> 1000.
    let r = ok_sanma(json, false);
    assert_eq!(r.deltas, deltas(-1600, 2600, -1000, None));
    // Two nukidora add 2 han: 5 han mangan, dealer 4000, other 2000.
    let r =
        ok_sanma(r#"{"hand":"234p567p23s678s55s","winTile":"4s","tsumo":true,"seatWind":"S","nukidora":"44z"}"#, true);
    assert_eq!((r.nukidora, r.han, r.total), (2, 5, 6000));
    // In 3-player a 9m indicator makes 1m dora and a 1m indicator makes 9m dora (2m-8m are not in the set).
    let r = ok_sanma(r#"{"hand":"123p456p789s11m99m","winTile":"9m","seatWind":"S","dora":"1m","riichi":true}"#, true);
    assert_eq!(r.dora, 3);
    assert_eq!(
        score(&{
            let mut q = request(r#"{"hand":"234p567p23s678s55s","winTile":"4s","seatWind":"N"}"#);
            q.ruleset = Some(RulesetRef::Rules(Box::new(sanma(true))));
            q
        })
        .unwrap_err()
        .code,
        "bad-request"
    );
}

// ---- errors ---------------------------------------------------------------------------------------------

#[test]
fn error_codes() {
    let code = |json: &str| err(json).code;
    assert_eq!(code(r#"{"hand":"234x567m23p678s55s","winTile":"4p"}"#), "bad-notation");
    assert_eq!(code(r#"{"hand":"11111m567m23p678s","winTile":"4p"}"#), "too-many-copies");
    // Four 1m in the hand plus a 1m dora indicator is a fifth copy.
    assert_eq!(code(r#"{"hand":"1111m567m23p678s5s","winTile":"5s","dora":"1m"}"#), "too-many-copies");
    assert_eq!(code(r#"{"hand":"123m456p789s1234z","winTile":"5z"}"#), "not-a-win");
    // Open hand, no yaku; a dora does not help.
    assert_eq!(
        code(r#"{"hand":"456p789s23s99m","melds":[{"type":"chi","tiles":"123m"}],"winTile":"1s","dora":"8m"}"#),
        "no-yaku"
    );
}

#[test]
fn bad_requests_say_what_is_wrong() {
    let hand = r#""hand":"234m567m23p678s55s","winTile":"4p""#;
    let cases: [(String, &str); 14] = [
        (r#"{"hand":"234m567m23p678s5s","winTile":"4p"}"#.into(), "13 tiles"),
        (r#"{"hand":"234m567m23p678s55s","winTile":"4p4p"}"#.into(), "exactly one tile"),
        (r#"{"hand":"567m23p678s55s","melds":[{"type":"chi","tiles":"135m"}],"winTile":"4p"}"#.into(), "consecutive"),
        (r#"{"hand":"567m23p678s55s","melds":[{"type":"pon","tiles":"112m"}],"winTile":"4p"}"#.into(), "same kind"),
        (r#"{"hand":"567m23p678s55s","melds":[{"type":"ankan","tiles":"111m"}],"winTile":"4p"}"#.into(), "4 tiles"),
        (format!("{{{hand},\"tsumo\":true,\"houtei\":true}}"), "houtei"),
        (format!("{{{hand},\"haitei\":true}}"), "haitei"),
        (format!("{{{hand},\"tsumo\":true,\"rinshan\":true}}"), "kan"),
        (format!("{{{hand},\"tsumo\":true,\"chankan\":true}}"), "chankan"),
        (format!("{{{hand},\"ippatsu\":true}}"), "ippatsu needs riichi"),
        (format!("{{{hand},\"tsumo\":true,\"tenhou\":true,\"seatWind\":\"S\"}}"), "dealer"),
        (
            r#"{"hand":"567m678m23s55p","melds":[{"type":"chi","tiles":"234p"}],"winTile":"4s","riichi":true}"#.into(),
            "concealed",
        ),
        (format!("{{{hand},\"discarder\":\"E\"}}"), "discarder"),
        (format!("{{{hand},\"seatWind\":\"S\",\"pao\":\"S\"}}"), "liable"),
    ];
    for (json, words) in cases {
        let e = err(&json);
        assert_eq!(e.code, "bad-request", "{json}: {e}");
        assert!(e.message.contains(words), "{json}: message '{}' should mention '{words}'", e.message);
    }
    // Ura without riichi is allowed and ignored.
    assert_eq!(ok(&format!("{{{hand},\"ura\":\"3p\"}}")).ura, 0);
}
