//! Shanten of the two closed special forms, chiitoitsu (seven pairs) and kokushi (thirteen orphans).
//!
//! Both need all 14 tiles concealed, so for a hand with called melds (fewer than 13 concealed tiles) they return
//! [`NOT_APPLICABLE`]. Both formulas are exact minimum exchange counts: a fourth copy never helps a pair.

use crate::tile::{Counts, KINDS};

/// Shanten reported for a form the hand cannot take (chiitoitsu or kokushi once a meld is called). It is larger
/// than any real shanten (at most 13), so the overall number is still the minimum of the three.
pub const NOT_APPLICABLE: i8 = 99;

/// Bitmask of the 13 terminal and honour kinds (bit = kind).
pub const YAOCHUU_MASK: u64 = (1 << 0) | (1 << 8) | (1 << 9) | (1 << 17) | (1 << 18) | (1 << 26) | (0x7F << 27);

#[inline(always)]
fn tile_count(hand: &Counts) -> u32 {
    hand.iter().map(|&c| c as u32).sum()
}

/// Chiitoitsu shanten: seven *distinct* pairs (Tenhou and most rules). A kind held four times is one pair.
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn chiitoitsu(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    let mut pairs = 0i8;
    let mut kinds = 0i8;
    for &c in hand.iter() {
        pairs += (c >= 2) as i8;
        kinds += (c >= 1) as i8;
    }
    6 - pairs + (7 - kinds).max(0)
}

/// Chiitoitsu shanten when four of a kind may count as two pairs (Kansai chiitoi, Speed Tonpuu).
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn chiitoitsu_kansai(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    // Seven pair slots; a kind offers two. A slot is free, one tile away, or two tiles away (any other kind).
    let (mut free, mut one_away) = (0i8, 0i8);
    for &c in hand.iter() {
        match c {
            0 => {}
            1 => one_away += 1,
            2 => free += 1,
            3 => {
                free += 1;
                one_away += 1
            }
            _ => free += 2,
        }
    }
    let missing = (7 - free).max(0);
    let cheap = one_away.min(missing);
    cheap + 2 * (missing - cheap) - 1
}

/// Kokushi shanten: 13 minus the distinct terminal/honour kinds held, minus one more if any of them is paired.
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn kokushi(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    let mut kinds = 0i8;
    let mut pair = false;
    for k in 0..KINDS {
        if YAOCHUU_MASK >> k & 1 == 1 {
            kinds += (hand[k] >= 1) as i8;
            pair |= hand[k] >= 2;
        }
    }
    13 - kinds - pair as i8
}
