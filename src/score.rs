//! The `score` request and result of `../shared/api.md`, and the entry point that values one winning hand.
//!
//! Data flows one way: request → parsed hand → every decomposition (`hand`) → yaku (`yaku`) → fu (`fu`) →
//! the best interpretation's points and payments (here).

use crate::error::{Error, Result};
use crate::rules::{Ruleset, Wind};
use serde::{Deserialize, Serialize};

/// Which ruleset a request uses: a preset id or a full ruleset value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RulesetRef {
    Id(String),
    Rules(Box<Ruleset>),
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MeldType {
    Chi,
    Pon,
    Daiminkan,
    Kakan,
    Ankan,
}

/// Where a called tile came from, relative to the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum From {
    Left,
    Across,
    Right,
}

/// A meld as a score request names it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Meld {
    #[serde(rename = "type")]
    pub kind: MeldType,
    /// The meld's tiles in MPSZ (3 for chi/pon, 4 for kans).
    pub tiles: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<From>,
}

/// Everything needed to value one winning hand (`../shared/api.md` `ScoreRequest`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScoreRequest {
    /// Ruleset id or value; default `tenhou`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<RulesetRef>,
    /// Concealed tiles before the winning tile.
    pub hand: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<Meld>,
    pub win_tile: String,
    #[serde(default)]
    pub tsumo: bool,
    /// Default East (dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_wind: Option<Wind>,
    /// Default East.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_wind: Option<Wind>,
    /// For ron: who dealt in; default the seat before the winner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
    /// Seat liable (pao) for a yakuman in the hand, if any. An addition to the api.md contract.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pao: Option<Wind>,
    /// Dora indicators.
    #[serde(default)]
    pub dora: String,
    /// Ura indicators (count only with riichi).
    #[serde(default)]
    pub ura: String,
    #[serde(default)]
    pub riichi: bool,
    #[serde(default)]
    pub double_riichi: bool,
    #[serde(default)]
    pub open_riichi: bool,
    #[serde(default)]
    pub ippatsu: bool,
    #[serde(default)]
    pub haitei: bool,
    #[serde(default)]
    pub houtei: bool,
    #[serde(default)]
    pub rinshan: bool,
    #[serde(default)]
    pub chankan: bool,
    #[serde(default)]
    pub tenhou: bool,
    #[serde(default)]
    pub chiihou: bool,
    #[serde(default)]
    pub renhou: bool,
    #[serde(default)]
    pub honba: u32,
    #[serde(default)]
    pub riichi_sticks: u32,
    /// Tiles set aside as nuki/gari (3-player).
    #[serde(default)]
    pub nukidora: String,
    /// The winner's own discards this hand (Toutenkou's crow).
    #[serde(default)]
    pub discards: String,
}

/// One yaku (or Toutenkou bonus) in a result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
pub struct FuPart {
    pub reason: String,
    pub fu: u32,
}

/// Per-seat amounts keyed by seat wind; `N` is absent at a 3-player table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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

/// The value of one win (`../shared/api.md` `ScoreResult`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

/// Values one winning hand. Errors: `bad-notation`, `too-many-copies`, `bad-request`, `not-a-win`, `no-yaku`.
pub fn score(req: &ScoreRequest) -> Result<ScoreResult> {
    let _rules = req.ruleset.clone().unwrap_or(RulesetRef::Id("tenhou".into())).resolve()?;
    Err(Error::new("not-implemented", "scoring is being built"))
}
