//! One hand (kyoku) as a state machine: deal, draws, discards, calls, riichi, furiten, wins and draws.
//!
//! The same machine serves 3 and 4 players; everything that differs is read from the [`Ruleset`].
//! Every moment answers exactly what each seat may do ([`Round::legal_actions`]); [`Round::apply`] accepts only
//! an action from that list, so a rejected action changes nothing. Steps return [`Event`]s a UI can animate.
//!
//! Flow: `Turn` (a seat holds 3n+2 tiles and must act) → after a discard, kakan or nuki, `Claims` (every seat
//! that may claim answers, then ron > pon/kan > chi) → next `Turn`, or `Ended` with an [`Outcome`].

use crate::error::{Error, Result};
use crate::rules::{
    DaiminkanRinshan, DeadHand, KanDoraTiming, Karaten, Kuikae, MultiRon, Nagashi, OpenRiichi, Ruleset,
    TemporaryFuritenClears, WildcardWhen, Wind,
};
use crate::score::{self, Deltas, Liability, Meld as ScoreMeld, MeldFrom, MeldType, ScoreRequest, ScoreResult};
use crate::shanten::{self, Variant};
use crate::tile::{self, format_tiles, is_yaochuu, Counts, Kind, Tile, KINDS};
use crate::wall::{id_kind, TileId, Wall};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

mod concealed;
mod turn_list;
use concealed::Concealed;
use turn_list::{entry, entry_id, entry_pos, Discards, Entry, TurnList, OPEN, RIICHI};

/// A seat: 0..players in the order of the first deal (seat 0 = first dealer).
pub type Seat = u8;

/// What a seat may do. Plain tagged objects in JSON: `{"type":"discard","tile":"5m","riichi":false}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Action {
    /// Discard a tile; `riichi` declares riichi with it, `open` (with `riichi`, where `riichi.open_riichi`
    /// allows it) makes it an open riichi: the whole hand is shown to everyone. `tsumogiri` says whether it is
    /// the tile just drawn; left out, a tile from the hand is preferred.
    Discard {
        tile: Tile,
        #[serde(default)]
        riichi: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        open: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tsumogiri: Option<bool>,
    },
    Tsumo,
    Ron,
    /// Chi with these two tiles from the hand.
    Chi {
        tiles: [Tile; 2],
    },
    /// Pon with these two tiles from the hand.
    Pon {
        tiles: [Tile; 2],
    },
    /// Open kan on the discard with the three matching tiles from the hand.
    Daiminkan,
    /// Closed kan of the four tiles of this kind.
    Ankan {
        tile: Tile,
    },
    /// Add this tile to an own pon.
    Kakan {
        tile: Tile,
    },
    /// Abort the hand with nine different terminals and honours (first draw only).
    Kyuushu,
    /// Set a nuki / gari tile aside and draw a replacement (3-player).
    Nuki {
        tile: Tile,
    },
    /// Decline every claim.
    Pass,
    /// The abortive draw by agreement (`abort.by_agreement`, off by default): the dealer proposes it on its
    /// first turn, before its first discard; each other seat then answers `abort` (agree) or `pass`. Only when
    /// all agree is the hand drawn (reason `agreement`), dealt again with the same dealer and honba.
    Abort,
    /// The dealer keeps the deal after a dealer win or dealer tenpai at a draw, where the ruleset offers a
    /// choice (`game.all_last_stop`). Offered by the game between hands, never by a round.
    Continue,
    /// The dealer stops instead (agari-yame / tenpai-yame): under `dealer_choice_every_hand` the deal passes
    /// (after the last hand: the game ends); under `dealer_choice_all_last` the game ends.
    Yame,
}

impl Action {
    /// Whether `self` (as a seat sent it) names the legal action `legal`: an unspecified `tsumogiri` matches
    /// either value.
    #[inline]
    pub fn matches(&self, legal: &Action) -> bool {
        match (self, legal) {
            (
                Action::Discard { tile, riichi, open, tsumogiri },
                Action::Discard { tile: t2, riichi: r2, open: o2, tsumogiri: g2 },
            ) => tile == t2 && riichi == r2 && open == o2 && (tsumogiri.is_none() || tsumogiri == g2),
            _ => self == legal,
        }
    }
}

/// A few seats (at most four) held without an allocation, read as a slice: what [`Round::to_act`] returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    seats: [Seat; 4],
    len: u8,
}

impl Seats {
    #[inline]
    pub(crate) fn push(&mut self, seat: Seat) {
        self.seats[self.len as usize] = seat;
        self.len += 1;
    }

    /// Just `seat`.
    #[inline]
    pub(crate) fn one(seat: Seat) -> Seats {
        Seats { seats: [seat, 0, 0, 0], len: 1 }
    }

    /// The seats below `players` for which `pick` holds, in order. Packed in a register as they are found rather
    /// than pushed byte by byte: reading a `Seats` right after byte-wide stores into it stalls the load.
    #[inline]
    pub(crate) fn from_fn(players: u8, mut pick: impl FnMut(Seat) -> bool) -> Seats {
        let (mut packed, mut len) = (0u32, 0u8);
        for s in 0..players.min(4) {
            if pick(s) {
                packed |= u32::from(s) << (8 * len);
                len += 1;
            }
        }
        Seats { seats: packed.to_le_bytes(), len }
    }
}

impl std::ops::Deref for Seats {
    type Target = [Seat];
    #[inline]
    fn deref(&self) -> &[Seat] {
        &self.seats[..self.len as usize]
    }
}

impl IntoIterator for Seats {
    type Item = Seat;
    type IntoIter = std::iter::Take<std::array::IntoIter<Seat, 4>>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.seats.into_iter().take(self.len as usize)
    }
}

impl<'a> IntoIterator for &'a Seats {
    type Item = &'a Seat;
    type IntoIter = std::slice::Iter<'a, Seat>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq<Vec<Seat>> for Seats {
    fn eq(&self, other: &Vec<Seat>) -> bool {
        **self == other[..]
    }
}

/// Kinds of called meld (and nuki) as events and views show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "lowercase")]
pub enum CallKind {
    Chi,
    Pon,
    Daiminkan,
    Ankan,
    Kakan,
    Nuki,
}

/// A meld on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct MeldState {
    pub kind: CallKind,
    /// Physical tiles, the called one included.
    pub ids: Vec<TileId>,
    /// The tile taken from another seat, if any.
    pub called: Option<TileId>,
    /// The seat it came from.
    pub from: Option<Seat>,
}

/// A discard in a seat's river.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct DiscardRecord {
    pub id: TileId,
    pub tsumogiri: bool,
    /// This discard declared riichi.
    pub riichi: bool,
    /// Called away by this seat.
    pub called_by: Option<Seat>,
}

/// Why a hand ended without a winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "kebab-case")]
pub enum DrawReason {
    Exhaustive,
    Kyuushu,
    Suufon,
    SuuchaRiichi,
    Suukaikan,
    Sanchahou,
    /// Every player agreed to abort before the dealer's first discard (`abort.by_agreement`).
    Agreement,
}

/// How a hand ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Outcome {
    /// Winners in order from the discarder (tsumo: the one winner). Empty for a draw, except nagashi paid as a
    /// win (`score.nagashi = haneman_as_win`): the achievers from the dealer on.
    pub winners: Vec<Seat>,
    /// Set when the hand ended in a draw.
    pub draw: Option<DrawReason>,
    /// Seats tenpai at an exhaustive draw.
    pub tenpai: Vec<Seat>,
    /// Seats paid nagashi mangan.
    pub nagashi: Vec<Seat>,
    /// Each seat's change over the whole hand: riichi sticks, payments, honba, deposits won.
    pub deltas: Vec<i64>,
    /// Riichi deposits left on the table after the hand.
    pub sticks: u32,
    /// Each seat's shuugi chips from the hand's wins (`chips.*`); `None` where the ruleset has no chips. The game
    /// adds tobi and called-game chips on top (see `Event::RoundEnd`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<i64>>,
}

/// What happened, for a UI to animate. Hidden tiles are `None` in a seat's filtered copy ([`Event::for_seat`]).
/// In JSON: `{"type": "discard", "seat": 0, "tile": "5m", …}` with camelCase fields, like the views.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(tag = "type", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum Event {
    Deal {
        round: String,
        dealer: Seat,
        honba: u32,
        sticks: u32,
        dora_indicator: Tile,
        scores: Vec<i64>,
        hands: Vec<Option<Vec<Tile>>>,
    },
    Draw {
        seat: Seat,
        tile: Option<Tile>,
        rinshan: bool,
    },
    Discard {
        seat: Seat,
        tile: Tile,
        tsumogiri: bool,
        riichi: bool,
        /// The riichi is an open riichi (the hand is shown in every view from now on).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        open: bool,
    },
    Call {
        seat: Seat,
        call: CallKind,
        tiles: Vec<Tile>,
        from: Option<Seat>,
    },
    RiichiAccepted {
        seat: Seat,
        scores: Vec<i64>,
        sticks: u32,
    },
    Dora {
        indicator: Tile,
    },
    /// The dealer's answer to the yame choice (`Action::Continue` / `Action::Yame`).
    DealerChoice {
        seat: Seat,
        yame: bool,
    },
    Win {
        seat: Seat,
        /// The seat the win is paid as a ron off: the discarder (on chankan, the seat whose kan was robbed), or,
        /// for a win on a daiminkan's replacement tile that the ruleset scores as a ron off the kan's feeder
        /// (`pao.daiminkan_rinshan = ron_from_feeder`, Speed Tonpuu's special suukantsu), that feeder. Empty for a
        /// tsumo, including one a single seat pays all of (pao, `feeder_pays_full_tsumo`): `result.deltas` says
        /// who paid what in every case.
        from: Option<Seat>,
        /// The winner's concealed tiles, the winning tile included.
        hand: Vec<Tile>,
        win_tile: Tile,
        ura_indicators: Vec<Tile>,
        result: Box<ScoreResult>,
    },
    Ryuukyoku {
        reason: DrawReason,
        tenpai: Vec<Seat>,
        nagashi: Vec<Seat>,
        /// Hands shown at the draw (tenpai hands, the kyuushu hand, riichi hands at suucha riichi).
        hands: Vec<Option<Vec<Tile>>>,
        deltas: Vec<i64>,
    },
    RoundEnd {
        deltas: Vec<i64>,
        scores: Vec<i64>,
        sticks: u32,
        /// Shuugi rulesets: each seat's chip change over the hand (wins, tobi, called game) and the running
        /// totals; absent without chips.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chips: Option<Vec<i64>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chip_totals: Option<Vec<i64>>,
    },
    GameEnd {
        scores: Vec<i64>,
        ranks: Vec<u8>,
        points: Vec<f64>,
        /// Shuugi rulesets: final chips by seat, placement chips included.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chips: Option<Vec<i64>>,
    },
    /// Human-input mode: the seat's hand is dead for the rest of the hand (`penalty.dead_hand`: a false ron or
    /// tsumo, a kuikae discard). It plays on, drawing and discarding, but may not win, call, kan or riichi, and
    /// counts as noten at an exhaustive draw.
    DeadHand {
        seat: Seat,
        reason: DeadHand,
    },
    /// A false declaration in human-input mode (`penalty.chombo`): `deltas` is the penalty, `scores` the scores
    /// after it. With `penalty.chombo_replay` the hand is then dealt again (riichi sticks of the hand returned);
    /// without it the false declaration is withdrawn and the hand goes on (sticks stay on the table).
    Chombo {
        seat: Seat,
        deltas: Vec<i64>,
        scores: Vec<i64>,
    },
}

impl Event {
    /// The event as `seat` may see it: other seats' draws and dealt hands hidden.
    pub fn for_seat(&self, seat: Seat) -> Event {
        self.seen_by(seat).into_owned()
    }

    /// [`Event::for_seat`] without a copy of the events a seat sees whole (all but other seats' draws and deals).
    pub fn seen_by(&self, seat: Seat) -> std::borrow::Cow<'_, Event> {
        use std::borrow::Cow::{Borrowed, Owned};
        Owned(match self {
            Event::Draw { seat: s, rinshan, .. } if *s != seat => {
                Event::Draw { seat: *s, tile: None, rinshan: *rinshan }
            }
            Event::Deal { round, dealer, honba, sticks, dora_indicator, scores, hands } => Event::Deal {
                round: round.clone(),
                dealer: *dealer,
                honba: *honba,
                sticks: *sticks,
                dora_indicator: *dora_indicator,
                scores: scores.clone(),
                hands: hands
                    .iter()
                    .enumerate()
                    .map(|(i, h)| if i == seat as usize { h.clone() } else { None })
                    .collect(),
            },
            e => return Borrowed(e),
        })
    }
}

/// A meld as views show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct MeldView {
    pub kind: CallKind,
    pub tiles: Vec<Tile>,
    /// The called tile, if any.
    pub called: Option<Tile>,
    pub from: Option<Seat>,
}

/// A discard as views show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct DiscardView {
    pub tile: Tile,
    pub tsumogiri: bool,
    pub riichi: bool,
    /// The seat that called it away.
    pub called_by: Option<Seat>,
}

/// One seat at the table as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    pub seat: Seat,
    pub wind: Wind,
    pub score: i64,
    /// Concealed tiles, sorted; `None` when the viewer may not see them.
    pub hand: Option<Vec<Tile>>,
    /// The tile just drawn (also inside `hand`), when visible.
    pub drawn: Option<Tile>,
    pub hand_size: usize,
    pub melds: Vec<MeldView>,
    pub discards: Vec<DiscardView>,
    pub riichi: bool,
    /// In open riichi: the hand is shown to every viewer.
    pub open_riichi: bool,
    /// The hand is dead (human-input mode, `penalty.dead_hand`): it can no longer win, call or riichi.
    pub dead_hand: bool,
    /// Furiten, shown only to the seat itself (and spectators).
    pub furiten: Option<bool>,
}

/// The table as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct TableView {
    /// The seat this view is for; `None` for a spectator, who sees everything.
    pub viewer: Option<Seat>,
    pub round: String,
    pub round_wind: Wind,
    pub dealer: Seat,
    pub honba: u32,
    pub sticks: u32,
    /// The dealer's wins in a row in this dealership (draws neither count nor break it): paarenchan at the 8th.
    pub dealer_wins: u32,
    pub wall_remaining: usize,
    pub dora_indicators: Vec<Tile>,
    /// Ura indicators: spectators only.
    pub ura_indicators: Option<Vec<Tile>>,
    pub seats: Vec<SeatView>,
    /// The seats the table waits for, as far as the viewer may know them: the seat whose turn it is (the dealer at
    /// a dealer's choice); in a claim window (a discard, a kan or a nukidora others may claim) only the viewer, while
    /// it still has to answer. Which other seats may claim is never shown, as it follows from their concealed
    /// tiles: a seat's view of a claim window that waits only for others lists no one (the table is waiting; the
    /// game is not over). A spectator's view lists every seat. Empty once the game is over.
    pub to_act: Vec<Seat>,
    /// What the viewer may do now.
    pub legal_actions: Vec<Action>,
}

/// Where the tile a claim window is about came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum ClaimSource {
    Discard,
    Kakan,
    Ankan,
    Nuki,
    /// Not a tile: the dealer proposed the abortive draw by agreement and the others answer.
    Agreement,
}

#[derive(Clone, Debug, PartialEq)]
enum Phase {
    /// `seat` holds 3n+2 tiles. `drawn` is the tile just drawn (none after chi/pon).
    Turn {
        seat: Seat,
        drawn: Option<TileId>,
        rinshan: bool,
    },
    /// Seats answer a claimable tile. `Round::claim_opts[s]` is what seat `s` may do (empty: not asked);
    /// `answers[s]` what it chose.
    Claims {
        from: Seat,
        id: TileId,
        source: ClaimSource,
        answers: [Option<Action>; 4],
    },
    Ended,
}

/// Per-seat state.
#[derive(Clone, Debug, PartialEq)]
struct SeatState {
    /// Concealed tiles (the drawn tile included), with their counts by kind.
    hand: Concealed,
    melds: Vec<MeldState>,
    discards: Vec<DiscardRecord>,
    /// Riichi declared (with the index of the declaring discard), and whether the stick was accepted.
    riichi: Option<usize>,
    double_riichi: bool,
    /// The riichi was declared open (`riichi.open_riichi`): the hand is public.
    open_riichi: bool,
    riichi_accepted: bool,
    ippatsu: bool,
    /// Same-turn furiten (declined a winning tile).
    furiten_temporary: bool,
    /// Riichi furiten (declined a winning tile in riichi): for the rest of the hand.
    furiten_permanent: bool,
    /// Kinds this seat may not discard right now (kuikae).
    forbidden: u64,
    /// Kinds discarded by this seat this hand (for discard furiten).
    discarded_kinds: u64,
    /// In riichi: the kinds that cannot deal into it (its own river and every tile anyone discarded after the
    /// declaring discard), kept up to date at each discard for [`Round::riichi_safe_kinds`]; 0 otherwise.
    riichi_safe: u64,
    /// Liability (pao): each `pao.yakuman` this seat's calls completed, with the seat that fed the completing call,
    /// in the order they arose (two different seats can be liable: `mcgill.md` Q-M7).
    pao: Vec<(&'static str, Seat)>,
    /// Winning kinds by shape of the 3n+1-tile hand, kept up to date at every change of the concealed hand
    /// to 3n+1 tiles (discard, any kan, nuki): the claim checks on every discard read it, and so do the next
    /// draw's tsumo and wildcard checks (replacement draws included) as the waits before that draw.
    waits: u64,
    /// Overall shanten of that 3n+1-tile hand, or a lower bound of it, else [`UNKNOWN`]: a draw (or a call)
    /// lowers shanten by at most one, so a hand at 2 or more cannot riichi on its next turn, and a discard's hand
    /// is at least one below the last 3n+1-tile hand's (see [`Round::refresh_waits_after_discard`]).
    shanten: i8,
    /// Overall shanten of the seat's 3n+2-tile hand on its current turn, when the turn's riichi check worked it out,
    /// else [`UNKNOWN`]: the hand left by the turn's discard is at this shanten or more.
    turn_shanten: i8,
    /// The last meld came from a daiminkan whose feeder this is (for rinshan liability rules).
    kan_feeder: Option<Seat>,
    /// Dead hand (human-input mode): no win, call, kan or riichi; noten at an exhaustive draw.
    dead: bool,
}

impl SeatState {
    #[inline]
    fn is_closed(&self) -> bool {
        self.melds.iter().all(|m| matches!(m.kind, CallKind::Ankan | CallKind::Nuki))
    }
    #[inline]
    fn set_melds(&self) -> u8 {
        self.melds.iter().filter(|m| m.kind != CallKind::Nuki).count() as u8
    }
}

/// One hand in progress. Saved games store actions, not this state (see `game`), so it is not serialised.
#[derive(Clone, Debug)]
pub struct Round {
    rules: Arc<Ruleset>,
    /// Hand shapes of this ruleset (3-player manzu, Kansai chiitoi), cached from `rules`.
    variant: Variant,
    /// The rule answers read on every step, cached from `rules`.
    hot: HotRules,
    /// Nuki / gari kinds, cached from `rules`.
    gari: Vec<Kind>,
    /// Wildcard tiles (`tiles.wildcards`), parsed from `rules`: tile, when it is wild, whether it must be used.
    wildcards: Vec<(Tile, WildcardWhen, bool)>,
    /// Kind and flavour of every physical tile id (from the ruleset's tile set), for lookups on the hot path;
    /// shared by the hands of a game.
    tile_of: Arc<[Tile]>,
    /// Where every tile of the set is plain or red (not blue, gold or pocchi) and the red ones are of at most 30
    /// kinds: each tile id's discard key, its kind or, for a red tile, a kind number of its own from 34 on, so
    /// that the turn's distinct discards are told apart with one bit set of keys.
    discard_keys: Option<DiscardKeys>,
    players: u8,
    /// Round wind (0 = East) and hand number within it (0-based; the dealer is `dealer`).
    pub round_wind: u8,
    pub hand_number: u8,
    pub dealer: Seat,
    pub honba: u32,
    /// Riichi deposits on the table.
    pub sticks: u32,
    /// The dealer's wins in a row before this hand (see [`RoundStart::dealer_wins`]).
    pub dealer_wins: u32,
    /// Scores, live (riichi sticks already deducted).
    pub scores: Vec<i64>,
    start_scores: Vec<i64>,
    start_sticks: u32,
    wall: Wall,
    seats: Vec<SeatState>,
    phase: Phase,
    /// The turn seat's legal actions, worked out once when the turn begins (at the end of `start` and of every
    /// `apply`, the only places the state changes), compactly: callers and `apply`'s own check read this list
    /// rather than rebuilding it, and it is listed as actions only when asked. Empty outside a turn.
    turn: TurnList,
    /// In a claim window, what each seat may do (empty: not asked); buffers reused from window to window.
    claim_opts: [Vec<Action>; 4],
    /// Kans declared this hand, by seat.
    kans: Vec<Seat>,
    /// Kan-dora indicators owed by an open kan (Tenhou timing: shown after the kan player's discard).
    pending_dora: u8,
    /// No call (ankan included) has happened yet: first-turn yaku and aborts are still possible.
    uninterrupted: bool,
    /// A 4th kan by more than one player was made: the discard after it decides suukaikan.
    suukaikan_pending: bool,
    /// The seats in riichi, one bit each (a discard adds its kind to their `riichi_safe` kinds).
    riichi_seats: u8,
    /// Per kind, the tiles on the table everyone sees: discards not called and every meld tile (nuki included),
    /// kept at each discard and call for [`Round::public_counts`] (dora indicators aside).
    public: Counts,
    /// The dealer has proposed the abortive draw by agreement this hand (asked once).
    abort_proposed: bool,
    outcome: Option<Outcome>,
}

/// The ruleset's answers read on every step (every draw, discard and turn list), copied out of the `Ruleset` once
/// per game so that they sit with the round's own state instead of across the large ruleset, whose cache lines
/// the growing event record keeps evicting.
#[derive(Clone, Copy, Debug)]
struct HotRules {
    karaten: Karaten,
    furiten_clears: TemporaryFuritenClears,
    kyuushu: bool,
    by_agreement: bool,
    suufon: bool,
    suucha_riichi: bool,
    chi: bool,
    last_discard_callable: bool,
    kan_max: usize,
    open_riichi: bool,
    riichi_min_points: Option<i64>,
    riichi_min_live_tiles: usize,
    kuikae: Kuikae,
    riichi_pass_permanent: bool,
    /// `pao.yakuman` as bits over [`crate::rules::PAO_ELIGIBLE_YAKU_IDS`] (bit `i` = the `i`-th id), so that a
    /// call's liability check compares no names.
    pao_yakuman: u8,
}

impl HotRules {
    fn of(rules: &Ruleset) -> HotRules {
        HotRules {
            karaten: rules.score.karaten,
            furiten_clears: rules.furiten.temporary_clears_on,
            kyuushu: rules.abort.kyuushu,
            by_agreement: rules.abort.by_agreement,
            suufon: rules.abort.suufon,
            suucha_riichi: rules.abort.suucha_riichi,
            chi: rules.calls.chi,
            last_discard_callable: rules.calls.last_discard_callable,
            kan_max: rules.calls.kan_max as usize,
            open_riichi: rules.riichi.open_riichi != OpenRiichi::None,
            riichi_min_points: rules.riichi.min_points.map(i64::from),
            riichi_min_live_tiles: rules.riichi.min_live_tiles as usize,
            kuikae: rules.calls.kuikae,
            riichi_pass_permanent: rules.furiten.riichi_pass_permanent,
            pao_yakuman: crate::rules::PAO_ELIGIBLE_YAKU_IDS
                .iter()
                .enumerate()
                .filter(|(_, &y)| rules.pao.yakuman.iter().any(|p| p == y))
                .fold(0, |m, (i, _)| m | 1 << i),
        }
    }
}

/// The discard keys of a tile set whose tiles are all plain or red (see [`Round::turn_actions`]).
#[derive(Clone, Copy, Debug)]
struct DiscardKeys {
    /// Per tile id: its kind for a plain tile, its kind's red key for a red one.
    of_id: [u8; 136],
    /// The kinds with a red tile, and each one's red key (34 on).
    red_kinds: u64,
    red_key: [u8; KINDS],
}

impl DiscardKeys {
    fn of(tile_of: &[Tile]) -> Option<DiscardKeys> {
        if !tile_of.iter().all(|t| matches!(t.flavour, tile::Flavour::Normal | tile::Flavour::Red)) {
            return None;
        }
        let red_kinds = tile_of.iter().filter(|t| t.flavour == tile::Flavour::Red).fold(0, |m, t| m | bit(t.kind));
        if KINDS as u32 + red_kinds.count_ones() > 64 {
            return None;
        }
        let mut red_key = [0u8; KINDS];
        for (i, k) in tile::kinds_in(red_kinds).enumerate() {
            red_key[k] = (KINDS + i) as u8;
        }
        let mut of_id = [0u8; 136];
        for (key, t) in of_id.iter_mut().zip(tile_of) {
            *key = if t.flavour == tile::Flavour::Red { red_key[t.kind as usize] } else { t.kind };
        }
        Some(DiscardKeys { of_id, red_kinds, red_key })
    }
}

/// What a round reads from its ruleset on the hot path, worked out once per game.
struct Derived {
    discard_keys: Option<DiscardKeys>,
    variant: Variant,
    hot: HotRules,
    gari: Vec<Kind>,
    wildcards: Vec<(Tile, WildcardWhen, bool)>,
    tile_of: Arc<[Tile]>,
}

/// Context a round needs from the game: the table state at its start.
#[derive(Clone, Debug)]
pub struct RoundStart {
    pub round_wind: u8,
    pub hand_number: u8,
    pub dealer: Seat,
    pub honba: u32,
    pub sticks: u32,
    pub scores: Vec<i64>,
    /// The dealer's wins in a row in this dealership so far (McGill paarenchan: the 8th is a limit hand).
    /// Draws neither count nor break the streak (`mcgill.md` Q-M8); the game resets it when the deal passes.
    pub dealer_wins: u32,
}

/// [`SeatState::shanten`] not worked out.
const UNKNOWN: i8 = i8::MIN;

fn illegal(msg: impl Into<String>) -> Error {
    Error::new("illegal-action", msg)
}

fn bit(k: Kind) -> u64 {
    1u64 << k
}

/// Tiles of all green (ryuuiisou): 2, 3, 4, 6, 8 sou and the green dragon.
fn is_green(k: Kind) -> bool {
    matches!(k, 19 | 20 | 21 | 23 | 25) || k == tile::HATSU
}

impl Round {
    /// Deals a hand from a wall. Returns the round and its opening events (deal, dealer's first draw).
    pub fn start(rules: Arc<Ruleset>, wall: Wall, start: RoundStart) -> Result<(Round, Vec<Event>)> {
        let tile_of: Arc<[Tile]> = {
            let set = rules.tile_set();
            (0..136u8).map(|id| crate::wall::tile_of(&set, id)).collect()
        };
        let derived = Derived {
            discard_keys: DiscardKeys::of(&tile_of),
            variant: Variant::of(&rules),
            hot: HotRules::of(&rules),
            gari: rules.gari_kinds(),
            wildcards: rules
                .tiles
                .wildcards
                .iter()
                .filter_map(|w| Tile::parse(&w.tile).ok().map(|t| (t, w.when, w.must_use)))
                .collect(),
            tile_of,
        };
        Round::start_derived(rules, derived, wall, start, None)
    }

    /// [`Round::start`] for the next hand of the same game: what the ruleset implies is taken from this hand
    /// instead of being worked out again, and so are its buffers (seats, discard and meld lists, claim options,
    /// the turn list): on success this hand is left without them, to be replaced by the returned one; on an
    /// error it is unchanged.
    pub(crate) fn start_next(&mut self, wall: Wall, start: RoundStart) -> Result<(Round, Vec<Event>)> {
        let derived = Derived {
            discard_keys: self.discard_keys,
            variant: self.variant,
            hot: self.hot,
            gari: self.gari.clone(),
            wildcards: self.wildcards.clone(),
            tile_of: self.tile_of.clone(),
        };
        Round::start_derived(self.rules.clone(), derived, wall, start, Some(self))
    }

    fn start_derived(
        rules: Arc<Ruleset>,
        derived: Derived,
        mut wall: Wall,
        start: RoundStart,
        old: Option<&mut Round>,
    ) -> Result<(Round, Vec<Event>)> {
        let players = rules.game.players;
        if start.scores.len() != players as usize {
            return Err(Error::bad_request(format!("{players} scores are needed")));
        }
        let hands = wall.deal(start.dealer)?;
        if let Some(hand) = hands.iter().find(|h| !Concealed::fits(h.len())) {
            return Err(Error::bad_request(format!("a hand of {} tiles is more than a round holds", hand.len())));
        }
        // Nothing fails from here on: the previous hand's buffers can be taken.
        let (mut old_seats, claim_opts, turn) = match old {
            Some(o) => {
                let mut turn = std::mem::take(&mut o.turn);
                turn.clear();
                let mut claim_opts = std::mem::take(&mut o.claim_opts);
                claim_opts.iter_mut().for_each(Vec::clear);
                (std::mem::take(&mut o.seats), claim_opts, turn)
            }
            None => (Vec::new(), Default::default(), TurnList::default()),
        };
        let mut seats = Vec::with_capacity(hands.len());
        for hand in hands {
            // The seat's lists from the previous hand, emptied; a new hand's when there is none.
            let (melds, discards, pao) = match old_seats.pop() {
                Some(o) => {
                    let (mut melds, mut discards, mut pao) = (o.melds, o.discards, o.pao);
                    melds.clear();
                    discards.clear();
                    pao.clear();
                    (melds, discards, pao)
                }
                // A hand rarely sees more than 24 discards a seat: one allocation instead of four growths.
                None => (vec![], Vec::with_capacity(24), Vec::new()),
            };
            seats.push(SeatState {
                hand: Concealed::new(&hand),
                melds,
                discards,
                riichi: None,
                double_riichi: false,
                open_riichi: false,
                riichi_accepted: false,
                ippatsu: false,
                furiten_temporary: false,
                furiten_permanent: false,
                forbidden: 0,
                discarded_kinds: 0,
                riichi_safe: 0,
                pao,
                kan_feeder: None,
                dead: false,
                waits: 0,
                shanten: UNKNOWN,
                turn_shanten: UNKNOWN,
            });
        }
        let Derived { discard_keys, variant, hot, gari, wildcards, tile_of } = derived;
        let mut r = Round {
            variant,
            hot,
            gari,
            wildcards,
            tile_of,
            discard_keys,
            rules,
            players,
            round_wind: start.round_wind,
            hand_number: start.hand_number,
            dealer: start.dealer,
            honba: start.honba,
            sticks: start.sticks,
            dealer_wins: start.dealer_wins,
            scores: start.scores.clone(),
            start_scores: start.scores,
            start_sticks: start.sticks,
            wall,
            seats,
            phase: Phase::Ended,
            turn,
            claim_opts,
            kans: vec![],
            pending_dora: 0,
            uninterrupted: true,
            suukaikan_pending: false,
            riichi_seats: 0,
            public: [0; KINDS],
            abort_proposed: false,
            outcome: None,
        };
        // Room for the deal and the dealer's first draw: the draw does not grow the buffer (a realloc per hand).
        let mut events = Vec::with_capacity(2);
        events.push(Event::Deal {
            round: r.label(),
            dealer: r.dealer,
            honba: r.honba,
            sticks: r.sticks,
            dora_indicator: r.tile(r.wall().dora_indicator_ids().next().expect("D1 is revealed at the deal")),
            scores: r.scores.clone(),
            hands: (0..players).map(|s| Some(r.tiles(&r.seats[s as usize].hand))).collect(),
        });
        for s in 0..players {
            r.refresh_waits(s);
        }
        r.draw_for(r.dealer, false, &mut events);
        r.refresh_turn_legal();
        Ok((r, events))
    }

    /// The hand's wall, taken out of the round (its buffer is reused for the next hand's wall).
    pub(crate) fn into_wall(self) -> Wall {
        self.wall
    }

    fn rules(&self) -> &Ruleset {
        &self.rules
    }
    fn wall(&self) -> &Wall {
        &self.wall
    }
    fn wall_mut(&mut self) -> &mut Wall {
        &mut self.wall
    }
    #[inline]
    fn tile(&self, id: TileId) -> Tile {
        self.tile_of[id as usize]
    }
    /// The tiles of distinct physical ids (a hand, a meld, indicators, a river), sorted. The ids are put in a
    /// 136-bit set and read back in id order, which is kind order (id / 4 = kind), so only a kind whose copies
    /// differ in flavour (a red five) can leave the result unsorted: then a sort of a nearly sorted list.
    fn tiles(&self, ids: &[TileId]) -> Vec<Tile> {
        let mut held = [0u64; 3];
        for &id in ids {
            held[id as usize / 64] |= 1 << (id % 64);
        }
        let mut out = Vec::with_capacity(ids.len());
        for (word, mut bits) in held.into_iter().enumerate() {
            while bits != 0 {
                out.push(self.tile((word * 64) as TileId + bits.trailing_zeros() as TileId));
                bits &= bits - 1;
            }
        }
        debug_assert_eq!(out.len(), ids.len(), "tiles() takes distinct ids");
        if !out.is_sorted() {
            // Equal tiles are identical values, so an unstable sort gives the same order.
            out.sort_unstable();
        }
        out
    }
    fn variant(&self) -> Variant {
        self.variant
    }

    /// `E1`, `S3`, …
    pub fn label(&self) -> String {
        let wind = ['E', 'S', 'W', 'N'][self.round_wind as usize % 4];
        match self.hand_number {
            // One digit (every real hand number), without the formatting machinery: views ask on every call.
            0..=8 => [wind, char::from(b'1' + self.hand_number)].iter().collect(),
            n => format!("{wind}{}", n as u32 + 1),
        }
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    /// Seat wind of a seat (0 = East).
    pub fn seat_wind(&self, seat: Seat) -> u8 {
        self.wrap(seat + self.players - self.dealer)
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        self.wrap(seat + 1)
    }

    /// `x % players` for `x < 2 × players` (seat arithmetic), without a division: a claim check asks on every
    /// discard.
    #[inline]
    fn wrap(&self, x: Seat) -> Seat {
        if x >= self.players {
            x - self.players
        } else {
            x
        }
    }

    /// The outcome once the hand has ended.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Whether `seat` is at a moment where it could physically declare `win` (tsumo on its own turn, ron on
    /// another seat's tile while claims are open), legal or not: a human-input mode's false-win check.
    pub fn may_declare(&self, seat: Seat, win: &Action) -> bool {
        match (&self.phase, win) {
            (Phase::Turn { seat: s, .. }, Action::Tsumo) => *s == seat,
            // An abort proposal (`abort.by_agreement`) offers no tile to win on.
            (Phase::Claims { from, source, .. }, Action::Ron) => {
                *from != seat && seat < self.players && *source != ClaimSource::Agreement
            }
            _ => false,
        }
    }

    /// A penalty paid in the middle of the hand (a false win under `penalty.chombo_replay = false`): the scores
    /// change and the hand goes on; the turn's legal actions are worked out again (riichi needs points).
    pub fn pay_penalty(&mut self, deltas: &[i64]) {
        for (score, d) in self.scores.iter_mut().zip(deltas) {
            *score += d;
        }
        self.refresh_turn_legal();
    }

    /// Human-input mode: a false call (pon, chi, kan or riichi) that is not legal now, at a moment the seat could
    /// physically declare it: a claim on another seat's discard while claims are open, a kan or a riichi discard
    /// of a tile in the hand on its own turn. Actions of no possible meaning (tiles not held) are not calls.
    pub fn may_call(&self, seat: Seat, call: &Action) -> bool {
        let holds = |t: &Tile| self.holds(seat, *t);
        match (&self.phase, call) {
            (
                Phase::Claims { from, source: ClaimSource::Discard, answers, .. },
                Action::Pon { .. } | Action::Chi { .. } | Action::Daiminkan,
            ) => *from != seat && seat < self.players && answers[seat as usize].is_none(),
            (Phase::Turn { seat: s, .. }, Action::Ankan { tile } | Action::Kakan { tile }) => *s == seat && holds(tile),
            (Phase::Turn { seat: s, .. }, Action::Discard { tile, riichi: true, .. }) => *s == seat && holds(tile),
            _ => false,
        }
    }

    /// Human-input mode: a discard the seat may not make only because of kuikae (the tile is in the hand and of a
    /// kind just forbidden by its call), which `penalty.dead_hand = kuikae` accepts with a dead hand.
    pub fn is_kuikae_discard(&self, seat: Seat, action: &Action) -> bool {
        let Action::Discard { tile, riichi: false, .. } = action else { return false };
        let st = &self.seats[seat as usize];
        matches!(self.phase, Phase::Turn { seat: s, .. } if s == seat)
            && st.forbidden & bit(tile.kind) != 0
            && self.holds(seat, *tile)
    }

    /// Whether `seat`'s concealed hand holds this tile (kind and flavour).
    fn holds(&self, seat: Seat, tile: Tile) -> bool {
        self.seats[seat as usize].hand.iter().any(|&i| self.tile(i) == tile)
    }

    /// Human-input mode: `seat`'s hand becomes dead for `reason` (see [`Event::DeadHand`]). A kuikae discard is then
    /// made; a false win is withdrawn (the seat still has to act: on a claim, only `pass` is left to it).
    pub fn kill_hand(&mut self, seat: Seat, reason: DeadHand, discard: Option<&Action>) -> Vec<Event> {
        let mut ev = vec![Event::DeadHand { seat, reason }];
        self.seats[seat as usize].dead = true;
        if let Phase::Claims { answers, .. } = &self.phase {
            let options = &mut self.claim_opts[seat as usize];
            if !options.is_empty() && answers[seat as usize].is_none() {
                options.clear();
                options.push(Action::Pass);
            }
        }
        if let (Some(Action::Discard { tile, tsumogiri, .. }), Phase::Turn { drawn, .. }) = (discard, &self.phase) {
            let drawn = *drawn;
            let id = self.id_for(seat, *tile, drawn, *tsumogiri);
            self.discard(seat, id, Some(id) == drawn, false, false, &mut ev);
        }
        self.refresh_turn_legal();
        ev
    }

    /// Scores and deposits at the start of this hand (a replayed hand starts from them again).
    pub fn start_state(&self) -> (&[i64], u32) {
        (&self.start_scores, self.start_sticks)
    }

    /// Seats whose answer the round is waiting for.
    #[inline]
    pub fn to_act(&self) -> Seats {
        match &self.phase {
            Phase::Turn { seat, .. } => Seats::one(*seat),
            Phase::Claims { answers, .. } => Seats::from_fn(self.players, |s| {
                !self.claim_opts[s as usize].is_empty() && answers[s as usize].is_none()
            }),
            Phase::Ended => Seats::default(),
        }
    }

    /// [`Round::to_act`] as `viewer` may know it (see [`TableView::to_act`]): whose turn it is is public, who may
    /// answer a claim window is not (it tells what those seats hold), so there a seat sees only itself.
    fn to_act_seen_by(&self, viewer: Option<Seat>) -> Vec<Seat> {
        let public = matches!(self.phase, Phase::Turn { .. });
        self.to_act().iter().copied().filter(|&s| public || viewer.is_none_or(|v| v == s)).collect()
    }

    /// Tiles left to draw from the live wall.
    pub fn live_remaining(&self) -> usize {
        self.wall().live_remaining()
    }

    /// The table as `viewer` may see it (`None`: a spectator, who sees every hand). Another seat's concealed
    /// tiles and the wall never appear in a seat's view.
    pub fn view(&self, viewer: Option<Seat>) -> TableView {
        let drawn = match &self.phase {
            Phase::Turn { seat, drawn: Some(d), .. } => Some((*seat, *d)),
            _ => None,
        };
        let seats = (0..self.players)
            .map(|s| {
                let st = &self.seats[s as usize];
                let own = viewer.is_none_or(|v| v == s);
                let visible = own || st.open_riichi || viewer.is_some_and(|v| self.peeks(v, s));
                let waits = if st.hand.len() % 3 == 1 { self.waits(s) } else { 0 };
                SeatView {
                    seat: s,
                    wind: self.wind(s),
                    score: self.scores[s as usize],
                    hand: visible.then(|| self.tiles(&st.hand)),
                    drawn: drawn.filter(|(ds, _)| *ds == s && visible).map(|(_, d)| self.tile(d)),
                    hand_size: st.hand.len(),
                    melds: st
                        .melds
                        .iter()
                        .map(|m| MeldView {
                            kind: m.kind,
                            tiles: self.tiles(&m.ids),
                            called: m.called.map(|c| self.tile(c)),
                            from: m.from,
                        })
                        .collect(),
                    discards: st
                        .discards
                        .iter()
                        .map(|d| DiscardView {
                            tile: self.tile(d.id),
                            tsumogiri: d.tsumogiri,
                            riichi: d.riichi,
                            called_by: d.called_by,
                        })
                        .collect(),
                    riichi: st.riichi.is_some(),
                    open_riichi: st.open_riichi,
                    dead_hand: st.dead,
                    furiten: own.then(|| waits != 0 && self.is_furiten(s, waits)),
                }
            })
            .collect();
        TableView {
            viewer,
            round: self.label(),
            round_wind: Wind::from_index(self.round_wind),
            dealer: self.dealer,
            honba: self.honba,
            sticks: self.sticks,
            dealer_wins: self.dealer_wins,
            wall_remaining: self.wall.live_remaining(),
            dora_indicators: self.wall.dora_indicators().iter().map(|&i| self.tile(i)).collect(),
            ura_indicators: viewer
                .is_none()
                .then(|| self.wall.ura_indicators().iter().map(|&i| self.tile(i)).collect()),
            seats,
            to_act: self.to_act_seen_by(viewer),
            legal_actions: viewer.map(|v| self.legal_actions(v)).unwrap_or_default(),
        }
    }

    // ---------------------------------------------------------------- what a seat sees, without a view
    //
    // The same facts as a seat's [`TableView`], read in place (a bot asks on every decision, and building the
    // whole view cost a fifth of its time). Every one is public except [`Round::own_hand`], which a caller
    // playing for `seat` may read for that seat only, as `view(Some(seat))` would show it.

    /// The concealed tiles of `seat` by kind: for the player of that seat only (its own hand).
    pub fn own_hand(&self, seat: Seat) -> &Counts {
        self.seats[seat as usize].hand.counts()
    }

    /// The called melds (and nuki) of a seat, in the order they were made: public.
    pub fn melds(&self, seat: Seat) -> &[MeldState] {
        &self.seats[seat as usize].melds
    }

    /// The river of a seat, oldest discard first (called discards included, marked): public.
    pub fn river(&self, seat: Seat) -> &[DiscardRecord] {
        &self.seats[seat as usize].discards
    }

    /// Whether a seat has declared riichi: public.
    pub fn in_riichi(&self, seat: Seat) -> bool {
        self.seats[seat as usize].riichi.is_some()
    }

    /// The revealed dora indicators, first one first: public.
    pub fn dora_indicator_tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.wall.dora_indicator_ids().map(|i| self.tile(i))
    }

    /// The kinds that cannot deal into `seat`'s riichi (0 when it is not in riichi): its whole river and every
    /// tile discarded by anyone after its declaring discard: public (a bot folding against the riichi reads it
    /// here instead of working out the order of the discards from the rivers).
    pub fn riichi_safe_kinds(&self, seat: Seat) -> u64 {
        self.seats[seat as usize].riichi_safe
    }

    /// Per kind, the tiles on the table everyone sees: discards not called away and every meld tile (nuki
    /// included), dora indicators aside: public (a bot counting the tiles it cannot see reads it here instead of
    /// walking every river and meld).
    pub fn public_counts(&self) -> &Counts {
        &self.public
    }

    /// The discard a claim window is about (`None` outside a discard's claim window): public. A bot deciding a
    /// claim reads it here instead of working out the latest discard from the rivers.
    pub fn offered_discard(&self) -> Option<Tile> {
        match self.phase {
            Phase::Claims { id, source: ClaimSource::Discard, .. } => Some(self.tile(id)),
            _ => None,
        }
    }

    /// House rule `riichi.peek_neighbours`: a seat in riichi may look at the concealed hands of the seats
    /// either side of it.
    fn peeks(&self, viewer: Seat, seat: Seat) -> bool {
        self.rules.riichi.peek_neighbours
            && self.seats.get(viewer as usize).is_some_and(|v| v.riichi.is_some())
            && (seat == self.next_seat(viewer) || viewer == self.next_seat(seat))
    }

    // ---------------------------------------------------------------- counts and waits

    fn meld_counts(&self, seat: Seat) -> Counts {
        let mut c = [0u8; KINDS];
        for m in &self.seats[seat as usize].melds {
            for &i in &m.ids {
                // A wild pocchi in a quad counts as the quad's kind.
                let k = if m.kind == CallKind::Ankan { id_kind(m.ids[0]) } else { id_kind(i) };
                c[k as usize] += 1;
            }
        }
        c
    }

    /// Winning kinds by shape of a seat holding 3n+1 tiles (cached; see [`Round::refresh_waits`]).
    fn waits(&self, seat: Seat) -> u64 {
        self.seats[seat as usize].waits
    }

    /// Recomputes a seat's waits after its concealed hand changed to 3n+1 tiles.
    fn refresh_waits(&mut self, seat: Seat) {
        let st = &self.seats[seat as usize];
        let counts = *st.hand.counts();
        let melds = st.set_melds();
        // A hand that is not tenpai has no waits, except "fifth tile" shapes (four copies already held), which
        // only a ruleset that counts karaten as tenpai needs: skip the search for the rest (the common case).
        let (w, s) = if self.hot.karaten == Karaten::OwnTilesOnly {
            let s = shanten::overall(&counts, melds, self.variant);
            (if s > 0 { 0 } else { shanten::winning_kinds(&counts, melds, self.variant) }, s)
        } else {
            (shanten::winning_kinds(&counts, melds, self.variant), UNKNOWN)
        };
        let st = &mut self.seats[seat as usize];
        st.waits = w;
        st.shanten = s;
    }

    /// [`Round::refresh_waits`] after a discard. The last 3n+1-tile hand of the seat was at shanten `s` or more,
    /// and the draw or call since then lowered it by at most one; a discard lowers nothing, so the new hand is at
    /// `s - 1` or more, and at the turn's own shanten or more when the turn's riichi check worked that out. At 1 or
    /// more it has no waits (under the karaten rule that keeps a shanten): the bound is kept instead of working the
    /// shanten out (the next turn's riichi check works out its hand's shanten when the bound is 1 or less).
    fn refresh_waits_after_discard(&mut self, seat: Seat) {
        let st = &mut self.seats[seat as usize];
        if st.shanten != UNKNOWN {
            let bound = (st.shanten - 1).max(st.turn_shanten);
            if bound >= 1 {
                st.shanten = bound;
                st.waits = 0;
                return;
            }
        }
        self.refresh_waits(seat);
    }

    /// Tenpai waits under the ruleset's karaten rule.
    fn tenpai_waits(&self, seat: Seat) -> u64 {
        let st = &self.seats[seat as usize];
        let waits = self.waits(seat);
        match self.hot.karaten {
            Karaten::Allowed => waits,
            Karaten::OwnTilesOnly => shanten::without_own_karaten(waits, st.hand.counts(), &self.meld_counts(seat)),
        }
    }

    fn is_furiten(&self, seat: Seat, waits: u64) -> bool {
        let st = &self.seats[seat as usize];
        st.furiten_temporary || st.furiten_permanent || waits & st.discarded_kinds != 0
    }

    // ---------------------------------------------------------------- scoring

    fn wind(&self, seat: Seat) -> Wind {
        Wind::from_index(self.seat_wind(seat))
    }

    /// Values a win for `seat` on `win` (already in the hand for tsumo, not yet for ron).
    fn score_win(&self, seat: Seat, win: TileId, from: Option<Seat>, flags: WinFlags) -> Result<ScoreResult> {
        let st = &self.seats[seat as usize];
        let mut concealed: Vec<TileId> = st.hand.to_vec();
        if from.is_none() {
            if let Some(p) = concealed.iter().position(|&i| i == win) {
                concealed.remove(p);
            }
        }
        let rules = self.rules();
        let melds = st
            .melds
            .iter()
            .filter(|m| m.kind != CallKind::Nuki)
            .map(|m| ScoreMeld {
                kind: match m.kind {
                    CallKind::Chi => MeldType::Chi,
                    CallKind::Pon => MeldType::Pon,
                    CallKind::Daiminkan => MeldType::Daiminkan,
                    CallKind::Kakan => MeldType::Kakan,
                    _ => MeldType::Ankan,
                },
                tiles: format_tiles(&self.tiles(&m.ids)),
                from: m.from.map(|f| self.relative(seat, f)),
                wildcard: is_wild_quad(m),
            })
            .collect();
        let nuki: Vec<TileId> =
            st.melds.iter().filter(|m| m.kind == CallKind::Nuki).flat_map(|m| m.ids.iter().copied()).collect();
        let riichi = st.riichi.is_some();
        let dora = self.wall().dora_indicators();
        let ura = if riichi && rules.dora.ura {
            let mut u = self.wall().ura_indicators();
            if !rules.dora.kan_ura {
                u.truncate(1);
            }
            u
        } else {
            vec![]
        };
        let tsumo = from.is_none();
        let first = self.uninterrupted && st.discards.is_empty();
        let (honba, sticks) = if flags.collects_deposits { (self.honba, self.sticks) } else { (0, 0) };
        // A rinshan win on a daiminkan's replacement tile, where the feeder pays it all (`pao.daiminkan_rinshan`).
        let suukantsu_special = tsumo && self.special_suukantsu(seat, win, flags.rinshan);
        let kan_feeder = st
            .kan_feeder
            .filter(|_| {
                tsumo && flags.rinshan && (rules.pao.daiminkan_rinshan != DaiminkanRinshan::None || suukantsu_special)
            })
            .map(|f| self.wind(f));
        let req = ScoreRequest {
            ruleset: None,
            hand: format_tiles(&self.tiles(&concealed)),
            melds,
            win_tile: self.tile(win).to_string(),
            tsumo,
            seat_wind: Some(self.wind(seat)),
            round_wind: Some(Wind::from_index(self.round_wind)),
            discarder: from.map(|f| self.wind(f)),
            liable: st.pao.iter().map(|&(yaku, p)| Liability { seat: self.wind(p), yaku: yaku.to_string() }).collect(),
            dora: format_tiles(&self.tiles(&dora)),
            ura: format_tiles(&self.tiles(&ura)),
            riichi: riichi && !st.double_riichi && !st.open_riichi,
            double_riichi: st.double_riichi,
            open_riichi: riichi && st.open_riichi,
            ippatsu: riichi && st.ippatsu && rules.riichi.ippatsu,
            haitei: tsumo && !flags.rinshan && self.wall().is_exhausted(),
            houtei: !tsumo && !flags.chankan && self.wall().is_exhausted(),
            rinshan: flags.rinshan,
            chankan: flags.chankan,
            tenhou: tsumo && first && seat == self.dealer,
            chiihou: tsumo && first && seat != self.dealer,
            renhou: !tsumo && self.uninterrupted && st.discards.is_empty() && seat != self.dealer,
            honba,
            riichi_sticks: sticks,
            nukidora: format_tiles(&self.tiles(&nuki)),
            discards: format_tiles(&self.tiles(&st.discards.iter().map(|d| d.id).collect::<Vec<_>>())),
            // Paarenchan (a local yakuman the ruleset may not list): the dealer's 8th win in a row — that win
            // only (`mcgill.md` §3 "the dealer's 8th win in one unbroken dealership"); the 9th and later score as
            // they are.
            paarenchan: seat == self.dealer
                && self.dealer_wins == 7
                && rules.yaku.local.iter().any(|y| y == "paarenchan"),
            kan_feeder,
            wildcard: flags.wildcard,
            suukantsu_special,
            ..Default::default()
        };
        let req =
            if rules.yaku.renhou == crate::rules::Renhou::None { ScoreRequest { renhou: false, ..req } } else { req };
        score::score_with(&req, rules)
    }

    /// Where seat `from` sits relative to `seat`.
    fn relative(&self, seat: Seat, from: Seat) -> MeldFrom {
        match self.wrap(from + self.players - seat) {
            1 => MeldFrom::Right,
            2 if self.players == 4 => MeldFrom::Across,
            _ => MeldFrom::Left,
        }
    }

    /// Deltas of a score result (keyed by wind) per seat.
    fn seat_deltas(&self, d: &Deltas) -> Vec<i64> {
        (0..self.players).map(|s| d.get(self.wind(s))).collect()
    }

    // ---------------------------------------------------------------- legal actions

    /// Exactly what `seat` may do now; empty when it is not that seat's moment.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat).to_vec()
    }

    /// [`Round::legal_actions`] without a copy: the list kept for the turn or the claim window (a turn's list is
    /// built from its compact form on the first call after a change).
    #[inline]
    pub fn legal(&self, seat: Seat) -> &[Action] {
        if seat >= self.players {
            return &[];
        }
        match &self.phase {
            Phase::Turn { seat: s, drawn, .. } if *s == seat => {
                let drawn = *drawn;
                self.turn.listed(|e| self.discard_action(e, drawn))
            }
            Phase::Claims { answers, .. } if answers[seat as usize].is_none() => &self.claim_opts[seat as usize],
            _ => &[],
        }
    }

    /// How many actions [`Round::legal`] lists for `seat` now, without listing them.
    #[inline]
    pub fn legal_len(&self, seat: Seat) -> usize {
        if seat >= self.players {
            return 0;
        }
        match &self.phase {
            Phase::Turn { seat: s, .. } if *s == seat => self.turn.len(),
            Phase::Claims { answers, .. } if answers[seat as usize].is_none() => self.claim_opts[seat as usize].len(),
            _ => 0,
        }
    }

    /// The index in [`Round::legal`] of the first win (tsumo or ron) offered to `seat`, if any, without listing.
    #[inline]
    pub fn legal_win(&self, seat: Seat) -> Option<usize> {
        let win = |a: &Action| matches!(a, Action::Tsumo | Action::Ron);
        match &self.phase {
            Phase::Turn { seat: s, .. } if *s == seat => self.turn.head.iter().position(win),
            Phase::Claims { answers, .. } if seat < self.players && answers[seat as usize].is_none() => {
                self.claim_opts[seat as usize].iter().position(win)
            }
            _ => None,
        }
    }

    /// The turn seat, how many actions its list holds and the index of its first win, when the hand waits for one
    /// seat's own turn (no claim window): what [`Round::to_act`], [`Round::legal_len`] and [`Round::legal_win`]
    /// say then, read with one look at the phase.
    #[inline]
    pub fn turn_moment(&self) -> Option<(Seat, usize, Option<usize>)> {
        match &self.phase {
            Phase::Turn { seat, .. } => Some((
                *seat,
                self.turn.len(),
                self.turn.head.iter().position(|a| matches!(a, Action::Tsumo | Action::Ron)),
            )),
            _ => None,
        }
    }

    /// Entry `index` of [`Round::legal`] for `seat`, without listing the others.
    pub fn legal_at(&self, seat: Seat, index: usize) -> Option<Action> {
        if seat >= self.players {
            return None;
        }
        match &self.phase {
            Phase::Turn { seat: s, drawn, .. } if *s == seat => match self.turn.get(index)? {
                Entry::Head(a) => Some(a.clone()),
                Entry::Discard(e) => Some(self.discard_action(e, *drawn)),
            },
            Phase::Claims { answers, .. } if answers[seat as usize].is_none() => {
                self.claim_opts[seat as usize].get(index).cloned()
            }
            _ => None,
        }
    }

    /// The discard action of a turn's discard entry (`drawn`: the turn's drawn tile).
    #[inline]
    fn discard_action(&self, entry: u16, drawn: Option<TileId>) -> Action {
        let id = entry_id(entry);
        Action::Discard {
            tile: self.tile(id),
            riichi: entry & RIICHI != 0,
            open: entry & OPEN != 0,
            tsumogiri: drawn.map(|d| d == id),
        }
    }

    /// Works out the turn seat's legal actions for [`Round::legal`] after a change of state.
    fn refresh_turn_legal(&mut self) {
        self.turn.clear();
        if let Phase::Turn { seat, drawn, rinshan } = self.phase {
            let mut head = std::mem::take(&mut self.turn.head);
            let mut discards = self.turn.take_discards();
            let turn_shanten = self.turn_actions(seat, drawn, rinshan, &mut head, &mut discards);
            self.seats[seat as usize].turn_shanten = turn_shanten;
            put_back(&mut self.turn.head, head);
            self.turn.set_discards(discards);
        }
    }

    /// The turn's actions: `out` gets those listed before the discards, `list` the discard entries. Returns the
    /// hand's overall shanten when the riichi check worked it out, else [`UNKNOWN`].
    fn turn_actions(
        &self,
        seat: Seat,
        drawn: Option<TileId>,
        rinshan: bool,
        out: &mut Vec<Action>,
        list: &mut Discards,
    ) -> i8 {
        let rules = self.rules();
        let st = &self.seats[seat as usize];
        let counts = *st.hand.counts();
        let melds = st.set_melds();
        let variant = self.variant();
        let in_riichi = st.riichi.is_some();
        // Tsumo: the drawn tile is one of the waits the hand had before the draw.
        // A wild pocchi (`tiles.wildcards`) may complete the hand as any kind: the score says whether some kind
        // makes a win with a yaku.
        // A dead hand (human-input mode) only draws and discards.
        let live = !st.dead;
        let wild = drawn.and_then(|d| self.wild_draw(seat, d));
        if let (Some(d), true) = (drawn, live) {
            let wildcard = wild.is_some();
            // The special suukantsu win is declared as a tsumo too (its result names `suukantsu-special`).
            if (wildcard || st.waits & bit(id_kind(d)) != 0 || (rinshan && self.special_suukantsu(seat, d, rinshan)))
                && self
                    .score_win(seat, d, None, WinFlags { rinshan, chankan: false, collects_deposits: true, wildcard })
                    .is_ok()
            {
                out.push(Action::Tsumo);
            }
        }
        // A wild pocchi that must be used (P1: drawn in riichi) may not be discarded: tsumo or kan only. (A riichi
        // hand always has a tsumo with it; should the score find none, the discard stays, so play never stalls.)
        let keep_discards = !(wild == Some(true) && out.contains(&Action::Tsumo));
        // Kyuushu: first own draw, nothing called yet.
        if live
            && self.hot.kyuushu
            && drawn.is_some()
            && self.uninterrupted
            && st.discards.is_empty()
            && (st.hand.kinds() & shanten::YAOCHUU_MASK).count_ones() >= 9
        {
            out.push(Action::Kyuushu);
        }
        // The abortive draw by agreement: the dealer may propose it once, before its first discard.
        if live
            && self.hot.by_agreement
            && seat == self.dealer
            && self.uninterrupted
            && st.discards.is_empty()
            && !self.abort_proposed
        {
            out.push(Action::Abort);
        }
        // Kans need a draw (not right after chi/pon); the count and the wall decide the rest.
        // (The wall is asked only when there is a kan to declare: a quad, a pon to extend, or a wild pocchi drawn.)
        let kan_candidates =
            st.hand.quads() != 0 || wild == Some(true) || st.melds.iter().any(|m| m.kind == CallKind::Pon);
        let kan_ok = live && drawn.is_some() && kan_candidates && self.kan_allowed(seat);
        if kan_ok {
            for k in tile::kinds_in(st.hand.quads()).map(|k| k as Kind) {
                if !in_riichi || self.riichi_ankan_ok(seat, k, drawn) {
                    out.push(Action::Ankan { tile: Tile::new(k) });
                }
            }
            // P1 "tsumo or kan" (Q-S2): a wild pocchi that must be used may be the fourth tile of a kind held
            // three times concealed, the riichi ankan rule applying as if that kind had been drawn. The action
            // names the kind (`{"type":"ankan","tile":"2m"}`); the meld shows the pocchi (`222m7Pz`).
            if let (Some(true), Some(d)) = (wild, drawn) {
                let dk = id_kind(d);
                for k in (0..KINDS as Kind).filter(|&k| k != dk && counts[k as usize] == 3) {
                    if !in_riichi || !rules.riichi.ankan_waits_unchanged || self.kan_keeps_waits(seat, k, dk) {
                        out.push(Action::Ankan { tile: Tile::new(k) });
                    }
                }
            }
            if !in_riichi {
                for m in st.melds.iter().filter(|m| m.kind == CallKind::Pon) {
                    let k = id_kind(m.ids[0]);
                    if let Some(&id) = st.hand.iter().find(|&&i| id_kind(i) == k) {
                        out.push(Action::Kakan { tile: self.tile(id) });
                    }
                }
            }
        }
        // Gari / nuki needs a draw and a replacement tile, not a live one: where the replacement pile is separate
        // from the live wall it is allowed on the last turn too (Toutenkou: "Gari can be claimed even in last
        // turn"); Tenhou's topped-up dead wall has no replacement left then. In riichi only the drawn tile may
        // go, so the declared hand stays as it was. One action per distinct tile (`0m` and `5m` are two).
        if drawn.is_some() && !self.gari.is_empty() && self.wall().replacements_remaining() > 0 {
            for &k in &self.gari {
                for &id in st.hand.iter().filter(|&&i| id_kind(i) == k && (!in_riichi || Some(i) == drawn)) {
                    let t = self.tile(id);
                    if !out.contains(&Action::Nuki { tile: t }) {
                        out.push(Action::Nuki { tile: t });
                    }
                }
            }
        }
        // Discards.
        if !keep_discards {
            return UNKNOWN;
        }
        if in_riichi {
            let d = drawn.expect("a riichi hand always draws");
            let at = st.hand.iter().rposition(|&i| i == d).expect("the drawn tile is in the hand");
            list.push(entry(d, at));
            return UNKNOWN;
        }
        // Riichi needs a closed hand, points, live tiles, and a discard that leaves the hand tenpai (which the
        // 14 tiles can only allow when their own shanten is at most 0).
        let open_riichi = self.hot.open_riichi;
        let mut turn_shanten = UNKNOWN;
        let can_riichi = live
            && st.is_closed()
            && self.hot.riichi_min_points.is_none_or(|m| self.scores[seat as usize] >= m)
            && self.wall().live_remaining() >= self.hot.riichi_min_live_tiles
            && (st.shanten == UNKNOWN || st.shanten <= 1 || drawn.is_none())
            && {
                turn_shanten = shanten::overall(&counts, melds, variant);
                turn_shanten <= 0
            };
        // Kinds whose discard was checked for riichi, and those that leave waits.
        let (mut riichi_known, mut riichi_ok) = (0u64, 0u64);
        let (tile_of, forbidden) = (&*self.tile_of, st.forbidden);
        // The drawn tile's id, or one no tile has.
        let drawn_id = drawn.map_or(u16::MAX, u16::from);
        if !can_riichi {
            // The common case, without branches on the tiles (their order is random, so branches mispredict):
            // every tile's entry is written, and kept (the count moved past it) only when it is new and allowed.
            let (entries, mut n) = (&mut list.entries, list.len);
            // The drawn tile arrived last (a draw appends it), so it is the hand's last tile: the tiles before it
            // hold no tsumogiri discard, and it follows them as its own entry. (Should it not be last, the
            // general loop below tells it apart tile by tile.)
            let hand = &st.hand[..];
            let split = match (drawn, hand.split_last()) {
                (Some(d), Some((&last, before))) if last == d => Some(before),
                (None, _) => Some(hand),
                _ => None,
            };
            if let (Some(keys), Some(before)) = (&self.discard_keys, split) {
                // Every tile is plain or red: the keys seen so far (kinds, and the red tiles' own numbers) as one
                // bit set in a register. A red tile's key is forbidden with its kind.
                let forbidden_keys = if forbidden & keys.red_kinds == 0 {
                    forbidden
                } else {
                    tile::kinds_in(forbidden & keys.red_kinds).fold(forbidden, |m, k| m | 1 << keys.red_key[k])
                };
                let mut seen = 0u64;
                for (at, &id) in before.iter().enumerate() {
                    let b = 1u64 << keys.of_id[id as usize];
                    let keep = (seen & b == 0) & (forbidden_keys & b == 0);
                    seen |= b;
                    entries[n] = entry(id, at);
                    n += keep as usize;
                }
                if let Some(d) = drawn {
                    entries[n] = entry(d, before.len());
                    n += (forbidden & bit(id_kind(d)) == 0) as usize;
                }
                list.len = n;
                return turn_shanten;
            }
            // One discard per distinct (kind, flavour, tsumogiri): a bit per flavour × tsumogiri, per kind. (Set up
            // here, not before the keyed loop above: zeroing it is a memset call in wasm.)
            let mut seen = [0u16; KINDS];
            for (at, &id) in st.hand.iter().enumerate() {
                let t = tile_of[id as usize];
                let tsumogiri = id as u16 == drawn_id;
                let key = 1u16 << (t.flavour as u16 * 2 + tsumogiri as u16);
                let seen_kind = &mut seen[t.kind as usize];
                let keep = (*seen_kind & key == 0) & (forbidden & bit(t.kind) == 0);
                *seen_kind |= key;
                entries[n] = entry(id, at);
                n += keep as usize;
            }
            list.len = n;
            return turn_shanten;
        }
        let mut seen = [0u16; KINDS];
        for (at, &id) in st.hand.iter().enumerate() {
            let t = tile_of[id as usize];
            let tsumogiri = id as u16 == drawn_id;
            let key = 1u16 << (t.flavour as u16 * 2 + tsumogiri as u16);
            let seen_kind = &mut seen[t.kind as usize];
            if forbidden & bit(t.kind) != 0 || *seen_kind & key != 0 {
                continue;
            }
            *seen_kind |= key;
            list.push(entry(id, at));
            if leaves_waits(&counts, t.kind, melds, variant, &mut riichi_known, &mut riichi_ok) {
                list.push(entry(id, at) | RIICHI);
                if open_riichi {
                    list.push(entry(id, at) | RIICHI | OPEN);
                }
            }
        }
        turn_shanten
    }

    /// Speed Tonpuu's special suukantsu win (`speed-tonpuu.md` §5, local yaku `suukantsu-special`): `seat` has
    /// declared four kans and the replacement tile `d` of the 4th does not complete the hand (it does not pair
    /// the last tile, and is not a wild pocchi). The seat may then declare it with `tsumo` (a ron off the feeder
    /// when the 4th kan was a daiminkan; see [`Round::score_win`]) or play on.
    fn special_suukantsu(&self, seat: Seat, d: TileId, rinshan: bool) -> bool {
        if !rinshan {
            return false;
        }
        let st = &self.seats[seat as usize];
        let kans =
            st.melds.iter().filter(|m| matches!(m.kind, CallKind::Ankan | CallKind::Kakan | CallKind::Daiminkan));
        kans.count() == 4
            && st.hand.iter().any(|&i| id_kind(i) != id_kind(d))
            && self.wild_draw(seat, d).is_none()
            && self.rules().yaku.local.iter().any(|y| y == "suukantsu-special")
    }

    /// Whether the tile `d` just drawn by `seat` is a wildcard now (`tiles.wildcards`, `speed-tonpuu.md` §2):
    /// `Some(must_use)`, `must_use` meaning it may not be discarded (P1), or `None` when it is its own kind (P4).
    #[inline]
    fn wild_draw(&self, seat: Seat, d: TileId) -> Option<bool> {
        if self.wildcards.is_empty() {
            return None;
        }
        self.wild_draw_listed(seat, d)
    }

    /// [`Round::wild_draw`] for a ruleset with wildcards.
    fn wild_draw_listed(&self, seat: Seat, d: TileId) -> Option<bool> {
        let tile = self.tile(d);
        let st = &self.seats[seat as usize];
        self.wildcards.iter().find_map(|(t, when, must_use)| {
            let wild = *t == tile
                && match when {
                    // P1: drawn by a player already in riichi (closed, open or double).
                    WildcardWhen::InRiichi => st.riichi.is_some(),
                    // P2: the hand is open (ankan alone keeps it closed) and was tenpai before this draw.
                    WildcardWhen::OpenTenpai => !st.is_closed() && st.waits != 0,
                };
            wild.then_some(*must_use)
        })
    }

    /// Whether `seat` may declare a kan now as far as the kan count and the wall go: below `calls.kan_max` when
    /// the wall allows one ([`Wall::kan_possible`]), or as the fifth kan that aborts the hand (see
    /// [`Round::is_fifth_kan`]), which needs only a live tile left.
    #[inline]
    fn kan_allowed(&self, seat: Seat) -> bool {
        if self.kans.len() < self.hot.kan_max {
            self.wall().kan_possible()
        } else {
            self.is_fifth_kan(seat) && !self.wall().is_exhausted()
        }
    }

    /// McGill's fifth kan (`calls.fifth_kan_abort`): one player already holds all `kan_max` kans and another
    /// declares one more; it cannot be robbed, draws no replacement and ends the hand at once (suukaikan).
    fn is_fifth_kan(&self, seat: Seat) -> bool {
        self.rules().calls.fifth_kan_abort
            && self.kans.len() == self.hot.kan_max
            && self.kans.iter().all(|&s| s == self.kans[0] && s != seat)
    }

    /// Riichi ankan: only the drawn kind, and the waits must stay the same.
    fn riichi_ankan_ok(&self, seat: Seat, k: Kind, drawn: Option<TileId>) -> bool {
        if !self.rules().riichi.ankan_waits_unchanged {
            return true;
        }
        if drawn.map(id_kind) != Some(k) {
            return false;
        }
        self.kan_keeps_waits(seat, k, k)
    }

    /// Whether an ankan of `k` leaves the riichi hand's waits and readings as they were before the draw of a
    /// tile of kind `drawn_kind` (`k` itself, or a wild pocchi standing for it).
    fn kan_keeps_waits(&self, seat: Seat, k: Kind, drawn_kind: Kind) -> bool {
        let st = &self.seats[seat as usize];
        let mut before = *st.hand.counts();
        before[drawn_kind as usize] -= 1;
        let variant = self.variant();
        let w_before = shanten::winning_kinds(&before, st.set_melds(), variant);
        let mut after = before;
        after[k as usize] = 0;
        let w_after = shanten::winning_kinds(&after, st.set_melds() + 1, variant);
        // Every reading must keep the kind as a triplet: waits equal and the kind never needed elsewhere.
        w_before == w_after && w_after != 0 && self.triplet_in_every_reading(&before, st.set_melds(), k, w_before)
    }

    /// For each winning kind, every complete reading of the hand uses `k` as a triplet (so a kan changes no
    /// interpretation).
    fn triplet_in_every_reading(&self, hand13: &Counts, melds: u8, k: Kind, waits: u64) -> bool {
        let variant = self.variant();
        for win in tile::kinds_in(waits) {
            let mut h = *hand13;
            h[win] += 1;
            // Removing the triplet must still leave a complete hand, and the tiles of k must not be needed in
            // a pair/sequence reading: check that with k's count reduced by one the hand is not complete.
            let mut without = h;
            without[k as usize] -= 3;
            if !shanten::is_complete(&without, melds + 1, variant) {
                return false;
            }
        }
        true
    }

    /// Claim options of every seat for a tile `id` given up by `from` (by seat; empty lists when nobody may
    /// claim, most discards, so that case allocates nothing).
    /// `all` = the lists to fill, empty (buffers reused).
    fn claim_options(&self, from: Seat, id: TileId, source: ClaimSource, all: &mut [Vec<Action>; 4]) {
        let k = id_kind(id);
        let last = self.wall().is_exhausted();
        let chi_seat = self.next_seat(from);
        for seat in 0..self.players {
            if seat == from || self.seats[seat as usize].dead {
                continue;
            }
            let st = &self.seats[seat as usize];
            let opts = &mut all[seat as usize];
            // Ron.
            let waits = self.waits(seat);
            if waits & bit(k) != 0 && !self.is_furiten(seat, waits) {
                let kokushi_only = source == ClaimSource::Ankan;
                let flags = WinFlags {
                    rinshan: false,
                    chankan: source == ClaimSource::Kakan,
                    collects_deposits: true,
                    wildcard: false,
                };
                if let Ok(res) = self.score_win_ron(seat, id, from, flags) {
                    if !kokushi_only || res.yaku.iter().any(|y| y.id.starts_with("kokushi")) {
                        opts.push(Action::Ron);
                    }
                }
            }
            if source == ClaimSource::Discard && st.riichi.is_none() && (!last || self.hot.last_discard_callable) {
                let counts = st.hand.counts();
                // Pon and daiminkan.
                if counts[k as usize] >= 2 {
                    self.pon_choices(seat, k, |pair| {
                        if self.has_discard_after_call(counts, st.hand.len(), &pair, k, true) {
                            opts.push(Action::Pon { tiles: pair });
                        }
                    });
                }
                if counts[k as usize] == 3 && !last && self.kan_allowed(seat) {
                    opts.push(Action::Daiminkan);
                }
                // Chi: only from the seat before, in suits, where the ruleset has chi.
                if self.hot.chi && seat == chi_seat && k < 27 {
                    self.chi_choices(seat, k, counts, |pair| {
                        if self.has_discard_after_call(counts, st.hand.len(), &pair, k, false) {
                            opts.push(Action::Chi { tiles: pair });
                        }
                    });
                }
            }
            if !opts.is_empty() {
                opts.push(Action::Pass);
            }
        }
    }

    /// Fills [`Round::claim_opts`] for a claim window on `id` (see [`Round::claim_options`]); returns whether
    /// some seat may claim.
    fn fill_claim_opts(&mut self, from: Seat, id: TileId, source: ClaimSource) -> bool {
        let mut all = std::mem::take(&mut self.claim_opts);
        for o in &mut all {
            o.clear();
        }
        self.claim_options(from, id, source, &mut all);
        let any = all.iter().any(|o| !o.is_empty());
        let [a, b, c, d] = all;
        let [sa, sb, sc, sd] = &mut self.claim_opts;
        put_back(sa, a);
        put_back(sb, b);
        put_back(sc, c);
        put_back(sd, d);
        any
    }

    /// Whether [`Round::claim_options`] can offer any seat anything for a tile of kind `k` given up by `from`: a
    /// test of counts and bits only (most discards are claimable by no one), true whenever some seat waits on the
    /// kind, holds two of it, or, as the next seat, holds a chi shape around it. `claim_options` decides the rest.
    fn someone_may_claim(&self, from: Seat, k: Kind, source: ClaimSource) -> bool {
        let calls = source == ClaimSource::Discard && (!self.wall().is_exhausted() || self.hot.last_discard_callable);
        let chi_seat = if self.hot.chi && k < 27 { Some(self.next_seat(from)) } else { None };
        let n = k % 9;
        self.seats.iter().enumerate().any(|(seat, st)| {
            if seat == from as usize || st.dead {
                return false;
            }
            if st.waits & bit(k) != 0 {
                return true;
            }
            if !calls || st.riichi.is_some() {
                return false;
            }
            st.hand.pairs() & bit(k) != 0
                || (chi_seat == Some(seat as Seat) && has_chi_shape(st.hand.kinds(), k - n, n))
        })
    }

    /// The feeder of the daiminkan whose replacement tile `seat` wins on with a tsumo, when the rules score that
    /// win as a ron off the feeder ([`score::rinshan_win_is_ron_off_feeder`], the test the valuation applies).
    /// `None` for any other tsumo, a `feeder_pays_full_tsumo` one included.
    fn feeder_ron(&self, seat: Seat, win: TileId, flags: WinFlags) -> Option<Seat> {
        let feeder = self.seats[seat as usize].kan_feeder.filter(|_| flags.rinshan)?;
        score::rinshan_win_is_ron_off_feeder(self.rules(), self.special_suukantsu(seat, win, flags.rinshan))
            .then_some(feeder)
    }

    fn score_win_ron(&self, seat: Seat, id: TileId, from: Seat, flags: WinFlags) -> Result<ScoreResult> {
        self.score_win(seat, id, Some(from), flags)
    }

    /// The seat's tiles of kind `k`, sorted (at most four copies exist), without allocating.
    fn tiles_of_kind(&self, seat: Seat, k: Kind) -> ([Tile; 4], usize) {
        let mut out = [Tile::new(k); 4];
        let mut n = 0;
        let mut copies = self.seats[seat as usize].hand.copies(k);
        while copies != 0 {
            out[n] = self.tile(4 * k + copies.trailing_zeros() as u8);
            copies &= copies - 1;
            n += 1;
        }
        // Tiles of one kind differ only by flavour; most sets have one flavour per kind (nothing to sort).
        if out[..n].iter().any(|t| t.flavour != out[0].flavour) {
            out[..n].sort_unstable();
        }
        (out, n)
    }

    /// Calls `f` with each distinct pair of tiles (by flavour) of kind `k` in the seat's hand, in order.
    fn pon_choices(&self, seat: Seat, k: Kind, mut f: impl FnMut([Tile; 2])) {
        let (tiles, n) = self.tiles_of_kind(seat, k);
        let mut seen: [[Tile; 2]; 6] = [[Tile::new(k); 2]; 6];
        let mut found = 0;
        for i in 0..n {
            for j in i + 1..n {
                let p = [tiles[i], tiles[j]];
                if !seen[..found].contains(&p) {
                    seen[found] = p;
                    found += 1;
                    f(p);
                }
            }
        }
    }

    /// Calls `f` with each distinct tile pair from the hand that makes a sequence with kind `k`, in order.
    /// `counts` = the seat's concealed tiles by kind.
    fn chi_choices(&self, seat: Seat, k: Kind, counts: &Counts, mut f: impl FnMut([Tile; 2])) {
        let n = k % 9;
        let base = k - n;
        for (a, b) in [(-2i8, -1i8), (-1, 1), (1, 2)] {
            let (na, nb) = (n as i8 + a, n as i8 + b);
            if !(0..9).contains(&na) || !(0..9).contains(&nb) {
                continue;
            }
            let (ka, kb) = (base + na as u8, base + nb as u8);
            if counts[ka as usize] == 0 || counts[kb as usize] == 0 {
                continue;
            }
            let (ta, la) = self.tiles_of_kind(seat, ka);
            let (tb, lb) = self.tiles_of_kind(seat, kb);
            // Pairs of different kind combinations never repeat; within one, skip repeated flavours.
            for (x_i, &x) in ta[..la].iter().enumerate() {
                if ta[..x_i].contains(&x) {
                    continue;
                }
                for (y_i, &y) in tb[..lb].iter().enumerate() {
                    if !tb[..y_i].contains(&y) {
                        f([x, y]);
                    }
                }
            }
        }
    }

    /// Kinds a seat may not discard right after calling `called` with `pair` (kuikae).
    fn kuikae_forbidden(&self, pair: &[Tile; 2], called: Kind, pon: bool) -> u64 {
        match self.hot.kuikae {
            Kuikae::None => 0,
            Kuikae::ForbidSame => bit(called),
            Kuikae::ForbidSameAndSuji => {
                let mut m = bit(called);
                if !pon {
                    let lo = pair[0].kind.min(pair[1].kind);
                    let hi = pair[0].kind.max(pair[1].kind);
                    // Called tile at an end: the kind on the far side of the other two is forbidden too.
                    if called + 1 == lo && hi % 9 < 8 {
                        m |= bit(hi + 1);
                    } else if hi + 1 == called && lo % 9 > 0 {
                        m |= bit(lo - 1);
                    }
                }
                m
            }
        }
    }

    /// Whether some discard is allowed after calling with `pair` (a call that leaves only forbidden discards is
    /// not offered).
    /// `counts` = the seat's concealed tiles by kind (the pair comes from them), `hand_len` how many they are.
    fn has_discard_after_call(
        &self,
        counts: &Counts,
        hand_len: usize,
        pair: &[Tile; 2],
        called: Kind,
        pon: bool,
    ) -> bool {
        let forbidden = self.kuikae_forbidden(pair, called, pon);
        // Some tile is left whose kind is not forbidden: more tiles left than tiles of forbidden kinds. The pair
        // comes from the hand, so two fewer tiles are left than it holds.
        let taken = |k: usize| pair.iter().filter(|t| t.kind as usize == k).count() as u32;
        let left = hand_len as u32 - 2;
        let blocked: u32 = tile::kinds_in(forbidden).map(|k| (counts[k] as u32).saturating_sub(taken(k))).sum();
        left > blocked
    }

    // ---------------------------------------------------------------- applying actions

    /// Applies `action` for `seat`. Anything not in [`Round::legal_actions`] is an `illegal-action` error and
    /// changes nothing.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Round::apply`] appending the step's events to `events` (a buffer the caller reuses: no allocation per
    /// step). On an error nothing is appended and nothing changes.
    pub fn apply_into(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) -> Result<()> {
        if self.is_over() {
            return Err(illegal("the hand is over"));
        }
        let len = self.legal_len(seat);
        let Some(index) = (0..len).find(|&i| self.legal_at(seat, i).is_some_and(|l| action.matches(&l))) else {
            return Err(illegal(if len == 0 {
                format!("it is not seat {seat}'s moment to act")
            } else {
                format!("{} is not legal for seat {seat} now", serde_json::to_string(action).unwrap_or_default())
            }));
        };
        self.apply_legal_into(seat, index, events).map(drop)
    }

    /// Applies entry `index` of [`Round::legal`] for `seat` (the engine's own list, so nothing is matched or
    /// looked up again: a discard entry names its tile id) and returns that action. An index outside the list is
    /// an `illegal-action` error and changes nothing. Events are appended to `events` as by
    /// [`Round::apply_into`], which applies the first listed action an action matches through this.
    pub fn apply_legal_into(&mut self, seat: Seat, index: usize, events: &mut Vec<Event>) -> Result<Action> {
        if self.is_over() {
            return Err(illegal("the hand is over"));
        }
        let no_entry = || illegal(format!("seat {seat} has no legal action #{index} now"));
        let action = match self.phase {
            Phase::Turn { seat: s, drawn, rinshan } if s == seat => match self.turn.get(index) {
                Some(Entry::Discard(e)) => {
                    let id = entry_id(e);
                    let action = self.discard_action(e, drawn);
                    let riichi = (e & RIICHI != 0, e & OPEN != 0);
                    self.discard_at(seat, entry_pos(e), Some(id) == drawn, riichi, events);
                    action
                }
                Some(Entry::Head(a)) => {
                    let a = a.clone();
                    self.apply_turn(seat, a.clone(), drawn, rinshan, events);
                    a
                }
                None => return Err(no_entry()),
            },
            Phase::Claims { ref answers, .. } if seat < self.players && answers[seat as usize].is_none() => {
                let a = self.claim_opts[seat as usize].get(index).cloned().ok_or_else(no_entry)?;
                self.answer_claim(seat, a.clone(), events);
                a
            }
            _ => return Err(illegal(format!("it is not seat {seat}'s moment to act"))),
        };
        self.refresh_turn_legal();
        Ok(action)
    }

    fn id_for(&self, seat: Seat, t: Tile, prefer: Option<TileId>, tsumogiri: Option<bool>) -> TileId {
        let hand = &self.seats[seat as usize].hand;
        if let (Some(true), Some(d)) = (tsumogiri, prefer) {
            return d;
        }
        // The first copy of `t` in the hand other than `prefer`; `prefer` itself only when it is the one copy.
        let mut only = None;
        for &i in hand.iter() {
            if id_kind(i) == t.kind && self.tile(i) == t {
                if Some(i) != prefer {
                    return i;
                }
                only = Some(i);
            }
        }
        only.expect("legal tile is in hand")
    }

    fn apply_turn(&mut self, seat: Seat, a: Action, drawn: Option<TileId>, rinshan: bool, ev: &mut Vec<Event>) {
        match a {
            Action::Tsumo => {
                let d = drawn.expect("tsumo needs a draw");
                // McGill: a rinshan kaihou always opens the open kan's indicator before the hand is valued.
                if rinshan && self.rules().dora.kan_dora_timing == KanDoraTiming::Mcgill {
                    self.reveal_pending_dora(ev);
                }
                let wildcard = self.wild_draw(seat, d).is_some();
                let flags = WinFlags { rinshan, chankan: false, collects_deposits: true, wildcard };
                self.finish_wins(&[seat], d, None, flags, ev);
            }
            Action::Abort => {
                // Every other seat answers the proposal like a claim: `abort` to agree, or `pass`.
                self.abort_proposed = true;
                for s in 0..self.players {
                    let options = &mut self.claim_opts[s as usize];
                    options.clear();
                    if s != seat {
                        options.extend([Action::Abort, Action::Pass]);
                    }
                }
                let id = drawn.expect("the dealer's first turn follows its draw");
                self.phase =
                    Phase::Claims { from: seat, id, source: ClaimSource::Agreement, answers: Default::default() };
            }
            Action::Kyuushu => {
                let hand = Some(self.tiles(&self.seats[seat as usize].hand));
                let mut hands = vec![None; self.players as usize];
                hands[seat as usize] = hand;
                self.finish_draw(DrawReason::Kyuushu, vec![], vec![], hands, ev);
            }
            Action::Discard { tile, riichi, open, tsumogiri } => {
                let id = self.id_for(seat, tile, drawn, tsumogiri);
                self.discard(seat, id, Some(id) == drawn && drawn.is_some(), riichi, open, ev);
            }
            Action::Ankan { tile } => self.ankan(seat, tile.kind, drawn, ev),
            Action::Kakan { tile } => {
                let id = self.id_for(seat, tile, None, None);
                let fifth = self.is_fifth_kan(seat);
                if !fifth {
                    self.reveal_pending_dora(ev);
                }
                let st = &mut self.seats[seat as usize];
                st.hand.remove(id);
                // The next replacement tile comes from this kan, not from an earlier daiminkan.
                st.kan_feeder = None;
                let m =
                    st.melds.iter_mut().find(|m| m.kind == CallKind::Pon && id_kind(m.ids[0]) == tile.kind).unwrap();
                m.kind = CallKind::Kakan;
                m.ids.push(id);
                self.public[id_kind(id) as usize] += 1;
                self.refresh_waits(seat);
                let tiles =
                    self.tiles(&self.seats[seat as usize].melds.iter().find(|m| m.ids.contains(&id)).unwrap().ids);
                ev.push(Event::Call { seat, call: CallKind::Kakan, tiles, from: None });
                if fifth {
                    self.fifth_kan_abort(seat, ev);
                } else {
                    self.open_claims(seat, id, ClaimSource::Kakan, ev);
                }
            }
            Action::Nuki { tile } => {
                let id = self.id_for(seat, tile, None, None);
                let st = &mut self.seats[seat as usize];
                st.hand.remove(id);
                st.melds.push(MeldState { kind: CallKind::Nuki, ids: vec![id], called: None, from: None });
                self.public[id_kind(id) as usize] += 1;
                self.refresh_waits(seat);
                ev.push(Event::Call { seat, call: CallKind::Nuki, tiles: vec![tile], from: None });
                if self.rules().calls.ron_on_gari {
                    self.open_claims(seat, id, ClaimSource::Nuki, ev);
                } else {
                    self.after_claims_pass(seat, ClaimSource::Nuki, ev);
                }
            }
            Action::Ron
            | Action::Chi { .. }
            | Action::Pon { .. }
            | Action::Daiminkan
            | Action::Pass
            | Action::Continue
            | Action::Yame => {
                unreachable!("not a turn action")
            }
        }
    }

    fn discard(&mut self, seat: Seat, id: TileId, tsumogiri: bool, riichi: bool, open: bool, ev: &mut Vec<Event>) {
        let at = self.seats[seat as usize].hand.iter().position(|&i| i == id).expect("a discard is in the hand");
        self.discard_at(seat, at, tsumogiri, (riichi, open), ev);
    }

    /// [`Round::discard`] of the tile at position `at` of the seat's hand; `(riichi, open)` as the entry marks it.
    fn discard_at(
        &mut self,
        seat: Seat,
        at: usize,
        tsumogiri: bool,
        (riichi, open): (bool, bool),
        ev: &mut Vec<Event>,
    ) {
        let clears_on_discard = self.hot.furiten_clears == TemporaryFuritenClears::OwnDiscard;
        let first_discard_clean = self.uninterrupted && self.seats[seat as usize].discards.is_empty();
        let st = &mut self.seats[seat as usize];
        let id = st.hand[at];
        st.hand.remove_at(at);
        st.forbidden = 0;
        st.kan_feeder = None;
        if st.riichi.is_some() {
            // The discard after riichi's declaration ends the ippatsu chance.
            st.ippatsu = false;
        }
        if riichi {
            st.riichi = Some(st.discards.len());
            st.double_riichi = first_discard_clean;
            st.open_riichi = open;
            st.ippatsu = true;
        }
        if clears_on_discard {
            st.furiten_temporary = false;
        }
        st.discarded_kinds |= bit(id_kind(id));
        st.discards.push(DiscardRecord { id, tsumogiri, riichi, called_by: None });
        self.public[id_kind(id) as usize] += 1;
        if riichi {
            st.riichi_safe = st.discarded_kinds;
            self.riichi_seats |= 1 << seat;
        }
        if self.riichi_seats != 0 {
            for s in (0..self.seats.len()).filter(|&s| self.riichi_seats >> s & 1 == 1) {
                self.seats[s].riichi_safe |= bit(id_kind(id));
            }
        }
        self.refresh_waits_after_discard(seat);
        let tile = self.tile(id);
        ev.push(Event::Discard { seat, tile, tsumogiri, riichi, open });
        // Tenhou timing: an open kan's indicator is shown after the kan player's discard, before claims.
        self.reveal_pending_dora(ev);
        self.open_claims(seat, id, ClaimSource::Discard, ev);
    }

    /// Opens a claim window, or moves straight on when nobody may claim.
    fn open_claims(&mut self, from: Seat, id: TileId, source: ClaimSource, ev: &mut Vec<Event>) {
        if !self.someone_may_claim(from, id_kind(id), source) {
            self.after_claims_pass(from, source, ev);
            return;
        }
        if self.fill_claim_opts(from, id, source) {
            self.phase = Phase::Claims { from, id, source, answers: Default::default() };
        } else {
            self.after_claims_pass(from, source, ev);
        }
    }

    fn answer_claim(&mut self, seat: Seat, a: Action, ev: &mut Vec<Event>) {
        let Phase::Claims { from, id, source, mut answers } = std::mem::replace(&mut self.phase, Phase::Ended) else {
            unreachable!()
        };
        answers[seat as usize] = Some(a);
        let waiting = (0..self.players as usize).any(|s| !self.claim_opts[s].is_empty() && answers[s].is_none());
        if waiting {
            self.phase = Phase::Claims { from, id, source, answers };
            return;
        }
        // Seats that were offered a ron (declining one is furiten).
        let ron_offered: [bool; 4] =
            std::array::from_fn(|s| self.claim_opts[s].iter().any(|a| matches!(a, Action::Ron)));
        self.resolve_claims(from, id, source, ron_offered, &answers, ev);
    }

    fn resolve_claims(
        &mut self,
        from: Seat,
        id: TileId,
        source: ClaimSource,
        ron_offered: [bool; 4],
        answers: &[Option<Action>],
        ev: &mut Vec<Event>,
    ) {
        if source == ClaimSource::Agreement {
            if answers.iter().flatten().all(|a| *a == Action::Abort) {
                let n = self.players as usize;
                self.finish_draw(DrawReason::Agreement, vec![], vec![], vec![None; n], ev);
            } else {
                // Someone declined: the dealer's turn goes on (the proposal is not offered again).
                self.phase = Phase::Turn { seat: from, drawn: Some(id), rinshan: false };
            }
            return;
        }
        let (mut order, mut rons) = (Seats::default(), Seats::default());
        for i in 1..self.players {
            let s = self.wrap(from + i);
            order.push(s);
            if matches!(answers[s as usize], Some(Action::Ron)) {
                rons.push(s);
            }
        }
        // Declining a winning tile: same-turn furiten (riichi: for the rest of the hand).
        for &s in &order {
            if ron_offered[s as usize] && !matches!(answers[s as usize], Some(Action::Ron)) {
                let permanent = self.hot.riichi_pass_permanent;
                let st = &mut self.seats[s as usize];
                st.furiten_temporary = true;
                if st.riichi.is_some() && permanent {
                    st.furiten_permanent = true;
                }
            }
        }
        if !rons.is_empty() {
            match self.rules().calls.multi_ron {
                // Three claimants abort the hand (sanchahou) also under atama-hane (McGill), before the head bump.
                MultiRon::DoubleOkTripleAborts | MultiRon::Atamahane
                    if rons.len() >= 3 && self.rules().abort.sanchahou =>
                {
                    let hands = (0..self.players)
                        .map(|s| rons.contains(&s).then(|| self.tiles(&self.seats[s as usize].hand)))
                        .collect();
                    self.finish_draw(DrawReason::Sanchahou, vec![], vec![], hands, ev);
                    return;
                }
                // Head bump: only the claimant closest to the discarder in turn order wins.
                MultiRon::Atamahane => rons.len = 1,
                _ => {}
            }
            let chankan = source == ClaimSource::Kakan || source == ClaimSource::Ankan;
            let flags = WinFlags { rinshan: false, chankan, collects_deposits: true, wildcard: false };
            self.finish_wins(&rons, id, Some(from), flags, ev);
            return;
        }
        if source != ClaimSource::Discard {
            // Nobody robbed the kan / nuki: it stands, and the declarer draws its replacement.
            self.after_claims_pass(from, source, ev);
            return;
        }
        // The discard survived ron: a riichi declaration is accepted now.
        self.accept_riichi(from, ev);
        if self.may_abort_after_discard() && self.check_aborts_after_discard(ev) {
            return;
        }
        let call = order.iter().find_map(|&s| match &answers[s as usize] {
            Some(a @ (Action::Pon { .. } | Action::Daiminkan)) => Some((s, a.clone())),
            _ => None,
        });
        let call = call.or_else(|| {
            order.iter().find_map(|&s| match &answers[s as usize] {
                Some(a @ Action::Chi { .. }) => Some((s, a.clone())),
                _ => None,
            })
        });
        match call {
            Some((s, a)) => self.make_call(s, from, id, a, ev),
            None => self.next_turn(from, ev),
        }
    }

    #[inline]
    fn accept_riichi(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        // Only a seat in riichi can have a declaration waiting (the bit set is a register test on every discard).
        if self.riichi_seats >> seat & 1 != 0 {
            self.accept_riichi_declared(seat, ev);
        }
    }

    /// [`Round::accept_riichi`] for a seat in riichi.
    fn accept_riichi_declared(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let st = &self.seats[seat as usize];
        if st.riichi == Some(st.discards.len() - 1) && !st.riichi_accepted {
            let stick = self.rules().riichi.stick as i64;
            let st = &mut self.seats[seat as usize];
            st.riichi_accepted = true;
            self.scores[seat as usize] -= stick;
            self.sticks += 1;
            ev.push(Event::RiichiAccepted { seat, scores: self.scores.clone(), sticks: self.sticks });
        }
    }

    /// Whether [`Round::check_aborts_after_discard`] can end the hand now: a few flag tests, so that the check's
    /// walks over the seats run only while suufon renda is possible (no call yet), when every seat is in riichi,
    /// or when a 4th kan is pending.
    #[inline]
    fn may_abort_after_discard(&self) -> bool {
        (self.hot.suufon && self.uninterrupted)
            || (self.hot.suucha_riichi && self.riichi_seats.count_ones() == 4)
            || self.suukaikan_pending
    }

    /// Suufon renda, suucha riichi, suukaikan: checked when a discard has passed without ron.
    fn check_aborts_after_discard(&mut self, ev: &mut Vec<Event>) -> bool {
        let (suufon, suucha_riichi) = (self.hot.suufon, self.hot.suucha_riichi);
        let n = self.players as usize;
        if suufon && self.uninterrupted && n == 4 {
            let first = |s: &SeatState| (s.discards.len() == 1).then(|| id_kind(s.discards[0].id));
            if let Some(k) = first(&self.seats[0]) {
                if tile::is_wind(k) && self.seats.iter().all(|s| first(s) == Some(k)) {
                    self.finish_draw(DrawReason::Suufon, vec![], vec![], vec![None; n], ev);
                    return true;
                }
            }
        }
        if suucha_riichi && n == 4 && self.seats.iter().all(|s| s.riichi_accepted) {
            let hands = (0..self.players).map(|s| Some(self.tiles(&self.seats[s as usize].hand))).collect();
            self.finish_draw(DrawReason::SuuchaRiichi, (0..self.players).collect(), vec![], hands, ev);
            return true;
        }
        if self.suukaikan_pending {
            self.suukaikan_pending = false;
            self.finish_draw(DrawReason::Suukaikan, vec![], vec![], vec![None; n], ev);
            return true;
        }
        false
    }

    fn break_ippatsu_and_first_turn(&mut self) {
        self.uninterrupted = false;
        for s in &mut self.seats {
            s.ippatsu = false;
        }
    }

    fn make_call(&mut self, seat: Seat, from: Seat, id: TileId, a: Action, ev: &mut Vec<Event>) {
        self.break_ippatsu_and_first_turn();
        let k = id_kind(id);
        // The hand's tiles that go into the meld: for chi and pon, the first copy in hand order of each named tile
        // (not one taken already); for a daiminkan, the three of the kind.
        let mut taken = [0 as TileId; 3];
        let mut n = 0;
        let kind = match &a {
            Action::Pon { tiles } | Action::Chi { tiles } => {
                let hand = &self.seats[seat as usize].hand;
                for t in tiles {
                    let id = *hand
                        .iter()
                        .find(|&&i| self.tile(i) == *t && !taken[..n].contains(&i))
                        .expect("legal tiles in hand");
                    taken[n] = id;
                    n += 1;
                }
                if matches!(a, Action::Pon { .. }) {
                    CallKind::Pon
                } else {
                    CallKind::Chi
                }
            }
            _ => {
                for &i in self.seats[seat as usize].hand.iter().filter(|&&i| id_kind(i) == k).take(3) {
                    taken[n] = i;
                    n += 1;
                }
                CallKind::Daiminkan
            }
        };
        let from_hand = &taken[..n];
        let forbidden = match &a {
            Action::Pon { tiles } => self.kuikae_forbidden(tiles, k, true),
            Action::Chi { tiles } => self.kuikae_forbidden(tiles, k, false),
            _ => 0,
        };
        if let Some(d) = self.seats[from as usize].discards.last_mut() {
            d.called_by = Some(seat);
        }
        // The called discard leaves the river for the meld: only the caller's own tiles are newly public.
        for &i in from_hand {
            self.public[id_kind(i) as usize] += 1;
        }
        let mut ids = Vec::with_capacity(4);
        ids.extend_from_slice(from_hand);
        ids.push(id);
        ids.sort();
        let tiles = self.tiles(&ids);
        let fifth = kind == CallKind::Daiminkan && self.is_fifth_kan(seat);
        let st = &mut self.seats[seat as usize];
        st.hand.retain(|i| !from_hand.contains(i));
        st.melds.push(MeldState { kind, ids, called: Some(id), from: Some(from) });
        st.forbidden = forbidden;
        if kind == CallKind::Daiminkan {
            // The hand is back to 3n+1 tiles: the replacement draw's tsumo and wildcard checks read these waits.
            self.refresh_waits(seat);
        }
        self.pao_check(seat, from, kind);
        ev.push(Event::Call { seat, call: kind, tiles, from: Some(from) });
        if fifth {
            self.fifth_kan_abort(seat, ev);
        } else if kind == CallKind::Daiminkan {
            self.seats[seat as usize].kan_feeder = Some(from);
            self.kans.push(seat);
            self.after_open_kan(ev);
            self.draw_for(seat, true, ev);
        } else {
            self.phase = Phase::Turn { seat, drawn: None, rinshan: false };
        }
    }

    /// Liability (pao), checked after a call from `from` was added to `seat`'s melds: the call that gives the
    /// caller the last set of a `pao.yakuman` (see [`crate::rules::PaoTrigger::CompletingCall`]) makes the
    /// discarder liable for that yakuman. Each yakuman's first liable call stands; different yakuman may have
    /// different liable seats (split when the hand wins with both, `pao.multiple_liable`).
    fn pao_check(&mut self, seat: Seat, from: Seat, kind: CallKind) {
        if self.hot.pao_yakuman == 0 {
            return;
        }
        let st = &self.seats[seat as usize];
        let sets = || st.melds.iter().filter(|m| m.kind != CallKind::Nuki);
        let Some(last) = sets().next_back() else { return };
        let n_sets = sets().count();
        let k = id_kind(last.ids[0]);
        let triplet = |m: &MeldState| m.kind != CallKind::Chi;
        let count = |pred: &dyn Fn(&MeldState) -> bool| sets().filter(|m| pred(m)).count();
        let all4 = |pred: &dyn Fn(&MeldState) -> bool| n_sets == 4 && sets().all(pred);
        let green = |m: &MeldState| m.ids.iter().all(|&i| is_green(id_kind(i)));
        let liable = |y: &str| match y {
            "daisangen" => {
                triplet(last) && tile::is_dragon(k) && count(&|m| triplet(m) && tile::is_dragon(id_kind(m.ids[0]))) == 3
            }
            "daisuushii" => {
                triplet(last) && tile::is_wind(k) && count(&|m| triplet(m) && tile::is_wind(id_kind(m.ids[0]))) == 4
            }
            "tsuuiisou" => all4(&|m| tile::is_honor(id_kind(m.ids[0]))),
            "chinroutou" => all4(&|m| triplet(m) && tile::is_terminal(id_kind(m.ids[0]))),
            "ryuuiisou" => all4(&green),
            "suukantsu" => {
                kind == CallKind::Daiminkan
                    && count(&|m| matches!(m.kind, CallKind::Daiminkan | CallKind::Ankan | CallKind::Kakan)) == 4
            }
            _ => false,
        };
        // The newly liable yakuman as bits of their index in the eligible list (no list built on every call).
        let mut new = 0u32;
        for (i, &y) in crate::rules::PAO_ELIGIBLE_YAKU_IDS.iter().enumerate() {
            if self.hot.pao_yakuman & 1 << i != 0 && !st.pao.iter().any(|&(have, _)| have == y) && liable(y) {
                new |= 1 << i;
            }
        }
        for (i, &y) in crate::rules::PAO_ELIGIBLE_YAKU_IDS.iter().enumerate() {
            if new & 1 << i != 0 {
                self.seats[seat as usize].pao.push((y, from));
            }
        }
    }

    /// The fifth kan (see [`Round::is_fifth_kan`]) has been shown: the hand ends at once as an abortive draw.
    fn fifth_kan_abort(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.kans.push(seat);
        let n = self.players as usize;
        self.finish_draw(DrawReason::Suukaikan, vec![], vec![], vec![None; n], ev);
    }

    fn ankan(&mut self, seat: Seat, k: Kind, drawn: Option<TileId>, ev: &mut Vec<Event>) {
        let fifth = self.is_fifth_kan(seat);
        self.break_ippatsu_and_first_turn();
        if !fifth {
            self.reveal_pending_dora(ev);
        }
        let st = &mut self.seats[seat as usize];
        let mut ids: Vec<TileId> = st.hand.iter().copied().filter(|&i| id_kind(i) == k).collect();
        if ids.len() == 3 {
            // A wild pocchi just drawn is the fourth tile (P1); it goes last, so `ids[0]` is the quad's kind.
            ids.push(drawn.expect("a wild kan follows a draw"));
        }
        st.hand.retain(|i| !ids.contains(i));
        st.melds.push(MeldState { kind: CallKind::Ankan, ids: ids.clone(), called: None, from: None });
        for &i in &ids {
            self.public[id_kind(i) as usize] += 1;
        }
        // The next replacement tile comes from this kan, not from an earlier daiminkan.
        st.kan_feeder = None;
        self.refresh_waits(seat);
        let tiles = self.tiles(&ids);
        ev.push(Event::Call { seat, call: CallKind::Ankan, tiles, from: None });
        if fifth {
            self.fifth_kan_abort(seat, ev);
            return;
        }
        self.kans.push(seat);
        self.suukaikan_check();
        let robbable = self.rules().calls.chankan_ankan_kokushi
            && self.fill_claim_opts(seat, ids[0], ClaimSource::Ankan)
            && self.claim_opts.iter().any(|o| o.contains(&Action::Ron));
        // Ankan shows its indicator at once; under McGill timing a chankan never opens one, so while a kokushi
        // may still rob it the indicator waits for the window to pass.
        if !(robbable && self.rules().dora.kan_dora_timing == KanDoraTiming::Mcgill) {
            self.reveal_now(ev);
        }
        if robbable {
            for o in &mut self.claim_opts {
                let ron = o.contains(&Action::Ron);
                o.clear();
                if ron {
                    o.extend([Action::Ron, Action::Pass]);
                }
            }
            self.phase =
                Phase::Claims { from: seat, id: ids[0], source: ClaimSource::Ankan, answers: Default::default() };
            return;
        }
        self.draw_for(seat, true, ev);
    }

    /// After an open kan (daiminkan, or a kakan nobody robbed): its dora indicator now or later.
    fn after_open_kan(&mut self, ev: &mut Vec<Event>) {
        self.suukaikan_check();
        match self.rules().dora.kan_dora_timing {
            KanDoraTiming::Immediate => self.reveal_now(ev),
            KanDoraTiming::Tenhou | KanDoraTiming::Mcgill => self.pending_dora += 1,
        }
    }

    /// Marks suukaikan (decided after the next discard passes) when the 4th kan is made by more than one player.
    fn suukaikan_check(&mut self) {
        if self.rules().abort.suukaikan && self.kans.len() == 4 && self.kans.iter().any(|&s| s != self.kans[0]) {
            self.suukaikan_pending = true;
        }
    }

    fn reveal_now(&mut self, ev: &mut Vec<Event>) {
        if !self.rules().dora.kan_dora {
            return;
        }
        if let Some(id) = self.wall_mut().reveal_kan_dora() {
            let indicator = self.tile(id);
            ev.push(Event::Dora { indicator });
        }
    }

    #[inline]
    fn reveal_pending_dora(&mut self, ev: &mut Vec<Event>) {
        while self.pending_dora > 0 {
            self.pending_dora -= 1;
            self.reveal_now(ev);
        }
    }

    fn after_claims_pass(&mut self, from: Seat, source: ClaimSource, ev: &mut Vec<Event>) {
        match source {
            ClaimSource::Agreement => {
                unreachable!("an abort proposal is always answered and settled by resolve_claims")
            }
            ClaimSource::Discard => {
                self.accept_riichi(from, ev);
                if !(self.may_abort_after_discard() && self.check_aborts_after_discard(ev)) {
                    self.next_turn(from, ev);
                }
            }
            ClaimSource::Kakan => {
                self.kans.push(from);
                self.after_open_kan(ev);
                self.draw_for(from, true, ev);
            }
            ClaimSource::Nuki => {
                // A nuki that nobody robbed interrupts like a call (a robbed one does not: its ron keeps
                // ippatsu, as Tenhou pays it).
                if self.rules.calls.gari_interrupts {
                    self.break_ippatsu_and_first_turn();
                }
                self.draw_for(from, true, ev)
            }
            ClaimSource::Ankan => {
                // McGill timing held the unrobbed ankan's indicator back until now (see `ankan`).
                if self.rules().dora.kan_dora_timing == KanDoraTiming::Mcgill {
                    self.reveal_now(ev);
                }
                self.draw_for(from, true, ev)
            }
        }
    }

    #[inline]
    fn next_turn(&mut self, from: Seat, ev: &mut Vec<Event>) {
        if self.wall().is_exhausted() {
            self.exhaustive_draw(ev);
        } else {
            let next = self.next_seat(from);
            self.draw_for(next, false, ev);
        }
    }

    fn draw_for(&mut self, seat: Seat, rinshan: bool, ev: &mut Vec<Event>) {
        let id = if rinshan { self.wall_mut().draw_replacement() } else { self.wall_mut().draw() };
        let Some(id) = id else {
            self.exhaustive_draw(ev);
            return;
        };
        if self.hot.furiten_clears == TemporaryFuritenClears::OwnDraw {
            self.seats[seat as usize].furiten_temporary = false;
        }
        self.seats[seat as usize].hand.push(id);
        ev.push(Event::Draw { seat, tile: Some(self.tile(id)), rinshan });
        self.phase = Phase::Turn { seat, drawn: Some(id), rinshan };
    }

    // ---------------------------------------------------------------- endings

    fn finish_wins(&mut self, winners: &[Seat], win: TileId, from: Option<Seat>, flags: WinFlags, ev: &mut Vec<Event>) {
        let n = self.players as usize;
        let mut deltas = vec![0i64; n];
        let mut chips = self.rules().chips.as_ref().map(|_| vec![0i64; n]);
        // The riichi stick of a declaration that is ronned is never paid (it was not accepted).
        let mut sticks_taken = false;
        for (i, &w) in winners.iter().enumerate() {
            let flags = WinFlags { collects_deposits: i == 0, ..flags };
            // Who pays a daiminkan's rinshan win (points and chips) is settled by `score` from `kanFeeder`.
            let res = self.score_win(w, win, from, flags).expect("a legal win scores");
            for (s, d) in self.seat_deltas(&res.deltas).iter().enumerate() {
                deltas[s] += d;
            }
            if let (Some(total), Some(won)) = (chips.as_mut(), res.chips.as_ref()) {
                for (s, c) in self.seat_deltas(won).iter().enumerate() {
                    total[s] += c;
                }
            }
            if i == 0 {
                sticks_taken = true;
            }
            // The seat the event names as paying a ron: the discarder, or a kan feeder the win counts as a ron off.
            let paid_off = from.or_else(|| self.feeder_ron(w, win, flags));
            let mut hand = self.seats[w as usize].hand.to_vec();
            if from.is_some() {
                hand.push(win);
            }
            let ura = if self.seats[w as usize].riichi.is_some() {
                self.wall().ura_indicators().iter().map(|&u| self.tile(u)).collect()
            } else {
                vec![]
            };
            ev.push(Event::Win {
                seat: w,
                from: paid_off,
                hand: self.tiles(&hand),
                win_tile: self.tile(win),
                ura_indicators: ura,
                result: Box::new(res),
            });
        }
        if sticks_taken {
            self.sticks = 0;
        }
        self.end(
            Outcome {
                winners: winners.to_vec(),
                draw: None,
                tenpai: vec![],
                nagashi: vec![],
                deltas,
                sticks: self.sticks,
                chips,
            },
            ev,
        );
    }

    fn finish_draw(
        &mut self,
        reason: DrawReason,
        tenpai: Vec<Seat>,
        nagashi: Vec<Seat>,
        hands: Vec<Option<Vec<Tile>>>,
        ev: &mut Vec<Event>,
    ) {
        let deltas = vec![0; self.players as usize];
        ev.push(Event::Ryuukyoku {
            reason,
            tenpai: tenpai.clone(),
            nagashi: nagashi.clone(),
            hands,
            deltas: deltas.clone(),
        });
        let chips = self.no_chips();
        self.end(
            Outcome { winners: vec![], draw: Some(reason), tenpai, nagashi, deltas, sticks: self.sticks, chips },
            ev,
        );
    }

    fn exhaustive_draw(&mut self, ev: &mut Vec<Event>) {
        let rules = self.rules.clone();
        let n = self.players as usize;
        let tenpai: Vec<Seat> = (0..self.players)
            .filter(|&s| {
                let st = &self.seats[s as usize];
                !st.dead && (st.riichi.is_some() || self.tenpai_waits(s) != 0)
            })
            .collect();
        let nagashi: Vec<Seat> = if rules.score.nagashi == Nagashi::None {
            vec![]
        } else {
            (0..self.players)
                .filter(|&s| {
                    let d = &self.seats[s as usize].discards;
                    !self.seats[s as usize].dead
                        && !d.is_empty()
                        && d.iter().all(|x| is_yaochuu(id_kind(x.id)) && x.called_by.is_none())
                })
                .collect()
        };
        let mut deltas = vec![0i64; n];
        // Nagashi as a win (`haneman_as_win`): honba and deposits go to the first achiever counting from the
        // dealer (`speed-tonpuu.md` §5, Q-S5), and the hand counts as won by the achievers.
        let as_win = rules.score.nagashi == Nagashi::HanemanAsWin && !nagashi.is_empty();
        let mut achievers = nagashi.clone();
        achievers.sort_by_key(|&s| self.seat_wind(s));
        if !nagashi.is_empty() {
            for (i, &s) in achievers.iter().enumerate() {
                let (honba, sticks) = if as_win && i == 0 { (self.honba, self.sticks) } else { (0, 0) };
                if let Some(paid) = score::nagashi_payment(self.wind(s), honba, sticks, &rules) {
                    for (seat, d) in self.seat_deltas(&paid).iter().enumerate() {
                        deltas[seat] += d;
                    }
                }
            }
            if as_win {
                self.sticks = 0;
            }
        } else if !tenpai.is_empty() && tenpai.len() < n {
            let pool = rules.score.noten_pool as i64;
            let noten = n - tenpai.len();
            for (s, d) in deltas.iter_mut().enumerate() {
                *d += if tenpai.contains(&(s as Seat)) { pool / tenpai.len() as i64 } else { -pool / noten as i64 };
            }
        }
        let hands =
            (0..self.players).map(|s| tenpai.contains(&s).then(|| self.tiles(&self.seats[s as usize].hand))).collect();
        ev.push(Event::Ryuukyoku {
            reason: DrawReason::Exhaustive,
            tenpai: tenpai.clone(),
            nagashi: nagashi.clone(),
            hands,
            deltas: deltas.clone(),
        });
        self.end(
            Outcome {
                winners: if as_win { achievers } else { vec![] },
                draw: Some(DrawReason::Exhaustive),
                tenpai,
                nagashi,
                deltas,
                sticks: self.sticks,
                chips: self.no_chips(),
            },
            ev,
        );
    }

    /// Chips of a hand nobody won: zero for every seat, or `None` without chips.
    fn no_chips(&self) -> Option<Vec<i64>> {
        self.rules().chips.as_ref().map(|_| vec![0; self.players as usize])
    }

    fn end(&mut self, mut outcome: Outcome, ev: &mut Vec<Event>) {
        for (s, d) in outcome.deltas.iter().enumerate() {
            self.scores[s] += d;
        }
        // Report the whole hand's change, riichi sticks included.
        outcome.deltas = (0..self.players as usize).map(|s| self.scores[s] - self.start_scores[s]).collect();
        outcome.sticks = self.sticks;
        ev.push(Event::RoundEnd {
            deltas: outcome.deltas.clone(),
            scores: self.scores.clone(),
            sticks: self.sticks,
            chips: outcome.chips.clone(),
            chip_totals: None,
        });
        self.phase = Phase::Ended;
        self.outcome = Some(outcome);
    }
}

/// Whether the 3n+1 tiles left after discarding one `k` from `counts` have a winning kind by shape (what riichi
/// needs), memoised per kind in the `known` / `ok` bit sets.
///
/// Cheap form of `winning_kinds(..) != 0`: a hand whose kinds all have fewer than four copies completes with some
/// tile exactly when its overall shanten is 0 (the shanten tables never count a fifth copy, and every completing
/// tile of such a hand can be drawn), so four table lookups decide it; only a hand holding four of a kind, which
/// may wait on a "fifth tile", needs the full wait search.
fn leaves_waits(counts: &Counts, k: Kind, melds: u8, variant: Variant, known: &mut u64, ok: &mut u64) -> bool {
    if *known & bit(k) == 0 {
        let mut c = *counts;
        c[k as usize] -= 1;
        let waits = if c.contains(&4) {
            shanten::winning_kinds(&c, melds, variant) != 0
        } else {
            shanten::overall(&c, melds, variant) == 0
        };
        *known |= bit(k);
        *ok |= (waits as u64) << k;
    }
    *ok & bit(k) != 0
}

/// Whether the kinds held (`kinds`, bit = kind) make a sequence with the tile `n` (0..9) of the suit starting at
/// kind `base`: the two below it, one on each side, or the two above it.
#[inline]
fn has_chi_shape(kinds: u64, base: Kind, n: Kind) -> bool {
    // The suit's nine bits moved up two, so that bit `n + 2` is the tile and no shift goes below bit 0.
    let suit = ((kinds >> base) & 0x1FF) << 2;
    let around = suit >> n;
    around & 0b00011 == 0b00011 || around & 0b01010 == 0b01010 || around & 0b11000 == 0b11000
}

/// An ankan whose fourth tile is a wild pocchi (`222m7Pz`, `speed-tonpuu.md` §2 P1): one tile of another kind.
fn is_wild_quad(m: &MeldState) -> bool {
    m.kind == CallKind::Ankan && m.ids.iter().any(|&i| id_kind(i) != id_kind(m.ids[0]))
}

/// Situational facts of a win that the round knows.
#[derive(Clone, Copy, Debug)]
struct WinFlags {
    rinshan: bool,
    chankan: bool,
    /// This winner takes honba and deposits (the one closest to the discarder).
    collects_deposits: bool,
    /// The winning tile is a wild pocchi (`tiles.wildcards`): it stands for the best kind.
    wildcard: bool,
}

/// Puts `value` back into `slot`, which `std::mem::take` emptied to lend its buffer out (a borrow of the round
/// and of one of its buffers at once). The empty `Vec` left there owns no memory, so it is forgotten rather than
/// dropped: in the wasm build (inliner held to 25) the drop stayed a call to free nothing, ~3 per turn.
#[inline(always)]
pub(crate) fn put_back<T>(slot: &mut Vec<T>, value: Vec<T>) {
    debug_assert_eq!(slot.capacity(), 0, "put_back into a slot that holds a buffer");
    std::mem::forget(std::mem::replace(slot, value));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chi_shapes_by_bits_match_by_counts() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x = crate::bot::xorshift(x);
            let kinds = x & ((1u64 << KINDS) - 1);
            let held = |k: usize| kinds & 1 << k != 0;
            for k in 0..27usize {
                let n = k % 9;
                let by_counts = (n >= 2 && held(k - 2) && held(k - 1))
                    || ((1..=7).contains(&n) && held(k - 1) && held(k + 1))
                    || (n <= 6 && held(k + 1) && held(k + 2));
                assert_eq!(has_chi_shape(kinds, (k - n) as Kind, n as Kind), by_counts, "{kinds:b} {k}");
            }
        }
    }

    /// The turn's discard entries (riichi marks aside) are each distinct tile of the hand, in hand order, with the
    /// drawn tile apart (tsumogiri), kinds forbidden by kuikae left out: checked at every turn of random games of
    /// rulesets with and without red fives, whichever loop of `turn_actions` listed them.
    #[test]
    fn turn_discards_are_the_distinct_allowed_tiles_in_hand_order() {
        use crate::autoplay::RandomPlayer;
        use crate::game::Game;
        for preset in ["tenhou", "tenhou-sanma", "mcgill", "speed-tonpuu", "toutenkou"] {
            for seed in 0..4u64 {
                let rules = crate::rules::Ruleset::preset(preset).unwrap();
                let (mut game, _) = Game::new(rules, &format!("keys-{seed}"), None).unwrap();
                let mut random = RandomPlayer::new(seed);
                let mut turns = 0;
                loop {
                    let r = game.round();
                    if let Phase::Turn { seat, drawn, .. } = r.phase {
                        let st = &r.seats[seat as usize];
                        if st.riichi.is_none() && !st.dead {
                            let mut seen: Vec<(Tile, bool)> = vec![];
                            let mut expected = vec![];
                            for &id in st.hand.iter() {
                                let key = (r.tile(id), Some(id) == drawn);
                                if st.forbidden & bit(id_kind(id)) == 0 && !seen.contains(&key) {
                                    seen.push(key);
                                    expected.push(id);
                                }
                            }
                            let listed: Vec<TileId> = (r.turn.head.len()..r.turn.len())
                                .filter_map(|i| match r.turn.get(i) {
                                    Some(Entry::Discard(e)) if e & RIICHI == 0 => Some(entry_id(e)),
                                    _ => None,
                                })
                                .collect();
                            if !listed.is_empty() || r.turn.head.iter().all(|a| *a != Action::Tsumo) {
                                assert_eq!(listed, expected, "{preset} seed {seed} turn {turns}");
                            }
                            turns += 1;
                        }
                    }
                    let Some((seat, action)) = random.step(&game) else { break };
                    game.apply(seat, &action).unwrap();
                }
                assert!(turns > 100, "{preset} seed {seed}: {turns} turns");
            }
        }
    }
}
