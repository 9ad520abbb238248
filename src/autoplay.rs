//! Built-in players acting inside the engine: a whole stretch of play in one call.
//!
//! [`Autoplay::run`] lets the automated seats act (the shanten bot of [`crate::bot`], or random legal play) until a
//! seat that is not automated must act, a hand ends (when asked), a number of actions has been applied, or the game
//! ends. The demo's offline play needs exactly this (bots act until the human's turn), simulations play whole games
//! with it, and [`RandomPlayer`] is the one random-play policy of the benchmarks and the random-play tests.
//!
//! Every decision is made as a caller stepping the game would make it, so a stretch played here equals the same
//! stretch stepped one action at a time: bots decide from their own seat's view with the tie-breaking stream of
//! [`bot_seed`] (the one `Game.botAction` uses), and the random player's choices depend only on its seed and the
//! game's state.

use crate::bot::{Bot, Level, Pick};
use crate::error::Result;
use crate::game::Game;
use crate::round::{Action, Event, Seat, TurnMoment};

/// Random legal play: a random waiting seat acts; when a win (tsumo or ron) is offered it is taken half the time,
/// otherwise the action is a uniform choice among the seat's legal actions. Deterministic for a given seed.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    pick: Pick,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { pick: Pick::new(seed) }
    }

    /// One of `waiting`, uniformly; `None` when it is empty.
    #[inline]
    pub fn seat(&mut self, waiting: &[Seat]) -> Option<Seat> {
        match waiting.len() {
            0 => None,
            // One seat waiting (most steps): the stream steps as for any other choice, and `next(1)`, inlined with
            // its constant, is 0 without a division.
            1 => Some(waiting[self.pick.next(1)]),
            n => Some(waiting[self.pick.next(n)]),
        }
    }

    /// One of `legal`: a win half the time when one is offered, else uniform; `None` when `legal` is empty.
    #[inline]
    pub fn action<'a>(&mut self, legal: &'a [Action]) -> Option<&'a Action> {
        let win = legal.iter().position(|a| matches!(a, Action::Tsumo | Action::Ron));
        self.index(legal.len(), win).map(|i| &legal[i])
    }

    /// [`RandomPlayer::action`] by index, for a list of `len` actions whose first win (tsumo or ron) is at `win`:
    /// the same choice from the same stream ([`Game::legal_len`] and [`Game::legal_win`] describe a seat's list
    /// without listing it).
    #[inline]
    pub fn index(&mut self, len: usize, win: Option<usize>) -> Option<usize> {
        if len == 0 {
            return None;
        }
        Some(match win {
            Some(win) if self.pick.next(2) == 0 => win,
            _ => self.pick.next(len),
        })
    }

    /// The next step of random play: a seat the game waits for and its action; `None` when the game waits for no
    /// one (it is over).
    pub fn step(&mut self, game: &Game) -> Option<(Seat, Action)> {
        let seat = self.seat(&game.to_act())?;
        Some((seat, self.action(game.legal(seat))?.clone()))
    }
}

/// The seed of the built-in bot's tie-breaking for `seat`'s decision now: FNV-1a over the game's seed, the number of
/// actions applied so far and the seat. A different stream per decision, the same whoever drives the game, so a
/// seeded game of bots replays identically (whether stepped by `Game.botAction` or played by [`Autoplay`]).
pub fn bot_seed(game: &Game, seat: Seat) -> u64 {
    stream_seed(game, seat)
}

/// A [`RandomPlayer`] seed for a stretch of play starting now, when the caller gives none: derived like
/// [`bot_seed`] (with a byte no seat has), so a seeded game played at random replays identically too.
pub fn random_seed(game: &Game) -> u64 {
    stream_seed(game, u8::MAX)
}

fn stream_seed(game: &Game, tag: u8) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = game.seed().bytes().chain((game.history().len() as u64).to_le_bytes()).chain([tag]);
    for b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Who plays one automated seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The built-in bot at a level ([`crate::bot::Bot`]).
    Bot(Level),
    /// Random legal play ([`RandomPlayer::index`]).
    Random,
}

/// Who plays the automated seats.
#[derive(Clone, Debug)]
pub enum Players {
    /// The built-in bot at the normal level: of the automated seats the game waits for, the first acts.
    Bot,
    /// [`RandomPlayer`]: a random one of the automated seats the game waits for acts.
    Random(RandomPlayer),
    /// One player per seat (`None`: the seat is not automated, like [`Autoplay::until`]); of the automated seats
    /// the game waits for, the first acts. Bots decide as [`Players::Bot`] does, with their own level; random seats
    /// choose their action from `random`'s stream.
    Seats { seats: [Option<Player>; 4], random: RandomPlayer },
}

/// A stretch of automated play; see [`Autoplay::run`].
#[derive(Clone, Debug)]
pub struct Autoplay {
    pub players: Players,
    /// The seat that is not automated (a human player), if any: play stops when the game waits for it alone. When
    /// it must answer a discard together with automated seats, they answer first.
    pub until: Option<Seat>,
    /// Stop after this many actions.
    pub max_actions: Option<usize>,
    /// Stop after the action that ends a hand (its events hold the hand's `RoundEnd`, then the next hand's deal and
    /// first draw when the game goes on), so a UI can show the hand's end.
    pub stop_at_hand_end: bool,
}

impl Autoplay {
    /// Plays until the game waits for no automated seat (only for `until`, or no one: the game is over), or a stop
    /// asked for is reached. `on_events` receives each applied action's events (unfiltered, as [`Game::step`]
    /// returns them). Returns the number of actions applied. Every action applied is one the game lists as legal,
    /// so an error here is an engine fault; the actions applied before it stay applied.
    pub fn run(&mut self, game: &mut Game, mut on_events: impl FnMut(&[Event])) -> Result<usize> {
        // One bot per level, made when first needed.
        let mut bots: [Option<Bot>; 3] = [None, None, None];
        let mut actions = 0;
        let until = self.until;
        while self.max_actions.is_none_or(|most| actions < most) {
            let events = match &mut self.players {
                Players::Random(random) => {
                    // By index: the legal list is never built, nor the action matched against it again. Most steps
                    // are a seat's own turn: its seat, list length and win are read in one look, and the stream
                    // makes the same draws as for the general moment (the one waiting seat, then the index).
                    let turn = game.turn_moment().filter(|t| Some(t.seat) != until && t.legal_len != 0);
                    let (seat, index) = match turn {
                        Some(TurnMoment { seat, legal_len, win }) => {
                            random.seat(&[seat]);
                            (seat, random.index(legal_len, win))
                        }
                        None => {
                            let (seats, n) = automated(game, until);
                            let Some(seat) = random.seat(&seats[..n]) else { break };
                            (seat, random.index(game.legal_len(seat), game.legal_win(seat)))
                        }
                    };
                    let Some(index) = index else { break };
                    game.step_legal(seat, index)?
                }
                Players::Bot => {
                    let (seats, n) = automated(game, until);
                    let Some(&seat) = seats[..n].first() else { break };
                    // By index too: the bot picks from the legal list, so it need not be matched again.
                    let Some(index) = bot_index(&mut bots, Level::Normal, game, seat) else { break };
                    game.step_legal(seat, index)?
                }
                Players::Seats { seats: players, random } => {
                    let (seats, n) = automated(game, until);
                    let Some((seat, player)) =
                        seats[..n].iter().find_map(|&s| players.get(s as usize).copied().flatten().map(|p| (s, p)))
                    else {
                        break;
                    };
                    let index = match player {
                        Player::Bot(level) => bot_index(&mut bots, level, game, seat),
                        Player::Random => random.index(game.legal_len(seat), game.legal_win(seat)),
                    };
                    let Some(index) = index else { break };
                    game.step_legal(seat, index)?
                }
            };
            actions += 1;
            let hand_ended = self.stop_at_hand_end && events.iter().any(|e| matches!(e, Event::RoundEnd { .. }));
            on_events(events);
            if hand_ended {
                break;
            }
        }
        Ok(actions)
    }
}

/// The choice of the bot of `level` (made on first use, kept in `bots`) for `seat`, with [`bot_seed`]'s stream.
fn bot_index(bots: &mut [Option<Bot>; 3], level: Level, game: &Game, seat: Seat) -> Option<usize> {
    let slot = Level::ALL.iter().position(|&l| l == level).unwrap_or(1);
    let bot = bots[slot].get_or_insert_with(|| Bot::with_level(game.rules(), 0, level));
    bot.reseed(bot_seed(game, seat));
    bot.choose_index(game, seat)
}

/// The seats the game waits for that are automated (not `until`) and have something to do, in order.
fn automated(game: &Game, until: Option<Seat>) -> ([Seat; 4], usize) {
    let mut seats = [0 as Seat; 4];
    let mut n = 0;
    for seat in game.to_act() {
        if Some(seat) != until && game.legal_len(seat) != 0 && n < seats.len() {
            seats[n] = seat;
            n += 1;
        }
    }
    (seats, n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    fn new_game(preset: &str, seed: &str) -> Game {
        Game::new(Ruleset::preset(preset).unwrap(), seed, None).unwrap().0
    }

    fn autoplay(players: Players) -> Autoplay {
        Autoplay { players, until: None, max_actions: None, stop_at_hand_end: false }
    }

    #[test]
    fn random_autoplay_is_random_stepping() {
        for preset in ["tenhou", "tenhou-sanma", "mcgill", "speed-tonpuu"] {
            for seed in 0..3 {
                let mut stepped = new_game(preset, &format!("auto-{seed}"));
                let mut random = RandomPlayer::new(seed);
                let mut steps = 0;
                while let Some((seat, action)) = random.step(&stepped) {
                    stepped.apply(seat, &action).unwrap();
                    steps += 1;
                }
                assert!(stepped.is_over());
                let mut played = new_game(preset, &format!("auto-{seed}"));
                let mut events = 0;
                let applied =
                    autoplay(Players::Random(RandomPlayer::new(seed))).run(&mut played, |e| events += e.len()).unwrap();
                assert!(played.is_over(), "{preset} {seed}");
                assert_eq!(applied, steps);
                assert_eq!(played.history(), stepped.history());
                assert_eq!(played.result(), stepped.result());
                // Every event after the first deal came back through the callback.
                let deal = new_game(preset, &format!("auto-{seed}")).events().len();
                assert_eq!(events + deal, played.events().len());
            }
        }
    }

    #[test]
    fn bot_autoplay_is_bot_stepping_with_bot_seed() {
        for preset in ["tenhou", "speed-tonpuu"] {
            let mut stepped = new_game(preset, "auto-bots");
            while let Some(&seat) = stepped.to_act().first() {
                let action = crate::bot::choose(&stepped, seat, bot_seed(&stepped, seat));
                stepped.apply(seat, &action).unwrap();
            }
            let mut played = new_game(preset, "auto-bots");
            autoplay(Players::Bot).run(&mut played, |_| {}).unwrap();
            assert!(played.is_over());
            assert_eq!(played.history(), stepped.history());
            assert_eq!(played.result(), stepped.result());
            // A finished game has nothing left to play.
            assert_eq!(autoplay(Players::Bot).run(&mut played, |_| panic!("no events")).unwrap(), 0);
        }
    }

    /// One player per seat (three levels, random play and a seat that is not automated) plays as stepping each
    /// seat's own player would: bots by `choose_at` with `bot_seed`, the random seat from the stream's `index`.
    #[test]
    fn seats_autoplay_is_stepping_each_seats_player() {
        let seats = [Some(Player::Bot(Level::Strong)), Some(Player::Bot(Level::Easy)), Some(Player::Random), None];
        let mut stepped = new_game("tenhou", "auto-seats");
        let mut random = RandomPlayer::new(3);
        let mut human_moves = 0;
        while !stepped.is_over() {
            let waiting = stepped.to_act();
            let automated = waiting.iter().copied().find(|&s| s != 3 && stepped.legal_len(s) != 0);
            let (seat, action) = match automated.map(|s| (s, seats[s as usize].unwrap())) {
                Some((s, Player::Bot(level))) => (s, crate::bot::choose_at(&stepped, s, bot_seed(&stepped, s), level)),
                Some((s, Player::Random)) => {
                    let i = random.index(stepped.legal_len(s), stepped.legal_win(s)).unwrap();
                    (s, stepped.legal(s)[i].clone())
                }
                None => {
                    human_moves += 1;
                    (3, stepped.legal(3)[0].clone())
                }
            };
            stepped.apply(seat, &action).unwrap();
        }
        let mut played = new_game("tenhou", "auto-seats");
        let mut play = autoplay(Players::Seats { seats, random: RandomPlayer::new(3) });
        while !played.is_over() {
            play.run(&mut played, |_| {}).unwrap();
            if !played.is_over() {
                assert_eq!(&*played.to_act(), &[3], "stopped where only the seat that is not automated must act");
                let action = played.legal(3)[0].clone();
                played.apply(3, &action).unwrap();
            }
        }
        assert!(human_moves > 20, "{human_moves}");
        assert_eq!(played.history(), stepped.history());
        assert_eq!(played.result(), stepped.result());
        // Every seat a normal bot: the same game as `Players::Bot`.
        let normal = Some(Player::Bot(Level::Normal));
        let mut by_seats = new_game("tenhou", "auto-seats");
        autoplay(Players::Seats { seats: [normal; 4], random: RandomPlayer::new(0) })
            .run(&mut by_seats, |_| {})
            .unwrap();
        let mut by_bot = new_game("tenhou", "auto-seats");
        autoplay(Players::Bot).run(&mut by_bot, |_| {}).unwrap();
        assert_eq!(by_seats.history(), by_bot.history());
    }

    #[test]
    fn until_stops_when_only_the_human_must_act() {
        for players in [Players::Bot, Players::Random(RandomPlayer::new(5))] {
            let mut game = new_game("tenhou", "auto-human");
            let mut play = Autoplay { players, until: Some(2), max_actions: None, stop_at_hand_end: false };
            let mut stops = 0;
            while !game.is_over() {
                let before = game.history().len();
                play.run(&mut game, |_| {}).unwrap();
                assert!(game.history()[before..].iter().all(|(seat, _)| *seat != 2), "the human seat never acts");
                if game.is_over() {
                    break;
                }
                assert_eq!(&*game.to_act(), &[2], "stopped where only the human must act");
                // The human plays its first legal action.
                let action = game.legal(2)[0].clone();
                game.apply(2, &action).unwrap();
                stops += 1;
            }
            assert!(stops > 20, "a hanchan asks the human many times, got {stops}");
        }
    }

    #[test]
    fn step_legal_is_step_with_the_listed_action_and_rejects_other_indexes() {
        for preset in ["tenhou", "tenhou-sanma", "speed-tonpuu"] {
            let mut by_index = new_game(preset, "step-legal");
            let mut by_action = new_game(preset, "step-legal");
            let mut random = RandomPlayer::new(9);
            for _ in 0..400 {
                let Some(seat) = random.seat(&by_index.to_act()) else { break };
                let len = by_index.legal_len(seat);
                assert_eq!(len, by_index.legal(seat).len());
                // An index past the list changes nothing.
                let events = by_index.events().len();
                let err = by_index.step_legal(seat, len).unwrap_err();
                assert_eq!(err.code, "illegal-action");
                assert_eq!((by_index.events().len(), by_index.history().len()), (events, by_action.history().len()));
                let index = random.index(len, by_index.legal_win(seat)).unwrap();
                let action = by_index.legal(seat)[index].clone();
                let stepped = by_index.step_legal(seat, index).unwrap().to_vec();
                assert_eq!(by_action.step(seat, &action).unwrap(), &stepped[..], "{preset}: {action:?}");
                assert_eq!(by_index.history(), by_action.history());
            }
            assert_eq!(by_index.to_json(), by_action.to_json());
        }
    }

    #[test]
    fn max_actions_and_hand_end_stops() {
        let mut game = new_game("tenhou", "auto-stops");
        let mut play = Autoplay { max_actions: Some(7), ..autoplay(Players::Random(RandomPlayer::new(1))) };
        assert_eq!(play.run(&mut game, |_| {}).unwrap(), 7);
        assert_eq!(game.history().len(), 7);
        let mut hands = 0;
        while !game.is_over() {
            let mut last = vec![];
            let mut play = Autoplay { stop_at_hand_end: true, ..autoplay(Players::Random(RandomPlayer::new(hands))) };
            play.run(&mut game, |e| last = e.to_vec()).unwrap();
            assert!(last.iter().any(|e| matches!(e, Event::RoundEnd { .. })), "each run ends with a hand");
            hands += 1;
        }
        let ends = game.events().iter().filter(|e| matches!(e, Event::RoundEnd { .. })).count();
        assert_eq!(hands as usize, ends, "one run per hand");
    }
}
