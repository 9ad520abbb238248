//! The JavaScript API (docs/API.md), as a thin wasm-bindgen layer over the core: the functions below, [`Game`]
//! (game.rs) and [`Ledger`] (ledger.rs) are the package's exports.
//!
//! Only conversion lives here: JS values in as JSON text, core call, JS values out, and core errors
//! turned into thrown JS `Error`s carrying the core's `code`. Anything the CLI would also need belongs in the core.
//!
//! The transport, second: results cross as tapes (tape.rs, tape.js; score results in score_layout.rs's layout),
//! score requests in a binary form (request.rs, request.js), hands as ASCII written into a buffer (text.rs,
//! text.js), a game's status and plain legal lists as codes (game.rs, game.js); every code, bit and offset of
//! these is defined once, in wire.rs. The package's `shanten(hand)` and `score(request)` skip the glue for
//! plain arguments (pkg-template/lib/engine.js, through the plain wasm exports `tenpai_*`). The module's global
//! allocator keeps small blocks on free lists by size (alloc.rs).
//!
//! Built twice for the npm package (scripts/build-npm.sh, wasm-bindgen's bundler target, never edited): the full
//! engine, and without the Cargo feature `game` (it gates game.rs, so rounds, games, bots and logs are never reached)
//! the scoring module `tenpai/score`. The package's own entries (pkg-template/) load each module's one `.wasm` and
//! re-export its bindings' API as scripts/assemble-npm.mjs lists it. `scripts/wasm-parts.mjs` says what each part
//! of a module costs.

// The global allocator of the module (small blocks from free lists by size).
mod alloc;
#[cfg(feature = "game")]
mod analysis;
#[cfg(feature = "game")]
mod game;
#[cfg(feature = "game")]
mod ledger;
mod request;
mod score_layout;
mod tape;
mod text;
// The game's codes (status, actions) are read by game.rs only; the default build, which has it, checks the rest.
#[cfg_attr(not(feature = "game"), allow(dead_code))]
mod wire;

#[cfg(feature = "game")]
pub use game::Game;
#[cfg(feature = "game")]
pub use ledger::Ledger;

use crate::json::{FromJson, Json, Object};
use crate::rules::{presets, read_error, Ruleset};
use crate::score::{RulesetRef, ScoreRequest};
use crate::shanten::{shanten_with, waits_with, HandRules};
use serde::Serialize;
use std::rc::Rc;
use text::with_text;
use wasm_bindgen::prelude::*;

/// Called first by every export: panics then show their message in the console instead of an opaque
/// "unreachable executed". (Not `#[wasm_bindgen(start)]`: that would add a `start` export to the public API.)
fn enter() {
    console_error_panic_hook::set_once();
}

/// The TypeScript names that the derived declarations refer to but do not declare themselves: the core's integer
/// aliases and the tile name. Here rather than in game.rs: the scoring module (no `game` feature) declares the same
/// value types (the events a score result belongs to among them), which use them too.
#[wasm_bindgen(typescript_custom_section)]
const CORE_TYPES: &str = r#"
/** A seat: 0 .. players - 1, in the order of the first deal (seat 0 = first dealer). */
export type Seat = number;
/** A physical tile in a wall: kind * 4 + copy. */
export type TileId = number;
/** A tile kind: 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s, 27..33 = 1z..7z. */
export type Kind = number;
/** A tile in MPSZ notation: "5m", "0p" (red five), "7z". */
export type TileName = Tile;
"#;

/// Preset ids for `ruleset()` and the `ruleset` fields (a full `Ruleset` value is accepted where `RulesetRef` is).
#[wasm_bindgen(typescript_custom_section)]
const RULESET_ID: &str = r#"
export type RulesetId = "tenhou" | "mcgill" | "speed-tonpuu" | "toutenkou" | "tenhou-sanma";
/** The kind of a score request's meld: a set ("nuki" tiles go in `nukidora`). */
export type MeldType = Exclude<MeldKind, "nuki">;
/** The kind of a call in events and views. */
export type CallKind = MeldKind;
"#;

/// The `options` argument of `shanten` and `waits`.
#[derive(Default, tsify::Tsify)]
#[serde(deny_unknown_fields)]
struct HandOptions {
    /// Preset id (or a full ruleset value); default `tenhou`.
    #[serde(default)]
    ruleset: Option<RulesetRef>,
}

impl FromJson for HandOptions {
    fn from_json(v: &Json) -> Result<Self, String> {
        Ok(HandOptions { ruleset: Object::new(v, "HandOptions", &["ruleset"])?.field("ruleset")? })
    }
}

/// The shape of `rulesetSchema()`, which the package's own `lib/ruleset-schema.js` exports (its values: src/rules/schema.rs,
/// from the ruleset's declaration).
#[wasm_bindgen(typescript_custom_section)]
const RULESET_SCHEMA: &str = r#"
/** The fields of a ruleset as a form edits them: `rulesetSchema()`. */
export interface RulesetSchema {
    /** Every preset, as `rulesets()` lists them. */
    presets: { id: RulesetId; name: string; players: number }[];
    /** The groups a form shows the fields in, in order. */
    groups: { id: string; label: string; help: string }[];
    /** Every field a form edits, in the order of the ruleset's declaration. */
    fields: RulesetField[];
}
/** One value a field may take, and its label. */
export interface RulesetChoice {
    value: string;
    label: string;
}
/** The type of a field's value, or of a list's items. */
export interface RulesetValueType {
    type: "bool" | "int" | "text" | "tiles" | "tile" | "choice" | "choices" | "list" | "map" | "record" | "yaku-value";
    /** `null` is allowed too (`null` switches a record field off). */
    nullable?: boolean;
    /** `int`: least and greatest value. */
    min?: number;
    max?: number;
    /** What a number counts: "points", "han", "fu", "chips", "thousands", "hands", "tiles". */
    unit?: string;
    /** `choice`: the one value; `choices`: a list of distinct values (a set). */
    choices?: RulesetChoice[];
    /** `list`: each item's type. */
    item?: RulesetValueType;
    /** The most items a list may hold. */
    maxItems?: number;
    /** `map`: the keys it may have, and each value's type. */
    keys?: RulesetChoice[];
    value?: RulesetValueType;
    /** `record` as a list's item: its fields. */
    fields?: RulesetRecordField[];
    /** `yaku-value` (`{ han: 2 }`): the key that names the kind of value, and the numbers each allows. */
    variants?: { value: string; label: string; min: number; max: number }[];
}
/** A field of a record inside a list (`tiles.wildcards`). */
export interface RulesetRecordField extends RulesetValueType {
    name: string;
    label: string;
    help: string;
}
/** A field of a ruleset: where it is, what it is called and means for players, its type, and its values. */
export interface RulesetField extends RulesetValueType {
    /** Its place in a `Ruleset`: `game.players`, `score.uma`; the `field` of a `bad-ruleset` error about it. */
    path: string;
    /** The `id` of its group. */
    group: string;
    label: string;
    /** One line for players. */
    help: string;
    /** The default preset's (`tenhou`) value; where that preset has none (a field of `chips`), the first preset's. */
    default: unknown;
    /** Each preset's value, where the preset has the field. */
    presets: Partial<Record<RulesetId, unknown>>;
}
"#;

/// The built-in rulesets: `{ id, name, players }[]`.
#[wasm_bindgen(unchecked_return_type = "RulesetInfo[]")]
pub fn rulesets() -> Result<JsValue, JsValue> {
    enter();
    to_js(&presets())
}

/// The full rules data of a preset, as plain JSON-shaped objects; or of a full ruleset value (an object that is not
/// an array), checked (a `bad-ruleset` names the field) and written out whole, defaults filled in. Anything else
/// that is not a string is a `bad-request`.
#[wasm_bindgen(unchecked_return_type = "Ruleset")]
pub fn ruleset(#[wasm_bindgen(unchecked_param_type = "RulesetRef")] id: JsValue) -> Result<JsValue, JsValue> {
    enter();
    if id.is_object() && !js_sys::Array::is_array(&id) {
        let rules: Ruleset = crate::json::from_str(&js_text(&id, "ruleset")?).map_err(|e| js_error(read_error(e)))?;
        rules.validate().map_err(js_error)?;
        return ruleset_to_js(&rules);
    }
    ruleset_to_js(&preset_rules(&text_arg(&id, "ruleset id")?)?)
}

/// The JS value of a ruleset. The full engine has a ruleset's JSON text writer anyway (saved games carry their
/// ruleset), so it sends that text through `JSON.parse`, which gives the value [`to_js`] would build (the tape's
/// definition): the tape writer then carries no second copy of the ruleset's serialisation code (~3 KB gzipped).
/// The scoring module has no JSON writer, and uses the tape.
#[cfg(feature = "game")]
fn ruleset_to_js(rules: &Ruleset) -> Result<JsValue, JsValue> {
    let conversion = |e: String| js_error(crate::Error::new("internal", format!("result conversion: {e}")));
    let text = serde_json::to_string(rules).map_err(|e| conversion(e.to_string()))?;
    js_sys::JSON::parse(&text).map_err(|_| conversion("JSON.parse refused the ruleset's text".into()))
}

#[cfg(not(feature = "game"))]
fn ruleset_to_js(rules: &Ruleset) -> Result<JsValue, JsValue> {
    to_js(rules)
}

/// `{ shanten, standard, chiitoitsu, kokushi }` of an MPSZ hand. Copies are counted per kind: a red five is a five
/// written `0m` or `5m` (`5555m` is four fives also under a red-five ruleset); `too-many-copies` only for a fifth
/// copy or a kind the ruleset's set lacks.
#[wasm_bindgen(unchecked_return_type = "ShantenSummary")]
pub fn shanten(
    #[wasm_bindgen(unchecked_param_type = "string")] hand: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "HandOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    enter();
    let rules = rules_from_options(options)?;
    let s = with_text(&hand, "hand", |hand| shanten_with(hand, &rules))?.map_err(js_error)?;
    Ok(tape::shanten_summary(s.shanten, s.standard, s.chiitoitsu, s.kokushi))
}

/// `{ tiles, ukeire }` of a 3n+1-tile MPSZ hand. Copies are counted per kind, as `shanten` counts them (a red five
/// written `0m` or `5m`).
#[wasm_bindgen(unchecked_return_type = "Waits")]
pub fn waits(
    #[wasm_bindgen(unchecked_param_type = "string")] hand: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "HandOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    enter();
    let rules = rules_from_options(options)?;
    to_js(&with_text(&hand, "hand", |hand| waits_with(hand, &rules))?.map_err(js_error)?)
}

/// Values one winning hand: `ScoreRequest` in, `ScoreResult` out.
#[wasm_bindgen(unchecked_return_type = "ScoreResult")]
pub fn score(#[wasm_bindgen(unchecked_param_type = "ScoreRequest")] request: JsValue) -> Result<JsValue, JsValue> {
    enter();
    match request::with_score_request(&request, score_to_js) {
        Some(result) => result,
        None => score_to_js(&from_js::<ScoreRequest>(request, "score request")?),
    }
}

/// The JS value of a request's score, written where it was made (a han/fu result is a few hundred bytes: not moved
/// around). One copy for both ways a request is read.
#[inline(never)]
fn score_to_js(r: &ScoreRequest) -> Result<JsValue, JsValue> {
    tape::score_result(&crate::score::score_valued(r).map_err(js_error)?)
        .map_err(|e| js_error(crate::Error::new("internal", format!("result conversion: {e}"))))
}

fn rules_from_options(options: Option<JsValue>) -> Result<Rc<HandRules>, JsValue> {
    let options: HandOptions = match options {
        Some(o) if !o.is_undefined() && !o.is_null() => from_js(o, "options")?,
        _ => HandOptions::default(),
    };
    match options.ruleset {
        None => preset(crate::rules::DEFAULT_PRESET),
        Some(RulesetRef::Id(id)) => preset(&id),
        Some(full) => Ok(Rc::new(HandRules::of(&full.resolve().map_err(js_error)?))),
    }
}

/// `Ruleset::preset(id)` from the one cache of rulesets ([`crate::score::preset`]): reading a preset's JSON text
/// costs many times a shanten call, and more than a clone (a game per call in simulations).
pub(crate) fn preset_rules(id: &str) -> Result<Ruleset, JsValue> {
    Ok(crate::score::preset(id).map_err(js_error)?.rules().clone())
}

/// The hand rules of a preset, for `shanten` and `waits`, from the same cache.
pub(crate) fn preset(id: &str) -> Result<Rc<HandRules>, JsValue> {
    Ok(crate::score::preset(id).map_err(js_error)?.hand_rules())
}

/// A string argument, checked: wasm-bindgen's glue for a `&str` parameter trusts the JS value to be a string, and a
/// number or an object there makes it allocate and copy with undefined sizes, which corrupts the module's memory
/// (`shanten(5)` through that glue: "memory access out of bounds", then a crashed process). Taking the `JsValue` and
/// asking for its string costs one more crossing (~9% of a `shanten` call) and turns every other type into a
/// `bad-request`.
pub(crate) fn text_arg(value: &JsValue, what: &str) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| {
        let got = value.js_typeof().as_string().unwrap_or_default();
        let got = if value.is_null() { "null".to_string() } else { got };
        js_error(crate::Error::bad_request(format!("{what} must be a string, not {got}")))
    })
}

/// A malformed JS argument is the caller's mistake, so it is a `bad-request` like any other.
/// The value crosses as JSON text (`JSON.stringify` here) rather than through serde-wasm-bindgen: the scoring
/// side's values are then read by the crate's small reader ([`crate::json`], which the presets use too) and the
/// game's by serde_json, which keeps the .wasm small; unknown keys are refused; and a cyclic or BigInt value is a
/// clean error.
fn from_js<T: FromJson>(value: JsValue, what: &str) -> Result<T, JsValue> {
    crate::json::from_str(&js_text(&value, what)?).map_err(|e| {
        let (path, words) = crate::declare::split_path(&e);
        js_error(crate::Error::about("bad-request", &format!("{what}: "), path, words))
    })
}

/// The JSON text of a JS argument; `undefined` (and functions) have none and read as `null`, which every type
/// rejects with its name.
fn js_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let text =
        js_sys::JSON::stringify(value).map_err(|_| bad_arg(what, "not representable as JSON (a cycle or a BigInt)"))?;
    Ok(text.as_string().unwrap_or_else(|| "null".into()))
}

/// The `bad-request` of argument `what`.
fn bad_arg(what: &str, message: &str) -> JsValue {
    js_error(crate::Error::bad_request(format!("{what}: {message}")))
}

/// Plain objects and numbers (not `Map`s or `BigInt`s), so results look exactly like the JSON in docs/API.md: what
/// `JSON.parse` of serde_json's text would give, built in one call from a tape ([`tape`]).
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    tape::to_js_value(value).map_err(|e| js_error(crate::Error::new("internal", format!("result conversion: {e}"))))
}

/// A JS `Error` whose message is the core's message and whose `code` property is the core's code; and `field`,
/// the path of the field it is about, when it is about one.
fn js_error(e: crate::Error) -> JsValue {
    let error = js_sys::Error::new(&e.message);
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(e.code));
    let field = e.field();
    if !field.is_empty() {
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str("field"), &JsValue::from_str(field));
    }
    error.into()
}
