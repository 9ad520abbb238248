//! The wall: a shuffled arrangement of a ruleset's physical tiles, split into the live wall (deal and draws) and the
//! dead wall (replacement tiles and dora / ura indicator stacks), as `docs/rulesets/tenhou.md` (The table) describes.
//!
//! Orientation (Tenhou's, so that Tenhou walls replay without conversion): the wall is an array `yama[0..n]`.
//! The deal and the live draws take tiles from the **end** (`yama[n-1]` first). The dead wall is the start,
//! `yama[0..14]`: first the replacement tiles, drawn in the order `yama[1], yama[0], yama[3], yama[2], …` (the top
//! tile of each stack before the bottom one), then the indicator stacks (indicator `yama[r+2i+1]` over its ura
//! `yama[r+2i]`, where `r` is the number of replacement tiles: 4 in 4-player Tenhou, 8 in Tenhou sanma, whose
//! nukidora also draw replacements). After each replacement draw the dead wall is topped up with the live
//! wall's last tile (`yama[14]`, then `yama[15]`, …), so it stays 14 tiles and the live wall shrinks by one;
//! late indicator slots (sanma's 4th and 5th) lie in that topped-up part. This mapping replays every draw,
//! replacement, kan dora and ura of the Tenhou games in `tests/data/logs` (`tests/wall_tenhou.rs`).
//!
//! A physical tile is its *id* `kind × 4 + copy` (Tenhou's 136-id); its flavour comes from the ruleset's
//! [`TileSet`] (red 5m is copy 0 of 5m = id 16, as in Tenhou). Layout numbers are data ([`WallLayout`]) so
//! that 3-player walls (Tenhou sanma's 108 tiles, Toutenkou's 20 replacement tiles) need no new code.
//!
//! Besides the walls shuffled from a seed: [`tenhou`], Tenhou's own generator, for replaying its records tile for
//! tile, and [`plan`], walls arranged for a scenario ([`WallPlan`], and [`WallSetup`], its MPSZ form that
//! `new Game({ wall })` takes). [`WallSpec`] holds what every wall of a ruleset shares, read once per game.

pub mod plan;
pub mod tenhou;

pub use plan::{WallPlan, WallSetup};

use crate::error::{Error, Result};
use crate::rules::{DeadWall, Ruleset};
use crate::tile::{Kind, Tile, TileSet};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha512};
use std::sync::Arc;

/// A physical tile: `kind × 4 + copy` (0..136).
pub type TileId = u8;

/// The kind of a tile id.
#[inline]
pub fn id_kind(id: TileId) -> Kind {
    id / 4
}

/// The copy number (0..4) of a tile id.
#[inline]
pub fn id_copy(id: TileId) -> u8 {
    id % 4
}

/// The tile (kind and flavour) of a physical id under a tile set.
pub fn tile_of(set: &TileSet, id: TileId) -> Tile {
    Tile::with_flavour(id_kind(id), set.flavour_of(id_kind(id), id_copy(id)))
}

/// Every physical tile id of a set, ascending (the unshuffled wall).
pub fn ids_of(set: &TileSet) -> Vec<TileId> {
    set.physical().into_iter().map(|(kind, copy)| kind * 4 + copy).collect()
}

/// The order of the deal, which [`Wall::deal`] and [`Wall::planned`] both follow: `to(seat)` once for each tile
/// taken from the top of the wall, in turn. Passes of 4 tiles to each of the `players` seats from the dealer on,
/// counter-clockwise, until the hands of `hand_size` tiles are full (the last pass gives what is left: 1 tile each
/// for 13).
fn deal_order(players: usize, hand_size: usize, dealer: u8, mut to: impl FnMut(usize)) {
    let mut dealt = 0;
    while dealt < hand_size {
        let take = (hand_size - dealt).min(4);
        for offset in 0..players {
            let seat = (dealer as usize + offset) % players;
            for _ in 0..take {
                to(seat);
            }
        }
        dealt += take;
    }
}

/// The shape of a wall: how the deal and the dead wall are laid out. Pure data, so that 3-player layouts fit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WallLayout {
    /// Seats dealt to (3 or 4).
    pub players: u8,
    /// Tiles in each starting hand (13).
    pub hand_size: u8,
    /// Tiles in the dead wall, kept constant by the top-up rule when `replacement_tops_up`. Tenhou: 14 (also in
    /// sanma); Toutenkou: 22 (20 replacement tiles and one indicator stack).
    pub dead_wall: u8,
    /// Replacement (rinshan) slots at the start of the wall array. Tenhou: 4; Tenhou sanma: 8 (kans and
    /// nukidora); Toutenkou: 20.
    pub replacement_tiles: u8,
    /// Indicator stacks (indicator + ura) at fixed slots after the replacement slots. Tenhou: 5 (D1 and 4 kan
    /// dora); Toutenkou: 1 (its kan dora stacks come from the live wall).
    pub indicator_stacks: u8,
    /// Each replacement draw moves the live wall's last tile into the dead wall (the top-up rule).
    /// Tenhou: true; Toutenkou: false (its replacement pile never runs short).
    pub replacement_tops_up: bool,
    /// A new kan indicator stack is taken from the live wall's end (two tiles) instead of a prepared slot.
    /// Tenhou: false; Toutenkou: true.
    pub kan_stack_from_live: bool,
}

impl WallLayout {
    /// Tenhou's layout for 4 or 3 players: a 14-tile dead wall topped up from the live wall after
    /// every replacement draw; 4 replacement slots (8 in sanma), then 5 indicator stacks.
    pub fn tenhou(players: u8) -> WallLayout {
        WallLayout {
            players,
            hand_size: 13,
            dead_wall: 14,
            replacement_tiles: if players == 3 { 8 } else { 4 },
            indicator_stacks: 5,
            replacement_tops_up: true,
            kan_stack_from_live: false,
        }
    }

    /// The layout a ruleset implies (`tiles.dead_wall`, `tiles.rinshan_tiles`, `tiles.gari`).
    ///
    /// `standard`: Tenhou's 14-tile dead wall, topped up after each replacement draw, with a replacement slot for
    /// every kan (`rinshan_tiles`) and every nukidora tile (the copies of the `gari` kinds): Tenhou sanma has
    /// 4 + 4 North = 8 slots, which puts its first dora indicator at `yama[9]`, as its logs show.
    /// `draw_to_indicators` (Toutenkou, `docs/rulesets/toutenkou.md`, The wall): `rinshan_tiles`
    /// replacement tiles never topped up, one indicator stack, kan indicator stacks taken from the live wall.
    pub fn for_ruleset(rules: &Ruleset) -> WallLayout {
        let players = rules.game.players;
        let rinshan = rules.tiles.rinshan_tiles;
        match rules.tiles.dead_wall {
            DeadWall::DrawToIndicators => WallLayout {
                players,
                hand_size: 13,
                dead_wall: rinshan + 2,
                replacement_tiles: rinshan,
                indicator_stacks: 1,
                replacement_tops_up: false,
                kan_stack_from_live: true,
            },
            DeadWall::Standard => {
                let set = rules.tile_set();
                let gari: u8 = rules.gari_kinds().iter().map(|&k| set.copies[k as usize]).sum();
                WallLayout { replacement_tiles: rinshan + gari, ..WallLayout::tenhou(players) }
            }
        }
    }

    /// Tiles in the dead wall at the start of a hand.
    pub fn dead_wall_size(&self) -> usize {
        self.dead_wall as usize
    }
}

/// What every wall of a ruleset shares (tile set, layout, the unshuffled ids), worked out once so that a game
/// shuffles the wall of each hand without re-reading the ruleset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WallSpec {
    set: Arc<TileSet>,
    layout: WallLayout,
    ids: Vec<TileId>,
}

impl WallSpec {
    pub fn of(rules: &Ruleset) -> WallSpec {
        let set = rules.tile_set();
        let ids = ids_of(&set);
        WallSpec { set: Arc::new(set), layout: WallLayout::for_ruleset(rules), ids }
    }

    /// The wall of [`Wall::shuffled`]: a full set shuffled from the seed and the hand number. It needs none of
    /// [`Wall::with_layout`]'s checks (every id of the set, once, by construction).
    pub fn shuffled(&self, seed: &str, hand: u32) -> Wall {
        self.shuffled_into(seed, hand, Vec::new())
    }

    /// [`WallSpec::shuffled`] in a reused buffer (its contents are replaced).
    pub fn shuffled_into(&self, seed: &str, hand: u32, mut yama: Vec<TileId>) -> Wall {
        yama.clear();
        yama.extend_from_slice(&self.ids);
        let mut rng = Xoshiro256::from_seed_text(seed, hand);
        for i in (1..yama.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            yama.swap(i, j);
        }
        debug_assert!(Wall::with_layout((*self.set).clone(), self.layout.clone(), yama.clone()).is_ok());
        Wall::unchecked(self.set.clone(), self.layout.clone(), yama)
    }
}

/// A wall during one hand: the arrangement plus how much of it has been used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    yama: Vec<TileId>,
    /// Shared by the walls of a game (no copy of the flavoured-tile list per hand).
    set: Arc<TileSet>,
    layout: WallLayout,
    /// Tiles taken from the end of `yama` by the deal and live draws.
    taken_from_top: usize,
    /// Tiles moved from the live wall's last position into the dead wall (top-ups and Toutenkou kan stacks).
    taken_from_tail: usize,
    replacements_drawn: usize,
    /// Indicators revealed, D1 included.
    indicators_revealed: usize,
    /// Positions (indicator, ura) of indicator stacks taken from the live wall (Toutenkou).
    live_stacks: Vec<(usize, usize)>,
}

impl Wall {
    /// A wall with a given arrangement (`yama` in this module's orientation). Fails unless `yama` holds every
    /// physical tile of the ruleset exactly once.
    pub fn from_arrangement(rules: &Ruleset, yama: Vec<TileId>) -> Result<Wall> {
        Wall::with_layout(rules.tile_set(), WallLayout::for_ruleset(rules), yama)
    }

    /// Same as [`Wall::from_arrangement`], with an explicit tile set and layout.
    pub fn with_layout(set: TileSet, layout: WallLayout, yama: Vec<TileId>) -> Result<Wall> {
        let mut sorted = yama.clone();
        sorted.sort_unstable();
        if sorted != ids_of(&set) {
            return Err(Error::bad_request(format!(
                "a wall must hold each of the {} physical tiles of the set exactly once",
                set.len()
            )));
        }
        let needed = layout.dead_wall_size() + layout.players as usize * layout.hand_size as usize + 1;
        if yama.len() < needed {
            return Err(Error::bad_request(format!(
                "{} tiles cannot fill a dead wall of {} and a deal for {} players",
                yama.len(),
                layout.dead_wall_size(),
                layout.players
            )));
        }
        Ok(Wall::unchecked(Arc::new(set), layout, yama))
    }

    /// A fresh wall whose arrangement is known to be valid for the set and layout.
    fn unchecked(set: Arc<TileSet>, layout: WallLayout, yama: Vec<TileId>) -> Wall {
        Wall {
            yama,
            set,
            layout,
            taken_from_top: 0,
            taken_from_tail: 0,
            replacements_drawn: 0,
            indicators_revealed: 1,
            live_stacks: Vec::new(),
        }
    }

    /// A wall shuffled deterministically from a seed string and a hand number (0 for the first hand of a game,
    /// counting every hand including repeats), so a game replays from its seed alone.
    ///
    /// The generator is ours, not Tenhou's: SHA-512 of `"tenpai-wall-v1\0" + seed + "\0" + hand` gives the
    /// 256-bit state of a xoshiro256** generator, which drives an unbiased Fisher–Yates shuffle of the ruleset's
    /// tile ids (rejection sampling, so every arrangement is equally likely). Changing this breaks saved seeds,
    /// hence the version tag.
    pub fn shuffled(rules: &Ruleset, seed: &str, hand: u32) -> Wall {
        WallSpec::of(rules).shuffled(seed, hand)
    }

    /// The layout in force.
    pub fn layout(&self) -> &WallLayout {
        &self.layout
    }

    /// The whole arrangement, in this module's orientation.
    pub fn arrangement(&self) -> &[TileId] {
        &self.yama
    }

    /// The arrangement, taken out of the wall (a buffer for [`WallSpec::shuffled_into`]).
    pub fn into_arrangement(self) -> Vec<TileId> {
        self.yama
    }

    /// The tile (kind and flavour) of a physical id.
    pub fn tile(&self, id: TileId) -> Tile {
        tile_of(&self.set, id)
    }

    /// Deals the starting hands in `deal_order`: three passes of 4 tiles to each seat starting with the dealer and
    /// going counter-clockwise, then 1 tile each. Returns the hands by seat, in the order dealt.
    /// Only valid once, before any draw.
    pub fn deal(&mut self, dealer: u8) -> Result<Vec<Vec<TileId>>> {
        let players = self.layout.players as usize;
        if self.taken_from_top != 0 {
            return Err(Error::bad_request("the deal must come before any draw"));
        }
        if dealer as usize >= players {
            return Err(Error::bad_request(format!("dealer seat {dealer} does not exist with {players} players")));
        }
        let hand_size = self.layout.hand_size as usize;
        // `vec![v; n]` would give the clones no capacity, and each would grow three times during the deal.
        let mut hands: Vec<Vec<TileId>> = (0..players).map(|_| Vec::with_capacity(hand_size)).collect();
        deal_order(players, hand_size, dealer, |seat| hands[seat].push(self.take_top()));
        Ok(hands)
    }

    fn take_top(&mut self) -> TileId {
        let id = self.yama[self.yama.len() - 1 - self.taken_from_top];
        self.taken_from_top += 1;
        id
    }

    /// Tiles left to draw from the live wall (70 in 4-player Tenhou right after the deal).
    pub fn live_remaining(&self) -> usize {
        self.yama.len() - self.layout.dead_wall_size() - self.taken_from_top - self.taken_from_tail
    }

    /// Whether the live wall is empty (the last draw was haitei).
    pub fn is_exhausted(&self) -> bool {
        self.live_remaining() == 0
    }

    /// Draws the next live tile, or `None` when the live wall is empty.
    pub fn draw(&mut self) -> Option<TileId> {
        (self.live_remaining() > 0).then(|| self.take_top())
    }

    /// Replacement tiles still available (after kan or nukidora).
    pub fn replacements_remaining(&self) -> usize {
        let left = (self.layout.replacement_tiles as usize).saturating_sub(self.replacements_drawn);
        if self.layout.replacement_tops_up {
            left.min(self.live_remaining())
        } else {
            left
        }
    }

    /// Whether a kan may be declared now: a live tile is left (no kan on the last draw), a replacement tile is
    /// left, and the kan's indicator stack can be shown. Where kan stacks come from the live wall (Toutenkou:
    /// "each kan adds an indicator stack taken from the live side") that needs two live tiles.
    pub fn kan_possible(&self) -> bool {
        let live_needed = if self.layout.kan_stack_from_live { 2 } else { 1 };
        self.live_remaining() >= live_needed && self.replacements_remaining() > 0
    }

    /// Draws a replacement tile (after a kan or a nukidora), then applies the top-up rule: with Tenhou's layout
    /// the live wall's last tile joins the dead wall, so the live wall shrinks by one. `None` when no
    /// replacement is left.
    pub fn draw_replacement(&mut self) -> Option<TileId> {
        if self.replacements_remaining() == 0 {
            return None;
        }
        // Top tile of each two-tile stack first: 1, 0, 3, 2, ...
        let index = self.replacements_drawn ^ 1;
        self.replacements_drawn += 1;
        if self.layout.replacement_tops_up {
            self.taken_from_tail += 1;
        }
        Some(self.yama[index])
    }

    /// Replacement tiles drawn so far in this hand.
    pub fn replacements_drawn(&self) -> usize {
        self.replacements_drawn
    }

    /// Reveals the next kan-dora indicator and returns it; `None` when no indicator slot is left (or, for
    /// live-wall stacks, the live wall is too short).
    pub fn reveal_kan_dora(&mut self) -> Option<TileId> {
        if self.layout.kan_stack_from_live {
            if self.live_remaining() < 2 {
                return None;
            }
            let ura = self.layout.dead_wall_size() + self.taken_from_tail;
            self.taken_from_tail += 2;
            self.live_stacks.push((ura + 1, ura));
            self.indicators_revealed += 1;
            return Some(self.yama[ura + 1]);
        }
        if self.indicators_revealed >= self.layout.indicator_stacks as usize {
            return None;
        }
        self.indicators_revealed += 1;
        Some(self.yama[self.indicator_positions(self.indicators_revealed - 1).0])
    }

    /// (indicator, ura) positions of the `i`-th indicator stack (0 = the first dora indicator).
    fn indicator_positions(&self, i: usize) -> (usize, usize) {
        let prepared = self.layout.indicator_stacks as usize;
        if i < prepared {
            let ura = self.layout.replacement_tiles as usize + 2 * i;
            (ura + 1, ura)
        } else {
            self.live_stacks[i - prepared]
        }
    }

    /// The revealed dora indicators, first one first.
    pub fn dora_indicators(&self) -> Vec<TileId> {
        self.dora_indicator_ids().collect()
    }

    /// [`Wall::dora_indicators`] without the allocation (a bot reads them on every decision).
    pub fn dora_indicator_ids(&self) -> impl Iterator<Item = TileId> + '_ {
        (0..self.indicators_revealed).map(|i| self.yama[self.indicator_positions(i).0])
    }

    /// The ura indicators under the revealed dora indicators (shown to a riichi winner at the end of a hand).
    pub fn ura_indicators(&self) -> Vec<TileId> {
        (0..self.indicators_revealed).map(|i| self.yama[self.indicator_positions(i).1]).collect()
    }
}

/// Everything that defines a wall in play, as plain data: what a saved game stores. [`Wall::restore`] checks it
/// against the ruleset, so a tampered or inconsistent snapshot is refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WallSnapshot {
    pub arrangement: Vec<TileId>,
    pub layout: WallLayout,
    pub taken_from_top: usize,
    pub taken_from_tail: usize,
    pub replacements_drawn: usize,
    pub indicators_revealed: usize,
    /// (indicator, ura) positions of indicator stacks taken from the live wall (Toutenkou).
    pub live_stacks: Vec<(usize, usize)>,
}

impl Wall {
    /// The wall's state as data.
    pub fn snapshot(&self) -> WallSnapshot {
        WallSnapshot {
            arrangement: self.yama.clone(),
            layout: self.layout.clone(),
            taken_from_top: self.taken_from_top,
            taken_from_tail: self.taken_from_tail,
            replacements_drawn: self.replacements_drawn,
            indicators_revealed: self.indicators_revealed,
            live_stacks: self.live_stacks.clone(),
        }
    }

    /// Rebuilds a wall from a snapshot taken under the same ruleset. Fails when the arrangement is not the
    /// ruleset's tile set or the counters are impossible for the layout.
    pub fn restore(rules: &Ruleset, snap: WallSnapshot) -> Result<Wall> {
        let mut wall = Wall::with_layout(rules.tile_set(), snap.layout, snap.arrangement)?;
        let n = wall.yama.len();
        let dead = wall.layout.dead_wall_size();
        let stacks_ok = snap.live_stacks.iter().all(|&(i, u)| i < n && u < n);
        let max_indicators = wall.layout.indicator_stacks as usize + snap.live_stacks.len();
        if dead + snap.taken_from_top + snap.taken_from_tail > n
            || snap.replacements_drawn > wall.layout.replacement_tiles as usize
            || !(1..=max_indicators).contains(&snap.indicators_revealed)
            || !stacks_ok
        {
            return Err(Error::bad_request("wall snapshot: counters do not fit the layout"));
        }
        wall.taken_from_top = snap.taken_from_top;
        wall.taken_from_tail = snap.taken_from_tail;
        wall.replacements_drawn = snap.replacements_drawn;
        wall.indicators_revealed = snap.indicators_revealed;
        wall.live_stacks = snap.live_stacks;
        Ok(wall)
    }
}

/// xoshiro256** (Blackman and Vigna), our wall PRNG: small, fast, and well tested statistically.
struct Xoshiro256 {
    s: [u64; 4],
}

impl Xoshiro256 {
    fn from_seed_text(seed: &str, hand: u32) -> Xoshiro256 {
        let mut h = Sha512::new();
        h.update(b"tenpai-wall-v1\0");
        h.update(seed.as_bytes());
        h.update(b"\0");
        h.update(hand.to_le_bytes());
        let digest = h.finalize();
        let mut s = [0u64; 4];
        for (i, word) in s.iter_mut().enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&digest[i * 8..i * 8 + 8]);
            *word = u64::from_le_bytes(b);
        }
        if s == [0; 4] {
            s[0] = 1; // the all-zero state is the one fixed point; SHA-512 will not produce it in practice
        }
        Xoshiro256 { s }
    }

    fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// Uniform in `0..n` by rejection (no modulo bias).
    fn below(&mut self, n: u64) -> u64 {
        loop {
            let x = self.next_u64();
            // `limit` is above `u64::MAX - n`: a draw below that is accepted without working `limit` out (a
            // division per shuffled tile saved).
            if x <= u64::MAX - n || x < u64::MAX - u64::MAX % n {
                return x % n;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tenhou() -> Ruleset {
        Ruleset::preset("tenhou").unwrap()
    }

    #[test]
    fn xoshiro_matches_the_reference_sequence() {
        // Reference: xoshiro256starstar.c with s = {1, 2, 3, 4} gives 11520, 0, 1509978240, 1215971899390074240.
        let mut r = Xoshiro256 { s: [1, 2, 3, 4] };
        let got: Vec<u64> = (0..4).map(|_| r.next_u64()).collect();
        assert_eq!(got, [11520, 0, 1_509_978_240, 1_215_971_899_390_074_240]);
    }

    #[test]
    fn shuffle_is_deterministic_and_seed_sensitive() {
        let r = tenhou();
        let a = Wall::shuffled(&r, "abc", 0);
        assert_eq!(a, Wall::shuffled(&r, "abc", 0));
        assert_ne!(a.arrangement(), Wall::shuffled(&r, "abc", 1).arrangement());
        assert_ne!(a.arrangement(), Wall::shuffled(&r, "abd", 0).arrangement());
        let mut sorted = a.arrangement().to_vec();
        sorted.sort();
        assert_eq!(sorted, (0..136).collect::<Vec<u8>>());
    }

    #[test]
    fn tenhou_counts_through_a_hand() {
        let r = tenhou();
        let yama: Vec<TileId> = (0..136).collect();
        let mut w = Wall::from_arrangement(&r, yama).unwrap();
        let hands = w.deal(1).unwrap();
        // Dealer (seat 1) gets the first 4 tiles from the end of the wall, and the 49th tile dealt.
        assert_eq!(hands[1][..4], [135, 134, 133, 132]);
        assert_eq!(hands[2][..4], [131, 130, 129, 128]);
        assert_eq!(hands[1][12], 135 - 48);
        assert_eq!(hands[0][12], 135 - 51);
        assert!(hands.iter().all(|h| h.len() == 13));
        assert_eq!(w.live_remaining(), 70);
        assert_eq!(w.dora_indicators(), [5]);
        assert_eq!(w.ura_indicators(), [4]);
        assert_eq!(w.draw(), Some(83));
        assert_eq!(w.draw_replacement(), Some(1));
        assert_eq!(w.live_remaining(), 68, "a kan shrinks the live wall by one");
        assert_eq!(w.reveal_kan_dora(), Some(7));
        assert_eq!(w.draw_replacement(), Some(0));
        assert_eq!(w.draw_replacement(), Some(3));
        assert_eq!(w.draw_replacement(), Some(2));
        assert_eq!(w.draw_replacement(), None);
        for expect in [9, 11, 13] {
            assert_eq!(w.reveal_kan_dora(), Some(expect));
        }
        assert_eq!(w.reveal_kan_dora(), None);
        assert_eq!(w.dora_indicators(), [5, 7, 9, 11, 13]);
        assert_eq!(w.ura_indicators(), [4, 6, 8, 10, 12]);
        let mut last = None;
        while let Some(t) = w.draw() {
            last = Some(t);
        }
        assert_eq!(last, Some(18), "haitei is the last live tile after four top-ups");
        assert!(w.is_exhausted());
    }

    #[test]
    fn snapshots_restore_the_same_wall_and_refuse_tampering() {
        let r = tenhou();
        let mut w = Wall::shuffled(&r, "snap", 3);
        w.deal(0).unwrap();
        w.draw().unwrap();
        w.draw_replacement().unwrap();
        w.reveal_kan_dora().unwrap();
        let json = serde_json::to_string(&w.snapshot()).unwrap();
        let back = Wall::restore(&r, serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!(back, w);
        let mut bad = w.snapshot();
        bad.taken_from_top = 200;
        assert!(Wall::restore(&r, bad).is_err());
        let mut bad = w.snapshot();
        bad.arrangement.swap(0, 1);
        bad.arrangement[0] = bad.arrangement[1];
        assert!(Wall::restore(&r, bad).is_err());
    }

    #[test]
    fn wrong_arrangements_are_rejected() {
        let r = tenhou();
        let mut yama: Vec<TileId> = (0..136).collect();
        yama[0] = 1;
        assert_eq!(Wall::from_arrangement(&r, yama).unwrap_err().code, "bad-request");
        assert!(Wall::from_arrangement(&r, (0..135).collect()).is_err());
    }

    #[test]
    fn red_fives_are_copy_zero() {
        let w = Wall::shuffled(&tenhou(), "x", 0);
        assert_eq!(w.tile(16).to_string(), "0m");
        assert_eq!(w.tile(17).to_string(), "5m");
        assert_eq!(w.tile(52).to_string(), "0p");
        assert_eq!(w.tile(88).to_string(), "0s");
        assert_eq!(w.tile(135).to_string(), "7z");
    }

    #[test]
    fn presets_give_their_layouts() {
        assert_eq!(WallLayout::for_ruleset(&tenhou()), WallLayout::tenhou(4));
        let sanma = Ruleset::preset("tenhou-sanma").unwrap();
        assert_eq!(WallLayout::for_ruleset(&sanma), WallLayout::tenhou(3));
        let mut w = Wall::shuffled(&sanma, "s", 0);
        assert_eq!(w.arrangement().len(), 108);
        w.deal(0).unwrap();
        assert_eq!(w.live_remaining(), 55, "Tenhou sanma: 108 - 39 - 14");
        let toutenkou = Ruleset::preset("toutenkou").unwrap();
        let layout = WallLayout::for_ruleset(&toutenkou);
        assert_eq!((layout.dead_wall, layout.replacement_tiles, layout.indicator_stacks), (22, 20, 1));
        let mut w = Wall::shuffled(&toutenkou, "t", 0);
        w.deal(0).unwrap();
        assert_eq!(w.live_remaining(), 51, "Toutenkou: 51 live draws");
    }

    #[test]
    fn toutenkou_layout_keeps_51_live_draws_and_takes_kan_stacks_from_the_live_wall() {
        // 112 tiles: 1m 5m 9m, pinzu, souzu, honours.
        let mut copies = [4u8; crate::tile::KINDS];
        for k in [1, 2, 3, 5, 6, 7] {
            copies[k] = 0;
        }
        let set = TileSet { copies, flavoured: vec![] };
        let layout = WallLayout {
            players: 3,
            hand_size: 13,
            dead_wall: 22,
            replacement_tiles: 20,
            indicator_stacks: 1,
            replacement_tops_up: false,
            kan_stack_from_live: true,
        };
        let yama = ids_of(&set);
        let mut w = Wall::with_layout(set, layout, yama.clone()).unwrap();
        w.deal(0).unwrap();
        assert_eq!(w.live_remaining(), 51);
        for _ in 0..20 {
            assert!(w.draw_replacement().is_some());
        }
        assert_eq!(w.draw_replacement(), None);
        assert_eq!(w.live_remaining(), 51, "replacements never shorten the live wall");
        assert_eq!(w.reveal_kan_dora(), Some(yama[23]));
        assert_eq!(w.live_remaining(), 49);
        assert_eq!(w.dora_indicators(), [yama[21], yama[23]]);
        assert_eq!(w.ura_indicators(), [yama[20], yama[22]]);
    }
}
