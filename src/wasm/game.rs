//! `Game` of `../shared/api.md` "Game (round stepping)": a JS class over [`crate::game::Game`].
//!
//! Only argument checking and conversion live here. Seats arrive as JS numbers, so they are checked here
//! (integer, in range) before they become the core's `u8`: a wrapped-around number must never pick a real seat.

use super::{enter, from_js, js_error, to_js};
use crate::error::Error;
use crate::game::Game as CoreGame;
use crate::round::{Action, Event, Seat};
use crate::score::RulesetRef;
use serde::Deserialize;
use wasm_bindgen::prelude::*;

/// The TypeScript names that the derived declarations refer to but do not declare themselves: the core's integer
/// aliases, and the names api.md and the npm README use for the generated `Action`, `Event` and `Status` (every
/// other value type is declared by `derive(tsify::Tsify)` on the core type itself, so it cannot drift).
#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
/** A seat: 0 .. players - 1, in the order of the first deal (seat 0 = first dealer). */
export type Seat = number;
/** A physical tile in a wall: kind * 4 + copy. */
export type TileId = number;
/** A tile kind: 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s, 27..33 = 1z..7z. */
export type Kind = number;
/** A tile in MPSZ notation: "5m", "0p" (red five), "7z". */
export type TileName = Tile;
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
}

/// A game in progress, stepped one seat's action at a time.
#[wasm_bindgen]
pub struct Game {
    inner: CoreGame,
    /// The game's seed, mixed into the bot's random choices so a seeded game with bots replays identically.
    seed: String,
}

#[wasm_bindgen]
impl Game {
    /// `new Game({ ruleset, seed?, startScores? })`; without a seed a fresh random one is drawn.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue) -> Result<Game, JsValue> {
        enter();
        let options: GameOptions = from_js(options, "game options")?;
        let rules = options.ruleset.resolve().map_err(js_error)?;
        let seed = match options.seed {
            Some(seed) => seed,
            None => fresh_seed()?,
        };
        let (mut inner, _) = CoreGame::new(rules, &seed, options.start_scores).map_err(js_error)?;
        inner.set_human_input(options.human_input);
        Ok(Game { inner, seed })
    }

    /// Exactly what `seat` may do now; `[]` when it is not that seat's moment.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "GameAction[]")]
    pub fn legal_actions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue,
    ) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        to_js(&self.inner.legal_actions(seat))
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

    /// What `seat` may see: its own tiles only, everything public.
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

    /// `{ phase, toAct, over, result? }`.
    #[wasm_bindgen(unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> Result<JsValue, JsValue> {
        enter();
        to_js(&self.inner.status())
    }

    /// The saved game as a JSON string (ruleset, seed, actions), loaded back by `Game.fromJSON`.
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> String {
        enter();
        self.inner.to_json()
    }

    /// Loads a saved game; a tampered or inconsistent save throws `bad-state`.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(text: &str) -> Result<Game, JsValue> {
        enter();
        let inner = CoreGame::from_json(text).map_err(js_error)?;
        // The core accepted the save, so it is a JSON object with a string seed.
        let seed = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| v.get("seed").and_then(|s| s.as_str()).map(str::to_string))
            .unwrap_or_default();
        Ok(Game { inner, seed })
    }

    /// The built-in bot's choice for `seat`, made from that seat's view only; `null` when the seat has nothing
    /// to do. Deterministic for a given game state, so seeded bot games replay identically.
    #[wasm_bindgen(js_name = botAction, unchecked_return_type = "GameAction | null")]
    pub fn bot_action(&self, #[wasm_bindgen(unchecked_param_type = "Seat")] seat: JsValue) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        if self.inner.legal_actions(seat).is_empty() {
            return Ok(JsValue::NULL);
        }
        let rng_seed = bot_seed(&self.seed, self.inner.history().len(), seat);
        to_js(&crate::bot::choose(&self.inner, seat, rng_seed))
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

/// 128 random bits as hex, from the JS host's crypto (getrandom's `wasm_js` backend).
fn fresh_seed() -> Result<String, JsValue> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)
        .map_err(|e| js_error(Error::new("internal", format!("no random source for a seed: {e}"))))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// FNV-1a over the game seed, the number of actions so far and the seat: a different stream per decision.
fn bot_seed(seed: &str, actions: usize, seat: Seat) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = seed.bytes().chain((actions as u64).to_le_bytes()).chain([seat]);
    for b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}
