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
fn shanten_and_waits_count_copies_per_kind() {
    // Four fives written plain under the default ruleset (one red 5m): the same hand as with the red five written 0.
    let (lines, code) = run(&["shanten"], "1344555567779m1z\n1344055567779m1z\n55555m\n");
    assert_eq!(code, 0);
    assert_eq!(lines[0], lines[1]);
    assert_eq!(lines[0]["shanten"], 1, "{}", lines[0]);
    assert_eq!(lines[2]["error"]["code"], "too-many-copies", "a fifth copy is still refused");
    let (lines, code) = run(&["waits"], "3455556m123p456s\n3405556m123p456s\n");
    assert_eq!(code, 0);
    assert_eq!(lines[0], lines[1]);
    assert_eq!(lines[0]["tiles"], serde_json::json!(["3m", "4m", "6m", "7m"]), "{}", lines[0]);
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

#[test]
fn replay_writes_a_line_per_hand_and_per_game() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/logs/mjlog2json/");
    let name = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "mjlog"))
        .expect("a Tenhou mjlog in the test data");
    let file = name.to_str().unwrap();
    // The same record gzipped must replay the same way.
    let gz = std::env::temp_dir().join("tenpai-cli-replay.mjlog.gz");
    {
        use std::io::Write as _;
        let mut e = flate2::write::GzEncoder::new(std::fs::File::create(&gz).unwrap(), flate2::Compression::fast());
        e.write_all(&std::fs::read(file).unwrap()).unwrap();
        e.finish().unwrap();
    }
    let (plain, code) = run(&["replay", file], "");
    assert_eq!(code, 0);
    let (zipped, _) = run(&["replay", gz.to_str().unwrap(), "/no/such/file"], "");
    let game = plain.last().unwrap();
    assert_eq!(game["game"], true);
    assert_eq!(game["ok"], true, "{game}");
    assert_eq!(game["final"].as_array().unwrap().len(), 4);
    assert_eq!(game["ranks"].as_array().unwrap().len(), 4);
    let hands = &plain[..plain.len() - 1];
    assert!(hands.len() >= 4, "one line per hand");
    for h in hands {
        assert_eq!(h["ok"], true, "{h}");
        assert!(h["round"].as_str().unwrap().contains('-'), "labels like E1-0: {h}");
        let sum: i64 = h["deltas"].as_array().unwrap().iter().map(|d| d.as_i64().unwrap()).sum();
        assert!(sum % 1000 == 0, "a hand's deltas sum to riichi sticks only: {h}");
    }
    let strip = |v: &[serde_json::Value]| -> Vec<serde_json::Value> {
        v.iter()
            .map(|l| {
                let mut l = l.clone();
                l.as_object_mut().unwrap().remove("file");
                l
            })
            .collect()
    };
    assert_eq!(strip(&zipped[..plain.len()]), strip(&plain), "gzipped input replays identically");
    let missing = zipped.last().unwrap();
    assert_eq!(missing["ok"], false);
    assert!(missing["error"].as_str().unwrap().contains("cannot read"));
}
