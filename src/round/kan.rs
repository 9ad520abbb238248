//! Kans: whether one may be declared (the kan count, the wall, riichi's "waits unchanged"), the ankan, the kan
//! dora and when it is shown, suukaikan and McGill's fifth kan. The kakan itself is a turn action (`turn.rs`); its
//! robbing is a claim window (`claims.rs`).

use super::{Action, ClaimSource, DrawReason, Event, MeldKind, MeldState, Phase, Round, Seat};
use crate::rules::KanDoraTiming;
use crate::shanten;
use crate::tile::{self, Counts, Kind, Tile};
use crate::wall::{id_kind, TileId};

impl Round {
    /// Whether `seat` may declare a kan now as far as the kan count and the wall go: below `calls.kan_max` when
    /// the wall allows one ([`Wall::kan_possible`]), or as the fifth kan that aborts the hand (see
    /// [`Round::is_fifth_kan`]), which needs only a live tile left.
    #[inline]
    pub(super) fn kan_allowed(&self, seat: Seat) -> bool {
        if self.kans.len() < self.hot.kan_max {
            self.wall().kan_possible()
        } else {
            self.is_fifth_kan(seat) && !self.wall().is_exhausted()
        }
    }

    /// McGill's fifth kan (`calls.fifth_kan_abort`): one player already holds all `kan_max` kans and another
    /// declares one more; it cannot be robbed, draws no replacement and ends the hand at once (suukaikan).
    pub(super) fn is_fifth_kan(&self, seat: Seat) -> bool {
        self.rules().calls.fifth_kan_abort
            && self.kans.len() == self.hot.kan_max
            && self.kans.iter().all(|&s| s == self.kans[0] && s != seat)
    }

    /// Riichi ankan: only the drawn kind, and the waits must stay the same.
    pub(super) fn riichi_ankan_ok(&self, seat: Seat, k: Kind, drawn: Option<TileId>) -> bool {
        if !self.rules().riichi.ankan_waits_unchanged {
            return true;
        }
        if drawn.map(id_kind) != Some(k) {
            return false;
        }
        self.kan_keeps_waits(seat, k, k)
    }

    /// Whether an ankan of `k` leaves the riichi hand's waits and readings as they were before the draw of a
    /// tile of kind `drawn_kind` (`k` itself, or a wild pocchi standing for it).
    pub(super) fn kan_keeps_waits(&self, seat: Seat, k: Kind, drawn_kind: Kind) -> bool {
        let st = &self.seats[seat as usize];
        let mut before = *st.hand.counts();
        before[drawn_kind as usize] -= 1;
        let variant = self.variant();
        let w_before = shanten::winning_kinds(&before, st.set_meld_count(), variant);
        let mut after = before;
        after[k as usize] = 0;
        let w_after = shanten::winning_kinds(&after, st.set_meld_count() + 1, variant);
        // Every reading must keep the kind as a triplet: waits equal and the kind never needed elsewhere.
        w_before == w_after && w_after != 0 && self.triplet_in_every_reading(&before, st.set_meld_count(), k, w_before)
    }

    /// For each winning kind, every complete reading of the hand uses `k` as a triplet (so a kan changes no
    /// interpretation).
    pub(super) fn triplet_in_every_reading(&self, hand13: &Counts, melds: u8, k: Kind, waits: u64) -> bool {
        let variant = self.variant();
        for win in tile::kinds_in(waits) {
            let mut h = *hand13;
            h[win] += 1;
            // Removing the triplet must still leave a complete hand, and the tiles of k must not be needed in
            // a pair/sequence reading: check that with k's count reduced by one the hand is not complete.
            let mut without = h;
            without[k as usize] -= 3;
            if !shanten::is_complete(&without, melds + 1, variant) {
                return false;
            }
        }
        true
    }

    /// The fifth kan (see [`Round::is_fifth_kan`]) has been shown: the hand ends at once as an abortive draw.
    pub(super) fn fifth_kan_abort(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.kans.push(seat);
        let n = self.players as usize;
        self.finish_draw(DrawReason::Suukaikan, vec![], vec![], vec![None; n], ev);
    }

    /// Adds `tile` to the seat's pon. The kan may then be robbed (chankan), unless it is the fifth kan, which ends
    /// the hand at once.
    pub(super) fn kakan(&mut self, seat: Seat, tile: Tile, ev: &mut Vec<Event>) {
        let id = self.id_for(seat, tile, None, None);
        let fifth = self.is_fifth_kan(seat);
        if !fifth {
            self.reveal_pending_dora(ev);
        }
        let st = &mut self.seats[seat as usize];
        st.hand.remove(id);
        // The next replacement tile comes from this kan, not from an earlier daiminkan.
        st.kan_feeder = None;
        let m = st.melds.iter_mut().find(|m| m.kind == MeldKind::Pon && id_kind(m.ids[0]) == tile.kind).unwrap();
        m.kind = MeldKind::Kakan;
        m.ids.push(id);
        self.public[id_kind(id) as usize] += 1;
        self.refresh_waits(seat);
        let tiles = self.tiles(&self.seats[seat as usize].melds.iter().find(|m| m.ids.contains(&id)).unwrap().ids);
        ev.push(Event::Call { seat, call: MeldKind::Kakan, tiles, from: None });
        if fifth {
            self.fifth_kan_abort(seat, ev);
        } else {
            self.open_claims(seat, id, ClaimSource::Kakan, ev);
        }
    }

    pub(super) fn ankan(&mut self, seat: Seat, k: Kind, drawn: Option<TileId>, ev: &mut Vec<Event>) {
        let fifth = self.is_fifth_kan(seat);
        self.break_ippatsu_and_first_turn();
        if !fifth {
            self.reveal_pending_dora(ev);
        }
        let st = &mut self.seats[seat as usize];
        let mut ids: Vec<TileId> = st.hand.iter().copied().filter(|&i| id_kind(i) == k).collect();
        if ids.len() == 3 {
            // A wild pocchi just drawn is the fourth tile (P1); it goes last, so `ids[0]` is the quad's kind.
            ids.push(drawn.expect("a wild kan follows a draw"));
        }
        st.hand.retain(|i| !ids.contains(i));
        st.melds.push(MeldState { kind: MeldKind::Ankan, ids: ids.clone(), called: None, from: None });
        for &i in &ids {
            self.public[id_kind(i) as usize] += 1;
        }
        // The next replacement tile comes from this kan, not from an earlier daiminkan.
        st.kan_feeder = None;
        self.refresh_waits(seat);
        let tiles = self.tiles(&ids);
        ev.push(Event::Call { seat, call: MeldKind::Ankan, tiles, from: None });
        if fifth {
            self.fifth_kan_abort(seat, ev);
            return;
        }
        self.kans.push(seat);
        self.suukaikan_check();
        let robbable = self.rules().calls.chankan_ankan_kokushi
            && self.fill_claim_opts(seat, ids[0], ClaimSource::Ankan)
            && self.claim_opts.iter().any(|o| o.contains(&Action::Ron));
        // Ankan shows its indicator at once; under McGill timing a chankan never opens one, so while a kokushi
        // may still rob it the indicator waits for the window to pass.
        if !(robbable && self.rules().dora.kan_dora_timing == KanDoraTiming::Mcgill) {
            self.reveal_now(ev);
        }
        if robbable {
            for o in &mut self.claim_opts {
                let ron = o.contains(&Action::Ron);
                o.clear();
                if ron {
                    o.extend([Action::Ron, Action::Pass]);
                }
            }
            self.phase =
                Phase::Claims { from: seat, id: ids[0], source: ClaimSource::Ankan, answers: Default::default() };
            return;
        }
        self.draw_for(seat, true, ev);
    }

    /// After an open kan (daiminkan, or a kakan nobody robbed): its dora indicator now or later.
    pub(super) fn after_open_kan(&mut self, ev: &mut Vec<Event>) {
        self.suukaikan_check();
        match self.rules().dora.kan_dora_timing {
            KanDoraTiming::Immediate => self.reveal_now(ev),
            KanDoraTiming::Tenhou | KanDoraTiming::Mcgill => self.pending_dora += 1,
        }
    }

    /// Marks suukaikan (decided after the next discard passes) when the 4th kan is made by more than one player.
    pub(super) fn suukaikan_check(&mut self) {
        if self.rules().abort.suukaikan && self.kans.len() == 4 && self.kans.iter().any(|&s| s != self.kans[0]) {
            self.suukaikan_pending = true;
        }
    }

    pub(super) fn reveal_now(&mut self, ev: &mut Vec<Event>) {
        if !self.rules().dora.kan_dora {
            return;
        }
        if let Some(id) = self.wall_mut().reveal_kan_dora() {
            let indicator = self.tile(id);
            ev.push(Event::Dora { indicator });
        }
    }

    #[inline]
    pub(super) fn reveal_pending_dora(&mut self, ev: &mut Vec<Event>) {
        while self.pending_dora > 0 {
            self.pending_dora -= 1;
            self.reveal_now(ev);
        }
    }
}
