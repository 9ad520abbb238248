//! How dangerous a discard is against a riichi.

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
