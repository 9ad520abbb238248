//! A seat's concealed tiles together with their per-kind counts, kept in step.
//!
//! Every claim check, wait refresh and turn's legal list asks "how many of each kind does this seat hold"; keeping
//! the 34-kind histogram beside the tile ids answers that without a pass over the hand. The only ways to change
//! the hand are the methods here, so the two cannot drift apart; reading goes through the slice of ids.

use crate::tile::{Counts, KINDS};
use crate::wall::{id_kind, TileId};
use std::ops::Deref;

/// Concealed tile ids (in the order they arrived) and their counts by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Concealed {
    ids: Vec<TileId>,
    counts: Counts,
    /// Kinds held four times (bit = kind): the ankan candidates.
    quads: u64,
}

impl Concealed {
    pub(crate) fn new(ids: Vec<TileId>) -> Concealed {
        let mut counts = [0u8; KINDS];
        let mut quads = 0;
        for &i in &ids {
            let k = id_kind(i) as usize;
            counts[k] += 1;
            quads |= ((counts[k] == 4) as u64) << k;
        }
        Concealed { ids, counts, quads }
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
        let k = id_kind(id) as usize;
        self.counts[k] += 1;
        self.quads |= ((self.counts[k] == 4) as u64) << k;
    }

    /// Removes the tile `id` (held once at most), keeping the others in order.
    pub(crate) fn remove(&mut self, id: TileId) {
        if let Some(p) = self.ids.iter().position(|&i| i == id) {
            self.ids.remove(p);
            let k = id_kind(id) as usize;
            self.counts[k] -= 1;
            self.quads &= !(1u64 << k);
        }
    }

    /// Keeps the tiles for which `keep` holds (like `Vec::retain`).
    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&TileId) -> bool) {
        let (counts, quads) = (&mut self.counts, &mut self.quads);
        self.ids.retain(|i| {
            let kept = keep(i);
            if !kept {
                let k = id_kind(*i) as usize;
                counts[k] -= 1;
                *quads &= !(1u64 << k);
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
    }
}
