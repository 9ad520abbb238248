//! What happened, for a UI to animate: [`Event`]s, and the public records they and the views carry (a meld, a
//! discard, why a hand was drawn, how it ended).

use super::Seat;
use crate::meld::MeldKind;
use crate::rules::DeadHand;
use crate::score::ScoreResult;
use crate::tile::Tile;
use crate::wall::TileId;
use serde::{Deserialize, Serialize};

/// A meld on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct MeldState {
    pub kind: MeldKind,
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
        call: MeldKind,
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
