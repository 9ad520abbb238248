//! Shanten (tiles away from tenpai), waits and ukeire, for 3 and 4 players.
//!
//! Two layers:
//! * string API for the wasm facade and the CLI: [`shanten_of`] and [`waits_of`] (MPSZ in, checked against the
//!   ruleset's tile set, errors as [`crate::Error`]);
//! * allocation-free core on [`Counts`] for the engine: [`standard`], [`standard_3p`], [`chiitoitsu`],
//!   [`chiitoitsu_kansai`], [`kokushi`], [`overall`], [`is_complete`], [`winning_kinds`], [`tenpai_kinds`],
//!   [`useful_kinds`], [`ukeire`]. Kind sets are `u64` bitmasks (bit `k` = kind `k`).
//!
//! Every shanten here is the true minimum number of tile exchanges minus one (-1 = complete): the per-suit
//! tables never count a shape that needs a fifth copy, so `1111m` + a hand waiting only on 1m is 1-shanten, not
//! tenpai. How the tables are built and stored: [`suit_table`] (per-suit distance vectors, filled lazily) and
//! [`classes`] (the 180 distinct vectors; combining two groups is one table lookup). Throughput:
//! `cargo bench --bench shanten`.

pub mod classes;
mod honors;
mod special;
mod standard;
pub(crate) use standard::SEQUENCE_ONLY_MANZU;
pub mod suit_table;
mod waits;

pub use special::{chiitoitsu, chiitoitsu_kansai, kokushi, ClosedFormCounts, KindMasks, NOT_APPLICABLE, YAOCHUU_MASK};
pub use standard::{standard, standard_3p, standard_after_each_draw};
pub use waits::{
    is_complete, tenpai_kinds, ukeire, useful_kinds, useful_kinds_after_discards, winning_kinds, without_own_karaten,
    Discards,
};

use crate::error::{Error, Result};
use crate::rules::{ChiitoiDuplicates, Ruleset};
use crate::tile::{self, Counts, Kind, TileSet, KINDS};
use serde::{Deserialize, Serialize};

/// The four shanten numbers of a hand (`docs/API.md`, shanten). -1 = complete.
///
/// `chiitoitsu` and `kokushi` are [`NOT_APPLICABLE`] (99) for hands with called melds (fewer than 13 concealed
/// tiles), so `shanten` is always the minimum of the three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct ShantenSummary {
    pub shanten: i8,
    pub standard: i8,
    pub chiitoitsu: i8,
    pub kokushi: i8,
}

/// What a ruleset changes about hand shapes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Variant {
    /// Manzu cannot form sequences: 3-player sets (Tenhou sanma keeps 1m and 9m, Toutenkou 1m, 5m and 9m), where
    /// those kinds behave like honours.
    pub three_player: bool,
    /// Chiitoitsu may count four of a kind as two pairs (Kansai chiitoi).
    pub kansai_chiitoi: bool,
}

impl Variant {
    pub const FOUR_PLAYER: Variant = Variant { three_player: false, kansai_chiitoi: false };
    pub const THREE_PLAYER: Variant = Variant { three_player: true, kansai_chiitoi: false };

    /// The variant a ruleset implies: 3-player when no three consecutive manzu kinds are in its tile set.
    /// (Sets that remove only some middle manzu, leaving runs, are not supported; no ruleset has one.)
    pub fn of(rules: &Ruleset) -> Variant {
        let copies = rules.tile_set().copies;
        Variant {
            three_player: !(0..7).any(|k| copies[k] > 0 && copies[k + 1] > 0 && copies[k + 2] > 0),
            kansai_chiitoi: rules.yaku.chiitoi_duplicates == ChiitoiDuplicates::Kansai,
        }
    }
}

/// Standard-form shanten for either player count.
#[inline]
pub fn standard_for(hand: &Counts, melds: u8, variant: Variant) -> i8 {
    if variant.three_player {
        standard_3p(hand, melds)
    } else {
        standard(hand, melds)
    }
}

/// Overall shanten: the minimum of the standard form and, with no melds, chiitoitsu and kokushi
/// ([`summary`]'s `shanten`).
#[inline]
pub fn overall(hand: &Counts, melds: u8, variant: Variant) -> i8 {
    summary(hand, melds, variant).shanten
}

/// [`overall`] shanten of each hand left by discarding one tile of a kind in `discards` from a hand of 3n+2
/// tiles (which holds each such kind): entry `d`; other entries 0. For 4 players the groups and kind masks of the
/// hand are worked out once for all discards (what a bot ranking its discards asks on every turn).
pub fn overall_after_discards(hand: &Counts, melds: u8, variant: Variant, discards: u64) -> [i8; KINDS] {
    let prepared = Discards::new(hand, melds, variant, discards);
    let mut out = [0i8; KINDS];
    for d in tile::kinds_in(discards) {
        out[d] = prepared.shanten(d);
    }
    out
}

/// Chiitoitsu (under the variant's duplicate rule) and kokushi shanten of a hand with no melds.
#[inline]
fn closed_form_pair(counts: ClosedFormCounts, variant: Variant) -> (i8, i8) {
    let chiitoi = if variant.kansai_chiitoi { counts.chiitoitsu_kansai() } else { counts.chiitoitsu() };
    (chiitoi, counts.kokushi())
}

/// The better of chiitoitsu and kokushi for a hand with no melds, from its kind masks.
#[inline]
fn closed_forms(masks: KindMasks, variant: Variant) -> i8 {
    let (chiitoi, kokushi) = closed_form_pair(masks.counts(), variant);
    chiitoi.min(kokushi)
}

/// All four numbers for a hand of concealed tiles with `melds` called melds (with no melds the hand has 13 or 14
/// tiles).
///
/// Always inlined: where the variant is not a constant (`shanten_with`, which reads it from the ruleset), LLVM
/// otherwise keeps this a call, and inlined it runs ~1.2x as fast natively (`cargo bench --bench shanten --
/// riichienv`, whose rows pass the variant at run time).
#[inline(always)]
pub fn summary(hand: &Counts, melds: u8, variant: Variant) -> ShantenSummary {
    let standard = standard_for(hand, melds, variant);
    let (chiitoitsu, kokushi) = if melds == 0 {
        closed_form_pair(ClosedFormCounts::of(hand), variant)
    } else {
        (NOT_APPLICABLE, NOT_APPLICABLE)
    };
    ShantenSummary { shanten: standard.min(chiitoitsu).min(kokushi), standard, chiitoitsu, kokushi }
}

/// Waits of a 3n+1-tile hand (`docs/API.md`, waits).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Waits {
    /// Kinds that lower the shanten (for a tenpai hand: the winning kinds), in kind order, e.g. `["1m", "4m"]`.
    pub tiles: Vec<String>,
    /// Live tiles of those kinds from the hand's point of view: copies in the set minus copies in the hand.
    pub ukeire: u32,
}

/// What reading a hand under a ruleset needs, derived once from the ruleset (its tile set, the shape variant, the
/// karaten rule): [`shanten_with`] and [`waits_with`] take it so that a caller answering many hands (the wasm
/// facade, the CLI) does not re-read the ruleset's tile strings on every call.
#[derive(Clone, Debug)]
pub struct HandRules {
    tiles: TileSet,
    variant: Variant,
    karaten_allowed: bool,
}

impl HandRules {
    pub fn of(rules: &Ruleset) -> HandRules {
        HandRules {
            variant: Variant::of(rules),
            karaten_allowed: rules.score.karaten == crate::rules::Karaten::Allowed,
            tiles: rules.tile_set(),
        }
    }
}

/// Parses and checks a concealed hand; returns its counts and the number of melds its size implies.
///
/// Copies are counted per kind ([`TileSet::check_kinds`]): a hand's shape does not depend on flavours, so a red
/// five may be written `0m` or `5m` (`5555m` is four fives under a ruleset with a red 5m). What a physical set
/// could not hold at once in flavours is for [`crate::score`] and the game to refuse.
fn parse_hand(hand: &str, rules: &HandRules) -> Result<(Counts, u8)> {
    // Counted as read, with the copy check per tile (counts only grow, so the last check of a kind is the one that
    // matters): no pass over all 34 kinds afterwards. A refused hand is read again below to word its error.
    let mut counts = [0u8; KINDS];
    let mut over = false;
    let read = tile::read_tiles_back(hand.as_bytes(), |t| {
        let k = t.kind as usize;
        counts[k] = counts[k].wrapping_add(1);
        over |= counts[k] > rules.tiles.copies[k];
    });
    if let Some(n) = read.filter(|&n| !over && n != 0 && n <= 14 && n % 3 != 0) {
        return Ok((counts, ((14 - n) / 3) as u8));
    }
    let tiles = tile::parse_tiles(hand)?;
    rules.tiles.check_kinds(&tiles)?;
    let n = tiles.len();
    if n == 0 || n > 14 || n % 3 == 0 {
        return Err(Error::bad_request(format!(
            "a concealed hand has 3n+1 or 3n+2 tiles (1, 2, 4, 5, 7, 8, 10, 11, 13 or 14); '{hand}' has {n}"
        )));
    }
    Ok((tile::counts(&tiles), ((14 - n) / 3) as u8))
}

/// Shanten of an MPSZ hand of 1..=14 concealed tiles; called melds are implied by the tile count (13 or 14 tiles:
/// none; 10 or 11: one; …; 1 or 2: four).
///
/// Copies are counted per kind, whatever their flavour: a red five is a five, written `0m` or `5m` (`5555m` is
/// four fives also under a ruleset with red fives).
///
/// Errors: `bad-notation`, `too-many-copies` (more copies of a kind than the ruleset's tile set holds: a fifth
/// copy, or a kind the set lacks, e.g. 2m in 3-player), `bad-request` (a tile count that cannot be a hand: 0, a multiple of 3, or more than 14).
pub fn shanten_of(hand: &str, rules: &Ruleset) -> Result<ShantenSummary> {
    shanten_with(hand, &HandRules::of(rules))
}

/// [`shanten_of`] under a ruleset already read into [`HandRules`].
pub fn shanten_with(hand: &str, rules: &HandRules) -> Result<ShantenSummary> {
    let (counts, melds) = parse_hand(hand, rules)?;
    Ok(summary(&counts, melds, rules.variant))
}

/// Waits and ukeire of an MPSZ hand of 3n+1 concealed tiles (1, 4, 7, 10 or 13). Copies are counted per kind,
/// as [`shanten_of`] counts them (a red five written `0m` or `5m`).
///
/// `tiles` are the kinds that lower the shanten; for a tenpai hand these are its winning kinds, without the
/// karaten kinds whose four copies are all in the hand. Under a ruleset whose karaten rule is `allowed`, a hand
/// whose only waits are such fifth tiles is reported with those waits (ukeire 0), as it counts as tenpai there.
pub fn waits_of(hand: &str, rules: &Ruleset) -> Result<Waits> {
    waits_with(hand, &HandRules::of(rules))
}

/// [`waits_of`] under a ruleset already read into [`HandRules`].
pub fn waits_with(hand: &str, rules: &HandRules) -> Result<Waits> {
    let (counts, melds) = parse_hand(hand, rules)?;
    let n: usize = counts.iter().map(|&c| c as usize).sum();
    if n % 3 != 1 {
        return Err(Error::bad_request(format!(
            "waits need a hand of 3n+1 tiles (1, 4, 7, 10 or 13); '{hand}' has {n}: discard a tile first"
        )));
    }
    let variant = rules.variant;
    let copies = rules.tiles.copies;
    let mut kinds = useful_kinds(&counts, melds, variant, &copies);
    if rules.karaten_allowed && overall(&counts, melds, variant) > 0 {
        let fifth_tile_waits = winning_kinds(&counts, melds, variant);
        if fifth_tile_waits != 0 {
            kinds = fifth_tile_waits;
        }
    }
    let tiles = (0..KINDS).filter(|&k| kinds >> k & 1 == 1).map(|k| tile::kind_name(k as Kind)).collect();
    Ok(Waits { tiles, ukeire: ukeire(kinds, &counts, &copies) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tenhou() -> Ruleset {
        Ruleset::preset("tenhou").unwrap()
    }

    /// The shared-lookup answers equal `overall` asked discard by discard (3 and 4 players, 0-2 melds, Kansai
    /// chiitoi or not).
    #[test]
    fn overall_after_discards_matches_one_discard_at_a_time() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for case in 0..3000 {
            let three_player = case % 4 == 1;
            let variant = Variant { three_player, kansai_chiitoi: case % 4 == 2 };
            let melds = (case % 3) as u8;
            let span = if case % 5 == 0 && !three_player { 9 } else { KINDS as u64 };
            let mut hand = [0u8; KINDS];
            let mut tiles = 0;
            while tiles < 14 - 3 * melds as usize {
                x = crate::bot::xorshift(x);
                let k = (x % span) as usize;
                if hand[k] < 4 && !(three_player && standard::SEQUENCE_ONLY_MANZU.contains(&k)) {
                    hand[k] += 1;
                    tiles += 1;
                }
            }
            let held = (0..KINDS).filter(|&k| hand[k] > 0).fold(0u64, |m, k| m | 1 << k);
            let all = overall_after_discards(&hand, melds, variant, held);
            for d in (0..KINDS).filter(|&d| hand[d] > 0) {
                let mut rest = hand;
                rest[d] -= 1;
                assert_eq!(all[d], overall(&rest, melds, variant), "{hand:?} melds {melds} discard {d} {variant:?}");
            }
        }
    }

    /// The four numbers by the plain formulas: the seven cheapest pair slots (a kind offers one, or two under
    /// Kansai chiitoi; a slot costs the copies it lacks) and the terminal and honour kinds missing.
    fn plain_summary(hand: &Counts, melds: u8, variant: Variant) -> ShantenSummary {
        let standard = standard_for(hand, melds, variant);
        let (chiitoitsu, kokushi) = if melds > 0 {
            (NOT_APPLICABLE, NOT_APPLICABLE)
        } else {
            let mut slots: Vec<u8> = hand.iter().map(|&c| 2u8.saturating_sub(c)).collect();
            if variant.kansai_chiitoi {
                slots.extend(hand.iter().map(|&c| 4u8.saturating_sub(c.max(2))));
            }
            slots.sort_unstable();
            let orphans = (0..KINDS).filter(|&k| YAOCHUU_MASK >> k & 1 == 1);
            let missing = orphans.clone().filter(|&k| hand[k] == 0).count() as i8;
            let paired = orphans.clone().any(|k| hand[k] >= 2);
            (slots[..7].iter().sum::<u8>() as i8 - 1, missing + !paired as i8 - 1)
        };
        ShantenSummary { shanten: standard.min(chiitoitsu).min(kokushi), standard, chiitoitsu, kokushi }
    }

    /// [`summary`] (and so [`overall`]) equals the plain formulas on random hands of every size, 3 and 4 players,
    /// Kansai chiitoi or not, many of them near chiitoitsu or kokushi.
    #[test]
    fn summary_matches_the_plain_formulas() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        for case in 0..20_000 {
            let three_player = case % 4 == 1;
            let variant = Variant { three_player, kansai_chiitoi: case % 4 == 2 };
            let melds = [0, 0, 0, 1, 2, 3, 4][case % 7];
            let mut hand = [0u8; KINDS];
            let mut tiles = 0;
            while tiles < 14 - 3 * melds as usize - case % 2 {
                x = crate::bot::xorshift(x);
                let k = match case % 3 {
                    0 => orphans[(x % 13) as usize],
                    1 => (x % 10) as usize * 3,
                    _ => (x % KINDS as u64) as usize,
                };
                if hand[k] < 4 && !(three_player && standard::SEQUENCE_ONLY_MANZU.contains(&k)) {
                    hand[k] += 1;
                    tiles += 1;
                }
            }
            let want = plain_summary(&hand, melds, variant);
            assert_eq!(summary(&hand, melds, variant), want, "{hand:?} melds {melds} {variant:?}");
            assert_eq!(overall(&hand, melds, variant), want.shanten);
        }
    }

    #[test]
    fn bad_sizes_are_bad_requests() {
        let r = tenhou();
        for hand in ["", "123m", "123456789m123456p"] {
            assert_eq!(shanten_of(hand, &r).unwrap_err().code, "bad-request", "{hand}");
        }
        assert_eq!(waits_of("12345678912345m", &r).unwrap_err().code, "bad-request");
        assert_eq!(waits_of("11m", &r).unwrap_err().code, "bad-request");
        assert_eq!(shanten_of("11111m", &r).unwrap_err().code, "too-many-copies");
        assert_eq!(shanten_of("1x", &r).unwrap_err().code, "bad-notation");
    }

    /// The full parser and tile-set check, which counting as the hand is read must agree with.
    fn parse_slow(hand: &str, rules: &HandRules) -> Option<(Counts, u8)> {
        let tiles = tile::parse_tiles(hand).ok()?;
        rules.tiles.check_kinds(&tiles).ok()?;
        let n = tiles.len();
        (n != 0 && n <= 14 && n % 3 != 0).then(|| (tile::counts(&tiles), ((14 - n) / 3) as u8))
    }

    #[test]
    fn counting_as_read_agrees_with_the_full_parser() {
        // xorshift64 from 0x9E37_79B9_7F4A_7C15 (the state of Pick::new(1)).
        let mut pick = crate::bot::Pick::new(1);
        let mut next = |n: u64| pick.next(n as usize) as u64;
        let (mut valid, mut total) = (0, 0);
        for id in ["tenhou", "tenhou-sanma", "mcgill", "speed-tonpuu", "toutenkou"] {
            let rules = HandRules::of(&Ruleset::preset(id).unwrap());
            for _ in 0..20_000 {
                // Mostly well-formed plain hands of 1..=16 tiles, sometimes a stray letter or a missing suit.
                let mut text = String::new();
                for _ in 0..1 + next(6) {
                    for _ in 0..1 + next(5) {
                        text.push((b'0' + next(10) as u8) as char);
                    }
                    text.push(b"mpszmpszmpsB "[next(13) as usize] as char);
                }
                if next(20) == 0 {
                    text.pop();
                }
                let slow = parse_slow(&text, &rules);
                let quick = parse_hand(&text, &rules).ok();
                assert_eq!(quick, slow, "{id} {text}");
                total += 1;
                valid += usize::from(quick.is_some());
            }
        }
        assert!(valid > total / 20, "only {valid} of {total} generated hands were valid: the generator is off");
    }
}
