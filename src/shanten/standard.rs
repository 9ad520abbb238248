//! Standard-form (four sets and a pair) shanten from the per-group tables.
//!
//! Each group of kinds (manzu, pinzu, souzu, honours; in 3-player pinzu, souzu and the "honour-like" kinds) has
//! a distance vector, stored as a class id; the hand's distance is the cheapest way to split the sets it still
//! needs, and the pair, among the groups (a min-plus convolution, here a lookup in `classes::combine`).
//! Shanten = distance − 1.

use super::classes::{combine, distance, DistanceRow};
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
    // A draw changes one group: the other groups are combined once per group (combining is associative and
    // commutative), so each draw costs one combination.
    if three_player {
        let pin = suit_table::lookup(&hand[9..18]);
        let sou = suit_table::lookup(&hand[18..27]);
        let loose = loose_3p(hand);
        let loose_key = honors::key(&loose);
        let honours = honors::lookup(&loose);
        let [but_pin, but_sou, suits] =
            [combine(sou, honours), combine(pin, honours), combine(pin, sou)].map(|c| DistanceRow::of(c, sets));
        let (pin_keys, sou_keys) = (suit_table::keys(&hand[9..18]), suit_table::keys(&hand[18..27]));
        for (k, slot) in out.iter_mut().enumerate() {
            if hand[k] >= 4 || SEQUENCE_ONLY_MANZU.contains(&k) {
                continue;
            }
            let distance = match k {
                9..=17 => but_pin.get(suit_with(hand, 9, pin_keys, k)),
                18..=26 => but_sou.get(suit_with(hand, 18, sou_keys, k)),
                _ => suits.get(honors::lookup_plus(loose_key, hand[k])),
            };
            *slot = Some(distance as i8 - 1);
        }
    } else {
        let classes = [0, 1, 2, 3].map(|g| group_class(hand, g));
        let rows = others_of(classes).map(|c| DistanceRow::of(c, sets));
        let suits = [0, 1, 2].map(|g| suit_table::PlusOne::new(group_keys(hand, g)));
        let honours = honors::key(&hand[27..34]);
        for (k, slot) in out.iter_mut().enumerate() {
            if hand[k] >= 4 {
                continue;
            }
            let g = group_of(k);
            let plus = match suits.get(g) {
                Some(suit) => suit.class(&hand[GROUP_START[g]..GROUP_START[g] + 9], k - GROUP_START[g]),
                None => honors::lookup_plus(honours, hand[k]),
            };
            *slot = Some(rows[g].get(plus) as i8 - 1);
        }
    }
    out
}

/// A 4-player hand of 3n+2 tiles prepared for measuring the hands its discards leave, so that ranking the
/// discards looks each group up once: the four group classes (manzu, pinzu, souzu, honours), for each group the
/// distances of the other three combined with each class of the group ([`DistanceRow`]), and for each discard
/// asked about the class of its group after the discard. The standard shanten of a discard's hand is then one
/// load ([`AfterDiscards::standard`]), and the kinds
/// whose draw lowers it ([`AfterDiscards::lowering`]) reuse the same classes, looking up afresh only the discard's
/// group with each draw (the other groups with one more tile are looked up once, when first needed).
pub struct AfterDiscards {
    hand: Counts,
    sets: usize,
    classes: [u8; 4],
    /// For each group, the distances of the other three groups combined with each class of the group.
    rows: [DistanceRow; 4],
    /// Each group's [`group_keys`].
    keys: [(usize, usize); 4],
    /// Class of the kind's group less one tile of the kind (for the discards given to [`AfterDiscards::new`]).
    rest: [u8; KINDS],
    /// Class of the kind's group with one more tile of the kind, for the kinds in `plus_known` (filled on first
    /// use, where the hand holds fewer than 4 and the group fewer than 14 tiles).
    plus: [u8; KINDS],
    plus_known: u64,
}

/// First kind of each group.
const GROUP_START: [usize; 4] = [0, 9, 18, 27];

/// The kinds of each group, as kind sets.
const GROUP_KINDS: [u64; 4] = [0x1FF, 0x1FF << 9, 0x1FF << 18, 0x7F << 27];

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

/// The key of group `g` of `hand` from which the classes with one tile more or less are read: a suit's
/// [`suit_table::keys`] (for [`suit_table::PlusOne`] and [`group_class_minus`]), the honours' [`honors::key`] (and 0).
#[inline(always)]
fn group_keys(hand: &Counts, g: usize) -> (usize, usize) {
    if g == 3 {
        (honors::key(&hand[27..34]), 0)
    } else {
        suit_table::keys(&hand[GROUP_START[g]..])
    }
}

/// For each group, the class of the other three groups combined (`classes`: the four groups' classes).
#[inline(always)]
fn others_of(c: [u8; 4]) -> [u8; 4] {
    let (low, high) = (combine(c[0], c[1]), combine(c[2], c[3]));
    [combine(c[1], high), combine(c[0], high), combine(low, c[3]), combine(low, c[2])]
}

/// Class of group `g` of `hand` from its [`group_keys`] `keys`.
#[inline(always)]
fn group_class_of_keys(hand: &Counts, g: usize, keys: (usize, usize)) -> u8 {
    if g == 3 {
        honors::lookup_key(keys.0)
    } else {
        suit_table::lookup_keys(&hand[GROUP_START[g]..GROUP_START[g] + 9], keys)
    }
}

/// Class of group `g` less one tile of kind `d` (which the hand holds; `d` lies in the group; `keys`: the
/// group's [`group_keys`]).
#[inline(always)]
fn group_class_minus(hand: &Counts, g: usize, keys: (usize, usize), d: usize) -> u8 {
    if g == 3 {
        honors::lookup_minus(keys.0, hand[d])
    } else {
        suit_table::lookup_minus(&hand[GROUP_START[g]..GROUP_START[g] + 9], keys, d - GROUP_START[g])
    }
}

impl AfterDiscards {
    /// Prepares a 4-player hand of 3n+2 tiles with `melds` called melds, for the discards in `discards` (a kind
    /// set; the hand holds each).
    pub fn new(hand: &Counts, melds: u8, discards: u64) -> AfterDiscards {
        let keys = [0, 1, 2, 3].map(|g| group_keys(hand, g));
        let c = [0, 1, 2, 3].map(|g| group_class_of_keys(hand, g, keys[g]));
        let others = others_of(c);
        let mut rest = [0u8; KINDS];
        for (g, &kinds) in GROUP_KINDS.iter().enumerate() {
            for d in kinds_in(discards & kinds) {
                rest[d] = group_class_minus(hand, g, keys[g], d);
            }
        }
        let sets = sets_needed(melds);
        AfterDiscards {
            hand: *hand,
            sets,
            classes: c,
            rows: others.map(|o| DistanceRow::of(o, sets)),
            keys,
            rest,
            plus: [0; KINDS],
            plus_known: 0,
        }
    }

    /// Standard-form shanten of the hand less one tile of `d` (one of the discards it was prepared for).
    #[inline]
    pub fn standard(&self, d: usize) -> i8 {
        self.rows[group_of(d)].get(self.rest[d]) as i8 - 1
    }

    /// For the hand less one tile of `d` (one of the discards it was prepared for), whose shanten is `now` (its
    /// standard shanten, or lower when another form is better): the kinds among `drawable` (kinds that can be
    /// drawn after the discard) whose draw takes the standard form to `now` - 1 or below. The same answer as
    /// comparing `standard_after_each_draw(rest)` with `now` on those kinds.
    ///
    /// `across` remembers, between calls on one hand with the same `drawable` kinds outside the discard's group,
    /// the answer for the draws outside that group: it depends only on that group's class after the discard and
    /// on `now`, which discards of one group often share (any one of several lone honours, say). It also keeps
    /// the answer for the draws of each other group, which depends only on the class of the three groups around it
    /// and on `now`: discards of different kinds (in different groups too) often leave those the same class.
    pub fn lowering(&mut self, d: usize, now: i8, drawable: u64, across: &mut AcrossGroups) -> u64 {
        let sets = self.sets;
        let gd = group_of(d);
        let class_d = self.rest[d];
        // Drawing k lowers the standard form below `now` when the distance falls to `now` or less.
        let below = (now + 1).max(0) as u8;
        let mut useful = match across.find(gd, class_d, now) {
            Some(known) => known,
            None => {
                let mut c = self.classes;
                c[gd] = class_d;
                let others = others_of(c);
                let mut useful = 0u64;
                for (g, &kinds) in GROUP_KINDS.iter().enumerate() {
                    let in_group = drawable & kinds;
                    if g == gd || in_group == 0 {
                        continue;
                    }
                    // The draws in group g lower the hand as the other groups' class allows: discards that leave
                    // those groups the same class (after different discards of another group, say) share them.
                    useful |= match across.find_in_group(g, others[g], now) {
                        Some(known) => known,
                        None => {
                            self.fill_plus(in_group);
                            let row = DistanceRow::of(others[g], sets);
                            let mut lowering = 0u64;
                            for k in kinds_in(in_group) {
                                let lower = row.get(self.plus[k]) < below;
                                lowering |= (lower as u64) << k;
                            }
                            across.remember_in_group(g, others[g], now, lowering);
                            lowering
                        }
                    };
                }
                across.remember(gd, class_d, now, useful);
                useful
            }
        };
        let inside = drawable & GROUP_KINDS[gd];
        if inside != 0 {
            let (row, start) = (self.rows[gd], GROUP_START[gd]);
            if gd < 3 {
                // The discard's suit with each draw: one table read per kind from the suit's keys less the discard.
                let mut rest = [0u8; 9];
                rest.copy_from_slice(&self.hand[start..start + 9]);
                rest[d - start] -= 1;
                let suit = suit_table::PlusOne::new(suit_table::keys_minus(self.keys[gd], d - start));
                for k in kinds_in(inside) {
                    useful |= ((row.get(suit.class(&rest, k - start)) < below) as u64) << k;
                }
            } else {
                let key = honors::key_minus(self.keys[gd].0, self.hand[d]);
                for k in kinds_in(inside) {
                    let held = self.hand[k] - (k == d) as u8;
                    useful |= ((row.get(honors::lookup_plus(key, held)) < below) as u64) << k;
                }
            }
        }
        useful
    }

    /// Looks up the class of each kind's group with one more tile of it, for the kinds in `kinds` not known yet
    /// (the hand holds fewer than 4 of each and their groups fewer than 14 tiles).
    fn fill_plus(&mut self, kinds: u64) {
        let missing = kinds & !self.plus_known;
        if missing == 0 {
            return;
        }
        self.plus_known |= missing;
        for (g, &kinds) in GROUP_KINDS.iter().enumerate() {
            let in_group = missing & kinds;
            if in_group == 0 {
                continue;
            }
            let keys = self.keys[g];
            let (start, suit) = (GROUP_START[g], (g < 3).then(|| suit_table::PlusOne::new(keys)));
            for k in kinds_in(in_group) {
                self.plus[k] = match suit {
                    Some(suit) => suit.class(&self.hand[start..start + 9], k - start),
                    None => honors::lookup_plus(keys.0, self.hand[k]),
                };
            }
        }
    }
}

/// [`AfterDiscards::lowering`]'s memory of the draws outside a discard's group, for one hand and one set of
/// drawable kinds: (group, that group's class after the discard, shanten) → useful kinds outside the group; and
/// per group, (class of the other three groups, shanten) → useful kinds in the group.
#[derive(Default)]
pub struct AcrossGroups {
    entries: [(u8, u8, i8, u64); 8],
    len: usize,
    in_group: [[(u8, i8, u64); 8]; 4],
    in_group_len: [usize; 4],
}

impl AcrossGroups {
    fn find_in_group(&self, group: usize, others: u8, now: i8) -> Option<u64> {
        self.in_group[group][..self.in_group_len[group]].iter().find(|e| (e.0, e.1) == (others, now)).map(|e| e.2)
    }

    fn remember_in_group(&mut self, group: usize, others: u8, now: i8, answer: u64) {
        let len = &mut self.in_group_len[group];
        if *len < self.in_group[group].len() {
            self.in_group[group][*len] = (others, now, answer);
            *len += 1;
        }
    }

    fn find(&self, group: usize, class: u8, now: i8) -> Option<u64> {
        self.entries[..self.len].iter().find(|e| (e.0, e.1, e.2) == (group as u8, class, now)).map(|e| e.3)
    }

    fn remember(&mut self, group: usize, class: u8, now: i8, answer: u64) {
        if self.len < self.entries.len() {
            self.entries[self.len] = (group as u8, class, now, answer);
            self.len += 1;
        }
    }
}
