//! The fingerprints of whole games (tests/common/play.rs: every action and event of 50 games, hashed), held to
//! their recorded values. The engine's speed code (cached waits and shanten bounds, claim shortcuts, the compact
//! turn list, bit sets in place of counts) must decide exactly what the plain rules decide: a change meant only
//! for speed leaves every fingerprint equal, and one that alters a single draw, decision or payment fails here.
//! `cargo bench --bench game` prints the Tenhou random and bot fingerprints beside its timings.

mod common;

use common::play::{bot_game, fingerprint, random_game};
use tenpai::bot::Level;
use tenpai::Ruleset;

/// Games per fingerprint: the benchmark's first 50 seeds.
const GAMES: u64 = 50;

/// Asserts the fingerprint of `GAMES` games under `preset` played by `players` (random play, or four bots of a
/// level); the message says how to record a change of play made on purpose.
fn check(preset: &str, players: &str, recorded: u64) {
    let rules = Ruleset::preset(preset).unwrap();
    let games = (0..GAMES).map(|seed| match players {
        "random" => random_game(&rules, seed).0,
        "normal" => bot_game(&rules, seed, Level::Normal).0,
        "strong" => bot_game(&rules, seed, Level::Strong).0,
        "easy" => bot_game(&rules, seed, Level::Easy).0,
        _ => unreachable!("{players}"),
    });
    let got = fingerprint(games);
    assert!(
        got == recorded,
        "play changed: {GAMES} {preset} games ({players}) have the fingerprint {got:#018x}, recorded \
         {recorded:#018x}.\nA change meant only for speed must not change play: find the decision, draw or payment \
         it changed (compare the games' events before and after, tests/common/play.rs plays them).\nA change of \
         play made on purpose (a rule fixed, a bot's new judgement) records the new figure here, in the test of \
         {preset} {players}, in the same commit, whose message says what play changed and why."
    );
}

#[test]
fn tenhou_random_play_is_unchanged() {
    check("tenhou", "random", 0xa7cd_756e_057b_e6de);
}

#[test]
fn tenhou_normal_bots_play_is_unchanged() {
    check("tenhou", "normal", 0x0a4f_9729_d562_5e5f);
}

#[test]
fn tenhou_strong_bots_play_is_unchanged() {
    check("tenhou", "strong", 0xe6ab_7a03_a761_af04);
}

#[test]
fn tenhou_easy_bots_play_is_unchanged() {
    check("tenhou", "easy", 0xc683_1177_7be5_1fbc);
}

#[test]
fn tenhou_sanma_random_play_is_unchanged() {
    check("tenhou-sanma", "random", 0x2bb0_b968_132c_4e89);
}

#[test]
fn mcgill_random_play_is_unchanged() {
    check("mcgill", "random", 0xa01a_332a_2630_4c42);
}

#[test]
fn speed_tonpuu_random_play_is_unchanged() {
    check("speed-tonpuu", "random", 0x90a4_876c_5487_f9d6);
}

#[test]
fn toutenkou_random_play_is_unchanged() {
    check("toutenkou", "random", 0x8bc4_cb0d_eba7_ac95);
}
