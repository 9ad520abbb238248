//! The table scorekeeper against real games: the hands of the 1,000 Phoenix games of `tests/data/logs/` entered
//! into a [`Ledger`] as a person at the table would enter them, from what the table sees: the seats whose riichi
//! stood, each winner with han and fu (or a yakuman count), who paid and who is liable, the seats tenpai at a draw
//! and those whose discards made nagashi mangan, the abortive draws. Before every hand the ledger must stand where
//! the record's hand starts (round, dealer, honba, deposits, scores), and at the end it must settle the game as
//! Tenhou did (final scores and points). The payments themselves are the ledger's: nothing of the record's own
//! score changes is entered.

use std::io::Read;
use tenpai::json::Json;
use tenpai::ledger::Ledger;
use tenpai::log::{mjlog, Action, GameLog, RoundLog, RyuukyokuKind};
use tenpai::replay::ruleset_for;

/// A tile id's kind is id / 4; terminals and honours are 1 and 9 of each suit and every honour.
fn is_terminal_or_honour(id: u8) -> bool {
    let kind = id / 4;
    kind >= 27 || kind % 9 == 0 || kind % 9 == 8
}

/// The seats whose discards made nagashi mangan: every discard a terminal or honour, none of them called.
fn nagashi_seats(round: &RoundLog, players: u8) -> Vec<u8> {
    let mut discards = vec![0usize; players as usize];
    let mut spoiled = vec![false; players as usize];
    let mut last: Option<(u8, u8)> = None;
    for a in &round.actions {
        match a {
            Action::Discard { seat, tile } => {
                discards[*seat as usize] += 1;
                spoiled[*seat as usize] |= !is_terminal_or_honour(*tile);
                last = Some((*seat, *tile));
            }
            Action::Call { meld, .. } => {
                if let (Some((from, tile)), Some(called)) = (last, meld.called) {
                    if meld.from == Some(from) && called == tile {
                        spoiled[from as usize] = true;
                    }
                }
                last = None;
            }
            _ => {}
        }
    }
    (0..players).filter(|&s| discards[s as usize] > 0 && !spoiled[s as usize]).collect()
}

/// The entry a person at the table writes down for this hand.
fn entry_of(round: &RoundLog, players: u8) -> String {
    let riichi: Vec<u8> = round
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::RiichiAccepted { seat } => Some(*seat),
            _ => None,
        })
        .collect();
    let mut wins = vec![];
    for a in &round.actions {
        match a {
            Action::Win(w) => {
                let value = if w.yakuman.is_empty() {
                    let han: u32 = w.yaku.iter().map(|&(_, h)| h as u32).sum();
                    format!(r#""han":{han},"fu":{}"#, w.fu)
                } else {
                    format!(r#""yakuman":{}"#, w.yakuman.len())
                };
                let liable = w.pao.map(|p| format!(r#","liable":{p}"#)).unwrap_or_default();
                wins.push(format!(r#"{{"seat":{},"from":{},{value}{liable}}}"#, w.who, w.from_who));
            }
            Action::Ryuukyoku(r) => {
                let tenpai: Vec<u8> = r.shown_hands.iter().map(|(s, _)| *s).collect();
                let end = match r.kind {
                    RyuukyokuKind::Exhaustive => format!(r#""draw":{{"tenpai":{tenpai:?}}}"#),
                    RyuukyokuKind::NagashiMangan => {
                        format!(r#""draw":{{"tenpai":{tenpai:?},"nagashi":{:?}}}"#, nagashi_seats(round, players))
                    }
                    RyuukyokuKind::NineTerminals => r#""abort":"kyuushu""#.into(),
                    RyuukyokuKind::FourRiichi => r#""abort":"suucha-riichi""#.into(),
                    RyuukyokuKind::TripleRon => r#""abort":"sanchahou""#.into(),
                    RyuukyokuKind::FourKans => r#""abort":"suukaikan""#.into(),
                    RyuukyokuKind::FourWinds => r#""abort":"suufon""#.into(),
                };
                return format!(r#"{{"riichi":{riichi:?},{end}}}"#);
            }
            _ => {}
        }
    }
    format!(r#"{{"riichi":{riichi:?},"wins":[{}]}}"#, wins.join(","))
}

/// Tenhou numbers hands four to a wind, in three-player games too: `E1` … `S4`.
fn label(round: u8) -> String {
    format!("{}{}", ["E", "S", "W", "N"][(round / 4) as usize], round % 4 + 1)
}

/// Enters one game; `Err` names the first place the ledger and the record part.
fn enter(log: &GameLog) -> Result<(), String> {
    let rules = ruleset_for(log).map_err(|e| e.message)?;
    let players = rules.game.players;
    let mut ledger = Ledger::new(rules, vec![], None).map_err(|e| e.message)?;
    for (i, round) in log.rounds.iter().enumerate() {
        let s = ledger.status();
        let init = &round.init;
        let here = (s.round.clone(), s.dealer, s.honba, s.sticks, s.scores.clone());
        let logged = (
            label(init.round),
            init.dealer,
            init.honba as u32,
            init.riichi_sticks as u32,
            init.scores.iter().map(|&x| x as i64).collect::<Vec<_>>(),
        );
        if s.over || here != logged {
            return Err(format!("before hand #{i}: ledger {here:?} (over: {}), record {logged:?}", s.over));
        }
        let entry = entry_of(round, players);
        let json = tenpai::json::parse(&entry).expect("the test writes JSON");
        ledger.record(json).map_err(|e| format!("hand #{i} {entry}: {} ({})", e.message, e.code))?;
    }
    let result = ledger.result().ok_or("the record ends the game but the ledger plays on")?;
    let scores: Vec<i64> = log.final_scores.as_ref().ok_or("no final scores")?.iter().map(|&x| x as i64).collect();
    if result.scores != scores {
        return Err(format!("final scores: ledger {:?}, record {scores:?}", result.scores));
    }
    let points = log.final_points.as_ref().ok_or("no final points")?;
    if points.iter().zip(&result.points).any(|(a, b)| (a - b).abs() > 1e-6) {
        return Err(format!("final points: ledger {:?}, record {points:?}", result.points));
    }
    Ok(())
}

#[test]
fn the_1000_phoenix_games_entered_hand_by_hand_end_as_logged() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/logs/agony5757-games.tsv.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap()).read_to_string(&mut text).unwrap();
    let (mut games, mut three, mut hands, mut entries) = (0, 0, 0, 0);
    let mut kinds = std::collections::BTreeMap::<&str, usize>::new();
    let mut failures = vec![];
    for line in text.lines() {
        let (name, xml) = line.split_once('\t').unwrap();
        let log = mjlog::parse(xml).unwrap_or_else(|e| panic!("{name}: {}", e.message));
        games += 1;
        three += (log.game_type.players == 3) as usize;
        hands += log.rounds.len();
        for round in &log.rounds {
            let entry = entry_of(round, log.game_type.players);
            let v = tenpai::json::parse(&entry).unwrap();
            let kind = ["wins", "draw", "abort"].into_iter().find(|k| v.get(k).is_some()).unwrap();
            *kinds.entry(kind).or_default() += 1;
            if let Some(Json::Arr(w)) = v.get("wins") {
                entries += w.len();
            }
        }
        if let Err(e) = enter(&log) {
            failures.push(format!("{name}: {e}"));
        }
    }
    for f in failures.iter().take(20) {
        println!("MISMATCH {f}");
    }
    println!(
        "ledger: {} of {games} games ({three} three-player, {hands} hands: {kinds:?}, {entries} winners) end as logged",
        games - failures.len()
    );
    assert_eq!((games, three, hands), (1000, 278, 9878), "the set's README counts");
    assert!(failures.is_empty(), "{} games part from their record", failures.len());
}
