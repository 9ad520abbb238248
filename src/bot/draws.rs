//! The strong level's look-ahead over its own draws: what a discard is worth in points expected from the hand
//! it leaves, counting the draws left in the wall.
//!
//! From the seat's view only (the live copies of each kind are the copies it cannot see), a hand of 3n+1 tiles is
//! valued as:
//! * tenpai: the points of the win on each live wait (weighted by its live copies) times the chance of winning
//!   within the own draws left, a tsumo or a ron each time round (a tsumo only when furiten), while the hand
//!   survives the other seats' wins;
//! * 1-shanten: for each live draw that makes it tenpai, the best tenpai that draw allows (the discard after it
//!   whose tenpai is worth most), from the draw at which it comes with the draws then left; draws that do not
//!   help are thrown back.
//!
//! So a tenpai hand can rank below a 1-shanten one whose tenpai will be worth more (going back a step for value),
//! and of two 1-shanten hands the one whose tenpai are wider and dearer ranks first.
//!
//! At 2-shanten in a closed hand the discards tied at the best shanten are told apart by two-step efficiency
//! ([`Bot::two_step`]): the live copies of each useful draw times the live ukeire of the best hand it allows.
//!
//! The width of both is capped ([`ONE_SHANTEN_WIDTH`], [`TWO_STEP_WIDTH`]) so that four strong bots still play
//! 300 games per second natively.

use super::normal::{Candidate, Candidates};
use super::strong::{dora_held, points_of, reach_han};
use super::table::{Deep, Table};
use super::{Bot, WinValue};
use crate::shanten;
use crate::tile::{self, is_honor, is_simple, suit, Counts, Flavour, KINDS};

/// The chance that the hand is still going after one more time round the table (another seat's win ends it).
const SURVIVE_PER_ROUND: f64 = 0.94;

/// What a win is worth beyond its own points: it ends the hand before another seat can win (a win that cannot
/// come for want of a yaku is worth nothing). Without it the look-ahead trades too much speed for value; weights
/// from 5,000 to 10,000 ranked best in duplicate matches (docs/BOTS.md).
const WIN_BONUS: u32 = 10_000;

/// Two-step efficiency is counted for this many of the discards tied at the best shanten (by their one-step
/// score), at this shanten: wider or farther costs more time than it was measured to gain.
const TWO_STEP_WIDTH: usize = 2;
const TWO_STEP_SHANTEN: i8 = 2;

/// The look-ahead values at most this many of the discards that leave 1-shanten (by their one-step score); those
/// that leave tenpai are all valued.
const ONE_SHANTEN_WIDTH: usize = 3;

/// The most own draws looked at.
const MAX_DRAWS: usize = 24;

/// What the look-ahead needs of the table besides the hand.
pub(super) struct Outlook {
    /// Own draws left (the live wall shared by the seats).
    draws: usize,
    /// Copies the seat cannot see.
    unseen: f64,
    dealer: bool,
    /// Red and other flavoured tiles kept by the hand, and the chips they bring, in points.
    flavoured: u32,
    chips: u32,
}

impl Outlook {
    pub(super) fn new(t: &Table, wall_left: u16, players: u8, dealer: bool, flavoured: u32, chips: u32) -> Outlook {
        let draws = (wall_left as usize).div_ceil(players.max(1) as usize).clamp(1, MAX_DRAWS);
        let unseen = t.live_of(u64::MAX).max(1) as f64;
        Outlook { draws, unseen, dealer, flavoured, chips }
    }

    /// The chance of winning within `rounds` times round the table, by each round's `per` chance, the hand
    /// surviving each round at [`SURVIVE_PER_ROUND`]: entry `m` of `out` for `m` rounds (`out[0]` = 0).
    fn win_by_round(per: f64, out: &mut [f64; MAX_DRAWS + 1]) {
        let mut going = 1.0;
        out[0] = 0.0;
        for m in 1..=MAX_DRAWS {
            going *= SURVIVE_PER_ROUND;
            out[m] = out[m - 1] + going * per;
            going *= 1.0 - per;
        }
    }
}

/// A tenpai hand's outlook: each round's chance of a win and the points it brings.
#[derive(Clone, Copy, Debug, Default)]
struct Tenpai {
    per_round: f64,
    points: f64,
}

impl Tenpai {
    fn expected(self, rounds: usize) -> f64 {
        let mut by = [0.0; MAX_DRAWS + 1];
        Outlook::win_by_round(self.per_round, &mut by);
        self.points * by[rounds.min(MAX_DRAWS)]
    }
}

impl Bot {
    /// The expected points of the hand `rest` (3n+1 tiles, the own melds aside) at shanten `shanten` (0 or 1),
    /// with its useful kinds `useful` (live kinds only) and `discarded` the kind just let go (furiten).
    pub(super) fn draws_value(
        &self,
        t: &Table,
        o: &Outlook,
        rest: &Counts,
        shanten: i8,
        useful: u64,
        discarded: u8,
    ) -> f64 {
        match shanten {
            0 => self.tenpai_of(t, o, rest, useful, 1 << discarded, None).expected(o.draws),
            1 => self.one_shanten_value(t, o, rest, useful, 1 << discarded),
            _ => 0.0,
        }
    }

    /// The outlook of tenpai `rest` waiting on `waits` (`drawn`: a kind drawn since the view was read, one copy
    /// fewer live).
    fn tenpai_of(&self, t: &Table, o: &Outlook, rest: &Counts, waits: u64, gone: u64, drawn: Option<usize>) -> Tenpai {
        let mut live_total = 0u32;
        let mut points = 0.0;
        let mut full = *rest;
        for w in tile::kinds_in(waits) {
            let live = t.live_of(1 << w).saturating_sub((drawn == Some(w)) as u32);
            if live == 0 {
                continue;
            }
            full[w] += 1;
            points += live as f64 * self.win_points(t, o, &full) as f64;
            full[w] -= 1;
            live_total += live;
        }
        if live_total == 0 {
            return Tenpai::default();
        }
        let furiten = waits & (t.own_discards | gone) != 0;
        let miss = 1.0 - live_total as f64 / o.unseen;
        // A tsumo each round, and about one more chance by ron unless furiten.
        let per_round = if furiten { 1.0 - miss } else { 1.0 - miss * miss };
        Tenpai { per_round, points: points / live_total as f64 }
    }

    /// The expected points of 1-shanten `rest` with useful kinds `useful`.
    fn one_shanten_value(&self, t: &Table, o: &Outlook, rest: &Counts, useful: u64, gone: u64) -> f64 {
        let mut draw_total = 0u32;
        let mut by_kind = [(0u32, Tenpai::default()); KINDS];
        let mut kinds = 0usize;
        for k in tile::kinds_in(useful) {
            let live = t.live_of(1 << k);
            if live == 0 {
                continue;
            }
            let mut hand = *rest;
            hand[k] += 1;
            let held = tile::kinds_held(&hand);
            let mut prepared = shanten::Discards::new(&hand, t.set_melds, t.variant, held);
            let tenpai_discards =
                tile::kinds_in(held).filter(|&d| prepared.shanten(d) == 0).fold(0u64, |m, d| m | 1 << d);
            if tenpai_discards == 0 {
                continue;
            }
            let waits = prepared.useful_kinds(&t.copies, t.live_kinds(), tenpai_discards);
            let mut best = Tenpai::default();
            let mut best_value = -1.0;
            for d in tile::kinds_in(tenpai_discards) {
                hand[d] -= 1;
                let tenpai = self.tenpai_of(t, o, &hand, waits[d], gone | 1 << d, Some(k));
                hand[d] += 1;
                let value = tenpai.expected(o.draws / 2 + 1);
                if value > best_value {
                    (best, best_value) = (tenpai, value);
                }
            }
            by_kind[kinds] = (live, best);
            kinds += 1;
            draw_total += live;
        }
        // Draw i (1-based) is the first useful one with chance (1 - p)^(i-1) · p, the hand surviving to it.
        let p = draw_total as f64 / o.unseen;
        let mut total = 0.0;
        for &(live, tenpai) in &by_kind[..kinds] {
            let mut by = [0.0; MAX_DRAWS + 1];
            Outlook::win_by_round(tenpai.per_round, &mut by);
            let mut reach = 0.0;
            let mut first = 1.0;
            for i in 1..=o.draws {
                first *= SURVIVE_PER_ROUND;
                reach += first * by[o.draws - i];
                first *= 1.0 - p;
            }
            total += live as f64 / o.unseen * tenpai.points * reach;
        }
        total
    }

    /// The points of a win with the concealed tiles `full` (the winning tile included) and the own melds: 0 for an
    /// open hand with no yaku.
    fn win_points(&self, t: &Table, o: &Outlook, full: &Counts) -> u32 {
        if !t.closed && !open_yaku(t, full) {
            return 0;
        }
        let points = match self.win_value {
            WinValue::ByHan => points_of(reach_han(t, full, t.closed, o.flavoured), o.dealer),
            WinValue::Additive { base, dora, closed, dealer } => {
                base + dora * dora_held(t, full, o.flavoured) + closed * t.closed as u32 + dealer * o.dealer as u32
            }
        };
        points + o.chips + WIN_BONUS
    }
}

/// Whether an open hand whose concealed tiles are `full` (complete) has a yaku: a yakuhai triplet, all simples,
/// a flush, or all triplets.
fn open_yaku(t: &Table, full: &Counts) -> bool {
    let melds = t.own_melds();
    if melds.iter().any(|m| m.pon && t.yakuhai >> m.kinds[0] & 1 == 1)
        || tile::kinds_in(t.yakuhai).any(|k| full[k] >= 3)
    {
        return true;
    }
    let concealed = || (0..KINDS).filter(|&k| full[k] > 0).map(|k| k as u8);
    let meld_kinds = || melds.iter().flat_map(|m| m.kinds);
    if meld_kinds().chain(concealed()).all(is_simple) {
        return true;
    }
    let mut suits = meld_kinds().chain(concealed()).filter(|&k| !is_honor(k)).map(suit);
    if let Some(first) = suits.next() {
        if suits.all(|s| s == first) {
            return true;
        }
    }
    melds.iter().all(|m| m.pon)
        && full.iter().all(|&n| n == 0 || n == 2 || n == 3)
        && full.iter().filter(|&&n| n == 2).count() == 1
}

impl Bot {
    /// The expected points (rounded) of each candidate's hand when the best discard leaves 1-shanten or better:
    /// entry `i` for candidate `i` at tenpai or 1-shanten, 0 for the others and when the hand is farther.
    pub(super) fn draws_ahead(
        &self,
        t: &Table,
        deep: &Deep,
        candidates: &Candidates,
        prepared: &mut shanten::Discards,
        flavoured: u32,
        chips_held: u32,
    ) -> [u64; 14] {
        let mut out = [0u64; 14];
        let best = candidates.iter().map(|c| c.shanten).min().unwrap_or(i8::MAX);
        if best > 1 || t.in_riichi {
            return out;
        }
        // The hands' own shanten (an open hand's plan aside: a win without a yaku is worth nothing below).
        let near = candidates.iter().map(|c| c.tile.kind).filter(|&k| prepared.shanten(k as usize) <= 1);
        let mut near = near.fold(0u64, |m, k| m | 1 << k);
        // Of the discards that leave 1-shanten, the first few by their one-step score (then by kind).
        let one_shanten = |c: &&Candidate| near >> c.tile.kind & 1 == 1 && prepared.shanten(c.tile.kind as usize) == 1;
        let rank = |c: &Candidate| (std::cmp::Reverse(c.value), c.tile.kind);
        let mut dropped = 0u64;
        for c in candidates.iter().filter(one_shanten) {
            if candidates.iter().filter(one_shanten).filter(|o| rank(o) < rank(c)).count() >= ONE_SHANTEN_WIDTH {
                dropped |= 1 << c.tile.kind;
            }
        }
        near &= !dropped;
        let useful = prepared.useful_kinds(&t.copies, t.live_kinds(), near);
        for (e, c) in out.iter_mut().zip(candidates.iter()) {
            let shanten = prepared.shanten(c.tile.kind as usize);
            if near >> c.tile.kind & 1 == 0 {
                continue;
            }
            let flavoured_left = flavoured - (c.tile.flavour != Flavour::Normal) as u32;
            let chips = chips_held - self.flavour_chip_points[c.tile.flavour as usize];
            let o = Outlook::new(t, deep.wall_left, deep.players, deep.me == deep.dealer, flavoured_left, chips);
            let mut rest = t.hand;
            rest[c.tile.kind as usize] -= 1;
            let value = self.draws_value(t, &o, &rest, shanten, useful[c.tile.kind as usize], c.tile.kind);
            *e = (value * 16.0) as u64 + 1;
        }
        out
    }
}

impl Bot {
    /// Two-step efficiency of a closed hand `rest` (3n+1 tiles, 2-shanten or farther) with live useful kinds
    /// `useful`: the live copies of each useful draw times the live ukeire of the best hand that draw allows.
    pub(super) fn two_step(&self, t: &Table, rest: &Counts, useful: u64) -> u32 {
        let mut total = 0;
        for k in tile::kinds_in(useful) {
            let live = t.live_of(1 << k);
            if live == 0 {
                continue;
            }
            let mut hand = *rest;
            hand[k] += 1;
            let held = tile::kinds_held(&hand);
            let mut prepared = shanten::Discards::new(&hand, t.set_melds, t.variant, held);
            let now = tile::kinds_in(held).map(|d| prepared.shanten(d)).min().unwrap_or(i8::MAX);
            let best = tile::kinds_in(held).filter(|&d| prepared.shanten(d) == now).fold(0u64, |m, d| m | 1 << d);
            let next = prepared.useful_kinds(&t.copies, t.live_kinds(), best);
            let most = tile::kinds_in(best).map(|d| t.live_of(next[d]) - (next[d] >> k & 1) as u32).max().unwrap_or(0);
            total += live * most;
        }
        total
    }
}

impl Bot {
    /// The efficiency score of the discards whose two-step efficiency is counted, in place of the one-step score
    /// (`None` for the others): in a closed hand at 2-shanten, the first [`TWO_STEP_WIDTH`] of those tied at the
    /// best shanten by their one-step score. The score is what the tile is worth keeping taken from half the
    /// two-step count ([`Bot::two_step`]), so that a hand whose next step leaves about twenty live tiles scores
    /// as its one-step ukeire did.
    pub(super) fn two_step_scores(
        &self,
        t: &Table,
        candidates: &Candidates,
        prepared: &mut shanten::Discards,
    ) -> [Option<i32>; 14] {
        let mut out = [None; 14];
        if !t.closed {
            return out;
        }
        let mut picks = 0u32;
        let mut kinds = 0u64;
        for _ in 0..TWO_STEP_WIDTH {
            let next = candidates
                .iter()
                .enumerate()
                .filter(|&(i, c)| picks >> i & 1 == 0 && c.ukeire > 0 && c.shanten == TWO_STEP_SHANTEN)
                .max_by_key(|&(i, c)| (c.value, std::cmp::Reverse(i)));
            let Some((i, c)) = next else { break };
            picks |= 1 << i;
            kinds |= 1 << c.tile.kind;
        }
        if picks == 0 {
            return out;
        }
        let useful = prepared.useful_kinds(&t.copies, t.live_kinds(), kinds);
        for (i, c) in candidates.iter().enumerate().filter(|&(i, _)| picks >> i & 1 == 1) {
            let mut rest = t.hand;
            rest[c.tile.kind as usize] -= 1;
            let two = self.two_step(t, &rest, useful[c.tile.kind as usize]);
            out[i] = Some(c.value - 10 * c.ukeire as i32 + (two / 2) as i32);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chance_of_a_win_grows_with_the_rounds_and_the_waits_and_stays_below_survival() {
        let (mut narrow, mut wide) = ([0.0; MAX_DRAWS + 1], [0.0; MAX_DRAWS + 1]);
        Outlook::win_by_round(0.05, &mut narrow);
        Outlook::win_by_round(0.2, &mut wide);
        assert_eq!(narrow[0], 0.0);
        for m in 1..=MAX_DRAWS {
            assert!(narrow[m] > narrow[m - 1] && wide[m] > wide[m - 1], "more rounds, more chances");
            assert!(wide[m] > narrow[m], "more waits, more chances");
        }
        // The first round: the hand survives it, then the wait comes.
        assert!((wide[1] - SURVIVE_PER_ROUND * 0.2).abs() < 1e-12);
        // A sure win each round is won in the first round the hand survives.
        let mut sure = [0.0; MAX_DRAWS + 1];
        Outlook::win_by_round(1.0, &mut sure);
        assert!((sure[MAX_DRAWS] - SURVIVE_PER_ROUND).abs() < 1e-12);
    }

    #[test]
    fn a_tenpai_is_worth_its_points_times_its_chance() {
        let tenpai = Tenpai { per_round: 0.2, points: 12_000.0 };
        let mut by = [0.0; MAX_DRAWS + 1];
        Outlook::win_by_round(0.2, &mut by);
        assert!((tenpai.expected(6) - 12_000.0 * by[6]).abs() < 1e-9);
        assert!(tenpai.expected(6) < tenpai.expected(12));
        assert_eq!(tenpai.expected(MAX_DRAWS + 10), tenpai.expected(MAX_DRAWS));
        assert_eq!(Tenpai::default().expected(10), 0.0);
    }
}
