//! The strong level's own judgement, on top of the shared decisions (`normal.rs`):
//! * discards by speed × value: among the discards that leave the fewest steps to tenpai, the one whose
//!   efficiency (live ukeire, shaded by what the tile is worth keeping) times the points the hand left may reach
//!   is highest (by han under han-and-fu scoring, [`reach_han`]: dora and red tiles, yakuhai, tanyao, a flush,
//!   riichi; by the ruleset's points per dora, closed hand and dealer under an additive points table), so a dora,
//!   a flush or all-simples is kept when it costs few tiles of speed;
//! * push or fold by the hand's value, shanten and wait against the danger of each discard, summed over every
//!   threat at the table: a riichi (the dealer's weighs more), an open hand showing dora, a flush or a yakuhai,
//!   weighted by how many sets it has called; a flush threatens only its suit and the honours;
//! * the safety estimate of [`crate::analysis::danger`] (genbutsu, suji, kabe, one-chance, honours in sight,
//!   tiles let pass), against the threats [`crate::analysis::threat`] reads;
//! * riichi or dama: dama with a yaku already in hand and enough value, or when any win settles the game;
//!   the riichi discard is one the push limit allows;
//! * calls: against a threat, a call into tenpai only; no cheap, far-off call from a closed hand (it would give
//!   up riichi for a 1-han hand); late in the hand, a call that makes tenpai even without a yaku (the draw's
//!   tenpai payments need none);
//! * placement in the last hand (when the ruleset ranks the result): the leader plays safe and takes any win,
//!   a seat far behind pushes harder, the second does not deal into the leader; a dealer asked whether to stop
//!   (agari-yame) stops when first.
//!
//! Everything read is public or the seat's own (the [`Table`] and its [`Deep`] reading).

use super::normal::{Candidate, Candidates};
use super::table::{Deep, Plan, Table};
use super::{Bot, WinValue};
use crate::analysis::danger::safety;
use crate::analysis::threat::OpenThreat;
use crate::round::Action;
use crate::shanten;
use crate::tile::{self, is_honor, is_simple, suit, Counts, Flavour, KINDS};

/// Tiles left in the wall from which a call for tenpai alone is worth it.
const KEITEN_WALL: u16 = 16;

/// Added to the efficiency score (ten per live tile) before it is weighed by value, so that what a tile is worth
/// keeping (a few tens) shades the speed of a hand rather than turning it negative.
const SPEED_OFFSET: i32 = 40;

/// A riichi's weight as a threat (percent); the dealer's riichi costs half as much again.
const RIICHI_WEIGHT: u32 = 100;
const DEALER_WEIGHT: u32 = 150;

/// Where the strong bot stands in the game, for placement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Standing {
    /// The last regular hand (or later) of a game ranked by placement.
    pub(super) all_last: bool,
    /// Rank by score (1 = first; ties share the better rank).
    pub(super) rank: u8,
    /// The leader's seat (another seat when the own seat leads, the second).
    pub(super) rival: u8,
    /// Points to the next seat up (own rank 1: the lead over the second, negative).
    pub(super) gap: i64,
}

impl Bot {
    /// The strong turn: the discard, or the riichi declaration, as an index into `legal`; `None` leaves the
    /// choice to the shared rules (no deep reading).
    pub(super) fn strong_turn(
        &mut self,
        t: &Table,
        legal: &[Action],
        candidates: &Candidates,
        prepared: &mut shanten::Discards,
    ) -> Option<usize> {
        let deep = t.deep.as_ref()?;
        let standing = self.standing(deep);
        let flavoured = candidates.iter().filter(|c| c.tile.flavour != Flavour::Normal).count() as u32;
        let han = hand_han(t, flavoured);
        let mut dangers = [0u32; 14];
        for (d, c) in dangers.iter_mut().zip(candidates.iter()) {
            *d = table_danger(t, deep, standing, c.tile.kind);
        }
        let threatened = dangers[..candidates.len].iter().any(|&d| d > 0);
        // Speed × value among the discards tied at the best shanten (the ones whose ukeire was counted): the
        // shared efficiency score (ten per live tile that takes the hand forward, less what the discarded tile was
        // worth keeping) times the points the hand left can reach.
        let dealer = deep.me == deep.dealer;
        let chip_points = |c: &Candidate| self.flavour_chip_points[c.tile.flavour as usize];
        let chips_held: u32 = candidates.iter().map(chip_points).sum();
        let mut worth = [0u64; 14];
        for (w, c) in worth.iter_mut().zip(candidates.iter()) {
            if c.ukeire > 0 {
                let flavoured_left = flavoured - (c.tile.flavour != Flavour::Normal) as u32;
                let mut rest = t.hand;
                rest[c.tile.kind as usize] -= 1;
                let points = match self.win_value {
                    _ if c.plan == Plan::None => points_of(0, dealer),
                    WinValue::ByHan => points_of(reach_han(t, &rest, t.closed, flavoured_left), dealer),
                    WinValue::Additive { base, dora, closed, dealer: oya } => {
                        base + dora * dora_held(t, &rest, flavoured_left)
                            + closed * t.closed as u32
                            + oya * dealer as u32
                    }
                };
                let points = points + chips_held - chip_points(c);
                *w = (c.value + SPEED_OFFSET).max(1) as u64 * points as u64;
            }
        }
        // By shanten, then speed × value, then efficiency alone, then the tie-break.
        let mut order = [0usize; 14];
        let order = &mut order[..candidates.len];
        order.iter_mut().enumerate().for_each(|(i, o)| *o = i);
        crate::sort::stable_sort_by_key(order, |&i| {
            let c = &candidates.items[i];
            (c.shanten, std::cmp::Reverse(worth[i]), -c.value, c.tiebreak)
        });
        let order: &[usize] = order;
        let best = candidates.items[order[0]].shanten;
        let live_waits = |c: &Candidate, prepared: &mut shanten::Discards| -> u32 {
            let useful = prepared.useful_kinds(&t.copies, t.live_kinds(), 1 << c.tile.kind);
            t.live_of(useful[c.tile.kind as usize])
        };
        let chosen = if !threatened {
            order[0]
        } else {
            let mut pick = None;
            for &i in order.iter() {
                let c = &candidates.items[i];
                if c.shanten > best + 1 {
                    break;
                }
                let waits = if c.shanten == 0 { live_waits(c, prepared) } else { 0 };
                let limit = push_limit(c.shanten, han, waits, deep, standing);
                if dangers[i] <= limit {
                    pick = Some(i);
                    break;
                }
            }
            // Fold: the safest tile, then the one that hurts the hand least.
            pick.unwrap_or_else(|| {
                let safest = order.iter().enumerate().min_by_key(|&(place, &i)| (dangers[i], place));
                *safest.expect("candidates are not empty").1
            })
        };
        let c = candidates.items[chosen];
        if c.shanten == 0 && t.closed && !t.in_riichi && !self.dama(t, c, han, standing) {
            let waits = live_waits(&c, prepared);
            let limit = push_limit(0, han + 1, waits, deep, standing);
            if let Some(riichi) = self.strong_riichi(t, legal, deep, standing, limit, prepared) {
                return Some(riichi);
            }
        }
        Some(c.action)
    }

    /// Dama instead of riichi: the hand has a yaku without riichi (all simples, or a concealed yakuhai triplet)
    /// and either enough value already (riichi would add little and warn the table) or, leading in the last hand,
    /// any win ends the game on top.
    fn dama(&self, t: &Table, c: Candidate, han: u32, standing: Standing) -> bool {
        let mut rest = t.hand;
        rest[c.tile.kind as usize] -= 1;
        let tanyao = rest.iter().enumerate().all(|(k, &n)| n == 0 || is_simple(k as u8));
        let yakuhai = tile::kinds_in(t.yakuhai).any(|k| rest[k] >= 3);
        (tanyao || yakuhai) && (han >= 4 || standing.all_last && standing.rank == 1)
    }

    /// The riichi declaration of the shared rules among those whose discard is within `limit`'s danger.
    fn strong_riichi(
        &mut self,
        t: &Table,
        legal: &[Action],
        deep: &Deep,
        standing: Standing,
        limit: u32,
        prepared: &mut shanten::Discards,
    ) -> Option<usize> {
        let allowed = legal.iter().fold(0u64, |m, a| match a {
            Action::Discard { tile, riichi: true, .. } if table_danger(t, deep, standing, tile.kind) <= limit => {
                m | 1 << tile.kind
            }
            _ => m,
        });
        self.riichi_discard(t, legal, prepared, allowed)
    }

    /// Agari-yame: asked to keep the deal or stop in the last hand of a game ranked by placement (or later), the
    /// dealer stops when it is strictly first, which ends the game with it on top.
    pub(super) fn strong_yame(&self, t: &Table) -> bool {
        t.deep.as_ref().is_some_and(|deep| {
            let standing = self.standing(deep);
            standing.all_last && standing.rank == 1 && standing.gap < 0
        })
    }

    /// Whether the strong level takes a call `call` the shared rules would weigh (`after`: the shanten it leads to).
    pub(super) fn strong_accepts_call(&self, t: &Table, call: &Action, after: i8) -> bool {
        let triplet = matches!(call, Action::Pon { .. } | Action::Daiminkan);
        let yakuhai = t.plans.yakuhai
            || triplet && t.claim_kind.is_some_and(|k| t.yakuhai >> k & 1 == 1)
            || tile::kinds_in(t.yakuhai).any(|k| t.hand[k] >= 3);
        if !t.closed || yakuhai {
            return true;
        }
        // From a closed hand: a call far from tenpai with nothing but a 1-han yaku gives up riichi for little.
        let dora: u32 = (0..KINDS).map(|k| (t.dora[k] * t.hand[k]) as u32).sum();
        after <= 1 || dora >= 2
    }

    /// Whether the hand is near its end, where tenpai alone pays at the draw.
    pub(super) fn keiten_time(&self, t: &Table) -> bool {
        t.deep.is_some_and(|d| d.wall_left <= KEITEN_WALL)
    }

    /// Rank, rival and gap from the scores, and whether this is the last hand of a game ranked by placement.
    fn standing(&self, deep: &Deep) -> Standing {
        let me = deep.me as usize;
        let n = deep.players as usize;
        let mine = deep.scores[me];
        let above = (0..n).filter(|&s| s != me && deep.scores[s] > mine).count();
        let leader = (0..n).filter(|&s| s != me).max_by_key(|&s| (deep.scores[s], std::cmp::Reverse(s)));
        let next_up = (0..n).filter(|&s| deep.scores[s] > mine).map(|s| deep.scores[s]).min();
        let gap = match next_up {
            Some(up) => up - mine,
            None => leader.map_or(0, |l| deep.scores[l] - mine),
        };
        Standing {
            all_last: self.last_hand.is_some_and(|last| deep.hand_index >= last),
            rank: above as u8 + 1,
            rival: leader.unwrap_or(me) as u8,
            gap,
        }
    }
}

/// The han (in tenths) a hand may reach with the concealed tiles `rest` and the own melds: dora and
/// flavoured tiles held or called, yakuhai triplets, tanyao (in part with one or two tiles still to replace), a
/// flush (in part with one or two tiles of other suits), and riichi with its chances (ura, ippatsu, tsumo) for a
/// closed hand.
fn reach_han(t: &Table, rest: &Counts, closed: bool, flavoured: u32) -> u32 {
    let mut han = 10 * (dora_held(t, rest, flavoured) + yakuhai_sets(t, rest));
    let mut melds_simple = true;
    let mut meld_suits = 0u8;
    for m in t.own_melds() {
        melds_simple &= m.kinds.iter().all(|&k| is_simple(k));
        if !is_honor(m.kinds[0]) {
            meld_suits |= 1 << suit(m.kinds[0]);
        }
    }
    if melds_simple {
        let ends: u8 = (0..KINDS).filter(|&k| !is_simple(k as u8)).map(|k| rest[k]).sum();
        han += [10, 6, 3].get(ends as usize).copied().unwrap_or(0);
    }
    let suit_sum = |g: usize| rest[g * 9..g * 9 + 9].iter().sum::<u8>();
    let sums = [suit_sum(0), suit_sum(1), suit_sum(2)];
    let main = (0..3).max_by_key(|&g| sums[g]).unwrap_or(0);
    if meld_suits & !(1 << main) == 0 {
        let others: u8 = (0..3).filter(|&g| g != main).map(|g| sums[g]).sum();
        let flush = if closed { 30 } else { 20 };
        han += [flush, flush / 2, flush / 4].get(others as usize).copied().unwrap_or(0);
    }
    if closed {
        han += 15;
    }
    han
}

/// The dora in the concealed tiles `rest` and the own melds, plus `flavoured` red (or other flavoured) tiles.
fn dora_held(t: &Table, rest: &Counts, flavoured: u32) -> u32 {
    let held: u32 = (0..KINDS).map(|k| (t.dora[k] * rest[k]) as u32).sum();
    let called: u32 = t.own_melds().iter().flat_map(|m| m.kinds).map(|k| t.dora[k as usize] as u32).sum();
    flavoured + held + called
}

/// The yakuhai sets: the own pons of a yakuhai kind and the triplets of one in the concealed tiles `rest`.
fn yakuhai_sets(t: &Table, rest: &Counts) -> u32 {
    let called = t.own_melds().iter().filter(|m| m.pon && t.yakuhai >> m.kinds[0] & 1 == 1).count();
    (called + tile::kinds_in(t.yakuhai).filter(|&k| rest[k] >= 3).count()) as u32
}

/// The points of a win worth `han` tenths of a han (interpolated between whole han), as a non-dealer at 30 fu
/// up to mangan and by the limits above; half as much again for the dealer. No yaku in reach (0 han) is worth
/// what tenpai at the draw may bring.
fn points_of(han: u32, dealer: bool) -> u32 {
    const BY_HAN: [u32; 9] = [300, 1000, 2000, 3900, 7700, 8000, 12000, 12000, 16000];
    let han = han.min(80);
    let (whole, tenths) = ((han / 10).min(7) as usize, han - 10 * (han / 10).min(7));
    let points = BY_HAN[whole] + (BY_HAN[whole + 1] - BY_HAN[whole]) * tenths / 10;
    if dealer {
        points * 3 / 2
    } else {
        points
    }
}

/// The hand's value in han, roughly: dora and flavoured tiles held or called, yakuhai triplets, the plan's yaku,
/// riichi for a closed hand, half as much again for the dealer is not counted here (the limits are per han).
fn hand_han(t: &Table, flavoured: u32) -> u32 {
    let mut han = dora_held(t, &t.hand, flavoured) + yakuhai_sets(t, &t.hand);
    if t.closed {
        han += 1;
    } else {
        let (_, plan) = t.effective(&t.hand, t.set_melds, &t.plans);
        han += match plan {
            Plan::Honitsu(_) | Plan::Toitoi => 2,
            Plan::Tanyao => 1,
            _ => 0,
        };
    }
    han
}

/// The most danger (in [`table_danger`]'s units) worth taking to keep a hand of `shanten` (after the discard)
/// worth about `han`, with `waits` live winning tiles when tenpai.
fn push_limit(shanten: i8, han: u32, waits: u32, deep: &Deep, standing: Standing) -> u32 {
    let early = deep.wall_left >= 30;
    let limit = match shanten {
        0 if waits >= 5 => 200 + 40 * han,
        0 if waits >= 3 => 110 + 30 * han,
        0 if waits >= 1 => 60 + 25 * han,
        0 => 0,
        1 if early && han >= 3 => 150,
        1 if early && han >= 2 => 90,
        1 if han >= 4 => 45,
        1 => 24,
        2 if early && han >= 5 => 60,
        _ => 8,
    };
    // Late in the hand a tenpai hand may still win, a far one will not.
    let limit = if deep.wall_left < 12 && shanten >= 1 { limit / 2 } else { limit };
    if !standing.all_last {
        limit
    } else if standing.rank == 1 {
        limit / 2
    } else if standing.rank as usize == deep.players as usize && standing.gap > 4000 {
        limit * 3 / 2
    } else {
        limit
    }
}

/// The danger of discarding `kind` against every threat at the table, weighted (percent) by what each threatens:
/// a riichi (the dealer's weighs more; the leader's counts double for the second in the last hand), an open hand
/// with three sets, or two showing dora, a flush or a yakuhai (a flush only in its suit and the honours).
pub(super) fn table_danger(t: &Table, deep: &Deep, standing: Standing, kind: u8) -> u32 {
    let mut total = 0;
    for (i, safe) in t.threats.iter().enumerate() {
        let seat = t.threats.seats[i];
        let mut weight = if seat == deep.dealer { DEALER_WEIGHT } else { RIICHI_WEIGHT };
        if standing.all_last && standing.rank == 2 && seat == standing.rival {
            weight *= 2;
        }
        total += weight * safety(kind, safe, &t.visible).estimate() as u32;
    }
    for (seat, open) in deep.opens.iter().enumerate() {
        if t.threats.seats[..t.threats.len as usize].contains(&(seat as u8)) {
            continue;
        }
        let weight = match open.threat() {
            Some(OpenThreat::ThreeCalls) => 70,
            Some(OpenThreat::TwoShowing) => 50,
            Some(OpenThreat::OneWithDora) => 40,
            None => continue,
        };
        if !open.can_take(kind) {
            continue;
        }
        let weight = if seat as u8 == deep.dealer { weight * 3 / 2 } else { weight };
        total += weight * safety(kind, open.river, &t.visible).estimate() as u32;
    }
    total / 100
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deep(wall_left: u16) -> Deep {
        Deep { players: 4, wall_left, scores: [25000; 4], ..Deep::default() }
    }

    #[test]
    fn a_good_tenpai_pushes_where_a_far_hand_folds() {
        let d = deep(50);
        let s = Standing::default();
        // A bare middle tile against one riichi: ~145 (two open two-sided routes and the rest).
        let bare = safety(4, 0, &[1; KINDS]).estimate() as u32;
        assert!(push_limit(0, 2, 8, &d, s) >= bare, "tenpai on a good wait pushes");
        assert!(push_limit(1, 1, 0, &d, s) < bare, "a cheap 1-shanten folds");
        assert!(push_limit(2, 3, 0, &d, s) < bare, "a 2-shanten folds");
        // A valuable 1-shanten early pushes a bare middle tile against one riichi, not against the dealer's
        // (half as much again); a cheap one does not push a terminal on no suji (~75 with one route).
        let terminal = safety(0, 0, &[1; KINDS]).estimate() as u32;
        assert!(push_limit(1, 3, 0, &d, s) >= bare && push_limit(1, 3, 0, &d, s) < bare * 3 / 2);
        assert!(push_limit(1, 1, 0, &d, s) < terminal);
        // Late in the hand the same 1-shanten folds.
        assert!(push_limit(1, 3, 0, &deep(8), s) < terminal);
        // A cheap tenpai on one live tile does not push a bare middle tile.
        assert!(push_limit(0, 1, 1, &d, s) < bare);
    }

    #[test]
    fn points_grow_with_han_up_to_the_limits_and_the_dealer_gets_half_again() {
        assert_eq!(points_of(0, false), 300);
        assert_eq!(points_of(10, false), 1000);
        assert_eq!(points_of(15, false), 1500);
        assert_eq!(points_of(30, false), 3900);
        assert_eq!(points_of(50, false), 8000);
        assert_eq!(points_of(200, false), 16000);
        assert_eq!(points_of(20, true), 3000);
        let all: Vec<u32> = (0..=90).map(|h| points_of(h, false)).collect();
        assert!(all.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn the_leader_folds_more_and_the_last_seat_pushes_more_in_the_last_hand() {
        let d = deep(40);
        let normal = push_limit(1, 3, 0, &d, Standing::default());
        let leader = Standing { all_last: true, rank: 1, rival: 1, gap: -9000 };
        let last = Standing { all_last: true, rank: 4, rival: 1, gap: 9000 };
        assert!(push_limit(1, 3, 0, &d, leader) < normal);
        assert!(push_limit(1, 3, 0, &d, last) > normal);
    }
}
