//! The part of a score request the crate's own JSON reader ([`crate::json`]) reads by hand: a ruleset named or
//! given whole. The request and its melds are read as their declarations in score.rs say (the wasm facade's `score`
//! when its binary fast path declines, src/wasm/request.rs); the tests below check that this reader and serde's
//! (the CLI's) agree.

use super::*;
use crate::json::{invalid_type, FromJson, Json};
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    /// Both readers on `v`: the same request, or both refuse it; with the same words (ours less its field path)
    /// when serde's name a field, a variant or a wrong type or value (for some values of the wrong type serde_json
    /// says only "expected value"). Whether the words were compared.
    fn agree(v: &Value, what: &str) -> bool {
        let ours = crate::json::from_str::<ScoreRequest>(&v.to_string());
        // serde_json's reader from text (as the facade used it), less the position it adds to a message.
        let serdes = serde_json::from_str::<ScoreRequest>(&v.to_string()).map_err(|e| {
            let message = e.to_string();
            message.rsplit_once(" at line ").map_or(message.clone(), |(m, _)| m.to_string())
        });
        let words = ["unknown field", "unknown variant", "duplicate field", "invalid type", "invalid value"];
        match (ours, serdes) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{what}"),
            (Err(a), Err(b)) if words.iter().any(|w| b.starts_with(w)) => {
                assert_eq!(crate::declare::split_path(&a).1, b, "{what}");
                return true;
            }
            (Err(_), Err(_)) => {}
            (a, b) => panic!("{what}: ours {a:?}\nserde's {b:?}"),
        }
        false
    }

    /// Requests of every scoring corpus (one in 40), each as it is, and with each member (of the request and of its
    /// melds and liabilities) removed, mistyped, or joined by an unknown one: both readers give the same request or
    /// both refuse, in the same words where serde's are about the input ([`agree`]).
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
        let (mut requests, mut worded) = (0, 0);
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "jsonl")) {
            let text = std::fs::read_to_string(file).unwrap();
            for line in text.lines().filter(|l| !l.trim().is_empty()).step_by(40) {
                let record: Value = serde_json::from_str(line).unwrap();
                let request = &record["request"];
                worded += agree(request, line) as usize;
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
                        worded += agree(&with(&|o| drop(o.remove(key))), &format!("{line}: without {key}")) as usize;
                        for wrong in &wrongs {
                            let changed = with(&|o| drop(o.insert(key.clone(), wrong.clone())));
                            worded += agree(&changed, &format!("{line}: {key} = {wrong}")) as usize;
                        }
                    }
                    let misspelt = with(&|o| drop(o.insert("misspelt".into(), json!(1))));
                    worded += agree(&misspelt, &format!("{line}: misspelt")) as usize;
                }
                requests += 1;
            }
        }
        assert!(requests > 400, "{requests} requests");
        // A full ruleset value, and what is neither an id nor a ruleset.
        let mut r = json!({"hand": "123m456p789s1122z", "winTile": "2z"});
        for ruleset in [serde_json::to_value(Ruleset::preset("mcgill").unwrap()).unwrap(), json!(5), json!(null)] {
            r["ruleset"] = ruleset;
            worded += agree(&r, "ruleset") as usize;
        }
        for value in [json!(null), json!(5), json!([]), json!("hand")] {
            worded += agree(&value, "not a request") as usize;
        }
        assert!(worded > 10_000, "{worded} refusals compared word for word");
    }
}
