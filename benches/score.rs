//! Scoring throughput: `score()` over every hand of the majiang-core corpus (`tests/data/score/`), natively on
//! one core. Requests are parsed from JSON before timing starts, so the figure is the engine's own cost:
//! notation parsing, validation, every decomposition and reading, yaku, fu, payments and the result.
//!
//! Run: `cargo bench --bench score` (std-only timing; no criterion). Besides wall time it prints the thread's
//! own CPU time (Linux `/proc/thread-self/schedstat`), the fair figure on a machine shared with other jobs.

use std::hint::black_box;
use std::time::{Duration, Instant};
use tenpai::score::{score, ScoreRequest};

/// Corpora timed, in order.
const CORPORA: [&str; 2] = ["majiang-core.jsonl", "tenhou-4p.jsonl"];
/// Minimum timing per corpus, after a warm-up pass.
const MIN_TIME: Duration = Duration::from_secs(2);

fn load(file: &str) -> Vec<ScoreRequest> {
    let path = format!("{}/tests/data/score/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("record is JSON");
            serde_json::from_value(v["request"].clone()).expect("request parses")
        })
        .collect()
}

/// Nanoseconds this thread has run on a CPU, where the OS tells (Linux).
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() {
    for file in CORPORA {
        let requests = load(file);
        // Warm-up: fills caches (ruleset presets) and checks that every hand scores.
        let failures = requests.iter().filter(|r| score(r).is_err()).count();
        let cpu_start = cpu_ns();
        let start = Instant::now();
        let mut hands = 0u64;
        while start.elapsed() < MIN_TIME {
            for r in &requests {
                black_box(score(black_box(r)).ok());
            }
            hands += requests.len() as u64;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{file}: {hands} hands in {secs:.2} s wall = {:.0} hands/s ({:.0} ns/hand; {failures} of {} rejected)",
            hands as f64 / secs,
            secs * 1e9 / hands as f64,
            requests.len()
        );
        if let (Some(a), Some(b)) = (cpu_start, cpu_ns()) {
            let cpu = (b - a) as f64 / 1e9;
            println!(
                "{file}: {cpu:.2} s on CPU = {:.0} hands/s per core ({:.0} ns/hand)",
                hands as f64 / cpu,
                cpu * 1e9 / hands as f64
            );
        }
    }
}
