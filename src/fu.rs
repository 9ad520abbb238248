//! Fu (minipoints) of a reading, with the parts that make it up (`docs/rulesets/tenhou.md`, Fu).
//!
//! The hot path asks only for the total ([`standard`]); the parts, with readable reasons, are built once for the
//! reading that wins ([`standard_parts`]), so comparing readings never formats strings.

use crate::hand::{Set, Shape, StandardReading, Wait};
use crate::rules::FuRules;
use crate::score::FuPart;
use crate::tile::{is_yaochuu, number, Kind, HAKU, KINDS};
use crate::yaku::Situation;

/// Fixed fu of seven pairs.
pub const CHIITOITSU_FU: u32 = 25;

/// Why some fu were added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reason {
    Base,
    ClosedRon,
    Tsumo,
    RinshanTsumo,
    Wait(Wait),
    Pair(Kind),
    Set(Set),
    /// An open hand with no fu is raised to 30.
    OpenMinimum,
    /// Pinfu won by ron.
    PinfuRon,
}

/// Calls `add(reason, fu)` for each non-zero part, and returns the rounded total.
fn walk(r: &StandardReading, s: &Situation, pinfu: bool, rules: &FuRules, mut add: impl FnMut(Reason, u32)) -> u32 {
    if pinfu {
        add(Reason::Base, 20);
        if s.tsumo {
            return 20;
        }
        add(Reason::PinfuRon, 10);
        return 30;
    }
    let mut fu = 20;
    add(Reason::Base, 20);
    if s.menzen && !s.tsumo {
        fu += 10;
        add(Reason::ClosedRon, 10);
    }
    if s.tsumo {
        if s.rinshan {
            let v = rules.rinshan_tsumo as u32;
            if v > 0 {
                fu += v;
                add(Reason::RinshanTsumo, v);
            }
        } else {
            fu += 2;
            add(Reason::Tsumo, 2);
        }
    }
    if matches!(r.wait, Wait::Kanchan | Wait::Penchan | Wait::Tanki) {
        fu += 2;
        add(Reason::Wait(r.wait), 2);
    }
    let pair = pair_fu(r.pair, s, rules);
    if pair > 0 {
        fu += pair;
        add(Reason::Pair(r.pair), pair);
    }
    for set in &r.sets {
        let v = set_fu(set);
        if v > 0 {
            fu += v;
            add(Reason::Set(*set), v);
        }
    }
    if fu == 20 && !s.menzen {
        add(Reason::OpenMinimum, 10);
        return 30;
    }
    fu.div_ceil(10) * 10
}

/// Fu of a pair: dragons, seat wind, round wind; a wind that is both gets `fu.double_wind_pair`.
fn pair_fu(kind: Kind, s: &Situation, rules: &FuRules) -> u32 {
    if kind >= HAKU {
        return 2;
    }
    match (kind == s.seat_wind, s.is_round_wind(kind)) {
        (true, true) => rules.double_wind_pair as u32,
        (true, false) | (false, true) => 2,
        (false, false) => 0,
    }
}

/// Fu of a set: 2 for an open simple triplet, doubled for terminals/honours, doubled if concealed, ×4 for a quad.
#[inline(always)]
fn set_fu(set: &Set) -> u32 {
    let base = match set.shape {
        Shape::Sequence => return 0,
        Shape::Triplet => 2,
        Shape::Quad => 8,
    };
    base * if is_yaochuu(set.kind) { 2 } else { 1 } * if set.concealed { 2 } else { 1 }
}

/// Rounded fu of a standard reading; `pinfu` when the pinfu yaku was awarded.
#[inline]
pub fn standard(r: &StandardReading, s: &Situation, pinfu: bool, rules: &FuRules) -> u32 {
    walk(r, s, pinfu, rules, |_, _| {})
}

/// The parts of one reading's fu: each reason as a number into [`reason_text`]'s table, and its fu.
#[derive(Clone, Copy, Debug, Default)]
pub struct Parts {
    items: [(u16, u8); MAX_PARTS],
    len: u8,
}

/// Base, closed ron or tsumo, wait, pair and four sets.
const MAX_PARTS: usize = 8;

impl Parts {
    fn push(&mut self, code: u16, fu: u32) {
        self.items[self.len as usize] = (code, fu as u8);
        self.len += 1;
    }
    /// Each part's reason and fu.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&'static str, u32)> + '_ {
        self.codes().map(|(code, fu)| (reason_text(code), fu))
    }
    /// Each part's reason as its number (below [`CODES`]; its text is [`reason_text`]) and fu.
    pub fn codes(&self) -> impl ExactSizeIterator<Item = (u16, u32)> + '_ {
        self.items[..self.len as usize].iter().map(|&(code, fu)| (code, fu as u32))
    }
    /// The parts as the public result lists them.
    pub fn to_vec(&self) -> Vec<FuPart> {
        self.iter().map(|(reason, fu)| FuPart { reason: reason.to_string(), fu }).collect()
    }
}

/// The parts behind [`standard`], with reasons a player can read.
pub fn standard_parts(r: &StandardReading, s: &Situation, pinfu: bool, rules: &FuRules) -> Parts {
    let mut parts = Parts::default();
    walk(r, s, pinfu, rules, |reason, fu| parts.push(code(reason, s), fu));
    parts
}

/// The single part of seven pairs.
pub fn chiitoitsu_parts() -> Parts {
    let mut parts = Parts::default();
    parts.push(CHIITOITSU_CODE, CHIITOITSU_FU);
    parts
}

// Reason numbers: the fixed texts, then the waits, then a pair (4 per kind), then a set (4 per kind).
const FIXED: [&str; 7] = [
    "base fu",
    "concealed hand won by ron",
    "self-draw",
    "self-draw after a kan",
    "pinfu won by ron (fixed 30 fu)",
    "open hand with no fu rounds to 30",
    "seven pairs (fixed 25 fu)",
];
const CHIITOITSU_CODE: u16 = 6;
const WAITS: [Wait; 5] = [Wait::Ryanmen, Wait::Kanchan, Wait::Penchan, Wait::Shanpon, Wait::Tanki];
const WAIT_CODES: u16 = FIXED.len() as u16;
const PAIR_CODES: u16 = WAIT_CODES + WAITS.len() as u16;
const SET_CODES: u16 = PAIR_CODES + 4 * KINDS as u16;
/// How many reason numbers there are.
pub const CODES: usize = SET_CODES as usize + 4 * KINDS;
const PAIR_WHAT: [&str; 4] = ["dragon", "double wind", "seat wind", "round wind"];
const SET_WHAT: [&str; 4] = ["concealed triplet", "open triplet", "concealed quad", "open quad"];

/// The number of a reason's text.
fn code(reason: Reason, s: &Situation) -> u16 {
    match reason {
        Reason::Base => 0,
        Reason::ClosedRon => 1,
        Reason::Tsumo => 2,
        Reason::RinshanTsumo => 3,
        Reason::PinfuRon => 4,
        Reason::OpenMinimum => 5,
        Reason::Wait(w) => WAIT_CODES + WAITS.iter().position(|&x| x == w).unwrap_or(0) as u16,
        Reason::Pair(k) => {
            let what = if k >= HAKU {
                0
            } else if k == s.seat_wind && s.is_round_wind(k) {
                1
            } else if k == s.seat_wind {
                2
            } else {
                3
            };
            PAIR_CODES + 4 * k as u16 + what
        }
        Reason::Set(set) => {
            let what = match (set.shape, set.concealed) {
                (Shape::Triplet, true) => 0,
                (Shape::Triplet, false) => 1,
                (Shape::Quad, true) => 2,
                _ => 3,
            };
            SET_CODES + 4 * set.kind as u16 + what
        }
    }
}

/// The text of reason number `code`: every text is made once, on first use, and kept for the program's life (a
/// few hundred short strings), so results name their reasons without formatting or allocating.
pub fn reason_text(code: u16) -> &'static str {
    static TEXTS: std::sync::OnceLock<Box<[Box<str>]>> = std::sync::OnceLock::new();
    let texts = TEXTS.get_or_init(|| (0..CODES as u16).map(|c| describe(c).into_boxed_str()).collect());
    &texts[code as usize]
}

/// Concatenates `parts` into one allocation, writing the tile name of `kind` in place of the part at `slot`.
fn join(parts: &[&str], kind: Option<(usize, Kind)>) -> String {
    let mut out = String::with_capacity(48);
    for (i, p) in parts.iter().enumerate() {
        match kind {
            Some((slot, k)) if slot == i => {
                out.push((b'0' + number(k)) as char);
                out.push(['m', 'p', 's', 'z'][(k / 9) as usize]);
            }
            _ => out.push_str(p),
        }
    }
    out
}

fn describe(code: u16) -> String {
    if code < WAIT_CODES {
        return FIXED[code as usize].to_string();
    }
    if code < PAIR_CODES {
        return join(&[WAITS[(code - WAIT_CODES) as usize].name(), " wait"], None);
    }
    if code < SET_CODES {
        let (k, what) = ((code - PAIR_CODES) / 4, (code - PAIR_CODES) % 4);
        return join(&["pair of ", "", " (", PAIR_WHAT[what as usize], ")"], Some((1, k as Kind)));
    }
    let (k, what) = ((code - SET_CODES) / 4, (code - SET_CODES) % 4);
    let kind = if is_yaochuu(k as Kind) { "terminal/honour" } else { "simple" };
    join(&[SET_WHAT[what as usize], " of ", "", " (", kind, ")"], Some((2, k as Kind)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_name_the_tile() {
        let s = Situation { seat_wind: 27, round_winds: 1, ..Default::default() };
        let text = |r: Reason| reason_text(code(r, &s));
        assert_eq!(text(Reason::Pair(27)), "pair of 1z (double wind)");
        assert_eq!(text(Reason::Pair(32)), "pair of 6z (dragon)");
        assert_eq!(text(Reason::Set(Set::new(8, Shape::Triplet, true))), "concealed triplet of 9m (terminal/honour)");
        assert_eq!(text(Reason::Set(Set::new(22, Shape::Quad, false))), "open quad of 5s (simple)");
        assert_eq!(text(Reason::Wait(Wait::Kanchan)), "kanchan wait");
        assert_eq!(text(Reason::Base), "base fu");
        assert_eq!(chiitoitsu_parts().iter().collect::<Vec<_>>(), [("seven pairs (fixed 25 fu)", 25)]);
    }

    fn rules() -> FuRules {
        FuRules { double_wind_pair: 4, rinshan_tsumo: 2 }
    }

    #[test]
    fn set_values_follow_the_table() {
        assert_eq!(set_fu(&Set::new(4, Shape::Triplet, false)), 2);
        assert_eq!(set_fu(&Set::new(4, Shape::Triplet, true)), 4);
        assert_eq!(set_fu(&Set::new(0, Shape::Triplet, false)), 4);
        assert_eq!(set_fu(&Set::new(31, Shape::Triplet, true)), 8);
        assert_eq!(set_fu(&Set::new(4, Shape::Quad, false)), 8);
        assert_eq!(set_fu(&Set::new(4, Shape::Quad, true)), 16);
        assert_eq!(set_fu(&Set::new(27, Shape::Quad, false)), 16);
        assert_eq!(set_fu(&Set::new(27, Shape::Quad, true)), 32);
        assert_eq!(set_fu(&Set::new(0, Shape::Sequence, true)), 0);
    }

    #[test]
    fn double_wind_pair_uses_the_ruleset() {
        let s = Situation { seat_wind: 27, round_winds: 1, ..Default::default() };
        assert_eq!(pair_fu(27, &s, &rules()), 4);
        assert_eq!(pair_fu(27, &s, &FuRules { double_wind_pair: 2, rinshan_tsumo: 2 }), 2);
        assert_eq!(pair_fu(28, &s, &rules()), 0);
        assert_eq!(pair_fu(33, &s, &rules()), 2);
    }
}
