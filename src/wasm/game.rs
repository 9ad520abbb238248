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

/// TypeScript shapes of the values below, written from the serde shapes of `crate::round` and `crate::game`
/// (wasm-bindgen would otherwise type every `JsValue` as `any`). Event fields keep the core's snake_case names.
#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
/** A seat: 0 .. players - 1, in the order of the first deal (seat 0 = first dealer). */
export type Seat = number;
/** A tile in MPSZ notation: "5m", "0p" (red five), "7z". */
export type TileName = string;
export type GameAction =
  | { type: "discard"; tile: TileName; riichi?: boolean; open?: boolean; tsumogiri?: boolean }
  | { type: "tsumo" }
  | { type: "ron" }
  | { type: "chi"; tiles: [TileName, TileName] }
  | { type: "pon"; tiles: [TileName, TileName] }
  | { type: "daiminkan" }
  | { type: "ankan"; tile: TileName }
  | { type: "kakan"; tile: TileName }
  | { type: "kyuushu" }
  | { type: "nuki"; tile: TileName }
  | { type: "pass" }
  /** Between hands, the dealer's agari-yame / tenpai-yame choice (game.all_last_stop). */
  | { type: "continue" }
  | { type: "yame" };
export type CallKind = "chi" | "pon" | "daiminkan" | "ankan" | "kakan" | "nuki";
export type DrawReason = "exhaustive" | "kyuushu" | "suufon" | "suucha-riichi" | "suukaikan" | "sanchahou";
export type GameEvent =
  | { type: "deal"; round: string; dealer: Seat; honba: number; sticks: number; doraIndicator: TileName;
      scores: number[]; hands: (TileName[] | null)[] }
  | { type: "draw"; seat: Seat; tile: TileName | null; rinshan: boolean }
  | { type: "discard"; seat: Seat; tile: TileName; tsumogiri: boolean; riichi: boolean; open?: boolean }
  | { type: "call"; seat: Seat; call: CallKind; tiles: TileName[]; from: Seat | null }
  | { type: "riichi-accepted"; seat: Seat; scores: number[]; sticks: number }
  | { type: "dora"; indicator: TileName }
  | { type: "dealer-choice"; seat: Seat; yame: boolean }
  | { type: "win"; seat: Seat; from: Seat | null; hand: TileName[]; winTile: TileName; uraIndicators: TileName[];
      result: any }
  | { type: "ryuukyoku"; reason: DrawReason; tenpai: Seat[]; nagashi: Seat[]; hands: (TileName[] | null)[];
      deltas: number[] }
  | { type: "round-end"; deltas: number[]; scores: number[]; sticks: number; chips?: number[];
      chipTotals?: number[] }
  | { type: "game-end"; scores: number[]; ranks: number[]; points: number[]; chips?: number[] };
export interface MeldView { kind: CallKind; tiles: TileName[]; called: TileName | null; from: Seat | null }
export interface DiscardView { tile: TileName; tsumogiri: boolean; riichi: boolean; calledBy: Seat | null }
export interface SeatView {
  seat: Seat; wind: "E" | "S" | "W" | "N"; score: number;
  /** Concealed tiles; null when the viewer may not see them. */
  hand: TileName[] | null; drawn: TileName | null; handSize: number;
  melds: MeldView[]; discards: DiscardView[]; riichi: boolean; openRiichi: boolean; furiten: boolean | null;
}
export interface TableView {
  /** null for a spectator. */
  viewer: Seat | null; round: string; roundWind: "E" | "S" | "W" | "N"; dealer: Seat; honba: number;
  sticks: number; wallRemaining: number; doraIndicators: TileName[]; uraIndicators: TileName[] | null;
  seats: SeatView[]; toAct: Seat[]; legalActions: GameAction[];
}
/** points: uma/oka applied, in thousands; under score.settlement "points" (Toutenkou) each seat's balance change;
 * under "chips" (Speed Tonpuu) the final chips at chips.value each (plus raw points' uma/oka if not placement-only). */
export interface GameResult { scores: number[]; ranks: number[]; points: number[]; chips?: number[] }
export interface GameStatus {
  phase: "turn" | "claims" | "dealer-choice" | "over"; toAct: Seat[]; over: boolean; result?: GameResult;
}
export interface GameOptions { ruleset: string | object; seed?: string; startScores?: number[] }
"#;

/// The constructor's options object.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct GameOptions {
    ruleset: RulesetRef,
    #[serde(default)]
    seed: Option<String>,
    #[serde(default)]
    start_scores: Option<Vec<i64>>,
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
        let (inner, _) = CoreGame::new(rules, &seed, options.start_scores).map_err(js_error)?;
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
        #[wasm_bindgen(unchecked_param_type = "Seat | undefined")] viewer: JsValue,
    ) -> Result<JsValue, JsValue> {
        enter();
        let seat = self.seat(&seat)?;
        let viewer = if viewer.is_undefined() || viewer.is_null() { seat } else { self.seat(&viewer)? };
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
