//! The per-suit distance table behind standard-form shanten (the tomohxx / Nyanten idea: a suit's contribution
//! depends only on its own nine counts, so it can be looked up instead of searched).
//!
//! For one suit hand `h` (nine counts, each ≤ 4, at most 14 tiles) the table holds a [`SuitVector`]: for every
//! `sets` in 0..=4 and `pair` in 0..=1, the fewest tiles that must be *added* to `h` so that it contains `sets`
//! sets plus `pair` pairs of this suit, with no kind ever needing a fifth copy. Because the fifth-copy rule is
//! built into every entry, the combined number is the true minimum number of tile exchanges, not the usual
//! block-counting estimate (four of a kind is never used as a set plus a pair).
//!
//! Size and start-up: there are exactly 405,350 suit hands of at most 14 tiles, but only 126 distinct vectors, so
//! an entry is a one-byte class id (`super::classes`). The entries live in a zero-initialised static (`.bss`:
//! 405 KB of memory, nothing in the binary or the `.wasm` file) and are computed the first time a suit hand is
//! met (a ~150-state dynamic programme over the nine kinds, a few microseconds), so there is no start-up cost at
//! all and the hot path is one hash plus one load. [`fill_all`] computes every entry up front for callers that
//! want flat latency.

use super::classes;
use std::sync::atomic::{AtomicU32, AtomicU8, Ordering::Relaxed};
use std::sync::Once;

/// Number of suit hands with at most 14 tiles and at most 4 copies of each kind.
pub const SUIT_HANDS: usize = 405_350;

/// Largest number of tiles of one suit a legal hand can hold.
const MAX_TILES: usize = 14;

/// A packed distance vector: nibble `pair * 5 + sets` holds the distance.
pub type SuitVector = u64;

/// The distance stored in a packed vector for `sets` sets and `pair` pairs.
#[inline(always)]
pub const fn get(v: SuitVector, sets: usize, pair: usize) -> u8 {
    ((v >> ((pair * 5 + sets) * 4)) & 0xF) as u8
}

// --- Minimal perfect hash -------------------------------------------------------------------------------------
//
// A suit hand is split into a low part (kinds 1-5, base-5 key < 3125) and a high part (kinds 6-9, key < 625).
// High keys are ranked by their tile count first, so for a low part with `s` tiles the admissible high parts
// (at most 14 - s tiles) are a prefix of that ranking. index = BASE[low] + RANK[high] is then a bijection onto
// 0..SUIT_HANDS, computed with two independent loads (no carried state across the nine kinds).

const LOW_KEYS: usize = 3125;
const HIGH_KEYS: usize = 625;
/// Lengths of [`LOW_BASE`] and [`HIGH_RANK`]: powers of two above every key plus one tile (a key of a hand with
/// one tile more of a kind it holds four of, which [`PlusOne`] works out but never looks up), so that a key
/// masked to the length needs no bounds check. The entries past the keys are 0.
const LOW_SPAN: usize = 4096;
const HIGH_SPAN: usize = 1024;

const fn digit_sum(mut key: usize) -> usize {
    let mut s = 0;
    while key > 0 {
        s += key % 5;
        key /= 5;
    }
    s
}

/// Position of each high key in the order (tile count, key). u16: there are 625 high keys, and the table is data
/// in the .wasm (half the bytes of u32).
static HIGH_RANK: [u16; HIGH_SPAN] = {
    let mut rank = [0u16; HIGH_SPAN];
    let mut next = 0u16;
    let mut sum = 0;
    while sum <= 16 {
        let mut key = 0;
        while key < HIGH_KEYS {
            if digit_sum(key) == sum {
                rank[key] = next;
                next += 1;
            }
            key += 1;
        }
        sum += 1;
    }
    rank
};

/// Start of each low key's block of entries. Filled once at run time by [`fill_low_base`] (through [`keys`], which
/// every table position is computed from), not a `const` table: as data it would be 16 KB of the .wasm (about
/// 7.5 KB gzipped) for a loop of a few microseconds. Relaxed loads compile to plain loads.
static LOW_BASE: [AtomicU32; LOW_SPAN] = [const { AtomicU32::new(0) }; LOW_SPAN];
static LOW_BASE_FILLED: Once = Once::new();

#[cold]
#[inline(never)]
fn fill_low_base() {
    // high parts with at most r tiles
    let mut high_at_most = [0u32; MAX_TILES + 1];
    for key in 0..HIGH_KEYS {
        for count in high_at_most.iter_mut().skip(digit_sum(key)) {
            *count += 1;
        }
    }
    let mut acc = 0u32;
    for (key, base) in LOW_BASE.iter().enumerate().take(LOW_KEYS) {
        base.store(acc, Relaxed);
        let s = digit_sum(key);
        if s <= MAX_TILES {
            acc += high_at_most[MAX_TILES - s];
        }
    }
}

/// The entry of [`LOW_BASE`] for a low key.
#[inline(always)]
fn low_base(low: usize) -> u32 {
    LOW_BASE[low % LOW_SPAN].load(Relaxed)
}

/// The index of a suit hand. Precondition: nine counts, each ≤ 4, at most 14 tiles in all.
#[inline(always)]
pub fn index(h: &[u8]) -> usize {
    let h = &h[..9];
    debug_assert!(h.iter().all(|&c| c <= 4), "a kind has more than 4 copies: {h:?}");
    debug_assert!(h.iter().map(|&c| c as usize).sum::<usize>() <= MAX_TILES, "more than 14 tiles in a suit: {h:?}");
    let (low, high) = keys(h);
    low_base(low) as usize + HIGH_RANK[high % HIGH_SPAN] as usize
}

/// The two halves of a suit hand's key (kinds 1-5 and 6-9 in base 5), from which [`index`] is computed. Every
/// table position starts from these keys, so this is where `LOW_BASE` is filled on first use.
#[inline(always)]
pub fn keys(h: &[u8]) -> (usize, usize) {
    LOW_BASE_FILLED.call_once(fill_low_base);
    let h = &h[..9];
    let low = h[0] as usize + 5 * h[1] as usize + 25 * h[2] as usize + 125 * h[3] as usize + 625 * h[4] as usize;
    let high = h[5] as usize + 5 * h[6] as usize + 25 * h[7] as usize + 125 * h[8] as usize;
    (low, high)
}

/// Powers of 5: one more tile of a kind adds its power to that half of the key.
const POW5: [usize; 5] = [1, 5, 25, 125, 625];

/// The [`keys`] of a suit hand less one tile of its kind `j` (0..9; the hand holds one), from the hand's keys.
#[inline(always)]
pub fn keys_minus((low, high): (usize, usize), j: usize) -> (usize, usize) {
    if j < 5 {
        (low - POW5[j], high)
    } else {
        (low, high - POW5[j - 5])
    }
}

/// [`lookup`] of the suit hand `h` from its precomputed [`keys`].
#[inline(always)]
pub fn lookup_keys(h: &[u8], (low, high): (usize, usize)) -> u8 {
    let i = low_base(low) as usize + HIGH_RANK[high % HIGH_SPAN] as usize;
    let v = TABLE[i].load(Relaxed);
    if v != 0 {
        return v - 1;
    }
    fill(h, i)
}

/// [`lookup`] of the suit hand `h` plus one tile of its kind `j` (0..9), from `h`'s precomputed [`keys`] (waits
/// and ukeire ask this for every kind of a suit, so the key is adjusted rather than recomputed). Precondition:
/// `h[j]` < 4 and `h` holds fewer than 14 tiles.
#[inline(always)]
pub fn lookup_plus(h: &[u8], (low, high): (usize, usize), j: usize) -> u8 {
    debug_assert!(h[j] < 4, "a fifth copy: {h:?} + {j}");
    let (low, high) = if j < 5 { (low + POW5[j], high) } else { (low, high + POW5[j - 5]) };
    lookup_changed(h, low, high, j, 1)
}

/// [`lookup_plus`] for every kind of one suit hand: the table positions of the hand with one more tile of each
/// kind, worked out at once (nine reads of the small key tables, no branch), so that each kind then costs one read
/// of the table.
#[derive(Clone, Copy, Debug)]
pub struct PlusOne {
    index: [u32; 9],
}

impl PlusOne {
    /// From the suit hand's precomputed [`keys`].
    #[inline(always)]
    pub fn new((low, high): (usize, usize)) -> PlusOne {
        let (low_base_of_h, high_rank) = (low_base(low), HIGH_RANK[high % HIGH_SPAN]);
        let mut index = [0u32; 9];
        for j in 0..5 {
            index[j] = low_base(low + POW5[j]) + high_rank as u32;
        }
        for j in 5..9 {
            index[j] = low_base_of_h + HIGH_RANK[(high + POW5[j - 5]) % HIGH_SPAN] as u32;
        }
        PlusOne { index }
    }

    /// [`lookup_plus`] of `h` (the suit hand of these keys) and kind `j`: the same preconditions.
    #[inline(always)]
    pub fn class(&self, h: &[u8], j: usize) -> u8 {
        debug_assert!(h[j] < 4, "a fifth copy: {h:?} + {j}");
        let i = self.index[j] as usize;
        let v = TABLE[i].load(Relaxed);
        if v != 0 {
            return v - 1;
        }
        let mut changed = [0u8; 9];
        changed.copy_from_slice(&h[..9]);
        changed[j] += 1;
        fill(&changed, i)
    }
}

/// [`lookup`] of the suit hand `h` less one tile of its kind `j` (0..9), from `h`'s precomputed [`keys`] (a bot
/// ranking its discards asks this for every kind of the suit it holds). Precondition: `h[j]` > 0.
#[inline(always)]
pub fn lookup_minus(h: &[u8], (low, high): (usize, usize), j: usize) -> u8 {
    debug_assert!(h[j] > 0, "no tile to take away: {h:?} - {j}");
    let (low, high) = if j < 5 { (low - POW5[j], high) } else { (low, high - POW5[j - 5]) };
    lookup_changed(h, low, high, j, -1)
}

/// The class of `h` with `delta` (+1 or -1) tiles of kind `j`, whose keys are already adjusted to `(low, high)`:
/// the table entry, or on its first use the class worked out from the changed counts.
#[inline(always)]
fn lookup_changed(h: &[u8], low: usize, high: usize, j: usize, delta: i8) -> u8 {
    let i = low_base(low) as usize + HIGH_RANK[high % HIGH_SPAN] as usize;
    let v = TABLE[i].load(Relaxed);
    if v != 0 {
        return v - 1;
    }
    let mut changed = [0u8; 9];
    changed.copy_from_slice(&h[..9]);
    changed[j] = changed[j].wrapping_add_signed(delta);
    fill(&changed, i)
}

// --- The table ------------------------------------------------------------------------------------------------

/// Class ids, computed on first use (entry = class + 1; 0 = not computed yet). Relaxed atomics: two threads
/// racing on an entry store the same value.
static TABLE: [AtomicU8; SUIT_HANDS] = [const { AtomicU8::new(0) }; SUIT_HANDS];

/// The class of a suit hand's distance vector (nine counts). Precondition as for [`index`].
#[inline(always)]
pub fn lookup(h: &[u8]) -> u8 {
    let i = index(h);
    let v = TABLE[i].load(Relaxed);
    if v != 0 {
        return v - 1;
    }
    fill(h, i)
}

#[cold]
#[inline(never)]
fn fill(h: &[u8], i: usize) -> u8 {
    let class = classes::class_of(compute(h));
    TABLE[i].store(class + 1, Relaxed);
    class
}

/// Computes every entry now (about 0.3 s natively), for callers that prefer paying once up front.
pub fn fill_all() {
    for_each_suit_hand(|h, v| {
        TABLE[index(h)].store(classes::class_of(v) + 1, Relaxed);
    });
}

/// How many entries have been computed so far (for measuring the lazy fill).
pub fn filled_entries() -> usize {
    TABLE.iter().filter(|e| e.load(Relaxed) != 0).count()
}

/// Sentinel for unreachable states in the programme below.
const UNREACHABLE: u8 = 0x3F;

/// The programme's state after some kinds: `[a][b][sets][pair]`, see [`compute`].
type Layer = [[[[u8; 2]; 5]; 5]; 5];

const START: Layer = {
    let mut dp = [[[[UNREACHABLE; 2]; 5]; 5]; 5];
    dp[0][0][0][0] = 0;
    dp
};

/// The exact distance vector of one suit hand, by dynamic programming over its nine kinds.
///
/// State after kind `i`: `(a, b)` = sequences started at kinds `i-1` and `i` (they still need tiles of the next
/// kinds), `sets` placed so far, `pair` placed so far. At each kind the programme chooses how many sequences start
/// there, whether a triplet and whether the pair sit there, never asking for more than 4 copies of the kind, and
/// pays one tile for each copy the hand lacks.
pub fn compute(h: &[u8]) -> SuitVector {
    let mut dp = START;
    for (kind, &have) in h.iter().take(9).enumerate() {
        dp = step(&dp, kind, have);
    }
    vector(&dp)
}

/// Calls `f` with every suit hand of at most 14 tiles and its vector, sharing the programme's work between hands
/// with the same first kinds (several times faster than [`compute`] on each).
pub fn for_each_suit_hand(mut f: impl FnMut(&[u8; 9], SuitVector)) {
    fn walk(h: &mut [u8; 9], kind: usize, left: u8, dp: &Layer, f: &mut impl FnMut(&[u8; 9], SuitVector)) {
        if kind == 9 {
            f(h, vector(dp));
            return;
        }
        for c in 0..=left.min(4) {
            h[kind] = c;
            walk(h, kind + 1, left - c, &step(dp, kind, c), f);
        }
        h[kind] = 0;
    }
    walk(&mut [0; 9], 0, MAX_TILES as u8, &START, &mut f);
}

/// One kind of the programme: the layer after kind `kind`, of which the hand holds `have`.
#[allow(clippy::needless_range_loop)] // the loop variables are the programme's state, used as indices
fn step(dp: &Layer, kind: usize, have: u8) -> Layer {
    let mut next: Layer = [[[[UNREACHABLE; 2]; 5]; 5]; 5];
    for a in 0..5 {
        for b in 0..5 - a {
            for sets in a + b..5 {
                for pair in 0..2 {
                    let cost = dp[a][b][sets][pair];
                    if cost == UNREACHABLE {
                        continue;
                    }
                    // Sequences may start only where two more kinds follow.
                    let max_new = if kind <= 6 { 4 - sets } else { 0 };
                    for new_seq in 0..=max_new {
                        for triplet in 0..2 {
                            if sets + new_seq + triplet > 4 {
                                break;
                            }
                            for add_pair in 0..2 - pair {
                                let demand = a + b + new_seq + 3 * triplet + 2 * add_pair;
                                if demand > 4 {
                                    continue;
                                }
                                let paid = cost + (demand as u8).saturating_sub(have);
                                let slot = &mut next[b][new_seq][sets + new_seq + triplet][pair + add_pair];
                                if paid < *slot {
                                    *slot = paid;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    next
}

/// The vector read from the layer after the ninth kind (no sequence may still be open).
fn vector(dp: &Layer) -> SuitVector {
    let mut v = 0u64;
    for (sets, by_pair) in dp[0][0].iter().enumerate() {
        for (pair, &d) in by_pair.iter().enumerate() {
            debug_assert!(d <= 14);
            v |= (d as u64) << ((pair * 5 + sets) * 4);
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_a_bijection_onto_the_table() {
        let mut seen = vec![false; SUIT_HANDS];
        let mut count = 0;
        let mut h = [0u8; 9];
        fn walk(h: &mut [u8; 9], kind: usize, left: u8, seen: &mut [bool], count: &mut usize) {
            if kind == 9 {
                let i = index(h);
                assert!(!seen[i], "index {i} reached twice");
                seen[i] = true;
                *count += 1;
                return;
            }
            for c in 0..=left.min(4) {
                h[kind] = c;
                walk(h, kind + 1, left - c, seen, count);
            }
            h[kind] = 0;
        }
        walk(&mut h, 0, 14, &mut seen, &mut count);
        assert_eq!(count, SUIT_HANDS);
        assert!(seen.iter().all(|&s| s));
    }

    /// PlusOne, keys_minus and lookup_keys answer as lookup does on the changed hand, over every suit hand of at
    /// most 13 tiles (a tenth of them, spread by a stride).
    #[test]
    fn one_tile_more_or_less_matches_lookup() {
        let mut hands = Vec::new();
        for_each_suit_hand(|h, _| hands.push(*h));
        let mut checked = 0;
        for h in hands.iter().step_by(7).filter(|h| h.iter().map(|&c| c as usize).sum::<usize>() <= 13) {
            let plus = PlusOne::new(keys(h));
            assert_eq!(lookup_keys(h, keys(h)), lookup(h));
            for j in 0..9 {
                let mut changed = *h;
                if h[j] < 4 {
                    changed[j] += 1;
                    assert_eq!(plus.class(h, j), lookup(&changed), "{h:?} + {j}");
                    checked += 1;
                }
                if h[j] > 0 {
                    changed = *h;
                    changed[j] -= 1;
                    assert_eq!(keys_minus(keys(h), j), keys(&changed), "{h:?} - {j}");
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn small_vectors_match_hand_counting() {
        // Empty suit: a set costs 3, a pair 2.
        let v = compute(&[0; 9]);
        assert_eq!((get(v, 0, 0), get(v, 1, 0), get(v, 0, 1), get(v, 4, 1)), (0, 3, 2, 14));
        // 1111: one set free, a pair beside it would need a fifth 1 (so it comes from 2-2 or 1-2-3 etc.).
        let v = compute(&[4, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(get(v, 1, 0), 0);
        assert_eq!(get(v, 0, 1), 0);
        // set + pair: 111 + 1 left; the pair needs two new tiles, or 123 + 11 needs 2 and 3.
        assert_eq!(get(v, 1, 1), 2);
        // 13: kanchan, one tile from a sequence.
        let v = compute(&[1, 0, 1, 0, 0, 0, 0, 0, 0]);
        assert_eq!(get(v, 1, 0), 1);
    }
}
