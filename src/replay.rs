//! Replays a real game record ([`crate::log::GameLog`]) through the engine and reports where it agrees.
//!
//! Each hand starts from the logged wall (Tenhou's own generator when the record has its `SHUFFLE` seed, else a
//! wall rebuilt from the logged deal, draws and indicators). Every logged action must be in the engine's legal
//! list at that moment; the engine's draws, dora, wins, draws and score changes must equal the log's; and the
//! engine's own game flow (renchan, honba, sticks, the end of the game, final points) must produce the log's next
//! hand and final result.

use crate::error::{Error, Result};
use crate::game::{Game, StartAt};
use crate::log::{self, GameLog, RoundLog, RyuukyokuKind};
use crate::meld::MeldKind;
use crate::round::{Action, DrawReason, Event, Seat};
use crate::rules::{FinalRounding, GameLength, Ruleset};
use crate::tile::Tile;
use crate::wall::tenhou::{tiles_4p, tiles_sanma, TenhouShuffler};
use crate::wall::{ids_of, TileId, Wall, WallLayout};
use serde::Serialize;

/// The verdict on one hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundReport {
    /// `E1-0` style label (hand and honba).
    pub round: String,
    pub ok: bool,
    /// The record stops before the hand's end; every action it has was legal.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub truncated: bool,
    /// Each seat's change over the hand, by seat in first-dealer order, as the engine computed it.
    pub deltas: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The verdict on a whole record.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameReport {
    pub rounds: Vec<RoundReport>,
    /// The game-level verdict: final scores and ranks (and every hand) agree.
    pub ok: bool,
    /// The engine's final raw scores by seat, when the game reached its end.
    pub final_scores: Option<Vec<i64>>,
    pub ranks: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The ruleset a Tenhou record was played under.
pub fn ruleset_for(log: &GameLog) -> Result<Ruleset> {
    let t = &log.game_type;
    let mut rules = Ruleset::preset(if t.players == 3 { "tenhou-sanma" } else { "tenhou" })?;
    if !t.red {
        rules.tiles.flavoured.clear();
    }
    rules.yaku.kuitan = t.kuitan;
    // Tenhou stopped rounding final points at some point; a record whose own settlement shows tenths was
    // played under the unrounded settlement.
    if log.final_points.as_ref().is_some_and(|p| p.iter().any(|x| x.fract() != 0.0)) {
        rules.score.rounding_final = FinalRounding::None;
    }
    if !t.hanchan {
        rules.game.length = GameLength::EastOnly;
        rules.game.extension_limit = "S4".to_string();
    }
    Ok(rules)
}

/// The walls of every hand: Tenhou's generator when the seed is known, else rebuilt from the record.
fn walls_for(log: &GameLog, rules: &Ruleset) -> Result<Vec<Vec<TileId>>> {
    let set = rules.tile_set();
    let layout = WallLayout::for_ruleset(rules);
    // Tenhou's generator, when the seed is of the reproducible kind and its walls deal the logged hands.
    if let Some(Ok(mut shuffler)) = log.shuffle_seed.as_deref().map(TenhouShuffler::from_seed) {
        let tiles = if log.game_type.players == 3 { tiles_sanma() } else { tiles_4p() };
        let walls: Vec<Vec<TileId>> = log.rounds.iter().map(|_| shuffler.next_round(&tiles).yama).collect();
        let deals_match = walls.iter().zip(&log.rounds).all(|(yama, r)| {
            let mut w = match Wall::with_layout(set.clone(), layout.clone(), yama.clone()) {
                Ok(w) => w,
                Err(_) => return false,
            };
            let dealt = w.deal(r.init.dealer);
            dealt.is_ok_and(|hands| {
                hands.iter().zip(&r.init.hands).all(|(a, b)| {
                    let (mut a, mut b) = (a.clone(), b.clone());
                    a.sort_unstable();
                    b.sort_unstable();
                    a == b
                })
            })
        });
        if deals_match {
            return Ok(walls);
        }
    }
    log.rounds.iter().map(|r| rebuild_wall(r, &ids_of(&set), &layout)).collect()
}

/// Places every tile the record shows at its wall position (deal, live draws, replacement draws, indicators)
/// and fills the rest with the unseen tiles.
fn rebuild_wall(round: &RoundLog, all: &[TileId], layout: &WallLayout) -> Result<Vec<TileId>> {
    let n = all.len();
    let mut yama: Vec<Option<TileId>> = vec![None; n];
    let players = layout.players as usize;
    let mut top = 0usize;
    let put = |yama: &mut Vec<Option<TileId>>, pos: usize, id: TileId| -> Result<()> {
        match yama[pos] {
            Some(x) if x != id => Err(Error::bad_request(format!("wall position {pos} holds two tiles"))),
            _ => {
                yama[pos] = Some(id);
                Ok(())
            }
        }
    };
    // Deal: three passes of four, then one each, dealer first.
    let dealer = round.init.dealer as usize;
    let mut cursor = vec![0usize; players];
    let mut dealt = 0;
    while dealt < layout.hand_size as usize {
        let take = (layout.hand_size as usize - dealt).min(4);
        for off in 0..players {
            let seat = (dealer + off) % players;
            for _ in 0..take {
                let id = round.init.hands[seat][cursor[seat]];
                cursor[seat] += 1;
                put(&mut yama, n - 1 - top, id)?;
                top += 1;
            }
        }
        dealt += take;
    }
    let mut replacements = 0usize;
    let mut after_kan = false;
    for a in &round.actions {
        match a {
            log::Action::Draw { tile, .. } => {
                if after_kan {
                    put(&mut yama, replacements ^ 1, *tile)?;
                    replacements += 1;
                    after_kan = false;
                } else {
                    put(&mut yama, n - 1 - top, *tile)?;
                    top += 1;
                }
            }
            log::Action::Call { meld, .. } => {
                after_kan =
                    matches!(meld.kind, MeldKind::Daiminkan | MeldKind::Ankan | MeldKind::Kakan | MeldKind::Nuki);
            }
            _ => {}
        }
    }
    let r = layout.replacement_tiles as usize;
    put(&mut yama, r + 1, round.init.dora_indicator)?;
    let mut dora_i = 1;
    for a in &round.actions {
        match a {
            log::Action::NewDora { indicator } => {
                put(&mut yama, r + 2 * dora_i + 1, *indicator)?;
                dora_i += 1;
            }
            log::Action::Win(w) => {
                for (i, u) in w.ura_indicators.iter().enumerate() {
                    put(&mut yama, r + 2 * i, *u)?;
                }
            }
            _ => {}
        }
    }
    let mut unseen: Vec<TileId> = all.iter().copied().filter(|id| !yama.contains(&Some(*id))).collect();
    unseen.reverse();
    Ok(yama.into_iter().map(|x| x.unwrap_or_else(|| unseen.pop().expect("tile counts match"))).collect())
}

/// Tenhou numbers hands 4 to a wind even in sanma (S1 = 4); the engine counts `players` to a wind.
fn hand_index(round: u8, players: u8) -> u8 {
    round / 4 * players + round % 4
}

fn label(round: u8, honba: u8) -> String {
    format!("{}{}-{honba}", ["E", "S", "W", "N"][(round / 4) as usize % 4], round % 4 + 1)
}

/// Replays a record. Never panics on a strange record: every problem becomes a report line.
pub fn replay(log: &GameLog) -> GameReport {
    replay_game(log).0
}

/// [`replay`], also giving the engine's game when the whole record replayed exactly (`report.ok`): one game played
/// from the first logged hand to the last with the logged actions, whose [`Game::events`] are the record's game as
/// the engine tells it (the play statistics of [`crate::stats`] read real games this way).
pub fn replay_game(log: &GameLog) -> (GameReport, Option<Game>) {
    let mut rounds = Vec::new();
    match replay_inner(log, &mut rounds) {
        Ok(((final_scores, ranks, game_error), game)) => {
            let ok = rounds.iter().all(|r| r.ok) && game_error.is_none();
            let game = game.filter(|_| ok);
            (GameReport { ok, final_scores, ranks, error: game_error, rounds }, game)
        }
        Err(e) => (GameReport { ok: false, final_scores: None, ranks: None, error: Some(e.message), rounds }, None),
    }
}

type Finals = (Option<Vec<i64>>, Option<Vec<u8>>, Option<String>);

/// The verdict on the game and the engine's game when the record was played to its end. A hand that fails or a
/// flow that goes elsewhere restarts the engine (and sets the game-level error), so an error-free verdict means
/// one game played throughout.
fn replay_inner(log: &GameLog, reports: &mut Vec<RoundReport>) -> Result<(Finals, Option<Game>)> {
    let rules = ruleset_for(log)?;
    let walls = walls_for(log, &rules)?;
    if log.rounds.is_empty() {
        return Err(Error::bad_request("the record has no hands"));
    }
    let players = log.game_type.players;
    // Starts (or restarts) the engine at logged hand `i`: the first hand of an excerpt, or after the engine's
    // own flow went elsewhere (reported once as a game-level error, so later hands are still checked).
    let start_at = |i: usize| -> Result<Game> {
        let init = &log.rounds[i].init;
        let scores: Vec<i64> = init.scores.iter().map(|&s| s as i64).collect();
        let at = StartAt {
            index: hand_index(init.round, players) as u32,
            honba: init.honba as u32,
            sticks: init.riichi_sticks as u32,
        };
        Ok(Game::starting_at(rules.clone(), "replay", Some(scores), walls[i..].to_vec(), Some(at))?.0)
    };
    let mut game = start_at(0)?;
    let mut flow_error: Option<String> = None;
    let red = log.game_type.red;
    for (i, round) in log.rounds.iter().enumerate() {
        let name = label(round.init.round, round.init.honba);
        // The engine's own flow must have arrived at the logged hand.
        let r = game.round();
        let here = (r.round_wind * r.players() + r.hand_number, r.honba, r.sticks, r.scores.clone());
        let logged = (
            hand_index(round.init.round, players),
            round.init.honba as u32,
            round.init.riichi_sticks as u32,
            round.init.scores.iter().map(|&s| s as i64).collect::<Vec<_>>(),
        );
        if game.is_over() || (here.0, here.1, here.2, &here.3) != (logged.0, logged.1, logged.2, &logged.3) {
            flow_error.get_or_insert(format!(
                "before {name}: the engine's game flow reached {} (hand {}, honba {}, sticks {}, scores {:?}) but the log plays hand {}, honba {}, sticks {}, scores {:?}",
                if game.is_over() { "the end of the game".to_string() } else { game.round().label() },
                here.0, here.1, here.2, here.3, logged.0, logged.1, logged.2, logged.3
            ));
            game = start_at(i)?;
        }
        let before = game.round().scores.clone();
        let result = replay_round(&mut game, round, red, i);
        let deltas: Vec<i64> = game.round().scores.iter().zip(&before).map(|(a, b)| a - b).collect();
        let ok = result.is_ok();
        let truncated = matches!(&result, Err(e) if e.code == "truncated");
        reports.push(RoundReport { round: name, ok, truncated, deltas, error: result.err().map(|e| e.message) });
        if truncated {
            return Ok(((None, None, flow_error), None));
        }
        if !ok {
            if i + 1 < log.rounds.len() {
                game = start_at(i + 1)?;
            }
            flow_error.get_or_insert("a hand did not replay".into());
        }
    }
    if let Some(e) = flow_error {
        return Ok(((None, None, Some(e)), None));
    }
    let Some(res) = game.result().cloned() else {
        let why = log.final_scores.as_ref().map(|_| "the log ends the game but the engine would play on".to_string());
        return Ok(((None, None, why), None));
    };
    let mut err = None;
    if let Some(fs) = &log.final_scores {
        let logged: Vec<i64> = fs.iter().map(|&s| s as i64).collect();
        if logged != res.scores {
            err = Some(format!("final scores: log {:?}, engine {:?}", logged, res.scores));
        }
    }
    if let (Some(fp), None) = (&log.final_points, &err) {
        if fp.iter().zip(&res.points).any(|(a, b)| (a - b).abs() > 1e-6) {
            err = Some(format!("final points: log {:?}, engine {:?}", fp, res.points));
        }
    }
    let finals = (Some(res.scores), Some(res.ranks), err);
    Ok((finals, Some(game)))
}

/// Steps one hand: every logged action applied as the seat's choice, every automatic step checked.
fn replay_round(game: &mut Game, round: &RoundLog, red: bool, index: usize) -> Result<()> {
    let tile = |id: TileId| log::tile_of_id(id, red);
    let acts = &round.actions;
    // Win deltas are keyed by seat wind of this hand; the game may already have dealt the next one.
    let dealer = game.round().dealer;
    let mut ended = false;
    // Indicators the log has revealed so far; the engine must show the same ones by the next discard.
    let mut log_dora: Vec<Tile> = vec![game.round().view(None).dora_indicators[0]];
    let mut riichi_next = false;
    let mut pending: Vec<Event> = vec![];
    let mut wins_seen = 0usize;
    let mut i = 0;
    let fail = |i: usize, what: String| Error::bad_request(format!("hand #{index}, log action #{i}: {what}"));
    let apply = |game: &mut Game, seat: Seat, a: &Action, i: usize| -> Result<Vec<Event>> {
        game.apply(seat, a).map_err(|e| {
            Error::bad_request(format!(
                "hand #{index}, log action #{i}: seat {seat} {} rejected: {} (legal: {})",
                serde_json::to_string(a).unwrap_or_default(),
                e.message,
                serde_json::to_string(&game.legal_actions(seat)).unwrap_or_default()
            ))
        })
    };
    while i < acts.len() {
        match &acts[i] {
            log::Action::Draw { seat, tile: t } => {
                let drew = game.round().view(None).seats[*seat as usize].drawn;
                if drew != Some(tile(*t)) {
                    return Err(fail(
                        i,
                        format!("log draws {} for seat {seat}, engine's draw is {:?}", tile(*t), drew),
                    ));
                }
            }
            log::Action::RiichiDeclared { .. } => riichi_next = true,
            log::Action::Discard { seat, tile: t } => {
                let drawn = game.round().view(None).seats[*seat as usize].drawn;
                let tsumogiri = Some(tile(*t)) == drawn && is_tsumogiri(acts, i);
                let a =
                    Action::Discard { tile: tile(*t), riichi: riichi_next, open: false, tsumogiri: Some(tsumogiri) };
                let a = if game.legal_actions(*seat).contains(&a) {
                    a
                } else {
                    Action::Discard { tile: tile(*t), riichi: riichi_next, open: false, tsumogiri: None }
                };
                riichi_next = false;
                pending.extend(apply(game, *seat, &a, i)?);
                if !pending.iter().any(|e| matches!(e, Event::RoundEnd { .. })) {
                    let shown = game.round().view(None).dora_indicators;
                    if shown != log_dora {
                        return Err(fail(
                            i,
                            format!(
                                "after the discard the log shows dora indicators {:?}, the engine {:?}",
                                names(&log_dora),
                                names(&shown)
                            ),
                        ));
                    }
                }
                answer_claims(game, acts, i, &tile, &mut pending, index)?;
            }
            log::Action::Call { seat, meld } => match meld.kind {
                MeldKind::Ankan => {
                    let a = Action::Ankan { tile: Tile::new(meld.tiles[0] / 4) };
                    pending.extend(apply(game, *seat, &a, i)?);
                }
                MeldKind::Kakan => {
                    let a = Action::Kakan { tile: tile(meld.added.unwrap_or(meld.tiles[3])) };
                    pending.extend(apply(game, *seat, &a, i)?);
                    answer_claims(game, acts, i, &tile, &mut pending, index)?;
                }
                MeldKind::Nuki => {
                    let a = Action::Nuki { tile: tile(meld.tiles[0]) };
                    pending.extend(apply(game, *seat, &a, i)?);
                    answer_claims(game, acts, i, &tile, &mut pending, index)?;
                }
                // Chi, pon and daiminkan were answered in the claim window of the discard before them.
                _ => {}
            },
            log::Action::Win(w) => {
                if w.is_tsumo() {
                    pending.extend(apply(game, w.who, &Action::Tsumo, i)?);
                }
                // Rons were answered in the claim window; compare this win with the engine's.
                check_win(&pending, wins_seen, w, dealer).map_err(|what| fail(i, what))?;
                wins_seen += 1;
            }
            log::Action::Ryuukyoku(r) => {
                if r.kind == RyuukyokuKind::NineTerminals {
                    let seat = game.status().to_act[0];
                    pending.extend(apply(game, seat, &Action::Kyuushu, i)?);
                }
                check_draw(&pending, r).map_err(|what| fail(i, what))?;
            }
            log::Action::NewDora { indicator } => log_dora.push(tile(*indicator)),
            log::Action::RiichiAccepted { .. } | log::Action::Disconnect { .. } | log::Action::Reconnect { .. } => {}
        }
        i += 1;
    }
    ended |= pending.iter().any(|e| matches!(e, Event::RoundEnd { .. }));
    let logged_end = acts.iter().any(|a| matches!(a, log::Action::Win(_) | log::Action::Ryuukyoku(_)));
    if !ended && !logged_end {
        // Every logged action was legal, but the record stops before the hand's end (an excerpt).
        return Err(Error::new(
            "truncated",
            format!("hand #{index}: the record stops mid-hand after {} actions", acts.len()),
        ));
    }
    if !ended {
        return Err(fail(i, "the log's hand ended but the engine's goes on".into()));
    }
    Ok(())
}

/// The engine's win number `nth` of the hand (among `pending`'s events) held to the logged win `w`: the same winner
/// and the same change of each seat (the log's deltas are by seat from this hand's `dealer`).
fn check_win(pending: &[Event], nth: usize, w: &log::Win, dealer: Seat) -> std::result::Result<(), String> {
    let engine_win = pending
        .iter()
        .filter_map(|e| match e {
            Event::Win { seat, result, .. } => Some((*seat, result)),
            _ => None,
        })
        .nth(nth)
        .ok_or_else(|| format!("the log has a win by seat {} the engine did not make", w.who))?;
    if engine_win.0 != w.who {
        return Err(format!("winner: log seat {}, engine seat {}", w.who, engine_win.0));
    }
    let players = w.deltas.len() as u8;
    let engine: Vec<i64> = (0..players)
        .map(|s| engine_win.1.deltas.get(crate::rules::Wind::from_index((s + players - dealer) % players)))
        .collect();
    let logged: Vec<i64> = w.deltas.iter().map(|&d| d as i64).collect();
    if engine != logged {
        return Err(format!(
            "win by seat {}: log deltas {:?} (fu {}, {} points, yaku {:?}), engine {:?} (fu {}, han {}, yaku {:?})",
            w.who,
            logged,
            w.fu,
            w.points,
            w.yaku,
            engine,
            engine_win.1.fu,
            engine_win.1.han,
            engine_win.1.yaku.iter().map(|y| (&y.id, y.han)).collect::<Vec<_>>()
        ));
    }
    Ok(())
}

/// The engine's end of the hand (among `pending`'s events) held to the logged draw `r`: the same reason, and the
/// same payments where the log has them.
fn check_draw(pending: &[Event], r: &log::Ryuukyoku) -> std::result::Result<(), String> {
    let got = pending.iter().find_map(|e| match e {
        Event::Ryuukyoku { reason, .. } => Some(*reason),
        _ => None,
    });
    let want = match r.kind {
        RyuukyokuKind::Exhaustive | RyuukyokuKind::NagashiMangan => DrawReason::Exhaustive,
        RyuukyokuKind::NineTerminals => DrawReason::Kyuushu,
        RyuukyokuKind::FourRiichi => DrawReason::SuuchaRiichi,
        RyuukyokuKind::TripleRon => DrawReason::Sanchahou,
        RyuukyokuKind::FourKans => DrawReason::Suukaikan,
        RyuukyokuKind::FourWinds => DrawReason::Suufon,
    };
    if got != Some(want) {
        return Err(format!("log ends the hand by {:?}, engine: {:?}", r.kind, got));
    }
    if !r.deltas.is_empty() {
        let engine = pending.iter().find_map(|e| match e {
            Event::Ryuukyoku { deltas, .. } => Some(deltas.clone()),
            _ => None,
        });
        let logged: Vec<i64> = r.deltas.iter().map(|&d| d as i64).collect();
        if engine.as_ref() != Some(&logged) {
            return Err(format!("draw payments: log {:?}, engine {:?}", logged, engine));
        }
    }
    Ok(())
}

/// Whether the discard at `i` is the tile just drawn: in mjlog, a discard right after the same seat's draw of
/// the same id.
fn is_tsumogiri(acts: &[log::Action], i: usize) -> bool {
    let log::Action::Discard { seat, tile } = &acts[i] else { return false };
    acts[..i].iter().rev().find_map(|a| match a {
        log::Action::Draw { seat: s, tile: t } if s == seat => Some(t == tile),
        log::Action::Discard { .. } | log::Action::Call { .. } => Some(false),
        _ => None,
    }) == Some(true)
}

/// Answers an open claim window as the log says: the seats that won (ron / chankan) or called, and a pass from
/// every other seat the engine asks.
fn answer_claims(
    game: &mut Game,
    acts: &[log::Action],
    i: usize,
    tile: &dyn Fn(TileId) -> Tile,
    pending: &mut Vec<Event>,
    index: usize,
) -> Result<()> {
    let mut answers: Vec<(Seat, Action)> = vec![];
    for a in acts[i + 1..].iter() {
        match a {
            log::Action::Win(w) if !w.is_tsumo() => answers.push((w.who, Action::Ron)),
            log::Action::Ryuukyoku(r) if r.kind == RyuukyokuKind::TripleRon => {
                // The three claimants are shown in the record's hands.
                for (s, _) in &r.shown_hands {
                    answers.push((*s, Action::Ron));
                }
            }
            log::Action::Call { seat, meld }
                if matches!(meld.kind, MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan) =>
            {
                let from_hand = meld.from_hand();
                let a = match meld.kind {
                    MeldKind::Chi => Action::Chi { tiles: sorted_pair(tile(from_hand[0]), tile(from_hand[1])) },
                    MeldKind::Pon => Action::Pon { tiles: sorted_pair(tile(from_hand[0]), tile(from_hand[1])) },
                    _ => Action::Daiminkan,
                };
                answers.push((*seat, a));
                break;
            }
            log::Action::RiichiAccepted { .. } | log::Action::NewDora { .. } => continue,
            log::Action::Disconnect { .. } | log::Action::Reconnect { .. } => continue,
            _ => {}
        }
        if !matches!(a, log::Action::Win(_)) {
            break;
        }
    }
    let asked = game.status().to_act;
    if game.status().phase != "claims" {
        if let Some((s, a)) = answers.first() {
            return Err(Error::bad_request(format!(
                "hand #{index}, log action #{}: seat {s} {} but the engine offers no claim",
                i + 1,
                serde_json::to_string(a).unwrap_or_default()
            )));
        }
        return Ok(());
    }
    for &s in &asked {
        let a = answers.iter().find(|(x, _)| *x == s).map(|(_, a)| a.clone()).unwrap_or(Action::Pass);
        let ev = game.apply(s, &a).map_err(|e| {
            Error::bad_request(format!(
                "hand #{index}, log action #{}: seat {s} {} rejected: {} (legal: {})",
                i + 1,
                serde_json::to_string(&a).unwrap_or_default(),
                e.message,
                serde_json::to_string(&game.legal_actions(s)).unwrap_or_default()
            ))
        })?;
        pending.extend(ev);
    }
    for (s, a) in &answers {
        if !asked.contains(s) {
            return Err(Error::bad_request(format!(
                "hand #{index}, log action #{}: seat {s} {} but the engine does not offer it that claim",
                i + 1,
                serde_json::to_string(a).unwrap_or_default()
            )));
        }
    }
    Ok(())
}

fn names(tiles: &[Tile]) -> Vec<String> {
    tiles.iter().map(|t| t.to_string()).collect()
}

fn sorted_pair(a: Tile, b: Tile) -> [Tile; 2] {
    if a <= b {
        [a, b]
    } else {
        [b, a]
    }
}
