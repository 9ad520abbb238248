//! `score()` requests read without JSON: `scoreRequestWrite` (tape.js) writes a plainly well-typed request object
//! as one ASCII text straight into a buffer here, read by hand into a request kept between calls (its strings keep
//! their capacity, so a plain request costs no allocation). Any other request (extra keys, a wrong type, `null`, a
//! full ruleset object, non-ASCII text) is declined on either side and read through JSON text as before, so every
//! error stays serde_json's. JSON.stringify in JS plus serde_json in wasm cost about as much per call as scoring
//! the hand; a text returned through the glue cost a malloc, a copy and a free per call.

use crate::rules::Wind;
use crate::score::{Meld, MeldFrom, MeldType, RulesetRef, ScoreRequest};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/tape.js")]
extern "C" {
    /// Writes the request's text at `ptr` (at most `cap` bytes); its length, or -1 when declined.
    #[wasm_bindgen(js_name = scoreRequestWrite)]
    fn score_request_write(request: &JsValue, ptr: *mut u8, cap: usize) -> i32;
}

/// Bytes of text a plain request may take; longer ones go the JSON way.
const TEXT_CAP: usize = 2048;

thread_local! {
    /// The text buffer JS writes into, and the request read from it last time.
    static REQUEST: RefCell<(Vec<u8>, ScoreRequest)> = RefCell::new((vec![0; TEXT_CAP], ScoreRequest::default()));
}

/// `f` of the request, or `None` (without calling `f`) when the fast path declines it.
pub fn with_score_request<R>(request: &JsValue, f: impl FnOnce(&ScoreRequest) -> R) -> Option<R> {
    // tape.js writes into the memory it was given.
    super::tape::send_memory();
    REQUEST.with_borrow_mut(|(buf, req)| {
        let n = score_request_write(request, buf.as_mut_ptr(), buf.len());
        let text = std::str::from_utf8(buf.get(..usize::try_from(n).ok()?)?).ok()?;
        parse(text, req)?;
        Some(f(req))
    })
}

/// `to` becomes `s`, keeping its capacity.
fn set(to: &mut String, s: &str) {
    to.clear();
    to.push_str(s);
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

/// Reads the text form into `r` (see tape.js `write`): 12 strings, the flags, honba, riichi sticks, then four
/// fields per meld. Fields the text form does not carry keep their defaults: `r` only ever holds what this wrote.
fn parse(text: &str, r: &mut ScoreRequest) -> Option<()> {
    let mut f = text.split('\u{1}');
    let mut next = || f.next();
    set(&mut r.hand, next()?);
    set(&mut r.win_tile, next()?);
    set(&mut r.dora, next()?);
    set(&mut r.ura, next()?);
    set(&mut r.nukidora, next()?);
    set(&mut r.discards, next()?);
    match (next()?, &mut r.ruleset) {
        ("", ruleset) => *ruleset = None,
        (id, Some(RulesetRef::Id(old))) => set(old, id),
        (id, ruleset) => *ruleset = Some(RulesetRef::Id(id.to_owned())),
    }
    let seat_wind = wind(next()?)?;
    let round_wind = wind(next()?)?;
    let discarder = wind(next()?)?;
    let pao = wind(next()?)?;
    let kan_feeder = wind(next()?)?;
    let flags: u32 = next()?.parse().ok()?;
    let honba: u32 = next()?.parse().ok()?;
    let riichi_sticks: u32 = next()?.parse().ok()?;
    r.melds.clear();
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
        r.melds.push(Meld { kind, tiles, from, wildcard });
    }
    let flag = |i: u32| flags >> i & 1 == 1;
    *r = ScoreRequest {
        ruleset: r.ruleset.take(),
        hand: std::mem::take(&mut r.hand),
        melds: std::mem::take(&mut r.melds),
        win_tile: std::mem::take(&mut r.win_tile),
        tsumo: flag(0),
        seat_wind,
        round_wind,
        discarder,
        pao,
        dora: std::mem::take(&mut r.dora),
        ura: std::mem::take(&mut r.ura),
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
        nukidora: std::mem::take(&mut r.nukidora),
        discards: std::mem::take(&mut r.discards),
        paarenchan: flag(12),
        kan_feeder,
        wildcard: flag(13),
        suukantsu_special: flag(14),
        // Fields added to ScoreRequest later are not in tape.js's key list, so requests using them are declined
        // there and read as JSON; here they keep their defaults.
        ..ScoreRequest::default()
    };
    Some(())
}
