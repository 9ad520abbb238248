//! The plain score tape: the fixed layout in which tape.rs writes a han/fu result of the plain shape (layout 0 of
//! tape.rs `score_tape`) and tape.js `plainScore` reads it. Written here only, whichever way tape.rs
//! names the strings ([`PlainStrings`]). Plain Rust without wasm-bindgen, so that lib.rs also compiles it natively
//! for its test.

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

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::wire::{TAPE_INTERNED, TAPE_INTERN_NEW};
    use super::*;
    use crate::score::{score_valued, ScoreRequest, Scored};
    use serde_json::{json, Map, Value};
    use std::collections::HashMap;

    /// Names strings as tape.rs does: an intern number ([`TAPE_INTERNED`]) for a string named before, else its
    /// text ([`TAPE_INTERN_NEW`]: JS interns it under the next number), appended to `text`.
    #[derive(Default)]
    struct Interning {
        ids: HashMap<&'static str, usize>,
        text: String,
    }

    impl Interning {
        fn entries(&mut self, s: &'static str) -> [f64; 2] {
            if let Some(&id) = self.ids.get(s) {
                return [TAPE_INTERNED, id as f64];
            }
            self.ids.insert(s, self.ids.len());
            self.text.push_str(s);
            [TAPE_INTERN_NEW, s.len() as f64]
        }
    }

    impl PlainStrings for Interning {
        fn yaku(&mut self, y: Yaku) -> Option<[f64; 4]> {
            let [a, b] = self.entries(y.id());
            let [c, d] = self.entries(y.name());
            Some([a, b, c, d])
        }
        fn reason(&mut self, code: u16) -> Option<[f64; 2]> {
            Some(self.entries(crate::fu::reason_text(code)))
        }
        fn limit(&mut self, limit: &'static str) -> Option<[f64; 2]> {
            Some(self.entries(limit))
        }
    }

    /// The reading side, as tape.js `plainScore` builds the result (its intern table and text position kept
    /// across tapes, as JS keeps them).
    struct Reader<'a> {
        t: &'a [f64],
        at: usize,
        interned: &'a mut Vec<String>,
        text: &'a str,
    }

    impl Reader<'_> {
        fn number(&mut self) -> Value {
            self.at += 1;
            json!(self.t[self.at - 1])
        }
        fn count(&mut self) -> usize {
            self.at += 1;
            self.t[self.at - 1] as usize
        }
        fn string(&mut self) -> Value {
            let (code, n) = (self.t[self.at], self.t[self.at + 1] as usize);
            self.at += 2;
            match code {
                c if c == TAPE_INTERNED => json!(self.interned[n]),
                c if c == TAPE_INTERN_NEW => {
                    let (s, rest) = self.text.split_at(n);
                    self.text = rest;
                    self.interned.push(s.to_string());
                    json!(s)
                }
                _ => panic!("tape code {code} where a string should be"),
            }
        }
        fn result(&mut self) -> Value {
            assert_eq!(self.t[0], SCORE_TAPE_PLAIN, "layout");
            self.at = SCORE_TAPE_HEAD;
            let yaku: Vec<Value> = (0..self.count())
                .map(|_| json!({ "id": self.string(), "name": self.string(), "han": self.number(), "yakuman": self.number() }))
                .collect();
            let (han, fu) = (self.number(), self.number());
            let fu_parts: Vec<Value> =
                (0..self.count()).map(|_| json!({ "reason": self.string(), "fu": self.number() })).collect();
            let mut r = Map::new();
            r.insert("yaku".into(), yaku.into());
            r.insert("han".into(), han);
            r.insert("fu".into(), fu);
            r.insert("fuParts".into(), fu_parts.into());
            for key in ["dora", "red", "ura", "yakuman"] {
                r.insert(key.into(), self.number());
            }
            r.insert("limit".into(), self.string());
            r.insert("total".into(), self.number());
            let mut deltas = Map::new();
            for seat in ["E", "S", "W"] {
                deltas.insert(seat.into(), self.number());
            }
            match self.count() {
                3 => {}
                4 => _ = deltas.insert("N".into(), self.number()),
                n => panic!("{n} seats"),
            }
            r.insert("deltas".into(), deltas.into());
            Value::Object(r)
        }
    }

    /// A JSON value with every number as an f64 (the tape's numbers are; serde_json keeps integers apart).
    fn as_f64(v: Value) -> Value {
        match v {
            Value::Number(n) => json!(n.as_f64().unwrap()),
            Value::Array(a) => a.into_iter().map(as_f64).collect(),
            Value::Object(o) => o.into_iter().map(|(k, v)| (k, as_f64(v))).collect::<Map<_, _>>().into(),
            v => v,
        }
    }

    /// Checks the tapes of the plain-shaped results of `requests` (one intern table for all, so strings are
    /// new in some tapes and named by number in others): the result they read back to is the JSON of the
    /// engine's result. Returns how many were plain.
    fn check(requests: impl Iterator<Item = ScoreRequest>) -> usize {
        let (mut strings, mut interned, mut plain) = (Interning::default(), Vec::new(), 0);
        // Stale entries from the tape before, as tape.rs reuses its buffer.
        let mut t = [f64::NAN; PLAIN_MAX];
        for req in requests {
            let Ok(Scored::HanFu(v)) = score_valued(&req) else { continue };
            let plain_shape = v.nukidora == 0 && v.blue == 0 && v.gold == 0 && v.pocchi == 0;
            if !plain_shape || v.chips.is_some() || v.wildcard_as.is_some() {
                continue;
            }
            plain += 1;
            strings.text.clear();
            write_plain(&mut t, &v, &mut strings).expect("every plain result fits the layout");
            let text = strings.text.clone();
            let mut reader = Reader { t: &t, at: 0, interned: &mut interned, text: &text };
            let read = reader.result();
            assert_eq!(reader.text, "", "text left unread: {req:?}");
            let want = as_f64(serde_json::to_value(v.to_result()).unwrap());
            assert_eq!(read, want, "{req:?}");
        }
        plain
    }

    #[test]
    fn plain_tapes_read_back_as_the_results_of_the_score_corpora() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/score");
        let mut total = 0;
        for file in ["majiang-core", "majiang-script", "riichienv-4p", "tenhou-4p", "tenhou-sanma", "tenhou6-edge"] {
            let text = std::fs::read_to_string(format!("{dir}/{file}.jsonl")).unwrap();
            let requests = text.lines().filter_map(|line| {
                let record: Value = serde_json::from_str(line).unwrap();
                serde_json::from_value::<ScoreRequest>(record["request"].clone()).ok()
            });
            let plain = check(requests);
            assert!(plain > 0, "{file}: no plain results");
            total += plain;
        }
        assert!(total > 10_000, "{total} plain results");
    }

    #[test]
    fn plain_tapes_read_back_as_the_results_of_random_hands() {
        // Closed hands of four sets and a pair, won on one of their tiles, on every preset, with random winds,
        // riichi, tsumo, red fives, dora, ura and counters.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            x = crate::bot::xorshift(x);
            x % n
        };
        let ids: Vec<&str> = crate::rules::PRESET_IDS.iter().chain(&crate::rules::EXTRA_PRESET_IDS).copied().collect();
        let mut requests = Vec::new();
        for case in 0..6000 {
            let mut counts = [0u8; 34];
            let mut tiles = Vec::new();
            // Crowded into a few kinds now and then, for hands with many yaku.
            let span = [34, 9, 16][case % 3];
            while tiles.len() < 12 {
                let k = next(span) as usize;
                let set = if k < 27 && k % 9 < 7 && next(2) == 0 { [k, k + 1, k + 2] } else { [k; 3] };
                if set.iter().all(|&s| counts[s] < 4 - (set[0] == set[1]) as u8 * 2) {
                    set.iter().for_each(|&s| counts[s] += 1);
                    tiles.extend(set);
                }
            }
            let pair = loop {
                let k = next(span) as usize;
                if counts[k] <= 2 {
                    break k;
                }
            };
            tiles.extend([pair, pair]);
            let win = tiles.remove(next(14) as usize);
            // A tile's name: red (0m, 0p, 0s) when `red` and a five.
            let name = |k: usize, red: bool| {
                let digit = if red && k < 27 && k % 9 == 4 { 0 } else { k % 9 + 1 };
                format!("{digit}{}", ['m', 'p', 's', 'z'][k / 9])
            };
            let winds = ["E", "S", "W", "N"];
            let request = json!({
                "ruleset": ids[next(ids.len() as u64) as usize],
                "hand": tiles.iter().map(|&k| name(k, next(3) == 0)).collect::<String>(),
                "winTile": name(win, next(3) == 0),
                "tsumo": next(2) == 0,
                "riichi": next(3) != 0,
                "seatWind": winds[next(4) as usize],
                "roundWind": winds[next(2) as usize],
                "dora": (0..=next(4)).map(|_| name(next(34) as usize, false)).collect::<String>(),
                "ura": (0..=next(4)).map(|_| name(next(34) as usize, false)).collect::<String>(),
                "honba": next(4),
                "riichiSticks": next(3),
            });
            requests.push(serde_json::from_value::<ScoreRequest>(request).unwrap());
        }
        let plain = check(requests.into_iter());
        assert!(plain > 1000, "{plain} plain results");
    }
}
