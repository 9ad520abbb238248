//! Rules as data: a [`Ruleset`] value with one field per key of the parameter dictionary, and the presets stored as
//! JSON files embedded in the crate (`src/rules/*.json`).
//!
//! Engine code asks the ruleset ("is kuitan on?", "which yakuman are double?"), never which ruleset it is.
//!
//! Every field is declared once, below ([`declare!`](crate::declare!)): its JSON name, type, allowed range, default,
//! what it means (its `///` lines: rustdoc, the TypeScript declaration and the field reference of `docs/RULESET.md`),
//! and what a form shows of it (a label, one line for players, a group). From that come the types, their writer
//! (serde's `Serialize`), their one reader (the crate's [`crate::json`], also behind serde's `Deserialize` for the
//! rulesets inside saved games), the range checks of [`Ruleset::validate`], and the schema `rulesetSchema()` gives a
//! UI (src/rules/schema.rs). The presets' values are their files. Fields added after the first release have a
//! default, the Tenhou value, so a ruleset JSON written for an older version still loads.

use crate::declare;
use crate::error::{Error, Result};
use crate::tile::{self, Flavour, Kind, Tile, TileSet};
use crate::yaku::{self, Yaku};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

mod read;
#[cfg(not(target_arch = "wasm32"))]
pub mod schema;
mod validate;

/// The ids of the built-in presets, in the order `rulesets()` lists them (`docs/API.md`).
pub const PRESET_IDS: [&str; 5] = ["tenhou", "mcgill", "speed-tonpuu", "toutenkou", "tenhou-sanma"];

/// The preset of a request that names no ruleset (`docs/API.md`: `ruleset` defaults to "tenhou").
pub const DEFAULT_PRESET: &str = "tenhou";

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

declare! {
    /// A complete ruleset (identity and the objects below). Serialises to the plain JSON that `ruleset(id)` returns.
    #[derive(Clone, Debug, PartialEq)]
    pub struct Ruleset {
        /// Stable id: `tenhou`, `mcgill`, `speed-tonpuu`, `toutenkou`, `tenhou-sanma`, or a user's own.
        pub id: String { label: "Id", help: "A short name without spaces, for links and saved games.", group: "table" },
        /// Human-readable name (what `rulesets()` shows).
        pub name: String { label: "Name", help: "The name players see, such as \"Thursday club\".", group: "table" },
        pub game: GameRules {},
        pub tiles: TileRules {},
        pub calls: CallRules {},
        pub riichi: RiichiRules {},
        pub furiten: FuritenRules {},
        pub yaku: YakuRules {},
        pub fu: FuRules {},
        pub score: ScoreRules {},
        pub dora: DoraRules {},
        pub pao: PaoRules {},
        pub abort: AbortRules {},
        /// Shuugi chips; null where the ruleset has none, present exactly when `score.settlement` is `chips`.
        pub chips: Option<ChipRules> {
            label: "Chips (shuugi)",
            help: "Chips paid for red fives, ura dora, ippatsu and yakuman, and by final rank.",
            group: "chips",
        } = None,
        pub penalty: PenaltyRules {},
    }

    /// Seat or round wind.
    #[derive(Hash, Deserialize)]
    pub enum Wind {
        E = "E" { label: "East" },
        S = "S" { label: "South" },
        W = "W" { label: "West" },
        N = "N" { label: "North" },
    }

    /// `game` — players, length, end of game.
    #[derive(Clone, Debug, PartialEq)]
    pub struct GameRules {
        /// Number of players.
        pub players: u8 [3, 4] { label: "Players", help: "Three or four players at the table.", group: "table" },
        /// Rounds played; `toutenkou` = a session of `session_hands` hands, each settled at once.
        pub length: GameLength {
            label: "Game length",
            help: "An East round only, East and South rounds, or a session of a fixed number of hands.",
            group: "length",
        },
        /// Winds that count as round wind besides the current round's wind, each listed once
        /// (`game.round_winds`; Speed Tonpuu's tonshaaba adds West).
        pub extra_round_winds: Vec<Wind> {
            label: "Extra round winds",
            help: "Winds whose triplets also count as round wind (West in Speed Tonpuu).",
            group: "yaku",
        },
        /// Starting score.
        pub start_points: i32 [0, _] {
            label: "Starting points",
            help: "Each player's points at the start.",
            group: "points",
            unit: "points",
        },
        /// Return (target) score, at least `start_points`: the oka base and the all-last stop's mark; 0 where there is
        /// none.
        pub return_points: i32 {
            label: "Return points",
            help: "The target score: first place's oka is what the others start below it.",
            group: "points",
            unit: "points",
        },
        /// Bust rule: the game ends after a settlement leaves anyone below (or at) 0.
        pub tobi: Tobi { label: "Bust", help: "Whether the game ends when a player's points run out.", group: "length" },
        /// Play past the last round until someone reaches `extension_threshold`.
        pub extension: Extension {
            label: "Sudden death",
            help: "Whether play goes on into the next wind while nobody has reached the target.",
            group: "length",
        },
        /// Score that ends the extension (read only when `extension` is on; must then be > 0).
        pub extension_threshold: i32 {
            label: "Sudden death target",
            help: "The score that ends sudden death.",
            group: "length",
            unit: "points",
        },
        /// Last possible hand, a hand label `E1`..`N4` whose number is at most the player count; `""` only for
        /// `length = toutenkou` (no rounds).
        pub extension_limit: String {
            label: "Last possible hand",
            help: "The game ends after this hand whatever the scores.",
            group: "length",
            format: "hand",
            choices: Some(schema::hand_labels),
        },
        /// In the all-last hand a dealer renchan continues even if someone else passed the threshold.
        pub extension_renchan_priority: bool {
            label: "Dealer repeats before sudden death ends",
            help: "In the last hand a dealer who keeps the deal plays on even if someone has passed the target.",
            group: "length",
        },
        /// Agari-yame / tenpai-yame: Tenhou's automatic stop (dealer 1st with ≥ return), McGill's optional stop after
        /// an all-last dealer win, Speed Tonpuu's optional pass after any dealer win or tenpai.
        pub all_last_stop: AllLastStop {
            label: "Agari-yame and tenpai-yame",
            help: "Whether a dealer who wins or is tenpai may end the game or pass the deal instead of dealing again.",
            group: "length",
        },
        /// Passing the deal by yame starts the next hand at 0 honba.
        pub yame_resets_honba: bool {
            label: "Yame clears the counters",
            help: "After a dealer passes the deal by yame, the next hand starts with no honba.",
            group: "length",
        },
        /// The game ends at once when someone reaches this score (must be above `start_points`); null for none.
        pub called_game: Option<i32> {
            label: "Called game",
            help: "The game ends at once when a player reaches this score.",
            group: "length",
            unit: "points",
        },
        /// Who deals next: the next seat unless renchan, or the winner (Toutenkou).
        pub dealer_rotation: DealerRotation {
            label: "Next dealer",
            help: "Whether the deal passes to the next seat or to the winner.",
            group: "length",
        },
        /// Hands in a Toutenkou session (`session.hands`); null for every other length.
        pub session_hands: Option<u32> [1, _] {
            label: "Hands in a session",
            help: "How many hands a session lasts.",
            group: "length",
            unit: "hands",
        } = None,
        /// What keeps the deal with the dealer (abortive draws always do, see `abort.effect`).
        pub renchan: Renchan {
            label: "Dealer keeps the deal",
            help: "What lets the dealer deal again.",
            group: "length",
        } = Renchan::WinOrTenpai,
        /// Riichi deposits left at game end.
        pub end_deposits: EndDeposits {
            label: "Riichi sticks left at the end",
            help: "Who gets the riichi sticks still on the table when the game ends.",
            group: "points",
        } = EndDeposits::FirstPlace,
        /// Equal final scores: earlier first-deal seat ranks higher, or tied players share uma.
        pub tie_break: TieBreak {
            label: "Equal final scores",
            help: "How players who end on the same score are ranked.",
            group: "points",
        } = TieBreak::SeatOrder,
    }

    /// Rounds played (`game.length`).
    pub enum GameLength {
        /// Tonpuusen: East round only (plus extension where allowed).
        EastOnly = "east_only" { label: "East round only (tonpuusen)" },
        /// Hanchan: East and South rounds.
        EastSouth = "east_south" { label: "East and South rounds (hanchan)" },
        /// Toutenkou: a session of `session_hands` hands, each settled on its own.
        Toutenkou = "toutenkou" { label: "A session of hands, each settled at once" },
    }

    /// The bust rule (`game.tobi`).
    pub enum Tobi {
        /// The game ends after a settlement leaves anyone below 0 (exactly 0 plays on). Tenhou.
        BelowZero = "below_zero" { label: "Below zero ends the game" },
        /// The game ends when anyone is at or below 0.
        AtOrBelowZero = "at_or_below_zero" { label: "Zero or below ends the game" },
        /// No bust rule.
        None = "none" { label: "No bust" },
    }

    /// Play past the last round (`game.extension`).
    pub enum Extension {
        None = "none" { label: "None" },
        /// Sudden death into the next wind until someone reaches the threshold (Tenhou).
        SuddenDeathNextWind = "sudden_death_next_wind" { label: "Into the next wind until someone reaches the target" },
    }

    /// Agari-yame and tenpai-yame (`game.all_last_stop`).
    pub enum AllLastStop {
        /// No agari-yame / tenpai-yame.
        None = "none" { label: "Never" },
        /// Tenhou: at the all-last hand the game ends automatically when the dealer renchans (win or tenpai, not an
        /// abortive draw) and is 1st with at least `return_points`.
        Automatic = "automatic" { label: "Automatic in the last hand, for a dealer in the lead" },
        /// McGill: after a dealer *win* (not tenpai) in the all-last hand, a dealer who is 1st with at least
        /// `return_points` may choose to end the game.
        DealerChoiceAllLast = "dealer_choice_all_last" { label: "Dealer's choice after a win in the last hand" },
        /// Any dealer may pass the deal after a win or tenpai in any hand, whatever the rank (Speed Tonpuu).
        DealerChoiceEveryHand = "dealer_choice_every_hand" { label: "Dealer's choice after any win or tenpai" },
    }

    /// Who deals next (`game.dealer_rotation`).
    pub enum DealerRotation {
        /// The deal passes to the next seat unless the dealer renchans.
        CounterClockwise = "counter_clockwise" { label: "The next seat" },
        /// The winner deals next (Toutenkou).
        Winner = "winner" { label: "The winner" },
    }

    /// What keeps the deal with the dealer (`game.renchan`). Abortive draws keep it in every ruleset (`abort.effect`).
    pub enum Renchan {
        /// A dealer win (also as one of several ron winners) or dealer tenpai at an exhaustive draw (Tenhou).
        WinOrTenpai = "win_or_tenpai" { label: "A dealer win or dealer tenpai" },
        /// A dealer win or any exhaustive draw, tenpai or not (Toutenkou).
        WinOrAnyDraw = "win_or_any_draw" { label: "A dealer win or any draw" },
    }

    /// Riichi deposits still on the table when the game ends (`game.end_deposits`).
    pub enum EndDeposits {
        /// They go to the player ranked 1st (Tenhou).
        FirstPlace = "first_place" { label: "To first place" },
        /// Nobody gets them.
        Lost = "lost" { label: "To nobody" },
    }

    /// Equal final scores (`game.tie_break`).
    pub enum TieBreak {
        /// The earlier seat in the first deal's order ranks higher (Tenhou).
        SeatOrder = "seat_order" { label: "The earlier seat ranks higher" },
        /// Tied players share the uma of their ranks.
        SharedUma = "shared_uma" { label: "Tied players share the uma" },
    }

    /// `tiles` — the tile set and the dead wall.
    #[derive(Clone, Debug, PartialEq)]
    pub struct TileRules {
        /// Kinds removed from the set (`tiles.set`), in plain MPSZ: empty for 4 players, non-empty for 3. With no
        /// three manzu in a row left in play, the manzu kept may only be 1m, 5m and 9m (shanten reads them as
        /// triplets and pairs alone); another set is refused.
        pub removed: String {
            label: "Removed tiles",
            help: "Kinds taken out of the set: 2m to 8m with three players.",
            group: "table",
            format: "tiles",
        },
        /// Flavoured copies in MPSZ, one entry per physical tile (`tiles.red` + `tiles.special`; `0m0p0s` = one red
        /// five per suit); at most the kind's copies.
        pub flavoured: String {
            label: "Red fives and coloured tiles",
            help: "One entry per coloured tile: 0m0p0s is one red five in each suit, 00m two red 5m.",
            group: "table",
            format: "tiles",
        },
        /// Kinds that may be set aside as nukidora / gari, in MPSZ (each listed once, present in the set).
        pub gari: String {
            label: "Tiles set aside (nukidora)",
            help: "Kinds a player may set aside for a replacement tile, such as North with three players.",
            group: "table",
            format: "tiles",
        },
        /// Replacement tiles in the dead wall: 4 for `standard`; for `draw_to_indicators` at least `calls.kan_max` + all
        /// gari tiles.
        pub rinshan_tiles: u8 {
            label: "Replacement tiles",
            help: "Replacement tiles for kans and set-aside tiles in the dead wall.",
            group: "table",
            unit: "tiles",
        },
        /// 14-tile dead wall topped up from the live wall, or Toutenkou's play-to-the-indicators layout.
        pub dead_wall: DeadWall {
            label: "Dead wall",
            help: "Fourteen tiles kept back, or play up to the indicators.",
            group: "table",
        } = DeadWall::Standard,
        /// Flavoured tiles that are wild when drawn (Speed Tonpuu's pocchi).
        pub wildcards: Vec<Wildcard> {
            label: "Wildcards",
            help: "Coloured tiles that stand for any tile when drawn at certain moments (pocchi).",
            group: "table",
        } = Vec::new(),
    }

    /// How the dead wall works (`tiles.dead_wall`).
    pub enum DeadWall {
        /// 14 tiles: `rinshan_tiles` (4) replacement slots and 5 indicator/ura pairs, topped up from the live wall
        /// after every replacement draw, so the live draws are fixed (4p: 70, 3p: 55) (Tenhou, Tenhou sanma).
        Standard = "standard" { label: "Fourteen tiles, topped up after each replacement" },
        /// Toutenkou: play to the indicators. One indicator stack at the start, `rinshan_tiles` replacement tiles
        /// behind it that are never topped up; each kan's new indicator stack takes 2 tiles from the live side.
        DrawToIndicators = "draw_to_indicators" { label: "Play up to the indicators" },
    }

    /// When a drawn pocchi tile may stand for another kind (`docs/rulesets/speed-tonpuu.md`, Pocchi in play).
    pub enum WildcardWhen {
        /// Drawn by a player already in riichi (closed, open or double).
        InRiichi = "in_riichi" { label: "Drawn in riichi" },
        /// Drawn by a player whose hand is open (ankan alone does not open it) and who was tenpai before the draw.
        OpenTenpai = "open_tenpai" { label: "Drawn with an open hand that is tenpai" },
    }

    /// A flavoured tile that is a wildcard when drawn in a given situation (`tiles.wildcards`).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Wildcard {
        /// The tile in MPSZ with its flavour, e.g. `5Pz`: a flavoured tile of `tiles.flavoured`.
        pub tile: String { label: "Tile", help: "The coloured tile, such as 5Pz.", format: "tile" },
        /// When it is wild.
        pub when: WildcardWhen { label: "When it is wild", help: "The moment a drawn copy becomes wild." },
        /// The player may not discard it then and must declare tsumo or kan (P1); otherwise using it is an option.
        pub must_use: bool { label: "Must be used", help: "The player may not discard it then: win or call kan with it." },
    }

    /// `calls` — chi, pon, kan and setting tiles aside.
    #[derive(Clone, Debug, PartialEq)]
    pub struct CallRules {
        /// Chi allowed (never with 3 players).
        pub chi: bool { label: "Chi", help: "Calling a sequence from the player on the left.", group: "calls" },
        /// Swap-calling restriction (without chi only the pon part applies).
        pub kuikae: Kuikae {
            label: "Swap-calling (kuikae)",
            help: "Which tiles may not be discarded right after a call.",
            group: "calls",
        },
        /// Several rons on one tile.
        pub multi_ron: MultiRon {
            label: "Several rons on one tile",
            help: "Double ron, everyone wins, or head bump: only the player nearest the discarder wins.",
            group: "wins",
        },
        /// Chi/pon/kan allowed on the houtei discard.
        pub last_discard_callable: bool {
            label: "Calls on the last discard",
            help: "Chi, pon and kan on the last discard of the hand.",
            group: "calls",
        },
        /// Kans per hand.
        pub kan_max: u8 [1, 4] {
            label: "Kans per hand",
            help: "How many kans may be declared in one hand.",
            group: "calls",
        },
        /// Another player may declare a 5th kan, which aborts the hand (needs `kan_max` 4).
        pub fifth_kan_abort: bool {
            label: "A fifth kan aborts",
            help: "After four kans another player may declare a fifth, which ends the hand without a winner.",
            group: "draws",
        },
        /// Kokushi may rob an ankan.
        pub chankan_ankan_kokushi: bool {
            label: "Thirteen orphans robs a closed kan",
            help: "Thirteen orphans may win on a tile another player declares as a closed kan.",
            group: "yakuman",
        },
        /// A set-aside gari / nukidora tile may be ronned (scored as ron, no chankan yaku).
        pub ron_on_gari: bool {
            label: "Ron on a set-aside tile",
            help: "A player may win on a tile another player sets aside.",
            group: "calls",
        },
        /// Who collects honba and deposits under multiple ron.
        pub multi_ron_sticks: MultiRonSticks {
            label: "Counters and sticks with several winners",
            help: "Who collects the honba and the riichi sticks when several players win on one tile.",
            group: "wins",
        } = MultiRonSticks::ClosestToDiscarder,
        /// When a gari tile may be set aside; `none` exactly when `tiles.gari` is empty.
        pub gari: GariCall {
            label: "Setting tiles aside",
            help: "When a player may set a tile aside for a replacement tile.",
            group: "calls",
        } = GariCall::None,
        /// Setting a gari aside breaks ippatsu, double riichi, chiihou and kyuushu like a call.
        pub gari_interrupts: bool {
            label: "Setting aside interrupts",
            help: "Setting a tile aside breaks ippatsu and first-turn wins as a call does.",
            group: "calls",
        } = false,
    }

    /// Swap-calling (`calls.kuikae`).
    pub enum Kuikae {
        None = "none" { label: "No restriction" },
        /// After pon: not the same kind; after chi: not the called kind nor the suji kind at the other end.
        /// Without chi (3 players) only the pon part applies.
        ForbidSameAndSuji = "forbid_same_and_suji" { label: "Not the called kind nor the other end of the sequence" },
        /// Only the same kind is forbidden.
        ForbidSame = "forbid_same" { label: "Not the called kind" },
    }

    /// Several rons on one tile (`calls.multi_ron`).
    pub enum MultiRon {
        /// Double ron wins; three rons abort the hand (Tenhou).
        DoubleOkTripleAborts = "double_ok_triple_aborts" { label: "Double ron; three rons abort" },
        /// Every claimant wins (also three).
        AllWin = "all_win" { label: "Everyone wins" },
        /// Head bump: only the claimant closest to the discarder wins; three claimants abort (McGill).
        Atamahane = "atamahane" { label: "Head bump: the player nearest the discarder wins" },
    }

    /// Who collects honba and deposits when several players ron one tile (`calls.multi_ron_sticks`).
    pub enum MultiRonSticks {
        /// Honba and deposits go only to the winner closest to the discarder in turn order (Tenhou).
        ClosestToDiscarder = "closest_to_discarder" { label: "All to the winner nearest the discarder" },
        /// Each winner gets the honba; deposits go to the closest.
        HonbaToEachWinner = "honba_to_each_winner" { label: "Honba to each winner, sticks to the nearest" },
    }

    /// Setting aside a gari / nukidora tile (`calls.gari`).
    pub enum GariCall {
        /// No gari tiles (`tiles.gari` is empty). Tenhou.
        None = "none" { label: "Never" },
        /// On one's own turn after a draw (also a replacement draw), any number of times, then a replacement draw;
        /// not right after a pon; in riichi only the tile just drawn. On the last turn only where replacement tiles
        /// do not come out of the live wall (Toutenkou gari: "Gari can be claimed even in last turn"; Tenhou sanma's
        /// kita needs a live tile for the top-up).
        OwnTurnAfterDraw = "own_turn_after_draw" { label: "On one's own turn after drawing" },
    }

    /// `riichi`.
    #[derive(Clone, Debug, PartialEq)]
    pub struct RiichiRules {
        /// The riichi deposit.
        pub stick: i32 [1, _] {
            label: "Riichi stick",
            help: "The points a player puts on the table to declare riichi.",
            group: "riichi",
            unit: "points",
        },
        /// Score needed to declare; null = no minimum.
        pub min_points: Option<i32> [1, _] {
            label: "Points needed for riichi",
            help: "Riichi needs at least this many points (none: any score may declare).",
            group: "riichi",
            unit: "points",
        },
        /// Live tiles needed to declare (0 = riichi with no draw left).
        pub min_live_tiles: u8 {
            label: "Tiles left for riichi",
            help: "Riichi needs at least this many tiles left to draw.",
            group: "riichi",
            unit: "tiles",
        },
        /// Riichi while furiten.
        pub furiten_riichi: bool {
            label: "Riichi while furiten",
            help: "Riichi may be declared on a furiten wait.",
            group: "riichi",
        },
        /// Ankan in riichi only with the drawn tile and unchanged waits (`riichi.ankan`).
        pub ankan_waits_unchanged: bool {
            label: "Closed kan in riichi keeps the waits",
            help: "In riichi a closed kan is allowed only with the tile just drawn and if the waits stay the same.",
            group: "riichi",
        },
        /// Open riichi: 2 han, 3 on the first discard, hand shown to all.
        pub open_riichi: OpenRiichi {
            label: "Open riichi",
            help: "Riichi with the hand shown to everyone, for one more han.",
            group: "riichi",
        },
        /// Ippatsu counts.
        pub ippatsu: bool {
            label: "Ippatsu",
            help: "A win within one go-around of riichi, with no call in between, earns a han.",
            group: "riichi",
        },
        /// View option: a riichi player sees both neighbours' concealed hands (Speed Tonpuu house rule, off).
        pub peek_neighbours: bool {
            label: "Riichi sees the neighbours' hands",
            help: "A house rule: a player in riichi may look at both neighbours' hands.",
            group: "riichi",
        } = false,
    }

    /// Open riichi (`riichi.open_riichi`).
    pub enum OpenRiichi {
        None = "none" { label: "Not allowed" },
        /// Open riichi allowed: 2 han (3 on the first discard), hand shown to all.
        TwoHan = "two_han" { label: "Allowed: 2 han, 3 on the first discard" },
    }

    /// `furiten`.
    #[derive(Clone, Debug, PartialEq)]
    pub struct FuritenRules {
        /// When same-turn furiten ends.
        pub temporary_clears_on: TemporaryFuritenClears {
            label: "Passed-tile furiten ends",
            help: "When a player who let a winning tile pass may win again.",
            group: "riichi",
        },
        /// A riichi player who lets a winning tile pass stays furiten for the hand (`furiten.riichi_pass`).
        pub riichi_pass_permanent: bool {
            label: "Furiten in riichi lasts the hand",
            help: "A riichi player who lets a winning tile pass can only win by tsumo for the rest of the hand.",
            group: "riichi",
        },
        /// Which tiles let pass make a player furiten: any of its waits by shape, or only a tile it could
        /// have won on.
        pub passed_tile: PassedTileFuriten {
            label: "Passed tiles that make furiten",
            help: "Whether a winning tile the hand has no yaku for (or too few han) makes furiten when it passes.",
            group: "riichi",
        } = PassedTileFuriten::AnyWait,
    }

    /// Which passed tiles make a player furiten (`furiten.passed_tile`): a discard, or a kakan's tile, that the
    /// player does not ron.
    pub enum PassedTileFuriten {
        /// Any wait by shape, whether or not the hand had a yaku (or enough han) for it (Tenhou).
        AnyWait = "any_wait" { label: "Any winning tile by shape, yaku or not" },
        /// Only a tile the player could have won on (McGill: "a tile that you can declare a win off of").
        Winnable = "winnable" { label: "Only a tile one could have won on" },
    }

    /// When same-turn furiten ends (`furiten.temporary_clears_on`).
    pub enum TemporaryFuritenClears {
        /// At the player's own next discard (Tenhou).
        OwnDiscard = "own_discard" { label: "At one's next discard" },
        /// At the player's own next draw (McGill).
        OwnDraw = "own_draw" { label: "At one's next draw" },
    }

    /// `yaku`.
    #[derive(Clone, Debug, PartialEq)]
    #[cfg_attr(target_arch = "wasm32", tsify(hashmap_as_object))]
    pub struct YakuRules {
        /// Han from yaku (not dora, not Toutenkou bonuses) needed to win.
        pub min_han: u8 [1, _] {
            label: "Han needed to win",
            help: "Han from yaku needed to win; dora do not count.",
            group: "yaku",
            unit: "han",
        },
        /// Open tanyao.
        pub kuitan: bool { label: "Open tanyao (kuitan)", help: "All simples counts with called sets.", group: "yaku" },
        /// Atozuke allowed.
        pub atozuke: bool {
            label: "Atozuke",
            help: "A hand may wait where only some of its winning tiles give a yaku, and win on those.",
            group: "yaku",
        },
        /// Pinfu by tsumo (20 fu).
        pub pinfu_tsumo: bool {
            label: "Pinfu by tsumo",
            help: "Pinfu counts on a self-drawn win.",
            group: "yaku",
        },
        /// Renhou's value (id `renhou`).
        pub renhou: Renhou {
            label: "Renhou",
            help: "A win by ron before one's first draw.",
            group: "yakuman",
        },
        /// Standard yakuman worth two (from `yaku::DOUBLE_ELIGIBLE`); local yakuman carry their multiple in
        /// `local_values`.
        pub double_yakuman: Vec<Yaku> {
            label: "Double yakuman",
            help: "Yakuman worth two, such as thirteen orphans on a 13-sided wait.",
            group: "yakuman",
            choices: Some(schema::double_eligible_yaku),
        },
        /// Different yakuman add up.
        pub yakuman_stack: bool {
            label: "Yakuman add up",
            help: "Two yakuman in one hand count twice.",
            group: "yakuman",
        },
        /// 13+ han without a yakuman: one yakuman, or no kazoe. A hand that reads as a real yakuman is always scored as
        /// it, never as kazoe (nor, without a ceiling, as a counted reading worth more).
        pub kazoe: Kazoe {
            label: "Counted yakuman (kazoe)",
            help: "Whether 13 han or more is a yakuman.",
            group: "yakuman",
        },
        /// Local yaku switched on (from `yaku::LOCAL`), each valued in `local_values`.
        pub local: Vec<Yaku> {
            label: "Local yaku",
            help: "Local yaku and yakuman that count at this table; each needs a value.",
            group: "yaku",
            choices: Some(schema::local_yaku),
        },
        /// Standard yaku switched off (from `yaku::STANDARD`), except `kazoe-yakuman` and `nagashi-mangan`, which
        /// `yaku.kazoe` and `score.nagashi` switch: naming them here is refused.
        pub disabled: Vec<Yaku> {
            label: "Yaku switched off",
            help: "Standard yaku that do not count at this table.",
            group: "yaku",
            choices: Some(schema::disabled_yaku),
        } = Vec::new(),
        /// Whether four of a kind may count as two pairs in chiitoitsu.
        pub chiitoi_duplicates: ChiitoiDuplicates {
            label: "Seven pairs with four of a kind",
            help: "Whether four of a kind may count as two of the seven pairs.",
            group: "yaku",
        },
        /// Value of each id in `local`, exactly those ids (han 1..13, yakuman multiple 1..6).
        #[cfg_attr(target_arch = "wasm32", tsify(type = "Partial<Record<Yaku, YakuValue>>"))]
        pub local_values: BTreeMap<Yaku, YakuValue> {
            label: "Local yaku values",
            help: "What each local yaku is worth.",
            group: "yaku",
            choices: Some(schema::local_yaku),
        } = BTreeMap::new(),
        /// Kansai chiitoi bonus (`kansai-quads`) for 1, 2, 3 kinds used as two pairs; non-empty exactly with
        /// `kansai`.
        pub chiitoi_quad_bonus: Vec<YakuValue> {
            label: "Bonus for four-of-a-kind pairs",
            help: "What seven pairs earns for one, two or three kinds held four times.",
            group: "yaku",
            max_items: Some(3),
        } = Vec::new(),
    }

    /// Renhou's value (`yaku.renhou`).
    pub enum Renhou {
        /// Not a yaku (Tenhou).
        None = "none" { label: "Not a yaku" },
        /// A yakuman.
        Yakuman = "yakuman" { label: "Yakuman" },
        /// A mangan.
        Mangan = "mangan" { label: "Mangan" },
    }

    /// 13 han or more without a yakuman (`yaku.kazoe`).
    pub enum Kazoe {
        /// No kazoe: 13+ han is scored as sanbaiman (under `toutenkou_points` no ceiling exists at all).
        None = "none" { label: "No: 13 han or more is sanbaiman" },
        /// 13+ han is one yakuman, never more (Tenhou).
        YakumanSingle = "yakuman_single" { label: "Yes: 13 han or more is one yakuman" },
    }

    /// Chiitoitsu with four of a kind (`yaku.chiitoi_duplicates`).
    pub enum ChiitoiDuplicates {
        /// Seven distinct pairs (Tenhou).
        None = "none" { label: "Seven different pairs" },
        /// Four of a kind may count as two pairs, with the bonus of `yaku.chiitoi_quad_bonus` (Speed Tonpuu).
        Kansai = "kansai" { label: "Four of a kind counts as two pairs, with a bonus" },
    }

    /// `fu`.
    #[derive(Clone, Debug, PartialEq)]
    pub struct FuRules {
        /// Fu for a pair of a wind that is seat and round wind.
        pub double_wind_pair: u8 {
            label: "Double wind pair",
            help: "Fu for a pair of the wind that is both the seat and the round wind.",
            group: "scoring",
            unit: "fu",
        },
        /// Tsumo fu on a rinshan win.
        pub rinshan_tsumo: u8 {
            label: "Self-draw fu after a kan",
            help: "Fu for a win on a kan's replacement tile.",
            group: "scoring",
            unit: "fu",
        },
    }

    /// `score` — hand values, draws, settlement.
    #[derive(Clone, Debug, PartialEq)]
    pub struct ScoreRules {
        /// How a win is valued.
        pub scheme: ScoringScheme {
            label: "Hand values",
            help: "Han and fu, or Toutenkou's points for each feature of a win.",
            group: "scoring",
        },
        /// 4 han 30 fu and 3 han 60 fu round up to mangan.
        pub kiriage: bool {
            label: "Kiriage mangan",
            help: "4 han 30 fu and 3 han 60 fu are paid as a mangan.",
            group: "scoring",
        },
        /// Honba bonus on a ron, per honba (0 under `toutenkou_points`, where it is `points.honba`).
        pub honba_ron: i32 [0, _] {
            label: "Honba on a ron",
            help: "Points each honba adds to a win by discard.",
            group: "scoring",
            unit: "points",
        },
        /// Honba bonus from each payer on a tsumo, per honba.
        pub honba_tsumo_each: i32 [0, _] {
            label: "Honba on a tsumo, from each",
            help: "Points each honba adds to every payment of a self-drawn win.",
            group: "scoring",
            unit: "points",
        },
        /// 3 players only: a non-dealer tsumo collects only from the two others.
        pub tsumo_loss: bool {
            label: "Tsumo loss",
            help: "With three players a self-drawn win collects only from the two others: the missing seat's share is lost.",
            group: "scoring",
        },
        /// Noten payment pool; must split evenly among 1..players−1 players.
        pub noten_pool: i32 [0, _] {
            label: "Noten payments",
            help: "Points the players who are not tenpai pay in all at an exhaustive draw.",
            group: "draws",
            unit: "points",
        },
        /// Yakuless tenpai counts at a draw.
        pub keishiki_tenpai: bool {
            label: "Tenpai without a yaku counts",
            help: "At a draw a hand counts as tenpai even if it has no yaku to win with.",
            group: "draws",
        },
        /// Zero-tile waits: no wait if all four copies are the player's own, or every wait counts.
        pub karaten: Karaten {
            label: "Waiting on tiles one holds",
            help: "Whether a wait on a tile whose four copies are in one's own hand counts as tenpai.",
            group: "draws",
        },
        /// Nagashi mangan.
        pub nagashi: Nagashi {
            label: "Nagashi mangan",
            help: "A draw after discarding only terminals and honours, none of them called.",
            group: "draws",
        },
        /// Uma by rank, in thousands: one per player, summing to 0, not increasing; `[]` allowed without `uma_oka`
        /// settlement.
        pub uma: Vec<i32> {
            label: "Uma",
            help: "Bonus by final rank, first to last, in thousands of points.",
            group: "points",
            unit: "thousands",
        },
        /// Raw points do not enter the settlement (chips settlement only).
        pub placement_only: bool {
            label: "Only placement counts",
            help: "Final points count by placement chips alone, not by the score.",
            group: "chips",
        },
        /// Oka to 1st, in thousands; must equal players × (return − start) / 1000.
        pub oka: i32 {
            label: "Oka",
            help: "First place's bonus in thousands: what every player started below the return points.",
            group: "points",
            unit: "thousands",
        } = 20,
        /// Final score rounding to thousands (Tenhou: raw score rounded half away from zero, 1st = −sum).
        pub rounding_final: FinalRounding {
            label: "Rounding of final scores",
            help: "Whether final scores are rounded to thousands.",
            group: "points",
        } = FinalRounding::HalfUp,
        /// How the game is settled.
        pub settlement: Settlement {
            label: "Settlement",
            help: "Uma and oka, chips, or the running balance.",
            group: "points",
        } = Settlement::UmaOka,
        /// Toutenkou's points table; present exactly when `scheme` is `toutenkou_points`.
        pub points: Option<PointsTable> {
            label: "Points table",
            help: "What each feature of a win is worth under Toutenkou's points.",
            group: "scoring",
        } = None,
        /// Table units per score point (`score.point_value`).
        pub point_value: i32 [1, _] {
            label: "Point value",
            help: "What one point is worth in the table's units.",
            group: "points",
        } = 1,
    }

    /// How a win is valued (`score.scheme`).
    pub enum ScoringScheme {
        /// Han and fu, basic points, limits (all but Toutenkou).
        HanFu = "han_fu" { label: "Han and fu" },
        /// Toutenkou's flat points (`score.points`).
        ToutenkouPoints = "toutenkou_points" { label: "Toutenkou's points" },
    }

    /// Nagashi mangan (`score.nagashi`).
    pub enum Nagashi {
        None = "none" { label: "Not played" },
        /// Paid as a mangan tsumo instead of noten payments, no honba (Tenhou).
        ManganAsDraw = "mangan_as_draw" { label: "A mangan payment at the draw" },
        /// A haneman tsumo win with honba and deposits (Speed Tonpuu).
        HanemanAsWin = "haneman_as_win" { label: "A haneman win, with honba and sticks" },
    }

    /// Zero-tile waits (`score.karaten`).
    pub enum Karaten {
        /// A wait whose four copies are all in the player's own hand and melds is no wait (Tenhou).
        OwnTilesOnly = "own_tiles_only" { label: "Not a wait" },
        /// Any wait counts, even an impossible one (McGill).
        Allowed = "allowed" { label: "Every wait counts" },
    }

    /// How the game's result is settled (`score.settlement`).
    pub enum Settlement {
        /// (points − return) / 1000 + uma, oka to 1st (`docs/rulesets/tenhou.md`, Settlement).
        UmaOka = "uma_oka" { label: "Uma and oka" },
        /// Shuugi chips, including placement chips (`chips.*`; Speed Tonpuu).
        Chips = "chips" { label: "Chips" },
        /// The running point balance is the result: no uma, no oka (Toutenkou).
        Points = "points" { label: "The running balance" },
    }

    /// Rounding of final scores in thousands (`score.rounding_final`).
    pub enum FinalRounding {
        /// Ranks 2..n: the raw score rounded to thousands, half away from zero, minus the return (22,500 → −7;
        /// −500 → −31, as Tenhou's own final records show); rank 1 = −(sum of the others) (Tenhou).
        HalfUp = "half_up" { label: "To thousands" },
        /// No rounding (tenths of a thousand are kept).
        None = "none" { label: "Not rounded" },
    }

    /// Toutenkou's hand value P (`score.points`; `docs/rulesets/toutenkou.md`, Value), in points. Regular yaku add
    /// their han (closed/open value).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct PointsTable {
        /// Toutenkou: base points of every win (banban).
        pub banban: i32 [1, _] { label: "Base", help: "Points of every win.", unit: "points" },
        /// Toutenkou: per dora of any kind (indicator, red, ura, kan ura; also a gari tile's dora value).
        pub dora: i32 [0, _] { label: "Per dora", help: "Points per dora of any kind.", unit: "points" },
        /// Toutenkou: winner is the dealer (oya).
        pub oya: i32 [0, _] { label: "Dealer", help: "Points when the winner is the dealer.", unit: "points" },
        /// Toutenkou: closed winning hand (ankan allowed), besides menzen tsumo.
        pub menzen: i32 [0, _] { label: "Closed hand", help: "Points for a closed winning hand.", unit: "points" },
        /// Toutenkou: per honba (`score.honba`), inside P.
        pub honba: i32 [0, _] { label: "Per honba", help: "Points per honba on the table.", unit: "points" },
        /// Toutenkou: per gari tile set aside (plus its dora value via `dora`).
        pub gari: i32 [0, _] { label: "Per set-aside tile", help: "Points per tile set aside.", unit: "points" },
        /// Toutenkou: per daiminkan or kakan.
        pub minkan: i32 [0, _] { label: "Per open kan", help: "Points per open or added kan.", unit: "points" },
        /// Toutenkou: per ankan.
        pub ankan: i32 [0, _] { label: "Per closed kan", help: "Points per closed kan.", unit: "points" },
        /// Toutenkou: per gari kind of which the winner has all 4 copies (set aside, hand or melds).
        pub set: i32 [0, _] {
            label: "Per complete set",
            help: "Points per set-aside kind of which the winner has all four tiles.",
            unit: "points",
        },
        /// Toutenkou: win by discard (incl. chankan and ron on a gari tile).
        pub ron: i32 [0, _] { label: "Ron", help: "Points for a win by discard.", unit: "points" },
        /// Toutenkou: karasu (crow) with an open hand: the winner never held, set aside or discarded a gari tile
        /// this hand.
        pub crow_open: i32 [0, _] {
            label: "Crow, open hand",
            help: "Points when the winner never had a set-aside kind this hand, open hand.",
            unit: "points",
        },
        /// Toutenkou: karasu (crow) with a closed hand.
        pub crow_closed: i32 [0, _] {
            label: "Crow, closed hand",
            help: "The same with a closed hand.",
            unit: "points",
        },
        /// Toutenkou: the winner has all gari tiles (set aside or in hand).
        pub all_gari: i32 [0, _] {
            label: "All set-aside tiles",
            help: "Points when the winner has every tile of the set-aside kinds.",
            unit: "points",
        },
        /// Toutenkou: per yakuman; replaces regular yaku and dora.
        pub yakuman: i32 [1, _] {
            label: "Per yakuman",
            help: "Points per yakuman, instead of yaku and dora.",
            unit: "points",
        },
        /// Toutenkou: per 5p/5s in the hand (`score.five_bonus`, the client's "五" label); 0 = off.
        pub five: i32 [0, _] { label: "Per five", help: "Points per 5p or 5s in the hand (0: none).", unit: "points" },
    }

    /// When kan dora flip (`dora.kan_dora_timing`).
    pub enum KanDoraTiming {
        /// Ankan at once; open kans after the kan player's discard or next kan (Tenhou).
        Tenhou = "tenhou" { label: "At once for a closed kan, after the discard for an open one" },
        /// Every kan at once, before the replacement draw.
        Immediate = "immediate" { label: "At once for every kan" },
        /// McGill: rinshan win always opens one; kakan after the discard; chankan never.
        Mcgill = "mcgill" { label: "After the discard, but before a win on the replacement tile" },
    }

    /// Indicator → dora (`dora.indicator_map`).
    pub enum IndicatorMap {
        /// The next kind in the suit / winds / dragons.
        Standard = "standard" { label: "The next tile of its suit, winds or dragons" },
        /// Manzu wrap: indicator 1m → 9m, 9m → 1m, 5m → no dora; all else standard (Toutenkou; also Tenhou sanma,
        /// whose set has no 5m).
        Toutenkou = "toutenkou" { label: "As usual, but 1m and 9m point at each other" },
    }

    /// Dora-type han (never a yaku) that special tiles add (`dora.bonus`: `tiles.red`/`tiles.special` values,
    /// nukidora).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct BonusDora {
        /// Dora-type han per red five.
        pub red: u8 { label: "Per red five", help: "Han each red five adds.", unit: "han" },
        /// Dora-type han per blue seven.
        pub blue: u8 { label: "Per blue seven", help: "Han each blue seven adds.", unit: "han" },
        /// Dora-type han per gold 5p (Speed Tonpuu values gold as the `gold-tile` yaku instead).
        pub gold: u8 { label: "Per gold five", help: "Han each gold 5p adds.", unit: "han" },
        /// Dora-type han per pocchi.
        pub pocchi: u8 { label: "Per pocchi", help: "Han each pocchi dragon adds.", unit: "han" },
        /// Dora-type han per set-aside gari / nukidora tile, besides its indicator and red dora.
        pub gari: u8 { label: "Per set-aside tile", help: "Han each tile set aside adds.", unit: "han" },
    }

    /// `dora`.
    #[derive(Clone, Debug, PartialEq)]
    pub struct DoraRules {
        /// Kans reveal new indicators.
        pub kan_dora: bool { label: "Kan dora", help: "Each kan reveals another dora indicator.", group: "dora" },
        /// When kan indicators flip.
        pub kan_dora_timing: KanDoraTiming {
            label: "When kan dora show",
            help: "When the new indicator of a kan is turned over.",
            group: "dora",
        },
        /// Ura dora for riichi winners.
        pub ura: bool {
            label: "Ura dora",
            help: "A riichi winner also counts the tiles under the indicators.",
            group: "dora",
        },
        /// Ura under kan indicators too (needs `ura` and `kan_dora`).
        pub kan_ura: bool { label: "Kan ura dora", help: "Ura dora under the kan indicators too.", group: "dora" },
        /// Indicator → dora; `toutenkou` wraps manzu 1m↔9m, 5m → nothing (also right for sanma, which has no 5m).
        pub indicator_map: IndicatorMap {
            label: "Which tile is dora",
            help: "The tile an indicator makes dora.",
            group: "dora",
        },
        /// Dora-type han of special tiles.
        pub bonus: BonusDora { group: "dora" } = BonusDora { red: 1, blue: 0, gold: 0, pocchi: 0, gari: 0 },
    }

    /// A win on a daiminkan's replacement tile (`pao.daiminkan_rinshan`).
    pub enum DaiminkanRinshan {
        /// A normal tsumo (Tenhou).
        None = "none" { label: "A normal self-drawn win" },
        /// Scored as a ron off the kan feeder, with rinshan, without tsumo fu (McGill).
        RonFromFeeder = "ron_from_feeder" { label: "A ron off the player who fed the kan" },
        /// Scored as a tsumo and the feeder pays all of it (Speed Tonpuu).
        FeederPaysFullTsumo = "feeder_pays_full_tsumo" { label: "A self-drawn win the feeder pays alone" },
    }

    /// Which call makes a player liable (`pao.trigger`).
    pub enum PaoTrigger {
        /// The call that gives the caller the last qualifying set of a `pao.yakuman` (pon/daiminkan of the 3rd dragon or
        /// 4th wind set; any call for tsuuiisou/chinroutou/ryuuiisou; the daiminkan that is the 4th kan for suukantsu); the
        /// discarder of the called tile is liable (Tenhou; McGill: `docs/rulesets/mcgill.md`, Liability).
        CompletingCall = "completing_call" { label: "Feeding the call that completes the yakuman" },
    }

    /// How a liable player pays (`pao.payment`).
    pub enum PaoPayment {
        /// Tsumo: the liable player pays all; ron by a third player: liable player and discarder half each (Tenhou).
        TsumoAllRonHalf = "tsumo_all_ron_half" { label: "All of a tsumo, half of a ron" },
    }

    /// Who pays honba under pao (`pao.honba`).
    pub enum PaoHonba {
        /// Tsumo: the liable player pays all honba; ron: the discarder pays it (Tenhou).
        LiableOnTsumoDiscarderOnRon = "liable_on_tsumo_discarder_on_ron" {
            label: "The liable player on a tsumo, the discarder on a ron",
        },
        /// Honba is part of the hand value and split with it (Toutenkou).
        WithHandValue = "with_hand_value" { label: "Split with the hand's value" },
    }

    /// What pao covers when yakuman stack (`pao.stacked`).
    pub enum PaoStacked {
        /// The whole hand, every stacked yakuman included (Tenhou).
        WholeHand = "whole_hand" { label: "The whole hand" },
        /// Only the pao yakuman's share.
        PaoYakumanOnly = "pao_yakuman_only" { label: "Only the liable yakuman" },
    }

    /// Two different liable players in one hand (`pao.multiple_liable`, `docs/RULESET.md` Q-M7).
    pub enum MultipleLiable {
        /// Tsumo: the liable players split the hand equally; ron: the discarder and each liable player pay equal
        /// shares (whole hundreds, the odd hundreds on the discarder, on a tsumo on the seat liable first; only
        /// reachable where `pao.yakuman` has two yakuman that can co-occur).
        SplitEqually = "split_equally" { label: "Split equally" },
    }

    /// `pao` — liability for a yakuman a call completed.
    #[derive(Clone, Debug, PartialEq)]
    pub struct PaoRules {
        /// Yakuman with liability (from `yaku::PAO_ELIGIBLE`).
        pub yakuman: Vec<Yaku> {
            label: "Yakuman with liability (pao)",
            help: "Yakuman for which the player who fed the completing call pays.",
            group: "wins",
            choices: Some(schema::pao_eligible_yaku),
        },
        /// A win on a daiminkan's replacement tile. Under `ron_from_feeder` the win event's `from` is the feeder;
        /// `feeder_pays_full_tsumo` stays a tsumo (`from` empty, the feeder's payment in `result.deltas`).
        pub daiminkan_rinshan: DaiminkanRinshan {
            label: "Win after an open kan",
            help: "How a win on the replacement tile of an open kan is paid.",
            group: "wins",
        },
        /// The call giving the caller the last qualifying set makes its discarder liable.
        pub trigger: PaoTrigger {
            label: "Who is liable",
            help: "Which call makes its discarder liable.",
            group: "wins",
        } = PaoTrigger::CompletingCall,
        /// Tsumo: liable pays all; ron: liable and discarder half each.
        pub payment: PaoPayment {
            label: "What the liable player pays",
            help: "The liable player's share of the win.",
            group: "wins",
        } = PaoPayment::TsumoAllRonHalf,
        /// Who pays honba under pao.
        pub honba: PaoHonba {
            label: "Honba under liability",
            help: "Who pays the honba of a win with liability.",
            group: "wins",
        } = PaoHonba::LiableOnTsumoDiscarderOnRon,
        /// What pao covers when yakuman stack.
        pub stacked: PaoStacked {
            label: "Liability with two yakuman",
            help: "Whether the liable player pays for the whole hand or the liable yakuman only.",
            group: "wins",
        } = PaoStacked::WholeHand,
        /// Two liable players ([Q-M7](#q-m7)).
        pub multiple_liable: MultipleLiable {
            label: "Two liable players",
            help: "How two liable players share the payment.",
            group: "wins",
        } = MultipleLiable::SplitEqually,
    }

    /// Result of an abortive draw (`abort.effect`).
    pub enum AbortEffect {
        /// No payments, dealer keeps the deal, honba +1, deposits stay (all four rulesets; the optional abort by
        /// agreement keeps the honba unchanged).
        RenchanHonbaUp = "renchan_honba_up" { label: "Same dealer, one more honba" },
    }

    /// `abort` — abortive draws.
    #[derive(Clone, Debug, PartialEq)]
    pub struct AbortRules {
        /// Nine different terminals/honours on the first draw.
        pub kyuushu: bool {
            label: "Nine terminals",
            help: "A player with nine different terminals and honours on the first draw may end the hand.",
            group: "draws",
        },
        /// Four same winds (false with 3 players).
        pub suufon: bool {
            label: "Four winds",
            help: "The hand ends when the first four discards are the same wind.",
            group: "draws",
        },
        /// Four riichi (false with 3 players).
        pub suucha_riichi: bool {
            label: "Four riichi",
            help: "The hand ends when all four players declare riichi.",
            group: "draws",
        },
        /// Four kans by several players.
        pub suukaikan: bool {
            label: "Four kans",
            help: "The hand ends when four kans are declared by more than one player.",
            group: "draws",
        },
        /// Three rons (false with 3 players).
        pub sanchahou: bool {
            label: "Triple ron",
            help: "The hand ends without a winner when three players ron one tile.",
            group: "draws",
        },
        /// All may agree to abort before the dealer's first discard (honba unchanged).
        pub by_agreement: bool {
            label: "Abort by agreement",
            help: "All players may agree to redeal before the dealer's first discard.",
            group: "draws",
        } = false,
        /// No payments, same dealer, honba +1, deposits stay.
        pub effect: AbortEffect {
            label: "After an abortive draw",
            help: "What happens to the deal and the counters.",
            group: "draws",
        } = AbortEffect::RenchanHonbaUp,
    }

    /// Who pays chips under pao (`chips.pao`; `docs/rulesets/speed-tonpuu.md`, Pao).
    pub enum ChipPao {
        /// The liable player pays all chips (tsumo: 3 × the per-player chips; ron: the whole ron amount).
        LiablePaysAll = "liable_pays_all" { label: "The liable player pays all chips" },
        /// Chips follow the point split.
        AsPoints = "as_points" { label: "Chips follow the points" },
    }

    /// `chips` — shuugi (null without a chips settlement).
    #[derive(Clone, Debug, PartialEq)]
    pub struct ChipRules {
        /// Points per chip at settlement.
        pub value: i32 [1, _] { label: "Chip value", help: "Points one chip is worth at the end.", unit: "points" },
        /// Chips per ura / kan-ura dora hit.
        pub ura: i32 [0, _] { label: "Per ura dora", help: "Chips per ura dora of a riichi win.", unit: "chips" },
        /// Chips per ippatsu.
        pub ippatsu: i32 [0, _] { label: "Ippatsu", help: "Chips for an ippatsu win.", unit: "chips" },
        /// Chips per red five in the winning hand.
        pub red: i32 [0, _] { label: "Per red five", help: "Chips per red five in the winning hand.", unit: "chips" },
        /// Chips per blue seven.
        pub blue: i32 [0, _] { label: "Per blue seven", help: "Chips per blue seven.", unit: "chips" },
        /// Chips per gold 5p.
        pub gold: i32 [0, _] { label: "Per gold five", help: "Chips per gold 5p.", unit: "chips" },
        /// Chips per pocchi (wild or not).
        pub pocchi: i32 [0, _] { label: "Per pocchi", help: "Chips per pocchi, wild or not.", unit: "chips" },
        /// Per yakuman: chips from the discarder on a ron.
        pub yakuman_ron: i32 [0, _] {
            label: "Yakuman by ron",
            help: "Chips per yakuman from the discarder.",
            unit: "chips",
        },
        /// Per yakuman: chips from each other player on a tsumo.
        pub yakuman_tsumo_each: i32 [0, _] {
            label: "Yakuman by tsumo, from each",
            help: "Chips per yakuman from each other player.",
            unit: "chips",
        },
        /// Chips a busting player pays to each winner / tenpai player.
        pub tobi: i32 [0, _] {
            label: "Bust",
            help: "Chips a player who busts pays to each winner or tenpai player.",
            unit: "chips",
        },
        /// Chips from each other player to a player reaching `game.called_game`.
        pub called_game: i32 [0, _] {
            label: "Called game",
            help: "Chips from each other player to a player who reaches the called-game score.",
            unit: "chips",
        },
        /// Oka + uma in chips by rank; one per player, summing to 0.
        pub placement: Vec<i32> {
            label: "Placement chips",
            help: "Chips by final rank, first to last.",
            unit: "chips",
        },
        /// Kazoe yakuman collects yakuman chips.
        pub kazoe_is_yakuman: bool {
            label: "Kazoe earns yakuman chips",
            help: "A counted yakuman collects yakuman chips.",
        } = true,
        /// A yakuman still collects item chips ([Q-S4](#q-s4)).
        pub items_on_yakuman: bool {
            label: "Yakuman earn item chips",
            help: "A yakuman also collects the chips of red fives, ura dora and ippatsu.",
        } = true,
        /// Who pays chips under pao.
        pub pao: ChipPao {
            label: "Chips under liability",
            help: "Who pays the chips of a win with liability.",
        } = ChipPao::LiablePaysAll,
    }

    /// A chombo's penalty (`penalty.chombo`).
    pub enum Chombo {
        /// The engine rejects illegal declarations; no penalty exists (Tenhou).
        None = "none" { label: "None: a false declaration is refused" },
        /// The offender pays `chombo_each` to every other player (Speed Tonpuu: 3000 all).
        PayAll = "pay_all" { label: "A fixed payment to each player" },
        /// The offender pays what a mangan tsumo would pay the others: a non-dealer pays 2000 to each non-dealer and
        /// 4000 to the dealer, a dealer 4000 to each (McGill false win).
        ManganTsumo = "mangan_tsumo" { label: "A mangan, paid as for a self-drawn win" },
    }

    /// Cases that make a hand dead instead of a chombo (`penalty.dead_hand`), for a human-input mode.
    #[derive(Deserialize)]
    pub enum DeadHand {
        /// A false ron or tsumo.
        FalseWin = "false_win" { label: "A false win" },
        /// A forbidden swap-call discard.
        Kuikae = "kuikae" { label: "A forbidden discard after a call" },
        /// Too many or too few tiles (taahai / shouhai).
        WrongTileCount = "wrong_tile_count" { label: "Too many or too few tiles" },
    }

    /// `penalty` — human-input mode, and a ledger's chombo.
    #[derive(Clone, Debug, PartialEq)]
    pub struct PenaltyRules {
        /// Chombo penalty (human-input mode's false declarations, a `Ledger`'s `chombo` entries); `none` = the
        /// engine rejects the action, and a ledger has no chombo entry.
        pub chombo: Chombo {
            label: "Chombo",
            help: "The penalty for a false win or another serious mistake at the table.",
            group: "penalties",
        },
        /// Points the offender pays to each other player with `pay_all` (> 0), else 0.
        pub chombo_each: i32 [0, _] {
            label: "Chombo payment to each",
            help: "Points the offender pays each other player, for a fixed payment.",
            group: "penalties",
            unit: "points",
        },
        /// Offences that kill the hand rather than cost a chombo.
        pub dead_hand: Vec<DeadHand> {
            label: "Dead hand instead of chombo",
            help: "Mistakes after which the player plays on but can no longer win or call.",
            group: "penalties",
        } = Vec::new(),
        /// true: after a chombo the hand is dealt again (same dealer and honba, the hand's riichi sticks returned);
        /// false: the false declaration is withdrawn, the penalty paid, and the hand goes on (sticks stay on the
        /// table; a ledger's next entry is that hand's end).
        pub chombo_replay: bool {
            label: "Redeal after a chombo",
            help: "After a chombo the hand is dealt again; otherwise it goes on.",
            group: "penalties",
        } = false,
        /// A false pon, chi, kan or riichi declared in human-input mode is a chombo (otherwise it is refused).
        pub false_call_chombo: bool {
            label: "False calls are chombo",
            help: "A false pon, chi, kan or riichi costs a chombo too.",
            group: "penalties",
        } = false,
    }
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

/// What a local yaku (or a bonus) is worth. JSON: `{"han": 2}`, `{"closed_han": 1}` or `{"yakuman": 1}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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
    /// The han a value may give (`Han`, `ClosedHan`), least and most.
    pub const HAN: (u8, u8) = (1, 13);
    /// The yakuman multiples a value may give, least and most.
    pub const YAKUMAN: (u8, u8) = (1, 6);

    /// `Han(2)`: the value as `{:?}` writes it, without Debug formatting (which the scoring module leaves out).
    pub fn text(self) -> String {
        match self {
            YakuValue::Han(n) => format!("Han({n})"),
            YakuValue::ClosedHan(n) => format!("ClosedHan({n})"),
            YakuValue::Yakuman(n) => format!("Yakuman({n})"),
        }
    }
}

/// The `bad-ruleset` of an error of the ruleset's reader (the field's path first: src/declare.rs).
pub(crate) fn read_error(e: String) -> Error {
    let (path, words) = declare::split_path(&e);
    Error::about("bad-ruleset", "ruleset JSON: ", path, words)
}

impl Ruleset {
    /// One of the built-in presets by id ([`PRESET_IDS`]).
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
                    format!("no ruleset '{id}'; the presets are {}", PRESET_IDS.join(", ")),
                ))
            }
        };
        Ruleset::from_json(text)
    }

    /// Parses and validates a ruleset from JSON. A value the reader refuses is a `bad-ruleset` naming the field
    /// (its `field`, and in its message).
    pub fn from_json(text: &str) -> Result<Ruleset> {
        let r: Ruleset = crate::json::from_str(text).map_err(read_error)?;
        r.validate()?;
        Ok(r)
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
            assert_eq!(validate::int_list(list), format!("{list:?}"));
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
                assert_eq!(e.field(), "tiles.removed");
                assert!(e.message.contains("tiles.removed"), "{}", e.message);
            }
        }
    }
}
