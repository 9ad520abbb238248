//! `Game` (docs/API.md): a JS class over [`crate::game::Game`].
//!
//! Only argument checking and conversion live here. Seats arrive as JS numbers, so they are checked here
//! (integer, in range) before they become the core's `u8`: a wrapped-around number must never pick a real seat.

use super::wire::*;
use super::{bad_arg, enter, js_error, js_text, preset_rules, text_arg, to_js};
use crate::autoplay::{self, Autoplay, Player, Players, RandomPlayer};
use crate::bot::{self, Level};
// The core's bot level under the name the TypeScript declarations give it (tsify names a field's type by its path).
use crate::bot::Level as BotLevel;
use crate::error::Error;
use crate::game::Game as CoreGame;
use crate::round::{Action, Event, Seat};
use crate::score::RulesetRef;
use crate::tile::{Flavour, Kind, Tile, KINDS};
use crate::wall::{WallLayout, WallSetup};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::cell::Cell;
use wasm_bindgen::prelude::*;

/// The names docs/API.md and the npm README use for the generated `Action`, `Event` and `Status` (the core's
/// integer aliases are in mod.rs, which every build has; every other value type is declared by
/// `derive(tsify::Tsify)` on the core type itself, so it cannot drift).
#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
export type GameAction = Action;
export type GameEvent = Event;
export type GameStatus = Status;
"#;

/// The constructor's options object.
#[derive(Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct GameOptions {
    ruleset: RulesetRef,
    #[serde(default)]
    seed: Option<String>,
    #[serde(default)]
    start_scores: Option<Vec<i64>>,
    /// Human-input mode: false wins are penalised (`penalty.chombo`) instead of rejected.
    #[serde(default)]
    human_input: bool,
    /// The first hand's wall: the dealt hands, draws, indicators and replacements that matter, the rest filled in
    /// the order of `seed`; later hands come from the seed.
    #[serde(default)]
    wall: Option<WallSetup>,
}

#[wasm_bindgen(module = "/src/wasm/game.js")]
extern "C" {
    /// `{ phase, toAct, over: false }` of a game in play: `phase` is its code (wire.rs `PHASES`), `seats` holds
    /// `n` seats, [`STATUS_SEAT_BITS`] each, the first in the lowest bits.
    #[wasm_bindgen(js_name = statusInPlay)]
    fn status_in_play(phase: u32, seats: u32, n: u32) -> JsValue;
    /// The actions of [`action_codes`]; `tiles` (once per module, then empty) names the tile codes, space-separated.
    #[wasm_bindgen(js_name = plainActions)]
    fn plain_actions(codes: &[u32], tiles: &str) -> JsValue;
    /// The analysis of its codes (analysis.rs `analysis_codes`); `tiles` as for [`plain_actions`].
    #[wasm_bindgen(js_name = analysisOf)]
    fn analysis_of(codes: &[u32], tiles: &str) -> JsValue;
    /// The review of its codes (analysis.rs `review_codes`); `tiles` as for [`plain_actions`].
    #[wasm_bindgen(js_name = reviewOf)]
    fn review_of(codes: &[u32], tiles: &str) -> JsValue;
}

/// A tile's code in [`action_code`]: kind × 5 + flavour (< 170, within [`ACTION_TILE`]); `None` for a flavour
/// added later.
pub(super) fn tile_code(t: Tile) -> Option<u32> {
    const _: () = assert!(KINDS as u32 * 5 <= ACTION_TILE + 1);
    let flavour = t.flavour as u32;
    (flavour < 5 && usize::from(t.kind) < KINDS).then(|| u32::from(t.kind) * 5 + flavour)
}

/// Every tile code's MPSZ name, space-separated, the first time it is asked for (the JS side keeps them); then "".
pub(super) fn tile_names() -> String {
    thread_local!(static SENT: Cell<bool> = const { Cell::new(false) });
    if SENT.replace(true) {
        return String::new();
    }
    let flavours = [Flavour::Normal, Flavour::Red, Flavour::Blue, Flavour::Gold, Flavour::Pocchi];
    let mut names = Vec::new();
    for kind in 0..KINDS as Kind {
        for flavour in flavours {
            let tile = Tile { kind, flavour };
            debug_assert_eq!(tile_code(tile), Some(names.len() as u32));
            names.push(tile.mpsz(&mut [0; 3]).to_string());
        }
    }
    names.join(" ")
}

/// An action's code (wire.rs `ACTION_*`): its type at [`ACTION_TYPE_SHIFT`], a tile's code in the low bits (a
/// chi's or pon's second at [`ACTION_SECOND_TILE_SHIFT`]) and a discard's flags; `None` for a tile of a flavour added
/// later.
pub(super) fn action_code(a: &Action) -> Option<u32> {
    const _: () = assert!(ACTION_YAME <= ACTION_TYPE_BITS);
    let pair = |tiles: &[Tile; 2]| Some(tile_code(tiles[0])? | tile_code(tiles[1])? << ACTION_SECOND_TILE_SHIFT);
    let (code, low) = match a {
        Action::Discard { tile, riichi, open, tsumogiri } => (
            ACTION_DISCARD,
            tile_code(*tile)?
                | (if *riichi { ACTION_RIICHI } else { 0 })
                | (if *open { ACTION_OPEN } else { 0 })
                | tsumogiri.map_or(0, |g| 1 + u32::from(g)) << ACTION_TSUMOGIRI_SHIFT,
        ),
        Action::Tsumo => (ACTION_TSUMO, 0),
        Action::Ron => (ACTION_RON, 0),
        Action::Pass => (ACTION_PASS, 0),
        Action::Chi { tiles } => (ACTION_CHI, pair(tiles)?),
        Action::Pon { tiles } => (ACTION_PON, pair(tiles)?),
        Action::Daiminkan => (ACTION_DAIMINKAN, 0),
        Action::Ankan { tile } => (ACTION_ANKAN, tile_code(*tile)?),
        Action::Kakan { tile } => (ACTION_KAKAN, tile_code(*tile)?),
        Action::Kyuushu => (ACTION_KYUUSHU, 0),
        Action::Nuki { tile } => (ACTION_NUKI, tile_code(*tile)?),
        Action::Abort => (ACTION_ABORT, 0),
        Action::Continue => (ACTION_CONTINUE, 0),
        Action::Yame => (ACTION_YAME, 0),
    };
    Some(code << ACTION_TYPE_SHIFT | low)
}

/// One code per action for [`plain_actions`], or `None` when the list has an action other than a discard, a
/// tsumo, a ron or a pass (such lists go the general way).
fn action_codes(legal: &[Action]) -> Option<Vec<u32>> {
    legal
        .iter()
        .map(|a| match a {
            Action::Discard { .. } | Action::Tsumo | Action::Ron | Action::Pass => action_code(a),
            _ => None,
        })
        .collect()
}

/// Events as `viewer` sees them (every tile when `None`), serialised without copying the ones it may see whole.
struct SeenBy<'a> {
    events: &'a [Event],
    viewer: Option<Seat>,
}

impl serde::Serialize for SeenBy<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.events.len()))?;
        for e in self.events {
            match self.viewer {
                Some(v) => seq.serialize_element(&e.seen_by(v))?,
                None => seq.serialize_element(e)?,
            }
        }
        seq.end()
    }
}

/// The options of `game.botAction`.
#[derive(Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct BotOptions {
    /// How well the bot plays; default `"normal"` (docs/BOTS.md says what each level does).
    #[serde(default)]
    level: BotLevel,
}

/// The options of `game.autoplay`.
#[derive(Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct AutoplayOptions {
    /// Who plays the automated seats: `"bot"`, the built-in bot at level `"normal"` (as `botAction`), `"random"`,
    /// random legal play (a random waiting seat; a win taken half the time, otherwise a uniform choice among its
    /// legal actions), or one entry per seat: a bot level, `"random"`, or `null` for a seat that is not automated.
    players: PlayersOption,
    /// The seat that is not automated (a human): play stops when the game waits for it alone. Where it must answer
    /// a discard together with automated seats, they answer first. Without it every seat is automated.
    #[serde(default)]
    until: Option<Seat>,
    /// Random players only: the seed of their choices (a non-negative integer), a fresh stream for this call.
    /// Default: derived from the game's seed and the number of actions so far, so a seeded game replays identically.
    #[serde(default)]
    seed: Option<u64>,
    /// The seat whose view the returned events follow (other seats' draws and dealt hands hidden). Default: `until`;
    /// with neither, every tile is shown (a spectator's events).
    #[serde(default)]
    viewer: Option<Seat>,
    /// Stop after this many actions.
    #[serde(default)]
    max_actions: Option<u32>,
    /// Stop after the action that ends a hand, so a UI can show the hand's end before play goes on (its events
    /// hold the hand's end and, when the game goes on, the next hand's deal and first draw).
    #[serde(default)]
    stop_at_hand_end: bool,
    /// `false`: return `[]` instead of the events (a simulation that reads only `status().result` or the logs).
    #[serde(default = "yes")]
    events: bool,
}

fn yes() -> bool {
    true
}

/// Who plays the automated seats in `autoplay`: one kind for all of them, or one entry per seat. Read by
/// [`PlayersVisitor`] (a string or a list) rather than serde's untagged enums, which buffer the input in a generic
/// form and add several KB to the .wasm; the serde attribute here gives the TypeScript shape.
#[derive(tsify::Tsify)]
#[serde(untagged)]
enum PlayersOption {
    All(PlayerKind),
    Seats(#[tsify(type = "(SeatPlayer | null)[]")] Vec<Option<SeatPlayer>>),
}

impl<'de> Deserialize<'de> for PlayersOption {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(PlayersVisitor)
    }
}

struct PlayersVisitor;

impl<'de> serde::de::Visitor<'de> for PlayersVisitor {
    type Value = PlayersOption;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(
            "\"bot\", \"random\", or one entry per seat of \"easy\", \"normal\", \"strong\", \"random\" or null",
        )
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<PlayersOption, E> {
        match v {
            "bot" => Ok(PlayersOption::All(PlayerKind::Bot)),
            "random" => Ok(PlayersOption::All(PlayerKind::Random)),
            _ => Err(E::invalid_value(serde::de::Unexpected::Str(v), &self)),
        }
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<PlayersOption, A::Error> {
        let mut seats = Vec::new();
        while let Some(player) = seq.next_element::<Option<SeatPlayer>>()? {
            seats.push(player);
        }
        Ok(PlayersOption::Seats(seats))
    }
}

impl From<SeatPlayer> for Player {
    fn from(player: SeatPlayer) -> Player {
        match player {
            SeatPlayer::Easy => Player::Bot(Level::Easy),
            SeatPlayer::Normal => Player::Bot(Level::Normal),
            SeatPlayer::Strong => Player::Bot(Level::Strong),
            SeatPlayer::Random => Player::Random,
        }
    }
}

/// Who plays every automated seat in `autoplay`.
#[derive(Clone, Copy, tsify::Tsify)]
#[serde(rename_all = "lowercase")]
enum PlayerKind {
    Bot,
    Random,
}

/// Who plays one seat in `autoplay`: the built-in bot at a level, or random legal play.
#[derive(Clone, Copy, Deserialize, tsify::Tsify)]
#[serde(rename_all = "lowercase")]
enum SeatPlayer {
    Easy,
    Normal,
    Strong,
    Random,
}

/// A game in progress, stepped one seat's action at a time.
#[wasm_bindgen]
pub struct Game {
    inner: CoreGame,
}

#[wasm_bindgen]
impl Game {
    /// `new Game({ ruleset, seed?, startScores?, humanInput?, wall? })`; without a seed a fresh random one is drawn.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue) -> Result<Game, JsValue> {
        enter();
        let options: GameOptions = from_js(options, "game options")?;
        let rules = match &options.ruleset {
            RulesetRef::Id(id) => preset_rules(id)?,
            full => full.resolve().map_err(js_error)?,
        };
        let seed = match options.seed {
            Some(seed) => seed,
            None => fresh_seed()?,
        };
        let (mut inner, _) = match &options.wall {
            None => CoreGame::new(rules, &seed, options.start_scores),
            Some(wall) => {
                let layout = WallLayout::for_ruleset(&rules);
                let plan = wall.plan(layout.players.into(), layout.hand_size.into()).map_err(js_error)?;
                CoreGame::planned(rules, &seed, options.start_scores, &plan)
            }
        }
        .map_err(js_error)?;
        inner.set_human_input(options.human_input);
        Ok(Game { inner })
    }

    /// Exactly what `seat` may do now; `[]` when it is not that seat's moment.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "GameAction[]")]
    pub fn legal_actions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue,
    ) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        let legal = self.inner.legal(seat);
        match action_codes(legal) {
            Some(codes) => Ok(plain_actions(&codes, &tile_names())),
            None => to_js(legal),
        }
    }

    /// Applies one action and returns the events it caused, as `viewer` may see them (default: the acting seat):
    /// other seats' draws and dealt hands are hidden, so a UI applying a bot's action passes its own seat.
    /// An illegal action throws and changes nothing.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GameAction")] action: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Seat")] viewer: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        let viewer = match viewer {
            Some(v) if !v.is_undefined() && !v.is_null() => self.seat(&v)?,
            _ => seat,
        };
        let action: Action = from_js(action, "action")?;
        let events = self.inner.apply(seat, &action).map_err(js_error)?;
        to_js(&events.iter().map(|e| e.for_seat(viewer)).collect::<Vec<Event>>())
    }

    /// What `seat` may see: its own tiles only, everything public. `toAct` names the seat whose turn it is; in a
    /// claim window only `seat` itself while it must answer (`[]` while the table waits for others), never which
    /// other seats may claim.
    #[wasm_bindgen(unchecked_return_type = "TableView")]
    pub fn view(&self, #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        to_js(&self.inner.view(seat).map_err(js_error)?)
    }

    /// Everything, every hand included: for replays and tests.
    #[wasm_bindgen(unchecked_return_type = "TableView")]
    pub fn spectate(&self) -> Result<JsValue, JsValue> {
        enter();
        to_js(&self.inner.spectate())
    }

    /// `{ phase, toAct, over, result? }`: the table's state, for whoever runs it (a server, or a page that also
    /// drives the bots). In a claim window `toAct` names every seat that may claim, which follows from their
    /// concealed tiles: never pass it on to a seat (a seat reads `view(seat).toAct`).
    #[wasm_bindgen(unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> Result<JsValue, JsValue> {
        enter();
        // The status of a game in play (asked before every action by a UI's loop) is built in one call from the
        // phase's code and the packed seats; a finished game's (with its result) goes the general way.
        let Some(phase) = phase_code(self.inner.phase()) else {
            return to_js(&self.inner.status());
        };
        let seats = self.inner.to_act();
        let packed = seats.iter().rev().fold(0u32, |p, &s| p << STATUS_SEAT_BITS | u32::from(s));
        Ok(status_in_play(phase, packed, seats.len() as u32))
    }

    /// The saved game as a JSON string (ruleset, seed, actions), loaded back by `Game.fromJSON`.
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> String {
        enter();
        self.inner.to_json()
    }

    /// Loads a saved game; a tampered or inconsistent save throws `bad-state`.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<Game, JsValue> {
        enter();
        let inner = CoreGame::from_json(&text_arg(&text, "saved game")?).map_err(js_error)?;
        Ok(Game { inner })
    }

    /// The built-in bot's choice for `seat` at `options.level` (default `"normal"`), made from that seat's view
    /// only; `null` when the seat has nothing to do. Deterministic for a given game state and level, so seeded bot
    /// games replay identically. Bad options throw `bad-request`.
    #[wasm_bindgen(js_name = botAction, unchecked_return_type = "GameAction | null")]
    pub fn bot_action(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "BotOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        let level = match options {
            Some(o) if !o.is_undefined() && !o.is_null() => from_js::<BotOptions>(o, "bot options")?.level,
            _ => BotLevel::default(),
        };
        if self.inner.legal_actions(seat).is_empty() {
            return Ok(JsValue::NULL);
        }
        to_js(&bot::choose_at(&self.inner, seat, autoplay::bot_seed(&self.inner, seat), level))
    }

    /// Lets built-in players act inside the engine, a whole stretch of play in one call: the automated seats (all
    /// but `until`) act until the game waits only for `until`, or for no one (the game is over), or a stop asked
    /// for is reached. Returns the events of every action applied, as `viewer` may see them (default: `until`;
    /// with neither, a spectator's events, every tile shown); `[]` with `events: false`. Bots decide as
    /// `botAction` does, so a seeded game replays identically however it is driven. Bad options throw
    /// `bad-request` and change nothing.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn autoplay(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "AutoplayOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        enter();
        let options: AutoplayOptions = from_js(options, "autoplay options")?;
        let players = self.inner.rules().game.players;
        for (name, seat) in [("until", options.until), ("viewer", options.viewer)] {
            if let Some(seat) = seat.filter(|&s| s >= players) {
                return Err(js_error(Error::bad_request(format!(
                    "autoplay {name}: seat must be an integer from 0 to {}, not {seat}",
                    players - 1
                ))));
            }
        }
        let random = |seed: Option<u64>| RandomPlayer::new(seed.unwrap_or_else(|| autoplay::random_seed(&self.inner)));
        let no_seed = || {
            js_error(Error::bad_request(
                "autoplay seed: only random players take a seed (bots decide as botAction does)",
            ))
        };
        // With one player per seat, the one seat left to a person is the default viewer, as `until` is.
        let mut open_seat = None;
        let players = match (options.players, options.seed) {
            (PlayersOption::All(PlayerKind::Bot), None) => Players::Bot,
            (PlayersOption::All(PlayerKind::Bot), Some(_)) => return Err(no_seed()),
            (PlayersOption::All(PlayerKind::Random), seed) => Players::Random(random(seed)),
            (PlayersOption::Seats(list), seed) => {
                if list.len() != usize::from(players) {
                    return Err(js_error(Error::bad_request(format!(
                        "autoplay players: one entry per seat ({players}), not {}",
                        list.len()
                    ))));
                }
                if seed.is_some() && !list.iter().any(|p| matches!(p, Some(SeatPlayer::Random))) {
                    return Err(no_seed());
                }
                let mut seats = [None; 4];
                for (seat, player) in seats.iter_mut().zip(&list) {
                    *seat = player.map(Player::from);
                }
                let open: Vec<Seat> = (0..players).filter(|&s| list[usize::from(s)].is_none()).collect();
                open_seat = (open.len() == 1).then(|| open[0]);
                Players::Seats { seats, random: random(seed) }
            }
        };
        let mut play = Autoplay {
            players,
            until: options.until,
            max_actions: options.max_actions.map(|n| n as usize),
            stop_at_hand_end: options.stop_at_hand_end,
        };
        let viewer = options.viewer.or(options.until).or(open_seat);
        // The game keeps every event in its record: the stretch's events are its tail, serialised in place.
        let start = self.inner.events().len();
        let played = play.run(&mut self.inner, |_| {});
        // Only legal actions are applied, so an error is an engine fault (the actions before it stay applied).
        played.map_err(|e| js_error(Error::new("internal", format!("autoplay: {}", e.message))))?;
        let events = if options.events { &self.inner.events()[start..] } else { &[] };
        to_js(&SeenBy { events, viewer })
    }

    /// What `seat` can tell about its moment, from its own view only: on its turn each discard's shanten,
    /// acceptance, waits (furiten, no-yaku) and danger against each threatening seat with the reason; in a claim
    /// window the same for each call and for passing.
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn analysis(&self, #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        let codes = super::analysis::analysis_codes(&crate::analysis::analysis(&self.inner, seat));
        Ok(analysis_of(&codes.ok_or_else(unknown_tile)?, &tile_names()))
    }

    /// `seat`'s play over the game so far (a record loaded and stepped to its end, or a game played here): each
    /// decision beside the most efficient move and the strong bot's, with its analysis; per hand and per game
    /// figures.
    #[wasm_bindgen(unchecked_return_type = "Review")]
    pub fn review(&self, #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        let review = crate::analysis::review::review(&self.inner, seat).map_err(js_error)?;
        let codes = super::analysis::review_codes(&review);
        Ok(review_of(&codes.ok_or_else(unknown_tile)?, &tile_names()))
    }

    /// The finished hands as a tenhou.net/6 JSON log string.
    #[wasm_bindgen(js_name = toTenhou6)]
    pub fn to_tenhou6(&self) -> String {
        enter();
        crate::log::export::to_tenhou6_string(&self.inner)
    }

    /// The events so far as mjai JSON lines.
    #[wasm_bindgen(js_name = toMjai)]
    pub fn to_mjai(&self) -> String {
        enter();
        crate::log::export::to_mjai_string(&self.inner)
    }
}

impl Game {
    /// A JS seat number, checked: an integer from 0 to players - 1, anything else is a `bad-request`.
    fn seat(&self, value: &JsValue) -> Result<Seat, JsValue> {
        let players = self.inner.rules().game.players;
        match value.as_f64() {
            Some(n) if n.fract() == 0.0 && n >= 0.0 && n < f64::from(players) => Ok(n as Seat),
            _ => Err(js_error(Error::bad_request(format!(
                "seat must be an integer from 0 to {}, not {value:?}",
                players - 1
            )))),
        }
    }
}

/// The error of a result holding a tile no code names (a flavour added without a code): an engine fault.
fn unknown_tile() -> JsValue {
    js_error(Error::new("internal", "a tile without a code in the result"))
}

/// 128 random bits as hex, from the JS host's crypto (getrandom's `wasm_js` backend).
fn fresh_seed() -> Result<String, JsValue> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)
        .map_err(|e| js_error(Error::new("internal", format!("no random source for a seed: {e}"))))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A game-side JS argument (options, actions) as its JSON text read by serde_json, which saved games need anyway;
/// the scoring side's arguments are read by the crate's own reader (`super::from_js`).
fn from_js<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T, JsValue> {
    serde_json::from_str(&js_text(&value, what)?).map_err(|e| {
        // serde_json adds "at line 1 column N" of the JSON text, which the caller never wrote.
        let message = e.to_string();
        bad_arg(what, message.rsplit_once(" at line ").map_or(message.as_str(), |(m, _)| m))
    })
}
