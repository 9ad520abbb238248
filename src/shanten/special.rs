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

/// The counts read eight kinds at a time, for [`ClosedFormCounts::of`] and [`KindMasks::of`].
mod words {
    use crate::tile::Counts;

    /// A 1 in every byte.
    pub const LOW: u64 = 0x0101_0101_0101_0101;
    const TOP: u64 = 0x8080_8080_8080_8080;

    /// The counts as five little-endian words: byte `k % 8` of word `k / 8` is the count of kind `k` (the last
    /// word holds kinds 32 and 33, then zeros).
    #[inline(always)]
    pub fn of(hand: &Counts) -> [u64; 5] {
        debug_assert!(hand.iter().all(|&c| c <= 4), "a kind has more than 4 copies");
        let mut bytes = [0u8; 40];
        bytes[..34].copy_from_slice(hand);
        std::array::from_fn(|w| {
            // Not `.unwrap()`: that would bring the error's Debug formatting into the .wasm.
            let Ok(word) = <[u8; 8]>::try_from(&bytes[w * 8..w * 8 + 8]) else { unreachable!("8 bytes") };
            u64::from_le_bytes(word)
        })
    }

    /// A word of counts (each 0..=4) turned into a 1 in each byte whose count is at least `n` and a 0 in the
    /// others: adding `0x80 - n` to such a byte sets its top bit exactly then.
    #[inline(always)]
    pub fn at_least(word: u64, n: u64) -> u64 {
        ((word + (0x80 - n) * LOW) & TOP) >> 7
    }
}

/// What the two closed forms depend on: how many kinds a hand holds at least 1, 2, 3 and 4 of, how many terminal
/// and honour kinds it holds, and whether it holds two of one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClosedFormCounts {
    pub kinds: u8,
    pub pairs: u8,
    pub triples: u8,
    pub quads: u8,
    pub orphans: u8,
    pub orphan_pair: bool,
}

impl ClosedFormCounts {
    /// Counts eight kinds at a time without building bit sets: the 0/1 bytes of `words::at_least` are added
    /// across the five words and one multiplication sums a word's bytes. Plain 64-bit arithmetic: no `count_ones`
    /// (a dozen instructions each natively, where the baseline x86-64 target has no `popcnt`) and no SIMD (which
    /// the wasm build does not enable).
    #[inline]
    pub fn of(hand: &Counts) -> ClosedFormCounts {
        let (mut held, mut orphans, mut orphans_paired) = ([0u64; 4], 0u64, 0u64);
        for (&word, orphan_bytes) in words::of(hand).iter().zip(YAOCHUU_BYTES) {
            for (n, sum) in (1..).zip(&mut held) {
                *sum += words::at_least(word, n);
            }
            orphans += words::at_least(word, 1) & orphan_bytes;
            orphans_paired |= words::at_least(word, 2) & orphan_bytes;
        }
        // Each byte of a sum is at most 5 and a whole sum at most 34, so the top byte of the product is the sum.
        let total = |x: u64| (x.wrapping_mul(words::LOW) >> 56) as u8;
        ClosedFormCounts {
            kinds: total(held[0]),
            pairs: total(held[1]),
            triples: total(held[2]),
            quads: total(held[3]),
            orphans: total(orphans),
            orphan_pair: orphans_paired != 0,
        }
    }

    /// Chiitoitsu shanten with seven distinct pairs (the hand has 13 or 14 tiles).
    #[inline]
    pub fn chiitoitsu(self) -> i8 {
        6 - self.pairs as i8 + (7 - self.kinds as i8).max(0)
    }

    /// Chiitoitsu shanten when a quad counts as two pairs (the hand has 13 or 14 tiles).
    #[inline]
    pub fn chiitoitsu_kansai(self) -> i8 {
        // Seven pair slots; a kind offers two. A slot is free, one tile away, or two tiles away (any other kind).
        let free = (self.pairs + self.quads) as i8;
        let one_away = (self.kinds - self.pairs + self.triples - self.quads) as i8;
        let missing = (7 - free).max(0);
        let cheap = one_away.min(missing);
        cheap + 2 * (missing - cheap) - 1
    }

    /// Kokushi shanten (the hand has 13 or 14 tiles).
    #[inline]
    pub fn kokushi(self) -> i8 {
        13 - self.orphans as i8 - self.orphan_pair as i8
    }
}

/// [`YAOCHUU_MASK`] in the layout of [`words::of`]: byte `k % 8` of word `k / 8` is 1 for each terminal or honour.
const YAOCHUU_BYTES: [u64; 5] = {
    let mut out = [0u64; 5];
    let mut k = 0;
    while k < 34 {
        if YAOCHUU_MASK >> k & 1 == 1 {
            out[k / 8] |= 1 << (k % 8 * 8);
        }
        k += 1;
    }
    out
};

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
    /// Builds the masks eight kinds at a time: one multiplication gathers the top bits of `words::at_least`.
    #[inline]
    pub fn of(hand: &Counts) -> KindMasks {
        const GATHER: u64 = 0x0102_0408_1020_4080;
        #[inline(always)]
        fn bits(word: u64, n: u64) -> u64 {
            (words::at_least(word, n).wrapping_mul(GATHER)) >> 56
        }
        let mut m = KindMasks { present: 0, paired: 0, triple: 0, quad: 0 };
        for (chunk, &word) in words::of(hand).iter().enumerate() {
            let shift = chunk * 8;
            m.present |= bits(word, 1) << shift;
            m.paired |= bits(word, 2) << shift;
            m.triple |= bits(word, 3) << shift;
            m.quad |= bits(word, 4) << shift;
        }
        m
    }

    /// The [`ClosedFormCounts`] of the hand.
    #[inline]
    pub fn counts(self) -> ClosedFormCounts {
        ClosedFormCounts {
            kinds: self.present.count_ones() as u8,
            pairs: self.paired.count_ones() as u8,
            triples: self.triple.count_ones() as u8,
            quads: self.quad.count_ones() as u8,
            orphans: (self.present & YAOCHUU_MASK).count_ones() as u8,
            orphan_pair: self.paired & YAOCHUU_MASK != 0,
        }
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

    /// [`ClosedFormCounts::chiitoitsu`].
    #[inline]
    pub fn chiitoitsu(self) -> i8 {
        self.counts().chiitoitsu()
    }

    /// [`ClosedFormCounts::chiitoitsu_kansai`].
    #[inline]
    pub fn chiitoitsu_kansai(self) -> i8 {
        self.counts().chiitoitsu_kansai()
    }

    /// [`ClosedFormCounts::kokushi`].
    #[inline]
    pub fn kokushi(self) -> i8 {
        self.counts().kokushi()
    }
}

/// Chiitoitsu shanten: seven *distinct* pairs (Tenhou and most rules). A kind held four times is one pair.
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn chiitoitsu(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    ClosedFormCounts::of(hand).chiitoitsu()
}

/// Chiitoitsu shanten when four of a kind may count as two pairs (Kansai chiitoi, Speed Tonpuu).
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn chiitoitsu_kansai(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    ClosedFormCounts::of(hand).chiitoitsu_kansai()
}

/// Kokushi shanten: 13 minus the distinct terminal/honour kinds held, minus one more if any of them is paired.
/// [`NOT_APPLICABLE`] below 13 tiles.
#[inline]
pub fn kokushi(hand: &Counts) -> i8 {
    if tile_count(hand) < 13 {
        return NOT_APPLICABLE;
    }
    ClosedFormCounts::of(hand).kokushi()
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

    /// The plain count of what the closed forms depend on, kind by kind.
    fn plain_counts(hand: &Counts) -> ClosedFormCounts {
        let held = |n: u8| hand.iter().filter(|&&c| c >= n).count() as u8;
        let orphans = (0..KINDS).filter(|&k| YAOCHUU_MASK >> k & 1 == 1);
        ClosedFormCounts {
            kinds: held(1),
            pairs: held(2),
            triples: held(3),
            quads: held(4),
            orphans: orphans.clone().filter(|&k| hand[k] >= 1).count() as u8,
            orphan_pair: orphans.clone().any(|k| hand[k] >= 2),
        }
    }

    /// Both fast counts (bytewise, and from the masks) agree with the plain count: every kind at every count among
    /// neighbours of every count, and random hands of up to 14 tiles.
    #[test]
    fn closed_form_counts_match_a_plain_count() {
        let mut hands = Vec::new();
        for k in 0..KINDS {
            for c in 0..=4u8 {
                let mut hand: Counts = std::array::from_fn(|j| ((j + k) % 5) as u8);
                hand[k] = c;
                hands.push(hand);
            }
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for case in 0..5000 {
            let span = [13, 34][case % 2] as u64;
            let mut hand = [0u8; KINDS];
            for _ in 0..1 + case % 14 {
                x = crate::bot::xorshift(x);
                let k = (x % span) as usize;
                let k = if span == 13 { [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33][k] } else { k };
                hand[k] = (hand[k] + 1).min(4);
            }
            hands.push(hand);
        }
        for hand in &hands {
            let want = plain_counts(hand);
            assert_eq!(ClosedFormCounts::of(hand), want, "{hand:?}");
            assert_eq!(KindMasks::of(hand).counts(), want, "{hand:?}");
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
