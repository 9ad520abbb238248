//! Score requests read by the crate's own JSON reader ([`crate::json`]), as the wasm facade's `score` reads them
//! when its binary fast path declines (src/wasm/request.rs). The names and defaults are those of the serde
//! attributes in score.rs (which the CLI still uses); the tests below check that both readers agree.

use super::*;
use crate::json::{invalid_type, FromJson, Json, Object};
/// A preset id, or a full ruleset object.
impl FromJson for RulesetRef {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        match v {
            Json::Str(id) => Ok(RulesetRef::Id(id.clone())),
            Json::Obj(_) => Box::from_json(v).map(RulesetRef::Rules),
            _ => Err(invalid_type(v, "a preset id or a full ruleset object")),
        }
    }
}

/// A request meld's kind: a set, any kind but nuki (whose tile a request gives in `nukidora`).
struct Set(MeldKind);

impl FromJson for Set {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        Ok(Set(MeldKind::SETS[crate::json::variant(v, &MeldKind::SETS.map(MeldKind::name))?]))
    }
}

impl FromJson for Meld {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        let o = Object::new(v, "Meld", &["type", "tiles", "from", "wildcard"])?;
        Ok(Meld {
            kind: o.field::<Set>("type")?.0,
            tiles: o.field("tiles")?,
            from: o.field("from")?,
            wildcard: o.field_or("wildcard", || false)?,
        })
    }
}

impl FromJson for ScoreRequest {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        let o = Object::new(
            v,
            "ScoreRequest",
            &[
                "ruleset",
                "hand",
                "melds",
                "winTile",
                "tsumo",
                "seatWind",
                "roundWind",
                "discarder",
                "pao",
                "liable",
                "dora",
                "ura",
                "riichi",
                "doubleRiichi",
                "openRiichi",
                "ippatsu",
                "haitei",
                "houtei",
                "rinshan",
                "chankan",
                "tenhou",
                "chiihou",
                "renhou",
                "honba",
                "riichiSticks",
                "nukidora",
                "discards",
                "paarenchan",
                "kanFeeder",
                "wildcard",
                "suukantsuSpecial",
            ],
        )?;
        let flag = |name: &'static str| o.field_or(name, || false);
        let text = |name: &'static str| o.field_or(name, String::new);
        Ok(ScoreRequest {
            ruleset: o.field("ruleset")?,
            hand: o.field("hand")?,
            melds: o.field_or("melds", Vec::new)?,
            win_tile: o.field("winTile")?,
            tsumo: flag("tsumo")?,
            seat_wind: o.field("seatWind")?,
            round_wind: o.field("roundWind")?,
            discarder: o.field("discarder")?,
            pao: o.field("pao")?,
            liable: o.field_or("liable", Vec::new)?,
            dora: text("dora")?,
            ura: text("ura")?,
            riichi: flag("riichi")?,
            double_riichi: flag("doubleRiichi")?,
            open_riichi: flag("openRiichi")?,
            ippatsu: flag("ippatsu")?,
            haitei: flag("haitei")?,
            houtei: flag("houtei")?,
            rinshan: flag("rinshan")?,
            chankan: flag("chankan")?,
            tenhou: flag("tenhou")?,
            chiihou: flag("chiihou")?,
            renhou: flag("renhou")?,
            honba: o.field_or("honba", || 0)?,
            riichi_sticks: o.field_or("riichiSticks", || 0)?,
            nukidora: text("nukidora")?,
            discards: text("discards")?,
            paarenchan: flag("paarenchan")?,
            kan_feeder: o.field("kanFeeder")?,
            wildcard: flag("wildcard")?,
            suukantsu_special: flag("suukantsuSpecial")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    /// Both readers on `v`: the same request, or both refuse it; with the same message when it names a field or a
    /// variant (for a value of the wrong type serde_json sometimes says only "expected value").
    fn agree(v: &Value, what: &str) {
        let ours = crate::json::from_str::<ScoreRequest>(&v.to_string());
        // serde_json's reader from text (as the facade used it), less the position it adds to a message.
        let serdes = serde_json::from_str::<ScoreRequest>(&v.to_string()).map_err(|e| {
            let message = e.to_string();
            message.rsplit_once(" at line ").map_or(message.clone(), |(m, _)| m.to_string())
        });
        match (ours, serdes) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{what}"),
            (Err(_), Err(_)) => {}
            (a, b) => panic!("{what}: ours {a:?}\nserde's {b:?}"),
        }
    }

    /// Requests of every scoring corpus (one in 40), each as it is, and with each member (of the request and of its
    /// melds and liabilities) removed, mistyped, or joined by an unknown one: both readers give the same request or
    /// both refuse.
    #[test]
    fn corpus_requests_read_as_serde_reads_them() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/score");
        let wrongs = [
            json!(null),
            json!("x"),
            json!("E"),
            json!(true),
            json!(1.5),
            json!(-1),
            json!(7),
            json!([]),
            json!({}),
            json!("chi"),
            json!("tenhou"),
            json!([{"type": "nuki", "tiles": "4z"}]),
        ];
        let mut requests = 0;
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "jsonl")) {
            let text = std::fs::read_to_string(file).unwrap();
            for line in text.lines().filter(|l| !l.trim().is_empty()).step_by(40) {
                let record: Value = serde_json::from_str(line).unwrap();
                let request = &record["request"];
                agree(request, line);
                let mut objects = vec![request.clone()];
                for list in ["melds", "liable"] {
                    objects.extend(request[list].as_array().into_iter().flatten().cloned());
                }
                for (i, object) in objects.iter().enumerate() {
                    // Object i of the request with `f` applied.
                    let with = |f: &dyn Fn(&mut serde_json::Map<String, Value>)| {
                        let mut r = request.clone();
                        let target = match i {
                            0 => &mut r,
                            _ => {
                                let melds = request["melds"].as_array().map_or(0, Vec::len);
                                let (list, at) = if i <= melds { ("melds", i - 1) } else { ("liable", i - 1 - melds) };
                                &mut r[list][at]
                            }
                        };
                        f(target.as_object_mut().unwrap());
                        r
                    };
                    for key in object.as_object().unwrap().keys() {
                        agree(&with(&|o| drop(o.remove(key))), &format!("{line}: without {key}"));
                        for wrong in &wrongs {
                            let changed = with(&|o| drop(o.insert(key.clone(), wrong.clone())));
                            agree(&changed, &format!("{line}: {key} = {wrong}"));
                        }
                    }
                    agree(&with(&|o| drop(o.insert("misspelt".into(), json!(1)))), &format!("{line}: misspelt"));
                }
                requests += 1;
            }
        }
        assert!(requests > 400, "{requests} requests");
        // A full ruleset value, and what is neither an id nor a ruleset.
        let mut r = json!({"hand": "123m456p789s1122z", "winTile": "2z"});
        for ruleset in [serde_json::to_value(Ruleset::preset("mcgill").unwrap()).unwrap(), json!(5), json!(null)] {
            r["ruleset"] = ruleset;
            agree(&r, "ruleset");
        }
        for value in [json!(null), json!(5), json!([]), json!("hand")] {
            agree(&value, "not a request");
        }
    }
}
