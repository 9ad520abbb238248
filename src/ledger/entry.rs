//! A ledger entry as a table gives it (docs/API.md, `Ledger`), read from JSON by the crate's own reader and checked
//! against the ruleset and the table it is entered at: an entry that cannot have happened is a `bad-request` that
//! names its field (`wins[0].fu: …`).

use super::Table;
use crate::error::{Error, Result};
use crate::json::{FromJson, Json, Object};
use crate::round::{DrawReason, Seat};
use crate::rules::{DaiminkanRinshan, MultiRon, Nagashi, Ruleset, ScoringScheme, YakuValue};
use crate::score::{Count, RulesetRef, ScoreRequest};
use crate::yaku::Yaku;

/// One entry of a table's record.
#[derive(Clone, Debug)]
pub enum Entry {
    /// A hand's end, with the seats whose riichi stood (their deposits were paid).
    Hand { riichi: Vec<Seat>, end: HandEnd },
    /// A chombo by this seat: it pays the ruleset's penalty (`penalty.chombo`).
    Chombo(Seat),
    /// The dealer's answer where the rules let the dealer stop (`true`: yame, the dealer stops).
    Yame(bool),
}

/// How a hand ended.
#[derive(Clone, Debug)]
pub enum HandEnd {
    /// One tsumo, or one or more rons on one discard, in order from the discarder.
    Wins(Vec<Win>),
    /// The exhaustive draw: the seats tenpai, and the seats paid nagashi mangan.
    Draw { tenpai: Vec<Seat>, nagashi: Vec<Seat> },
    /// An abortive draw, by the engine's own reason.
    Abort(DrawReason),
}

/// One winner.
#[derive(Clone, Debug)]
pub struct Win {
    /// Its place in the entry's `wins`.
    pub index: usize,
    pub seat: Seat,
    /// The seat that dealt in; the winner's own seat for a tsumo.
    pub from: Seat,
    pub value: Value,
    /// The seat liable for the win (pao), or the feeder of a daiminkan whose replacement tile won, where it pays
    /// the whole tsumo.
    pub liable: Option<Seat>,
    /// Item chips each payer pays (red, blue, gold, pocchi, ippatsu, ura), for rulesets with chips.
    pub chips: i64,
}

/// What a win is worth: its count, or the hand itself, valued by [`crate::score::score`].
#[derive(Clone, Debug)]
pub enum Value {
    Count(Count),
    Hand(Box<ScoreRequest>),
}

/// The abortive draws' reasons in `abort` entries, in [`DrawReason`]'s order.
const ABORTS: [(DrawReason, &str); 6] = [
    (DrawReason::Kyuushu, "kyuushu"),
    (DrawReason::Suufon, "suufon"),
    (DrawReason::SuuchaRiichi, "suucha-riichi"),
    (DrawReason::Suukaikan, "suukaikan"),
    (DrawReason::Sanchahou, "sanchahou"),
    (DrawReason::Agreement, "agreement"),
];

/// The abortive draws the ruleset has, each with its name in `abort` entries.
pub fn aborts(rules: &Ruleset) -> impl Iterator<Item = (DrawReason, &'static str)> + '_ {
    ABORTS.into_iter().filter(|&(reason, _)| has_abort(rules, reason))
}

/// Whether the ruleset has this abortive draw.
fn has_abort(rules: &Ruleset, reason: DrawReason) -> bool {
    let a = &rules.abort;
    match reason {
        DrawReason::Kyuushu => a.kyuushu,
        DrawReason::Suufon => a.suufon,
        DrawReason::SuuchaRiichi => a.suucha_riichi,
        DrawReason::Suukaikan => a.suukaikan || rules.calls.fifth_kan_abort,
        DrawReason::Sanchahou => a.sanchahou && rules.calls.multi_ron == MultiRon::DoubleOkTripleAborts,
        DrawReason::Agreement => a.by_agreement,
        DrawReason::Exhaustive => false,
    }
}

/// The most winners one discard may have: 1 under head bump (atamahane), 2 where a third ron aborts the hand, every
/// other seat where all win.
pub fn most_rons(rules: &Ruleset) -> u8 {
    let others = rules.game.players - 1;
    match rules.calls.multi_ron {
        MultiRon::Atamahane => 1,
        MultiRon::DoubleOkTripleAborts => others.min(2),
        MultiRon::AllWin => others,
    }
}

/// The largest yakuman count a win may be entered with. Without `yaku.yakuman_stack`, the largest single yakuman
/// (2 where the ruleset has double yakuman, more for a local yakuman valued higher); with it, the largest stack a
/// hand can hold, each at the ruleset's value: big four winds, all honours, four concealed triplets won on the pair
/// and four quads.
pub fn yakuman_limit(rules: &Ruleset) -> u32 {
    let local = rules.yaku.local.iter().filter_map(|&y| match rules.local_value(y) {
        Some(YakuValue::Yakuman(n)) => Some(n as u32),
        _ => None,
    });
    let single = local.fold(1 + !rules.yaku.double_yakuman.is_empty() as u32, u32::max);
    if !rules.yaku.yakuman_stack {
        return single;
    }
    let value = |y: Yaku| (!rules.yaku.disabled.contains(&y)) as u32 * (1 + rules.is_double_yakuman(y) as u32);
    let stack: u32 = [Yaku::Daisuushii, Yaku::Tsuuiisou, Yaku::SuuankouTanki, Yaku::Suukantsu].map(value).iter().sum();
    stack.max(single)
}

/// A field of an entry: one of the entry's own (`riichi`, `draw.tenpai`, …), or of its winner `win`
/// (`wins[0].fu`; `wins[0]` itself when `name` is empty). Errors name it; its text is made only for an error.
#[derive(Clone, Copy)]
pub(super) struct Field {
    pub win: Option<usize>,
    pub name: &'static str,
}

/// A field of the entry itself.
const fn top(name: &'static str) -> Field {
    Field { win: None, name }
}

impl Field {
    /// `message` with the field's path in front: `wins[0].fu: …`.
    #[cold]
    #[inline(never)]
    pub fn message(self, message: &str) -> String {
        match (self.win, self.name) {
            (None, name) => format!("{name}: {message}"),
            (Some(i), "") => format!("wins[{i}]: {message}"),
            (Some(i), name) => format!("wins[{i}].{name}: {message}"),
        }
    }

    /// A `bad-request` about this field.
    #[cold]
    #[inline(never)]
    pub fn bad(self, message: &str) -> Error {
        Error::bad_request(self.message(message))
    }

    /// The whole number here, if given.
    fn int(self, v: Option<&Json>) -> Result<Option<i64>> {
        match v {
            None => Ok(None),
            Some(Json::Int(n)) => Ok(Some(*n)),
            Some(_) => Err(self.bad("expected a whole number")),
        }
    }
}

/// Reads entries against the table they are entered at.
pub(super) struct Reader<'a> {
    pub rules: &'a Ruleset,
    pub table: &'a Table,
}

impl Reader<'_> {
    /// The seat at `at`, if given: a number of the table's seats.
    fn seat(&self, v: Option<&Json>, at: Field) -> Result<Option<Seat>> {
        match at.int(v)? {
            Some(s) if (0..self.rules.game.players as i64).contains(&s) => Ok(Some(s as Seat)),
            Some(_) => Err(at.bad("there is no such seat")),
            None => Ok(None),
        }
    }

    /// The seat at `at`, which must be given.
    fn seat_given(&self, v: Option<&Json>, at: Field) -> Result<Seat> {
        self.seat(v, at)?.ok_or_else(|| at.bad("missing"))
    }

    /// The list of distinct seats at `at` (none when not given).
    fn seats(&self, v: Option<&Json>, at: Field) -> Result<Vec<Seat>> {
        let items = match v {
            None => return Ok(vec![]),
            Some(Json::Arr(items)) => items,
            Some(_) => return Err(at.bad("expected a list of seats")),
        };
        let mut seats = Vec::with_capacity(items.len());
        for item in items {
            let s = self.seat_given(Some(item), at)?;
            if seats.contains(&s) {
                return Err(at.bad("a seat is listed twice"));
            }
            seats.push(s);
        }
        Ok(seats)
    }

    /// Reads and checks one entry.
    pub fn entry(&self, v: &Json) -> Result<Entry> {
        let names = ["riichi", "wins", "draw", "abort", "chombo", "yame"];
        Object::new(v, "LedgerEntry", &names).map_err(|e| top("entry").bad(&e))?;
        let given: Vec<&str> = names[1..].iter().copied().filter(|n| v.get(n).is_some()).collect();
        let [kind] = given[..] else {
            return Err(top("entry").bad("give exactly one of `wins`, `draw`, `abort`, `chombo` and `yame`"));
        };
        let riichi = self.seats(v.get("riichi"), top("riichi"))?;
        let value = v.get(kind);
        let end = match kind {
            "wins" => HandEnd::Wins(self.wins(value, &riichi)?),
            "draw" => self.draw(value, &riichi)?,
            "abort" => self.abort(value, &riichi)?,
            _ if !riichi.is_empty() => return Err(top("riichi").bad("riichi goes with a hand's end")),
            "chombo" => return Ok(Entry::Chombo(self.seat_given(value, top("chombo"))?)),
            _ => {
                let yame = bool::from_json(value.unwrap_or(&Json::Null)).map_err(|e| top("yame").bad(&e))?;
                return Ok(Entry::Yame(yame));
            }
        };
        let min = self.rules.riichi.min_points.map_or(i64::MIN, i64::from);
        if riichi.iter().any(|&s| self.table.scores[s as usize] < min) {
            return Err(top("riichi").bad("a seat under riichi.min_points cannot declare riichi"));
        }
        Ok(Entry::Hand { riichi, end })
    }

    fn draw(&self, v: Option<&Json>, riichi: &[Seat]) -> Result<HandEnd> {
        let v = v.unwrap_or(&Json::Null);
        Object::new(v, "LedgerDraw", &["tenpai", "nagashi"]).map_err(|e| top("draw").bad(&e))?;
        let at = top("draw.tenpai");
        let tenpai = match v.get("tenpai") {
            None => return Err(at.bad("missing")),
            list => self.seats(list, at)?,
        };
        let nagashi = self.seats(v.get("nagashi"), top("draw.nagashi"))?;
        if riichi.iter().any(|s| !tenpai.contains(s)) {
            return Err(at.bad("every seat whose riichi stood is tenpai"));
        }
        if !nagashi.is_empty() && self.rules.score.nagashi == Nagashi::None {
            return Err(top("draw.nagashi").bad("this ruleset has no nagashi mangan (score.nagashi)"));
        }
        Ok(HandEnd::Draw { tenpai, nagashi })
    }

    fn abort(&self, v: Option<&Json>, riichi: &[Seat]) -> Result<HandEnd> {
        let name = match v {
            Some(Json::Str(name)) => name.as_str(),
            _ => "",
        };
        let Some(&(reason, _)) = ABORTS.iter().find(|&&(r, n)| n == name && has_abort(self.rules, r)) else {
            return Err(top("abort").bad("not an abortive draw of this ruleset (status().choices.aborts)"));
        };
        if reason == DrawReason::SuuchaRiichi && riichi.len() != self.rules.game.players as usize {
            return Err(top("riichi").bad("four riichi abort a hand only when every seat's riichi stood"));
        }
        Ok(HandEnd::Abort(reason))
    }

    /// The winners, in order from the discarder (the first collects honba and deposits).
    fn wins(&self, v: Option<&Json>, riichi: &[Seat]) -> Result<Vec<Win>> {
        let Some(Json::Arr(list)) = v else { return Err(top("wins").bad("expected a list of winners")) };
        let mut wins = Vec::with_capacity(list.len());
        for (i, v) in list.iter().enumerate() {
            wins.push(self.win(v, i, riichi)?);
        }
        let Some(from) = wins.first().map(|w| w.from) else { return Err(top("wins").bad("no winner")) };
        let n = self.rules.game.players;
        let mut ordered = Vec::with_capacity(wins.len());
        for step in 1..=n {
            let seat = (from + step) % n;
            if let Some(i) = wins.iter().position(|w| w.seat == seat) {
                ordered.push(wins.swap_remove(i));
            }
            if let Some(w) = wins.iter().find(|w| w.seat == seat) {
                return Err(Field { win: Some(w.index), name: "seat" }.bad("a seat wins once"));
            }
        }
        let count = ordered.len();
        if let Some(w) = ordered.iter().find(|w| w.from != from || (count > 1 && w.seat == from)) {
            return Err(Field { win: Some(w.index), name: "from" }.bad("several winners win on one discard"));
        }
        if count > most_rons(self.rules) as usize {
            return Err(top("wins").bad("more winners than one discard may have here (head bump, or three rons abort)"));
        }
        Ok(ordered)
    }

    fn win(&self, v: &Json, index: usize, riichi: &[Seat]) -> Result<Win> {
        let at = |name: &'static str| Field { win: Some(index), name };
        let names = ["seat", "from", "han", "fu", "yakuman", "points", "hand", "liable", "chips"];
        Object::new(v, "LedgerWin", &names).map_err(|e| at("").bad(&e))?;
        let num = |name: &'static str| at(name).int(v.get(name));
        let seat = self.seat_given(v.get("seat"), at("seat"))?;
        let from = self.seat_given(v.get("from"), at("from"))?;
        let liable = self.seat(v.get("liable"), at("liable"))?;
        let tsumo = seat == from;
        let rules = self.rules;
        let (han, fu, yakuman, points, chips) =
            (num("han")?, num("fu")?, num("yakuman")?, num("points")?, num("chips")?);
        let hand = v.get("hand");
        if [han.is_some(), yakuman.is_some(), points.is_some(), hand.is_some()].iter().filter(|&&g| g).count() != 1 {
            return Err(at("").bad("give the value once: `han` (and `fu`), `yakuman`, `points` or `hand`"));
        }
        let points_scheme = rules.score.scheme == ScoringScheme::ToutenkouPoints;
        let wrong = if fu.is_some() && han.is_none() {
            Some(("fu", "fu goes with han"))
        } else if points_scheme && (han.is_some() || yakuman.is_some()) {
            Some((if han.is_some() { "han" } else { "yakuman" }, "this ruleset values a win in points"))
        } else if !points_scheme && points.is_some() {
            Some(("points", "points are Toutenkou's value (score.scheme)"))
        } else if chips.is_some() && (rules.chips.is_none() || hand.is_some()) {
            Some(("chips", "chips are entered where the ruleset has them, for a win not given as a hand"))
        } else if liable == Some(seat) {
            Some(("liable", "the winner is not liable for its own win"))
        } else {
            None
        };
        if let Some((name, why)) = wrong {
            return Err(at(name).bad(why));
        }
        let value = if let Some(han) = han {
            Value::Count(self.han_fu(han, fu, tsumo, index)?)
        } else if let Some(n) = yakuman {
            if !(1..=yakuman_limit(rules) as i64).contains(&n) {
                return Err(at("yakuman").bad("a yakuman count is 1 to the ruleset's limit (yakumanLimit)"));
            }
            Value::Count(Count::Yakuman(n as u32))
        } else if let Some(p) = points {
            let t = rules.score.points.as_ref().ok_or_else(|| at("points").bad("no points table"))?;
            // Banban, one han of a yaku, the dealer's point and the ron: what every such win has at least.
            let least = t.banban as i64
                + rules.yaku.min_han.max(1) as i64
                + if seat == self.table.dealer() { t.oya as i64 } else { 0 }
                + if tsumo { 0 } else { t.ron as i64 };
            if p < least {
                return Err(at("points").bad("less than banban, a yaku, the dealer's point and the ron"));
            }
            Value::Count(Count::Points(p))
        } else {
            let mut req = self.request(hand.expect("one value"), seat, from, riichi, index)?;
            if let Some(l) = liable {
                if req.pao.is_some() || !req.liable.is_empty() {
                    return Err(at("liable").bad("the hand names its liable seat (pao) already"));
                }
                req.pao = Some(self.table.wind(l));
            }
            Value::Hand(Box::new(req))
        };
        if liable.is_some() {
            let yakuman_value = !matches!(value, Value::Count(Count::HanFu { .. }));
            let feeder = tsumo && rules.pao.daiminkan_rinshan == DaiminkanRinshan::FeederPaysFullTsumo;
            if !(feeder || yakuman_value && !rules.pao.yakuman.is_empty()) {
                return Err(at("liable").bad("only a yakuman win (pao.yakuman) has a liable seat here"));
            }
        }
        let chips = chips.unwrap_or(0);
        if chips < 0 {
            return Err(at("chips").bad("chips are counted from 0"));
        }
        Ok(Win { index, seat, from, value, liable, chips })
    }

    /// Han and fu that some hand has: at least the ruleset's minimum han; below 5 han, fu 20 (pinfu by tsumo, 2 han
    /// at least), 25 (seven pairs, 2 han, by tsumo 3) or a multiple of 10 from 30 to 140 (the most three
    /// concealed quads of honours, a ron on a third honour triplet and a doubled wind pair reach).
    fn han_fu(&self, han: i64, fu: Option<i64>, tsumo: bool, index: usize) -> Result<Count> {
        let rules = self.rules;
        if han < rules.yaku.min_han.max(1) as i64 || han > 200 {
            return Err(Field { win: Some(index), name: "han" }.bad("from the ruleset's least (yaku.min_han) to 200"));
        }
        let why = match fu {
            None if han < 5 => Some("below 5 han, give the fu"),
            None => None,
            Some(20) if !tsumo || !rules.yaku.pinfu_tsumo => Some("20 fu is pinfu won by tsumo"),
            Some(20) if han < 2 => Some("20 fu is pinfu won by tsumo: 2 han at least"),
            Some(25) if han < 2 + tsumo as i64 => Some("25 fu is seven pairs: 2 han at least, 3 by tsumo"),
            Some(20 | 25) => None,
            Some(30..=140) if fu.unwrap_or(0) % 10 == 0 => None,
            Some(_) => Some("fu are 20, 25, or a multiple of 10 from 30 to 140"),
        };
        match why {
            Some(why) => Err(Field { win: Some(index), name: "fu" }.bad(why)),
            None => Ok(Count::HanFu { han: han as u32, fu: fu.unwrap_or(0) as u32 }),
        }
    }

    /// A full hand's score request, given the facts the ledger knows: the winds, tsumo or the discarder (each must
    /// agree where the request gives it, as its ruleset must), and whether the seat is in riichi.
    fn request(&self, v: &Json, seat: Seat, from: Seat, riichi: &[Seat], index: usize) -> Result<ScoreRequest> {
        let at = |name: &'static str| Field { win: Some(index), name };
        let mut req = ScoreRequest::from_json(v).map_err(|e| at("hand").bad(&e))?;
        let t = self.table;
        let tsumo = seat == from;
        let id = match &req.ruleset {
            Some(RulesetRef::Id(id)) => Some(id),
            Some(RulesetRef::Rules(r)) => Some(&r.id),
            None => None,
        };
        let declared = req.riichi || req.double_riichi || req.open_riichi;
        let wrong = if id.is_some_and(|id| *id != self.rules.id) {
            Some("hand.ruleset")
        } else if req.seat_wind.is_some_and(|w| w != t.wind(seat)) {
            Some("hand.seatWind")
        } else if req.round_wind.is_some_and(|w| w != t.round_wind()) {
            Some("hand.roundWind")
        } else if v.get("tsumo").is_some() && req.tsumo != tsumo {
            Some("hand.tsumo")
        } else if req.discarder.is_some_and(|d| tsumo || d != t.wind(from)) {
            Some("hand.discarder")
        } else if declared != riichi.contains(&seat) {
            Some("hand.riichi")
        } else {
            None
        };
        if let Some(name) = wrong {
            return Err(at(name).bad("differs from the table (the entry's seats and riichi)"));
        }
        req.seat_wind = Some(t.wind(seat));
        req.round_wind = Some(t.round_wind());
        req.tsumo = tsumo;
        req.discarder = (!tsumo).then(|| t.wind(from));
        // Paarenchan (a local yakuman): the dealer's 8th win in a row, as the round values it.
        req.paarenchan |= seat == t.dealer() && t.flow.dealer_wins() == 7 && self.rules.has_local(Yaku::Paarenchan);
        Ok(req)
    }
}
