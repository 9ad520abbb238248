//! Distance-vector classes: the per-group tables store a one-byte class instead of a vector.
//!
//! Over all 405,350 suit hands there are only 126 distinct distance vectors (55 for honour groups), and the set
//! of vectors closed under combining two groups (min-plus convolution) has just 180 members. So every group
//! maps to a class id (`u8`), combining two groups is one lookup in a 180×180 table of class ids
//! ([`combine`]), and a hand's distance is read from the vector of its final class ([`distance`]).
//!
//! [`VECTORS`] is that closed set, sorted. It is data computed from first principles (the suit programme in
//! `suit_table`, the honour formula in `honors`, closed under [`convolve`]); the test
//! `class_list_is_exactly_the_closure` recomputes it from scratch and prints the list if it ever differs.

use super::suit_table::{get, SuitVector};
use std::sync::atomic::{
    AtomicBool, AtomicU8,
    Ordering::{Acquire, Relaxed, Release},
};

/// Number of distinct distance vectors (closed under [`convolve`]).
pub const CLASSES: usize = 180;

/// Every distance vector a group or a combination of groups can have, packed as in `suit_table` (nibble
/// `pair * 5 + sets`), sorted so that [`class_of`] can binary-search it.
pub const VECTORS: [SuitVector; CLASSES] = [
    0x0000000000,
    0x1000000000,
    0x1000010000,
    0x1100000000,
    0x1111100000,
    0x2000000000,
    0x2000010000,
    0x2000020000,
    0x2100000000,
    0x2100010000,
    0x2100020000,
    0x2100021000,
    0x2110010000,
    0x2111100000,
    0x2111110000,
    0x3000010000,
    0x3000020000,
    0x3100010000,
    0x3100020000,
    0x3100021000,
    0x3100031000,
    0x3110010000,
    0x3110020000,
    0x3111110000,
    0x3111120000,
    0x3200020000,
    0x3200021000,
    0x3200031000,
    0x3210021000,
    0x3210031000,
    0x3210032100,
    0x3211021000,
    0x3211121000,
    0x4100020000,
    0x4100021000,
    0x4100031000,
    0x4110020000,
    0x4111120000,
    0x4200020000,
    0x4200021000,
    0x4200031000,
    0x4200042000,
    0x4210021000,
    0x4210031000,
    0x4210032000,
    0x4210032100,
    0x4211021000,
    0x4211031000,
    0x4211121000,
    0x4211131000,
    0x4310032000,
    0x4310032100,
    0x4310042100,
    0x4320042100,
    0x4321032100,
    0x4321042100,
    0x4321043210,
    0x4321132100,
    0x5200030000,
    0x5200031000,
    0x5200042000,
    0x5210030000,
    0x5210031000,
    0x5210032000,
    0x5210032100,
    0x5211031000,
    0x5211130000,
    0x5211131000,
    0x5310031000,
    0x5310032000,
    0x5310032100,
    0x5310042000,
    0x5310042100,
    0x5311042000,
    0x5311142000,
    0x5320042100,
    0x5320043100,
    0x5321032100,
    0x5321042100,
    0x5321043100,
    0x5321043210,
    0x5321132100,
    0x5321142100,
    0x5421043210,
    0x5432143210,
    0x6300041000,
    0x6300042000,
    0x6310041000,
    0x6310042000,
    0x6310042100,
    0x6311041000,
    0x6311042000,
    0x6311141000,
    0x6311142000,
    0x6320042100,
    0x6320043100,
    0x6321042100,
    0x6321043100,
    0x6321043210,
    0x6321142100,
    0x6420042000,
    0x6420042100,
    0x6420053100,
    0x6421042100,
    0x6421043210,
    0x6421053100,
    0x6421053200,
    0x6421053210,
    0x6421153100,
    0x6431053210,
    0x6432143210,
    0x6432153210,
    0x7410052000,
    0x7410052100,
    0x7411052000,
    0x7411152000,
    0x7420052000,
    0x7420052100,
    0x7420053100,
    0x7421052100,
    0x7421053100,
    0x7421053200,
    0x7421053210,
    0x7421152100,
    0x7421153100,
    0x7431053210,
    0x7432153210,
    0x7531064200,
    0x7531064210,
    0x7531164200,
    0x7532064210,
    0x7532164210,
    0x8520063000,
    0x8520063100,
    0x8521063000,
    0x8521063100,
    0x8521063200,
    0x8521063210,
    0x8521163000,
    0x8521163100,
    0x8531063100,
    0x8531063210,
    0x8531064200,
    0x8531064210,
    0x8531164200,
    0x8532064210,
    0x8532163210,
    0x8532164210,
    0x8642075310,
    0x8642175310,
    0x9630074100,
    0x9631074100,
    0x9631074200,
    0x9631074210,
    0x9631174100,
    0x9631174200,
    0x9632074210,
    0x9632174210,
    0x9642075310,
    0x9642175310,
    0x9753186420,
    0xA741085200,
    0xA741085210,
    0xA741185200,
    0xA742085200,
    0xA742085210,
    0xA742085310,
    0xA742185210,
    0xA742185310,
    0xA753186420,
    0xB852096300,
    0xB852096310,
    0xB852196300,
    0xB852196310,
    0xB853196420,
    0xC9630A7410,
    0xC9631A7410,
    0xC9631A7420,
    0xDA741B8520,
    0xEB852C9630,
];

/// The class id of a distance vector. Panics if the vector is not in [`VECTORS`], which the tests rule out for
/// every legal group.
pub const fn class_of(v: SuitVector) -> u8 {
    let (mut lo, mut hi) = (0, CLASSES);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if VECTORS[mid] < v {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    assert!(lo < CLASSES && VECTORS[lo] == v, "distance vector missing from the class list");
    lo as u8
}

/// Min-plus convolution of two groups' vectors: for 0..=4 sets in all and at most one pair in all, the
/// cheapest split between the two groups.
pub const fn convolve(a: SuitVector, b: SuitVector) -> SuitVector {
    let mut c = 0u64;
    let mut total = 0;
    while total <= 4 {
        let (mut no_pair, mut with_pair) = (u8::MAX, u8::MAX);
        let mut i = 0;
        while i <= total {
            let j = total - i;
            let n = get(a, i, 0) + get(b, j, 0);
            let w1 = get(a, i, 0) + get(b, j, 1);
            let w2 = get(a, i, 1) + get(b, j, 0);
            if n < no_pair {
                no_pair = n;
            }
            if w1 < with_pair {
                with_pair = w1;
            }
            if w2 < with_pair {
                with_pair = w2;
            }
            i += 1;
        }
        c |= (no_pair as u64) << (total * 4);
        c |= (with_pair as u64) << ((5 + total) * 4);
        total += 1;
    }
    c
}

/// Class of each pair of classes combined, filled on first use (entry = class + 1; 0 = not computed yet).
static COMBINED: [AtomicU8; CLASSES * CLASSES] = [const { AtomicU8::new(0) }; CLASSES * CLASSES];

/// The class of two groups taken together.
#[inline(always)]
pub fn combine(a: u8, b: u8) -> u8 {
    let i = a as usize * CLASSES + b as usize;
    let v = COMBINED[i].load(Relaxed);
    if v != 0 {
        return v - 1;
    }
    fill(a, b, i)
}

#[cold]
#[inline(never)]
fn fill(a: u8, b: u8, i: usize) -> u8 {
    let c = class_of(convolve(VECTORS[a as usize], VECTORS[b as usize]));
    COMBINED[i].store(c + 1, Relaxed);
    c
}

/// Tiles to add so that a class's groups hold `sets` sets and one pair.
#[inline(always)]
pub fn distance(class: u8, sets: usize) -> u8 {
    get(VECTORS[class as usize], sets, 1)
}

/// Sets a hand can still need (0..=4), the rows of [`DistanceRow`] per other class.
const SETS: usize = 5;

/// `distance(combine(c, other), sets)` for every class `c` (indexed by the class byte, so that no bounds check
/// is needed; entries past [`CLASSES`] stay 0), one row per (`sets`, `other`), each filled whole on first use
/// (`ROW_FILLED`). 230 KB of zeroed memory, of which the rows a game meets are touched.
static ROWS: [[AtomicU8; 256]; SETS * CLASSES] = [const { [const { AtomicU8::new(0) }; 256] }; SETS * CLASSES];
static ROW_FILLED: [AtomicBool; SETS * CLASSES] = [const { AtomicBool::new(false) }; SETS * CLASSES];

/// The distances of every class combined with one fixed class `other`, for a fixed number of sets: what ranking
/// the draws or discards that change one group asks for each of them (`distance(combine(c, other), sets)` is one
/// load instead of a combination and a vector read).
#[derive(Clone, Copy)]
pub struct DistanceRow(&'static [AtomicU8; 256]);

impl DistanceRow {
    /// The row of `other` (a class) for `sets` (0..=4) sets.
    #[inline(always)]
    pub fn of(other: u8, sets: usize) -> DistanceRow {
        let i = sets * CLASSES + other as usize;
        if !ROW_FILLED[i].load(Acquire) {
            fill_row(i, other, sets);
        }
        DistanceRow(&ROWS[i])
    }

    /// `distance(combine(class, other), sets)`.
    #[inline(always)]
    pub fn get(self, class: u8) -> u8 {
        self.0[class as usize].load(Relaxed)
    }
}

#[cold]
#[inline(never)]
fn fill_row(i: usize, other: u8, sets: usize) {
    for (c, entry) in ROWS[i].iter().take(CLASSES).enumerate() {
        entry.store(distance(combine(c as u8, other), sets), Relaxed);
    }
    ROW_FILLED[i].store(true, Release);
}

#[cfg(test)]
mod tests {
    use super::super::{honors, suit_table};
    use super::*;
    use std::collections::BTreeSet;

    /// Recomputes the class list from scratch: every suit hand's vector (all 405,350, by the dynamic programme),
    /// every legal honour group's vector, then combinations until nothing new appears.
    #[test]
    fn class_list_is_exactly_the_closure() {
        let mut found = BTreeSet::new();
        let mut hands = 0;
        suit_table::for_each_suit_hand(|h, v| {
            if hands % 61 == 0 {
                assert_eq!(v, suit_table::compute(h), "shared-prefix walk disagrees with compute on {h:?}");
            }
            found.insert(v);
            hands += 1;
        });
        assert_eq!(hands, suit_table::SUIT_HANDS);
        for n1 in 0..=14 {
            for n2 in 0..=7 {
                for n3 in 0..=4 {
                    if n1 + 2 * n2 + 3 * n3 <= 14 {
                        found.insert(honors::vector(n1, n2, n3));
                    }
                }
            }
        }
        loop {
            let now: Vec<u64> = found.iter().copied().collect();
            let before = found.len();
            for &a in &now {
                for &b in &now {
                    found.insert(convolve(a, b));
                }
            }
            if found.len() == before {
                break;
            }
        }
        let want: Vec<u64> = found.into_iter().collect();
        let listed = || want.iter().map(|v| format!("0x{v:010X}")).collect::<Vec<_>>().join(", ");
        assert!(want == VECTORS, "the class list is stale; it should be ({} entries):\n{}", want.len(), listed());
    }

    #[test]
    fn distance_rows_match_combining() {
        for sets in 0..SETS {
            for other in 0..CLASSES as u8 {
                let row = DistanceRow::of(other, sets);
                for c in 0..CLASSES as u8 {
                    assert_eq!(row.get(c), distance(combine(c, other), sets), "class {c}, other {other}, sets {sets}");
                }
            }
        }
    }

    #[test]
    fn combining_is_symmetric_and_matches_convolution() {
        for a in 0..CLASSES as u8 {
            for b in 0..CLASSES as u8 {
                let c = combine(a, b);
                assert_eq!(c, combine(b, a));
                assert_eq!(VECTORS[c as usize], convolve(VECTORS[a as usize], VECTORS[b as usize]));
            }
        }
    }
}
