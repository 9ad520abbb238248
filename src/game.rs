//! A whole game: rounds in sequence, renchan and honba, deposits, the end of the game, and settlement.
//!
//! Flow after every hand is [`crate::flow`]'s, which follows the algorithm of `docs/rulesets/tenhou.md` (The game),
//! driven by `game.*` ruleset data (length, extension, all-last stop, bust rule). A game is saved as its seed, its ruleset and the actions taken;
//! loading replays them, so a tampered or inconsistent save is rejected by the same legality checks that guard play.

use crate::error::{Error, Result};
use crate::flow::{checked_start_scores, Flow, Next};
pub use crate::flow::{chombo_deltas, rank_order};
use crate::round::{Action, Event, Outcome, Round, Seat, Seats, TableView, TurnMoment};
use crate::rules::{Chombo, DeadHand, Ruleset};
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
    walls: Vec<Vec<TileId>>,
    /// The ruleset's tile set and wall layout, read once for the walls of every hand.
    wall_spec: WallSpec,
    start_at: Option<StartAt>,
    /// The flow between hands: the hand's place in the rotation, hands dealt (the wall of hand `i` comes from the
    /// seed and `i`), the dealer's streak, chips won, the start scores.
    flow: Flow,
    round: Round,
    history: Vec<(Seat, Action)>,
    /// Every event so far, unfiltered (for log export and replays); seats get filtered copies.
    events: Vec<Event>,
    result: Option<GameResult>,
    /// The finished hand whose dealer must now choose to continue or stop (`game.all_last_stop`).
    pending_choice: Option<Outcome>,
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
        let start_scores = checked_start_scores(&rules, start_scores)?;
        let at = start_at.clone().unwrap_or(StartAt { index: 0, honba: 0, sticks: 0 });
        let flow = Flow::new(&rules, start_scores, at.index);
        let rules = Arc::new(rules);
        let wall_spec = WallSpec::of(&rules);
        let wall = Self::wall_for(&rules, &wall_spec, seed, &walls, 0, Vec::new())?;
        let scores = flow.start_scores().to_vec();
        let (round, events) =
            Round::start(rules.clone(), wall, flow.round_start(rules.game.players, at.honba, at.sticks, scores))?;
        let hands = (flow.all_last() as usize).saturating_add(1).min(16);
        let game = Game {
            rules,
            seed: seed.to_string(),
            walls,
            wall_spec,
            start_at,
            flow,
            round,
            history: Vec::with_capacity(ACTIONS_PER_HAND * hands),
            events: {
                // A hanchan records about 2,300 events in some 11 hands (repeats included) of its 8 scheduled ones:
                // room for them up front instead of a dozen regrowths and copies.
                let mut record = Vec::with_capacity(EVENTS_PER_HAND * hands);
                record.extend(events.iter().cloned());
                record
            },
            result: None,
            pending_choice: None,
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
        let (rules, scores) = ((*self.rules).clone(), Some(self.flow.start_scores().to_vec()));
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
        self.flow.chips()
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

    /// Chips of a finished hand ([`Flow::settle_chips`]): the hand's `RoundEnd` event gets the change and the
    /// running totals.
    fn settle_chips(&mut self, o: &Outcome, events: &mut [Event]) {
        let Some(hand) = self.flow.settle_chips(&self.rules, o, &self.round.scores) else { return };
        if let Some(Event::RoundEnd { chips, chip_totals, .. }) =
            events.iter_mut().rev().find(|e| matches!(e, Event::RoundEnd { .. }))
        {
            *chips = Some(hand);
            *chip_totals = self.flow.chips().map(<[i64]>::to_vec);
        }
    }

    /// Decides what follows a finished hand: the next hand, a repeat, the dealer's yame choice, or the end.
    /// `choice` is the dealer's answer once given (`Some(true)` = yame).
    fn continue_after(&mut self, o: &Outcome, choice: Option<bool>, events: &mut Vec<Event>) -> Result<()> {
        let scores = self.round.scores.clone();
        match self.flow.after_hand(&self.rules, o, &scores, self.round.honba, choice) {
            Next::DealerChoice => {
                self.pending_choice = Some(o.clone());
                Ok(())
            }
            Next::End => {
                self.finish(events);
                Ok(())
            }
            Next::Deal { honba } => self.deal(honba, o.sticks, scores, events),
        }
    }

    /// Deals hand [`Flow::index`] (the next wall of the seed or of the given walls) with these honba, deposits and
    /// scores: after a hand ends, and when a chombo replays one (the flow has counted it dealt).
    fn deal(&mut self, honba: u32, sticks: u32, scores: Vec<i64>, events: &mut Vec<Event>) -> Result<()> {
        let buffer = std::mem::take(&mut self.spare_wall);
        let hand = self.flow.hands_dealt() - 1;
        let wall = Self::wall_for(&self.rules, &self.wall_spec, &self.seed, &self.walls, hand, buffer)?;
        let start = self.flow.round_start(self.rules.game.players, honba, sticks, scores);
        let (round, mut ev) = self.round.start_next(wall, start)?;
        let old = std::mem::replace(&mut self.round, round);
        self.spare_wall = old.into_wall().into_arrangement();
        events.append(&mut ev);
        Ok(())
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.finish_with(self.round.scores.clone(), self.round.sticks, events);
    }

    /// Ends the game from these scores and the deposits left on the table.
    fn finish_with(&mut self, scores: Vec<i64>, sticks: u32, events: &mut Vec<Event>) {
        let r = self.flow.finish(&self.rules, scores, sticks);
        events.push(Event::GameEnd {
            scores: r.scores.clone(),
            ranks: r.ranks.clone(),
            points: r.points.clone(),
            chips: r.chips.clone(),
        });
        self.result = Some(r);
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
        let replay = self.rules.penalty.chombo_replay;
        let (scores, sticks) = if replay {
            let (start_scores, sticks) = self.round.start_state();
            ((0..n).map(|s| start_scores[s] + deltas[s]).collect(), sticks)
        } else {
            self.round.pay_penalty(&deltas);
            (self.round.scores.clone(), self.round.sticks)
        };
        events.push(Event::Chombo { seat, deltas, scores: scores.clone() });
        if self.flow.after_chombo(&self.rules, &scores, replay) {
            self.finish_with(scores, sticks, events);
        } else if replay {
            self.flow.dealt();
            self.deal(self.round.honba, sticks, scores, events)?;
        }
        Ok(())
    }

    /// The game as JSON: ruleset, seed and actions (replayed by [`Game::from_json`]).
    pub fn to_json(&self) -> String {
        let saved = Saved {
            format: SAVE_FORMAT.to_string(),
            ruleset: (*self.rules).clone(),
            seed: self.seed.clone(),
            start_scores: self.flow.start_scores().to_vec(),
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
