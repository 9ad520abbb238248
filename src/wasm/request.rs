//! `score()` requests read without JSON: `scoreRequestText` (tape.js) writes a plainly well-typed request object as
//! one text, read here by hand. Any other request (extra keys, a wrong type, `null`, a full ruleset object) is
//! declined on either side and read through JSON text as before, so every error stays serde_json's.
//! JSON.stringify in JS plus serde_json in wasm cost about as much per call as scoring the hand.

use crate::rules::Wind;
use crate::score::{Meld, MeldFrom, MeldType, RulesetRef, ScoreRequest};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/tape.js")]
extern "C" {
    #[wasm_bindgen(js_name = scoreRequestText, catch)]
    fn score_request_text(request: &JsValue) -> Result<Option<String>, JsValue>;
}

/// The request, or `None` when the fast path declines it.
pub fn score_request(request: &JsValue) -> Option<ScoreRequest> {
    parse(&score_request_text(request).ok()??)
}

fn wind(s: &str) -> Option<Option<Wind>> {
    Some(match s {
        "" => None,
        "E" => Some(Wind::E),
        "S" => Some(Wind::S),
        "W" => Some(Wind::W),
        "N" => Some(Wind::N),
        _ => return None,
    })
}

/// Reads the text form: 12 strings (see tape.js `REQUEST_STRINGS`), the flags, honba, riichi sticks, then four
/// fields per meld.
fn parse(text: &str) -> Option<ScoreRequest> {
    let mut f = text.split('\u{1}');
    let mut next = || f.next();
    let hand = next()?.to_owned();
    let win_tile = next()?.to_owned();
    let dora = next()?.to_owned();
    let ura = next()?.to_owned();
    let nukidora = next()?.to_owned();
    let discards = next()?.to_owned();
    let ruleset = match next()? {
        "" => None,
        id => Some(RulesetRef::Id(id.to_owned())),
    };
    let seat_wind = wind(next()?)?;
    let round_wind = wind(next()?)?;
    let discarder = wind(next()?)?;
    let pao = wind(next()?)?;
    let kan_feeder = wind(next()?)?;
    let flags: u32 = next()?.parse().ok()?;
    let honba: u32 = next()?.parse().ok()?;
    let riichi_sticks: u32 = next()?.parse().ok()?;
    let mut melds = Vec::new();
    while let Some(kind) = next() {
        let kind = match kind {
            "chi" => MeldType::Chi,
            "pon" => MeldType::Pon,
            "daiminkan" => MeldType::Daiminkan,
            "kakan" => MeldType::Kakan,
            "ankan" => MeldType::Ankan,
            _ => return None,
        };
        let tiles = next()?.to_owned();
        let from = match next()? {
            "" => None,
            "left" => Some(MeldFrom::Left),
            "across" => Some(MeldFrom::Across),
            "right" => Some(MeldFrom::Right),
            _ => return None,
        };
        let wildcard = next()? == "1";
        melds.push(Meld { kind, tiles, from, wildcard });
    }
    let flag = |i: u32| flags >> i & 1 == 1;
    Some(ScoreRequest {
        ruleset,
        hand,
        melds,
        win_tile,
        tsumo: flag(0),
        seat_wind,
        round_wind,
        discarder,
        pao,
        dora,
        ura,
        riichi: flag(1),
        double_riichi: flag(2),
        open_riichi: flag(3),
        ippatsu: flag(4),
        haitei: flag(5),
        houtei: flag(6),
        rinshan: flag(7),
        chankan: flag(8),
        tenhou: flag(9),
        chiihou: flag(10),
        renhou: flag(11),
        honba,
        riichi_sticks,
        nukidora,
        discards,
        paarenchan: flag(12),
        kan_feeder,
        wildcard: flag(13),
        suukantsu_special: flag(14),
        // Fields added to ScoreRequest later are not in tape.js's key list, so requests using them are declined
        // there and read as JSON; here they keep their defaults.
        ..ScoreRequest::default()
    })
}
