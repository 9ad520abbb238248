//! How a hand ends: wins (several on one discard), the exhaustive draw (tenpai payments, nagashi), the abortive
//! draws checked after a discard (suufon renda, suucha riichi, suukaikan), and the settlement every end shares.

use super::win::WinFlags;
use super::{DrawReason, Event, Outcome, Phase, Round, Seat, SeatState};
use crate::rules::{Nagashi, Ruleset, Wind};
use crate::score;
use crate::tile::{self, is_yaochuu, Tile};
use crate::wall::{id_kind, TileId};

/// What an exhaustive draw pays ([`exhaustive_draw_payments`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawPayments {
    /// Each seat's change, by seat.
    pub deltas: Vec<i64>,
    /// The achievers of nagashi paid as a win (`haneman_as_win`), from the dealer on; empty otherwise.
    pub winners: Vec<Seat>,
    /// Riichi deposits left on the table.
    pub sticks: u32,
}

/// The payments of an exhaustive draw at a table of `dealer`, `honba` and `sticks` with these `tenpai` and
/// `nagashi` seats: each achiever's nagashi payment (`score.nagashi`), else the noten pool from the noten seats
/// to the tenpai ones. Nagashi as a win (`haneman_as_win`): honba and deposits go to the first achiever counting
/// from the dealer (`docs/rulesets/speed-tonpuu.md`, "Nagashi mangan"), and the hand counts as won by the
/// achievers.
pub fn exhaustive_draw_payments(
    rules: &Ruleset,
    dealer: Seat,
    honba: u32,
    sticks: u32,
    tenpai: &[Seat],
    nagashi: &[Seat],
) -> DrawPayments {
    let players = rules.game.players;
    let n = players as usize;
    let wind = |s: Seat| (s + players - dealer) % players;
    let mut deltas = vec![0i64; n];
    let as_win = rules.score.nagashi == Nagashi::HanemanAsWin && !nagashi.is_empty();
    let mut achievers = nagashi.to_vec();
    crate::sort::stable_sort_by_key(&mut achievers, |&s| wind(s));
    let mut left = sticks;
    if !nagashi.is_empty() {
        for (i, &s) in achievers.iter().enumerate() {
            let (honba, sticks) = if as_win && i == 0 { (honba, sticks) } else { (0, 0) };
            if let Some(paid) = score::nagashi_payment(Wind::from_index(wind(s)), honba, sticks, rules) {
                for (seat, d) in deltas.iter_mut().enumerate() {
                    *d += paid.get(Wind::from_index(wind(seat as Seat)));
                }
            }
        }
        if as_win {
            left = 0;
        }
    } else if !tenpai.is_empty() && tenpai.len() < n {
        let pool = rules.score.noten_pool as i64;
        let noten = n - tenpai.len();
        for (s, d) in deltas.iter_mut().enumerate() {
            *d += if tenpai.contains(&(s as Seat)) { pool / tenpai.len() as i64 } else { -pool / noten as i64 };
        }
    }
    DrawPayments { deltas, winners: if as_win { achievers } else { vec![] }, sticks: left }
}

impl Round {
    /// Whether [`Round::check_aborts_after_discard`] can end the hand now: a few flag tests, so that the check's
    /// walks over the seats run only while suufon renda is possible (no call yet), when every seat is in riichi,
    /// or when a 4th kan is pending.
    #[inline]
    pub(super) fn may_abort_after_discard(&self) -> bool {
        (self.hot.suufon && self.uninterrupted)
            || (self.hot.suucha_riichi && self.riichi_seats.count_ones() == 4)
            || self.suukaikan_pending
    }

    /// Suufon renda, suucha riichi, suukaikan: checked when a discard has passed without ron.
    pub(super) fn check_aborts_after_discard(&mut self, ev: &mut Vec<Event>) -> bool {
        let (suufon, suucha_riichi) = (self.hot.suufon, self.hot.suucha_riichi);
        let n = self.players as usize;
        if suufon && self.uninterrupted && n == 4 {
            let first = |s: &SeatState| (s.discards.len() == 1).then(|| id_kind(s.discards[0].id));
            if let Some(k) = first(&self.seats[0]) {
                if tile::is_wind(k) && self.seats.iter().all(|s| first(s) == Some(k)) {
                    self.finish_draw(DrawReason::Suufon, vec![], vec![], vec![None; n], ev);
                    return true;
                }
            }
        }
        if suucha_riichi && n == 4 && self.seats.iter().all(|s| s.riichi_accepted) {
            let hands = (0..self.players).map(|s| Some(self.tiles(&self.seats[s as usize].hand))).collect();
            self.finish_draw(DrawReason::SuuchaRiichi, (0..self.players).collect(), vec![], hands, ev);
            return true;
        }
        if self.suukaikan_pending {
            self.suukaikan_pending = false;
            self.finish_draw(DrawReason::Suukaikan, vec![], vec![], vec![None; n], ev);
            return true;
        }
        false
    }

    pub(super) fn finish_wins(
        &mut self,
        winners: &[Seat],
        win: TileId,
        from: Option<Seat>,
        flags: WinFlags,
        ev: &mut Vec<Event>,
    ) {
        let n = self.players as usize;
        let mut deltas = vec![0i64; n];
        let mut chips = self.rules().chips.as_ref().map(|_| vec![0i64; n]);
        // The riichi stick of a declaration that is ronned is never paid (it was not accepted).
        let mut sticks_taken = false;
        for (i, &w) in winners.iter().enumerate() {
            let flags = WinFlags { collects_deposits: i == 0, ..flags };
            // Who pays a daiminkan's rinshan win (points and chips) is settled by `score` from `kanFeeder`.
            let res = self.score_win(w, win, from, flags).expect("a legal win scores").into_result();
            for (s, d) in self.seat_deltas(&res.deltas).iter().enumerate() {
                deltas[s] += d;
            }
            if let (Some(total), Some(won)) = (chips.as_mut(), res.chips.as_ref()) {
                for (s, c) in self.seat_deltas(won).iter().enumerate() {
                    total[s] += c;
                }
            }
            if i == 0 {
                sticks_taken = true;
            }
            // The seat the event names as paying a ron: the discarder, or a kan feeder the win counts as a ron off.
            let paid_off = from.or_else(|| self.feeder_ron(w, win, flags));
            let mut hand = self.seats[w as usize].hand.to_vec();
            if from.is_some() {
                hand.push(win);
            }
            let ura = if self.seats[w as usize].riichi.is_some() {
                self.wall().ura_indicators().iter().map(|&u| self.tile(u)).collect()
            } else {
                vec![]
            };
            ev.push(Event::Win {
                seat: w,
                from: paid_off,
                hand: self.tiles(&hand),
                win_tile: self.tile(win),
                ura_indicators: ura,
                result: Box::new(res),
            });
        }
        if sticks_taken {
            self.sticks = 0;
        }
        self.end(
            Outcome {
                winners: winners.to_vec(),
                draw: None,
                tenpai: vec![],
                nagashi: vec![],
                deltas,
                sticks: self.sticks,
                chips,
            },
            ev,
        );
    }

    pub(super) fn finish_draw(
        &mut self,
        reason: DrawReason,
        tenpai: Vec<Seat>,
        nagashi: Vec<Seat>,
        hands: Vec<Option<Vec<Tile>>>,
        ev: &mut Vec<Event>,
    ) {
        let deltas = vec![0; self.players as usize];
        ev.push(Event::Ryuukyoku {
            reason,
            tenpai: tenpai.clone(),
            nagashi: nagashi.clone(),
            hands,
            deltas: deltas.clone(),
        });
        let chips = self.no_chips();
        self.end(
            Outcome { winners: vec![], draw: Some(reason), tenpai, nagashi, deltas, sticks: self.sticks, chips },
            ev,
        );
    }

    pub(super) fn exhaustive_draw(&mut self, ev: &mut Vec<Event>) {
        let rules = self.rules.clone();
        let tenpai: Vec<Seat> = (0..self.players)
            .filter(|&s| {
                let st = &self.seats[s as usize];
                !st.dead && (st.riichi.is_some() || self.tenpai_waits(s) != 0)
            })
            .collect();
        let nagashi: Vec<Seat> = if rules.score.nagashi == Nagashi::None {
            vec![]
        } else {
            (0..self.players)
                .filter(|&s| {
                    let d = &self.seats[s as usize].discards;
                    !self.seats[s as usize].dead
                        && !d.is_empty()
                        && d.iter().all(|x| is_yaochuu(id_kind(x.id)) && x.called_by.is_none())
                })
                .collect()
        };
        let paid = exhaustive_draw_payments(&rules, self.dealer, self.honba, self.sticks, &tenpai, &nagashi);
        self.sticks = paid.sticks;
        let deltas = paid.deltas;
        let hands =
            (0..self.players).map(|s| tenpai.contains(&s).then(|| self.tiles(&self.seats[s as usize].hand))).collect();
        ev.push(Event::Ryuukyoku {
            reason: DrawReason::Exhaustive,
            tenpai: tenpai.clone(),
            nagashi: nagashi.clone(),
            hands,
            deltas: deltas.clone(),
        });
        self.end(
            Outcome {
                winners: paid.winners,
                draw: Some(DrawReason::Exhaustive),
                tenpai,
                nagashi,
                deltas,
                sticks: self.sticks,
                chips: self.no_chips(),
            },
            ev,
        );
    }

    /// Chips of a hand nobody won: zero for every seat, or `None` without chips.
    pub(super) fn no_chips(&self) -> Option<Vec<i64>> {
        self.rules().chips.as_ref().map(|_| vec![0; self.players as usize])
    }

    pub(super) fn end(&mut self, mut outcome: Outcome, ev: &mut Vec<Event>) {
        for (s, d) in outcome.deltas.iter().enumerate() {
            self.scores[s] += d;
        }
        // Report the whole hand's change, riichi sticks included.
        outcome.deltas = (0..self.players as usize).map(|s| self.scores[s] - self.start_scores[s]).collect();
        outcome.sticks = self.sticks;
        ev.push(Event::RoundEnd {
            deltas: outcome.deltas.clone(),
            scores: self.scores.clone(),
            sticks: self.sticks,
            chips: outcome.chips.clone(),
            chip_totals: None,
        });
        self.phase = Phase::Ended;
        self.outcome = Some(outcome);
    }
}
