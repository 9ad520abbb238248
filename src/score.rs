//! The `score` request and result of `docs/API.md`, and the entry point that values one winning hand.
//!
//! Data flows one way: request → parsed hand → every decomposition (`hand`) → yaku (`yaku`) → fu (`fu`) →
//! the best interpretation's points and payments (here).

use crate::error::{Error, Result};
use crate::fu;
use crate::hand::{self, Set, Shape, StandardReading};
use crate::meld::{MeldKind, SetKind, SetMeldKind};
use crate::rules::{DaiminkanRinshan, IndicatorMap, Kazoe, Ruleset, ScoringScheme, Wind};
use crate::shanten::HandRules;
use crate::tile::{self, Counts, Flavour, Kind, Tile, TileSet, KINDS};
use crate::yaku::{self, HandFacts, Situation, Yaku, YakuList, YakuRules};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

mod chips;
mod read;
mod tiles;
mod toutenkou;

use tiles::{FieldName, MeldField, TileFields};
pub use tiles::{WinMeld, WinTiles};

/// Which ruleset a request uses: a preset id or a full ruleset value.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(untagged)]
pub enum RulesetRef {
    Id(String),
    Rules(Box<Ruleset>),
}

/// By hand rather than `#[serde(untagged)]`: untagged buffers the input and reads `Ruleset` a second way (a second
/// copy of its large reader in the .wasm), and its error hides why a full ruleset was rejected.
impl<'de> Deserialize<'de> for RulesetRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct IdOrRules;
        impl<'de> serde::de::Visitor<'de> for IdOrRules {
            type Value = RulesetRef;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a preset id or a full ruleset object")
            }
            fn visit_str<E: serde::de::Error>(self, id: &str) -> std::result::Result<RulesetRef, E> {
                Ok(RulesetRef::Id(id.to_owned()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> std::result::Result<RulesetRef, A::Error> {
                let rules = Ruleset::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(RulesetRef::Rules(Box::new(rules)))
            }
        }
        d.deserialize_any(IdOrRules)
    }
}

impl RulesetRef {
    pub fn resolve(&self) -> Result<Ruleset> {
        match self {
            RulesetRef::Id(id) => Ruleset::preset(id),
            RulesetRef::Rules(r) => {
                r.validate()?;
                Ok((**r).clone())
            }
        }
    }
}

crate::declare! {
    /// Where a called tile came from, relative to the caller.
    #[derive(Deserialize)]
    pub enum MeldFrom {
        Left = "left" { label: "Left" },
        Across = "across" { label: "Across" },
        Right = "right" { label: "Right" },
    }
}

crate::declare! {
    /// A meld as a score request names it.
    #[derive(Clone, Debug, PartialEq, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Meld {
        /// A set: any kind but nuki (whose tile a request gives in `nukidora`).
        #[serde(deserialize_with = "SetKind::deserialize")]
        #[cfg_attr(target_arch = "wasm32", tsify(type = "MeldType"))]
        pub kind as "type": MeldKind as SetMeldKind {},
        /// The meld's tiles in MPSZ (3 for chi/pon, 4 for kans).
        pub tiles: String {},
        #[serde(skip_serializing_if = "Option::is_none")]
        pub from: Option<MeldFrom> {} = None,
        /// A kan whose 4th tile is a pocchi wildcard (Speed Tonpuu, e.g. `222m7Pz`): the pocchi counts as
        /// the meld's kind for sets, fu and dora, and keeps its pocchi chip.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        pub wildcard: bool {} = false,
    }
}

crate::declare! {
    /// Everything needed to value one winning hand (`docs/API.md`, ScoreRequest). Each field is declared here once:
    /// its JSON name, type and default make serde's form (the CLI's), the crate's JSON reader (the facade's) and the
    /// TypeScript type; the binary form of the facade's fast path (src/wasm/request.rs and request.js) is held to
    /// [`ScoreRequest::FIELD_NAMES`] by the tests of src/wasm/wire.rs.
    #[derive(Clone, Debug, Default, PartialEq, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct ScoreRequest {
        /// Ruleset id or value; default `tenhou`.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ruleset: Option<RulesetRef> {} = None,
        /// Concealed tiles before the winning tile.
        pub hand: String {},
        #[serde(skip_serializing_if = "Vec::is_empty")]
        pub melds: Vec<Meld> {} = Vec::new(),
        pub win_tile as "winTile": String {},
        pub tsumo: bool {} = false,
        /// Default East (dealer).
        #[serde(skip_serializing_if = "Option::is_none")]
        pub seat_wind as "seatWind": Option<Wind> {} = None,
        /// Default East.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub round_wind as "roundWind": Option<Wind> {} = None,
        /// For ron: who dealt in; default the seat before the winner.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub discarder: Option<Wind> {} = None,
        /// Seat liable (pao) for a yakuman in the hand, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pao: Option<Wind> {} = None,
        /// Liability for one named yakuman each, in the order the seats became liable (e.g. one seat for daisangen,
        /// another for tsuuiisou): an entry counts only if the hand wins with its yakuman. With two or more liable
        /// seats the hand is split (`pao.multiple_liable`, `docs/RULESET.md` Q-M7).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        pub liable: Vec<Liability> {} = Vec::new(),
        /// Dora indicators.
        pub dora: String {} = String::new(),
        /// Ura indicators (count only with riichi).
        pub ura: String {} = String::new(),
        pub riichi: bool {} = false,
        pub double_riichi as "doubleRiichi": bool {} = false,
        pub open_riichi as "openRiichi": bool {} = false,
        pub ippatsu: bool {} = false,
        pub haitei: bool {} = false,
        pub houtei: bool {} = false,
        pub rinshan: bool {} = false,
        pub chankan: bool {} = false,
        pub tenhou: bool {} = false,
        pub chiihou: bool {} = false,
        pub renhou: bool {} = false,
        pub honba: u32 {} = 0,
        pub riichi_sticks as "riichiSticks": u32 {} = 0,
        /// Tiles set aside as nuki/gari (3-player).
        pub nukidora: String {} = String::new(),
        /// The winner's own discards this hand (Toutenkou's crow).
        pub discards: String {} = String::new(),
        /// The dealer's 8th win in one dealership (McGill's paarenchan, a local yakuman).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        pub paarenchan: bool {} = false,
        /// A rinshan win on the replacement tile of a daiminkan: the seat that discarded the kan tile. Under
        /// `pao.daiminkan_rinshan = ron_from_feeder` (McGill) the win is scored and paid as a ron off that seat,
        /// keeping the rinshan yaku; other rulesets score the usual tsumo.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kan_feeder as "kanFeeder": Option<Wind> {} = None,
        /// The winning tile is a pocchi drawn as a wildcard (`tiles.wildcards`; `docs/rulesets/speed-tonpuu.md`,
        /// Pocchi wildcards): it stands for the kind that scores best (never a fifth copy), reported as
        /// `wildcardAs`.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        pub wildcard: bool {} = false,
        /// Speed Tonpuu's special suukantsu win (`docs/rulesets/speed-tonpuu.md`): four kans declared by the winner,
        /// the replacement tile of the 4th (`winTile`, with `rinshan`) does not complete the hand. A double yakuman
        /// that stacks with nothing and earns no item chips: a tsumo, or a ron off `kanFeeder` when the 4th kan was
        /// a daiminkan. Needs the `suukantsu-special` local yaku.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        pub suukantsu_special as "suukantsuSpecial": bool {} = false,
    }
}

/// What the native tools read of a request's ruleset: a ruleset is named by its id (or given whole).
#[cfg(not(target_arch = "wasm32"))]
impl crate::declare::Described for RulesetRef {
    fn shape() -> crate::declare::Shape {
        crate::declare::Shape::Text
    }
}

crate::declare! {
    /// A seat liable (pao) for one yakuman of the hand (see [`ScoreRequest::liable`]).
    #[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Liability {
        pub seat: Wind {},
        /// A yakuman of [`crate::yaku::PAO_ELIGIBLE`], e.g. `daisangen`.
        pub yaku: Yaku {},
    }
}

/// One yaku (or Toutenkou bonus) in a result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct YakuEntry {
    pub id: String,
    pub name: String,
    /// Han; 0 for yakuman entries.
    pub han: u32,
    /// Yakuman multiple; 0 for ordinary yaku.
    pub yakuman: u32,
    /// Toutenkou points for this bonus.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct FuPart {
    pub reason: String,
    pub fu: u32,
}

/// Per-seat amounts keyed by seat wind; `N` is absent at a 3-player table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Deltas {
    #[serde(rename = "E")]
    pub e: i64,
    #[serde(rename = "S")]
    pub s: i64,
    #[serde(rename = "W")]
    pub w: i64,
    #[serde(rename = "N", default, skip_serializing_if = "Option::is_none")]
    pub n: Option<i64>,
}

impl Deltas {
    /// Zeroes for a table of `players` seats.
    pub fn zero(players: u8) -> Deltas {
        Deltas { n: (players == 4).then_some(0), ..Default::default() }
    }
    pub fn get(&self, w: Wind) -> i64 {
        match w {
            Wind::E => self.e,
            Wind::S => self.s,
            Wind::W => self.w,
            Wind::N => self.n.unwrap_or(0),
        }
    }
    pub fn add(&mut self, w: Wind, v: i64) {
        match w {
            Wind::E => self.e += v,
            Wind::S => self.s += v,
            Wind::W => self.w += v,
            Wind::N => *self.n.get_or_insert(0) += v,
        }
    }
}

/// The value of one win (`docs/API.md`, ScoreResult).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ScoreResult {
    pub yaku: Vec<YakuEntry>,
    pub han: u32,
    pub fu: u32,
    pub fu_parts: Vec<FuPart>,
    pub dora: u32,
    pub red: u32,
    pub ura: u32,
    /// Nukidora / gari counted as dora (3-player).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub nukidora: u32,
    /// Speed Tonpuu flavour counts.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub blue: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub gold: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pocchi: u32,
    pub yakuman: u32,
    /// "", "mangan", "haneman", "baiman", "sanbaiman" or "yakuman".
    pub limit: String,
    /// Points the winner gains from the others for this hand, honba included, riichi sticks excluded.
    pub total: i64,
    /// Every seat's change: payments, honba and riichi sticks.
    pub deltas: Deltas,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Deltas>,
    /// The kind a wildcard winning tile stood for (request `wildcard`), in MPSZ.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wildcard_as: Option<String>,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

/// Values one winning hand. Errors: `bad-notation`, `too-many-copies`, `bad-request`, `not-a-win`, `no-yaku`.
pub fn score(req: &ScoreRequest) -> Result<ScoreResult> {
    score_valued(req).map(Scored::into_result)
}

/// [`score`] under a ruleset the caller holds (the request's `ruleset` is not read): a table's ledger values a hand
/// under its own ruleset.
pub fn score_under(req: &ScoreRequest, rules: &Ruleset) -> Result<ScoreResult> {
    score_prepared(req, &prepared_for(rules)).map(Scored::into_result)
}

/// [`score`] before the result's texts are made: the wasm facade writes a [`Valuation`] to JS as it is.
pub fn score_valued(req: &ScoreRequest) -> Result<Scored> {
    score_prepared(req, &*prepared(req.ruleset.as_ref())?)
}

/// A scored hand: a han/fu result whose texts are all `&'static str`, or a result that needs the general shape
/// (Toutenkou's points).
#[derive(Clone, Debug)]
pub enum Scored {
    HanFu(Valuation),
    Other(ScoreResult),
}

impl Scored {
    /// Whether the result names the yaku `y`.
    pub fn has_yaku(&self, y: Yaku) -> bool {
        match self {
            Scored::HanFu(v) => v.yaku_entries().any(|(x, _, _)| x == y),
            Scored::Other(r) => r.yaku.iter().any(|e| e.id == y.id()),
        }
    }

    pub fn into_result(self) -> ScoreResult {
        match self {
            Scored::HanFu(v) => v.to_result(),
            Scored::Other(r) => r,
        }
    }
}

/// A han/fu [`ScoreResult`] with its lists held in place and its texts borrowed: the same values, read through
/// [`Valuation::yaku`] and [`Valuation::fu_parts`].
#[derive(Clone, Debug)]
pub struct Valuation {
    yaku_list: YakuList,
    /// Counted (kazoe) yakuman reached by ordinary yaku: an extra entry.
    kazoe: u32,
    parts: fu::Parts,
    pub han: u32,
    pub fu: u32,
    pub dora: u32,
    pub red: u32,
    pub ura: u32,
    pub nukidora: u32,
    pub blue: u32,
    pub gold: u32,
    pub pocchi: u32,
    pub yakuman: u32,
    pub limit: &'static str,
    pub total: i64,
    pub deltas: Deltas,
    pub chips: Option<Deltas>,
    pub wildcard_as: Option<Kind>,
}

impl Valuation {
    /// Each yaku entry: id, name, han, yakuman (as [`YakuEntry`], without Toutenkou points).
    pub fn yaku(&self) -> impl Iterator<Item = (&'static str, &'static str, u32, u32)> + '_ {
        self.yaku_entries().map(|(y, han, n)| (y.id(), y.name(), han, n))
    }
    /// Each yaku entry as its [`Yaku`] (whose id and name [`Valuation::yaku`] gives), han, yakuman.
    pub fn yaku_entries(&self) -> impl Iterator<Item = (Yaku, u32, u32)> + '_ {
        let yakuman = self.yaku_list.yakuman;
        let listed = self.yaku_list.iter().map(move |(y, v)| {
            let (han, n) = if yakuman { (0, v as u32) } else { (v as u32, 0) };
            (y, han, n)
        });
        // Kazoe: the counted yaku keep their han; this entry names the limit they reached.
        let kazoe = (self.kazoe > 0).then_some((Yaku::KazoeYakuman, 0, self.kazoe));
        listed.chain(kazoe)
    }
    /// Number of yaku entries.
    pub fn yaku_count(&self) -> usize {
        self.yaku_list.iter().count() + (self.kazoe > 0) as usize
    }
    /// Each fu part: reason and fu.
    pub fn fu_parts(&self) -> impl ExactSizeIterator<Item = (&'static str, u32)> + '_ {
        self.parts.iter()
    }
    /// Each fu part: reason as its number ([`fu::reason_text`] gives the text) and fu.
    pub fn fu_codes(&self) -> impl ExactSizeIterator<Item = (u16, u32)> + '_ {
        self.parts.codes()
    }
    /// Whether the result's JSON has only the members of the wasm facade's fixed plain layout (its score tape,
    /// src/wasm/score_layout.rs): no nukidora or flavour counts, no chips, no `wildcardAs`. Every field is named
    /// here, so that a new one is placed in that layout or kept out of it (tests/wasm_node.rs holds the layout's
    /// reader to this result's JSON).
    pub fn is_plain(&self) -> bool {
        #[rustfmt::skip]
        let Valuation {
            yaku_list: _, kazoe: _, parts: _, han: _, fu: _, dora: _, red: _, ura: _, yakuman: _, limit: _, total: _,
            deltas: _, nukidora, blue, gold, pocchi, chips, wildcard_as,
        } = self;
        *nukidora == 0 && *blue == 0 && *gold == 0 && *pocchi == 0 && chips.is_none() && wildcard_as.is_none()
    }
    pub fn to_result(&self) -> ScoreResult {
        ScoreResult {
            yaku: self
                .yaku()
                .map(|(id, name, han, yakuman)| YakuEntry {
                    id: id.to_string(),
                    name: name.to_string(),
                    han,
                    yakuman,
                    points: None,
                })
                .collect(),
            han: self.han,
            fu: self.fu,
            fu_parts: self.parts.to_vec(),
            dora: self.dora,
            red: self.red,
            ura: self.ura,
            nukidora: self.nukidora,
            blue: self.blue,
            gold: self.gold,
            pocchi: self.pocchi,
            yakuman: self.yakuman,
            limit: self.limit.to_string(),
            total: self.total,
            deltas: self.deltas.clone(),
            chips: self.chips.clone(),
            wildcard_as: self.wildcard_as.map(|k| Tile::new(k).to_string()),
        }
    }
}

/// The pipeline under a prepared ruleset: the request's tiles read from its notation into the prepared ruleset's
/// fields ([`Prepared::read`]), then [`score_fields`].
fn score_prepared(req: &ScoreRequest, p: &Prepared) -> Result<Scored> {
    let (mut kept, mut fresh);
    let tiles: &mut TileFields = match p.read.try_borrow_mut() {
        Ok(fields) => {
            kept = fields;
            &mut kept
        }
        // Not reached (valuing a request reads no other request); fresh fields would do.
        Err(_) => {
            fresh = TileFields::EMPTY;
            &mut fresh
        }
    };
    tiles.read(req);
    score_fields(req, tiles, p)
}

/// Values a win whose tiles a caller holds (the round's), under a ruleset it holds: `req` gives the rest of the
/// request (its notation fields and `ruleset` are not read). The same valuation as [`score`]'s, which reads a
/// request's notation into the same typed fields first.
pub fn score_tiles(req: &ScoreRequest, tiles: &WinTiles, rules: &Ruleset) -> Result<Scored> {
    score_fields(req, &TileFields::held(tiles), &prepared_for(rules))
}

/// The valuation: the request (turned into a ron off a kan feeder where the ruleset says so) with its tiles
/// `tiles` → every interpretation → the best one's value under the ruleset's scheme.
fn score_fields(req: &ScoreRequest, tiles: &TileFields, p: &Prepared) -> Result<Scored> {
    let as_ron = feeder_ron(req, tiles, &p.rules)?;
    let req = as_ron.as_ref().unwrap_or(req);
    if req.wildcard {
        let (input, best) = best_wildcard(req, tiles, p)?;
        return settle_scheme(req, tiles, &input, &best, p);
    }
    // The input and the best reading are read where they were returned, not moved out of their `Result`s: they
    // are a few hundred bytes, and each move is a memory.copy, which V8 runs as a call (`?` would move them).
    let input = Input::parse(req, tiles, p, None);
    #[allow(clippy::question_mark, reason = "`?` moves the value out of the Result: read in place")]
    let input = match input {
        Ok(ref input) => input,
        Err(e) => return Err(e),
    };
    let best = if req.suukantsu_special { special_suukantsu(input, p) } else { best_interpretation(input, p) };
    #[allow(clippy::question_mark, reason = "`?` moves the value out of the Result: read in place")]
    let best = match best {
        Ok(ref best) => best,
        Err(e) => return Err(e),
    };
    settle_scheme(req, tiles, input, best, p)
}

/// The result of the best reading under the ruleset's scoring scheme.
#[inline]
fn settle_scheme(
    req: &ScoreRequest,
    tiles: &TileFields,
    input: &Input,
    best: &Interpretation,
    p: &Prepared,
) -> Result<Scored> {
    match p.rules.score.scheme {
        ScoringScheme::HanFu => Ok(Scored::HanFu(settle(req, input, best, p))),
        ScoringScheme::ToutenkouPoints => {
            toutenkou::settle(req, &tiles.discards(req)?, input, best, p).map(Scored::Other)
        }
    }
}

/// Whether `t` is one of the ruleset's wildcard tiles (`tiles.wildcards`).
fn is_wildcard_tile(rules: &Ruleset, t: Tile) -> bool {
    rules.tiles.wildcards.iter().any(|w| Tile::parse(&w.tile).is_ok_and(|x| x == t))
}

/// A wildcard winning tile (`docs/rulesets/speed-tonpuu.md`, Pocchi wildcards): every kind it may stand for is scored
/// and the best kept (most points, then han, then fu). A kind already held four times is never a candidate.
fn best_wildcard(req: &ScoreRequest, tiles: &TileFields, p: &Prepared) -> Result<(Input, Interpretation)> {
    // One tile as the request wrote it: a notation the field reader refuses may still be one tile once trimmed.
    let win = match tiles.single_win() {
        Some(t) => t,
        None => Tile::parse(req.win_tile.trim()).map_err(|e| Error::bad_notation(format!("winTile: {}", e.message)))?,
    };
    if !is_wildcard_tile(&p.rules, win) {
        return Err(bad(format!(
            "wildcard: '{}' is not a wildcard tile of this ruleset (tiles.wildcards)",
            tiles.quote(req, FieldName::WinTile)
        )));
    }
    if !req.tsumo {
        return Err(bad("wildcard: a pocchi is wild only when drawn; a discarded pocchi is its own kind"));
    }
    if req.suukantsu_special {
        return Err(bad("the special suukantsu win needs no winning tile to stand for anything: drop wildcard"));
    }
    // Validates the request once, with the pocchi read as itself.
    let face = Input::parse(req, tiles, p, None)?;
    let mut held = face.facts.all;
    held[win.kind as usize] -= 1;
    let mut best: Option<(Input, Interpretation)> = None;
    let mut no_yaku = None;
    for k in (0..KINDS).filter(|&k| held[k] < p.tiles.copies[k]) {
        let input = Input::parse(req, tiles, p, Some(k as Kind))?;
        match best_interpretation(&input, p) {
            Ok(v) => {
                if best.as_ref().is_none_or(|(_, b)| (v.value, v.han, v.fu) > (b.value, b.han, b.fu)) {
                    best = Some((input, v));
                }
            }
            Err(e) if e.code == "no-yaku" => no_yaku = Some(e),
            Err(_) => {}
        }
    }
    best.ok_or_else(|| {
        no_yaku.unwrap_or_else(|| {
            Error::new("not-a-win", "no kind the wildcard could stand for completes this hand: it is not tenpai")
        })
    })
}

/// Speed Tonpuu's special suukantsu win (`docs/rulesets/speed-tonpuu.md`): the winner's four kans, a replacement tile
/// that does not pair the last concealed tile; a fixed double yakuman that stacks with nothing.
fn special_suukantsu(input: &Input, p: &Prepared) -> Result<Interpretation> {
    let s = &input.situation;
    let kans = input.melds[..input.n_melds].iter().filter(|m| m.shape == Shape::Quad).count();
    if !p.yaku.local.has(Yaku::SuukantsuSpecial) {
        return Err(bad("this ruleset has no special suukantsu win (local yaku suukantsu-special)"));
    }
    if kans != 4 || !s.rinshan {
        return Err(bad("the special suukantsu win is declared on the replacement tile of the winner's 4th kan: \
             it needs four kans among the melds and rinshan"));
    }
    if input.concealed[input.win as usize] == 2 {
        return Err(bad("the replacement tile pairs the last tile: this is an ordinary win with suukantsu, \
             not the special one"));
    }
    let yaku =
        YakuList::single_yakuman(Yaku::SuukantsuSpecial, if p.yaku.double.has(Yaku::SuukantsuSpecial) { 2 } else { 1 });
    let n = yaku.total();
    let basic = 8000 * n as i64;
    Ok(Interpretation {
        form: Form::Special,
        yaku,
        han: 0,
        fu: 0,
        basic,
        limit: Limit::Yakuman,
        yakuman: n,
        value: hand_value(basic, input, &p.rules),
    })
}

/// `kanFeeder` under `pao.daiminkan_rinshan = ron_from_feeder`: the same request as a ron off the feeder that
/// keeps rinshan (so no menzen tsumo, no tsumo fu, the ron table and ron honba). `None` when nothing changes.
fn feeder_ron(req: &ScoreRequest, tiles: &TileFields, rules: &Ruleset) -> Result<Option<ScoreRequest>> {
    let Some(feeder) = req.kan_feeder else { return Ok(None) };
    if Some(feeder) == req.seat_wind.or(Some(Wind::E)) {
        return Err(bad("kanFeeder is the seat that discarded the daiminkan's tile, never the winner"));
    }
    if !(req.tsumo && req.rinshan && tiles.has_daiminkan(req)) {
        return Err(bad("kanFeeder names who fed a daiminkan whose replacement tile won: it needs tsumo, rinshan \
             and a daiminkan among the melds"));
    }
    if !rinshan_win_is_ron_off_feeder(rules, req.suukantsu_special) {
        return Ok(None);
    }
    Ok(Some(ScoreRequest { tsumo: false, discarder: Some(feeder), ..req.clone() }))
}

/// Whether a tsumo on a daiminkan's replacement tile is valued as a ron off the kan's feeder: under
/// `pao.daiminkan_rinshan = ron_from_feeder`, and for the special suukantsu win in every ruleset that has it
/// (`docs/rulesets/speed-tonpuu.md`, Special suukantsu win). The round names that feeder as the win's `from` by the
/// same test.
pub fn rinshan_win_is_ron_off_feeder(rules: &Ruleset, suukantsu_special: bool) -> bool {
    rules.pao.daiminkan_rinshan == DaiminkanRinshan::RonFromFeeder || suukantsu_special
}

/// A ruleset together with what scoring and reading a hand derive from it: an entry of the one cache of rulesets
/// (`PREPARED`; presets through [`preset`]), prepared once per thread and reused.
pub struct Prepared {
    rules: Ruleset,
    /// What reading a hand needs (shanten, waits), derived on first use.
    hand: std::cell::OnceCell<Rc<HandRules>>,
    yaku: YakuRules,
    tiles: TileSet,
    /// Copies of each flavour in the whole set (ultimate all-stars needs every red, blue and gold one).
    colour_copies: [u32; 5],
    /// Per kind, what [`tiles::Tally`] adds to its word to test it: 127 - limit in byte 0 (the kind's copies) and byte
    /// 1 + f (the copies of flavour f), so a byte's top bit is set once the count exceeds its limit.
    limits: [u64; KINDS],
    /// The kind each indicator kind makes dora ([`dora_of`] under the ruleset's map and tile set), asked for
    /// every indicator of every request.
    dora_of: [Option<Kind>; KINDS],
    /// The fields [`score_prepared`] reads a request's tiles into, reused from request to request: new fields
    /// would be zeroed first, a few hundred bytes that the wasm build writes with a `memory.copy`, which V8 runs as
    /// a call (each request's fields are all set by [`TileFields::read`]).
    read: std::cell::RefCell<TileFields<'static>>,
}

impl Prepared {
    fn new(rules: Ruleset) -> Prepared {
        let tiles = rules.tile_set();
        let mut available = [[0u8; FLAVOURS.len()]; KINDS];
        for (k, row) in available.iter_mut().enumerate() {
            for (f, n) in FLAVOURS.iter().zip(row.iter_mut()) {
                *n = tiles.available(k as Kind, *f);
            }
        }
        let mut colour_copies = [0u32; 5];
        for row in &available {
            for (n, a) in colour_copies.iter_mut().zip(row) {
                *n += *a as u32;
            }
        }
        let dora_of = std::array::from_fn(|k| dora_of(k as Kind, rules.dora.indicator_map, &tiles));
        let offset = |limit: u8| u64::from(127u8.saturating_sub(limit));
        let limits = std::array::from_fn(|k| {
            (0..FLAVOURS.len()).fold(offset(tiles.copies[k]), |w, f| w | offset(available[k][f]) << (8 + 8 * f))
        });
        let hand = std::cell::OnceCell::new();
        let read = std::cell::RefCell::new(TileFields::EMPTY);
        Prepared { yaku: YakuRules::from_ruleset(&rules), tiles, colour_copies, limits, dora_of, rules, hand, read }
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// What reading a hand under this ruleset needs ([`crate::shanten::shanten_with`], `waits_with`).
    pub fn hand_rules(&self) -> Rc<HandRules> {
        self.hand.get_or_init(|| Rc::new(HandRules::of(&self.rules))).clone()
    }
}

/// Every flavour, indexed by `Flavour as usize`.
const FLAVOURS: [Flavour; 5] = [Flavour::Normal, Flavour::Red, Flavour::Blue, Flavour::Gold, Flavour::Pocchi];

thread_local! {
    /// The one cache of prepared rulesets, per thread: presets by their id (`Some`: parsing a preset's JSON costs
    /// far more than scoring a hand), and the rulesets callers hold ([`score_tiles`]: a game's, perhaps a customised
    /// preset) by content (`None`), the last [`HELD_MAX`] of them. The wasm facade reads its presets here too.
    static PREPARED: std::cell::RefCell<Vec<CacheEntry>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// An entry of [`PREPARED`]: the preset id it was read for (`None`: a ruleset a caller holds), and the ruleset.
type CacheEntry = (Option<Box<str>>, Rc<Prepared>);

/// How many rulesets held by callers the cache keeps (a process rarely plays more than a few at once).
const HELD_MAX: usize = 8;

/// The prepared ruleset of a request: a preset's from the cache, a ruleset given whole prepared afresh.
fn prepared(r: Option<&RulesetRef>) -> Result<Rc<Prepared>> {
    let id = match r {
        None => crate::rules::DEFAULT_PRESET,
        Some(RulesetRef::Id(id)) => id.as_str(),
        Some(RulesetRef::Rules(rules)) => {
            rules.validate()?;
            return Ok(Rc::new(Prepared::new((**rules).clone())));
        }
    };
    preset(id)
}

/// The preset `id` from the one cache of rulesets: read from its JSON once per thread. Errors: `unknown-ruleset`.
pub fn preset(id: &str) -> Result<Rc<Prepared>> {
    let hit = PREPARED.with_borrow(|c| c.iter().find(|(k, _)| k.as_deref() == Some(id)).map(|(_, p)| p.clone()));
    if let Some(p) = hit {
        return Ok(p);
    }
    let p = Rc::new(Prepared::new(Ruleset::preset(id)?));
    PREPARED.with_borrow_mut(|c| c.push((Some(id.into()), p.clone())));
    Ok(p)
}

/// The request turned into counts and sets, validated.
struct Input {
    /// Concealed tiles including the winning tile.
    concealed: Counts,
    melds: [Set; 4],
    n_melds: usize,
    win: Kind,
    facts: HandFacts,
    situation: Situation,
    dora: u32,
    ura: u32,
    red: u32,
    blue: u32,
    gold: u32,
    pocchi: u32,
    nukidora: u32,
    /// Han from flavoured tiles and nukidora (`dora.bonus`).
    bonus_han: u32,
    /// Set-aside nuki/gari tiles per kind (Toutenkou's gari set and crow).
    nuki: Counts,
    /// Daiminkan and kakan melds, and ankan melds (Toutenkou's kan rows).
    minkans: u32,
    ankans: u32,
    seat: Wind,
    players: u8,
    /// The kind a wildcard winning tile stood for.
    wildcard_as: Option<Kind>,
}

fn bad(msg: impl Into<String>) -> Error {
    Error::bad_request(msg)
}

/// The dora that an indicator points to under the ruleset's map; `None` when it points to nothing.
/// The standard order skips kinds the tile set lacks (3-player: a 1m indicator makes 9m dora).
fn dora_of(indicator: Kind, map: IndicatorMap, set: &TileSet) -> Option<Kind> {
    match map {
        IndicatorMap::Standard => {
            let mut k = tile::dora_after(indicator);
            while set.copies[k as usize] == 0 && k != indicator {
                k = tile::dora_after(k);
            }
            Some(k)
        }
        IndicatorMap::Toutenkou => match indicator {
            0 => Some(8),
            8 => Some(0),
            4 => None,
            k => Some(tile::dora_after(k)),
        },
    }
}

/// `return Err(bad(msg))` for the first `condition => msg` that holds, in order.
macro_rules! reject_first {
    ($($bad:expr => $msg:expr;)*) => {
        $(if $bad {
            return Err(bad($msg));
        })*
    };
}

/// The melds of a request read as sets (`n_melds` of them), and what a check or a yaku asks of them.
struct MeldSets {
    sets: [Set; 4],
    /// Some meld is called (not an ankan): the hand is open.
    called: bool,
    kans: u32,
    ankans: u32,
}

/// What the check of contradictory flags reads of a request besides its flags.
struct FlagFacts {
    riichi: bool,
    dealer: bool,
    called: bool,
    kans: u32,
    n_melds: usize,
    nuki_n: usize,
    /// Copies of the winning tile's kind in the whole hand.
    win_copies: u8,
}

impl Input {
    /// `stand_in`: the kind a wildcard winning tile stands for (request `wildcard`); `None` reads it as itself.
    /// `tiles`: the request's tiles (read from its notation, or held by the caller); an error that quotes a field
    /// quotes it from there.
    fn parse(req: &ScoreRequest, tiles: &TileFields, p: &Prepared, stand_in: Option<Kind>) -> Result<Input> {
        let rules = &p.rules;
        let players = rules.game.players;
        // Each field's count, in the order their errors are given.
        let hand_n = tiles.hand.count(req, FieldName::Hand)?;
        let win_n = tiles.win.count(req, FieldName::WinTile)?;
        let dora_n = tiles.dora.count(req, FieldName::Dora)?;
        let ura_n = tiles.ura.count(req, FieldName::Ura)?;
        let nuki_n = tiles.nukidora.count(req, FieldName::Nukidora)?;
        if win_n != 1 {
            return Err(bad(format!(
                "winTile must be exactly one tile, got '{}'",
                tiles.quote(req, FieldName::WinTile)
            )));
        }
        // Every tile is in the tally, and the hand's and the nukidora's in their counts, summed as the fields were
        // read. A field longer than what a valid request holds (hand, dora, ura) is refused below before the tally
        // or the counts are read.
        let sums = &tiles.sums;
        let tally = &sums.tally;
        let mut concealed = sums.concealed;
        let win = tiles.win.last_tile();

        let win_kind = stand_in.unwrap_or(win.kind);
        concealed[win_kind as usize] += 1;
        // Every tile of the hand, melds and winning tile included, each wildcard as the kind it stands for.
        let mut all = concealed;
        let n_melds = tiles.n_melds;
        if n_melds > 4 {
            return Err(bad(format!("a hand has at most 4 melds, got {n_melds}")));
        }
        let melds = read_melds(req, tiles, rules, &mut all)?;
        let want = 13 - 3 * n_melds;
        if hand_n != want {
            return Err(bad(format!(
                "with {n_melds} meld(s) the hand must hold {want} tiles before the winning tile, but it holds {hand_n}"
            )));
        }
        if dora_n > 5 || ura_n > 5 {
            return Err(bad("at most 5 dora and 5 ura indicators can be revealed (1 + one per kan)"));
        }
        if !tally.fits(&p.limits) {
            // Every tile again, in the order the copy check words its error by.
            let mut every = tiles.field_tiles(req, FieldName::Hand);
            every.push(win);
            for m in &tiles.melds[..n_melds] {
                every.extend_from_slice(m.tiles.tiles());
            }
            for name in [FieldName::Dora, FieldName::Ura, FieldName::Nukidora] {
                every.extend(tiles.field_tiles(req, name));
            }
            p.tiles.check(&every)?;
        }

        let seat = req.seat_wind.unwrap_or(Wind::E);
        let round = req.round_wind.unwrap_or(Wind::E);
        check_seats(req, players, seat, round)?;
        let riichi = req.riichi || req.double_riichi || req.open_riichi;
        let facts = FlagFacts {
            riichi,
            dealer: seat == Wind::E,
            called: melds.called,
            kans: melds.kans,
            n_melds,
            nuki_n,
            win_copies: all[win_kind as usize],
        };
        check_flags(req, p, &facts)?;

        let (red, blue, gold, pocchi) = (
            tally.count(Flavour::Red) + sums.nuki_red,
            tally.count(Flavour::Blue),
            tally.count(Flavour::Gold),
            tally.count(Flavour::Pocchi),
        );
        let nuki = (nuki_n > 0).then_some(&sums.nuki);
        let dora = count_dora(p, tiles.dora.tiles(), rules.dora.kan_dora, &all, nuki);
        let ura =
            if riichi && rules.dora.ura { count_dora(p, tiles.ura.tiles(), rules.dora.kan_ura, &all, nuki) } else { 0 };
        let nukidora = nuki_n as u32;
        let b = &rules.dora.bonus;
        let bonus_han = red * b.red as u32
            + blue * b.blue as u32
            + gold * b.gold as u32
            + pocchi * b.pocchi as u32
            + nukidora * b.gari as u32;

        let situation = Situation {
            tsumo: req.tsumo,
            menzen: !melds.called,
            riichi: req.riichi,
            double_riichi: req.double_riichi,
            open_riichi: req.open_riichi,
            ippatsu: req.ippatsu,
            haitei: req.haitei,
            houtei: req.houtei,
            rinshan: req.rinshan,
            chankan: req.chankan,
            tenhou: req.tenhou,
            chiihou: req.chiihou,
            renhou: req.renhou,
            paarenchan: req.paarenchan,
            gold_tile: gold > 0,
            all_stars: [(red, Flavour::Red), (blue, Flavour::Blue), (gold, Flavour::Gold)]
                .iter()
                .all(|&(n, f)| n == p.colour_copies[f as usize]),
            seat_wind: seat.kind(),
            round_winds: Situation::round_wind_bits(round, &rules.game.extra_round_winds),
        };
        Ok(Input {
            concealed,
            melds: melds.sets,
            n_melds,
            win: win_kind,
            facts: HandFacts::new(all, &concealed, win_kind, n_melds == 0),
            situation,
            dora,
            ura,
            red,
            blue,
            gold,
            pocchi,
            nukidora,
            bonus_han,
            nuki: sums.nuki,
            minkans: melds.kans - melds.ankans,
            ankans: melds.ankans,
            seat,
            players,
            wildcard_as: stand_in,
        })
    }
}

/// Reads the request's melds (at most 4: the caller checked) as sets, adding each meld's tiles to `all`, a
/// wildcard pocchi as the kind it stands for.
fn read_melds(req: &ScoreRequest, tiles: &TileFields, rules: &Ruleset, all: &mut Counts) -> Result<MeldSets> {
    let mut out = MeldSets { sets: [Set::new(0, Shape::Triplet, true); 4], called: false, kans: 0, ankans: 0 };
    for (i, m) in tiles.melds[..tiles.n_melds].iter().enumerate() {
        // The meld's tiles (more than 4 are refused by `parse_meld`).
        let n = m.tiles.count(req, FieldName::Meld(i))?;
        let meld_tiles = m.tiles.tiles();
        let set = parse_meld(i, m, n, meld_tiles, || tiles.quote(req, FieldName::Meld(i)))?;
        out.sets[i] = set;
        for &t in meld_tiles {
            all[t.kind as usize] += 1;
        }
        if m.wildcard {
            // The wild pocchi is the one of another kind than the quad's (parse_meld's rule): `77z7Pz` + `5Pz`
            // has a dealt 7Pz that is a plain 7z.
            let w = meld_tiles
                .iter()
                .find(|t| t.flavour == Flavour::Pocchi && t.kind != set.kind)
                .expect("parse_meld checked it");
            if !is_wildcard_tile(rules, *w) {
                return Err(bad(format!("melds[{i}]: {w} is not a wildcard tile of this ruleset (tiles.wildcards)")));
            }
            all[w.kind as usize] -= 1;
            all[set.kind as usize] += 1;
        }
        out.called |= m.kind != MeldKind::Ankan;
        out.kans += m.kind.is_kan() as u32;
        out.ankans += (m.kind == MeldKind::Ankan) as u32;
    }
    Ok(out)
}

/// The seats a request names exist at this table, and the winner is neither the discarder nor liable.
fn check_seats(req: &ScoreRequest, players: u8, seat: Wind, round: Wind) -> Result<()> {
    for (what, w) in
        [("seatWind", Some(seat)), ("roundWind", Some(round)), ("discarder", req.discarder), ("pao", req.pao)]
    {
        if w == Some(Wind::N) && players == 3 {
            return Err(bad(format!("{what} is N, but this ruleset seats only 3 players (E, S, W)")));
        }
    }
    if !req.tsumo && req.discarder == Some(seat) {
        return Err(bad("the discarder cannot be the winner: a ron takes another player's tile"));
    }
    if req.pao == Some(seat) || req.liable.iter().any(|l| l.seat == seat) {
        return Err(bad("the winner cannot be liable (pao) for their own hand"));
    }
    for l in &req.liable {
        if l.seat == Wind::N && players == 3 {
            return Err(bad("liable seat is N, but this ruleset seats only 3 players (E, S, W)"));
        }
        if !yaku::PAO_ELIGIBLE.contains(&l.yaku) {
            return Err(bad(format!("liable: '{}' is not a yakuman a call can complete", l.yaku.id())));
        }
    }
    Ok(())
}

/// The request's flags do not contradict each other or the hand: the first contradiction found, in the order of
/// the table (tested one by one: most requests have none).
fn check_flags(req: &ScoreRequest, p: &Prepared, f: &FlagFacts) -> Result<()> {
    let (riichi, dealer, n_melds) = (f.riichi, f.dealer, f.n_melds);
    let first_turn = req.tenhou || req.chiihou || req.renhou;
    reject_first! {
        req.tsumo && req.houtei => "houtei is a ron on the last discard, so it cannot be a tsumo";
        !req.tsumo && req.haitei => "haitei is a tsumo of the last wall tile; a ron on the last discard is houtei";
        !req.tsumo && req.rinshan && req.kan_feeder.is_none()
            => "rinshan is a tsumo of the replacement tile after a kan, not a ron";
        req.rinshan && f.kans == 0 && f.nuki_n == 0
            => "rinshan needs a kan among the melds (or a set-aside nukidora)";
        req.haitei && req.rinshan => "a replacement tile after a kan is never the haitei tile";
        req.tsumo && req.chankan => "chankan is a ron on a tile added to a kan, not a tsumo";
        req.chankan && req.houtei => "chankan robs a kan, not the last discard";
        req.ippatsu && !riichi => "ippatsu needs riichi";
        riichi && f.called => "riichi needs a concealed hand (only ankan is allowed)";
        req.open_riichi && !p.yaku.open_riichi => "this ruleset has no open riichi";
        req.tenhou && !dealer => "tenhou is the dealer's win on the initial deal; use chiihou for a non-dealer";
        req.chiihou && dealer => "chiihou is a non-dealer's win on the first draw; the dealer's is tenhou";
        req.renhou && dealer => "renhou is a non-dealer's ron before their first draw; the dealer cannot have it";
        (req.tenhou || req.chiihou) && !req.tsumo => "tenhou and chiihou are wins by tsumo";
        req.renhou && req.tsumo => "renhou is a win by ron";
        req.paarenchan && !dealer => "paarenchan is the dealer's 8th win in a row; the winner is not the dealer";
        first_turn && n_melds > 0 => "tenhou, chiihou and renhou need a hand with no call and no kan";
        first_turn && (riichi || req.haitei || req.houtei || req.chankan)
            => "tenhou, chiihou and renhou happen on the first turn; riichi, haitei, houtei and chankan cannot";
        req.tenhou as u8 + req.chiihou as u8 + req.renhou as u8 > 1 => "only one of tenhou, chiihou, renhou";
        req.chankan && f.win_copies != 1
            => "on chankan the other three copies of the winning tile are in the robbed kan: the hand cannot hold one";
    }
    Ok(())
}

/// Dora of `indicators`: every tile of the hand (`all`, melds included) of an indicated kind, once per indicator,
/// and of the set-aside nukidora (`nuki`, when there are any). Without kan dora (`kan_dora` false; for ura, kan
/// ura) only the first indicator counts.
fn count_dora(p: &Prepared, indicators: &[Tile], kan_dora: bool, all: &Counts, nuki: Option<&Counts>) -> u32 {
    let indicators = if kan_dora { indicators } else { &indicators[..indicators.len().min(1)] };
    let held = |tiles: &Counts| -> u32 {
        indicators.iter().filter_map(|t| p.dora_of[t.kind as usize]).map(|k| tiles[k as usize] as u32).sum()
    };
    held(all) + nuki.map_or(0, held)
}

/// Checks one meld's shape and turns it into a set.
/// `n`: how many tiles the meld holds; `tiles`: the tiles kept of it (all of them when `n` is right); `quote`:
/// the meld's notation, for errors.
fn parse_meld(i: usize, m: &MeldField, n: usize, tiles: &[Tile], quote: impl Fn() -> String) -> Result<Set> {
    let name = m.kind.name();
    if !m.kind.is_set() {
        return Err(bad(format!("melds[{i}]: a nuki tile is set aside, not a set: it belongs in nukidora")));
    }
    let want = m.kind.tile_count();
    if n != want {
        return Err(bad(format!("melds[{i}]: a {name} has {want} tiles, '{}' has {n}", quote())));
    }
    let mut buf = [0 as Kind; 4];
    let kinds = &mut buf[..want];
    for (k, t) in kinds.iter_mut().zip(tiles) {
        *k = t.kind;
    }
    if m.wildcard {
        // A pocchi wildcard completes an ankan of a kind held three times (`docs/rulesets/speed-tonpuu.md`, Pocchi in
        // play). The three may include a dealt pocchi of that kind (`77z7Pz` + `5Pz`): the wild tile is the one of
        // another kind.
        let held = |k: Kind| tiles.iter().filter(|t| t.kind == k).count();
        let wild: Vec<&Tile> = tiles.iter().filter(|t| held(t.kind) == 1 && t.flavour == Flavour::Pocchi).collect();
        let others: Vec<&Tile> = tiles.iter().filter(|t| held(t.kind) == 3).collect();
        if m.kind != MeldKind::Ankan || wild.len() != 1 || others.len() != 3 {
            return Err(bad(format!(
                "melds[{i}]: a wildcard meld is an ankan of three tiles of one kind and one pocchi (like 222m7Pz), \
                 not a {name} of '{}'",
                quote()
            )));
        }
        return Ok(Set::new(others[0].kind, Shape::Quad, true));
    }
    kinds.sort_unstable();
    let k = kinds[0];
    if m.kind == MeldKind::Chi {
        let run = !tile::is_honor(k) && k % 9 <= 6 && kinds[1] == k + 1 && kinds[2] == k + 2;
        if !run {
            return Err(bad(format!(
                "melds[{i}]: a chi is three consecutive tiles of one suit (like 345m), not '{}'",
                quote()
            )));
        }
        return Ok(Set::new(k, Shape::Sequence, false));
    }
    if kinds.iter().any(|&x| x != k) {
        return Err(bad(format!("melds[{i}]: a {name} is {want} tiles of the same kind, not '{}'", quote())));
    }
    Ok(match m.kind {
        MeldKind::Pon => Set::new(k, Shape::Triplet, false),
        MeldKind::Ankan => Set::new(k, Shape::Quad, true),
        _ => Set::new(k, Shape::Quad, false),
    })
}

/// The shape a hand was read as.
#[derive(Clone, Copy, Debug)]
enum Form {
    Standard(StandardReading),
    Chiitoitsu,
    Kokushi,
    /// Fourteen unconnected tiles on the first draw (shiisanpuutaa / shiisuupuutaa).
    Scattered,
    /// A win that is not a hand shape (the special suukantsu win).
    Special,
}

/// One interpretation, valued.
#[derive(Clone, Copy, Debug)]
struct Interpretation {
    form: Form,
    yaku: YakuList,
    /// Han incl. dora (0 for yakuman).
    han: u32,
    fu: u32,
    /// Basic points after limits.
    basic: i64,
    limit: Limit,
    /// Yakuman multiple (kazoe counts 1).
    yakuman: u32,
    /// What the winner collects before honba: the first ranking key.
    value: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Limit {
    None,
    Mangan,
    Haneman,
    Baiman,
    Sanbaiman,
    Yakuman,
}

impl Limit {
    fn name(self) -> &'static str {
        match self {
            Limit::None => "",
            Limit::Mangan => "mangan",
            Limit::Haneman => "haneman",
            Limit::Baiman => "baiman",
            Limit::Sanbaiman => "sanbaiman",
            Limit::Yakuman => "yakuman",
        }
    }
}

/// Basic points and limit of a han/fu count (`docs/rulesets/tenhou.md`, Points).
fn basic_points(han: u32, fu: u32, rules: &Ruleset) -> (i64, Limit, u32) {
    if han >= 13 {
        return match rules.yaku.kazoe {
            Kazoe::YakumanSingle => (8000, Limit::Yakuman, 1),
            Kazoe::None => (6000, Limit::Sanbaiman, 0),
        };
    }
    match han {
        11 | 12 => return (6000, Limit::Sanbaiman, 0),
        8..=10 => return (4000, Limit::Baiman, 0),
        6 | 7 => return (3000, Limit::Haneman, 0),
        5 => return (2000, Limit::Mangan, 0),
        _ => {}
    }
    let basic = fu as i64 * (1i64 << (han + 2));
    let kiriage = rules.score.kiriage && ((han == 4 && fu == 30) || (han == 3 && fu == 60));
    if basic >= 2000 || kiriage {
        (2000, Limit::Mangan, 0)
    } else {
        (basic, Limit::None, 0)
    }
}

#[inline]
fn ceil100(v: i64) -> i64 {
    (v + 99) / 100 * 100
}

/// What each payer owes before honba: `(ron, tsumo from the dealer, tsumo from a non-dealer)`.
/// In 3-player without tsumo loss, the absent fourth player's share is split between the two payers.
#[inline(always)]
fn payments(basic: i64, dealer: bool, players: u8, tsumo_loss: bool) -> (i64, i64, i64) {
    let ron = ceil100(basic * if dealer { 6 } else { 4 });
    let (mut from_dealer, mut from_other) = if dealer { (0, 2 * basic) } else { (2 * basic, basic) };
    if players == 3 && !tsumo_loss {
        let missing = if dealer { 2 * basic } else { basic };
        from_dealer += missing / 2;
        from_other += missing / 2;
    }
    (ron, ceil100(from_dealer), ceil100(from_other))
}

/// Sum the winner collects (before honba and sticks) for a basic-points value.
#[inline(always)]
fn hand_value(basic: i64, input: &Input, rules: &Ruleset) -> i64 {
    let dealer = input.seat == Wind::E;
    let (ron, from_dealer, from_other) = payments(basic, dealer, input.players, rules.score.tsumo_loss);
    if !input.situation.tsumo {
        return ron;
    }
    let others = input.players as i64 - 1;
    if dealer {
        from_other * others
    } else {
        from_dealer + from_other * (others - 1)
    }
}

/// Values every interpretation and keeps the best. A reading with a yakuman beats every counted one (when any
/// yakuman applies, only yakuman count: kazoe never replaces a real yakuman, even where it pays as much, and under
/// Toutenkou's points, where no han ceiling exists, not even where the counted reading would pay more; docs/RULESET.md,
/// `yaku.kazoe`); then most points, then most han, then most fu.
fn best_interpretation(input: &Input, p: &Prepared) -> Result<Interpretation> {
    let rules = &p.rules;
    let s = &input.situation;
    let mut best: Option<Interpretation> = None;
    let mut complete = false;
    let dora = input.dora + input.ura + input.bonus_han;
    let min_han = rules.yaku.min_han as u32;
    // Toutenkou ranks readings by their points instead of han and fu.
    let points = rules.score.points.as_ref().filter(|_| rules.score.scheme == ScoringScheme::ToutenkouPoints);
    let mut consider = |form: Form, yaku: YakuList, fu: u32| {
        if !yaku.yakuman && yaku.total() < min_han.max(1) {
            return;
        }
        let (han, fu, basic, limit, yakuman) = if yaku.yakuman {
            let n = yaku.total();
            (0, 0, 8000 * n as i64, Limit::Yakuman, n)
        } else {
            let han = yaku.total() + dora;
            let (basic, limit, yakuman) = basic_points(han, fu, rules);
            (han, fu, basic, limit, yakuman)
        };
        let value = match &points {
            Some(t) => toutenkou::reading_points(yaku.yakuman, yaku.total(), dora, t),
            None => hand_value(basic, input, rules),
        };
        let v = Interpretation { form, yaku, han, fu, basic, limit, yakuman, value };
        let better = match &best {
            None => true,
            Some(b) => (v.yaku.yakuman, v.value, v.han, v.fu) > (b.yaku.yakuman, b.value, b.han, b.fu),
        };
        if better {
            best = Some(v);
        }
    };

    if input.n_melds == 0 {
        if s.tenhou || s.chiihou {
            if let Some(pairs) = hand::scattered_pairs(&input.concealed) {
                let y = yaku::scattered(pairs, s, &p.yaku);
                if !y.is_empty() {
                    complete = true;
                    consider(Form::Scattered, y, 0);
                }
            }
        }
        if hand::is_kokushi(&input.concealed) {
            complete = true;
            let thirteen = input.concealed[input.win as usize] == 2;
            consider(Form::Kokushi, yaku::kokushi(thirteen, s, &p.yaku), 0);
        }
        if hand::is_chiitoitsu(&input.concealed, p.yaku.chiitoi_quads) {
            complete = true;
            consider(Form::Chiitoitsu, yaku::chiitoitsu(&input.facts, s, &p.yaku), fu::CHIITOITSU_FU);
        }
    }
    let melds = &input.melds[..input.n_melds];
    // Called sets are complete already: only the concealed tiles are decomposed.
    hand::for_each_decomposition(&input.concealed, |pair, sets| {
        complete = true;
        hand::for_each_reading(melds, pair, sets, input.win, s.tsumo, |r| {
            let y = yaku::standard(r, &input.facts, s, &p.yaku);
            let f = if y.yakuman { 0 } else { fu::standard(r, s, y.has(Yaku::Pinfu), &rules.fu) };
            consider(Form::Standard(*r), y, f);
        });
    });
    if !complete {
        return Err(Error::new(
            "not-a-win",
            "these tiles are not a complete hand: \
             they form neither four sets and a pair, seven pairs, nor thirteen orphans",
        ));
    }
    best.ok_or_else(|| {
        Error::new(
            "no-yaku",
            if min_han > 1 {
                format!(
                    "the hand is complete but its yaku are worth less than the {min_han} han this ruleset requires \
                     (dora do not count)"
                )
            } else {
                "the hand is complete but has no yaku (dora do not count as yaku)".to_string()
            },
        )
    })
}

/// The seats liable (pao) for this win, in the order they became liable: `pao` if the hand wins with any
/// `pao.yakuman`, then each `liable` entry whose yakuman (listed in `pao.yakuman`) the hand wins with; no seat
/// twice. Empty unless the hand is a yakuman hand (kazoe never carries liability).
fn liable_seats(req: &ScoreRequest, best: &Interpretation, p: &Prepared) -> Vec<Wind> {
    if !best.yaku.yakuman {
        return vec![];
    }
    let wins_with = |y: Yaku| p.yaku.pao.has(y) && best.yaku.iter().any(|(won, _)| won == y);
    let mut out: Vec<Wind> = vec![];
    let any = yaku::PAO_ELIGIBLE.into_iter().any(wins_with);
    let named = req.liable.iter().filter(|l| wins_with(l.yaku)).map(|l| l.seat);
    for seat in req.pao.filter(|_| any).into_iter().chain(named) {
        if !out.contains(&seat) {
            out.push(seat);
        }
    }
    out
}

/// `amount` shared equally by `payers` in whole hundreds (in points when it is not a multiple of 100), the first
/// payer paying what does not divide.
fn split_equally(amount: i64, payers: &[Wind]) -> impl Iterator<Item = (Wind, i64)> + '_ {
    let n = payers.len().max(1) as i64;
    let unit = if amount % 100 == 0 { 100 } else { 1 };
    let share = amount / n / unit * unit;
    payers.iter().enumerate().map(move |(i, &w)| (w, if i == 0 { amount - share * (n - 1) } else { share }))
}

/// Who pays a win and what it collects besides its value: the facts its payments depend on, whether the win was
/// read from its tiles ([`score`]) or entered by its count ([`score_count`]).
#[derive(Clone, Copy, Debug)]
pub struct Payers<'a> {
    pub players: u8,
    pub winner: Wind,
    pub tsumo: bool,
    /// A ron's discarder; default the seat before the winner.
    pub discarder: Option<Wind>,
    /// The seats liable (pao) for a yakuman, in the order they became liable; no seat twice.
    pub liable: &'a [Wind],
    /// The feeder of a daiminkan whose replacement tile won by tsumo, where it pays the whole tsumo
    /// (`pao.daiminkan_rinshan = feeder_pays_full_tsumo`).
    pub feeder: Option<Wind>,
    /// Honba this winner collects (0 for a multiple ron's winners after the first).
    pub honba: u32,
    /// Riichi deposits this winner collects.
    pub riichi_sticks: u32,
}

impl Payers<'_> {
    /// The seat that paid a ron: the discarder, by default the seat before the winner; `None` for a tsumo.
    fn ron_payer(&self) -> Option<Wind> {
        let before = Wind::from_index((self.winner.index() + self.players - 1) % self.players);
        (!self.tsumo).then(|| self.discarder.unwrap_or(before))
    }
}

/// The deltas of a han/fu win worth `basic` points, and its total before deposits (`ScoreResult.total`).
fn pay_basic(basic: i64, w: &Payers, rules: &Ruleset) -> (Deltas, i64) {
    let players = w.players;
    let winner = w.winner;
    let dealer = winner == Wind::E;
    let honba = w.honba as i64;
    let mut deltas = Deltas::zero(players);
    let seats = (0..players).map(Wind::from_index);
    let (ron, from_dealer, from_other) = payments(basic, dealer, players, rules.score.tsumo_loss);
    match w.ron_payer() {
        None => {
            let honba_each = rules.score.honba_tsumo_each as i64 * honba;
            match (w.liable.is_empty(), w.feeder) {
                (false, _) => {
                    // The liable player pays the whole hand as if dealt in, and every payer's honba; two or more
                    // liable players split that equally (`docs/RULESET.md` Q-M7).
                    let all = ron + honba_each * (players as i64 - 1);
                    for (seat, share) in split_equally(all, w.liable) {
                        deltas.add(seat, -share);
                    }
                }
                (true, Some(feeder)) => {
                    // The three tsumo payments as they are (not the ron value), and every payer's honba.
                    let all: i64 = seats
                        .filter(|&s| s != winner)
                        .map(|s| if s == Wind::E { from_dealer } else { from_other } + honba_each)
                        .sum();
                    deltas.add(feeder, -all);
                }
                (true, None) => {
                    for seat in seats.filter(|&s| s != winner) {
                        let pay = if seat == Wind::E { from_dealer } else { from_other };
                        deltas.add(seat, -(pay + honba_each));
                    }
                }
            }
        }
        Some(discarder) => {
            let honba_ron = rules.score.honba_ron as i64 * honba;
            // The discarder and each liable player pay equal shares (half each with one liable player, thirds with
            // two: Q-M7); the discarder pays any odd hundreds and the honba.
            let mut payers = [discarder; 4];
            let mut n = 1;
            for &l in w.liable.iter().filter(|&&l| l != discarder) {
                payers[n] = l;
                n += 1;
            }
            for (seat, share) in split_equally(ron, &payers[..n]) {
                deltas.add(seat, -share);
            }
            deltas.add(discarder, -honba_ron);
        }
    }
    collect(deltas, winner, w.riichi_sticks, rules)
}

/// `deltas` (the payers' side) with the winner collecting what they pay plus the riichi deposits, and that
/// payment's total before the deposits.
fn collect(mut deltas: Deltas, winner: Wind, riichi_sticks: u32, rules: &Ruleset) -> (Deltas, i64) {
    let total: i64 = -[Wind::E, Wind::S, Wind::W, Wind::N].iter().map(|&w| deltas.get(w)).sum::<i64>();
    deltas.add(winner, total + riichi_sticks as i64 * rules.riichi.stick as i64);
    (deltas, total)
}

/// Turns the best interpretation into the public result: yaku list, fu parts, payments and deltas.
fn settle(req: &ScoreRequest, input: &Input, best: &Interpretation, p: &Prepared) -> Valuation {
    let rules = &p.rules;
    let s = &input.situation;
    let kazoe = if best.yakuman > 0 && !best.yaku.yakuman { best.yakuman } else { 0 };
    let parts = if best.yaku.yakuman {
        fu::Parts::default()
    } else {
        match best.form {
            Form::Standard(r) => fu::standard_parts(&r, s, best.yaku.has(Yaku::Pinfu), &rules.fu),
            Form::Chiitoitsu => fu::chiitoitsu_parts(),
            Form::Kokushi | Form::Scattered | Form::Special => fu::Parts::default(),
        }
    };

    // Only a yakuman hand has liable seats (checked here: the call is not inlined in the wasm build).
    let liable = if best.yaku.yakuman { liable_seats(req, best, p) } else { Vec::new() };
    // Under `feeder_pays_full_tsumo` the seat that fed a daiminkan whose replacement tile won pays the whole tsumo.
    let feeder = req
        .kan_feeder
        .filter(|_| s.tsumo && s.rinshan && rules.pao.daiminkan_rinshan == DaiminkanRinshan::FeederPaysFullTsumo);
    let payers = Payers {
        players: input.players,
        winner: input.seat,
        tsumo: s.tsumo,
        discarder: req.discarder,
        liable: &liable,
        feeder,
        honba: req.honba,
        riichi_sticks: req.riichi_sticks,
    };
    let (deltas, total) = pay_basic(best.basic, &payers, rules);
    let chips = chips::settle(rules.chips.as_ref(), input, best, &payers);

    Valuation {
        yaku_list: best.yaku,
        kazoe,
        parts,
        han: best.han,
        fu: best.fu,
        dora: input.dora,
        red: input.red,
        ura: input.ura,
        nukidora: input.nukidora,
        blue: input.blue,
        gold: input.gold,
        pocchi: input.pocchi,
        yakuman: best.yakuman,
        limit: best.limit.name(),
        total,
        deltas,
        chips,
        wildcard_as: input.wildcard_as,
    }
}

/// A win's value as a table enters it, without its tiles: han and fu (under `score.scheme = han_fu`), a yakuman
/// count, or Toutenkou's points P without the honba row (under `toutenkou_points`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    HanFu { han: u32, fu: u32 },
    Yakuman(u32),
    Points(i64),
}

/// What a win entered by its [`Count`] pays, by the payments [`score`] applies to a hand read from its tiles: each
/// seat's change (deposits included) and its chips (`None` without `chips.*`), given the item chips each payer pays
/// (red, blue, gold, pocchi, ippatsu, ura: Speed Tonpuu's shuugi) besides the yakuman chips of the count. The
/// count is not checked here (see the ledger's entry checks): 13 han or more is kazoe where the ruleset has it.
pub fn score_count(rules: &Ruleset, count: Count, payers: &Payers, items: i64) -> (Deltas, Option<Deltas>) {
    let (deltas, yakuman, real) = match count {
        Count::HanFu { han, fu } => {
            let (basic, _, kazoe) = basic_points(han, fu, rules);
            (pay_basic(basic, payers, rules).0, kazoe, false)
        }
        Count::Yakuman(n) => (pay_basic(8000 * n as i64, payers, rules).0, n, true),
        Count::Points(value) => {
            let honba = rules.score.points.as_ref().map_or(0, |t| t.honba as i64 * payers.honba as i64);
            (toutenkou::pay(value + honba, payers, rules).0, 0, false)
        }
    };
    (deltas, rules.chips.as_ref().map(|c| chips::pay(c, items, yakuman, real, payers)))
}

/// What nagashi mangan pays one achiever (`score.nagashi`; Nagashi mangan in `docs/rulesets/tenhou.md` and
/// `speed-tonpuu.md`): `None` when the ruleset has no nagashi. `mangan_as_draw` (Tenhou): a mangan tsumo's payments, no
/// honba, no deposits. `haneman_as_win` (Speed Tonpuu): a haneman tsumo's payments plus `honba` ×
/// `score.honba_tsumo_each` from each payer and `riichi_sticks` deposits to the achiever (the round passes honba and
/// sticks to the first achiever only). No chips either way: it is not a hand.
pub fn nagashi_payment(achiever: Wind, honba: u32, riichi_sticks: u32, rules: &Ruleset) -> Option<Deltas> {
    let (basic, honba, sticks) = match rules.score.nagashi {
        crate::rules::Nagashi::None => return None,
        crate::rules::Nagashi::ManganAsDraw => (2000, 0, 0),
        crate::rules::Nagashi::HanemanAsWin => (3000, honba as i64, riichi_sticks as i64),
    };
    let players = rules.game.players;
    let (_, from_dealer, from_other) = payments(basic, achiever == Wind::E, players, rules.score.tsumo_loss);
    let honba_each = rules.score.honba_tsumo_each as i64 * honba;
    let mut d = Deltas::zero(players);
    for w in (0..players).map(Wind::from_index).filter(|&w| w != achiever) {
        let pay = if w == Wind::E { from_dealer } else { from_other } + honba_each;
        d.add(w, -pay);
        d.add(achiever, pay);
    }
    d.add(achiever, sticks * rules.riichi.stick as i64);
    Some(d)
}

/// The prepared form of a ruleset a caller holds, from the cache by content.
fn prepared_for(rules: &Ruleset) -> Rc<Prepared> {
    let hit =
        PREPARED.with_borrow(|c| c.iter().find(|(k, p)| k.is_none() && p.rules == *rules).map(|(_, p)| p.clone()));
    if let Some(p) = hit {
        return p;
    }
    let p = Rc::new(Prepared::new(rules.clone()));
    PREPARED.with_borrow_mut(|c| {
        if c.iter().filter(|(k, _)| k.is_none()).count() >= HELD_MAX {
            let oldest = c.iter().position(|(k, _)| k.is_none()).expect("a held ruleset");
            c.remove(oldest);
        }
        c.push((None, p.clone()))
    });
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tally's verdict is `TileSet::check`'s for every preset, on random tiles of every kind and flavour (the
    /// set's own and others), from a few to as many as a request that reaches the check can hold.
    #[test]
    fn tally_fits_as_tile_set_check() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: usize| {
            seed = crate::bot::xorshift(seed);
            (seed % n as u64) as usize
        };
        let (mut over, mut fits) = (0, 0);
        for id in crate::rules::PRESET_IDS {
            let p = Prepared::new(Ruleset::preset(id).unwrap());
            for _ in 0..20_000 {
                // Mostly plain tiles of a few kinds, so that some lists fit and some hold one copy too many.
                let kinds = 1 + next(KINDS);
                let tiles: Vec<Tile> = (0..1 + next(72))
                    .map(|_| {
                        let f = if next(4) == 0 { FLAVOURS[next(5)] } else { Flavour::Normal };
                        Tile::with_flavour(next(kinds) as Kind, f)
                    })
                    .collect();
                let mut tally = tiles::Tally::EMPTY;
                tiles.iter().for_each(|&t| tally.add(t));
                let want = p.tiles.check(&tiles).is_ok();
                assert_eq!(tally.fits(&p.limits), want, "{id}: {}", tile::format_tiles(&tiles));
                if want {
                    fits += 1;
                } else {
                    over += 1;
                }
                for f in FLAVOURS {
                    assert_eq!(tally.count(f), tiles.iter().filter(|t| t.flavour == f).count() as u32);
                }
            }
        }
        assert!(fits > 1000 && over > 1000, "{fits} fit, {over} over");
    }

    /// A preset is read once: every asker (a request naming it, a request naming none for the default, the wasm
    /// facade's `ruleset()` and `shanten()`) gets the same entry, and its hand rules are derived once.
    #[test]
    fn one_cache_of_rulesets() {
        let p = preset("mcgill").unwrap();
        assert_eq!(p.rules().id, "mcgill");
        assert!(Rc::ptr_eq(&p, &preset("mcgill").unwrap()));
        assert!(Rc::ptr_eq(&p, &prepared(Some(&RulesetRef::Id("mcgill".into()))).unwrap()));
        assert!(Rc::ptr_eq(&prepared(None).unwrap(), &preset(crate::rules::DEFAULT_PRESET).unwrap()));
        assert!(Rc::ptr_eq(&p.hand_rules(), &preset("mcgill").unwrap().hand_rules()));
        assert_eq!(preset("no-such-ruleset").err().map(|e| e.code), Some("unknown-ruleset"));
    }
}
