//! McGill double limits not covered in `score_rulesets.rs` (seed line 13: "Pair Wait on Four Concealed Pons",
//! "Pure Nine Gates" are double limits). Values worked by hand from `docs/rulesets/mcgill.md`.

use tenpai::score::{score, ScoreRequest};
use tenpai::yaku::Yaku;

fn ok(json: &str) -> tenpai::score::ScoreResult {
    let req: ScoreRequest = serde_json::from_str(json).unwrap();
    score(&req).unwrap()
}

fn ids(r: &tenpai::score::ScoreResult) -> Vec<String> {
    r.yaku.iter().map(|y| y.id.clone()).collect()
}

#[test]
fn seed_l13_suuankou_tanki_is_a_double_limit() {
    // Non-dealer ron on the pair wait: 2 × 32,000 = 64,000 from the discarder.
    let r = ok(r#"{"ruleset":"mcgill","hand":"111m333p555s777z9s","winTile":"9s","seatWind":"S","discarder":"E"}"#);
    assert_eq!(ids(&r), vec!["suuankou-tanki"]);
    assert_eq!(r.deltas.get(tenpai::rules::Wind::E), -64000);
}

#[test]
fn seed_l13_junsei_chuuren_is_a_double_limit() {
    // Nine-sided wait on 1112345678999m, non-dealer tsumo on 5m: 2 × 32,000 = 64,000: 32,000 from the dealer
    // and 16,000 from each other player.
    let r = ok(r#"{"ruleset":"mcgill","hand":"1112345678999m","winTile":"5m","tsumo":true,"seatWind":"S"}"#);
    assert_eq!(ids(&r), vec!["junsei-chuuren"]);
    assert_eq!(r.deltas.get(tenpai::rules::Wind::E), -32000);
    assert_eq!(r.deltas.get(tenpai::rules::Wind::W), -16000);
    assert_eq!(r.deltas.get(tenpai::rules::Wind::S), 64000);
}

#[test]
fn seed_l13_single_wait_chuuren_is_a_single_limit() {
    // 1112245678999m waits on 3m (not the nine-way shape): plain nine gates, one limit, 32,000 tsumo by a
    // non-dealer (16,000 from the dealer, 8,000 from each other).
    let r = ok(r#"{"ruleset":"mcgill","hand":"1112245678999m","winTile":"3m","tsumo":true,"seatWind":"S"}"#);
    assert_eq!(ids(&r), vec!["chuuren"]);
    assert_eq!(r.deltas.get(tenpai::rules::Wind::S), 32000);
}

// ---- pao with two liable players (source line 17; `docs/RULESET.md` Q-M7) ---------------------------------

/// South's four honour pons (5z 6z 7z 1z) and a 2z tanki: daisangen + tsuuiisou, 2 × 32,000 = 64,000 by a
/// non-dealer. West fed the third dragon (liable for daisangen), North the fourth honour set (tsuuiisou).
const TWO_LIABLE: &str = r#""ruleset":"mcgill","hand":"2z","melds":[{"type":"pon","tiles":"555z"},
    {"type":"pon","tiles":"666z"},{"type":"pon","tiles":"777z"},{"type":"pon","tiles":"111z"}],"winTile":"2z",
    "seatWind":"S","honba":1,"liable":[{"seat":"W","yaku":"daisangen"},{"seat":"N","yaku":"tsuuiisou"}]"#;

fn deltas(r: &tenpai::score::ScoreResult) -> [i64; 4] {
    use tenpai::rules::Wind;
    [Wind::E, Wind::S, Wind::W, Wind::N].map(|w| r.deltas.get(w))
}

#[test]
fn seed_l17_two_liable_players_split_a_tsumo_equally() {
    // 64,000 + 3 × 100 honba = 64,300 in halves of whole hundreds: 32,100 each, the odd 100 on the seat liable
    // first (West): 32,200.
    let r = ok(&format!("{{{TWO_LIABLE},\"tsumo\":true}}"));
    assert_eq!(r.yakuman, 2);
    assert_eq!(deltas(&r), [0, 64300, -32200, -32100]);
}

#[test]
fn seed_l17_two_liable_players_and_the_discarder_pay_equal_thirds_of_a_ron() {
    // East deals in: 64,000 / 3 = 21,333 → 21,300 from each liable seat; East pays the rest (21,400) and the
    // 300 ron honba.
    let r = ok(&format!("{{{TWO_LIABLE},\"discarder\":\"E\"}}"));
    assert_eq!(deltas(&r), [-21700, 64300, -21300, -21300]);
    // A dealer's double limit divides evenly: 96,000 → 32,000 each (East wins off North, liable South and West).
    let dealer = TWO_LIABLE
        .replace(r#""seatWind":"S""#, r#""seatWind":"E""#)
        .replace(r#"{"seat":"W","yaku":"daisangen"},{"seat":"N""#, r#"{"seat":"S","yaku":"daisangen"},{"seat":"W""#);
    let r = ok(&format!("{{{dealer},\"discarder\":\"N\"}}"));
    assert_eq!(deltas(&r), [96300, -32000, -32000, -32300]);
}

#[test]
fn seed_l17_a_liable_discarder_shares_with_the_other_liable_player_only() {
    // West, liable for daisangen, deals in: the payers are West and North, half each (32,000), West also the
    // 300 honba.
    let r = ok(&format!("{{{TWO_LIABLE},\"discarder\":\"W\"}}"));
    assert_eq!(deltas(&r), [0, 64300, -32300, -32000]);
}

#[test]
fn seed_l17_a_liability_counts_only_for_a_limit_hand_the_win_has() {
    // A 9s pair instead of 2z: daisangen only (32,000); North's all-honours liability does not apply, West pays
    // the hand and every honba on a tsumo (32,300).
    let hand = TWO_LIABLE.replace(r#""hand":"2z""#, r#""hand":"9s""#).replace(r#""winTile":"2z""#, r#""winTile":"9s""#);
    let r = ok(&format!("{{{hand},\"tsumo\":true}}"));
    assert_eq!(ids(&r), vec!["daisangen"]);
    assert_eq!(deltas(&r), [0, 32300, -32300, 0]);
}

#[test]
fn liable_entries_are_checked() {
    let req = |liable: &str| -> ScoreRequest {
        serde_json::from_str(&format!(
            r#"{{"ruleset":"mcgill","hand":"2z","melds":[{{"type":"pon","tiles":"555z"}},{{"type":"pon","tiles":"666z"}},
            {{"type":"pon","tiles":"777z"}},{{"type":"pon","tiles":"111z"}}],"winTile":"2z","tsumo":true,
            "seatWind":"S","liable":{liable}}}"#
        ))
        .unwrap()
    };
    let e = score(&req(r#"[{"seat":"S","yaku":"daisangen"}]"#)).unwrap_err();
    assert_eq!(e.code, "bad-request", "the winner cannot be liable: {e}");
    let e = score(&req(r#"[{"seat":"W","yaku":"suuankou"}]"#)).unwrap_err();
    assert_eq!(e.code, "bad-request", "suuankou is never completed by a call: {e}");
}

// ---- yaku not played (seed lines 16 and 50) ---------------------------------------------------------------

#[test]
fn seed_l16_l50_chained_pons_and_chiis_are_not_yaku() {
    // Each hand has the chained shape; under McGill it scores without that yaku (tanyao and the rest carry it),
    // and McGill's ruleset does not switch it on. For the chained pons the same request under McGill with the
    // local yaku switched on does list it (so the shape is right); the identical-chi yaku are never detected
    // by the engine (no ruleset plays them), so for them the first check is the whole story.
    use tenpai::rules::{Ruleset, YakuValue};
    use tenpai::score::RulesetRef;
    let pons = |tiles: &[&str]| tiles.iter().map(|t| format!(r#"{{"type":"pon","tiles":"{t}"}}"#)).collect::<Vec<_>>();
    let cases = [
        // Three chained pons, open: 222m 333m 444m, 678p, 55s.
        (
            "sanrenkou",
            format!(r#""hand":"678p5s","melds":[{}],"winTile":"5s""#, pons(&["222m", "333m", "444m"]).join(",")),
        ),
        // Four chained pons, open: 222m to 555m, 8p tanki.
        (
            "suurenkou",
            format!(r#""hand":"8p","melds":[{}],"winTile":"8p""#, pons(&["222m", "333m", "444m", "555m"]).join(",")),
        ),
        // Three identical chis (closed): 234m ×3, 678p, 55s.
        ("iishoku-sanjun", r#""hand":"234234234m678p5s","winTile":"5s""#.to_string()),
        // Four identical chis (closed): 234m ×4, 8p tanki.
        ("iishoku-yonjun", r#""hand":"234234234234m8p","winTile":"8p""#.to_string()),
    ];
    for (id, hand) in cases {
        let json = format!(r#"{{"ruleset":"mcgill",{hand},"seatWind":"S","discarder":"E"}}"#);
        let r = ok(&json);
        assert!(!ids(&r).contains(&id.to_string()), "{id} is not a McGill yaku: {:?}", ids(&r));
        let mcgill = Ruleset::preset("mcgill").unwrap();
        let y = Yaku::from_id(id).unwrap();
        assert!(!mcgill.yaku.local.contains(&y));
        if id.starts_with("iishoku") {
            continue;
        }
        let mut on = mcgill;
        on.yaku.local.push(y);
        on.yaku.local_values.insert(y, YakuValue::Han(2));
        let mut req: ScoreRequest = serde_json::from_str(&json).unwrap();
        req.ruleset = Some(RulesetRef::Rules(Box::new(on)));
        let with = score(&req).unwrap();
        assert!(ids(&with).contains(&id.to_string()), "the {id} shape: {:?}", ids(&with));
    }
}
