//! `Ledger` (docs/API.md): a JS class over [`crate::ledger::Ledger`]. Only conversion lives here: options and
//! entries cross as JSON text read by the crate's own reader ([`crate::json`]), as the core reads them.

use super::{bad_arg, enter, js_error, js_text, text_arg, to_js};
use crate::json::Json;
use crate::ledger::Ledger as CoreLedger;
use wasm_bindgen::prelude::*;

/// The shapes a `Ledger` takes in (what it returns is declared from the core's types). The entry's fields are
/// read in `src/ledger/entry.rs`.
#[wasm_bindgen(typescript_custom_section)]
const LEDGER_TYPES: &str = r#"
/** `new Ledger(options)`: a ruleset (preset id or full value), optionally the player count (the ruleset's), the
 * players' names (one per seat) and start scores (default: the ruleset's start points). */
export interface LedgerOptions {
  ruleset: RulesetRef;
  players?: number;
  names?: string[];
  startScores?: number[];
}
/** One winner of a hand. `from`: the seat that dealt in, the winner's own seat for a tsumo. The value is one of
 * `han` (with `fu` below 5 han), `yakuman` (a count), `points` (Toutenkou's P without honba) or `hand` (a score
 * request, valued by `score`; the ledger gives it the ruleset, winds, tsumo or discarder, honba and deposits). */
export interface LedgerWin {
  seat: Seat;
  from: Seat;
  han?: number;
  fu?: number;
  yakuman?: number;
  points?: number;
  hand?: ScoreRequest;
  /** The seat liable for a yakuman (pao), or the feeder of a daiminkan whose replacement tile won by tsumo where
   * it pays the whole tsumo. */
  liable?: Seat;
  /** Item chips each payer pays (red, blue, gold, pocchi, ippatsu, ura), for rulesets with chips. */
  chips?: number;
}
/** An exhaustive draw: the seats tenpai (every seat whose riichi stood among them), and those paid nagashi mangan. */
export interface LedgerDraw {
  tenpai: Seat[];
  nagashi?: Seat[];
}
/** One entry: a hand's end (with the seats whose riichi stood), a chombo, or the dealer's choice to stop. */
export type LedgerEntry =
  | { riichi?: Seat[]; wins: LedgerWin[] }
  | { riichi?: Seat[]; draw: LedgerDraw }
  | { riichi?: Seat[]; abort: Exclude<DrawReason, "exhaustive"> }
  | { chombo: Seat }
  | { yame: boolean };
"#;

/// A game played at a table, entered hand by hand.
#[wasm_bindgen]
pub struct Ledger {
    inner: CoreLedger,
}

/// A JS argument as the crate's JSON tree.
fn json(value: &JsValue, what: &str) -> Result<Json, JsValue> {
    crate::json::parse(&js_text(value, what)?).map_err(|e| bad_arg(what, &e))
}

#[wasm_bindgen]
impl Ledger {
    /// `new Ledger({ ruleset, players?, names?, startScores? })`.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "LedgerOptions")] options: JsValue) -> Result<Ledger, JsValue> {
        enter();
        let inner = CoreLedger::from_options(json(&options, "ledger options")?).map_err(js_error)?;
        Ok(Ledger { inner })
    }

    /// Records one entry and returns its row; an entry that cannot have happened throws `bad-request` and changes
    /// nothing.
    #[wasm_bindgen(unchecked_return_type = "LedgerRow")]
    pub fn record(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "LedgerEntry")] entry: JsValue,
    ) -> Result<JsValue, JsValue> {
        enter();
        to_js(self.inner.record(json(&entry, "entry")?).map_err(js_error)?)
    }

    /// Removes the last entry; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        enter();
        self.inner.undo()
    }

    /// The table now (phase, hand, dealer, honba, deposits, scores, chips, the result once over) and what the rules
    /// let it enter.
    #[wasm_bindgen(unchecked_return_type = "LedgerStatus")]
    pub fn status(&self) -> Result<JsValue, JsValue> {
        enter();
        to_js(&self.inner.status())
    }

    /// Every entry with the hand it was entered at, each seat's change and the scores after it.
    #[wasm_bindgen(unchecked_return_type = "LedgerRow[]")]
    pub fn entries(&self) -> Result<JsValue, JsValue> {
        enter();
        to_js(&self.inner.entries().collect::<Vec<_>>())
    }

    /// The ledger as a JSON string (ruleset, names, start scores, entries), loaded back by `Ledger.fromJSON`.
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> String {
        enter();
        self.inner.to_json()
    }

    /// Loads a saved ledger; a save that is not one, or whose entries do not record, throws `bad-state`.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<Ledger, JsValue> {
        enter();
        let inner = CoreLedger::from_json(&text_arg(&text, "saved ledger")?).map_err(js_error)?;
        Ok(Ledger { inner })
    }
}
