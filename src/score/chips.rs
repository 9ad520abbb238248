//! Shuugi chips of one win (`chips.*`, `docs/rulesets/speed-tonpuu.md`, Chips (shuugi) of a win): item chips for
//! flavoured tiles, ippatsu and ura, plus yakuman chips per yakuman count. Ron: the discarder pays the total once;
//! tsumo: every other player pays it. With pao (`chips.pao = liable_pays_all`) the liable player pays everything.

use super::{Deltas, Input, Interpretation, Payers};
use crate::rules::{ChipPao, ChipRules, Wind};

/// Chips each seat gains or pays for this win; `None` when the ruleset has no chips.
pub(super) fn settle(
    rules: Option<&ChipRules>,
    input: &Input,
    best: &Interpretation,
    payers: &Payers,
) -> Option<Deltas> {
    let c = rules?;
    let s = &input.situation;
    // The special suukantsu win stacks with nothing: no item chips (`docs/rulesets/speed-tonpuu.md`, Special suukantsu
    // win).
    let items = if matches!(best.form, super::Form::Special) {
        0
    } else {
        input.red as i64 * c.red as i64
            + input.blue as i64 * c.blue as i64
            + input.gold as i64 * c.gold as i64
            + input.pocchi as i64 * c.pocchi as i64
            + input.ura as i64 * c.ura as i64
            + (s.ippatsu && (s.riichi || s.double_riichi || s.open_riichi)) as i64 * c.ippatsu as i64
    };
    Some(pay(c, items, best.yakuman, best.yaku.yakuman, payers))
}

/// The chips of a win with `items` item chips from each payer and a yakuman count `yakuman` (`real`: a yakuman
/// hand, not kazoe): its yakuman chips are added, and each payer pays the total (the liable seat all of it).
pub(super) fn pay(c: &ChipRules, items: i64, yakuman: u32, real: bool, payers: &Payers) -> Deltas {
    // Kazoe reaches the limit without yakuman entries; it counts only when `kazoe_is_yakuman`.
    let counted_yakuman = if real || c.kazoe_is_yakuman { yakuman as i64 } else { 0 };
    let items = if counted_yakuman > 0 && !c.items_on_yakuman { 0 } else { items };
    let tsumo = payers.tsumo;
    let per_payer = items + counted_yakuman * if tsumo { c.yakuman_tsumo_each as i64 } else { c.yakuman_ron as i64 };
    let players = payers.players;
    let winner = payers.winner;
    let mut chips = Deltas::zero(players);
    if per_payer == 0 {
        return chips;
    }
    let pao = payers.liable.first().copied().or(payers.feeder);
    let liable = pao.filter(|_| c.pao == ChipPao::LiablePaysAll);
    let from: Vec<Wind> = match payers.ron_payer() {
        None => (0..players).map(Wind::from_index).filter(|&w| w != winner).collect(),
        Some(d) => vec![d],
    };
    let total = per_payer * from.len() as i64;
    match liable {
        Some(l) => chips.add(l, -total),
        None => from.iter().for_each(|&w| chips.add(w, -per_payer)),
    }
    chips.add(winner, total);
    chips
}
