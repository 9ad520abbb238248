//! Waits and furiten: a seat's winning kinds by shape, kept up to date whenever its concealed hand changes to
//! 3n+1 tiles, the karaten rule, and the three furiten (own discards, same turn, riichi).

use super::{MeldKind, Round, Seat, UNKNOWN};
use crate::rules::Karaten;
use crate::shanten;
use crate::tile::{Counts, KINDS};
use crate::wall::id_kind;

impl Round {
    pub(super) fn meld_counts(&self, seat: Seat) -> Counts {
        let mut c = [0u8; KINDS];
        for m in &self.seats[seat as usize].melds {
            for &i in &m.ids {
                // A wild pocchi in a quad counts as the quad's kind.
                let k = if m.kind == MeldKind::Ankan { id_kind(m.ids[0]) } else { id_kind(i) };
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
        let melds = st.set_meld_count();
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
