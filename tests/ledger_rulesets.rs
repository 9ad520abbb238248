//! The table scorekeeper under the club rulesets, one game each worked out by hand from the rules texts
//! (`docs/rulesets/mcgill.md`, `speed-tonpuu.md`, `toutenkou.md`): every figure below was computed from the rules
//! before the test ran, and each step's comment shows the arithmetic. Between the steps: the entries the rules do
//! not allow, refused with `bad-request` naming their field and changing nothing, and undo.

use tenpai::json::{self, Json};
use tenpai::ledger::{Ledger, LedgerRow, LedgerStatus};
use tenpai::Ruleset;

fn ledger(preset: &str, start: Option<Vec<i64>>) -> Ledger {
    Ledger::new(Ruleset::preset(preset).unwrap(), vec![], start).unwrap()
}

fn entry(text: &str) -> Json {
    json::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Records `text`, which must be accepted, and returns its row.
fn rec(l: &mut Ledger, text: &str) -> LedgerRow {
    l.record(entry(text)).unwrap_or_else(|e| panic!("{text}: {} ({})", e.message, e.code)).clone()
}

/// `text` must be refused with `bad-request` naming `field`, and change nothing.
fn refused(l: &mut Ledger, text: &str, field: &str) {
    let (status, entries, saved) = (l.status(), l.entries().len(), l.to_json());
    let e = l.record(entry(text)).expect_err(text);
    assert_eq!(e.code, "bad-request", "{text}: {}", e.message);
    assert!(e.message.starts_with(&format!("{field}: ")), "{text}: '{}' should name {field}", e.message);
    assert_eq!((l.status(), l.entries().len(), l.to_json()), (status, entries, saved), "{text} changed the ledger");
}

/// Where the table stands: hand, dealer, honba, deposits, scores.
fn at(s: &LedgerStatus) -> (&str, u8, u32, u32, &[i64]) {
    (&s.round, s.dealer, s.honba, s.sticks, &s.scores)
}

/// A McGill hanchan that ends when P0 goes below zero in S1-3: kiriage, head bump, a chombo and its replayed hand,
/// pao on a ron, nagashi mangan, and the uma/oka settlement (`docs/rulesets/mcgill.md`; start 25,000, return 30,000,
/// uma +10/+5/−5/−10, oka +20, honba 300 per ron and 100 from each payer of a tsumo).
#[test]
fn mcgill_hanchan_worked_by_hand() {
    let mut l = ledger("mcgill", None);
    // E1-0, P0 deals. P1's riichi stands and P1 rons P2 with 4 han 30 fu: kiriage makes it a mangan, 8,000. P1 pays
    // its stick (−1,000) and collects it back (+1,000).
    let row = rec(&mut l, r#"{"riichi":[1],"wins":[{"seat":1,"from":2,"han":4,"fu":30}]}"#);
    assert_eq!((row.round.as_str(), row.deltas), ("E1", vec![0, 8000, -8000, 0]));
    assert_eq!(at(&l.status()), ("E2", 1, 0, 0, &[25000, 33000, 17000, 25000][..]));
    // E2-0, P1 deals. P0 deals in to P2 and P3 at once: head bump, only P2 (first after P0) wins.
    refused(&mut l, r#"{"wins":[{"seat":2,"from":0,"han":2,"fu":40},{"seat":3,"from":0,"han":1,"fu":30}]}"#, "wins");
    // 2 han 40 fu by a non-dealer: 40 × 2^4 = 640 basic, × 4 = 2,560 → 2,600.
    rec(&mut l, r#"{"wins":[{"seat":2,"from":0,"han":2,"fu":40}]}"#);
    assert_eq!(at(&l.status()), ("E3", 2, 0, 0, &[22400, 33000, 19600, 25000][..]));
    // E3-0, P2 deals. P3's false win: a mangan tsumo's payments (2,000 to each non-dealer, 4,000 to the dealer), and
    // the hand is dealt again with the same dealer and honba.
    let row = rec(&mut l, r#"{"chombo":3}"#);
    assert_eq!(row.deltas, vec![2000, 2000, 4000, -8000]);
    assert_eq!(at(&l.status()), ("E3", 2, 0, 0, &[24400, 35000, 23600, 17000][..]));
    assert_eq!((row.hands, l.status().hands), (3, 4), "the replayed hand is dealt again");
    // The replayed E3-0: the dealer's riichi stands, only the dealer is tenpai at the draw: 3,000 from the noten
    // seats, 1,000 each; the stick stays on the table, the dealer keeps the deal, one honba more.
    refused(&mut l, r#"{"riichi":[2],"draw":{"tenpai":[]}}"#, "draw.tenpai");
    rec(&mut l, r#"{"riichi":[2],"draw":{"tenpai":[2]}}"#);
    assert_eq!(at(&l.status()), ("E3", 2, 1, 1, &[23400, 34000, 25600, 16000][..]));
    // E3-1: the dealer tsumos 3 han 60 fu: kiriage mangan, 4,000 all, + 100 honba from each, + the stick.
    refused(&mut l, r#"{"wins":[{"seat":2,"from":2,"han":1,"fu":25}]}"#, "wins[0].fu");
    rec(&mut l, r#"{"wins":[{"seat":2,"from":2,"han":3,"fu":60}]}"#);
    assert_eq!(at(&l.status()), ("E3", 2, 2, 0, &[19300, 29900, 38900, 11900][..]));
    // E3-2: nine terminals: no payments, the dealer keeps the deal, one honba more.
    refused(&mut l, r#"{"abort":"agreement"}"#, "abort");
    rec(&mut l, r#"{"abort":"kyuushu"}"#);
    assert_eq!(at(&l.status()), ("E3", 2, 3, 0, &[19300, 29900, 38900, 11900][..]));
    // E3-3: P3 rons the dealer P2 with all green, P0 fed the fourth green set (pao): on a ron the discarder and the
    // liable seat pay half each, 16,000 + 16,000; the discarder pays the 3 honba, 900.
    rec(&mut l, r#"{"wins":[{"seat":3,"from":2,"yakuman":1,"liable":0}]}"#);
    assert_eq!(at(&l.status()), ("E4", 3, 0, 0, &[3300, 29900, 22000, 44800][..]));
    // E4-0: nobody tenpai: no payments; the dealer is noten, so the deal passes, with one honba more.
    rec(&mut l, r#"{"draw":{"tenpai":[]}}"#);
    assert_eq!(at(&l.status()), ("S1", 0, 1, 0, &[3300, 29900, 22000, 44800][..]));
    // S1-1: the dealer P0 rons P1 with 1 han 30 fu: 30 × 2^3 = 240 basic, × 6 = 1,440 → 1,500, + 300 honba.
    rec(&mut l, r#"{"wins":[{"seat":0,"from":1,"han":1,"fu":30}]}"#);
    assert_eq!(at(&l.status()), ("S1", 0, 2, 0, &[5100, 28100, 22000, 44800][..]));
    // S1-2: P1's nagashi mangan, the dealer tenpai: a non-dealer mangan tsumo's payments instead of the noten
    // payments (4,000 from the dealer, 2,000 from each other), no honba; the tenpai dealer keeps the deal.
    rec(&mut l, r#"{"draw":{"tenpai":[0],"nagashi":[1]}}"#);
    assert_eq!(at(&l.status()), ("S1", 0, 3, 0, &[1100, 36100, 20000, 42800][..]));
    let before_last = l.to_json();
    // S1-3: P0 (1,100) declares riichi, P2 tsumos 1 han 30 fu: 500 from the dealer, 300 from each other, + 100 × 3
    // honba from each, + P0's stick. P0 ends at −700: below zero, the game is over.
    rec(&mut l, r#"{"riichi":[0],"wins":[{"seat":2,"from":2,"han":1,"fu":30}]}"#);
    let s = l.status();
    assert_eq!((s.phase, s.over), ("over", true));
    let r = s.result.clone().unwrap();
    assert_eq!(r.scores, vec![-700, 35500, 23000, 42200]);
    assert_eq!(r.ranks, vec![4, 2, 3, 1]);
    // 2nd 35,500 → 36 − 30 + 5 = 11; 3rd 23,000 → 23 − 30 − 5 = −12; 4th −700 → −1 − 30 − 10 = −41;
    // 1st takes the rest: 42.
    assert_eq!(r.points, vec![-41.0, 11.0, -12.0, 42.0]);
    refused(&mut l, r#"{"draw":{"tenpai":[]}}"#, "entry");
    assert_eq!(l.entries().len(), 11);
    // Undo: back to S1-3 as it was; the same entry ends the game the same way; a save replays to the same table.
    assert!(l.undo());
    assert_eq!(l.to_json(), before_last);
    assert_eq!(at(&l.status()), ("S1", 0, 3, 0, &[1100, 36100, 20000, 42800][..]));
    rec(&mut l, r#"{"riichi":[0],"wins":[{"seat":2,"from":2,"han":1,"fu":30}]}"#);
    assert_eq!(l.status(), s);
    let loaded = Ledger::from_json(&l.to_json()).unwrap();
    assert_eq!(loaded.status(), s);
    assert_eq!(loaded.entries().collect::<Vec<_>>(), l.entries().collect::<Vec<_>>());
    // A save's entries (its last member) are a list, or none (null); anything else is refused, naming them.
    let saved = l.to_json();
    let cut = saved.find(r#""entries":"#).unwrap() + r#""entries":"#.len();
    let with_entries = |entries: &str| format!("{}{entries}}}", &saved[..cut]);
    let e = Ledger::from_json(&with_entries("5")).expect_err("entries: 5");
    assert_eq!(
        (e.code, e.message.as_str()),
        ("bad-state", "saved ledger: entries: invalid type: integer `5`, expected a sequence")
    );
    assert_eq!(Ledger::from_json(&with_entries("null")).unwrap().entries().len(), 0);
}

/// McGill's agari-yame: after a dealer win in the all-last hand (S4) with first place and 30,000 or more, the dealer
/// may stop. Seven exhaustive draws with nobody tenpai bring the game from E1 to S4, one honba more each.
#[test]
fn mcgill_agari_yame_worked_by_hand() {
    let mut l = ledger("mcgill", Some(vec![500, 33000, 33000, 33500]));
    // P0 has 500: under the 1,000 a riichi needs.
    refused(&mut l, r#"{"riichi":[0],"draw":{"tenpai":[0]}}"#, "riichi");
    assert_eq!(l.status().choices.riichi, vec![1, 2, 3]);
    for hand in ["E1", "E2", "E3", "E4", "S1", "S2", "S3"] {
        assert_eq!(l.status().round, hand);
        rec(&mut l, r#"{"draw":{"tenpai":[]}}"#);
    }
    assert_eq!(at(&l.status()), ("S4", 3, 7, 0, &[500, 33000, 33000, 33500][..]));
    // S4-7: the dealer P3 rons P1 with 1 han 30 fu: 1,500 + 7 × 300 honba = 3,600. P3 is first with 37,100.
    rec(&mut l, r#"{"wins":[{"seat":3,"from":1,"han":1,"fu":30}]}"#);
    let s = l.status();
    assert_eq!((s.phase, s.scores.clone()), ("dealer-choice", vec![500, 29400, 33000, 37100]));
    assert!(l.status().choices.yame);
    // Going on is the same hand again with one honba more.
    rec(&mut l, r#"{"yame":false}"#);
    assert_eq!((l.status().phase, l.status().round.as_str(), l.status().honba), ("hand", "S4", 8));
    refused(&mut l, r#"{"yame":true}"#, "yame");
    l.undo();
    // Stopping ends the game: 2nd 33,000 → 3 + 5 = 8; 3rd 29,400 → −1 − 5 = −6; 4th 500 → 1 − 30 − 10 = −39;
    // 1st −(8 − 6 − 39) = 37.
    rec(&mut l, r#"{"yame":true}"#);
    let r = l.result().unwrap();
    assert_eq!((r.scores.clone(), r.points.clone()), (vec![500, 29400, 33000, 37100], vec![-39.0, -6.0, 8.0, 37.0]));
}

/// A Speed Tonpuu game (`docs/rulesets/speed-tonpuu.md`): the dealer's choice after every dealer win, item chips,
/// basengo (1,500 per honba on a ron), a chombo of 3,000 all that lets the hand go on, nagashi paid as a haneman
/// win, and a yakuman that busts one seat and calls the game at 55,000, then the chip settlement (rank chips
/// 13/3/−5/−11, 5,000 a chip).
#[test]
fn speed_tonpuu_worked_by_hand() {
    let mut l = ledger("speed-tonpuu", None);
    // E1-0: the dealer's riichi, tsumo 3 han 40 fu with ura and red (2 chips from each): 40 × 2^5 = 1,280 basic,
    // × 2 = 2,560 → 2,600 from each (7,800), + the stick back.
    let row = rec(&mut l, r#"{"riichi":[0],"wins":[{"seat":0,"from":0,"han":3,"fu":40,"chips":2}]}"#);
    assert_eq!((row.deltas, row.chips), (vec![7800, -2600, -2600, -2600], Some(vec![6, -2, -2, -2])));
    assert_eq!(l.status().phase, "dealer-choice");
    // Stopping would pass the deal at 0 honba (yame resets the honba).
    let mut stopped = l.clone();
    rec(&mut stopped, r#"{"yame":true}"#);
    assert_eq!(at(&stopped.status()), ("E2", 1, 0, 0, &[32800, 22400, 22400, 22400][..]));
    // The dealer goes on: E1-1.
    rec(&mut l, r#"{"yame":false}"#);
    assert_eq!(at(&l.status()), ("E1", 0, 1, 0, &[32800, 22400, 22400, 22400][..]));
    // E1-1: P2 rons the dealer, 2 han 30 fu with a red five (1 chip): 30 × 2^4 = 480, × 4 = 1,920 → 2,000, + 1,500
    // basengo. The dealer lost: E2-0.
    rec(&mut l, r#"{"wins":[{"seat":2,"from":0,"han":2,"fu":30,"chips":1}]}"#);
    assert_eq!(at(&l.status()), ("E2", 1, 0, 0, &[29300, 22400, 25900, 22400][..]));
    assert_eq!(l.status().chips, Some(vec![5, -2, -1, -2]));
    // E2-0: P3's chombo: 3,000 to each other seat; the hand goes on (no replay), so riichi and the hand's end come
    // after it at the same E2-0.
    rec(&mut l, r#"{"chombo":3}"#);
    assert_eq!(at(&l.status()), ("E2", 1, 0, 0, &[32300, 25400, 28900, 13400][..]));
    // P2's nagashi mangan, paid as a haneman win: 6,000 from the dealer, 3,000 from each other. It is P2's win, so
    // the deal passes at 0 honba. No chips.
    let row = rec(&mut l, r#"{"draw":{"tenpai":[],"nagashi":[2]}}"#);
    assert_eq!((row.deltas, row.chips), (vec![-3000, -6000, 12000, -3000], Some(vec![0, 0, 0, 0])));
    assert_eq!(at(&l.status()), ("E3", 2, 0, 0, &[29300, 19400, 40900, 10400][..]));
    // E3-0: the dealer P2 tsumos a yakuman (16,000 from each) with a red five: 88,900, past the 55,000 called game;
    // P3 drops to −5,600, below zero. Chips: yakuman 5 + item 1 from each (+18); P3's bust pays the winner 1; the
    // called game takes 1 from each (+3).
    let row = rec(&mut l, r#"{"wins":[{"seat":2,"from":2,"yakuman":1,"chips":1}]}"#);
    assert_eq!(row.chips, Some(vec![-7, -7, 22, -8]));
    let s = l.status();
    assert!(s.over);
    assert_eq!(s.chips, Some(vec![-2, -9, 21, -10]));
    let r = s.result.unwrap();
    assert_eq!((r.scores, r.ranks), (vec![13300, 3400, 88900, -5600], vec![2, 3, 1, 4]));
    // Rank chips: P2 +13 → 34, P0 +3 → 1, P1 −5 → −14, P3 −11 → −21; at 5,000 a chip, in thousands.
    assert_eq!(r.chips, Some(vec![1, -14, 34, -21]));
    assert_eq!(r.points, vec![5.0, -70.0, 170.0, -105.0]);
}

/// A Toutenkou session (`docs/rulesets/toutenkou.md`): three players, wins entered as their points P (without the
/// honba point), the winner deals next, every draw keeps the dealer with one honba more, riichi costs 1 point and
/// needs no balance, the double ron's honba and deposit go to the winner next from the discarder, and the session
/// ends after 12 hands, settled in points.
#[test]
fn toutenkou_session_worked_by_hand() {
    let mut l = ledger("toutenkou", None);
    refused(&mut l, r#"{"wins":[{"seat":1,"from":2,"han":1,"fu":30}]}"#, "wins[0].han");
    refused(&mut l, r#"{"chombo":1}"#, "chombo");
    refused(&mut l, r#"{"wins":[{"seat":3,"from":2,"points":20}]}"#, "wins[0].seat");
    // The least a non-dealer's ron is worth: banban 2 + one han + ron 8 = 11.
    refused(&mut l, r#"{"wins":[{"seat":1,"from":2,"points":10}]}"#, "wins[0].points");
    // E1-0: P1 rons P2 for 32 (tanyao 1, banban 2, menzen 1, ron 8, closed crow 20). The winner deals next.
    rec(&mut l, r#"{"wins":[{"seat":1,"from":2,"points":32}]}"#);
    assert_eq!(at(&l.status()), ("E2", 1, 0, 0, &[0, 32, -32][..]));
    // E2-0: the dealer's riichi, tsumo worth 27: 27 from each opponent, + the stick back. The dealer deals again.
    rec(&mut l, r#"{"riichi":[1],"wins":[{"seat":1,"from":1,"points":27}]}"#);
    assert_eq!(at(&l.status()), ("E2", 1, 1, 0, &[-27, 86, -59][..]));
    // E2-1: P0, at −27, may still declare riichi; P0 alone tenpai: 10 from each of the others. The dealer stays.
    rec(&mut l, r#"{"riichi":[0],"draw":{"tenpai":[0]}}"#);
    assert_eq!(at(&l.status()), ("E2", 1, 2, 1, &[-8, 76, -69][..]));
    // E2-2: the dealer P1 deals in to P0 (11) and P2 (20). P2 sits next after P1: it takes the 2 honba points and
    // the stick, and deals next at 0 honba.
    rec(&mut l, r#"{"wins":[{"seat":0,"from":1,"points":11},{"seat":2,"from":1,"points":20}]}"#);
    assert_eq!(at(&l.status()), ("E3", 2, 0, 0, &[3, 43, -46][..]));
    // Seven aborts keep P2's deal (honba up each time): the 12th hand is E3-7.
    for _ in 0..7 {
        rec(&mut l, r#"{"abort":"kyuushu"}"#);
    }
    assert_eq!((l.status().hands, at(&l.status())), (12, ("E3", 2, 7, 0, &[3, 43, -46][..])));
    // E3-7: P2 tsumos for 10: 10 + 7 honba points from each. The 12th hand ends the session.
    let row = rec(&mut l, r#"{"wins":[{"seat":2,"from":2,"points":10}]}"#);
    assert_eq!((row.round.as_str(), row.honba, row.hands), ("E3", 7, 12), "the row of the 12th hand");
    let hands: Vec<u32> = l.entries().map(|r| r.hands).collect();
    assert_eq!(hands, (1..=12).collect::<Vec<_>>(), "each entry ends one hand");
    let r = l.result().unwrap();
    assert_eq!(
        (r.scores.clone(), r.ranks.clone(), r.points.clone()),
        (vec![-14, 26, -12], vec![3, 1, 2], vec![-14.0, 26.0, -12.0])
    );
}

/// Entries no hand has: each refused naming its field.
#[test]
fn entries_that_cannot_have_happened_are_refused() {
    let mut l = ledger("tenhou", None);
    for (text, field) in [
        (r#"{"wins":[{"seat":1,"from":1,"han":1,"fu":20}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":1,"fu":20}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":20}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":1,"fu":25}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":1,"han":2,"fu":25}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":35}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":150}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":3}]}"#, "wins[0].fu"),
        (r#"{"wins":[{"seat":1,"from":2,"han":0,"fu":30}]}"#, "wins[0].han"),
        (r#"{"wins":[{"seat":1,"from":2,"yakuman":5}]}"#, "wins[0].yakuman"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":30,"yakuman":1}]}"#, "wins[0]"),
        (r#"{"wins":[{"seat":1,"from":2}]}"#, "wins[0]"),
        (r#"{"wins":[{"seat":4,"from":2,"han":2,"fu":30}]}"#, "wins[0].seat"),
        (r#"{"wins":[{"seat":1,"from":-1,"han":2,"fu":30}]}"#, "wins[0].from"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":30,"chips":1}]}"#, "wins[0].chips"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":30,"liable":3}]}"#, "wins[0].liable"),
        (r#"{"wins":[{"seat":1,"from":2,"points":30}]}"#, "wins[0].points"),
        (r#"{"wins":[{"seat":1,"from":2,"han":2,"fu":30,"dora":1}]}"#, "wins[0]"),
        (r#"{"wins":[]}"#, "wins"),
        (r#"{"wins":[{"seat":1,"from":1,"han":2,"fu":30},{"seat":2,"from":1,"han":2,"fu":30}]}"#, "wins[0].from"),
        (r#"{"wins":[{"seat":1,"from":0,"han":2,"fu":30},{"seat":2,"from":3,"han":2,"fu":30}]}"#, "wins[1].from"),
        (r#"{"wins":[{"seat":1,"from":0,"han":2,"fu":30},{"seat":1,"from":0,"han":2,"fu":30}]}"#, "wins[1].seat"),
        (
            r#"{"wins":[{"seat":1,"from":0,"han":2,"fu":30},{"seat":2,"from":0,"han":2,"fu":30},{"seat":3,"from":0,"han":2,"fu":30}]}"#,
            "wins",
        ),
        (r#"{"riichi":[1,1],"draw":{"tenpai":[1]}}"#, "riichi"),
        (r#"{"riichi":[1],"draw":{"tenpai":[0]}}"#, "draw.tenpai"),
        (r#"{"riichi":[0,1],"abort":"suucha-riichi"}"#, "riichi"),
        (r#"{"abort":"exhaustive"}"#, "abort"),
        (r#"{"abort":"agreement"}"#, "abort"),
        (r#"{"chombo":0}"#, "chombo"),
        (r#"{"yame":true}"#, "yame"),
        (r#"{"riichi":[0],"chombo":0}"#, "riichi"),
        (r#"{"draw":{"tenpai":[]},"abort":"kyuushu"}"#, "entry"),
        (r#"{}"#, "entry"),
    ] {
        refused(&mut l, text, field);
    }
    // A full hand is valued by `score` with the table's winds, honba and deposits: seat 1 (South at E1) rons seat 2
    // with pinfu and tanyao, 2 han 30 fu: 2,000.
    let hand = r#"{"hand":"234m456p678s2355s","winTile":"4s","dora":"1z"}"#;
    refused(
        &mut l,
        &format!(r#"{{"wins":[{{"seat":1,"from":2,"hand":{}}}]}}"#, hand.replace('}', r#","seatWind":"E"}"#)),
        "wins[0].hand.seatWind",
    );
    refused(
        &mut l,
        &format!(r#"{{"riichi":[1],"wins":[{{"seat":1,"from":2,"hand":{hand}}}]}}"#),
        "wins[0].hand.riichi",
    );
    let row = rec(&mut l, &format!(r#"{{"wins":[{{"seat":1,"from":2,"hand":{hand}}}]}}"#));
    assert_eq!(row.deltas, vec![0, 2000, -2000, 0]);
    // A hand that is no win keeps `score`'s own code, its message naming the field.
    let e = l
        .record(entry(r#"{"wins":[{"seat":1,"from":2,"hand":{"hand":"123m456p789s1123z","winTile":"4z"}}]}"#))
        .unwrap_err();
    assert_eq!((e.code, e.message.starts_with("wins[0].hand: ")), ("not-a-win", true), "{}", e.message);
}
