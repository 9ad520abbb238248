//! What the bot reads of the table: its own hand, the public rivers and melds, riichi flags, winds and dora
//! indicators, from a seat's view or from the round in place (the same facts either way).

use crate::analysis::danger::safety;
use crate::analysis::threat::open_hand;
pub(super) use crate::analysis::threat::{MeldEntry, OpenHand, RiverEntry};
use crate::meld::MeldKind;
use crate::round::{Round, Seat, TableView};
use crate::rules::Wind;
use crate::shanten::{self, Variant};
use crate::tile::{self, dora_after, is_honor, is_simple, suit, Counts, Kind, Tile, KINDS};

/// A called meld reduced to what yaku plans look at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct MeldShape {
    pub(super) kinds: [Kind; 3],
    /// Pon or kan (toitoi counts them; yakuhai needs them).
    pub(super) pon: bool,
}

/// Which yaku an (open) hand can still aim for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Plans {
    /// Closed hand: riichi and menzen tsumo are always there.
    pub(super) closed: bool,
    /// A yakuhai pon/kan, or a concealed yakuhai triplet.
    pub(super) yakuhai: bool,
    pub(super) tanyao: bool,
    /// The one suit of every suited meld tile.
    pub(super) honitsu: Option<u8>,
    pub(super) toitoi: bool,
}

/// The plan a shanten figure was measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Plan {
    Free,
    Tanyao,
    Honitsu(u8),
    Toitoi,
    None,
}

/// The riichi declared by other seats (at most three): for each, its seat and the kinds that cannot deal into it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Threats {
    pub(crate) safe: [u64; 4],
    pub(crate) seats: [Seat; 4],
    pub(crate) len: u8,
}

impl Threats {
    pub(super) fn push(&mut self, seat: Seat, safe: u64) {
        self.safe[self.len as usize] = safe;
        self.seats[self.len as usize] = seat;
        self.len += 1;
    }
    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub(super) fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.safe[..self.len as usize].iter().copied()
    }
}

/// What the bot knows about the table, read from what its own seat sees.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Table {
    pub(crate) hand: Counts,
    pub(crate) set_melds: u8,
    pub(super) closed: bool,
    pub(crate) in_riichi: bool,
    pub(super) plans: Plans,
    /// The own called melds (nuki aside): the first `set_melds`.
    pub(super) melds: [MeldShape; 4],
    /// Copies of each kind the seat cannot see, as three kind sets: bit `k` of entry `b` is bit `b` of kind `k`'s
    /// count (so that the live copies of a set of kinds are three population counts).
    pub(super) live: [u64; 3],
    pub(crate) visible: Counts,
    pub(super) dora: Counts,
    pub(super) yakuhai: u64,
    pub(crate) own_discards: u64,
    pub(crate) threats: Threats,
    /// What the strong level reads besides (the table's state and the other seats' open hands), when asked.
    pub(crate) deep: Option<Deep>,
    /// The kind on offer in a claim window (the last discard), if any; read in a claim window only.
    pub(super) claim_kind: Option<Kind>,
    pub(crate) variant: Variant,
    pub(super) copies: Counts,
}

/// The state of the table beyond the tiles, and what the other seats show of their hands: what the strong level
/// weighs (all public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Deep {
    pub(super) me: Seat,
    pub(super) players: u8,
    pub(super) dealer: Seat,
    /// The hand's place in the game: round wind × players + dealer.
    pub(super) hand_index: u8,
    /// Tiles left to draw from the live wall.
    pub(super) wall_left: u16,
    pub(super) scores: [i64; 4],
    /// Each seat's open hand as others see it (the own seat's entry is left empty).
    pub(crate) opens: [OpenHand; 4],
}

/// Everything the bot reads about the table, all of it visible to its seat `me` (its own hand; the public rivers,
/// melds, riichi flags and winds), for at most four seats.
pub(super) struct Seen<'a, R, M> {
    pub(super) me: Seat,
    pub(super) hand: Counts,
    pub(super) dealer: Seat,
    pub(super) seat_wind: Kind,
    pub(super) round_wind: Kind,
    pub(super) riichi: &'a [bool],
    pub(super) rivers: &'a [&'a [R]],
    pub(super) melds: &'a [&'a [M]],
    /// The seats' scores and the tiles left in the live wall (read only for a deep table).
    pub(super) scores: &'a [i64],
    pub(super) wall_left: usize,
    /// What the reader knows without walking the rivers (the round keeps it; `None`: worked out from the rivers
    /// and melds): the kind of the discard on offer (`None`: no claim window), each seat's riichi-safe kinds, and
    /// the public tiles per kind (uncalled discards and meld tiles).
    pub(super) known: Option<(Option<Kind>, [u64; 4], &'a Counts)>,
}

impl Table {
    /// The table as `view` shows it to its viewer (`None` for a spectator's view or one of more than four seats).
    pub(super) fn read(view: &TableView, copies: &Counts, claim: bool, deep: bool) -> Option<Table> {
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
        let mut scores = [0i64; 4];
        for (i, s) in view.seats.iter().enumerate() {
            (riichi[i], rivers[i], melds[i], scores[i]) = (s.riichi, &s.discards[..], &s.melds[..], s.score);
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
            scores: &scores[..n],
            wall_left: view.wall_remaining,
            known: None,
        };
        Some(Table::build(&seen, view.dora_indicators.iter().map(|t| t.kind), copies, claim, deep))
    }

    /// The table as seat `me` sees it, read from the round in place (the same facts as [`Table::read`] of the
    /// seat's view, without building the view): its own hand and the public rivers, melds and indicators.
    pub(crate) fn of_round(round: &Round, me: Seat, copies: &Counts, claim: bool, deep: bool) -> Table {
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
            scores: &round.scores[..n],
            wall_left: if deep { round.live_remaining() } else { 0 },
            known: Some((round.offered_discard().map(|t| t.kind), riichi_safe, round.public_counts())),
        };
        Table::build(&seen, round.dora_indicator_tiles().map(|t| t.kind), copies, claim, deep)
    }

    pub(super) fn build<R: RiverEntry, M: MeldEntry>(
        s: &Seen<R, M>,
        indicators: impl Iterator<Item = Kind>,
        copies: &Counts,
        claim: bool,
        deep: bool,
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
                    threats.push(r as Seat, safe[r]);
                }
                (threats, offered)
            }
            None if others_riichi || claim => read_rivers(s.rivers, s.dealer, s.me, s.riichi),
            None => Default::default(),
        };
        let deep = deep.then(|| read_deep(s, &dora));
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
            deep,
            claim_kind,
            variant,
            copies: *copies,
        };
        table.plans = if closed { Plans { closed: true, ..Plans::default() } } else { table.plans_with(&hand, None) };
        table
    }

    /// The own called melds (nuki aside).
    pub(super) fn own_melds(&self) -> &[MeldShape] {
        &self.melds[..self.set_melds as usize]
    }

    /// Yaku plans of the own melds plus `extra`, with `concealed` as the hand.
    pub(super) fn plans_with(&self, concealed: &Counts, extra: Option<MeldShape>) -> Plans {
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
    pub(super) fn effective(&self, hand: &Counts, melds: u8, plans: &Plans) -> (i8, Plan) {
        self.effective_from(shanten::overall(hand, melds, self.variant), hand, melds, plans)
    }

    /// [`Table::effective`] of a hand whose overall shanten `base` is known.
    pub(super) fn effective_from(&self, base: i8, hand: &Counts, melds: u8, plans: &Plans) -> (i8, Plan) {
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
    pub(super) fn live_ukeire(&self, useful: u64, plan: Plan) -> u32 {
        let mask = match plan {
            Plan::Tanyao => SIMPLES,
            Plan::Honitsu(st) => HONOURS | 0x1FF << (9 * st as u32),
            _ => u64::MAX,
        };
        self.live_of(useful & mask)
    }

    /// The kinds with a live copy.
    pub(super) fn live_kinds(&self) -> u64 {
        self.live[0] | self.live[1] | self.live[2]
    }

    /// Live copies of a set of kinds.
    pub(super) fn live_of(&self, kinds: u64) -> u32 {
        let [ones, twos, fours] = self.live.map(|plane| (plane & kinds).count_ones());
        ones + 2 * twos + 4 * fours
    }

    /// What a tile is worth keeping, beyond shape: dora (`dora_weight` each) and red or other flavoured tiles
    /// (`flavour_value`, by flavour), pairs of yakuhai, middle tiles over ends.
    pub(super) fn keep_value(&self, tile: Tile, dora_weight: i32, flavour_value: &[i32; 5]) -> i32 {
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
        let bonus = flavour_value[tile.flavour as usize];
        base + bonus + dora_weight * self.dora[k as usize] as i32
    }

    /// How dangerous discarding `k` is against the most dangerous riichi seat (0 when nobody is in riichi).
    pub(super) fn danger(&self, k: Kind) -> u8 {
        if self.threats.is_empty() {
            return 0;
        }
        let worst = self.threats.iter().map(|safe| safety(k, safe, &self.visible).grade()).max().unwrap_or(0);
        // A dora deals in for more; genbutsu stays genbutsu.
        worst + (worst > 0 && self.dora[k as usize] > 0) as u8
    }

    /// The kind called with `tiles` in a claim window (a pon needs the same kind).
    pub(super) fn claimed_kind(&self, tiles: &[Tile; 2], pon: bool) -> Option<Kind> {
        let k = self.claim_kind?;
        (!pon || tiles[0].kind == k).then_some(k)
    }
}

/// [`Table::keep_value`]'s base for each suited kind: terminals 8, twos and eights 12, the middle 15.
pub(super) const SUITED_VALUE: [i32; 27] = {
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
pub(super) const SIMPLES: u64 = ((1 << 34) - 1) & !shanten::YAOCHUU_MASK;
pub(super) const HONOURS: u64 = 0x7F << 27;

/// Toitoi shanten: every set a triplet (the called ones are pons), plus a pair.
pub(super) fn toitoi_shanten(hand: &Counts, melds: u8) -> i8 {
    let triplets = hand.iter().filter(|&&c| c >= 3).count() as i8;
    let pairs = hand.iter().filter(|&&c| c == 2).count() as i8;
    let sets = melds as i8 + triplets;
    8 - 2 * sets - pairs.min(5 - sets)
}

/// The strong level's reading of the table (see [`Deep`]).
fn read_deep<R: RiverEntry, M: MeldEntry>(s: &Seen<R, M>, dora: &Counts) -> Deep {
    let n = s.riichi.len();
    let mut deep = Deep {
        me: s.me,
        players: n as u8,
        dealer: s.dealer,
        hand_index: (s.round_wind - tile::EAST) * n as u8 + s.dealer,
        wall_left: s.wall_left.min(u16::MAX as usize) as u16,
        ..Deep::default()
    };
    for (i, score) in s.scores.iter().enumerate().take(4) {
        deep.scores[i] = *score;
    }
    let dragons_and_round = 1u64 << 31 | 1 << 32 | 1 << 33 | 1 << s.round_wind;
    for seat in (0..n).filter(|&i| i != s.me as usize) {
        let wind = tile::EAST + ((seat + n - s.dealer as usize) % n) as u8;
        deep.opens[seat] = open_hand(s.melds[seat], s.rivers[seat], dragons_and_round | 1 << wind, dora);
    }
    deep
}

/// The shape of a called meld: its three lowest kinds (a kan's fourth tile adds nothing); `None` for nuki.
pub(super) fn meld_shape<M: MeldEntry>(m: &M) -> Option<MeldShape> {
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
pub(super) fn read_rivers<R: RiverEntry>(
    rivers: &[&[R]],
    dealer: Seat,
    me: Seat,
    riichi: &[bool],
) -> (Threats, Option<Kind>) {
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
        threats.push(r as Seat, safe);
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
