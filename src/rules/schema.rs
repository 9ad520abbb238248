//! What is generated from the ruleset's declaration (src/rules.rs), natively: the schema a UI builds a house-rules
//! form from (`rulesetSchema()`, `docs/API.md`), kept in `pkg-template/lib/ruleset-schema.js`, and the field reference of
//! `docs/RULESET.md`. The tests below fail when either file differs from what the declaration gives now;
//! `TENPAI_WRITE=1 cargo test --lib rules::schema` writes both.
//!
//! The schema lists every field a form edits, in the declaration's order, each with its path, group, label and one
//! line for players, its type (with its choices and their labels, its range and unit), the value of the default
//! preset and of every preset. Records are not fields but for the ones that may be null (`chips`, `score.points`),
//! which a form switches on and off; a list of records (`tiles.wildcards`) is one field whose items are records.

use super::*;
use crate::declare::{doc_text, Choice, Described, Field, Meta, Shape, NO_MAX, NO_MIN};
use serde_json::{json, Map, Value};

/// The groups a form shows the fields in, in order: id, label, one line for players.
pub const GROUPS: [(&str, &str, &str); 13] = [
    ("table", "Players and tiles", "Who plays and with which tiles."),
    ("length", "Game length and end", "How many hands are played and what ends the game."),
    ("points", "Points, uma and oka", "Starting points and how final scores are settled."),
    ("calls", "Calls", "Chi, pon, kan and setting tiles aside."),
    ("riichi", "Riichi and furiten", "Declaring riichi, and when a player may not win by ron."),
    ("dora", "Dora", "Indicators, kan dora, ura dora and coloured tiles."),
    ("yaku", "Yaku", "Which hands count and what they are worth."),
    ("yakuman", "Yakuman", "Double yakuman, counted yakuman and renhou."),
    ("scoring", "Hand values", "Fu, limits, honba and how a win is paid."),
    ("wins", "Several winners and liability", "Double ron or head bump, and pao."),
    ("draws", "Draws", "Exhaustive draws, noten payments, nagashi mangan and abortive draws."),
    ("chips", "Chips", "Shuugi chips and placement chips."),
    ("penalties", "Penalties", "Chombo and dead hands, at a table of people."),
];

/// The yaku of `group`, each labelled with its English name.
fn yaku_choices(group: &[Yaku]) -> Vec<Choice> {
    group.iter().map(|y| Choice { value: y.id(), doc: "", meta: Meta { label: y.name(), ..Meta::NONE } }).collect()
}

/// `yaku.local`'s choices: the local yaku.
pub fn local_yaku() -> Vec<Choice> {
    yaku_choices(&yaku::LOCAL)
}

/// `yaku.double_yakuman`'s choices: the standard yakuman that may count double.
pub fn double_eligible_yaku() -> Vec<Choice> {
    yaku_choices(&yaku::DOUBLE_ELIGIBLE)
}

/// `yaku.disabled`'s choices: the standard yaku but the two their own fields switch.
pub fn disabled_yaku() -> Vec<Choice> {
    let own = [Yaku::KazoeYakuman, Yaku::NagashiMangan];
    yaku_choices(&yaku::STANDARD.iter().copied().filter(|y| !own.contains(y)).collect::<Vec<_>>())
}

/// `pao.yakuman`'s choices: the yakuman a call can complete.
pub fn pao_eligible_yaku() -> Vec<Choice> {
    yaku_choices(&yaku::PAO_ELIGIBLE)
}

/// `game.extension_limit`'s choices: no last hand (a session of hands), or a hand label E1..N4.
pub fn hand_labels() -> Vec<Choice> {
    const LABELS: [&str; 17] =
        ["", "E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4", "W1", "W2", "W3", "W4", "N1", "N2", "N3", "N4"];
    const WINDS: [&str; 4] = ["East", "South", "West", "North"];
    LABELS
        .iter()
        .map(|&value| {
            let label: &'static str = match value.as_bytes() {
                [] => "None (a session of hands)",
                [w, n] => {
                    let wind = WINDS["ESWN".find(char::from(*w)).unwrap()];
                    Box::leak(format!("{wind} {}", char::from(*n)).into_boxed_str())
                }
                _ => unreachable!(),
            };
            Choice { value, doc: "", meta: Meta { label, ..Meta::NONE } }
        })
        .collect()
}

/// Any yaku id (a field narrows it to a group with its own `choices`).
impl Described for Yaku {
    fn shape() -> Shape {
        Shape::Choice { name: "Yaku", doc: "A yaku by its id.", choices: yaku_choices(&Yaku::ALL) }
    }
}

impl Described for YakuValue {
    fn shape() -> Shape {
        let (h, y) = (YakuValue::HAN, YakuValue::YAKUMAN);
        let range = |(lo, hi): (u8, u8)| (i32::from(lo), i32::from(hi));
        let variant = |value, label| Choice { value, doc: "", meta: Meta { label, ..Meta::NONE } };
        Shape::Tagged {
            name: "YakuValue",
            doc: "What a local yaku (or a bonus) is worth.",
            variants: vec![
                (variant("han", "Han"), range(h)),
                (variant("closed_han", "Han, closed hands only"), range(h)),
                (variant("yakuman", "Yakuman (1 single, 2 double)"), range(y)),
            ],
        }
    }
}

/// A local yaku's value as a form edits it: the kind of value and its number.
fn yaku_value_type() -> Value {
    let Shape::Tagged { variants, .. } = YakuValue::shape() else { unreachable!() };
    let variants: Vec<Value> = variants
        .iter()
        .map(|(c, (lo, hi))| json!({ "value": c.value, "label": c.meta.label, "min": lo, "max": hi }))
        .collect();
    json!({ "type": "yaku-value", "variants": variants })
}

fn choices_json(choices: &[Choice]) -> Value {
    choices.iter().map(|c| json!({ "value": c.value, "label": c.meta.label })).collect()
}

/// The shape inside `Option`s, and whether there was one.
fn unwrap_nullable(shape: Shape) -> (Shape, bool) {
    match shape {
        Shape::Nullable(inner) => (*inner, true),
        shape => (shape, false),
    }
}

/// The type members of a field's entry (or of a list's item): `type` and what goes with it.
fn type_json(shape: &Shape, field: Option<&Field>) -> Map<String, Value> {
    let meta = field.map_or(Meta::NONE, |f| f.meta);
    let own_choices = meta.choices.map(|f| f());
    let mut out = match shape {
        Shape::Nullable(inner) => {
            let mut out = type_json(inner, field);
            out.insert("nullable".into(), json!(true));
            return out;
        }
        Shape::Tagged { .. } => yaku_value_type().as_object().unwrap().clone(),
        _ => Map::new(),
    };
    let mut put = |k: &str, v: Value| drop(out.insert(k.into(), v));
    match shape {
        Shape::Nullable(_) | Shape::Tagged { .. } => {}
        Shape::Bool => put("type", json!("bool")),
        Shape::Int { min, max } => {
            let (lo, hi) = field.map_or((NO_MIN, NO_MAX), |f| f.range);
            let lo = if lo == NO_MIN { *min } else { i64::from(lo).max(*min) };
            let hi = if hi == NO_MAX { *max } else { i64::from(hi).min(*max) };
            put("type", json!("int"));
            put("min", json!(lo));
            put("max", json!(hi));
        }
        Shape::Text => match own_choices {
            Some(choices) => {
                put("type", json!("choice"));
                put("choices", choices_json(&choices));
            }
            None => put("type", json!(if meta.format.is_empty() { "text" } else { meta.format })),
        },
        Shape::Choice { choices, .. } => {
            put("type", json!("choice"));
            put("choices", choices_json(own_choices.as_deref().unwrap_or(choices)));
        }
        Shape::List(item) => match &**item {
            Shape::Choice { choices, .. } => {
                put("type", json!("choices"));
                put("choices", choices_json(own_choices.as_deref().unwrap_or(choices)));
            }
            item => {
                put("type", json!("list"));
                put("item", Value::Object(type_json(item, None)));
            }
        },
        Shape::Map(_, value) => {
            put("type", json!("map"));
            put("keys", choices_json(&own_choices.expect("a map field names its keys' choices")));
            put("value", Value::Object(type_json(value, None)));
        }
        Shape::Record { fields, .. } => {
            put("type", json!("record"));
            let items: Vec<Value> = fields
                .iter()
                .map(|f| {
                    let mut entry = Map::new();
                    entry.insert("name".into(), json!(f.name));
                    entry.insert("label".into(), json!(f.meta.label));
                    entry.insert("help".into(), json!(f.meta.help));
                    entry.extend(type_json(&(f.shape)(), Some(f)));
                    Value::Object(entry)
                })
                .collect();
            put("fields", Value::Array(items));
        }
    }
    if !meta.unit.is_empty() {
        out.insert("unit".into(), json!(meta.unit));
    }
    if let Some(n) = meta.max_items {
        out.insert("maxItems".into(), json!(n));
    }
    out
}

/// The ids of every preset, in the order `rulesets()` lists them.
fn preset_ids() -> impl Iterator<Item = &'static str> {
    PRESET_IDS.iter().copied()
}

/// Every field a form edits, walked in declaration order: its path, the field, its group (its own or its
/// enclosing field's), and its shape.
fn form_fields() -> Vec<(String, Field, &'static str, Shape)> {
    fn walk(shape: &Shape, at: &str, group: &'static str, out: &mut Vec<(String, Field, &'static str, Shape)>) {
        let Shape::Record { fields, .. } = shape else { return };
        for f in fields {
            let path = if at.is_empty() { f.name.to_string() } else { format!("{at}.{}", f.name) };
            let group = if f.meta.group.is_empty() { group } else { f.meta.group };
            let (inner, nullable) = unwrap_nullable((f.shape)());
            match inner {
                Shape::Record { .. } => {
                    if nullable {
                        out.push((path.clone(), f.clone(), group, (f.shape)()));
                    }
                    walk(&inner, &path, group, out);
                }
                _ => out.push((path, f.clone(), group, (f.shape)())),
            }
        }
    }
    let mut out = Vec::new();
    walk(&Ruleset::shape(), "", "", &mut out);
    out
}

/// The schema of `rulesetSchema()` (`docs/API.md`, rulesetSchema).
pub fn schema() -> Value {
    let presets: Vec<(&str, Value)> =
        preset_ids().map(|id| (id, serde_json::to_value(Ruleset::preset(id).unwrap()).unwrap())).collect();
    let value_at = |preset: &Value, path: &str| preset.pointer(&format!("/{}", path.replace('.', "/"))).cloned();
    let fields: Vec<Value> = form_fields()
        .into_iter()
        .map(|(path, f, group, shape)| {
            let mut entry = Map::new();
            entry.insert("path".into(), json!(path));
            entry.insert("group".into(), json!(group));
            entry.insert("label".into(), json!(f.meta.label));
            entry.insert("help".into(), json!(f.meta.help));
            let mut ty = type_json(&shape, Some(&f));
            if let Some(Value::Array(fields)) = ty.get("fields") {
                // A nullable record is switched on and off here; its fields are entries of their own.
                if !matches!(shape, Shape::List(_)) && fields.iter().all(|f| f.get("name").is_some()) {
                    ty.remove("fields");
                }
            }
            entry.extend(ty);
            let by_preset: Map<String, Value> =
                presets.iter().filter_map(|(id, v)| value_at(v, &path).map(|x| (id.to_string(), x))).collect();
            let default = value_at(&presets[0].1, &path).or_else(|| by_preset.values().next().cloned());
            entry.insert("default".into(), default.unwrap_or(Value::Null));
            entry.insert("presets".into(), Value::Object(by_preset));
            Value::Object(entry)
        })
        .collect();
    let groups: Vec<Value> =
        GROUPS.iter().map(|(id, label, help)| json!({ "id": id, "label": label, "help": help })).collect();
    let presets: Vec<Value> = preset_ids()
        .map(|id| {
            let r = Ruleset::preset(id).unwrap();
            json!({ "id": id, "name": r.name, "players": r.game.players })
        })
        .collect();
    json!({ "presets": presets, "groups": groups, "fields": fields })
}

/// `pkg-template/lib/ruleset-schema.js`: the schema as a plain JS module that every entry of the package re-exports
/// (`rulesetSchema()`: a fresh copy of the data each time, so a caller's edit never reaches the next call), one field
/// a line. Outside the wasm bindings, so a bundler keeps its data only in the code that calls `rulesetSchema`.
pub fn schema_module() -> String {
    let schema = schema();
    let line = |v: &Value| serde_json::to_string(v).unwrap();
    let list =
        |key: &str| schema[key].as_array().unwrap().iter().map(|v| format!("    {},\n", line(v))).collect::<String>();
    format!(
        "// The ruleset's schema for forms (docs/API.md, rulesetSchema): generated from the ruleset's declaration\n\
         // (src/rules.rs) by src/rules/schema.rs; `TENPAI_WRITE=1 cargo test --lib rules::schema` writes it again.\n\
         const SCHEMA = {{\n  presets: [\n{}  ],\n  groups: [\n{}  ],\n  fields: [\n{}  ],\n}};\n\n\
         export function rulesetSchema() {{\n  return JSON.parse(JSON.stringify(SCHEMA));\n}}\n",
        list("presets"),
        list("groups"),
        list("fields")
    )
}

/// A type as the field reference writes it.
fn type_text(shape: &Shape, f: &Field) -> String {
    let unit = match f.meta.unit {
        "thousands" => " (thousands)",
        _ => "",
    };
    let names = |choices: &[Choice]| choices.iter().map(|c| format!("`{}`", c.value)).collect::<Vec<_>>().join(" \\| ");
    match shape {
        Shape::Bool => "bool".into(),
        Shape::Int { .. } => match f.range {
            (NO_MIN, _) => format!("int{unit}"),
            (lo, NO_MAX) => format!("int ≥ {lo}{unit}"),
            (lo, hi) => format!("{lo}..{hi}"),
        },
        Shape::Text => match f.meta.format {
            "tiles" => "MPSZ".into(),
            "tile" => "a tile in MPSZ".into(),
            "hand" => "hand label `E1`..`N4`, or `\"\"`".into(),
            _ => "string".into(),
        },
        Shape::Choice { name: "Yaku", .. } => "yaku id".into(),
        Shape::Choice { choices, .. } => names(choices),
        Shape::Nullable(inner) => format!("{} \\| null", type_text(inner, f)),
        Shape::List(item) => match &**item {
            Shape::Choice { name: "Yaku", .. } => "list of yaku ids".into(),
            Shape::Choice { choices, .. } => format!("list of {}", names(choices)),
            Shape::Record { fields, .. } => {
                format!("list of `{{{}}}`", fields.iter().map(|f| f.name).collect::<Vec<_>>().join(", "))
            }
            item => format!(
                "list of {}{unit}",
                type_text(item, &Field { meta: Meta::NONE, range: (NO_MIN, NO_MAX), ..f.clone() })
            ),
        },
        Shape::Map(_, value) => format!("map yaku id → {}", type_text(value, f)),
        Shape::Tagged { variants, .. } => {
            variants.iter().map(|(c, _)| format!("`{{{}}}`", c.value)).collect::<Vec<_>>().join(" \\| ")
        }
        Shape::Record { .. } => "object".into(),
    }
}

/// `docs/RULESET.md`'s field reference (between its `fields` marks): a table per object of the ruleset, a row per
/// field that holds a value (type and meaning from the declaration).
pub fn field_reference() -> String {
    let Shape::Record { fields, .. } = Ruleset::shape() else { unreachable!() };
    let mut out = String::new();
    let mut table = |heading: &str, rows: Vec<(String, String, String)>| {
        out.push_str(&format!("### {heading}\n\n| key | type | meaning |\n|---|---|---|\n"));
        for (path, ty, meaning) in rows {
            out.push_str(&format!("| `{path}` | {ty} | {} |\n", meaning.replace('|', "\\|")));
        }
        out.push('\n');
    };
    fn rows(shape: &Shape, at: &str, out: &mut Vec<(String, String, String)>) {
        let Shape::Record { fields, .. } = shape else { return };
        for f in fields {
            let path = format!("{at}{}", f.name);
            match unwrap_nullable((f.shape)()) {
                (inner @ Shape::Record { .. }, _) => rows(&inner, &format!("{path}."), out),
                (_, _) => {
                    let shape = (f.shape)();
                    let mut meaning = doc_text(f.doc);
                    if let Shape::List(item) = &shape {
                        if let Shape::Record { fields, .. } = &**item {
                            let parts: Vec<String> = fields
                                .iter()
                                .map(|g| format!("`{}` ({}): {}", g.name, type_text(&(g.shape)(), g), doc_text(g.doc)))
                                .collect();
                            meaning = format!("{meaning} Each: {}", parts.join("; "));
                        }
                    }
                    out.push((path, type_text(&shape, f), meaning));
                }
            }
        }
    }
    let mut identity = Vec::new();
    for f in &fields {
        match unwrap_nullable((f.shape)()) {
            (Shape::Record { .. }, _) => {}
            _ => identity.push((f.name.to_string(), type_text(&(f.shape)(), f), doc_text(f.doc))),
        }
    }
    table("Identity", identity);
    for f in &fields {
        if let (inner @ Shape::Record { doc, .. }, _) = unwrap_nullable((f.shape)()) {
            let mut list = Vec::new();
            rows(&inner, &format!("{}.", f.name), &mut list);
            table(doc_text(doc).trim_end_matches('.'), list);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `file` (from the crate's root) holds `fresh` between `begin` and `end` (the whole file when both are "");
    /// with `TENPAI_WRITE` set, it is made to.
    fn holds(file: &str, begin: &str, end: &str, fresh: &str) {
        let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let (start, stop) = if begin.is_empty() {
            (0, text.len())
        } else {
            let start = text.find(begin).unwrap_or_else(|| panic!("{file} has no {begin}")) + begin.len();
            (start, start + text[start..].find(end).unwrap_or_else(|| panic!("{file} has no {end}")))
        };
        if text.get(start..stop) == Some(fresh) {
            return;
        }
        if std::env::var_os("TENPAI_WRITE").is_some() {
            std::fs::write(&path, format!("{}{fresh}{}", &text[..start], &text[stop..])).unwrap();
        } else {
            panic!("{file} is not what the ruleset's declaration gives: TENPAI_WRITE=1 cargo test --lib rules::schema");
        }
    }

    #[test]
    fn the_schema_module_is_the_declarations() {
        holds("pkg-template/lib/ruleset-schema.js", "", "", &schema_module());
    }

    #[test]
    fn the_field_reference_is_the_declarations() {
        holds("docs/RULESET.md", "<!-- fields:begin -->\n", "<!-- fields:end -->", &field_reference());
    }

    /// Every field a form edits has a label, one line for players and a group of [`GROUPS`], and every choice a
    /// label; every group has fields.
    #[test]
    fn every_field_and_choice_says_what_it_is() {
        let schema = schema();
        let groups: Vec<&str> = GROUPS.iter().map(|g| g.0).collect();
        let mut used = std::collections::BTreeSet::new();
        fn choices_labelled(v: &Value, path: &str) {
            for key in ["choices", "keys", "variants"] {
                for c in v.get(key).and_then(Value::as_array).into_iter().flatten() {
                    assert!(
                        c["label"].as_str().is_some_and(|l| !l.is_empty()),
                        "{path}: a choice without a label: {c}"
                    );
                }
            }
            for key in ["item", "value"] {
                if let Some(inner) = v.get(key) {
                    choices_labelled(inner, path);
                }
            }
            for f in v.get("fields").and_then(Value::as_array).into_iter().flatten() {
                assert!(f["label"].as_str().is_some_and(|l| !l.is_empty()), "{path}: {f}");
                assert!(f["help"].as_str().is_some_and(|l| !l.is_empty()), "{path}: {f}");
                choices_labelled(f, path);
            }
        }
        for f in schema["fields"].as_array().unwrap() {
            let path = f["path"].as_str().unwrap();
            for key in ["label", "help"] {
                assert!(f[key].as_str().is_some_and(|s| !s.is_empty()), "{path} has no {key}");
            }
            let help = f["help"].as_str().unwrap();
            assert!(help.ends_with('.') && !help.contains('\n'), "{path}: help is one sentence or line: {help}");
            let group = f["group"].as_str().unwrap();
            assert!(groups.contains(&group), "{path}: group '{group}' is not one of GROUPS");
            used.insert(group);
            choices_labelled(f, path);
            assert!(!f["presets"].as_object().unwrap().is_empty(), "{path}: no preset has it");
        }
        assert_eq!(used.len(), GROUPS.len(), "groups without fields: {groups:?} vs {used:?}");
    }

    /// The schema's values put back into a ruleset give the preset: a form that writes each field's value at its
    /// path misses nothing.
    #[test]
    fn each_preset_is_rebuilt_from_the_schema_alone() {
        let schema = schema();
        for id in preset_ids() {
            let mut built = json!({});
            for f in schema["fields"].as_array().unwrap() {
                let Some(v) = f["presets"].get(id) else { continue };
                let path: Vec<&str> = f["path"].as_str().unwrap().split('.').collect();
                let mut at = &mut built;
                for key in &path[..path.len() - 1] {
                    at = at.as_object_mut().unwrap().entry(key.to_string()).or_insert_with(|| json!({}));
                }
                let last = path.last().unwrap().to_string();
                let slot = at.as_object_mut().unwrap().entry(last).or_insert(Value::Null);
                // A nullable record's own entry holds the whole value; its fields fill it again one by one.
                if !(slot.is_object() && v.is_object()) {
                    *slot = if v.is_object() && f["type"] == "record" { json!({}) } else { v.clone() };
                }
            }
            assert_eq!(Ruleset::from_json(&built.to_string()).unwrap(), Ruleset::preset(id).unwrap(), "{id}");
        }
    }

    /// Each field's range and choices are what the reader and `validate()` hold it to: a value one past a bound is
    /// refused naming the field, a bound itself is not refused for the field's own sake, and a choice the schema does
    /// not offer is refused.
    #[test]
    fn ranges_and_choices_are_the_engines() {
        let schema = schema();
        for id in preset_ids() {
            let base = serde_json::to_value(Ruleset::preset(id).unwrap()).unwrap();
            for f in schema["fields"].as_array().unwrap() {
                let path = f["path"].as_str().unwrap();
                let pointer = format!("/{}", path.replace('.', "/"));
                if base.pointer(&pointer).is_none() {
                    continue;
                }
                let with = |v: Value| {
                    let mut r = base.clone();
                    *r.pointer_mut(&pointer).unwrap() = v;
                    Ruleset::from_json(&r.to_string())
                };
                if f["type"] == "int" {
                    let (min, max) = (f["min"].as_i64().unwrap(), f["max"].as_i64().unwrap());
                    for beyond in [min - 1, max + 1] {
                        let e = with(json!(beyond)).expect_err(path);
                        assert_eq!(e.field(), path, "{id}: {path} = {beyond}: {}", e.message);
                    }
                    // The bounds themselves are the field's to take: refused, if at all, by a rule that ties it to
                    // another field, which then names that one (or says what it is tied to).
                    for bound in [min, max] {
                        if let Err(e) = with(json!(bound)) {
                            let tied = e.field() != path
                                || e.message.contains(" must split ")
                                || e.message.contains("(game.return_points − game.start_points)")
                                || e.message.contains("when game.extension is on")
                                || e.message.contains("above game.start_points")
                                || e.message.contains("at least game.start_points")
                                || e.message.contains("toutenkou")
                                || e.message.contains("0 otherwise")
                                || e.message.contains("cannot cover")
                                || e.message.contains("4 replacement slots")
                                || e.message.contains("tiles cannot deal");
                            assert!(tied, "{id}: {path} = {bound} is within the declared range: {}", e.message);
                        }
                    }
                }
                if f["type"] == "choice" && f["path"] != "game.extension_limit" {
                    let e = with(json!("no_such_choice")).expect_err(path);
                    assert_eq!(e.field(), path, "{id}: {}", e.message);
                }
            }
        }
    }
}
