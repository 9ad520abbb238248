//! Results to JS values in one crossing: a serde [`Serializer`] writes the value as a flat tape of numbers (plus
//! one string of the text it holds), and one small JS function (`tape.js`) builds the objects from it.
//!
//! Why not JSON text or serde-wasm-bindgen: per call, writing JSON in wasm and `JSON.parse` in JS cost several
//! times the engine's own work (a `score()` result: ~3 µs to write, ~2.5 µs to parse), and serde-wasm-bindgen makes
//! one JS call per field. Measured with `benches/node`. The JS values are exactly what `JSON.parse` of serde_json's
//! text gives: plain objects with the same keys in the same order, arrays, numbers (non-finite ones as `null`),
//! strings, booleans and `null`.
//!
//! Strings up to [`INTERN_MAX`] bytes (object keys, tile names, yaku ids, action types) are interned: the first
//! time one crosses, JS keeps it in a table under the next number and Rust remembers that number, so later results
//! send the number alone. The two tables change only together: entries added by a conversion that fails before it
//! reaches JS are taken back out of the Rust table.

use super::score_layout::{write_plain, PlainStrings, PLAIN_MAX};
use super::wire::{
    SCORE_TAPE_GENERIC, SCORE_TAPE_HEAD, SCORE_TAPE_TEXT_AT, SCORE_TAPE_TEXT_LEN, TAPE_ARRAY, TAPE_END, TAPE_FALSE,
    TAPE_INTERNED, TAPE_INTERN_NEW, TAPE_NULL, TAPE_NUMBER, TAPE_OBJECT, TAPE_TEXT, TAPE_TRUE,
};
use crate::score::{Scored, Valuation};
use crate::yaku::{Yaku, YAKU_COUNT};
use serde::ser::{self, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/tape.js")]
extern "C" {
    /// Gives the JS side the module's memory, where it reads the tapes (once, before the first tape).
    #[wasm_bindgen(js_name = tapeMemory)]
    fn tape_memory(memory: JsValue);
    /// Builds the JS value of the tape at `at` (in f64 units of the memory) whose strings are all interned.
    #[wasm_bindgen(js_name = fromTape)]
    fn from_tape(at: usize) -> JsValue;
    /// The same, reading new strings from `text`.
    #[wasm_bindgen(js_name = fromTapeText)]
    fn from_tape_text(at: usize, text: &str) -> JsValue;
    /// A `ScoreResult` from its tape ([`score_tape`]), in one step.
    #[wasm_bindgen(js_name = scoreTape)]
    fn score_tape_js(at: usize) -> JsValue;
    /// `{ shanten, standard, chiitoitsu, kokushi }`: the shanten result, the most frequent call, in one step.
    #[wasm_bindgen(js_name = shantenSummary)]
    pub fn shanten_summary(shanten: i8, standard: i8, chiitoitsu: i8, kokushi: i8) -> JsValue;
}

/// Longest string interned, in bytes; longer ones (messages, seeds, long notation) cross as text each time.
/// (48: fu reasons such as "concealed triplet of 9m (terminal/honour)" are a small fixed set.)
const INTERN_MAX: usize = 48;
/// Most strings interned; after that new strings cross as text (a bound on memory whatever the caller does).
const INTERN_LIMIT: usize = 8192;

/// FNV-1a: the interned strings are short, and the standard SipHash costs more than the rest of the lookup.
#[derive(Default)]
struct Fnv(u64);
impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}

thread_local! {
    /// Interned strings and their numbers (the JS table holds the same strings at the same numbers).
    static INTERNED: RefCell<HashMap<Box<str>, u32, BuildHasherDefault<Fnv>>> = RefCell::default();
    /// Tape and text buffers, reused between calls.
    static BUFFERS: RefCell<(Vec<f64>, String)> = RefCell::default();
    /// Intern numbers of `&'static str` keys by address, in front of [`INTERNED`] (no hashing for struct keys).
    static STATIC_KEYS: RefCell<[(usize, usize, u32); STATIC_SLOTS]> = const { RefCell::new([(0, 0, 0); STATIC_SLOTS]) };
    static MEMORY_SENT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The intern numbers of the plain score tape's strings by what they name ([`Known`]).
    static PLAIN_IDS: RefCell<PlainIds> = const { RefCell::new(PlainIds::NONE) };
}

/// Intern numbers plus one (0: not interned yet) of the texts a plain score tape names, by number instead of
/// address: each yaku's id and name, each fu reason ([`crate::fu::reason_text`]); and the limits by address and
/// length (there are six). Filled after a plain tape is written the general way; only numbers JS holds are kept (strings
/// interned by a conversion that failed are taken back, but no plain tape is written then).
struct PlainIds {
    yaku: [[u32; 2]; YAKU_COUNT],
    fu: [u32; crate::fu::CODES],
    limits: [(usize, usize, u32); 8],
}

impl PlainIds {
    const NONE: PlainIds = PlainIds { yaku: [[0; 2]; YAKU_COUNT], fu: [0; crate::fu::CODES], limits: [(0, 0, 0); 8] };

    fn limit(&self, s: &'static str) -> u32 {
        let key = (s.as_ptr() as usize, s.len());
        self.limits.iter().find(|l| (l.0, l.1) == key && l.2 != 0).map_or(0, |l| l.2)
    }

    /// Remembers the intern numbers of `v`'s texts, where they are interned.
    fn learn(&mut self, v: &Valuation, interned: &HashMap<Box<str>, u32, BuildHasherDefault<Fnv>>) {
        let id = |s: &str| interned.get(s).map_or(0, |&id| id + 1);
        for (y, _, _) in v.yaku_entries() {
            self.yaku[y as usize] = [id(y.id()), id(y.name())];
        }
        for (code, _) in v.fu_codes() {
            self.fu[code as usize] = id(crate::fu::reason_text(code));
        }
        let n = id(v.limit);
        if n != 0 && self.limit(v.limit) == 0 {
            if let Some(free) = self.limits.iter_mut().find(|l| l.2 == 0) {
                *free = (v.limit.as_ptr() as usize, v.limit.len(), n);
            }
        }
    }
}

/// 2^11 slots: [`Strings::static_entries`] takes the top 11 bits of its hash.
const STATIC_SLOTS: usize = 2048;

/// Gives tape.js the module's memory unless it has it: before it reads a tape or writes into a buffer here.
#[inline(always)]
pub fn send_memory() {
    if !MEMORY_SENT.replace(true) {
        tape_memory(wasm_bindgen::memory());
    }
}

/// The JS value of `value`: what `JSON.parse(serde_json::to_string(value))` would give.
pub fn to_js_value<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
    BUFFERS.with_borrow_mut(|(tape, text)| {
        tape.clear();
        text.clear();
        write_value(tape, text, value)?;
        send_memory();
        // The tape is not touched again until JS has read it (no Rust code runs in between).
        let at = tape.as_ptr() as usize / 8;
        Ok(if text.is_empty() { from_tape(at) } else { from_tape_text(at, text) })
    })
}

/// Appends the generic tape of `value` to `tape` (its new strings to `text`).
fn write_value<T: Serialize + ?Sized>(tape: &mut Vec<f64>, text: &mut String, value: &T) -> Result<(), String> {
    INTERNED.with_borrow_mut(|interned| {
        STATIC_KEYS.with_borrow_mut(|statics| {
            let before = interned.len();
            let mut w = Writer { tape, strings: Strings { statics: &mut *statics, text, interned } };
            if let Err(e) = value.serialize(&mut w) {
                // JS never saw the strings interned during this conversion: forget them again.
                interned.retain(|_, id| (*id as usize) < before);
                statics.iter_mut().filter(|s| s.2 as usize >= before).for_each(|s| *s = (0, 0, 0));
                return Err(e.0);
            }
            Ok(())
        })
    })
}

/// The JS value of a score result: what [`to_js_value`] of its [`ScoreResult`] gives, faster ([`score_tape`]).
pub fn score_result(scored: &Scored) -> Result<JsValue, String> {
    score_tape(scored).map(score_tape_js)
}

/// Writes the tape of a score result, which `scoreTape` in tape.js (called by the facade, or by the package's
/// entry: pkg-template/lib/engine.js) turns into the result object, and returns where it starts (in f64 units of the
/// module's memory). JS must read it before any other conversion: reading it interns its new strings on the JS
/// side, as writing did here.
///
/// The tape starts with its head ([`SCORE_TAPE_HEAD`] entries: the layout, then the address and byte length of its
/// UTF-8 text, decoded in JS only when there is any). Layout [`SCORE_TAPE_PLAIN`](super::wire::SCORE_TAPE_PLAIN):
/// a han/fu result of the plain shape ([`Valuation::is_plain`]: no flavour or nukidora counts, no chips, no
/// `wildcardAs`; every result of the 4-player presets but Speed Tonpuu's) written from its [`Valuation`] (no `String` made: every text is
/// `&'static str`, found in the intern table by address) in the fixed layout of score_layout.rs, which tape.js
/// builds with object literals (keys in serde's order). Layout [`SCORE_TAPE_GENERIC`]: any other, as the generic
/// tape of its [`ScoreResult`].
pub fn score_tape(scored: &Scored) -> Result<usize, String> {
    let made;
    let general = match scored {
        Scored::HanFu(v) => {
            if v.is_plain() {
                if let Some(at) = plain_score_tape(v) {
                    return Ok(at);
                }
            }
            made = v.to_result();
            &made
        }
        Scored::Other(r) => r,
    };
    BUFFERS.with_borrow_mut(|(tape, text)| {
        tape.clear();
        text.clear();
        tape.resize(SCORE_TAPE_HEAD, 0.0);
        tape[0] = SCORE_TAPE_GENERIC;
        write_value(tape, text, general)?;
        Ok(finish_score_tape(tape, text))
    })
}

/// Sets the text's address and length in the tape's head and gives JS the memory: the tape's start.
fn finish_score_tape(tape: &mut [f64], text: &str) -> usize {
    tape[SCORE_TAPE_TEXT_AT] = text.as_ptr() as usize as f64;
    tape[SCORE_TAPE_TEXT_LEN] = text.len() as f64;
    send_memory();
    tape.as_ptr() as usize / 8
}

/// [`score_tape`] of a plain-shaped han/fu result: the layout of [`write_plain`], its strings named by the intern
/// numbers [`PlainIds`] holds (by index: no lookup by address) when it holds them all, else through the intern
/// tables ([`plain_score_interning`]). `None` if the result is longer than that layout holds (none is).
fn plain_score_tape(v: &Valuation) -> Option<usize> {
    BUFFERS.with_borrow_mut(|(tape, text)| {
        text.clear();
        if tape.len() < PLAIN_MAX {
            tape.resize(PLAIN_MAX, 0.0);
        }
        let t: &mut [f64; PLAIN_MAX] = (&mut tape[..PLAIN_MAX]).try_into().ok()?;
        if PLAIN_IDS.with_borrow(|ids| write_plain(t, v, &mut Known(ids))).is_none() {
            plain_score_interning(t, text, v)?;
        }
        Some(finish_score_tape(tape, text))
    })
}

/// The plain score tape with strings JS may not hold yet (interned now, their text into `text`); then
/// [`PlainIds`] learns their numbers.
#[inline(never)]
fn plain_score_interning(t: &mut [f64; PLAIN_MAX], text: &mut String, v: &Valuation) -> Option<()> {
    INTERNED.with_borrow_mut(|interned| {
        STATIC_KEYS.with_borrow_mut(|statics| write_plain(t, v, &mut Strings { statics, text, interned }))?;
        PLAIN_IDS.with_borrow_mut(|ids| ids.learn(v, interned));
        Some(())
    })
}

/// The plain score tape's strings by the intern numbers [`PlainIds`] holds; `None` for one it does not.
struct Known<'a>(&'a PlainIds);

impl PlainStrings for Known<'_> {
    #[inline(always)]
    fn yaku(&mut self, y: Yaku) -> Option<[f64; 4]> {
        let [id, name] = self.0.yaku[y as usize];
        if id == 0 || name == 0 {
            return None;
        }
        Some([TAPE_INTERNED, f64::from(id - 1), TAPE_INTERNED, f64::from(name - 1)])
    }
    #[inline(always)]
    fn reason(&mut self, code: u16) -> Option<[f64; 2]> {
        let reason = self.0.fu[code as usize];
        if reason == 0 {
            return None;
        }
        Some([TAPE_INTERNED, f64::from(reason - 1)])
    }
    #[inline(always)]
    fn limit(&mut self, limit: &'static str) -> Option<[f64; 2]> {
        let limit = self.0.limit(limit);
        if limit == 0 {
            return None;
        }
        Some([TAPE_INTERNED, f64::from(limit - 1)])
    }
}

/// The plain score tape's strings through the intern tables (by address first, as struct keys).
impl PlainStrings for Strings<'_> {
    #[inline(always)]
    fn yaku(&mut self, y: Yaku) -> Option<[f64; 4]> {
        let [a, b] = self.static_entries(y.id());
        let [c, d] = self.static_entries(y.name());
        Some([a, b, c, d])
    }
    #[inline(always)]
    fn reason(&mut self, code: u16) -> Option<[f64; 2]> {
        Some(self.static_entries(crate::fu::reason_text(code)))
    }
    #[inline(always)]
    fn limit(&mut self, limit: &'static str) -> Option<[f64; 2]> {
        Some(self.static_entries(limit))
    }
}

/// The intern tables and the new text of one conversion: they give a string's two tape entries.
struct Strings<'a> {
    statics: &'a mut [(usize, usize, u32); STATIC_SLOTS],
    text: &'a mut String,
    interned: &'a mut HashMap<Box<str>, u32, BuildHasherDefault<Fnv>>,
}

impl Strings<'_> {
    /// A `&'static str` (a struct field name, variant name or a plain score tape's text): looked up by address
    /// first.
    #[inline(always)]
    fn static_entries(&mut self, s: &'static str) -> [f64; 2] {
        // Fibonacci hashing of the address: the texts of a result sit close together in the binary.
        let slot = ((s.as_ptr() as u64 ^ s.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 53) as usize;
        let (ptr, len, id) = self.statics[slot];
        if ptr == s.as_ptr() as usize && len == s.len() {
            return [TAPE_INTERNED, f64::from(id)];
        }
        self.static_entries_new(s, slot)
    }

    /// A static string not yet found by address: interned (or sent as text), then remembered at `slot`.
    #[inline(never)]
    fn static_entries_new(&mut self, s: &'static str, slot: usize) -> [f64; 2] {
        let entries = self.entries(s);
        // Interned now (unless the table is full): later calls find it by address.
        if let Some(&id) = self.interned.get(s) {
            self.statics[slot] = (s.as_ptr() as usize, s.len(), id);
        }
        entries
    }

    /// Any string: its intern number, or interned now (up to [`INTERN_LIMIT`]), or sent as text each time.
    fn entries(&mut self, s: &str) -> [f64; 2] {
        if s.len() <= INTERN_MAX {
            if let Some(&id) = self.interned.get(s) {
                return [TAPE_INTERNED, f64::from(id)];
            }
            if self.interned.len() < INTERN_LIMIT {
                let id = self.interned.len() as u32;
                self.interned.insert(s.into(), id);
                self.text.push_str(s);
                return [TAPE_INTERN_NEW, utf16_len(s)];
            }
        }
        self.text.push_str(s);
        [TAPE_TEXT, utf16_len(s)]
    }
}

/// The generic tape's serializer: numbers and codes into `tape`, strings through `strings`.
struct Writer<'a> {
    tape: &'a mut Vec<f64>,
    strings: Strings<'a>,
}

impl Writer<'_> {
    /// A struct field name or variant name: looked up by address first. One copy for the generic serializer's
    /// many call sites (inlined into each, it makes the .wasm ~3 KB larger gzipped).
    #[inline(never)]
    fn static_string(&mut self, s: &'static str) {
        let entries = self.strings.static_entries(s);
        self.tape.extend(entries);
    }

    fn string(&mut self, s: &str) {
        let entries = self.strings.entries(s);
        self.tape.extend(entries);
    }

    fn number(&mut self, x: f64) {
        if x.is_finite() {
            self.tape.extend([TAPE_NUMBER, x]);
        } else {
            self.tape.push(TAPE_NULL);
        }
    }
}

fn utf16_len(s: &str) -> f64 {
    (if s.is_ascii() { s.len() } else { s.encode_utf16().count() }) as f64
}

#[derive(Debug)]
pub struct Error(String);
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Error {}
impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

type Res = Result<(), Error>;

impl<'a, 'b> ser::Serializer for &'a mut Writer<'b> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> Res {
        self.tape.push(if v { TAPE_TRUE } else { TAPE_FALSE });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Res {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Res {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Res {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Res {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Res {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Res {
        self.number(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Res {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Res {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Res {
        self.tape.push(TAPE_ARRAY);
        for &b in v {
            self.number(f64::from(b));
        }
        self.tape.push(TAPE_END);
        Ok(())
    }
    fn serialize_none(self) -> Res {
        self.tape.push(TAPE_NULL);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Res {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Res {
        self.tape.push(TAPE_NULL);
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        self.tape.push(TAPE_NULL);
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Res {
        self.static_string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Res {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Res {
        self.tape.push(TAPE_OBJECT);
        self.static_string(variant);
        value.serialize(&mut *self)?;
        self.tape.push(TAPE_END);
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, Error> {
        self.tape.push(TAPE_ARRAY);
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, Error> {
        self.tape.push(TAPE_ARRAY);
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        self.tape.push(TAPE_ARRAY);
        Ok(self)
    }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Self, Error> {
        self.tape.push(TAPE_OBJECT);
        self.static_string(variant);
        self.tape.push(TAPE_ARRAY);
        Ok(self)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, Error> {
        self.tape.push(TAPE_OBJECT);
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Error> {
        self.tape.push(TAPE_OBJECT);
        Ok(self)
    }
    fn serialize_struct_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Self, Error> {
        self.tape.push(TAPE_OBJECT);
        self.static_string(variant);
        self.tape.push(TAPE_OBJECT);
        Ok(self)
    }
}

impl ser::SerializeSeq for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Res {
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.push(TAPE_END);
        Ok(())
    }
}

impl ser::SerializeTuple for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Res {
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.push(TAPE_END);
        Ok(())
    }
}

impl ser::SerializeTupleStruct for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Res {
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.push(TAPE_END);
        Ok(())
    }
}

impl ser::SerializeTupleVariant for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Res {
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.extend([TAPE_END, TAPE_END]);
        Ok(())
    }
}

impl ser::SerializeMap for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Res {
        key.serialize(KeyWriter(self))
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Res {
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.push(TAPE_END);
        Ok(())
    }
}

impl ser::SerializeStruct for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Res {
        self.static_string(key);
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.push(TAPE_END);
        Ok(())
    }
}

impl ser::SerializeStructVariant for &mut Writer<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Res {
        self.static_string(key);
        value.serialize(&mut **self)
    }
    fn end(self) -> Res {
        self.tape.extend([TAPE_END, TAPE_END]);
        Ok(())
    }
}

/// Map keys, as serde_json writes them: strings, and numbers, chars and unit variants as their text.
struct KeyWriter<'a, 'b>(&'a mut Writer<'b>);

fn key_must_be_a_string() -> Error {
    Error("key must be a string".into())
}

impl KeyWriter<'_, '_> {
    fn text(self, s: &str) -> Res {
        self.0.string(s);
        Ok(())
    }
}

impl ser::Serializer for KeyWriter<'_, '_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = ser::Impossible<(), Error>;
    type SerializeTuple = ser::Impossible<(), Error>;
    type SerializeTupleStruct = ser::Impossible<(), Error>;
    type SerializeTupleVariant = ser::Impossible<(), Error>;
    type SerializeMap = ser::Impossible<(), Error>;
    type SerializeStruct = ser::Impossible<(), Error>;
    type SerializeStructVariant = ser::Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Res {
        self.text(v)
    }
    fn serialize_char(self, v: char) -> Res {
        self.text(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_bool(self, v: bool) -> Res {
        self.text(if v { "true" } else { "false" })
    }
    fn serialize_i8(self, v: i8) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_i16(self, v: i16) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_i32(self, v: i32) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_i64(self, v: i64) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_u16(self, v: u16) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_u32(self, v: u32) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_u64(self, v: u64) -> Res {
        self.text(&v.to_string())
    }
    fn serialize_f32(self, _: f32) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_f64(self, _: f64) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_bytes(self, _: &[u8]) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_none(self) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_unit(self) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Res {
        self.text(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Res {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(self, _: &'static str, _: u32, _: &'static str, _: &T) -> Res {
        Err(key_must_be_a_string())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(key_must_be_a_string())
    }
}
