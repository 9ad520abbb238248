//! Whole games played as the game benchmark plays them, and the fingerprint of how they went: `benches/game.rs`
//! times these games and prints their fingerprints, `tests/fingerprints.rs` holds the fingerprints to their
//! recorded values, so that a change meant only for speed cannot change a single decision unnoticed.

use tenpai::autoplay::{Autoplay, Players, RandomPlayer};
use tenpai::bot::{Bot, Level};
use tenpai::game::Game;
use tenpai::Ruleset;

/// One game of random legal play: the finished game and the number of actions applied, played by the engine's own
/// [`Autoplay`] with [`RandomPlayer`] (what `Game.autoplay({ players: "random", seed })` runs in wasm).
pub fn random_game(rules: &Ruleset, seed: u64) -> (Game, usize) {
    let (mut game, _) = Game::new(rules.clone(), &format!("bench-{seed}"), None).unwrap();
    let mut play = Autoplay {
        players: Players::Random(RandomPlayer::new(seed)),
        until: None,
        max_actions: None,
        stop_at_hand_end: false,
    };
    let steps = play.run(&mut game, |_| {}).unwrap();
    (game, steps)
}

/// One game of bots of `level` at every seat, each deciding from its own seat (`Bot::choose_index`): the finished
/// game and the number of actions applied.
pub fn bot_game(rules: &Ruleset, seed: u64, level: Level) -> (Game, usize) {
    let (mut game, _) = Game::new(rules.clone(), &format!("bench-{seed}"), None).unwrap();
    let mut bots: Vec<Bot> =
        (0..rules.game.players as u64).map(|s| Bot::with_level(rules, seed * 8 + s + 1, level)).collect();
    let mut steps = 0;
    while !game.is_over() {
        let seat = game.round().to_act()[0];
        let index = bots[seat as usize].choose_index(&game, seat).unwrap();
        game.step_legal(seat, index).unwrap();
        steps += 1;
    }
    (game, steps)
}

/// A fingerprint of how the games went: FNV-1a over the JSON of every game's actions and events, in order. Equal
/// fingerprints mean the same decisions, draws, wins and payments.
pub fn fingerprint(games: impl Iterator<Item = Game>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for game in games {
        let text = serde_json::to_string(&(game.history(), game.events())).unwrap();
        for b in text.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}
