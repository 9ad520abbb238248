//! Proof against reality: real Tenhou games replayed through the engine (every logged action legal, every
//! draw, dora, win and payment equal, the engine's own game flow reaching each logged hand and the final result).

use std::path::{Path, PathBuf};
use tenpai::log::{mjlog, tenhou6, GameLog};
use tenpai::replay::replay;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else if matches!(p.extension().and_then(|x| x.to_str()), Some("mjlog" | "json" | "xml")) {
            out.push(p);
        }
    }
}

/// Records that are not standard Tenhou rules, by rule (see tests/data/KNOWN_DIFFERENCES.md).
fn skip_reason(path: &Path, log: &GameLog) -> Option<&'static str> {
    let name = path.to_string_lossy();
    if name.contains("confusing_nakis_7") {
        return Some("a Mahjong Soul record");
    }
    if name.contains("confusing_nakis_1.json") {
        return Some(
            "a defect of the record: an accepted riichi's deposit is missing from the win (KNOWN_DIFFERENCES.md)",
        );
    }
    if let Some(raw) = log.game_type.raw {
        if raw & !0xff != 0 {
            return Some("a special Tenhou lobby (chips, custom rules)");
        }
    }
    None
}

#[test]
fn real_tenhou_games_replay_exactly() {
    let mut paths = vec![];
    files(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/logs")), &mut paths);
    paths.sort();
    let (mut rounds, mut rounds_ok, mut games, mut games_ok, mut skipped) = (0, 0, 0, 0, 0);
    let mut truncated = 0;
    let mut failures = vec![];
    for p in &paths {
        let text = std::fs::read_to_string(p).unwrap();
        let parsed = if text.trim_start().starts_with('<') { mjlog::parse(&text) } else { tenhou6::parse(&text) };
        let Ok(log) = parsed else {
            skipped += 1;
            continue;
        };
        if let Some(why) = skip_reason(p, &log) {
            println!("skip {}: {why}", p.display());
            skipped += 1;
            continue;
        }
        let report = replay(&log);
        // Game-level checks apply to whole records of the current era's rules.
        let whole = !report.rounds.iter().any(|r| r.truncated) && log.final_scores.is_some();
        let old_era = log.shuffle_seed.as_deref().is_some_and(|s| !s.starts_with("mt19937ar-sha512-n288-base64,"));
        if whole && old_era {
            println!("game-level check skipped for {}: 2009-era Tenhou rules (uma, agari-yame)", p.display());
        } else if whole {
            games += 1;
            if report.ok {
                games_ok += 1;
            } else {
                failures.push(format!("{} (game): {}", p.display(), report.error.clone().unwrap_or_default()));
            }
        }
        for r in &report.rounds {
            if r.truncated {
                truncated += 1;
                continue;
            }
            rounds += 1;
            if r.ok {
                rounds_ok += 1;
            } else {
                failures.push(format!("{} {}: {}", p.display(), r.round, r.error.clone().unwrap_or_default()));
            }
        }
    }
    for f in failures.iter().take(30) {
        println!("MISMATCH {f}");
    }
    println!(
        "replay: {rounds_ok}/{rounds} rounds match, {games_ok}/{games} games match, {truncated} truncated record(s) legal up to their end, {skipped} records skipped by rule"
    );
    assert!(rounds > 0);
    assert_eq!(rounds_ok, rounds, "every replayable round must match");
    assert_eq!(games_ok, games, "every whole game must end as logged");
}

/// All 1,000 Phoenix games of 2020-01-01/02 (Agony5757's set, names stripped): 647 four-player hanchan, 75
/// four-player tonpuu and 278 three-player hanchan (the `tenhou-sanma` preset), 9,878 hands.
#[test]
fn phoenix_games_replay_exactly() {
    use std::io::Read;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/logs/agony5757-games.tsv.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap()).read_to_string(&mut text).unwrap();
    let (mut rounds, mut rounds_ok, mut games, mut games_ok, mut three) = (0, 0, 0, 0, 0);
    let mut failures = vec![];
    for line in text.lines() {
        let (name, xml) = line.split_once('\t').unwrap();
        let log = mjlog::parse(xml).unwrap_or_else(|e| panic!("{name}: {}", e.message));
        three += (log.game_type.players == 3) as usize;
        let report = replay(&log);
        games += 1;
        games_ok += report.ok as usize;
        for r in &report.rounds {
            rounds += 1;
            if r.ok {
                rounds_ok += 1;
            } else {
                failures.push(format!("{name} {}: {}", r.round, r.error.clone().unwrap_or_default()));
            }
        }
        if !report.ok && report.rounds.iter().all(|r| r.ok) {
            failures.push(format!("{name} (game): {}", report.error.clone().unwrap_or_default()));
        }
    }
    for f in failures.iter().take(40) {
        println!("MISMATCH {f}");
    }
    println!(
        "phoenix: {rounds_ok}/{rounds} rounds match, {games_ok}/{games} games match ({three} of them three-player)"
    );
    assert_eq!((games, three, rounds), (1000, 278, 9878), "the set's README counts");
    assert_eq!(rounds_ok, rounds, "every round must match");
    assert_eq!(games_ok, games, "every game must end as logged");
}
