//! Standard-form (four sets and a pair) shanten from the per-group tables.
//!
//! Each group of kinds (manzu, pinzu, souzu, honours; in 3-player pinzu, souzu and the "honour-like" kinds) has
//! a distance vector, stored as a class id; the hand's distance is the cheapest way to split the sets it still
//! needs, and the pair, among the groups (a min-plus convolution, here a lookup in `classes::combine`).
//! Shanten = distance − 1.

use super::classes::{combine, distance};
use super::{honors, suit_table};
use crate::tile::{Counts, KINDS};

/// Manzu kinds absent from every 3-player tile set (Tenhou sanma also lacks 5m, Toutenkou keeps it).
pub const SEQUENCE_ONLY_MANZU: [usize; 6] = [1, 2, 3, 5, 6, 7];

/// Sets still to be made from concealed tiles, given the number of called melds.
#[inline(always)]
fn sets_needed(melds: u8) -> usize {
    debug_assert!(melds <= 4, "at most 4 melds, not {melds}");
    4 - melds.min(4) as usize
}

/// The "honour-like" group of a 3-player hand: the manzu left in play (1m, 5m, 9m; 5m only in Toutenkou) and
/// the seven honours.
#[inline(always)]
fn loose_3p(hand: &Counts) -> [u8; 10] {
    let mut loose = [0u8; 10];
    loose[0] = hand[0];
    loose[1] = hand[4];
    loose[2] = hand[8];
    loose[3..].copy_from_slice(&hand[27..34]);
    loose
}

/// Position of a 3-player loose kind (1m, 5m, 9m or an honour) in [`loose_3p`].
#[inline(always)]
fn loose_index(kind: usize) -> usize {
    match kind {
        0 => 0,
        4 => 1,
        8 => 2,
        _ => kind - 24,
    }
}

/// Standard-form shanten for 4 players: -1 = complete, 0 = tenpai, …, 8 at most.
///
/// `hand` holds the concealed tiles (3n+1 or 3n+2 of them, each count ≤ 4) and `melds` the number of called
/// melds (kans included), so that `tiles + 3·melds` is 13 or 14. The result is the true minimum number of tile
/// exchanges minus one: no shape is counted that would need a fifth copy of a kind the hand holds four of.
/// Allocates nothing; table entries are computed on first use.
#[inline]
pub fn standard(hand: &Counts, melds: u8) -> i8 {
    let man = suit_table::lookup(&hand[0..9]);
    let pin = suit_table::lookup(&hand[9..18]);
    let sou = suit_table::lookup(&hand[18..27]);
    let hon = honors::lookup(&hand[27..34]);
    let all = combine(combine(man, pin), combine(sou, hon));
    distance(all, sets_needed(melds)) as i8 - 1
}

/// Standard-form shanten for 3 players: manzu cannot form sequences (2m-8m are out of play; Toutenkou keeps 5m
/// too), so 1m, 5m and 9m only make triplets and pairs. Same contract as [`standard`]; the hand must hold no
/// 2m-4m or 6m-8m.
#[inline]
pub fn standard_3p(hand: &Counts, melds: u8) -> i8 {
    debug_assert!(SEQUENCE_ONLY_MANZU.iter().all(|&k| hand[k] == 0), "2m-4m or 6m-8m in a 3-player hand");
    let pin = suit_table::lookup(&hand[9..18]);
    let sou = suit_table::lookup(&hand[18..27]);
    let loose = honors::lookup(&loose_3p(hand));
    distance(combine(combine(pin, sou), loose), sets_needed(melds)) as i8 - 1
}

/// The class of the suit starting at `start` (whose key halves are `keys`) with one more tile of kind `k` (which
/// lies in that suit).
#[inline(always)]
fn suit_with(hand: &Counts, start: usize, keys: (usize, usize), k: usize) -> u8 {
    suit_table::lookup_plus(&hand[start..start + 9], keys, k - start)
}

/// Standard-form shanten of `hand` plus one tile of each kind, for every kind at once (the work behind waits and
/// ukeire). A drawn tile changes one group only, so the other groups are combined once and reused.
///
/// `hand` has 3n+1 tiles; entry `k` is the shanten of the 3n+2-tile hand with one more `k`, or `None` where that
/// tile cannot be drawn (the hand holds 4, or 2m-4m/6m-8m in 3-player; whether 5m exists is the caller's tile
/// set's business). Allocates nothing.
pub fn standard_after_each_draw(hand: &Counts, melds: u8, three_player: bool) -> [Option<i8>; KINDS] {
    let sets = sets_needed(melds);
    let mut out = [None; KINDS];
    if three_player {
        let pin = suit_table::lookup(&hand[9..18]);
        let sou = suit_table::lookup(&hand[18..27]);
        let loose = loose_3p(hand);
        let suits = combine(pin, sou);
        let honours = honors::lookup(&loose);
        let (pin_keys, sou_keys) = (suit_table::keys(&hand[9..18]), suit_table::keys(&hand[18..27]));
        for (k, slot) in out.iter_mut().enumerate() {
            if hand[k] >= 4 || SEQUENCE_ONLY_MANZU.contains(&k) {
                continue;
            }
            let all = match k {
                9..=17 => combine(combine(suit_with(hand, 9, pin_keys, k), sou), honours),
                18..=26 => combine(combine(pin, suit_with(hand, 18, sou_keys, k)), honours),
                _ => {
                    let mut z = loose;
                    z[loose_index(k)] += 1;
                    combine(suits, honors::lookup(&z))
                }
            };
            *slot = Some(distance(all, sets) as i8 - 1);
        }
    } else {
        let man = suit_table::lookup(&hand[0..9]);
        let pin = suit_table::lookup(&hand[9..18]);
        let sou = suit_table::lookup(&hand[18..27]);
        let hon = honors::lookup(&hand[27..34]);
        let (left, right) = (combine(man, pin), combine(sou, hon));
        let keys = [suit_table::keys(&hand[0..9]), suit_table::keys(&hand[9..18]), suit_table::keys(&hand[18..27])];
        for (k, slot) in out.iter_mut().enumerate() {
            if hand[k] >= 4 {
                continue;
            }
            let all = match k {
                0..=8 => combine(combine(suit_with(hand, 0, keys[0], k), pin), right),
                9..=17 => combine(combine(man, suit_with(hand, 9, keys[1], k)), right),
                18..=26 => combine(left, combine(suit_with(hand, 18, keys[2], k), hon)),
                _ => {
                    let mut z = [0u8; 7];
                    z.copy_from_slice(&hand[27..34]);
                    z[k - 27] += 1;
                    combine(left, combine(sou, honors::lookup(&z)))
                }
            };
            *slot = Some(distance(all, sets) as i8 - 1);
        }
    }
    out
}
