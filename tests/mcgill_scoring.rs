//! McGill double limits not covered in `score_rulesets.rs` (seed line 13: "Pair Wait on Four Concealed Pons",
//! "Pure Nine Gates" are double limits). Values worked by hand from `../shared/rules/mcgill.md`.

use tenpai::score::{score, ScoreRequest};

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
