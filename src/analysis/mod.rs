//! What a seat can tell about its moment, from its own view only (its hand, the table everyone sees): for each
//! discard the shanten it leaves, the acceptance counted from the tiles the seat cannot see, the waits of a ready
//! hand with their furiten and no-yaku flags, and the danger against each hand that threatens, with the reason a
//! player gives ([`danger`], [`threat`]); in a claim window the same for each call and for passing. [`review`]
//! goes through a whole game for one seat, beside the most efficient move and the strong bot's.
//!
//! The table is read as the bots read it (the bot's `Table`, from the round's seat-visible accessors), and the
//! bots' defence reads [`danger`] and [`threat`]: one reading, one judgement of safety.

pub mod danger;
pub mod review;
pub mod threat;

use crate::bot::table::Table;
use crate::game::Game;
use crate::meld::MeldKind;
use crate::round::{kuikae_forbidden, Action, Round, Seat};
use crate::rules::Wind;
use crate::score::{self, ScoreRequest, WinMeld, WinTiles};
use crate::shanten::{self, Discards};
use crate::tile::{kinds_held, kinds_in, Counts, Flavour, Kind, Tile, TileSet, KINDS};
use crate::wall::id_kind;
// The reason under the name the TypeScript declarations give it (tsify names a field's type by its path).
use danger::{safety, Reason, Reason as DangerReason};
use serde::Serialize;
use threat::{ThreatKind, LATE_WALL};

/// What the seat decides at this moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Moment {
    /// Its own turn: a tile to discard (or a win, a kan, ...).
    Turn,
    /// Another seat's tile is on offer: call it or pass.
    Claim,
    /// Nothing to decide now.
    None,
}

/// The analysis of one seat's moment (`docs/API.md`, `game.analysis(seat)`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct Analysis {
    pub seat: Seat,
    pub moment: Moment,
    /// Shanten of the concealed hand as it stands (-1: a complete hand).
    pub shanten: i8,
    /// The other seats whose hands threaten, in seat order; every `danger` list follows this order.
    pub threats: Vec<Threat>,
    /// The kinds whose every copy the seat can see (walls, kabe): no two-sided wait can hold one.
    pub walls: Vec<Tile>,
    /// On a turn: each distinct tile that may be discarded, in the order of the legal actions.
    pub discards: Vec<DiscardOption>,
    /// In a claim window: each call offered and passing (a ron too), in the order of the legal actions.
    pub calls: Vec<CallOption>,
}

/// A hand that threatens, and the tiles that cannot deal into it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct Threat {
    pub seat: Seat,
    pub why: ThreatKind,
    /// Its genbutsu, by kind: the kinds in its river, and after its riichi every kind let pass.
    pub genbutsu: Vec<Tile>,
}

/// One discard and what it leaves.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct DiscardOption {
    pub tile: Tile,
    /// Riichi may be declared with it.
    pub riichi: bool,
    /// Shanten of the hand left (0: ready).
    pub shanten: i8,
    /// Live tiles of the acceptance: copies the seat cannot see of the kinds in `acceptance`.
    pub tiles: u32,
    /// The kinds that would take the hand left a step forward (when ready: its waits), each with its live copies.
    pub acceptance: Vec<AcceptedTile>,
    /// Ready and furiten: a wait is in the seat's own river (or is this tile), or a riichi that let a win pass.
    pub furiten: bool,
    /// Its danger against each threat, in the order of `threats`.
    pub danger: Vec<TileDanger>,
}

/// A kind the hand accepts.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct AcceptedTile {
    pub tile: Tile,
    /// Copies the seat cannot see (not in its hand, a river, a meld or the dora indicators).
    pub live: u8,
    /// A wait of a ready hand (shanten 0) on which a ron has no yaku (riichi counted only once declared):
    /// the hand can win on it only by riichi or tsumo, or not at all. Always `false` for a hand not ready.
    pub no_yaku: bool,
}

/// A discard's danger against one threat.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct TileDanger {
    pub seat: Seat,
    /// Roughly the chance of dealing in, in tenths of a percent, as the strong bot weighs it (0: cannot).
    pub value: u16,
    pub reason: DangerReason,
    /// Copies of the tile's kind in the seat's sight.
    pub seen: u8,
}

/// A call offered in a claim window (or passing), and what it leaves.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify))]
pub struct CallOption {
    pub action: Action,
    /// Shanten after it: after a chi or pon and its best discard; of the hand left by a daiminkan, or by passing;
    /// -1 for a ron.
    pub shanten: i8,
    /// Live tiles of the best acceptance at that shanten.
    pub tiles: u32,
    /// Passing or a daiminkan: the hand's acceptance (and its waits when ready).
    pub acceptance: Vec<AcceptedTile>,
    /// A chi or pon: the discards the call allows (kuikae aside), as on a turn.
    pub discards: Vec<DiscardOption>,
}

/// The analysis of `seat`'s moment in `game` (a seat of the game).
pub fn analysis(game: &Game, seat: Seat) -> Analysis {
    Reader::new(game, seat, &game.rules().tile_set()).analysis()
}

/// What the analysis reads: the seat's table as the bots read it, and every other seat's genbutsu.
pub(crate) struct Reader<'a> {
    game: &'a Game,
    seat: Seat,
    set: &'a TileSet,
    table: Table,
    /// Each seat's genbutsu kinds as the seat can tell them (its river; after a riichi, every kind let pass); 0 for
    /// the seat itself.
    safe: [u64; 4],
    threats: Vec<Threat>,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(game: &'a Game, seat: Seat, set: &'a TileSet) -> Reader<'a> {
        let round = game.round();
        let table = Table::of_round(round, seat, &set.copies, false, true);
        let opens = table.deep.expect("a deep reading").opens;
        let late = round.live_remaining() <= LATE_WALL;
        let (mut safe, mut threats) = ([0u64; 4], Vec::new());
        for s in (0..round.players().min(4)).filter(|&s| s != seat) {
            let riichi = round.in_riichi(s);
            safe[s as usize] = if riichi { round.riichi_safe_kinds(s) } else { opens[s as usize].river };
            let why = match () {
                _ if riichi => ThreatKind::Riichi,
                _ if opens[s as usize].threat().is_some() => ThreatKind::Open,
                _ if late => ThreatKind::Late,
                _ => continue,
            };
            threats.push(Threat { seat: s, why, genbutsu: plain_tiles(safe[s as usize]) });
        }
        Reader { game, seat, set, table, safe, threats }
    }

    fn round(&self) -> &Round {
        self.game.round()
    }

    /// The copies of each kind the seat sees.
    pub(crate) fn visible(&self) -> Counts {
        self.table.visible
    }

    /// Each seat's genbutsu kinds (0 for the seat itself).
    pub(crate) fn safe_kinds(&self) -> [u64; 4] {
        self.safe
    }

    pub(crate) fn analysis(&self) -> Analysis {
        let t = &self.table;
        let legal = self.game.legal(self.seat);
        let moment = if legal.iter().any(|a| matches!(a, Action::Discard { .. })) {
            Moment::Turn
        } else if legal.contains(&Action::Pass) {
            Moment::Claim
        } else {
            Moment::None
        };
        let (discards, calls) = match moment {
            Moment::Turn => (self.turn(legal), vec![]),
            Moment::Claim => (vec![], legal.iter().filter_map(|a| self.call(a)).collect()),
            Moment::None => (vec![], vec![]),
        };
        Analysis {
            seat: self.seat,
            moment,
            shanten: shanten::overall(&t.hand, t.set_melds, t.variant),
            threats: self.threats.clone(),
            walls: plain_tiles(
                (0..KINDS)
                    .filter(|&k| self.set.copies[k] > 0 && t.visible[k] >= self.set.copies[k])
                    .fold(0, |m, k| m | 1 << k),
            ),
            discards,
            calls,
        }
    }

    /// The turn's discards, one per distinct tile of the legal list.
    fn turn(&self, legal: &[Action]) -> Vec<DiscardOption> {
        let mut tiles: Vec<(Tile, bool)> = Vec::new();
        for a in legal {
            let Action::Discard { tile, riichi, .. } = a else { continue };
            match tiles.iter_mut().find(|(t, _)| t == tile) {
                Some((_, r)) => *r |= riichi,
                None => tiles.push((*tile, *riichi)),
            }
        }
        let t = &self.table;
        self.discards(&t.hand, t.set_melds, None, &tiles)
    }

    /// The discard options of `tiles` (each with whether riichi may be declared with it) from `hand`, with `melds`
    /// called sets (`extra`: one more, a call's, not yet made).
    fn discards(
        &self,
        hand: &Counts,
        melds: u8,
        extra: Option<&WinMeld>,
        tiles: &[(Tile, bool)],
    ) -> Vec<DiscardOption> {
        let t = &self.table;
        let kinds = tiles.iter().fold(0u64, |m, (tile, _)| m | 1 << tile.kind);
        let mut prepared = Discards::new(hand, melds, t.variant, kinds);
        let useful = prepared.useful_kinds(&self.set.copies, u64::MAX, kinds);
        tiles
            .iter()
            .map(|&(tile, riichi)| {
                let k = tile.kind;
                let shanten = prepared.shanten(k as usize);
                let mut rest = *hand;
                rest[k as usize] -= 1;
                let (acceptance, tiles) = self.acceptance(&rest, useful[k as usize], shanten, extra);
                let waits = if shanten == 0 { useful[k as usize] } else { 0 };
                let furiten =
                    waits & (t.own_discards | 1 << k) != 0 || waits != 0 && self.round().lasting_furiten(self.seat);
                DiscardOption { tile, riichi, shanten, tiles, acceptance, furiten, danger: self.danger(k) }
            })
            .collect()
    }

    /// The acceptance of the 3n+1-tile hand `rest` whose useful kinds are `useful`, and its live tiles; the waits'
    /// no-yaku flags when it is ready (`shanten` 0).
    fn acceptance(&self, rest: &Counts, useful: u64, shanten: i8, extra: Option<&WinMeld>) -> (Vec<AcceptedTile>, u32) {
        let visible = &self.table.visible;
        let mut total = 0;
        let draws = kinds_in(useful)
            .map(|k| {
                let live = self.set.copies[k].saturating_sub(visible[k]);
                total += live as u32;
                let no_yaku = shanten == 0 && !self.ron_has_yaku(rest, k as Kind, extra);
                AcceptedTile { tile: Tile::new(k as Kind), live, no_yaku }
            })
            .collect();
        (draws, total)
    }

    /// Each threat's danger of discarding `k`.
    fn danger(&self, k: Kind) -> Vec<TileDanger> {
        let opens = &self.table.deep.as_ref().expect("a deep reading").opens;
        self.threats
            .iter()
            .map(|threat| {
                let s = threat.seat as usize;
                let read = safety(k, self.safe[s], &self.table.visible);
                let (value, reason) = if threat.why == ThreatKind::Open && !opens[s].can_take(k) {
                    (0, Reason::OtherSuit)
                } else {
                    (read.estimate(), read.reason())
                };
                TileDanger { seat: threat.seat, value, reason, seen: read.seen }
            })
            .collect()
    }

    /// The option of one action of a claim window (`None` for an action that is not a call or a pass).
    fn call(&self, action: &Action) -> Option<CallOption> {
        let t = &self.table;
        let option = |shanten, tiles, acceptance, discards| CallOption {
            action: action.clone(),
            shanten,
            tiles,
            acceptance,
            discards,
        };
        let offered = self.round().offered_discard().map(|t| t.kind);
        match action {
            Action::Ron => Some(option(-1, 0, vec![], vec![])),
            Action::Pass => {
                let (shanten, acceptance, tiles) = self.hand_left(&t.hand, t.set_melds, None);
                Some(option(shanten, tiles, acceptance, vec![]))
            }
            Action::Daiminkan => {
                let k = offered? as usize;
                let mut rest = t.hand;
                rest[k] = rest[k].checked_sub(3)?;
                let meld = plain_meld(MeldKind::Daiminkan, &[k as Kind; 4]);
                let (shanten, acceptance, tiles) = self.hand_left(&rest, t.set_melds + 1, Some(&meld));
                Some(option(shanten, tiles, acceptance, vec![]))
            }
            Action::Chi { tiles: pair } | Action::Pon { tiles: pair } => {
                let called = offered?;
                let pon = matches!(action, Action::Pon { .. });
                let mut rest = t.hand;
                for tile in pair {
                    rest[tile.kind as usize] = rest[tile.kind as usize].checked_sub(1)?;
                }
                let kind = if pon { MeldKind::Pon } else { MeldKind::Chi };
                let meld = plain_meld(kind, &[pair[0].kind, pair[1].kind, called]);
                let forbidden = kuikae_forbidden(self.game.rules().calls.kuikae, pair, called, pon);
                let tiles: Vec<(Tile, bool)> =
                    kinds_in(kinds_held(&rest) & !forbidden).map(|k| (Tile::new(k as Kind), false)).collect();
                let discards = self.discards(&rest, t.set_melds + 1, Some(&meld), &tiles);
                let shanten = discards.iter().map(|d| d.shanten).min().unwrap_or(i8::MAX);
                let best = discards.iter().filter(|d| d.shanten == shanten).map(|d| d.tiles).max().unwrap_or(0);
                Some(option(shanten, best, vec![], discards))
            }
            _ => None,
        }
    }

    /// Shanten, acceptance and live tiles of the 3n+1-tile hand `hand` with `melds` called sets.
    fn hand_left(&self, hand: &Counts, melds: u8, extra: Option<&WinMeld>) -> (i8, Vec<AcceptedTile>, u32) {
        let variant = self.table.variant;
        let shanten = shanten::overall(hand, melds, variant);
        let useful = shanten::useful_kinds(hand, melds, variant, &self.set.copies);
        let (acceptance, tiles) = self.acceptance(hand, useful, shanten, extra);
        (shanten, acceptance, tiles)
    }

    /// Whether a ron on kind `win` completes the 3n+1-tile concealed `rest` (with the seat's melds, and `extra`)
    /// with a yaku: riichi counts when declared; no situational yaku (the last tile, robbing a kan) is assumed.
    fn ron_has_yaku(&self, rest: &Counts, win: Kind, extra: Option<&WinMeld>) -> bool {
        let round = self.round();
        let seat = self.seat;
        let mut faces = Faces { set: self.set, used: [0; KINDS] };
        let mut melds: Vec<WinMeld> = round
            .melds(seat)
            .iter()
            .filter(|m| m.kind.is_set())
            .map(|m| {
                let kinds: Vec<Kind> = m.ids.iter().map(|&i| id_kind(i)).collect();
                faces.meld(m.kind, &kinds)
            })
            .collect();
        if let Some(extra) = extra {
            let kinds: Vec<Kind> = extra.tiles.iter().map(|t| t.kind).collect();
            melds.push(faces.meld(extra.kind, &kinds));
        }
        let hand: Vec<Tile> =
            (0..KINDS).flat_map(|k| std::iter::repeat_n(k as Kind, rest[k] as usize)).map(|k| faces.take(k)).collect();
        let tiles = WinTiles {
            hand: &hand,
            melds: &melds,
            win: faces.take(win),
            dora: &[],
            ura: &[],
            nukidora: &[],
            discards: &[],
        };
        let wind = |s: Seat| Some(Wind::from_index(round.seat_wind(s)));
        let request = ScoreRequest {
            seat_wind: wind(seat),
            round_wind: Some(Wind::from_index(round.round_wind)),
            discarder: wind((seat + 1) % round.players()),
            riichi: round.in_riichi(seat),
            ..Default::default()
        };
        !matches!(score::score_tiles(&request, &tiles, self.game.rules()), Err(e) if e.code == "no-yaku")
    }
}

/// Tiles of given kinds with flavours the set holds, for a valuation (which refuses more copies of a flavour than
/// the set has): each kind's plain copies first, then its flavoured ones. Which flavour a tile has changes no yaku.
struct Faces<'a> {
    set: &'a TileSet,
    used: Counts,
}

impl Faces<'_> {
    fn take(&mut self, k: Kind) -> Tile {
        let mut i = self.used[k as usize];
        self.used[k as usize] += 1;
        let plain = self.set.available(k, Flavour::Normal);
        if i < plain {
            return Tile::new(k);
        }
        i -= plain;
        for &(kind, flavour, n) in self.set.flavoured.iter().filter(|f| f.0 == k) {
            if i < n {
                return Tile { kind, flavour };
            }
            i -= n;
        }
        Tile::new(k)
    }

    /// A meld of `kinds` (a kan's tiles all of its first kind: a wild pocchi stands for it).
    fn meld(&mut self, kind: MeldKind, kinds: &[Kind]) -> WinMeld {
        let quad = matches!(kind, MeldKind::Ankan | MeldKind::Daiminkan | MeldKind::Kakan);
        let tiles = kinds.iter().map(|&k| self.take(if quad { kinds[0] } else { k })).collect();
        WinMeld { kind, tiles, wildcard: false }
    }
}

/// A meld of plain tiles of `kinds`, the faces of which [`Faces::meld`] gives when the hand is valued.
fn plain_meld(kind: MeldKind, kinds: &[Kind]) -> WinMeld {
    WinMeld { kind, tiles: kinds.iter().map(|&k| Tile::new(k)).collect(), wildcard: false }
}

/// The kinds of a kind set as plain tiles, in kind order.
fn plain_tiles(kinds: u64) -> Vec<Tile> {
    kinds_in(kinds).map(|k| Tile::new(k as Kind)).collect()
}
