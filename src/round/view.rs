//! What a seat sees: the [`TableView`] of a seat or a spectator, and the same facts read in place through
//! seat-visible accessors (a bot asks on every decision). Another seat's concealed tiles and the wall never appear
//! in a seat's view.

use super::{Action, ClaimSource, DiscardRecord, MeldKind, MeldState, Phase, Round, Seat};
use crate::rules::Wind;
use crate::tile::{Counts, Tile};
use serde::{Deserialize, Serialize};

/// A meld as views show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct MeldView {
    pub kind: MeldKind,
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

impl Round {
    /// [`Round::to_act`] as `viewer` may know it (see [`TableView::to_act`]): whose turn it is is public, who may
    /// answer a claim window is not (it tells what those seats hold), so there a seat sees only itself.
    fn to_act_seen_by(&self, viewer: Option<Seat>) -> Vec<Seat> {
        let public = matches!(self.phase, Phase::Turn { .. });
        self.to_act().iter().copied().filter(|&s| public || viewer.is_none_or(|v| v == s)).collect()
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
            legal_actions: viewer.map(|v| self.legal(v).to_vec()).unwrap_or_default(),
        }
    }

    // What a seat sees, without a view: the same facts as a seat's [`TableView`], read in place (a bot asks on
    // every decision, and building the whole view cost a fifth of its time). Every one is public except
    // [`Round::own_hand`], which a caller playing for `seat` may read for that seat only, as `view(Some(seat))`
    // would show it.

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

    /// Whether `seat` is furiten for the rest of the hand whatever it discards (a riichi hand that let a winning tile
    /// pass): for the player of that seat only (its view shows it as `furiten`).
    pub fn lasting_furiten(&self, seat: Seat) -> bool {
        self.seats[seat as usize].furiten_permanent
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
    pub(super) fn peeks(&self, viewer: Seat, seat: Seat) -> bool {
        self.rules.riichi.peek_neighbours
            && self.seats.get(viewer as usize).is_some_and(|v| v.riichi.is_some())
            && (seat == self.next_seat(viewer) || viewer == self.next_seat(seat))
    }
}
