//! How safe a discard is against one waiting hand, read as players reason about it: genbutsu (the hand's river,
//! and after a riichi every tile let pass), suji, kabe and no-chance (every copy of a neighbour in sight),
//! one-chance (three in sight), honours in sight. [`Safety`] is that reading; its two gradings are what the bots'
//! defence weighs ([`Safety::grade`] the normal level's classes, [`Safety::estimate`] the strong level's chance of
//! dealing in), and [`Safety::reason`] the word a player would give.

use crate::tile::{is_honor, Counts, Kind};
use serde::Serialize;

/// How one two-sided wait (ryanmen) that could take a suited tile stands: the shape one side of the tile, waiting
/// on the tile and on the kind three away on the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// Nothing rules it out.
    Open,
    /// Three copies of a shape tile are in sight: one copy left to make the shape.
    OneChance,
    /// Every copy of a shape tile is in sight (a wall, kabe): the shape cannot be held.
    Wall,
    /// The wait's other tile is safe: a two-sided wait would have taken it (suji).
    Suji,
}

impl Route {
    /// Whether the route is ruled out.
    pub fn closed(self) -> bool {
        matches!(self, Route::Wall | Route::Suji)
    }
}

/// The reading of one kind against one waiting hand: everything a player weighs, from what the seat can see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Safety {
    pub kind: Kind,
    /// The kind is in the hand's river, or (a riichi) was let pass after the declaration: it cannot deal in.
    pub genbutsu: bool,
    /// Copies of the kind in sight, at most 4.
    pub seen: u8,
    /// The two-sided wait on shape (kind − 2, kind − 1), whose other tile is kind − 3; `None` below 4 in a suit and
    /// for honours.
    pub low: Option<Route>,
    /// The two-sided wait on shape (kind + 1, kind + 2), whose other tile is kind + 3; `None` above 6 in a suit and
    /// for honours.
    pub high: Option<Route>,
}

/// The one word a player gives for a tile's safety against one hand, safest first (`docs/API.md`, analysis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(all(target_arch = "wasm32", feature = "game"), derive(tsify::Tsify), tsify(type_prefix = "Danger"))]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// In the hand's river or let pass after its riichi.
    Genbutsu,
    /// Every two-sided wait through the tile is ruled out, each by suji.
    Suji,
    /// Every two-sided wait through the tile is ruled out, at least one by a wall (all copies of a neighbour in
    /// sight).
    NoChance,
    /// No two-sided wait is open: at least one needs the last copy of a neighbour.
    OneChance,
    /// A 4, 5 or 6 with one of its two two-sided waits ruled out.
    HalfSuji,
    /// An honour (its copies in sight are in `seen`).
    Honour,
    /// Outside the one suit an open flush can win on.
    OtherSuit,
    /// Nothing rules a two-sided wait out.
    None,
}

/// Reads kind `k` against one waiting hand whose safe kinds are `safe` (bit `k`: genbutsu); `visible`: the copies
/// of each kind the seat sees.
pub fn safety(k: Kind, safe: u64, visible: &Counts) -> Safety {
    let seen = |kind: Kind| visible[kind as usize].min(4);
    let route = |shape: [Kind; 2], other: Kind| {
        if safe >> other & 1 == 1 {
            Route::Suji
        } else if shape.iter().any(|&s| seen(s) >= 4) {
            Route::Wall
        } else if shape.iter().any(|&s| seen(s) == 3) {
            Route::OneChance
        } else {
            Route::Open
        }
    };
    let suited = !is_honor(k);
    let n = k % 9;
    Safety {
        kind: k,
        genbutsu: safe >> k & 1 == 1,
        seen: seen(k),
        low: (suited && n >= 3).then(|| route([k - 2, k - 1], k - 3)),
        high: (suited && n <= 5).then(|| route([k + 1, k + 2], k + 3)),
    }
}

impl Safety {
    /// The two-sided waits that could take the tile (none, one or two).
    fn routes(&self) -> impl Iterator<Item = Route> {
        self.low.into_iter().chain(self.high)
    }

    /// The normal level's danger class: 0 genbutsu, 1-2 honours with few copies left, 2-3 suji, 4 other honours,
    /// 5 half-suji middle tiles or bare terminals, 6-7 the rest.
    pub fn grade(&self) -> u8 {
        if self.genbutsu {
            return 0;
        }
        if is_honor(self.kind) {
            return match self.seen {
                3.. => 1,
                2 => 2,
                _ => 4,
            };
        }
        let suji = self.routes().all(|r| r == Route::Suji);
        let half = self.routes().any(|r| r == Route::Suji);
        match (suji, self.kind % 9) {
            (true, 0 | 8) => 2,
            (true, _) => 3,
            (false, 3..=5) if half => 5,
            (false, 0 | 8) => 5,
            (false, 1 | 7) => 6,
            _ => 7,
        }
    }

    /// The strong level's danger, in tenths of a percent of dealing in, roughly: 0 genbutsu; honours by the copies
    /// in sight (a single or shanpon wait needs one or two copies); a suited tile by the two-sided waits that could
    /// still take it (suji and walls rule one out, one-chance halves it) plus the other waits (closed, edge, pair,
    /// single) that may take it, fewer when its own copies are in sight.
    pub fn estimate(&self) -> u16 {
        if self.genbutsu {
            return 0;
        }
        if is_honor(self.kind) {
            return HONOUR_DANGER[self.seen as usize];
        }
        let mut danger = 0;
        for route in self.routes() {
            danger += match route {
                Route::Suji | Route::Wall => 0,
                Route::OneChance => RYANMEN_DANGER / 2,
                Route::Open => RYANMEN_DANGER,
            };
        }
        let n = self.kind % 9;
        let other = OTHER_WAIT_DANGER[n.min(8 - n) as usize];
        danger + other * (4 - self.seen.min(3)) as u16 / 4
    }

    /// The word for it.
    pub fn reason(&self) -> Reason {
        if self.genbutsu {
            return Reason::Genbutsu;
        }
        if is_honor(self.kind) {
            return Reason::Honour;
        }
        let closed = self.routes().filter(|r| r.closed()).count();
        let routes = self.routes().count();
        if closed == routes {
            return if self.routes().any(|r| r == Route::Wall) { Reason::NoChance } else { Reason::Suji };
        }
        if !self.routes().any(|r| r == Route::Open) {
            return Reason::OneChance;
        }
        if routes == 2 && self.routes().any(|r| r == Route::Suji) {
            return Reason::HalfSuji;
        }
        Reason::None
    }
}

/// [`Safety::estimate`]'s honour figures by the copies in sight (0..4).
const HONOUR_DANGER: [u16; 5] = [45, 30, 12, 1, 0];
/// One open two-sided route into a suited tile.
const RYANMEN_DANGER: u16 = 55;
/// The closed, edge, pair and single waits into a suited tile, by its distance from the end (1/9, 2/8, 3/7, 4-6).
const OTHER_WAIT_DANGER: [u16; 5] = [20, 30, 40, 40, 40];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::KINDS;

    fn kinds(list: &[u8]) -> u64 {
        list.iter().fold(0, |m, &k| m | 1 << k)
    }

    fn estimate(k: Kind, safe: u64, visible: &Counts) -> u16 {
        safety(k, safe, visible).estimate()
    }

    #[test]
    fn genbutsu_is_safe_and_suji_is_safer_than_a_bare_middle_tile() {
        let visible = [1u8; KINDS];
        // 3m in the river (kind 2): 3m genbutsu, 6m suji of it.
        let safe = kinds(&[2]);
        assert_eq!(estimate(2, safe, &visible), 0);
        assert_eq!(safety(2, safe, &visible).reason(), Reason::Genbutsu);
        let suji = estimate(5, safe, &visible);
        let bare = estimate(4, safe, &visible);
        assert!(suji < bare, "6m on suji {suji} vs a bare 5m {bare}");
        assert_eq!(safety(5, safe, &visible).reason(), Reason::HalfSuji);
        assert_eq!(safety(4, safe, &visible).reason(), Reason::None);
        // Both sides' suji (1m and 7m for 4m): only the closed, pair and single waits are left.
        let both = estimate(3, kinds(&[0, 6]), &visible);
        let half = estimate(3, kinds(&[0]), &visible);
        assert!(both < half && half < bare, "{both} < {half} < {bare}");
        assert_eq!(safety(3, kinds(&[0, 6]), &visible).reason(), Reason::Suji);
        // A terminal on suji (1m after 4m) is safer than a middle tile on both suji.
        assert!(estimate(0, kinds(&[3]), &visible) < both);
        assert_eq!(safety(0, kinds(&[3]), &visible).reason(), Reason::Suji);
    }

    #[test]
    fn kabe_and_one_chance_block_two_sided_waits() {
        let mut visible = [0u8; KINDS];
        let open = estimate(0, 0, &visible);
        // All four 2m in sight: no 23m shape can wait on 1m (no-chance), only the pair and single waits remain.
        visible[1] = 4;
        let kabe = estimate(0, 0, &visible);
        assert_eq!(kabe, OTHER_WAIT_DANGER[0]);
        assert_eq!(safety(0, 0, &visible).reason(), Reason::NoChance);
        // Three in sight: one-chance, between the two.
        visible[1] = 3;
        let one_chance = estimate(0, 0, &visible);
        assert!(kabe < one_chance && one_chance < open, "{kabe} < {one_chance} < {open}");
        assert_eq!(safety(0, 0, &visible).reason(), Reason::OneChance);
    }

    #[test]
    fn honours_get_safer_with_each_copy_in_sight() {
        let mut visible = [0u8; KINDS];
        let mut last = u16::MAX;
        for seen in 0..=3 {
            visible[31] = seen;
            let d = estimate(31, 0, &visible);
            assert!(d < last, "{seen} in sight: {d}");
            last = d;
            assert_eq!(safety(31, 0, &visible).reason(), Reason::Honour);
        }
        // A live honour is less dangerous than a bare middle tile, a last copy close to genbutsu.
        assert!(estimate(27, 0, &[0; KINDS]) < estimate(4, 0, &[0; KINDS]));
        assert!(last <= 2);
    }

    /// The normal level's classes, as the rule reads: genbutsu, honours by copies in sight, suji, half-suji.
    #[test]
    fn the_normal_grades_follow_the_classes() {
        let none = [0u8; KINDS];
        assert_eq!(safety(4, kinds(&[4]), &none).grade(), 0);
        let mut visible = none;
        visible[27] = 3;
        assert_eq!(safety(27, 0, &visible).grade(), 1);
        visible[27] = 2;
        assert_eq!(safety(27, 0, &visible).grade(), 2);
        assert_eq!(safety(28, 0, &none).grade(), 4);
        assert_eq!(safety(0, kinds(&[3]), &none).grade(), 2);
        assert_eq!(safety(3, kinds(&[0, 6]), &none).grade(), 3);
        assert_eq!(safety(3, kinds(&[0]), &none).grade(), 5);
        assert_eq!(safety(8, 0, &none).grade(), 5);
        assert_eq!(safety(7, 0, &none).grade(), 6);
        assert_eq!(safety(4, 0, &none).grade(), 7);
        // A wall is not suji to the normal level: a 1m behind four 2m is still a bare terminal.
        visible = none;
        visible[1] = 4;
        assert_eq!(safety(0, 0, &visible).grade(), 5);
    }
}
