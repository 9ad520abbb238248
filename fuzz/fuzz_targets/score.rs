//! `score`: raw text, or a real win from the Tenhou corpora valued under any preset (or an edited copy of one)
//! and edited field by field. Valued or refused with a documented code; a valued win is paid by the others.
#![no_main]

mod common;

use common::{assert_clear, edit_json, Bytes};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;
use std::sync::OnceLock;
use tenpai::rules::{Wind, PRESET_IDS};
use tenpai::{score, Ruleset, ScoreRequest};

fn corpus() -> &'static [Value] {
    static CORPUS: OnceLock<Vec<Value>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let text = [
            include_str!("../../tests/data/score/tenhou-4p.jsonl"),
            include_str!("../../tests/data/score/tenhou-sanma.jsonl"),
        ];
        text.iter()
            .flat_map(|t| t.lines())
            .map(|l| serde_json::from_str::<Value>(l).unwrap()["request"].clone())
            .collect()
    })
}

fn check(text: &str) {
    let Ok(req) = serde_json::from_str::<ScoreRequest>(text) else { return };
    match score(&req) {
        Err(e) => assert_clear(&e),
        Ok(r) => {
            let rules = req.ruleset.as_ref().map_or_else(|| Ruleset::preset("tenhou"), |r| r.resolve()).unwrap();
            let d = &r.deltas;
            let sticks = i64::from(req.riichi_sticks) * i64::from(rules.riichi.stick);
            assert_eq!(d.e + d.s + d.w + d.n.unwrap_or(0), sticks, "deltas {d:?} for {text}");
            assert!(d.get(req.seat_wind.unwrap_or(Wind::E)) > 0, "the winner gains: {d:?} for {text}");
            assert!(!r.yaku.is_empty());
        }
    }
}

// The corpora are read before fuzzing starts, so reading them is not timed as part of the first input that needs
// them (libFuzzer's -timeout counts wall-clock time: on a loaded machine that one input looked like a hang).
fuzz_target!(init: { corpus(); }, |data: &[u8]| {
    let mut b = Bytes(data);
    match b.byte() % 4 {
        0 => {
            if let Ok(text) = std::str::from_utf8(b.0) {
                check(text);
            }
        }
        mode => {
            let mut request = corpus()[b.below(corpus().len())].clone();
            let id = PRESET_IDS[b.below(PRESET_IDS.len())];
            request["ruleset"] = match mode {
                1 => request["ruleset"].clone(),
                2 => Value::from(id),
                _ => {
                    let mut r = serde_json::to_value(Ruleset::preset(id).unwrap()).unwrap();
                    edit_json(&mut r, &mut b, 2);
                    r
                }
            };
            edit_json(&mut request, &mut b, 4);
            check(&request.to_string());
        }
    }
});
