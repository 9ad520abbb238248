//! Decomposition of a complete hand into every interpretation, and the wait readings of the winning tile.
//!
//! Everything works on per-kind counts (`[u8; 34]`) and fixed-size arrays: scoring runs this for every hand, so
//! the hot path never allocates. A caller receives each interpretation through a callback.

use crate::tile::{is_honor, is_yaochuu, Counts, Kind, KINDS};

/// The shape of one set (mentsu).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A run of three kinds; `Set::kind` is the lowest.
    Sequence,
    Triplet,
    Quad,
}

/// One set of a standard hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Set {
    /// The set's kind (lowest kind for a sequence).
    pub kind: Kind,
    pub shape: Shape,
    /// Concealed for fu and for the concealed-triplet yaku. An ankan is concealed; a called meld is not, and
    /// neither is a triplet that a ron completed (the shanpon rule).
    pub concealed: bool,
}

impl Set {
    pub const fn new(kind: Kind, shape: Shape, concealed: bool) -> Set {
        Set { kind, shape, concealed }
    }
    /// Triplet or quad.
    #[inline]
    pub fn is_triplet_like(self) -> bool {
        self.shape != Shape::Sequence
    }
    /// Whether the set holds a terminal or an honour.
    #[inline]
    pub fn has_yaochuu(self) -> bool {
        match self.shape {
            Shape::Sequence => self.kind % 9 == 0 || self.kind % 9 == 6,
            _ => is_yaochuu(self.kind),
        }
    }
    /// Whether the set contains `kind`.
    #[inline]
    pub fn contains(self, kind: Kind) -> bool {
        match self.shape {
            Shape::Sequence => kind >= self.kind && kind <= self.kind + 2,
            _ => kind == self.kind,
        }
    }
}

/// How the winning tile completed the hand: decides wait fu, pinfu and whether a triplet is concealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    /// Two-sided sequence wait.
    Ryanmen,
    /// Middle of a sequence.
    Kanchan,
    /// Edge wait: 3 of 1-2-3 or 7 of 7-8-9.
    Penchan,
    /// One of two pairs became a triplet.
    Shanpon,
    /// Single-tile wait on the pair.
    Tanki,
}

impl Wait {
    /// Wait name as players say it.
    pub fn name(self) -> &'static str {
        match self {
            Wait::Ryanmen => "ryanmen",
            Wait::Kanchan => "kanchan",
            Wait::Penchan => "penchan",
            Wait::Shanpon => "shanpon",
            Wait::Tanki => "tanki",
        }
    }
}

/// A standard hand (four sets and a pair) read with one position of the winning tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandardReading {
    pub pair: Kind,
    /// Called melds first, then the concealed sets.
    pub sets: [Set; 4],
    pub wait: Wait,
}

/// Maximum sets in a hand.
const MAX_SETS: usize = 4;

/// Calls `f(pair, sets)` for every way to split `concealed` (3n+2 tiles) into one pair and n sets, where the
/// sets are concealed triplets and sequences. Nothing is called when no split exists.
pub fn for_each_decomposition(concealed: &Counts, mut f: impl FnMut(Kind, &[Set])) {
    let total: u32 = concealed.iter().map(|&c| c as u32).sum();
    if total % 3 != 2 {
        return;
    }
    // Each suit's tiles must form whole sets, but for the one suit that holds the pair (its count is 2 mod 3);
    // honours cannot form runs, so each honour kind is a pair (2) or a triplet (3). This settles most hands
    // before any search.
    let mut pair_group = None;
    for (g, range) in [(0, 0..9), (1, 9..18), (2, 18..27)] {
        match concealed[range].iter().map(|&c| c as u32).sum::<u32>() % 3 {
            0 => {}
            2 if pair_group.is_none() => pair_group = Some(g),
            _ => return,
        }
    }
    for &c in &concealed[27..] {
        match c {
            0 | 3 => {}
            2 if pair_group.is_none() => pair_group = Some(3),
            _ => return,
        }
    }
    let Some(pair_group) = pair_group else { return };
    let pair_range = if pair_group == 3 { 27..KINDS } else { pair_group * 9..pair_group * 9 + 9 };
    let mut counts = *concealed;
    let mut sets = [Set::new(0, Shape::Triplet, true); MAX_SETS];
    for pair in pair_range {
        if counts[pair] < 2 {
            continue;
        }
        counts[pair] -= 2;
        extract_sets(&mut counts, 0, &mut sets, 0, pair as Kind, &mut f);
        counts[pair] += 2;
    }
}

/// Recursively takes the set that uses the lowest remaining tile, trying a triplet and a sequence.
fn extract_sets(
    counts: &mut Counts,
    start: usize,
    sets: &mut [Set; MAX_SETS],
    n: usize,
    pair: Kind,
    f: &mut impl FnMut(Kind, &[Set]),
) {
    let Some(i) = (start..KINDS).find(|&i| counts[i] > 0) else {
        f(pair, &sets[..n]);
        return;
    };
    if n == MAX_SETS {
        return;
    }
    if counts[i] >= 3 {
        counts[i] -= 3;
        sets[n] = Set::new(i as Kind, Shape::Triplet, true);
        extract_sets(counts, i, sets, n + 1, pair, f);
        counts[i] += 3;
    }
    if !is_honor(i as Kind) && i % 9 <= 6 && counts[i + 1] > 0 && counts[i + 2] > 0 {
        counts[i] -= 1;
        counts[i + 1] -= 1;
        counts[i + 2] -= 1;
        sets[n] = Set::new(i as Kind, Shape::Sequence, true);
        extract_sets(counts, i, sets, n + 1, pair, f);
        counts[i] += 1;
        counts[i + 1] += 1;
        counts[i + 2] += 1;
    }
}

/// Calls `f` with every reading of one decomposition: each distinct place the winning tile `win` can sit.
///
/// `melds` are the called sets (already in their final state); `concealed` the sets found in the concealed tiles.
/// On a ron, a triplet the winning tile completed counts as open (`tsumo = false`).
pub fn for_each_reading(
    melds: &[Set],
    pair: Kind,
    concealed: &[Set],
    win: Kind,
    tsumo: bool,
    mut f: impl FnMut(&StandardReading),
) {
    // Slot by slot: two copy_from_slice of run-time lengths were two memory.copy per decomposition in the wasm
    // build (V8 runs each as a call).
    let mut sets = [Set::new(0, Shape::Triplet, true); MAX_SETS];
    let m = melds.len();
    for (slot, set) in sets.iter_mut().zip(melds.iter().chain(concealed)) {
        *slot = *set;
    }
    if pair == win {
        f(&StandardReading { pair, sets, wait: Wait::Tanki });
    }
    for (j, set) in concealed.iter().enumerate() {
        if !set.contains(win) || concealed[..j].contains(set) {
            continue;
        }
        let wait = match set.shape {
            Shape::Triplet | Shape::Quad => Wait::Shanpon,
            Shape::Sequence => {
                let offset = win - set.kind;
                let low_number = set.kind % 9;
                match offset {
                    1 => Wait::Kanchan,
                    0 if low_number == 6 => Wait::Penchan,
                    2 if low_number == 0 => Wait::Penchan,
                    _ => Wait::Ryanmen,
                }
            }
        };
        let mut reading = StandardReading { pair, sets, wait };
        if wait == Wait::Shanpon && !tsumo {
            reading.sets[m + j].concealed = false;
        }
        f(&reading);
    }
}

/// The 13 terminal and honour kinds.
pub const YAOCHUU_KINDS: [Kind; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Whether 14 concealed tiles form kokushi musou (one of each terminal and honour, one of them twice).
pub fn is_kokushi(counts: &Counts) -> bool {
    let mut pairs = 0;
    for &k in &YAOCHUU_KINDS {
        match counts[k as usize] {
            1 => {}
            2 => pairs += 1,
            _ => return false,
        }
    }
    pairs == 1 && counts.iter().map(|&c| c as u32).sum::<u32>() == 14
}

/// Whether 14 concealed tiles form seven pairs. With `quads_as_two_pairs` (Kansai chiitoitsu) four of a kind
/// counts as two pairs; otherwise the seven pairs must be of different kinds.
pub fn is_chiitoitsu(counts: &Counts, quads_as_two_pairs: bool) -> bool {
    let mut pairs = 0;
    for &c in counts.iter() {
        match c {
            0 => {}
            2 => pairs += 1,
            4 if quads_as_two_pairs => pairs += 2,
            _ => return false,
        }
    }
    pairs == 7
}

/// Fourteen unconnected tiles (shiisanpuutaa / shiisuupuutaa, `speed-tonpuu.md` §4): no triplet, at most one
/// pair, and no two kinds of one suit within two numbers of each other. `Some(pairs)` (0 or 1) when they are.
pub fn scattered_pairs(counts: &Counts) -> Option<u8> {
    if counts.iter().map(|&c| c as u32).sum::<u32>() != 14 {
        return None;
    }
    let mut pairs = 0;
    for (k, &c) in counts.iter().enumerate() {
        match c {
            0 | 1 => {}
            2 => pairs += 1,
            _ => return None,
        }
        // The next two kinds of the same suit must be absent.
        if c > 0 && !is_honor(k as Kind) {
            let near = (k + 1..=k + 2).take_while(|&n| n / 9 == k / 9).any(|n| counts[n] > 0);
            if near {
                return None;
            }
        }
    }
    (pairs <= 1).then_some(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::{counts, parse_tiles};

    fn decompositions(s: &str) -> Vec<(Kind, Vec<Set>)> {
        let mut out = Vec::new();
        for_each_decomposition(&counts(&parse_tiles(s).unwrap()), |p, sets| out.push((p, sets.to_vec())));
        out
    }

    #[test]
    fn three_identical_runs_read_as_runs_or_triplets() {
        // 111222333m + 789p + 55s: triplets or three 123m runs.
        let d = decompositions("111222333m789p55s");
        assert_eq!(d.len(), 2);
        assert!(d.iter().any(|(_, s)| s.iter().filter(|x| x.shape == Shape::Sequence).count() == 4));
        assert!(d.iter().any(|(_, s)| s.iter().filter(|x| x.shape == Shape::Triplet).count() == 3));
    }

    #[test]
    fn nine_gates_shape_has_one_split() {
        // 11123455678999m splits only as 111 234 55 678 999.
        let d = decompositions("11123455678999m");
        let mut pairs: Vec<Kind> = d.iter().map(|(p, _)| *p).collect();
        pairs.sort();
        pairs.dedup();
        assert_eq!(pairs, vec![4]);
        assert!(decompositions("1112345678999m1z").is_empty());
    }

    #[test]
    fn readings_cover_each_distinct_wait() {
        // 234m + 444m: a winning 4m completes the run 234m (ryanmen, from 23m) or the triplet 444m (shanpon).
        let c = counts(&parse_tiles("234m444m567p789s11z").unwrap());
        let mut waits = Vec::new();
        for_each_decomposition(&c, |pair, sets| {
            for_each_reading(&[], pair, sets, 3, false, |r| waits.push(r.wait));
        });
        assert!(waits.contains(&Wait::Ryanmen));
        assert!(waits.contains(&Wait::Shanpon));
        // A ron on the shanpon makes that triplet open.
        for_each_decomposition(&c, |pair, sets| {
            for_each_reading(&[], pair, sets, 3, false, |r| {
                if r.wait == Wait::Shanpon {
                    assert!(r.sets.iter().any(|s| s.kind == 3 && s.shape == Shape::Triplet && !s.concealed));
                }
            });
        });
    }

    #[test]
    fn penchan_and_kanchan() {
        let c = counts(&parse_tiles("123m456m789m123p55s").unwrap());
        let mut waits = Vec::new();
        for_each_decomposition(&c, |pair, sets| for_each_reading(&[], pair, sets, 2, true, |r| waits.push(r.wait)));
        assert_eq!(waits, vec![Wait::Penchan]);
        waits.clear();
        for_each_decomposition(&c, |pair, sets| for_each_reading(&[], pair, sets, 1, true, |r| waits.push(r.wait)));
        assert_eq!(waits, vec![Wait::Kanchan]);
        waits.clear();
        for_each_decomposition(&c, |pair, sets| for_each_reading(&[], pair, sets, 6, true, |r| waits.push(r.wait)));
        assert_eq!(waits, vec![Wait::Penchan]);
    }

    #[test]
    fn special_forms() {
        assert!(is_kokushi(&counts(&parse_tiles("19m19p19s12345677z").unwrap())));
        assert!(!is_kokushi(&counts(&parse_tiles("19m19p19s1234567z").unwrap())));
        assert!(is_chiitoitsu(&counts(&parse_tiles("1122m3344p5566s77z").unwrap()), false));
        assert!(!is_chiitoitsu(&counts(&parse_tiles("1111m3344p5566s77z").unwrap()), false));
        assert!(is_chiitoitsu(&counts(&parse_tiles("1111m3344p5566s77z").unwrap()), true));
    }
}
