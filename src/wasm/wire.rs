//! The wire between the facade and its JavaScript: every code, bit and offset that one side writes and the other
//! reads, defined here and nowhere else.
//!
//! | what                          | written by                         | read by                               |
//! |-------------------------------|------------------------------------|---------------------------------------|
//! | result tape ([`TAPE_NULL`]…)  | tape.rs                            | tape.js `fromTape`, `scoreTape`       |
//! | score tape head ([`SCORE_TAPE_HEAD`]) | tape.rs `score_tape`       | tape.js `scoreTape`                   |
//! | score request ([`REQUEST_HEAD`]) | request.js `scoreRequestWrite`  | request.rs `parse`                    |
//! | packed shanten ([`SHANTEN_STANDARD`]) | mod.rs `tenpai_shanten_ascii` | pkg-template/lib/engine.js `shanten` |
//! | status in play ([`PHASES`])   | game.rs `status`                   | game.js `statusInPlay`                |
//! | action codes ([`ACTION_TYPES`]) | game.rs `action_code`            | game.js `actionOf`                    |
//! | analysis, review ([`MOMENTS`]) | analysis.rs `analysis_codes`, `review_codes` | game.js `analysisOf`, `reviewOf` |
//!
//! The JavaScript files write each of these numbers as a literal marked with its name here, `/*wire.NAME*/ 13`,
//! and each list of names as a marked array literal, `/*wire.PHASES*/ ['turn', …]`: V8 compiles a literal as a
//! constant (a module-level `const` would be a context-slot load in every `switch` case). The test below reads
//! every marked literal in [`JS_FILES`] and fails when one differs from this table, names an entry it does not
//! have, or when an entry is marked nowhere; `TENPAI_WIRE_WRITE=1 cargo test --lib wire` writes them all from the
//! table instead. Plain Rust without wasm-bindgen, so that lib.rs also compiles it natively for that test.

use crate::game::Phase;

/// Declares the table's numbers as constants and lists them by name for the test.
macro_rules! numbers {
    ($($(#[doc = $doc:literal])* $name:ident: $ty:ty = $value:expr;)*) => {
        $($(#[doc = $doc])* pub const $name: $ty = $value;)*
        /// Every number of the table, by name.
        #[cfg(test)]
        const NUMBERS: &[(&str, i64)] = &[$((stringify!($name), $name as i64)),*];
    };
}

numbers! {
    // ---- the result tape: any serde value as a flat run of f64s plus one text (tape.rs) ----------------------
    /// `null` (also a non-finite number).
    TAPE_NULL: f64 = 0.0;
    TAPE_TRUE: f64 = 1.0;
    TAPE_FALSE: f64 = 2.0;
    /// Followed by the number.
    TAPE_NUMBER: f64 = 3.0;
    /// Followed by a length in UTF-16 units: the next that many units of the text, not interned.
    TAPE_TEXT: f64 = 4.0;
    /// Followed by an intern number.
    TAPE_INTERNED: f64 = 5.0;
    /// Followed by a length: the next units of the text, which JS then interns under the next number.
    TAPE_INTERN_NEW: f64 = 6.0;
    /// Values until [`TAPE_END`].
    TAPE_ARRAY: f64 = 7.0;
    /// Key and value pairs until [`TAPE_END`]; keys are strings.
    TAPE_OBJECT: f64 = 8.0;
    TAPE_END: f64 = 9.0;

    // ---- a score result's tape (tape.rs `score_tape`): a head, then the result ---------------------------------
    /// The head's entries: the layout, the address and the byte length of the UTF-8 text.
    SCORE_TAPE_HEAD: usize = 3;
    /// Head entry: the text's address in the module's memory.
    SCORE_TAPE_TEXT_AT: usize = 1;
    /// Head entry: the text's length in bytes (0: no text, nothing to decode).
    SCORE_TAPE_TEXT_LEN: usize = 2;
    /// Layout: a plain han/fu result in the fixed layout of score_layout.rs.
    SCORE_TAPE_PLAIN: f64 = 0.0;
    /// Layout: any result, as a generic tape.
    SCORE_TAPE_GENERIC: f64 = 1.0;

    // ---- a score request's binary form (request.js writes, request.rs reads) --------------------------------
    // A head of REQUEST_HEAD bytes, REQUEST_MELD bytes per meld, then the text of every string, ASCII, one after
    // the other in the order of the head's lengths (hand, win tile, dora, ura, nukidora, discards, ruleset), then
    // each meld's tiles. A request the form cannot carry is declined (-1) and read as JSON text instead.
    /// Bytes before the melds.
    REQUEST_HEAD: usize = 20;
    /// Head bytes 0-1: the flags, little-endian (bits `FLAG_*`).
    REQUEST_FLAGS: usize = 0;
    /// Head bytes 2-3: the five wind members, 3-bit codes (`WIND_*`) at the `*_WIND_SHIFT`s, little-endian.
    REQUEST_WINDS: usize = 2;
    /// Head bytes 4-7: honba, little-endian.
    REQUEST_HONBA: usize = 4;
    /// Head bytes 8-11: riichi sticks, little-endian.
    REQUEST_RIICHI_STICKS: usize = 8;
    /// Head byte: the number of melds (0-4).
    REQUEST_MELD_COUNT: usize = 12;
    /// Head byte: the length of `hand`; the six strings after it follow at the next bytes.
    REQUEST_HAND_LEN: usize = 13;
    REQUEST_WIN_TILE_LEN: usize = 14;
    REQUEST_DORA_LEN: usize = 15;
    REQUEST_URA_LEN: usize = 16;
    REQUEST_NUKIDORA_LEN: usize = 17;
    REQUEST_DISCARDS_LEN: usize = 18;
    /// Head byte: the length of the ruleset id (0: none, the default ruleset).
    REQUEST_RULESET_LEN: usize = 19;
    /// Longest string of the form (its length is one byte).
    REQUEST_STRING_MAX: usize = 255;
    /// Bytes per meld: type, from, wildcard, length of its tiles.
    REQUEST_MELD: usize = 4;
    REQUEST_MELD_TYPE: usize = 0;
    REQUEST_MELD_FROM: usize = 1;
    /// 1 for a meld with `wildcard: true`, else 0.
    REQUEST_MELD_WILDCARD: usize = 2;
    REQUEST_MELD_TILES_LEN: usize = 3;
    /// Flag bits: the boolean members that are `true`.
    FLAG_TSUMO: u32 = 0;
    FLAG_RIICHI: u32 = 1;
    FLAG_DOUBLE_RIICHI: u32 = 2;
    FLAG_OPEN_RIICHI: u32 = 3;
    FLAG_IPPATSU: u32 = 4;
    FLAG_HAITEI: u32 = 5;
    FLAG_HOUTEI: u32 = 6;
    FLAG_RINSHAN: u32 = 7;
    FLAG_CHANKAN: u32 = 8;
    FLAG_TENHOU: u32 = 9;
    FLAG_CHIIHOU: u32 = 10;
    FLAG_RENHOU: u32 = 11;
    FLAG_PAARENCHAN: u32 = 12;
    FLAG_WILDCARD: u32 = 13;
    FLAG_SUUKANTSU_SPECIAL: u32 = 14;
    /// Where each wind member's code sits in the winds.
    SEAT_WIND_SHIFT: u32 = 0;
    ROUND_WIND_SHIFT: u32 = 3;
    DISCARDER_WIND_SHIFT: u32 = 6;
    PAO_WIND_SHIFT: u32 = 9;
    KAN_FEEDER_WIND_SHIFT: u32 = 12;
    /// A wind code: the member is absent.
    WIND_NONE: u32 = 0;
    WIND_E: u32 = 1;
    WIND_S: u32 = 2;
    WIND_W: u32 = 3;
    WIND_N: u32 = 4;
    /// A meld's type code (0 is no type: the request is declined).
    MELD_CHI: u8 = 1;
    MELD_PON: u8 = 2;
    MELD_DAIMINKAN: u8 = 3;
    MELD_KAKAN: u8 = 4;
    MELD_ANKAN: u8 = 5;
    /// A meld's `from` code: absent.
    FROM_NONE: u8 = 0;
    FROM_LEFT: u8 = 1;
    FROM_ACROSS: u8 = 2;
    FROM_RIGHT: u8 = 3;

    // ---- shanten(hand) as one i32 (mod.rs `tenpai_shanten_ascii`) ----------------------------------------------
    // The four numbers plus one (each is -1..=8, or 99 for not applicable), a byte each: shanten in the low byte,
    // standard, chiitoitsu and kokushi at their shifts.
    SHANTEN_STANDARD: u32 = 8;
    SHANTEN_CHIITOITSU: u32 = 16;
    SHANTEN_KOKUSHI: u32 = 24;
    /// A hand not answered there (an error): the caller asks `shanten`, which throws it.
    SHANTEN_NOT_ANSWERED: i32 = -1;

    // ---- game.status() of a game in play (game.rs `status`) ---------------------------------------------------
    /// Bits per seat in the packed seats to act, the first seat in the lowest bits.
    STATUS_SEAT_BITS: u32 = 8;

    // ---- an action as one code (game.rs `action_code`): legal lists of plain actions, the analysis's calls ------
    /// Bits 0-7: the tile's code (kind × 5 + flavour; the names are sent once): a discard's, a kan's or nuki's, a
    /// chi's or pon's first tile.
    ACTION_TILE: u32 = 255;
    /// The discard declares riichi.
    ACTION_RIICHI: u32 = 256;
    /// The riichi is open.
    ACTION_OPEN: u32 = 512;
    /// Two bits of `tsumogiri`: 0 left out, 1 false, 2 true.
    ACTION_TSUMOGIRI_SHIFT: u32 = 10;
    /// Where the action's type sits: its index in [`ACTION_TYPES`], [`ACTION_TYPE_BITS`] wide.
    ACTION_TYPE_SHIFT: u32 = 12;
    ACTION_TYPE_BITS: u32 = 15;
    /// A chi's or pon's second tile code.
    ACTION_SECOND_TILE_SHIFT: u32 = 16;
    ACTION_DISCARD: u32 = 0;
    ACTION_TSUMO: u32 = 1;
    ACTION_RON: u32 = 2;
    ACTION_PASS: u32 = 3;
    ACTION_CHI: u32 = 4;
    ACTION_PON: u32 = 5;
    ACTION_DAIMINKAN: u32 = 6;
    ACTION_ANKAN: u32 = 7;
    ACTION_KAKAN: u32 = 8;
    ACTION_KYUUSHU: u32 = 9;
    ACTION_NUKI: u32 = 10;
    ACTION_ABORT: u32 = 11;
    ACTION_CONTINUE: u32 = 12;
    ACTION_YAME: u32 = 13;

    // ---- game.analysis(seat) and game.review(seat) as codes (analysis.rs) ------------------------------------
    // An analysis: seat, moment (index in MOMENTS), shanten; the threats' count, then per threat its seat, its
    // kind (index in THREAT_KINDS) and its genbutsu as a kind set; the walls as a kind set; the discards' count,
    // then each discard; the calls' count, then per call its action code, shanten, live tiles, acceptance, and its
    // discards' count and discards. A kind set is two words (kinds 0-31, 32-33); an acceptance is a kind set, then
    // per kind its live copies and ACCEPT_NO_YAKU. A discard: its tile code with the DISCARD_* flags, shanten,
    // live tiles, acceptance, then per threat its danger (value, the reason at DANGER_REASON_SHIFT, the copies in
    // sight at DANGER_SEEN_SHIFT). Numbers that may be negative (shanten) are i32 bits.
    // A review: seat; the decisions' count, then per decision its index and hand, the three moves (action code,
    // shanten, live tiles, danger), the REVIEW_* flags, acceptance lost, shanten lost, danger added, and its
    // analysis; the hands' count, then per hand its label (up to four ASCII bytes, the first lowest), honba and
    // summary; the game's summary. A summary: decisions, agreed, acceptance lost, shanten lost, riskier, deal-ins,
    // deal-ins with a safer tile available.
    /// A discard's flags beside its tile code.
    DISCARD_RIICHI: u32 = 256;
    DISCARD_FURITEN: u32 = 512;
    /// An accepted kind's flag beside its live copies.
    ACCEPT_NO_YAKU: u32 = 256;
    DANGER_REASON_SHIFT: u32 = 16;
    DANGER_SEEN_SHIFT: u32 = 24;
    /// A decision's flags.
    REVIEW_AGREES: u32 = 1;
    REVIEW_DEAL_IN: u32 = 2;
    REVIEW_SAFER_AVAILABLE: u32 = 4;
}

/// `status().phase` of a game in play, indexed by its code ([`phase_code`]).
pub const PHASES: [Phase; 3] = [Phase::Turn, Phase::Claims, Phase::DealerChoice];

/// The code of a phase of a game in play (its index in [`PHASES`]); `None` for [`Phase::Over`].
pub fn phase_code(phase: Phase) -> Option<u32> {
    PHASES.iter().position(|&p| p == phase).map(|i| i as u32)
}

/// The `type` of an action, indexed by its code (`ACTION_DISCARD`…).
#[cfg_attr(not(test), expect(dead_code, reason = "only game.js reads the names; Rust writes the codes"))]
pub const ACTION_TYPES: [&str; 14] = [
    "discard",
    "tsumo",
    "ron",
    "pass",
    "chi",
    "pon",
    "daiminkan",
    "ankan",
    "kakan",
    "kyuushu",
    "nuki",
    "abort",
    "continue",
    "yame",
];

/// An analysis's `moment`, indexed by its code (`Moment as u32`).
#[cfg_attr(not(test), expect(dead_code, reason = "only game.js reads the names; Rust writes the codes"))]
pub const MOMENTS: [&str; 3] = ["turn", "claim", "none"];
/// A threat's `why`, indexed by its code (`ThreatKind as u32`).
#[cfg_attr(not(test), expect(dead_code, reason = "only game.js reads the names; Rust writes the codes"))]
pub const THREAT_KINDS: [&str; 3] = ["riichi", "open", "late"];
/// A danger's `reason`, indexed by its code (`Reason as u32`).
#[cfg_attr(not(test), expect(dead_code, reason = "only game.js reads the names; Rust writes the codes"))]
pub const DANGER_REASONS: [&str; 8] =
    ["genbutsu", "suji", "no-chance", "one-chance", "half-suji", "honour", "other-suit", "none"];

/// The files that write the table's numbers as marked literals, from the crate's root.
#[cfg(test)]
const JS_FILES: [&str; 4] =
    ["src/wasm/tape.js", "src/wasm/request.js", "src/wasm/game.js", "pkg-template/lib/engine.js"];

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::round::Action;
    use std::collections::{BTreeSet, HashMap};

    /// The lists of names, as the JS array literal each is written as.
    fn lists() -> HashMap<&'static str, Vec<&'static str>> {
        HashMap::from([
            ("PHASES", PHASES.map(Phase::as_str).to_vec()),
            ("ACTION_TYPES", ACTION_TYPES.to_vec()),
            ("MOMENTS", MOMENTS.to_vec()),
            ("THREAT_KINDS", THREAT_KINDS.to_vec()),
            ("DANGER_REASONS", DANGER_REASONS.to_vec()),
        ])
    }

    fn js_array(names: &[&str]) -> String {
        format!("[{}]", names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(", "))
    }

    /// A marked literal: where its value starts and ends in the text, the name, and the value as written.
    struct Mark<'a> {
        start: usize,
        end: usize,
        name: &'a str,
        written: &'a str,
    }

    /// Every `/*wire.NAME*/ value` of `text`: a value is an integer (maybe negative) or an array literal.
    fn marks(text: &str) -> Vec<Mark<'_>> {
        let mut out = Vec::new();
        let mut from = 0;
        while let Some(i) = text[from..].find("/*wire.") {
            let name_at = from + i + "/*wire.".len();
            let name_end = name_at + text[name_at..].find("*/").expect("a closed wire mark");
            let name = &text[name_at..name_end];
            let start = name_end + 2 + (text[name_end + 2..].len() - text[name_end + 2..].trim_start().len());
            let rest = &text[start..];
            let len = if rest.starts_with('[') {
                rest.find(']').expect("a closed array after a wire mark") + 1
            } else {
                rest.char_indices()
                    .find(|&(j, c)| !(c.is_ascii_digit() || (j == 0 && c == '-')))
                    .map_or(rest.len(), |(j, _)| j)
            };
            assert!(len > 0, "no value after /*wire.{name}*/");
            out.push(Mark { start, end: start + len, name, written: &rest[..len] });
            from = start + len;
        }
        out
    }

    #[test]
    fn the_js_files_write_the_wire_table() {
        let write = std::env::var_os("TENPAI_WIRE_WRITE").is_some();
        let numbers: HashMap<&str, i64> = NUMBERS.iter().copied().collect();
        let lists = lists();
        let mut unused: BTreeSet<&str> = numbers.keys().chain(lists.keys()).copied().collect();
        let mut drift = Vec::new();
        for file in JS_FILES {
            let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let mut written = String::new();
            let mut copied = 0;
            for m in marks(&text) {
                let want = match (numbers.get(m.name), lists.get(m.name)) {
                    (Some(n), _) => n.to_string(),
                    (_, Some(names)) => js_array(names),
                    _ => panic!("{file}: /*wire.{}*/ is not in src/wasm/wire.rs", m.name),
                };
                unused.remove(m.name);
                if m.written != want {
                    drift.push(format!("{file}: /*wire.{}*/ {} (the table: {want})", m.name, m.written));
                }
                written.push_str(&text[copied..m.start]);
                written.push_str(&want);
                copied = m.end;
            }
            written.push_str(&text[copied..]);
            if write && written != text {
                std::fs::write(&path, written).unwrap();
            }
        }
        // Codes JS never writes as numbers: the generic layout is what scoreTape reads for any layout but the
        // plain one, and game.js reads an action's type as an index of ACTION_TYPES (the_lists_name_their_codes).
        let implied_actions = ["ACTION_TSUMO", "ACTION_RON", "ACTION_PASS", "ACTION_CHI", "ACTION_PON"]
            .into_iter()
            .chain(["ACTION_DAIMINKAN", "ACTION_ANKAN", "ACTION_KAKAN", "ACTION_KYUUSHU", "ACTION_NUKI"])
            .chain(["ACTION_ABORT", "ACTION_CONTINUE", "ACTION_YAME"]);
        for implied in implied_actions.chain(["SCORE_TAPE_GENERIC"]) {
            unused.remove(implied);
        }
        assert!(unused.is_empty(), "wire entries no JS file marks: {unused:?}");
        assert!(
            write || drift.is_empty(),
            "JS literals differ from src/wasm/wire.rs (TENPAI_WIRE_WRITE=1 cargo test --lib wire writes them):\n{}",
            drift.join("\n")
        );
    }

    #[test]
    fn the_lists_name_their_codes() {
        for phase in [Phase::Turn, Phase::Claims, Phase::DealerChoice, Phase::Over] {
            let code = phase_code(phase);
            assert_eq!(code.map(|c| PHASES[c as usize]), (phase != Phase::Over).then_some(phase));
        }
        let type_of = |a: Action| serde_json::to_value(a).unwrap()["type"].as_str().unwrap().to_string();
        let tile = crate::tile::Tile::new(0);
        let every = [
            (ACTION_DISCARD, Action::Discard { tile, riichi: false, open: false, tsumogiri: None }),
            (ACTION_TSUMO, Action::Tsumo),
            (ACTION_RON, Action::Ron),
            (ACTION_PASS, Action::Pass),
            (ACTION_CHI, Action::Chi { tiles: [tile; 2] }),
            (ACTION_PON, Action::Pon { tiles: [tile; 2] }),
            (ACTION_DAIMINKAN, Action::Daiminkan),
            (ACTION_ANKAN, Action::Ankan { tile }),
            (ACTION_KAKAN, Action::Kakan { tile }),
            (ACTION_KYUUSHU, Action::Kyuushu),
            (ACTION_NUKI, Action::Nuki { tile }),
            (ACTION_ABORT, Action::Abort),
            (ACTION_CONTINUE, Action::Continue),
            (ACTION_YAME, Action::Yame),
        ];
        assert_eq!(every.len(), ACTION_TYPES.len());
        for (code, action) in every {
            assert_eq!(ACTION_TYPES[code as usize], type_of(action));
            assert!(code <= ACTION_TYPE_BITS);
        }
        let name = |v: serde_json::Value| v.as_str().unwrap().to_string();
        use crate::analysis::{danger::Reason, threat::ThreatKind, Moment};
        for m in [Moment::Turn, Moment::Claim, Moment::None] {
            assert_eq!(MOMENTS[m as usize], name(serde_json::to_value(m).unwrap()));
        }
        for t in [ThreatKind::Riichi, ThreatKind::Open, ThreatKind::Late] {
            assert_eq!(THREAT_KINDS[t as usize], name(serde_json::to_value(t).unwrap()));
        }
        let reasons = [Reason::Genbutsu, Reason::Suji, Reason::NoChance, Reason::OneChance, Reason::HalfSuji];
        for r in reasons.into_iter().chain([Reason::Honour, Reason::OtherSuit, Reason::None]) {
            assert_eq!(DANGER_REASONS[r as usize], name(serde_json::to_value(r).unwrap()));
        }
    }

    #[test]
    fn marks_are_read_and_written() {
        let text = "a /*wire.X*/ -1, b /*wire.Y*/ ['p', 'q'] /*wire.Z*/12;";
        let m = marks(text);
        let read: Vec<(&str, &str)> = m.iter().map(|m| (m.name, m.written)).collect();
        assert_eq!(read, [("X", "-1"), ("Y", "['p', 'q']"), ("Z", "12")]);
    }

    /// The `case 'name':` labels of `text` from `from` up to `to`.
    fn cases<'a>(text: &'a str, from: &str, to: &str) -> BTreeSet<&'a str> {
        let start = text.find(from).unwrap_or_else(|| panic!("no {from}"));
        let end = start + text[start..].find(to).unwrap_or_else(|| panic!("no {to} after {from}"));
        text[start..end]
            .split("case '")
            .skip(1)
            .map(|rest| rest.split_once("':").unwrap_or_else(|| panic!("an unclosed case: {rest}")).0)
            .collect()
    }

    /// request.js writes each member of the request's declaration (src/score.rs) that its binary form carries, and
    /// declines the one it does not (`liable`, read through JSON): a field added to the declaration, renamed or
    /// dropped fails here until request.js (and request.rs `parse`, which names every field) decide on it.
    #[test]
    fn request_js_writes_the_declared_request() {
        let path = format!("{}/src/wasm/request.js", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let written = cases(&text, "function write(", "default: return -1;");
        let declared: BTreeSet<&str> =
            crate::score::ScoreRequest::FIELD_NAMES.iter().copied().filter(|&n| n != "liable").collect();
        assert_eq!(written, declared, "request.js's members and ScoreRequest's fields");
        assert!(crate::score::ScoreRequest::FIELD_NAMES.contains(&"liable"));
    }

    /// request.js writes each member of a meld's declaration (src/score.rs `Meld`) and each value of its `type`
    /// (the sets) and `from`: a field or value added, renamed or dropped fails here until request.js decides on it.
    #[test]
    fn request_js_writes_the_declared_meld() {
        use crate::meld::MeldKind;
        use crate::score::{Meld, MeldFrom};
        let path = format!("{}/src/wasm/request.js", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let written = cases(&text, "const m = melds[i];", "`type` and `tiles` are required.");
        let from: Vec<String> =
            MeldFrom::ALL.iter().map(|f| serde_json::to_value(f).unwrap().as_str().unwrap().to_string()).collect();
        let declared: BTreeSet<&str> = Meld::FIELD_NAMES
            .iter()
            .copied()
            .chain(MeldKind::SETS.map(MeldKind::name))
            .chain(from.iter().map(String::as_str))
            .collect();
        assert_eq!(written, declared, "request.js's meld members and values and Meld's declaration");
    }
}
