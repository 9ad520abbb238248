//! Property tests of `score`: arbitrary text, arbitrary requests, and real winning hands (the Tenhou corpora)
//! edited field by field, under every preset and under edited copies of the presets. Every request is valued or
//! refused with a documented error code; nothing panics; a valued win pays the winner what the others lose.

mod prop_support;

use prop_support::{apply_edit, apply_edit_keeping_types, assert_clear, config, edit};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::sync::OnceLock;
use tenpai::rules::{Wind, PRESET_IDS};
use tenpai::{score, Ruleset, ScoreRequest};

/// Real winning requests (4-player and sanma) as JSON values: starting points for near-valid requests.
fn corpus() -> &'static [Value] {
    static CORPUS: OnceLock<Vec<Value>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let mut out = vec![];
        for file in ["tenhou-4p.jsonl", "tenhou-sanma.jsonl", "tenhou6-edge.jsonl"] {
            let path = format!("{}/tests/data/score/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            out.extend(text.lines().map(|l| serde_json::from_str::<Value>(l).unwrap()["request"].clone()));
        }
        assert!(out.len() > 8000, "the score corpora are missing");
        out
    })
}

fn preset_id() -> impl Strategy<Value = &'static str> {
    prop::sample::select(PRESET_IDS.to_vec())
}

/// Values a request as the facade does: JSON text → `ScoreRequest` (a parse error is a `bad-request` there) →
/// `score`. Checks what must hold of any answer.
fn check(request: &Value) -> Result<(), TestCaseError> {
    let text = request.to_string();
    let Ok(req) = serde_json::from_str::<ScoreRequest>(&text) else { return Ok(()) };
    match score(&req) {
        Err(e) => assert_clear(&e, &text),
        Ok(r) => {
            let rules = req.ruleset.as_ref().map_or_else(|| Ruleset::preset("tenhou"), |r| r.resolve()).unwrap();
            let d = &r.deltas;
            let sum = d.e + d.s + d.w + d.n.unwrap_or(0);
            // The winner's riichi-stick gain comes from deposits already on the table; everything else is paid
            // by other seats.
            let sticks = i64::from(req.riichi_sticks) * i64::from(rules.riichi.stick);
            prop_assert_eq!(sum, sticks, "deltas {:?} for {}", d, text);
            prop_assert!(d.get(req.seat_wind.unwrap_or(Wind::E)) > 0, "the winner gains: {:?} for {}", d, text);
            prop_assert_eq!(d.n.is_some(), rules.game.players == 4, "N only at a 4-player table");
            prop_assert!(["", "mangan", "haneman", "baiman", "sanbaiman", "yakuman"].contains(&r.limit.as_str()));
            prop_assert!(!r.yaku.is_empty(), "a valued win has a yaku: {}", text);
        }
    }
    Ok(())
}

/// A request of random fields around the `docs/API.md` shape: often well-formed, rarely a win.
fn random_request() -> impl Strategy<Value = Value> {
    let tiles = "([1-9][mpsz]|0[mps]|[1-9]{2,4}[mpsz]){0,5}";
    let wind = prop::sample::select(vec!["E", "S", "W", "N"]);
    let meld = (prop::sample::select(vec!["chi", "pon", "daiminkan", "kakan", "ankan"]), "[0-9]{3,4}[mpsz]", 0..4usize)
        .prop_map(|(t, tiles, from)| {
            let mut m = json!({ "type": t, "tiles": tiles });
            if from < 3 {
                m["from"] = json!(["left", "across", "right"][from]);
            }
            m
        });
    (
        (preset_id(), tiles, prop::collection::vec(meld, 0..4), "[0-9][mpsz]", any::<[bool; 6]>()),
        (wind.clone(), wind.clone(), wind, tiles, 0u32..5, 0u32..4),
    )
        .prop_map(|((ruleset, hand, melds, win, b), (seat, round, from, dora, honba, sticks))| {
            json!({
                "ruleset": ruleset, "hand": hand, "melds": melds, "winTile": win, "tsumo": b[0],
                "seatWind": seat, "roundWind": round, "discarder": from, "dora": dora, "ura": dora,
                "riichi": b[1], "ippatsu": b[2], "haitei": b[3], "rinshan": b[4], "chankan": b[5],
                "honba": honba, "riichiSticks": sticks,
            })
        })
}

/// An optional request field with a value of its type: a flag set, indicators, a liable seat.
fn extra_field() -> impl Strategy<Value = (&'static str, Value)> {
    let flag = prop::sample::select(vec![
        "riichi",
        "ippatsu",
        "doubleRiichi",
        "openRiichi",
        "haitei",
        "houtei",
        "rinshan",
        "chankan",
        "tenhou",
        "chiihou",
        "renhou",
        "paarenchan",
        "tsumo",
    ]);
    let tiles = prop::sample::select(vec!["ura", "nukidora", "discards", "dora"]);
    let seat = prop::sample::select(vec!["pao", "kanFeeder", "discarder", "seatWind", "roundWind"]);
    prop_oneof![
        flag.prop_map(|k| (k, json!(true))),
        (tiles, "([1-9][mpsz]|0[mps]|[5-7]Pz|7B[mps]|5Gp){0,5}").prop_map(|(k, t)| (k, json!(t))),
        (seat, prop::sample::select(vec!["E", "S", "W", "N"])).prop_map(|(k, w)| (k, json!(w))),
        (prop::sample::select(vec!["honba", "riichiSticks"]), 0u32..20).prop_map(|(k, n)| (k, json!(n))),
    ]
}

/// A preset as a full ruleset value, with a few of its fields edited (a custom ruleset a caller may send).
fn edited_ruleset() -> impl Strategy<Value = Value> {
    (preset_id(), prop::collection::vec(edit(), 1..3)).prop_map(|(id, edits)| {
        let mut r = serde_json::to_value(Ruleset::preset(id).unwrap()).unwrap();
        for e in &edits {
            apply_edit_keeping_types(&mut r, e);
        }
        r
    })
}

proptest! {
    #![proptest_config(config(5000))]

    /// Any text: either not a request, or a request that is valued or refused clearly.
    #[test]
    fn any_text(text in "\\PC{0,80}") {
        if let Ok(req) = serde_json::from_str::<ScoreRequest>(&text) {
            if let Err(e) = score(&req) {
                assert_clear(&e, &text);
            }
        }
    }

    /// Requests with random fields, some of them then given wrong values.
    #[test]
    fn random_requests(mut request in random_request(), edits in prop::collection::vec(edit(), 0..2)) {
        for e in &edits {
            apply_edit(&mut request, e);
        }
        check(&request)?;
    }

    /// Real wins, edited: under another preset, with fields changed, removed or given wrong values.
    #[test]
    fn edited_real_wins(
        index in any::<prop::sample::Index>(),
        ruleset in prop::option::of(preset_id()),
        edits in prop::collection::vec(edit(), 0..3),
        typed in any::<bool>(),
        extra in prop::option::of(extra_field()),
    ) {
        let mut request = index.get(corpus()).clone();
        if let Some(id) = ruleset {
            request["ruleset"] = json!(id);
        }
        if let Some((key, value)) = extra {
            request[key] = value;
        }
        for e in &edits {
            if typed { apply_edit_keeping_types(&mut request, e) } else { apply_edit(&mut request, e) }
        }
        check(&request)?;
    }
}

proptest! {
    #![proptest_config(config(300))]

    /// Real wins valued under a custom ruleset: an edited copy of a preset is refused as `bad-ruleset` or used.
    #[test]
    fn real_wins_under_edited_rulesets(index in any::<prop::sample::Index>(), ruleset in edited_ruleset()) {
        let mut request = index.get(corpus()).clone();
        request["ruleset"] = ruleset;
        check(&request)?;
    }
}
