//! Scoring throughput: `score()` over every hand of the majiang-core corpus (`tests/data/score/`), natively on
//! one core. Requests are parsed from JSON before timing starts, so the figure is the engine's own cost:
//! notation parsing, validation, every decomposition and reading, yaku, fu, payments and the result.
//!
//! A second figure per corpus times what `tenpai score` (the CLI) and the wasm `score()` do per hand on top of that:
//! the request read from its JSON text and the result written as JSON text, so that the Node bench compares its
//! wasm figure with the same work natively.
//!
//! Run: `cargo bench --bench score` (std-only timing; no criterion). Besides wall time it prints the thread's
//! own CPU time (Linux `/proc/thread-self/schedstat`), the fair figure on a machine shared with other jobs.

use std::hint::black_box;
use std::time::{Duration, Instant};
use tenpai::score::{score, ScoreRequest};

/// Corpora timed, in order.
const CORPORA: [&str; 2] = ["majiang-core.jsonl", "tenhou-4p.jsonl"];
/// Minimum timing per figure, after a warm-up pass (`secs=S` after `--` sets another).
const MIN_TIME: Duration = Duration::from_secs(2);

/// Each request of a corpus, as JSON text.
fn load(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/score/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("record is JSON");
            v["request"].to_string()
        })
        .collect()
}

/// Nanoseconds this thread has run on a CPU, where the OS tells (Linux).
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Runs `pass` (one pass over `n` hands) for at least `min_time` and prints hands per second, wall and CPU.
fn time(label: &str, n: usize, min_time: Duration, mut pass: impl FnMut()) {
    let cpu_start = cpu_ns();
    let start = Instant::now();
    let mut hands = 0u64;
    while start.elapsed() < min_time {
        pass();
        hands += n as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{label}: {hands} hands in {secs:.2} s wall = {:.0} hands/s ({:.0} ns/hand)",
        hands as f64 / secs,
        secs * 1e9 / hands as f64
    );
    if let (Some(a), Some(b)) = (cpu_start, cpu_ns()) {
        let cpu = (b - a) as f64 / 1e9;
        println!(
            "{label}: {cpu:.2} s on CPU = {:.0} hands/s per core ({:.0} ns/hand)",
            hands as f64 / cpu,
            cpu * 1e9 / hands as f64
        );
    }
}

fn main() {
    // `cargo bench --bench score -- engine` times the engine alone (for profiling), `-- json` the JSON figures alone;
    // `-- majiang-core` (a corpus's name) times that corpus alone, `-- secs=0.5` each figure for that long
    // (benches/node/bench.mjs runs `majiang-core secs=0.4` between its wasm windows).
    let args: Vec<String> = std::env::args().skip(1).collect();
    let only = args.iter().map(String::as_str).find(|a| *a == "engine" || *a == "json");
    let min_time = args
        .iter()
        .find_map(|a| a.strip_prefix("secs="))
        .map_or(MIN_TIME, |s| Duration::from_secs_f64(s.parse().expect("secs=S takes a number of seconds")));
    let chosen: Vec<&str> =
        CORPORA.iter().copied().filter(|c| args.iter().any(|a| c.strip_suffix(".jsonl") == Some(a))).collect();
    for file in CORPORA.into_iter().filter(|c| chosen.is_empty() || chosen.contains(c)) {
        let texts = load(file);
        let requests: Vec<ScoreRequest> = texts.iter().map(|t| serde_json::from_str(t).expect("parses")).collect();
        // Warm-up: fills caches (ruleset presets) and checks that every hand scores.
        let failures = requests.iter().filter(|r| score(r).is_err()).count();
        println!("{file}: {failures} of {} requests rejected", requests.len());
        if only != Some("json") {
            time(file, requests.len(), min_time, || {
                for r in &requests {
                    black_box(score(black_box(r)).ok());
                }
            });
        }
        if only == Some("engine") {
            continue;
        }
        time(&format!("{file} JSON in, JSON out"), texts.len(), min_time, || {
            for t in &texts {
                let r: ScoreRequest = serde_json::from_str(black_box(t)).unwrap();
                black_box(score(&r).ok().map(|v| serde_json::to_string(&v).unwrap()));
            }
        });
    }
}
