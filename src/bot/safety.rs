//! How dangerous a discard is: against a riichi by kind class (the normal level), and as a graded estimate of
//! dealing in (the strong level: genbutsu, suji, kabe, one-chance, honours in sight).

use crate::tile::{is_honor, Counts, Kind};

/// Danger of discarding kind `k` against one riichi seat whose safe kinds are `safe`: 0 genbutsu, 1-2 honours
/// with few copies left, 2-3 suji, 4 other honours, 5 half-suji middle or bare terminals, 6-7 the rest.
pub(super) fn danger_against(k: Kind, safe: u64, visible: &Counts) -> u8 {
    if safe >> k & 1 == 1 {
        return 0;
    }
    if is_honor(k) {
        return match visible[k as usize] {
            3.. => 1,
            2 => 2,
            _ => 4,
        };
    }
    let n = k % 9;
    let base = k - n;
    let low_safe = n >= 3 && safe >> (base + n - 3) & 1 == 1;
    let high_safe = n <= 5 && safe >> (base + n + 3) & 1 == 1;
    let suji = match n {
        0..=2 => high_safe,
        6..=8 => low_safe,
        _ => low_safe && high_safe,
    };
    match (suji, n) {
        (true, 0 | 8) => 2,
        (true, _) => 3,
        (false, 3..=5) if low_safe || high_safe => 5,
        (false, 0 | 8) => 5,
        (false, 1 | 7) => 6,
        _ => 7,
    }
}

/// The strong level's danger of discarding suited or honour kind `k` into one waiting hand whose safe kinds are
/// `safe` (genbutsu: its river, and after a riichi every tile let pass), in tenths of a percent of dealing in,
/// roughly: 0 genbutsu; honours by the copies in sight (a single or shanpon wait needs one or two copies); a
/// suited tile by the two-sided waits that could still take it (suji: the tile three away is safe, blocks one;
/// kabe: all four copies of a neighbour in sight block those through it; one-chance, three in sight, halves them)
/// plus the other waits (closed, edge, pair, single) that may take it, fewer when its own copies are in sight.
/// `visible`: the copies the seat sees of each kind.
pub(super) fn danger_of(k: Kind, safe: u64, visible: &Counts) -> u16 {
    if safe >> k & 1 == 1 {
        return 0;
    }
    let seen = |kind: u8| visible[kind as usize].min(4);
    if is_honor(k) {
        return HONOUR_DANGER[seen(k) as usize];
    }
    let n = k % 9;
    // A two-sided wait that takes k: the shape (k+1, k+2), waiting on k and k+3; the shape (k-2, k-1), waiting on
    // k-3 and k. Each route counts unless its other wait is safe (suji) or a shape tile is all in sight (kabe).
    let route = |shape: [u8; 2], other: u8| -> u16 {
        if safe >> other & 1 == 1 || shape.iter().any(|&s| seen(s) >= 4) {
            0
        } else if shape.iter().any(|&s| seen(s) == 3) {
            RYANMEN_DANGER / 2
        } else {
            RYANMEN_DANGER
        }
    };
    let mut danger = 0;
    if n <= 5 {
        danger += route([k + 1, k + 2], k + 3);
    }
    if n >= 3 {
        danger += route([k - 2, k - 1], k - 3);
    }
    let other = OTHER_WAIT_DANGER[n.min(8 - n) as usize];
    danger + other * (4 - seen(k).min(3)) as u16 / 4
}

/// [`danger_of`]'s honour figures by the copies in sight (0..4).
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

    #[test]
    fn genbutsu_is_safe_and_suji_is_safer_than_a_bare_middle_tile() {
        let visible = [1u8; KINDS];
        // 3m in the river (kind 2): 3m genbutsu, 6m suji of it.
        let safe = kinds(&[2]);
        assert_eq!(danger_of(2, safe, &visible), 0);
        let suji = danger_of(5, safe, &visible);
        let bare = danger_of(4, safe, &visible);
        assert!(suji < bare, "6m on suji {suji} vs a bare 5m {bare}");
        // Both sides' suji (1m and 7m for 4m): only the closed, pair and single waits are left.
        let both = danger_of(3, kinds(&[0, 6]), &visible);
        let half = danger_of(3, kinds(&[0]), &visible);
        assert!(both < half && half < bare, "{both} < {half} < {bare}");
        // A terminal on suji (1m after 4m) is safer than a middle tile on both suji.
        assert!(danger_of(0, kinds(&[3]), &visible) < both);
    }

    #[test]
    fn kabe_and_one_chance_block_two_sided_waits() {
        let mut visible = [0u8; KINDS];
        let open = danger_of(0, 0, &visible);
        // All four 2m in sight: no 23m shape can wait on 1m (no-chance), only the pair and single waits remain.
        visible[1] = 4;
        let kabe = danger_of(0, 0, &visible);
        assert_eq!(kabe, OTHER_WAIT_DANGER[0]);
        // Three in sight: one-chance, between the two.
        visible[1] = 3;
        let one_chance = danger_of(0, 0, &visible);
        assert!(kabe < one_chance && one_chance < open, "{kabe} < {one_chance} < {open}");
    }

    #[test]
    fn honours_get_safer_with_each_copy_in_sight() {
        let mut visible = [0u8; KINDS];
        let mut last = u16::MAX;
        for seen in 0..=3 {
            visible[31] = seen;
            let d = danger_of(31, 0, &visible);
            assert!(d < last, "{seen} in sight: {d}");
            last = d;
        }
        // A live honour is less dangerous than a bare middle tile, a last copy close to genbutsu.
        assert!(danger_of(27, 0, &[0; KINDS]) < danger_of(4, 0, &[0; KINDS]));
        assert!(last <= 2);
    }
}
