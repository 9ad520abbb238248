//! Conformance of `score()` with scored hands from other systems: Tenhou's own server (mjlog wins and edge-case
//! tenhou.net/6 logs), kobalab's majiang-core (random hands and scripted games) and RiichiEnv. The records live in
//! `tests/data/score/*.jsonl` (one `{id, request, expected}` per line), converted by `scripts/conformance/` (see
//! its README); where each set comes from is in `tests/data/LICENSES.md`, and the records left out by rule in
//! `tests/data/KNOWN_DIFFERENCES.md`.
//!
//! Each corpus compares only the fields its source provides (an absent expected field is not compared) and
//! prints `name: agreeing/total agree (pct%)` plus the first disagreements in detail. Run with
//! `cargo test --release --test score_conformance -- --nocapture` to see the figures.

use serde::Deserialize;
use std::fmt::Write as _;
use tenpai::score::{score, Deltas, ScoreRequest, ScoreResult};

/// One corpus file and the agreement it must reach.
struct Corpus {
    name: &'static str,
    file: &'static str,
    /// Records the converter wrote; guards against a truncated or stale file.
    records: usize,
    /// Minimum share of records on which every compared field agrees, in percent.
    min_agreement: f64,
}

// Thresholds: every corpus agrees 100% (tests/data/KNOWN_DIFFERENCES.md lists what is skipped and why), so any
// disagreement fails; lower a threshold only with the difference explained there.

/// Tenhou's own server results.
const TENHOU_4P: Corpus = Corpus { name: "tenhou-4p", file: "tenhou-4p.jsonl", records: 6655, min_agreement: 100.0 };

/// Tenhou's own results for mjai-reviewer's edge-case logs: suukantsu, chankan after kakan, rinshan, double ron.
const TENHOU6_EDGE: Corpus =
    Corpus { name: "tenhou6-edge", file: "tenhou6-edge.jsonl", records: 18, min_agreement: 100.0 };

/// majiang-core's own results (Tenhou-like defaults).
const MAJIANG_CORE: Corpus =
    Corpus { name: "majiang-core", file: "majiang-core.jsonl", records: 10000, min_agreement: 100.0 };
/// majiang-core's scripted games: tenhou, chiihou, chankan, rinshan, haitei, houtei, double ron.
const MAJIANG_SCRIPT: Corpus =
    Corpus { name: "majiang-script", file: "majiang-script.jsonl", records: 306, min_agreement: 100.0 };
/// RiichiEnv (Mahjong Soul rules; han, fu and yaku ids only).
const RIICHIENV_4P: Corpus =
    Corpus { name: "riichienv-4p", file: "riichienv-4p.jsonl", records: 807, min_agreement: 100.0 };

/// Disagreements printed in detail per corpus.
const SHOWN: usize = 20;

/// A record as stored; `request` stays raw JSON so disagreements print it as written.
#[derive(Deserialize)]
struct Record {
    id: String,
    request: serde_json::Value,
    expected: Expected,
}

/// The result fields a corpus may provide; names as in `ScoreResult`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Expected {
    yaku: Option<Vec<ExpectedYaku>>,
    /// Yaku ids without han, for corpora that give no per-yaku han.
    yaku_ids: Option<Vec<String>>,
    han: Option<u32>,
    fu: Option<u32>,
    yakuman: Option<u32>,
    dora: Option<u32>,
    /// Tenhou sanma reports nukidora inside its dora count.
    dora_with_nukidora: Option<u32>,
    red: Option<u32>,
    ura: Option<u32>,
    limit: Option<String>,
    total: Option<i64>,
    deltas: Option<Deltas>,
}

#[derive(Deserialize, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct ExpectedYaku {
    id: String,
    han: u32,
    yakuman: u32,
}

/// One field on which the engine and the corpus differ.
struct Mismatch {
    field: &'static str,
    expected: String,
    got: String,
}

fn yaku_list(result: &ScoreResult) -> Vec<ExpectedYaku> {
    // Kazoe yakuman: sources list the counted yaku; whether the engine adds a `kazoe-yakuman` entry as well is
    // presentation, and `yakuman`/`limit` already check the kazoe itself.
    let mut list: Vec<ExpectedYaku> = result
        .yaku
        .iter()
        .filter(|y| y.id != "kazoe-yakuman")
        .map(|y| ExpectedYaku { id: y.id.clone(), han: y.han, yakuman: y.yakuman })
        .collect();
    list.sort();
    list
}

fn show_yaku(list: &[ExpectedYaku]) -> String {
    let parts: Vec<String> = list
        .iter()
        .map(|y| if y.yakuman > 0 { format!("{}×{}", y.id, y.yakuman) } else { format!("{} {}", y.id, y.han) })
        .collect();
    format!("[{}]", parts.join(", "))
}

/// Compares the fields the corpus provides; an empty list means the record agrees.
fn compare(expected: &Expected, got: &ScoreResult) -> Vec<Mismatch> {
    let mut out = Vec::new();
    let mut check = |field: &'static str, want: Option<String>, have: String| {
        if let Some(want) = want {
            if want != have {
                out.push(Mismatch { field, expected: want, got: have });
            }
        }
    };
    check(
        "yaku",
        expected.yaku.as_ref().map(|y| {
            let mut y = y.clone();
            y.sort();
            show_yaku(&y)
        }),
        show_yaku(&yaku_list(got)),
    );
    check(
        "yaku ids",
        expected.yaku_ids.as_ref().map(|ids| {
            let mut ids = ids.clone();
            ids.sort();
            ids.join(" ")
        }),
        yaku_list(got).into_iter().map(|y| y.id).collect::<Vec<_>>().join(" "),
    );
    check("han", expected.han.map(|v| v.to_string()), got.han.to_string());
    check("fu", expected.fu.map(|v| v.to_string()), got.fu.to_string());
    check("yakuman", expected.yakuman.map(|v| v.to_string()), got.yakuman.to_string());
    check("dora", expected.dora.map(|v| v.to_string()), got.dora.to_string());
    check("dora+nukidora", expected.dora_with_nukidora.map(|v| v.to_string()), (got.dora + got.nukidora).to_string());
    check("red", expected.red.map(|v| v.to_string()), got.red.to_string());
    check("ura", expected.ura.map(|v| v.to_string()), got.ura.to_string());
    check("limit", expected.limit.clone(), got.limit.clone());
    check("total", expected.total.map(|v| v.to_string()), got.total.to_string());
    check("deltas", expected.deltas.as_ref().map(|d| format!("{d:?}")), format!("{:?}", got.deltas));
    out
}

/// Reads a corpus file; every line must parse and every id must be unique (a disagreement must name one record).
fn load(file: &str) -> Vec<Record> {
    let path = format!("{}/tests/data/score/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let records: Vec<Record> = text
        .lines()
        .enumerate()
        .map(|(i, line)| serde_json::from_str(line).unwrap_or_else(|e| panic!("{path}:{}: {e}", i + 1)))
        .collect();
    let mut ids = std::collections::HashSet::new();
    for r in &records {
        assert!(ids.insert(r.id.as_str()), "{path}: id {} appears twice", r.id);
    }
    records
}

/// Scores every record of a corpus, prints the summary and the first disagreements, and returns the
/// agreement in percent.
fn run(corpus: &Corpus) -> f64 {
    let records = load(corpus.file);
    assert_eq!(records.len(), corpus.records, "{}: record count changed; regenerate or update", corpus.file);
    let mut agree = 0;
    let mut report = String::new();
    let mut shown = 0;
    for record in &records {
        let request: ScoreRequest = serde_json::from_value(record.request.clone())
            .unwrap_or_else(|e| panic!("{}: request does not parse: {e}", record.id));
        let mismatches = match score(&request) {
            Ok(result) => compare(&record.expected, &result),
            Err(e) => vec![Mismatch { field: "error", expected: "a result".into(), got: e.to_string() }],
        };
        if mismatches.is_empty() {
            agree += 1;
        } else if shown < SHOWN {
            shown += 1;
            let _ = writeln!(report, "  {}\n    request {}", record.id, record.request);
            for m in mismatches {
                let _ = writeln!(report, "    {}: expected {}, got {}", m.field, m.expected, m.got);
            }
        }
    }
    let pct = 100.0 * agree as f64 / records.len() as f64;
    println!("{}: {agree}/{} agree ({pct:.2}%)\n{report}", corpus.name, records.len());
    pct
}

fn assert_agreement(corpus: &Corpus) {
    let pct = run(corpus);
    assert!(pct >= corpus.min_agreement, "{}: {pct:.2}% agree, below {}%", corpus.name, corpus.min_agreement);
}

#[test]
fn tenhou_4p() {
    assert_agreement(&TENHOU_4P);
}

#[test]
fn tenhou6_edge() {
    assert_agreement(&TENHOU6_EDGE);
}

#[test]
fn majiang_core() {
    assert_agreement(&MAJIANG_CORE);
}

#[test]
fn majiang_script() {
    assert_agreement(&MAJIANG_SCRIPT);
}

#[test]
fn riichienv_4p() {
    assert_agreement(&RIICHIENV_4P);
}

/// Tenhou's own three-player wins (2,191), scored with the `tenhou-sanma` preset: nukidora inside dora, tsumo
/// loss, 200-point honba, the 1m→9m indicator.
const TENHOU_SANMA: Corpus =
    Corpus { name: "tenhou-sanma", file: "tenhou-sanma.jsonl", records: 2191, min_agreement: 100.0 };

#[test]
fn tenhou_sanma() {
    let records = load("tenhou-sanma.jsonl");
    assert!(records.iter().all(|r| r.expected.deltas.as_ref().is_some_and(|d| d.n.is_none())), "three seats");
    assert_agreement(&TENHOU_SANMA);
}
