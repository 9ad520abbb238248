//! Helpers for tests of `score`: compact yaku lists and expected errors.

use tenpai::score::{score, ScoreRequest, ScoreResult};

/// Yaku as "id han" or "id x<multiple>", sorted, so a test can compare a whole list at once.
pub fn yaku(r: &ScoreResult) -> Vec<String> {
    let mut v: Vec<String> = r
        .yaku
        .iter()
        .map(|y| if y.yakuman > 0 { format!("{} x{}", y.id, y.yakuman) } else { format!("{} {}", y.id, y.han) })
        .collect();
    v.sort();
    v
}

/// The error a request must produce; `what` names it in the failure message.
#[track_caller]
pub fn expect_err(req: &ScoreRequest, what: &str) -> tenpai::Error {
    match score(req) {
        Ok(r) => panic!("{what}: expected an error, got {r:?}"),
        Err(e) => e,
    }
}
