//! Claim windows: after a discard, kakan, ankan (kokushi only) or nuki, which seats may ron, pon, kan or chi the
//! tile ([`Round::someone_may_claim`] first, the options only when it says so), their answers, and the call or
//! the next turn that follows. Riichi is accepted here, once its discard has passed without ron.

use super::play_rules::{has_discard_after_call, kuikae_forbidden};
use super::win::WinFlags;
use super::{bit, put_back, Action, ClaimSource, DrawReason, Event, MeldKind, MeldState, Phase, Round, Seat, Seats};
use crate::rules::{KanDoraTiming, MultiRon};
use crate::tile::{Counts, Kind, Tile};
use crate::wall::{id_kind, TileId};
use crate::yaku::Yaku;

/// Whether the kinds held (`kinds`, bit = kind) make a sequence with the tile `n` (0..9) of the suit starting at
/// kind `base`: the two below it, one on each side, or the two above it.
#[inline]
pub(super) fn has_chi_shape(kinds: u64, base: Kind, n: Kind) -> bool {
    // The suit's nine bits moved up two, so that bit `n + 2` is the tile and no shift goes below bit 0.
    let suit = ((kinds >> base) & 0x1FF) << 2;
    let around = suit >> n;
    around & 0b00011 == 0b00011 || around & 0b01010 == 0b01010 || around & 0b11000 == 0b11000
}

impl Round {
    /// Claim options of every seat for a tile `id` given up by `from` (by seat; empty lists when nobody may
    /// claim, most discards, so that case allocates nothing).
    /// `all` = the lists to fill, empty (buffers reused).
    pub(super) fn claim_options(&self, from: Seat, id: TileId, source: ClaimSource, all: &mut [Vec<Action>; 4]) {
        let k = id_kind(id);
        let last = self.wall().is_exhausted();
        let chi_seat = self.next_seat(from);
        for seat in 0..self.players {
            if seat == from || self.seats[seat as usize].dead {
                continue;
            }
            let st = &self.seats[seat as usize];
            let opts = &mut all[seat as usize];
            // Ron.
            let waits = self.waits(seat);
            if waits & bit(k) != 0 && !self.is_furiten(seat, waits) {
                let kokushi_only = source == ClaimSource::Ankan;
                let flags = WinFlags {
                    rinshan: false,
                    chankan: source == ClaimSource::Kakan,
                    collects_deposits: true,
                    wildcard: false,
                };
                if let Ok(res) = self.score_win_ron(seat, id, from, flags) {
                    if !kokushi_only || res.has_yaku(Yaku::Kokushi) || res.has_yaku(Yaku::Kokushi13) {
                        opts.push(Action::Ron);
                    }
                }
            }
            if source == ClaimSource::Discard && st.riichi.is_none() && (!last || self.hot.last_discard_callable) {
                let counts = st.hand.counts();
                // Pon and daiminkan.
                if counts[k as usize] >= 2 {
                    self.pon_choices(seat, k, |pair| {
                        if has_discard_after_call(self.hot.kuikae, counts, st.hand.len(), &pair, k, true) {
                            opts.push(Action::Pon { tiles: pair });
                        }
                    });
                }
                if counts[k as usize] == 3 && !last && self.kan_allowed(seat) {
                    opts.push(Action::Daiminkan);
                }
                // Chi: only from the seat before, in suits, where the ruleset has chi.
                if self.hot.chi && seat == chi_seat && k < 27 {
                    self.chi_choices(seat, k, counts, |pair| {
                        if has_discard_after_call(self.hot.kuikae, counts, st.hand.len(), &pair, k, false) {
                            opts.push(Action::Chi { tiles: pair });
                        }
                    });
                }
            }
            if !opts.is_empty() {
                opts.push(Action::Pass);
            }
        }
    }

    /// Fills [`Round::claim_opts`] for a claim window on `id` (see [`Round::claim_options`]); returns whether
    /// some seat may claim.
    pub(super) fn fill_claim_opts(&mut self, from: Seat, id: TileId, source: ClaimSource) -> bool {
        let mut all = std::mem::take(&mut self.claim_opts);
        for o in &mut all {
            o.clear();
        }
        self.claim_options(from, id, source, &mut all);
        let any = all.iter().any(|o| !o.is_empty());
        let [a, b, c, d] = all;
        let [sa, sb, sc, sd] = &mut self.claim_opts;
        put_back(sa, a);
        put_back(sb, b);
        put_back(sc, c);
        put_back(sd, d);
        any
    }

    /// Whether [`Round::claim_options`] can offer any seat anything for a tile of kind `k` given up by `from`: a
    /// test of counts and bits only (most discards are claimable by no one), true whenever some seat waits on the
    /// kind, holds two of it, or, as the next seat, holds a chi shape around it. `claim_options` decides the rest.
    pub(super) fn someone_may_claim(&self, from: Seat, k: Kind, source: ClaimSource) -> bool {
        let calls = source == ClaimSource::Discard && (!self.wall().is_exhausted() || self.hot.last_discard_callable);
        let chi_seat = if self.hot.chi && k < 27 { Some(self.next_seat(from)) } else { None };
        let n = k % 9;
        self.seats.iter().enumerate().any(|(seat, st)| {
            if seat == from as usize || st.dead {
                return false;
            }
            if st.waits & bit(k) != 0 {
                return true;
            }
            if !calls || st.riichi.is_some() {
                return false;
            }
            st.hand.pairs() & bit(k) != 0
                || (chi_seat == Some(seat as Seat) && has_chi_shape(st.hand.kinds(), k - n, n))
        })
    }

    /// The seat's tiles of kind `k`, sorted (at most four copies exist), without allocating.
    pub(super) fn tiles_of_kind(&self, seat: Seat, k: Kind) -> ([Tile; 4], usize) {
        let mut out = [Tile::new(k); 4];
        let mut n = 0;
        let mut copies = self.seats[seat as usize].hand.copies(k);
        while copies != 0 {
            out[n] = self.tile(4 * k + copies.trailing_zeros() as u8);
            copies &= copies - 1;
            n += 1;
        }
        // Tiles of one kind differ only by flavour; most sets have one flavour per kind (nothing to sort).
        if out[..n].iter().any(|t| t.flavour != out[0].flavour) {
            out[..n].sort_unstable();
        }
        (out, n)
    }

    /// Calls `f` with each distinct pair of tiles (by flavour) of kind `k` in the seat's hand, in order.
    pub(super) fn pon_choices(&self, seat: Seat, k: Kind, mut f: impl FnMut([Tile; 2])) {
        let (tiles, n) = self.tiles_of_kind(seat, k);
        let mut seen: [[Tile; 2]; 6] = [[Tile::new(k); 2]; 6];
        let mut found = 0;
        for i in 0..n {
            for j in i + 1..n {
                let p = [tiles[i], tiles[j]];
                if !seen[..found].contains(&p) {
                    seen[found] = p;
                    found += 1;
                    f(p);
                }
            }
        }
    }

    /// Calls `f` with each distinct tile pair from the hand that makes a sequence with kind `k`, in order.
    /// `counts` = the seat's concealed tiles by kind.
    pub(super) fn chi_choices(&self, seat: Seat, k: Kind, counts: &Counts, mut f: impl FnMut([Tile; 2])) {
        let n = k % 9;
        let base = k - n;
        for (a, b) in [(-2i8, -1i8), (-1, 1), (1, 2)] {
            let (na, nb) = (n as i8 + a, n as i8 + b);
            if !(0..9).contains(&na) || !(0..9).contains(&nb) {
                continue;
            }
            let (ka, kb) = (base + na as u8, base + nb as u8);
            if counts[ka as usize] == 0 || counts[kb as usize] == 0 {
                continue;
            }
            let (ta, la) = self.tiles_of_kind(seat, ka);
            let (tb, lb) = self.tiles_of_kind(seat, kb);
            // Pairs of different kind combinations never repeat; within one, skip repeated flavours.
            for (x_i, &x) in ta[..la].iter().enumerate() {
                if ta[..x_i].contains(&x) {
                    continue;
                }
                for (y_i, &y) in tb[..lb].iter().enumerate() {
                    if !tb[..y_i].contains(&y) {
                        f([x, y]);
                    }
                }
            }
        }
    }

    /// Opens a claim window, or moves straight on when nobody may claim.
    pub(super) fn open_claims(&mut self, from: Seat, id: TileId, source: ClaimSource, ev: &mut Vec<Event>) {
        if !self.someone_may_claim(from, id_kind(id), source) {
            self.after_claims_pass(from, source, ev);
            return;
        }
        if self.fill_claim_opts(from, id, source) {
            self.phase = Phase::Claims { from, id, source, answers: Default::default() };
        } else {
            self.mark_passed(from, id_kind(id), source, [false; 4], &[]);
            self.after_claims_pass(from, source, ev);
        }
    }

    /// Furiten of the seats that let a winning tile of kind `k` from `from` pass: same-turn furiten, and for the
    /// rest of the hand in riichi (`furiten.riichi_pass_permanent`). A seat passes the tile when it was offered a
    /// ron and did not take it (`answers`, none when no claim window opened), and under `furiten.passed_tile =
    /// any_wait` whenever the tile, a discard or a kakan's, is one of its waits by shape: a wait the hand has no
    /// yaku or too few han for counts too.
    fn mark_passed(
        &mut self,
        from: Seat,
        k: Kind,
        source: ClaimSource,
        ron_offered: [bool; 4],
        answers: &[Option<Action>],
    ) {
        let by_shape = self.hot.passed_any_wait && matches!(source, ClaimSource::Discard | ClaimSource::Kakan);
        let permanent = self.hot.riichi_pass_permanent;
        for i in 1..self.players {
            let s = self.wrap(from + i);
            let st = &mut self.seats[s as usize];
            let passed = ron_offered[s as usize] || (by_shape && !st.dead && st.waits & bit(k) != 0);
            if passed && !matches!(answers.get(s as usize), Some(Some(Action::Ron))) {
                st.furiten_temporary = true;
                if st.riichi.is_some() && permanent {
                    st.furiten_permanent = true;
                }
            }
        }
    }

    pub(super) fn answer_claim(&mut self, seat: Seat, a: Action, ev: &mut Vec<Event>) {
        let Phase::Claims { from, id, source, mut answers } = std::mem::replace(&mut self.phase, Phase::Ended) else {
            unreachable!()
        };
        answers[seat as usize] = Some(a);
        let waiting = (0..self.players as usize).any(|s| !self.claim_opts[s].is_empty() && answers[s].is_none());
        if waiting {
            self.phase = Phase::Claims { from, id, source, answers };
            return;
        }
        // Seats that were offered a ron (declining one is furiten).
        let ron_offered: [bool; 4] =
            std::array::from_fn(|s| self.claim_opts[s].iter().any(|a| matches!(a, Action::Ron)));
        self.resolve_claims(from, id, source, ron_offered, &answers, ev);
    }

    pub(super) fn resolve_claims(
        &mut self,
        from: Seat,
        id: TileId,
        source: ClaimSource,
        ron_offered: [bool; 4],
        answers: &[Option<Action>],
        ev: &mut Vec<Event>,
    ) {
        if source == ClaimSource::Agreement {
            if answers.iter().flatten().all(|a| *a == Action::Abort) {
                let n = self.players as usize;
                self.finish_draw(DrawReason::Agreement, vec![], vec![], vec![None; n], ev);
            } else {
                // Someone declined: the dealer's turn goes on (the proposal is not offered again).
                self.phase = Phase::Turn { seat: from, drawn: Some(id), rinshan: false };
            }
            return;
        }
        let (mut order, mut rons) = (Seats::default(), Seats::default());
        for i in 1..self.players {
            let s = self.wrap(from + i);
            order.push(s);
            if matches!(answers[s as usize], Some(Action::Ron)) {
                rons.push(s);
            }
        }
        self.mark_passed(from, id_kind(id), source, ron_offered, answers);
        if !rons.is_empty() {
            match self.rules().calls.multi_ron {
                // Three claimants abort the hand (sanchahou) also under atama-hane (McGill), before the head bump.
                MultiRon::DoubleOkTripleAborts | MultiRon::Atamahane
                    if rons.len() >= 3 && self.rules().abort.sanchahou =>
                {
                    let hands = (0..self.players)
                        .map(|s| rons.contains(&s).then(|| self.tiles(&self.seats[s as usize].hand)))
                        .collect();
                    self.finish_draw(DrawReason::Sanchahou, vec![], vec![], hands, ev);
                    return;
                }
                // Head bump: only the claimant closest to the discarder in turn order wins.
                MultiRon::Atamahane => rons.len = 1,
                _ => {}
            }
            let chankan = source == ClaimSource::Kakan || source == ClaimSource::Ankan;
            let flags = WinFlags { rinshan: false, chankan, collects_deposits: true, wildcard: false };
            self.finish_wins(&rons, id, Some(from), flags, ev);
            return;
        }
        if source != ClaimSource::Discard {
            // Nobody robbed the kan / nuki: it stands, and the declarer draws its replacement.
            self.after_claims_pass(from, source, ev);
            return;
        }
        // The discard survived ron: a riichi declaration is accepted now.
        self.accept_pending_riichi(from, ev);
        if self.may_abort_after_discard() && self.check_aborts_after_discard(ev) {
            return;
        }
        let call = order.iter().find_map(|&s| match &answers[s as usize] {
            Some(a @ (Action::Pon { .. } | Action::Daiminkan)) => Some((s, a.clone())),
            _ => None,
        });
        let call = call.or_else(|| {
            order.iter().find_map(|&s| match &answers[s as usize] {
                Some(a @ Action::Chi { .. }) => Some((s, a.clone())),
                _ => None,
            })
        });
        match call {
            Some((s, a)) => self.make_call(s, from, id, a, ev),
            None => self.next_turn(from, ev),
        }
    }

    /// A discard has passed without ron: its riichi declaration, if it made one, is accepted (the stick goes on the
    /// table). Split for the wasm inliner (see the module's speed rules): the common case, the seat is not in
    /// riichi, is a bit test inlined into the caller; [`Round::take_riichi_stick`] is the rest.
    #[inline]
    pub(super) fn accept_pending_riichi(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        // Only a seat in riichi can have a declaration waiting (the bit set is a register test on every discard).
        if self.riichi_seats >> seat & 1 != 0 {
            self.take_riichi_stick(seat, ev);
        }
    }

    /// Takes the riichi stick of `seat`, a seat in riichi, when its last discard declared riichi and the stick is
    /// not on the table yet.
    pub(super) fn take_riichi_stick(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let st = &self.seats[seat as usize];
        if st.riichi == Some(st.discards.len() - 1) && !st.riichi_accepted {
            let stick = self.rules().riichi.stick as i64;
            let st = &mut self.seats[seat as usize];
            st.riichi_accepted = true;
            self.scores[seat as usize] -= stick;
            self.sticks += 1;
            ev.push(Event::RiichiAccepted { seat, scores: self.scores.clone(), sticks: self.sticks });
        }
    }

    pub(super) fn break_ippatsu_and_first_turn(&mut self) {
        self.uninterrupted = false;
        for s in &mut self.seats {
            s.ippatsu = false;
        }
    }

    pub(super) fn make_call(&mut self, seat: Seat, from: Seat, id: TileId, a: Action, ev: &mut Vec<Event>) {
        self.break_ippatsu_and_first_turn();
        let k = id_kind(id);
        // The hand's tiles that go into the meld: for chi and pon, the first copy in hand order of each named tile
        // (not one taken already); for a daiminkan, the three of the kind.
        let mut taken = [0 as TileId; 3];
        let mut n = 0;
        let kind = match &a {
            Action::Pon { tiles } | Action::Chi { tiles } => {
                let hand = &self.seats[seat as usize].hand;
                for t in tiles {
                    let id = *hand
                        .iter()
                        .find(|&&i| self.tile(i) == *t && !taken[..n].contains(&i))
                        .expect("legal tiles in hand");
                    taken[n] = id;
                    n += 1;
                }
                if matches!(a, Action::Pon { .. }) {
                    MeldKind::Pon
                } else {
                    MeldKind::Chi
                }
            }
            _ => {
                for &i in self.seats[seat as usize].hand.iter().filter(|&&i| id_kind(i) == k).take(3) {
                    taken[n] = i;
                    n += 1;
                }
                MeldKind::Daiminkan
            }
        };
        let from_hand = &taken[..n];
        let forbidden = match &a {
            Action::Pon { tiles } => kuikae_forbidden(self.hot.kuikae, tiles, k, true),
            Action::Chi { tiles } => kuikae_forbidden(self.hot.kuikae, tiles, k, false),
            _ => 0,
        };
        if let Some(d) = self.seats[from as usize].discards.last_mut() {
            d.called_by = Some(seat);
        }
        // The called discard leaves the river for the meld: only the caller's own tiles are newly public.
        for &i in from_hand {
            self.public[id_kind(i) as usize] += 1;
        }
        let mut ids = Vec::with_capacity(4);
        ids.extend_from_slice(from_hand);
        ids.push(id);
        // At most four ids: the crate's short-list sort rather than a second block of the standard sort's code.
        crate::sort::stable_sort_by_key(&mut ids, |&i| i);
        let tiles = self.tiles(&ids);
        let fifth = kind == MeldKind::Daiminkan && self.is_fifth_kan(seat);
        let st = &mut self.seats[seat as usize];
        st.hand.retain(|i| !from_hand.contains(i));
        st.melds.push(MeldState { kind, ids, called: Some(id), from: Some(from) });
        st.forbidden = forbidden;
        if kind == MeldKind::Daiminkan {
            // The hand is back to 3n+1 tiles: the replacement draw's tsumo and wildcard checks read these waits.
            self.refresh_waits(seat);
        }
        self.pao_check(seat, from, kind);
        ev.push(Event::Call { seat, call: kind, tiles, from: Some(from) });
        if fifth {
            self.fifth_kan_abort(seat, ev);
        } else if kind == MeldKind::Daiminkan {
            self.seats[seat as usize].kan_feeder = Some(from);
            self.kans.push(seat);
            self.after_open_kan(ev);
            self.draw_for(seat, true, ev);
        } else {
            self.phase = Phase::Turn { seat, drawn: None, rinshan: false };
        }
    }

    pub(super) fn after_claims_pass(&mut self, from: Seat, source: ClaimSource, ev: &mut Vec<Event>) {
        match source {
            ClaimSource::Agreement => {
                unreachable!("an abort proposal is always answered and settled by resolve_claims")
            }
            ClaimSource::Discard => {
                self.accept_pending_riichi(from, ev);
                if !(self.may_abort_after_discard() && self.check_aborts_after_discard(ev)) {
                    self.next_turn(from, ev);
                }
            }
            ClaimSource::Kakan => {
                self.kans.push(from);
                self.after_open_kan(ev);
                self.draw_for(from, true, ev);
            }
            ClaimSource::Nuki => {
                // A nuki that nobody robbed interrupts like a call (a robbed one does not: its ron keeps
                // ippatsu, as Tenhou pays it).
                if self.rules.calls.gari_interrupts {
                    self.break_ippatsu_and_first_turn();
                }
                self.draw_for(from, true, ev)
            }
            ClaimSource::Ankan => {
                // McGill timing held the unrobbed ankan's indicator back until now (see `ankan`).
                if self.rules().dora.kan_dora_timing == KanDoraTiming::Mcgill {
                    self.reveal_now(ev);
                }
                self.draw_for(from, true, ev)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::KINDS;

    #[test]
    fn chi_shapes_by_bits_match_by_counts() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x = crate::bot::xorshift(x);
            let kinds = x & ((1u64 << KINDS) - 1);
            let held = |k: usize| kinds & 1 << k != 0;
            for k in 0..27usize {
                let n = k % 9;
                let by_counts = (n >= 2 && held(k - 2) && held(k - 1))
                    || ((1..=7).contains(&n) && held(k - 1) && held(k + 1))
                    || (n <= 6 && held(k + 1) && held(k + 2));
                assert_eq!(has_chi_shape(kinds, (k - n) as Kind, n as Kind), by_counts, "{kinds:b} {k}");
            }
        }
    }
}
