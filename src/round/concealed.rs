//! A seat's concealed tiles together with their per-kind counts, kept in step.
//!
//! Every claim check, wait refresh and turn's legal list asks "how many of each kind does this seat hold"; keeping
//! the 34-kind histogram beside the tile ids answers that without a pass over the hand. The only ways to change
//! the hand are the methods here, so the two cannot drift apart; reading goes through the slice of ids.

use crate::tile::{kinds_held, Counts, Kind, KINDS};
use crate::wall::{id_kind, TileId};
use std::ops::Deref;

/// Concealed tile ids (in the order they arrived) and their counts by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Concealed {
    ids: Vec<TileId>,
    counts: Counts,
    /// Kinds held four times (bit = kind): the ankan candidates.
    quads: u64,
    /// The ids held, as a bit set (bit `id % 64` of word `id / 64`): a kind's copies are four adjacent bits.
    held: [u64; 3],
}

impl Concealed {
    pub(crate) fn new(ids: Vec<TileId>) -> Concealed {
        let mut counts = [0u8; KINDS];
        let mut quads = 0;
        let mut held = [0u64; 3];
        for &i in &ids {
            let k = id_kind(i) as usize;
            counts[k] += 1;
            quads |= ((counts[k] == 4) as u64) << k;
            held[i as usize / 64] |= 1 << (i % 64);
        }
        Concealed { ids, counts, quads, held }
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
        kinds_held(&self.counts)
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
        self.ids.push(id);
        self.held[id as usize / 64] |= 1 << (id % 64);
        let k = id_kind(id) as usize;
        self.counts[k] += 1;
        self.quads |= ((self.counts[k] == 4) as u64) << k;
    }

    /// Removes the tile `id` (held once at most), keeping the others in order.
    pub(crate) fn remove(&mut self, id: TileId) {
        if let Some(p) = self.ids.iter().position(|&i| i == id) {
            self.ids.remove(p);
            self.held[id as usize / 64] &= !(1 << (id % 64));
            let k = id_kind(id) as usize;
            self.counts[k] -= 1;
            self.quads &= !(1u64 << k);
        }
    }

    /// Keeps the tiles for which `keep` holds (like `Vec::retain`).
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&TileId) -> bool) {
        let (counts, quads, held) = (&mut self.counts, &mut self.quads, &mut self.held);
        self.ids.retain(|i| {
            let kept = keep(i);
            if !kept {
                let k = id_kind(*i) as usize;
                counts[k] -= 1;
                *quads &= !(1u64 << k);
                held[*i as usize / 64] &= !(1 << (*i % 64));
            }
            kept
        });
    }
}

impl Deref for Concealed {
    type Target = [TileId];
    fn deref(&self) -> &[TileId] {
        &self.ids
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_follow_every_change() {
        // Ids 0-3 are 1m, 4-7 are 2m, 132-135 are 7z (id / 4 = kind).
        let mut h = Concealed::new(vec![0, 1, 4, 135]);
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
        let mut h = Concealed::new(vec![135, 64, 70]);
        assert_eq!((h.copies(33), h.copies(16), h.copies(17)), (0b1000, 0b0001, 0b0100));
        h.retain(|&i| i != 64);
        assert_eq!((h.copies(16), h.kinds()), (0, 1 << 33 | 1 << 17));
    }
}
