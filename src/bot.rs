//! A simple, decent bot for offline play and for load tests of the engine.
//!
//! The bot sees exactly what its seat may see: its own tiles, every river and meld, riichi flags, winds and dora
//! indicators, and its legal actions; it always answers with one of them. [`Bot::decide`] reads them from the
//! seat's [`TableView`]; [`Bot::choose`] reads the same facts from the [`Round`] in place, through accessors that
//! show only what the seat may see (its own hand, public rivers and melds), without building the view.
//!
//! What it does, in order of priority:
//! * wins whenever it may (tsumo, ron), sets nuki tiles aside whenever it may;
//! * against another seat's riichi, when not tenpai, folds: genbutsu first (tiles the riichi seat discarded or
//!   let pass after declaring), then honours and suji, the most dangerous tiles last;
//! * otherwise discards by shanten, then by live ukeire (tiles not visible to the seat), then keeps dora, red
//!   tiles and middle tiles over isolated honours and terminals;
//! * declares riichi with a closed tenpai hand, on the discard that leaves the most live waits;
//! * calls only toward a yaku it can see (yakuhai, tanyao, honitsu or toitoi when close) and only when the call
//!   lowers its shanten; kans only when they do not worsen the hand; kyuushu when far from kokushi.

use crate::game::Game;
use crate::meld::MeldKind;
use crate::round::{Action, DiscardRecord, DiscardView, MeldState, MeldView, Round, Seat, TableView};
use crate::rules::{Ruleset, Wind};
use crate::shanten::{self, Variant};
use crate::tile::{self, dora_after, is_honor, is_simple, suit, Counts, Flavour, Kind, Tile, KINDS};
use crate::wall::id_kind;

/// A bot: ruleset facts cached once per game, plus a small deterministic generator for breaking ties.
#[derive(Clone, Debug)]
pub struct Bot {
    copies: Counts,
    variant: Variant,
    rng: u64,
}

/// Picks an action for `seat` with a fresh bot (see [`Bot::choose`]; a long-lived [`Bot`] avoids re-reading the
/// ruleset on every call).
pub fn choose(game: &Game, seat: Seat, rng_seed: u64) -> Action {
    Bot::new(game.rules(), rng_seed).choose(game, seat)
}

impl Bot {
    pub fn new(rules: &Ruleset, rng_seed: u64) -> Bot {
        Bot { copies: rules.tile_set().copies, variant: Variant::of(rules), rng: rng_seed | 1 }
    }

    /// Restarts the tie-breaking generator from `rng_seed`, as [`Bot::new`] would (the ruleset facts are kept).
    pub fn reseed(&mut self, rng_seed: u64) {
        self.rng = rng_seed | 1;
    }

    /// One of `game.legal_actions(seat)`, chosen from the seat's own view only. When the seat has nothing to do
    /// (not its moment, or the game is over) the answer is `Pass`, which the game would reject.
    ///
    /// The seat's view is not built: the bot reads the same facts in place (its own hand, the public rivers, melds,
    /// riichi flags and dora indicators, through [`Round`]'s seat-visible accessors) and the legal list without a
    /// copy. [`Bot::decide`] on `game.view(seat)` chooses the same action.
    pub fn choose(&mut self, game: &Game, seat: Seat) -> Action {
        match self.choose_index(game, seat) {
            Some(i) => game.legal(seat)[i].clone(),
            None => Action::Pass,
        }
    }

    /// [`Bot::choose`] as an index into `game.legal(seat)` (`None` when the seat has nothing to do), for
    /// [`Game::step_legal`], which then need not match the action against the list.
    pub fn choose_index(&mut self, game: &Game, seat: Seat) -> Option<usize> {
        if seat >= game.rules().game.players {
            return None;
        }
        let round = game.round();
        self.decide_from(game.legal(seat), true, |copies, claim| Some(Table::of_round(round, seat, copies, claim)))
    }

    /// The decision itself, from a seat's view (its `legal_actions` included).
    pub fn decide(&mut self, view: &TableView) -> Action {
        let readable = view.seats.len() <= 4
            && view.viewer.and_then(|me| view.seats.get(me as usize)).is_some_and(|seat| seat.hand.is_some());
        match self.decide_from(&view.legal_actions, readable, |copies, claim| Table::read(view, copies, claim)) {
            Some(i) => view.legal_actions[i].clone(),
            None => Action::Pass,
        }
    }

    /// The decision among `legal`, as an index into it (`None` for an empty list), reading the table only when a
    /// choice needs it (`read(copies, claim)`: in a claim window or not; `readable`: whether `read` answers
    /// `Some`).
    fn decide_from(
        &mut self,
        legal: &[Action],
        readable: bool,
        read: impl FnOnce(&Counts, bool) -> Option<Table>,
    ) -> Option<usize> {
        if legal.is_empty() {
            return None;
        }
        // The first win, continue, nuki, pass and kyuushu in the list, and whether it holds a kan, in one pass.
        let (mut win, mut go_on, mut nuki, mut pass) = (None, None, None, None);
        let (mut kyuushu, mut kans) = (None, false);
        for (i, a) in legal.iter().enumerate().rev() {
            match a {
                Action::Tsumo | Action::Ron => win = Some(i),
                Action::Continue => go_on = Some(i),
                Action::Nuki { .. } => nuki = Some(i),
                Action::Pass => pass = Some(i),
                Action::Kyuushu => kyuushu = Some(i),
                Action::Ankan { .. } | Action::Kakan { .. } => kans = true,
                _ => {}
            }
        }
        // Between hands, a dealer asked about yame keeps the deal (more hands, more chances).
        if let Some(first) = win.or(go_on).or(nuki) {
            return Some(first);
        }
        // A lone discard (a riichi hand's draw): [`Bot::turn`] would find one candidate and take it, whatever the
        // table says, so the table is not read; the generator steps once, as it does for each candidate.
        if let [Action::Discard { riichi: false, .. }] = legal {
            if readable {
                next_random(&mut self.rng);
                return Some(0);
            }
        }
        let Some(table) = read(&self.copies, pass.is_some()) else {
            return Some(0);
        };
        if let Some(pass) = pass {
            return Some(self.claim(&table, legal, pass));
        }
        Some(self.turn(&table, legal, kyuushu, kans))
    }

    // ---------------------------------------------------------------- own turn

    /// The own turn's choice, as an index into `legal`.
    /// `kyuushu`: the first Kyuushu in `legal`; `kans`: whether `legal` holds an Ankan or a Kakan.
    fn turn(&mut self, t: &Table, legal: &[Action], kyuushu: Option<usize>, kans: bool) -> usize {
        if let Some(kyuushu) = kyuushu {
            if shanten::kokushi(&t.hand) >= 3 {
                return kyuushu;
            }
        }
        // The shanten of every hand a discard leaves, in one go (most discards change one group of the hand).
        let mut prepared = shanten::Discards::new(&t.hand, t.set_melds, t.variant, tile::kinds_held(&t.hand));
        let candidates = self.discard_candidates(t, legal, &mut prepared);
        let Some(best_shanten) = candidates.iter().map(|c| c.shanten).min() else {
            // No discard offered (cannot happen in a turn); any legal action keeps the game going.
            return 0;
        };
        if !kans {
            // No kan to weigh.
        } else if t.in_riichi {
            // A riichi hand only ever has legal ankans that keep its waits: free dora.
            if let Some(kan) = legal.iter().position(|a| matches!(a, Action::Ankan { .. })) {
                return kan;
            }
        } else if let Some(kan) = self.kan_in_turn(t, legal, best_shanten) {
            return kan;
        }
        let threatened = !t.threats.is_empty();
        let chosen = if threatened && best_shanten >= 1 {
            // Fold: the safest tile, then the one that hurts the hand least.
            candidates.iter().min_by_key(|c| (c.danger, c.shanten, -c.value, c.tiebreak))
        } else if threatened {
            // Tenpai against a riichi: keep tenpai, avoid the most dangerous tiles when another wait exists.
            candidates
                .iter()
                .filter(|c| c.shanten == best_shanten)
                .min_by_key(|c| (c.danger >= 5, -c.value, c.tiebreak))
        } else {
            candidates.iter().filter(|c| c.shanten == best_shanten).min_by_key(|c| (-c.value, c.tiebreak))
        }
        .expect("candidates are not empty");
        if chosen.shanten == 0 && !(threatened && chosen.danger >= 5) {
            if let Some(riichi) = self.riichi_discard(t, legal, &mut prepared) {
                return riichi;
            }
        }
        chosen.action
    }

    /// Every distinct non-riichi discard with what it leaves. Ukeire (the expensive part) is counted only to
    /// break ties between discards that reach the best shanten; otherwise tile value alone ranks them.
    /// `prepared`: the hand prepared for the discards of every kind it holds.
    fn discard_candidates(&mut self, t: &Table, legal: &[Action], prepared: &mut shanten::Discards) -> Candidates {
        let mut out = Candidates::default();
        let mut plain_seen = 0u64;
        for (i, a) in legal.iter().enumerate() {
            let Action::Discard { tile, riichi: false, .. } = a else { continue };
            // One candidate per tile (kind and flavour): plain tiles are told apart by a kind set.
            if tile.flavour == Flavour::Normal {
                if plain_seen >> tile.kind & 1 == 1 {
                    continue;
                }
                plain_seen |= 1 << tile.kind;
            } else if out.iter().any(|c| c.tile == *tile) {
                continue;
            }
            let base = prepared.shanten(tile.kind as usize);
            // A closed hand or one with a yakuhai aims at no particular plan: no need for the hand left.
            let (shanten, plan) = if t.plans.closed || t.plans.yakuhai {
                (base, Plan::Free)
            } else {
                let mut rest = t.hand;
                rest[tile.kind as usize] -= 1;
                t.effective_from(base, &rest, t.set_melds, &t.plans)
            };
            if out.len == out.items.len() {
                continue;
            }
            out.items[out.len] = Candidate {
                action: i,
                tile: *tile,
                shanten,
                plan,
                value: -t.keep_value(*tile),
                danger: t.danger(tile.kind),
                tiebreak: next_random(&mut self.rng) % 1024,
            };
            out.len += 1;
        }
        let best = out.iter().map(|c| c.shanten).min().unwrap_or(0);
        // Folding ranks by danger first, and a lone best discard needs no tie-break: skip the ukeire then.
        let folding = !t.threats.is_empty() && best >= 1;
        if folding || out.iter().filter(|c| c.shanten == best).count() < 2 {
            return out;
        }
        // The useful kinds of every tied discard's hand in one go (discards of one kind, a red five and a plain
        // one, leave the same hand), reusing the group lookups of the shanten above; only kinds with a live copy
        // count, so the others are not looked at.
        let tied = out.iter().filter(|c| c.shanten == best).fold(0u64, |m, c| m | 1 << c.tile.kind);
        let useful = prepared.useful_kinds(&t.copies, t.live_kinds(), tied);
        for c in out.items[..out.len].iter_mut().filter(|c| c.shanten == best) {
            c.value += t.live_ukeire(useful[c.tile.kind as usize], c.plan) as i32 * 10;
        }
        out
    }

    /// The riichi declaration leaving the most live waits (waits not in the own river first), if any is legal
    /// and waits on a tile that is still out there.
    ///
    /// The waits of a tenpai hand are its useful kinds (`prepared`, the hand prepared for its discards, gives them
    /// for every riichi discard in one go) plus any fifth-copy wait, which has no live copy and cannot be in the
    /// own river; a hand that waits only on a fifth copy (tenpai under a karaten rule, 1-shanten by the tables) is
    /// asked for its winning kinds.
    fn riichi_discard(&mut self, t: &Table, legal: &[Action], prepared: &mut shanten::Discards) -> Option<usize> {
        let riichi_kinds = legal.iter().fold(0u64, |m, a| match a {
            Action::Discard { tile, riichi: true, .. } if prepared.shanten(tile.kind as usize) == 0 => {
                m | 1 << tile.kind
            }
            _ => m,
        });
        let useful =
            if riichi_kinds != 0 { prepared.useful_kinds(&t.copies, u64::MAX, riichi_kinds) } else { [0; KINDS] };
        let mut best: Option<((bool, u32, i32), usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            let Action::Discard { tile, riichi: true, .. } = a else { continue };
            let waits = if riichi_kinds >> tile.kind & 1 == 1 {
                useful[tile.kind as usize]
            } else {
                let mut rest = t.hand;
                rest[tile.kind as usize] -= 1;
                shanten::winning_kinds(&rest, t.set_melds, self.variant)
            };
            let live = t.live_of(waits);
            let furiten = waits & (t.own_discards | 1 << tile.kind) != 0;
            let key = (!furiten, live, -t.keep_value(*tile));
            if live > 0 && best.as_ref().is_none_or(|(k, _)| key > *k) {
                best = Some((key, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// An ankan or kakan that leaves the hand no worse than its best discard, when nobody threatens.
    fn kan_in_turn(&mut self, t: &Table, legal: &[Action], best_shanten: i8) -> Option<usize> {
        if !t.threats.is_empty() {
            return None;
        }
        for (i, a) in legal.iter().enumerate() {
            match a {
                Action::Ankan { tile } => {
                    let mut rest = t.hand;
                    rest[tile.kind as usize] = 0;
                    if t.effective(&rest, t.set_melds + 1, &t.plans).0 <= best_shanten {
                        return Some(i);
                    }
                }
                Action::Kakan { tile } => {
                    let mut rest = t.hand;
                    rest[tile.kind as usize] -= 1;
                    if t.effective(&rest, t.set_melds, &t.plans).0 <= best_shanten {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    // ---------------------------------------------------------------- claims

    /// The claim window's choice, as an index into `legal` (`pass`: the index of `Pass`).
    fn claim(&mut self, t: &Table, legal: &[Action], pass: usize) -> usize {
        let (now, _) = t.effective(&t.hand, t.set_melds, &t.plans);
        if !t.threats.is_empty() && now >= 1 {
            return pass;
        }
        let mut best: Option<(i8, usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            let after = match a {
                Action::Pon { tiles } => self.after_call(t, tiles, t.claimed_kind(tiles, true)),
                Action::Chi { tiles } => self.after_call(t, tiles, t.claimed_kind(tiles, false)),
                Action::Daiminkan => self.after_daiminkan(t),
                _ => None,
            };
            if let Some(s) = after {
                let lowers = matches!(a, Action::Daiminkan) && s <= now || s < now;
                if lowers && best.as_ref().is_none_or(|(b, _)| s < *b) {
                    best = Some((s, i));
                }
            }
        }
        best.map_or(pass, |(_, i)| i)
    }

    /// Shanten after calling `called` with `tiles` and the best discard that follows, if the call leaves a yaku
    /// in sight (honitsu only when at most 2-shanten, toitoi only when at most 1-shanten).
    fn after_call(&mut self, t: &Table, tiles: &[Tile; 2], called: Option<Kind>) -> Option<i8> {
        let called = called?;
        let mut rest = t.hand;
        for tile in tiles {
            rest[tile.kind as usize] = rest[tile.kind as usize].checked_sub(1)?;
        }
        let mut meld = [tiles[0].kind, tiles[1].kind, called];
        meld.sort_unstable();
        let pon = meld[0] == meld[2];
        let plans = t.plans_with(&rest, Some(MeldShape { kinds: meld, pon }));
        let mut best: Option<(i8, Plan)> = None;
        // The shanten after each discard that follows, with the group lookups shared between the discards.
        let held = tile::kinds_held(&rest);
        let prepared = shanten::Discards::new(&rest, t.set_melds + 1, t.variant, held);
        for d in tile::kinds_in(held) {
            rest[d] -= 1;
            let (s, plan) = t.effective_from(prepared.shanten(d), &rest, t.set_melds + 1, &plans);
            rest[d] += 1;
            if best.is_none_or(|(b, _)| s < b) {
                best = Some((s, plan));
            }
        }
        let (s, plan) = best?;
        match plan {
            Plan::None => None,
            Plan::Honitsu(_) if s > 2 => None,
            Plan::Toitoi if s > 1 => None,
            _ => Some(s),
        }
    }

    /// Shanten after an open kan on the discard, if the hand is already open or the kan is a yakuhai.
    fn after_daiminkan(&mut self, t: &Table) -> Option<i8> {
        let k = t.claim_kind?;
        let mut rest = t.hand;
        rest[k as usize] = rest[k as usize].checked_sub(3)?;
        let plans = t.plans_with(&rest, Some(MeldShape { kinds: [k, k, k], pon: true }));
        if t.closed && !plans.yakuhai {
            return None;
        }
        match t.effective(&rest, t.set_melds + 1, &plans) {
            (_, Plan::None) => None,
            (s, _) => Some(s),
        }
    }
}

/// The discard options of a turn: at most one per distinct tile of a 14-tile hand, kept on the stack.
struct Candidates {
    items: [Candidate; 14],
    len: usize,
}

impl Default for Candidates {
    fn default() -> Candidates {
        let none =
            Candidate { action: 0, tile: Tile::new(0), shanten: 0, plan: Plan::None, value: 0, danger: 0, tiebreak: 0 };
        Candidates { items: [none; 14], len: 0 }
    }
}

impl Candidates {
    fn iter(&self) -> std::slice::Iter<'_, Candidate> {
        self.items[..self.len].iter()
    }
}

/// One discard option and how it scores.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    /// Its index in the legal list.
    action: usize,
    tile: Tile,
    shanten: i8,
    /// The yaku plan that shanten was measured against.
    plan: Plan,
    /// Higher is better: live ukeire ×10 minus what the tile is worth keeping.
    value: i32,
    /// 0 = genbutsu against every riichi seat (or nobody in riichi) … 8 = very dangerous.
    danger: u8,
    tiebreak: u64,
}

/// A called meld reduced to what yaku plans look at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct MeldShape {
    kinds: [Kind; 3],
    /// Pon or kan (toitoi counts them; yakuhai needs them).
    pon: bool,
}

/// Which yaku an (open) hand can still aim for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Plans {
    /// Closed hand: riichi and menzen tsumo are always there.
    closed: bool,
    /// A yakuhai pon/kan, or a concealed yakuhai triplet.
    yakuhai: bool,
    tanyao: bool,
    /// The one suit of every suited meld tile.
    honitsu: Option<u8>,
    toitoi: bool,
}

/// The plan a shanten figure was measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    Free,
    Tanyao,
    Honitsu(u8),
    Toitoi,
    None,
}

/// The riichi declared by other seats (at most three): for each, the kinds that cannot deal into it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Threats {
    safe: [u64; 4],
    len: u8,
}

impl Threats {
    fn push(&mut self, safe: u64) {
        self.safe[self.len as usize] = safe;
        self.len += 1;
    }
    fn is_empty(&self) -> bool {
        self.len == 0
    }
    fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.safe[..self.len as usize].iter().copied()
    }
}

/// What the bot knows about the table, read from what its own seat sees.
#[derive(Clone, Debug, PartialEq)]
struct Table {
    hand: Counts,
    set_melds: u8,
    closed: bool,
    in_riichi: bool,
    plans: Plans,
    /// The own called melds (nuki aside): the first `set_melds`.
    melds: [MeldShape; 4],
    /// Copies of each kind the seat cannot see, as three kind sets: bit `k` of entry `b` is bit `b` of kind `k`'s
    /// count (so that the live copies of a set of kinds are three population counts).
    live: [u64; 3],
    visible: Counts,
    dora: Counts,
    yakuhai: u64,
    own_discards: u64,
    threats: Threats,
    /// The kind on offer in a claim window (the last discard), if any; read in a claim window only.
    claim_kind: Option<Kind>,
    variant: Variant,
    copies: Counts,
}

/// A discard as the bot reads it: from a view ([`DiscardView`]) or from the round in place ([`DiscardRecord`]).
trait RiverEntry {
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

/// A called meld (or nuki) as the bot reads it: from a view ([`MeldView`]) or from the round ([`MeldState`]).
trait MeldEntry {
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

/// Everything the bot reads about the table, all of it visible to its seat `me` (its own hand; the public rivers,
/// melds, riichi flags and winds), for at most four seats.
struct Seen<'a, R, M> {
    me: Seat,
    hand: Counts,
    dealer: Seat,
    seat_wind: Kind,
    round_wind: Kind,
    riichi: &'a [bool],
    rivers: &'a [&'a [R]],
    melds: &'a [&'a [M]],
    /// What the reader knows without walking the rivers (the round keeps it; `None`: worked out from the rivers
    /// and melds): the kind of the discard on offer (`None`: no claim window), each seat's riichi-safe kinds, and
    /// the public tiles per kind (uncalled discards and meld tiles).
    known: Option<(Option<Kind>, [u64; 4], &'a Counts)>,
}

impl Table {
    /// The table as `view` shows it to its viewer (`None` for a spectator's view or one of more than four seats).
    fn read(view: &TableView, copies: &Counts, claim: bool) -> Option<Table> {
        let me = view.viewer?;
        let seat = view.seats.get(me as usize)?;
        let hand_tiles = seat.hand.as_ref()?;
        let n = view.seats.len();
        if n > 4 {
            return None;
        }
        let mut hand = [0u8; KINDS];
        for t in hand_tiles {
            hand[t.kind as usize] += 1;
        }
        let (mut riichi, mut rivers, mut melds) = ([false; 4], [&[][..]; 4], [&[][..]; 4]);
        for (i, s) in view.seats.iter().enumerate() {
            (riichi[i], rivers[i], melds[i]) = (s.riichi, &s.discards[..], &s.melds[..]);
        }
        let seen = Seen {
            me,
            hand,
            dealer: view.dealer,
            seat_wind: seat.wind.kind(),
            round_wind: view.round_wind.kind(),
            riichi: &riichi[..n],
            rivers: &rivers[..n],
            melds: &melds[..n],
            known: None,
        };
        Some(Table::build(&seen, view.dora_indicators.iter().map(|t| t.kind), copies, claim))
    }

    /// The table as seat `me` sees it, read from the round in place (the same facts as [`Table::read`] of the
    /// seat's view, without building the view): its own hand and the public rivers, melds and indicators.
    fn of_round(round: &Round, me: Seat, copies: &Counts, claim: bool) -> Table {
        let n = (round.players() as usize).min(4);
        let (mut riichi, mut rivers, mut melds) = ([false; 4], [&[][..]; 4], [&[][..]; 4]);
        let mut riichi_safe = [0u64; 4];
        for s in 0..n {
            let seat = s as Seat;
            (riichi[s], rivers[s], melds[s]) = (round.in_riichi(seat), round.river(seat), round.melds(seat));
            riichi_safe[s] = round.riichi_safe_kinds(seat);
        }
        let seen = Seen {
            me,
            hand: *round.own_hand(me),
            dealer: round.dealer,
            seat_wind: Wind::from_index(round.seat_wind(me)).kind(),
            round_wind: Wind::from_index(round.round_wind).kind(),
            riichi: &riichi[..n],
            rivers: &rivers[..n],
            melds: &melds[..n],
            known: Some((round.offered_discard().map(|t| t.kind), riichi_safe, round.public_counts())),
        };
        Table::build(&seen, round.dora_indicator_tiles().map(|t| t.kind), copies, claim)
    }

    fn build<R: RiverEntry, M: MeldEntry>(
        s: &Seen<R, M>,
        indicators: impl Iterator<Item = Kind>,
        copies: &Counts,
        claim: bool,
    ) -> Table {
        let me = s.me as usize;
        let hand = s.hand;
        // The tiles the seat can see (and so the live ones) matter only on its own turn (ukeire, riichi waits,
        // danger): a claim decision reads neither, so they are left at zero there.
        let mut visible = [0u8; KINDS];
        let mut live = [0u64; 3];
        if !claim {
            visible = hand;
            if let Some((_, _, public)) = s.known {
                for k in 0..KINDS {
                    visible[k] += public[k];
                }
            } else {
                for (melds, river) in s.melds.iter().zip(s.rivers) {
                    for m in melds.iter() {
                        for k in m.kinds() {
                            visible[k as usize] += 1;
                        }
                    }
                    for d in river.iter().filter(|d| d.called_by().is_none()) {
                        visible[d.kind() as usize] += 1;
                    }
                }
            }
        }
        let mut dora = [0u8; KINDS];
        for ind in indicators {
            visible[ind as usize] += !claim as u8;
            // Skip kinds the set lacks (3-player: the 1m indicator points at 9m).
            let mut k = dora_after(ind);
            while copies[k as usize] == 0 {
                k = dora_after(k);
            }
            dora[k as usize] += 1;
        }
        if !claim {
            let mut counts = [0u8; 40];
            for k in 0..KINDS {
                counts[k] = copies[k].saturating_sub(visible[k]);
            }
            debug_assert!(counts.iter().all(|&n| n < 8), "more than 7 copies of a kind");
            // Eight kinds at a time: one multiplication gathers bit `b` of eight bytes into one byte.
            for (chunk, bytes) in counts.chunks_exact(8).enumerate() {
                let word = u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
                for (b, plane) in live.iter_mut().enumerate() {
                    let bits = ((word >> b) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
                    *plane |= bits << (8 * chunk);
                }
            }
        }
        let yakuhai = (1u64 << 31 | 1 << 32 | 1 << 33) | 1 << s.seat_wind | 1 << s.round_wind;
        let own = s.melds[me];
        let mut melds = [MeldShape::default(); 4];
        let mut set_melds = 0;
        for shape in own.iter().filter_map(meld_shape).take(4) {
            melds[set_melds] = shape;
            set_melds += 1;
        }
        let closed = own.iter().all(|m| matches!(m.call(), MeldKind::Ankan | MeldKind::Nuki));
        let own_discards = s.rivers[me].iter().fold(0u64, |m, d| m | 1 << d.kind());
        // The order of the discards matters only for riichi safety and for the tile on offer in a claim window,
        // unless the reader knows both.
        let others_riichi = s.riichi.iter().enumerate().any(|(i, &r)| r && i != me);
        let (threats, claim_kind) = match s.known {
            Some((offered, safe, _)) => {
                let mut threats = Threats::default();
                for r in (0..s.riichi.len()).filter(|&r| s.riichi[r] && r != me) {
                    threats.push(safe[r]);
                }
                (threats, offered)
            }
            None if others_riichi || claim => read_rivers(s.rivers, s.dealer, s.me, s.riichi),
            None => Default::default(),
        };
        let variant = if copies[1..8].iter().all(|&c| c == 0) { Variant::THREE_PLAYER } else { Variant::FOUR_PLAYER };
        let mut table = Table {
            hand,
            set_melds: set_melds as u8,
            closed,
            in_riichi: s.riichi[me],
            plans: Plans::default(),
            melds,
            live,
            visible,
            dora,
            yakuhai,
            own_discards,
            threats,
            claim_kind,
            variant,
            copies: *copies,
        };
        table.plans = if closed { Plans { closed: true, ..Plans::default() } } else { table.plans_with(&hand, None) };
        table
    }

    /// The own called melds (nuki aside).
    fn own_melds(&self) -> &[MeldShape] {
        &self.melds[..self.set_melds as usize]
    }

    /// Yaku plans of the own melds plus `extra`, with `concealed` as the hand.
    fn plans_with(&self, concealed: &Counts, extra: Option<MeldShape>) -> Plans {
        let melds = || self.own_melds().iter().copied().chain(extra);
        let concealed_yakuhai = tile::kinds_in(self.yakuhai).any(|k| concealed[k] >= 3);
        let yakuhai = concealed_yakuhai || melds().any(|m| m.pon && self.yakuhai >> m.kinds[0] & 1 == 1);
        let tanyao = melds().all(|m| m.kinds.iter().all(|&k| is_simple(k)));
        let mut suits = melds().flat_map(|m| m.kinds).filter(|&k| !is_honor(k)).map(suit);
        let honitsu = match suits.next() {
            Some(s) => suits.all(|x| x == s).then_some(s),
            // Honour melds only: the suit the hand holds most of.
            None => (0..3u8).max_by_key(|&s| concealed[s as usize * 9..s as usize * 9 + 9].iter().sum::<u8>()),
        };
        let toitoi = melds().all(|m| m.pon);
        Plans { closed: false, yakuhai, tanyao, honitsu, toitoi }
    }

    /// Shanten toward the best plan for a 3n+1 / 3n+2 hand, and that plan.
    fn effective(&self, hand: &Counts, melds: u8, plans: &Plans) -> (i8, Plan) {
        self.effective_from(shanten::overall(hand, melds, self.variant), hand, melds, plans)
    }

    /// [`Table::effective`] of a hand whose overall shanten `base` is known.
    fn effective_from(&self, base: i8, hand: &Counts, melds: u8, plans: &Plans) -> (i8, Plan) {
        if plans.closed || plans.yakuhai {
            return (base, Plan::Free);
        }
        let mut best = (base + 3, Plan::None);
        if plans.tanyao {
            // The terminals and honours held.
            let ends = hand[0] + hand[8] + hand[9] + hand[17] + hand[18] + hand[26];
            let extra: u8 = ends + hand[27..].iter().sum::<u8>();
            if base + (extra as i8) < best.0 {
                best = (base + extra as i8, Plan::Tanyao);
            }
        }
        if let Some(s) = plans.honitsu {
            // The suited tiles outside suit s.
            let suit_sum = |g: usize| hand[g * 9..g * 9 + 9].iter().sum::<u8>();
            let extra: u8 = (0..3).filter(|&g| g != s as usize).map(suit_sum).sum();
            if base + (extra as i8) < best.0 {
                best = (base + extra as i8, Plan::Honitsu(s));
            }
        }
        if plans.toitoi {
            let s = toitoi_shanten(hand, melds);
            if s < best.0 {
                best = (s, Plan::Toitoi);
            }
        }
        best
    }

    /// Live ukeire of a 3n+1 hand whose useful kinds are `useful`: those the plan accepts, minus the tiles the
    /// seat can see.
    fn live_ukeire(&self, useful: u64, plan: Plan) -> u32 {
        let mask = match plan {
            Plan::Tanyao => SIMPLES,
            Plan::Honitsu(st) => HONOURS | 0x1FF << (9 * st as u32),
            _ => u64::MAX,
        };
        self.live_of(useful & mask)
    }

    /// The kinds with a live copy.
    fn live_kinds(&self) -> u64 {
        self.live[0] | self.live[1] | self.live[2]
    }

    /// Live copies of a set of kinds.
    fn live_of(&self, kinds: u64) -> u32 {
        let [ones, twos, fours] = self.live.map(|plane| (plane & kinds).count_ones());
        ones + 2 * twos + 4 * fours
    }

    /// What a tile is worth keeping, beyond shape: dora and red fives, pairs of yakuhai, middle tiles over ends.
    fn keep_value(&self, tile: Tile) -> i32 {
        let k = tile.kind;
        let held = self.hand[k as usize];
        let base = if is_honor(k) {
            match (self.yakuhai >> k & 1 == 1, held >= 2) {
                (true, true) => 30,
                (true, false) => 6,
                (false, true) => 12,
                (false, false) => 0,
            }
        } else {
            SUITED_VALUE[k as usize]
        };
        let bonus = if tile.flavour == Flavour::Normal { 0 } else { 20 };
        base + bonus + 20 * self.dora[k as usize] as i32
    }

    /// How dangerous discarding `k` is against the most dangerous riichi seat (0 when nobody is in riichi).
    fn danger(&self, k: Kind) -> u8 {
        if self.threats.is_empty() {
            return 0;
        }
        let worst = self.threats.iter().map(|safe| danger_against(k, safe, &self.visible)).max().unwrap_or(0);
        // A dora deals in for more; genbutsu stays genbutsu.
        worst + (worst > 0 && self.dora[k as usize] > 0) as u8
    }

    /// The kind called with `tiles` in a claim window (a pon needs the same kind).
    fn claimed_kind(&self, tiles: &[Tile; 2], pon: bool) -> Option<Kind> {
        let k = self.claim_kind?;
        (!pon || tiles[0].kind == k).then_some(k)
    }
}

/// [`Table::keep_value`]'s base for each suited kind: terminals 8, twos and eights 12, the middle 15.
const SUITED_VALUE: [i32; 27] = {
    let mut v = [0i32; 27];
    let mut k = 0;
    while k < 27 {
        v[k] = match k % 9 {
            0 | 8 => 8,
            1 | 7 => 12,
            _ => 15,
        };
        k += 1;
    }
    v
};

/// The simples (2-8 of each suit) and the honours, as kind sets.
const SIMPLES: u64 = ((1 << 34) - 1) & !shanten::YAOCHUU_MASK;
const HONOURS: u64 = 0x7F << 27;

/// Danger of discarding kind `k` against one riichi seat whose safe kinds are `safe`: 0 genbutsu, 1-2 honours
/// with few copies left, 2-3 suji, 4 other honours, 5 half-suji middle or bare terminals, 6-7 the rest.
fn danger_against(k: Kind, safe: u64, visible: &Counts) -> u8 {
    if safe >> k & 1 == 1 {
        return 0;
    }
    if is_honor(k) {
        return match visible[k as usize] {
            3.. => 1,
            2 => 2,
            _ => 4,
        };
    }
    let n = k % 9;
    let base = k - n;
    let low_safe = n >= 3 && safe >> (base + n - 3) & 1 == 1;
    let high_safe = n <= 5 && safe >> (base + n + 3) & 1 == 1;
    let suji = match n {
        0..=2 => high_safe,
        6..=8 => low_safe,
        _ => low_safe && high_safe,
    };
    match (suji, n) {
        (true, 0 | 8) => 2,
        (true, _) => 3,
        (false, 3..=5) if low_safe || high_safe => 5,
        (false, 0 | 8) => 5,
        (false, 1 | 7) => 6,
        _ => 7,
    }
}

/// Toitoi shanten: every set a triplet (the called ones are pons), plus a pair.
fn toitoi_shanten(hand: &Counts, melds: u8) -> i8 {
    let triplets = hand.iter().filter(|&&c| c >= 3).count() as i8;
    let pairs = hand.iter().filter(|&&c| c == 2).count() as i8;
    let sets = melds as i8 + triplets;
    8 - 2 * sets - pairs.min(5 - sets)
}

/// The shape of a called meld: its three lowest kinds (a kan's fourth tile adds nothing); `None` for nuki.
fn meld_shape<M: MeldEntry>(m: &M) -> Option<MeldShape> {
    if m.call() == MeldKind::Nuki {
        return None;
    }
    let mut kinds = [Kind::MAX; 4];
    let mut n = 0;
    for k in m.kinds().take(4) {
        kinds[n] = k;
        n += 1;
    }
    if n < 3 {
        return None;
    }
    kinds.sort_unstable();
    Some(MeldShape { kinds: [kinds[0], kinds[1], kinds[2]], pon: m.call() != MeldKind::Chi })
}

/// The riichi threats against `me` and the kind of the most recent discard (what a claim window is about), read
/// from the rivers in the order the discards were made. That order is rebuilt from the rivers alone: the dealer
/// discards first, play passes to the next seat, or to the seat that called the discard; a discard the rebuilt
/// order does not reach counts as made at time 0. A riichi seat's safe kinds are its whole river plus every
/// tile discarded by anyone after its declaring discard.
fn read_rivers<R: RiverEntry>(rivers: &[&[R]], dealer: Seat, me: Seat, riichi: &[bool]) -> (Threats, Option<Kind>) {
    let n = rivers.len();
    // Kinds in the order discarded (a hand has at most 136 tiles, so at most 136 discards).
    let mut order = [0u8; 136];
    let mut next = [0usize; 4];
    let mut declared = [None::<usize>; 4];
    let mut last_time = [0usize; 4];
    let mut cur = dealer as usize % n.max(1);
    let mut t = 0;
    while let Some(d) = rivers.get(cur).and_then(|r| r.get(next[cur])) {
        if t == order.len() {
            break;
        }
        order[t] = d.kind();
        if d.riichi() && declared[cur].is_none() {
            declared[cur] = Some(t);
        }
        next[cur] += 1;
        if next[cur] == rivers[cur].len() {
            last_time[cur] = t;
        }
        t += 1;
        cur = d.called_by().map(|c| c as usize).unwrap_or((cur + 1) % n);
    }
    let mut threats = Threats::default();
    for r in (0..n).filter(|&r| riichi[r] && r != me as usize) {
        let mut safe = rivers[r].iter().fold(0u64, |m, d| m | 1 << d.kind());
        // The first riichi discard is reached by the rebuilt order or else counts as time 0, like an
        // unmarked river.
        let from = declared[r].unwrap_or(0) + 1;
        for &k in order.get(from..t).unwrap_or(&[]) {
            safe |= 1 << k;
        }
        threats.push(safe);
    }
    let mut best: Option<(usize, Kind)> = None;
    for (s, river) in rivers.iter().enumerate() {
        if let Some(d) = river.last() {
            if best.is_none_or(|(b, _)| last_time[s] >= b) {
                best = Some((last_time[s], d.kind()));
            }
        }
    }
    (threats, best.map(|(_, k)| k))
}

/// Steps the bots' tie-breaking generator.
fn next_random(rng: &mut u64) -> u64 {
    *rng = xorshift(*rng);
    *rng
}

/// One step of xorshift64 (Marsaglia): the bots' small deterministic generator (never zero from a non-zero state).
#[inline]
pub fn xorshift(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}

/// A deterministic picker for random legal play (property tests, benchmarks, log-export tests): `pick(n)` is
/// uniform enough over `0..n` for choosing among legal actions.
#[derive(Clone, Debug)]
pub struct Pick(u64);

impl Pick {
    /// A picker from any seed (spread by a multiplier; zero is avoided).
    pub fn new(seed: u64) -> Pick {
        Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in `0..n` (`n` > 0).
    #[inline]
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = xorshift(self.0);
        (self.0 % n as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What [`Bot::choose`] reads from the round in place is exactly what [`Bot::decide`] reads from the seat's
    /// view, for every seat at every step of bot games under every preset (open melds, riichi, kans, nuki,
    /// 3 players), and both choose the same action with the same generator state.
    #[test]
    fn reading_the_round_in_place_equals_reading_the_view() {
        for (preset, games) in
            [("tenhou", 3), ("tenhou-sanma", 2), ("mcgill", 1), ("speed-tonpuu", 1), ("toutenkou", 1)]
        {
            let rules = Ruleset::preset(preset).unwrap();
            let copies = rules.tile_set().copies;
            let players = rules.game.players;
            let (mut riichi_seen, mut melds_seen, mut offers_seen, mut steps) = (0, 0, 0, 0);
            for g in 0..games {
                let (mut game, _) = Game::new(rules.clone(), &format!("in-place-{preset}-{g}"), None).unwrap();
                let mut bots: Vec<Bot> = (0..players as u64).map(|s| Bot::new(&rules, g * 8 + s + 1)).collect();
                while !game.is_over() {
                    for s in 0..players {
                        let view = game.view(s).unwrap();
                        // As in a claim window (rivers read in order, visible tiles not counted) and as on a turn.
                        // The kind on offer is read only in a discard's claim window: the round names it, the view
                        // shows it as the latest discard, and elsewhere the two readings need not agree. The
                        // riichi-safe kinds: the round keeps them, the view's reading rebuilds the discard order.
                        let offered = game.round().offered_discard().map(|t| t.kind);
                        let seen = |mut table: Table, claim: bool| {
                            if !claim || offered.is_none() {
                                table.claim_kind = None;
                            }
                            table
                        };
                        for claim in [true, false] {
                            let view_table = Table::read(&view, &copies, claim);
                            let from_view = seen(view_table.expect("a seat's own view shows its hand"), claim);
                            let in_place = seen(Table::of_round(game.round(), s, &copies, claim), claim);
                            assert_eq!(in_place, from_view, "{preset} seat {s} claim {claim}");
                            if claim && offered.is_some() {
                                assert_eq!(from_view.claim_kind, offered, "{preset} seat {s}");
                                offers_seen += 1;
                            }
                            if claim {
                                riichi_seen += !from_view.threats.is_empty() as usize;
                                melds_seen += (from_view.set_melds > 0) as usize;
                            }
                        }
                    }
                    let seat = game.status().to_act[0];
                    let mut twin = bots[seat as usize].clone();
                    let mut by_index = bots[seat as usize].clone();
                    let action = bots[seat as usize].choose(&game, seat);
                    assert_eq!(twin.decide(&game.view(seat).unwrap()), action, "{preset}");
                    assert_eq!(twin.rng, bots[seat as usize].rng);
                    let index = by_index.choose_index(&game, seat).expect("the seat to act has something to do");
                    assert_eq!(game.legal(seat)[index], action, "{preset}");
                    assert_eq!(by_index.rng, bots[seat as usize].rng);
                    game.apply(seat, &action).unwrap();
                    steps += 1;
                }
            }
            assert!(
                riichi_seen > 0 && melds_seen > 0 && offers_seen > 0 && steps > 100,
                "{preset}: {riichi_seen} {melds_seen} {offers_seen} {steps}"
            );
        }
    }
}
