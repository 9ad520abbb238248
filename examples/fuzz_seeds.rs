//! Writes the fuzz targets' seed corpus, `fuzz/seeds/<target>/` (see `fuzz/seeds/README.md`), from real inputs:
//! hands of the shanten corpus (`notation`), score requests of every score corpus (`score`), legal actions
//! chosen along random games of every preset (`game_apply`) and saves of those games stopped at several points
//! (`game_load`). Each file is in the byte layout its target reads (`fuzz/fuzz_targets/`). Deterministic.
//!
//! ```text
//! cargo run --release --example fuzz_seeds [OUT_DIR]     # default fuzz/seeds
//! ```

use std::fs;
use std::path::{Path, PathBuf};
use tenpai::bot::Pick;
use tenpai::game::{Game, StartAt};
use tenpai::rules::PRESET_IDS;
use tenpai::tile::{format_tiles, Tile};
use tenpai::Ruleset;

/// The fuzz targets' own helpers: the seeds' games take the targets' random legal step (`common::step`).
#[path = "../fuzz/fuzz_targets/common.rs"]
mod common;
use common::step;

const SHANTEN_FILES: [&str; 4] = ["p_normal_10000.txt", "p_hon_10000.txt", "p_tin_10000.txt", "p_koku_10000.txt"];
const SCORE_FILES: [&str; 6] = [
    "tenhou-4p.jsonl",
    "tenhou-sanma.jsonl",
    "tenhou6-edge.jsonl",
    "majiang-core.jsonl",
    "majiang-script.jsonl",
    "riichienv-4p.jsonl",
];
/// Lines taken from each corpus file, spread evenly over it.
const PER_FILE: usize = 12;

fn presets() -> Vec<&'static str> {
    PRESET_IDS.to_vec()
}

fn spread<T: Clone>(items: &[T], n: usize) -> Vec<T> {
    (0..n.min(items.len())).map(|i| items[i * items.len() / n.min(items.len())].clone()).collect()
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("writing {}: {e}", dir.join(name).display()));
}

/// `notation` reads the whole input as text: 14-tile hands of the shanten corpus, the same without their last
/// tile (a waits question), and the notation's flavour forms.
fn notation(root: &Path, out: &Path) {
    for file in SHANTEN_FILES {
        let text = fs::read_to_string(root.join("tests/data/shanten").join(file)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in spread(&lines, PER_FILE / 2).into_iter().enumerate() {
            let kinds: Vec<u8> = line.split_whitespace().take(14).map(|k| k.parse().unwrap()).collect();
            let tiles: Vec<Tile> = kinds.iter().map(|&k| Tile::new(k)).collect();
            let stem = file.trim_end_matches("_10000.txt");
            write(out, &format!("{stem}-{i}-14"), format_tiles(&tiles).as_bytes());
            write(out, &format!("{stem}-{i}-13"), format_tiles(&tiles[..13]).as_bytes());
        }
    }
    for (i, hand) in
        ["123m406p789s1122z", "67B8m", "5Pz", "0m0p0s55m", "19m19p19s1234567z", "2233445566778m"].iter().enumerate()
    {
        write(out, &format!("forms-{i}"), hand.as_bytes());
    }
}

/// `score`: a first byte of 0 makes the rest raw request text.
fn score(root: &Path, out: &Path) {
    for file in SCORE_FILES {
        let text = fs::read_to_string(root.join("tests/data/score").join(file)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in spread(&lines, PER_FILE).into_iter().enumerate() {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            let mut bytes = vec![0u8];
            bytes.extend(record["request"].to_string().into_bytes());
            write(out, &format!("{}-{i}", file.trim_end_matches(".jsonl")), &bytes);
        }
    }
}

/// The bytes `fuzz_targets/common.rs` reads for `below(n)` to give `i`.
fn below(i: usize) -> [u8; 2] {
    (i as u16).to_be_bytes()
}

/// `game_apply`: preset, seed, the hand the game starts at with its honba and deposits, then rounds of (random steps,
/// seat, "take a listed action", which one). Seats are the ones the game waits on, so the rounds apply real legal
/// actions (discards, calls, wins, passes); the starts are the first hand, a later one and the last ones.
fn game_apply(out: &Path) {
    for (p, id) in presets().into_iter().enumerate() {
        for seed in 0..4u8 {
            let rules = Ruleset::preset(id).unwrap();
            let hands = 4 * rules.game.players;
            let (index, honba, sticks) =
                [(0, 0, 0), (3, 1, 0), (hands / 2 - 1, 2, 1), (hands / 2, 0, 3)][seed as usize];
            let mut bytes = below(p).to_vec();
            bytes.extend([seed, index, honba, sticks]);
            let at = StartAt { index: index.into(), honba: honba.into(), sticks: sticks.into() };
            let (mut game, _) = Game::starting_at(rules, &format!("fuzz-{seed}"), None, vec![], Some(at)).unwrap();
            let mut pick = Pick::new(seed.into());
            let mut choose = Pick::new(u64::from(seed) + 100);
            for round in 0..24 {
                let steps = [0u8, 1, 3, 8][round % 4] + seed;
                for _ in 0..steps {
                    step(&mut game, &mut pick);
                }
                if game.is_over() {
                    break;
                }
                let to_act = game.status().to_act;
                let seat = to_act[choose.next(to_act.len())];
                let legal = game.legal_actions(seat);
                let i = choose.next(legal.len());
                bytes.extend([steps, seat, 1]);
                bytes.extend(below(i));
                game.apply(seat, &legal[i]).unwrap();
            }
            write(out, &format!("{id}-{seed}"), &bytes);
        }
    }
}

/// `game_load`: a first byte of 0 makes the rest raw save text; saves of random games of every preset stopped
/// at the start, in the first turns, after a few calls and wins, and a few hands in (small: libFuzzer mutates
/// whole inputs).
fn game_load(out: &Path) {
    for id in presets() {
        for (k, stop) in [0usize, 15, 40, 150].into_iter().enumerate() {
            let (mut game, _) = Game::new(Ruleset::preset(id).unwrap(), &format!("seed-{k}"), None).unwrap();
            let mut pick = Pick::new(k as u64);
            let mut n = 0;
            while n < stop && step(&mut game, &mut pick) {
                n += 1;
            }
            let mut bytes = vec![0u8];
            bytes.extend(game.to_json().into_bytes());
            write(out, &format!("{id}-{k}"), &bytes);
        }
    }
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::args().nth(1).map_or_else(|| root.join("fuzz/seeds"), PathBuf::from);
    for (target, make) in [
        ("notation", &(|o: &Path| notation(&root, o)) as &dyn Fn(&Path)),
        ("score", &|o: &Path| score(&root, o)),
        ("game_apply", &game_apply),
        ("game_load", &game_load),
    ] {
        // Files it does not write (the fuzzers' crash inputs kept as seeds) are left alone.
        let dir = out.join(target);
        fs::create_dir_all(&dir).unwrap();
        make(&dir);
        println!("{}: {} files", dir.display(), fs::read_dir(&dir).unwrap().count());
    }
}
