//! What the declaration of the ruleset's records (src/rules.rs) does not read by itself: yaku ids, a local yaku's
//! value, and serde's `Deserialize` of a whole ruleset, which reads it with the same reader.

use super::*;
use crate::json::{invalid_type, FromJson, Json};

/// Rulesets that serde reads (inside saved games, game options, the CLI's requests) are read by the declaration's
/// reader too, from the serde value turned into a [`Json`] tree: one reader for rulesets, and no derived
/// `Deserialize` of the ~50 rules types in the .wasm.
impl<'de> Deserialize<'de> for Ruleset {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(d)?;
        crate::json::read::<Ruleset>(&Json::from(&value)).map_err(|e| {
            let (path, words) = declare::split_path(&e);
            match path {
                "" => serde::de::Error::custom(words),
                path => serde::de::Error::custom(format_args!("{path}: {words}")),
            }
        })
    }
}

/// A yaku by its id.
impl FromJson for Yaku {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        match v {
            Json::Str(id) => Yaku::from_id(id).ok_or_else(|| format!("'{id}' is not a yaku id")),
            _ => Err(invalid_type(v, "a yaku id")),
        }
    }
}

/// A yaku's value, externally tagged as serde writes it: `{"han": 2}`, `{"closed_han": 1}`, `{"yakuman": 1}`.
impl FromJson for YakuValue {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        const NAMES: [&str; 3] = ["han", "closed_han", "yakuman"];
        const MAKE: [fn(u8) -> YakuValue; 3] = [YakuValue::Han, YakuValue::ClosedHan, YakuValue::Yakuman];
        match v {
            // The first key names the variant; one key only.
            Json::Obj(members) if !members.is_empty() => {
                let (name, value) = &members[0];
                let i = crate::json::variant(&Json::Str(name.clone()), &NAMES)?;
                let made = MAKE[i](u8::from_json(value)?);
                match members.len() {
                    1 => Ok(made),
                    _ => Err(invalid_type(v, "a map of one key")),
                }
            }
            // A name alone: a variant without its number.
            Json::Str(_) => {
                crate::json::variant(v, &NAMES)?;
                Err("invalid type: unit variant, expected newtype variant".into())
            }
            _ => Err(invalid_type(v, "enum YakuValue")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::declare::{Described, Shape};
    use serde_json::{json, Value};

    /// Every field of the ruleset's declaration as its path of JSON names (fields of records in lists left out:
    /// they are read by the same code as those outside), whether it has a default, and whether it is an `Option`.
    fn declared_fields() -> Vec<(Vec<&'static str>, bool, bool)> {
        fn walk(shape: &Shape, at: &[&'static str], out: &mut Vec<(Vec<&'static str>, bool, bool)>) {
            let Shape::Record { fields, .. } = shape else { return };
            for f in fields {
                let path = [at, &[f.name]].concat();
                let shape = (f.shape)();
                let (inner, optional) = match shape {
                    Shape::Nullable(inner) => (*inner, true),
                    shape => (shape, false),
                };
                out.push((path.clone(), f.has_default, optional));
                walk(&inner, &path, out);
            }
        }
        let mut out = Vec::new();
        walk(&Ruleset::shape(), &[], &mut out);
        out
    }

    /// The object at `path` of `v` (its parent's member), if the parents are there.
    fn parent<'a>(v: &'a mut Value, path: &[&str]) -> Option<&'a mut serde_json::Map<String, Value>> {
        let mut at = v;
        for key in &path[..path.len() - 1] {
            at = at.get_mut(*key)?;
        }
        at.as_object_mut()
    }

    fn read(v: &Value) -> std::result::Result<Ruleset, Error> {
        Ruleset::from_json(&v.to_string())
    }

    #[test]
    fn every_preset_reads_and_reads_back_as_written() {
        for id in PRESET_IDS {
            let r = Ruleset::preset(id).unwrap();
            let written = serde_json::to_value(&r).unwrap();
            assert_eq!(read(&written).unwrap(), r, "{id}");
        }
    }

    /// Each field of each preset left out: a field with a default reads as the Tenhou value where Tenhou has it (a
    /// ruleset of an older version still loads as it was meant), an `Option` as `None`, any other is refused as
    /// missing, naming its path. Mistyped, each is refused naming its path; an unknown key is refused naming the
    /// object it is in.
    #[test]
    fn each_field_missing_mistyped_or_unknown_is_read_or_refused_by_its_declaration() {
        let tenhou = serde_json::to_value(Ruleset::preset("tenhou").unwrap()).unwrap();
        let mut checked = 0;
        for id in PRESET_IDS {
            let base = serde_json::to_value(Ruleset::preset(id).unwrap()).unwrap();
            for (path, has_default, optional) in declared_fields() {
                let dotted = path.join(".");
                let key = *path.last().unwrap();
                let mut without = base.clone();
                let Some(object) = parent(&mut without, &path) else { continue };
                let was = object.remove(key).expect("the preset writes every declared field");
                match (has_default, optional, read(&without)) {
                    (true, _, Ok(r)) => {
                        // The default in place of the preset's value: the Tenhou value, where Tenhou has the parent.
                        let mut want = base.clone();
                        let default = tenhou.pointer(&format!("/{}", path.join("/"))).cloned();
                        if let Some(default) = default {
                            parent(&mut want, &path).unwrap().insert(key.into(), default);
                            if let Ok(want) = read(&want) {
                                assert_eq!(r, want, "{id}: {dotted} left out reads as Tenhou's value");
                            }
                        }
                    }
                    // A default that breaks a rule of this preset (a field tied to another) is refused by the rule.
                    (true, _, Err(e)) => assert_ne!(e.message, format!("ruleset JSON: {dotted}: missing field")),
                    (false, true, Ok(r)) => {
                        let mut want = base.clone();
                        parent(&mut want, &path).unwrap().insert(key.into(), Value::Null);
                        assert_eq!(Ok(r), read(&want), "{id}: {dotted} left out reads as null");
                    }
                    (false, true, Err(_)) => {}
                    (false, false, got) => {
                        let e = got.expect_err(&dotted);
                        assert_eq!((e.code, e.field()), ("bad-ruleset", dotted.as_str()), "{id}: {}", e.message);
                        assert_eq!(e.message, format!("ruleset JSON: {dotted}: missing field"));
                    }
                }
                for wrong in [json!("x"), json!(1.5), json!(300), json!(-1), json!([]), json!({}), json!(true)] {
                    let mut mistyped = base.clone();
                    parent(&mut mistyped, &path).unwrap().insert(key.into(), wrong.clone());
                    // A wrong value of the right type may read (300 for an i32); a refusal names the field or one
                    // inside it.
                    if let Err(e) = read(&mistyped) {
                        let inside = e.field() == dotted
                            || e.field().starts_with(&format!("{dotted}."))
                            || e.field().starts_with(&format!("{dotted}["));
                        let tied = !e.message.starts_with("ruleset JSON");
                        assert!(inside || tied, "{id}: {dotted} = {wrong}: {e:?}");
                    }
                }
                let mut added = base.clone();
                parent(&mut added, &path).unwrap().insert(key.into(), was);
                parent(&mut added, &path).unwrap().insert("no_such_field".into(), json!(1));
                let e = read(&added).unwrap_err();
                let object = path[..path.len() - 1].join(".");
                assert_eq!(e.field(), object, "{id}: an unknown key beside {dotted}: {}", e.message);
                assert!(e.message.contains("unknown field `no_such_field`, expected"), "{}", e.message);
                checked += 1;
            }
        }
        assert!(checked > 600, "{checked} fields");
    }

    #[test]
    fn a_saved_ruleset_is_read_by_the_same_reader() {
        let mut v = serde_json::to_value(Ruleset::preset("mcgill").unwrap()).unwrap();
        assert_eq!(serde_json::from_value::<Ruleset>(v.clone()).unwrap(), Ruleset::preset("mcgill").unwrap());
        v["yaku"]["local"] = json!(["daisharin", "tanyau"]);
        let e = serde_json::from_value::<Ruleset>(v).unwrap_err().to_string();
        assert_eq!(e, "yaku.local: 'tanyau' is not a yaku id");
    }

    #[test]
    fn yaku_values_read_as_written() {
        for (text, want) in [
            (r#"{"han": 2}"#, Ok(YakuValue::Han(2))),
            (r#"{"closed_han": 1}"#, Ok(YakuValue::ClosedHan(1))),
            (r#"{"yakuman": 2}"#, Ok(YakuValue::Yakuman(2))),
            (r#"{"han": 300}"#, Err("invalid value: integer `300`, expected u8")),
            (r#"{"hun": 1}"#, Err("unknown variant `hun`, expected one of `han`, `closed_han`, `yakuman`")),
            (r#""han""#, Err("invalid type: unit variant, expected newtype variant")),
            (r#"{}"#, Err("invalid type: map, expected enum YakuValue")),
            (r#"{"han": 1, "yakuman": 1}"#, Err("invalid type: map, expected a map of one key")),
            ("5", Err("invalid type: integer `5`, expected enum YakuValue")),
        ] {
            assert_eq!(crate::json::from_str::<YakuValue>(text), want.map_err(String::from), "{text}");
            if let Ok(v) = want {
                assert_eq!(serde_json::to_string(&v).unwrap(), text.replace(' ', ""));
            }
        }
    }
}
