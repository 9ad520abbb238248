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
    // No borrow is held while JS writes: a getter of the request may call score() again (tape.js reads every
    // member before it writes the buffer, so the buffer then holds this request). The buffer never moves.
    let (ptr, cap) = REQUEST.with_borrow_mut(|(buf, _)| (buf.as_mut_ptr(), buf.len()));
    let n = usize::try_from(score_request_write(request, ptr, cap)).ok()?;
    REQUEST.with(|r| {
        let (buf, req) = &mut *r.try_borrow_mut().ok()?;
        parse(buf.get(..n)?, req)?;
        Some(f(req))
    })
}

/// `to` becomes `s`, keeping its capacity (untouched when equal: the ruleset and the empty fields mostly are).
#[inline]
fn set(to: &mut String, s: &str) {
    if to != s {
        to.clear();
        to.push_str(s);
    }
}

/// A wind's code (tape.js `WIND`): 0 absent, 1-4 E, S, W, N.
fn wind(code: u32) -> Option<Option<Wind>> {
    Some(match code {
        0 => None,
        1 => Some(Wind::E),
        2 => Some(Wind::S),
        3 => Some(Wind::W),
        4 => Some(Wind::N),
        _ => return None,
    })
}

/// Bytes before the text: flags (2), winds (2), honba (4), riichi sticks (4), meld count (1), the lengths of the
/// 7 strings (7); then 4 per meld.
const HEAD: usize = 20;

/// Reads the binary form into `r` (see tape.js `write`): a fixed head (the flag bits, the five winds as 3-bit
/// codes, honba and riichi sticks little-endian, the meld count and the lengths of the seven strings), 4 bytes per
/// meld (type code, `from` code, wildcard, length of its tiles), then the text of every string, ASCII, one after
/// the other. Every field is named below, so a field added to `ScoreRequest` must be decided on here; the ones the
/// binary form does not carry keep their defaults (`r` only ever holds what this wrote, and tape.js declines
/// requests that have them).
fn parse(bytes: &[u8], r: &mut ScoreRequest) -> Option<()> {
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
    let head: &[u8; HEAD] = bytes.get(..HEAD)?.try_into().ok()?;
    let n = head[12] as usize;
    let meld_head = bytes.get(HEAD..HEAD + 4 * n)?;
    // The text is ASCII (JS wrote nothing else): checked once, then cut at the lengths.
    let text = std::str::from_utf8(bytes.get(HEAD + 4 * n..)?).ok()?;
    let mut at = 0;
    let mut next = |len: u8| {
        let s = text.get(at..at + len as usize);
        at += len as usize;
        s
    };
    set(hand, next(head[13])?);
    set(win_tile, next(head[14])?);
    set(dora, next(head[15])?);
    set(ura, next(head[16])?);
    set(nukidora, next(head[17])?);
    set(discards, next(head[18])?);
    match (next(head[19])?, &mut *ruleset) {
        ("", ruleset) => *ruleset = None,
        (id, Some(RulesetRef::Id(old))) => set(old, id),
        (id, ruleset) => *ruleset = Some(RulesetRef::Id(id.to_owned())),
    }
    let flags = u32::from(u16::from_le_bytes([head[0], head[1]]));
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
    let winds = u32::from(u16::from_le_bytes([head[2], head[3]]));
    *seat_wind = wind(winds & 7)?;
    *round_wind = wind(winds >> 3 & 7)?;
    *discarder = wind(winds >> 6 & 7)?;
    *pao = wind(winds >> 9 & 7)?;
    *kan_feeder = wind(winds >> 12 & 7)?;
    *honba = u32::from_le_bytes([head[4], head[5], head[6], head[7]]);
    *riichi_sticks = u32::from_le_bytes([head[8], head[9], head[10], head[11]]);
    liable.clear();
    melds.truncate(n);
    for (i, m) in meld_head.chunks_exact(4).enumerate() {
        let kind = match m[0] {
            1 => MeldType::Chi,
            2 => MeldType::Pon,
            3 => MeldType::Daiminkan,
            4 => MeldType::Kakan,
            5 => MeldType::Ankan,
            _ => return None,
        };
        let from = match m[1] {
            0 => None,
            1 => Some(MeldFrom::Left),
            2 => Some(MeldFrom::Across),
            3 => Some(MeldFrom::Right),
            _ => return None,
        };
        let wildcard = m[2] == 1;
        let tiles = next(m[3])?;
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
    (at == text.len()).then_some(())
}

/// The buffer for [`tenpai_score_request`]: JS writes a request's binary form here (tape.js `scoreRequestWrite`).
/// Also gives tape.js the module's memory, which that write and the result's reading need.
#[no_mangle]
pub extern "C" fn tenpai_score_buffer() -> *mut u8 {
    super::tape::send_memory();
    REQUEST.with_borrow_mut(|(buf, _)| buf.as_mut_ptr())
}

/// Bytes of [`tenpai_score_buffer`].
#[no_mangle]
pub extern "C" fn tenpai_score_capacity() -> usize {
    TEXT_CAP
}

/// `score()` of the request whose binary form (`len` bytes) JS has written at [`tenpai_score_buffer`]: the start of
/// its result's tape (tape.rs `score_tape`, in f64 units), which JS turns into the result with tape.js `scoreTape`;
/// 0 when it is not answered here (a form this does not read, or an error: the caller then asks the facade's
/// `score`, which reads the request again and throws).
///
/// A plain wasm export, not a wasm-bindgen one, so it is not part of the JS API: the package's `score`
/// (scripts/fast-paths.mjs) calls it for every request tape.js can write. That skips the glue's conversions (the
/// request's and the result's JS values through the externref table, the `Result`'s multi-value return, a call
/// from wasm into JS for each), which cost about as much as the rest of the crossing.
#[no_mangle]
pub extern "C" fn tenpai_score_request(len: usize) -> usize {
    super::enter();
    REQUEST.with(|r| {
        // Busy only if JS called in while a request is read, which tape.js never does: then not answered here.
        let Ok(mut r) = r.try_borrow_mut() else { return 0 };
        let (buf, req) = &mut *r;
        let Some(bytes) = buf.get(..len) else { return 0 };
        if parse(bytes, req).is_none() {
            return 0;
        }
        // Read where it was returned: moving the result out of its `Result` was a 232-byte memory.copy (V8 runs
        // each as a call).
        let scored = crate::score::score_valued(req);
        match scored {
            Ok(ref scored) => super::tape::score_tape(scored).unwrap_or(0),
            Err(_) => 0,
        }
    })
}
