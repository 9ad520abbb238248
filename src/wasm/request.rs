//! `score()` requests read without JSON: `scoreRequestWrite` (tape.js) writes a plainly well-typed request object
//! in a small binary form (length-prefixed ASCII strings, flag bits, counts) straight into a buffer here, read by
//! hand into a request kept between calls (its strings keep their capacity, so a plain request costs no
//! allocation). Any other request (extra keys, a wrong type, `null`, a
//! full ruleset object, non-ASCII text) is declined on either side and read through JSON text as before, so every
//! error stays serde_json's. JSON.stringify in JS plus serde_json in wasm cost about as much per call as scoring
//! the hand; a text returned through the glue cost a malloc, a copy and a free per call.

use crate::rules::Wind;
use crate::score::{Meld, MeldFrom, MeldType, RulesetRef, ScoreRequest};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/tape.js")]
extern "C" {
    /// Writes the request's binary form at `ptr` (at most `cap` bytes); its length, or -1 when declined.
    #[wasm_bindgen(js_name = scoreRequestWrite)]
    fn score_request_write(request: &JsValue, ptr: *mut u8, cap: usize) -> i32;
}

/// Bytes a plain request may take; longer ones go the JSON way.
const TEXT_CAP: usize = 2048;

thread_local! {
    /// The buffer JS writes into, and the request read from it last time.
    static REQUEST: RefCell<(Vec<u8>, ScoreRequest)> = RefCell::new((vec![0; TEXT_CAP], ScoreRequest::default()));
}

/// `f` of the request, or `None` (without calling `f`) when the fast path declines it.
pub fn with_score_request<R>(request: &JsValue, f: impl FnOnce(&ScoreRequest) -> R) -> Option<R> {
    // tape.js writes into the memory it was given.
    super::tape::send_memory();
    REQUEST.with_borrow_mut(|(buf, req)| {
        let n = score_request_write(request, buf.as_mut_ptr(), buf.len());
        parse(buf.get(..usize::try_from(n).ok()?)?, req)?;
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

/// Reads the binary form of tape.js `write`, front to back.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    #[inline]
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }
    #[inline]
    fn u32(&mut self) -> Option<u32> {
        let b = self.bytes.get(self.at..self.at + 4)?;
        self.at += 4;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    /// A string: its length in one byte, then its (ASCII) bytes.
    #[inline]
    fn str(&mut self) -> Option<&'a str> {
        let n = self.byte()? as usize;
        let s = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        std::str::from_utf8(s).ok()
    }
}

/// Reads the binary form into `r` (see tape.js `write`): 12 strings (each a length byte and its ASCII bytes), the
/// flags (2 bytes), honba and riichi sticks (4 bytes each, little-endian), the meld count, then per meld its type,
/// tiles and `from` (strings) and a wildcard byte. Every field is named below, so a field added to `ScoreRequest`
/// must be decided on here; the ones the binary form does not carry keep their defaults (`r` only ever holds what
/// this wrote, and tape.js declines requests that have them).
fn parse(bytes: &[u8], r: &mut ScoreRequest) -> Option<()> {
    let mut f = Reader { bytes, at: 0 };
    let ScoreRequest {
        ruleset,
        hand,
        melds,
        win_tile,
        tsumo,
        seat_wind,
        round_wind,
        discarder,
        pao,
        liable,
        dora,
        ura,
        riichi,
        double_riichi,
        open_riichi,
        ippatsu,
        haitei,
        houtei,
        rinshan,
        chankan,
        tenhou,
        chiihou,
        renhou,
        honba,
        riichi_sticks,
        nukidora,
        discards,
        paarenchan,
        kan_feeder,
        wildcard,
        suukantsu_special,
    } = r;
    set(hand, f.str()?);
    set(win_tile, f.str()?);
    set(dora, f.str()?);
    set(ura, f.str()?);
    set(nukidora, f.str()?);
    set(discards, f.str()?);
    match (f.str()?, &mut *ruleset) {
        ("", ruleset) => *ruleset = None,
        (id, Some(RulesetRef::Id(old))) => set(old, id),
        (id, ruleset) => *ruleset = Some(RulesetRef::Id(id.to_owned())),
    }
    *seat_wind = wind(f.str()?)?;
    *round_wind = wind(f.str()?)?;
    *discarder = wind(f.str()?)?;
    *pao = wind(f.str()?)?;
    *kan_feeder = wind(f.str()?)?;
    let flags = u32::from(f.byte()?) | u32::from(f.byte()?) << 8;
    let flag = |i: u32| flags >> i & 1 == 1;
    *tsumo = flag(0);
    *riichi = flag(1);
    *double_riichi = flag(2);
    *open_riichi = flag(3);
    *ippatsu = flag(4);
    *haitei = flag(5);
    *houtei = flag(6);
    *rinshan = flag(7);
    *chankan = flag(8);
    *tenhou = flag(9);
    *chiihou = flag(10);
    *renhou = flag(11);
    *paarenchan = flag(12);
    *wildcard = flag(13);
    *suukantsu_special = flag(14);
    *honba = f.u32()?;
    *riichi_sticks = f.u32()?;
    liable.clear();
    let n = f.byte()? as usize;
    melds.truncate(n);
    for i in 0..n {
        let kind = match f.str()? {
            "chi" => MeldType::Chi,
            "pon" => MeldType::Pon,
            "daiminkan" => MeldType::Daiminkan,
            "kakan" => MeldType::Kakan,
            "ankan" => MeldType::Ankan,
            _ => return None,
        };
        let tiles = f.str()?;
        let from = match f.str()? {
            "" => None,
            "left" => Some(MeldFrom::Left),
            "across" => Some(MeldFrom::Across),
            "right" => Some(MeldFrom::Right),
            _ => return None,
        };
        let wildcard = f.byte()? == 1;
        match melds.get_mut(i) {
            Some(m) => {
                m.kind = kind;
                set(&mut m.tiles, tiles);
                m.from = from;
                m.wildcard = wildcard;
            }
            None => melds.push(Meld { kind, tiles: tiles.to_owned(), from, wildcard }),
        }
    }
    (f.at == bytes.len()).then_some(())
}
