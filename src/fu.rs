//! Fu (minipoints) of a reading, with the parts that make it up (`../shared/rules/common.md` §8).
//!
//! The hot path asks only for the total ([`standard`]); the parts, with readable reasons, are built once for the
//! reading that wins ([`standard_parts`]), so comparing readings never formats strings.

use crate::hand::{Set, Shape, StandardReading, Wait};
use crate::rules::FuRules;
use crate::score::FuPart;
use crate::tile::{is_yaochuu, number, Kind, HAKU};
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

/// The parts behind [`standard`], with reasons a player can read.
pub fn standard_parts(r: &StandardReading, s: &Situation, pinfu: bool, rules: &FuRules) -> Vec<FuPart> {
    let mut parts = Vec::with_capacity(8);
    walk(r, s, pinfu, rules, |reason, fu| parts.push(FuPart { reason: describe(reason, s), fu }));
    parts
}

/// The single part of seven pairs.
pub fn chiitoitsu_parts() -> Vec<FuPart> {
    vec![FuPart { reason: "seven pairs (fixed 25 fu)".into(), fu: CHIITOITSU_FU }]
}

/// Concatenates `parts` into one allocation, writing the tile name of `kind` in place of the part at `slot`
/// (formatting machinery is needless for these short texts, built for every scored hand).
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

fn describe(reason: Reason, s: &Situation) -> String {
    match reason {
        Reason::Base => "base fu".into(),
        Reason::ClosedRon => "concealed hand won by ron".into(),
        Reason::Tsumo => "self-draw".into(),
        Reason::RinshanTsumo => "self-draw after a kan".into(),
        Reason::PinfuRon => "pinfu won by ron (fixed 30 fu)".into(),
        Reason::OpenMinimum => "open hand with no fu rounds to 30".into(),
        Reason::Wait(w) => join(&[w.name(), " wait"], None),
        Reason::Pair(k) => {
            let what = if k >= HAKU {
                "dragon"
            } else if k == s.seat_wind && s.is_round_wind(k) {
                "double wind"
            } else if k == s.seat_wind {
                "seat wind"
            } else {
                "round wind"
            };
            join(&["pair of ", "", " (", what, ")"], Some((1, k)))
        }
        Reason::Set(set) => {
            let what = match (set.shape, set.concealed) {
                (Shape::Triplet, true) => "concealed triplet",
                (Shape::Triplet, false) => "open triplet",
                (Shape::Quad, true) => "concealed quad",
                _ => "open quad",
            };
            let kind = if is_yaochuu(set.kind) { "terminal/honour" } else { "simple" };
            join(&[what, " of ", "", " (", kind, ")"], Some((2, set.kind)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_name_the_tile() {
        let s = Situation { seat_wind: 27, round_winds: 1, ..Default::default() };
        assert_eq!(describe(Reason::Pair(27), &s), "pair of 1z (double wind)");
        assert_eq!(
            describe(Reason::Set(Set::new(8, Shape::Triplet, true)), &s),
            "concealed triplet of 9m (terminal/honour)"
        );
        assert_eq!(describe(Reason::Wait(Wait::Kanchan), &s), "kanchan wait");
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
