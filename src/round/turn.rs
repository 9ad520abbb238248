//! The turn: the seat holding 3n+2 tiles. Its legal list is worked out once, when the turn begins
//! ([`Round::refresh_turn_legal`]), in parts: the win and the first-turn choices, kans, nuki, then the discards
//! (kept compactly, `turn_list`). Applying a turn action, the discard, and the draw that starts the next turn.

use super::play_rules::{leaves_waits, riichi_allowed};
use super::turn_list::{entry, entry_id, Discards, OPEN, RIICHI};
use super::win::WinFlags;
use super::{
    bit, put_back, Action, ClaimSource, DiscardRecord, DrawReason, Event, MeldKind, MeldState, Phase, Round, Seat,
    UNKNOWN,
};
use crate::rules::{KanDoraTiming, TemporaryFuritenClears};
use crate::shanten;
use crate::tile::{self, Kind, Tile, KINDS};
use crate::wall::{id_kind, TileId};

/// The discard keys of a tile set whose tiles are all plain or red (see [`Round::turn_actions`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct DiscardKeys {
    /// Per tile id: its kind for a plain tile, its kind's red key for a red one.
    of_id: [u8; 136],
    /// The kinds with a red tile, and each one's red key (34 on).
    red_kinds: u64,
    red_key: [u8; KINDS],
}

impl DiscardKeys {
    pub(super) fn of(tile_of: &[Tile]) -> Option<DiscardKeys> {
        if !tile_of.iter().all(|t| matches!(t.flavour, tile::Flavour::Normal | tile::Flavour::Red)) {
            return None;
        }
        let red_kinds = tile_of.iter().filter(|t| t.flavour == tile::Flavour::Red).fold(0, |m, t| m | bit(t.kind));
        if KINDS as u32 + red_kinds.count_ones() > 64 {
            return None;
        }
        let mut red_key = [0u8; KINDS];
        for (i, k) in tile::kinds_in(red_kinds).enumerate() {
            red_key[k] = (KINDS + i) as u8;
        }
        let mut of_id = [0u8; 136];
        for (key, t) in of_id.iter_mut().zip(tile_of) {
            *key = if t.flavour == tile::Flavour::Red { red_key[t.kind as usize] } else { t.kind };
        }
        Some(DiscardKeys { of_id, red_kinds, red_key })
    }
}

/// Tells the distinct discards of a hand apart: one per (kind, flavour, tsumogiri), kinds forbidden by kuikae left
/// out. A bit per flavour × tsumogiri, per kind (zeroing it is a memset call in wasm, so it is set up only where
/// the keyed list of [`DiscardKeys`] does not apply).
struct DistinctDiscards {
    seen: [u16; KINDS],
    forbidden: u64,
    /// The drawn tile's id, or one no tile has.
    drawn_id: u16,
}

impl DistinctDiscards {
    #[inline]
    fn new(forbidden: u64, drawn: Option<TileId>) -> DistinctDiscards {
        DistinctDiscards { seen: [0; KINDS], forbidden, drawn_id: drawn.map_or(u16::MAX, u16::from) }
    }

    /// Whether discarding `id` (the tile `t`) is allowed and not listed yet; it counts as listed from now on.
    #[inline]
    fn is_new(&mut self, id: TileId, t: Tile) -> bool {
        let tsumogiri = id as u16 == self.drawn_id;
        let key = 1u16 << (t.flavour as u16 * 2 + tsumogiri as u16);
        let seen_kind = &mut self.seen[t.kind as usize];
        let new = (*seen_kind & key == 0) & (self.forbidden & bit(t.kind) == 0);
        *seen_kind |= key;
        new
    }
}

impl Round {
    /// The discard action of a turn's discard entry (`drawn`: the turn's drawn tile).
    #[inline]
    pub(super) fn discard_action(&self, entry: u16, drawn: Option<TileId>) -> Action {
        let id = entry_id(entry);
        Action::Discard {
            tile: self.tile(id),
            riichi: entry & RIICHI != 0,
            open: entry & OPEN != 0,
            tsumogiri: drawn.map(|d| d == id),
        }
    }

    /// Works out the turn seat's legal actions for [`Round::legal`] after a change of state.
    pub(super) fn refresh_turn_legal(&mut self) {
        self.turn.clear();
        if let Phase::Turn { seat, drawn, rinshan } = self.phase {
            let mut head = std::mem::take(&mut self.turn.head);
            let mut discards = self.turn.take_discards();
            let turn_shanten = self.turn_actions(seat, drawn, rinshan, &mut head, &mut discards);
            self.seats[seat as usize].turn_shanten = turn_shanten;
            put_back(&mut self.turn.head, head);
            self.turn.set_discards(discards);
        }
    }

    /// The turn's actions: `head` gets those listed before the discards (the win, the first-turn choices, kans,
    /// nuki, in that order), `list` the discard entries. Returns the hand's overall shanten when the riichi check
    /// worked it out, else [`UNKNOWN`].
    pub(super) fn turn_actions(
        &self,
        seat: Seat,
        drawn: Option<TileId>,
        rinshan: bool,
        head: &mut Vec<Action>,
        list: &mut Discards,
    ) -> i8 {
        // A dead hand (human-input mode) only draws and discards.
        let live = !self.seats[seat as usize].dead;
        let wild = drawn.and_then(|d| self.drawn_wildcard(seat, d));
        if let (Some(d), true) = (drawn, live) {
            self.list_tsumo(seat, d, rinshan, wild.is_some(), head);
        }
        // A wild pocchi that must be used (P1: drawn in riichi) may not be discarded: tsumo or kan only. (A riichi
        // hand always has a tsumo with it; should the score find none, the discard stays, so play never stalls.)
        let keep_discards = !(wild == Some(true) && head.contains(&Action::Tsumo));
        if live {
            self.list_first_turn_choices(seat, drawn, head);
        }
        // Kans and nuki need a draw (not right after chi/pon).
        if let (Some(d), true) = (drawn, live) {
            self.list_kans(seat, d, wild, head);
        }
        if let Some(d) = drawn {
            self.list_nuki(seat, d, head);
        }
        if !keep_discards {
            return UNKNOWN;
        }
        self.list_discards(seat, drawn, list)
    }

    /// Tsumo on the drawn tile `d`: it is one of the waits the hand had before the draw, or a wild pocchi
    /// (`tiles.wildcards`, `wildcard`), which may complete the hand as any kind, or it makes the special suukantsu;
    /// and the score finds a yaku.
    fn list_tsumo(&self, seat: Seat, d: TileId, rinshan: bool, wildcard: bool, head: &mut Vec<Action>) {
        let st = &self.seats[seat as usize];
        // The special suukantsu win is declared as a tsumo too (its result names `suukantsu-special`).
        if (wildcard || st.waits & bit(id_kind(d)) != 0 || (rinshan && self.special_suukantsu(seat, d, rinshan)))
            && self
                .score_win(seat, d, None, WinFlags { rinshan, chankan: false, collects_deposits: true, wildcard })
                .is_ok()
        {
            head.push(Action::Tsumo);
        }
    }

    /// The first turn's choices: kyuushu (first own draw, nothing called yet), and the abortive draw by agreement,
    /// which the dealer may propose once, before its first discard.
    fn list_first_turn_choices(&self, seat: Seat, drawn: Option<TileId>, head: &mut Vec<Action>) {
        let st = &self.seats[seat as usize];
        if self.hot.kyuushu
            && drawn.is_some()
            && self.uninterrupted
            && st.discards.is_empty()
            && (st.hand.kinds() & shanten::YAOCHUU_MASK).count_ones() >= 9
        {
            head.push(Action::Kyuushu);
        }
        if self.hot.by_agreement
            && seat == self.dealer
            && self.uninterrupted
            && st.discards.is_empty()
            && !self.abort_proposed
        {
            head.push(Action::Abort);
        }
    }

    /// Ankan and kakan after the draw of `d` (`wild`: whether `d` is a wildcard now, and must be used): the kan
    /// count and the wall decide, then riichi's rule on ankan. The wall is asked only when there is a kan to
    /// declare: a quad, a pon to extend, or a wild pocchi drawn.
    fn list_kans(&self, seat: Seat, d: TileId, wild: Option<bool>, head: &mut Vec<Action>) {
        let st = &self.seats[seat as usize];
        let kan_candidates =
            st.hand.quads() != 0 || wild == Some(true) || st.melds.iter().any(|m| m.kind == MeldKind::Pon);
        if !(kan_candidates && self.kan_allowed(seat)) {
            return;
        }
        let in_riichi = st.riichi.is_some();
        for k in tile::kinds_in(st.hand.quads()).map(|k| k as Kind) {
            if !in_riichi || self.riichi_ankan_ok(seat, k, Some(d)) {
                head.push(Action::Ankan { tile: Tile::new(k) });
            }
        }
        // P1 "tsumo or kan" (`docs/rulesets/speed-tonpuu.md`, "Pocchi in play"): a wild pocchi that must be used may be the fourth
        // tile of a kind held three times concealed, the riichi ankan rule applying as if that kind had been drawn.
        // The action names the kind (`{"type":"ankan","tile":"2m"}`); the meld shows the pocchi (`222m7Pz`).
        if wild == Some(true) {
            let (dk, counts) = (id_kind(d), st.hand.counts());
            for k in (0..KINDS as Kind).filter(|&k| k != dk && counts[k as usize] == 3) {
                if !in_riichi || !self.rules().riichi.ankan_waits_unchanged || self.kan_keeps_waits(seat, k, dk) {
                    head.push(Action::Ankan { tile: Tile::new(k) });
                }
            }
        }
        if !in_riichi {
            for m in st.melds.iter().filter(|m| m.kind == MeldKind::Pon) {
                let k = id_kind(m.ids[0]);
                if let Some(&id) = st.hand.iter().find(|&&i| id_kind(i) == k) {
                    head.push(Action::Kakan { tile: self.tile(id) });
                }
            }
        }
    }

    /// Gari / nuki after the draw of `d`. It needs a replacement tile, not a live one: where the replacement pile
    /// is separate from the live wall it is allowed on the last turn too (Toutenkou: "Gari can be claimed even in
    /// last turn"); Tenhou's topped-up dead wall has no replacement left then. In riichi only the drawn tile may go,
    /// so the declared hand stays as it was. One action per distinct tile (`0m` and `5m` are two).
    fn list_nuki(&self, seat: Seat, d: TileId, head: &mut Vec<Action>) {
        if self.gari.is_empty() || self.wall().replacements_remaining() == 0 {
            return;
        }
        let st = &self.seats[seat as usize];
        let in_riichi = st.riichi.is_some();
        for &k in &self.gari {
            for &id in st.hand.iter().filter(|&&i| id_kind(i) == k && (!in_riichi || i == d)) {
                let t = self.tile(id);
                if !head.contains(&Action::Nuki { tile: t }) {
                    head.push(Action::Nuki { tile: t });
                }
            }
        }
    }

    /// The discard entries: one per distinct (kind, flavour, tsumogiri) the seat may discard (kuikae aside), each
    /// followed by its riichi (and open riichi) form where riichi is allowed and the discard leaves the hand
    /// tenpai. A riichi hand discards the drawn tile. Returns the hand's overall shanten when the riichi check
    /// worked it out, else [`UNKNOWN`].
    fn list_discards(&self, seat: Seat, drawn: Option<TileId>, list: &mut Discards) -> i8 {
        let st = &self.seats[seat as usize];
        if st.riichi.is_some() {
            let d = drawn.expect("a riichi hand always draws");
            let at = st.hand.iter().rposition(|&i| i == d).expect("the drawn tile is in the hand");
            list.push(entry(d, at));
            return UNKNOWN;
        }
        // A discard can only leave the hand tenpai when the 14 tiles are at shanten 0 or less: worked out only where
        // the table allows riichi and the kept lower bound does not rule it out.
        let mut turn_shanten = UNKNOWN;
        let can_riichi = !st.dead
            && riichi_allowed(&self.hot, st.is_closed(), self.scores[seat as usize], self.wall().live_remaining())
            && (st.shanten == UNKNOWN || st.shanten <= 1 || drawn.is_none())
            && {
                turn_shanten = shanten::overall(st.hand.counts(), st.set_meld_count(), self.variant());
                turn_shanten <= 0
            };
        if can_riichi {
            self.list_discards_with_riichi(seat, drawn, list);
        } else if !self.list_discards_by_key(seat, drawn, list) {
            self.list_discards_by_flavour(seat, drawn, list);
        }
        turn_shanten
    }

    /// The discards of a closed hand that may riichi: each distinct tile, then its riichi forms where the discard
    /// leaves a wait ([`leaves_waits`], worked out once per kind).
    fn list_discards_with_riichi(&self, seat: Seat, drawn: Option<TileId>, list: &mut Discards) {
        let st = &self.seats[seat as usize];
        let (counts, melds, variant) = (st.hand.counts(), st.set_meld_count(), self.variant());
        // Kinds whose discard was checked for riichi, and those that leave waits.
        let (mut riichi_known, mut riichi_ok) = (0u64, 0u64);
        let mut distinct = DistinctDiscards::new(st.forbidden, drawn);
        for (at, &id) in st.hand.iter().enumerate() {
            let t = self.tile(id);
            if !distinct.is_new(id, t) {
                continue;
            }
            list.push(entry(id, at));
            if leaves_waits(counts, t.kind, melds, variant, &mut riichi_known, &mut riichi_ok) {
                list.push(entry(id, at) | RIICHI);
                if self.hot.open_riichi {
                    list.push(entry(id, at) | RIICHI | OPEN);
                }
            }
        }
    }

    /// The discards without riichi where every tile of the set is plain or red ([`DiscardKeys`]) and the drawn
    /// tile is the hand's last (a draw appends it): the keys seen so far as one bit set in a register, without
    /// branches on the tiles (their order is random, so branches mispredict): every tile's entry is written, and
    /// kept (the count moved past it) only when it is new and allowed. Returns false, listing nothing, where it
    /// does not apply.
    fn list_discards_by_key(&self, seat: Seat, drawn: Option<TileId>, list: &mut Discards) -> bool {
        let Some(keys) = &self.discard_keys else { return false };
        let st = &self.seats[seat as usize];
        // The tiles before the drawn one hold no tsumogiri discard; the drawn tile follows them as its own entry.
        let hand = &st.hand[..];
        let before = match (drawn, hand.split_last()) {
            (Some(d), Some((&last, before))) if last == d => before,
            (None, _) => hand,
            _ => return false,
        };
        let forbidden = st.forbidden;
        // A red tile's key is forbidden with its kind.
        let forbidden_keys = if forbidden & keys.red_kinds == 0 {
            forbidden
        } else {
            tile::kinds_in(forbidden & keys.red_kinds).fold(forbidden, |m, k| m | 1 << keys.red_key[k])
        };
        let (entries, mut n) = (&mut list.entries, list.len);
        let mut seen = 0u64;
        for (at, &id) in before.iter().enumerate() {
            let b = 1u64 << keys.of_id[id as usize];
            let keep = (seen & b == 0) & (forbidden_keys & b == 0);
            seen |= b;
            entries[n] = entry(id, at);
            n += keep as usize;
        }
        if let Some(d) = drawn {
            entries[n] = entry(d, before.len());
            n += (forbidden & bit(id_kind(d)) == 0) as usize;
        }
        list.len = n;
        true
    }

    /// The discards without riichi for any tile set (blue, gold, pocchi tiles), branch-free as
    /// [`Round::list_discards_by_key`] is.
    fn list_discards_by_flavour(&self, seat: Seat, drawn: Option<TileId>, list: &mut Discards) {
        let st = &self.seats[seat as usize];
        let mut distinct = DistinctDiscards::new(st.forbidden, drawn);
        let (entries, mut n) = (&mut list.entries, list.len);
        for (at, &id) in st.hand.iter().enumerate() {
            let keep = distinct.is_new(id, self.tile(id));
            entries[n] = entry(id, at);
            n += keep as usize;
        }
        list.len = n;
    }

    pub(super) fn id_for(&self, seat: Seat, t: Tile, prefer: Option<TileId>, tsumogiri: Option<bool>) -> TileId {
        let hand = &self.seats[seat as usize].hand;
        if let (Some(true), Some(d)) = (tsumogiri, prefer) {
            return d;
        }
        // The first copy of `t` in the hand other than `prefer`; `prefer` itself only when it is the one copy.
        let mut only = None;
        for &i in hand.iter() {
            if id_kind(i) == t.kind && self.tile(i) == t {
                if Some(i) != prefer {
                    return i;
                }
                only = Some(i);
            }
        }
        only.expect("legal tile is in hand")
    }

    pub(super) fn apply_turn(
        &mut self,
        seat: Seat,
        a: Action,
        drawn: Option<TileId>,
        rinshan: bool,
        ev: &mut Vec<Event>,
    ) {
        match a {
            Action::Tsumo => {
                let d = drawn.expect("tsumo needs a draw");
                // McGill: a rinshan kaihou always opens the open kan's indicator before the hand is valued.
                if rinshan && self.rules().dora.kan_dora_timing == KanDoraTiming::Mcgill {
                    self.reveal_pending_dora(ev);
                }
                let wildcard = self.drawn_wildcard(seat, d).is_some();
                let flags = WinFlags { rinshan, chankan: false, collects_deposits: true, wildcard };
                self.finish_wins(&[seat], d, None, flags, ev);
            }
            Action::Abort => {
                // Every other seat answers the proposal like a claim: `abort` to agree, or `pass`.
                self.abort_proposed = true;
                for s in 0..self.players {
                    let options = &mut self.claim_opts[s as usize];
                    options.clear();
                    if s != seat {
                        options.extend([Action::Abort, Action::Pass]);
                    }
                }
                let id = drawn.expect("the dealer's first turn follows its draw");
                self.phase =
                    Phase::Claims { from: seat, id, source: ClaimSource::Agreement, answers: Default::default() };
            }
            Action::Kyuushu => {
                let hand = Some(self.tiles(&self.seats[seat as usize].hand));
                let mut hands = vec![None; self.players as usize];
                hands[seat as usize] = hand;
                self.finish_draw(DrawReason::Kyuushu, vec![], vec![], hands, ev);
            }
            Action::Discard { tile, riichi, open, tsumogiri } => {
                let id = self.id_for(seat, tile, drawn, tsumogiri);
                self.discard(seat, id, Some(id) == drawn && drawn.is_some(), riichi, open, ev);
            }
            Action::Ankan { tile } => self.ankan(seat, tile.kind, drawn, ev),
            Action::Kakan { tile } => self.kakan(seat, tile, ev),
            Action::Nuki { tile } => {
                let id = self.id_for(seat, tile, None, None);
                let st = &mut self.seats[seat as usize];
                st.hand.remove(id);
                st.melds.push(MeldState { kind: MeldKind::Nuki, ids: vec![id], called: None, from: None });
                self.public[id_kind(id) as usize] += 1;
                self.refresh_waits(seat);
                ev.push(Event::Call { seat, call: MeldKind::Nuki, tiles: vec![tile], from: None });
                if self.rules().calls.ron_on_gari {
                    self.open_claims(seat, id, ClaimSource::Nuki, ev);
                } else {
                    self.after_claims_pass(seat, ClaimSource::Nuki, ev);
                }
            }
            Action::Ron
            | Action::Chi { .. }
            | Action::Pon { .. }
            | Action::Daiminkan
            | Action::Pass
            | Action::Continue
            | Action::Yame => {
                unreachable!("not a turn action")
            }
        }
    }

    pub(super) fn discard(
        &mut self,
        seat: Seat,
        id: TileId,
        tsumogiri: bool,
        riichi: bool,
        open: bool,
        ev: &mut Vec<Event>,
    ) {
        let at = self.seats[seat as usize].hand.iter().position(|&i| i == id).expect("a discard is in the hand");
        self.discard_at(seat, at, tsumogiri, (riichi, open), ev);
    }

    /// [`Round::discard`] of the tile at position `at` of the seat's hand; `(riichi, open)` as the entry marks it.
    pub(super) fn discard_at(
        &mut self,
        seat: Seat,
        at: usize,
        tsumogiri: bool,
        (riichi, open): (bool, bool),
        ev: &mut Vec<Event>,
    ) {
        let clears_on_discard = self.hot.furiten_clears == TemporaryFuritenClears::OwnDiscard;
        let first_discard_clean = self.uninterrupted && self.seats[seat as usize].discards.is_empty();
        let st = &mut self.seats[seat as usize];
        let id = st.hand[at];
        st.hand.remove_at(at);
        st.forbidden = 0;
        st.kan_feeder = None;
        if st.riichi.is_some() {
            // The discard after riichi's declaration ends the ippatsu chance.
            st.ippatsu = false;
        }
        if riichi {
            st.riichi = Some(st.discards.len());
            st.double_riichi = first_discard_clean;
            st.open_riichi = open;
            st.ippatsu = true;
        }
        if clears_on_discard {
            st.furiten_temporary = false;
        }
        st.discarded_kinds |= bit(id_kind(id));
        st.discards.push(DiscardRecord { id, tsumogiri, riichi, called_by: None });
        self.public[id_kind(id) as usize] += 1;
        if riichi {
            st.riichi_safe = st.discarded_kinds;
            self.riichi_seats |= 1 << seat;
        }
        if self.riichi_seats != 0 {
            for s in (0..self.seats.len()).filter(|&s| self.riichi_seats >> s & 1 == 1) {
                self.seats[s].riichi_safe |= bit(id_kind(id));
            }
        }
        self.refresh_waits_after_discard(seat);
        let tile = self.tile(id);
        ev.push(Event::Discard { seat, tile, tsumogiri, riichi, open });
        // Tenhou timing: an open kan's indicator is shown after the kan player's discard, before claims.
        self.reveal_pending_dora(ev);
        self.open_claims(seat, id, ClaimSource::Discard, ev);
    }

    #[inline]
    pub(super) fn next_turn(&mut self, from: Seat, ev: &mut Vec<Event>) {
        if self.wall().is_exhausted() {
            self.exhaustive_draw(ev);
        } else {
            let next = self.next_seat(from);
            self.draw_for(next, false, ev);
        }
    }

    pub(super) fn draw_for(&mut self, seat: Seat, rinshan: bool, ev: &mut Vec<Event>) {
        let id = if rinshan { self.wall_mut().draw_replacement() } else { self.wall_mut().draw() };
        let Some(id) = id else {
            self.exhaustive_draw(ev);
            return;
        };
        if self.hot.furiten_clears == TemporaryFuritenClears::OwnDraw {
            self.seats[seat as usize].furiten_temporary = false;
        }
        self.seats[seat as usize].hand.push(id);
        ev.push(Event::Draw { seat, tile: Some(self.tile(id)), rinshan });
        self.phase = Phase::Turn { seat, drawn: Some(id), rinshan };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round::turn_list::Entry;

    /// The turn's discard entries (riichi marks aside) are each distinct tile of the hand, in hand order, with the
    /// drawn tile apart (tsumogiri), kinds forbidden by kuikae left out: checked at every turn of random games of
    /// rulesets with and without red fives, whichever loop of `turn_actions` listed them.
    #[test]
    fn turn_discards_are_the_distinct_allowed_tiles_in_hand_order() {
        use crate::autoplay::RandomPlayer;
        use crate::game::Game;
        for preset in ["tenhou", "tenhou-sanma", "mcgill", "speed-tonpuu", "toutenkou"] {
            for seed in 0..4u64 {
                let rules = crate::rules::Ruleset::preset(preset).unwrap();
                let (mut game, _) = Game::new(rules, &format!("keys-{seed}"), None).unwrap();
                let mut random = RandomPlayer::new(seed);
                let mut turns = 0;
                loop {
                    let r = game.round();
                    if let Phase::Turn { seat, drawn, .. } = r.phase {
                        let st = &r.seats[seat as usize];
                        if st.riichi.is_none() && !st.dead {
                            let mut seen: Vec<(Tile, bool)> = vec![];
                            let mut expected = vec![];
                            for &id in st.hand.iter() {
                                let key = (r.tile(id), Some(id) == drawn);
                                if st.forbidden & bit(id_kind(id)) == 0 && !seen.contains(&key) {
                                    seen.push(key);
                                    expected.push(id);
                                }
                            }
                            let listed: Vec<TileId> = (r.turn.head.len()..r.turn.len())
                                .filter_map(|i| match r.turn.get(i) {
                                    Some(Entry::Discard(e)) if e & RIICHI == 0 => Some(entry_id(e)),
                                    _ => None,
                                })
                                .collect();
                            if !listed.is_empty() || r.turn.head.iter().all(|a| *a != Action::Tsumo) {
                                assert_eq!(listed, expected, "{preset} seed {seed} turn {turns}");
                            }
                            turns += 1;
                        }
                    }
                    let Some((seat, action)) = random.step(&game) else { break };
                    game.apply(seat, &action).unwrap();
                }
                assert!(turns > 100, "{preset} seed {seed}: {turns} turns");
            }
        }
    }
}
