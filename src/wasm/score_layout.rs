//! The plain score tape: the fixed layout in which tape.rs writes a han/fu result of the plain shape
//! ([`Valuation::is_plain`]; layout 0 of tape.rs `score_tape`) and tape.js `plainScore` reads it. Written here
//! only, whichever way tape.rs names the strings ([`PlainStrings`]). The layout is stated twice, here and in
//! `plainScore`: tests/wasm_node.rs holds the two to each other and to the result's JSON (every result of the
//! scoring corpora and of random hands, through the facade's `score`, must be serde's JSON of the core's result:
//! same keys in the same order, same values).

use super::wire::{SCORE_TAPE_HEAD, SCORE_TAPE_PLAIN};
use crate::score::Valuation;
use crate::yaku::Yaku;

/// Longest plain score tape: the head, 25 yaku, 8 fu parts and the rest (197 entries).
pub const PLAIN_MAX: usize = 256;

/// The tape entries of the strings a plain score tape names: two for each string (tape.rs: a tape code and an
/// intern number or a text length), or `None` when they cannot be given that way.
pub trait PlainStrings {
    /// Yaku `y`'s id, then its name.
    fn yaku(&mut self, y: Yaku) -> Option<[f64; 4]>;
    /// The text of fu reason `code` ([`crate::fu::reason_text`]).
    fn reason(&mut self, code: u16) -> Option<[f64; 2]>;
    /// The limit's name ([`Valuation::limit`]).
    fn limit(&mut self, limit: &'static str) -> Option<[f64; 2]>;
}

/// Writes the plain score tape of `v` into `t` by index (no growth check per entry), its strings from `strings`
/// in the order JS reads their text. `None` when `strings` gives `None` or the result is longer than
/// [`PLAIN_MAX`] (it never is); `t` then holds part of a tape.
///
/// Layout: the head (wire.rs `SCORE_TAPE_HEAD`: `t[0]` the layout, `SCORE_TAPE_PLAIN`; the text's address and
/// length, left to the caller); the yaku count, then
/// id, name, han, yakuman of each; han, fu; the fu part count, then reason, fu of each; dora, red, ura, yakuman,
/// limit, total; the deltas of E, S and W, the seat count (3 or 4) and, with 4, N's.
#[inline(always)]
pub fn write_plain(t: &mut [f64; PLAIN_MAX], v: &Valuation, strings: &mut impl PlainStrings) -> Option<()> {
    let n_yaku = v.yaku_count();
    let parts = v.fu_codes();
    if 23 + 6 * n_yaku + 3 * parts.len() > PLAIN_MAX {
        return None;
    }
    t[0] = SCORE_TAPE_PLAIN;
    t[SCORE_TAPE_HEAD] = n_yaku as f64;
    let mut i = SCORE_TAPE_HEAD + 1;
    for (y, han, yakuman) in v.yaku_entries() {
        let [a, b, c, d] = strings.yaku(y)?;
        t[i] = a;
        t[i + 1] = b;
        t[i + 2] = c;
        t[i + 3] = d;
        t[i + 4] = f64::from(han);
        t[i + 5] = f64::from(yakuman);
        i += 6;
    }
    t[i] = f64::from(v.han);
    t[i + 1] = f64::from(v.fu);
    t[i + 2] = parts.len() as f64;
    i += 3;
    for (code, fu) in parts {
        let [a, b] = strings.reason(code)?;
        t[i] = a;
        t[i + 1] = b;
        t[i + 2] = f64::from(fu);
        i += 3;
    }
    let [a, b] = strings.limit(v.limit)?;
    // One entry at a time: a copy of a run of entries would be a memory.copy (a call in V8).
    let d = &v.deltas;
    t[i] = f64::from(v.dora);
    t[i + 1] = f64::from(v.red);
    t[i + 2] = f64::from(v.ura);
    t[i + 3] = f64::from(v.yakuman);
    t[i + 4] = a;
    t[i + 5] = b;
    t[i + 6] = v.total as f64;
    t[i + 7] = d.e as f64;
    t[i + 8] = d.s as f64;
    t[i + 9] = d.w as f64;
    i += 10;
    match d.n {
        Some(n) => {
            t[i] = 4.0;
            t[i + 1] = n as f64;
        }
        None => t[i] = 3.0,
    }
    Some(())
}
