//! String arguments without the glue's copy: text.js writes a short ASCII string (every hand) into [`TEXT`] in
//! one call, and the package's `shanten(hand)` fast path (pkg-template/lib/engine.js) writes it there itself and calls
//! [`tenpai_shanten_ascii`], a plain wasm export.

use super::wire::*;
use super::{enter, preset, text_arg};
use crate::shanten::shanten_with;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/wasm/text.js")]
extern "C" {
    /// Gives text.js the module's memory (once, before the first write).
    #[wasm_bindgen(js_name = textMemory)]
    fn text_memory(memory: JsValue);
    /// Writes `value` at `ptr` when it is a string of at most `cap` ASCII characters; its length, or -1.
    #[wasm_bindgen(js_name = asciiWrite)]
    fn ascii_write(value: &JsValue, ptr: *mut u8, cap: usize) -> i32;
}

/// Longest string argument read through [`TEXT`]; longer ones (no hand is) take the [`text_arg`] way.
const TEXT_CAP: usize = 64;

thread_local! {
    /// The buffer text.js writes short ASCII string arguments into.
    static TEXT: RefCell<[u8; TEXT_CAP]> = const { RefCell::new([0; TEXT_CAP]) };
    static TEXT_MEMORY_SENT: Cell<bool> = const { Cell::new(false) };
}

/// `f` of a string argument, as [`text_arg`] checks it but without its allocation and copy for a short ASCII
/// string (every hand): text.js writes it into [`TEXT`] in one call. Anything else (not a string: the same
/// `bad-request`; a long or non-ASCII string) is read by [`text_arg`].
pub(super) fn with_text<R>(value: &JsValue, what: &str, f: impl FnOnce(&str) -> R) -> Result<R, JsValue> {
    if !TEXT_MEMORY_SENT.replace(true) {
        text_memory(wasm_bindgen::memory());
    }
    TEXT.with_borrow_mut(|buf| {
        let n = ascii_write(value, buf.as_mut_ptr(), TEXT_CAP);
        // Only ASCII was written, so the bytes are UTF-8.
        match usize::try_from(n).ok().and_then(|n| std::str::from_utf8(buf.get(..n)?).ok()) {
            Some(text) => Ok(f(text)),
            None => Ok(f(&text_arg(value, what)?)),
        }
    })
}

/// The buffer for [`tenpai_shanten_ascii`]: JS writes a hand's ASCII characters here.
#[no_mangle]
pub extern "C" fn tenpai_hand_buffer() -> *mut u8 {
    TEXT.with_borrow_mut(|buf| buf.as_mut_ptr())
}

/// Bytes of [`tenpai_hand_buffer`]: JS writes longer hands nowhere and calls [`shanten`](super::shanten).
#[no_mangle]
pub extern "C" fn tenpai_hand_capacity() -> usize {
    TEXT_CAP
}

/// `shanten(hand)` of the hand whose `len` ASCII characters JS has written at [`tenpai_hand_buffer`], under the
/// default ruleset, as one number: `shanten + 1` in the low byte, `standard + 1`, `chiitoitsu + 1` and
/// `kokushi + 1` at wire.rs's `SHANTEN_*` shifts (each number is -1..=8, or 99 for not applicable);
/// [`SHANTEN_NOT_ANSWERED`] for any hand that is not answered (an error: the caller then asks
/// [`shanten`](super::shanten), which throws it).
///
/// A plain wasm export, not a wasm-bindgen one, so it is not part of the JS API: the package's `shanten`
/// (pkg-template/lib/engine.js) calls it for a short ASCII string without options and builds the object itself. That
/// skips everything but the engine's work: the glue's argument and result conversions cost more than the engine.
#[no_mangle]
pub extern "C" fn tenpai_shanten_ascii(len: usize) -> i32 {
    enter();
    let Ok(rules) = preset(crate::rules::DEFAULT_PRESET) else { return SHANTEN_NOT_ANSWERED };
    TEXT.with_borrow(|buf| {
        let Some(Ok(hand)) = buf.get(..len).map(std::str::from_utf8) else { return SHANTEN_NOT_ANSWERED };
        match shanten_with(hand, &rules) {
            Ok(s) => {
                let byte = |v: i8| i32::from(v) + 1;
                byte(s.shanten)
                    | byte(s.standard) << SHANTEN_STANDARD
                    | byte(s.chiitoitsu) << SHANTEN_CHIITOITSU
                    | byte(s.kokushi) << SHANTEN_KOKUSHI
            }
            Err(_) => SHANTEN_NOT_ANSWERED,
        }
    })
}
