//! The turn seat's legal actions, kept compactly and listed as [`Action`]s only when asked.
//!
//! A turn's list is the few actions other than discards (tsumo, kyuushu, the abort proposal, kans, nuki), then
//! one discard per distinct (tile, riichi, open, tsumogiri). The discards are held as the physical tile id each
//! would discard plus its riichi and open marks, so that the engine can apply the `i`-th legal action without
//! matching it against the list or looking the tile up in the hand again, and a caller that only picks an index
//! (random play) never has the list built. [`TurnList::listed`] builds it once per turn, on the first request.

use super::Action;
use crate::wall::TileId;
use std::sync::OnceLock;

/// Discards a turn can list: every tile of a 14-tile hand as a plain, a riichi and an open-riichi discard.
const MAX_DISCARDS: usize = 42;

/// A discard entry: the tile id in the low byte, then these marks, then the tile's position in the hand (so that
/// the discard takes it out without searching the hand: [`entry_pos`]).
pub(super) const RIICHI: u16 = 1 << 8;
pub(super) const OPEN: u16 = 1 << 9;
const POS_SHIFT: u16 = 10;

/// The entry of discarding the tile `id` at position `pos` of the hand (no marks).
#[inline]
pub(super) fn entry(id: TileId, pos: usize) -> u16 {
    u16::from(id) | (pos as u16) << POS_SHIFT
}

#[derive(Clone, Debug)]
pub(super) struct TurnList {
    /// The actions listed before the discards, in order.
    pub(super) head: Vec<Action>,
    /// The discards, in list order after `head`: [`entry`] | [`RIICHI`] | [`OPEN`]; the first `len` of a buffer of
    /// [`MAX_DISCARDS`], lent to the [`Discards`] that fills it (on the heap, so lending it moves no entries: a
    /// copy of entries just written entry by entry would stall on the wide loads of the copy).
    discards: Vec<u16>,
    len: u8,
    /// The whole list as actions, built on the first request after a change.
    listed: OnceLock<Vec<Action>>,
}

/// An empty list with no buffers: the first turn's [`TurnList::take_discards`] sizes the discard buffer, which
/// each later hand takes over from the one before (so the empty list a hand leaves behind allocates nothing).
impl Default for TurnList {
    fn default() -> TurnList {
        TurnList { head: Vec::new(), discards: Vec::new(), len: 0, listed: OnceLock::new() }
    }
}

impl TurnList {
    /// Empties the list (keeping `head`'s buffer).
    #[inline]
    pub(super) fn clear(&mut self) {
        self.head.clear();
        self.len = 0;
        // Most turns never list their actions (random play picks an index): only a built list is dropped, which
        // spares the wasm build a call per turn to free nothing.
        if self.listed.get().is_some() {
            self.listed.take();
        }
    }

    /// Lends the discard buffer out to be filled (the head is filled in place); [`TurnList::set_discards`] takes
    /// it back.
    #[inline]
    pub(super) fn take_discards(&mut self) -> Discards {
        let mut entries = std::mem::take(&mut self.discards);
        // Only a list that was never filled lacks the buffer.
        if entries.len() < MAX_DISCARDS {
            entries.resize(MAX_DISCARDS, 0);
        }
        Discards { entries, len: 0 }
    }

    /// Sets the discard entries, taking back the buffer [`TurnList::take_discards`] lent.
    #[inline]
    pub(super) fn set_discards(&mut self, discards: Discards) {
        super::put_back(&mut self.discards, discards.entries);
        self.len = discards.len as u8;
    }

    /// Number of actions listed.
    #[inline]
    pub(super) fn len(&self) -> usize {
        self.head.len() + self.len as usize
    }

    /// Entry `i` of the list: a head action, or a discard entry.
    #[inline]
    pub(super) fn get(&self, i: usize) -> Option<Entry<'_>> {
        if i < self.head.len() {
            Some(Entry::Head(&self.head[i]))
        } else {
            let j = i - self.head.len();
            (j < self.len as usize).then(|| Entry::Discard(self.discards[j]))
        }
    }

    /// The list as actions (`discard` turns a discard entry into its action), built once per turn.
    pub(super) fn listed(&self, discard: impl Fn(u16) -> Action) -> &[Action] {
        self.listed.get_or_init(|| {
            let mut v = Vec::with_capacity(self.len());
            v.extend(self.head.iter().cloned());
            v.extend(self.discards[..self.len as usize].iter().map(|&e| discard(e)));
            v
        })
    }
}

/// A turn's discard entries while they are worked out, in the [`TurnList`]'s own buffer ([`MAX_DISCARDS`] long;
/// the first `len` count).
pub(super) struct Discards {
    pub(super) entries: Vec<u16>,
    pub(super) len: usize,
}

impl Discards {
    #[inline]
    pub(super) fn push(&mut self, entry: u16) {
        self.entries[self.len] = entry;
        self.len += 1;
    }
}

/// One entry of a [`TurnList`].
pub(super) enum Entry<'a> {
    Head(&'a Action),
    /// [`entry`] | [`RIICHI`] | [`OPEN`].
    Discard(u16),
}

/// The tile id of a discard entry.
#[inline]
pub(super) fn entry_id(entry: u16) -> TileId {
    entry as TileId
}

/// The position in the hand of a discard entry's tile.
#[inline]
pub(super) fn entry_pos(entry: u16) -> usize {
    (entry >> POS_SHIFT) as usize
}
