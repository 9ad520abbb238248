//! Shared by the property tests (`tests/prop_*.rs`): the run size, and the check that an error is one the API
//! documents.
//!
//! CI runs a bounded, fixed-seed number of cases so a run is quick and repeatable. A longer hunt:
//! `PROPTEST_CASES=20000 PROPTEST_RNG_SEED=7 cargo test --release --test prop_notation --test prop_score --test prop_game`.

#![allow(dead_code)] // each test binary uses a different part

use proptest::test_runner::{Config, RngSeed};

/// `cases` cases (a quarter in unoptimised builds, which run them ~50x slower) with a fixed seed, unless
/// `PROPTEST_CASES` / `PROPTEST_RNG_SEED` say otherwise.
pub fn config(cases: u32) -> Config {
    let mut c = Config::default(); // reads the PROPTEST_* environment variables
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = if cfg!(debug_assertions) { cases.div_ceil(4) } else { cases };
    }
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        c.rng_seed = RngSeed::Fixed(20_261_122);
    }
    c
}

/// The error codes bad input may get: every code of `tenpai::error::CODES` but `internal` (an engine bug) and
/// `truncated` (`tenpai replay`'s cut records).
pub fn is_input_error_code(code: &str) -> bool {
    tenpai::error::CODES.contains(&code) && !matches!(code, "internal" | "truncated")
}

/// An error a caller can act on: a documented code and a message that is not empty.
pub fn assert_clear(e: &tenpai::Error, input: &str) {
    assert!(is_input_error_code(e.code), "undocumented error code '{}' for {input:?}: {}", e.code, e.message);
    assert!(!e.message.trim().is_empty(), "empty message (code {}) for {input:?}", e.code);
}

/// Every preset ruleset (those `rulesets()` lists).
pub fn presets() -> Vec<tenpai::Ruleset> {
    tenpai::rules::PRESET_IDS.iter().map(|id| tenpai::Ruleset::preset(id).unwrap()).collect()
}

use proptest::prelude::*;
use serde_json::Value;

/// One edit of a JSON document, aimed by index at one of its values (taken modulo their number).
#[derive(Clone, Debug)]
pub enum Edit {
    /// Replace a value (leaf or not) by another.
    Replace(usize, Value),
    /// Remove an object member.
    Remove(usize),
    /// Change one character of a string (tiles, winds, ids) to another.
    Retype(usize, usize, char),
    /// Multiply a number (negate it, push it past a type's range, zero it).
    Scale(usize, i64),
    /// Swap two array elements (reorder actions, seats, tiles).
    Swap(usize, usize, usize),
}

/// Values a field may wrongly hold: nulls, wrong types, edge numbers, notation-like strings, empty containers.
pub fn any_json_leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (-3i64..300).prop_map(Value::from),
        prop::sample::select(vec![i64::MIN, -1, u8::MAX as i64 + 1, u32::MAX as i64, u32::MAX as i64 + 1, i64::MAX])
            .prop_map(Value::from),
        prop::sample::select(vec![0.5, -0.0, 1e300, f64::MIN_POSITIVE]).prop_map(Value::from),
        "[0-9]{0,4}[mpszBGP]{0,2}[0-9]{0,3}[mpsz]?".prop_map(Value::from),
        prop::sample::select(vec![
            "E", "S", "W", "N", "", "tenhou", "mcgill", "left", "pon", "ankan", "discard", "pass"
        ])
        .prop_map(Value::from),
        Just(Value::Array(vec![])),
        Just(Value::Object(Default::default())),
    ]
}

pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        3 => (any::<usize>(), any_json_leaf()).prop_map(|(i, v)| Edit::Replace(i, v)),
        1 => any::<usize>().prop_map(Edit::Remove),
        2 => (any::<usize>(), any::<usize>(), prop::sample::select("0123456789mpszBGPESWN x".chars().collect::<Vec<_>>()))
            .prop_map(|(i, p, c)| Edit::Retype(i, p, c)),
        1 => (any::<usize>(), prop::sample::select(vec![-1i64, 0, 2, 1000, 1 << 40])).prop_map(|(i, k)| Edit::Scale(i, k)),
        1 => (any::<usize>(), any::<usize>(), any::<usize>()).prop_map(|(i, a, b)| Edit::Swap(i, a, b)),
    ]
}

/// JSON pointers to every value under `v` (the root excluded), depth first.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    let children: Vec<(String, &Value)> = match v {
        Value::Object(m) => m.iter().map(|(k, c)| (format!("{at}/{k}"), c)).collect(),
        Value::Array(a) => a.iter().enumerate().map(|(i, c)| (format!("{at}/{i}"), c)).collect(),
        _ => vec![],
    };
    for (p, c) in children {
        out.push(p.clone());
        pointers(c, p, out);
    }
}

/// Applies an edit; edits that find nothing to act on (no string, no object member) leave `v` as it is.
pub fn apply_edit(v: &mut Value, edit: &Edit) {
    apply(v, edit, false)
}

/// Like [`apply_edit`], but a value is only replaced by one of the same JSON type and members stay: the result
/// still has the shape of a document it was made from (near-valid rulesets and saves, not just wrong types).
pub fn apply_edit_keeping_types(v: &mut Value, edit: &Edit) {
    apply(v, edit, true)
}

fn same_type(a: &Value, b: &Value) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

fn apply(v: &mut Value, edit: &Edit, keep_types: bool) {
    let mut all = vec![];
    pointers(v, String::new(), &mut all);
    let pick = |keep: &dyn Fn(&Value) -> bool, i: usize| -> Option<String> {
        let found: Vec<&String> = all.iter().filter(|p| v.pointer(p).is_some_and(keep)).collect();
        (!found.is_empty()).then(|| found[i % found.len()].clone())
    };
    match edit {
        Edit::Replace(i, new) => {
            if let Some(p) = pick(&|old| !keep_types || same_type(old, new), *i) {
                *v.pointer_mut(&p).unwrap() = new.clone();
            }
        }
        Edit::Remove(_) if keep_types => {}
        Edit::Remove(i) => {
            let members: Vec<&String> = all.iter().filter(|p| parent_is_object(v, p)).collect();
            if !members.is_empty() {
                let p = members[i % members.len()].clone();
                let (parent, key) = p.rsplit_once('/').unwrap();
                v.pointer_mut(parent).and_then(Value::as_object_mut).unwrap().remove(key);
            }
        }
        Edit::Retype(i, pos, c) => {
            if let Some(p) = pick(&|x| x.as_str().is_some_and(|s| !s.is_empty()), *i) {
                let s = v.pointer_mut(&p).unwrap();
                let mut chars: Vec<char> = s.as_str().unwrap().chars().collect();
                let at = pos % chars.len();
                chars[at] = *c;
                *s = Value::from(chars.into_iter().collect::<String>());
            }
        }
        Edit::Scale(i, k) => {
            if let Some(p) = pick(&|x| x.is_i64() || x.is_u64(), *i) {
                let n = v.pointer_mut(&p).unwrap();
                *n = match n.as_i64() {
                    Some(x) => Value::from(x.saturating_mul(*k)),
                    None => Value::from(-1),
                };
            }
        }
        Edit::Swap(i, a, b) => {
            if let Some(p) = pick(&|x| x.as_array().is_some_and(|a| a.len() > 1), *i) {
                let arr = v.pointer_mut(&p).unwrap().as_array_mut().unwrap();
                let n = arr.len();
                arr.swap(a % n, b % n);
            }
        }
    }
}

fn parent_is_object(root: &Value, p: &str) -> bool {
    let parent = p.rsplit_once('/').map_or("", |(a, _)| a);
    root.pointer(parent).is_some_and(Value::is_object)
}
