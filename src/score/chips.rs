//! Shuugi chips of one win (`chips.*`, `docs/rulesets/speed-tonpuu.md`, Chips (shuugi) of a win): item chips for
//! flavoured tiles, ippatsu and ura, plus yakuman chips per yakuman count. Ron: the discarder pays the total once;
//! tsumo: every other player pays it. With pao (`chips.pao = liable_pays_all`) the liable player pays everything.

use super::{Deltas, Input, Interpretation};
use crate::rules::{ChipPao, ChipRules, Wind};

/// Chips each seat gains or pays for this win; `None` when the ruleset has no chips.
pub(super) fn settle(
    rules: Option<&ChipRules>,
    input: &Input,
    best: &Interpretation,
    discarder: Option<Wind>,
    pao: Option<Wind>,
) -> Option<Deltas> {
    let c = rules?;
    let s = &input.situation;
    // Kazoe reaches the limit without yakuman entries; it counts only when `kazoe_is_yakuman`.
    let counted_yakuman = if best.yaku.yakuman || c.kazoe_is_yakuman { best.yakuman as i64 } else { 0 };
    // The special suukantsu win stacks with nothing: no item chips (`docs/rulesets/speed-tonpuu.md`, Special suukantsu
    // win).
    let special = matches!(best.form, super::Form::Special);
    let items = if special || (counted_yakuman > 0 && !c.items_on_yakuman) {
        0
    } else {
        input.red as i64 * c.red as i64
            + input.blue as i64 * c.blue as i64
            + input.gold as i64 * c.gold as i64
            + input.pocchi as i64 * c.pocchi as i64
            + input.ura as i64 * c.ura as i64
            + (s.ippatsu && (s.riichi || s.double_riichi || s.open_riichi)) as i64 * c.ippatsu as i64
    };
    let per_payer = items + counted_yakuman * if s.tsumo { c.yakuman_tsumo_each as i64 } else { c.yakuman_ron as i64 };
    let players = input.players;
    let winner = input.seat;
    let mut chips = Deltas::zero(players);
    if per_payer == 0 {
        return Some(chips);
    }
    let liable = pao.filter(|_| c.pao == ChipPao::LiablePaysAll);
    let payers: Vec<Wind> = match (s.tsumo, discarder) {
        (true, _) => (0..players).map(Wind::from_index).filter(|&w| w != winner).collect(),
        (false, Some(d)) => vec![d],
        (false, None) => vec![Wind::from_index((winner.index() + players - 1) % players)],
    };
    let total = per_payer * payers.len() as i64;
    match liable {
        Some(l) => chips.add(l, -total),
        None => payers.iter().for_each(|&w| chips.add(w, -per_payer)),
    }
    chips.add(winner, total);
    Some(chips)
}
