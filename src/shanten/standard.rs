//! Standard-form (four sets and a pair) shanten from the per-suit tables.
//!
//! Each group of kinds (manzu, pinzu, souzu, honours; in 3-player pinzu, souzu and "honour-like" kinds) gives a
//! distance vector; the hand's distance is the cheapest way to split the sets it still needs, and the pair,
//! among the groups (a min-plus convolution). Shanten = distance − 1.

use super::honors;
use super::suit_table::{self, get, SuitVector};
use crate::tile::Counts;

/// A distance vector unpacked for convolution: `[pair][sets]`.
type Unpacked = [[u8; 5]; 2];

#[inline(always)]
fn unpack(v: SuitVector) -> Unpacked {
    let mut u = [[0u8; 5]; 2];
    for (pair, row) in u.iter_mut().enumerate() {
        for (sets, d) in row.iter_mut().enumerate() {
            *d = get(v, sets, pair);
        }
    }
    u
}

/// Min-plus convolution of two groups, for 0..=`sets` sets and at most one pair in all.
#[inline(always)]
fn convolve(a: &Unpacked, b: &Unpacked, sets: usize) -> Unpacked {
    let mut c = [[u8::MAX; 5]; 2];
    for total in 0..=sets {
        let mut no_pair = u8::MAX;
        let mut with_pair = u8::MAX;
        for i in 0..=total {
            let j = total - i;
            no_pair = no_pair.min(a[0][i] + b[0][j]);
            with_pair = with_pair.min((a[0][i] + b[1][j]).min(a[1][i] + b[0][j]));
        }
        c[0][total] = no_pair;
        c[1][total] = with_pair;
    }
    c
}

/// The distance of two groups for exactly `sets` sets and one pair.
#[inline(always)]
fn finish(a: &Unpacked, b: &Unpacked, sets: usize) -> u8 {
    let mut best = u8::MAX;
    for i in 0..=sets {
        let j = sets - i;
        best = best.min((a[0][i] + b[1][j]).min(a[1][i] + b[0][j]));
    }
    best
}

/// Sets still to be made with concealed tiles, given the number of called melds.
#[inline(always)]
fn sets_needed(melds: u8) -> usize {
    debug_assert!(melds <= 4, "at most 4 melds, not {melds}");
    4 - melds.min(4) as usize
}

/// Standard-form shanten for 4 players: -1 = complete, 0 = tenpai, …, 8 at most.
///
/// `hand` holds the concealed tiles (3n+1 or 3n+2 of them, each count ≤ 4) and `melds` the number of called
/// melds (kans included), so that `tiles + 3·melds` is 13 or 14. The result is the true minimum number of tile
/// exchanges minus one: no shape is counted that would need a fifth copy of a kind the hand holds four of.
/// Allocates nothing; the per-suit table entries are computed on first use.
#[inline]
pub fn standard(hand: &Counts, melds: u8) -> i8 {
    let sets = sets_needed(melds);
    let man = unpack(suit_table::lookup(&hand[0..9]));
    let pin = unpack(suit_table::lookup(&hand[9..18]));
    let sou = unpack(suit_table::lookup(&hand[18..27]));
    let honors = unpack(honors::lookup(&hand[27..34]));
    let left = convolve(&man, &pin, sets);
    let right = convolve(&sou, &honors, sets);
    finish(&left, &right, sets) as i8 - 1
}

/// Standard-form shanten for 3 players (2m-8m out of play, so 1m and 9m only make triplets and pairs).
/// Same contract as [`standard`]; the hand must hold no 2m-8m.
#[inline]
pub fn standard_3p(hand: &Counts, melds: u8) -> i8 {
    debug_assert!(hand[1..8].iter().all(|&c| c == 0), "2m-8m in a 3-player hand");
    let sets = sets_needed(melds);
    let pin = unpack(suit_table::lookup(&hand[9..18]));
    let sou = unpack(suit_table::lookup(&hand[18..27]));
    let mut loose = [0u8; 9];
    loose[0] = hand[0];
    loose[1] = hand[8];
    loose[2..].copy_from_slice(&hand[27..34]);
    let honors = unpack(honors::lookup(&loose));
    let left = convolve(&pin, &sou, sets);
    finish(&left, &honors, sets) as i8 - 1
}
