//! Valuing a win: the round's facts (hand, melds, indicators, first-turn and last-tile flags, liability) are given
//! to the same valuation as the API's `score`, its tiles as tiles (`score::score_tiles`). And what makes a drawn
//! tile a win: wildcards (`tiles.wildcards`) and Speed Tonpuu's special suukantsu.

use super::{MeldKind, MeldState, Round, Seat};
use crate::error::Result;
use crate::rules::{DaiminkanRinshan, WildcardWhen, Wind};
use crate::score::{self, Deltas, Liability, ScoreRequest, Scored, WinMeld, WinTiles};
use crate::wall::{id_kind, TileId};
use crate::yaku::Yaku;

/// An ankan whose fourth tile is a wild pocchi (`222m7Pz`, `docs/rulesets/speed-tonpuu.md`, "Pocchi in play", P1): one tile of another kind.
pub(super) fn is_wild_quad(m: &MeldState) -> bool {
    m.kind == MeldKind::Ankan && m.ids.iter().any(|&i| id_kind(i) != id_kind(m.ids[0]))
}

/// Situational facts of a win that the round knows.
#[derive(Clone, Copy, Debug)]
pub(super) struct WinFlags {
    pub(super) rinshan: bool,
    pub(super) chankan: bool,
    /// This winner takes honba and deposits (the one closest to the discarder).
    pub(super) collects_deposits: bool,
    /// The winning tile is a wild pocchi (`tiles.wildcards`): it stands for the best kind.
    pub(super) wildcard: bool,
}

impl Round {
    pub(super) fn wind(&self, seat: Seat) -> Wind {
        Wind::from_index(self.seat_wind(seat))
    }

    /// Values a win for `seat` on `win` (already in the hand for tsumo, not yet for ron).
    pub(super) fn score_win(&self, seat: Seat, win: TileId, from: Option<Seat>, flags: WinFlags) -> Result<Scored> {
        let st = &self.seats[seat as usize];
        let mut concealed: Vec<TileId> = st.hand.to_vec();
        if from.is_none() {
            if let Some(p) = concealed.iter().position(|&i| i == win) {
                concealed.remove(p);
            }
        }
        let rules = self.rules();
        let melds: Vec<WinMeld> = st
            .melds
            .iter()
            .filter(|m| m.kind.is_set())
            .map(|m| WinMeld { kind: m.kind, tiles: self.tiles(&m.ids), wildcard: is_wild_quad(m) })
            .collect();
        let nuki: Vec<TileId> =
            st.melds.iter().filter(|m| m.kind == MeldKind::Nuki).flat_map(|m| m.ids.iter().copied()).collect();
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
        let hand = self.tiles(&concealed);
        let (dora, ura, nukidora) = (self.tiles(&dora), self.tiles(&ura), self.tiles(&nuki));
        let discards: Vec<_> = st.discards.iter().map(|d| self.tile(d.id)).collect();
        let tiles = WinTiles {
            hand: &hand,
            melds: &melds,
            win: self.tile(win),
            dora: &dora,
            ura: &ura,
            nukidora: &nukidora,
            discards: &discards,
        };
        let req = ScoreRequest {
            ruleset: None,
            tsumo,
            seat_wind: Some(self.wind(seat)),
            round_wind: Some(Wind::from_index(self.round_wind)),
            discarder: from.map(|f| self.wind(f)),
            liable: st.pao.iter().map(|&(yaku, p)| Liability { seat: self.wind(p), yaku }).collect(),
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
            // Paarenchan (a local yakuman the ruleset may not list): the dealer's 8th win in a row — that win
            // only (`docs/rulesets/mcgill.md`: "the dealer's 8th win in a row in one dealership"); the 9th and later score as
            // they are.
            paarenchan: seat == self.dealer && self.dealer_wins == 7 && self.hot.local_yaku.has(Yaku::Paarenchan),
            kan_feeder,
            wildcard: flags.wildcard,
            suukantsu_special,
            ..Default::default()
        };
        let req =
            if rules.yaku.renhou == crate::rules::Renhou::None { ScoreRequest { renhou: false, ..req } } else { req };
        score::score_tiles(&req, &tiles, rules)
    }

    /// Deltas of a score result (keyed by wind) per seat.
    pub(super) fn seat_deltas(&self, d: &Deltas) -> Vec<i64> {
        (0..self.players).map(|s| d.get(self.wind(s))).collect()
    }

    /// Speed Tonpuu's special suukantsu win (`docs/rulesets/speed-tonpuu.md`, "The special suukantsu win in play"; local yaku `suukantsu-special`): `seat` has
    /// declared four kans and the replacement tile `d` of the 4th does not complete the hand (it does not pair
    /// the last tile, and is not a wild pocchi). The seat may then declare it with `tsumo` (a ron off the feeder
    /// when the 4th kan was a daiminkan; see [`Round::score_win`]) or play on.
    pub(super) fn special_suukantsu(&self, seat: Seat, d: TileId, rinshan: bool) -> bool {
        if !rinshan {
            return false;
        }
        let st = &self.seats[seat as usize];
        let kans =
            st.melds.iter().filter(|m| matches!(m.kind, MeldKind::Ankan | MeldKind::Kakan | MeldKind::Daiminkan));
        kans.count() == 4
            && st.hand.iter().any(|&i| id_kind(i) != id_kind(d))
            && self.drawn_wildcard(seat, d).is_none()
            && self.hot.local_yaku.has(Yaku::SuukantsuSpecial)
    }

    /// Whether the tile `d` just drawn by `seat` is a wildcard now (`tiles.wildcards`, `docs/rulesets/speed-tonpuu.md`, "Pocchi in play"):
    /// `Some(must_use)`, `must_use` meaning it may not be discarded (P1), or `None` when it is its own kind (P4).
    #[inline]
    pub(super) fn drawn_wildcard(&self, seat: Seat, d: TileId) -> Option<bool> {
        if self.wildcards.is_empty() {
            return None;
        }
        self.find_wildcard_rule(seat, d)
    }

    /// The wildcard rule that makes the drawn tile `d` wild for `seat`: `Some(must_use)` as [`Round::drawn_wildcard`]
    /// gives it. Split out for the wasm inliner (see the module's speed rules): a ruleset without wildcards, the
    /// common case, stops at the inlined test there.
    pub(super) fn find_wildcard_rule(&self, seat: Seat, d: TileId) -> Option<bool> {
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

    /// The feeder of the daiminkan whose replacement tile `seat` wins on with a tsumo, when the rules score that
    /// win as a ron off the feeder ([`score::rinshan_win_is_ron_off_feeder`], the test the valuation applies).
    /// `None` for any other tsumo, a `feeder_pays_full_tsumo` one included.
    pub(super) fn feeder_ron(&self, seat: Seat, win: TileId, flags: WinFlags) -> Option<Seat> {
        let feeder = self.seats[seat as usize].kan_feeder.filter(|_| flags.rinshan)?;
        score::rinshan_win_is_ron_off_feeder(self.rules(), self.special_suukantsu(seat, win, flags.rinshan))
            .then_some(feeder)
    }

    pub(super) fn score_win_ron(&self, seat: Seat, id: TileId, from: Seat, flags: WinFlags) -> Result<Scored> {
        self.score_win(seat, id, Some(from), flags)
    }
}
