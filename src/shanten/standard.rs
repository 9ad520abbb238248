//! Standard-form (four sets and a pair) shanten from the per-group tables.
//!
//! Each group of kinds (manzu, pinzu, souzu, honours; in 3-player pinzu, souzu and the "honour-like" kinds) has
//! a distance vector, stored as a class id; the hand's distance is the cheapest way to split the sets it still
//! needs, and the pair, among the groups (a min-plus convolution, here a lookup in `classes::combine`).
//! Shanten = distance − 1.

use super::classes::{combine, distance};
use super::{honors, suit_table};
use crate::tile::{kinds_in, Counts, KINDS};

/// Manzu kinds absent from every 3-player tile set (Tenhou sanma also lacks 5m, Toutenkou keeps it).
pub const SEQUENCE_ONLY_MANZU: [usize; 6] = [1, 2, 3, 5, 6, 7];

/// Sets still to be made from concealed tiles, given the number of called melds.
#[inline(always)]
fn sets_needed(melds: u8) -> usize {
    debug_assert!(melds <= 4, "at most 4 melds, not {melds}");
    4 - melds.min(4) as usize
}

/// The "honour-like" group of a 3-player hand: the manzu left in play (1m, 5m, 9m; 5m only in Toutenkou) and
/// the seven honours.
#[inline(always)]
fn loose_3p(hand: &Counts) -> [u8; 10] {
    let mut loose = [0u8; 10];
    loose[0] = hand[0];
    loose[1] = hand[4];
    loose[2] = hand[8];
    loose[3..].copy_from_slice(&hand[27..34]);
    loose
}

/// Position of a 3-player loose kind (1m, 5m, 9m or an honour) in [`loose_3p`].
#[inline(always)]
fn loose_index(kind: usize) -> usize {
    match kind {
        0 => 0,
        4 => 1,
        8 => 2,
        _ => kind - 24,
    }
}

/// Standard-form shanten for 4 players: -1 = complete, 0 = tenpai, …, 8 at most.
///
/// `hand` holds the concealed tiles (3n+1 or 3n+2 of them, each count ≤ 4) and `melds` the number of called
/// melds (kans included), so that `tiles + 3·melds` is 13 or 14. The result is the true minimum number of tile
/// exchanges minus one: no shape is counted that would need a fifth copy of a kind the hand holds four of.
/// Allocates nothing; table entries are computed on first use.
#[inline]
pub fn standard(hand: &Counts, melds: u8) -> i8 {
    let man = suit_table::lookup(&hand[0..9]);
    let pin = suit_table::lookup(&hand[9..18]);
    let sou = suit_table::lookup(&hand[18..27]);
    let hon = honors::lookup(&hand[27..34]);
    let all = combine(combine(man, pin), combine(sou, hon));
    distance(all, sets_needed(melds)) as i8 - 1
}

/// Standard-form shanten for 3 players: manzu cannot form sequences (2m-8m are out of play; Toutenkou keeps 5m
/// too), so 1m, 5m and 9m only make triplets and pairs. Same contract as [`standard`]; the hand must hold no
/// 2m-4m or 6m-8m.
#[inline]
pub fn standard_3p(hand: &Counts, melds: u8) -> i8 {
    debug_assert!(SEQUENCE_ONLY_MANZU.iter().all(|&k| hand[k] == 0), "2m-4m or 6m-8m in a 3-player hand");
    let pin = suit_table::lookup(&hand[9..18]);
    let sou = suit_table::lookup(&hand[18..27]);
    let loose = honors::lookup(&loose_3p(hand));
    distance(combine(combine(pin, sou), loose), sets_needed(melds)) as i8 - 1
}

/// The class of the suit starting at `start` (whose key halves are `keys`) with one more tile of kind `k` (which
/// lies in that suit).
#[inline(always)]
fn suit_with(hand: &Counts, start: usize, keys: (usize, usize), k: usize) -> u8 {
    suit_table::lookup_plus(&hand[start..start + 9], keys, k - start)
}

/// Standard-form shanten of `hand` plus one tile of each kind, for every kind at once (the work behind waits and
/// ukeire). A drawn tile changes one group only, so the other groups are combined once and reused.
///
/// `hand` has 3n+1 tiles; entry `k` is the shanten of the 3n+2-tile hand with one more `k`, or `None` where that
/// tile cannot be drawn (the hand holds 4, or 2m-4m/6m-8m in 3-player; whether 5m exists is the caller's tile
/// set's business). Allocates nothing.
pub fn standard_after_each_draw(hand: &Counts, melds: u8, three_player: bool) -> [Option<i8>; KINDS] {
    let sets = sets_needed(melds);
    let mut out = [None; KINDS];
    if three_player {
        let pin = suit_table::lookup(&hand[9..18]);
        let sou = suit_table::lookup(&hand[18..27]);
        let loose = loose_3p(hand);
        let suits = combine(pin, sou);
        let honours = honors::lookup(&loose);
        let (pin_keys, sou_keys) = (suit_table::keys(&hand[9..18]), suit_table::keys(&hand[18..27]));
        for (k, slot) in out.iter_mut().enumerate() {
            if hand[k] >= 4 || SEQUENCE_ONLY_MANZU.contains(&k) {
                continue;
            }
            let all = match k {
                9..=17 => combine(combine(suit_with(hand, 9, pin_keys, k), sou), honours),
                18..=26 => combine(combine(pin, suit_with(hand, 18, sou_keys, k)), honours),
                _ => {
                    let mut z = loose;
                    z[loose_index(k)] += 1;
                    combine(suits, honors::lookup(&z))
                }
            };
            *slot = Some(distance(all, sets) as i8 - 1);
        }
    } else {
        let man = suit_table::lookup(&hand[0..9]);
        let pin = suit_table::lookup(&hand[9..18]);
        let sou = suit_table::lookup(&hand[18..27]);
        let hon = honors::lookup(&hand[27..34]);
        let (left, right) = (combine(man, pin), combine(sou, hon));
        let keys = [suit_table::keys(&hand[0..9]), suit_table::keys(&hand[9..18]), suit_table::keys(&hand[18..27])];
        for (k, slot) in out.iter_mut().enumerate() {
            if hand[k] >= 4 {
                continue;
            }
            let all = match k {
                0..=8 => combine(combine(suit_with(hand, 0, keys[0], k), pin), right),
                9..=17 => combine(combine(man, suit_with(hand, 9, keys[1], k)), right),
                18..=26 => combine(left, combine(suit_with(hand, 18, keys[2], k), hon)),
                _ => {
                    let mut z = [0u8; 7];
                    z.copy_from_slice(&hand[27..34]);
                    z[k - 27] += 1;
                    combine(left, combine(sou, honors::lookup(&z)))
                }
            };
            *slot = Some(distance(all, sets) as i8 - 1);
        }
    }
    out
}

/// Standard-form shanten of each hand left by discarding one tile of a kind in `discards` from a 4-player hand of
/// 3n+2 tiles (the hand holds each such kind): entry `d`, equal to `standard(rest, melds)`; other entries 0. Only
/// the discarded kind's group is looked up again for each discard.
pub fn standard_after_discards(hand: &Counts, melds: u8, discards: u64) -> [i8; KINDS] {
    let sets = sets_needed(melds);
    let classes = [0, 1, 2, 3].map(|g| group_class(hand, g));
    let mut out = [0i8; KINDS];
    for d in kinds_in(discards) {
        let mut rest = *hand;
        rest[d] -= 1;
        let mut c = classes;
        let g = group_of(d);
        c[g] = group_class(&rest, g);
        out[d] = distance(combine(combine(c[0], c[1]), combine(c[2], c[3])), sets) as i8 - 1;
    }
    out
}

/// The four group classes (manzu, pinzu, souzu, honours) of a 4-player hand of 3n+2 tiles, and of each group
/// with one more tile, so that the hands left by each possible discard can be measured against every draw
/// ([`AfterDiscards::lowering`]) looking up afresh only the group the discard comes from.
pub struct AfterDiscards {
    hand: Counts,
    melds: u8,
    classes: [u8; 4],
    /// For each group, the class of the other three combined.
    others: [u8; 4],
    /// Class of the kind's group with one more tile of the kind (valid where the hand holds fewer than 4 and the
    /// group fewer than 14 tiles; a group of 14 tiles holds every discard, so its entries are never read).
    plus: [u8; KINDS],
}

/// First kind of each group.
const GROUP_START: [usize; 4] = [0, 9, 18, 27];

#[inline(always)]
fn group_of(k: usize) -> usize {
    if k < 27 {
        k / 9
    } else {
        3
    }
}

/// Class of group `g` of `hand` (four players).
#[inline(always)]
fn group_class(hand: &Counts, g: usize) -> u8 {
    if g == 3 {
        honors::lookup(&hand[27..34])
    } else {
        suit_table::lookup(&hand[GROUP_START[g]..GROUP_START[g] + 9])
    }
}

/// Class of group `g` of `hand` with one more tile of kind `k` (in that group; the hand holds fewer than 4).
#[inline(always)]
fn group_class_plus(hand: &Counts, g: usize, keys: (usize, usize), k: usize) -> u8 {
    if g == 3 {
        let mut z = [0u8; 7];
        z.copy_from_slice(&hand[27..34]);
        z[k - 27] += 1;
        honors::lookup(&z)
    } else {
        suit_table::lookup_plus(&hand[GROUP_START[g]..GROUP_START[g] + 9], keys, k - GROUP_START[g])
    }
}

impl AfterDiscards {
    /// Prepares a 4-player hand of 3n+2 tiles with `melds` called melds.
    pub fn new(hand: &Counts, melds: u8) -> AfterDiscards {
        let classes = [0, 1, 2, 3].map(|g| group_class(hand, g));
        let mut plus = [0u8; KINDS];
        for g in 0..4 {
            let end = if g == 3 { KINDS } else { GROUP_START[g] + 9 };
            let tiles: u32 = hand[GROUP_START[g]..end].iter().map(|&c| c as u32).sum();
            if tiles >= 14 {
                continue;
            }
            let keys = if g == 3 { (0, 0) } else { suit_table::keys(&hand[GROUP_START[g]..]) };
            for k in GROUP_START[g]..end {
                if hand[k] < 4 {
                    plus[k] = group_class_plus(hand, g, keys, k);
                }
            }
        }
        let c = classes;
        let others = [
            combine(c[1], combine(c[2], c[3])),
            combine(c[0], combine(c[2], c[3])),
            combine(combine(c[0], c[1]), c[3]),
            combine(combine(c[0], c[1]), c[2]),
        ];
        AfterDiscards { hand: *hand, melds, classes, others, plus }
    }

    /// For the hand less one tile of kind `d` (which it holds), whose shanten `now_of(standard shanten)` is
    /// (the caller may lower it with other forms): the kinds whose draw takes the standard form below that, and
    /// the kinds that can be drawn at all (fewer than four held and fewer than `copies`): the comparison of
    /// `standard_after_each_draw(rest)` with that shanten, looking up afresh only the discard's group.
    ///
    /// `across` remembers, between calls on one hand, the answer for the draws outside the discard's group: it
    /// depends only on that group's class after the discard and on the shanten, which discards of one group
    /// often share (any one of several lone honours, say).
    pub fn lowering(
        &self,
        d: usize,
        copies: &Counts,
        across: &mut AcrossGroups,
        now_of: impl FnOnce(i8) -> i8,
    ) -> (u64, u64) {
        let sets = sets_needed(self.melds);
        let mut rest = self.hand;
        rest[d] -= 1;
        let gd = group_of(d);
        let class_d = group_class(&rest, gd);
        // The other three groups are the hand's own: combined once per group in `others`.
        let now = now_of(distance(combine(class_d, self.others[gd]), sets) as i8 - 1);
        // Drawing k lowers the standard form below `now` when the distance falls to `now` or less.
        let below = (now + 1).max(0) as u8;
        let (mut useful, mut drawable) = match across.find(gd, class_d, now) {
            Some(known) => known,
            None => {
                let mut classes = self.classes;
                classes[gd] = class_d;
                let (mut useful, mut drawable) = (0u64, 0u64);
                for g in (0..4).filter(|&g| g != gd) {
                    let mut others = None;
                    for (o, &c) in classes.iter().enumerate() {
                        if o != g {
                            others = Some(others.map_or(c, |x| combine(x, c)));
                        }
                    }
                    let others = others.expect("three other groups");
                    let end = if g == 3 { KINDS } else { GROUP_START[g] + 9 };
                    for k in GROUP_START[g]..end {
                        if rest[k] >= 4 || rest[k] >= copies[k] {
                            continue;
                        }
                        drawable |= 1 << k;
                        useful |= ((distance(combine(self.plus[k], others), sets) < below) as u64) << k;
                    }
                }
                across.remember(gd, class_d, now, (useful, drawable));
                (useful, drawable)
            }
        };
        let keys = if gd == 3 { (0, 0) } else { suit_table::keys(&rest[GROUP_START[gd]..]) };
        let end = if gd == 3 { KINDS } else { GROUP_START[gd] + 9 };
        for k in GROUP_START[gd]..end {
            if rest[k] >= 4 || rest[k] >= copies[k] {
                continue;
            }
            drawable |= 1 << k;
            let class = group_class_plus(&rest, gd, keys, k);
            useful |= ((distance(combine(class, self.others[gd]), sets) < below) as u64) << k;
        }
        (useful, drawable)
    }
}

/// [`AfterDiscards::lowering`]'s memory of the draws outside a discard's group, for one hand: (group, that
/// group's class after the discard, shanten) → (useful, drawable) kinds outside the group.
#[derive(Default)]
pub struct AcrossGroups {
    entries: [(u8, u8, i8, (u64, u64)); 8],
    len: usize,
}

impl AcrossGroups {
    fn find(&self, group: usize, class: u8, now: i8) -> Option<(u64, u64)> {
        self.entries[..self.len].iter().find(|e| (e.0, e.1, e.2) == (group as u8, class, now)).map(|e| e.3)
    }

    fn remember(&mut self, group: usize, class: u8, now: i8, answer: (u64, u64)) {
        if self.len < self.entries.len() {
            self.entries[self.len] = (group as u8, class, now, answer);
            self.len += 1;
        }
    }
}
