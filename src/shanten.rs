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
pub mod suit_table;
mod waits;

pub use special::{chiitoitsu, chiitoitsu_kansai, kokushi, KindMasks, NOT_APPLICABLE, YAOCHUU_MASK};
pub use standard::{standard, standard_3p, standard_after_each_draw};
pub use waits::{
    is_complete, tenpai_kinds, ukeire, useful_kinds, useful_kinds_after_discards, winning_kinds, without_own_karaten,
};

use crate::error::{Error, Result};
use crate::rules::{ChiitoiDuplicates, Ruleset};
use crate::tile::{self, Counts, Kind, KINDS};
use serde::{Deserialize, Serialize};

/// The four shanten numbers of a hand (`../shared/api.md` `shanten`). -1 = complete.
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

/// Chiitoitsu shanten under the variant's duplicate rule ([`NOT_APPLICABLE`] below 13 tiles).
#[inline]
pub fn chiitoitsu_for(hand: &Counts, variant: Variant) -> i8 {
    if variant.kansai_chiitoi {
        chiitoitsu_kansai(hand)
    } else {
        chiitoitsu(hand)
    }
}

/// Overall shanten: the minimum of the standard form and, with no melds, chiitoitsu and kokushi.
#[inline]
pub fn overall(hand: &Counts, melds: u8, variant: Variant) -> i8 {
    let s = standard_for(hand, melds, variant);
    if melds > 0 {
        return s;
    }
    s.min(closed_forms(KindMasks::of(hand), variant))
}

/// The better of chiitoitsu and kokushi for a hand with no melds.
#[inline]
fn closed_forms(masks: KindMasks, variant: Variant) -> i8 {
    let chiitoi = if variant.kansai_chiitoi { masks.chiitoitsu_kansai() } else { masks.chiitoitsu() };
    chiitoi.min(masks.kokushi())
}

/// All four numbers for a hand of concealed tiles with `melds` called melds.
pub fn summary(hand: &Counts, melds: u8, variant: Variant) -> ShantenSummary {
    let standard = standard_for(hand, melds, variant);
    let (chiitoitsu, kokushi) =
        if melds == 0 { (chiitoitsu_for(hand, variant), kokushi(hand)) } else { (NOT_APPLICABLE, NOT_APPLICABLE) };
    ShantenSummary { shanten: standard.min(chiitoitsu).min(kokushi), standard, chiitoitsu, kokushi }
}

/// Waits of a 3n+1-tile hand (`../shared/api.md` `waits`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Waits {
    /// Kinds that lower the shanten (for a tenpai hand: the winning kinds), in kind order, e.g. `["1m", "4m"]`.
    pub tiles: Vec<String>,
    /// Live tiles of those kinds from the hand's point of view: copies in the set minus copies in the hand.
    pub ukeire: u32,
}

/// Parses and checks a concealed hand; returns its counts and the number of melds its size implies.
fn parse_hand(hand: &str, rules: &Ruleset) -> Result<(Counts, u8)> {
    let tiles = tile::parse_tiles(hand)?;
    rules.tile_set().check(&tiles)?;
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
/// Errors: `bad-notation`, `too-many-copies` (more copies than the ruleset's tile set, e.g. 2m in 3-player),
/// `bad-request` (a tile count that cannot be a hand: 0, a multiple of 3, or more than 14).
pub fn shanten_of(hand: &str, rules: &Ruleset) -> Result<ShantenSummary> {
    let (counts, melds) = parse_hand(hand, rules)?;
    Ok(summary(&counts, melds, Variant::of(rules)))
}

/// Waits and ukeire of an MPSZ hand of 3n+1 concealed tiles (1, 4, 7, 10 or 13).
///
/// `tiles` are the kinds that lower the shanten; for a tenpai hand these are its winning kinds, without the
/// karaten kinds whose four copies are all in the hand. Under a ruleset whose karaten rule is `allowed`, a hand
/// whose only waits are such fifth tiles is reported with those waits (ukeire 0), as it counts as tenpai there.
pub fn waits_of(hand: &str, rules: &Ruleset) -> Result<Waits> {
    let (counts, melds) = parse_hand(hand, rules)?;
    let n: usize = counts.iter().map(|&c| c as usize).sum();
    if n % 3 != 1 {
        return Err(Error::bad_request(format!(
            "waits need a hand of 3n+1 tiles (1, 4, 7, 10 or 13); '{hand}' has {n}: discard a tile first"
        )));
    }
    let variant = Variant::of(rules);
    let copies = rules.tile_set().copies;
    let mut kinds = useful_kinds(&counts, melds, variant, &copies);
    if rules.score.karaten == crate::rules::Karaten::Allowed && overall(&counts, melds, variant) > 0 {
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
}
