//! Asking for the legal list of the moment (the turn's, or a seat's options in a claim window) and applying an
//! action from it. [`Round::legal`] lists it; [`Round::legal_len`], [`Round::legal_win`], [`Round::turn_moment`]
//! and [`Round::legal_at`] describe it without listing it (random play picks an index and never has the list
//! built); [`Round::apply`] matches an action against it and
//! [`Round::apply_legal`] applies an entry by its index, with no matching.

use super::turn_list::{entry_id, entry_pos, Entry, OPEN, RIICHI};
use super::{illegal, Action, Event, Phase, Round, Seat};
use crate::error::Result;

/// The moment of a seat's own turn ([`Round::turn_moment`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnMoment {
    /// The seat whose turn it is.
    pub seat: Seat,
    /// How many actions its legal list holds.
    pub legal_len: usize,
    /// The index of its first win (tsumo) in that list, if any.
    pub win: Option<usize>,
}

impl Round {
    /// Exactly what `seat` may do now; empty when it is not that seat's moment. The list kept for the turn or the
    /// claim window (a turn's list is built from its compact form on the first call after a change).
    #[inline]
    pub fn legal(&self, seat: Seat) -> &[Action] {
        if seat >= self.players {
            return &[];
        }
        match &self.phase {
            Phase::Turn { seat: s, drawn, .. } if *s == seat => {
                let drawn = *drawn;
                self.turn.listed(|e| self.discard_action(e, drawn))
            }
            Phase::Claims { answers, .. } if answers[seat as usize].is_none() => &self.claim_opts[seat as usize],
            _ => &[],
        }
    }

    /// How many actions [`Round::legal`] lists for `seat` now, without listing them.
    #[inline]
    pub fn legal_len(&self, seat: Seat) -> usize {
        if seat >= self.players {
            return 0;
        }
        match &self.phase {
            Phase::Turn { seat: s, .. } if *s == seat => self.turn.len(),
            Phase::Claims { answers, .. } if answers[seat as usize].is_none() => self.claim_opts[seat as usize].len(),
            _ => 0,
        }
    }

    /// The index in [`Round::legal`] of the first win (tsumo or ron) offered to `seat`, if any, without listing.
    #[inline]
    pub fn legal_win(&self, seat: Seat) -> Option<usize> {
        let win = |a: &Action| matches!(a, Action::Tsumo | Action::Ron);
        match &self.phase {
            Phase::Turn { seat: s, .. } if *s == seat => self.turn.head.iter().position(win),
            Phase::Claims { answers, .. } if seat < self.players && answers[seat as usize].is_none() => {
                self.claim_opts[seat as usize].iter().position(win)
            }
            _ => None,
        }
    }

    /// The turn seat with [`Round::legal_len`] and [`Round::legal_win`] for it, when the hand waits for one seat's
    /// own turn (no claim window), read with one look at the phase: what random play asks before each step.
    #[inline]
    pub fn turn_moment(&self) -> Option<TurnMoment> {
        match &self.phase {
            Phase::Turn { seat, .. } => Some(TurnMoment {
                seat: *seat,
                legal_len: self.turn.len(),
                win: self.turn.head.iter().position(|a| matches!(a, Action::Tsumo | Action::Ron)),
            }),
            _ => None,
        }
    }

    /// Entry `index` of [`Round::legal`] for `seat`, without listing the others.
    pub fn legal_at(&self, seat: Seat, index: usize) -> Option<Action> {
        if seat >= self.players {
            return None;
        }
        match &self.phase {
            Phase::Turn { seat: s, drawn, .. } if *s == seat => match self.turn.get(index)? {
                Entry::Head(a) => Some(a.clone()),
                Entry::Discard(e) => Some(self.discard_action(e, *drawn)),
            },
            Phase::Claims { answers, .. } if answers[seat as usize].is_none() => {
                self.claim_opts[seat as usize].get(index).cloned()
            }
            _ => None,
        }
    }

    /// Applies `action` for `seat`, appending the step's events to `events` (a buffer the caller reuses: no
    /// allocation per step). Anything not in [`Round::legal`] is an `illegal-action` error: nothing is appended and
    /// nothing changes.
    pub fn apply(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Result<()> {
        if self.is_over() {
            return Err(illegal("the hand is over"));
        }
        let len = self.legal_len(seat);
        let Some(index) = (0..len).find(|&i| self.legal_at(seat, i).is_some_and(|l| action.matches(&l))) else {
            return Err(illegal(if len == 0 {
                format!("it is not seat {seat}'s moment to act")
            } else {
                format!("{} is not legal for seat {seat} now", serde_json::to_string(action).unwrap_or_default())
            }));
        };
        self.apply_legal(seat, index, events).map(drop)
    }

    /// Applies entry `index` of [`Round::legal`] for `seat` (the engine's own list, so nothing is matched or
    /// looked up again: a discard entry names its tile id) and returns that action. An index outside the list is
    /// an `illegal-action` error and changes nothing. Events are appended to `events` as by [`Round::apply`],
    /// which applies the first listed action an action matches through this.
    pub fn apply_legal(&mut self, seat: Seat, index: usize, events: &mut Vec<Event>) -> Result<Action> {
        if self.is_over() {
            return Err(illegal("the hand is over"));
        }
        let no_entry = || illegal(format!("seat {seat} has no legal action #{index} now"));
        let action = match self.phase {
            Phase::Turn { seat: s, drawn, rinshan } if s == seat => match self.turn.get(index) {
                Some(Entry::Discard(e)) => {
                    let id = entry_id(e);
                    let action = self.discard_action(e, drawn);
                    let riichi = (e & RIICHI != 0, e & OPEN != 0);
                    self.discard_at(seat, entry_pos(e), Some(id) == drawn, riichi, events);
                    action
                }
                Some(Entry::Head(a)) => {
                    let a = a.clone();
                    self.apply_turn(seat, a.clone(), drawn, rinshan, events);
                    a
                }
                None => return Err(no_entry()),
            },
            Phase::Claims { ref answers, .. } if seat < self.players && answers[seat as usize].is_none() => {
                let a = self.claim_opts[seat as usize].get(index).cloned().ok_or_else(no_entry)?;
                self.answer_claim(seat, a.clone(), events);
                a
            }
            _ => return Err(illegal(format!("it is not seat {seat}'s moment to act"))),
        };
        self.refresh_turn_legal();
        Ok(action)
    }
}
