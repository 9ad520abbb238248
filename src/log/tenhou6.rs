//! tenhou.net/6 JSON: `{"name": [...], "rule": {"disp": "鳳南喰赤", "aka": 1}, "log": [round, ...], "sc": [...]}`
//! (one game object; mjx's "mjscore" files hold one object per line, one round each, which [`parse`] also reads).
//!
//! Each round is `[[kyoku, honba, sticks], scores, dora indicators, ura indicators, (hand, draws, discards) × 4,
//! result]`. Tiles are codes 11-19 m, 21-29 p, 31-39 s, 41-47 honours, 51-53 red 5m/5p/5s; `60` in a discard
//! list is tsumogiri. Calls are strings with a letter before the called tile: in draw lists `c` chi, `p` pon,
//! `m` daiminkan (followed by a `0` in the discard list); in discard lists `a` ankan, `k` kakan, `r` riichi
//! (then the discard), `f` kita. The letter's position tells the source: first = the player on the left,
//! middle = opposite, last = the right.
//!
//! The format has no physical identity nor a global order, so this reader rebuilds both: turns pass counter-
//! clockwise unless another seat's next draw entry is a call of the discard just made (pon and kan before
//! chi), and each tile gets a 136-id when it appears (red fives copy 0, others the lowest free copy) and keeps
//! it while it moves. Kan dora are placed where Tenhou's mjlog puts them: an ankan's at once, before the
//! replacement draw; an open kan's after the replacement draw, when the kan player goes on (none on a rinshan
//! win).

use super::{Action, GameLog, GameType, Meld, MeldKind, RoundInit, RoundLog, Ryuukyoku, RyuukyokuKind, TileId, Win};
use crate::error::{Error, Result};
use serde_json::Value;

fn bad(m: impl Into<String>) -> Error {
    Error::bad_request(m.into())
}

/// A tile code as (kind, red).
fn code_kind(code: u64) -> Result<(u8, bool)> {
    let c = code as u8;
    match code {
        11..=19 | 21..=29 | 31..=39 => Ok(((c / 10 - 1) * 9 + c % 10 - 1, false)),
        41..=47 => Ok((27 + c % 10 - 1, false)),
        51..=53 => Ok(((c - 51) * 9 + 4, true)),
        _ => Err(bad(format!("tile code {code} is not a tile"))),
    }
}

/// Reads a tenhou.net/6 document: one game object, or one object per line (mjx "mjscore").
pub fn parse(text: &str) -> Result<GameLog> {
    let text = text.trim_start_matches('\u{feff}').trim();
    let objects: Vec<Value> = match serde_json::from_str::<Value>(text) {
        Ok(v) => vec![v],
        Err(_) => text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).map_err(|e| bad(format!("tenhou.net/6 JSON: {e}"))))
            .collect::<Result<_>>()?,
    };
    let first = objects.first().ok_or_else(|| bad("empty tenhou.net/6 document"))?;
    if !objects.iter().all(|o| o["log"].is_array()) {
        return Err(bad("not tenhou.net/6 JSON: no 'log' list"));
    }
    let rule = &first["rule"];
    let display = rule["disp"].as_str().map(str::to_string);
    let disp = display.clone().unwrap_or_default();
    let red = ["aka", "aka51", "aka52", "aka53"].iter().any(|k| rule[*k].as_u64().unwrap_or(0) > 0);
    let rounds_json: Vec<&Value> = objects
        .iter()
        .flat_map(|o| o["log"].as_array().map(|a| a.iter().collect::<Vec<_>>()).unwrap_or_default())
        .collect();
    let sanma = disp.starts_with('三')
        || rounds_json.first().is_some_and(|r| r[4 + 3 * 3].as_array().is_some_and(|h| h.is_empty()));
    let players = if sanma { 3 } else { 4 };
    let game_type = GameType {
        raw: None,
        lobby: first["lobby"].as_u64().map(|l| l as u32),
        display,
        players,
        red,
        kuitan: disp.is_empty() || disp.contains('喰'),
        hanchan: disp.is_empty() || disp.contains('南'),
        fast: disp.contains('速'),
    };
    let mut rounds = Vec::new();
    for (i, r) in rounds_json.iter().enumerate() {
        rounds.push(read_round(r, players, red).map_err(|e| bad(format!("round {i}: {}", e.message)))?);
    }
    let (mut final_scores, mut final_points) = (None, None);
    if let Some(sc) = objects.last().and_then(|o| o["sc"].as_array()) {
        let n = players as usize;
        final_scores = Some(sc.iter().step_by(2).take(n).map(|x| x.as_f64().unwrap_or(0.0).round() as i32).collect());
        final_points = Some(sc.iter().skip(1).step_by(2).take(n).map(|x| x.as_f64().unwrap_or(0.0)).collect());
    }
    Ok(GameLog { game_type, shuffle_seed: None, rounds, final_scores, final_points })
}

/// Gives each tile a 136-id when it first appears; red fives get copy 0.
#[derive(Clone)]
struct Ids {
    used: [bool; 136],
    red: bool,
}

impl Ids {
    fn new_tile(&mut self, code: u64) -> Result<TileId> {
        let (kind, is_red) = code_kind(code)?;
        let reserved_red = self.red && matches!(kind, 4 | 13 | 22);
        let copies: &[u8] = if is_red {
            &[0]
        } else if reserved_red {
            &[1, 2, 3]
        } else {
            &[0, 1, 2, 3]
        };
        for &c in copies {
            let id = kind * 4 + c;
            if !self.used[id as usize] {
                self.used[id as usize] = true;
                return Ok(id);
            }
        }
        let what = if is_red {
            "a second red"
        } else if reserved_red {
            "a fourth plain"
        } else {
            "a fifth"
        };
        Err(bad(format!("{what} copy of tile code {code}: more than the tile set holds")))
    }
}

/// Removes from `hand` a tile matching `code` (kind and red) and returns its id.
fn take_code(hand: &mut Vec<TileId>, code: u64, red_game: bool) -> Result<TileId> {
    let (kind, is_red) = code_kind(code)?;
    let matches = |id: TileId| id / 4 == kind && (red_game && matches!(id, 16 | 52 | 88)) == is_red;
    let pos =
        hand.iter().position(|&id| matches(id)).ok_or_else(|| bad(format!("tile code {code} is not in the hand")))?;
    Ok(hand.remove(pos))
}

/// A call string split into its tiles and the letter's position (counted in tiles).
struct CallString {
    letter: char,
    /// Index of the tile right after the letter.
    at: usize,
    tiles: Vec<u64>,
}

/// The letter that marks a call in a tenhou.net/6 draw or discard string.
pub(crate) fn call_letter(kind: MeldKind) -> char {
    match kind {
        MeldKind::Chi => 'c',
        MeldKind::Pon => 'p',
        MeldKind::Daiminkan => 'm',
        MeldKind::Kakan => 'k',
        MeldKind::Ankan => 'a',
        MeldKind::Nuki => 'f',
    }
}

fn parse_call(s: &str) -> Result<CallString> {
    let letter_pos =
        s.find(|c: char| c.is_ascii_alphabetic()).ok_or_else(|| bad(format!("call '{s}' has no letter")))?;
    let letter = s[letter_pos..].chars().next().unwrap();
    let digits: String = s.chars().filter(|c| c.is_ascii_digit()).collect();
    if digits.len() % 2 != 0 || letter_pos % 2 != 0 {
        return Err(bad(format!("call '{s}' is malformed")));
    }
    let tiles = (0..digits.len() / 2).map(|i| digits[2 * i..2 * i + 2].parse::<u64>().unwrap()).collect();
    Ok(CallString { letter, at: letter_pos / 2, tiles })
}

/// The seat a called tile came from, by the letter's position: first = the left player, last = the right,
/// otherwise opposite, counted around a 4-seat table as Tenhou does in sanma too (its empty fourth seat counts:
/// in sanma seat 0's left-hand player, seat 2, is "opposite"). `None` for the empty seat.
fn source_seat(call: &CallString, seat: u8, players: u8) -> Option<u8> {
    let seats_on = if call.at == 0 {
        3
    } else if call.at + 1 == call.tiles.len() {
        1
    } else {
        2
    };
    let source = (seat + seats_on) % 4;
    (source < players).then_some(source)
}

fn int(v: &Value, what: &str) -> Result<i64> {
    v.as_i64().ok_or_else(|| bad(format!("{what}: expected a number, found {v}")))
}

#[derive(Clone)]
struct Seat {
    hand: Vec<TileId>,
    draws: Vec<Value>,
    discards: Vec<Value>,
    next_draw: usize,
    next_discard: usize,
    last_drawn: Option<TileId>,
    pons: Vec<Meld>,
}

fn read_round(r: &Value, players: u8, red: bool) -> Result<RoundLog> {
    let a = r.as_array().ok_or_else(|| bad("a round must be an array"))?;
    if a.len() < 17 {
        return Err(bad(format!("a round has {} entries, expected 17", a.len())));
    }
    let head: Vec<i64> =
        a[0].as_array().ok_or_else(|| bad("round header"))?.iter().map(|x| int(x, "header")).collect::<Result<_>>()?;
    let [kyoku, honba, sticks] = head[..] else { return Err(bad("round header must be [kyoku, honba, sticks]")) };
    let scores: Vec<i32> = a[1]
        .as_array()
        .ok_or_else(|| bad("scores"))?
        .iter()
        .take(players as usize)
        .map(|x| int(x, "score").map(|v| v as i32))
        .collect::<Result<_>>()?;
    let mut ids = Ids { used: [false; 136], red };
    let codes = |v: &Value| -> Vec<u64> {
        v.as_array().map(|a| a.iter().filter_map(Value::as_u64).collect()).unwrap_or_default()
    };
    let dora_codes = codes(&a[2]);
    let ura_codes = codes(&a[3]);
    let mut seats: Vec<Seat> = Vec::new();
    for s in 0..players as usize {
        let mut hand = Vec::new();
        for c in codes(&a[4 + 3 * s]) {
            hand.push(ids.new_tile(c)?);
        }
        seats.push(Seat {
            hand,
            draws: a[5 + 3 * s].as_array().cloned().unwrap_or_default(),
            discards: a[6 + 3 * s].as_array().cloned().unwrap_or_default(),
            next_draw: 0,
            next_discard: 0,
            last_drawn: None,
            pons: Vec::new(),
        });
    }
    let mut dora: Vec<TileId> = Vec::new();
    for &c in &dora_codes {
        dora.push(ids.new_tile(c)?);
    }
    let mut ura: Vec<TileId> = Vec::new();
    for &c in &ura_codes {
        ura.push(ids.new_tile(c)?);
    }
    let dealer = (kyoku % 4) as u8 % players;
    let init = RoundInit {
        round: kyoku as u8,
        honba: honba as u8,
        riichi_sticks: sticks as u8,
        dice: None,
        dora_indicator: *dora.first().ok_or_else(|| bad("no dora indicator"))?,
        scores,
        dealer,
        hands: seats.iter().map(|s| s.hand.clone()).collect(),
    };
    let replay = Replay {
        seats,
        ids,
        actions: Vec::new(),
        dora: dora.clone(),
        revealed: 1,
        pending_dora: 0,
        last_discard: None,
        last_added: None,
        cur: dealer,
        players,
        red,
    }
    .run()?;
    let Replay { seats, mut actions, revealed, last_discard, last_added, .. } = replay;
    let result = a.last().and_then(Value::as_array).ok_or_else(|| bad("no result"))?;
    let name = result.first().and_then(Value::as_str).unwrap_or("");
    if name == "和了" {
        // Undo a riichi acceptance if the riichi discard was ronned.
        let blocks: Vec<(Vec<i32>, &Vec<Value>)> = result[1..]
            .chunks(2)
            .filter_map(|c| {
                let d = c.first()?.as_array()?.iter().map(|x| x.as_i64().unwrap_or(0) as i32).collect();
                Some((d, c.get(1)?.as_array()?))
            })
            .collect();
        let ron_on_last = blocks.iter().any(|(_, info)| info.first() != info.get(1));
        if ron_on_last {
            if let Some(Action::RiichiAccepted { .. }) = actions.last() {
                actions.pop();
            }
        }
        for (deltas, info) in blocks {
            let who = info.first().and_then(Value::as_u64).ok_or_else(|| bad("win without a winner"))? as u8;
            let from_who = info.get(1).and_then(Value::as_u64).ok_or_else(|| bad("win without a payer"))? as u8;
            let pao_raw = info.get(2).and_then(Value::as_u64).unwrap_or(who as u64) as u8;
            let text: Vec<String> = info.iter().skip(3).filter_map(|v| v.as_str().map(str::to_string)).collect();
            let seat = &seats[who as usize];
            let mut hand = seat.hand.clone();
            let win_tile = if who == from_who {
                seat.last_drawn.ok_or_else(|| bad("tsumo without a draw"))?
            } else {
                let t = match (last_discard, last_added) {
                    (_, Some(added)) => added,
                    (Some((_, t)), None) => t,
                    _ => return Err(bad("ron with no tile to win on")),
                };
                hand.push(t);
                t
            };
            hand.sort_unstable();
            let melds = melds_of(&actions, who);
            let (fu, points, limit) =
                points_from_text(text.first().map(String::as_str).unwrap_or(""), who == from_who, players)?;
            let yaku = yaku_from_text(&text[1.min(text.len())..]);
            let riichi_winner = actions.iter().any(|a| matches!(a, Action::RiichiDeclared { seat } if *seat == who));
            actions.push(Action::Win(Box::new(Win {
                who,
                from_who,
                hand,
                melds,
                win_tile,
                fu,
                points,
                limit,
                yakuman: yaku.iter().filter(|(id, _)| (36..=51).contains(id)).map(|(id, _)| *id).collect(),
                yaku: yaku.into_iter().filter(|(id, _)| !(36..=51).contains(id)).collect(),
                dora_indicators: dora[..revealed.min(dora.len())].to_vec(),
                ura_indicators: if riichi_winner { ura[..revealed.min(ura.len())].to_vec() } else { Vec::new() },
                honba: honba as u8,
                riichi_sticks: sticks as u8,
                scores: init.scores.clone(),
                deltas: deltas.into_iter().take(players as usize).collect(),
                pao: (pao_raw != who).then_some(pao_raw),
                text,
            })));
        }
    } else {
        actions.push(draw_result(name, result, players, (honba as u8, sticks as u8), &init.scores)?);
    }
    Ok(RoundLog { init, actions })
}

/// The end of a hand without a winner from its result block (`result`, named `name`): the draw's kind and each seat's
/// change (abortive draws list none: all zero); `counters` the hand's honba and riichi sticks.
fn draw_result(name: &str, result: &[Value], players: u8, counters: (u8, u8), scores: &[i32]) -> Result<Action> {
    let kind = match name {
        "流局" | "全員聴牌" | "全員不聴" => RyuukyokuKind::Exhaustive,
        "流し満貫" => RyuukyokuKind::NagashiMangan,
        "九種九牌" => RyuukyokuKind::NineTerminals,
        "四家立直" => RyuukyokuKind::FourRiichi,
        "三家和了" => RyuukyokuKind::TripleRon,
        "四槓散了" => RyuukyokuKind::FourKans,
        "四風連打" => RyuukyokuKind::FourWinds,
        other => return Err(bad(format!("unknown result '{other}'"))),
    };
    let deltas: Vec<i32> = result
        .get(1)
        .and_then(Value::as_array)
        .map(|d| d.iter().take(players as usize).map(|x| x.as_i64().unwrap_or(0) as i32).collect())
        .unwrap_or_else(|| vec![0; players as usize]);
    Ok(Action::Ryuukyoku(Box::new(Ryuukyoku {
        kind,
        honba: counters.0,
        riichi_sticks: counters.1,
        scores: scores.to_vec(),
        deltas,
        shown_hands: Vec::new(),
        text: Some(name.to_string()),
    })))
}

/// The state of a round being rebuilt. Cloned at each discard that someone might have called, so that a wrong
/// guess (the same tile discarded twice before the call that took the second one) can be undone.
#[derive(Clone)]
struct Replay {
    seats: Vec<Seat>,
    ids: Ids,
    actions: Vec<Action>,
    dora: Vec<TileId>,
    /// Indicators revealed so far, the first included.
    revealed: usize,
    /// Open kans whose indicator waits for the kan player's discard (Tenhou's timing).
    pending_dora: usize,
    last_discard: Option<(u8, TileId)>,
    /// The tile just added by a kakan (what a chankan wins on).
    last_added: Option<TileId>,
    cur: u8,
    players: u8,
    red: bool,
}

impl Replay {
    /// Reveals the next kan indicator when the record has one (it has none after a rinshan win).
    fn reveal(&mut self) {
        if let Some(&indicator) = self.dora.get(self.revealed) {
            self.actions.push(Action::NewDora { indicator });
            self.revealed += 1;
        }
    }

    fn flush_pending_dora(&mut self) {
        for _ in 0..std::mem::take(&mut self.pending_dora) {
            self.reveal();
        }
    }

    /// Plays turns until every entry is used. A discard that a later call entry could take branches: the call
    /// is tried first, the plain next turn if that leads nowhere.
    fn run(mut self) -> Result<Replay> {
        loop {
            let cur = self.cur;
            let s = cur as usize;
            let red = self.red;
            // The draw step: a wall draw or a call of the last discard.
            let Some(entry) = self.seats[s].draws.get(self.seats[s].next_draw).cloned() else { return self.finish() };
            self.seats[s].next_draw += 1;
            let mut after_call = false;
            match &entry {
                Value::Number(n) => {
                    let id = self.ids.new_tile(n.as_u64().unwrap_or(0))?;
                    self.seats[s].hand.push(id);
                    self.seats[s].last_drawn = Some(id);
                    self.actions.push(Action::Draw { seat: cur, tile: id });
                }
                Value::String(text) => {
                    let call = parse_call(text)?;
                    let (from, called) =
                        self.last_discard.ok_or_else(|| bad(format!("call '{text}' with no discard to take")))?;
                    let kind = [MeldKind::Chi, MeldKind::Pon, MeldKind::Daiminkan]
                        .into_iter()
                        .find(|&k| call_letter(k) == call.letter)
                        .ok_or_else(|| bad(format!("'{}' call in a draw list", call.letter)))?;
                    let source = if kind == MeldKind::Chi {
                        Some((cur + self.players - 1) % self.players)
                    } else {
                        source_seat(&call, cur, self.players)
                    };
                    if source != Some(from) || call.tiles.get(call.at) != Some(&id_code(called, red)) {
                        return Err(bad(format!(
                            "call '{text}' by seat {cur} does not take the discard of seat {from}"
                        )));
                    }
                    let mut tiles = vec![called];
                    for (i, &c) in call.tiles.iter().enumerate() {
                        if i != call.at {
                            tiles.push(take_code(&mut self.seats[s].hand, c, red)?);
                        }
                    }
                    tiles.sort_unstable();
                    let meld = Meld { kind, tiles, called: Some(called), from: Some(from), added: None };
                    if kind == MeldKind::Pon {
                        self.seats[s].pons.push(meld.clone());
                    }
                    self.actions.push(Action::Call { seat: cur, meld });
                    self.last_discard = None;
                    after_call = true;
                }
                other => return Err(bad(format!("unexpected draw entry {other}"))),
            }
            // The discard step, with kans, kita and the daiminkan placeholder before it.
            loop {
                let Some(entry) = self.seats[s].discards.get(self.seats[s].next_discard).cloned() else {
                    return self.finish();
                };
                self.seats[s].next_discard += 1;
                if entry.is_u64() && entry.as_u64() != Some(0) || entry.as_str().is_some_and(|t| t.starts_with('r')) {
                    // An open kan's indicator appears after its replacement draw, once the kan player discards
                    // (not at all on a rinshan win), as Tenhou's mjlog records it; a further kan shows it after
                    // its own declaration (below).
                    self.flush_pending_dora();
                }
                let (code, riichi) = match &entry {
                    Value::Number(n) if n.as_u64() == Some(0) => {
                        // After a daiminkan: the replacement draw comes next.
                        self.pending_dora += 1;
                        self.draw_replacement()?;
                        after_call = false;
                        continue;
                    }
                    Value::Number(n) => (n.as_u64().unwrap_or(0), false),
                    Value::String(text) if text.starts_with('r') => {
                        (text[1..].parse::<u64>().map_err(|_| bad(format!("riichi entry '{text}'")))?, true)
                    }
                    Value::String(text) => {
                        let meld = self.own_turn_call(text)?;
                        let kind = meld.kind;
                        self.actions.push(Action::Call { seat: cur, meld });
                        self.flush_pending_dora();
                        match kind {
                            MeldKind::Ankan => self.reveal(),
                            MeldKind::Kakan => self.pending_dora += 1,
                            _ => {}
                        }
                        if self.seats[s].next_draw >= self.seats[s].draws.len() {
                            return self.finish(); // robbed (chankan), or the hand ended here
                        }
                        self.draw_replacement()?;
                        continue;
                    }
                    other => return Err(bad(format!("unexpected discard entry {other}"))),
                };
                let tile = if code == 60 {
                    if after_call {
                        return Err(bad("tsumogiri right after a call"));
                    }
                    let id = self.seats[s].last_drawn.ok_or_else(|| bad("tsumogiri with no drawn tile"))?;
                    let p = self.seats[s]
                        .hand
                        .iter()
                        .position(|&x| x == id)
                        .ok_or_else(|| bad("tsumogiri tile not in hand"))?;
                    self.seats[s].hand.remove(p)
                } else {
                    take_code(&mut self.seats[s].hand, code, red)?
                };
                if riichi {
                    self.actions.push(Action::RiichiDeclared { seat: cur });
                }
                self.actions.push(Action::Discard { seat: cur, tile });
                self.last_discard = Some((cur, tile));
                self.last_added = None;
                if riichi {
                    // Accepted unless the discard is ronned: read_round takes it back in that case.
                    self.actions.push(Action::RiichiAccepted { seat: cur });
                }
                let mut first_error = None;
                for caller in self.callers(cur, tile)? {
                    let mut alt = self.clone();
                    alt.cur = caller;
                    match alt.run() {
                        Ok(done) => return Ok(done),
                        Err(e) => first_error = first_error.or(Some(e)),
                    }
                }
                let next = (cur + 1) % self.players;
                let n = &self.seats[next as usize];
                match n.draws.get(n.next_draw) {
                    Some(Value::Number(_)) => self.cur = next,
                    _ => {
                        return match self.finish() {
                            Ok(done) => Ok(done),
                            Err(e) => Err(first_error.unwrap_or(e)),
                        }
                    }
                }
                break;
            }
        }
    }

    /// Seats whose next draw entry is a call that could take `tile` from `discarder`: pon and kan first, then
    /// a chi by the next seat.
    fn callers(&self, discarder: u8, tile: TileId) -> Result<Vec<u8>> {
        let code = id_code(tile, self.red);
        let (mut pon, mut chi) = (Vec::new(), Vec::new());
        for offset in 1..self.players {
            let seat = (discarder + offset) % self.players;
            let s = &self.seats[seat as usize];
            let Some(Value::String(text)) = s.draws.get(s.next_draw) else { continue };
            let call = parse_call(text)?;
            if call.tiles.get(call.at) != Some(&code) {
                continue;
            }
            match call.letter {
                'p' | 'm' if source_seat(&call, seat, self.players) == Some(discarder) => pon.push(seat),
                'c' if offset == 1 => chi.push(seat),
                _ => {}
            }
        }
        pon.extend(chi);
        Ok(pon)
    }

    /// Ankan, kakan or kita on the current player's turn.
    fn own_turn_call(&mut self, text: &str) -> Result<Meld> {
        let s = self.cur as usize;
        let red = self.red;
        let call = parse_call(text)?;
        Ok(match call.letter {
            'a' => {
                let mut tiles = Vec::new();
                for &c in &call.tiles {
                    tiles.push(take_code(&mut self.seats[s].hand, c, red)?);
                }
                tiles.sort_unstable();
                Meld { kind: MeldKind::Ankan, tiles, called: None, from: None, added: None }
            }
            'k' => {
                let kind = code_kind(call.tiles[0])?.0;
                let pi = self.seats[s]
                    .pons
                    .iter()
                    .position(|m| m.tiles[0] / 4 == kind)
                    .ok_or_else(|| bad(format!("kakan '{text}' without a pon")))?;
                let pon = self.seats[s].pons.remove(pi);
                // The added tile is the one of the four codes the pon does not account for.
                let mut rest: Vec<u64> = call.tiles.clone();
                for &id in &pon.tiles {
                    let code = id_code(id, red);
                    let p = rest
                        .iter()
                        .position(|&c| c == code)
                        .ok_or_else(|| bad(format!("kakan '{text}' does not extend its pon")))?;
                    rest.remove(p);
                }
                let added = take_code(&mut self.seats[s].hand, rest[0], red)?;
                let mut tiles = pon.tiles.clone();
                tiles.push(added);
                tiles.sort_unstable();
                self.last_added = Some(added);
                Meld { kind: MeldKind::Kakan, tiles, called: pon.called, from: pon.from, added: Some(added) }
            }
            'f' => {
                let tile = take_code(&mut self.seats[s].hand, call.tiles[0], red)?;
                Meld { kind: MeldKind::Nuki, tiles: vec![tile], called: None, from: None, added: None }
            }
            other => return Err(bad(format!("'{other}' call in a discard list"))),
        })
    }

    fn draw_replacement(&mut self) -> Result<()> {
        let who = self.cur;
        let seat = &mut self.seats[who as usize];
        let entry = seat.draws.get(seat.next_draw).cloned().ok_or_else(|| bad("a kan with no replacement draw"))?;
        seat.next_draw += 1;
        let code = entry.as_u64().ok_or_else(|| bad(format!("replacement draw {entry} is not a tile")))?;
        let id = self.ids.new_tile(code)?;
        seat.hand.push(id);
        seat.last_drawn = Some(id);
        self.actions.push(Action::Draw { seat: who, tile: id });
        Ok(())
    }

    /// The hand is over: every entry must have been used.
    fn finish(self) -> Result<Replay> {
        match self.seats.iter().position(|s| s.next_draw < s.draws.len() || s.next_discard < s.discards.len()) {
            Some(seat) => Err(bad(format!("seat {seat} has entries left after the hand ended"))),
            None => Ok(self),
        }
    }
}

/// The tenhou.net/6 code of an id.
fn id_code(id: TileId, red: bool) -> u64 {
    if red && matches!(id, 16 | 52 | 88) {
        return 51 + (id / 36) as u64;
    }
    let kind = id / 4;
    if kind >= 27 {
        41 + (kind - 27) as u64
    } else {
        ((kind / 9 + 1) * 10 + kind % 9 + 1) as u64
    }
}

/// The melds (kakan replacing its pon) a seat has called so far.
fn melds_of(actions: &[Action], who: u8) -> Vec<Meld> {
    let mut melds: Vec<Meld> = Vec::new();
    for a in actions {
        if let Action::Call { seat, meld } = a {
            if *seat != who {
                continue;
            }
            if meld.kind == MeldKind::Kakan {
                melds.retain(|m| !(m.kind == MeldKind::Pon && m.tiles[0] / 4 == meld.tiles[0] / 4));
            }
            melds.push(meld.clone());
        }
    }
    melds
}

/// (fu, points, limit) from Tenhou's text: `"30符2飜2000点"`, `"20符3飜700-1300点"`, `"満貫4000点∀"`, `"役満32000点"`.
/// Points are the hand's value without honba and sticks; for a tsumo, the sum of what the payers pay.
fn points_from_text(text: &str, tsumo: bool, players: u8) -> Result<(u32, i32, u8)> {
    let fu = text.find('符').and_then(|p| text[..p].parse().ok()).unwrap_or(0);
    // Limit names appear only without fu/han ("満貫4000点∀"); 三倍満 is checked before the 倍満 it contains.
    let limit = [("役満", 5), ("三倍満", 4), ("倍満", 3), ("跳満", 2), ("満貫", 1)]
        .iter()
        .find(|(name, _)| !text.contains('符') && text.contains(name))
        .map(|(_, l)| *l)
        .unwrap_or(0);
    let start = text
        .find('飜')
        .map(|p| p + '飜'.len_utf8())
        .or_else(|| text.char_indices().find(|(_, c)| c.is_ascii_digit()).map(|(i, _)| i));
    let amount = &text[start.unwrap_or(0)..];
    let amount = amount.split('点').next().unwrap_or("");
    let parts: Vec<i32> = amount.split('-').filter_map(|x| x.parse().ok()).collect();
    // Tsumo payers: everyone else (in sanma that is tsumo loss: the absent seat's share is not paid).
    let payers = players as i32 - 1;
    let points = match (tsumo, parts.as_slice(), text.contains('∀')) {
        (_, [p], false) if !tsumo => *p,
        (true, [p], true) => p * payers,
        (true, [non_dealer, dealer], _) => non_dealer * (payers - 1) + dealer,
        (_, [p], _) => *p,
        _ => return Err(bad(format!("cannot read the points in '{text}'"))),
    };
    Ok((fu, points, limit))
}

/// Tenhou yaku ids from the result strings (`"立直(1飜)"`, `"大三元(役満)"`); yakuman get 13 han. Names that are
/// not Tenhou's (another site's log) are skipped.
fn yaku_from_text(items: &[String]) -> Vec<(u8, u8)> {
    const NAMES: [&str; 55] = [
        "門前清自摸和",
        "立直",
        "一発",
        "槍槓",
        "嶺上開花",
        "海底摸月",
        "河底撈魚",
        "平和",
        "断幺九",
        "一盃口",
        "自風 東",
        "自風 南",
        "自風 西",
        "自風 北",
        "場風 東",
        "場風 南",
        "場風 西",
        "場風 北",
        "役牌 白",
        "役牌 發",
        "役牌 中",
        "両立直",
        "七対子",
        "混全帯幺九",
        "一気通貫",
        "三色同順",
        "三色同刻",
        "三槓子",
        "対々和",
        "三暗刻",
        "小三元",
        "混老頭",
        "二盃口",
        "純全帯幺九",
        "混一色",
        "清一色",
        "人和",
        "天和",
        "地和",
        "大三元",
        "四暗刻",
        "四暗刻単騎",
        "字一色",
        "緑一色",
        "清老頭",
        "九蓮宝燈",
        "純正九蓮宝燈",
        "国士無双",
        "国士無双１３面",
        "大四喜",
        "小四喜",
        "四槓子",
        "ドラ",
        "裏ドラ",
        "赤ドラ",
    ];
    let mut out = Vec::new();
    for item in items {
        let Some(open) = item.find('(') else { continue };
        let name = &item[..open];
        let Some(id) = NAMES.iter().position(|n| *n == name) else { continue };
        let value = &item[open + 1..item.len().saturating_sub(1)];
        let han = if value.contains("役満") { 13 } else { value.trim_end_matches('飜').parse().unwrap_or(0) };
        out.push((id as u8, han));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_map_to_kinds_and_back() {
        assert_eq!(code_kind(11).unwrap(), (0, false));
        assert_eq!(code_kind(39).unwrap(), (26, false));
        assert_eq!(code_kind(47).unwrap(), (33, false));
        assert_eq!(code_kind(52).unwrap(), (13, true));
        assert!(code_kind(10).is_err() && code_kind(60).is_err());
        assert_eq!(id_code(52, true), 52);
        assert_eq!(id_code(52, false), 25);
        assert_eq!(id_code(135, true), 47);
    }

    #[test]
    fn call_positions_name_the_source() {
        let c = parse_call("4747p47").unwrap();
        assert_eq!((c.letter, c.at, c.tiles.len()), ('p', 2, 3));
        assert_eq!(source_seat(&c, 0, 4), Some(1), "last position = the right-hand player");
        let c = parse_call("39m393939").unwrap();
        assert_eq!(source_seat(&c, 0, 4), Some(2));
        let c = parse_call("c333234").unwrap();
        assert_eq!(source_seat(&c, 0, 4), Some(3));
        // Sanma: seat 2 takes seat 0's tile from the "opposite" position; seat 0 never calls "from the left".
        let c = parse_call("31m313131").unwrap();
        assert_eq!(source_seat(&c, 2, 3), Some(0));
        let c = parse_call("p414141").unwrap();
        assert_eq!(source_seat(&c, 0, 3), None);
    }

    #[test]
    fn points_text() {
        assert_eq!(points_from_text("30符2飜2000点", false, 4).unwrap(), (30, 2000, 0));
        assert_eq!(points_from_text("20符3飜700-1300点", true, 4).unwrap(), (20, 2700, 0));
        assert_eq!(points_from_text("満貫4000点∀", true, 4).unwrap(), (0, 12000, 1));
        assert_eq!(points_from_text("倍満24000点", false, 4).unwrap(), (0, 24000, 3));
        assert_eq!(points_from_text("三倍満36000点", false, 4).unwrap(), (0, 36000, 4));
        // Sanma tsumo loss: a non-dealer mangan tsumo collects 2000 + 4000.
        assert_eq!(points_from_text("満貫2000-4000点", true, 3).unwrap(), (0, 6000, 1));
    }
}
