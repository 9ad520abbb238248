//! The flow between hands, one copy for a game played in the engine ([`crate::game::Game`]) and for a game played
//! at a real table and entered hand by hand ([`crate::ledger::Ledger`]): after each hand, who deals next with how
//! many honba, the dealer's choice to stop, sudden death and the end of the game (`docs/rulesets/tenhou.md`, The
//! game, driven by the `game.*` ruleset data), the hand's shuugi chips for a bust and a called game, what a chombo
//! costs, and the final settlement (uma, oka, chips).

use crate::error::{Error, Result};
use crate::game::GameResult;
use crate::round::{DrawReason, Outcome, RoundStart, Seat};
use crate::rules::{AllLastStop, Chombo, DealerRotation, Extension, FinalRounding, GameLength, Renchan, Ruleset};
use crate::rules::{Settlement, Tobi};

/// The largest start score (either sign) a game accepts.
const MAX_START_SCORE: u64 = 1_000_000_000_000;

/// A game's start scores: the given ones, checked (one per seat, each within ±10¹²), or the ruleset's
/// `game.start_points` for every seat.
pub fn checked_start_scores(rules: &Ruleset, given: Option<Vec<i64>>) -> Result<Vec<i64>> {
    let n = rules.game.players as usize;
    let scores = given.unwrap_or_else(|| vec![rules.game.start_points as i64; n]);
    if scores.len() != n {
        return Err(Error::bad_request(format!("startScores needs {n} entries, one per seat")));
    }
    // Far beyond any real game, far below where payments added to a score could overflow an i64.
    if let Some(s) = scores.iter().find(|s| s.unsigned_abs() > MAX_START_SCORE) {
        return Err(Error::bad_request(format!("startScores entry {s} is beyond ±{MAX_START_SCORE}")));
    }
    Ok(scores)
}

/// Where a game stands between its hands: the hand being played and what the flow remembers across hands.
#[derive(Clone, Debug)]
pub struct Flow {
    /// Index of the current hand in the rotation: round wind × players + hand number.
    index: u32,
    /// Index of the all-last hand (moves forward in sudden death).
    all_last: u32,
    /// Hands dealt so far, repeats included.
    hands_dealt: u32,
    /// The dealer's wins in a row in the current dealership (paarenchan); draws leave it unchanged.
    dealer_wins: u32,
    /// Shuugi chips won so far, by seat (`None` without `chips.*`).
    chips: Option<Vec<i64>>,
    /// The scores the game started from (a points settlement is each seat's change from them).
    start_scores: Vec<i64>,
}

/// What follows a finished hand ([`Flow::after_hand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The next hand, which [`Flow::index`] now names, starts with these honba (and the deposits left on the table).
    Deal { honba: u32 },
    /// The dealer of the finished hand chooses to continue or stop (`game.all_last_stop`): ask, then call
    /// [`Flow::after_hand`] again with the answer.
    DealerChoice,
    /// The game has ended: [`Flow::finish`] settles it.
    End,
}

impl Flow {
    /// The flow of a game starting at hand `index` (E1 = 0) from these scores: the first hand counts as dealt.
    pub fn new(rules: &Ruleset, start_scores: Vec<i64>, index: u32) -> Flow {
        let n = rules.game.players as u32;
        let all_last = match rules.game.length {
            GameLength::EastOnly => n - 1,
            GameLength::EastSouth => 2 * n - 1,
            GameLength::Toutenkou => u32::MAX,
        };
        Flow {
            index,
            all_last: all_last.max(index),
            hands_dealt: 1,
            dealer_wins: 0,
            chips: rules.chips.as_ref().map(|_| vec![0; n as usize]),
            start_scores,
        }
    }

    /// Index of the current hand in the rotation: round wind × players + hand number (E1 = 0, S1 = players, …).
    pub fn index(&self) -> u32 {
        self.index
    }

    /// Index of the scheduled all-last hand (later in sudden death); `u32::MAX` for a Toutenkou session.
    pub fn all_last(&self) -> u32 {
        self.all_last
    }

    /// The dealer's wins in a row in the current dealership (paarenchan counts them).
    pub fn dealer_wins(&self) -> u32 {
        self.dealer_wins
    }

    /// Hands dealt so far, repeats and the current one included.
    pub fn hands_dealt(&self) -> u32 {
        self.hands_dealt
    }

    /// Counts one more hand dealt: the next after [`Next::Deal`], or a hand dealt again after a chombo.
    pub fn dealt(&mut self) {
        self.hands_dealt += 1;
    }

    /// Shuugi chips won so far by seat (`None` without chips).
    pub fn chips(&self) -> Option<&[i64]> {
        self.chips.as_deref()
    }

    /// The scores the game started from.
    pub fn start_scores(&self) -> &[i64] {
        &self.start_scores
    }

    /// The start of the current hand with these honba, deposits and scores: its round wind, number and dealer.
    pub fn round_start(&self, players: u8, honba: u32, sticks: u32, scores: Vec<i64>) -> RoundStart {
        let n = players as u32;
        RoundStart {
            round_wind: (self.index / n) as u8,
            hand_number: (self.index % n) as u8,
            dealer: (self.index % n) as Seat,
            honba,
            sticks,
            scores,
            dealer_wins: self.dealer_wins,
        }
    }

    /// Chips of a finished hand with `scores` after it: the wins' chips (`o.chips`), then tobi (each busting seat
    /// pays every winner or, at a draw, every tenpai seat) and the called game (each seat at or above
    /// `game.called_game` gets chips from every other seat). Adds them to the running totals and returns the
    /// hand's chips; `None` without chips.
    pub fn settle_chips(&mut self, rules: &Ruleset, o: &Outcome, scores: &[i64]) -> Option<Vec<i64>> {
        let (Some(totals), Some(c)) = (self.chips.as_mut(), rules.chips.as_ref()) else { return None };
        let g = &rules.game;
        let n = scores.len();
        let mut hand = o.chips.clone().unwrap_or_else(|| vec![0; n]);
        let receivers: &[Seat] = if !o.winners.is_empty() {
            &o.winners
        } else if o.draw == Some(DrawReason::Exhaustive) {
            if o.nagashi.is_empty() {
                &o.tenpai
            } else {
                &o.nagashi
            }
        } else {
            &[]
        };
        for (payer, &score) in scores.iter().enumerate() {
            if is_bust(g.tobi, score) {
                for &r in receivers.iter().filter(|&&r| r as usize != payer) {
                    hand[payer] -= c.tobi as i64;
                    hand[r as usize] += c.tobi as i64;
                }
            }
        }
        called_game_chips(g.called_game, c.called_game, scores, &mut hand);
        for (t, h) in totals.iter_mut().zip(&hand) {
            *t += h;
        }
        Some(hand)
    }

    /// Decides what follows a finished hand `o` that leaves `scores`, played at `honba`: the next hand, a repeat,
    /// the dealer's yame choice, or the end. `choice` is the dealer's answer once given (`Some(true)` = yame).
    pub fn after_hand(
        &mut self,
        rules: &Ruleset,
        o: &Outcome,
        scores: &[i64],
        honba: u32,
        choice: Option<bool>,
    ) -> Next {
        let g = &rules.game;
        let n = g.players as u32;
        let dealer = (self.index % n) as Seat;
        let abortive = matches!(o.draw, Some(r) if r != DrawReason::Exhaustive);
        // When the winner deals next, a double ron keeps the deal only if the dealer is the winner closest to the
        // discarder (who deals next); otherwise any winning dealer keeps it.
        let dealer_won = match g.dealer_rotation {
            DealerRotation::CounterClockwise => o.winners.contains(&dealer),
            DealerRotation::Winner => o.winners.first() == Some(&dealer),
        };
        // Nagashi paid as a win (`haneman_as_win`) is a win: the dealer keeps the deal only as an achiever.
        let exhaustive = o.draw == Some(DrawReason::Exhaustive) && o.winners.is_empty();
        let draw_keeps = match g.renchan {
            Renchan::WinOrTenpai => o.tenpai.contains(&dealer),
            Renchan::WinOrAnyDraw => true,
        };
        let renchan = dealer_won || abortive || (exhaustive && draw_keeps);
        let busted = scores.iter().any(|&s| is_bust(g.tobi, s));
        let threshold = g.extension_threshold as i64;
        let someone_over = scores.iter().any(|&s| s >= threshold);
        let dealer_first = rank_order(scores)[0] == dealer;
        let yame_ok = renchan && !abortive && dealer_first && scores[dealer as usize] >= g.return_points as i64;
        let limit = extension_limit_index(rules, self.all_last);
        let called_game = is_called(g.called_game, scores);
        let session_over = g.length == GameLength::Toutenkou && g.session_hands.is_some_and(|h| self.hands_dealt >= h);
        let end = if busted || called_game || session_over {
            true
        } else if self.index < self.all_last {
            false
        } else if g.all_last_stop == AllLastStop::Automatic && yame_ok {
            true
        } else if renchan {
            // The dealer keeps the deal, unless the ruleset lets a player past the threshold end it.
            someone_over && !g.extension_renchan_priority && g.extension != Extension::None
        } else if g.extension == Extension::None || someone_over || self.index >= limit {
            true
        } else {
            // Sudden death: the next hand becomes the all-last hand.
            self.all_last = self.index + 1;
            false
        };
        // Agari-yame / tenpai-yame as the dealer's choice (asked once; the game waits for the answer).
        let choice_offered = !(busted || called_game || session_over)
            && match g.all_last_stop {
                AllLastStop::DealerChoiceEveryHand => renchan && !abortive,
                AllLastStop::DealerChoiceAllLast => self.index >= self.all_last && dealer_won && yame_ok,
                AllLastStop::None | AllLastStop::Automatic => false,
            };
        if choice_offered && choice.is_none() {
            return Next::DealerChoice;
        }
        let yame = choice_offered && choice == Some(true);
        if end || (yame && (g.all_last_stop == AllLastStop::DealerChoiceAllLast || self.index >= self.all_last)) {
            return Next::End;
        }
        let renchan = renchan && !yame;
        let (honba, next_index) = if yame {
            (if g.yame_resets_honba { 0 } else { honba + 1 }, self.index + 1)
        } else if o.draw == Some(DrawReason::Agreement) {
            // The abortive draw by agreement "does not increase honba" (`docs/rulesets/speed-tonpuu.md`, Abort by
            // agreement).
            (honba, self.index)
        } else if renchan {
            (honba + 1, self.index)
        } else if o.winners.is_empty() {
            (honba + 1, self.index + 1)
        } else {
            (0, self.index + 1)
        };
        let next_index = match g.dealer_rotation {
            DealerRotation::CounterClockwise => next_index,
            // The winner deals next: jump the rotation to the winner's seat.
            DealerRotation::Winner => match o.winners.first() {
                Some(&w) => self.index - self.index % n + w as u32,
                None => self.index,
            },
        };
        if next_index > limit.max(self.all_last) && g.length != GameLength::Toutenkou {
            return Next::End;
        }
        // The streak counts dealer wins only; draws keep it, a new dealership starts it again.
        self.dealer_wins = if next_index == self.index { self.dealer_wins + dealer_won as u32 } else { 0 };
        self.index = next_index;
        self.hands_dealt += 1;
        Next::Deal { honba }
    }

    /// A chombo's penalty has been paid, leaving `scores`: whether it ends the game. A bust does (no tobi chips:
    /// nobody won, `docs/RULESET.md` Q-S8); so does, when the hand goes on after the penalty (`replay` false), a
    /// called game, which pays its chips (Q-S9).
    pub fn after_chombo(&mut self, rules: &Ruleset, scores: &[i64], replay: bool) -> bool {
        let g = &rules.game;
        if !replay {
            if let (Some(totals), Some(c)) = (self.chips.as_mut(), rules.chips.as_ref()) {
                called_game_chips(g.called_game, c.called_game, scores, totals);
            }
            if is_called(g.called_game, scores) {
                return true;
            }
        }
        scores.iter().any(|&s| is_bust(g.tobi, s))
    }

    /// The end of the game from these scores and the deposits left on the table: ranks, and the settlement.
    pub fn finish(&self, rules: &Ruleset, mut scores: Vec<i64>, sticks: u32) -> GameResult {
        let order = rank_order(&scores);
        // Leftover deposits go to first place.
        scores[order[0] as usize] += sticks as i64 * rules.riichi.stick as i64;
        let order = rank_order(&scores);
        let n = scores.len();
        let mut ranks = vec![0u8; n];
        for (r, &s) in order.iter().enumerate() {
            ranks[s as usize] = r as u8 + 1;
        }
        if rules.score.settlement == Settlement::Points {
            // Points settlement (Toutenkou): no uma, no oka; each seat's result is what it won or lost.
            let start = &self.start_scores;
            let points = (0..n).map(|s| (scores[s] - start[s]) as f64).collect();
            return GameResult { scores, ranks, points, chips: None };
        }
        let ret = rules.game.return_points as i64;
        let mut points = vec![0f64; n];
        let mut others = 0f64;
        for (r, &s) in order.iter().enumerate().skip(1) {
            let base = match rules.score.rounding_final {
                // Tenhou's "4 down, 5 up" rounds the raw score to thousands, half away from zero, before the
                // return is subtracted: 22,500 → 23 → −7; −500 → −1 → −31 (checked on 722 real games).
                FinalRounding::HalfUp => (scores[s as usize] as f64 / 1000.0).round() - (ret / 1000) as f64,
                FinalRounding::None => (scores[s as usize] - ret) as f64 / 1000.0,
            };
            let p = base + rules.score.uma[r] as f64;
            points[s as usize] = p;
            others += p;
        }
        // First place takes the rest, so the points sum to zero (tenths kept exact).
        points[order[0] as usize] = -(others * 10.0).round() / 10.0;
        let chips = self.final_chips(rules, &order, &mut points);
        GameResult { scores, ranks, points, chips }
    }

    /// Shuugi settlement (`docs/rulesets/speed-tonpuu.md`, Chips and the final settlement): placement-only adds the
    /// rank chips (`chips.placement`) and the points are the chips at `chips.value`; otherwise the chips' value is
    /// added to the uma/oka points already in `points`. Returns the final chips (`None` without chips).
    fn final_chips(&self, rules: &Ruleset, order: &[Seat], points: &mut [f64]) -> Option<Vec<i64>> {
        let (Some(in_game), Some(c)) = (self.chips.as_ref(), rules.chips.as_ref()) else { return None };
        let mut chips = in_game.clone();
        let placement_only = rules.score.placement_only;
        if placement_only {
            for (rank, &seat) in order.iter().enumerate() {
                chips[seat as usize] += c.placement[rank] as i64;
            }
        }
        for (seat, p) in points.iter_mut().enumerate() {
            let value = (chips[seat] * c.value as i64) as f64 / 1000.0;
            *p = if placement_only { value } else { *p + value };
        }
        Some(chips)
    }
}

/// Index of the last hand the extension may reach (W4 in a hanchan, S4 in a tonpuusen); `all_last` when
/// `game.extension_limit` names none.
fn extension_limit_index(rules: &Ruleset, all_last: u32) -> u32 {
    let n = rules.game.players as u32;
    let label = rules.game.extension_limit.as_bytes();
    let wind = match label.first() {
        Some(b'E') => 0,
        Some(b'S') => 1,
        Some(b'W') => 2,
        Some(b'N') => 3,
        _ => return all_last,
    };
    let number = label.get(1).map(|b| b.saturating_sub(b'1') as u32).unwrap_or(0);
    wind * n + number.min(n - 1)
}

/// Whether some seat has reached `game.called_game` (the game ends at once, `docs/rulesets/speed-tonpuu.md`).
fn is_called(called_game: Option<i32>, scores: &[i64]) -> bool {
    called_game.is_some_and(|c| scores.iter().any(|&s| s >= c as i64))
}

/// The called game's chips, added to `chips`: each seat at or above `game.called_game` takes `per_seat`
/// (`chips.called_game`) from every other seat (after a hand, and after a penalty paid mid-hand: `docs/RULESET.md`
/// Q-S9).
fn called_game_chips(called_game: Option<i32>, per_seat: i32, scores: &[i64], chips: &mut [i64]) {
    let Some(called) = called_game else { return };
    for caller in (0..scores.len()).filter(|&s| scores[s] >= called as i64) {
        for other in (0..scores.len()).filter(|&o| o != caller) {
            chips[other] -= per_seat as i64;
            chips[caller] += per_seat as i64;
        }
    }
}

/// Whether a score has gone bust under the ruleset's bust rule.
fn is_bust(tobi: Tobi, score: i64) -> bool {
    match tobi {
        Tobi::BelowZero => score < 0,
        Tobi::AtOrBelowZero => score <= 0,
        Tobi::None => false,
    }
}

/// Seats from first to last: higher score first, ties to the earlier seat of the first deal.
pub fn rank_order(scores: &[i64]) -> Vec<Seat> {
    let mut order: Vec<Seat> = (0..scores.len() as Seat).collect();
    crate::sort::stable_sort_by_key(&mut order, |&s| (std::cmp::Reverse(scores[s as usize]), s));
    order
}

/// What a chombo costs each seat (`penalty.chombo`): `mangan_tsumo` pays the others what a mangan tsumo would
/// (a non-dealer 2,000 to each non-dealer and 4,000 to the dealer; a dealer 4,000 to each: McGill), `pay_all`
/// pays `chombo_each` to each.
pub fn chombo_deltas(rules: &Ruleset, offender: Seat, dealer: Seat) -> Vec<i64> {
    let n = rules.game.players as usize;
    let mut d = vec![0i64; n];
    for other in (0..n as Seat).filter(|&s| s != offender) {
        let pay = match rules.penalty.chombo {
            Chombo::None => 0,
            Chombo::PayAll => rules.penalty.chombo_each as i64,
            Chombo::ManganTsumo if offender == dealer || other == dealer => 4000,
            Chombo::ManganTsumo => 2000,
        };
        d[other as usize] += pay;
        d[offender as usize] -= pay;
    }
    d
}
