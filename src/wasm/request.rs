//! `score()` requests read without JSON: request.js `scoreRequestWrite` writes a plainly well-typed request object
//! in a small binary form (length-prefixed ASCII strings, flag bits, counts: wire.rs `REQUEST_HEAD` and after)
//! straight into a buffer here, which [`parse`] reads by hand into a request kept between calls (its strings keep
//! their capacity, so a plain request costs no allocation). Any other request (extra keys, a wrong type, `null`, a
//! full ruleset object, non-ASCII text) is declined on either side and read through JSON text (the crate's reader,
//! src/json.rs), so every error is that reader's. Why: JSON.stringify in JS plus a JSON reader in wasm cost about as
//! much per call as scoring the hand, and a text returned through the glue costs a malloc, a copy and a free per
//! call.

use super::wire::*;
use crate::meld::MeldKind;
use crate::rules::Wind;
use crate::score::{Meld, MeldFrom, RulesetRef, ScoreRequest};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/request.js")]
extern "C" {
    /// Gives request.js the module's memory, where it writes requests (once, before the first).
    #[wasm_bindgen(js_name = requestMemory)]
    fn request_memory(memory: JsValue);
    /// Writes the request's binary form at `ptr` (at most `cap` bytes); its length, or -1 when declined.
    #[wasm_bindgen(js_name = scoreRequestWrite)]
    fn score_request_write(request: &JsValue, ptr: *mut u8, cap: usize) -> i32;
}

// A string's length is one byte of the head.
const _: () = assert!(REQUEST_STRING_MAX == u8::MAX as usize);

/// Bytes a plain request may take; longer ones go the JSON way.
const TEXT_CAP: usize = 2048;

thread_local! {
    /// The buffer JS writes into, and the request read from it last time.
    static REQUEST: RefCell<(Vec<u8>, ScoreRequest)> = RefCell::new((vec![0; TEXT_CAP], ScoreRequest::default()));
    static MEMORY_SENT: Cell<bool> = const { Cell::new(false) };
}

/// Gives request.js the module's memory unless it has it.
#[inline(always)]
fn send_memory() {
    if !MEMORY_SENT.replace(true) {
        request_memory(wasm_bindgen::memory());
    }
}

/// `f` of the request, or `None` (without calling `f`) when the fast path declines it.
pub fn with_score_request<R>(request: &JsValue, f: impl FnOnce(&ScoreRequest) -> R) -> Option<R> {
    send_memory();
    // No borrow is held while JS writes: a getter of the request may call score() again (request.js reads every
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

/// The wind member whose 3-bit code is at `shift` of `winds`.
fn wind(winds: u32, shift: u32) -> Option<Option<Wind>> {
    Some(match winds >> shift & 7 {
        WIND_NONE => None,
        WIND_E => Some(Wind::E),
        WIND_S => Some(Wind::S),
        WIND_W => Some(Wind::W),
        WIND_N => Some(Wind::N),
        _ => return None,
    })
}

/// Reads the binary form (wire.rs `REQUEST_HEAD` and after) into `r`. Every field is named below, so a field added
/// to `ScoreRequest` must be decided on here; the ones the binary form does not carry keep their defaults (`r` only
/// ever holds what this wrote, and request.js declines requests that have them).
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
    let head: &[u8; REQUEST_HEAD] = bytes.get(..REQUEST_HEAD)?.try_into().ok()?;
    let n = head[REQUEST_MELD_COUNT] as usize;
    let meld_head = bytes.get(REQUEST_HEAD..REQUEST_HEAD + REQUEST_MELD * n)?;
    // The text is ASCII (JS wrote nothing else): checked once, then cut at the lengths.
    let text = std::str::from_utf8(bytes.get(REQUEST_HEAD + REQUEST_MELD * n..)?).ok()?;
    let mut at = 0;
    let mut next = |len: u8| {
        let s = text.get(at..at + len as usize);
        at += len as usize;
        s
    };
    set(hand, next(head[REQUEST_HAND_LEN])?);
    set(win_tile, next(head[REQUEST_WIN_TILE_LEN])?);
    set(dora, next(head[REQUEST_DORA_LEN])?);
    set(ura, next(head[REQUEST_URA_LEN])?);
    set(nukidora, next(head[REQUEST_NUKIDORA_LEN])?);
    set(discards, next(head[REQUEST_DISCARDS_LEN])?);
    match (next(head[REQUEST_RULESET_LEN])?, &mut *ruleset) {
        ("", ruleset) => *ruleset = None,
        (id, Some(RulesetRef::Id(old))) => set(old, id),
        (id, ruleset) => *ruleset = Some(RulesetRef::Id(id.to_owned())),
    }
    let flags = u32::from(u16::from_le_bytes([head[REQUEST_FLAGS], head[REQUEST_FLAGS + 1]]));
    let flag = |i: u32| flags >> i & 1 == 1;
    *tsumo = flag(FLAG_TSUMO);
    *riichi = flag(FLAG_RIICHI);
    *double_riichi = flag(FLAG_DOUBLE_RIICHI);
    *open_riichi = flag(FLAG_OPEN_RIICHI);
    *ippatsu = flag(FLAG_IPPATSU);
    *haitei = flag(FLAG_HAITEI);
    *houtei = flag(FLAG_HOUTEI);
    *rinshan = flag(FLAG_RINSHAN);
    *chankan = flag(FLAG_CHANKAN);
    *tenhou = flag(FLAG_TENHOU);
    *chiihou = flag(FLAG_CHIIHOU);
    *renhou = flag(FLAG_RENHOU);
    *paarenchan = flag(FLAG_PAARENCHAN);
    *wildcard = flag(FLAG_WILDCARD);
    *suukantsu_special = flag(FLAG_SUUKANTSU_SPECIAL);
    let winds = u32::from(u16::from_le_bytes([head[REQUEST_WINDS], head[REQUEST_WINDS + 1]]));
    *seat_wind = wind(winds, SEAT_WIND_SHIFT)?;
    *round_wind = wind(winds, ROUND_WIND_SHIFT)?;
    *discarder = wind(winds, DISCARDER_WIND_SHIFT)?;
    *pao = wind(winds, PAO_WIND_SHIFT)?;
    *kan_feeder = wind(winds, KAN_FEEDER_WIND_SHIFT)?;
    let le32 = |at: usize| u32::from_le_bytes([head[at], head[at + 1], head[at + 2], head[at + 3]]);
    *honba = le32(REQUEST_HONBA);
    *riichi_sticks = le32(REQUEST_RIICHI_STICKS);
    liable.clear();
    melds.truncate(n);
    for (i, m) in meld_head.chunks_exact(REQUEST_MELD).enumerate() {
        let kind = match m[REQUEST_MELD_TYPE] {
            MELD_CHI => MeldKind::Chi,
            MELD_PON => MeldKind::Pon,
            MELD_DAIMINKAN => MeldKind::Daiminkan,
            MELD_KAKAN => MeldKind::Kakan,
            MELD_ANKAN => MeldKind::Ankan,
            _ => return None,
        };
        let from = match m[REQUEST_MELD_FROM] {
            FROM_NONE => None,
            FROM_LEFT => Some(MeldFrom::Left),
            FROM_ACROSS => Some(MeldFrom::Across),
            FROM_RIGHT => Some(MeldFrom::Right),
            _ => return None,
        };
        let wildcard = m[REQUEST_MELD_WILDCARD] == 1;
        let tiles = next(m[REQUEST_MELD_TILES_LEN])?;
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

/// The buffer for [`tenpai_score_request`]: JS writes a request's binary form here (request.js
/// `scoreRequestWrite`). Also gives request.js and tape.js the module's memory, which that write and the result's
/// reading need.
#[no_mangle]
pub extern "C" fn tenpai_score_buffer() -> *mut u8 {
    send_memory();
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
/// (pkg-template/lib/engine.js) calls it for every request request.js can write. That skips the glue's conversions (the
/// request's and the result's JS values through the externref table, the `Result`'s multi-value return, a call
/// from wasm into JS for each), which cost about as much as the rest of the crossing.
#[no_mangle]
pub extern "C" fn tenpai_score_request(len: usize) -> usize {
    super::enter();
    REQUEST.with(|r| {
        // Busy only if JS called in while a request is read, which request.js never does: then not answered here.
        let Ok(mut r) = r.try_borrow_mut() else { return 0 };
        let (buf, req) = &mut *r;
        let Some(bytes) = buf.get(..len) else { return 0 };
        if parse(bytes, req).is_none() {
            return 0;
        }
        // Read where it was returned: moving the result out of its `Result` would be a 232-byte memory.copy (V8 runs
        // each as a call).
        let scored = crate::score::score_valued(req);
        match scored {
            Ok(ref scored) => super::tape::score_tape(scored).unwrap_or(0),
            Err(_) => 0,
        }
    })
}
