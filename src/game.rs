//! A whole game: rounds in sequence, renchan and honba, deposits, the end of the game, and settlement.
//!
//! Flow after every hand follows the algorithm of `docs/rulesets/tenhou.md` (The game), driven by `game.*` ruleset data
//! (length, extension, all-last stop, bust rule). A game is saved as its seed, its ruleset and the actions taken;
//! loading replays them, so a tampered or inconsistent save is rejected by the same legality checks that guard play.

use crate::error::{Error, Result};
use crate::round::{Action, DrawReason, Event, Outcome, Round, RoundStart, Seat, Seats, TableView, TurnMoment};
use crate::rules::{
    AllLastStop, Chombo, DeadHand, DealerRotation, Extension, FinalRounding, GameLength, Renchan, Ruleset, Settlement,
    Tobi,
};
use crate::wall::{TileId, Wall, WallPlan, WallSpec};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct GameResult {
    /// Final raw scores by seat, leftover deposits included.
    pub scores: Vec<i64>,
    /// Rank by seat (1 = first).
    pub ranks: Vec<u8>,
    /// Settlement by seat: uma and oka applied, in thousands (Tenhou's final points); with
    /// `score.settlement = points` (Toutenkou) each seat's balance change in points over the session. Shuugi
    /// rulesets: the chips at `chips.value` each, plus (without `score.placement_only`) the raw points'
    /// uma/oka settlement.
    pub points: Vec<f64>,
    /// Shuugi rulesets: final chips by seat (in-game, tobi, called game and, placement-only, rank chips).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<i64>>,
}

/// What a game waits for ([`Game::phase`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// One seat's own turn.
    Turn,
    /// Seats answering a discard or a kan.
    Claims,
    /// The dealer of a finished hand chooses to continue or stop (`game.all_last_stop`).
    DealerChoice,
    /// The game has ended.
    Over,
}

impl Phase {
    /// Its name in `status().phase`.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Turn => "turn",
            Phase::Claims => "claims",
            Phase::DealerChoice => "dealer-choice",
            Phase::Over => "over",
        }
    }
}

/// Where the game stands, for whoever runs the table (a server, or a UI that also drives the bots): not for a
/// seat. In a claim window `to_act` names every seat that may claim, which follows from their concealed tiles, so a
/// server never passes it on to a seat's client; a seat learns whose turn it is, and whether it must answer itself,
/// from its own view ([`TableView::to_act`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Status {
    /// [`Phase::as_str`]: `turn`, `claims`, `dealer-choice` or `over`.
    pub phase: String,
    /// Every seat the game waits for: in a claim window, each seat that may claim and has not answered.
    pub to_act: Vec<Seat>,
    pub over: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
}

/// What a saved game holds: enough to replay it exactly.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Saved {
    format: String,
    ruleset: Ruleset,
    seed: String,
    start_scores: Vec<i64>,
    /// Explicit walls (log replays); empty = walls from the seed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    walls: Vec<Vec<TileId>>,
    /// Where the game started, when not at East 1 (replays of partial records).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start_at: Option<StartAt>,
    actions: Vec<(Seat, Action)>,
    /// Human-input mode (false wins are penalised instead of rejected); see [`Game::set_human_input`].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    human_input: bool,
    /// Scores at save time: a check that the replay reached the same state.
    scores: Vec<i64>,
}

const SAVE_FORMAT: &str = "tenpai-game-1";

/// The largest start score (either sign) a game accepts.
const MAX_START_SCORE: u64 = 1_000_000_000_000;

/// Events recorded per scheduled hand of a game (a hand has a deal, about 140 draws and discards, its calls and
/// its end; repeats add hands), for sizing the record once.
const EVENTS_PER_HAND: usize = 300;

/// Actions recorded per scheduled hand of a game, for sizing the history once: a random-play hanchan applies
/// about 1,070 actions (12 hands of its 8 scheduled ones), so growing from empty copied it ten times over.
const ACTIONS_PER_HAND: usize = 150;

/// The dealer's choice between hands, in the order it is listed.
const DEALER_CHOICE: [Action; 2] = [Action::Continue, Action::Yame];

/// A starting point other than East 1, 0 honba (for replaying a record that starts mid-game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct StartAt {
    /// Hand index: round wind × players + hand number (E1 = 0, S1 = players, …).
    pub index: u32,
    pub honba: u32,
    pub sticks: u32,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Ruleset>,
    seed: String,
    start_scores: Vec<i64>,
    walls: Vec<Vec<TileId>>,
    /// The ruleset's tile set and wall layout, read once for the walls of every hand.
    wall_spec: WallSpec,
    start_at: Option<StartAt>,
    /// Hands dealt so far, repeats included (the wall of hand `i` comes from the seed and `i`).
    hands_dealt: u32,
    /// Index of the current hand in the rotation: round wind × players + hand number.
    index: u32,
    /// Index of the all-last hand (moves forward in sudden death).
    all_last: u32,
    round: Round,
    history: Vec<(Seat, Action)>,
    /// Every event so far, unfiltered (for log export and replays); seats get filtered copies.
    events: Vec<Event>,
    result: Option<GameResult>,
    /// Shuugi chips won so far, by seat (`None` without `chips.*`).
    chips: Option<Vec<i64>>,
    /// The finished hand whose dealer must now choose to continue or stop (`game.all_last_stop`).
    pending_choice: Option<Outcome>,
    /// The dealer's wins in a row in the current dealership (paarenchan); draws leave it unchanged.
    dealer_wins: u32,
    /// Human-input mode: a false ron/tsumo costs the `penalty.chombo` penalty instead of being rejected.
    human_input: bool,
    /// The last finished hand's wall buffer, refilled for the next hand's wall (no allocation per hand).
    spare_wall: Vec<TileId>,
}

// A library's game state can be moved to and shared between threads: this fails to compile if a field of a
// game, a round, an event or the ruleset stops being `Send + Sync` (a `Cell`, an `Rc`, a `OnceCell`, ...).
const _: fn() = || {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Game>();
    send_sync::<Round>();
    send_sync::<Event>();
    send_sync::<Ruleset>();
};

impl Game {
    /// A new game. `seed` makes every wall reproducible; `start_scores` defaults to the ruleset's start points.
    pub fn new(rules: Ruleset, seed: &str, start_scores: Option<Vec<i64>>) -> Result<(Game, Vec<Event>)> {
        Self::with_walls(rules, seed, start_scores, vec![])
    }

    /// A game whose first hand (East 1, seat 0 deals) is dealt from `plan`, the positions it leaves out filled in the
    /// order of `seed`'s shuffle ([`Wall::planned_with_seed`]); every later hand's wall comes from the seed, as in
    /// [`Game::new`]. The planned wall is saved with the game, so [`Game::from_json`] replays it.
    pub fn planned(
        rules: Ruleset,
        seed: &str,
        start_scores: Option<Vec<i64>>,
        plan: &WallPlan,
    ) -> Result<(Game, Vec<Event>)> {
        rules.validate()?;
        let wall = Wall::planned_with_seed(&rules, 0, plan, seed)?;
        Self::with_walls(rules, seed, start_scores, vec![wall.arrangement().to_vec()])
    }

    /// A game whose hands use the given walls in order (replays of logs); later hands fall back to the seed.
    pub fn with_walls(
        rules: Ruleset,
        seed: &str,
        start_scores: Option<Vec<i64>>,
        walls: Vec<Vec<TileId>>,
    ) -> Result<(Game, Vec<Event>)> {
        Self::starting_at(rules, seed, start_scores, walls, None)
    }

    /// Like [`Game::with_walls`], starting at a given hand, honba and deposit count.
    pub fn starting_at(
        rules: Ruleset,
        seed: &str,
        start_scores: Option<Vec<i64>>,
        walls: Vec<Vec<TileId>>,
        start_at: Option<StartAt>,
    ) -> Result<(Game, Vec<Event>)> {
        rules.validate()?;
        let n = rules.game.players as usize;
        let start_scores = start_scores.unwrap_or_else(|| vec![rules.game.start_points as i64; n]);
        if start_scores.len() != n {
            return Err(Error::bad_request(format!("startScores needs {n} entries, one per seat")));
        }
        // Far beyond any real game, far below where payments added to a score could overflow an i64.
        if let Some(s) = start_scores.iter().find(|s| s.unsigned_abs() > MAX_START_SCORE) {
            return Err(Error::bad_request(format!("startScores entry {s} is beyond ±{MAX_START_SCORE}")));
        }
        let all_last = match rules.game.length {
            GameLength::EastOnly => n as u32 - 1,
            GameLength::EastSouth => 2 * n as u32 - 1,
            GameLength::Toutenkou => u32::MAX,
        };
        let chips = game_chips_start(&rules);
        let rules = Arc::new(rules);
        let wall_spec = WallSpec::of(&rules);
        let wall = Self::wall_for(&rules, &wall_spec, seed, &walls, 0, Vec::new())?;
        let at = start_at.clone().unwrap_or(StartAt { index: 0, honba: 0, sticks: 0 });
        let n32 = n as u32;
        let (round, events) = Round::start(
            rules.clone(),
            wall,
            RoundStart {
                round_wind: (at.index / n32) as u8,
                hand_number: (at.index % n32) as u8,
                dealer: (at.index % n32) as Seat,
                honba: at.honba,
                sticks: at.sticks,
                scores: start_scores.clone(),
                dealer_wins: 0,
            },
        )?;
        let game = Game {
            rules,
            seed: seed.to_string(),
            start_scores,
            walls,
            wall_spec,
            start_at,
            hands_dealt: 1,
            index: at.index,
            all_last: all_last.max(at.index),
            round,
            history: Vec::with_capacity(ACTIONS_PER_HAND * (all_last as usize).saturating_add(1).min(16)),
            events: {
                // A hanchan records about 2,300 events in some 11 hands (repeats included) of its 8 scheduled ones:
                // room for them up front instead of a dozen regrowths and copies.
                let mut record = Vec::with_capacity(EVENTS_PER_HAND * (all_last as usize).saturating_add(1).min(16));
                record.extend(events.iter().cloned());
                record
            },
            result: None,
            chips,
            pending_choice: None,
            dealer_wins: 0,
            human_input: false,
            spare_wall: Vec::new(),
        };
        Ok((game, events))
    }

    /// The wall of hand `hand`: the given one, else shuffled from the seed into `buffer`.
    fn wall_for(
        rules: &Ruleset,
        spec: &WallSpec,
        seed: &str,
        walls: &[Vec<TileId>],
        hand: u32,
        buffer: Vec<TileId>,
    ) -> Result<Wall> {
        match walls.get(hand as usize) {
            Some(w) => Wall::from_arrangement(rules, w.clone()),
            None => Ok(spec.shuffled_into(seed, hand, buffer)),
        }
    }

    /// The same game before its first action: its ruleset, seed, starting scores, walls, starting point and
    /// human-input mode, so that its actions can be replayed from the start (a review of its play).
    pub fn restarted(&self) -> Result<Game> {
        let (rules, scores) = ((*self.rules).clone(), Some(self.start_scores.clone()));
        let (mut game, _) = Game::starting_at(rules, &self.seed, scores, self.walls.clone(), self.start_at.clone())?;
        game.human_input = self.human_input;
        Ok(game)
    }

    /// Every event since the start of the game, unfiltered (a spectator's record: log export, replays).
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The actions applied so far, by seat, in order.
    pub fn history(&self) -> &[(Seat, Action)] {
        &self.history
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The hand being played (or the last one, once the game is over).
    pub fn round(&self) -> &Round {
        &self.round
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Exactly what `seat` may do now; empty when it is not that seat's moment or the game is over.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat).to_vec()
    }

    /// [`Game::legal_actions`] without a copy.
    #[inline]
    pub fn legal(&self, seat: Seat) -> &[Action] {
        if self.is_over() {
            return &[];
        }
        if self.pending_choice.is_some() {
            return if seat == self.round.dealer { &DEALER_CHOICE } else { &[] };
        }
        self.round.legal(seat)
    }

    /// How many actions [`Game::legal`] lists for `seat`, without listing them.
    #[inline]
    pub fn legal_len(&self, seat: Seat) -> usize {
        if self.is_over() {
            return 0;
        }
        if self.pending_choice.is_some() {
            return if seat == self.round.dealer { DEALER_CHOICE.len() } else { 0 };
        }
        self.round.legal_len(seat)
    }

    /// The index in [`Game::legal`] of the first win (tsumo or ron) offered to `seat`, if any, without listing.
    #[inline]
    pub fn legal_win(&self, seat: Seat) -> Option<usize> {
        if self.is_over() || self.pending_choice.is_some() {
            return None;
        }
        self.round.legal_win(seat)
    }

    /// [`Round::turn_moment`] when the game waits for a seat's own turn (not over, no dealer choice pending): the
    /// seat, [`Game::legal_len`] and [`Game::legal_win`] for it. `None` at any other moment.
    #[inline]
    pub fn turn_moment(&self) -> Option<TurnMoment> {
        if self.is_over() || self.pending_choice.is_some() {
            return None;
        }
        self.round.turn_moment()
    }

    /// The seats the game is waiting for: `status().to_act` without building the status.
    #[inline]
    pub fn to_act(&self) -> Seats {
        if self.is_over() {
            return Seats::default();
        }
        if self.pending_choice.is_some() {
            let mut one = Seats::default();
            one.push(self.round.dealer);
            return one;
        }
        self.round.to_act()
    }

    /// The seed the game's walls come from.
    pub fn seed(&self) -> &str {
        &self.seed
    }

    /// Shuugi chips won so far by seat (`None` without chips).
    pub fn chips(&self) -> Option<&[i64]> {
        self.chips.as_deref()
    }

    /// Human-input mode (off by default; bots never need it): a ron or tsumo declared where it is not a legal
    /// win is accepted as a false win and penalised as `penalty.chombo` says (see [`Game::apply`]), instead of
    /// being rejected. Rulesets without a chombo penalty, or that make a false win a dead hand, still reject it.
    pub fn set_human_input(&mut self, on: bool) {
        self.human_input = on;
    }

    /// Whether the dealer of the finished hand is being asked to continue or stop.
    pub fn awaiting_dealer_choice(&self) -> bool {
        self.pending_choice.is_some()
    }

    /// What `seat` may see: own tiles, every discard and meld, scores, dora indicators, and whom the table waits
    /// for as far as the seat may know it ([`TableView::to_act`]). Errors for a seat that does not exist.
    pub fn view(&self, seat: Seat) -> Result<TableView> {
        if seat >= self.rules.game.players {
            return Err(Error::bad_request(format!("there is no seat {seat}")));
        }
        let mut v = self.round.view(Some(seat));
        if self.is_over() {
            v.legal_actions.clear();
            v.to_act.clear();
        }
        if self.pending_choice.is_some() {
            v.legal_actions = self.legal_actions(seat);
            v.to_act = vec![self.round.dealer];
        }
        Ok(v)
    }

    /// Everything, every hand included: for replays and tests.
    pub fn spectate(&self) -> TableView {
        self.round.view(None)
    }

    /// Where the game stands: `status().phase`.
    pub fn phase(&self) -> Phase {
        if self.is_over() {
            return Phase::Over;
        }
        if self.pending_choice.is_some() {
            return Phase::DealerChoice;
        }
        let to_act = self.round.to_act();
        if to_act.len() == 1 && !self.round.legal(to_act[0]).contains(&Action::Pass) {
            Phase::Turn
        } else {
            Phase::Claims
        }
    }

    pub fn status(&self) -> Status {
        Status {
            phase: self.phase().as_str().to_string(),
            to_act: self.to_act().to_vec(),
            over: self.is_over(),
            result: self.result.clone(),
        }
    }

    /// Applies an action. Anything not legal is an `illegal-action` error that changes nothing.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>> {
        self.step(seat, action).map(<[Event]>::to_vec)
    }

    /// [`Game::apply`] without copying the step's events out: they are returned as the tail of
    /// [`Game::events`], where the game keeps them anyway (what a simulation loop that plays many games wants:
    /// no allocation per step). An error is the same `illegal-action` as `apply`'s and changes nothing.
    pub fn step(&mut self, seat: Seat, action: &Action) -> Result<&[Event]> {
        self.recorded(|game, events| game.step_into(seat, action, events))
    }

    /// Runs one step that appends its events to the game's record and returns them as the record's tail; on an
    /// error the record is cut back to where it was (the step itself changes nothing then).
    fn recorded(&mut self, step: impl FnOnce(&mut Game, &mut Vec<Event>) -> Result<()>) -> Result<&[Event]> {
        let start = self.events.len();
        let mut events = std::mem::take(&mut self.events);
        let done = step(self, &mut events);
        // The step leaves `self.events` as take() left it, empty with no buffer.
        crate::round::put_back(&mut self.events, events);
        if let Err(e) = done {
            self.events.truncate(start);
            return Err(e);
        }
        Ok(&self.events[start..])
    }

    /// Applies entry `index` of [`Game::legal`] for `seat` and returns the step's events like [`Game::step`]:
    /// the same step as `step(seat, &legal(seat)[index])`, without matching the action against the list or
    /// listing it (what a player that picks among the legal actions by index, like random play, wants). An index
    /// outside the list is an `illegal-action` error that changes nothing.
    pub fn step_legal(&mut self, seat: Seat, index: usize) -> Result<&[Event]> {
        if self.is_over() || self.pending_choice.is_some() || self.human_input {
            // Rare moments, or checks (human-input offences) that read the action: the general path.
            let Some(action) = self.legal(seat).get(index).cloned() else {
                return Err(Error::new("illegal-action", format!("seat {seat} has no legal action #{index} now")));
            };
            return self.step(seat, &action);
        }
        self.recorded(|game, events| game.step_legal_into(seat, index, events))
    }

    /// The body of [`Game::step_legal`] in a hand (no dealer choice pending, not human-input mode): the round
    /// applies its own entry, the game settles the hand's end as [`Game::step_into`] does.
    fn step_legal_into(&mut self, seat: Seat, index: usize, events: &mut Vec<Event>) -> Result<()> {
        let start = events.len();
        // The action for the record is read from the list before it is applied (an `Option<Action>` comes back in
        // registers), not taken from `apply_legal`'s result, whose action bytes come back through memory
        // just written byte by byte: reading them there stalls.
        let action = self.round.legal_at(seat, index);
        self.round.apply_legal(seat, index, events)?;
        self.after_action(seat, action.expect("an applied entry is listed"), start, events)
    }

    /// The body of [`Game::step`]: appends the step's events to `events` (the game's record, taken out of
    /// `self` for the call), settling the hand's end on the events from `events.len()` at the call on.
    fn step_into(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Result<()> {
        if self.is_over() {
            return Err(Error::new("illegal-action", "the game is over"));
        }
        if seat >= self.rules.game.players {
            return Err(Error::new("illegal-action", format!("there is no seat {seat}")));
        }
        let start = events.len();
        if let Some(outcome) = self.pending_choice.clone() {
            let yame = match action {
                Action::Yame if seat == self.round.dealer => true,
                Action::Continue if seat == self.round.dealer => false,
                _ => {
                    return Err(Error::new(
                        "illegal-action",
                        format!("the dealer (seat {}) must choose continue or yame now", self.round.dealer),
                    ))
                }
            };
            self.pending_choice = None;
            self.history.push((seat, action.clone()));
            events.push(Event::DealerChoice { seat, yame });
            return self.continue_after(&outcome, Some(yame), events);
        }
        if let Some(offence) = self.offence(seat, action) {
            match offence {
                Offence::Chombo => self.chombo(seat, events)?,
                Offence::DeadHand(reason) => events.append(&mut self.round.kill_hand(seat, reason, Some(action))),
            }
            // A kuikae discard can end the hand (an abortive draw, the last discard).
            return self.after_action(seat, action.clone(), start, events);
        }
        self.round.apply(seat, action, events)?;
        self.after_action(seat, action.clone(), start, events)
    }

    /// Records `seat`'s applied action and, when it ended the hand, settles the hand's chips on the step's events
    /// (those from `start`) and moves the game on to the next hand or its end.
    #[inline]
    fn after_action(&mut self, seat: Seat, action: Action, start: usize, events: &mut Vec<Event>) -> Result<()> {
        self.history.push((seat, action));
        if self.round.outcome().is_some() {
            self.after_hand(start, events)?;
        }
        Ok(())
    }

    /// The end of a hand for [`Game::after_action`]: settles its chips and moves on. Kept out of line (once
    /// per hand), so that `after_action`, on every step, stays small enough to inline.
    #[inline(never)]
    fn after_hand(&mut self, start: usize, events: &mut Vec<Event>) -> Result<()> {
        if let Some(outcome) = self.round.outcome().cloned() {
            self.settle_chips(&outcome, &mut events[start..]);
            self.continue_after(&outcome, None, events)?;
        }
        Ok(())
    }

    /// Chips of a finished hand: the wins' chips (from the score), then tobi (each busting seat pays every winner
    /// or, at a draw, every tenpai seat) and the called game (each seat at or above `game.called_game` gets
    /// chips from every other seat). The hand's `RoundEnd` event gets the change and the running totals.
    fn settle_chips(&mut self, o: &Outcome, events: &mut [Event]) {
        let (Some(totals), Some(c)) = (self.chips.as_mut(), self.rules.chips.as_ref()) else { return };
        let g = &self.rules.game;
        let scores = &self.round.scores;
        let n = scores.len();
        let mut hand = o.chips.clone().unwrap_or_else(|| vec![0; n]);
        let receivers: Vec<Seat> = if !o.winners.is_empty() {
            o.winners.clone()
        } else if o.draw == Some(DrawReason::Exhaustive) {
            if o.nagashi.is_empty() {
                o.tenpai.clone()
            } else {
                o.nagashi.clone()
            }
        } else {
            vec![]
        };
        for (payer, &score) in scores.iter().enumerate() {
            if is_bust(g.tobi, score) {
                for &r in receivers.iter().filter(|&&r| r as usize != payer) {
                    hand[payer] -= c.tobi as i64;
                    hand[r as usize] += c.tobi as i64;
                }
            }
        }
        called_game_chips(g.called_game, c.called_game, scores, &mut hand);
        for (t, h) in totals.iter_mut().zip(&hand) {
            *t += h;
        }
        if let Some(Event::RoundEnd { chips, chip_totals, .. }) =
            events.iter_mut().rev().find(|e| matches!(e, Event::RoundEnd { .. }))
        {
            *chips = Some(hand);
            *chip_totals = Some(totals.clone());
        }
    }

    /// Decides what follows a finished hand: the next hand, a repeat, the dealer's yame choice, or the end.
    /// `choice` is the dealer's answer once given (`Some(true)` = yame).
    fn continue_after(&mut self, o: &Outcome, choice: Option<bool>, events: &mut Vec<Event>) -> Result<()> {
        let g = &self.rules.game;
        let n = g.players as u32;
        let scores = self.round.scores.clone();
        let dealer = self.round.dealer;
        let abortive = matches!(o.draw, Some(r) if r != DrawReason::Exhaustive);
        // When the winner deals next, a double ron keeps the deal only if the dealer is the winner closest to the
        // discarder (who deals next); otherwise any winning dealer keeps it.
        let dealer_won = match g.dealer_rotation {
            DealerRotation::CounterClockwise => o.winners.contains(&dealer),
            DealerRotation::Winner => o.winners.first() == Some(&dealer),
        };
        // Nagashi paid as a win (`haneman_as_win`) is a win: the dealer keeps the deal only as an achiever.
        let exhaustive = o.draw == Some(DrawReason::Exhaustive) && o.winners.is_empty();
        let draw_keeps = match g.renchan {
            Renchan::WinOrTenpai => o.tenpai.contains(&dealer),
            Renchan::WinOrAnyDraw => true,
        };
        let renchan = dealer_won || abortive || (exhaustive && draw_keeps);
        let busted = scores.iter().any(|&s| is_bust(g.tobi, s));
        let threshold = g.extension_threshold as i64;
        let someone_over = scores.iter().any(|&s| s >= threshold);
        let dealer_first = rank_order(&scores)[0] == dealer;
        let yame_ok = renchan && !abortive && dealer_first && scores[dealer as usize] >= g.return_points as i64;
        let limit = self.extension_limit_index();
        let called_game = is_called(g.called_game, &scores);
        let session_over = g.length == GameLength::Toutenkou && g.session_hands.is_some_and(|h| self.hands_dealt >= h);
        let end = if busted || called_game || session_over {
            true
        } else if self.index < self.all_last {
            false
        } else if g.all_last_stop == AllLastStop::Automatic && yame_ok {
            true
        } else if renchan {
            // The dealer keeps the deal, unless the ruleset lets a player past the threshold end it.
            someone_over && !g.extension_renchan_priority && g.extension != Extension::None
        } else if g.extension == Extension::None || someone_over || self.index >= limit {
            true
        } else {
            // Sudden death: the next hand becomes the all-last hand.
            self.all_last = self.index + 1;
            false
        };
        // Agari-yame / tenpai-yame as the dealer's choice (asked once; the game waits for the answer).
        let choice_offered = !(busted || called_game || session_over)
            && match g.all_last_stop {
                AllLastStop::DealerChoiceEveryHand => renchan && !abortive,
                AllLastStop::DealerChoiceAllLast => self.index >= self.all_last && dealer_won && yame_ok,
                AllLastStop::None | AllLastStop::Automatic => false,
            };
        if choice_offered && choice.is_none() {
            self.pending_choice = Some(o.clone());
            return Ok(());
        }
        let yame = choice_offered && choice == Some(true);
        if end || (yame && (g.all_last_stop == AllLastStop::DealerChoiceAllLast || self.index >= self.all_last)) {
            self.finish(events);
            return Ok(());
        }
        let renchan = renchan && !yame;
        let (honba, next_index) = if yame {
            (if g.yame_resets_honba { 0 } else { self.round.honba + 1 }, self.index + 1)
        } else if o.draw == Some(DrawReason::Agreement) {
            // The abortive draw by agreement "does not increase honba" (`docs/rulesets/speed-tonpuu.md`, Abort by
            // agreement).
            (self.round.honba, self.index)
        } else if renchan {
            (self.round.honba + 1, self.index)
        } else if o.winners.is_empty() {
            (self.round.honba + 1, self.index + 1)
        } else {
            (0, self.index + 1)
        };
        let next_index = match g.dealer_rotation {
            DealerRotation::CounterClockwise => next_index,
            // The winner deals next: jump the rotation to the winner's seat.
            DealerRotation::Winner => match o.winners.first() {
                Some(&w) => self.index - self.index % n + w as u32,
                None => self.index,
            },
        };
        if next_index > limit.max(self.all_last) && g.length != GameLength::Toutenkou {
            self.finish(events);
            return Ok(());
        }
        // The streak counts dealer wins only; draws keep it, a new dealership starts it again.
        self.dealer_wins = if next_index == self.index { self.dealer_wins + dealer_won as u32 } else { 0 };
        self.index = next_index;
        self.deal(honba, o.sticks, scores, events)
    }

    /// Deals hand `self.index` (the next wall of the seed or of the given walls) with these honba, deposits and
    /// scores: after a hand ends, and when a chombo replays one.
    fn deal(&mut self, honba: u32, sticks: u32, scores: Vec<i64>, events: &mut Vec<Event>) -> Result<()> {
        let n = self.rules.game.players as u32;
        let buffer = std::mem::take(&mut self.spare_wall);
        let wall = Self::wall_for(&self.rules, &self.wall_spec, &self.seed, &self.walls, self.hands_dealt, buffer)?;
        self.hands_dealt += 1;
        let (round, mut ev) = self.round.start_next(
            wall,
            RoundStart {
                round_wind: (self.index / n) as u8,
                hand_number: (self.index % n) as u8,
                dealer: (self.index % n) as Seat,
                honba,
                sticks,
                scores,
                dealer_wins: self.dealer_wins,
            },
        )?;
        let old = std::mem::replace(&mut self.round, round);
        self.spare_wall = old.into_wall().into_arrangement();
        events.append(&mut ev);
        Ok(())
    }

    /// Index of the last hand the extension may reach (W4 in a hanchan, S4 in a tonpuusen).
    fn extension_limit_index(&self) -> u32 {
        let n = self.rules.game.players as u32;
        let label = self.rules.game.extension_limit.as_bytes();
        let wind = match label.first() {
            Some(b'E') => 0,
            Some(b'S') => 1,
            Some(b'W') => 2,
            Some(b'N') => 3,
            _ => return self.all_last,
        };
        let number = label.get(1).map(|b| b.saturating_sub(b'1') as u32).unwrap_or(0);
        wind * n + number.min(n - 1)
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.finish_with(self.round.scores.clone(), self.round.sticks, events);
    }

    /// Ends the game from these scores and the deposits left on the table.
    fn finish_with(&mut self, mut scores: Vec<i64>, sticks: u32, events: &mut Vec<Event>) {
        let order = rank_order(&scores);
        // Leftover deposits go to first place.
        scores[order[0] as usize] += sticks as i64 * self.rules.riichi.stick as i64;
        let order = rank_order(&scores);
        let n = scores.len();
        let mut ranks = vec![0u8; n];
        for (r, &s) in order.iter().enumerate() {
            ranks[s as usize] = r as u8 + 1;
        }
        if self.rules.score.settlement == Settlement::Points {
            // Points settlement (Toutenkou): no uma, no oka; each seat's result is what it won or lost.
            let start = &self.start_scores;
            let points = (0..n).map(|s| (scores[s] - start[s]) as f64).collect::<Vec<f64>>();
            let result =
                GameResult { scores: scores.clone(), ranks: ranks.clone(), points: points.clone(), chips: None };
            events.push(Event::GameEnd { scores, ranks, points, chips: None });
            self.result = Some(result);
            return;
        }
        let ret = self.rules.game.return_points as i64;
        let mut points = vec![0f64; n];
        let mut others = 0f64;
        for (r, &s) in order.iter().enumerate().skip(1) {
            let base = match self.rules.score.rounding_final {
                // Tenhou's "4 down, 5 up" rounds the raw score to thousands, half away from zero, before the
                // return is subtracted: 22,500 → 23 → −7; −500 → −1 → −31 (checked on 722 real games).
                FinalRounding::HalfUp => (scores[s as usize] as f64 / 1000.0).round() - (ret / 1000) as f64,
                FinalRounding::None => (scores[s as usize] - ret) as f64 / 1000.0,
            };
            let p = base + self.rules.score.uma[r] as f64;
            points[s as usize] = p;
            others += p;
        }
        // First place takes the rest, so the points sum to zero (tenths kept exact).
        points[order[0] as usize] = -(others * 10.0).round() / 10.0;
        let chips = self.final_chips(&order, &mut points);
        let result =
            GameResult { scores: scores.clone(), ranks: ranks.clone(), points: points.clone(), chips: chips.clone() };
        events.push(Event::GameEnd { scores, ranks, points, chips });
        self.result = Some(result);
    }

    /// Shuugi settlement (`docs/rulesets/speed-tonpuu.md`, Chips and the final settlement): placement-only adds the
    /// rank chips (`chips.placement`) and the points are the chips at `chips.value`; otherwise the chips' value is
    /// added to the uma/oka points already in `points`. Returns the final chips (`None` without chips).
    fn final_chips(&self, order: &[Seat], points: &mut [f64]) -> Option<Vec<i64>> {
        let (Some(in_game), Some(c)) = (self.chips.as_ref(), self.rules.chips.as_ref()) else { return None };
        let mut chips = in_game.clone();
        let placement_only = self.rules.score.placement_only;
        if placement_only {
            for (rank, &seat) in order.iter().enumerate() {
                chips[seat as usize] += c.placement[rank] as i64;
            }
        }
        for (seat, p) in points.iter_mut().enumerate() {
            let value = (chips[seat] * c.value as i64) as f64 / 1000.0;
            *p = if placement_only { value } else { *p + value };
        }
        Some(chips)
    }

    /// What an action that is not legal costs in human-input mode (`penalty.*`), or `None` when it is simply
    /// rejected: a false ron or tsumo (at a moment the seat could declare one) kills the hand under
    /// `dead_hand = false_win`, else it is a chombo where the ruleset has one; a false pon, chi, kan or riichi is a
    /// chombo under `false_call_chombo`; a kuikae discard kills the hand under `dead_hand = kuikae`.
    fn offence(&self, seat: Seat, action: &Action) -> Option<Offence> {
        let p = &self.rules.penalty;
        if !self.human_input || self.round.legal(seat).iter().any(|l| action.matches(l)) {
            return None;
        }
        if matches!(action, Action::Ron | Action::Tsumo) && self.round.may_declare(seat, action) {
            if p.dead_hand.contains(&DeadHand::FalseWin) {
                return Some(Offence::DeadHand(DeadHand::FalseWin));
            }
            return (p.chombo != Chombo::None).then_some(Offence::Chombo);
        }
        if p.dead_hand.contains(&DeadHand::Kuikae) && self.round.is_kuikae_discard(seat, action) {
            return Some(Offence::DeadHand(DeadHand::Kuikae));
        }
        (p.false_call_chombo && p.chombo != Chombo::None && self.round.may_call(seat, action))
            .then_some(Offence::Chombo)
    }

    /// A false win: the offender pays the `penalty.chombo` penalty. With `penalty.chombo_replay` the riichi
    /// sticks of this hand go back and the hand is dealt again with the same dealer and honba; without it the
    /// false declaration is withdrawn and the hand goes on from where it was (the offender still has to act),
    /// the sticks staying on the table. A bust ends the game.
    fn chombo(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<()> {
        let n = self.rules.game.players as usize;
        let deltas = chombo_deltas(&self.rules, seat, self.round.dealer);
        if !self.rules.penalty.chombo_replay {
            self.round.pay_penalty(&deltas);
            let scores = self.round.scores.clone();
            events.push(Event::Chombo { seat, deltas, scores: scores.clone() });
            // A bust ends the game (no tobi chips: nobody won, `docs/RULESET.md` Q-S8); so does a called game (Q-S9).
            if let (Some(totals), Some(c)) = (self.chips.as_mut(), self.rules.chips.as_ref()) {
                called_game_chips(self.rules.game.called_game, c.called_game, &scores, totals);
            }
            if is_called(self.rules.game.called_game, &scores)
                || scores.iter().any(|&s| is_bust(self.rules.game.tobi, s))
            {
                self.finish_with(scores, self.round.sticks, events);
            }
            return Ok(());
        }
        let (start_scores, sticks) = self.round.start_state();
        let scores: Vec<i64> = (0..n).map(|s| start_scores[s] + deltas[s]).collect();
        events.push(Event::Chombo { seat, deltas, scores: scores.clone() });
        if scores.iter().any(|&s| is_bust(self.rules.game.tobi, s)) {
            self.finish_with(scores, sticks, events);
            return Ok(());
        }
        self.deal(self.round.honba, sticks, scores, events)
    }

    /// The game as JSON: ruleset, seed and actions (replayed by [`Game::from_json`]).
    pub fn to_json(&self) -> String {
        let saved = Saved {
            format: SAVE_FORMAT.to_string(),
            ruleset: (*self.rules).clone(),
            seed: self.seed.clone(),
            start_scores: self.start_scores.clone(),
            walls: self.walls.clone(),
            start_at: self.start_at.clone(),
            actions: self.history.clone(),
            human_input: self.human_input,
            scores: self.round.scores.clone(),
        };
        serde_json::to_string(&saved).expect("a game serialises")
    }

    /// Loads a saved game by replaying it; rejects anything that does not replay to the same state.
    pub fn from_json(text: &str) -> Result<Game> {
        let bad = |m: String| Error::new("bad-state", m);
        let saved: Saved = serde_json::from_str(text).map_err(|e| bad(format!("not a saved game: {e}")))?;
        if saved.format != SAVE_FORMAT {
            return Err(bad(format!("unknown save format '{}' (expected {SAVE_FORMAT})", saved.format)));
        }
        let (mut game, _) =
            Game::starting_at(saved.ruleset, &saved.seed, Some(saved.start_scores), saved.walls, saved.start_at)
                .map_err(|e| bad(format!("saved game cannot start: {}", e.message)))?;
        game.human_input = saved.human_input;
        for (i, (seat, action)) in saved.actions.iter().enumerate() {
            game.apply(*seat, action)
                .map_err(|e| bad(format!("saved action #{i} (seat {seat}) does not replay: {}", e.message)))?;
        }
        if game.round.scores != saved.scores {
            return Err(bad(format!(
                "saved scores {:?} do not match the replayed game's {:?}",
                saved.scores, game.round.scores
            )));
        }
        Ok(game)
    }
}

/// What a human-input offence costs (see [`Game::offence`]).
enum Offence {
    Chombo,
    DeadHand(DeadHand),
}

/// Whether some seat has reached `game.called_game` (the game ends at once, `docs/rulesets/speed-tonpuu.md`).
fn is_called(called_game: Option<i32>, scores: &[i64]) -> bool {
    called_game.is_some_and(|c| scores.iter().any(|&s| s >= c as i64))
}

/// The called game's chips, added to `chips`: each seat at or above `game.called_game` takes `per_seat`
/// (`chips.called_game`) from every other seat (after a hand, and after a penalty paid mid-hand: `docs/RULESET.md`
/// Q-S9).
fn called_game_chips(called_game: Option<i32>, per_seat: i32, scores: &[i64], chips: &mut [i64]) {
    let Some(called) = called_game else { return };
    for caller in (0..scores.len()).filter(|&s| scores[s] >= called as i64) {
        for other in (0..scores.len()).filter(|&o| o != caller) {
            chips[other] -= per_seat as i64;
            chips[caller] += per_seat as i64;
        }
    }
}

/// Whether a score has gone bust under the ruleset's bust rule.
fn is_bust(tobi: Tobi, score: i64) -> bool {
    match tobi {
        Tobi::BelowZero => score < 0,
        Tobi::AtOrBelowZero => score <= 0,
        Tobi::None => false,
    }
}

/// Chips at the start of a game: zero per seat where the ruleset has shuugi.
fn game_chips_start(rules: &Ruleset) -> Option<Vec<i64>> {
    rules.chips.as_ref().map(|_| vec![0; rules.game.players as usize])
}

/// Seats from first to last: higher score first, ties to the earlier seat of the first deal.
pub fn rank_order(scores: &[i64]) -> Vec<Seat> {
    let mut order: Vec<Seat> = (0..scores.len() as Seat).collect();
    crate::sort::stable_sort_by_key(&mut order, |&s| (std::cmp::Reverse(scores[s as usize]), s));
    order
}

/// What a false win costs each seat (`penalty.chombo`): `mangan_tsumo` pays the others what a mangan tsumo would
/// (a non-dealer 2,000 to each non-dealer and 4,000 to the dealer; a dealer 4,000 to each: McGill), `pay_all`
/// pays `chombo_each` to each.
pub fn chombo_deltas(rules: &Ruleset, offender: Seat, dealer: Seat) -> Vec<i64> {
    let n = rules.game.players as usize;
    let mut d = vec![0i64; n];
    for other in (0..n as Seat).filter(|&s| s != offender) {
        let pay = match rules.penalty.chombo {
            Chombo::None => 0,
            Chombo::PayAll => rules.penalty.chombo_each as i64,
            Chombo::ManganTsumo if offender == dealer || other == dealer => 4000,
            Chombo::ManganTsumo => 2000,
        };
        d[other as usize] += pay;
        d[offender as usize] -= pay;
    }
    d
}
