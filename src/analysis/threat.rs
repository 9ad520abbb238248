//! Which other hands threaten, read from what the table shows: a riichi, an open hand whose calls show a yaku and
//! dora, a hand late in the wall. An open hand's reading (`OpenHand`) is read from a seat's view or from the round
//! in place, through the same two traits as the bots' reading of the table (`RiverEntry`, `MeldEntry`).

use crate::meld::MeldKind;
use crate::round::{DiscardRecord, DiscardView, MeldState, MeldView, Seat};
use crate::tile::{is_honor, suit, Counts, Kind};
use crate::wall::id_kind;
use serde::Serialize;

/// A discard as a reader of the table sees it: from a view ([`DiscardView`]) or from the round in place
/// ([`DiscardRecord`]).
pub(crate) trait RiverEntry {
    fn kind(&self) -> Kind;
    fn called_by(&self) -> Option<Seat>;
    fn riichi(&self) -> bool;
}

impl RiverEntry for DiscardView {
    fn kind(&self) -> Kind {
        self.tile.kind
    }
    fn called_by(&self) -> Option<Seat> {
        self.called_by
    }
    fn riichi(&self) -> bool {
        self.riichi
    }
}

impl RiverEntry for DiscardRecord {
    fn kind(&self) -> Kind {
        id_kind(self.id)
    }
    fn called_by(&self) -> Option<Seat> {
        self.called_by
    }
    fn riichi(&self) -> bool {
        self.riichi
    }
}

/// A called meld (or nuki) as a reader of the table sees it: from a view ([`MeldView`]) or from the round
/// ([`MeldState`]).
pub(crate) trait MeldEntry {
    fn call(&self) -> MeldKind;
    /// The kinds of its tiles.
    fn kinds(&self) -> impl Iterator<Item = Kind> + '_;
}

impl MeldEntry for MeldView {
    fn call(&self) -> MeldKind {
        self.kind
    }
    fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        self.tiles.iter().map(|t| t.kind)
    }
}

impl MeldEntry for MeldState {
    fn call(&self) -> MeldKind {
        self.kind
    }
    fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        self.ids.iter().map(|&i| id_kind(i))
    }
}

/// An open hand as the table sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct OpenHand {
    /// Called sets (nuki aside; a concealed kan leaves the hand closed).
    pub(crate) melds: u8,
    /// Dora shown in its melds (indicated kinds; flavoured tiles are not told apart here).
    pub(crate) dora_shown: u8,
    /// The one suit of all its suited meld tiles, when every called set is of that suit or honours.
    pub(crate) flush: Option<u8>,
    /// A called triplet of a kind that is yakuhai to that hand (dragons, the round wind, its seat wind).
    pub(crate) yakuhai: bool,
    /// The kinds in its river (safe against it: furiten).
    pub(crate) river: u64,
}

/// How far an open hand's calls show it to be a threat, most first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OpenThreat {
    /// Three sets or more called.
    ThreeCalls,
    /// Two sets called, showing two dora, a flush, or a yakuhai with a dora.
    TwoShowing,
    /// One set called, showing three dora.
    OneWithDora,
}

/// Reads an open hand from its melds and river; `yakuhai`: the kinds that are yakuhai to it, `dora`: the dora
/// each kind is worth.
pub(crate) fn open_hand<M: MeldEntry, R: RiverEntry>(
    melds: &[M],
    river: &[R],
    yakuhai: u64,
    dora: &Counts,
) -> OpenHand {
    let mut open = OpenHand::default();
    let mut suits = 0u8;
    for m in melds {
        if m.call() == MeldKind::Nuki || m.kinds().take(4).count() < 3 {
            continue;
        }
        if m.call() != MeldKind::Ankan {
            open.melds += 1;
        }
        open.dora_shown += m.kinds().map(|k| dora[k as usize]).sum::<u8>();
        let Some(k) = m.kinds().take(4).min() else { continue };
        if is_honor(k) {
            open.yakuhai |= m.call() != MeldKind::Chi && yakuhai >> k & 1 == 1;
        } else {
            suits |= 1 << suit(k);
        }
    }
    open.flush = (open.melds > 0 && suits.count_ones() == 1).then(|| suits.trailing_zeros() as u8);
    open.river = river.iter().fold(0u64, |m, d| m | 1 << d.kind());
    open
}

impl OpenHand {
    /// How far its calls show it to be a threat (`None`: not by its calls).
    pub(crate) fn threat(&self) -> Option<OpenThreat> {
        let shown = self.dora_shown >= 2 || self.flush.is_some() || self.yakuhai && self.dora_shown >= 1;
        match self.melds {
            0 => None,
            3.. => Some(OpenThreat::ThreeCalls),
            2 if shown => Some(OpenThreat::TwoShowing),
            1 if self.dora_shown >= 3 => Some(OpenThreat::OneWithDora),
            _ => None,
        }
    }

    /// Whether the hand can win on `kind` as far as its calls show: not a suited tile outside its flush's suit.
    pub(crate) fn can_take(&self, kind: Kind) -> bool {
        self.flush.is_none_or(|s| is_honor(kind) || suit(kind) == s)
    }
}

/// Why another seat's hand is a threat (`docs/API.md`, analysis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum ThreatKind {
    /// It has declared riichi.
    Riichi,
    /// Its calls show a yaku and dora, or three sets.
    Open,
    /// The live wall is nearly drawn: any hand may be ready.
    Late,
}

/// Tiles left in the live wall from which every hand counts as a threat: about four turns each at four seats.
pub const LATE_WALL: usize = 16;
