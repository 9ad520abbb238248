//! Complete hands, winning kinds (waits), the karaten rule, and tiles that lower the shanten (ukeire).
//!
//! Kind sets are `u64` bitmasks (bit `k` = kind `k`, 34 bits used), so none of this allocates.

use super::standard::{AcrossGroups, AfterDiscards};
use super::{closed_forms, overall, standard_after_each_draw, standard_for, KindMasks, Variant};
use crate::rules::Karaten;
use crate::tile::{kinds_in, Counts, KINDS};

/// Bits of the 34 kinds.
const ALL_KINDS: u64 = (1 << KINDS) - 1;
/// 2m-4m and 6m-8m: out of play in every 3-player set (5m is in Toutenkou's).
const MANZU_MIDDLE: u64 = 0b1110111 << 1;

/// The kinds that may complete a hand: all 34, or without 2m-4m and 6m-8m in 3-player.
#[inline]
fn kinds_in_play(variant: Variant) -> u64 {
    if variant.three_player {
        ALL_KINDS & !MANZU_MIDDLE
    } else {
        ALL_KINDS
    }
}

/// Whether a 3n+2-tile hand is a complete shape: four sets and a pair counting the `melds`, or (with no melds)
/// chiitoitsu (Kansai chiitoi if the variant says so) or kokushi.
///
/// Counts up to 5 are accepted, so that a "fifth tile" shape can be recognised for the karaten rule.
pub fn is_complete(hand: &Counts, melds: u8, variant: Variant) -> bool {
    let over_four = hand.iter().any(|&c| c > 4);
    let standard_ok = if over_four {
        let mut h = *hand;
        decomposes(&mut h, 4 - melds.min(4))
    } else {
        standard_for(hand, melds, variant) == -1
    };
    if standard_ok {
        return true;
    }
    if melds > 0 || over_four || hand.iter().map(|&c| c as u32).sum::<u32>() != 14 {
        return false;
    }
    let chiitoi =
        if variant.kansai_chiitoi { hand.iter().all(|&c| c % 2 == 0) } else { hand.iter().all(|&c| c == 0 || c == 2) };
    chiitoi || super::special::kokushi(hand) == -1
}

/// Four-sets-and-a-pair by plain search (used only for counts over 4, which the tables do not cover).
fn decomposes(h: &mut Counts, sets: u8) -> bool {
    for k in 0..KINDS {
        if h[k] >= 2 {
            h[k] -= 2;
            let ok = only_sets(h, sets);
            h[k] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

/// Whether `h` is exactly `sets` triplets/sequences.
fn only_sets(h: &mut Counts, sets: u8) -> bool {
    let Some(k) = h.iter().position(|&c| c > 0) else {
        return sets == 0;
    };
    if sets == 0 {
        return false;
    }
    if h[k] >= 3 {
        h[k] -= 3;
        let ok = only_sets(h, sets - 1);
        h[k] += 3;
        if ok {
            return true;
        }
    }
    if k < 27 && k % 9 <= 6 && h[k + 1] > 0 && h[k + 2] > 0 {
        h[k] -= 1;
        h[k + 1] -= 1;
        h[k + 2] -= 1;
        let ok = only_sets(h, sets - 1);
        h[k] += 1;
        h[k + 1] += 1;
        h[k + 2] += 1;
        return ok;
    }
    false
}

/// Kinds that could complete a 3n+1-tile hand *by shape*, including a "fifth tile" of a kind the hand already
/// holds four of (that is what the karaten rule looks at). Use [`without_own_karaten`] or [`tenpai_kinds`] for
/// the waits a ruleset accepts.
pub fn winning_kinds(hand: &Counts, melds: u8, variant: Variant) -> u64 {
    let after = standard_after_each_draw(hand, melds, variant.three_player);
    let masks = (melds == 0).then(|| KindMasks::of(hand));
    // A draw lowers chiitoitsu and kokushi by at most one: only a form at 0 completes, on its improvers (Kansai
    // chiitoi, whose four of a kind counts twice, is asked kind by kind).
    let (closed_wins, per_kind) = match masks {
        Some(m) if !variant.kansai_chiitoi => {
            let chiitoi = if m.chiitoitsu() == 0 { m.chiitoitsu_improvers() } else { 0 };
            let kokushi = if m.kokushi() == 0 { m.kokushi_improvers() } else { 0 };
            (chiitoi | kokushi, None)
        }
        _ => (0, masks),
    };
    let mut wins = 0u64;
    for k in kinds_in(kinds_in_play(variant)) {
        let complete = match after[k] {
            Some(standard) => {
                standard == -1
                    || closed_wins >> k & 1 == 1
                    || per_kind.is_some_and(|m| closed_forms(m.with_draw(k), variant) == -1)
            }
            // A fifth copy: only the standard form can hold five of a kind.
            None => {
                hand[k] == 4 && {
                    let mut h = *hand;
                    h[k] += 1;
                    decomposes(&mut h, 4 - melds.min(4))
                }
            }
        };
        wins |= (complete as u64) << k;
    }
    wins
}

/// Removes the waits that Tenhou's karaten rule voids: kinds whose four copies are all in the player's own
/// concealed hand and melds (`meld_tiles` = per-kind counts of the player's called tiles).
#[inline]
pub fn without_own_karaten(waits: u64, hand: &Counts, meld_tiles: &Counts) -> u64 {
    let mut out = waits;
    for k in 0..KINDS {
        if hand[k] + meld_tiles[k] >= 4 {
            out &= !(1 << k);
        }
    }
    out
}

/// The waits that make a 3n+1-tile hand tenpai under a ruleset's karaten rule (0 = not tenpai).
pub fn tenpai_kinds(hand: &Counts, melds: u8, meld_tiles: &Counts, variant: Variant, karaten: Karaten) -> u64 {
    let waits = winning_kinds(hand, melds, variant);
    match karaten {
        Karaten::Allowed => waits,
        Karaten::OwnTilesOnly => without_own_karaten(waits, hand, meld_tiles),
    }
}

/// Kinds that lower the overall shanten of a 3n+1-tile hand when drawn (for a tenpai hand: its winning kinds,
/// the fifth-copy karaten waits excluded). `copies` = copies of each kind in the tile set (kinds the set lacks, or
/// that the hand already holds all of, cannot be drawn).
pub fn useful_kinds(hand: &Counts, melds: u8, variant: Variant, copies: &Counts) -> u64 {
    let now = overall(hand, melds, variant);
    let after = standard_after_each_draw(hand, melds, variant.three_player);
    let masks = KindMasks::of(hand);
    let mut useful = 0u64;
    for k in 0..KINDS {
        let Some(standard) = after[k] else { continue };
        if hand[k] >= copies[k] {
            continue;
        }
        let best = if melds == 0 { standard.min(closed_forms(masks.with_draw(k), variant)) } else { standard };
        if best < now {
            useful |= 1 << k;
        }
    }
    useful
}

/// [`useful_kinds`] of each hand left by one discard from a 3n+2-tile `hand`: entry `d` for every kind `d` in
/// `discards` (a kind set; the hand must hold each), 0 elsewhere. The same answers as calling [`useful_kinds`] on
/// each of those hands; for 4 players the groups a discard leaves untouched are looked up once for all discards
/// (see [`Discards`]).
pub fn useful_kinds_after_discards(
    hand: &Counts,
    melds: u8,
    variant: Variant,
    copies: &Counts,
    discards: u64,
) -> [u64; KINDS] {
    Discards::new(hand, melds, variant, discards).useful_kinds(copies, ALL_KINDS, discards)
}

/// The hands a 3n+2-tile hand leaves by each of its discards, prepared once for a caller ranking them (a bot, on
/// every turn): their overall shanten ([`Discards::shanten`], what [`overall`] says of each) and their useful
/// kinds ([`Discards::useful_kinds`], what [`useful_kinds`] says of each). For 4 players the group lookups are
/// shared between the two questions and between the discards (`standard::AfterDiscards`).
pub struct Discards {
    hand: Counts,
    melds: u8,
    variant: Variant,
    masks: KindMasks,
    shanten: [i8; KINDS],
    standard: [i8; KINDS],
    four: Option<AfterDiscards>,
}

impl Discards {
    /// Prepares `hand` (3n+2 tiles, `melds` called melds) for the discards in `discards` (a kind set; the hand
    /// holds each).
    pub fn new(hand: &Counts, melds: u8, variant: Variant, discards: u64) -> Discards {
        let masks = KindMasks::of(hand);
        let (mut shanten, mut standard) = ([0i8; KINDS], [0i8; KINDS]);
        let four = if variant.three_player {
            for d in kinds_in(discards) {
                let mut rest = *hand;
                rest[d] -= 1;
                shanten[d] = overall(&rest, melds, variant);
            }
            None
        } else {
            let table = AfterDiscards::new(hand, melds, discards);
            for d in kinds_in(discards) {
                standard[d] = table.standard(d);
                shanten[d] = if melds == 0 {
                    standard[d].min(closed_forms(masks.with_discard(d), variant))
                } else {
                    standard[d]
                };
            }
            Some(table)
        };
        Discards { hand: *hand, melds, variant, masks, shanten, standard, four }
    }

    /// Overall shanten of the hand less one tile of `d` (one of the prepared discards).
    #[inline]
    pub fn shanten(&self, d: usize) -> i8 {
        self.shanten[d]
    }

    /// The useful kinds among `wanted` of each hand left by a discard in `discards` (prepared ones): entry `d` is
    /// `useful_kinds(rest, ..) & wanted`, 0 elsewhere. `copies` = copies of each kind in the tile set. Kinds left
    /// out of `wanted` (say, those the caller knows to have no live copy) are not looked at.
    pub fn useful_kinds(&mut self, copies: &Counts, wanted: u64, discards: u64) -> [u64; KINDS] {
        let (hand, melds, variant) = (&self.hand, self.melds, self.variant);
        let mut out = [0u64; KINDS];
        let Some(table) = self.four.as_mut() else {
            for d in kinds_in(discards) {
                let mut rest = *hand;
                rest[d] -= 1;
                out[d] = useful_kinds(&rest, melds, variant, copies) & wanted;
            }
            return out;
        };
        // Kinds the hand can draw (fewer than four held and fewer than the set's copies), among those wanted.
        let mut room = [0u8; KINDS];
        for k in 0..KINDS {
            room[k] = copies[k].min(4).saturating_sub(hand[k]);
        }
        let base = KindMasks::of(&room).present & wanted;
        let mut across = AcrossGroups::default();
        for d in kinds_in(discards) {
            let now = self.shanten[d];
            // After the discard, one more `d` can be drawn when the set has more copies than are left in hand.
            let again = wanted >> d & 1 == 1 && hand[d] - 1 < copies[d];
            let drawable = base & !(1 << d) | (again as u64) << d;
            // A draw lowers the standard form by at most one: when it is above `now`, no draw takes it below.
            let mut useful = if self.standard[d] > now { 0 } else { table.lowering(d, now, drawable, &mut across) };
            if melds == 0 {
                let masks = self.masks.with_discard(d);
                if variant.kansai_chiitoi {
                    for k in kinds_in(drawable & !useful) {
                        useful |= ((closed_forms(masks.with_draw(k), variant) < now) as u64) << k;
                    }
                } else {
                    // A draw lowers a closed form by at most one: only a form already at `now` can go below it.
                    if masks.chiitoitsu() == now {
                        useful |= masks.chiitoitsu_improvers() & drawable;
                    }
                    if masks.kokushi() == now {
                        useful |= masks.kokushi_improvers() & drawable;
                    }
                }
            }
            out[d] = useful;
        }
        out
    }
}

/// Live tiles of `kinds` from the hand's point of view: copies in the set minus copies in the hand.
#[inline]
pub fn ukeire(kinds: u64, hand: &Counts, copies: &Counts) -> u32 {
    let mut total = 0;
    for k in 0..KINDS {
        if kinds >> k & 1 == 1 {
            total += copies[k].saturating_sub(hand[k]) as u32;
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::KINDS;

    /// Random 14-tile hands (3 and 4 players, 0-2 melds, Kansai chiitoi or not): the shared-lookup answers equal
    /// `useful_kinds` asked discard by discard, and asked about some kinds only, the same answers masked.
    #[test]
    fn useful_kinds_after_discards_match_one_discard_at_a_time() {
        // xorshift64 from 0x9E37_79B9_7F4A_7C15 (the state of Pick::new(1)).
        let mut pick = crate::bot::Pick::new(1);
        let mut next = |n: u64| pick.next(n as usize) as u64;
        let mut checked = 0;
        for case in 0..4000 {
            let three_player = case % 4 == 1;
            let variant = Variant { three_player, kansai_chiitoi: case % 4 == 2 };
            let mut copies = [4u8; KINDS];
            if three_player {
                for k in [1, 2, 3, 5, 6, 7] {
                    copies[k] = 0;
                }
            }
            let melds = (case % 3) as u8;
            // Hands concentrated in few kinds now and then, so that fours and one-suit hands come up.
            let span = if case % 5 == 0 && !three_player { 9 } else { KINDS as u64 };
            let mut hand = [0u8; KINDS];
            let mut tiles = 0;
            while tiles < 14 - 3 * melds as usize {
                let k = next(span) as usize;
                if hand[k] < copies[k] {
                    hand[k] += 1;
                    tiles += 1;
                }
            }
            let held = (0..KINDS).filter(|&k| hand[k] > 0).fold(0u64, |m, k| m | 1 << k);
            let all = useful_kinds_after_discards(&hand, melds, variant, &copies, held);
            // Restricted to some kinds (a bot asks only about kinds with a live copy): the same answers, masked.
            let wanted = next(1 << 34) | next(1 << 34);
            let some = Discards::new(&hand, melds, variant, held).useful_kinds(&copies, wanted, held);
            for d in 0..KINDS {
                assert_eq!(some[d], all[d] & wanted, "hand {hand:?}, melds {melds}, discard {d}, wanted {wanted:x}");
                let expected = if hand[d] > 0 {
                    let mut rest = hand;
                    rest[d] -= 1;
                    useful_kinds(&rest, melds, variant, &copies)
                } else {
                    0
                };
                assert_eq!(all[d], expected, "hand {hand:?}, melds {melds}, discard {d}, {variant:?}");
                checked += 1;
            }
        }
        assert!(checked > 100_000);
    }
}
