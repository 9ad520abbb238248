//! Rules as data: a [`Ruleset`] value with one field per key of the parameter dictionary
//! (`../shared/rules/common.md` §17), and four presets stored as JSON files embedded in the crate.
//!
//! Engine code asks the ruleset ("is kuitan on?", "which yakuman are double?"), never which ruleset it is.
//! Every field's doc says its meaning and the Tenhou value; the preset files say each ruleset's value.

use crate::error::{Error, Result};
use crate::tile::{self, Flavour, Kind, Tile, TileSet};
use serde::{Deserialize, Serialize};

/// The ids of the built-in presets, in the order `rulesets()` lists them.
pub const PRESET_IDS: [&str; 4] = ["tenhou", "mcgill", "speed-tonpuu", "toutenkou"];

/// A complete ruleset. Serialises to the plain JSON that `ruleset(id)` returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// Stable id (`tenhou`, `mcgill`, `speed-tonpuu`, `toutenkou`, or a user's own).
    pub id: String,
    /// Human-readable name.
    pub name: String,
    pub game: GameRules,
    pub tiles: TileRules,
    pub calls: CallRules,
    pub riichi: RiichiRules,
    pub furiten: FuritenRules,
    pub yaku: YakuRules,
    pub fu: FuRules,
    pub score: ScoreRules,
    pub dora: DoraRules,
    pub pao: PaoRules,
    pub abort: AbortRules,
    /// Shuugi chips (Speed Tonpuu); `None` where the ruleset has none.
    #[serde(default)]
    pub chips: Option<ChipRules>,
    pub penalty: PenaltyRules,
}

/// Seat / round wind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Wind {
    E,
    S,
    W,
    N,
}

impl Wind {
    /// 0 = East .. 3 = North.
    pub fn index(self) -> u8 {
        self as u8
    }
    pub fn from_index(i: u8) -> Wind {
        [Wind::E, Wind::S, Wind::W, Wind::N][(i % 4) as usize]
    }
    /// The honour kind of this wind (1z..4z).
    pub fn kind(self) -> Kind {
        tile::EAST + self as u8
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameLength {
    /// Tonpuusen: East round only (plus extension where allowed).
    EastOnly,
    /// Hanchan: East and South rounds.
    EastSouth,
    /// Toutenkou: a session of `session_hands` hands, each settled on its own.
    Toutenkou,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tobi {
    /// The game ends after a settlement leaves anyone below 0 (exactly 0 plays on). Tenhou.
    BelowZero,
    /// The game ends when anyone is at or below 0.
    AtOrBelowZero,
    /// No bust rule.
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Extension {
    None,
    /// Sudden death into the next wind until someone reaches the threshold (Tenhou).
    SuddenDeathNextWind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllLastStop {
    /// No agari-yame / tenpai-yame.
    None,
    /// Tenhou: at the all-last hand the game ends automatically when the dealer renchans (win or tenpai, not an
    /// abortive draw) and is 1st with at least `return_points`.
    Automatic,
    /// The dealer may choose to stop at the all-last hand when 1st with at least `return_points` (McGill).
    DealerChoiceAllLast,
    /// Any dealer may pass the deal after a win or tenpai in any hand, whatever the rank (Speed Tonpuu).
    DealerChoiceEveryHand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealerRotation {
    /// The deal passes to the next seat unless the dealer renchans.
    CounterClockwise,
    /// The winner deals next (Toutenkou).
    Winner,
}

/// `game.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRules {
    /// Number of players: 3 or 4. Tenhou: 4.
    pub players: u8,
    /// Rounds played. Tenhou: `east_south` (tonpuu as a variant).
    pub length: GameLength,
    /// Winds that count as round wind *besides* the current round's wind (Speed Tonpuu: West). Tenhou: [].
    pub extra_round_winds: Vec<Wind>,
    /// Starting score. Tenhou: 25000.
    pub start_points: i32,
    /// Return (target) score, the oka base and the sudden-death threshold. Tenhou: 30000.
    pub return_points: i32,
    /// Bust rule. Tenhou: `below_zero`.
    pub tobi: Tobi,
    /// Play past the last round. Tenhou: `sudden_death_next_wind`.
    pub extension: Extension,
    /// Score that ends the extension. Tenhou: 30000.
    pub extension_threshold: i32,
    /// Last possible hand of a hanchan / tonpuusen in extension, e.g. `W4` / `S4`. Tenhou: W4 / S4.
    pub extension_limit: String,
    /// In the all-last hand a dealer renchan continues even if someone else passed the threshold. Tenhou: true.
    pub extension_renchan_priority: bool,
    /// Agari-yame / tenpai-yame. Tenhou: `automatic`.
    pub all_last_stop: AllLastStop,
    /// Passing the deal by yame resets honba. Tenhou: n/a (false).
    pub yame_resets_honba: bool,
    /// The game ends at once when someone reaches this score. Tenhou: none.
    pub called_game: Option<i32>,
    /// Who deals next. Tenhou: `counter_clockwise`.
    pub dealer_rotation: DealerRotation,
    /// Hands in a session (Toutenkou only). Tenhou: none.
    #[serde(default)]
    pub session_hands: Option<u32>,
}

/// `tiles.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileRules {
    /// Kinds removed from the set, in MPSZ (`2345678m` for sanma). Tenhou: "".
    pub removed: String,
    /// Flavoured copies, in MPSZ, one entry per physical tile (`0m0p0s` = one red five per suit). Tenhou: "0m0p0s".
    pub flavoured: String,
    /// Nukidora / gari kinds that may be set aside for a replacement draw, in MPSZ. Tenhou: "".
    pub gari: String,
    /// Replacement (rinshan) tiles in the dead wall. Tenhou: 4.
    pub rinshan_tiles: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kuikae {
    None,
    /// After pon: not the same kind; after chi: not the called kind nor the suji kind at the other end.
    ForbidSameAndSuji,
    /// Only the same kind is forbidden.
    ForbidSame,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MultiRon {
    /// Double ron wins; three rons abort the hand (Tenhou).
    DoubleOkTripleAborts,
    /// Every claimant wins (also three).
    AllWin,
    /// Head bump: only the claimant closest to the discarder wins (McGill).
    Atamahane,
}

/// `calls.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CallRules {
    /// Chi allowed. Tenhou: true.
    pub chi: bool,
    /// Swap-calling restriction. Tenhou: `forbid_same_and_suji`.
    pub kuikae: Kuikae,
    /// Several rons on one tile. Tenhou: `double_ok_triple_aborts`.
    pub multi_ron: MultiRon,
    /// Chi/pon/kan allowed on the houtei discard. Tenhou: false.
    pub last_discard_callable: bool,
    /// Kans per hand. Tenhou: 4.
    pub kan_max: u8,
    /// A 5th kan may be declared and aborts the hand (McGill). Tenhou: false.
    pub fifth_kan_abort: bool,
    /// Kokushi may rob an ankan. Tenhou: false.
    pub chankan_ankan_kokushi: bool,
    /// A player may ron a set-aside nuki/gari tile. Tenhou 4p: n/a (false).
    pub ron_on_gari: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpenRiichi {
    None,
    /// Open riichi allowed: 2 han (3 on the first discard), hand shown to all.
    TwoHan,
}

/// `riichi.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RiichiRules {
    /// The deposit. Tenhou: 1000.
    pub stick: i32,
    /// Score needed to declare; `None` = no minimum. Tenhou: 1000.
    pub min_points: Option<i32>,
    /// Live tiles needed to declare. Tenhou: 4.
    pub min_live_tiles: u8,
    /// Riichi while furiten allowed. Tenhou: true.
    pub furiten_riichi: bool,
    /// Ankan in riichi only with the drawn tile and unchanged waits. Tenhou: true.
    pub ankan_waits_unchanged: bool,
    /// Open riichi. Tenhou: none.
    pub open_riichi: OpenRiichi,
    /// Ippatsu counts. Tenhou: true.
    pub ippatsu: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TemporaryFuritenClears {
    /// At the player's own next discard (Tenhou).
    OwnDiscard,
    /// At the player's own next draw (McGill).
    OwnDraw,
}

/// `furiten.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FuritenRules {
    /// When same-turn furiten ends. Tenhou: `own_discard`.
    pub temporary_clears_on: TemporaryFuritenClears,
    /// A riichi player who lets a winning tile pass stays furiten for the hand. Tenhou: true.
    pub riichi_pass_permanent: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Renhou {
    /// Not a yaku (Tenhou).
    None,
    /// A yakuman.
    Yakuman,
    /// A mangan.
    Mangan,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kazoe {
    /// 13+ han is scored as sanbaiman.
    None,
    /// 13+ han is one yakuman, never more (Tenhou).
    YakumanSingle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChiitoiDuplicates {
    /// Seven distinct pairs (Tenhou).
    None,
    /// Four of a kind may count as two pairs, with a quad bonus (Speed Tonpuu).
    Kansai,
}

/// `yaku.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct YakuRules {
    /// Han from yaku (not dora) needed to win. Tenhou: 1.
    pub min_han: u8,
    /// Open tanyao. Tenhou: true.
    pub kuitan: bool,
    /// Atozuke allowed. Tenhou: true.
    pub atozuke: bool,
    /// Pinfu may be won by tsumo (20 fu). Tenhou: true.
    pub pinfu_tsumo: bool,
    /// Renhou. Tenhou: none.
    pub renhou: Renhou,
    /// Yaku ids worth two yakuman (`kokushi-13`, `suuankou-tanki`, `junsei-chuuren`, `daisuushii`). Tenhou: [].
    pub double_yakuman: Vec<String>,
    /// Different yakuman add up. Tenhou: true.
    pub yakuman_stack: bool,
    /// 13+ han without a yakuman. Tenhou: `yakuman_single`.
    pub kazoe: Kazoe,
    /// Local yaku / yakuman switched on, by id. Tenhou: [].
    pub local: Vec<String>,
    /// Standard yaku switched off, by id. Tenhou: [].
    #[serde(default)]
    pub disabled: Vec<String>,
    /// Chiitoitsu with four of a kind. Tenhou: none.
    pub chiitoi_duplicates: ChiitoiDuplicates,
}

/// `fu.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FuRules {
    /// Fu for a pair of a wind that is both seat and round wind. Tenhou: 4.
    pub double_wind_pair: u8,
    /// Tsumo fu on a rinshan win. Tenhou: 2.
    pub rinshan_tsumo: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoringScheme {
    /// Han and fu, basic points, limits (all but Toutenkou).
    HanFu,
    /// Toutenkou's flat points.
    ToutenkouPoints,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nagashi {
    None,
    /// Paid as a mangan tsumo instead of noten payments, no honba (Tenhou).
    ManganAsDraw,
    /// A haneman tsumo win with honba and deposits (Speed Tonpuu).
    HanemanAsWin,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Karaten {
    /// A wait whose four copies are all in the player's own hand and melds is no wait (Tenhou).
    OwnTilesOnly,
    /// Any wait counts, even an impossible one.
    Allowed,
}

/// `score.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreRules {
    /// How a win is valued. Tenhou: `han_fu`.
    pub scheme: ScoringScheme,
    /// 4 han 30 fu and 3 han 60 fu round up to mangan. Tenhou: false.
    pub kiriage: bool,
    /// Honba bonus on a ron, per honba. Tenhou: 300.
    pub honba_ron: i32,
    /// Honba bonus from each payer on a tsumo, per honba. Tenhou: 100.
    pub honba_tsumo_each: i32,
    /// A non-dealer tsumo in 3-player collects only from the two others (no split of the missing share).
    /// Tenhou 4p: n/a (true in Tenhou sanma).
    pub tsumo_loss: bool,
    /// Noten payment pool. Tenhou: 3000.
    pub noten_pool: i32,
    /// Yakuless tenpai counts at a draw. Tenhou: true.
    pub keishiki_tenpai: bool,
    /// Zero-tile waits. Tenhou: `own_tiles_only`.
    pub karaten: Karaten,
    /// Nagashi mangan. Tenhou: `mangan_as_draw`.
    pub nagashi: Nagashi,
    /// Uma by rank, in thousands. Tenhou: [20, 10, -10, -20].
    pub uma: Vec<i32>,
    /// Final scores count only by placement (Speed Tonpuu chips). Tenhou: false.
    pub placement_only: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KanDoraTiming {
    /// Ankan at once; open kans after the kan player's discard or next kan (Tenhou).
    Tenhou,
    /// Every kan at once, before the replacement draw.
    Immediate,
    /// McGill: rinshan win always opens one; kakan after the discard; chankan never.
    Mcgill,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IndicatorMap {
    /// The next kind in the suit / winds / dragons.
    Standard,
    /// Toutenkou: 1m→5m→9m→1m.
    Toutenkou,
}

/// `dora.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoraRules {
    /// Kans reveal new indicators. Tenhou: true.
    pub kan_dora: bool,
    /// When they flip. Tenhou: `tenhou`.
    pub kan_dora_timing: KanDoraTiming,
    /// Ura dora for riichi winners. Tenhou: true.
    pub ura: bool,
    /// Ura under kan indicators too. Tenhou: true.
    pub kan_ura: bool,
    /// Indicator → dora map. Tenhou: `standard`.
    pub indicator_map: IndicatorMap,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DaiminkanRinshan {
    /// A normal tsumo (Tenhou).
    None,
    /// Scored as a ron off the kan feeder, with rinshan, without tsumo fu (McGill).
    RonFromFeeder,
    /// Scored as a tsumo and the feeder pays all of it (Speed Tonpuu).
    FeederPaysFullTsumo,
}

/// `pao.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PaoRules {
    /// Yaku ids with liability. Tenhou: [daisangen, daisuushii].
    pub yakuman: Vec<String>,
    /// Rinshan after a daiminkan. Tenhou: none.
    pub daiminkan_rinshan: DaiminkanRinshan,
}

/// `abort.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbortRules {
    /// Nine terminals. Tenhou: true.
    pub kyuushu: bool,
    /// Four same winds. Tenhou: true.
    pub suufon: bool,
    /// Four riichi. Tenhou: true.
    pub suucha_riichi: bool,
    /// Four kans by several players. Tenhou: true.
    pub suukaikan: bool,
    /// Three rons. Tenhou: true.
    pub sanchahou: bool,
    /// All four may agree to abort before the dealer's first discard (Speed Tonpuu option). Tenhou: false.
    #[serde(default)]
    pub by_agreement: bool,
}

/// `chips.*` keys (shuugi).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChipRules {
    /// Points per chip at settlement.
    pub value: i32,
    /// Chips per ura dora, per ippatsu.
    pub ura: i32,
    pub ippatsu: i32,
    /// Chips per red / blue / gold / pocchi tile in the winning hand.
    pub red: i32,
    pub blue: i32,
    pub gold: i32,
    pub pocchi: i32,
    /// Per yakuman: chips from the discarder on a ron, from each on a tsumo.
    pub yakuman_ron: i32,
    pub yakuman_tsumo_each: i32,
    /// Chips a busting player pays to each winner / tenpai player.
    pub tobi: i32,
    /// Chips from each other player for reaching the called-game score.
    pub called_game: i32,
    /// Oka+uma in chips by rank.
    pub placement: Vec<i32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chombo {
    /// The engine rejects illegal declarations; no penalty exists (Tenhou).
    None,
    /// Mangan-sized payment to every other player (dealer-style amounts per ruleset text).
    PayAll,
}

/// `penalty.*` keys: only for a human-input mode; the engine itself never lets an agent commit them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyRules {
    pub chombo: Chombo,
    /// Points the offender pays to each other player on chombo. Tenhou: 0.
    pub chombo_each: i32,
}

impl Ruleset {
    /// One of the built-in presets by id.
    pub fn preset(id: &str) -> Result<Ruleset> {
        let text = match id {
            "tenhou" => include_str!("rules/tenhou.json"),
            _ => {
                return Err(Error::new(
                    "unknown-ruleset",
                    format!("no ruleset '{id}'; the presets are {}", PRESET_IDS.join(", ")),
                ))
            }
        };
        Ruleset::from_json(text)
    }

    /// Parses and validates a ruleset from JSON.
    pub fn from_json(text: &str) -> Result<Ruleset> {
        let r: Ruleset =
            serde_json::from_str(text).map_err(|e| Error::new("bad-ruleset", format!("ruleset JSON: {e}")))?;
        r.validate()?;
        Ok(r)
    }

    /// Checks values that types alone cannot: player count, tile notation, uma length, known yaku ids.
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(Error::new("bad-ruleset", format!("ruleset '{}': {m}", self.id)));
        if !(3..=4).contains(&self.game.players) {
            return bad(format!("game.players must be 3 or 4, not {}", self.game.players));
        }
        if self.score.uma.len() != self.game.players as usize {
            return bad(format!("score.uma needs {} entries", self.game.players));
        }
        for (key, s) in [
            ("tiles.removed", &self.tiles.removed),
            ("tiles.flavoured", &self.tiles.flavoured),
            ("tiles.gari", &self.tiles.gari),
        ] {
            if let Err(e) = tile::parse_tiles(s) {
                return bad(format!("{key}: {}", e.message));
            }
        }
        Ok(())
    }

    /// The physical tile set this ruleset plays with.
    pub fn tile_set(&self) -> TileSet {
        let mut copies = [4u8; tile::KINDS];
        for t in tile::parse_tiles(&self.tiles.removed).unwrap_or_default() {
            copies[t.kind as usize] = 0;
        }
        let mut flavoured: Vec<(Kind, Flavour, u8)> = Vec::new();
        for t in tile::parse_tiles(&self.tiles.flavoured).unwrap_or_default() {
            match flavoured.iter_mut().find(|(k, f, _)| *k == t.kind && *f == t.flavour) {
                Some(e) => e.2 += 1,
                None => flavoured.push((t.kind, t.flavour, 1)),
            }
        }
        TileSet { copies, flavoured }
    }

    /// Gari / nukidora kinds.
    pub fn gari_kinds(&self) -> Vec<Kind> {
        tile::parse_tiles(&self.tiles.gari).unwrap_or_default().iter().map(|t: &Tile| t.kind).collect()
    }

    /// Whether a yaku id is worth double yakuman under this ruleset.
    pub fn is_double_yakuman(&self, id: &str) -> bool {
        self.yaku.double_yakuman.iter().any(|y| y == id)
    }

    /// Whether a local yaku id is switched on.
    pub fn has_local(&self, id: &str) -> bool {
        self.yaku.local.iter().any(|y| y == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenhou_preset_loads() {
        let r = Ruleset::preset("tenhou").unwrap();
        assert_eq!(r.game.players, 4);
        assert_eq!(r.tile_set().len(), 136);
        assert_eq!(r.tile_set().available(4, Flavour::Red), 1);
        let back = Ruleset::from_json(&serde_json::to_string(&r).unwrap()).unwrap();
        assert_eq!(back, r);
        assert_eq!(Ruleset::preset("nope").unwrap_err().code, "unknown-ruleset");
    }
}
