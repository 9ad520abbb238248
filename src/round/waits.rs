//! Waits and furiten: a seat's winning kinds by shape, kept up to date whenever its concealed hand changes to
//! 3n+1 tiles, the karaten rule, and the three furiten (own discards, same turn, riichi).

use super::{bit, CallKind, Round, Seat, UNKNOWN};
use crate::rules::Karaten;
use crate::shanten::{self, Variant};
use crate::tile::{Counts, Kind, KINDS};
use crate::wall::id_kind;

/// Whether the 3n+1 tiles left after discarding one `k` from `counts` have a winning kind by shape (what riichi
/// needs), memoised per kind in the `known` / `ok` bit sets.
///
/// Cheap form of `winning_kinds(..) != 0`: a hand whose kinds all have fewer than four copies completes with some
/// tile exactly when its overall shanten is 0 (the shanten tables never count a fifth copy, and every completing
/// tile of such a hand can be drawn), so four table lookups decide it; only a hand holding four of a kind, which
/// may wait on a "fifth tile", needs the full wait search.
pub(super) fn leaves_waits(
    counts: &Counts,
    k: Kind,
    melds: u8,
    variant: Variant,
    known: &mut u64,
    ok: &mut u64,
) -> bool {
    if *known & bit(k) == 0 {
        let mut c = *counts;
        c[k as usize] -= 1;
        let waits = if c.contains(&4) {
            shanten::winning_kinds(&c, melds, variant) != 0
        } else {
            shanten::overall(&c, melds, variant) == 0
        };
        *known |= bit(k);
        *ok |= (waits as u64) << k;
    }
    *ok & bit(k) != 0
}

impl Round {
    pub(super) fn meld_counts(&self, seat: Seat) -> Counts {
        let mut c = [0u8; KINDS];
        for m in &self.seats[seat as usize].melds {
            for &i in &m.ids {
                // A wild pocchi in a quad counts as the quad's kind.
                let k = if m.kind == CallKind::Ankan { id_kind(m.ids[0]) } else { id_kind(i) };
                c[k as usize] += 1;
            }
        }
        c
    }

    /// Winning kinds by shape of a seat holding 3n+1 tiles (cached; see [`Round::refresh_waits`]).
    pub(super) fn waits(&self, seat: Seat) -> u64 {
        self.seats[seat as usize].waits
    }

    /// Recomputes a seat's waits after its concealed hand changed to 3n+1 tiles.
    pub(super) fn refresh_waits(&mut self, seat: Seat) {
        let st = &self.seats[seat as usize];
        let counts = *st.hand.counts();
        let melds = st.set_melds();
        // A hand that is not tenpai has no waits, except "fifth tile" shapes (four copies already held), which
        // only a ruleset that counts karaten as tenpai needs: skip the search for the rest (the common case).
        let (w, s) = if self.hot.karaten == Karaten::OwnTilesOnly {
            let s = shanten::overall(&counts, melds, self.variant);
            (if s > 0 { 0 } else { shanten::winning_kinds(&counts, melds, self.variant) }, s)
        } else {
            (shanten::winning_kinds(&counts, melds, self.variant), UNKNOWN)
        };
        let st = &mut self.seats[seat as usize];
        st.waits = w;
        st.shanten = s;
    }

    /// [`Round::refresh_waits`] after a discard. The last 3n+1-tile hand of the seat was at shanten `s` or more,
    /// and the draw or call since then lowered it by at most one; a discard lowers nothing, so the new hand is at
    /// `s - 1` or more, and at the turn's own shanten or more when the turn's riichi check worked that out. At 1 or
    /// more it has no waits (under the karaten rule that keeps a shanten): the bound is kept instead of working the
    /// shanten out (the next turn's riichi check works out its hand's shanten when the bound is 1 or less).
    pub(super) fn refresh_waits_after_discard(&mut self, seat: Seat) {
        let st = &mut self.seats[seat as usize];
        if st.shanten != UNKNOWN {
            let bound = (st.shanten - 1).max(st.turn_shanten);
            if bound >= 1 {
                st.shanten = bound;
                st.waits = 0;
                return;
            }
        }
        self.refresh_waits(seat);
    }

    /// Tenpai waits under the ruleset's karaten rule.
    pub(super) fn tenpai_waits(&self, seat: Seat) -> u64 {
        let st = &self.seats[seat as usize];
        let waits = self.waits(seat);
        match self.hot.karaten {
            Karaten::Allowed => waits,
            Karaten::OwnTilesOnly => shanten::without_own_karaten(waits, st.hand.counts(), &self.meld_counts(seat)),
        }
    }

    pub(super) fn is_furiten(&self, seat: Seat, waits: u64) -> bool {
        let st = &self.seats[seat as usize];
        st.furiten_temporary || st.furiten_permanent || waits & st.discarded_kinds != 0
    }
}
