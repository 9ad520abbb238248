//! What a seat may do, as pure functions of the rules, the hand and the moment: may it riichi, which riichi
//! discards leave it tenpai, which kinds kuikae forbids after a call and whether a call leaves a discard. The turn's
//! list (`turn.rs`) and the claim options (`claims.rs`) call these; so may anything that must agree with them.

use super::{bit, HotRules};
use crate::rules::Kuikae;
use crate::shanten::{self, Variant};
use crate::tile::{self, Counts, Kind, Tile};

/// Whether the table lets a seat declare riichi this turn: a closed hand (ankan and nuki keep it closed), at least
/// `riichi.min_points` points and `riichi.min_live_tiles` tiles left to draw. The declaring discard must then also
/// leave the hand tenpai ([`leaves_waits`]).
#[inline]
pub(super) fn riichi_allowed(rules: &HotRules, closed: bool, score: i64, live_tiles: usize) -> bool {
    closed && rules.riichi_min_points.is_none_or(|m| score >= m) && live_tiles >= rules.riichi_min_live_tiles
}

/// Whether the 3n+1 tiles left after discarding one `k` from `counts` have a winning kind by shape (what riichi
/// needs), memoised per kind in the `known` / `ok` bit sets.
///
/// Cheap form of `winning_kinds(..) != 0`: a hand whose kinds all have fewer than four copies completes with some
/// tile exactly when its overall shanten is 0 (the shanten tables never count a fifth copy, and every completing
/// tile of such a hand can be drawn), so four table lookups decide it; only a hand holding four of a kind, which
/// may wait on a "fifth tile", needs the full wait search.
pub(super) fn leaves_waits(
    counts: &Counts,
    k: Kind,
    melds: u8,
    variant: Variant,
    known: &mut u64,
    ok: &mut u64,
) -> bool {
    if *known & bit(k) == 0 {
        let mut c = *counts;
        c[k as usize] -= 1;
        let waits = if c.contains(&4) {
            shanten::winning_kinds(&c, melds, variant) != 0
        } else {
            shanten::overall(&c, melds, variant) == 0
        };
        *known |= bit(k);
        *ok |= (waits as u64) << k;
    }
    *ok & bit(k) != 0
}

/// Kinds a seat may not discard right after calling `called` with `pair` (kuikae, `calls.kuikae`).
pub fn kuikae_forbidden(kuikae: Kuikae, pair: &[Tile; 2], called: Kind, pon: bool) -> u64 {
    match kuikae {
        Kuikae::None => 0,
        Kuikae::ForbidSame => bit(called),
        Kuikae::ForbidSameAndSuji => {
            let mut m = bit(called);
            if !pon {
                let lo = pair[0].kind.min(pair[1].kind);
                let hi = pair[0].kind.max(pair[1].kind);
                // Called tile at an end: the kind on the far side of the other two is forbidden too.
                if called + 1 == lo && hi % 9 < 8 {
                    m |= bit(hi + 1);
                } else if hi + 1 == called && lo % 9 > 0 {
                    m |= bit(lo - 1);
                }
            }
            m
        }
    }
}

/// Whether some discard is allowed after calling `called` with `pair` (a call that leaves only forbidden discards
/// is not offered). `counts` = the seat's concealed tiles by kind (the pair comes from them), `hand_len` how many
/// they are.
pub(super) fn has_discard_after_call(
    kuikae: Kuikae,
    counts: &Counts,
    hand_len: usize,
    pair: &[Tile; 2],
    called: Kind,
    pon: bool,
) -> bool {
    let forbidden = kuikae_forbidden(kuikae, pair, called, pon);
    // Some tile is left whose kind is not forbidden: more tiles left than tiles of forbidden kinds. The pair comes
    // from the hand, so two fewer tiles are left than it holds.
    let taken = |k: usize| pair.iter().filter(|t| t.kind as usize == k).count() as u32;
    let left = hand_len as u32 - 2;
    let blocked: u32 = tile::kinds_in(forbidden).map(|k| (counts[k] as u32).saturating_sub(taken(k))).sum();
    left > blocked
}
