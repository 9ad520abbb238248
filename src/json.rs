//! A small JSON reader for what a scoring call is given: score requests, the options of `shanten` and `waits`, and
//! rulesets (the presets of `src/rules/*.json` and callers' own). Without serde: the light scoring module
//! (`tenpai/score`) then carries neither serde_json nor a derived `Deserialize`, which were a quarter of its size.
//! Saved games, actions and the CLI's input keep serde (they are not on the scoring side).
//!
//! Text is parsed into a [`Json`] tree, then read into typed values by [`FromJson`]: impls for the plain types here,
//! and for the declared records and enums (the ruleset's, the score request's) by [`declare!`](crate::declare!).
//! Errors are worded as serde_json words them ("unknown field `x`, expected one of `a`, `b`", "invalid type: …,
//! expected …"), with the path of the field in front (`.game.players: …`, built as [`read`] reads).
//! Numbers are whole numbers only (no field of these types is fractional), so no float parsing is carried.

use std::collections::BTreeMap;

/// A parsed JSON value. Objects keep their members in text order.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number written without fraction or exponent that fits an i64.
    Int(i64),
    /// Any other number (a fraction, an exponent, or a whole number beyond i64), as written: no field reads one.
    Float(String),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl From<&serde_json::Value> for Json {
    fn from(v: &serde_json::Value) -> Json {
        use serde_json::Value;
        match v {
            Value::Null => Json::Null,
            Value::Bool(b) => Json::Bool(*b),
            Value::Number(n) => n.as_i64().map_or_else(|| Json::Float(n.to_string()), Json::Int),
            Value::String(s) => Json::Str(s.clone()),
            Value::Array(items) => Json::Arr(items.iter().map(Json::from).collect()),
            Value::Object(members) => Json::Obj(members.iter().map(|(k, v)| (k.clone(), Json::from(v))).collect()),
        }
    }
}

/// How deep arrays and objects may nest (serde_json's limit): deeper text is refused, not a stack overflow.
const DEPTH_MAX: u32 = 128;

/// Parses one JSON text (surrounding whitespace allowed, nothing after it).
pub fn parse(text: &str) -> Result<Json, String> {
    let mut p = Parser { s: text.as_bytes(), at: 0 };
    let v = p.value(0)?;
    p.space();
    if p.at < p.s.len() {
        return Err("trailing characters".into());
    }
    Ok(v)
}

struct Parser<'a> {
    s: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.s.get(self.at) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.space();
        self.s.get(self.at).copied()
    }

    fn eat(&mut self, word: &str) -> Result<(), String> {
        if self.s[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(())
        } else {
            Err("expected value".into())
        }
    }

    fn value(&mut self, depth: u32) -> Result<Json, String> {
        if depth > DEPTH_MAX {
            return Err("recursion limit exceeded".into());
        }
        let Some(c) = self.peek() else { return Err("EOF while parsing a value".into()) };
        Ok(match c {
            b'n' => self.eat("null").map(|_| Json::Null)?,
            b't' => self.eat("true").map(|_| Json::Bool(true))?,
            b'f' => self.eat("false").map(|_| Json::Bool(false))?,
            b'"' => Json::Str(self.string()?),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                if self.peek() == Some(b']') {
                    self.at += 1;
                } else {
                    loop {
                        items.push(self.value(depth + 1)?);
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b']') => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err("expected `,` or `]`".into()),
                        }
                    }
                }
                Json::Arr(items)
            }
            b'{' => {
                self.at += 1;
                let mut members = Vec::new();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                } else {
                    loop {
                        if self.peek() != Some(b'"') {
                            return Err("key must be a string".into());
                        }
                        let key = self.string()?;
                        if self.peek() != Some(b':') {
                            return Err("expected `:`".into());
                        }
                        self.at += 1;
                        members.push((key, self.value(depth + 1)?));
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b'}') => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err("expected `,` or `}`".into()),
                        }
                    }
                }
                Json::Obj(members)
            }
            b'-' | b'0'..=b'9' => self.number()?,
            _ => return Err("expected value".into()),
        })
    }

    /// A number: whole ones as `Int`, the rest checked for JSON's syntax and kept as `Float`.
    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        let negative = self.s[self.at] == b'-';
        self.at += negative as usize;
        let digits = |p: &mut Self| {
            let from = p.at;
            while let Some(b'0'..=b'9') = p.s.get(p.at) {
                p.at += 1;
            }
            p.at - from
        };
        let from = self.at;
        let n = digits(self);
        if n == 0 || (n > 1 && self.s[from] == b'0') {
            return Err("invalid number".into());
        }
        let mut whole = true;
        if self.s.get(self.at) == Some(&b'.') {
            self.at += 1;
            whole = false;
            if digits(self) == 0 {
                return Err("invalid number".into());
            }
        }
        if let Some(b'e' | b'E') = self.s.get(self.at) {
            self.at += 1;
            whole = false;
            if let Some(b'+' | b'-') = self.s.get(self.at) {
                self.at += 1;
            }
            if digits(self) == 0 {
                return Err("invalid number".into());
            }
        }
        // ASCII digits, signs, points and exponents.
        let text = || Json::Float(self.s[start..self.at].iter().map(|&b| char::from(b)).collect());
        if !whole {
            return Ok(text());
        }
        // Accumulated negatively: i64::MIN has no positive counterpart.
        let mut v: i64 = 0;
        for &d in &self.s[from..from + n] {
            match v.checked_mul(10).and_then(|v| v.checked_sub(i64::from(d - b'0'))) {
                Some(next) => v = next,
                None => return Ok(text()),
            }
        }
        Ok(match negative {
            // serde_json reads -0 as a float; so does this reader.
            true if v == 0 => text(),
            true => Json::Int(v),
            false => v.checked_neg().map_or_else(text, Json::Int),
        })
    }

    /// A string's contents after its opening quote, escapes decoded.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let from = self.at;
            while let Some(&c) = self.s.get(self.at) {
                if c == b'"' || c == b'\\' || c < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // The text is a &str and a run stops only at ASCII bytes: the run is whole UTF-8.
            out.push_str(std::str::from_utf8(&self.s[from..self.at]).map_err(|_| "invalid unicode")?);
            match self.s.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = self.s.get(self.at).copied().ok_or("EOF while parsing a string")?;
                    self.at += 1;
                    out.push(match c {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.escaped_char()?,
                        _ => return Err("invalid escape".into()),
                    });
                }
                Some(_) => return Err("control character (\\u0000-\\u001F) found while parsing a string".into()),
                None => return Err("EOF while parsing a string".into()),
            }
        }
    }

    /// The character of a `\uXXXX` escape (and of the low surrogate's escape after a high one).
    fn escaped_char(&mut self) -> Result<char, String> {
        let hex = |p: &mut Self| -> Result<u32, String> {
            let digits = p.s.get(p.at..p.at + 4).ok_or("EOF while parsing a string")?;
            p.at += 4;
            let text = std::str::from_utf8(digits).map_err(|_| "invalid escape")?;
            u32::from_str_radix(text, 16).map_err(|_| "invalid escape".into())
        };
        let first = hex(self)?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if self.s.get(self.at..self.at + 2) != Some(b"\\u") {
                return Err("unexpected end of hex escape".into());
            }
            self.at += 2;
            let low = hex(self)?;
            if !(0xDC00..0xE000).contains(&low) {
                return Err("lone leading surrogate in hex escape".into());
            }
            0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| "lone leading surrogate in hex escape".into())
    }
}

/// What a value is, for "invalid type" messages, as serde_json words it.
fn unexpected(v: &Json) -> String {
    match v {
        Json::Null => "null".into(),
        Json::Bool(b) => format!("boolean `{b}`"),
        Json::Int(n) => format!("integer `{n}`"),
        Json::Float(text) => format!("floating point `{text}`"),
        // Quoted as is: serde_json escapes with Debug formatting, which the scoring module leaves out.
        Json::Str(s) => format!("string \"{s}\""),
        Json::Arr(_) => "sequence".into(),
        Json::Obj(_) => "map".into(),
    }
}

/// "invalid type: \<what `v` is\>, expected \<expected\>".
pub fn invalid_type(v: &Json, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(v))
}

/// What was expected instead of an unknown name, as serde words it: "expected `a`", "expected `a` or `b`",
/// "expected one of `a`, `b`, `c`", or "there are no <what>".
fn expected_names(names: &[&str], what: &str) -> String {
    let mut out = String::from(match names.len() {
        0 => return format!("there are no {what}"),
        1 | 2 => "expected ",
        _ => "expected one of ",
    });
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            out.push_str(if names.len() == 2 { " or " } else { ", " });
        }
        out.push('`');
        out.push_str(name);
        out.push('`');
    }
    out
}

/// A value read from a [`Json`] tree.
pub trait FromJson: Sized {
    fn from_json(v: &Json) -> Result<Self, String>;
    /// The value of a struct field that is absent: none (an error) but for `Option`s, which are `None`.
    fn absent() -> Option<Self> {
        None
    }
}

/// Reads `text` as a `T`. An error about a field of a record starts with its path (src/declare.rs: `.game.players:
/// …`).
pub fn from_str<T: FromJson>(text: &str) -> Result<T, String> {
    read(&parse(text)?)
}

/// Reads `v` as a `T`, as [`from_str`] reads text.
pub fn read<T: FromJson>(v: &Json) -> Result<T, String> {
    path_at(usize::MAX, "");
    T::from_json(v).map_err(with_path)
}

/// `e` with the path of the field whose reading failed in front (`.game.players: e`).
fn with_path(e: String) -> String {
    PATH.with(|p| {
        let names: Vec<&str> = p.names.iter().map(std::cell::Cell::get).take_while(|n| !n.is_empty()).collect();
        if names.is_empty() {
            e
        } else {
            format!(".{}: {e}", names.join("."))
        }
    })
}

/// Records that field `name` of a record at `depth` is read now (`usize::MAX`: a new value is read from the top).
/// The record read next, if any, is its value: one deeper.
#[inline(never)]
fn path_at(depth: usize, name: &'static str) {
    PATH.with(|p| {
        let next = depth.wrapping_add(1);
        if let Some(slot) = p.names.get(depth) {
            slot.set(name);
        }
        if let Some(slot) = p.names.get(next) {
            slot.set("");
        }
        p.next.set(next);
    })
}

/// The depth of a record read now.
#[inline(never)]
fn path_depth() -> usize {
    PATH.with(|p| p.next.get())
}

/// How deep records nest at most where their path is kept (a ruleset inside a score request: three).
const PATH_MAX: usize = 8;

/// The path of the field being read: the name read last in each record from the outermost in, ended by "" (a
/// field read clears the name after its own, so a name left from an earlier sibling never shows). Kept as reading
/// goes, not as an error travels back out, so that reading a field costs a store rather than code in every reader
/// of a field type; [`read`] takes it when reading fails, which stops at the first error.
struct Path {
    /// The depth of the record read next: one more than the record whose field was read last.
    next: std::cell::Cell<usize>,
    names: [std::cell::Cell<&'static str>; PATH_MAX],
}

thread_local! {
    static PATH: Path = const {
        Path { next: std::cell::Cell::new(0), names: [const { std::cell::Cell::new("") }; PATH_MAX] }
    };
}

impl FromJson for bool {
    fn from_json(v: &Json) -> Result<Self, String> {
        match v {
            Json::Bool(b) => Ok(*b),
            _ => Err(invalid_type(v, "a boolean")),
        }
    }
}

impl FromJson for String {
    fn from_json(v: &Json) -> Result<Self, String> {
        match v {
            Json::Str(s) => Ok(s.clone()),
            _ => Err(invalid_type(v, "a string")),
        }
    }
}

/// Whole numbers of each width: the type's range, or "invalid value".
macro_rules! json_int {
    ($($t:ty),*) => {$(
        impl FromJson for $t {
            fn from_json(v: &Json) -> Result<Self, String> {
                match v {
                    Json::Int(n) => <$t>::try_from(*n)
                        .map_err(|_| format!("invalid value: integer `{n}`, expected {}", stringify!($t))),
                    _ => Err(invalid_type(v, stringify!($t))),
                }
            }
        }
    )*};
}
json_int!(u8, u32, i32);

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(v: &Json) -> Result<Self, String> {
        match v {
            Json::Null => Ok(None),
            _ => T::from_json(v).map(Some),
        }
    }
    fn absent() -> Option<Self> {
        Some(None)
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(v: &Json) -> Result<Self, String> {
        T::from_json(v).map(Box::new)
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(v: &Json) -> Result<Self, String> {
        match v {
            // An item's error is the list's (its path names the list, not the item).
            Json::Arr(items) => items.iter().map(T::from_json).collect(),
            _ => Err(invalid_type(v, "a sequence")),
        }
    }
}

impl<K: FromJson + Ord, T: FromJson> FromJson for BTreeMap<K, T> {
    fn from_json(v: &Json) -> Result<Self, String> {
        match v {
            // Inserted one by one (a repeated key keeps its last value, as with serde_json): collecting would sort
            // with a stable sort, a further copy of one in the .wasm.
            Json::Obj(members) => members.iter().try_fold(BTreeMap::new(), |mut map, (k, v)| {
                map.insert(K::from_json(&Json::Str(k.clone()))?, T::from_json(v)?);
                Ok(map)
            }),
            _ => Err(invalid_type(v, "a map")),
        }
    }
}

/// The members of a JSON object read as a struct's fields: every key one of `names` (serde's
/// `deny_unknown_fields`), none twice. Reading one of its fields records its name in the path [`read`] gives an
/// error.
pub struct Object<'a> {
    members: &'a [(String, Json)],
    /// How deep it is among the records being read (0 = the outermost).
    depth: usize,
}

/// A record read to its end: the record read next is one at its depth (the next item of the list it is in, or a
/// sibling's value), not one inside it.
impl Drop for Object<'_> {
    fn drop(&mut self) {
        PATH.with(|p| p.next.set(self.depth));
    }
}

impl<'a> Object<'a> {
    /// `v` as the object of struct `what` whose fields are `names`.
    pub fn new(v: &'a Json, what: &str, names: &[&str]) -> Result<Object<'a>, String> {
        let Json::Obj(members) = v else { return Err(invalid_type(v, &format!("struct {what}"))) };
        for (i, (key, _)) in members.iter().enumerate() {
            if !names.contains(&key.as_str()) {
                return Err(format!("unknown field `{key}`, {}", expected_names(names, "fields")));
            }
            if members[..i].iter().any(|(k, _)| k == key) {
                return Err(format!("duplicate field `{key}`"));
            }
        }
        Ok(Object { members, depth: path_depth() })
    }

    #[inline(never)]
    fn get(&self, name: &'static str) -> Option<&'a Json> {
        path_at(self.depth, name);
        self.members.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// A field that must be present (an `Option` field may be absent: `None`).
    pub fn field<T: FromJson>(&self, name: &'static str) -> Result<T, String> {
        match self.get(name) {
            Some(v) => T::from_json(v),
            None => T::absent().ok_or_else(missing),
        }
    }

    /// A field that takes `default()` when absent (serde's `#[serde(default)]`).
    pub fn field_or<T: FromJson>(&self, name: &'static str, default: impl FnOnce() -> T) -> Result<T, String> {
        match self.get(name) {
            Some(v) => T::from_json(v),
            None => Ok(default()),
        }
    }
}

fn missing() -> String {
    "missing field".into()
}

/// The index in `names` of a unit variant's name.
pub fn variant(v: &Json, names: &[&str]) -> Result<usize, String> {
    match v {
        Json::Str(s) => names
            .iter()
            .position(|n| n == s)
            .ok_or_else(|| format!("unknown variant `{s}`, {}", expected_names(names, "variants"))),
        _ => Err(invalid_type(v, "variant identifier")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parser against serde_json's on valid and invalid texts: the same tree, or both refuse.
    #[test]
    fn parses_as_serde_json_does() {
        let texts = [
            "null",
            " true ",
            "false",
            "0",
            "-0",
            "12",
            "-12",
            "1.5",
            "1e3",
            "-1E-3",
            "9223372036854775807",
            "-9223372036854775808",
            "9223372036854775808",
            r#""a\"b\\c\/\b\f\n\r\t\u00e9\ud83c\udc04""#,
            r#""東""#,
            "[]",
            "[1, [2, {}]]",
            r#"{"a": 1, "b": [true, null]}"#,
            "",
            "nul",
            "01",
            "1.",
            ".5",
            "-",
            "1e",
            "[1,]",
            "[1 2]",
            r#"{"a" 1}"#,
            r#"{"a": 1,}"#,
            "{1: 2}",
            r#""abc"#,
            "\"a\u{1}\"",
            r#""\x""#,
            r#""\ud83c""#,
            r#""\udc04""#,
            "[] []",
            "tru",
            &"[".repeat(200),
            &format!("{}{}", "[".repeat(100), "]".repeat(100)),
        ];
        // A float's text as written (ours) or as serde_json prints its f64 differ: compared without it.
        fn plain(v: Json) -> Json {
            match v {
                Json::Float(_) => Json::Float(String::new()),
                Json::Arr(items) => Json::Arr(items.into_iter().map(plain).collect()),
                Json::Obj(members) => Json::Obj(members.into_iter().map(|(k, v)| (k, plain(v))).collect()),
                v => v,
            }
        }
        for text in texts {
            let ours = parse(text).map(plain);
            match serde_json::from_str::<serde_json::Value>(text) {
                Ok(v) => assert_eq!(ours, Ok(plain(Json::from(&v))), "{text}"),
                Err(e) => assert!(ours.is_err(), "{text}: serde_json refuses it ({e}), we read {ours:?}"),
            }
        }
    }

    #[test]
    fn numbers_read_in_range_only() {
        assert_eq!(from_str::<u8>("255"), Ok(255));
        assert_eq!(from_str::<u8>("256"), Err("invalid value: integer `256`, expected u8".into()));
        assert_eq!(from_str::<u32>("-1"), Err("invalid value: integer `-1`, expected u32".into()));
        assert_eq!(from_str::<i32>("-2147483648"), Ok(i32::MIN));
        assert_eq!(from_str::<i32>("2.5"), Err("invalid type: floating point `2.5`, expected i32".into()));
        assert_eq!(from_str::<i32>("\"5\""), Err("invalid type: string \"5\", expected i32".into()));
    }
}
