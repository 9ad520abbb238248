//! A win's tiles as typed data, the one form the valuation reads ([`TileFields`]): read once from a request's
//! notation, or taken from tiles a caller holds ([`WinTiles`], how the round gives its wins).
//!
//! Reading a request's notation never fails here: a field that cannot be read is kept as unreadable, and its error
//! is given when validation reaches that field (`Input::parse`'s order), so a request's first error does not
//! depend on what its later fields hold.

use super::{bad, ScoreRequest};
use crate::error::{Error, Result};
use crate::meld::MeldKind;
use crate::tile::{self, Tile};
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

    /// Reads the field from notation `s`.
    #[inline(always)]
    fn read(&mut self, s: &str) {
        self.n = read_back(s, &mut self.last);
    }

    /// The field holding `tiles`.
    fn held(tiles: &[Tile]) -> Field<N> {
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

    /// Hands `f` each tile kept, in written order. A loop over indices rather than over [`Field::tiles`]: the
    /// wasm build's inliner (`-inline-threshold=25`) leaves taking a sub-slice as a call.
    #[inline(always)]
    pub(super) fn each(&self, mut f: impl FnMut(Tile)) {
        for i in N - self.n.min(N)..N {
            f(self.last[i]);
        }
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
/// of `keep`: the number of tiles, or [`UNREADABLE`]. One reader for every field.
fn read_back(s: &str, keep: &mut [Tile]) -> usize {
    let mut back = keep.len();
    tile::read_tiles_back(s.as_bytes(), |t| {
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

/// A win's tiles, typed, each field as [`Field`]: what `Input::parse` validates and values.
pub(super) struct TileFields<'a> {
    /// Concealed tiles before the winning tile (13 at most in a valid request).
    pub(super) hand: Field<13>,
    pub(super) win: Field<1>,
    pub(super) dora: Field<5>,
    pub(super) ura: Field<5>,
    pub(super) nukidora: Field<MAX_FIELD_TILES>,
    /// How many melds the request has (more than 4 is refused before any is read), and the first 4.
    pub(super) n_melds: usize,
    pub(super) melds: [MeldField; 4],
    /// The winner's discards as tiles; `None`: in the request's notation, read when asked (only Toutenkou's crow
    /// reads them).
    discards: Option<&'a [Tile]>,
    /// Read from the request's notation: errors quote it.
    from_request: bool,
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
        discards: None,
        from_request: true,
    };

    /// Reads the tiles a request writes in notation into these fields, every field once: each field's count and
    /// the tiles it keeps, and each meld's kind (of the first 4 when there are no more), are set; nothing else of
    /// what the fields held before is read again.
    pub(super) fn read(&mut self, req: &ScoreRequest) {
        self.hand.read(&req.hand);
        self.win.read(&req.win_tile);
        self.dora.read(&req.dora);
        self.ura.read(&req.ura);
        self.nukidora.read(&req.nukidora);
        self.n_melds = req.melds.len();
        if self.n_melds <= 4 {
            for (m, r) in self.melds.iter_mut().zip(&req.melds) {
                m.kind = r.kind;
                m.wildcard = r.wildcard;
                m.tiles.read(&r.tiles);
            }
        }
        self.discards = None;
        self.from_request = true;
    }

    /// The tiles a caller holds.
    pub(super) fn held(w: &WinTiles<'a>) -> TileFields<'a> {
        let mut melds = [MeldField::EMPTY; 4];
        for (m, h) in melds.iter_mut().zip(w.melds) {
            *m = MeldField { kind: h.kind, wildcard: h.wildcard, tiles: Field::held(&h.tiles) };
        }
        TileFields {
            hand: Field::held(w.hand),
            win: Field::held(&[w.win]),
            dora: Field::held(w.dora),
            ura: Field::held(w.ura),
            nukidora: Field::held(w.nukidora),
            n_melds: w.melds.len(),
            melds,
            discards: Some(w.discards),
            from_request: false,
        }
    }

    /// The winner's discards; their notation's error when it cannot be read.
    pub(super) fn discards(&self, req: &ScoreRequest) -> Result<Cow<'a, [Tile]>> {
        match self.discards {
            Some(d) => Ok(Cow::Borrowed(d)),
            None => tile::parse_tiles(&req.discards)
                .map(Cow::Owned)
                .map_err(|e| Error::bad_notation(format!("{}: {}", FieldName::Discards, e.message))),
        }
    }

    /// Whether a daiminkan is among the melds (all of them, however many a request has).
    pub(super) fn has_daiminkan(&self, req: &ScoreRequest) -> bool {
        if self.from_request {
            req.melds.iter().any(|m| m.kind == MeldKind::Daiminkan)
        } else {
            self.melds[..self.n_melds].iter().any(|m| m.kind == MeldKind::Daiminkan)
        }
    }

    /// The winning tile when the field holds exactly one.
    pub(super) fn single_win(&self) -> Option<Tile> {
        (self.win.n == 1).then(|| self.win.last[0])
    }

    /// A field as errors quote it: as the request wrote it, or the tiles held written in notation.
    #[cold]
    pub(super) fn quote(&self, req: &ScoreRequest, name: FieldName) -> String {
        if self.from_request {
            return name.text(req).to_owned();
        }
        let tiles = match name {
            FieldName::Hand => self.hand.tiles(),
            FieldName::WinTile => self.win.tiles(),
            FieldName::Dora => self.dora.tiles(),
            FieldName::Ura => self.ura.tiles(),
            FieldName::Nukidora => self.nukidora.tiles(),
            FieldName::Discards => self.discards.unwrap_or_default(),
            FieldName::Meld(i) => self.melds[i].tiles.tiles(),
        };
        tile::format_tiles(tiles)
    }
}
