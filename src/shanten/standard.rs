//! Standard-form (four sets and a pair) shanten from the per-suit tables.
//!
//! Each group of kinds (manzu, pinzu, souzu, honours; in 3-player pinzu, souzu and "honour-like" kinds) gives a
//! distance vector; the hand's distance is the cheapest way to split the sets it still needs, and the pair,
//! among the groups (a min-plus convolution). Shanten = distance − 1.

use super::honors;
use super::suit_table::{self, get, SuitVector};
use crate::tile::{Counts, KINDS};

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

/// Min-plus convolution of two groups, for 0..=`SETS` sets and at most one pair in all. `SETS` is a constant so
/// that the loops unroll completely.
#[inline(always)]
fn convolve<const SETS: usize>(a: &Unpacked, b: &Unpacked) -> Unpacked {
    let mut c = [[u8::MAX; 5]; 2];
    for total in 0..=SETS {
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

/// The distance of two groups for exactly `SETS` sets and one pair.
#[inline(always)]
fn finish<const SETS: usize>(a: &Unpacked, b: &Unpacked) -> u8 {
    let mut best = u8::MAX;
    for i in 0..=SETS {
        let j = SETS - i;
        best = best.min((a[0][i] + b[1][j]).min(a[1][i] + b[0][j]));
    }
    best
}

/// Standard-form shanten for 4 players: -1 = complete, 0 = tenpai, …, 8 at most.
///
/// `hand` holds the concealed tiles (3n+1 or 3n+2 of them, each count ≤ 4) and `melds` the number of called
/// melds (kans included), so that `tiles + 3·melds` is 13 or 14. The result is the true minimum number of tile
/// exchanges minus one: no shape is counted that would need a fifth copy of a kind the hand holds four of.
/// Allocates nothing; the per-suit table entries are computed on first use.
#[inline]
pub fn standard(hand: &Counts, melds: u8) -> i8 {
    debug_assert!(melds <= 4, "at most 4 melds, not {melds}");
    match melds {
        0 => standard_sets::<4>(hand),
        1 => standard_sets::<3>(hand),
        2 => standard_sets::<2>(hand),
        3 => standard_sets::<1>(hand),
        _ => standard_sets::<0>(hand),
    }
}

#[inline(always)]
fn standard_sets<const SETS: usize>(hand: &Counts) -> i8 {
    let man = unpack(suit_table::lookup(&hand[0..9]));
    let pin = unpack(suit_table::lookup(&hand[9..18]));
    let sou = unpack(suit_table::lookup(&hand[18..27]));
    let honors = unpack(honors::lookup(&hand[27..34]));
    let left = convolve::<SETS>(&man, &pin);
    let right = convolve::<SETS>(&sou, &honors);
    finish::<SETS>(&left, &right) as i8 - 1
}

/// Standard-form shanten for 3 players (2m-8m out of play, so 1m and 9m only make triplets and pairs).
/// Same contract as [`standard`]; the hand must hold no 2m-8m.
#[inline]
pub fn standard_3p(hand: &Counts, melds: u8) -> i8 {
    debug_assert!(melds <= 4, "at most 4 melds, not {melds}");
    debug_assert!(hand[1..8].iter().all(|&c| c == 0), "2m-8m in a 3-player hand");
    match melds {
        0 => standard_3p_sets::<4>(hand),
        1 => standard_3p_sets::<3>(hand),
        2 => standard_3p_sets::<2>(hand),
        3 => standard_3p_sets::<1>(hand),
        _ => standard_3p_sets::<0>(hand),
    }
}

#[inline(always)]
fn standard_3p_sets<const SETS: usize>(hand: &Counts) -> i8 {
    let pin = unpack(suit_table::lookup(&hand[9..18]));
    let sou = unpack(suit_table::lookup(&hand[18..27]));
    let mut loose = [0u8; 9];
    loose[0] = hand[0];
    loose[1] = hand[8];
    loose[2..].copy_from_slice(&hand[27..34]);
    let honors = unpack(honors::lookup(&loose));
    let left = convolve::<SETS>(&pin, &sou);
    finish::<SETS>(&left, &honors) as i8 - 1
}

/// Standard-form shanten of `hand` plus one tile of each kind, for every kind at once (the work behind waits and
/// ukeire). A drawn tile changes one group only, so the other groups' convolution is computed once and reused.
///
/// `hand` has 3n+1 tiles; entry `k` is the shanten of the 3n+2-tile hand with one more `k`, or `None` where that
/// tile cannot be drawn (the hand holds 4, or 2m-8m in 3-player). Allocates nothing.
pub fn standard_after_each_draw(hand: &Counts, melds: u8, three_player: bool) -> [Option<i8>; KINDS] {
    debug_assert!(melds <= 4, "at most 4 melds, not {melds}");
    match (three_player, melds) {
        (false, 0) => after_draws_4p::<4>(hand),
        (false, 1) => after_draws_4p::<3>(hand),
        (false, 2) => after_draws_4p::<2>(hand),
        (false, 3) => after_draws_4p::<1>(hand),
        (false, _) => after_draws_4p::<0>(hand),
        (true, 0) => after_draws_3p::<4>(hand),
        (true, 1) => after_draws_3p::<3>(hand),
        (true, 2) => after_draws_3p::<2>(hand),
        (true, 3) => after_draws_3p::<1>(hand),
        (true, _) => after_draws_3p::<0>(hand),
    }
}

/// The group vector of `hand[range]` with one more tile of `hand` index `k` (which lies in `range`).
#[inline(always)]
fn suit_with(hand: &Counts, start: usize, k: usize) -> Unpacked {
    let mut s = [0u8; 9];
    s.copy_from_slice(&hand[start..start + 9]);
    s[k - start] += 1;
    unpack(suit_table::lookup(&s))
}

fn after_draws_4p<const SETS: usize>(hand: &Counts) -> [Option<i8>; KINDS] {
    let man = unpack(suit_table::lookup(&hand[0..9]));
    let pin = unpack(suit_table::lookup(&hand[9..18]));
    let sou = unpack(suit_table::lookup(&hand[18..27]));
    let honors = unpack(honors::lookup(&hand[27..34]));
    let left = convolve::<SETS>(&man, &pin);
    let right = convolve::<SETS>(&sou, &honors);
    let mut out = [None; KINDS];
    for (k, slot) in out.iter_mut().enumerate() {
        if hand[k] >= 4 {
            continue;
        }
        let d = match k {
            0..=8 => finish::<SETS>(&convolve::<SETS>(&suit_with(hand, 0, k), &pin), &right),
            9..=17 => finish::<SETS>(&convolve::<SETS>(&man, &suit_with(hand, 9, k)), &right),
            18..=26 => finish::<SETS>(&left, &convolve::<SETS>(&suit_with(hand, 18, k), &honors)),
            _ => {
                let mut z = [0u8; 7];
                z.copy_from_slice(&hand[27..34]);
                z[k - 27] += 1;
                finish::<SETS>(&left, &convolve::<SETS>(&sou, &unpack(honors::lookup(&z))))
            }
        };
        *slot = Some(d as i8 - 1);
    }
    out
}

fn after_draws_3p<const SETS: usize>(hand: &Counts) -> [Option<i8>; KINDS] {
    let pin = unpack(suit_table::lookup(&hand[9..18]));
    let sou = unpack(suit_table::lookup(&hand[18..27]));
    let mut loose = [0u8; 9];
    loose[0] = hand[0];
    loose[1] = hand[8];
    loose[2..].copy_from_slice(&hand[27..34]);
    let honors = unpack(honors::lookup(&loose));
    let left = convolve::<SETS>(&pin, &sou);
    let mut out = [None; KINDS];
    for (k, slot) in out.iter_mut().enumerate() {
        if hand[k] >= 4 || (1..=7).contains(&k) {
            continue;
        }
        let d = match k {
            9..=17 => finish::<SETS>(&convolve::<SETS>(&suit_with(hand, 9, k), &sou), &honors),
            18..=26 => finish::<SETS>(&convolve::<SETS>(&pin, &suit_with(hand, 18, k)), &honors),
            _ => {
                let mut z = loose;
                z[match k {
                    0 => 0,
                    8 => 1,
                    _ => k - 25,
                }] += 1;
                finish::<SETS>(&left, &unpack(honors::lookup(&z)))
            }
        };
        *slot = Some(d as i8 - 1);
    }
    out
}
