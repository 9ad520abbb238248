//! Tiles and MPSZ notation (`docs/API.md`, Tile notation).
//!
//! A tile has a *kind* (0..34, what melds, waits, yaku and furiten look at) and a *flavour* (normal, red, blue,
//! gold, pocchi: what adds han, chips or wildcard rights). Physical identity in a wall is (kind, copy): the
//! flavoured copies of a kind take the lowest copy numbers (Tenhou's red 5m is 136-id 16 = 5m copy 0).
//! Which flavoured copies exist is ruleset data ([`TileSet`]), so red fives, Speed Tonpuu's blue/gold/pocchi
//! tiles and Toutenkou's reduced set need no special cases here.
//!
//! MPSZ has one reader, [`read_tiles_back`], which [`parse_tiles`] and the scoring and shanten calls read with.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Tile kind: 0-8 = 1-9m, 9-17 = 1-9p, 18-26 = 1-9s, 27-30 = East South West North, 31-33 = haku hatsu chun.
pub type Kind = u8;
/// Number of tile kinds.
pub const KINDS: usize = 34;

/// The kinds in a kind set (bit = kind, the `u64` sets that shanten, waits and the round keep), lowest first.
#[inline]
pub fn kinds_in(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let k = set.trailing_zeros() as usize;
            set &= set - 1;
            k
        })
    })
}
/// Per-kind tile counts, the representation that shanten, decomposition and yaku work on.
pub type Counts = [u8; KINDS];

/// The kinds with a non-zero count, as a kind set (the inverse direction of [`kinds_in`]).
#[inline]
pub fn kinds_held(counts: &Counts) -> u64 {
    // Eight counts at a time: a byte's top bit is set when the byte is non-zero (its low seven bits carry into it,
    // or it was set), and the multiply gathers the eight top bits into the word's top byte.
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const TOP: u64 = 0x8080_8080_8080_8080;
    let nonzero = |word: u64| ((((word & LOW7) + LOW7) | word) & TOP) >> 7;
    let gather = |bits: u64| bits.wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let mut set = 0;
    for (i, chunk) in counts.chunks_exact(8).enumerate() {
        // Not `.expect()`: that would bring the error's Debug formatting into the .wasm.
        let Ok(bytes) = <[u8; 8]>::try_from(chunk) else { unreachable!("chunks of 8") };
        let word = u64::from_le_bytes(bytes);
        set |= gather(nonzero(word)) << (8 * i);
    }
    set | ((counts[32] != 0) as u64) << 32 | ((counts[33] != 0) as u64) << 33
}

pub const EAST: Kind = 27;
pub const SOUTH: Kind = 28;
pub const WEST: Kind = 29;
pub const NORTH: Kind = 30;
pub const HAKU: Kind = 31;
pub const HATSU: Kind = 32;
pub const CHUN: Kind = 33;

/// The suit of a kind: 0 = m, 1 = p, 2 = s, 3 = z (honours).
#[inline]
pub fn suit(kind: Kind) -> u8 {
    kind / 9
}
/// The face number 1..=9 of a suited kind, 1..=7 of an honour.
#[inline]
pub fn number(kind: Kind) -> u8 {
    kind % 9 + 1
}
#[inline]
pub fn is_honor(kind: Kind) -> bool {
    kind >= 27
}
#[inline]
pub fn is_terminal(kind: Kind) -> bool {
    kind < 27 && (kind % 9 == 0 || kind % 9 == 8)
}
/// Terminal or honour (yaochuuhai).
#[inline]
pub fn is_yaochuu(kind: Kind) -> bool {
    is_honor(kind) || is_terminal(kind)
}
#[inline]
pub fn is_simple(kind: Kind) -> bool {
    !is_yaochuu(kind)
}
#[inline]
pub fn is_wind(kind: Kind) -> bool {
    (EAST..=NORTH).contains(&kind)
}
#[inline]
pub fn is_dragon(kind: Kind) -> bool {
    kind >= HAKU
}

/// The green kinds, one bit each (what all green, ryuuiisou, is made of): 2, 3, 4, 6, 8 sou and the green dragon.
pub const GREEN_KINDS: u64 = 1 << 19 | 1 << 20 | 1 << 21 | 1 << 23 | 1 << 25 | 1 << HATSU;

/// The dora that an indicator of `kind` points to (standard order: 9→1 in a suit, N→E, chun→haku).
pub fn dora_after(kind: Kind) -> Kind {
    match kind {
        0..=26 => suit(kind) * 9 + (kind % 9 + 1) % 9,
        27..=30 => 27 + (kind - 27 + 1) % 4,
        _ => 31 + (kind - 31 + 1) % 3,
    }
}

/// Suit letters in notation order.
const SUIT_CHARS: [char; 4] = ['m', 'p', 's', 'z'];

/// What a physical copy adds beyond its kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "lowercase")]
pub enum Flavour {
    #[default]
    Normal,
    /// Red five (aka dora), written `0`.
    Red,
    /// Blue seven (Speed Tonpuu), written `7B`.
    Blue,
    /// Gold five of pinzu (Speed Tonpuu), written `5G`.
    Gold,
    /// Pocchi dragon (Speed Tonpuu wildcard), written `5P`/`6P`/`7P` with `z`.
    Pocchi,
}

impl Flavour {
    /// "Normal", "Red", "Blue", "Gold" or "Pocchi": the name `{:?}` writes, without Debug formatting (which the
    /// scoring module leaves out).
    pub fn type_name(self) -> &'static str {
        match self {
            Flavour::Normal => "Normal",
            Flavour::Red => "Red",
            Flavour::Blue => "Blue",
            Flavour::Gold => "Gold",
            Flavour::Pocchi => "Pocchi",
        }
    }

    /// The letter written after the digit in notation (`None` for normal and red, which uses the digit `0`).
    pub fn letter(self) -> Option<char> {
        match self {
            Flavour::Blue => Some('B'),
            Flavour::Gold => Some('G'),
            Flavour::Pocchi => Some('P'),
            Flavour::Normal | Flavour::Red => None,
        }
    }
}

/// A tile as a hand or a request names it: kind plus flavour (the copy number matters only inside a wall).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(type = "string"))]
pub struct Tile {
    pub kind: Kind,
    pub flavour: Flavour,
}

impl Tile {
    pub const fn new(kind: Kind) -> Tile {
        Tile { kind, flavour: Flavour::Normal }
    }
    pub const fn with_flavour(kind: Kind, flavour: Flavour) -> Tile {
        Tile { kind, flavour }
    }
    /// Parses exactly one tile, e.g. `5m`, `0p`, `7Bs`, `6Pz`.
    pub fn parse(s: &str) -> Result<Tile> {
        let tiles = parse_tiles(s)?;
        match tiles.as_slice() {
            [t] => Ok(*t),
            _ => Err(Error::bad_notation(format!("expected exactly one tile in '{s}', found {}", tiles.len()))),
        }
    }
    /// Suit letter of this tile.
    pub fn suit_char(self) -> char {
        SUIT_CHARS[suit(self.kind) as usize]
    }
}

impl Tile {
    /// The tile in MPSZ notation (`5m`, `0p`, `7Bs`, `5Pz`), written into `buf` (at most three ASCII bytes): what
    /// `Display` writes, without the formatter (results and events hold many tiles).
    pub fn mpsz(self, buf: &mut [u8; 3]) -> &str {
        let mut n = 0;
        let mut put = |b: u8| {
            buf[n] = b;
            n += 1;
        };
        if self.flavour == Flavour::Red {
            put(b'0');
        } else {
            put(b'0' + number(self.kind));
            if let Some(c) = self.flavour.letter() {
                put(c as u8);
            }
        }
        put(self.suit_char() as u8);
        // Only ASCII digits and letters were written.
        std::str::from_utf8(&buf[..n]).unwrap_or_default()
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mpsz(&mut [0; 3]))
    }
}

impl Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.mpsz(&mut [0; 3]))
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        /// Reads the text in place where the deserializer can lend it (no `String` per tile).
        struct Mpsz;
        impl serde::de::Visitor<'_> for Mpsz {
            type Value = Tile;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a tile in MPSZ notation")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> std::result::Result<Tile, E> {
                Tile::parse(s).map_err(E::custom)
            }
        }
        d.deserialize_str(Mpsz)
    }
}

/// Parses MPSZ notation (`123m406p789s1122z`, `67B8m`, `5Pz`) into tiles in written order: [`read_tiles_back`]'s
/// tiles.
///
/// Errors name the offending character and its 0-based position.
pub fn parse_tiles(s: &str) -> Result<Vec<Tile>> {
    let mut out = Vec::new();
    match read_tiles_back(s.as_bytes(), |t| out.push(t)) {
        Some(_) => {
            out.reverse();
            Ok(out)
        }
        None => Err(notation_error(s)),
    }
}

/// The tile of each digit in each suit of plain notation (m, p, s, z): 0 is a suit's red five, honours are 1z-7z;
/// `None` is no tile (0z, 8z, 9z). Row 4 is for digits before any suit letter: none is a tile.
const PLAIN_TILES: [[Option<Tile>; 10]; 5] = {
    let mut rows = [[None; 10]; 5];
    let mut suit = 0;
    while suit < 4 {
        let base = 9 * suit as Kind;
        let mut d = 0;
        while d < 10 {
            rows[suit][d] = match d {
                0 if suit < 3 => Some(Tile::with_flavour(base + 4, Flavour::Red)),
                1..=9 if suit < 3 || d <= 7 => Some(Tile::new(base + d as Kind - 1)),
                _ => None,
            };
            d += 1;
        }
        suit += 1;
    }
    rows
};

/// The tile of digit `d` with flavour letter `f` in `suit` (4: no suit letter yet), where [`flavour_fits`] allows
/// it; `None` when it is no tile.
fn flavoured_tile(suit: usize, d: u8, f: Flavour) -> Option<Tile> {
    (suit < 4 && flavour_fits(suit, d, f)).then(|| Tile::with_flavour(9 * suit as Kind + d - 1, f))
}

/// The one reader of MPSZ notation: reads `s` back to front, handing `f` each tile, the last one first; the number
/// of tiles, or `None` when `s` is not notation ([`parse_tiles`] then words the error). Read backwards, a digit's
/// suit letter (and flavour letter) has been met before the digit: nothing waits, one step per character, and no
/// tile is kept: the caller counts or keeps what it needs.
#[inline]
pub fn read_tiles_back(s: &[u8], mut f: impl FnMut(Tile)) -> Option<usize> {
    // The suit of the digits being read (4: no letter yet, so a digit has none), whether its letter has a digit
    // yet (at the end: whether the first letter had one), and a flavour letter waiting for its digit.
    let mut suit = 4;
    let mut has_digit = true;
    let mut flavour = Flavour::Normal;
    let mut n = 0;
    for &c in s.iter().rev() {
        match c {
            b'0'..=b'9' => {
                let d = c - b'0';
                let t = if flavour == Flavour::Normal {
                    PLAIN_TILES[suit][d as usize]?
                } else {
                    flavoured_tile(suit, d, std::mem::replace(&mut flavour, Flavour::Normal))?
                };
                f(t);
                n += 1;
                has_digit = true;
            }
            b'm' | b'p' | b's' | b'z' => {
                if !has_digit || flavour != Flavour::Normal {
                    return None;
                }
                suit = match c {
                    b'm' => 0,
                    b'p' => 1,
                    b's' => 2,
                    _ => 3,
                };
                has_digit = false;
            }
            b'B' | b'G' | b'P' => {
                if flavour != Flavour::Normal {
                    return None;
                }
                flavour = match c {
                    b'B' => Flavour::Blue,
                    b'G' => Flavour::Gold,
                    _ => Flavour::Pocchi,
                };
            }
            b' ' | b'\t' => {}
            _ => return None,
        }
    }
    (has_digit && flavour == Flavour::Normal).then_some(n)
}

/// Why [`read_tiles_back`] refused `s`: the first mistake read front to back, named by its character and position.
#[cold]
fn notation_error(s: &str) -> Error {
    first_mistake(s).err().unwrap_or_else(|| Error::bad_notation(format!("'{s}' is not tile notation")))
}

/// Walks `s` front to back as a person reads it, digits waiting for their suit letter; the first mistake.
fn first_mistake(s: &str) -> Result<()> {
    // Pending digits (value, flavour, position) wait for their suit letter.
    let mut pending: Vec<(u8, Flavour, usize)> = Vec::new();
    for (pos, c) in s.chars().enumerate() {
        match c {
            '0'..='9' => pending.push((c as u8 - b'0', Flavour::Normal, pos)),
            'B' | 'G' | 'P' => {
                let flavour = match c {
                    'B' => Flavour::Blue,
                    'G' => Flavour::Gold,
                    _ => Flavour::Pocchi,
                };
                match pending.last_mut() {
                    Some((d, f @ Flavour::Normal, _)) if *d != 0 => *f = flavour,
                    _ => {
                        return Err(Error::bad_notation(format!(
                            "flavour letter '{c}' at position {pos} in '{s}' must follow a plain digit 1-9"
                        )))
                    }
                }
            }
            'm' | 'p' | 's' | 'z' => {
                if pending.is_empty() {
                    return Err(Error::bad_notation(format!(
                        "suit letter '{c}' at position {pos} in '{s}' has no digits before it"
                    )));
                }
                let suit = SUIT_CHARS.iter().position(|&x| x == c).unwrap() as u8;
                for (d, flavour, dpos) in pending.drain(..) {
                    check_digit(s, suit, d, flavour, dpos)?;
                }
            }
            ' ' | '\t' => {}
            _ => {
                return Err(Error::bad_notation(format!(
                    "unexpected character '{c}' at position {pos} in '{s}' (expected digits 0-9, flavour B/G/P, or suit m/p/s/z)"
                )))
            }
        }
    }
    if let Some(&(d, _, pos)) = pending.first() {
        return Err(Error::bad_notation(format!(
            "digit '{d}' at position {pos} in '{s}' has no suit letter (m, p, s or z) after it"
        )));
    }
    Ok(())
}

/// Whether digit `d` of suit `suit` (0-3: m, p, s, z) may carry `flavour`: B marks a blue 7 and G a gold 5 of
/// m/p/s, P a pocchi dragon 5z-7z; plain and red always (a red five is written 0, not with a letter).
pub(crate) fn flavour_fits(suit: usize, d: u8, flavour: Flavour) -> bool {
    match flavour {
        Flavour::Normal | Flavour::Red => true,
        Flavour::Blue => suit < 3 && d == 7,
        Flavour::Gold => suit < 3 && d == 5,
        Flavour::Pocchi => suit == 3 && (5..=7).contains(&d),
    }
}

/// A digit is a tile of its suit: honours are 1z-7z, a flavour letter only where [`flavour_fits`].
fn check_digit(s: &str, suit: u8, d: u8, flavour: Flavour, pos: usize) -> Result<()> {
    let sc = SUIT_CHARS[suit as usize];
    if suit == 3 {
        if d == 0 || d > 7 {
            return Err(Error::bad_notation(format!(
                "'{d}{sc}' at position {pos} in '{s}' is not a tile: honours are 1z-7z"
            )));
        }
    } else if d == 0 {
        return Ok(());
    }
    if !flavour_fits(suit as usize, d, flavour) {
        let l = flavour.letter().unwrap_or('?');
        return Err(Error::bad_notation(format!(
            "'{d}{l}{sc}' at position {pos} in '{s}' is not a tile: B marks a blue 7 (m/p/s), G a gold 5, P a pocchi dragon (5z-7z)"
        )));
    }
    Ok(())
}

/// Prints tiles in MPSZ notation, grouping each run of the same suit (`123m406p`). Order is kept.
pub fn format_tiles(tiles: &[Tile]) -> String {
    let mut out = String::new();
    for (i, t) in tiles.iter().enumerate() {
        if t.flavour == Flavour::Red {
            out.push('0');
        } else {
            out.push((b'0' + number(t.kind)) as char);
            if let Some(c) = t.flavour.letter() {
                out.push(c);
            }
        }
        let last_of_group = tiles.get(i + 1).is_none_or(|n| suit(n.kind) != suit(t.kind));
        if last_of_group {
            out.push(t.suit_char());
        }
    }
    out
}

/// Sorts by kind (flavoured copies after plain ones of the same kind) and prints grouped notation.
pub fn format_sorted(tiles: &[Tile]) -> String {
    let mut v = tiles.to_vec();
    // Equal tiles are alike: unstable is the same order (and the .wasm's one sort).
    v.sort_unstable();
    format_tiles(&v)
}

/// Per-kind counts of a list of tiles (saturating at 255: a list of any length gets counts, and any count over
/// four is refused by the copy checks anyway).
#[inline(always)]
pub fn counts(tiles: &[Tile]) -> Counts {
    let mut c = [0u8; KINDS];
    for t in tiles {
        c[t.kind as usize] = c[t.kind as usize].saturating_add(1);
    }
    c
}

/// Name of a kind in notation (`5m`, `7z`).
pub fn kind_name(kind: Kind) -> String {
    Tile::new(kind).to_string()
}

/// The physical tiles a ruleset plays with: how many copies of each kind, and which copies are flavoured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    /// Copies of each kind (4, or 0 for kinds removed, e.g. 2m-8m in sanma).
    pub copies: Counts,
    /// Flavoured copies: (kind, flavour, how many). They take copy numbers 0.. of their kind.
    pub flavoured: Vec<(Kind, Flavour, u8)>,
}

impl TileSet {
    /// 136 tiles, with the given flavoured copies.
    pub fn standard(flavoured: Vec<(Kind, Flavour, u8)>) -> TileSet {
        TileSet { copies: [4; KINDS], flavoured }
    }

    /// How many copies of `kind` with `flavour` exist. Plain copies are those not taken by a flavour.
    pub fn available(&self, kind: Kind, flavour: Flavour) -> u8 {
        let special: u8 = self.flavoured.iter().filter(|(k, _, _)| *k == kind).map(|(_, _, n)| *n).sum();
        match flavour {
            Flavour::Normal => self.copies[kind as usize].saturating_sub(special),
            f => self.flavoured.iter().filter(|(k, fl, _)| *k == kind && *fl == f).map(|(_, _, n)| *n).sum(),
        }
    }

    /// Flavour of physical copy `copy` (0..4) of `kind`.
    pub fn flavour_of(&self, kind: Kind, copy: u8) -> Flavour {
        let mut next = 0u8;
        for &(k, f, n) in &self.flavoured {
            if k == kind {
                if copy < next + n {
                    return f;
                }
                next += n;
            }
        }
        Flavour::Normal
    }

    /// Every physical tile as (kind, copy) in kind order: the unshuffled wall.
    pub fn physical(&self) -> Vec<(Kind, u8)> {
        let mut v = Vec::with_capacity(136);
        for k in 0..KINDS as u8 {
            for c in 0..self.copies[k as usize] {
                v.push((k, c));
            }
        }
        v
    }

    /// Total number of physical tiles.
    pub fn len(&self) -> usize {
        self.copies.iter().map(|&c| c as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Checks that `tiles` could all exist at once in this set: no fifth copy of a kind, no second red 5m where
    /// the set has one, no tile the set lacks.
    pub fn check(&self, tiles: &[Tile]) -> Result<()> {
        self.check_kinds(tiles)?;
        let mut seen: Vec<(Kind, Flavour, u8)> = Vec::new();
        for t in tiles {
            match seen.iter_mut().find(|(k, f, _)| *k == t.kind && *f == t.flavour) {
                Some(e) => e.2 += 1,
                None => seen.push((t.kind, t.flavour, 1)),
            }
        }
        for (k, f, n) in seen {
            let have = self.available(k, f);
            if n > have {
                let name = Tile::with_flavour(k, f).to_string();
                let what = match f {
                    Flavour::Normal => "plain",
                    Flavour::Red => "red",
                    Flavour::Blue => "blue",
                    Flavour::Gold => "gold",
                    Flavour::Pocchi => "pocchi",
                };
                return Err(Error::too_many_copies(format!(
                    "{n} {what} copies of {} ({name}), but the set has {have}",
                    kind_name(k)
                )));
            }
        }
        Ok(())
    }

    /// Checks the kinds of `tiles` only, whatever their flavours: no more copies of a kind than the set has (no
    /// fifth copy, no kind the set lacks). What a hand's shape needs (shanten, waits), where a red five is a five
    /// however it is written.
    pub fn check_kinds(&self, tiles: &[Tile]) -> Result<()> {
        let c = counts(tiles);
        for (k, (&n, &have)) in c.iter().zip(self.copies.iter()).enumerate() {
            if n > have {
                let name = kind_name(k as Kind);
                return Err(Error::too_many_copies(if have == 0 {
                    format!("{name} is not in this ruleset's tile set")
                } else {
                    format!("{n} copies of {name}, but the set has only {have}")
                }));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_held_is_the_set_of_non_zero_counts() {
        // Every byte value in every position (the word trick must not carry between bytes), then mixed counts.
        for k in 0..KINDS {
            for n in 0..=255u8 {
                let mut c = [0u8; KINDS];
                c[k] = n;
                assert_eq!(kinds_held(&c), ((n != 0) as u64) << k, "kind {k}, count {n}");
                c = [255; KINDS];
                c[k] = n;
                let all = (1u64 << KINDS) - 1;
                assert_eq!(kinds_held(&c), if n == 0 { all & !(1 << k) } else { all });
            }
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            let mut c = [0u8; KINDS];
            for n in c.iter_mut() {
                x = crate::bot::xorshift(x);
                *n = [0, 0, 1, 2, 3, 4, 0x80, 0x7f][(x % 8) as usize];
            }
            let slow = c.iter().enumerate().fold(0u64, |set, (k, &n)| set | ((n != 0) as u64) << k);
            assert_eq!(kinds_held(&c), slow);
        }
    }

    #[test]
    fn parse_and_print_round_trip() {
        for s in ["123m406p789s1122z", "67B8m", "055Gp", "55P5z", "1z", "0m0p0s"] {
            assert_eq!(format_tiles(&parse_tiles(s).unwrap()), s);
        }
        let t = parse_tiles("406p").unwrap();
        assert_eq!(t[1], Tile::with_flavour(13, Flavour::Red));
        assert_eq!(Tile::parse("7Bs").unwrap(), Tile::with_flavour(24, Flavour::Blue));
    }

    #[test]
    fn errors_name_character_and_position() {
        let e = parse_tiles("12x3m").unwrap_err();
        assert_eq!(e.code, "bad-notation");
        assert!(e.message.contains("'x'") && e.message.contains("position 2"), "{}", e.message);
        let e = parse_tiles("123").unwrap_err();
        assert!(e.message.contains("no suit"), "{}", e.message);
        assert!(parse_tiles("8z").is_err());
        assert!(parse_tiles("0z").is_err());
        assert!(parse_tiles("5Bm").is_err());
        assert!(parse_tiles("m").is_err());
    }

    #[test]
    fn copies_are_checked_against_the_set() {
        let set = TileSet::standard(vec![(4, Flavour::Red, 1), (13, Flavour::Red, 1), (22, Flavour::Red, 1)]);
        assert!(set.check(&parse_tiles("5550m").unwrap()).is_ok());
        assert_eq!(set.check(&parse_tiles("55550m").unwrap()).unwrap_err().code, "too-many-copies");
        assert_eq!(set.check(&parse_tiles("00m").unwrap()).unwrap_err().code, "too-many-copies");
        assert_eq!(set.check(&parse_tiles("7Bm").unwrap()).unwrap_err().code, "too-many-copies");
        assert_eq!(set.check(&parse_tiles("5555m").unwrap()).unwrap_err().code, "too-many-copies");
        // Per kind only: flavours are not counted, a fifth copy still is.
        for fives in ["5555m", "00m", "0555m", "7B777m"] {
            assert!(set.check_kinds(&parse_tiles(fives).unwrap()).is_ok(), "{fives}");
        }
        assert_eq!(set.check_kinds(&parse_tiles("05555m").unwrap()).unwrap_err().code, "too-many-copies");
        assert_eq!(set.flavour_of(4, 0), Flavour::Red);
        assert_eq!(set.flavour_of(4, 1), Flavour::Normal);
        assert_eq!(set.physical().len(), 136);
    }

    #[test]
    fn dora_order_wraps() {
        assert_eq!(dora_after(8), 0);
        assert_eq!(dora_after(17), 9);
        assert_eq!(dora_after(NORTH), EAST);
        assert_eq!(dora_after(CHUN), HAKU);
        assert_eq!(dora_after(3), 4);
    }

    /// The reader refuses exactly the text in which the front-to-back walk that words errors finds a mistake, and
    /// what it reads prints back as itself, one tile per digit: every string of up to 5 characters over an alphabet
    /// with each kind of character, and random longer ones over a wider one.
    #[test]
    fn the_reader_and_the_error_walk_agree() {
        let check = |s: &str| {
            let mut tiles = Vec::new();
            let n = read_tiles_back(s.as_bytes(), |t| tiles.push(t));
            assert_eq!(n.is_some(), first_mistake(s).is_ok(), "{s:?}");
            if let Some(n) = n {
                tiles.reverse();
                assert_eq!(n, tiles.len(), "{s:?}");
                assert_eq!(n, s.bytes().filter(u8::is_ascii_digit).count(), "{s:?}");
                assert_eq!(parse_tiles(&format_tiles(&tiles)).unwrap(), tiles, "{s:?}");
            }
        };
        let small: Vec<char> = "01579mpzBGP ".chars().collect();
        let mut stack = vec![String::new()];
        while let Some(s) = stack.pop() {
            check(&s);
            if s.chars().count() < 5 {
                stack.extend(small.iter().map(|c| format!("{s}{c}")));
            }
        }
        let wide: Vec<char> = "0123456789mpszBGP \tx\u{e9}mpsz".chars().collect();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            seed = crate::bot::xorshift(seed);
            (seed % n as u64) as usize
        };
        for _ in 0..200_000 {
            let len = next(24);
            let s: String = (0..len).map(|_| wide[next(wide.len())]).collect();
            check(&s);
        }
        // Plain hands, as the corpus writes them.
        for s in ["345m40677p67s", "19m19p19s1234567z", "0m0p0s", "5Pz", "7B8m", "07Bm", "7 B m"] {
            assert!(parse_tiles(s).is_ok(), "{s}");
        }
    }
}
