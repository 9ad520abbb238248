//! Shanten of the two closed special forms, chiitoitsu (seven pairs) and kokushi (thirteen orphans).
//!
//! Both need all 14 tiles concealed, so for a hand with called melds (fewer than 13 concealed tiles) they return
//! [`NOT_APPLICABLE`]. Both formulas are exact minimum exchange counts: a fourth copy never helps a pair.

use crate::tile::Counts;

/// Shanten reported for a form the hand cannot take (chiitoitsu or kokushi once a meld is called). It is larger
/// than any real shanten (at most 13), so the overall number is still the minimum of the three.
pub const NOT_APPLICABLE: i8 = 99;

/// Bitmask of all 34 kinds.
pub const ALL_KINDS: u64 = (1 << 34) - 1;

/// Bitmask of the 13 terminal and honour kinds (bit = kind).
pub const YAOCHUU_MASK: u64 = (1 << 0) | (1 << 8) | (1 << 9) | (1 << 17) | (1 << 18) | (1 << 26) | (0x7F << 27);

#[inline(always)]
fn tile_count(hand: &Counts) -> u32 {
    hand.iter().map(|&c| c as u32).sum()
}

/// Which kinds a hand holds at least 1, 2, 3 and 4 of, as bitmasks: enough for both special forms, and cheap
/// to update for one more tile (see [`KindMasks::with_draw`]).
#[derive(Clone, Copy, Debug)]
pub struct KindMasks {
    pub present: u64,
    pub paired: u64,
    pub triple: u64,
    pub quad: u64,
}

impl KindMasks {
    /// Builds the masks eight kinds at a time: for counts 0..=4, adding `0x80 - n` to a byte sets its top bit
    /// exactly when the count is at least `n`, and one multiplication gathers the eight top bits.
    #[inline]
    pub fn of(hand: &Counts) -> KindMasks {
        const LOW7: u64 = 0x0101_0101_0101_0101;
        const TOP: u64 = 0x8080_8080_8080_8080;
        const GATHER: u64 = 0x0102_0408_1020_4080;
        #[inline(always)]
        fn at_least(word: u64, n: u64) -> u64 {
            ((((word + (0x80 - n) * LOW7) & TOP) >> 7).wrapping_mul(GATHER)) >> 56
        }
        debug_assert!(hand.iter().all(|&c| c <= 4), "a kind has more than 4 copies");
        let mut m = KindMasks { present: 0, paired: 0, triple: 0, quad: 0 };
        let mut bytes = [0u8; 40];
        bytes[..34].copy_from_slice(hand);
        for chunk in 0..5 {
            let word = u64::from_le_bytes(bytes[chunk * 8..chunk * 8 + 8].try_into().unwrap());
            let shift = chunk * 8;
            m.present |= at_least(word, 1) << shift;
            m.paired |= at_least(word, 2) << shift;
            m.triple |= at_least(word, 3) << shift;
            m.quad |= at_least(word, 4) << shift;
        }
        m
    }

    /// The masks after drawing one more tile of `kind` (which the hand holds fewer than 4 of).
    #[inline]
    pub fn with_draw(self, kind: usize) -> KindMasks {
        let bit = 1u64 << kind;
        KindMasks {
            present: self.present | bit,
            paired: self.paired | (self.present & bit),
            triple: self.triple | (self.paired & bit),
            quad: self.quad | (self.triple & bit),
        }
    }

    /// The masks after discarding one tile of `kind` (which the hand holds).
    #[inline]
    pub fn with_discard(self, kind: usize) -> KindMasks {
        let keep = !(1u64 << kind);
        KindMasks {
            present: self.present & (self.paired | keep),
            paired: self.paired & (self.triple | keep),
            triple: self.triple & (self.quad | keep),
            quad: self.quad & keep,
        }
    }

    /// Kinds whose draw lowers [`KindMasks::chiitoitsu`] by one (the hand has 13 tiles): a kind held once
    /// makes a pair, and while fewer than seven kinds are held, a new kind counts too.
    #[inline]
    pub fn chiitoitsu_improvers(self) -> u64 {
        let single = self.present & !self.paired;
        if self.present.count_ones() < 7 {
            single | (!self.present & ALL_KINDS)
        } else {
            single
        }
    }

    /// Kinds whose draw lowers [`KindMasks::kokushi`] by one: a terminal or honour not held, or, while none is
    /// paired, one held once.
    #[inline]
    pub fn kokushi_improvers(self) -> u64 {
        if self.paired & YAOCHUU_MASK == 0 {
            YAOCHUU_MASK & !self.paired
        } else {
            YAOCHUU_MASK & !self.present
        }
    }

    /// Chiitoitsu shanten with seven distinct pairs (the hand has 13 or 14 tiles).
    #[inline]
    pub fn chiitoitsu(self) -> i8 {
        let pairs = self.paired.count_ones() as i8;
        let kinds = self.present.count_ones() as i8;
        6 - pairs + (7 - kinds).max(0)
    }

    /// Chiitoitsu shanten when a quad counts as two pairs (the hand has 13 or 14 tiles).
    #[inline]
    pub fn chiitoitsu_kansai(self) -> i8 {
        // Seven pair slots; a kind offers two. A slot is free, one tile away, or two tiles away (any other kind).
        let free = (self.paired.count_ones() + self.quad.count_ones()) as i8;
        let one_away = ((self.present & !self.paired).count_ones() + (self.triple & !self.quad).count_ones()) as i8;
        let missing = (7 - free).max(0);
        let cheap = one_away.min(missing);
        cheap + 2 * (missing - cheap) - 1
    }

    /// Kokushi shanten (the hand has 13 or 14 tiles).
    #[inline]
    pub fn kokushi(self) -> i8 {
        let kinds = (self.present & YAOCHUU_MASK).count_ones() as i8;
        let pair = (self.paired & YAOCHUU_MASK != 0) as i8;
        13 - kinds - pair
    }
}

/// Chiitoitsu shanten: seven *distinct* pairs (Tenhou and most rules). A kind held four times is one pair.
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn chiitoitsu(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    KindMasks::of(hand).chiitoitsu()
}

/// Chiitoitsu shanten when four of a kind may count as two pairs (Kansai chiitoi, Speed Tonpuu).
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn chiitoitsu_kansai(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    KindMasks::of(hand).chiitoitsu_kansai()
}

/// Kokushi shanten: 13 minus the distinct terminal/honour kinds held, minus one more if any of them is paired.
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn kokushi(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    KindMasks::of(hand).kokushi()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::KINDS;

    /// The improver sets are exactly the kinds whose draw lowers each closed form, over 13-tile hands of every
    /// spread (many kinds held once, many pairs, terminal pairs or none).
    #[test]
    fn improvers_are_the_draws_that_lower_the_closed_forms() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for case in 0..3000 {
            let span = [7, 13, 20, 34][case % 4] as u64;
            let mut hand = [0u8; KINDS];
            let mut tiles = 0;
            while tiles < 13 {
                x = crate::bot::xorshift(x);
                let k = (x % span) as usize;
                let k = if case % 3 == 0 { [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 4][k % 14] } else { k };
                if hand[k] < 4 {
                    hand[k] += 1;
                    tiles += 1;
                }
            }
            let m = KindMasks::of(&hand);
            for k in (0..KINDS).filter(|&k| hand[k] < 4) {
                let after = m.with_draw(k);
                assert_eq!(after.chiitoitsu() < m.chiitoitsu(), m.chiitoitsu_improvers() >> k & 1 == 1, "{hand:?} {k}");
                assert_eq!(after.kokushi() < m.kokushi(), m.kokushi_improvers() >> k & 1 == 1, "{hand:?} {k}");
            }
        }
    }

    #[test]
    fn masks_match_per_kind_counts_and_draws() {
        // Every kind at every count, with neighbours set so that bytes interact in the word arithmetic.
        for k in 0..KINDS {
            for c in 0..=4u8 {
                let mut hand = [0u8; KINDS];
                for (j, h) in hand.iter_mut().enumerate() {
                    *h = (j % 5) as u8;
                }
                hand[k] = c;
                let m = KindMasks::of(&hand);
                for (j, &n) in hand.iter().enumerate() {
                    let bits = [m.present, m.paired, m.triple, m.quad].map(|x| x >> j & 1 == 1);
                    assert_eq!(bits, [n >= 1, n >= 2, n >= 3, n >= 4], "kind {j} count {n}");
                }
                assert_eq!(m.present >> KINDS, 0);
                if c < 4 {
                    let mut drawn = hand;
                    drawn[k] += 1;
                    let (a, b) = (m.with_draw(k), KindMasks::of(&drawn));
                    assert_eq!((a.present, a.paired, a.triple, a.quad), (b.present, b.paired, b.triple, b.quad));
                }
                if c > 0 {
                    let mut rest = hand;
                    rest[k] -= 1;
                    let (a, b) = (m.with_discard(k), KindMasks::of(&rest));
                    assert_eq!((a.present, a.paired, a.triple, a.quad), (b.present, b.paired, b.triple, b.quad));
                }
            }
        }
    }
}
