//! Toutenkou's flat points (`score.scheme = toutenkou_points`, `docs/rulesets/toutenkou.md`, Value).
//!
//! The hand is still read and its yaku found by the ordinary scorer (a regular yaku is required, and the bonuses
//! here never satisfy `yaku.min_han`); only the valuation differs. The value P is the sum of the rows of
//! `score.points`: every row becomes one entry of the result's `yaku` list with its `points`, so the entries add
//! up to P. Ron: the discarder pays P; tsumo: each opponent pays P (no dealer double).

use super::{Deltas, Input, Interpretation, Payers, Prepared, ScoreRequest, ScoreResult, YakuEntry};
use crate::error::{Error, Result};
use crate::rules::{PointsTable, Ruleset, Wind};
use crate::tile::{self, Counts, Tile};

/// What an interpretation itself is worth in points: yaku han plus dora, or the yakuman rows, which replace both.
/// The bonuses that do not depend on the reading come from [`bonuses`].
pub(super) fn reading_points(yakuman: bool, total: u32, dora: u32, t: &PointsTable) -> i64 {
    if yakuman {
        t.yakuman as i64 * total as i64
    } else {
        total as i64 + dora as i64 * t.dora as i64
    }
}

/// One bonus row of the value table that applies to the win.
struct Bonus {
    id: &'static str,
    name: &'static str,
    points: i64,
}

/// The rows of the value table that do not depend on how the hand is read: banban, oya, menzen, honba, gari, minkan,
/// ankan, set, ron, crow, all gari, and the optional five bonus. Rows worth 0 are left out.
fn bonuses(req: &ScoreRequest, discards: &[Tile], input: &Input, p: &Prepared, t: &PointsTable) -> Vec<Bonus> {
    let gari = p.rules.gari_kinds();
    let discarded = tile::counts(discards);
    // Every copy the winner owns: hand, melds, winning tile, and the tiles set aside.
    let mut owned: Counts = input.facts.all;
    for (n, aside) in owned.iter_mut().zip(&input.nuki) {
        *n += aside;
    }
    let touched_gari = gari.iter().any(|&k| owned[k as usize] > 0 || discarded[k as usize] > 0);
    let full_sets = gari.iter().filter(|&&k| owned[k as usize] >= 4).count() as i64;
    let all_gari = !gari.is_empty() && full_sets == gari.len() as i64;
    let set_aside = input.nukidora as i64;
    let fives = [13, 22].iter().map(|&k: &usize| input.facts.all[k] as i64).sum::<i64>();

    let rows = [
        ("banban", "Banban", t.banban as i64),
        ("oya", "Dealer", if input.seat == Wind::E { t.oya as i64 } else { 0 }),
        ("menzen", "Closed hand", if input.situation.menzen { t.menzen as i64 } else { 0 }),
        ("honba", "Honba", req.honba as i64 * t.honba as i64),
        ("gari", "Gari", set_aside * t.gari as i64),
        ("minkan", "Open quad", input.minkans as i64 * t.minkan as i64),
        ("ankan", "Closed quad", input.ankans as i64 * t.ankan as i64),
        ("set", "Gari set", full_sets * t.set as i64),
        ("ron", "Ron", if input.situation.tsumo { 0 } else { t.ron as i64 }),
        (
            "karasu",
            "Crow",
            match (touched_gari, input.situation.menzen) {
                (true, _) => 0,
                (false, true) => t.crow_closed as i64,
                (false, false) => t.crow_open as i64,
            },
        ),
        ("all-gari", "All gari", if all_gari { t.all_gari as i64 } else { 0 }),
        ("five", "Fives", fives * t.five as i64),
    ];
    rows.into_iter().filter(|r| r.2 != 0).map(|(id, name, points)| Bonus { id, name, points }).collect()
}

/// Turns the best interpretation into the Toutenkou result: entries with points, `han`/`fu` 0, payments in points.
/// `discards`: the winner's discards.
/// The deltas of a win worth `value` points (P), and its total before deposits: ron, the discarder pays P (half
/// with a liable seat, the discarder paying the odd point); tsumo, each opponent pays P (the liable seat all of it).
pub(super) fn pay(value: i64, w: &Payers, rules: &Ruleset) -> (Deltas, i64) {
    let mut deltas = Deltas::zero(w.players);
    let pao = w.liable.first().copied();
    match w.ron_payer() {
        None => match pao {
            // The liable player pays every share (`docs/rulesets/toutenkou.md`, Liability).
            Some(liable) => deltas.add(liable, -value * (w.players as i64 - 1)),
            None => (0..w.players).map(Wind::from_index).filter(|&s| s != w.winner).for_each(|s| deltas.add(s, -value)),
        },
        // Half each; the discarder pays the odd point.
        Some(discarder) => match pao {
            Some(liable) if liable != discarder => {
                deltas.add(liable, -(value / 2));
                deltas.add(discarder, -(value - value / 2));
            }
            _ => deltas.add(discarder, -value),
        },
    }
    super::collect(deltas, w.winner, w.riichi_sticks, rules)
}

pub(super) fn settle(
    req: &ScoreRequest,
    discards: &[Tile],
    input: &Input,
    best: &Interpretation,
    p: &Prepared,
) -> Result<ScoreResult> {
    let rules = &p.rules;
    let t = rules.score.points.as_ref().ok_or_else(|| {
        Error::new("bad-ruleset", "score.scheme is toutenkou_points but score.points (the points table) is missing")
    })?;
    let mut yaku: Vec<YakuEntry> = Vec::new();
    for (y, v) in best.yaku.iter() {
        let (han, yakuman, points) =
            if best.yaku.yakuman { (0, v as u32, t.yakuman as i64 * v as i64) } else { (v as u32, 0, v as i64) };
        yaku.push(YakuEntry { id: y.id().into(), name: y.name().into(), han, yakuman, points: Some(points) });
    }
    // Dora of every kind (incl. the indicated and red value of set-aside gari tiles); a yakuman replaces them.
    let (dora, red, ura) = if best.yaku.yakuman { (0, 0, 0) } else { (input.dora, input.red, input.ura) };
    for (id, name, n) in [("dora", "Dora", dora), ("ura", "Ura dora", ura), ("red", "Red five", red)] {
        if n > 0 {
            let points = n as i64 * t.dora as i64;
            yaku.push(YakuEntry { id: id.into(), name: name.into(), han: 0, yakuman: 0, points: Some(points) });
        }
    }
    for b in bonuses(req, discards, input, p, t) {
        yaku.push(YakuEntry { id: b.id.into(), name: b.name.into(), han: 0, yakuman: 0, points: Some(b.points) });
    }
    let value: i64 = yaku.iter().filter_map(|e| e.points).sum();

    // Toutenkou's pao yakuman (daisangen, daisuushii) never occur together: one liable seat at most.
    let liable = super::liable_seats(req, best, p);
    let payers = Payers {
        players: input.players,
        winner: input.seat,
        tsumo: input.situation.tsumo,
        discarder: req.discarder,
        liable: &liable,
        feeder: None,
        honba: req.honba,
        riichi_sticks: req.riichi_sticks,
    };
    let (deltas, total) = pay(value, &payers, rules);

    Ok(ScoreResult {
        yaku,
        han: 0,
        fu: 0,
        fu_parts: Vec::new(),
        dora: input.dora,
        red: input.red,
        ura: input.ura,
        nukidora: input.nukidora,
        blue: input.blue,
        gold: input.gold,
        pocchi: input.pocchi,
        yakuman: if best.yaku.yakuman { best.yakuman } else { 0 },
        limit: if best.yaku.yakuman { "yakuman".into() } else { String::new() },
        total,
        deltas,
        chips: None,
        wildcard_as: None,
    })
}
