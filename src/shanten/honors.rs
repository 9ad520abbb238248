//! Distance vectors for kinds that cannot form sequences: the seven honours, and in 3-player also the manzu left
//! in play (1m and 9m; Toutenkou also keeps 5m), which behave exactly like honours.
//!
//! Such kinds only form triplets and pairs, each from a different kind (a triplet plus a pair of one kind would
//! need five copies), so the vector depends only on how many kinds hold 1, 2 and 3-or-more tiles: 3 and 4 copies
//! are equivalent because the fourth copy can never be used. The key `n1 + 16·n2 + 256·n3` indexes a
//! 1280-entry table of class ids (1.3 KB) built at compile time.

use super::classes;
use super::suit_table::SuitVector;

/// Weight of a kind with 0..=4 copies in the histogram key.
const KEY_WEIGHT: [u16; 5] = [0, 1, 16, 256, 256];
const KEYS: usize = 5 * 256;

/// Marks keys that no legal group has (more than 14 tiles); using one panics on the class table.
const NO_CLASS: u8 = u8::MAX;

static CLASS: [u8; KEYS] = {
    let mut t = [NO_CLASS; KEYS];
    let mut key = 0;
    while key < KEYS {
        let (n1, n2, n3) = (key % 16, key / 16 % 16, key / 256);
        if n1 + 2 * n2 + 3 * n3 <= 14 {
            t[key] = classes::class_of(vector(n1, n2, n3));
        }
        key += 1;
    }
    t
};

/// Cheapest way to take `sets` distinct kinds for triplets from `n3` kinds with 3+, `n2` with 2, `n1` with 1 and
/// unlimited empty kinds (there are always enough: at most 5 groups, at least 7 such kinds).
const fn sets_cost(sets: usize, n1: usize, n2: usize, n3: usize) -> usize {
    let mut left = sets;
    let mut cost = 0;
    let take3 = if left < n3 { left } else { n3 };
    left -= take3;
    let take2 = if left < n2 { left } else { n2 };
    left -= take2;
    cost += take2;
    let take1 = if left < n1 { left } else { n1 };
    left -= take1;
    cost += 2 * take1;
    cost + 3 * left
}

pub const fn vector(n1: usize, n2: usize, n3: usize) -> SuitVector {
    let mut v = 0u64;
    let mut sets = 0;
    while sets <= 4 {
        let no_pair = sets_cost(sets, n1, n2, n3);
        // The pair takes one kind of some class; the sets take the best of the rest.
        let mut with_pair = 2 + sets_cost(sets, n1, n2, n3); // pair from an empty kind
        if n3 > 0 {
            let c = sets_cost(sets, n1, n2, n3 - 1);
            if c < with_pair {
                with_pair = c;
            }
        }
        if n2 > 0 {
            let c = sets_cost(sets, n1, n2 - 1, n3);
            if c < with_pair {
                with_pair = c;
            }
        }
        if n1 > 0 {
            let c = 1 + sets_cost(sets, n1 - 1, n2, n3);
            if c < with_pair {
                with_pair = c;
            }
        }
        v |= (no_pair as u64) << (sets * 4);
        v |= (with_pair as u64) << ((5 + sets) * 4);
        sets += 1;
    }
    v
}

/// The class of a group of sequence-less kinds given by their counts (each ≤ 4, at most 14 tiles).
#[inline(always)]
pub fn lookup(counts: &[u8]) -> u8 {
    CLASS[key(counts)]
}

/// The histogram key of such a group, from which [`lookup_plus`] and [`lookup_minus`] answer for one tile more
/// or less (a bot asks for every kind of the group) without summing the counts again.
#[inline(always)]
pub fn key(counts: &[u8]) -> usize {
    counts.iter().map(|&c| KEY_WEIGHT[c as usize] as usize).sum()
}

/// The class of the group whose [`key`] is `key` with one more tile of a kind it holds `held` (< 4) of.
#[inline(always)]
pub fn lookup_plus(key: usize, held: u8) -> u8 {
    CLASS[key + KEY_WEIGHT[held as usize + 1] as usize - KEY_WEIGHT[held as usize] as usize]
}

/// The class of the group whose [`key`] is `key` with one tile less of a kind it holds `held` (> 0) of.
#[inline(always)]
pub fn lookup_minus(key: usize, held: u8) -> u8 {
    CLASS[key_minus(key, held)]
}

/// The [`key`] of the group whose key is `key` with one tile less of a kind it holds `held` (> 0) of.
#[inline(always)]
pub fn key_minus(key: usize, held: u8) -> usize {
    key + KEY_WEIGHT[held as usize - 1] as usize - KEY_WEIGHT[held as usize] as usize
}

/// The class of the group whose [`key`] is `key`.
#[inline(always)]
pub fn lookup_key(key: usize) -> u8 {
    CLASS[key]
}

/// The distance vector of such a group.
#[cfg(test)]
pub fn vector_of(counts: &[u8]) -> SuitVector {
    classes::VECTORS[lookup(counts) as usize]
}

#[cfg(test)]
mod tests {
    use super::super::suit_table::get;
    use super::*;

    #[test]
    fn honour_vectors_follow_hand_counting() {
        // 1z 1z 1z 1z 2z 2z 2z 3z 3z: 1z and 2z are free sets, 3z a free pair; a third set costs 1 (3z) + 2
        // (a new pair) or 3 (a new kind).
        let v = vector_of(&[4, 3, 2, 0, 0, 0, 0]);
        assert_eq!(get(v, 2, 1), 0);
        assert_eq!(get(v, 3, 1), 3);
        assert_eq!(get(v, 3, 0), 1);
        // Nothing at all: four sets and a pair are 14 tiles away.
        assert_eq!(get(vector_of(&[0; 7]), 4, 1), 14);
        // A single honour: a pair is one tile away, a set two.
        let v = vector_of(&[1, 0, 0, 0, 0, 0, 0]);
        assert_eq!((get(v, 0, 1), get(v, 1, 0), get(v, 1, 1)), (1, 2, 4));
    }
}
