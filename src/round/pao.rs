//! Liability (pao): the call that completes a `pao.yakuman` makes the seat that fed it liable
//! (`docs/RULESET.md`, `pao`).

use super::{MeldKind, MeldState, Round, Seat};
use crate::tile;
use crate::wall::id_kind;
use crate::yaku::{Yaku, YakuMask, PAO_ELIGIBLE};

impl Round {
    /// Liability (pao), checked after a call from `from` was added to `seat`'s melds: the call that gives the
    /// caller the last set of a `pao.yakuman` (see [`crate::rules::PaoTrigger::CompletingCall`]) makes the
    /// discarder liable for that yakuman. Each yakuman's first liable call stands; different yakuman may have
    /// different liable seats (split when the hand wins with both, `pao.multiple_liable`).
    pub(super) fn pao_check(&mut self, seat: Seat, from: Seat, kind: MeldKind) {
        if self.hot.pao_yakuman == YakuMask::default() {
            return;
        }
        let st = &self.seats[seat as usize];
        let sets = || st.melds.iter().filter(|m| m.kind != MeldKind::Nuki);
        let Some(last) = sets().next_back() else { return };
        let n_sets = sets().count();
        let k = id_kind(last.ids[0]);
        let triplet = |m: &MeldState| m.kind != MeldKind::Chi;
        let count = |pred: &dyn Fn(&MeldState) -> bool| sets().filter(|m| pred(m)).count();
        let all4 = |pred: &dyn Fn(&MeldState) -> bool| n_sets == 4 && sets().all(pred);
        let green = |m: &MeldState| m.ids.iter().all(|&i| tile::GREEN_KINDS >> id_kind(i) & 1 == 1);
        let liable = |y: Yaku| match y {
            Yaku::Daisangen => {
                triplet(last) && tile::is_dragon(k) && count(&|m| triplet(m) && tile::is_dragon(id_kind(m.ids[0]))) == 3
            }
            Yaku::Daisuushii => {
                triplet(last) && tile::is_wind(k) && count(&|m| triplet(m) && tile::is_wind(id_kind(m.ids[0]))) == 4
            }
            Yaku::Tsuuiisou => all4(&|m| tile::is_honor(id_kind(m.ids[0]))),
            Yaku::Chinroutou => all4(&|m| triplet(m) && tile::is_terminal(id_kind(m.ids[0]))),
            Yaku::Ryuuiisou => all4(&green),
            Yaku::Suukantsu => {
                kind == MeldKind::Daiminkan
                    && count(&|m| matches!(m.kind, MeldKind::Daiminkan | MeldKind::Ankan | MeldKind::Kakan)) == 4
            }
            _ => false,
        };
        // The newly liable yakuman as a bit set (no list built on every call).
        let mut new = YakuMask::default();
        for y in PAO_ELIGIBLE {
            if self.hot.pao_yakuman.has(y) && !st.pao.iter().any(|&(have, _)| have == y) && liable(y) {
                new.insert(y);
            }
        }
        for y in PAO_ELIGIBLE.into_iter().filter(|&y| new.has(y)) {
            self.seats[seat as usize].pao.push((y, from));
        }
    }
}
