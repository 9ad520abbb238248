//! Human-input mode (`penalty.*`): a player may send what is not legal. A false win or call at a moment it could
//! be declared is a chombo or a dead hand (the game decides which); a kuikae discard may be accepted with a dead
//! hand. These are the round's answers and changes for that mode.

use super::{bit, Action, ClaimSource, Event, Phase, Round, Seat};
use crate::rules::DeadHand;
use crate::tile::Tile;

impl Round {
    /// Whether `seat` is at a moment where it could physically declare `win` (tsumo on its own turn, ron on
    /// another seat's tile while claims are open), legal or not: a human-input mode's false-win check.
    pub fn may_declare(&self, seat: Seat, win: &Action) -> bool {
        match (&self.phase, win) {
            (Phase::Turn { seat: s, .. }, Action::Tsumo) => *s == seat,
            // An abort proposal (`abort.by_agreement`) offers no tile to win on.
            (Phase::Claims { from, source, .. }, Action::Ron) => {
                *from != seat && seat < self.players && *source != ClaimSource::Agreement
            }
            _ => false,
        }
    }

    /// A penalty paid in the middle of the hand (a false win under `penalty.chombo_replay = false`): the scores
    /// change and the hand goes on; the turn's legal actions are worked out again (riichi needs points).
    pub fn pay_penalty(&mut self, deltas: &[i64]) {
        for (score, d) in self.scores.iter_mut().zip(deltas) {
            *score += d;
        }
        self.refresh_turn_legal();
    }

    /// Human-input mode: a false call (pon, chi, kan or riichi) that is not legal now, at a moment the seat could
    /// physically declare it: a claim on another seat's discard while claims are open, a kan or a riichi discard
    /// of a tile in the hand on its own turn. Actions of no possible meaning (tiles not held) are not calls.
    pub fn may_call(&self, seat: Seat, call: &Action) -> bool {
        let holds = |t: &Tile| self.holds(seat, *t);
        match (&self.phase, call) {
            (
                Phase::Claims { from, source: ClaimSource::Discard, answers, .. },
                Action::Pon { .. } | Action::Chi { .. } | Action::Daiminkan,
            ) => *from != seat && seat < self.players && answers[seat as usize].is_none(),
            (Phase::Turn { seat: s, .. }, Action::Ankan { tile } | Action::Kakan { tile }) => *s == seat && holds(tile),
            (Phase::Turn { seat: s, .. }, Action::Discard { tile, riichi: true, .. }) => *s == seat && holds(tile),
            _ => false,
        }
    }

    /// Human-input mode: a discard the seat may not make only because of kuikae (the tile is in the hand and of a
    /// kind just forbidden by its call), which `penalty.dead_hand = kuikae` accepts with a dead hand.
    pub fn is_kuikae_discard(&self, seat: Seat, action: &Action) -> bool {
        let Action::Discard { tile, riichi: false, .. } = action else { return false };
        let st = &self.seats[seat as usize];
        matches!(self.phase, Phase::Turn { seat: s, .. } if s == seat)
            && st.forbidden & bit(tile.kind) != 0
            && self.holds(seat, *tile)
    }

    /// Whether `seat`'s concealed hand holds this tile (kind and flavour).
    pub(super) fn holds(&self, seat: Seat, tile: Tile) -> bool {
        self.seats[seat as usize].hand.iter().any(|&i| self.tile(i) == tile)
    }

    /// Human-input mode: `seat`'s hand becomes dead for `reason` (see [`Event::DeadHand`]). A kuikae discard is then
    /// made; a false win is withdrawn (the seat still has to act: on a claim, only `pass` is left to it).
    pub fn kill_hand(&mut self, seat: Seat, reason: DeadHand, discard: Option<&Action>) -> Vec<Event> {
        let mut ev = vec![Event::DeadHand { seat, reason }];
        self.seats[seat as usize].dead = true;
        if let Phase::Claims { answers, .. } = &self.phase {
            let options = &mut self.claim_opts[seat as usize];
            if !options.is_empty() && answers[seat as usize].is_none() {
                options.clear();
                options.push(Action::Pass);
            }
        }
        if let (Some(Action::Discard { tile, tsumogiri, .. }), Phase::Turn { drawn, .. }) = (discard, &self.phase) {
            let drawn = *drawn;
            let id = self.id_for(seat, *tile, drawn, *tsumogiri);
            self.discard(seat, id, Some(id) == drawn, false, false, &mut ev);
        }
        self.refresh_turn_legal();
        ev
    }
}
