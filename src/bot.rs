//! A simple, decent bot for offline play and for load tests of the engine.
//!
//! The bot sees exactly what its seat may see: [`Game::view`] for its own seat (its own tiles, every river and
//! meld, dora indicators, scores) and the legal actions in that view; it always answers with one of them.
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
use crate::round::{Action, CallKind, DiscardView, MeldView, Seat, TableView};
use crate::rules::Ruleset;
use crate::shanten::{self, Variant};
use crate::tile::{dora_after, is_honor, is_simple, is_terminal, suit, Counts, Flavour, Kind, Tile, KINDS};

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

    /// One of `game.legal_actions(seat)`, chosen from the seat's own view only. When the seat has nothing to do
    /// (not its moment, or the game is over) the answer is `Pass`, which the game would reject.
    pub fn choose(&mut self, game: &Game, seat: Seat) -> Action {
        match game.view(seat) {
            Ok(view) => self.decide(&view),
            Err(_) => Action::Pass,
        }
    }

    /// The decision itself, from a seat's view (its `legal_actions` included).
    pub fn decide(&mut self, view: &TableView) -> Action {
        let legal = &view.legal_actions;
        if legal.is_empty() {
            return Action::Pass;
        }
        if let Some(win) = legal.iter().find(|a| matches!(a, Action::Tsumo | Action::Ron)) {
            return win.clone();
        }
        // Between hands, a dealer asked about yame keeps the deal (more hands, more chances).
        if legal.contains(&Action::Continue) {
            return Action::Continue;
        }
        if let Some(nuki) = legal.iter().find(|a| matches!(a, Action::Nuki { .. })) {
            return nuki.clone();
        }
        let Some(table) = Table::read(view, &self.copies) else {
            return legal[0].clone();
        };
        if legal.contains(&Action::Pass) {
            return self.claim(&table, legal);
        }
        self.turn(&table, legal)
    }

    fn next_random(&mut self) -> u64 {
        self.rng = xorshift(self.rng);
        self.rng
    }

    // ---------------------------------------------------------------- own turn

    fn turn(&mut self, t: &Table, legal: &[Action]) -> Action {
        if legal.contains(&Action::Kyuushu) && shanten::kokushi(&t.hand) >= 3 {
            return Action::Kyuushu;
        }
        let candidates = self.discard_candidates(t, legal);
        let Some(best_shanten) = candidates.iter().map(|c| c.shanten).min() else {
            // No discard offered (cannot happen in a turn); any legal action keeps the game going.
            return legal[0].clone();
        };
        if t.in_riichi {
            // A riichi hand only ever has legal ankans that keep its waits: free dora.
            if let Some(kan) = legal.iter().find(|a| matches!(a, Action::Ankan { .. })) {
                return kan.clone();
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
            if let Some(riichi) = self.riichi_discard(t, legal) {
                return riichi;
            }
        }
        chosen.action.clone()
    }

    /// Every distinct non-riichi discard with what it leaves. Ukeire (the expensive part) is counted only to
    /// break ties between discards that reach the best shanten; otherwise tile value alone ranks them.
    fn discard_candidates(&mut self, t: &Table, legal: &[Action]) -> Vec<Candidate> {
        let mut out: Vec<Candidate> = Vec::new();
        // The shanten of every hand a discard leaves, in one go (most discards change one group of the hand).
        let kinds = legal.iter().fold(0u64, |m, a| match a {
            Action::Discard { tile, riichi: false, .. } => m | 1 << tile.kind,
            _ => m,
        });
        let bases = shanten::overall_after_discards(&t.hand, t.set_melds, t.variant, kinds);
        for a in legal {
            let Action::Discard { tile, riichi: false, .. } = a else { continue };
            if out.iter().any(|c| c.tile == *tile) {
                continue;
            }
            let mut rest = t.hand;
            rest[tile.kind as usize] -= 1;
            let (shanten, plan) = t.effective_from(bases[tile.kind as usize], &rest, t.set_melds, &t.plans);
            out.push(Candidate {
                action: a.clone(),
                tile: *tile,
                shanten,
                plan,
                value: -t.keep_value(*tile),
                danger: t.danger(tile.kind),
                tiebreak: self.next_random() % 1024,
            });
        }
        let best = out.iter().map(|c| c.shanten).min().unwrap_or(0);
        // Folding ranks by danger first, and a lone best discard needs no tie-break: skip the ukeire then.
        let folding = !t.threats.is_empty() && best >= 1;
        if folding || out.iter().filter(|c| c.shanten == best).count() < 2 {
            return out;
        }
        // The useful kinds of every tied discard's hand in one go (discards of one kind, a red five and a plain
        // one, leave the same hand).
        let tied = out.iter().filter(|c| c.shanten == best).fold(0u64, |m, c| m | 1 << c.tile.kind);
        let useful = shanten::useful_kinds_after_discards(&t.hand, t.set_melds, t.variant, &t.copies, tied);
        for c in out.iter_mut().filter(|c| c.shanten == best) {
            c.value += t.live_ukeire(useful[c.tile.kind as usize], c.plan) as i32 * 10;
        }
        out
    }

    /// The riichi declaration leaving the most live waits (waits not in the own river first), if any is legal
    /// and waits on a tile that is still out there.
    fn riichi_discard(&mut self, t: &Table, legal: &[Action]) -> Option<Action> {
        let mut best: Option<((bool, u32, i32), &Action)> = None;
        for a in legal {
            let Action::Discard { tile, riichi: true, .. } = a else { continue };
            let mut rest = t.hand;
            rest[tile.kind as usize] -= 1;
            let waits = shanten::winning_kinds(&rest, t.set_melds, self.variant);
            let live = t.live_of(waits);
            let furiten = waits & (t.own_discards | 1 << tile.kind) != 0;
            let key = (!furiten, live, -t.keep_value(*tile));
            if live > 0 && best.as_ref().is_none_or(|(k, _)| key > *k) {
                best = Some((key, a));
            }
        }
        best.map(|(_, a)| a.clone())
    }

    /// An ankan or kakan that leaves the hand no worse than its best discard, when nobody threatens.
    fn kan_in_turn(&mut self, t: &Table, legal: &[Action], best_shanten: i8) -> Option<Action> {
        if !t.threats.is_empty() {
            return None;
        }
        for a in legal {
            match a {
                Action::Ankan { tile } => {
                    let mut rest = t.hand;
                    rest[tile.kind as usize] = 0;
                    if t.effective(&rest, t.set_melds + 1, &t.plans).0 <= best_shanten {
                        return Some(a.clone());
                    }
                }
                Action::Kakan { tile } => {
                    let mut rest = t.hand;
                    rest[tile.kind as usize] -= 1;
                    if t.effective(&rest, t.set_melds, &t.plans).0 <= best_shanten {
                        return Some(a.clone());
                    }
                }
                _ => {}
            }
        }
        None
    }

    // ---------------------------------------------------------------- claims

    fn claim(&mut self, t: &Table, legal: &[Action]) -> Action {
        let (now, _) = t.effective(&t.hand, t.set_melds, &t.plans);
        if !t.threats.is_empty() && now >= 1 {
            return Action::Pass;
        }
        let mut best: Option<(i8, &Action)> = None;
        for a in legal {
            let after = match a {
                Action::Pon { tiles } => self.after_call(t, tiles, t.claimed_kind(tiles, true)),
                Action::Chi { tiles } => self.after_call(t, tiles, t.claimed_kind(tiles, false)),
                Action::Daiminkan => self.after_daiminkan(t),
                _ => None,
            };
            if let Some(s) = after {
                let lowers = matches!(a, Action::Daiminkan) && s <= now || s < now;
                if lowers && best.as_ref().is_none_or(|(b, _)| s < *b) {
                    best = Some((s, a));
                }
            }
        }
        best.map(|(_, a)| a.clone()).unwrap_or(Action::Pass)
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
        for d in 0..KINDS {
            if rest[d] == 0 {
                continue;
            }
            rest[d] -= 1;
            let (s, plan) = t.effective(&rest, t.set_melds + 1, &plans);
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

/// One discard option and how it scores.
#[derive(Clone, Debug)]
struct Candidate {
    action: Action,
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
#[derive(Clone, Copy, Debug)]
struct MeldShape {
    kinds: [Kind; 3],
    /// Pon or kan (toitoi counts them; yakuhai needs them).
    pon: bool,
}

/// Which yaku an (open) hand can still aim for.
#[derive(Clone, Copy, Debug, Default)]
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

/// A riichi declared by another seat, and the kinds that cannot deal into it.
#[derive(Clone, Debug)]
struct Threat {
    safe: u64,
}

/// What the bot knows about the table, read from its own view.
struct Table {
    hand: Counts,
    set_melds: u8,
    closed: bool,
    in_riichi: bool,
    plans: Plans,
    melds: Vec<MeldShape>,
    /// Copies of each kind the seat cannot see.
    live: Counts,
    visible: Counts,
    dora: Counts,
    yakuhai: u64,
    own_discards: u64,
    threats: Vec<Threat>,
    /// The kind on offer in a claim window (the last discard), if any.
    claim_kind: Option<Kind>,
    variant: Variant,
    copies: Counts,
}

impl Table {
    fn read(view: &TableView, copies: &Counts) -> Option<Table> {
        let me = view.viewer?;
        let seat = view.seats.get(me as usize)?;
        let hand_tiles = seat.hand.as_ref()?;
        let mut hand = [0u8; KINDS];
        for t in hand_tiles {
            hand[t.kind as usize] += 1;
        }
        let mut visible = hand;
        for s in &view.seats {
            for m in &s.melds {
                for t in &m.tiles {
                    visible[t.kind as usize] += 1;
                }
            }
            for d in s.discards.iter().filter(|d| d.called_by.is_none()) {
                visible[d.tile.kind as usize] += 1;
            }
        }
        let mut dora = [0u8; KINDS];
        for ind in &view.dora_indicators {
            visible[ind.kind as usize] += 1;
            // Skip kinds the set lacks (3-player: the 1m indicator points at 9m).
            let mut k = dora_after(ind.kind);
            while copies[k as usize] == 0 {
                k = dora_after(k);
            }
            dora[k as usize] += 1;
        }
        let mut live = [0u8; KINDS];
        for k in 0..KINDS {
            live[k] = copies[k].saturating_sub(visible[k]);
        }
        let yakuhai = (1u64 << 31 | 1 << 32 | 1 << 33) | 1 << seat.wind.kind() | 1 << view.round_wind.kind();
        let melds: Vec<MeldShape> = seat.melds.iter().filter_map(meld_shape).collect();
        let closed = seat.melds.iter().all(|m| matches!(m.kind, CallKind::Ankan | CallKind::Nuki));
        let own_discards = seat.discards.iter().fold(0u64, |m, d| m | 1 << d.tile.kind);
        let times = discard_times(view);
        let threats = riichi_threats(view, me, &times);
        let claim_kind = last_discard(view, &times).map(|t| t.kind);
        let variant = if copies[1..8].iter().all(|&c| c == 0) { Variant::THREE_PLAYER } else { Variant::FOUR_PLAYER };
        let mut table = Table {
            hand,
            set_melds: melds.len() as u8,
            closed,
            in_riichi: seat.riichi,
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
        Some(table)
    }

    /// Yaku plans of the own melds plus `extra`, with `concealed` as the hand.
    fn plans_with(&self, concealed: &Counts, extra: Option<MeldShape>) -> Plans {
        let melds: Vec<MeldShape> = self.melds.iter().copied().chain(extra).collect();
        let concealed_yakuhai = (0..KINDS).any(|k| concealed[k] >= 3 && self.yakuhai >> k & 1 == 1);
        let yakuhai = concealed_yakuhai || melds.iter().any(|m| m.pon && self.yakuhai >> m.kinds[0] & 1 == 1);
        let tanyao = melds.iter().all(|m| m.kinds.iter().all(|&k| is_simple(k)));
        let mut suits = melds.iter().flat_map(|m| m.kinds).filter(|&k| !is_honor(k)).map(suit);
        let honitsu = match suits.next() {
            Some(s) => suits.all(|x| x == s).then_some(s),
            // Honour melds only: the suit the hand holds most of.
            None => (0..3u8).max_by_key(|&s| concealed[s as usize * 9..s as usize * 9 + 9].iter().sum::<u8>()),
        };
        let toitoi = melds.iter().all(|m| m.pon);
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
            let extra: u8 = (0..KINDS).filter(|&k| !is_simple(k as Kind)).map(|k| hand[k]).sum();
            if base + (extra as i8) < best.0 {
                best = (base + extra as i8, Plan::Tanyao);
            }
        }
        if let Some(s) = plans.honitsu {
            let extra: u8 = (0..27).filter(|&k| suit(k as Kind) != s).map(|k| hand[k]).sum();
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
            Plan::Tanyao => (0..KINDS as Kind).filter(|&k| is_simple(k)).fold(0u64, |m, k| m | 1 << k),
            Plan::Honitsu(st) => {
                (0..KINDS as Kind).filter(|&k| is_honor(k) || suit(k) == st).fold(0, |m, k| m | 1 << k)
            }
            _ => u64::MAX,
        };
        self.live_of(useful & mask)
    }

    /// Live copies of a set of kinds.
    fn live_of(&self, kinds: u64) -> u32 {
        (0..KINDS).filter(|&k| kinds >> k & 1 == 1).map(|k| self.live[k] as u32).sum()
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
        } else if is_terminal(k) {
            8
        } else if k % 9 == 1 || k % 9 == 7 {
            12
        } else {
            15
        };
        let bonus = if tile.flavour == Flavour::Normal { 0 } else { 20 };
        base + bonus + 20 * self.dora[k as usize] as i32
    }

    /// How dangerous discarding `k` is against the most dangerous riichi seat (0 when nobody is in riichi).
    fn danger(&self, k: Kind) -> u8 {
        let worst = self.threats.iter().map(|t| danger_against(k, t.safe, &self.visible)).max().unwrap_or(0);
        // A dora deals in for more; genbutsu stays genbutsu.
        worst + (worst > 0 && self.dora[k as usize] > 0) as u8
    }

    /// The kind called with `tiles` in a claim window (a pon needs the same kind).
    fn claimed_kind(&self, tiles: &[Tile; 2], pon: bool) -> Option<Kind> {
        let k = self.claim_kind?;
        (!pon || tiles[0].kind == k).then_some(k)
    }
}

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

fn meld_shape(m: &MeldView) -> Option<MeldShape> {
    if m.kind == CallKind::Nuki || m.tiles.len() < 3 {
        return None;
    }
    let mut kinds = [m.tiles[0].kind, m.tiles[1].kind, m.tiles[2].kind];
    kinds.sort_unstable();
    Some(MeldShape { kinds, pon: m.kind != CallKind::Chi })
}

/// The order in which every discard on the table was made, rebuilt from the rivers: the dealer discards first,
/// play passes to the next seat, or to the seat that called the discard. Returns `time[seat][i]`.
fn discard_times(view: &TableView) -> Vec<Vec<u32>> {
    let n = view.seats.len();
    let mut times: Vec<Vec<u32>> = view.seats.iter().map(|s| vec![0; s.discards.len()]).collect();
    let mut next = vec![0usize; n];
    let mut cur = view.dealer as usize % n.max(1);
    let mut t = 0;
    while let Some(d) = view.seats.get(cur).and_then(|s| s.discards.get(next[cur])) {
        times[cur][next[cur]] = t;
        next[cur] += 1;
        t += 1;
        cur = d.called_by.map(|c| c as usize).unwrap_or((cur + 1) % n);
    }
    times
}

/// Riichi declared by seats other than `me`, each with its safe kinds: its whole river plus every tile
/// discarded by anyone after the declaration. `times` = [`discard_times`] of the view.
fn riichi_threats(view: &TableView, me: Seat, times: &[Vec<u32>]) -> Vec<Threat> {
    let riichi: Vec<usize> = view.seats.iter().filter(|s| s.riichi && s.seat != me).map(|s| s.seat as usize).collect();
    if riichi.is_empty() {
        return vec![];
    }
    riichi
        .into_iter()
        .map(|r| {
            let river: &[DiscardView] = &view.seats[r].discards;
            let declared = river.iter().position(|d| d.riichi).map(|i| times[r][i]).unwrap_or(0);
            let mut safe = river.iter().fold(0u64, |m, d| m | 1 << d.tile.kind);
            for (s, seat) in view.seats.iter().enumerate() {
                for (i, d) in seat.discards.iter().enumerate() {
                    if times[s][i] > declared {
                        safe |= 1 << d.tile.kind;
                    }
                }
            }
            Threat { safe }
        })
        .collect()
}

/// The most recent discard on the table (the tile a claim window is about). `times` = [`discard_times`].
fn last_discard(view: &TableView, times: &[Vec<u32>]) -> Option<Tile> {
    let mut best: Option<(u32, Tile)> = None;
    for (s, seat) in view.seats.iter().enumerate() {
        if let (Some(d), Some(&t)) = (seat.discards.last(), times[s].last()) {
            if best.is_none_or(|(b, _)| t >= b) {
                best = Some((t, d.tile));
            }
        }
    }
    best.map(|(_, t)| t)
}

/// One step of xorshift64 (Marsaglia): the bots' small deterministic generator (never zero from a non-zero state).
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
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = xorshift(self.0);
        (self.0 % n as u64) as usize
    }
}
