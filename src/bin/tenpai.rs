//! The `tenpai` command-line tool: batch JSON lines over the same core as the wasm facade.
//!
//! ```text
//! tenpai score   [--ruleset ID]   one ScoreRequest JSON object per stdin line → one ScoreResult (or error) line
//! tenpai shanten [--ruleset ID]   one MPSZ hand per stdin line → {"shanten","standard","chiitoitsu","kokushi"}
//! tenpai waits   [--ruleset ID]   one 3n+1-tile MPSZ hand per stdin line → {"tiles":[…],"ukeire":n}
//! tenpai replay FILE…             Tenhou mjlog XML (plain or gzipped) or tenhou.net/6 JSON, replayed through
//!                                 the engine: one JSON line per hand, then one per game
//! ```
//! A line that fails becomes `{"error":{"code":…,"message":…}}` and the batch goes on. Blank lines are skipped.
//! Exit status: 0 when the batch ran (even with failing lines), 2 on a usage error.

use serde::Serialize;
use std::io::{self, BufRead, BufWriter, Write};
use tenpai::score::{RulesetRef, ScoreRequest};
use tenpai::{shanten, Error, Ruleset};

const USAGE: &str = "usage: tenpai <score|shanten|waits> [--ruleset ID] | tenpai replay FILE...
  score    reads ScoreRequest JSON objects, one per line, writes one ScoreResult JSON line each
  shanten  reads MPSZ hands, one per line, writes {\"shanten\",\"standard\",\"chiitoitsu\",\"kokushi\"}
  waits    reads 3n+1-tile MPSZ hands, one per line, writes {\"tiles\":[...],\"ukeire\":n}
  replay   replays Tenhou records (mjlog XML, plain or gzipped, or tenhou.net/6 JSON): one line per hand
           {\"file\",\"round\",\"ok\",\"deltas\",\"error\"} and one per game {\"file\",\"game\":true,\"ok\",\"final\",\"ranks\"}
  --ruleset ID   ruleset for lines that do not name one (default: tenhou)
A failing line is answered with {\"error\":{\"code\":...,\"message\":...}}; the batch goes on.";

#[derive(Serialize)]
struct ErrorLine<'a> {
    error: &'a Error,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("replay") {
        if args.len() < 2 {
            eprintln!("tenpai: replay needs at least one file\n{USAGE}");
            std::process::exit(2);
        }
        replay_files(&args[1..]);
        return;
    }
    let (command, ruleset_id) = match parse_args(&args) {
        Ok(x) => x,
        Err(msg) => {
            eprintln!("tenpai: {msg}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let rules = match Ruleset::preset(&ruleset_id) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tenpai: {}", e.message);
            std::process::exit(2);
        }
    };
    let hand_rules = shanten::HandRules::of(&rules);
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("tenpai: reading stdin: {e}");
                std::process::exit(1);
            }
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let answer = match command.as_str() {
            "score" => score_line(line, &ruleset_id),
            "shanten" => shanten::shanten_with(line, &hand_rules).map(|s| to_json(&s)),
            _ => shanten::waits_with(line, &hand_rules).map(|w| to_json(&w)),
        };
        let text = answer.unwrap_or_else(|e| to_json(&ErrorLine { error: &e }));
        if writeln!(out, "{text}").is_err() {
            // The reader went away (e.g. `| head`): stop quietly.
            return;
        }
    }
    let _ = out.flush();
}

fn parse_args(args: &[String]) -> Result<(String, String), String> {
    let mut command = None;
    let mut ruleset = tenpai::rules::DEFAULT_PRESET.to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--ruleset" => ruleset = it.next().ok_or("--ruleset needs a value")?.clone(),
            "-h" | "--help" => return Err("help".into()),
            "score" | "shanten" | "waits" if command.is_none() => command = Some(a.clone()),
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    Ok((command.ok_or("no command given")?, ruleset))
}

/// Parses one request line; a request that names no ruleset gets the `--ruleset` default.
fn score_line(line: &str, default_ruleset: &str) -> tenpai::Result<String> {
    let mut req: ScoreRequest =
        serde_json::from_str(line).map_err(|e| Error::bad_request(format!("not a valid ScoreRequest: {e}")))?;
    if req.ruleset.is_none() {
        req.ruleset = Some(RulesetRef::Id(default_ruleset.to_string()));
    }
    tenpai::score(&req).map(|r| to_json(&r))
}

fn to_json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("result types serialise")
}

/// `tenpai replay FILE…`: one line per hand, then one per game; a file that cannot be read or parsed gets one
/// game line with its error.
fn replay_files(files: &[String]) {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for file in files {
        let report = read_log(file).map(|log| tenpai::replay::replay(&log));
        let lines: Vec<serde_json::Value> = match report {
            Ok(r) => {
                let mut v: Vec<serde_json::Value> = r
                    .rounds
                    .iter()
                    .map(|h| {
                        let mut line =
                            serde_json::json!({"file": file, "round": h.round, "ok": h.ok, "deltas": h.deltas});
                        if let Some(e) = &h.error {
                            line["error"] = e.clone().into();
                        }
                        line
                    })
                    .collect();
                let mut game = serde_json::json!({"file": file, "game": true, "ok": r.ok, "final": r.final_scores, "ranks": r.ranks});
                if let Some(e) = &r.error {
                    game["error"] = e.clone().into();
                }
                v.push(game);
                v
            }
            Err(e) => vec![serde_json::json!({"file": file, "game": true, "ok": false, "error": e.message})],
        };
        for l in lines {
            if writeln!(out, "{l}").is_err() {
                return;
            }
        }
    }
    let _ = out.flush();
}

/// Reads a Tenhou record: mjlog XML (gzipped or not) or tenhou.net/6 JSON, told apart by content.
fn read_log(file: &str) -> tenpai::Result<tenpai::log::GameLog> {
    let bytes = std::fs::read(file).map_err(|e| Error::bad_request(format!("cannot read {file}: {e}")))?;
    let bytes = if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut text)
            .map_err(|e| Error::bad_request(format!("{file}: not a valid gzip file: {e}")))?;
        text
    } else {
        bytes
    };
    let text = String::from_utf8(bytes).map_err(|_| Error::bad_request(format!("{file}: not UTF-8 text")))?;
    if text.trim_start().starts_with('<') {
        tenpai::log::mjlog::parse(&text)
    } else {
        tenpai::log::tenhou6::parse(&text)
    }
}
