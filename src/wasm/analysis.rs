//! `game.analysis(seat)` and `game.review(seat)` as codes (wire.rs, "analysis"), which game.js (`analysisOf`,
//! `reviewOf`) builds into the objects docs/API.md shows: a loop per part here rather than a derived serializer
//! for each type of the result.

use super::game::{action_code, tile_code};
use super::wire::*;
use crate::analysis::review::{Review, ReviewMove, ReviewSummary};
use crate::analysis::{AcceptedTile, Analysis, DiscardOption};
use crate::tile::Tile;

/// The codes of an analysis; `None` when a tile has no code.
pub(super) fn analysis_codes(a: &Analysis) -> Option<Vec<u32>> {
    let mut out = Vec::with_capacity(256);
    analysis(a, &mut out)?;
    Some(out)
}

/// The codes of a review; `None` when a tile has no code.
pub(super) fn review_codes(r: &Review) -> Option<Vec<u32>> {
    let mut out = Vec::with_capacity(r.decisions.len() * 256);
    out.extend([u32::from(r.seat), r.decisions.len() as u32]);
    for d in &r.decisions {
        out.extend([d.index, d.hand]);
        for m in [&d.made, &d.efficient, &d.bot] {
            review_move(m, &mut out)?;
        }
        let flags = (if d.agrees { REVIEW_AGREES } else { 0 })
            | (if d.deal_in { REVIEW_DEAL_IN } else { 0 })
            | (if d.safer_available { REVIEW_SAFER_AVAILABLE } else { 0 });
        out.extend([flags, d.acceptance_lost, d.shanten_lost as u32, u32::from(d.danger_added)]);
        analysis(&d.analysis, &mut out)?;
    }
    out.push(r.hands.len() as u32);
    for h in &r.hands {
        let label = h.round.bytes().take(4).rev().fold(0u32, |w, b| w << 8 | u32::from(b));
        out.extend([label, h.honba]);
        summary(&h.summary, &mut out);
    }
    summary(&r.game, &mut out);
    Some(out)
}

fn analysis(a: &Analysis, out: &mut Vec<u32>) -> Option<()> {
    out.extend([u32::from(a.seat), a.moment as u32, i32::from(a.shanten) as u32, a.threats.len() as u32]);
    for t in &a.threats {
        out.extend([u32::from(t.seat), t.why as u32]);
        kinds(&t.genbutsu, out);
    }
    kinds(&a.walls, out);
    out.push(a.discards.len() as u32);
    for d in &a.discards {
        discard(d, out)?;
    }
    out.push(a.calls.len() as u32);
    for c in &a.calls {
        out.extend([action_code(&c.action)?, i32::from(c.shanten) as u32, c.tiles]);
        acceptance(&c.acceptance, out);
        out.push(c.discards.len() as u32);
        for d in &c.discards {
            discard(d, out)?;
        }
    }
    Some(())
}

fn discard(d: &DiscardOption, out: &mut Vec<u32>) -> Option<()> {
    let flags = (if d.riichi { DISCARD_RIICHI } else { 0 }) | (if d.furiten { DISCARD_FURITEN } else { 0 });
    out.extend([tile_code(d.tile)? | flags, i32::from(d.shanten) as u32, d.tiles]);
    acceptance(&d.acceptance, out);
    for g in &d.danger {
        out.push(
            u32::from(g.value) | (g.reason as u32) << DANGER_REASON_SHIFT | u32::from(g.seen) << DANGER_SEEN_SHIFT,
        );
    }
    Some(())
}

/// A set of plain tiles as a kind set: two words.
fn kinds(tiles: &[Tile], out: &mut Vec<u32>) {
    let set = tiles.iter().fold(0u64, |m, t| m | 1 << t.kind);
    out.extend([set as u32, (set >> 32) as u32]);
}

fn acceptance(list: &[AcceptedTile], out: &mut Vec<u32>) {
    let set = list.iter().fold(0u64, |m, t| m | 1 << t.tile.kind);
    out.extend([set as u32, (set >> 32) as u32]);
    out.extend(list.iter().map(|t| u32::from(t.live) | if t.no_yaku { ACCEPT_NO_YAKU } else { 0 }));
}

fn review_move(m: &ReviewMove, out: &mut Vec<u32>) -> Option<()> {
    out.extend([action_code(&m.action)?, i32::from(m.shanten) as u32, m.tiles, u32::from(m.danger)]);
    Some(())
}

fn summary(s: &ReviewSummary, out: &mut Vec<u32>) {
    out.extend([
        s.decisions,
        s.agreed,
        s.acceptance_lost,
        s.shanten_lost,
        s.riskier,
        s.deal_ins,
        s.deal_ins_safer_available,
    ]);
}
