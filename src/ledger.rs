//! A game played with real tiles at a real table, entered hand by hand (docs/API.md, `Ledger`): who declared
//! riichi, then the hand's end (wins valued by their count or by the hand itself, an exhaustive draw, an abortive
//! draw), a chombo, or the dealer's choice to stop. The engine does the rest: payments by the same code as
//! [`crate::score`](mod@crate::score) (a counted win through [`score::score_count`], a hand through [`score::score_under`]), the draw's
//! payments as a played hand's ([`exhaustive_draw_payments`]), and the flow between hands, the chips, the end and
//! the settlement as a played game's ([`Flow`]).
//!
//! A ledger keeps its entries as they were given and the table after each, so the last entry is undone by
//! dropping it, and a save is the ruleset, the players and the entries, replayed on load. An entry that cannot
//! have happened is refused (`bad-request` naming its field) and changes nothing.

mod entry;

pub use entry::{aborts, most_rons, yakuman_limit, Entry, HandEnd, Value, Win};

use crate::error::{Error, Result};
use crate::flow::{checked_start_scores, chombo_deltas, Flow, Next};
use crate::game::GameResult;
use crate::json::{invalid_type, FromJson, Json, Object};
use crate::round::{exhaustive_draw_payments, DrawReason, Outcome, Seat};
use crate::rules::{Chombo, DaiminkanRinshan, Nagashi, Ruleset, ScoringScheme, Wind};
use crate::score::{self, Count, Deltas, Payers, RulesetRef};
use entry::{Field, Reader};
use serde::Serialize;

const SAVE_FORMAT: &str = "tenpai-ledger-1";

/// The table between two entries.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    players: u8,
    flow: Flow,
    scores: Vec<i64>,
    honba: u32,
    /// Riichi deposits on the table.
    sticks: u32,
    /// The finished hand whose dealer may now stop (`game.all_last_stop`).
    pending: Option<Outcome>,
    result: Option<GameResult>,
}

impl Table {
    fn dealer(&self) -> Seat {
        (self.flow.index() % self.players as u32) as Seat
    }

    fn wind(&self, seat: Seat) -> Wind {
        Wind::from_index((seat + self.players - self.dealer()) % self.players)
    }

    fn round_wind(&self) -> Wind {
        Wind::from_index((self.flow.index() / self.players as u32) as u8)
    }

    /// `E1`, `S3`, …: the round wind and the hand number.
    fn label(&self) -> String {
        format!("{}{}", self.round_wind().name(), self.flow.index() % self.players as u32 + 1)
    }

    /// Moves on from the finished hand `o`: the next hand, the dealer's choice, or the end of the game.
    fn after(&mut self, rules: &Ruleset, o: &Outcome, choice: Option<bool>) {
        match self.flow.after_hand(rules, o, &self.scores, self.honba, choice) {
            Next::Deal { honba } => {
                self.honba = honba;
                self.sticks = o.sticks;
            }
            Next::DealerChoice => self.pending = Some(o.clone()),
            Next::End => self.result = Some(self.flow.finish(rules, self.scores.clone(), o.sticks)),
        }
    }
}

/// One entry and what it did.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct LedgerRow {
    /// The entry as it was recorded.
    #[cfg_attr(all(target_arch = "wasm32", feature = "game"), tsify(type = "LedgerEntry"))]
    pub entry: Json,
    /// The hand it was entered at (`E1`, `S4`, …), its dealer, honba and deposits on the table.
    pub round: String,
    pub dealer: Seat,
    pub honba: u32,
    pub sticks: u32,
    /// Hands dealt when it was entered, its own and repeats included ([`LedgerStatus::hands`] then): a Toutenkou
    /// session's hand number.
    pub hands: u32,
    /// Each seat's change from this entry: riichi deposits paid, payments, deposits collected (the final
    /// settlement's leftover deposits are in `status().result` only).
    pub deltas: Vec<i64>,
    /// Scores after it.
    pub scores: Vec<i64>,
    /// Rulesets with chips: the chips each seat won or paid by it (wins, bust, called game).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<i64>>,
}

/// The table now: the hand the next entry is for, or the end of the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct LedgerStatus {
    /// `hand` (the next entry is a hand's end or a chombo), `dealer-choice` (the dealer may stop: `{ yame }`), `over`.
    pub phase: &'static str,
    /// The current hand (`E1`, `S4`, …; the last one once the game is over), its dealer, honba and deposits.
    pub round: String,
    pub dealer: Seat,
    pub honba: u32,
    pub sticks: u32,
    pub scores: Vec<i64>,
    /// Rulesets with chips: the chips won so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<i64>>,
    /// Hands dealt so far, the current one and repeats included.
    pub hands: u32,
    /// The players' names, when given.
    pub names: Vec<String>,
    pub over: bool,
    /// The end of the game: final scores (leftover deposits to first place), ranks and the settlement.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// What the rules let the table enter now.
    pub choices: LedgerChoices,
}

/// What the rules let the table enter now ([`LedgerStatus::choices`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct LedgerChoices {
    /// The seats that may declare riichi now (by their points: `riichi.min_points`).
    pub riichi: Vec<Seat>,
    /// How a win is valued without its hand: `han-fu` (`han` and `fu`, or `yakuman`) or `points` (Toutenkou).
    pub value: &'static str,
    /// The largest yakuman count of a win.
    pub yakuman_limit: u32,
    /// The most winners on one discard (1: head bump).
    pub most_rons: u8,
    /// Whether a win may name a liable seat (pao).
    pub liable: bool,
    /// Whether wins carry item chips (`chips`).
    pub chips: bool,
    /// Whether an exhaustive draw may name nagashi mangan seats.
    pub nagashi: bool,
    /// The abortive draws of the ruleset, by their names in `abort` entries.
    pub aborts: Vec<&'static str>,
    /// Whether the ruleset has a chombo penalty (`chombo` entries).
    pub chombo: bool,
    /// Whether the dealer chooses now to stop (`{ yame: true }`) or go on (`{ yame: false }`, or the next hand).
    pub yame: bool,
}

/// A game played at a table, entered hand by hand.
#[derive(Clone, Debug)]
pub struct Ledger {
    rules: Ruleset,
    names: Vec<String>,
    start: Table,
    /// Each entry's row and the table after it.
    rows: Vec<(LedgerRow, Table)>,
}

impl Ledger {
    /// A new game at East 1 under `rules`, for players named `names` (none, or one per seat), from `start_scores`
    /// (default: the ruleset's start points).
    pub fn new(rules: Ruleset, names: Vec<String>, start_scores: Option<Vec<i64>>) -> Result<Ledger> {
        rules.validate()?;
        let players = rules.game.players;
        if !names.is_empty() && names.len() != players as usize {
            return Err(Error::bad_request(format!("names: one per seat ({players}), not {}", names.len())));
        }
        let scores = checked_start_scores(&rules, start_scores)?;
        let flow = Flow::new(&rules, scores.clone(), 0);
        let start = Table { players, flow, scores, honba: 0, sticks: 0, pending: None, result: None };
        Ok(Ledger { rules, names, start, rows: Vec::new() })
    }

    /// `new Ledger(options)`'s options: `{ ruleset, players?, names?, startScores? }` (`players` must be the
    /// ruleset's count).
    pub fn from_options(v: Json) -> Result<Ledger> {
        Ledger::read(v, false).map(|(ledger, _)| ledger)
    }

    /// A ledger from its options, or (`saved`) from a save: the options with `format` and `entries`, returned
    /// to be recorded.
    fn read(v: Json, saved: bool) -> Result<(Ledger, Vec<Json>)> {
        let what = if saved { "saved ledger" } else { "ledger options" };
        let keys = ["ruleset", "players", "names", "startScores", "format", "entries"];
        let read = || -> std::result::Result<_, String> {
            let o = Object::new(&v, what, &keys[..if saved { 6 } else { 4 }])?;
            Ok((
                field::<RulesetRef>(&o, "ruleset")?,
                field::<Option<i64>>(&o, "players")?,
                field::<Option<Vec<String>>>(&o, "names")?,
                field::<Option<Vec<i64>>>(&o, "startScores")?,
                field::<Option<String>>(&o, "format")?,
                checked_entries(&v)?,
            ))
        };
        let bad = |e: &str| Error::bad_request(prefixed(what, e));
        let (rules, players, names, start, format, ()) = read().map_err(|e| bad(&e))?;
        if saved && format.as_deref() != Some(SAVE_FORMAT) {
            return Err(bad(&format!("not in the format {SAVE_FORMAT}")));
        }
        let rules = match rules {
            RulesetRef::Id(id) => score::preset(&id)?.rules().clone(),
            full => full.resolve()?,
        };
        if players.is_some_and(|p| p != rules.game.players as i64) {
            return Err(bad("players: not the ruleset's number of players"));
        }
        let ledger = Ledger::new(rules, names.unwrap_or_default(), start)?;
        // Moved out of the save, not copied: each is recorded once.
        let entries = match v {
            Json::Obj(members) => members.into_iter().find_map(|(k, e)| match e {
                Json::Arr(items) if k == "entries" => Some(items),
                _ => None,
            }),
            _ => None,
        };
        Ok((ledger, entries.unwrap_or_default()))
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    fn table(&self) -> &Table {
        self.rows.last().map_or(&self.start, |(_, t)| t)
    }

    /// Records one entry (docs/API.md, `record`) and returns its row; an entry that cannot have happened is a
    /// `bad-request` naming its field and changes nothing.
    pub fn record(&mut self, entry: Json) -> Result<&LedgerRow> {
        let mut t = self.table().clone();
        if t.result.is_some() {
            return Err(Error::bad_request("entry: the game is over"));
        }
        let before = t.scores.clone();
        let rules = &self.rules;
        // Where the dealer may stop, entering the next hand (or its chombo) is going on.
        if entry.get("yame").is_none() {
            if let Some(o) = t.pending.take() {
                t.after(rules, &o, Some(false));
            }
        }
        let at = (t.label(), t.dealer(), t.honba, t.sticks, t.flow.hands_dealt());
        let chips_before = t.flow.chips().map(<[i64]>::to_vec);
        let read = Reader { rules, table: &t }.entry(&entry)?;
        apply(rules, &mut t, read)?;
        let deltas = t.scores.iter().zip(&before).map(|(a, b)| a - b).collect();
        let chips = chips_before.map(|b| t.flow.chips().unwrap_or(&[]).iter().zip(&b).map(|(a, b)| a - b).collect());
        let (round, dealer, honba, sticks, hands) = at;
        let row = LedgerRow { entry, round, dealer, honba, sticks, hands, deltas, scores: t.scores.clone(), chips };
        self.rows.push((row, t));
        Ok(&self.rows.last().expect("just recorded").0)
    }

    /// Removes the last entry; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.rows.pop().is_some()
    }

    /// Every entry with what it did, in order.
    pub fn entries(&self) -> impl ExactSizeIterator<Item = &LedgerRow> {
        self.rows.iter().map(|(row, _)| row)
    }

    /// The end of the game, once it is over.
    pub fn result(&self) -> Option<&GameResult> {
        self.table().result.as_ref()
    }

    /// The table now, and what the rules let it enter.
    pub fn status(&self) -> LedgerStatus {
        let t = self.table();
        let r = &self.rules;
        let open = t.result.is_none();
        let phase = match (open, &t.pending) {
            (false, _) => "over",
            (true, Some(_)) => "dealer-choice",
            (true, None) => "hand",
        };
        let min = r.riichi.min_points.map_or(i64::MIN, i64::from);
        let choices = LedgerChoices {
            riichi: (0..t.players).filter(|&s| open && t.scores[s as usize] >= min).collect(),
            value: if r.score.scheme == ScoringScheme::ToutenkouPoints { "points" } else { "han-fu" },
            yakuman_limit: yakuman_limit(r),
            most_rons: most_rons(r),
            liable: !r.pao.yakuman.is_empty() || r.pao.daiminkan_rinshan == DaiminkanRinshan::FeederPaysFullTsumo,
            chips: r.chips.is_some(),
            nagashi: r.score.nagashi != Nagashi::None,
            aborts: aborts(r).map(|(_, name)| name).collect(),
            chombo: r.penalty.chombo != Chombo::None,
            yame: open && t.pending.is_some(),
        };
        LedgerStatus {
            phase,
            round: t.label(),
            dealer: t.dealer(),
            honba: t.honba,
            sticks: t.sticks,
            scores: t.scores.clone(),
            chips: t.flow.chips().map(<[i64]>::to_vec),
            hands: t.flow.hands_dealt(),
            names: self.names.clone(),
            over: !open,
            result: t.result.clone(),
            choices,
        }
    }

    /// The ledger as JSON: the ruleset, the names, the start scores and the entries (replayed by
    /// [`Ledger::from_json`]).
    pub fn to_json(&self) -> String {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Saved<'a> {
            format: &'a str,
            ruleset: &'a Ruleset,
            names: &'a [String],
            start_scores: &'a [i64],
            entries: Vec<&'a Json>,
        }
        let saved = Saved {
            format: SAVE_FORMAT,
            ruleset: &self.rules,
            names: &self.names,
            start_scores: self.start.flow.start_scores(),
            entries: self.entries().map(|row| &row.entry).collect(),
        };
        serde_json::to_string(&saved).expect("a ledger serialises")
    }

    /// Loads a saved ledger by recording its entries again; a save that is not one, or whose entries do not
    /// record, is a `bad-state` error.
    pub fn from_json(text: &str) -> Result<Ledger> {
        let bad = |m: String| Error::new("bad-state", m);
        let v = crate::json::parse(text).map_err(|e| bad(format!("not a saved ledger: {e}")))?;
        let (mut ledger, entries) = Ledger::read(v, true).map_err(|e| bad(e.message))?;
        for (i, entry) in entries.into_iter().enumerate() {
            ledger.record(entry).map_err(|e| bad(format!("saved entry #{i} does not record: {}", e.message)))?;
        }
        Ok(ledger)
    }
}

/// The field `name` of the options or save `o`, its errors naming it.
fn field<T: FromJson>(o: &Object, name: &'static str) -> std::result::Result<T, String> {
    o.field(name).map_err(|e| prefixed(name, &e))
}

/// Checks a save's `entries`: a list of entries, or none (absent or null), as `Option<Vec<Json>>` reads it. The
/// entries themselves are read one by one as they are recorded.
fn checked_entries(v: &Json) -> std::result::Result<(), String> {
    match v.get("entries") {
        None | Some(Json::Null | Json::Arr(_)) => Ok(()),
        Some(other) => Err(prefixed("entries", &invalid_type(other, "a sequence"))),
    }
}

/// `message` after `at` (`names: …`). One outlined copy: the generic [`field`] and the reader's errors share it,
/// and errors are rare.
#[cold]
#[inline(never)]
fn prefixed(at: &str, message: &str) -> String {
    format!("{at}: {message}")
}

/// Applies a read entry to the table.
fn apply(rules: &Ruleset, t: &mut Table, entry: Entry) -> Result<()> {
    match entry {
        Entry::Yame(stop) => {
            let o = t.pending.take().ok_or_else(|| Error::bad_request("yame: the dealer has no choice to make now"))?;
            t.after(rules, &o, Some(stop));
        }
        Entry::Chombo(seat) => {
            if rules.penalty.chombo == Chombo::None {
                return Err(Error::bad_request("chombo: this ruleset has no chombo penalty (penalty.chombo is none)"));
            }
            for (s, d) in chombo_deltas(rules, seat, t.dealer()).iter().enumerate() {
                t.scores[s] += d;
            }
            // Replayed (`penalty.chombo_replay`): the same hand is dealt again; otherwise the hand goes on.
            let replay = rules.penalty.chombo_replay;
            if t.flow.after_chombo(rules, &t.scores, replay) {
                t.result = Some(t.flow.finish(rules, t.scores.clone(), t.sticks));
            } else if replay {
                t.flow.dealt();
            }
        }
        Entry::Hand { riichi, end } => {
            for s in riichi {
                t.scores[s as usize] -= rules.riichi.stick as i64;
                t.sticks += 1;
            }
            let o = outcome(rules, t, end)?;
            for (s, d) in o.deltas.iter().enumerate() {
                t.scores[s] += d;
            }
            t.flow.settle_chips(rules, &o, &t.scores);
            t.after(rules, &o, None);
        }
    }
    Ok(())
}

/// The hand's end as the flow reads it, with its payments (without the riichi deposits, already paid).
fn outcome(rules: &Ruleset, t: &Table, end: HandEnd) -> Result<Outcome> {
    let n = t.players as usize;
    let no_chips = || rules.chips.as_ref().map(|_| vec![0; n]);
    let hand_end = |draw: DrawReason, deltas: Vec<i64>, sticks: u32| Outcome {
        winners: vec![],
        draw: Some(draw),
        tenpai: vec![],
        nagashi: vec![],
        deltas,
        sticks,
        chips: no_chips(),
    };
    match end {
        HandEnd::Abort(reason) => Ok(hand_end(reason, vec![0; n], t.sticks)),
        HandEnd::Draw { tenpai, nagashi } => {
            let paid = exhaustive_draw_payments(rules, t.dealer(), t.honba, t.sticks, &tenpai, &nagashi);
            let mut o = hand_end(DrawReason::Exhaustive, paid.deltas, paid.sticks);
            o.winners = paid.winners;
            o.tenpai = tenpai;
            o.nagashi = nagashi;
            Ok(o)
        }
        HandEnd::Wins(wins) => {
            let mut deltas = vec![0i64; n];
            let mut chips = no_chips();
            let winners = wins.iter().map(|w| w.seat).collect();
            for (i, w) in wins.into_iter().enumerate() {
                // The first winner (closest to the discarder) collects the honba and the deposits.
                let (honba, sticks) = if i == 0 { (t.honba, t.sticks) } else { (0, 0) };
                let (paid, won) = value(rules, t, w, honba, sticks)?;
                for s in 0..n {
                    deltas[s] += paid.get(t.wind(s as Seat));
                    if let (Some(total), Some(won)) = (chips.as_mut(), won.as_ref()) {
                        total[s] += won.get(t.wind(s as Seat));
                    }
                }
            }
            Ok(Outcome { winners, draw: None, tenpai: vec![], nagashi: vec![], deltas, sticks: 0, chips })
        }
    }
}

/// What one win pays (by wind) and its chips, collecting these honba and deposits.
fn value(rules: &Ruleset, t: &Table, w: Win, honba: u32, sticks: u32) -> Result<(Deltas, Option<Deltas>)> {
    let tsumo = w.seat == w.from;
    match w.value {
        Value::Count(count) => {
            // A liable seat is the feeder of a daiminkan's replacement-tile tsumo where the value is han and fu
            // (or the ruleset has no yakuman liability), else the seat liable for a yakuman.
            let as_feeder = matches!(count, Count::HanFu { .. }) || rules.pao.yakuman.is_empty();
            let liable: Vec<Wind> = w.liable.filter(|_| !as_feeder).map(|l| t.wind(l)).into_iter().collect();
            let payers = Payers {
                players: t.players,
                winner: t.wind(w.seat),
                tsumo,
                discarder: (!tsumo).then(|| t.wind(w.from)),
                liable: &liable,
                feeder: w.liable.filter(|_| as_feeder).map(|l| t.wind(l)),
                honba,
                riichi_sticks: sticks,
            };
            Ok(score::score_count(rules, count, &payers, w.chips))
        }
        Value::Hand(mut req) => {
            req.honba = honba;
            req.riichi_sticks = sticks;
            let r = score::score_under(&req, rules)
                .map_err(|e| Error::new(e.code, Field { win: Some(w.index), name: "hand" }.message(&e.message)))?;
            Ok((r.deltas, r.chips))
        }
    }
}
