//! The `tenpai` binary checked from outside, as a user's batch job would run it.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], input: &str) -> (Vec<serde_json::Value>, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenpai"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tenpai runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect();
    (lines, out.status.code().unwrap_or(-1))
}

#[test]
fn shanten_answers_every_line_in_order_and_survives_bad_lines() {
    let (lines, code) = run(&["shanten"], "123m456p789s1122z\n\n12x\n19m19p19s1234567z\n11223344556677z\n");
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 4, "blank line skipped, every other line answered");
    assert_eq!(lines[0]["shanten"], 0);
    assert_eq!(lines[0]["standard"], 0);
    assert_eq!(lines[1]["error"]["code"], "bad-notation");
    assert!(lines[1]["error"]["message"].as_str().unwrap().contains("'x'"));
    assert_eq!(lines[2]["kokushi"], 0, "13 orphans is kokushi tenpai");
    assert_eq!(lines[3]["chiitoitsu"], -1, "seven pairs complete");
}

#[test]
fn score_answers_every_request_and_reports_errors_as_json() {
    let input = concat!(
        r#"{"hand":"123m456p789s2344z","winTile":"4z","tsumo":true}"#,
        "\n",
        r#"{"hand":"123m456p789s234z","winTile":"4z"}"#,
        "\n",
        "not json\n",
        r#"{"hand":"22m456p789s11z123s","winTile":"2m","seatWind":"S","riichi":true}"#,
        "\n",
    );
    let (lines, code) = run(&["score"], input);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["error"]["code"], "not-a-win", "{}", lines[0]);
    assert_eq!(lines[1]["error"]["code"], "bad-request", "12 tiles + win tile is not a 14-tile hand: {}", lines[1]);
    assert_eq!(lines[2]["error"]["code"], "bad-request");
    // 222m 456p 789s 123s 11z: riichi, non-dealer (South) ron; the discarder defaults to East, the seat before.
    let r = &lines[3];
    assert!(r.get("error").is_none(), "{r}");
    assert!(r["yaku"].as_array().unwrap().iter().any(|y| y["id"] == "riichi"));
    assert_eq!(r["deltas"]["S"].as_i64().unwrap() + r["deltas"]["E"].as_i64().unwrap(), 0, "E (before S) pays");
}

#[test]
fn usage_errors_exit_2() {
    let (_, code) = run(&["frobnicate"], "");
    assert_eq!(code, 2);
    let (_, code) = run(&["score", "--ruleset", "no-such-rules"], "");
    assert_eq!(code, 2);
}
