//! Scenario tests: a hand of a ruleset started from a planned wall and stepped action by action, so a test can
//! prove one line of a rule text with a deal worked out by hand.
//!
//! ```ignore
//! let mut t = Scenario::new("tenhou")
//!     .hand(0, "123m456p789s1122z")   // seat 0's starting hand (the dealer of E1)
//!     .draws("3z")                    // live draws in order: seat 0's first draw is 3z
//!     .indicators("1m")               // the first dora indicator
//!     .start();
//! t.act(0, r#"{"type":"discard","tile":"3z"}"#);
//! ```

use serde_json::Value;
use tenpai::game::{Game, StartAt};
use tenpai::round::{Action, Event, Seat};
use tenpai::tile::parse_tiles;
use tenpai::wall::{Wall, WallPlan};
use tenpai::Ruleset;

/// A hand to be played: ruleset, where in the game it is, scores, and the tiles that matter.
pub struct Scenario {
    pub rules: Ruleset,
    pub plan: WallPlan,
    pub start: StartAt,
    pub scores: Option<Vec<i64>>,
    /// Plans of earlier hands of the game, each with its dealer, for scenarios that span hands (see
    /// [`Scenario::then`]); `plan` is the last one.
    pub earlier: Vec<(Seat, WallPlan)>,
    /// The dealer of `plan` when it is not the first hand's (set by [`Scenario::then`]).
    pub dealer: Option<Seat>,
}

fn tiles(s: &str) -> Vec<tenpai::tile::Tile> {
    parse_tiles(s).unwrap_or_else(|e| panic!("scenario tiles {s:?}: {e}"))
}

impl Scenario {
    /// The first hand (East 1, seat 0 deals) of a preset.
    pub fn new(preset: &str) -> Scenario {
        Scenario {
            rules: Ruleset::preset(preset).unwrap_or_else(|e| panic!("preset {preset}: {e}")),
            plan: WallPlan::default(),
            start: StartAt { index: 0, honba: 0, sticks: 0 },
            scores: None,
            earlier: vec![],
            dealer: None,
        }
    }

    /// Changes the rules (e.g. an optional rule) before the game starts.
    pub fn rules(mut self, change: impl FnOnce(&mut Ruleset)) -> Scenario {
        change(&mut self.rules);
        self
    }

    /// Seat `seat`'s starting hand (up to 13 tiles; the rest is filled).
    pub fn hand(mut self, seat: Seat, mpsz: &str) -> Scenario {
        let seat = seat as usize;
        if self.plan.hands.len() <= seat {
            self.plan.hands.resize(seat + 1, vec![]);
        }
        self.plan.hands[seat] = tiles(mpsz);
        self
    }

    /// Live draws in order, the dealer's first draw first.
    pub fn draws(mut self, mpsz: &str) -> Scenario {
        self.plan.draws = tiles(mpsz);
        self
    }

    /// Replacement draws after kans / nuki, in order.
    pub fn replacements(mut self, mpsz: &str) -> Scenario {
        self.plan.replacements = tiles(mpsz);
        self
    }

    /// Dora indicators in order of reveal.
    pub fn indicators(mut self, mpsz: &str) -> Scenario {
        self.plan.indicators = tiles(mpsz);
        self
    }

    /// Ura indicators under them.
    pub fn ura(mut self, mpsz: &str) -> Scenario {
        self.plan.ura = tiles(mpsz);
        self
    }

    /// Which hand of the game: `index` = round wind × players + hand number (the dealer is `index % players`),
    /// with honba and riichi sticks on the table.
    pub fn at(mut self, index: u32, honba: u32, sticks: u32) -> Scenario {
        self.start = StartAt { index, honba, sticks };
        self
    }

    /// Starting scores by seat.
    pub fn scores(mut self, scores: &[i64]) -> Scenario {
        self.scores = Some(scores.to_vec());
        self
    }

    /// Closes the plan of this hand and starts planning the game's next hand, dealt by `dealer`: each planned
    /// hand gets its own wall, in the order they are dealt (repeats included).
    pub fn then(mut self, dealer: Seat) -> Scenario {
        let players = self.rules.game.players as u32;
        let this_dealer = self.dealer.unwrap_or((self.start.index % players) as Seat);
        let plan = std::mem::take(&mut self.plan);
        self.earlier.push((this_dealer, plan));
        self.dealer = Some(dealer);
        self
    }

    /// Deals the hand: the game's first wall follows the plan (with [`Scenario::then`], each planned hand in
    /// turn; later hands come from the seed "scenario").
    pub fn start(self) -> Table {
        let players = self.rules.game.players as u32;
        let dealer = self.dealer.unwrap_or((self.start.index % players) as u8);
        let mut walls: Vec<Vec<u8>> = vec![];
        for (d, plan) in self.earlier.iter().chain(std::iter::once(&(dealer, self.plan.clone()))) {
            let wall = Wall::planned(&self.rules, *d, plan).unwrap_or_else(|e| panic!("wall plan: {e}"));
            walls.push(wall.arrangement().to_vec());
        }
        let (game, events) = Game::starting_at(self.rules, "scenario", self.scores, walls, Some(self.start))
            .unwrap_or_else(|e| panic!("start: {e}"));
        Table { game, events }
    }
}

/// A game being stepped by a test, with every event so far.
pub struct Table {
    pub game: Game,
    pub events: Vec<Event>,
}

/// An action from its JSON form, e.g. `{"type":"pon","tiles":["5m","5m"]}`.
pub fn action(json: &str) -> Action {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("action {json}: {e}"))
}

impl Table {
    /// Applies an action that must be legal; returns its events.
    #[track_caller]
    pub fn act(&mut self, seat: Seat, json: &str) -> Vec<Event> {
        match self.try_act(seat, json) {
            Ok(events) => events,
            Err(e) => panic!("seat {seat} {json}: {e}; legal: {}", self.legal_json(seat)),
        }
    }

    /// Applies an action; an error leaves the game unchanged (checked here, for every scenario).
    pub fn try_act(&mut self, seat: Seat, json: &str) -> tenpai::Result<Vec<Event>> {
        let before = self.game.to_json();
        match self.game.apply(seat, &action(json)) {
            Ok(events) => {
                self.events.extend(events.iter().cloned());
                Ok(events)
            }
            Err(e) => {
                assert_eq!(self.game.to_json(), before, "a rejected action changed the game");
                Err(e)
            }
        }
    }

    /// Discards a tile (from the hand or the one just drawn).
    #[track_caller]
    pub fn discard(&mut self, seat: Seat, tile: &str) -> Vec<Event> {
        self.act(seat, &format!(r#"{{"type":"discard","tile":"{tile}"}}"#))
    }

    /// Every seat asked to answer a claim passes.
    #[track_caller]
    pub fn pass_all(&mut self) {
        for seat in self.game.round().to_act() {
            if self.game.legal_actions(seat).contains(&Action::Pass) {
                self.act(seat, r#"{"type":"pass"}"#);
            }
        }
    }

    /// The seat's legal actions as JSON values.
    pub fn legal(&self, seat: Seat) -> Vec<Value> {
        self.game.legal_actions(seat).iter().map(|a| serde_json::to_value(a).unwrap()).collect()
    }

    /// The seat's legal actions as one JSON text (for messages).
    pub fn legal_json(&self, seat: Seat) -> String {
        serde_json::to_string(&self.game.legal_actions(seat)).unwrap()
    }

    /// Whether the seat may do this action now.
    pub fn can(&self, seat: Seat, json: &str) -> bool {
        let want = serde_json::to_value(action(json)).unwrap();
        self.legal(seat).iter().any(|a| a == &want)
    }

    /// The score changes of the last finished hand (its `round-end` event).
    pub fn last_deltas(&self) -> Vec<i64> {
        self.events
            .iter()
            .rev()
            .find_map(|e| match e {
                Event::RoundEnd { deltas, .. } => Some(deltas.clone()),
                _ => None,
            })
            .expect("no hand has ended yet")
    }

    /// The events of one type (kebab-case, as in JSON) as JSON values, oldest first.
    pub fn events_of(&self, kind: &str) -> Vec<Value> {
        self.events.iter().map(|e| serde_json::to_value(e).unwrap()).filter(|v| v["type"] == kind).collect()
    }
}
