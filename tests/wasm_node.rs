//! The wasm facade as JavaScript sees it, run under Node by wasm-bindgen-test-runner:
//! `cargo test --target wasm32-unknown-unknown --test wasm_node` (scripts/test.sh does this).
//! Expected values are worked out by hand from `docs/rulesets/tenhou.md`, not taken from the engine.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use tenpai::wasm;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).expect("property read")
}

fn number(obj: &JsValue, key: &str) -> f64 {
    get(obj, key).as_f64().unwrap_or_else(|| panic!("{key} is not a number"))
}

fn string(obj: &JsValue, key: &str) -> String {
    get(obj, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

/// The thrown value must be a real JS `Error` with the core's code and a non-empty message.
fn assert_js_error(thrown: JsValue, code: &str) {
    let error: js_sys::Error = thrown.dyn_into().expect("thrown value is a JS Error");
    assert_eq!(string(&error, "code"), code);
    assert!(!String::from(error.message()).is_empty());
}

fn object(entries: &[(&str, JsValue)]) -> JsValue {
    let obj = js_sys::Object::new();
    for (k, v) in entries {
        Reflect::set(&obj, &JsValue::from_str(k), v).unwrap();
    }
    obj.into()
}

#[wasm_bindgen_test]
fn shanten_of_a_tenpai_hand() {
    // 123m 456p 789s + 11z 22z: three sets and two pairs, waiting on 1z/2z (tenpai).
    // Chiitoitsu: 2 pairs -> 6 - 2 = 4. Kokushi: 1m 9s 1z 2z distinct, with a pair -> 13 - 4 - 1 = 8.
    let s = wasm::shanten("123m456p789s1122z".into(), None).unwrap();
    assert_eq!(number(&s, "standard"), 0.0);
    assert_eq!(number(&s, "chiitoitsu"), 4.0);
    assert_eq!(number(&s, "kokushi"), 8.0);
    assert_eq!(number(&s, "shanten"), 0.0);
}

#[wasm_bindgen_test]
fn shanten_accepts_a_ruleset_option() {
    // A complete hand is -1 under any ruleset: 123m 456m 789m 123p + 55p.
    let opts = object(&[("ruleset", JsValue::from_str("tenhou"))]);
    let s = wasm::shanten("123456789m12355p".into(), Some(opts)).unwrap();
    assert_eq!(number(&s, "shanten"), -1.0);
}

#[wasm_bindgen_test]
fn waits_of_a_shanpon_wait() {
    // Waiting on 1z or 2z, two copies of each left: ukeire 4.
    let w = wasm::waits("123m456p789s1122z".into(), None).unwrap();
    let tiles: Vec<String> = Array::from(&get(&w, "tiles")).iter().map(|t| t.as_string().unwrap()).collect();
    assert_eq!(tiles, ["1z", "2z"]);
    assert_eq!(number(&w, "ukeire"), 4.0);
}

#[wasm_bindgen_test]
fn bad_notation_throws_an_error_with_code() {
    assert_js_error(wasm::shanten("123x".into(), None).unwrap_err(), "bad-notation");
}

/// shanten() of any text is the core's: a value or an error with its code, never a panic (a hand of 300 tiles of
/// one kind once overflowed a u8 count).
#[wasm_bindgen_test]
fn shanten_reads_every_string_as_the_core_does() {
    let rules = tenpai::rules::Ruleset::preset("tenhou").unwrap();
    let long = format!("{}m", "1".repeat(300));
    for hand in
        ["123m456p789s1122z", "１２３m456p789s1122z", "123m456p789s1122é", "", long.as_str(), "19m19p19s1234567z5z"]
    {
        match (wasm::shanten(hand.into(), None), tenpai::shanten::shanten_of(hand, &rules)) {
            (Ok(js), Ok(core)) => assert_same_json(&js, &core, hand),
            (Err(thrown), Err(e)) => assert_js_error(thrown, e.code),
            (js, core) => panic!("{hand}: facade {:?}, core {:?}", js.is_ok(), core.is_ok()),
        }
    }
}

#[wasm_bindgen_test]
fn five_copies_throw_too_many_copies() {
    assert_js_error(wasm::shanten("11111m".into(), None).unwrap_err(), "too-many-copies");
}

#[wasm_bindgen_test]
fn malformed_options_are_a_bad_request() {
    let opts = object(&[("colour", JsValue::from_str("red"))]);
    // The hand itself is fine, so the error can only come from the options.
    assert_js_error(wasm::shanten("123m456p789s1122z".into(), Some(opts)).unwrap_err(), "bad-request");
}

#[wasm_bindgen_test]
fn ruleset_returns_plain_json_data() {
    let r = wasm::ruleset("tenhou".into()).unwrap();
    assert_eq!(string(&r, "id"), "tenhou");
    // Plain objects, not JS Maps, so `JSON.stringify` shows the data.
    assert!(get(&r, "game").is_object());
    assert_eq!(number(&get(&r, "game"), "players"), 4.0);
    let json = String::from(js_sys::JSON::stringify(&r).unwrap());
    assert!(json.starts_with("{\"id\":\"tenhou\""), "{json}");
}

#[wasm_bindgen_test]
fn unknown_ruleset_throws() {
    assert_js_error(wasm::ruleset("no-such-rules".into()).unwrap_err(), "unknown-ruleset");
}

#[wasm_bindgen_test]
fn rulesets_lists_every_api_preset() {
    let list = Array::from(&wasm::rulesets().unwrap());
    let ids: Vec<String> = list.iter().map(|r| string(&r, "id")).collect();
    assert_eq!(ids, ["tenhou", "mcgill", "speed-tonpuu", "toutenkou", "tenhou-sanma"]);
    for r in list.iter() {
        assert!(!string(&r, "name").is_empty());
        let players = number(&r, "players");
        assert!(players == 3.0 || players == 4.0);
    }
}

#[wasm_bindgen_test]
fn score_values_a_riichi_tsumo_pinfu_tanyao_with_one_dora() {
    // South seat wins by tsumo on 2s: 345m 567m 234p 234s + 55s, a two-sided wait (34s), all simples, concealed,
    // no sanshoku (no 234m). Riichi 1 + menzen tsumo 1 + pinfu 1 + tanyao 1 + dora 1 (indicator 2m -> 3m) = 5 han.
    // Non-dealer tsumo mangan: the dealer (E) pays 4000, W and N 2000 each; the winner gains 8000.
    let req = object(&[
        ("hand", JsValue::from_str("345567m234p3455s")),
        ("winTile", JsValue::from_str("2s")),
        ("tsumo", JsValue::TRUE),
        ("riichi", JsValue::TRUE),
        ("seatWind", JsValue::from_str("S")),
        ("dora", JsValue::from_str("2m")),
    ]);
    let r = wasm::score(req).unwrap();
    let mut yaku: Vec<String> = Array::from(&get(&r, "yaku")).iter().map(|y| string(&y, "id")).collect();
    yaku.sort();
    assert_eq!(yaku, ["menzen-tsumo", "pinfu", "riichi", "tanyao"]);
    assert_eq!(number(&r, "han"), 5.0);
    assert_eq!(number(&r, "dora"), 1.0);
    assert_eq!(string(&r, "limit"), "mangan");
    assert_eq!(number(&r, "total"), 8000.0);
    let deltas = get(&r, "deltas");
    for (seat, points) in [("E", -4000.0), ("S", 8000.0), ("W", -2000.0), ("N", -2000.0)] {
        assert_eq!(number(&deltas, seat), points, "seat {seat}");
    }
}

#[wasm_bindgen_test]
fn score_rejects_a_request_without_hand() {
    let req = object(&[("winTile", JsValue::from_str("5m"))]);
    assert_js_error(wasm::score(req).unwrap_err(), "bad-request");
}

#[wasm_bindgen_test]
fn score_rejects_unknown_fields() {
    let req = object(&[
        ("hand", JsValue::from_str("123m456p789s1122z")),
        ("winTile", JsValue::from_str("1z")),
        ("colour", JsValue::from_str("red")),
    ]);
    assert_js_error(wasm::score(req).unwrap_err(), "bad-request");
}

fn game(ruleset: &str, seed: &str) -> wasm::Game {
    wasm::Game::new(object(&[("ruleset", JsValue::from_str(ruleset)), ("seed", JsValue::from_str(seed))])).unwrap()
}

fn seat(n: u32) -> JsValue {
    JsValue::from(n)
}

#[wasm_bindgen_test]
fn a_new_game_waits_for_the_dealer_alone() {
    // Tenhou: seat 0 deals first and starts with 14 tiles, so only it acts and only by turn actions.
    let g = game("tenhou", "wasm-node-start");
    let status = g.status().unwrap();
    assert_eq!(string(&status, "phase"), "turn");
    assert!(!get(&status, "over").as_bool().unwrap());
    let to_act: Vec<f64> = Array::from(&get(&status, "toAct")).iter().map(|s| s.as_f64().unwrap()).collect();
    assert_eq!(to_act, [0.0]);
    for other in 1..4 {
        assert_eq!(Array::from(&g.legal_actions(seat(other)).unwrap()).length(), 0);
        assert!(g.bot_action(seat(other), None).unwrap().is_null());
    }
    let dealer = g.view(seat(0)).unwrap();
    let seats = Array::from(&get(&dealer, "seats"));
    assert_eq!(Array::from(&get(&seats.get(0), "hand")).length(), 14);
    for other in 1..4 {
        let hidden = get(&seats.get(other), "hand");
        assert!(hidden.is_null() || hidden.is_undefined());
        assert_eq!(number(&seats.get(other), "handSize"), 13.0);
    }
}

#[wasm_bindgen_test]
fn an_illegal_action_throws_and_changes_nothing() {
    let mut g = game("tenhou", "wasm-node-illegal");
    let before = g.to_json();
    let pass = object(&[("type", JsValue::from_str("pass"))]);
    // The dealer is on its turn: passing is not one of its options, and seat 1 has nothing to do at all.
    assert_js_error(g.apply(seat(0), pass.clone(), None).unwrap_err(), "illegal-action");
    assert_js_error(g.apply(seat(1), pass.clone(), None).unwrap_err(), "illegal-action");
    assert_js_error(g.apply(seat(4), pass.clone(), None).unwrap_err(), "bad-request");
    assert_js_error(g.apply(JsValue::from_f64(0.5), pass, None).unwrap_err(), "bad-request");
    let malformed = object(&[("type", JsValue::from_str("discard"))]);
    assert_js_error(g.apply(seat(0), malformed, None).unwrap_err(), "bad-request");
    assert_eq!(g.to_json(), before);
    // The bot's choice is one of the legal actions, and applying it moves the game on.
    let action = g.bot_action(seat(0), None).unwrap();
    let legal = Array::from(&g.legal_actions(seat(0)).unwrap());
    let json = |v: &JsValue| String::from(js_sys::JSON::stringify(v).unwrap());
    assert!(legal.iter().any(|a| json(&a) == json(&action)), "{}", json(&action));
    g.apply(seat(0), action, None).unwrap();
    assert_ne!(g.to_json(), before);
}

#[wasm_bindgen_test]
fn saves_round_trip_and_tampered_saves_are_bad_state() {
    let mut g = game("tenhou", "wasm-node-save");
    let action = g.bot_action(seat(0), None).unwrap();
    g.apply(seat(0), action, None).unwrap();
    let saved = g.to_json();
    assert_eq!(wasm::Game::from_json(JsValue::from_str(&saved)).unwrap().to_json(), saved);
    let tampered = saved.replacen("\"scores\":[25000", "\"scores\":[26000", 1);
    assert_ne!(tampered, saved, "the save lists the scores");
    assert_js_error(wasm::Game::from_json(JsValue::from_str(&tampered)).err().unwrap(), "bad-state");
}

#[wasm_bindgen_test]
fn an_unknown_ruleset_for_a_game_throws() {
    let options = object(&[("ruleset", JsValue::from_str("no-such-rules"))]);
    assert_js_error(wasm::Game::new(options).err().unwrap(), "unknown-ruleset");
}

/// `JSON.stringify` of what JS received, and of what `JSON.parse` makes of serde_json's text of the core's own
/// value: the facade's results must be exactly the JSON values of `docs/API.md` (same keys, order, numbers, nulls).
fn assert_same_json<T: serde::Serialize>(js: &JsValue, core: &T, what: &str) {
    let js = String::from(js_sys::JSON::stringify(js).unwrap());
    let parsed = js_sys::JSON::parse(&serde_json::to_string(core).unwrap()).unwrap();
    let expected = String::from(js_sys::JSON::stringify(&parsed).unwrap());
    assert_eq!(js, expected, "{what}");
}

#[wasm_bindgen_test]
fn results_are_the_json_values_of_the_core_results() {
    use tenpai::rules::Ruleset;
    let rules = Ruleset::preset("tenhou").unwrap();
    assert_same_json(&wasm::ruleset("tenhou".into()).unwrap(), &rules, "ruleset");
    assert_same_json(&wasm::rulesets().unwrap(), &tenpai::rules::presets(), "rulesets");
    let sanma = Ruleset::preset("tenhou-sanma").unwrap();
    for hand in ["123m456p789s1122z", "19m19p19s1234567z", "1122m", "0m", "11m", "999m11p"] {
        let opts = object(&[("ruleset", JsValue::from_str("tenhou-sanma"))]);
        if let Ok(js) = wasm::shanten(hand.into(), Some(opts)) {
            assert_same_json(&js, &tenpai::shanten::shanten_of(hand, &sanma).unwrap(), hand);
        }
        if let Ok(js) = wasm::waits(hand.into(), None) {
            assert_same_json(&js, &tenpai::shanten::waits_of(hand, &rules).unwrap(), hand);
        }
    }
    // A whole seeded game played by the bot, twice (the second time every string is already interned): every
    // legal list, event list, view and status as the core makes them.
    for _ in 0..2 {
        let mut js = game("tenhou", "wasm-node-same-json");
        let (mut core, _) = tenpai::game::Game::new(rules.clone(), "wasm-node-same-json", None).unwrap();
        for step in 0..3000 {
            let status = js.status().unwrap();
            assert_same_json(&status, &core.status(), "status");
            if get(&status, "over").as_bool().unwrap() {
                break;
            }
            let to_act = get(&status, "toAct");
            let seat_no = Array::from(&to_act).get(0).as_f64().unwrap() as u8;
            assert_same_json(&js.legal_actions(seat(seat_no.into())).unwrap(), &core.legal_actions(seat_no), "legal");
            if step % 50 == 0 {
                assert_same_json(&js.view(seat(seat_no.into())).unwrap(), &core.view(seat_no).unwrap(), "view");
                assert_same_json(&js.spectate().unwrap(), &core.spectate(), "spectate");
            }
            let action = js.bot_action(seat(seat_no.into()), None).unwrap();
            let core_action: tenpai::round::Action =
                serde_json::from_str(&String::from(js_sys::JSON::stringify(&action).unwrap())).unwrap();
            let events = js.apply(seat(seat_no.into()), action, None).unwrap();
            let core_events: Vec<_> =
                core.apply(seat_no, &core_action).unwrap().iter().map(|e| e.for_seat(seat_no)).collect();
            assert_same_json(&events, &core_events, "events");
        }
        assert!(core.status().over, "the bot game ends");
    }
}

/// `score()` as JS calls it against the core on the request's JSON text: the same value, or an error with the
/// same code. The facade reads plain requests without JSON (src/wasm/request.rs); this pins that it reads them
/// exactly as JSON would, and leaves everything else to JSON's reader.
fn assert_scores_like_json(request: &JsValue) {
    let text = String::from(js_sys::JSON::stringify(request).unwrap());
    let core = serde_json::from_str::<tenpai::score::ScoreRequest>(&text)
        .map_err(|_| "bad-request".to_string())
        .and_then(|r| tenpai::score::score(&r).map_err(|e| e.code.to_string()));
    match (wasm::score(request.clone()), core) {
        (Ok(js), Ok(core)) => assert_same_json(&js, &core, &text),
        (Err(thrown), Err(code)) => assert_js_error(thrown, &code),
        (js, core) => panic!("{text}: facade {:?}, core {:?}", js.is_ok(), core.is_ok()),
    }
}

/// `score()` of `request` against the core's result of the same request (`assert_same_json`), when the core
/// values it: whether that result is of the plain shape, which the facade writes in the fixed layout of
/// src/wasm/score_layout.rs and tape.js `plainScore` reads (`None` when the core refuses the request).
fn scores_like_the_core(request: &JsValue) -> Option<bool> {
    let text = String::from(js_sys::JSON::stringify(request).unwrap());
    let core = tenpai::score::score_valued(&serde_json::from_str(&text).ok()?).ok()?;
    let plain = matches!(&core, tenpai::score::Scored::HanFu(v) if v.is_plain());
    assert_same_json(&wasm::score(request.clone()).unwrap(), &core.into_result(), &text);
    Some(plain)
}

/// The results of every request of the scoring corpora are the core's JSON results: the same keys in the same
/// order and the same values. Most are of the plain shape, so this holds the plain layout's writer (score_layout.rs
/// `write_plain`) and its reader (tape.js `plainScore`) to each other and to every field of the result. One
/// intern table serves them all, as in use: a string is new in some tapes and named by its number in others.
#[wasm_bindgen_test]
fn score_results_of_the_corpora_are_the_core_results() {
    let corpora = [
        include_str!("data/score/majiang-core.jsonl"),
        include_str!("data/score/majiang-script.jsonl"),
        include_str!("data/score/riichienv-4p.jsonl"),
        include_str!("data/score/tenhou-4p.jsonl"),
        include_str!("data/score/tenhou-sanma.jsonl"),
        include_str!("data/score/tenhou6-edge.jsonl"),
    ];
    let mut plain = 0;
    for corpus in corpora {
        let before = plain;
        for line in corpus.lines() {
            let request = get(&js_sys::JSON::parse(line).unwrap(), "request");
            plain += (scores_like_the_core(&request) == Some(true)) as usize;
        }
        assert!(plain > before, "no plain result in a corpus");
    }
    assert!(plain > 10_000, "{plain} plain results");
}

/// As [`score_results_of_the_corpora_are_the_core_results`], on random closed hands of four sets and a pair, won
/// on one of their tiles, on every preset, with random winds, riichi, tsumo, red fives, dora, ura and counters.
#[wasm_bindgen_test]
fn score_results_of_random_hands_are_the_core_results() {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: u64| {
        x = tenpai::bot::xorshift(x);
        x % n
    };
    let (mut plain, mut other) = (0, 0);
    for case in 0..6000 {
        let mut counts = [0u8; 34];
        let mut tiles = Vec::new();
        // Crowded into a few kinds now and then, for hands with many yaku.
        let span = [34, 9, 16][case % 3];
        while tiles.len() < 12 {
            let k = next(span) as usize;
            let set = if k < 27 && k % 9 < 7 && next(2) == 0 { [k, k + 1, k + 2] } else { [k; 3] };
            if set.iter().all(|&s| counts[s] < 4 - (set[0] == set[1]) as u8 * 2) {
                set.iter().for_each(|&s| counts[s] += 1);
                tiles.extend(set);
            }
        }
        let pair = loop {
            let k = next(span) as usize;
            if counts[k] <= 2 {
                break k;
            }
        };
        tiles.extend([pair, pair]);
        let win = tiles.remove(next(14) as usize);
        // A tile's name: red (0m, 0p, 0s) when `red` and a five.
        let name = |k: usize, red: bool| {
            let digit = if red && k < 27 && k % 9 == 4 { 0 } else { k % 9 + 1 };
            format!("{digit}{}", ['m', 'p', 's', 'z'][k / 9])
        };
        let winds = ["E", "S", "W", "N"];
        let request = serde_json::json!({
            "ruleset": tenpai::rules::PRESET_IDS[next(tenpai::rules::PRESET_IDS.len() as u64) as usize],
            "hand": tiles.iter().map(|&k| name(k, next(3) == 0)).collect::<String>(),
            "winTile": name(win, next(3) == 0),
            "tsumo": next(2) == 0,
            "riichi": next(3) != 0,
            "seatWind": winds[next(4) as usize],
            "roundWind": winds[next(2) as usize],
            "dora": (0..=next(4)).map(|_| name(next(34) as usize, false)).collect::<String>(),
            "ura": (0..=next(4)).map(|_| name(next(34) as usize, false)).collect::<String>(),
            "honba": next(4),
            "riichiSticks": next(3),
        });
        match scores_like_the_core(&js_sys::JSON::parse(&request.to_string()).unwrap()) {
            Some(true) => plain += 1,
            Some(false) => other += 1,
            None => {}
        }
    }
    assert!(plain > 1000 && other > 100, "{plain} plain results, {other} others");
}

#[wasm_bindgen_test]
fn score_requests_read_as_their_json_says() {
    for corpus in [include_str!("data/score/majiang-script.jsonl"), include_str!("data/score/tenhou-sanma.jsonl")] {
        for line in corpus.lines().step_by(3) {
            let record = js_sys::JSON::parse(line).unwrap();
            assert_scores_like_json(&get(&record, "request"));
        }
    }
    // Requests the fast path must decline or read exactly like JSON: explicit empty or null optional fields,
    // members JSON leaves out, integral floats, a wrong type, extra keys, a bad meld, a full ruleset value.
    let base = r#"{"hand":"123m456p789s1122z","winTile":"1z","tsumo":true,"seatWind":"S","honba":1"#;
    for extra in [
        "",
        r#","seatWind":"""#,
        r#","ruleset":"""#,
        r#","ruleset":"tenhou-sanma""#,
        r#","discarder":null"#,
        r#","honba":null"#,
        r#","honba":2.0"#,
        r#","honba":-1"#,
        r#","honba":1.5"#,
        r#","riichi":1"#,
        r#","riichi":null"#,
        r#","colour":"red""#,
        r#","melds":[]"#,
        r#","melds":null"#,
        r#","melds":[{"type":"pon","tiles":"777z","from":"left"}]"#,
        r#","melds":[{"type":"pon","tiles":"777z","from":""}]"#,
        r#","melds":[{"type":"pon","tiles":"777z","from":"up"}]"#,
        r#","melds":[{"type":"pon","tiles":"777z","side":"left"}]"#,
        r#","melds":[{"type":"pon","tiles":"777z","wildcard":"no"}]"#,
        r#","dora":"1z\u0001""#,
        r#","dora":"1z\u00e9""#,
        r#","hand":"１２３m456p789s1122z""#,
        r#","toString":true"#,
        r#","__proto__":true"#,
        r#","melds":[{"type":"pon","tiles":"777z","__proto__":"left"}]"#,
        r#","melds":[null]"#,
        r#","riichiSticks":4294967296"#,
        r#","riichiSticks":4294967295"#,
    ] {
        let request = js_sys::JSON::parse(&format!("{}{extra}}}", base.replacen(",\"honba\":1", "", 1))).unwrap();
        assert_scores_like_json(&request);
    }
    // Members whose value is undefined are left out, as JSON.stringify leaves them out.
    let with_undefined = js_sys::JSON::parse(&format!("{base}}}")).unwrap();
    Reflect::set(&with_undefined, &JsValue::from_str("ura"), &JsValue::UNDEFINED).unwrap();
    Reflect::set(&with_undefined, &JsValue::from_str("unknownKey"), &JsValue::UNDEFINED).unwrap();
    assert_scores_like_json(&with_undefined);
    let rules = serde_json::to_string(&tenpai::rules::Ruleset::preset("tenhou").unwrap()).unwrap();
    let full = format!(r#"{{"ruleset":{rules},"hand":"123m456p789s1122z","winTile":"1z"}}"#);
    assert_scores_like_json(&js_sys::JSON::parse(&full).unwrap());
}

#[wasm_bindgen_test]
fn random_games_on_every_preset_give_the_core_json_of_every_legal_list_and_status() {
    // Random play reaches riichi and open-riichi discards, tsumogiri, calls and dealer choices on every preset; the
    // legal lists and statuses (some built by dedicated JS functions, others through the tape) must be exactly
    // the core's JSON, and autoplay must then finish the game as the core's Autoplay does.
    use tenpai::autoplay::{Autoplay, Players, RandomPlayer};
    for preset in ["tenhou", "tenhou-sanma", "mcgill", "speed-tonpuu", "toutenkou"] {
        let rules = tenpai::rules::Ruleset::preset(preset).unwrap();
        let mut js = game(preset, "wasm-node-random");
        let (mut core, _) = tenpai::game::Game::new(rules, "wasm-node-random", None).unwrap();
        let mut random = RandomPlayer::new(3);
        for _ in 0..600 {
            assert_same_json(&js.status().unwrap(), &core.status(), "status");
            for s in 0..core.rules().game.players {
                assert_same_json(&js.legal_actions(seat(s.into())).unwrap(), &core.legal(s), "legal");
            }
            let Some((s, action)) = random.step(&core) else { break };
            let text = serde_json::to_string(&action).unwrap();
            js.apply(seat(s.into()), js_sys::JSON::parse(&text).unwrap(), None).unwrap();
            core.step(s, &action).unwrap();
        }
        let options = object(&[("players", JsValue::from_str("random")), ("seed", JsValue::from(9))]);
        let events = js.autoplay(options).unwrap();
        let mut core_events = Vec::new();
        let mut play = Autoplay {
            players: Players::Random(RandomPlayer::new(9)),
            until: None,
            max_actions: None,
            stop_at_hand_end: false,
        };
        play.run(&mut core, |e| core_events.extend_from_slice(e)).unwrap();
        assert_same_json(&events, &core_events, "autoplay events");
        assert_same_json(&js.status().unwrap(), &core.status(), "final status");
        assert!(core.is_over(), "{preset}");
    }
}

#[wasm_bindgen_test]
fn a_string_argument_of_another_type_is_a_bad_request() {
    let not_strings = || [JsValue::from_f64(5.0), JsValue::NULL, JsValue::UNDEFINED, Array::new().into()];
    for value in not_strings() {
        assert_js_error(wasm::shanten(value, None).unwrap_err(), "bad-request");
    }
    for value in not_strings() {
        assert_js_error(wasm::waits(value, None).unwrap_err(), "bad-request");
    }
    for value in not_strings() {
        assert_js_error(wasm::ruleset(value).unwrap_err(), "bad-request");
    }
    for value in not_strings() {
        assert_js_error(wasm::Game::from_json(value).err().unwrap(), "bad-request");
    }
}

/// `game.analysis(seat)` and `game.review(seat)` are built in JavaScript from codes (game.js `analysisOf`,
/// `reviewOf`): at every moment of whole bot games (four seats with calls and riichi, three seats with nuki), each
/// seat's analysis, and at the end each seat's review, is serde_json's text of the core's own value.
#[wasm_bindgen_test]
fn analysis_and_review_built_from_codes_are_the_core_values() {
    use tenpai::analysis::{analysis, review::review, Moment};
    let json = |v: &JsValue| String::from(js_sys::JSON::stringify(v).unwrap());
    let (mut calls, mut threats) = (0, 0);
    for (preset, seed) in [("tenhou", "wasm-analysis"), ("tenhou-sanma", "wasm-analysis-3")] {
        let rules = tenpai::Ruleset::preset(preset).unwrap();
        let players = rules.game.players;
        let (mut core, _) = tenpai::game::Game::new(rules, seed, None).unwrap();
        let mut g = wasm::Game::from_json(JsValue::from_str(&core.to_json())).unwrap();
        while !core.is_over() {
            for s in 0..players {
                let want = analysis(&core, s);
                calls += (want.moment == Moment::Claim) as usize;
                threats += want.threats.len();
                assert_eq!(json(&g.analysis(seat(s.into())).unwrap()), serde_json::to_string(&want).unwrap());
            }
            let by = core.to_act()[0];
            let action = tenpai::bot::choose_at(&core, by, 7, tenpai::bot::Level::Normal);
            core.apply(by, &action).unwrap();
            let js = js_sys::JSON::parse(&serde_json::to_string(&action).unwrap()).unwrap();
            g.apply(seat(by.into()), js, None).unwrap();
        }
        for s in 0..players {
            let want = serde_json::to_string(&review(&core, s).unwrap()).unwrap();
            assert_eq!(json(&g.review(seat(s.into())).unwrap()), want, "{preset} seat {s}");
        }
    }
    assert!(calls > 20 && threats > 100, "{calls} claim windows, {threats} threats");
}

#[wasm_bindgen_test]
fn analysis_and_review_refuse_a_seat_out_of_range() {
    let g = game("tenhou", "wasm-analysis-seat");
    assert_js_error(g.analysis(seat(4)).unwrap_err(), "bad-request");
    assert_js_error(g.review(JsValue::from_str("0")).unwrap_err(), "bad-request");
}
