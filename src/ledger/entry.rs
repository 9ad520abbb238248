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
    let a = &rules.abort;
    let has = [
        a.kyuushu,
        a.suufon,
        a.suucha_riichi,
        a.suukaikan || rules.calls.fifth_kan_abort,
        a.sanchahou && rules.calls.multi_ron == MultiRon::DoubleOkTripleAborts,
        a.by_agreement,
    ];
    ABORTS.into_iter().zip(has).filter(|(_, has)| *has).map(|(reason, _)| reason)
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
    let local = rules.yaku.local_values.values().filter_map(|v| match v {
        YakuValue::Yakuman(n) => Some(*n as u32),
        _ => None,
    });
    let single = local.chain([1 + !rules.yaku.double_yakuman.is_empty() as u32]).max().unwrap_or(1);
    if !rules.yaku.yakuman_stack {
        return single;
    }
    let value = |y: Yaku| (!rules.yaku.disabled.contains(&y)) as u32 * (1 + rules.is_double_yakuman(y) as u32);
    let stack: u32 = [Yaku::Daisuushii, Yaku::Tsuuiisou, Yaku::SuuankouTanki, Yaku::Suukantsu].map(value).iter().sum();
    stack.max(single)
}

/// A `bad-request` about the field at `path`.
fn bad(path: &str, message: impl std::fmt::Display) -> Error {
    Error::bad_request(format!("{path}: {message}"))
}

/// Field `name` of `o` (at `path`), its reader's error named by the path.
fn field<T: FromJson>(o: &Object, path: &str, name: &str) -> Result<T> {
    o.field(name).map_err(|e| bad(&format!("{path}{name}"), e))
}

/// Reads entries against the table they are entered at.
pub(super) struct Reader<'a> {
    pub rules: &'a Ruleset,
    pub table: &'a Table,
}

impl Reader<'_> {
    /// A seat number of the table.
    fn seat(&self, v: u8, path: &str) -> Result<Seat> {
        let n = self.rules.game.players;
        if v < n {
            Ok(v)
        } else {
            Err(bad(path, format!("there is no seat {v} (seats are 0 to {})", n - 1)))
        }
    }

    /// A list of distinct seats.
    fn seats(&self, o: &Object, path: &str, name: &str) -> Result<Vec<Seat>> {
        let list: Vec<u8> = o.field_or(name, Vec::new).map_err(|e| bad(&format!("{path}{name}"), e))?;
        for (i, &s) in list.iter().enumerate() {
            self.seat(s, &format!("{path}{name}[{i}]"))?;
            if list[..i].contains(&s) {
                return Err(bad(&format!("{path}{name}"), format!("seat {s} is listed twice")));
            }
        }
        Ok(list)
    }

    /// Reads and checks one entry.
    pub fn entry(&self, v: &Json) -> Result<Entry> {
        let names = ["riichi", "wins", "draw", "abort", "chombo", "yame"];
        let o = Object::new(v, "LedgerEntry", &names).map_err(|e| bad("entry", e))?;
        let given: Vec<&str> = names[1..].iter().copied().filter(|n| v.get(n).is_some()).collect();
        let [kind] = given[..] else {
            return Err(bad("entry", "give exactly one of `wins`, `draw`, `abort`, `chombo` and `yame`"));
        };
        let riichi = self.seats(&o, "", "riichi")?;
        if !riichi.is_empty() && matches!(kind, "chombo" | "yame") {
            return Err(bad("riichi", format!("a `{kind}` entry ends no hand: riichi goes with the hand's end")));
        }
        let end = match kind {
            "chombo" => return Ok(Entry::Chombo(self.seat(field(&o, "", "chombo")?, "chombo")?)),
            "yame" => return Ok(Entry::Yame(field(&o, "", "yame")?)),
            "wins" => HandEnd::Wins(self.wins(&o, &riichi)?),
            "draw" => self.draw(&o, &riichi)?,
            _ => self.abort(&o, &riichi)?,
        };
        for (i, &s) in riichi.iter().enumerate() {
            let score = self.table.scores[s as usize];
            if self.rules.riichi.min_points.is_some_and(|min| score < min as i64) {
                let min = self.rules.riichi.min_points.unwrap_or(0);
                return Err(bad(
                    &format!("riichi[{i}]"),
                    format!("seat {s} has {score} points, under the {min} riichi needs"),
                ));
            }
        }
        Ok(Entry::Hand { riichi, end })
    }

    fn draw(&self, o: &Object, riichi: &[Seat]) -> Result<HandEnd> {
        let v: Json = field(o, "", "draw")?;
        let d = Object::new(&v, "LedgerDraw", &["tenpai", "nagashi"]).map_err(|e| bad("draw", e))?;
        let tenpai = self.seats(&d, "draw.", "tenpai")?;
        let nagashi = self.seats(&d, "draw.", "nagashi")?;
        if let Some(s) = riichi.iter().find(|s| !tenpai.contains(s)) {
            return Err(bad("draw.tenpai", format!("seat {s} declared riichi, so it is tenpai")));
        }
        if !nagashi.is_empty() && self.rules.score.nagashi == Nagashi::None {
            return Err(bad("draw.nagashi", "this ruleset has no nagashi mangan (score.nagashi is none)"));
        }
        Ok(HandEnd::Draw { tenpai, nagashi })
    }

    fn abort(&self, o: &Object, riichi: &[Seat]) -> Result<HandEnd> {
        let v: Json = field(o, "", "abort")?;
        let known: Vec<&str> = aborts(self.rules).map(|(_, name)| name).collect();
        let i =
            crate::json::variant(&v, &known).map_err(|e| bad("abort", format!("{e} (the aborts of this ruleset)")))?;
        let (reason, _) = aborts(self.rules).nth(i).expect("a listed abort");
        if reason == DrawReason::SuuchaRiichi && riichi.len() != self.rules.game.players as usize {
            return Err(bad("riichi", "four riichi (suucha-riichi) aborts a hand only when every seat's riichi stood"));
        }
        Ok(HandEnd::Abort(reason))
    }

    fn wins(&self, o: &Object, riichi: &[Seat]) -> Result<Vec<Win>> {
        let list: Vec<Json> = field(o, "", "wins")?;
        let n = self.rules.game.players;
        let mut wins = Vec::with_capacity(list.len());
        for (i, v) in list.iter().enumerate() {
            wins.push(self.win(v, i, riichi)?);
        }
        let Some(first) = wins.first() else { return Err(bad("wins", "a win entry names at least one winner")) };
        let from = first.from;
        if let Some((i, w)) = wins.iter().enumerate().find(|(_, w)| w.from != from) {
            return Err(bad(
                &format!("wins[{i}].from"),
                format!("several winners all win on seat {from}'s one discard, not seat {}'s", w.from),
            ));
        }
        if wins.len() > 1 {
            if let Some(i) = wins.iter().position(|w| w.seat == from) {
                return Err(bad(&format!("wins[{i}]"), "a tsumo has one winner"));
            }
            if let Some(i) = (1..wins.len()).find(|&i| wins[..i].iter().any(|w| w.seat == wins[i].seat)) {
                return Err(bad(&format!("wins[{i}].seat"), format!("seat {} is listed twice", wins[i].seat)));
            }
            let most = most_rons(self.rules);
            if wins.len() > most as usize {
                return Err(bad(
                    "wins",
                    match self.rules.calls.multi_ron {
                        MultiRon::Atamahane => "head bump (calls.multi_ron = atamahane): only the winner closest to the discarder wins".to_string(),
                        _ => format!("at most {most} seats win on one discard here; three rons abort the hand (abort: \"sanchahou\")"),
                    },
                ));
            }
        }
        // The winner closest to the discarder first: it collects honba and deposits.
        wins.sort_unstable_by_key(|w| (w.seat + n - from) % n);
        Ok(wins)
    }

    fn win(&self, v: &Json, index: usize, riichi: &[Seat]) -> Result<Win> {
        let path = &format!("wins[{index}].");
        let names = ["seat", "from", "han", "fu", "yakuman", "points", "hand", "liable", "chips"];
        let o = Object::new(v, "LedgerWin", &names).map_err(|e| bad(path.trim_end_matches('.'), e))?;
        let at = |name: &str| format!("{path}{name}");
        let seat = self.seat(field(&o, path, "seat")?, &at("seat"))?;
        let from = self.seat(field(&o, path, "from")?, &at("from"))?;
        let tsumo = seat == from;
        let liable: Option<u8> = field(&o, path, "liable")?;
        let liable = liable.map(|l| self.seat(l, &at("liable"))).transpose()?;
        let chips: Option<u32> = field(&o, path, "chips")?;
        let han: Option<u32> = field(&o, path, "han")?;
        let fu: Option<u32> = field(&o, path, "fu")?;
        let yakuman: Option<u32> = field(&o, path, "yakuman")?;
        let points: Option<i64> = field::<Option<i32>>(&o, path, "points")?.map(i64::from);
        let hand: Option<Json> = field(&o, path, "hand")?;
        let values = [han.is_some(), yakuman.is_some(), points.is_some(), hand.is_some()];
        if values.iter().filter(|&&v| v).count() != 1 {
            return Err(bad(
                path.trim_end_matches('.'),
                "give the win's value once: `han` (and `fu`), `yakuman`, `points` or `hand`",
            ));
        }
        if fu.is_some() && han.is_none() {
            return Err(bad(&at("fu"), "fu goes with han"));
        }
        let rules = self.rules;
        let points_scheme = rules.score.scheme == ScoringScheme::ToutenkouPoints;
        if points_scheme != points.is_some() && hand.is_none() {
            let name = if han.is_some() {
                "han"
            } else if yakuman.is_some() {
                "yakuman"
            } else {
                "points"
            };
            let why = if points_scheme {
                "this ruleset values a win in points (score.scheme = toutenkou_points): give `points` or `hand`"
            } else {
                "points are Toutenkou's value: give `han` and `fu`, `yakuman` or `hand`"
            };
            return Err(bad(&at(name), why));
        }
        if chips.is_some() && (rules.chips.is_none() || hand.is_some()) {
            let why = if hand.is_some() { "a hand's chips come from its tiles" } else { "this ruleset has no chips" };
            return Err(bad(&at("chips"), why));
        }
        let dealer = self.table.dealer();
        let value = if let Some(han) = han {
            Value::Count(self.han_fu(han, fu, tsumo, path)?)
        } else if let Some(n) = yakuman {
            let most = yakuman_limit(rules);
            if n == 0 || n > most {
                return Err(bad(&at("yakuman"), format!("a yakuman count is 1 to {most} under this ruleset, not {n}")));
            }
            Value::Count(Count::Yakuman(n))
        } else if let Some(p) = points {
            let t = rules.score.points.as_ref().ok_or_else(|| bad(&at("points"), "the ruleset has no points table"))?;
            // Banban, one han of a yaku, the dealer's point and the ron: what every such win has at least.
            let least = t.banban as i64
                + rules.yaku.min_han.max(1) as i64
                + if seat == dealer { t.oya as i64 } else { 0 }
                + if tsumo { 0 } else { t.ron as i64 };
            if p < least {
                return Err(bad(&at("points"), format!("this win is worth at least {least} points, not {p}")));
            }
            Value::Count(Count::Points(p))
        } else {
            let mut req = self.request(hand.as_ref().expect("one value"), seat, from, riichi, &at("hand"))?;
            if let Some(l) = liable {
                if req.pao.is_some() || !req.liable.is_empty() {
                    return Err(bad(&at("liable"), "the hand names its liable seat already (`pao`, `liable`)"));
                }
                req.pao = Some(self.table.wind(l));
            }
            Value::Hand(Box::new(req))
        };
        let yakuman_value = matches!(value, Value::Count(Count::Yakuman(_) | Count::Points(_)) | Value::Hand(_));
        if let Some(l) = liable {
            if l == seat {
                return Err(bad(&at("liable"), "the winner is not liable for its own win"));
            }
            let feeder = tsumo && rules.pao.daiminkan_rinshan == DaiminkanRinshan::FeederPaysFullTsumo;
            let pao = yakuman_value && !rules.pao.yakuman.is_empty();
            if !(pao || feeder) {
                return Err(bad(&at("liable"), "only a yakuman win (pao.yakuman) has a liable seat here"));
            }
        }
        Ok(Win { index, seat, from, value, liable, chips: chips.unwrap_or(0) as i64 })
    }

    /// Han and fu that some hand has: at least the ruleset's minimum han; below 5 han, fu 20 (pinfu by tsumo, 2 han
    /// at least), 25 (seven pairs, 2 han, by tsumo 3) or a multiple of 10 from 30 to 140 (the most three
    /// concealed quads of honours, a ron on a third honour triplet and a doubled wind pair reach).
    fn han_fu(&self, han: u32, fu: Option<u32>, tsumo: bool, path: &str) -> Result<Count> {
        let rules = self.rules;
        let least = rules.yaku.min_han.max(1) as u32;
        if han < least {
            return Err(bad(&format!("{path}han"), format!("a win has at least {least} han, not {han}")));
        }
        let Some(fu) = fu else {
            if han < 5 {
                return Err(bad(
                    &format!("{path}fu"),
                    format!("{han} han needs its fu (below 5 han fu set the value)"),
                ));
            }
            return Ok(Count::HanFu { han, fu: 0 });
        };
        let by = if tsumo { "by tsumo" } else { "by ron" };
        let why = match fu {
            20 if !tsumo || !rules.yaku.pinfu_tsumo => Some("20 fu is pinfu won by tsumo"),
            20 if han < 2 => Some("20 fu is pinfu won by tsumo: 2 han at least"),
            25 if han < 2 + tsumo as u32 => Some("25 fu is seven pairs: 2 han at least, 3 by tsumo"),
            20 | 25 => None,
            30..=140 if fu % 10 == 0 => None,
            _ => Some("fu are 20, 25, or a multiple of 10 from 30 to 140"),
        };
        match why {
            Some(why) => Err(bad(&format!("{path}fu"), format!("no hand is {han} han {fu} fu {by} ({why})"))),
            None => Ok(Count::HanFu { han, fu }),
        }
    }

    /// A full hand's score request, given the facts the ledger knows: the ruleset, the winds, tsumo or the
    /// discarder (each must agree where the request gives it), and whether the seat is in riichi.
    fn request(&self, v: &Json, seat: Seat, from: Seat, riichi: &[Seat], path: &str) -> Result<ScoreRequest> {
        let mut req = ScoreRequest::from_json(v).map_err(|e| bad(path, e))?;
        let t = self.table;
        let wind = |s: Seat| t.wind(s);
        let tsumo = seat == from;
        let mismatch = |name: &str, what: String| Err(bad(&format!("{path}.{name}"), what));
        let id = match &req.ruleset {
            Some(RulesetRef::Id(id)) => Some(id),
            Some(RulesetRef::Rules(r)) => Some(&r.id),
            None => None,
        };
        if id.is_some_and(|id| *id != self.rules.id) {
            return mismatch("ruleset", "a hand is valued by the ledger's own ruleset".into());
        }
        if req.seat_wind.is_some_and(|w| w != wind(seat)) {
            return mismatch("seatWind", format!("seat {seat} sits {} this hand", wind(seat).name()));
        }
        if req.round_wind.is_some_and(|w| w != t.round_wind()) {
            return mismatch("roundWind", format!("this hand's round wind is {}", t.round_wind().name()));
        }
        if v.get("tsumo").is_some() && req.tsumo != tsumo {
            return mismatch(
                "tsumo",
                format!("the entry's `from` makes the win a {}", if tsumo { "tsumo" } else { "ron" }),
            );
        }
        if req.discarder.is_some_and(|d| tsumo || d != wind(from)) {
            return mismatch("discarder", format!("the discarder is seat {from}, who sits {}", wind(from).name()));
        }
        let declared = req.riichi || req.double_riichi || req.open_riichi;
        if declared != riichi.contains(&seat) {
            let why =
                if declared { "the seat's riichi is not in the entry's `riichi`" } else { "the seat declared riichi" };
            return mismatch("riichi", why.into());
        }
        req.ruleset = Some(RulesetRef::Rules(Box::new(self.rules.clone())));
        req.seat_wind = Some(wind(seat));
        req.round_wind = Some(t.round_wind());
        req.tsumo = tsumo;
        req.discarder = (!tsumo).then(|| wind(from));
        // Paarenchan (a local yakuman): the dealer's 8th win in a row, as the round values it.
        req.paarenchan |= seat == t.dealer() && t.flow.dealer_wins() == 7 && self.rules.has_local(Yaku::Paarenchan);
        Ok(req)
    }
}
