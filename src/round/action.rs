//! What a seat sends: an [`Action`], and [`Seats`], the few seats a moment waits for.

use super::Seat;
use crate::tile::Tile;
use serde::{Deserialize, Serialize};

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

/// A few seats (at most four) held without an allocation, read as a slice: what
/// [`Round::to_act`](crate::round::Round::to_act) returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    seats: [Seat; 4],
    pub(super) len: u8,
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
