//! `Game.apply` with arbitrary actions from arbitrary seats between random legal steps, under every preset:
//! applied only when listed; otherwise `illegal-action` and nothing observable changes.
#![no_main]

mod common;

use common::{assert_clear, presets, step, Bytes};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use tenpai::bot::Pick;
use tenpai::game::Game;
use tenpai::round::Action;
use tenpai::Ruleset;

fn observe(game: &Game) -> String {
    let players = game.rules().game.players;
    let views: Vec<_> = (0..players).map(|s| game.view(s).unwrap()).collect();
    let legal: Vec<_> = (0..players + 2).map(|s| game.legal_actions(s)).collect();
    serde_json::to_string(&(game.to_json(), game.status(), views, game.spectate(), legal)).unwrap()
}

fuzz_target!(|data: &[u8]| {
    static PRESETS: OnceLock<Vec<Ruleset>> = OnceLock::new();
    let presets = PRESETS.get_or_init(presets);
    let mut b = Bytes(data);
    let rules = presets[b.below(presets.len())].clone();
    let seed = b.u64();
    let (mut game, _) = Game::new(rules, &format!("fuzz-{seed}"), None).unwrap();
    let mut pick = Pick::new(seed);
    while !b.is_empty() {
        for _ in 0..b.byte() % 64 {
            step(&mut game, &mut pick);
        }
        let seat = b.byte() % 6;
        let legal = game.legal_actions(seat);
        let action =
            if b.byte() & 1 == 1 && !legal.is_empty() { legal[b.below(legal.len())].clone() } else { b.action() };
        let before = observe(&game);
        match game.apply(seat, &action) {
            Ok(_) => assert!(
                legal.iter().any(|l| l == &action
                    || matches!((&action, l), (Action::Discard { tile, riichi, open, tsumogiri: None },
                        Action::Discard { tile: t, riichi: r, open: o, .. }) if tile == t && riichi == r && open == o)),
                "{action:?} by seat {seat} was not listed"
            ),
            Err(e) => {
                assert_clear(&e);
                assert_eq!(e.code, "illegal-action");
                assert!(!legal.contains(&action), "listed {action:?} refused: {e}");
                assert!(observe(&game) == before, "a refused {action:?} changed the game");
            }
        }
    }
});
