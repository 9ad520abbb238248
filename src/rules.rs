//! Rules as data: a [`Ruleset`] value with one field per key of the parameter dictionary
//! (every field is described in `docs/RULESET.md`), and the presets stored
//! as JSON files embedded in the crate (`src/rules/*.json`).
//!
//! Engine code asks the ruleset ("is kuitan on?", "which yakuman are double?"), never which ruleset it is.
//! Every field's doc says its meaning and the Tenhou value; the preset files say each ruleset's value and
//! `docs/RULESET.md` tabulates them. Fields added after the first release carry `#[serde(default)]` with the
//! Tenhou value, so a ruleset JSON written for an older version still loads.
//!
//! The serde attributes name the JSON fields and their defaults. Rulesets are written by the derived `Serialize`
//! and read by the crate's own reader (rules/read.rs, also behind serde's `Deserialize` for saved games); the
//! derived `Deserialize` exists under test only, as the reference that reader is checked against.

use crate::error::{Error, Result};
use crate::tile::{self, Flavour, Kind, Tile, TileSet};
use crate::yaku::{self, Yaku};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

mod read;

/// The ids of the built-in presets that `rulesets()` lists (`docs/API.md`), in that order.
pub const PRESET_IDS: [&str; 4] = ["tenhou", "mcgill", "speed-tonpuu", "toutenkou"];

/// The preset of a request that names no ruleset (`docs/API.md`: `ruleset` defaults to "tenhou").
pub const DEFAULT_PRESET: &str = "tenhou";

/// Further built-in presets reachable through [`Ruleset::preset`] but not listed by `rulesets()` yet.
pub const EXTRA_PRESET_IDS: [&str; 1] = ["tenhou-sanma"];

/// One entry of `rulesets()`: what a picker needs to show a preset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct RulesetInfo {
    pub id: String,
    pub name: String,
    /// 3 or 4.
    pub players: u8,
}

/// The presets that `rulesets()` lists, in [`PRESET_IDS`] order.
pub fn presets() -> Vec<RulesetInfo> {
    PRESET_IDS
        .iter()
        .map(|id| {
            // The presets are validated by the test suite; a broken one is a build defect, not a user error.
            // (Not `.expect()`, which would bring the error's Debug formatting into the .wasm.)
            let Ok(r) = Ruleset::preset(id) else { unreachable!("built-in preset {id} is valid") };
            RulesetInfo { id: r.id, name: r.name, players: r.game.players }
        })
        .collect()
}

/// A complete ruleset. Serialises to the plain JSON that `ruleset(id)` returns.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// Stable id (`tenhou`, `mcgill`, `speed-tonpuu`, `toutenkou`, `tenhou-sanma`, or a user's own).
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
    /// Shuugi chips (Speed Tonpuu); `None` where the ruleset has none. Tenhou: none.
    #[serde(default)]
    pub chips: Option<ChipRules>,
    pub penalty: PenaltyRules,
}

/// Seat / round wind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub enum Wind {
    E,
    S,
    W,
    N,
}

impl Wind {
    /// "E", "S", "W" or "N".
    pub fn name(self) -> &'static str {
        ["E", "S", "W", "N"][self as usize]
    }
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum GameLength {
    /// Tonpuusen: East round only (plus extension where allowed).
    EastOnly,
    /// Hanchan: East and South rounds.
    EastSouth,
    /// Toutenkou: a session of `session_hands` hands, each settled on its own.
    Toutenkou,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Tobi {
    /// The game ends after a settlement leaves anyone below 0 (exactly 0 plays on). Tenhou.
    BelowZero,
    /// The game ends when anyone is at or below 0.
    AtOrBelowZero,
    /// No bust rule.
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Extension {
    None,
    /// Sudden death into the next wind until someone reaches the threshold (Tenhou).
    SuddenDeathNextWind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum AllLastStop {
    /// No agari-yame / tenpai-yame.
    None,
    /// Tenhou: at the all-last hand the game ends automatically when the dealer renchans (win or tenpai, not an
    /// abortive draw) and is 1st with at least `return_points`.
    Automatic,
    /// McGill: after a dealer *win* (not tenpai) in the all-last hand, a dealer who is 1st with at least
    /// `return_points` may choose to end the game.
    DealerChoiceAllLast,
    /// Any dealer may pass the deal after a win or tenpai in any hand, whatever the rank (Speed Tonpuu).
    DealerChoiceEveryHand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum DealerRotation {
    /// The deal passes to the next seat unless the dealer renchans.
    CounterClockwise,
    /// The winner deals next (Toutenkou).
    Winner,
}

/// What keeps the deal with the dealer (`game.renchan`). Abortive draws keep it in every ruleset (`abort.effect`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Renchan {
    /// A dealer win (also as one of several ron winners) or dealer tenpai at an exhaustive draw (Tenhou).
    #[default]
    WinOrTenpai,
    /// A dealer win or any exhaustive draw, tenpai or not (Toutenkou).
    WinOrAnyDraw,
}

/// Riichi deposits still on the table when the game ends (`game.end_deposits`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum EndDeposits {
    /// They go to the player ranked 1st (Tenhou).
    #[default]
    FirstPlace,
    /// Nobody gets them.
    Lost,
}

/// Equal final scores (`game.tie_break`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// The earlier seat in the first deal's order ranks higher (Tenhou).
    #[default]
    SeatOrder,
    /// Tied players share the uma of their ranks.
    SharedUma,
}

/// `game.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct GameRules {
    /// Number of players: 3 or 4. Tenhou: 4.
    pub players: u8,
    /// Rounds played. Tenhou: `east_south` (tonpuu as a variant).
    pub length: GameLength,
    /// Winds that count as round wind *besides* the current round's wind (`game.round_winds`; Speed Tonpuu:
    /// West). Tenhou: [].
    pub extra_round_winds: Vec<Wind>,
    /// Starting score. Tenhou: 25000.
    pub start_points: i32,
    /// Return (target) score, the oka base and the sudden-death threshold; 0 where there is none. Tenhou: 30000.
    pub return_points: i32,
    /// Bust rule. Tenhou: `below_zero`.
    pub tobi: Tobi,
    /// Play past the last round. Tenhou: `sudden_death_next_wind`.
    pub extension: Extension,
    /// Score that ends the extension (read only when `extension` is not `none`). Tenhou: 30000.
    pub extension_threshold: i32,
    /// Last possible hand, e.g. `W4` / `S4`; `""` only for `length = toutenkou` (no rounds). Tenhou: W4 (S4 in
    /// tonpuusen).
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
    /// Hands in a session (`session.hands`, Toutenkou only). Tenhou: none.
    #[serde(default)]
    pub session_hands: Option<u32>,
    /// What keeps the deal. Tenhou: `win_or_tenpai`.
    #[serde(default)]
    pub renchan: Renchan,
    /// Leftover riichi deposits at game end. Tenhou: `first_place`.
    #[serde(default)]
    pub end_deposits: EndDeposits,
    /// Equal final scores. Tenhou: `seat_order`.
    #[serde(default)]
    pub tie_break: TieBreak,
}

/// How the dead wall works (`tiles.dead_wall`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum DeadWall {
    /// 14 tiles: `rinshan_tiles` (4) replacement slots and 5 indicator/ura pairs, topped up from the live wall
    /// after every replacement draw, so the live draws are fixed (4p: 70, 3p: 55) (Tenhou, Tenhou sanma).
    #[default]
    Standard,
    /// Toutenkou: play to the indicators. One indicator stack at the start, `rinshan_tiles` replacement tiles
    /// behind it that are never topped up; each kan's new indicator stack takes 2 tiles from the live side.
    DrawToIndicators,
}

/// When a drawn pocchi tile may stand for another kind (`docs/rulesets/speed-tonpuu.md`, Pocchi in play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum WildcardWhen {
    /// Drawn by a player already in riichi (closed, open or double).
    InRiichi,
    /// Drawn by a player whose hand is open (ankan alone does not open it) and who was tenpai before the draw.
    OpenTenpai,
}

/// A flavoured tile that is a wildcard when drawn in a given situation (Speed Tonpuu pocchi).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct Wildcard {
    /// The tile in MPSZ with its flavour, e.g. `5Pz`.
    pub tile: String,
    /// When it is wild.
    pub when: WildcardWhen,
    /// The player may not discard it then and must declare tsumo or kan (P1); otherwise using it is an option.
    pub must_use: bool,
}

/// `tiles.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct TileRules {
    /// Kinds removed from the set, in MPSZ (`2345678m` for sanma). Tenhou: "".
    pub removed: String,
    /// Flavoured copies, in MPSZ, one entry per physical tile (`0m0p0s` = one red five per suit;
    /// `tiles.red` + `tiles.special`). Tenhou: "0m0p0s".
    pub flavoured: String,
    /// Nukidora / gari kinds that may be set aside for a replacement draw, in MPSZ. Tenhou: "".
    pub gari: String,
    /// Replacement (rinshan) tiles in the dead wall. Tenhou: 4.
    pub rinshan_tiles: u8,
    /// Dead-wall layout. Tenhou: `standard`.
    #[serde(default)]
    pub dead_wall: DeadWall,
    /// Flavoured tiles that become wildcards when drawn in some situation. Tenhou: [].
    #[serde(default)]
    pub wildcards: Vec<Wildcard>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Kuikae {
    None,
    /// After pon: not the same kind; after chi: not the called kind nor the suji kind at the other end.
    /// Without chi (3 players) only the pon part applies.
    ForbidSameAndSuji,
    /// Only the same kind is forbidden.
    ForbidSame,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum MultiRon {
    /// Double ron wins; three rons abort the hand (Tenhou).
    DoubleOkTripleAborts,
    /// Every claimant wins (also three).
    AllWin,
    /// Head bump: only the claimant closest to the discarder wins; three claimants abort (McGill).
    Atamahane,
}

/// Who collects honba and deposits when several players ron one tile (`calls.multi_ron_sticks`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum MultiRonSticks {
    /// Honba and deposits go only to the winner closest to the discarder in turn order (Tenhou).
    #[default]
    ClosestToDiscarder,
    /// Each winner gets the honba; deposits go to the closest.
    HonbaToEachWinner,
}

/// Setting aside a gari / nukidora tile (`calls.gari`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum GariCall {
    /// No gari tiles (`tiles.gari` is empty). Tenhou.
    #[default]
    None,
    /// On one's own turn after a draw (also a replacement draw), any number of times, then a replacement draw;
    /// not right after a pon; in riichi only the tile just drawn. On the last turn only where replacement tiles
    /// do not come out of the live wall (Toutenkou gari: "Gari can be claimed even in last turn"; Tenhou sanma's
    /// kita needs a live tile for the top-up).
    OwnTurnAfterDraw,
}

/// `calls.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
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
    /// A player may ron a set-aside nuki/gari tile (scored as ron, without the chankan yaku). Tenhou 4p: n/a
    /// (false).
    pub ron_on_gari: bool,
    /// Who gets honba and deposits under multiple ron. Tenhou: `closest_to_discarder`.
    #[serde(default)]
    pub multi_ron_sticks: MultiRonSticks,
    /// When a gari tile may be set aside. Tenhou: `none`.
    #[serde(default)]
    pub gari: GariCall,
    /// Setting a gari tile aside counts as an interruption like a call: it breaks ippatsu, double riichi, chiihou
    /// and kyuushu eligibility. Tenhou 4p: n/a (false).
    #[serde(default)]
    pub gari_interrupts: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum OpenRiichi {
    None,
    /// Open riichi allowed: 2 han (3 on the first discard), hand shown to all.
    TwoHan,
}

/// `riichi.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
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
    /// Ankan in riichi only with the drawn tile and unchanged waits (`riichi.ankan`). Tenhou: true.
    pub ankan_waits_unchanged: bool,
    /// Open riichi. Tenhou: none.
    pub open_riichi: OpenRiichi,
    /// Ippatsu counts. Tenhou: true.
    pub ippatsu: bool,
    /// View option: a riichi player sees both neighbours' concealed hands (Speed Tonpuu house rule, off by
    /// default). Tenhou: false.
    #[serde(default)]
    pub peek_neighbours: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum TemporaryFuritenClears {
    /// At the player's own next discard (Tenhou).
    OwnDiscard,
    /// At the player's own next draw (McGill).
    OwnDraw,
}

/// `furiten.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct FuritenRules {
    /// When same-turn furiten ends. Tenhou: `own_discard`.
    pub temporary_clears_on: TemporaryFuritenClears,
    /// A riichi player who lets a winning tile pass stays furiten for the hand (`furiten.riichi_pass`).
    /// Tenhou: true.
    pub riichi_pass_permanent: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Renhou {
    /// Not a yaku (Tenhou).
    None,
    /// A yakuman.
    Yakuman,
    /// A mangan.
    Mangan,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Kazoe {
    /// No kazoe: 13+ han is scored as sanbaiman (under `toutenkou_points` no ceiling exists at all).
    None,
    /// 13+ han is one yakuman, never more (Tenhou).
    YakumanSingle,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum ChiitoiDuplicates {
    /// Seven distinct pairs (Tenhou).
    None,
    /// Four of a kind may count as two pairs, with the bonus of `yaku.chiitoi_quad_bonus` (Speed Tonpuu).
    Kansai,
}

/// What a local yaku (or a bonus) is worth. JSON: `{"han": 2}`, `{"closed_han": 1}` or `{"yakuman": 1}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum YakuValue {
    /// Han, the same closed and open.
    Han(u8),
    /// Han, closed hands only.
    ClosedHan(u8),
    /// A yakuman multiple (1 = single, 2 = double).
    Yakuman(u8),
}

impl YakuValue {
    /// `Han(2)`: the value as `{:?}` writes it, without Debug formatting (which the scoring module leaves out).
    pub fn text(self) -> String {
        match self {
            YakuValue::Han(n) => format!("Han({n})"),
            YakuValue::ClosedHan(n) => format!("ClosedHan({n})"),
            YakuValue::Yakuman(n) => format!("Yakuman({n})"),
        }
    }
}

/// `yaku.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null, hashmap_as_object))]
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
    /// Standard yakuman worth two (`kokushi-13`, `suuankou-tanki`, `junsei-chuuren`, `daisuushii`; from
    /// [`yaku::DOUBLE_ELIGIBLE`]). Local yakuman carry their multiple in `local_values` instead. Tenhou: [].
    #[serde(deserialize_with = "yaku_list::double_yakuman")]
    pub double_yakuman: Vec<Yaku>,
    /// Different yakuman add up. Tenhou: true.
    pub yakuman_stack: bool,
    /// 13+ han without a yakuman. Tenhou: `yakuman_single`.
    pub kazoe: Kazoe,
    /// Local yaku / yakuman switched on (from [`yaku::LOCAL`]). Tenhou: [].
    #[serde(deserialize_with = "yaku_list::local")]
    pub local: Vec<Yaku>,
    /// Standard yaku switched off (from [`yaku::STANDARD`]). Tenhou: [].
    #[serde(default, deserialize_with = "yaku_list::disabled")]
    pub disabled: Vec<Yaku>,
    /// Chiitoitsu with four of a kind. Tenhou: none.
    pub chiitoi_duplicates: ChiitoiDuplicates,
    /// The value of each local yaku in `local` (same ids, exactly). Tenhou: {}.
    #[serde(default, deserialize_with = "yaku_list::local_values")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Partial<Record<Yaku, YakuValue>>"))]
    pub local_values: BTreeMap<Yaku, YakuValue>,
    /// Kansai chiitoitsu bonus (`kansai-quads`) by the number of kinds used as two pairs: entry 0 for one such
    /// kind, 1 for two, 2 for three. Empty unless `chiitoi_duplicates` is `kansai`. Tenhou: [].
    #[serde(default)]
    pub chiitoi_quad_bonus: Vec<YakuValue>,
}

/// `fu.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct FuRules {
    /// Fu for a pair of a wind that is both seat and round wind. Tenhou: 4.
    pub double_wind_pair: u8,
    /// Tsumo fu on a rinshan win. Tenhou: 2.
    pub rinshan_tsumo: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum ScoringScheme {
    /// Han and fu, basic points, limits (all but Toutenkou).
    HanFu,
    /// Toutenkou's flat points (`score.points`).
    ToutenkouPoints,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Nagashi {
    None,
    /// Paid as a mangan tsumo instead of noten payments, no honba (Tenhou).
    ManganAsDraw,
    /// A haneman tsumo win with honba and deposits (Speed Tonpuu).
    HanemanAsWin,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Karaten {
    /// A wait whose four copies are all in the player's own hand and melds is no wait (Tenhou).
    OwnTilesOnly,
    /// Any wait counts, even an impossible one (McGill).
    Allowed,
}

/// How the game's result is settled (`score.settlement`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Settlement {
    /// (points − return) / 1000 + uma, oka to 1st (`docs/rulesets/tenhou.md`, Settlement).
    #[default]
    UmaOka,
    /// Shuugi chips, including placement chips (`chips.*`; Speed Tonpuu).
    Chips,
    /// The running point balance is the result: no uma, no oka (Toutenkou).
    Points,
}

/// Rounding of final scores in thousands (`score.rounding_final`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum FinalRounding {
    /// Ranks 2..n: the raw score rounded to thousands, half away from zero, minus the return (22,500 → −7;
    /// −500 → −31, as Tenhou's own final records show); rank 1 = −(sum of the others) (Tenhou).
    #[default]
    HalfUp,
    /// No rounding (tenths of a thousand are kept).
    None,
}

/// Toutenkou's hand value P (`docs/rulesets/toutenkou.md`, Value), in points. Regular yaku add their han (closed/open
/// value).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct PointsTable {
    /// Base points of every win (banban).
    pub banban: i32,
    /// Per dora of any kind (indicator, red, ura, kan ura), and the dora value of a set-aside gari tile.
    pub dora: i32,
    /// Winner is the dealer (oya).
    pub oya: i32,
    /// Winning hand closed (ankan allowed), besides menzen tsumo.
    pub menzen: i32,
    /// Per honba (`score.honba`), inside P.
    pub honba: i32,
    /// Per gari tile set aside (plus its dora value via `dora`).
    pub gari: i32,
    /// Per daiminkan or kakan.
    pub minkan: i32,
    /// Per ankan.
    pub ankan: i32,
    /// Per gari kind of which the winner has all 4 copies (set aside, hand or melds).
    pub set: i32,
    /// Win by discard (incl. chankan and ron on a gari tile).
    pub ron: i32,
    /// Karasu (crow), open hand: the winner never held, set aside or discarded a gari tile this hand.
    pub crow_open: i32,
    /// Karasu (crow), closed hand.
    pub crow_closed: i32,
    /// The winner has all gari tiles (set aside or in hand).
    pub all_gari: i32,
    /// Per yakuman; replaces regular yaku and dora.
    pub yakuman: i32,
    /// Per 5p/5s in the hand (`score.five_bonus`, the client's "五" label); 0 = off.
    pub five: i32,
}

/// `score.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct ScoreRules {
    /// How a win is valued. Tenhou: `han_fu`.
    pub scheme: ScoringScheme,
    /// 4 han 30 fu and 3 han 60 fu round up to mangan. Tenhou: false.
    pub kiriage: bool,
    /// Honba bonus on a ron, per honba (0 under `toutenkou_points`, where honba is in `points`). Tenhou: 300.
    pub honba_ron: i32,
    /// Honba bonus from each payer on a tsumo, per honba. Tenhou: 100.
    pub honba_tsumo_each: i32,
    /// A non-dealer tsumo in 3-player collects only from the two others (no split of the missing share).
    /// Tenhou 4p: n/a (false; true in Tenhou sanma).
    pub tsumo_loss: bool,
    /// Noten payment pool. Tenhou: 3000.
    pub noten_pool: i32,
    /// Yakuless tenpai counts at a draw. Tenhou: true.
    pub keishiki_tenpai: bool,
    /// Zero-tile waits. Tenhou: `own_tiles_only`.
    pub karaten: Karaten,
    /// Nagashi mangan. Tenhou: `mangan_as_draw`.
    pub nagashi: Nagashi,
    /// Uma by rank, in thousands; [] where the ruleset has none. Tenhou: [20, 10, -10, -20].
    pub uma: Vec<i32>,
    /// Final scores count only by placement (Speed Tonpuu chips). Tenhou: false.
    pub placement_only: bool,
    /// Oka to 1st, in thousands: players × (return − start) / 1000. Tenhou: 20.
    #[serde(default = "default_oka")]
    pub oka: i32,
    /// Final score rounding. Tenhou: `half_up`.
    #[serde(default)]
    pub rounding_final: FinalRounding,
    /// How the game is settled. Tenhou: `uma_oka`.
    #[serde(default)]
    pub settlement: Settlement,
    /// Toutenkou's points table; present exactly when `scheme` is `toutenkou_points`. Tenhou: none.
    #[serde(default)]
    pub points: Option<PointsTable>,
    /// What one score point is worth in table units (`score.point_value`). Tenhou: 1.
    #[serde(default = "default_point_value")]
    pub point_value: i32,
}

fn default_oka() -> i32 {
    20
}

fn default_point_value() -> i32 {
    1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum KanDoraTiming {
    /// Ankan at once; open kans after the kan player's discard or next kan (Tenhou).
    Tenhou,
    /// Every kan at once, before the replacement draw.
    Immediate,
    /// McGill: rinshan win always opens one; kakan after the discard; chankan never.
    Mcgill,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum IndicatorMap {
    /// The next kind in the suit / winds / dragons.
    Standard,
    /// Manzu wrap: indicator 1m → 9m, 9m → 1m, 5m → no dora; all else standard (Toutenkou; also Tenhou sanma,
    /// whose set has no 5m).
    Toutenkou,
}

/// Dora-type han (never a yaku) that special tiles add (`tiles.red`/`tiles.special` values, nukidora).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct BonusDora {
    /// Per red five. Tenhou: 1.
    pub red: u8,
    /// Per blue seven. Tenhou: 0.
    pub blue: u8,
    /// Per gold 5p (Speed Tonpuu values it as the `gold-tile` yaku instead). Tenhou: 0.
    pub gold: u8,
    /// Per pocchi dragon. Tenhou: 0.
    pub pocchi: u8,
    /// Per set-aside gari / nukidora tile, besides its indicator and red dora. Tenhou: 0 (sanma: 1).
    pub gari: u8,
}

impl Default for BonusDora {
    fn default() -> Self {
        BonusDora { red: 1, blue: 0, gold: 0, pocchi: 0, gari: 0 }
    }
}

/// `dora.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
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
    /// Dora-type han of special tiles. Tenhou: red 1, others 0.
    #[serde(default)]
    pub bonus: BonusDora,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum DaiminkanRinshan {
    /// A normal tsumo (Tenhou).
    None,
    /// Scored as a ron off the kan feeder, with rinshan, without tsumo fu (McGill).
    RonFromFeeder,
    /// Scored as a tsumo and the feeder pays all of it (Speed Tonpuu).
    FeederPaysFullTsumo,
}

/// Which call makes a player liable (`pao.trigger`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum PaoTrigger {
    /// The call that gives the caller the last qualifying set of a `pao.yakuman` (pon/daiminkan of the 3rd dragon or
    /// 4th wind set; any call for tsuuiisou/chinroutou/ryuuiisou; the daiminkan that is the 4th kan for suukantsu); the
    /// discarder of the called tile is liable (Tenhou; McGill: `docs/rulesets/mcgill.md`, Liability).
    #[default]
    CompletingCall,
}

/// How a liable player pays (`pao.payment`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum PaoPayment {
    /// Tsumo: the liable player pays all; ron by a third player: liable player and discarder half each (Tenhou).
    #[default]
    TsumoAllRonHalf,
}

/// Who pays honba under pao (`pao.honba`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum PaoHonba {
    /// Tsumo: the liable player pays all honba; ron: the discarder pays it (Tenhou).
    #[default]
    LiableOnTsumoDiscarderOnRon,
    /// Honba is part of the hand value and split with it (Toutenkou).
    WithHandValue,
}

/// What pao covers when yakuman stack (`pao.stacked`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum PaoStacked {
    /// The whole hand, every stacked yakuman included (Tenhou).
    #[default]
    WholeHand,
    /// Only the pao yakuman's share.
    PaoYakumanOnly,
}

/// Two different liable players in one hand (`docs/RULESET.md` Q-M7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum MultipleLiable {
    /// Tsumo: the liable players split the hand equally; ron: the discarder and each liable player pay equal
    /// shares (all rulesets; only reachable where `pao.yakuman` has two yakuman that can co-occur).
    #[default]
    SplitEqually,
}

/// `pao.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct PaoRules {
    /// Yakuman with liability (from [`yaku::PAO_ELIGIBLE`]). Tenhou: [daisangen, daisuushii].
    #[serde(deserialize_with = "yaku_list::pao_yakuman")]
    pub yakuman: Vec<Yaku>,
    /// Rinshan after a daiminkan. Tenhou: none.
    pub daiminkan_rinshan: DaiminkanRinshan,
    /// Which call makes a player liable. Tenhou: `completing_call`.
    #[serde(default)]
    pub trigger: PaoTrigger,
    /// How liability pays. Tenhou: `tsumo_all_ron_half`.
    #[serde(default)]
    pub payment: PaoPayment,
    /// Who pays honba. Tenhou: `liable_on_tsumo_discarder_on_ron`.
    #[serde(default)]
    pub honba: PaoHonba,
    /// Pao over stacked yakuman. Tenhou: `whole_hand`.
    #[serde(default)]
    pub stacked: PaoStacked,
    /// Two liable players. Tenhou: `split_equally`.
    #[serde(default)]
    pub multiple_liable: MultipleLiable,
}

/// Result of an abortive draw (`abort.effect`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum AbortEffect {
    /// No payments, dealer keeps the deal, honba +1, deposits stay (all four rulesets; the optional abort by
    /// agreement keeps the honba unchanged).
    #[default]
    RenchanHonbaUp,
}

/// `abort.*` keys.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct AbortRules {
    /// Nine terminals. Tenhou: true.
    pub kyuushu: bool,
    /// Four same winds (impossible with 3 players). Tenhou: true.
    pub suufon: bool,
    /// Four riichi (impossible with 3 players). Tenhou: true.
    pub suucha_riichi: bool,
    /// Four kans by several players. Tenhou: true.
    pub suukaikan: bool,
    /// Three rons (impossible with 3 players). Tenhou: true.
    pub sanchahou: bool,
    /// All four may agree to abort before the dealer's first discard (Speed Tonpuu option). Tenhou: false.
    #[serde(default)]
    pub by_agreement: bool,
    /// What an abortive draw does. Tenhou: `renchan_honba_up`.
    #[serde(default)]
    pub effect: AbortEffect,
}

/// Who pays chips under pao (`docs/rulesets/speed-tonpuu.md`, Pao).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum ChipPao {
    /// The liable player pays all chips (tsumo: 3 × the per-player chips; ron: the whole ron amount).
    #[default]
    LiablePaysAll,
    /// Chips follow the point split.
    AsPoints,
}

/// `chips.*` keys (shuugi).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
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
    /// Kazoe yakuman collects yakuman chips.
    #[serde(default = "default_true")]
    pub kazoe_is_yakuman: bool,
    /// A regular yakuman still collects item chips (colour tiles, ippatsu, ura).
    #[serde(default = "default_true")]
    pub items_on_yakuman: bool,
    /// Who pays chips under pao.
    #[serde(default)]
    pub pao: ChipPao,
}

fn default_true() -> bool {
    true
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum Chombo {
    /// The engine rejects illegal declarations; no penalty exists (Tenhou).
    None,
    /// The offender pays `chombo_each` to every other player (Speed Tonpuu: 3000 all).
    PayAll,
    /// The offender pays what a mangan tsumo would pay the others: a non-dealer pays 2000 to each non-dealer and
    /// 4000 to the dealer, a dealer 4000 to each (McGill false win).
    ManganTsumo,
}

/// Cases that make a hand dead instead of a chombo (`penalty.dead_hand`), for a human-input mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "snake_case")]
pub enum DeadHand {
    /// A false ron or tsumo.
    FalseWin,
    /// A forbidden swap-call discard.
    Kuikae,
    /// Too many or too few tiles (taahai / shouhai).
    WrongTileCount,
}

/// `penalty.*` keys: only for a human-input mode; the engine itself never lets an agent commit them.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(Deserialize))]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields)]
pub struct PenaltyRules {
    /// Chombo penalty. Tenhou: none.
    pub chombo: Chombo,
    /// Points the offender pays to each other player on chombo (`pay_all` only). Tenhou: 0.
    pub chombo_each: i32,
    /// Offences that kill the hand rather than cost a chombo. Tenhou: [].
    #[serde(default)]
    pub dead_hand: Vec<DeadHand>,
    /// After a chombo the hand is replayed (same dealer and honba, riichi sticks returned); false: the false
    /// declaration is withdrawn and the hand goes on (sticks stay). Tenhou: false.
    #[serde(default)]
    pub chombo_replay: bool,
    /// A false pon, chi, kan or riichi declaration is a chombo too (Speed Tonpuu: "false pon, chii, kan, riichi
    /// calls that are NOT corrected before the next draw receive are chonbo"). Tenhou: false.
    #[serde(default)]
    pub false_call_chombo: bool,
}

/// Outcome of one validation step: the offending field and why.
type Check = std::result::Result<(), (&'static str, String)>;

/// Parses one hand label such as `W4` into (wind, hand number).
fn parse_hand_label(label: &str) -> Option<(Wind, u8)> {
    let mut chars = label.chars();
    let wind = match chars.next()? {
        'E' => Wind::E,
        'S' => Wind::S,
        'W' => Wind::W,
        'N' => Wind::N,
        _ => return None,
    };
    let number = chars.as_str().parse::<u8>().ok()?;
    Some((wind, number))
}

/// Least common multiple of 1..=n: a noten pool must split evenly among any number of payers or receivers.
/// `[1, -2]`: a list of numbers as `{:?}` writes it, without Debug formatting (which the scoring module leaves out).
fn int_list(v: &[i32]) -> String {
    let items: Vec<String> = v.iter().map(i32::to_string).collect();
    format!("[{}]", items.join(", "))
}

fn lcm_up_to(n: i32) -> i32 {
    let gcd = |mut a: i32, mut b: i32| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    (1..=n.max(1)).fold(1, |acc, k| acc / gcd(acc, k) * k)
}

impl Ruleset {
    /// One of the built-in presets by id ([`PRESET_IDS`] and [`EXTRA_PRESET_IDS`]).
    pub fn preset(id: &str) -> Result<Ruleset> {
        let text = match id {
            "tenhou" => include_str!("rules/tenhou.json"),
            "mcgill" => include_str!("rules/mcgill.json"),
            "speed-tonpuu" => include_str!("rules/speed-tonpuu.json"),
            "toutenkou" => include_str!("rules/toutenkou.json"),
            "tenhou-sanma" => include_str!("rules/tenhou-sanma.json"),
            _ => {
                return Err(Error::new(
                    "unknown-ruleset",
                    format!(
                        "no ruleset '{id}'; the presets are {}, {}",
                        PRESET_IDS.join(", "),
                        EXTRA_PRESET_IDS.join(", ")
                    ),
                ))
            }
        };
        Ruleset::from_json(text)
    }

    /// Parses and validates a ruleset from JSON.
    pub fn from_json(text: &str) -> Result<Ruleset> {
        let r: Ruleset =
            crate::json::from_str(text).map_err(|e| Error::new("bad-ruleset", format!("ruleset JSON: {e}")))?;
        r.validate()?;
        Ok(r)
    }

    /// Checks what types alone cannot: counts and tiles consistent with the player count, tile notation, known
    /// yaku ids, uma/oka arithmetic, points positive where they must be, and fields that only make sense
    /// together. The error (code `bad-ruleset`) names the offending field.
    pub fn validate(&self) -> Result<()> {
        self.check_game()
            .and_then(|_| self.check_tiles())
            .and_then(|_| self.check_calls_and_riichi())
            .and_then(|_| self.check_yaku())
            .and_then(|_| self.check_score())
            .and_then(|_| self.check_chips_and_penalty())
            .map_err(|(field, why)| Error::new("bad-ruleset", format!("ruleset '{}': {field}: {why}", self.id)))
    }

    fn check_game(&self) -> Check {
        let g = &self.game;
        if !(3..=4).contains(&g.players) {
            return Err(("game.players", format!("must be 3 or 4, not {}", g.players)));
        }
        for (i, w) in g.extra_round_winds.iter().enumerate() {
            if g.extra_round_winds[..i].contains(w) {
                return Err(("game.extra_round_winds", format!("{} is listed twice", w.name())));
            }
        }
        if g.start_points < 0 {
            return Err(("game.start_points", format!("must not be negative, not {}", g.start_points)));
        }
        if g.return_points < g.start_points {
            return Err((
                "game.return_points",
                format!("{} is below game.start_points {}", g.return_points, g.start_points),
            ));
        }
        if g.extension != Extension::None && g.extension_threshold <= 0 {
            return Err(("game.extension_threshold", "must be positive when game.extension is on".into()));
        }
        if g.length == GameLength::Toutenkou {
            if !g.extension_limit.is_empty() {
                return Err(("game.extension_limit", "must be \"\" for game.length toutenkou (no rounds)".into()));
            }
        } else {
            match parse_hand_label(&g.extension_limit) {
                Some((_, n)) if (1..=g.players).contains(&n) => {}
                _ => {
                    return Err((
                        "game.extension_limit",
                        format!("'{}' is not a hand label E1..N{}", g.extension_limit, g.players),
                    ))
                }
            }
        }
        if let Some(c) = g.called_game {
            if c <= g.start_points {
                return Err(("game.called_game", format!("{c} must be above game.start_points {}", g.start_points)));
            }
        }
        match (g.length, g.session_hands) {
            (GameLength::Toutenkou, Some(n)) if n > 0 => {}
            (GameLength::Toutenkou, _) => {
                return Err(("game.session_hands", "game.length toutenkou needs a positive hand count".into()))
            }
            (_, Some(_)) => return Err(("game.session_hands", "only game.length toutenkou has sessions".into())),
            (_, None) => {}
        }
        Ok(())
    }

    fn check_tiles(&self) -> Check {
        let t = &self.tiles;
        for (key, s) in [("tiles.removed", &t.removed), ("tiles.flavoured", &t.flavoured), ("tiles.gari", &t.gari)] {
            if let Err(e) = tile::parse_tiles(s) {
                return Err((key, e.message));
            }
        }
        let removed = tile::parse_tiles(&t.removed).unwrap_or_default();
        if removed.iter().any(|x| x.flavour != Flavour::Normal) {
            return Err(("tiles.removed", "names kinds, so write plain tiles (no 0, B, G, P)".into()));
        }
        match (self.game.players, removed.is_empty()) {
            (4, false) => return Err(("tiles.removed", "a 4-player game plays all 34 kinds".into())),
            (3, true) => return Err(("tiles.removed", "a 3-player game removes kinds (e.g. 2345678m)".into())),
            _ => {}
        }
        let set = self.tile_set();
        // With no three manzu in a row, shanten counts manzu as triplets and pairs only and reads 1m, 5m and 9m
        // alone (src/shanten/standard.rs, `standard_3p`): a set keeping other manzu without a run is refused here.
        if crate::shanten::Variant::of(self).three_player
            && crate::shanten::SEQUENCE_ONLY_MANZU.iter().any(|&k| set.copies[k] > 0)
        {
            return Err((
                "tiles.removed",
                "without three manzu in a row in play, only 1m, 5m and 9m of the manzu may stay (e.g. remove 2345678m)"
                    .into(),
            ));
        }
        for &(kind, flavour, n) in &set.flavoured {
            let have = set.copies[kind as usize];
            let flavoured_total: u8 = set.flavoured.iter().filter(|f| f.0 == kind).map(|f| f.2).sum();
            if flavour == Flavour::Normal || flavoured_total > have {
                return Err((
                    "tiles.flavoured",
                    format!("{n} {} {} but the set has {have} copies", flavour.type_name(), tile::kind_name(kind)),
                ));
            }
        }
        let gari = self.gari_kinds();
        for (i, &k) in gari.iter().enumerate() {
            if set.copies[k as usize] == 0 || gari[..i].contains(&k) {
                return Err(("tiles.gari", format!("{} is removed or listed twice", tile::kind_name(k))));
            }
        }
        let players = self.game.players as usize;
        if set.len() < players * 13 + 1 + 14 + players {
            return Err(("tiles.removed", format!("{} tiles cannot deal {players} hands and a dead wall", set.len())));
        }
        match t.dead_wall {
            DeadWall::Standard if t.rinshan_tiles != 4 => {
                return Err(("tiles.rinshan_tiles", "the standard 14-tile dead wall has 4 replacement slots".into()))
            }
            DeadWall::DrawToIndicators => {
                let gari_tiles: usize = gari.iter().map(|&k| set.copies[k as usize] as usize).sum();
                if (t.rinshan_tiles as usize) < self.calls.kan_max as usize + gari_tiles {
                    return Err((
                        "tiles.rinshan_tiles",
                        format!("{} cannot cover calls.kan_max kans and {gari_tiles} gari tiles", t.rinshan_tiles),
                    ));
                }
            }
            _ => {}
        }
        for w in &t.wildcards {
            let ok = Tile::parse(&w.tile)
                .is_ok_and(|x| x.flavour != Flavour::Normal && set.available(x.kind, x.flavour) > 0);
            if !ok {
                return Err(("tiles.wildcards", format!("'{}' is not a flavoured tile of tiles.flavoured", w.tile)));
            }
        }
        if (self.calls.gari == GariCall::None) != gari.is_empty() {
            return Err(("calls.gari", "must be none exactly when tiles.gari is empty".into()));
        }
        Ok(())
    }

    fn check_calls_and_riichi(&self) -> Check {
        let c = &self.calls;
        let three = self.game.players == 3;
        if three && c.chi {
            return Err(("calls.chi", "a 3-player game has no chi".into()));
        }
        if !(1..=4).contains(&c.kan_max) {
            return Err(("calls.kan_max", format!("must be 1..4, not {}", c.kan_max)));
        }
        if c.fifth_kan_abort && c.kan_max != 4 {
            return Err(("calls.fifth_kan_abort", "needs calls.kan_max 4".into()));
        }
        if three {
            for (key, on) in [
                ("abort.suufon", self.abort.suufon),
                ("abort.suucha_riichi", self.abort.suucha_riichi),
                ("abort.sanchahou", self.abort.sanchahou),
            ] {
                if on {
                    return Err((key, "cannot happen with 3 players; set it false".into()));
                }
            }
        }
        if self.riichi.stick <= 0 {
            return Err(("riichi.stick", format!("must be positive, not {}", self.riichi.stick)));
        }
        if let Some(m) = self.riichi.min_points {
            if m <= 0 {
                return Err(("riichi.min_points", format!("must be positive or null, not {m}")));
            }
        }
        let d = &self.dora;
        if d.kan_ura && !(d.ura && d.kan_dora) {
            return Err(("dora.kan_ura", "needs dora.ura and dora.kan_dora".into()));
        }
        Ok(())
    }

    fn check_yaku(&self) -> Check {
        let y = &self.yaku;
        if y.min_han == 0 {
            return Err(("yaku.min_han", "must be at least 1".into()));
        }
        let outside = |list: &[Yaku], allowed: &[Yaku]| list.iter().find(|y| !allowed.contains(y)).map(|y| y.id());
        if let Some(id) = outside(&y.disabled, &yaku::STANDARD) {
            return Err(("yaku.disabled", format!("'{id}' is not a standard yaku id")));
        }
        // Two standard yaku are switched by a field of their own: naming them here would switch nothing off.
        for (own, field) in [(Yaku::KazoeYakuman, "yaku.kazoe"), (Yaku::NagashiMangan, "score.nagashi")] {
            if y.disabled.contains(&own) {
                let id = own.id();
                return Err(("yaku.disabled", format!("'{id}' is switched by {field}")));
            }
        }
        if let Some(id) = outside(&y.local, &yaku::LOCAL) {
            return Err(("yaku.local", format!("'{id}' is not a local yaku id (docs/API.md lists them)")));
        }
        if let Some(id) = outside(&y.double_yakuman, &yaku::DOUBLE_ELIGIBLE) {
            return Err(("yaku.double_yakuman", format!("'{id}' is not a standard yakuman that may be double")));
        }
        if let Some(id) = outside(&self.pao.yakuman, &yaku::PAO_ELIGIBLE) {
            return Err(("pao.yakuman", format!("'{id}' is not a yakuman a call can complete")));
        }
        // The same set of ids, each once in `local` (the map's keys are unique), compared without sorting.
        let local = &y.local;
        let distinct = local.iter().enumerate().all(|(i, id)| !local[..i].contains(id));
        if !distinct || local.len() != y.local_values.len() || !local.iter().all(|id| y.local_values.contains_key(id)) {
            return Err(("yaku.local_values", "must value exactly the ids in yaku.local, each once".into()));
        }
        let values = y.local_values.values().chain(y.chiitoi_quad_bonus.iter());
        for v in values {
            let ok = match *v {
                YakuValue::Han(n) | YakuValue::ClosedHan(n) => (1..=13).contains(&n),
                YakuValue::Yakuman(n) => (1..=6).contains(&n),
            };
            if !ok {
                return Err(("yaku.local_values", format!("{} is out of range (han 1..13, yakuman 1..6)", v.text())));
            }
        }
        let kansai = y.chiitoi_duplicates == ChiitoiDuplicates::Kansai;
        if kansai == y.chiitoi_quad_bonus.is_empty() || y.chiitoi_quad_bonus.len() > 3 {
            return Err(("yaku.chiitoi_quad_bonus", "1 to 3 entries with kansai chiitoitsu, none otherwise".into()));
        }
        Ok(())
    }

    fn check_score(&self) -> Check {
        let s = &self.score;
        let players = self.game.players as i32;
        if s.honba_ron < 0 || s.honba_tsumo_each < 0 {
            return Err(("score.honba_ron", "honba values must not be negative".into()));
        }
        if s.noten_pool < 0 || s.noten_pool % lcm_up_to(players - 1) != 0 {
            return Err((
                "score.noten_pool",
                format!("{} must split evenly among 1..{} players", s.noten_pool, players - 1),
            ));
        }
        if s.tsumo_loss && players != 3 {
            return Err(("score.tsumo_loss", "only a 3-player game has a missing share".into()));
        }
        if s.point_value <= 0 {
            return Err(("score.point_value", "must be positive".into()));
        }
        match (s.scheme, &s.points) {
            (ScoringScheme::HanFu, None) => {}
            (ScoringScheme::ToutenkouPoints, Some(p)) => {
                if s.honba_ron != 0 || s.honba_tsumo_each != 0 || s.kiriage || s.nagashi != Nagashi::None {
                    return Err((
                        "score.scheme",
                        "toutenkou_points counts honba in score.points: honba_ron/tsumo 0, no kiriage, no nagashi"
                            .into(),
                    ));
                }
                let all = [
                    p.dora,
                    p.oya,
                    p.menzen,
                    p.honba,
                    p.gari,
                    p.minkan,
                    p.ankan,
                    p.set,
                    p.ron,
                    p.crow_open,
                    p.crow_closed,
                    p.all_gari,
                    p.five,
                ];
                if p.banban <= 0 || p.yakuman <= 0 || all.iter().any(|&v| v < 0) {
                    return Err(("score.points", "banban and yakuman must be positive, the rest not negative".into()));
                }
            }
            _ => return Err(("score.points", "present exactly when score.scheme is toutenkou_points".into())),
        }
        let uma_needed = s.settlement == Settlement::UmaOka;
        if s.uma.len() != self.game.players as usize && (uma_needed || !s.uma.is_empty()) {
            return Err(("score.uma", format!("needs {players} entries (or none without uma_oka settlement)")));
        }
        if s.uma.iter().sum::<i32>() != 0 {
            return Err(("score.uma", format!("{} must sum to 0", int_list(&s.uma))));
        }
        if s.uma.windows(2).any(|w| w[0] < w[1]) {
            return Err(("score.uma", format!("{} must not increase with rank", int_list(&s.uma))));
        }
        let oka = players * (self.game.return_points - self.game.start_points);
        if s.oka * 1000 != oka {
            return Err(("score.oka", format!("{} ≠ players × (return − start) / 1000 = {}", s.oka, oka / 1000)));
        }
        if s.placement_only && s.settlement != Settlement::Chips {
            return Err(("score.placement_only", "only a chips settlement can ignore raw points".into()));
        }
        Ok(())
    }

    fn check_chips_and_penalty(&self) -> Check {
        match (&self.chips, self.score.settlement == Settlement::Chips) {
            (None, false) => {}
            (Some(c), true) => {
                let items = [
                    c.ura,
                    c.ippatsu,
                    c.red,
                    c.blue,
                    c.gold,
                    c.pocchi,
                    c.yakuman_ron,
                    c.yakuman_tsumo_each,
                    c.tobi,
                    c.called_game,
                ];
                if c.value <= 0 || items.iter().any(|&v| v < 0) {
                    return Err(("chips", "value must be positive and item chips not negative".into()));
                }
                if c.placement.len() != self.game.players as usize || c.placement.iter().sum::<i32>() != 0 {
                    return Err((
                        "chips.placement",
                        format!("{}: one entry per rank, summing to 0", int_list(&c.placement)),
                    ));
                }
            }
            _ => return Err(("chips", "present exactly when score.settlement is chips".into())),
        }
        let p = &self.penalty;
        let each_ok = match p.chombo {
            Chombo::PayAll => p.chombo_each > 0,
            Chombo::None | Chombo::ManganTsumo => p.chombo_each == 0,
        };
        if !each_ok {
            return Err(("penalty.chombo_each", "positive for pay_all, 0 otherwise".into()));
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

    /// Whether a yakuman is worth double under this ruleset: a standard one in `yaku.double_yakuman`, or a local
    /// yakuman valued at 2 (McGill's daichisei).
    pub fn is_double_yakuman(&self, y: Yaku) -> bool {
        self.yaku.double_yakuman.contains(&y) || self.local_value(y) == Some(YakuValue::Yakuman(2))
    }

    /// Whether a local yaku is switched on.
    pub fn has_local(&self, y: Yaku) -> bool {
        self.yaku.local.contains(&y)
    }

    /// The value of a local yaku that is switched on.
    pub fn local_value(&self, y: Yaku) -> Option<YakuValue> {
        if self.has_local(y) {
            self.yaku.local_values.get(&y).copied()
        } else {
            None
        }
    }
}

/// serde's reading of the ruleset's yaku fields (the reference the crate's reader is checked against, `rules/read.rs`):
/// an unknown id is refused naming its field.
#[cfg(test)]
mod yaku_list {
    use super::*;
    use crate::yaku::read_id;
    use serde::de::{MapAccess, SeqAccess, Visitor};
    use serde::Deserializer;

    /// A list of yaku ids, the error naming `field`.
    struct List(&'static str);

    impl<'de> Visitor<'de> for List {
        type Value = Vec<Yaku>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a list of yaku ids")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Vec<Yaku>, A::Error> {
            let mut list = Vec::new();
            while let Some(y) = seq.next_element_seed(Id(self.0))? {
                list.push(y);
            }
            Ok(list)
        }
    }

    /// One yaku id, the error naming `field`.
    struct Id(&'static str);

    impl<'de> serde::de::DeserializeSeed<'de> for Id {
        type Value = Yaku;

        fn deserialize<D: Deserializer<'de>>(self, d: D) -> std::result::Result<Yaku, D::Error> {
            read_id(d, self.0)
        }
    }

    /// `yaku.local_values`: a map from yaku id to value.
    struct Values;

    impl<'de> Visitor<'de> for Values {
        type Value = BTreeMap<Yaku, YakuValue>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map from yaku id to value")
        }

        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Self::Value, A::Error> {
            let mut values = BTreeMap::new();
            while let Some(y) = map.next_key_seed(Id("yaku.local_values"))? {
                values.insert(y, map.next_value()?);
            }
            Ok(values)
        }
    }

    pub fn double_yakuman<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Vec<Yaku>, D::Error> {
        d.deserialize_seq(List("yaku.double_yakuman"))
    }

    pub fn local<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Vec<Yaku>, D::Error> {
        d.deserialize_seq(List("yaku.local"))
    }

    pub fn disabled<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Vec<Yaku>, D::Error> {
        d.deserialize_seq(List("yaku.disabled"))
    }

    pub fn pao_yakuman<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Vec<Yaku>, D::Error> {
        d.deserialize_seq(List("pao.yakuman"))
    }

    pub fn local_values<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<BTreeMap<Yaku, YakuValue>, D::Error> {
        d.deserialize_map(Values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `yaku.local_values` values exactly the ids of `yaku.local`, each listed once, in any order.
    #[test]
    fn local_values_value_exactly_the_local_ids() {
        let base = Ruleset::preset("speed-tonpuu").unwrap();
        let check = |edit: &dyn Fn(&mut YakuRules)| {
            let mut r = base.clone();
            edit(&mut r.yaku);
            r.validate().map_err(|e| e.message)
        };
        assert_eq!(check(&|_| {}), Ok(()));
        assert_eq!(check(&|y| y.local.reverse()), Ok(()), "any order");
        let refused = |what: &str, edit: &dyn Fn(&mut YakuRules)| {
            let e = check(edit).expect_err(what);
            assert!(e.contains("yaku.local_values") && e.contains("each once"), "{what}: {e}");
        };
        refused("an id listed twice for one missing", &|y| {
            let first = y.local[0];
            y.local[1] = first;
        });
        refused("an id listed twice", &|y| {
            let first = y.local[0];
            y.local.push(first);
        });
        refused("an id without a value", &|y| {
            let first = y.local[0];
            y.local_values.remove(&first);
        });
        refused("a value for no id", &|y| {
            y.local.pop();
        });
    }

    /// The messages that write values by hand (the scoring module leaves Debug formatting out) write what `{:?}`
    /// writes.
    #[test]
    fn hand_written_names_are_the_debug_names() {
        for w in [Wind::E, Wind::S, Wind::W, Wind::N] {
            assert_eq!(w.name(), format!("{w:?}"));
        }
        for f in [Flavour::Normal, Flavour::Red, Flavour::Blue, Flavour::Gold, Flavour::Pocchi] {
            assert_eq!(f.type_name(), format!("{f:?}"));
        }
        for v in [YakuValue::Han(14), YakuValue::ClosedHan(0), YakuValue::Yakuman(7)] {
            assert_eq!(v.text(), format!("{v:?}"));
        }
        for list in [&[][..], &[5], &[15, 5, -5, -15]] {
            assert_eq!(int_list(list), format!("{list:?}"));
        }
    }

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

    #[test]
    fn a_three_player_set_keeps_no_manzu_but_1m_5m_9m_without_a_run() {
        let mut r = Ruleset::preset("tenhou-sanma").unwrap();
        for (removed, ok) in
            [("2345678m", true), ("2346789m", true), ("2345679m", false), ("345678m", false), ("234678m", true)]
        {
            r.tiles.removed = removed.into();
            let got = r.validate();
            assert_eq!(got.is_ok(), ok, "removed {removed}: {got:?}");
            if let Err(e) = got {
                assert_eq!(e.code, "bad-ruleset");
                assert!(e.message.contains("tiles.removed"), "{}", e.message);
            }
        }
    }

    #[test]
    fn lcm_of_payer_counts() {
        assert_eq!(lcm_up_to(3), 6);
        assert_eq!(lcm_up_to(2), 2);
        assert_eq!(lcm_up_to(1), 1);
    }

    #[test]
    fn hand_labels_parse() {
        assert_eq!(parse_hand_label("W4"), Some((Wind::W, 4)));
        assert_eq!(parse_hand_label("X1"), None);
        assert_eq!(parse_hand_label("S"), None);
    }
}
