//! Play statistics of finished hands, read from a game's events ([`crate::game::Game::events`]): how often a
//! player wins, deals in, declares riichi, calls and sees the hand drawn, and what a win is worth.
//!
//! One reader for every source: bot games as the engine played them, and real games replayed through the engine
//! ([`crate::replay::replay_game`]), so bots and people are measured by the same definitions:
//! - a *seat-hand* is one seat's part in one hand that reached its end (`RoundEnd`);
//! - win: the seat won the hand (each winner of a multiple ron counts);
//! - deal-in: a win was paid as a ron off the seat (its discard, or its kan robbed);
//! - riichi: the seat declared riichi (its riichi discard);
//! - call: the seat opened its hand (chi, pon or open kan; a closed kan, an added kan or a North set aside does not);
//! - draw: the hand ended without a win (exhaustive or abortive);
//! - win value: the points the winner gained for the hand (`ScoreResult::total`: honba included, riichi sticks not).

use crate::meld::MeldKind;
use crate::round::{Event, Seat};
use serde::Serialize;

/// Counts over seat-hands; see the module documentation for what each one counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PlayStats {
    pub seat_hands: u64,
    pub wins: u64,
    pub deal_ins: u64,
    pub riichi: u64,
    pub calls: u64,
    pub draws: u64,
    /// The sum of the counted seats' win values.
    pub win_points: i64,
}

/// What one seat did in the hand being read.
#[derive(Clone, Copy, Default)]
struct SeatHand {
    wins: u64,
    win_points: i64,
    deal_in: bool,
    riichi: bool,
    call: bool,
}

impl PlayStats {
    /// Adds the finished hands of `events` (a game's events in order, as [`crate::game::Game::events`] keeps
    /// them), for the seats where `counted` holds. A hand cut off before its `RoundEnd` is not counted.
    pub fn add_events(&mut self, events: &[Event], counted: impl Fn(Seat) -> bool) {
        let mut hand: Vec<SeatHand> = vec![];
        let mut drawn = false;
        for event in events {
            match event {
                Event::Deal { scores, .. } => {
                    hand = vec![SeatHand::default(); scores.len()];
                    drawn = false;
                }
                Event::Discard { seat, riichi: true, .. } => {
                    if let Some(s) = hand.get_mut(*seat as usize) {
                        s.riichi = true;
                    }
                }
                Event::Call { seat, call: MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan, .. } => {
                    if let Some(s) = hand.get_mut(*seat as usize) {
                        s.call = true;
                    }
                }
                Event::Win { seat, from, result, .. } => {
                    if let Some(s) = hand.get_mut(*seat as usize) {
                        s.wins += 1;
                        s.win_points += result.total;
                    }
                    if let Some(s) = from.and_then(|from| hand.get_mut(from as usize)) {
                        s.deal_in = true;
                    }
                }
                Event::Ryuukyoku { .. } => drawn = true,
                Event::RoundEnd { .. } => {
                    for (seat, s) in hand.iter().enumerate() {
                        if !counted(seat as Seat) {
                            continue;
                        }
                        self.seat_hands += 1;
                        self.wins += s.wins;
                        self.win_points += s.win_points;
                        self.deal_ins += u64::from(s.deal_in);
                        self.riichi += u64::from(s.riichi);
                        self.calls += u64::from(s.call);
                        self.draws += u64::from(drawn);
                    }
                    hand.clear();
                }
                _ => {}
            }
        }
    }

    /// Adds another set of counts.
    pub fn merge(&mut self, other: &PlayStats) {
        self.seat_hands += other.seat_hands;
        self.wins += other.wins;
        self.deal_ins += other.deal_ins;
        self.riichi += other.riichi;
        self.calls += other.calls;
        self.draws += other.draws;
        self.win_points += other.win_points;
    }

    fn rate(&self, count: u64) -> f64 {
        if self.seat_hands == 0 {
            0.0
        } else {
            count as f64 / self.seat_hands as f64
        }
    }

    /// Wins per seat-hand.
    pub fn win_rate(&self) -> f64 {
        self.rate(self.wins)
    }

    /// Deal-ins per seat-hand.
    pub fn deal_in_rate(&self) -> f64 {
        self.rate(self.deal_ins)
    }

    /// Riichi declarations per seat-hand.
    pub fn riichi_rate(&self) -> f64 {
        self.rate(self.riichi)
    }

    /// Opened hands per seat-hand.
    pub fn call_rate(&self) -> f64 {
        self.rate(self.calls)
    }

    /// Drawn hands per seat-hand (the share of hands that ended without a win).
    pub fn draw_rate(&self) -> f64 {
        self.rate(self.draws)
    }

    /// Mean points gained per win; 0 without wins.
    pub fn mean_win_value(&self) -> f64 {
        if self.wins == 0 {
            0.0
        } else {
            self.win_points as f64 / self.wins as f64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::autoplay::{Autoplay, Players};
    use crate::game::Game;
    use crate::rules::Ruleset;

    /// Counts taken directly from a bot game's events, hand by hand, against the reader's.
    #[test]
    fn counts_match_the_events_of_a_bot_game() {
        let (mut game, _) = Game::new(Ruleset::preset("tenhou").unwrap(), "stats", None).unwrap();
        Autoplay { players: Players::Bot, until: None, max_actions: None, stop_at_hand_end: false }
            .run(&mut game, |_| {})
            .unwrap();
        let events = game.events();
        let mut all = PlayStats::default();
        all.add_events(events, |_| true);
        let hands = events.iter().filter(|e| matches!(e, Event::RoundEnd { .. })).count() as u64;
        let wins: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::Win { .. })).collect();
        let draws = events.iter().filter(|e| matches!(e, Event::Ryuukyoku { .. })).count() as u64;
        assert!(hands >= 8);
        assert_eq!(all.seat_hands, 4 * hands);
        assert_eq!(all.wins, wins.len() as u64);
        assert_eq!(all.draws, 4 * draws);
        let points: i64 = wins.iter().map(|e| if let Event::Win { result, .. } = e { result.total } else { 0 }).sum();
        assert_eq!(all.win_points, points);
        assert!(all.mean_win_value() >= 1000.0);
        // Seats split the counts between them.
        let mut by_seat = PlayStats::default();
        for seat in 0..4 {
            let mut one = PlayStats::default();
            one.add_events(events, |s| s == seat);
            assert_eq!(one.seat_hands, hands);
            by_seat.merge(&one);
        }
        assert_eq!(by_seat, all);
        // A hand cut off before its end is not counted.
        let last_deal = events.iter().rposition(|e| matches!(e, Event::Deal { .. })).unwrap();
        let mut cut = PlayStats::default();
        cut.add_events(&events[..last_deal + 3], |_| true);
        assert_eq!(cut.seat_hands, all.seat_hands - 4);
    }
}
