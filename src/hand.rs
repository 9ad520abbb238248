//! Decomposition of a complete hand into every interpretation, and the wait readings of the winning tile.
//!
//! Everything works on per-kind counts (`[u8; 34]`) and fixed-size arrays: scoring runs this for every hand, so
//! the hot path never allocates. A caller receives each interpretation through a callback.

use crate::tile::{is_honor, is_yaochuu, Counts, Kind};

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
///
/// The splits come in a fixed order: by the pair's kind, then by the sets of the lowest suit, taking at each step
/// the set that uses the lowest remaining tile, a triplet before a sequence; the sets are listed by kind.
pub fn for_each_decomposition(concealed: &Counts, mut f: impl FnMut(Kind, &[Set])) {
    // Each suit's counts packed 4 bits a kind (kind n of the suit at bits 4n..4n+4), read eight counts at a time,
    // and its tile count. A count of 16 or more (more than 14 tiles) has no split.
    const LOW: u64 = 0x0101_0101_0101_0101;
    const HIGH_NIBBLES: u64 = 0xf0f0_f0f0_f0f0_f0f0;
    let word = |at: usize| u64::from_le_bytes(concealed[at..at + 8].try_into().unwrap_or([0xff; 8]));
    let mut packed = [0u64; 3];
    // Each suit's tiles must form whole sets, but for the one suit that holds the pair (its count is 2 mod 3);
    // honours cannot form runs, so each honour kind is a pair (2) or a triplet (3). This settles most hands
    // before any search. More than 14 tiles would need more than four sets: no split.
    let mut pair_group = None;
    let mut total = 0;
    for (g, slot) in packed.iter_mut().enumerate() {
        let y = word(g * 9);
        let ninth = concealed[g * 9 + 8] as u64;
        if y & HIGH_NIBBLES != 0 || ninth > 15 {
            return;
        }
        // Bytes below 16: their sum is the top byte of the product; each pair of bytes, then of 16-bit lanes,
        // then of 32-bit lanes, is folded into one.
        let t = (y.wrapping_mul(LOW) >> 56) as u32 + ninth as u32;
        let mut x = (y | (y >> 4)) & 0x00ff_00ff_00ff_00ff;
        x = (x | (x >> 8)) & 0x0000_ffff_0000_ffff;
        x = (x | (x >> 16)) & 0xffff_ffff;
        *slot = x | ninth << 32;
        total += t;
        match t % 3 {
            0 => {}
            2 if pair_group.is_none() => pair_group = Some(g),
            _ => return,
        }
    }
    // The honour triplets, listed after the suits' sets.
    let mut honours = [Set::new(0, Shape::Triplet, true); MAX_SETS];
    let mut n_honours = 0;
    let mut honour_pair = 0;
    let mut rest = word(26) >> 8;
    if rest & HIGH_NIBBLES != 0 {
        return;
    }
    total += (rest.wrapping_mul(LOW) >> 56) as u32;
    while rest != 0 {
        let b = rest.trailing_zeros() / 8;
        let k = 27 + b as Kind;
        let c = (rest >> (8 * b)) & 0xff;
        rest &= !(0xff << (8 * b));
        match c {
            3 if n_honours < MAX_SETS => {
                honours[n_honours] = Set::new(k, Shape::Triplet, true);
                n_honours += 1;
            }
            2 if pair_group.is_none() => {
                pair_group = Some(3);
                honour_pair = k;
            }
            _ => return,
        }
    }
    let Some(pair_group) = pair_group else { return };
    if total > 14 {
        return;
    }
    // The honour triplets take the last slots; the suits' sets fill the slots before them.
    let len = (total as usize - 2) / 3;
    let mut sets = [Set::new(0, Shape::Triplet, true); MAX_SETS];
    sets[len - n_honours..len].copy_from_slice(&honours[..n_honours]);
    let mut split = Split { packed, sets, len, pair: honour_pair, f: &mut f };
    if pair_group == 3 {
        split.extract_sets(0, packed[0], 0);
        return;
    }
    let x = packed[pair_group];
    for n in 0..9 {
        if (x >> (4 * n)) & 0xf >= 2 {
            split.packed[pair_group] = x - (2 << (4 * n));
            split.pair = (pair_group * 9 + n) as Kind;
            split.extract_sets(0, split.packed[0], 0);
        }
    }
}

/// The search of [`for_each_decomposition`] for one pair.
struct Split<'a, F> {
    /// Each suit's counts without the pair, 4 bits a kind.
    packed: [u64; 3],
    /// The sets found so far, and the honour triplets in the last slots.
    sets: [Set; MAX_SETS],
    len: usize,
    pair: Kind,
    f: &'a mut F,
}

impl<F: FnMut(Kind, &[Set])> Split<'_, F> {
    /// Takes the set that uses the lowest remaining tile of suit `g` (whose remaining counts are `x`; the later
    /// suits are untouched), trying a triplet and a sequence; `n` sets are taken.
    fn extract_sets(&mut self, mut g: usize, mut x: u64, n: usize) {
        while x == 0 {
            g += 1;
            if g == 3 {
                (self.f)(self.pair, &self.sets[..self.len]);
                return;
            }
            x = self.packed[g];
        }
        // Tiles remain, so fewer sets than the suits hold are taken: `n` is a free slot.
        let i = x.trailing_zeros() / 4;
        let kind = (g * 9) as Kind + i as Kind;
        if (x >> (4 * i)) & 0xf >= 3 {
            self.sets[n] = Set::new(kind, Shape::Triplet, true);
            self.extract_sets(g, x - (3 << (4 * i)), n + 1);
        }
        if i <= 6 && (x >> (4 * i + 4)) & 0xf != 0 && (x >> (4 * i + 8)) & 0xf != 0 {
            self.sets[n] = Set::new(kind, Shape::Sequence, true);
            self.extract_sets(g, x - (0x111 << (4 * i)), n + 1);
        }
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
    // Slot by slot: two copy_from_slice of run-time lengths would be two memory.copy per decomposition in the wasm
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
        if !set.contains(win) || concealed[..j].iter().any(|s| s == set) {
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

/// Fourteen unconnected tiles (shiisanpuutaa / shiisuupuutaa, `docs/rulesets/speed-tonpuu.md`, Local yaku and yakuman):
/// no triplet, at most one pair, and no two kinds of one suit within two numbers of each other. `Some(pairs)` (0 or 1)
/// when they are.
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

    /// The splits by a plain search over all 34 kinds (pair first, then the set that uses the lowest remaining
    /// tile, a triplet before a sequence): what [`for_each_decomposition`] must give, in the same order.
    fn reference(concealed: &Counts) -> Vec<(Kind, Vec<Set>)> {
        fn search(c: &mut Counts, pair: Kind, sets: &mut Vec<Set>, out: &mut Vec<(Kind, Vec<Set>)>) {
            let Some(i) = (0..34).find(|&i| c[i] > 0) else {
                out.push((pair, sets.clone()));
                return;
            };
            if sets.len() == 4 {
                return;
            }
            if c[i] >= 3 {
                c[i] -= 3;
                sets.push(Set::new(i as Kind, Shape::Triplet, true));
                search(c, pair, sets, out);
                sets.pop();
                c[i] += 3;
            }
            if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
                (c[i], c[i + 1], c[i + 2]) = (c[i] - 1, c[i + 1] - 1, c[i + 2] - 1);
                sets.push(Set::new(i as Kind, Shape::Sequence, true));
                search(c, pair, sets, out);
                sets.pop();
                (c[i], c[i + 1], c[i + 2]) = (c[i] + 1, c[i + 1] + 1, c[i + 2] + 1);
            }
        }
        let mut out = Vec::new();
        let mut c = *concealed;
        for pair in 0..34 {
            if c[pair] >= 2 {
                c[pair] -= 2;
                search(&mut c, pair as Kind, &mut Vec::new(), &mut out);
                c[pair] += 2;
            }
        }
        out
    }

    #[test]
    fn splits_match_a_plain_search_in_order() {
        // Random hands of 2, 5, 8, 11 and 14 tiles, mostly built from sets and a pair (crowded into one or two
        // suits, so that many split several ways), some of them random tiles.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            seed = crate::bot::xorshift(seed);
            (seed % n) as usize
        };
        let mut several = 0;
        for round in 0..60_000 {
            let mut c = [0u8; 34];
            let sets = next(5);
            let suits = [next(4), next(4)];
            let kind = |next: &mut dyn FnMut(u64) -> usize, seq: bool| {
                let s = suits[next(2)];
                if s == 3 {
                    27 + next(7)
                } else {
                    s * 9 + next(if seq { 7 } else { 9 })
                }
            };
            if round % 5 == 4 {
                for _ in 0..3 * sets + 2 {
                    c[kind(&mut next, false)] += 1;
                }
            } else {
                c[kind(&mut next, false)] += 2;
                for _ in 0..sets {
                    let k = kind(&mut next, true);
                    if k < 27 && next(2) == 0 {
                        (c[k], c[k + 1], c[k + 2]) = (c[k] + 1, c[k + 1] + 1, c[k + 2] + 1);
                    } else {
                        c[k] += 3;
                    }
                }
            }
            if c.iter().any(|&n| n > 4) {
                continue;
            }
            let mut got = Vec::new();
            for_each_decomposition(&c, |p, s| got.push((p, s.to_vec())));
            let want = reference(&c);
            assert_eq!(got, want, "{c:?}");
            several += (want.len() > 1) as u32;
        }
        assert!(several > 1000, "{several}");
        // More than 14 tiles: no split, whatever the counts (a count of 16 or more does not fit the packing).
        assert!(decompositions("111222333444555m").is_empty());
        for k in [0, 7, 8, 9, 26, 27, 30, 33] {
            for n in [14, 15, 16, 17, 255] {
                let mut c = [0u8; 34];
                c[k] = n;
                c[(k + 13) % 34] = 2;
                let mut got = 0;
                for_each_decomposition(&c, |_, _| got += 1);
                assert_eq!((got, reference(&c).len()), (0, 0), "{c:?}");
            }
        }
    }

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
