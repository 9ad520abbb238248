//! The three bot levels: each is deterministic for a seed and they play differently; the strong bot only ever
//! takes a legal action (a property over random games, every preset), chooses from the seat's view as it does in
//! place; and its push/fold decisions on hand-made positions.

mod prop_support;

use prop_support::{config, presets};
use proptest::prelude::*;
use tenpai::autoplay::{Autoplay, Player, Players, RandomPlayer};
use tenpai::bot::{Bot, Level};
use tenpai::game::Game;
use tenpai::round::{Action, DiscardView, TableView};
use tenpai::tile::{parse_tiles, Tile};
use tenpai::Ruleset;

/// A whole game of bots of `level` in every seat, played by the engine's autoplay.
fn game_at(preset: &str, seed: &str, level: Level) -> Game {
    let rules = Ruleset::preset(preset).unwrap();
    let (mut game, _) = Game::new(rules, seed, None).unwrap();
    let seats = [Some(Player::Bot(level)); 4];
    let mut play = Autoplay {
        players: Players::Seats { seats, random: RandomPlayer::new(0) },
        until: None,
        max_actions: None,
        stop_at_hand_end: false,
    };
    play.run(&mut game, |_| {}).unwrap();
    assert!(game.is_over());
    game
}

#[test]
fn levels_are_deterministic_for_a_seed_and_play_differently() {
    for preset in ["tenhou", "mcgill", "speed-tonpuu", "toutenkou"] {
        let games: Vec<Game> = Level::ALL.iter().map(|&l| game_at(preset, "levels", l)).collect();
        for (level, game) in Level::ALL.iter().zip(&games) {
            let again = game_at(preset, "levels", *level);
            assert_eq!(again.history(), game.history(), "{preset} {level}: the same seed plays the same game");
        }
        for a in 0..3 {
            for b in a + 1..3 {
                assert_ne!(games[a].history(), games[b].history(), "{preset}: {} and {}", Level::ALL[a], Level::ALL[b]);
            }
        }
    }
}

#[test]
fn level_names_round_trip_and_bad_names_are_bad_requests() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>().unwrap(), level);
    }
    assert_eq!(Level::default(), Level::Normal);
    assert_eq!("hard".parse::<Level>().unwrap_err().code, "bad-request");
}

proptest! {
    #![proptest_config(config(24))]

    /// After a random stretch of random play, bots of every level (the strong one in two seats) finish the game:
    /// each choice is in the seat's legal list, and the strong bot's choice from the seat's view equals its choice
    /// read in place.
    #[test]
    fn strong_bots_take_only_legal_actions(preset in 0..presets().len(), seed in any::<u64>(), prefix in 0..600usize) {
        let rules = presets()[preset].clone();
        let (mut game, _) = Game::new(rules.clone(), &format!("prop-{seed}"), None).unwrap();
        let mut random = RandomPlayer::new(seed);
        for _ in 0..prefix {
            let Some((seat, action)) = random.step(&game) else { break };
            game.apply(seat, &action).unwrap();
        }
        let levels = [Level::Strong, Level::Normal, Level::Strong, Level::Easy];
        let mut steps = 0usize;
        while let Some(&seat) = game.to_act().first() {
            let level = levels[seat as usize];
            let mut bot = Bot::with_level(&rules, seed ^ steps as u64, level);
            let mut twin = bot.clone();
            let action = bot.choose(&game, seat);
            prop_assert!(game.legal(seat).contains(&action), "{level} chose {action:?}");
            if level == Level::Strong {
                prop_assert_eq!(twin.decide(&game.view(seat).unwrap()), action.clone());
            }
            game.apply(seat, &action).unwrap();
            steps += 1;
            prop_assert!(steps < 20_000, "the game does not end");
        }
        prop_assert!(game.is_over());
    }
}

/// Seat 0's turn in a Tenhou hand, with `hand` (14 tiles) and every distinct tile's discard as its legal
/// actions; seat 1 has declared riichi on the last tile of `river` (no riichi when `river` is empty); `wall`
/// tiles are left to draw; the dora indicator is 4s (the dora 5s).
fn position(hand: &str, river: &str, wall: usize) -> TableView {
    let (game, _) = Game::new(Ruleset::preset("tenhou").unwrap(), "position", None).unwrap();
    let mut view = game.view(0).unwrap();
    let tiles = parse_tiles(hand).unwrap();
    assert_eq!(tiles.len(), 14);
    let river = parse_tiles(river).unwrap();
    for seat in view.seats.iter_mut() {
        seat.discards.clear();
        seat.melds.clear();
        seat.riichi = false;
    }
    view.seats[0].hand = Some(tiles.clone());
    view.seats[0].drawn = None;
    view.seats[1].riichi = !river.is_empty();
    view.seats[1].discards = river
        .iter()
        .enumerate()
        .map(|(i, &tile)| DiscardView { tile, tsumogiri: false, riichi: i + 1 == river.len(), called_by: None })
        .collect();
    view.wall_remaining = wall;
    view.dora_indicators = parse_tiles("4s").unwrap();
    let mut distinct: Vec<Tile> = tiles.clone();
    distinct.dedup();
    view.legal_actions = distinct
        .into_iter()
        .map(|tile| Action::Discard { tile, riichi: false, open: false, tsumogiri: None })
        .collect();
    view
}

fn discard_of(level: Level, view: &TableView) -> String {
    let rules = Ruleset::preset("tenhou").unwrap();
    match Bot::with_level(&rules, 1, level).decide(view) {
        Action::Discard { tile, .. } => tile.to_string(),
        other => panic!("{level} did not discard: {other:?}"),
    }
}

#[test]
fn a_far_hand_folds_to_genbutsu_at_every_level_with_defence() {
    // Junk against a riichi whose river holds 5m and 6z: both genbutsu.
    let view = position("159m26p37s1234567z", "8p2s5m6z", 60);
    for level in [Level::Normal, Level::Strong] {
        let tile = discard_of(level, &view);
        assert!(tile == "5m" || tile == "6z", "{level} discarded {tile}");
    }
}

#[test]
fn a_valuable_one_shanten_pushes_early_and_folds_late() {
    // 23456m 78p 34555s (three dora 5s) 9s 4z: 1-shanten after the isolated 9s or 4z, both unsafe against the
    // riichi; 3m is genbutsu but breaks the hand.
    let hand = "23456m78p345559s4z";
    let early = position(hand, "1p8s3m", 60);
    let pushed = discard_of(Level::Strong, &early);
    assert!(pushed == "4z" || pushed == "9s", "the strong bot pushes an isolated tile early: {pushed}");
    // The normal bot folds whenever it is not tenpai.
    assert_eq!(discard_of(Level::Normal, &early), "3m");
    // The easy bot has no defence: it discards for efficiency.
    let easy = discard_of(Level::Easy, &early);
    assert!(easy == "4z" || easy == "9s", "{easy}");
    // With eight tiles left to draw the same hand folds.
    assert_eq!(discard_of(Level::Strong, &position(hand, "1p8s3m", 8)), "3m");
}

#[test]
fn a_cheap_one_shanten_folds_even_early() {
    // 234m 456m 78p 34s 66s, 9s and 4z: no dora, a closed 1-shanten after either isolated tile; riichi alone is
    // not worth an unsafe tile against a riichi.
    let hand = "234456m78p34669s4z";
    let view = position(hand, "1p8s3m", 60);
    assert_eq!(discard_of(Level::Strong, &view), "3m");
}

/// Agari-yame: offered the choice in the last hand of a game ranked by placement, the strong dealer who is first
/// ends the game there (first place is then certain); the normal bot keeps the deal. Under McGill the choice comes
/// after a dealer win in the all-last hand, under Speed Tonpuu after any renchan.
#[test]
fn the_strong_dealer_first_in_the_last_hand_stops_the_game() {
    use tenpai::game::StartAt;
    for (preset, last) in [("mcgill", 7), ("speed-tonpuu", 3)] {
        let rules = Ruleset::preset(preset).unwrap();
        let dealer = (last % 4) as usize;
        let mut scores = vec![20000i64; 4];
        scores[dealer] = 50000;
        let mut offers = 0;
        for seed in 0..200 {
            let start = Some(StartAt { index: last, honba: 0, sticks: 0 });
            let (mut game, _) =
                Game::starting_at(rules.clone(), &format!("yame-{seed}"), Some(scores.clone()), vec![], start).unwrap();
            let mut bot = Bot::with_level(&rules, seed, Level::Normal);
            while !game.is_over() && !game.awaiting_dealer_choice() {
                let seat = game.status().to_act[0];
                let action = bot.choose(&game, seat);
                game.apply(seat, &action).unwrap();
            }
            if !game.awaiting_dealer_choice() {
                continue;
            }
            let seat = dealer as u8;
            let first =
                game.round().scores.iter().enumerate().all(|(s, &p)| s == dealer || p < game.round().scores[dealer]);
            assert!(first, "{preset}: the dealer leads by 30,000 before the hand");
            assert_eq!(Bot::with_level(&rules, 1, Level::Strong).choose(&game, seat), Action::Yame, "{preset}");
            assert_eq!(Bot::with_level(&rules, 1, Level::Normal).choose(&game, seat), Action::Continue, "{preset}");
            offers += 1;
            if offers == 3 {
                break;
            }
        }
        assert_eq!(offers, 3, "{preset}: the dealer was offered the choice in three games");
    }
}

/// Speed × value: where two discards leave the same steps to tenpai and about as many tiles to take the hand
/// forward, the strong bot keeps the one that is worth more, where the normal bot goes by ukeire and shape.
#[test]
fn the_strong_bot_keeps_value_at_a_small_cost_in_speed() {
    // 112278m 46789p 125s, the dora 5s: the normal bot lets the dora go (2-shanten either way); the strong bot
    // keeps it and gives up an end of the manzu.
    let dora = position("112278m46789p125s", "", 50);
    assert_eq!(discard_of(Level::Normal, &dora), "5s");
    assert_eq!(discard_of(Level::Strong, &dora), "1m");
    // 234m 778m 5p 889p 2224s: the 9p leaves all simples (tanyao), the normal bot breaks the 89p instead.
    let simples = position("234778m5899p2224s", "", 50);
    assert_eq!(discard_of(Level::Normal, &simples), "8p");
    assert_eq!(discard_of(Level::Strong, &simples), "9p");
}
