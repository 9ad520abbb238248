//! Readers for Tenhou game records, into one neutral structure ([`GameLog`]) that the round engine, tests and
//! tools can replay without knowing where a record came from.
//!
//! Two formats are read:
//! - mjlog XML ([`mjlog::parse`]), Tenhou's replay format: every draw, discard and call, in order, with 136-ids;
//! - tenhou.net/6 JSON ([`tenhou6::parse`]), Tenhou's viewer format: per-seat lists of draws and discards; the
//!   order of actions is rebuilt from turn order and calls, and physical ids are assigned to tiles (the format
//!   keeps only kind and red), so that both formats come out the same way.
//!
//! Tiles are 136-ids ([`TileId`]: kind × 4 + copy; with red fives, ids 16/52/88 are the red 5m/5p/5s). Seats are
//! absolute (0 = the first dealer). Scores are in points (Tenhou's mjlog stores hundreds; they are multiplied
//! out). [`GameLog::check`] replays a record and verifies it is self-consistent.

pub mod export;
pub mod mjlog;
pub mod tenhou6;

use crate::error::{Error, Result};
use crate::meld::MeldKind;
use crate::tile::{Flavour, Tile};
pub use crate::wall::TileId;
use serde::Serialize;

/// Reads a record in either format, told apart by its first character: `<` mjlog, `{` tenhou.net/6.
pub fn parse(text: &str) -> Result<GameLog> {
    let t = text.trim_start_matches('\u{feff}').trim_start();
    match t.chars().next() {
        Some('<') => mjlog::parse(t),
        Some('{') => tenhou6::parse(t),
        _ => Err(Error::bad_request("not a Tenhou record: expected mjlog XML ('<') or tenhou.net/6 JSON ('{')")),
    }
}

/// [`parse`] from raw bytes. Tenhou serves mjlogs gzip-compressed; those are recognised and refused with a hint,
/// since the core carries no decompressor (it also compiles to wasm, where size counts).
pub fn parse_bytes(bytes: &[u8]) -> Result<GameLog> {
    if bytes.starts_with(&[0x1f, 0x8b]) {
        return Err(Error::bad_request("the record is gzip-compressed: decompress it first (e.g. gunzip)"));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| Error::bad_request(format!("the record is not UTF-8: {e}")))?;
    parse(text)
}

/// The rule flags of a Tenhou game (mjlog `<GO type>` bits, or what tenhou.net/6's `rule` says).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameType {
    /// The raw `<GO type>` value when the record has one.
    pub raw: Option<u32>,
    /// Tenhou's lobby number when given.
    pub lobby: Option<u32>,
    /// The display name (tenhou.net/6 `rule.disp`) when given.
    pub display: Option<String>,
    /// 3 or 4.
    pub players: u8,
    /// Red fives in play.
    pub red: bool,
    /// Open tanyao allowed.
    pub kuitan: bool,
    /// East-South game (false: East only).
    pub hanchan: bool,
    /// Fast (speed) game.
    pub fast: bool,
}

impl GameType {
    /// Decodes the `<GO type>` bits: 0x02 no red, 0x04 no kuitan, 0x08 hanchan, 0x10 sanma, 0x40 fast.
    pub fn from_go_type(raw: u32, lobby: Option<u32>) -> GameType {
        GameType {
            raw: Some(raw),
            lobby,
            display: None,
            players: if raw & 0x10 != 0 { 3 } else { 4 },
            red: raw & 0x02 == 0,
            kuitan: raw & 0x04 == 0,
            hanchan: raw & 0x08 != 0,
            fast: raw & 0x40 != 0,
        }
    }
}

/// A whole game record.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameLog {
    pub game_type: GameType,
    /// Tenhou's `<SHUFFLE seed>` (mjlog only): with it the walls can be regenerated ([`crate::wall::tenhou`]).
    pub shuffle_seed: Option<String>,
    pub rounds: Vec<RoundLog>,
    /// Final scores in points and final game points (uma included), when the record reaches the game end.
    pub final_scores: Option<Vec<i32>>,
    pub final_points: Option<Vec<f64>>,
}

/// One hand: its start and the ordered actions until its end.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundLog {
    pub init: RoundInit,
    pub actions: Vec<Action>,
}

/// The start of a hand (mjlog `<INIT>`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundInit {
    /// Hand number from 0: 0-3 = East 1-4, 4-7 = South 1-4, 8-11 = West 1-4.
    pub round: u8,
    pub honba: u8,
    /// Riichi sticks on the table at the start.
    pub riichi_sticks: u8,
    /// The dice, 0-based (mjlog only; tenhou.net/6 does not record them).
    pub dice: Option<[u8; 2]>,
    pub dora_indicator: TileId,
    /// Scores at the start, in points, by seat.
    pub scores: Vec<i32>,
    pub dealer: u8,
    /// Starting hands by seat, in the order dealt (mjlog) or as listed (tenhou.net/6).
    pub hands: Vec<Vec<TileId>>,
}

/// What can happen during a hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// A draw from the wall (live or replacement).
    Draw {
        seat: u8,
        tile: TileId,
    },
    Discard {
        seat: u8,
        tile: TileId,
    },
    /// Chi, pon, kans and kita (nukidora).
    Call {
        seat: u8,
        meld: Meld,
    },
    /// Riichi declared (before its discard).
    RiichiDeclared {
        seat: u8,
    },
    /// Riichi accepted: the stick is paid (after the discard passed without ron).
    RiichiAccepted {
        seat: u8,
    },
    /// A new (kan) dora indicator is revealed.
    NewDora {
        indicator: TileId,
    },
    Win(Box<Win>),
    Ryuukyoku(Box<Ryuukyoku>),
    /// A player disconnected (mjlog `<BYE>`).
    Disconnect {
        seat: u8,
    },
    /// A player reconnected (mjlog `<UN>` in mid-game).
    Reconnect {
        seat: u8,
    },
}

/// A call, decoded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Meld {
    pub kind: MeldKind,
    /// Every tile of the meld, ascending by id (for kakan: the pon's three plus the added tile; kita: one).
    pub tiles: Vec<TileId>,
    /// The tile taken from another player (chi, pon, daiminkan; for kakan the one the pon took).
    pub called: Option<TileId>,
    /// The seat the called tile came from.
    pub from: Option<u8>,
    /// The tile added to a pon (kakan only).
    pub added: Option<TileId>,
}

impl Meld {
    /// Decodes Tenhou's bit-packed meld code `m` of a call by `seat` in a game of `players`.
    ///
    /// Low 2 bits: where the called tile came from, counted in seats after the caller (0 = own tiles). Bit 0x4
    /// chi: `m >> 10` = 3 × (suit × 7 + lowest number) + called index, copies at bits 3, 5, 7. Bit 0x8 pon and bit
    /// 0x10 kakan: `m >> 9` = 3 × kind + called index, bits 5-6 the copy not in the pon (the added tile for a
    /// kakan). Bit 0x20 kita: `m >> 8` is the tile. Otherwise a kan: `m >> 8` = 4 × kind + called index.
    pub fn decode(m: u32, seat: u8, players: u8) -> Result<Meld> {
        let bad = |why: &str| Err(Error::bad_request(format!("meld code {m}: {why}")));
        let rel = (m & 3) as u8;
        // Tenhou counts the source in seats after the caller around a 4-seat table, sanma included (its empty
        // fourth seat is counted: seat 2 calling seat 0 is 2 seats on).
        let source = (seat + rel) % 4;
        if source >= players {
            return bad("the tile comes from the empty seat");
        }
        let from = |rel: u8| (rel != 0).then_some(source);
        if m & 0x4 != 0 {
            let t = m >> 10;
            let called = (t % 3) as usize;
            let base = t / 3;
            if base >= 21 {
                return bad("chi base out of range");
            }
            let first_kind = (base / 7) * 9 + base % 7;
            let copies = [(m >> 3) & 3, (m >> 5) & 3, (m >> 7) & 3];
            let tiles: Vec<TileId> = (0..3).map(|i| ((first_kind + i as u32) * 4 + copies[i]) as TileId).collect();
            if rel == 0 {
                return bad("a chi must come from another seat");
            }
            return Ok(Meld { kind: MeldKind::Chi, called: Some(tiles[called]), tiles, from: from(rel), added: None });
        }
        if m & 0x18 != 0 {
            let t = m >> 9;
            let called = (t % 3) as usize;
            let kind = t / 3;
            if kind >= 34 {
                return bad("pon kind out of range");
            }
            let unused = (m >> 5) & 3;
            let pon: Vec<TileId> = (0..4).filter(|&c| c != unused).map(|c| (kind * 4 + c) as TileId).collect();
            let called_tile = pon[called];
            if m & 0x8 != 0 {
                return Ok(Meld {
                    kind: MeldKind::Pon,
                    tiles: pon,
                    called: Some(called_tile),
                    from: from(rel),
                    added: None,
                });
            }
            let added = (kind * 4 + unused) as TileId;
            let mut tiles = pon;
            tiles.push(added);
            tiles.sort_unstable();
            return Ok(Meld {
                kind: MeldKind::Kakan,
                tiles,
                called: Some(called_tile),
                from: from(rel),
                added: Some(added),
            });
        }
        if m & 0x20 != 0 {
            let tile = m >> 8;
            if tile >= 136 {
                return bad("kita tile out of range");
            }
            return Ok(Meld {
                kind: MeldKind::Nuki,
                tiles: vec![tile as TileId],
                called: None,
                from: None,
                added: None,
            });
        }
        let t = m >> 8;
        let kind = t / 4;
        if kind >= 34 {
            return bad("kan kind out of range");
        }
        let tiles: Vec<TileId> = (0..4).map(|c| (kind * 4 + c) as TileId).collect();
        if rel == 0 {
            Ok(Meld { kind: MeldKind::Ankan, tiles, called: None, from: None, added: None })
        } else {
            Ok(Meld {
                kind: MeldKind::Daiminkan,
                called: Some(tiles[(t % 4) as usize]),
                tiles,
                from: from(rel),
                added: None,
            })
        }
    }

    /// The tiles the caller supplies from the hand (all but the called tile; for kakan only the added tile).
    pub fn from_hand(&self) -> Vec<TileId> {
        match self.kind {
            MeldKind::Kakan => self.added.into_iter().collect(),
            _ => self.tiles.iter().copied().filter(|&t| Some(t) != self.called).collect(),
        }
    }
}

/// A win (mjlog `<AGARI>`), with Tenhou's own scoring.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Win {
    pub who: u8,
    /// The discarder; equal to `who` for a tsumo.
    pub from_who: u8,
    /// Concealed tiles including the winning tile.
    pub hand: Vec<TileId>,
    /// Called melds (and kita in sanma), decoded.
    pub melds: Vec<Meld>,
    pub win_tile: TileId,
    pub fu: u32,
    /// Points of the hand, without honba and sticks (for a tsumo: the total collected).
    pub points: i32,
    /// 0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman.
    pub limit: u8,
    /// (Tenhou yaku id, han) pairs, dora / ura / red included.
    pub yaku: Vec<(u8, u8)>,
    /// Tenhou yakuman ids.
    pub yakuman: Vec<u8>,
    pub dora_indicators: Vec<TileId>,
    pub ura_indicators: Vec<TileId>,
    /// Honba and riichi sticks at the time of the win (`ba`).
    pub honba: u8,
    pub riichi_sticks: u8,
    /// Scores before, and the changes, by seat, in points.
    pub scores: Vec<i32>,
    pub deltas: Vec<i32>,
    /// The liable player (pao).
    pub pao: Option<u8>,
    /// tenhou.net/6 result text for this win (`"30符2飜2000点"`, yaku strings), when read from JSON.
    pub text: Vec<String>,
}

impl Win {
    pub fn is_tsumo(&self) -> bool {
        self.who == self.from_who
    }
}

/// How a hand ended without a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RyuukyokuKind {
    Exhaustive,
    /// Kyuushu kyuuhai (`yao9`).
    NineTerminals,
    /// Four riichi (`reach4`).
    FourRiichi,
    /// Three rons (`ron3`).
    TripleRon,
    /// Four kans (`kan4`).
    FourKans,
    /// Four winds (`kaze4`).
    FourWinds,
    /// Nagashi mangan (`nm`).
    NagashiMangan,
}

impl RyuukyokuKind {
    /// From the mjlog `type` attribute (absent = exhaustive).
    pub fn from_mjlog(t: Option<&str>) -> Result<RyuukyokuKind> {
        Ok(match t {
            None => RyuukyokuKind::Exhaustive,
            Some("yao9") => RyuukyokuKind::NineTerminals,
            Some("reach4") => RyuukyokuKind::FourRiichi,
            Some("ron3") => RyuukyokuKind::TripleRon,
            Some("kan4") => RyuukyokuKind::FourKans,
            Some("kaze4") => RyuukyokuKind::FourWinds,
            Some("nm") => RyuukyokuKind::NagashiMangan,
            Some(other) => return Err(Error::bad_request(format!("unknown RYUUKYOKU type '{other}'"))),
        })
    }
}

/// A drawn hand (mjlog `<RYUUKYOKU>`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ryuukyoku {
    pub kind: RyuukyokuKind,
    pub honba: u8,
    pub riichi_sticks: u8,
    /// Scores before and changes by seat, in points (empty when the record has none).
    pub scores: Vec<i32>,
    pub deltas: Vec<i32>,
    /// Hands shown (tenpai at an exhaustive draw; the nine terminals of a kyuushu), by seat.
    pub shown_hands: Vec<(u8, Vec<TileId>)>,
    /// tenhou.net/6 result name (`"流局"`, `"九種九牌"`, …), when read from JSON.
    pub text: Option<String>,
}

/// The tile (kind and red flavour) of an id, given whether the game plays with red fives.
pub fn tile_of_id(id: TileId, red: bool) -> Tile {
    let kind = id / 4;
    let flavour = if red && matches!(id, 16 | 52 | 88) { Flavour::Red } else { Flavour::Normal };
    Tile::with_flavour(kind, flavour)
}

/// Counts for a quick summary of a record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LogCounts {
    pub rounds: usize,
    /// Every winner, double-ron winners counted separately.
    pub wins: usize,
    pub draws: usize,
    pub calls: usize,
}

impl GameLog {
    /// Rounds, wins, draws and calls in the record.
    pub fn counts(&self) -> LogCounts {
        let mut c = LogCounts { rounds: self.rounds.len(), ..LogCounts::default() };
        for a in self.rounds.iter().flat_map(|r| &r.actions) {
            match a {
                Action::Win(_) => c.wins += 1,
                Action::Ryuukyoku(_) => c.draws += 1,
                Action::Call { .. } => c.calls += 1,
                _ => {}
            }
        }
        c
    }

    /// The tile (kind and flavour) of an id in this game.
    pub fn tile(&self, id: TileId) -> Tile {
        tile_of_id(id, self.game_type.red)
    }

    /// Replays every round and checks that the record is self-consistent: each tile exists once; a discard
    /// comes from the discarder's hand; a call takes the last discard of the seat it names and its other tiles
    /// come from the caller's hand (a kakan extends the caller's own pon, an ankan / kita uses drawn tiles);
    /// a winner's concealed tiles and melds are what the replay left them; the sum of score changes is what
    /// honba and sticks allow. Errors name the round and the action.
    pub fn check(&self) -> Result<()> {
        for (ri, round) in self.rounds.iter().enumerate() {
            check_round(round, self.game_type.players)
                .map_err(|e| Error::bad_request(format!("round {} (hand {}): {}", ri, round.init.round, e.message)))?;
        }
        Ok(())
    }
}

fn check_round(round: &RoundLog, players: u8) -> Result<()> {
    let players = players as usize;
    let mut seen = [false; 136];
    let mut mark = |t: TileId, what: &str| -> Result<()> {
        if t >= 136 {
            return Err(Error::bad_request(format!("{what}: tile id {t} out of range")));
        }
        if std::mem::replace(&mut seen[t as usize], true) {
            return Err(Error::bad_request(format!("{what}: tile id {t} appears twice")));
        }
        Ok(())
    };
    let mut hands: Vec<Vec<TileId>> = round.init.hands.clone();
    hands.resize(players, Vec::new());
    for (s, h) in hands.iter().enumerate() {
        if h.len() != 13 {
            return Err(Error::bad_request(format!("seat {s} starts with {} tiles", h.len())));
        }
        for &t in h {
            mark(t, "deal")?;
        }
    }
    mark(round.init.dora_indicator, "dora indicator")?;
    let mut melds: Vec<Vec<Meld>> = vec![Vec::new(); players];
    let mut last_discard: Option<(u8, TileId)> = None;
    let take = |hand: &mut Vec<TileId>, t: TileId, what: &str| -> Result<()> {
        match hand.iter().position(|&x| x == t) {
            Some(p) => {
                hand.remove(p);
                Ok(())
            }
            None => Err(Error::bad_request(format!("{what}: tile {t} is not in the hand"))),
        }
    };
    for (i, action) in round.actions.iter().enumerate() {
        let at = |m: String| Error::bad_request(format!("action {i}: {m}"));
        match action {
            Action::Draw { seat, tile } => {
                mark(*tile, &format!("action {i} draw"))?;
                hands[*seat as usize].push(*tile);
            }
            Action::Discard { seat, tile } => {
                take(&mut hands[*seat as usize], *tile, &format!("action {i} discard by seat {seat}"))?;
                last_discard = Some((*seat, *tile));
            }
            Action::Call { seat, meld } => {
                let s = *seat as usize;
                let what = format!("action {i} {:?} by seat {seat}", meld.kind);
                match meld.kind {
                    MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan => {
                        let (from, tile) = last_discard.ok_or_else(|| at(format!("{what} without a discard")))?;
                        if Some(tile) != meld.called || Some(from) != meld.from {
                            return Err(at(format!(
                                "{what} names tile {:?} from seat {:?}, but the last discard was {tile} by seat {from}",
                                meld.called, meld.from
                            )));
                        }
                        if meld.kind == MeldKind::Chi && (from as usize + 1) % players != s {
                            return Err(at(format!("{what}: chi from seat {from}, which is not the left player")));
                        }
                        for t in meld.from_hand() {
                            take(&mut hands[s], t, &what)?;
                        }
                        last_discard = None;
                    }
                    MeldKind::Kakan => {
                        let added = meld.added.ok_or_else(|| at(format!("{what} has no added tile")))?;
                        take(&mut hands[s], added, &what)?;
                        let pon = melds[s]
                            .iter_mut()
                            .find(|m| m.kind == MeldKind::Pon && m.tiles.iter().all(|t| meld.tiles.contains(t)))
                            .ok_or_else(|| at(format!("{what}: no matching pon")))?;
                        *pon = meld.clone();
                        continue;
                    }
                    MeldKind::Ankan | MeldKind::Nuki => {
                        for &t in &meld.tiles {
                            take(&mut hands[s], t, &what)?;
                        }
                    }
                }
                melds[s].push(meld.clone());
            }
            Action::NewDora { indicator } => mark(*indicator, &format!("action {i} new dora"))?,
            Action::Win(w) => {
                let s = w.who as usize;
                let mut expect = hands[s].clone();
                if !w.is_tsumo() {
                    match last_discard {
                        Some((from, t)) if from == w.from_who && t == w.win_tile => expect.push(t),
                        _ => {
                            // Chankan (the tile just added to a kan; kokushi on an ankan) or, in sanma, ron on a
                            // North just set aside.
                            let robbed = round.actions[..i].iter().rev().find_map(|a| match a {
                                Action::Call { meld, .. } => Some(meld),
                                _ => None,
                            });
                            match robbed {
                                Some(m)
                                    if m.added == Some(w.win_tile)
                                        || matches!(m.kind, MeldKind::Ankan | MeldKind::Nuki)
                                            && m.tiles.contains(&w.win_tile) =>
                                {
                                    expect.push(w.win_tile)
                                }
                                _ => return Err(at(format!("ron on tile {} that was not just discarded", w.win_tile))),
                            }
                        }
                    }
                }
                expect.sort_unstable();
                let mut got = w.hand.clone();
                got.sort_unstable();
                if got != expect {
                    return Err(at(format!("seat {s} wins with {got:?} but holds {expect:?}")));
                }
                let mut own: Vec<Vec<TileId>> = melds[s].iter().map(|m| m.tiles.clone()).collect();
                let mut shown: Vec<Vec<TileId>> = w.melds.iter().map(|m| m.tiles.clone()).collect();
                own.sort();
                shown.sort();
                if own != shown {
                    return Err(at(format!("seat {s} wins showing melds {shown:?} but called {own:?}")));
                }
            }
            Action::Ryuukyoku(r) => {
                for (seat, shown) in &r.shown_hands {
                    let mut got = shown.clone();
                    got.sort_unstable();
                    let mut have = hands[*seat as usize].clone();
                    have.sort_unstable();
                    if got != have {
                        return Err(at(format!("seat {seat} shows {got:?} at the draw but holds {have:?}")));
                    }
                }
            }
            Action::RiichiDeclared { .. }
            | Action::RiichiAccepted { .. }
            | Action::Disconnect { .. }
            | Action::Reconnect { .. } => {}
        }
    }
    Ok(())
}

/// Splits a comma-separated list of integers (an empty string gives an empty list).
pub(crate) fn int_list<T: std::str::FromStr>(s: &str, what: &str) -> Result<Vec<T>> {
    s.split(',')
        .filter(|x| !x.trim().is_empty())
        .map(|x| x.trim().parse::<T>().map_err(|_| Error::bad_request(format!("{what}: '{x}' is not a number"))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn melds_decode_per_tenhous_layout() {
        // Pon of 4z (kind 30): 3 × 30 + called index 1 = 91, << 9; unused copy 2 at bits 5-6; from toimen (2).
        let m = (91 << 9) | (2 << 5) | 0x8 | 2;
        let meld = Meld::decode(m, 1, 4).unwrap();
        assert_eq!(meld.kind, MeldKind::Pon);
        assert_eq!(meld.tiles, [120, 121, 123]);
        assert_eq!(meld.called, Some(121));
        assert_eq!(meld.from, Some(3));
        // Chi 3-4-5p called 4p (index 1): base = 1 × 7 + 2 = 9, t = 28; copies 0, 1, 2.
        let m = (28 << 10) | (1 << 5) | (2 << 7) | 0x4 | 3;
        let meld = Meld::decode(m, 0, 4).unwrap();
        assert_eq!(meld.kind, MeldKind::Chi);
        assert_eq!(meld.tiles, [44, 49, 54]);
        assert_eq!(meld.called, Some(49));
        assert_eq!(meld.from, Some(3));
        // Ankan of 7z: (33 × 4) << 8.
        let meld = Meld::decode((33 * 4) << 8, 2, 4).unwrap();
        assert_eq!((meld.kind, meld.tiles.len(), meld.from), (MeldKind::Ankan, 4, None));
        // Kita: 0x20 with the tile in the high bits.
        let meld = Meld::decode((124 << 8) | 0x20, 0, 3).unwrap();
        assert_eq!((meld.kind, meld.tiles.clone()), (MeldKind::Nuki, vec![124]));
    }

    #[test]
    fn format_is_detected() {
        assert!(parse("<mjloggm ver=\"2.3\"><GO type=\"169\"/></mjloggm>").is_ok());
        assert_eq!(parse("{\"log\": []}").unwrap().rounds.len(), 0);
        assert!(parse("{\"name\": []}").is_err(), "no log list");
        assert!(parse("hello").is_err());
        let e = parse_bytes(&[0x1f, 0x8b, 8, 0]).unwrap_err();
        assert!(e.message.contains("gzip"), "{e}");
    }

    #[test]
    fn red_fives_need_the_red_rule() {
        assert_eq!(tile_of_id(16, true).to_string(), "0m");
        assert_eq!(tile_of_id(16, false).to_string(), "5m");
        assert_eq!(tile_of_id(89, true).to_string(), "5s");
    }
}
