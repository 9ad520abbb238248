//! The JavaScript API of `../shared/api.md`, as a thin wasm-bindgen layer over the core.
//!
//! Only conversion lives here: JS values in via serde-wasm-bindgen, core call, JS values out, and core errors
//! turned into thrown JS `Error`s carrying the core's `code`. Anything the CLI would also need belongs in the core.

mod game;

pub use game::Game;

use crate::rules::{presets, Ruleset};
use crate::score::{RulesetRef, ScoreRequest};
use crate::shanten::{shanten_of, waits_of};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Called first by every export: panics then show their message in the console instead of an opaque
/// "unreachable executed". (Not `#[wasm_bindgen(start)]`: that would add a `start` export to the public API.)
fn enter() {
    console_error_panic_hook::set_once();
}

/// The `options` argument of `shanten` and `waits`.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct HandOptions {
    /// Preset id (or a full ruleset value); default `tenhou`.
    #[serde(default)]
    ruleset: Option<RulesetRef>,
}

/// The built-in rulesets: `{ id, name, players }[]`.
#[wasm_bindgen]
pub fn rulesets() -> Result<JsValue, JsValue> {
    enter();
    to_js(&presets())
}

/// The full rules data of a preset, as plain JSON-shaped objects.
#[wasm_bindgen]
pub fn ruleset(id: &str) -> Result<JsValue, JsValue> {
    enter();
    to_js(&Ruleset::preset(id).map_err(js_error)?)
}

/// `{ shanten, standard, chiitoitsu, kokushi }` of an MPSZ hand.
#[wasm_bindgen]
pub fn shanten(hand: &str, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    enter();
    let rules = rules_from_options(options)?;
    to_js(&shanten_of(hand, &rules).map_err(js_error)?)
}

/// `{ tiles, ukeire }` of a 3n+1-tile MPSZ hand.
#[wasm_bindgen]
pub fn waits(hand: &str, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    enter();
    let rules = rules_from_options(options)?;
    to_js(&waits_of(hand, &rules).map_err(js_error)?)
}

/// Values one winning hand: `ScoreRequest` in, `ScoreResult` out.
#[wasm_bindgen]
pub fn score(request: JsValue) -> Result<JsValue, JsValue> {
    enter();
    let request: ScoreRequest = from_js(request, "score request")?;
    to_js(&crate::score::score(&request).map_err(js_error)?)
}

fn rules_from_options(options: Option<JsValue>) -> Result<Ruleset, JsValue> {
    let options: HandOptions = match options {
        Some(o) if !o.is_undefined() && !o.is_null() => from_js(o, "options")?,
        _ => HandOptions::default(),
    };
    options.ruleset.unwrap_or_else(|| RulesetRef::Id("tenhou".into())).resolve().map_err(js_error)
}

/// A malformed JS argument is the caller's mistake, so it is a `bad-request` like any other.
/// The value goes through `serde_json::Value` because serde-wasm-bindgen reads only the fields a struct names, so
/// `deny_unknown_fields` would never see a misspelt key; serde_json's map reading does.
fn from_js<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T, JsValue> {
    let bad = |e: &dyn std::fmt::Display| js_error(crate::Error::bad_request(format!("{what}: {e}")));
    let json: serde_json::Value = serde_wasm_bindgen::from_value(value).map_err(|e| bad(&e))?;
    serde_json::from_value(json).map_err(|e| bad(&e))
}

/// Plain objects and numbers (not `Map`s or `BigInt`s), so results look exactly like the JSON in api.md.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error(crate::Error::new("internal", format!("result conversion: {e}"))))
}

/// A JS `Error` whose message is the core's message and whose `code` property is the core's code.
fn js_error(e: crate::Error) -> JsValue {
    let error = js_sys::Error::new(&e.message);
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(e.code));
    error.into()
}
