//! A seat's concealed tiles together with their per-kind counts, kept in step.
//!
//! Every claim check, wait refresh and turn's legal list asks "how many of each kind does this seat hold"; keeping
//! the 34-kind histogram beside the tile ids answers that without a pass over the hand. The only ways to change
//! the hand are the methods here, so the two cannot drift apart; reading goes through the slice of ids.
//!
//! The ids sit in the struct itself, sixteen bytes (a hand holds 14 tiles at most: 13 dealt and one drawn), so
//! reading a hand follows no pointer, and a discard takes its tile out with shifts of two 64-bit words instead of
//! a call to move the tail.

use crate::tile::{Counts, Kind, KINDS};
use crate::wall::{id_kind, TileId};
use std::ops::Deref;

/// Most tiles a concealed hand can hold here: a deal of up to `CAPACITY - 1` tiles (see [`Concealed::fits`]) and
/// a draw.
pub(crate) const CAPACITY: usize = 16;

/// Concealed tile ids (in the order they arrived) and their counts by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Concealed {
    /// The first `len` are the hand, in arrival order; the rest are zero (so that derived equality holds).
    ids: [TileId; CAPACITY],
    len: u8,
    counts: Counts,
    /// Kinds held at least once, twice (pon candidates) and four times (the ankan candidates), bit = kind: the
    /// claim check on every discard tests bits instead of reading counts.
    kinds: u64,
    pairs: u64,
    quads: u64,
    /// The ids held, as a bit set (bit `id % 64` of word `id / 64`): a kind's copies are four adjacent bits.
    held: [u64; 3],
}

impl Concealed {
    /// Whether a dealt hand of `tiles` tiles fits, with its draw (the round refuses a wall layout that deals more).
    pub(crate) fn fits(tiles: usize) -> bool {
        tiles < CAPACITY
    }

    /// A dealt hand. Precondition: [`Concealed::fits`] its length.
    pub(crate) fn new(dealt: &[TileId]) -> Concealed {
        let mut ids = [0; CAPACITY];
        ids[..dealt.len()].copy_from_slice(dealt);
        let mut counts = [0u8; KINDS];
        let (mut kinds, mut pairs, mut quads) = (0u64, 0u64, 0u64);
        let mut held = [0u64; 3];
        for &i in dealt {
            let k = id_kind(i) as usize;
            counts[k] += 1;
            kinds |= 1 << k;
            pairs |= ((counts[k] == 2) as u64) << k;
            quads |= ((counts[k] == 4) as u64) << k;
            held[i as usize / 64] |= 1 << (i % 64);
        }
        Concealed { ids, len: dealt.len() as u8, counts, kinds, pairs, quads, held }
    }

    /// The copies (0..4) of kind `k` held, as four bits (bit `c` = copy `c`, id `4k + c`).
    #[inline]
    pub(crate) fn copies(&self, k: Kind) -> u8 {
        let first = 4 * k as usize;
        // Four-aligned, so a kind's bits never straddle two words.
        ((self.held[first / 64] >> (first % 64)) & 0xF) as u8
    }

    /// Kinds held at least once, as a bit set.
    #[inline]
    pub(crate) fn kinds(&self) -> u64 {
        self.kinds
    }

    /// Kinds held at least twice, as a bit set.
    #[inline]
    pub(crate) fn pairs(&self) -> u64 {
        self.pairs
    }

    /// Kinds held four times, as a bit set.
    pub(crate) fn quads(&self) -> u64 {
        self.quads
    }

    /// Tiles held of each kind.
    pub(crate) fn counts(&self) -> &Counts {
        &self.counts
    }

    pub(crate) fn push(&mut self, id: TileId) {
        self.ids[self.len as usize] = id;
        self.len += 1;
        self.held[id as usize / 64] |= 1 << (id % 64);
        let k = id_kind(id) as usize;
        self.counts[k] += 1;
        self.set_bits(k);
    }

    /// The kind sets' bits for kind `k`, from its count.
    #[inline]
    fn set_bits(&mut self, k: usize) {
        let c = self.counts[k];
        let b = 1u64 << k;
        self.kinds = self.kinds & !b | ((c >= 1) as u64) << k;
        self.pairs = self.pairs & !b | ((c >= 2) as u64) << k;
        self.quads = self.quads & !b | ((c == 4) as u64) << k;
    }

    /// Removes the tile `id` (held once at most), keeping the others in order.
    pub(crate) fn remove(&mut self, id: TileId) {
        if let Some(p) = self.iter().position(|&i| i == id) {
            self.remove_at(p);
        }
    }

    /// Removes the tile at position `p` of the hand (below its length), keeping the others in order: what a
    /// turn's discard entry names, so the discard does not search the hand for its id.
    #[inline]
    pub(crate) fn remove_at(&mut self, p: usize) {
        debug_assert!(p < self.len as usize);
        let id = self.ids[p];
        // The bytes above position `p` move down one; those below stay; a zero comes in at the top. Two 64-bit
        // halves (wasm has no 128-bit registers): the high half's lowest byte crosses into the low half.
        let (lo, hi) = (
            u64::from_le_bytes(self.ids[..8].try_into().unwrap()),
            u64::from_le_bytes(self.ids[8..].try_into().unwrap()),
        );
        let (lo, hi) = if p < 8 {
            let below = (1u64 << (8 * p)) - 1;
            (lo & below | (lo >> 8) & !below | hi << 56, hi >> 8)
        } else {
            let below = (1u64 << (8 * (p - 8))) - 1;
            (lo, hi & below | (hi >> 8) & !below)
        };
        self.ids[..8].copy_from_slice(&lo.to_le_bytes());
        self.ids[8..].copy_from_slice(&hi.to_le_bytes());
        self.len -= 1;
        self.held[id as usize / 64] &= !(1 << (id % 64));
        let k = id_kind(id) as usize;
        self.counts[k] -= 1;
        self.set_bits(k);
    }

    /// Keeps the tiles for which `keep` holds (like `Vec::retain`).
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&TileId) -> bool) {
        let mut changed = 0u64;
        let mut n = 0;
        for j in 0..self.len as usize {
            let i = self.ids[j];
            self.ids[j] = 0;
            if keep(&i) {
                self.ids[n] = i;
                n += 1;
            } else {
                let k = id_kind(i) as usize;
                self.counts[k] -= 1;
                changed |= 1 << k;
                self.held[i as usize / 64] &= !(1 << (i % 64));
            }
        }
        self.len = n as u8;
        for k in crate::tile::kinds_in(changed) {
            self.set_bits(k);
        }
    }
}

#[cfg(any(debug_assertions, feature = "validate"))]
impl Concealed {
    /// The counts, kind sets and id set worked out again from the ids alone, compared with the kept ones
    /// ([`super::Round::validate`]).
    pub(crate) fn validate(&self) -> Result<(), String> {
        let fresh = Concealed::new(&self[..]);
        if *self == fresh {
            Ok(())
        } else {
            Err(format!("concealed tiles {:?}: kept {self:?}, worked out {fresh:?}", &self[..]))
        }
    }

    /// Clears the set of kinds held twice, out of step with the counts (the validation's own test).
    #[cfg(test)]
    pub(crate) fn forget_pairs(&mut self) {
        self.pairs = 0;
    }
}

impl Deref for Concealed {
    type Target = [TileId];
    // Inlined in the wasm build too (see the round module's speed rules): as a call it returns its fat pointer
    // through the shadow stack on every read of a hand.
    #[inline]
    fn deref(&self) -> &[TileId] {
        &self.ids[..self.len as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kind sets as worked out from the counts.
    fn sets_of(h: &Concealed) -> (u64, u64, u64) {
        let at_least = |n: u8| (0..KINDS).filter(|&k| h.counts()[k] >= n).fold(0u64, |m, k| m | 1 << k);
        (at_least(1), at_least(2), at_least(4))
    }

    #[test]
    fn kind_sets_follow_every_change() {
        // A pseudo-random walk of pushes, removes and retains over ids of a few kinds (so pairs and quads arise).
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut h = Concealed::new(&[0, 1, 2, 8, 9]);
        // The same changes on a plain list: the order of the ids must follow it.
        let mut model = vec![0, 1, 2, 8, 9];
        for _ in 0..5000 {
            x = crate::bot::xorshift(x);
            let id = (x % 16) as TileId;
            match x % 5 {
                0 | 1 if !h.contains(&id) && h.len() < CAPACITY => {
                    h.push(id);
                    model.push(id);
                }
                2 => {
                    h.remove(id);
                    model.retain(|&i| i != id);
                }
                3 => {
                    h.retain(|&i| i != id && i != id ^ 1);
                    model.retain(|&i| i != id && i != id ^ 1);
                }
                _ => {}
            }
            assert_eq!(&h[..], &model[..]);
            // Past the hand, zeros only (derived equality compares the whole array).
            assert!(h.ids[h.len()..].iter().all(|&i| i == 0));
            assert_eq!((h.kinds(), h.pairs(), h.quads()), sets_of(&h), "{:?}", &h[..]);
        }
    }

    #[test]
    fn counts_follow_every_change() {
        // Ids 0-3 are 1m, 4-7 are 2m, 132-135 are 7z (id / 4 = kind).
        let mut h = Concealed::new(&[0, 1, 4, 135]);
        assert_eq!((h.counts()[0], h.counts()[1], h.counts()[33]), (2, 1, 1));
        h.push(2);
        assert_eq!(h.counts()[0], 3);
        h.retain(|&i| i != 1 && i != 135);
        assert_eq!(&h[..], &[0, 4, 2]);
        assert_eq!((h.counts()[0], h.counts()[1], h.counts()[33]), (2, 1, 0));
        assert_eq!(h.counts().iter().map(|&c| c as usize).sum::<usize>(), h.len());
        h.push(3);
        h.push(1);
        assert_eq!(h.quads(), 1);
        h.retain(|&i| i != 2);
        assert_eq!(h.quads(), 0);
        h.push(2);
        assert_eq!(h.quads(), 1);
        h.remove(0);
        h.remove(0);
        assert_eq!(&h[..], &[4, 3, 1, 2]);
        assert_eq!((h.counts()[0], h.counts()[1], h.quads()), (3, 1, 0));
        // Copies held of 1m (ids 1, 2, 3) and 2m (id 4 = copy 0); nothing of 9s.
        assert_eq!((h.copies(0), h.copies(1), h.copies(26)), (0b1110, 0b0001, 0));
        assert_eq!(h.kinds(), 0b11);
        assert_eq!(h.pairs(), 0b01);
        let mut h = Concealed::new(&[135, 64, 70]);
        assert_eq!((h.copies(33), h.copies(16), h.copies(17)), (0b1000, 0b0001, 0b0100));
        h.retain(|&i| i != 64);
        assert_eq!((h.copies(16), h.kinds()), (0, 1 << 33 | 1 << 17));
    }
}
