//! A review of one seat's play over a whole game: at each of its decisions the move made beside the most efficient
//! move and the strong bot's, with the numbers behind each ([`Analysis`]), and per hand and per game how often it
//! agreed with the bot, the acceptance it gave up, and its deal-ins on a tile when a safer one was there to discard.

use super::danger::safety;
use super::{Analysis, CallOption, Moment, Reader};
use crate::autoplay::bot_seed;
use crate::bot::{Bot, Level};
use crate::error::Result;
use crate::game::Game;
use crate::round::{Action, Event, Seat};
use crate::tile::{kinds_in, Counts, Kind};
use serde::Serialize;

/// A move and its numbers, from the decision's analysis.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct ReviewMove {
    pub action: Action,
    /// Shanten after it (-1: a win).
    pub shanten: i8,
    /// Live tiles of the acceptance it leaves (a call: its best discard's).
    pub tiles: u32,
    /// Its highest danger `value` against a threat (0 with no threat, or no tile let go; a chi or pon: its best
    /// discard's).
    pub danger: u16,
}

/// One decision of the seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    /// The action's place in the game's record (`toJSON().actions`): the table before it is the state after the
    /// actions before it.
    pub index: u32,
    /// The hand it belongs to (0: the game's first).
    pub hand: u32,
    pub made: ReviewMove,
    /// The move that leaves the lowest shanten, then the most live tiles, then the least danger (a win when one
    /// is offered); on a tie the move made, then passing rather than a call.
    pub efficient: ReviewMove,
    /// The strong bot's move, decided from the seat's view as `botAction` decides it.
    pub bot: ReviewMove,
    /// The move made is the bot's (same tile and riichi for a discard).
    pub agrees: bool,
    /// Live tiles the move made gives up against the most efficient move at the same shanten (0 otherwise).
    pub acceptance_lost: u32,
    /// Steps back in shanten: on the seat's turn, from the most efficient discard's; in a claim window, from the
    /// hand as it stands (passing's), so that a pass is never a step back and a call that leaves the hand farther
    /// from ready is.
    pub shanten_lost: i8,
    /// How much more danger than the bot's move the move made took (0 when no more).
    pub danger_added: u16,
    /// The tile let go was won on.
    pub deal_in: bool,
    /// That deal-in was on a tile when a tile of lower danger against the winner could have been discarded.
    pub safer_available: bool,
    pub analysis: Analysis,
}

/// The figures of a stretch of decisions (a hand, or the game).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ReviewSummary {
    pub decisions: u32,
    /// Decisions where the move made was the strong bot's.
    pub agreed: u32,
    pub acceptance_lost: u32,
    /// Decisions that went back a step in shanten (`Decision::shanten_lost`).
    pub shanten_lost: u32,
    /// Decisions that took more danger than the bot's move.
    pub riskier: u32,
    pub deal_ins: u32,
    /// Deal-ins on a tile when a safer one could have been discarded.
    pub deal_ins_safer_available: u32,
}

/// One hand of the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct HandReview {
    /// The hand's label as views give it (`E1`, `S3`, ...) and its honba.
    pub round: String,
    pub honba: u32,
    pub summary: ReviewSummary,
}

/// A seat's play over a game (`docs/API.md`, `game.review(seat)`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct Review {
    pub seat: Seat,
    pub decisions: Vec<Decision>,
    /// One per hand dealt, in order (`Decision::hand` indexes it).
    pub hands: Vec<HandReview>,
    pub game: ReviewSummary,
}

/// What a discard decision keeps for a deal-in on it found later: the tiles in sight, each seat's safe kinds then,
/// the kinds that could have been discarded, and the one that was.
struct Pending {
    decision: usize,
    visible: Counts,
    safe: [u64; 4],
    options: u64,
    made: Kind,
}

/// Reviews `seat`'s decisions over `game`'s record so far, replaying it from its start.
pub fn review(game: &Game, seat: Seat) -> Result<Review> {
    let rules = game.rules();
    let set = rules.tile_set();
    let mut replay = game.restarted()?;
    let mut bot = Bot::with_level(rules, 1, Level::Strong);
    let mut decisions: Vec<Decision> = Vec::new();
    let mut hands = vec![hand_review(&replay)];
    let mut pending: Option<Pending> = None;
    for (index, (by, action)) in game.history().iter().enumerate() {
        let legal = replay.legal(*by);
        let moment = legal.iter().any(|a| matches!(a, Action::Discard { .. } | Action::Pass));
        if *by == seat {
            pending = None;
        }
        if *by == seat && legal.len() > 1 && moment {
            let reader = Reader::new(&replay, seat, &set);
            let analysis = reader.analysis();
            bot.reseed(bot_seed(&replay, seat));
            let bot_action = bot.choose(&replay, seat);
            let made = choice(&analysis, action);
            let bot_move = choice(&analysis, &bot_action);
            let efficient = efficient(&analysis, replay.legal(seat), action);
            let same_shanten = made.shanten == efficient.shanten;
            let shanten_lost = match analysis.moment {
                Moment::Claim => made.shanten - analysis.shanten,
                _ => made.shanten - efficient.shanten,
            };
            if let (Moment::Turn, Action::Discard { tile, .. }) = (analysis.moment, action) {
                pending = Some(Pending {
                    decision: decisions.len(),
                    visible: reader.visible(),
                    safe: reader.safe_kinds(),
                    options: analysis.discards.iter().fold(0, |m, d| m | 1 << d.tile.kind),
                    made: tile.kind,
                });
            }
            decisions.push(Decision {
                index: index as u32,
                hand: hands.len() as u32 - 1,
                agrees: same_move(action, &bot_action),
                acceptance_lost: if same_shanten { efficient.tiles.saturating_sub(made.tiles) } else { 0 },
                shanten_lost: shanten_lost.max(0),
                danger_added: made.danger.saturating_sub(bot_move.danger),
                deal_in: false,
                safer_available: false,
                made,
                efficient,
                bot: bot_move,
                analysis,
            });
        }
        let mut dealt = false;
        for event in replay.step(*by, action)? {
            match event {
                Event::Win { from: Some(from), seat: winner, .. } if *from == seat => {
                    if let Some(p) = pending.take() {
                        let estimate = |k: Kind| safety(k, p.safe[*winner as usize], &p.visible).estimate();
                        let made = estimate(p.made);
                        let d = &mut decisions[p.decision];
                        d.deal_in = true;
                        d.safer_available = kinds_in(p.options).any(|k| estimate(k as Kind) < made);
                    }
                }
                Event::Deal { .. } => dealt = true,
                _ => {}
            }
        }
        if dealt {
            pending = None;
            hands.push(hand_review(&replay));
        }
    }
    let mut total = ReviewSummary::default();
    for d in &decisions {
        for summary in [&mut hands[d.hand as usize].summary, &mut total] {
            summary.decisions += 1;
            summary.agreed += d.agrees as u32;
            summary.acceptance_lost += d.acceptance_lost;
            summary.shanten_lost += (d.shanten_lost > 0) as u32;
            summary.riskier += (d.danger_added > 0) as u32;
            summary.deal_ins += d.deal_in as u32;
            summary.deal_ins_safer_available += d.safer_available as u32;
        }
    }
    Ok(Review { seat, decisions, hands, game: total })
}

fn hand_review(game: &Game) -> HandReview {
    let round = game.round();
    HandReview { round: round.label(), honba: round.honba, summary: ReviewSummary::default() }
}

/// Whether two actions are the same move: a discard of the same tile with the same riichi flag (drawn or from the
/// hand aside), or the same action.
fn same_move(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::Discard { tile, riichi, .. }, Action::Discard { tile: t2, riichi: r2, .. }) => {
            tile == t2 && riichi == r2
        }
        _ => a == b,
    }
}

/// The numbers of `action` in `analysis`.
fn choice(analysis: &Analysis, action: &Action) -> ReviewMove {
    let worst = |danger: &[super::TileDanger]| danger.iter().map(|d| d.value).max().unwrap_or(0);
    let (shanten, tiles, danger) = match action {
        Action::Discard { tile, .. } => match analysis.discards.iter().find(|d| d.tile == *tile) {
            Some(d) => (d.shanten, d.tiles, worst(&d.danger)),
            None => (analysis.shanten, 0, 0),
        },
        Action::Tsumo | Action::Ron => (-1, 0, 0),
        _ => match analysis.calls.iter().find(|c| c.action == *action) {
            Some(c) => {
                let best = c.discards.iter().filter(|d| d.shanten == c.shanten).max_by_key(|d| d.tiles);
                (c.shanten, c.tiles, best.map_or(0, |d| worst(&d.danger)))
            }
            None => (analysis.shanten, 0, 0),
        },
    };
    ReviewMove { action: action.clone(), shanten, tiles, danger }
}

/// The most efficient of the legal moves: a win; else the discard (or, in a claim window, the call or pass) that
/// leaves the lowest shanten, then the most live tiles, then the least danger; on a tie the move `made`, then
/// passing rather than a call.
fn efficient(analysis: &Analysis, legal: &[Action], made: &Action) -> ReviewMove {
    if let Some(win) = legal.iter().find(|a| matches!(a, Action::Tsumo | Action::Ron)) {
        return choice(analysis, win);
    }
    let candidates: Vec<Action> = match analysis.moment {
        Moment::Turn => analysis
            .discards
            .iter()
            .map(|d| Action::Discard { tile: d.tile, riichi: false, open: false, tsumogiri: None })
            .collect(),
        _ => {
            let (pass, calls): (Vec<&CallOption>, Vec<&CallOption>) =
                analysis.calls.iter().partition(|c| c.action == Action::Pass);
            pass.into_iter().chain(calls).map(|c| c.action.clone()).collect()
        }
    };
    // The move made first, so that it is the one named when it is as efficient as any.
    let is_made = |a: &Action| match (a, made) {
        (Action::Discard { tile, .. }, Action::Discard { tile: t, .. }) => tile == t,
        _ => a == made,
    };
    let (first, rest): (Vec<Action>, Vec<Action>) = candidates.into_iter().partition(is_made);
    let mut best: Option<ReviewMove> = None;
    for c in first.iter().chain(&rest).map(|a| choice(analysis, a)) {
        let better = best.as_ref().is_none_or(|b| {
            (c.shanten, std::cmp::Reverse(c.tiles), c.danger) < (b.shanten, std::cmp::Reverse(b.tiles), b.danger)
        });
        if better {
            best = Some(c);
        }
    }
    best.unwrap_or_else(|| choice(analysis, &legal[0]))
}
