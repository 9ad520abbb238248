//! A win's tiles as typed data, the one form the valuation reads ([`TileFields`]): read once from a request's
//! notation, or taken from tiles a caller holds ([`WinTiles`], how the round gives its wins).
//!
//! Reading a request's notation never fails here: a field that cannot be read is kept as unreadable, and its error
//! is given when validation reaches that field (`Input::parse`'s order), so a request's first error does not
//! depend on what its later fields hold.
//!
//! Every tile is summed as it is read or taken ([`TileSums`]), so validation walks no field again: it reads the
//! sums, and one by one only the tiles it needs so (the winning tile, the indicators, the melds). The hand's and the
//! nukidora's tiles are not kept; an error that words them reads them again.

use super::{bad, ScoreRequest};
use crate::error::{Error, Result};
use crate::meld::MeldKind;
use crate::tile::{self, Flavour, Tile, KINDS};
use std::borrow::Cow;

/// More tiles than any field of a valid request holds.
const MAX_FIELD_TILES: usize = 32;

/// The count of a field whose notation could not be read.
const UNREADABLE: usize = usize::MAX;

/// A win's tiles as a caller holds them (the round's), valued by [`super::score_tiles`] with the rest of a request.
#[derive(Clone, Copy, Debug)]
pub struct WinTiles<'a> {
    /// Concealed tiles before the winning tile.
    pub hand: &'a [Tile],
    pub melds: &'a [WinMeld],
    pub win: Tile,
    pub dora: &'a [Tile],
    pub ura: &'a [Tile],
    pub nukidora: &'a [Tile],
    /// The winner's discards (Toutenkou's crow reads them).
    pub discards: &'a [Tile],
}

/// A meld of [`WinTiles`]: a request's [`super::Meld`] with its tiles held (where it came from is no part of a
/// value).
#[derive(Clone, Debug)]
pub struct WinMeld {
    pub kind: MeldKind,
    pub tiles: Vec<Tile>,
    /// A kan completed by a wild pocchi (see [`super::Meld::wildcard`]).
    pub wildcard: bool,
}

/// A tile field of a request, named as errors name it.
#[derive(Clone, Copy)]
pub(super) enum FieldName {
    Hand,
    WinTile,
    Dora,
    Ura,
    Nukidora,
    Discards,
    Meld(usize),
}

impl std::fmt::Display for FieldName {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            FieldName::Hand => "hand",
            FieldName::WinTile => "winTile",
            FieldName::Dora => "dora",
            FieldName::Ura => "ura",
            FieldName::Nukidora => "nukidora",
            FieldName::Discards => "discards",
            FieldName::Meld(i) => return write!(f, "melds[{i}]"),
        })
    }
}

impl FieldName {
    /// The field's notation in `req`.
    fn text(self, req: &ScoreRequest) -> &str {
        match self {
            FieldName::Hand => &req.hand,
            FieldName::WinTile => &req.win_tile,
            FieldName::Dora => &req.dora,
            FieldName::Ura => &req.ura,
            FieldName::Nukidora => &req.nukidora,
            FieldName::Discards => &req.discards,
            FieldName::Meld(i) => &req.melds[i].tiles,
        }
    }
}

/// One field's tiles: how many it holds, and the last `N` of them (all of them when it holds no more) in written
/// order at the end of the array. `N` is what a valid request's field can hold; a longer field is refused by its
/// count before its tiles are looked at.
#[derive(Clone, Copy)]
pub(super) struct Field<const N: usize> {
    /// Tiles the field holds, or [`UNREADABLE`].
    n: usize,
    last: [Tile; N],
}

impl<const N: usize> Field<N> {
    const EMPTY: Field<N> = Field { n: 0, last: [Tile::new(0); N] };

    /// Reads the field from notation `s`, adding every tile to `sums` with `add` (a [`TileSums`] method).
    #[inline(always)]
    fn read(&mut self, s: &str, sums: &mut TileSums, add: impl Fn(&mut TileSums, Tile)) {
        self.n = read_back(s, &mut self.last, sums, add);
    }

    /// The field holding `tiles`, each added to `sums` with `add`.
    fn held(tiles: &[Tile], sums: &mut TileSums, add: impl Fn(&mut TileSums, Tile)) -> Field<N> {
        for &t in tiles {
            add(sums, t);
        }
        let mut f = Field::EMPTY;
        let kept = &tiles[tiles.len().saturating_sub(N)..];
        f.last[N - kept.len()..].copy_from_slice(kept);
        f.n = tiles.len();
        f
    }

    /// How many tiles the field holds; its error when its notation could not be read or it holds more than
    /// [`MAX_FIELD_TILES`].
    #[inline(always)]
    pub(super) fn count(&self, req: &ScoreRequest, name: FieldName) -> Result<usize> {
        if self.n <= MAX_FIELD_TILES {
            Ok(self.n)
        } else {
            Err(count_error(self.n, req, name))
        }
    }

    /// The tiles kept: the last `N` (all of them in a field a valid request can hold) in written order.
    #[inline(always)]
    pub(super) fn tiles(&self) -> &[Tile] {
        &self.last[N - self.n.min(N)..]
    }

    /// The last tile kept (the only one of a field that holds one).
    #[inline(always)]
    pub(super) fn last_tile(&self) -> Tile {
        self.last[N - 1]
    }
}

/// The error of a field that holds `n` tiles, more than [`MAX_FIELD_TILES`] or [`UNREADABLE`].
#[cold]
fn count_error(n: usize, req: &ScoreRequest, name: FieldName) -> Error {
    if n == UNREADABLE {
        notation_error(name.text(req), name)
    } else {
        bad(format!("{name}: {n} tiles is more than any hand holds"))
    }
}

/// Reads notation `s` as [`tile::parse_tiles`] does, keeping its last `keep.len()` tiles in written order at the end
/// of `keep` and adding every tile to `sums` with `add`: the number of tiles, or [`UNREADABLE`]. One reader for
/// every field.
fn read_back(s: &str, keep: &mut [Tile], sums: &mut TileSums, add: impl Fn(&mut TileSums, Tile)) -> usize {
    let mut back = keep.len();
    tile::read_tiles_back(s.as_bytes(), |t| {
        add(sums, t);
        if back > 0 {
            back -= 1;
            keep[back] = t;
        }
    })
    .unwrap_or(UNREADABLE)
}

/// The error of notation [`tile::read_tiles_back`] did not read: [`tile::parse_tiles`]' own.
#[cold]
fn notation_error(s: &str, name: FieldName) -> Error {
    let message = match tile::parse_tiles(s) {
        Err(e) => e.message,
        // Not reached: `parse_tiles` reads with `read_tiles_back`.
        Ok(_) => format!("'{s}' could not be read"),
    };
    Error::bad_notation(format!("{name}: {message}"))
}

/// A meld's kind, whether a wild pocchi completes it, and its tiles (3 or 4 in a valid request).
#[derive(Clone, Copy)]
pub(super) struct MeldField {
    pub(super) kind: MeldKind,
    pub(super) wildcard: bool,
    pub(super) tiles: Field<4>,
}

impl MeldField {
    const EMPTY: MeldField = MeldField { kind: MeldKind::Pon, wildcard: false, tiles: Field::EMPTY };
}

/// A field read only for its count: its tiles go to [`TileSums`] as they are read, and errors read them again
/// ([`TileFields::field_tiles`]).
pub(super) type Counted = Field<0>;

/// A win's tiles, typed: each field's count, the tiles validation reads one by one (the winning tile, indicators,
/// melds) as [`Field`]s, and every tile summed into [`TileSums`]. What `Input::parse` validates and values.
pub(super) struct TileFields<'a> {
    /// Concealed tiles before the winning tile (13 in a valid request).
    pub(super) hand: Counted,
    pub(super) win: Field<1>,
    pub(super) dora: Field<5>,
    pub(super) ura: Field<5>,
    pub(super) nukidora: Counted,
    /// How many melds the request has (more than 4 is refused before any is read), and the first 4.
    pub(super) n_melds: usize,
    pub(super) melds: [MeldField; 4],
    /// The tiles as the caller holds them; `None`: read from the request's notation, which errors quote and the
    /// winner's discards are read from when asked (only Toutenkou's crow reads them).
    held: Option<WinTiles<'a>>,
    /// What validation counts, summed as the fields are read (see [`TileSums`]).
    pub(super) sums: TileSums,
}

/// What validation reads of a win's tiles, summed over every tile as the fields are read or taken, so that no field
/// is walked a second time (valuing a hand costs a few hundred nanoseconds natively, and a second walk over its
/// twenty-odd tiles is a measurable part of that). A field that cannot be read, or holds more tiles than a valid
/// request's, leaves these sums wrong; its error is given before they are read.
#[derive(Clone, Copy)]
pub(super) struct TileSums {
    /// Every tile of every field (each meld's and the winning tile included).
    pub(super) tally: Tally,
    /// The hand's tiles of each kind (the winning tile not included).
    pub(super) concealed: [u8; KINDS],
    /// The set-aside nukidora of each kind, and how many of them are red.
    pub(super) nuki: [u8; KINDS],
    pub(super) nuki_red: u32,
}

impl TileSums {
    const EMPTY: TileSums = TileSums { tally: Tally::EMPTY, concealed: [0; KINDS], nuki: [0; KINDS], nuki_red: 0 };

    /// A concealed tile before the winning tile.
    #[inline(always)]
    fn hand(&mut self, t: Tile) {
        self.concealed[t.kind as usize] = self.concealed[t.kind as usize].wrapping_add(1);
        self.tally.add(t);
    }

    /// The winning tile or a meld's: in the hand, not among the concealed counts.
    #[inline(always)]
    fn shown(&mut self, t: Tile) {
        self.tally.add(t);
    }

    /// A dora or ura indicator.
    #[inline(always)]
    fn indicator(&mut self, t: Tile) {
        self.tally.add_indicator(t);
    }

    #[inline(always)]
    fn nukidora(&mut self, t: Tile) {
        self.nuki[t.kind as usize] = self.nuki[t.kind as usize].wrapping_add(1);
        self.nuki_red += (t.flavour == Flavour::Red) as u32;
        self.tally.add_indicator(t);
    }
}

/// Per-kind, per-flavour tile tally used for copy checks and flavour counts: one word per kind, whose byte 0
/// counts the kind's tiles and byte 1 + f those of flavour f; the ruleset's limits are added to test it
/// ([`Tally::fits`]).
#[derive(Clone, Copy)]
pub(super) struct Tally {
    kinds: [u64; KINDS],
    /// The hand's tiles of each flavour (byte f; indicators not counted).
    totals: u64,
}

/// Byte 0 and bytes 1 + f of a kind's tally word: the bytes the copy check reads.
const TALLY_TOPS: u64 = 0x0000_8080_8080_8080;

impl Tally {
    pub(super) const EMPTY: Tally = Tally { kinds: [0; KINDS], totals: 0 };

    /// A tile of the hand (melds and winning tile included).
    #[inline(always)]
    pub(super) fn add(&mut self, t: Tile) {
        self.add_indicator(t);
        self.totals += 1 << (8 * t.flavour as u32);
    }

    /// A dora, ura or nukidora tile: held against the set's copies, not counted in the hand's flavour totals.
    #[inline(always)]
    pub(super) fn add_indicator(&mut self, t: Tile) {
        let k = t.kind as usize;
        self.kinds[k] = self.kinds[k].wrapping_add(1 | 1 << (8 + 8 * t.flavour as u32));
    }

    /// The hand's tiles of flavour `f`.
    pub(super) fn count(&self, f: Flavour) -> u32 {
        (self.totals >> (8 * f as u32)) as u8 as u32
    }

    /// Whether no kind or flavour is held more times than the set has it: `limits` per kind adds 127 - limit to
    /// each byte (`Prepared::limits`), so a byte's top bit is set once its count exceeds its limit. Same verdict as
    /// [`tile::TileSet::check`] without allocating; the slow check runs only to word the error.
    ///
    /// No byte carries into the next: a request that reaches the copy check holds at most 72 tiles of a kind
    /// (13 + 1 in hand, 16 in melds, 5 + 5 indicators, 32 nukidora), and a byte's limit offset adds at most 127.
    pub(super) fn fits(&self, limits: &[u64; KINDS]) -> bool {
        let over = self.kinds.iter().zip(limits).fold(0, |over, (n, l)| over | n.wrapping_add(*l));
        over & TALLY_TOPS == 0
    }
}

impl<'a> TileFields<'a> {
    /// No tiles: what [`TileFields::read`] fills.
    pub(super) const EMPTY: TileFields<'a> = TileFields {
        hand: Field::EMPTY,
        win: Field::EMPTY,
        dora: Field::EMPTY,
        ura: Field::EMPTY,
        nukidora: Field::EMPTY,
        n_melds: 0,
        melds: [MeldField::EMPTY; 4],
        held: None,
        sums: TileSums::EMPTY,
    };

    /// Reads the tiles a request writes in notation into these fields, every field once: each field's count and
    /// the tiles it keeps, and each meld's kind (of the first 4 when there are no more), are set; nothing else of
    /// what the fields held before is read again.
    ///
    /// Not inlined: inlined, it makes `score` too big for its callers to inline, and native scoring then runs about
    /// 2% more instructions per hand (the result's conversion is no longer inlined either).
    #[inline(never)]
    pub(super) fn read(&mut self, req: &ScoreRequest) {
        let sums = &mut self.sums;
        *sums = TileSums::EMPTY;
        self.hand.read(&req.hand, sums, TileSums::hand);
        self.win.read(&req.win_tile, sums, TileSums::shown);
        self.dora.read(&req.dora, sums, TileSums::indicator);
        self.ura.read(&req.ura, sums, TileSums::indicator);
        self.nukidora.read(&req.nukidora, sums, TileSums::nukidora);
        self.n_melds = req.melds.len();
        if self.n_melds <= 4 {
            for (m, r) in self.melds.iter_mut().zip(&req.melds) {
                m.kind = r.kind;
                m.wildcard = r.wildcard;
                m.tiles.read(&r.tiles, sums, TileSums::shown);
            }
        }
        self.held = None;
    }

    /// The tiles a caller holds.
    pub(super) fn held(w: &WinTiles<'a>) -> TileFields<'a> {
        let mut sums = TileSums::EMPTY;
        let mut melds = [MeldField::EMPTY; 4];
        for (m, h) in melds.iter_mut().zip(w.melds) {
            let tiles = Field::held(&h.tiles, &mut sums, TileSums::shown);
            *m = MeldField { kind: h.kind, wildcard: h.wildcard, tiles };
        }
        TileFields {
            hand: Field::held(w.hand, &mut sums, TileSums::hand),
            win: Field::held(&[w.win], &mut sums, TileSums::shown),
            dora: Field::held(w.dora, &mut sums, TileSums::indicator),
            ura: Field::held(w.ura, &mut sums, TileSums::indicator),
            nukidora: Field::held(w.nukidora, &mut sums, TileSums::nukidora),
            n_melds: w.melds.len(),
            melds,
            held: Some(*w),
            sums,
        }
    }

    /// The winner's discards; their notation's error when it cannot be read.
    pub(super) fn discards(&self, req: &ScoreRequest) -> Result<Cow<'a, [Tile]>> {
        match self.held {
            Some(w) => Ok(Cow::Borrowed(w.discards)),
            None => tile::parse_tiles(&req.discards)
                .map(Cow::Owned)
                .map_err(|e| Error::bad_notation(format!("{}: {}", FieldName::Discards, e.message))),
        }
    }

    /// Whether a daiminkan is among the melds (all of them, however many a request has).
    pub(super) fn has_daiminkan(&self, req: &ScoreRequest) -> bool {
        match self.held {
            None => req.melds.iter().any(|m| m.kind == MeldKind::Daiminkan),
            Some(w) => w.melds.iter().any(|m| m.kind == MeldKind::Daiminkan),
        }
    }

    /// The winning tile when the field holds exactly one.
    pub(super) fn single_win(&self) -> Option<Tile> {
        (self.win.n == 1).then(|| self.win.last[0])
    }

    /// A field as errors quote it: as the request wrote it, or the tiles held written in notation.
    #[cold]
    pub(super) fn quote(&self, req: &ScoreRequest, name: FieldName) -> String {
        match self.held {
            None => name.text(req).to_owned(),
            Some(_) => tile::format_tiles(&self.field_tiles(req, name)),
        }
    }

    /// A field's tiles in written order, for an error's words: held, or read again from the request's notation
    /// (none when it cannot be read).
    #[cold]
    pub(super) fn field_tiles(&self, req: &ScoreRequest, name: FieldName) -> Vec<Tile> {
        let Some(w) = &self.held else {
            return tile::parse_tiles(name.text(req)).unwrap_or_default();
        };
        match name {
            FieldName::Hand => w.hand.to_vec(),
            FieldName::WinTile => vec![w.win],
            FieldName::Dora => w.dora.to_vec(),
            FieldName::Ura => w.ura.to_vec(),
            FieldName::Nukidora => w.nukidora.to_vec(),
            FieldName::Discards => w.discards.to_vec(),
            FieldName::Meld(i) => w.melds[i].tiles.clone(),
        }
    }
}
