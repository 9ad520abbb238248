//! Writes games played by the engine as records other tools read: tenhou.net/6 JSON ([`to_tenhou6`], what
//! Tenhou's viewer opens, and what [`super::tenhou6::parse`] reads back) and mjai events ([`to_mjai`], the
//! dialect of Mortal and mjai-reviewer).
//!
//! Both are built from [`Game::events`], the unfiltered event record, so they show exactly what happened:
//! every draw, discard, call, indicator and payment. Seats are absolute (0 = the first dealer) in both.
//!
//! tenhou.net/6 details follow Tenhou's own files (see the reader's module docs): tile codes 11-47 with 51-53
//! for red fives; `60` for a tsumogiri; call strings whose letter sits before the called tile, at the position
//! of the seat it came from (first = left, middle = opposite, last = right, counted around four seats even in
//! sanma); a `0` in the discard list after a daiminkan; result texts in Tenhou's Japanese. A hand still being
//! played is left out (the format has no way to say "unfinished").
//!
//! What tenhou.net/6 cannot carry (from human-input mode and McGill's pao; exact in the scores and in mjai):
//! - A hand ended by a chombo (a false win in human-input mode, `penalty.chombo_replay`). An entry's result is
//!   `和了` or one of Tenhou's draw names (流局, 全員聴牌, 全員不聴, 流し満貫, 九種九牌, 四風連打, 四家立直,
//!   四槓散了, 三家和了); Tenhou never has a chombo, so the format has no name for one, and its readers (Tenhou's
//!   viewer, [`super::tenhou6::parse`], the demo site's) know no other. The abandoned hand is left out. Every
//!   entry carries its own start scores, so the next entry (the same round and honba, dealt again) starts from
//!   the scores after the penalty, with the abandoned hand's riichi sticks returned; `sc` is exact. The mjai
//!   export writes the chombo as a `ryukyoku` with `reason: "chombo"`.
//! - A penalty paid in the middle of a hand that goes on (`penalty.chombo_replay = false`): neither format has a
//!   mid-hand payment; the next hand's start scores show it.
//! - Two liable players (`pao.multiple_liable`): a win names one liable seat (`paoWho`, inferred from who paid);
//!   with two, a tsumo names none and a ron the first liable payer. The deltas are exact.

use super::tenhou6::call_letter;
use crate::game::Game;
use crate::meld::MeldKind;
use crate::round::{DrawReason, Event, Seat};
use crate::rules::{GameLength, Ruleset, Wind};
use crate::score::ScoreResult;
use crate::tile::{number, suit, Flavour, Tile, EAST};
use serde_json::{json, Value};

/// The game as a tenhou.net/6 document: `title`, `name`, `rule`, one `log` entry per finished hand, and `sc`
/// (final scores and points, interleaved) once the game is over.
pub fn to_tenhou6(game: &Game) -> Value {
    let rules = game.rules();
    let players = rules.game.players as usize;
    let names: Vec<String> = (0..4).map(|s| if s < players { format!("Player{s}") } else { String::new() }).collect();
    let mut doc = json!({
        "title": ["tenpai", rules.name],
        "name": names,
        "rule": { "disp": tenhou_rule_name(rules), "aka": i32::from(!rules.tiles.flavoured.is_empty()) },
        "log": hands(game.events()).filter_map(|hand| Tenhou6Hand::build(hand, rules)).collect::<Vec<_>>(),
    });
    if let Some(Event::GameEnd { scores, points, .. }) = game.events().last() {
        let sc: Vec<Value> = (0..4)
            .flat_map(|s| match (scores.get(s), points.get(s)) {
                (Some(score), Some(p)) => [json!(score), number_value(*p)],
                _ => [json!(0), json!(0)],
            })
            .collect();
        doc["sc"] = Value::Array(sc);
    }
    doc
}

/// [`to_tenhou6`] as compact JSON text.
pub fn to_tenhou6_string(game: &Game) -> String {
    to_tenhou6(game).to_string()
}

/// The game as mjai events: `start_game`, then per hand `start_kyoku`, `tsumo`, `dahai`, calls, `reach`,
/// `reach_accepted`, `dora`, `hora` / `ryukyoku` and `end_kyoku`, and `end_game` once the game is over. Sanma
/// games use arrays of three and `nukidora` for a North set aside (the 3-player mjai extension).
pub fn to_mjai(game: &Game) -> Vec<Value> {
    let players = game.rules().game.players as usize;
    let names: Vec<String> = (0..players).map(|s| format!("Player{s}")).collect();
    let mut out = vec![json!({ "type": "start_game", "names": names })];
    let mut last_discard: Option<Tile> = None;
    let mut pons: Vec<Vec<Vec<Tile>>> = vec![vec![]; players];
    let mut dealer: Seat = 0;
    // Live scores (riichi sticks deducted), for a chombo's payments.
    let mut live: Vec<i64> = vec![];
    let events = game.events();
    for (i, event) in events.iter().enumerate() {
        match event {
            Event::Deal { round, dealer: d, honba, sticks, dora_indicator, scores, hands } => {
                dealer = *d;
                live = scores.clone();
                pons = vec![vec![]; players];
                last_discard = None;
                let (wind, hand_number) = round_of_label(round);
                out.push(json!({
                    "type": "start_kyoku",
                    "bakaze": mjai_tile(Tile::new(EAST + wind)),
                    "dora_marker": mjai_tile(*dora_indicator),
                    "kyoku": hand_number + 1,
                    "honba": honba,
                    "kyotaku": sticks,
                    "oya": d,
                    "scores": scores,
                    "tehais": hands.iter().map(|h| mjai_tiles(h.as_deref().unwrap_or_default())).collect::<Vec<_>>(),
                }));
            }
            Event::Draw { seat, tile, .. } => {
                let pai = tile.map(mjai_tile).unwrap_or_else(|| "?".to_string());
                out.push(json!({ "type": "tsumo", "actor": seat, "pai": pai }));
            }
            Event::Discard { seat, tile, tsumogiri, riichi, .. } => {
                if *riichi {
                    out.push(json!({ "type": "reach", "actor": seat }));
                }
                out.push(json!({ "type": "dahai", "actor": seat, "pai": mjai_tile(*tile), "tsumogiri": tsumogiri }));
                last_discard = Some(*tile);
            }
            Event::Call { seat, call, tiles, from } => {
                let s = *seat as usize;
                let e = match call {
                    MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan => {
                        let called = last_discard.expect("a call takes the last discard");
                        let consumed = without(tiles, &[called]);
                        if *call == MeldKind::Pon {
                            pons[s].push(tiles.clone());
                        }
                        json!({
                            "type": mjai_call_type(*call),
                            "actor": seat,
                            "target": from,
                            "pai": mjai_tile(called),
                            "consumed": mjai_tiles(&consumed),
                        })
                    }
                    MeldKind::Kakan => {
                        let (pon, added) = take_pon(&mut pons[s], tiles);
                        json!({ "type": mjai_call_type(*call), "actor": seat, "pai": mjai_tile(added), "consumed": mjai_tiles(&pon) })
                    }
                    MeldKind::Ankan => {
                        json!({ "type": mjai_call_type(*call), "actor": seat, "consumed": mjai_tiles(tiles) })
                    }
                    MeldKind::Nuki => {
                        json!({ "type": mjai_call_type(*call), "actor": seat, "pai": mjai_tile(tiles[0]) })
                    }
                };
                out.push(e);
            }
            Event::RiichiAccepted { seat, scores, .. } => {
                live = scores.clone();
                out.push(json!({ "type": "reach_accepted", "actor": seat }));
            }
            Event::Dora { indicator } => out.push(json!({ "type": "dora", "dora_marker": mjai_tile(*indicator) })),
            Event::Win { seat, from, ura_indicators, result, .. } => out.push(json!({
                "type": "hora",
                "actor": seat,
                "target": from.unwrap_or(*seat),
                "deltas": seat_deltas(result, dealer, players),
                "ura_markers": mjai_tiles(ura_indicators),
            })),
            Event::Ryuukyoku { deltas, .. } => out.push(json!({ "type": "ryukyoku", "deltas": deltas })),
            Event::RoundEnd { .. } => out.push(json!({ "type": "end_kyoku" })),
            // A chombo that ends the hand (replayed, or a bust) is a `ryukyoku` whose deltas take the live scores
            // to the next hand's: the penalty plus the riichi sticks the replay returns. Under
            // `penalty.chombo_replay = false` the hand goes on: mjai has no mid-hand payment, so nothing is
            // written and the next `start_kyoku` shows the penalty in its scores.
            Event::Chombo { seat, scores, .. }
                if game.rules().penalty.chombo_replay || matches!(events.get(i + 1), Some(Event::GameEnd { .. })) =>
            {
                let deltas: Vec<i64> = scores.iter().zip(&live).map(|(after, before)| after - before).collect();
                out.push(json!({ "type": "ryukyoku", "reason": "chombo", "actor": seat, "deltas": deltas }));
                out.push(json!({ "type": "end_kyoku" }));
            }
            Event::Chombo { scores, .. } => live = scores.clone(),
            Event::GameEnd { .. } => out.push(json!({ "type": "end_game" })),
            // mjai has no yame message: the next start_kyoku (or end_game) shows the choice.
            Event::DealerChoice { .. } | Event::DeadHand { .. } => {}
        }
    }
    out
}

/// [`to_mjai`] as JSON lines (one event per line), the usual mjai file layout.
pub fn to_mjai_string(game: &Game) -> String {
    to_mjai(game).iter().map(|e| format!("{e}\n")).collect()
}

// ------------------------------------------------------------------------------------------ shared helpers

/// The events of each hand, from its `Deal` up to (and including) the next hand's start, exclusive.
fn hands(events: &[Event]) -> impl Iterator<Item = &[Event]> {
    let starts: Vec<usize> =
        events.iter().enumerate().filter(|(_, e)| matches!(e, Event::Deal { .. })).map(|(i, _)| i).collect();
    let ends: Vec<usize> = starts.iter().skip(1).copied().chain(std::iter::once(events.len())).collect();
    starts.into_iter().zip(ends).map(move |(a, b)| &events[a..b])
}

/// Round wind (0 = East) and hand number (0-based) from a hand label such as `S3`.
fn round_of_label(label: &str) -> (u8, u8) {
    let mut chars = label.chars();
    let wind = chars.next().and_then(|c| "ESWN".find(c)).unwrap_or(0) as u8;
    let hand = chars.as_str().parse::<u8>().unwrap_or(1).saturating_sub(1);
    (wind, hand)
}

/// The result's per-wind deltas as a list by seat.
fn seat_deltas(result: &ScoreResult, dealer: Seat, players: usize) -> Vec<i64> {
    let n = players as u8;
    (0..n).map(|s| result.deltas.get(Wind::from_index((s + n - dealer) % n))).collect()
}

/// `tiles` with one copy of each of `remove` taken out.
fn without(tiles: &[Tile], remove: &[Tile]) -> Vec<Tile> {
    let mut rest = tiles.to_vec();
    for r in remove {
        if let Some(p) = rest.iter().position(|t| t == r) {
            rest.remove(p);
        }
    }
    rest
}

/// mjai's event type of a call.
fn mjai_call_type(kind: MeldKind) -> &'static str {
    match kind {
        MeldKind::Chi => "chi",
        MeldKind::Pon => "pon",
        MeldKind::Daiminkan => "daiminkan",
        MeldKind::Kakan => "kakan",
        MeldKind::Ankan => "ankan",
        MeldKind::Nuki => "nukidora",
    }
}

/// Finds the pon a kakan of `kan` extends, removes it from `pons`, and returns its tiles and the added tile.
fn take_pon(pons: &mut Vec<Vec<Tile>>, kan: &[Tile]) -> (Vec<Tile>, Tile) {
    let kind = kan[0].kind;
    let p = pons.iter().position(|p| p[0].kind == kind).expect("a kakan extends an own pon");
    let pon = pons.remove(p);
    let added = without(kan, &pon)[0];
    (pon, added)
}

/// A whole number as an integer (Tenhou writes `-46`, not `-46.0`), anything else as it is.
fn number_value(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        json!(x as i64)
    } else {
        json!(x)
    }
}

// ------------------------------------------------------------------------------------------ mjai

/// mjai tile names: `1m`..`9s`, `5mr` for a red five, `E S W N` and `P F C` for the dragons.
fn mjai_tile(t: Tile) -> String {
    if t.kind >= EAST {
        return ["E", "S", "W", "N", "P", "F", "C"][(t.kind - EAST) as usize].to_string();
    }
    let red = if t.flavour == Flavour::Red { "r" } else { "" };
    format!("{}{}{red}", number(t.kind), ['m', 'p', 's'][suit(t.kind) as usize])
}

fn mjai_tiles(tiles: &[Tile]) -> Vec<String> {
    tiles.iter().map(|&t| mjai_tile(t)).collect()
}

// ------------------------------------------------------------------------------------------ tenhou.net/6

/// Tenhou's lobby label for the rules: `般南喰赤` (ordinary lobby, East-South, open tanyao, red fives), with
/// `三` in front for sanma. The reader takes players, length, kuitan and red fives from it.
fn tenhou_rule_name(rules: &Ruleset) -> String {
    let mut name = String::new();
    if rules.game.players == 3 {
        name.push('三');
    }
    name.push('般');
    name.push(if rules.game.length == GameLength::EastOnly { '東' } else { '南' });
    if rules.yaku.kuitan {
        name.push('喰');
    }
    if !rules.tiles.flavoured.is_empty() {
        name.push('赤');
    }
    name
}

/// tenhou.net/6 tile code: 11-19 m, 21-29 p, 31-39 s, 41-47 winds and dragons, 51-53 red 5m/5p/5s. Other
/// flavours (Speed Tonpuu's) have no code and are written as their kind.
fn code(t: Tile) -> u32 {
    let k = t.kind as u32;
    if t.flavour == Flavour::Red && k < 27 && k % 9 == 4 {
        return 51 + k / 9;
    }
    if k >= 27 {
        41 + (k - 27)
    } else {
        (k / 9 + 1) * 10 + k % 9 + 1
    }
}

fn codes(tiles: &[Tile]) -> String {
    tiles.iter().map(|&t| code(t).to_string()).collect()
}

/// A call string: the seat's own tiles (sorted, a red five after its plain twins, as Tenhou writes them) with
/// `letter` and the called tile inserted where the source seat sits: first from the left-hand player, last
/// from the right, in between from opposite. Seats count around four even in sanma, as Tenhou counts them.
/// Returns the parts before and after the letter, so that a kakan can later be written from its pon.
fn call_parts(seat: Seat, from: Seat, mut own: Vec<Tile>) -> (String, String) {
    // Equal tiles are identical values: an unstable sort gives the same order (and is the .wasm's one tile sort).
    own.sort_unstable();
    let at = match (from as usize + 4 - seat as usize) % 4 {
        3 => 0,
        2 => 1,
        _ => own.len(),
    };
    (codes(&own[..at]), codes(&own[at..]))
}

/// A pon as written in a draw list: its tiles, and the string's parts around the letter and called tile.
#[derive(Clone)]
struct PonString {
    tiles: Vec<Tile>,
    before: String,
    called: Tile,
    after: String,
}

/// A finished hand as one tenhou.net/6 `log` entry, built while walking the hand's events.
struct Tenhou6Hand {
    players: usize,
    dealer: Seat,
    round_wind: u8,
    header: [u32; 3],
    scores: Vec<i64>,
    dora: Vec<u32>,
    ura: Vec<u32>,
    haipai: Vec<Vec<u32>>,
    draws: Vec<Vec<Value>>,
    discards: Vec<Vec<Value>>,
    /// Each seat's pons, for writing a kakan.
    pons: Vec<Vec<PonString>>,
    result: Vec<Value>,
}

impl Tenhou6Hand {
    /// The entry for one hand's events, or `None` when the hand has not ended yet.
    fn build(events: &[Event], rules: &Ruleset) -> Option<Value> {
        let Some(Event::Deal { round, dealer, honba, sticks, dora_indicator, scores, hands }) = events.first() else {
            return None;
        };
        let players = rules.game.players as usize;
        let (round_wind, hand_number) = round_of_label(round);
        let mut h = Tenhou6Hand {
            players,
            dealer: *dealer,
            round_wind,
            // Tenhou numbers four hands to a wind in sanma too (South 1 is 4).
            header: [round_wind as u32 * 4 + hand_number as u32, *honba, *sticks],
            scores: scores.clone(),
            dora: vec![code(*dora_indicator)],
            ura: vec![],
            haipai: hands
                .iter()
                .map(|hand| {
                    let mut hand = hand.clone().unwrap_or_default();
                    hand.sort_unstable();
                    hand.iter().map(|&t| code(t)).collect()
                })
                .collect(),
            draws: vec![vec![]; players],
            discards: vec![vec![]; players],
            pons: vec![vec![]; players],
            result: vec![],
        };
        let mut last_discard: Option<Tile> = None;
        let mut ended = false;
        for event in &events[1..] {
            match event {
                Event::Draw { seat, tile, .. } => {
                    let t = tile.expect("a game's own record shows every draw");
                    h.draws[*seat as usize].push(json!(code(t)));
                }
                Event::Discard { seat, tile, tsumogiri, riichi, .. } => {
                    let c = if *tsumogiri { 60 } else { code(*tile) };
                    let entry = if *riichi { json!(format!("r{c}")) } else { json!(c) };
                    h.discards[*seat as usize].push(entry);
                    last_discard = Some(*tile);
                }
                Event::Call { seat, call, tiles, from } => h.call(*seat, *call, tiles, *from, last_discard),
                Event::Dora { indicator } => h.dora.push(code(*indicator)),
                Event::Win { seat, from, ura_indicators, result, .. } => {
                    if h.ura.is_empty() {
                        h.ura = ura_indicators.iter().map(|&t| code(t)).collect();
                    }
                    h.win(*seat, *from, result, rules);
                }
                Event::Ryuukyoku { reason, tenpai, nagashi, deltas, .. } => {
                    h.result = ryuukyoku_result(*reason, tenpai, nagashi, deltas, players);
                }
                Event::RoundEnd { .. } => ended = true,
                // A hand ended by a chombo has no RoundEnd and is left out: tenhou.net/6 has no result for it (see
                // the module docs).
                Event::RiichiAccepted { .. }
                | Event::Deal { .. }
                | Event::GameEnd { .. }
                | Event::DealerChoice { .. }
                | Event::Chombo { .. }
                | Event::DeadHand { .. } => {}
            }
        }
        ended.then(|| h.into_value())
    }

    fn call(&mut self, seat: Seat, kind: MeldKind, tiles: &[Tile], from: Option<Seat>, last_discard: Option<Tile>) {
        let s = seat as usize;
        match kind {
            MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan => {
                let called = last_discard.expect("a call takes the last discard");
                let from = from.expect("a call names its source");
                let (before, after) = call_parts(seat, from, without(tiles, &[called]));
                let letter = call_letter(kind);
                self.draws[s].push(json!(format!("{before}{letter}{}{after}", code(called))));
                match kind {
                    MeldKind::Pon => self.pons[s].push(PonString { tiles: tiles.to_vec(), before, called, after }),
                    // The daiminkan's place in the discard list: its replacement draw is discarded next.
                    MeldKind::Daiminkan => self.discards[s].push(json!(0)),
                    _ => {}
                }
            }
            MeldKind::Kakan => {
                let i =
                    self.pons[s].iter().position(|p| p.tiles[0].kind == tiles[0].kind).expect("a kakan extends a pon");
                let PonString { tiles: pon, before, called, after } = self.pons[s].remove(i);
                // Tenhou writes the pon's string with `k` and the added tile in place of `p`.
                let added = without(tiles, &pon)[0];
                self.discards[s].push(json!(format!(
                    "{before}{}{}{}{after}",
                    call_letter(kind),
                    code(added),
                    code(called)
                )));
            }
            MeldKind::Ankan => {
                let mut own = tiles.to_vec();
                own.sort_unstable();
                self.discards[s].push(json!(format!("{}{}{}", codes(&own[..3]), call_letter(kind), codes(&own[3..]))));
            }
            MeldKind::Nuki => self.discards[s].push(json!(format!("{}{}", call_letter(kind), code(tiles[0])))),
        }
    }

    /// Appends a win: its deltas by seat and `[who, from, liable, score text, yaku…]`.
    fn win(&mut self, seat: Seat, from: Option<Seat>, result: &ScoreResult, rules: &Ruleset) {
        if self.result.is_empty() {
            self.result.push(json!("和了"));
        }
        let deltas = seat_deltas(result, self.dealer, self.players);
        let from_seat = from.unwrap_or(seat);
        // The liable player (pao) shows as a payer who is neither the discarder nor, on a tsumo, one of many.
        let payers: Vec<Seat> = (0..self.players as Seat).filter(|&s| deltas[s as usize] < 0).collect();
        let liable = match from {
            None if payers.len() == 1 && self.players > 2 => payers[0],
            Some(d) => payers.iter().copied().find(|&p| p != d).unwrap_or(seat),
            None => seat,
        };
        let mut info = vec![json!(seat), json!(from_seat), json!(liable)];
        info.push(json!(score_text(result, seat == self.dealer, from.is_none(), self.players, rules)));
        let seat_wind = (seat as usize + self.players - self.dealer as usize) % self.players;
        info.extend(yaku_texts(result, seat_wind as u8, self.round_wind).into_iter().map(Value::String));
        self.result.push(json!(pad4(&deltas)));
        self.result.push(Value::Array(info));
    }

    fn into_value(self) -> Value {
        let mut entry = vec![json!(self.header), json!(pad4(&self.scores)), json!(self.dora), json!(self.ura)];
        for s in 0..4 {
            if s < self.players {
                entry.push(json!(self.haipai[s]));
                entry.push(Value::Array(self.draws[s].clone()));
                entry.push(Value::Array(self.discards[s].clone()));
            } else {
                entry.extend([json!([]), json!([]), json!([])]);
            }
        }
        entry.push(Value::Array(self.result));
        Value::Array(entry)
    }
}

/// Four entries, the empty fourth seat of sanma as 0.
fn pad4(v: &[i64]) -> Vec<i64> {
    (0..4).map(|i| v.get(i).copied().unwrap_or(0)).collect()
}

/// `["流局", deltas]`, `["全員聴牌"]`, `["流し満貫", deltas]`, `["九種九牌"]`, … as Tenhou ends a hand without a win.
fn ryuukyoku_result(
    reason: DrawReason,
    tenpai: &[Seat],
    nagashi: &[Seat],
    deltas: &[i64],
    players: usize,
) -> Vec<Value> {
    let name = match reason {
        DrawReason::Exhaustive if !nagashi.is_empty() => "流し満貫",
        DrawReason::Exhaustive if tenpai.len() == players => "全員聴牌",
        DrawReason::Exhaustive if tenpai.is_empty() => "全員不聴",
        DrawReason::Exhaustive => "流局",
        DrawReason::Kyuushu => "九種九牌",
        DrawReason::Suufon => "四風連打",
        DrawReason::SuuchaRiichi => "四家立直",
        DrawReason::Suukaikan => "四槓散了",
        DrawReason::Sanchahou => "三家和了",
        // Not a Tenhou draw: written as the plain draw word.
        DrawReason::Agreement => "流局",
    };
    let mut result = vec![json!(name)];
    if deltas.iter().any(|&d| d != 0) {
        result.push(json!(pad4(deltas)));
    }
    result
}

/// Tenhou's score text, without honba and sticks: `30符2飜2000点` (ron), `20符3飜700-1300点` (non-dealer tsumo:
/// what a non-dealer pays, then the dealer), `30符2飜1000点∀` (dealer tsumo: each pays), limits by name
/// without fu and han (`満貫8000点`, `跳満3000-6000点`, `役満16000点∀`).
fn score_text(r: &ScoreResult, dealer: bool, tsumo: bool, players: usize, rules: &Ruleset) -> String {
    let (basic, label) = match r.limit.as_str() {
        "mangan" => (2000, "満貫".to_string()),
        "haneman" => (3000, "跳満".to_string()),
        "baiman" => (4000, "倍満".to_string()),
        "sanbaiman" => (6000, "三倍満".to_string()),
        "yakuman" => (8000 * r.yakuman.max(1) as i64, "役満".to_string()),
        _ => (r.fu as i64 * (1i64 << (r.han + 2)), format!("{}符{}飜", r.fu, r.han)),
    };
    let ceil100 = |v: i64| (v + 99) / 100 * 100;
    if !tsumo {
        return format!("{label}{}点", ceil100(basic * if dealer { 6 } else { 4 }));
    }
    // Without tsumo loss a sanma tsumo splits the absent seat's share between the two payers.
    let split = players == 3 && !rules.score.tsumo_loss;
    if dealer {
        let each = 2 * basic + if split { basic } else { 0 };
        format!("{label}{}点∀", ceil100(each))
    } else {
        let extra = if split { basic / 2 } else { 0 };
        format!("{label}{}-{}点", ceil100(basic + extra), ceil100(2 * basic + extra))
    }
}

/// Tenhou's yaku strings in its order: `立直(1飜)`, `役牌 中(1飜)`, `国士無双(役満)`, then `ドラ`, `赤ドラ`,
/// `裏ドラ` when they count (sanma nukidora are part of Tenhou's ドラ). Yaku Tenhou does not have keep the
/// engine's name.
fn yaku_texts(r: &ScoreResult, seat_wind: u8, round_wind: u8) -> Vec<String> {
    const WIND: [&str; 4] = ["東", "南", "西", "北"];
    let is_yakuman_hand = r.yaku.iter().any(|y| y.yakuman > 0 && y.id != "kazoe-yakuman");
    let mut entries: Vec<(usize, String)> = r
        .yaku
        .iter()
        .filter(|y| y.id != "kazoe-yakuman")
        .map(|y| {
            let name = match y.id.as_str() {
                "seat-wind" => format!("自風 {}", WIND[seat_wind as usize % 4]),
                "round-wind" => format!("場風 {}", WIND[round_wind as usize % 4]),
                id => tenhou_yaku_name(id).map(str::to_string).unwrap_or_else(|| y.name.clone()),
            };
            let value = match y.yakuman {
                0 => format!("{}飜", y.han),
                1 => "役満".to_string(),
                n => format!("{n}倍役満"),
            };
            let rank = TENHOU_ORDER.iter().position(|id| *id == y.id).unwrap_or(TENHOU_ORDER.len());
            (rank, format!("{name}({value})"))
        })
        .collect();
    crate::sort::stable_sort_by_key(&mut entries, |(rank, _)| *rank);
    let mut out: Vec<String> = entries.into_iter().map(|(_, s)| s).collect();
    if !is_yakuman_hand {
        for (name, han) in [("ドラ", r.dora + r.nukidora), ("赤ドラ", r.red), ("裏ドラ", r.ura)] {
            if han > 0 {
                out.push(format!("{name}({han}飜)"));
            }
        }
    }
    out
}

/// The order Tenhou lists yaku in (riichi and ippatsu first, then roughly its yaku numbering).
const TENHOU_ORDER: [&str; 47] = [
    "riichi",
    "double-riichi",
    "ippatsu",
    "menzen-tsumo",
    "chankan",
    "rinshan",
    "haitei",
    "houtei",
    "pinfu",
    "tanyao",
    "iipeikou",
    "seat-wind",
    "round-wind",
    "yakuhai-haku",
    "yakuhai-hatsu",
    "yakuhai-chun",
    "chiitoitsu",
    "chanta",
    "ittsu",
    "sanshoku",
    "sanshoku-doukou",
    "sankantsu",
    "toitoi",
    "sanankou",
    "shousangen",
    "honroutou",
    "ryanpeikou",
    "junchan",
    "honitsu",
    "chinitsu",
    "renhou",
    "tenhou",
    "chiihou",
    "daisangen",
    "suuankou",
    "suuankou-tanki",
    "tsuuiisou",
    "ryuuiisou",
    "chinroutou",
    "chuuren",
    "junsei-chuuren",
    "kokushi",
    "kokushi-13",
    "daisuushii",
    "shousuushii",
    "suukantsu",
    "nagashi-mangan",
];

/// Tenhou's name of one of our yaku ids (seat and round wind are named with their wind by the caller).
fn tenhou_yaku_name(id: &str) -> Option<&'static str> {
    Some(match id {
        "menzen-tsumo" => "門前清自摸和",
        "riichi" => "立直",
        "ippatsu" => "一発",
        "chankan" => "槍槓",
        "rinshan" => "嶺上開花",
        "haitei" => "海底摸月",
        "houtei" => "河底撈魚",
        "pinfu" => "平和",
        "tanyao" => "断幺九",
        "iipeikou" => "一盃口",
        "yakuhai-haku" => "役牌 白",
        "yakuhai-hatsu" => "役牌 發",
        "yakuhai-chun" => "役牌 中",
        "double-riichi" => "両立直",
        "chiitoitsu" => "七対子",
        "chanta" => "混全帯幺九",
        "ittsu" => "一気通貫",
        "sanshoku" => "三色同順",
        "sanshoku-doukou" => "三色同刻",
        "sankantsu" => "三槓子",
        "toitoi" => "対々和",
        "sanankou" => "三暗刻",
        "shousangen" => "小三元",
        "honroutou" => "混老頭",
        "ryanpeikou" => "二盃口",
        "junchan" => "純全帯幺九",
        "honitsu" => "混一色",
        "chinitsu" => "清一色",
        "renhou" => "人和",
        "tenhou" => "天和",
        "chiihou" => "地和",
        "daisangen" => "大三元",
        "suuankou" => "四暗刻",
        "suuankou-tanki" => "四暗刻単騎",
        "tsuuiisou" => "字一色",
        "ryuuiisou" => "緑一色",
        "chinroutou" => "清老頭",
        "chuuren" => "九蓮宝燈",
        "junsei-chuuren" => "純正九蓮宝燈",
        "kokushi" => "国士無双",
        "kokushi-13" => "国士無双１３面",
        "daisuushii" => "大四喜",
        "shousuushii" => "小四喜",
        "suukantsu" => "四槓子",
        "nagashi-mangan" => "流し満貫",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::Tile;

    fn t(s: &str) -> Tile {
        Tile::parse(s).unwrap()
    }

    #[test]
    fn tile_codes_follow_tenhou() {
        assert_eq!(code(t("1m")), 11);
        assert_eq!(code(t("9s")), 39);
        assert_eq!(code(t("1z")), 41);
        assert_eq!(code(t("7z")), 47);
        assert_eq!(code(t("0p")), 52);
        assert_eq!(mjai_tile(t("0s")), "5sr");
        assert_eq!(mjai_tile(t("5z")), "P");
        assert_eq!(mjai_tile(t("7z")), "C");
    }

    #[test]
    fn call_letters_sit_where_the_source_does() {
        // Seat 0 pons from seat 3 (left), 2 (opposite), 1 (right): Tenhou's "p414141", "41p4141", "4141p41".
        let own = vec![t("1z"), t("1z")];
        assert_eq!(call_parts(0, 3, own.clone()), (String::new(), "4141".to_string()));
        assert_eq!(call_parts(0, 2, own.clone()), ("41".to_string(), "41".to_string()));
        assert_eq!(call_parts(0, 1, own.clone()), ("4141".to_string(), String::new()));
        // Sanma: seat 2 calling seat 0 is two seats on around four, "opposite" as Tenhou counts it.
        assert_eq!(call_parts(2, 0, own), ("41".to_string(), "41".to_string()));
        // A red five goes after its plain twin: Tenhou's "35p3553".
        assert_eq!(call_parts(1, 3, vec![t("0s"), t("5s")]), ("35".to_string(), "53".to_string()));
    }

    #[test]
    fn labels_give_wind_and_hand() {
        assert_eq!(round_of_label("E1"), (0, 0));
        assert_eq!(round_of_label("S3"), (1, 2));
        assert_eq!(round_of_label("W4"), (2, 3));
    }
}
