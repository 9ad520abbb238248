//! Tenhou's wall generator against real Tenhou games.
//!
//! - `tests/data/walls/mjx-walls.jsonl`: the full walls that mjx (MIT) recorded for real Tenhou rounds, with the
//!   `<SHUFFLE>` seed of each game. Every wall must be reproduced exactly.
//! - `tests/data/logs/**.mjlog`: real games with seeds. Every round is replayed against the generated wall: the
//!   deal (`<INIT hai0..3>`, in deal order), the dice, the dora indicator, every draw (live and replacement),
//!   every kan dora, and the dora / ura indicators shown with each win must come out of the wall.
//!
//! The ignored test `whole_conformance_corpus` runs the same replay over every mjlog of the full third-party
//! corpus (not shipped): `TENPAI_CONFORMANCE_DIR=/path/to/conformance cargo test --release --test wall_tenhou --
//! --ignored`.

use std::path::{Path, PathBuf};
use tenpai::log::{self, Action, GameLog};
use tenpai::meld::MeldKind;
use tenpai::tile::{Flavour, TileSet, KINDS};
use tenpai::wall::tenhou::{tiles_4p, tiles_sanma, TenhouShuffler};
use tenpai::wall::{Wall, WallLayout};
use tenpai::Ruleset;

fn data(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(rel)
}

fn files_under(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).collect();
    entries.sort_by_key(|e| e.as_ref().unwrap().path());
    for e in entries {
        let p = e.unwrap().path();
        if p.is_dir() {
            files_under(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// Tenhou's physical tile set for a game: 136 tiles, or 108 without 2m-8m; red 5m only in 4-player.
fn tile_set(players: u8, red: bool) -> TileSet {
    let mut copies = [4u8; KINDS];
    let mut flavoured = Vec::new();
    if players == 3 {
        copies[1..8].fill(0);
    } else if red {
        flavoured.push((4, Flavour::Red, 1));
    }
    if red {
        flavoured.push((13, Flavour::Red, 1));
        flavoured.push((22, Flavour::Red, 1));
    }
    TileSet { copies, flavoured }
}

#[test]
fn mjx_walls_are_reproduced_exactly() {
    let text = std::fs::read_to_string(data("walls/mjx-walls.jsonl")).unwrap();
    let (mut checked, mut matched) = (0, 0);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let game: serde_json::Value = serde_json::from_str(line).unwrap();
        let mut shuffler = TenhouShuffler::from_seed(game["seed"].as_str().unwrap()).unwrap();
        for (i, round) in game["rounds"].as_array().unwrap().iter().enumerate() {
            let expected: Vec<u8> =
                round["wall"].as_array().unwrap().iter().map(|t| t.as_u64().unwrap() as u8).collect();
            // mjx lists the wall in draw order; Tenhou's yama is drawn from the end.
            let mut got = shuffler.next_round(&tiles_4p()).yama;
            got.reverse();
            checked += 1;
            if got == expected {
                matched += 1;
            } else {
                eprintln!("{}: round {i} differs", game["sources"][0]);
            }
        }
    }
    println!("mjx walls matched: {matched}/{checked}");
    assert_eq!(checked, 308, "the data file holds 308 distinct round walls");
    assert_eq!(matched, checked);
}

/// Replays every round of a game with a seed against the generated walls. Returns the number of rounds checked.
fn replay_against_walls(log: &GameLog) -> Result<usize, String> {
    let seed = log.shuffle_seed.as_deref().ok_or("no seed")?;
    let mut shuffler = TenhouShuffler::from_seed(seed).map_err(|e| e.message)?;
    let players = log.game_type.players;
    let ids = if players == 3 { tiles_sanma() } else { tiles_4p() };
    // The layout the presets imply must be the one Tenhou's games use.
    let preset = Ruleset::preset(if players == 3 { "tenhou-sanma" } else { "tenhou" }).unwrap();
    let layout = WallLayout::for_ruleset(&preset);
    for (ri, round) in log.rounds.iter().enumerate() {
        let fail = |m: String| format!("round {ri}: {m}");
        let generated = shuffler.next_round(&ids);
        let mut wall = Wall::with_layout(tile_set(players, log.game_type.red), layout.clone(), generated.yama)
            .map_err(|e| fail(e.message))?;
        if round.init.dice != Some(generated.dice) {
            return Err(fail(format!("dice {:?}, generated {:?}", round.init.dice, generated.dice)));
        }
        let hands = wall.deal(round.init.dealer).map_err(|e| fail(e.message))?;
        if hands != round.init.hands {
            return Err(fail(format!("deal {:?}, generated {:?}", round.init.hands, hands)));
        }
        if wall.dora_indicators() != [round.init.dora_indicator] {
            return Err(fail("first dora indicator differs".into()));
        }
        let mut replacement_due = false;
        for (ai, action) in round.actions.iter().enumerate() {
            match action {
                Action::Draw { tile, .. } => {
                    let got = if replacement_due { wall.draw_replacement() } else { wall.draw() };
                    if got != Some(*tile) {
                        return Err(fail(format!(
                            "action {ai}: drew {tile}, wall gives {got:?} (replacement: {replacement_due})"
                        )));
                    }
                    replacement_due = false;
                }
                Action::Call { meld, .. } => {
                    replacement_due = !matches!(meld.kind, MeldKind::Chi | MeldKind::Pon);
                }
                Action::NewDora { indicator } => {
                    let got = wall.reveal_kan_dora();
                    if got != Some(*indicator) {
                        return Err(fail(format!("action {ai}: new dora {indicator}, wall gives {got:?}")));
                    }
                }
                Action::Win(w) => {
                    if w.dora_indicators != wall.dora_indicators() {
                        return Err(fail(format!(
                            "win shows dora {:?}, wall {:?}",
                            w.dora_indicators,
                            wall.dora_indicators()
                        )));
                    }
                    if !w.ura_indicators.is_empty() && w.ura_indicators != wall.ura_indicators() {
                        return Err(fail(format!(
                            "win shows ura {:?}, wall {:?}",
                            w.ura_indicators,
                            wall.ura_indicators()
                        )));
                    }
                }
                _ => {}
            }
        }
    }
    Ok(log.rounds.len())
}

#[test]
fn shipped_games_replay_on_generated_walls() {
    let mut files = Vec::new();
    files_under(&data("logs"), "mjlog", &mut files);
    let (mut games, mut rounds, mut sanma_rounds, mut failures) = (0, 0, 0, Vec::new());
    for f in &files {
        let log = log::mjlog::parse(&std::fs::read_to_string(f).unwrap()).unwrap();
        if !log.shuffle_seed.as_deref().is_some_and(|s| s.starts_with("mt19937ar-sha512-n288-base64,")) {
            continue; // 2009 records use an older generator (`mt19937ar,...`), which Tenhou never published
        }
        match replay_against_walls(&log) {
            Ok(n) => {
                games += 1;
                rounds += n;
                if log.game_type.players == 3 {
                    sanma_rounds += n;
                }
            }
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    println!("replayed on generated walls: {games} games, {rounds} rounds ({sanma_rounds} sanma)");
    assert!(failures.is_empty(), "{} games differ:\n{}", failures.len(), failures.join("\n"));
    assert!(games >= 100 && sanma_rounds >= 50, "too few games checked: {games} games, {sanma_rounds} sanma rounds");
}

#[test]
#[ignore = "needs the full third-party corpus: set TENPAI_CONFORMANCE_DIR"]
fn whole_conformance_corpus() {
    let dir = std::env::var("TENPAI_CONFORMANCE_DIR").expect("set TENPAI_CONFORMANCE_DIR to the conformance folder");
    let mut files = Vec::new();
    for ext in ["mjlog", "txt", "xml", "xml_"] {
        files_under(Path::new(&dir), ext, &mut files);
    }
    let (mut games, mut rounds, mut no_seed, mut failures) = (0, 0, 0, Vec::new());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text.contains("<mjloggm") {
            continue;
        }
        let log = log::mjlog::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if !log.shuffle_seed.as_deref().is_some_and(|s| s.starts_with("mt19937ar-sha512-n288-base64,")) {
            no_seed += 1;
            continue;
        }
        match replay_against_walls(&log) {
            Ok(n) => {
                games += 1;
                rounds += n;
            }
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    println!("corpus: {games} games / {rounds} rounds replayed on generated walls; {no_seed} without a current seed");
    assert!(failures.is_empty(), "{} games differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
#[ignore = "needs the full third-party corpus: set TENPAI_CONFORMANCE_DIR"]
fn every_mjx_state_wall_in_corpus() {
    // All 468 State JSON lines of mjx's tests_cpp (duplicates included), each against its mjlog's seed.
    let dir = PathBuf::from(std::env::var("TENPAI_CONFORMANCE_DIR").expect("set TENPAI_CONFORMANCE_DIR"));
    let res = dir.join("mjx/tests_cpp/resources");
    let mut files = Vec::new();
    files_under(&res.join("json"), "json", &mut files);
    let (mut checked, mut matched) = (0, 0);
    for f in &files {
        let stem = f.file_stem().unwrap().to_str().unwrap();
        let mjlog = std::fs::read_to_string(res.join("mjlog").join(format!("{stem}.mjlog"))).unwrap();
        let seed = log::mjlog::parse(&mjlog).unwrap().shuffle_seed.unwrap();
        let mut shuffler = TenhouShuffler::from_seed(&seed).unwrap();
        for line in std::fs::read_to_string(f).unwrap().lines().filter(|l| !l.trim().is_empty()) {
            let state: serde_json::Value = serde_json::from_str(line).unwrap();
            let expected: Vec<u8> =
                state["hiddenState"]["wall"].as_array().unwrap().iter().map(|t| t.as_u64().unwrap() as u8).collect();
            let mut got = shuffler.next_round(&tiles_4p()).yama;
            got.reverse();
            checked += 1;
            matched += usize::from(got == expected);
        }
    }
    println!("mjx State JSON walls matched: {matched}/{checked}");
    assert_eq!(checked, 468, "mjx README: 514 State JSON lines, less the 46 of the suphx files (no mjlog)");
    assert_eq!(matched, checked);
}
