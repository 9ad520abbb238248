//! Bots play whole seeded games: every action they choose is legal, they win far more hands than random legal
//! play, and a bot with a poor hand facing a riichi discards a safe tile whenever it holds one.
//!
//! Run with `--release --nocapture` to see the win rate and average hand value.

use tenpai::autoplay::RandomPlayer;
use tenpai::bot::Bot;
use tenpai::game::Game;
use tenpai::round::{Action, Event, Seat};
use tenpai::shanten::{self, Variant};
use tenpai::tile::{Counts, KINDS};
use tenpai::Ruleset;

/// Hands dealt, hands won (a double ron counts once), and the points the winners took.
#[derive(Default, Debug)]
struct Stats {
    games: u32,
    hands: u32,
    won_hands: u32,
    win_points: i64,
    wins: u32,
    /// Turns where a bot at 2+ shanten faced a riichi while holding a tile safe against every riichi seat.
    fold_checks: u32,
}

impl Stats {
    fn record(&mut self, events: &[Event]) {
        let mut won = false;
        for e in events {
            match e {
                Event::Deal { .. } => self.hands += 1,
                Event::Win { result, .. } => {
                    won = true;
                    self.wins += 1;
                    self.win_points += result.total;
                }
                Event::GameEnd { .. } => self.games += 1,
                _ => {}
            }
        }
        self.won_hands += won as u32;
    }

    fn win_rate(&self) -> f64 {
        self.won_hands as f64 / self.hands as f64
    }

    fn average_value(&self) -> f64 {
        self.win_points as f64 / self.wins.max(1) as f64
    }
}

/// Kinds that cannot deal into each riichi seat, from the event stream in order: the riichi seat's whole river
/// and every tile anyone discarded after the declaration.
#[derive(Default)]
struct Safety {
    /// Per seat: `Some(safe kinds)` once it declared riichi this hand.
    riichi: Vec<Option<u64>>,
    /// Per seat: kinds in its river this hand.
    river: Vec<u64>,
}

impl Safety {
    fn observe(&mut self, events: &[Event], players: usize) {
        for e in events {
            match e {
                Event::Deal { .. } => {
                    self.riichi = vec![None; players];
                    self.river = vec![0; players];
                }
                Event::Discard { seat, tile, riichi, .. } => {
                    let bit = 1u64 << tile.kind;
                    self.river[*seat as usize] |= bit;
                    for safe in self.riichi.iter_mut().flatten() {
                        *safe |= bit;
                    }
                    if *riichi {
                        self.riichi[*seat as usize] = Some(self.river[*seat as usize]);
                    }
                }
                _ => {}
            }
        }
    }

    /// Kinds safe against every riichi seat other than `seat`; `None` when nobody else is in riichi.
    fn safe_for(&self, seat: Seat) -> Option<u64> {
        let mut any = false;
        let mut safe = u64::MAX;
        for (s, r) in self.riichi.iter().enumerate() {
            if let (Some(kinds), true) = (r, s != seat as usize) {
                any = true;
                safe &= kinds | self.river[s];
            }
        }
        any.then_some(safe)
    }
}

/// Best shanten reachable by one discard from a 3n+2-tile hand.
fn shanten_after_best_discard(hand: &Counts, melds: u8, variant: Variant) -> i8 {
    let mut best = i8::MAX;
    let mut h = *hand;
    for k in 0..KINDS {
        if h[k] > 0 {
            h[k] -= 1;
            best = best.min(shanten::overall(&h, melds, variant));
            h[k] += 1;
        }
    }
    best
}

/// Four (or three) bots play one game; every choice must be legal. Checks the fold rule along the way.
fn play_bots(rules: &Ruleset, seed: u64, stats: &mut Stats) {
    let players = rules.game.players as usize;
    let variant = Variant::of(rules);
    let (mut game, events) = Game::new(rules.clone(), &format!("bot-{seed}"), None).unwrap();
    let mut bots: Vec<Bot> = (0..players as u64).map(|s| Bot::new(rules, seed * 8 + s + 1)).collect();
    let mut safety = Safety::default();
    safety.observe(&events, players);
    stats.record(&events);
    let mut steps = 0;
    while !game.is_over() {
        let seat = game.round().to_act()[0];
        let action = bots[seat as usize].choose(&game, seat);
        let legal = game.legal_actions(seat);
        assert!(legal.contains(&action), "bot chose {action:?}, not in {legal:?} (seed {seed})");
        check_fold(&game, seat, &action, &safety, variant, stats);
        let events = game.apply(seat, &action).unwrap_or_else(|e| panic!("bot action rejected: {e} (seed {seed})"));
        safety.observe(&events, players);
        stats.record(&events);
        steps += 1;
        assert!(steps < 100_000, "game does not end (seed {seed})");
    }
}

/// A bot not in riichi, at 2+ shanten, facing another seat's riichi, holding a tile safe against every riichi
/// seat, must discard such a tile.
fn check_fold(game: &Game, seat: Seat, action: &Action, safety: &Safety, variant: Variant, stats: &mut Stats) {
    let Action::Discard { tile, riichi: false, .. } = action else { return };
    let Some(safe) = safety.safe_for(seat) else { return };
    let view = game.view(seat).unwrap();
    let me = &view.seats[seat as usize];
    if me.riichi {
        return;
    }
    let hand = tenpai::tile::counts(me.hand.as_ref().unwrap());
    let melds = me.melds.iter().filter(|m| m.kind != tenpai::meld::MeldKind::Nuki).count() as u8;
    if shanten_after_best_discard(&hand, melds, variant) < 2 {
        return;
    }
    let discardable: u64 = view
        .legal_actions
        .iter()
        .filter_map(|a| match a {
            Action::Discard { tile, .. } => Some(1u64 << tile.kind),
            _ => None,
        })
        .fold(0, |m, b| m | b);
    if discardable & safe == 0 {
        return;
    }
    stats.fold_checks += 1;
    assert!(
        safe >> tile.kind & 1 == 1,
        "seat {seat} at 2+ shanten pushed {tile} against riichi with a safe tile in hand; view: {}",
        serde_json::to_string(&view).unwrap()
    );
}

/// Random legal play: the engine's one random policy ([`RandomPlayer`]: wins taken half the time, otherwise uniform).
fn play_random(rules: &Ruleset, seed: u64, stats: &mut Stats) {
    let (mut game, events) = Game::new(rules.clone(), &format!("bot-{seed}"), None).unwrap();
    stats.record(&events);
    let mut random = RandomPlayer::new(seed);
    while let Some((seat, action)) = random.step(&game) {
        stats.record(&game.apply(seat, &action).unwrap());
    }
}

fn compare(preset: &str, bot_games: u64, random_games: u64) -> (Stats, Stats) {
    let rules = Ruleset::preset(preset).unwrap();
    let mut bots = Stats::default();
    for seed in 0..bot_games {
        play_bots(&rules, seed, &mut bots);
    }
    let mut random = Stats::default();
    for seed in 0..random_games {
        play_random(&rules, seed, &mut random);
    }
    println!(
        "{preset}: bots {} games, {} hands, win rate {:.1}% of hands, average win {:.0} points; \
         random play {} hands, win rate {:.1}%; fold situations checked: {}",
        bots.games,
        bots.hands,
        100.0 * bots.win_rate(),
        bots.average_value(),
        random.hands,
        100.0 * random.win_rate(),
        bots.fold_checks
    );
    assert_eq!(bots.games as u64, bot_games, "every bot game reached its end");
    (bots, random)
}

#[test]
fn four_bots_play_tenhou_games_legally_and_win_far_more_than_random_play() {
    let (bots, random) = compare("tenhou", 200, 50);
    // Real players win about 80% of Tenhou hands; random play wins by accident only.
    assert!(bots.win_rate() > 0.5, "bots win too few hands: {:.3}", bots.win_rate());
    assert!(bots.win_rate() > 3.0 * random.win_rate(), "bots are not clearly better than random play");
    // Average win value: at least 1,000-point hands on average (a 1 han 30 fu non-dealer ron).
    assert!(bots.average_value() >= 1000.0);
    assert!(bots.fold_checks >= 20, "too few fold situations arose to test the rule: {}", bots.fold_checks);
}

#[test]
fn three_bots_play_sanma_games_legally_and_win_far_more_than_random_play() {
    let (bots, random) = compare("tenhou-sanma", 100, 30);
    assert!(bots.win_rate() > 0.5, "bots win too few hands: {:.3}", bots.win_rate());
    assert!(bots.win_rate() > 3.0 * random.win_rate(), "bots are not clearly better than random play");
}

#[test]
fn the_free_function_answers_with_a_legal_action_at_every_step() {
    let rules = Ruleset::preset("tenhou").unwrap();
    let (mut game, _) = Game::new(rules, "free-fn", None).unwrap();
    for step in 0..300u64 {
        if game.is_over() {
            break;
        }
        let seat = game.round().to_act()[0];
        let action = tenpai::bot::choose(&game, seat, step);
        assert!(game.legal_actions(seat).contains(&action));
        game.apply(seat, &action).unwrap();
    }
}

#[test]
fn three_bots_play_toutenkou_sessions_legally_and_win_far_more_than_random_play() {
    let (bots, random) = compare("toutenkou", 60, 20);
    assert!(bots.win_rate() > 0.5, "bots win too few hands: {:.3}", bots.win_rate());
    assert!(bots.win_rate() > 3.0 * random.win_rate(), "bots are not clearly better than random play");
}
