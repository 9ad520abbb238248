//! Shanten, waits and ukeire against third-party data and against an independent brute-force search.
//!
//! * `tests/data/shanten/p_*_10000.txt`: 40,000 14-tile hands with their standard, kokushi and chiitoitsu
//!   shanten (mjx test resources, MIT; see the README there). Every answer must agree.
//! * Hands with melds, 3-player hands and waits have no third-party corpus, so they are checked against
//!   `brute`, a plain branch-and-bound search over every target shape that shares no code with the tables.
//! * Classic shapes whose answers are known by hand (chuuren, kokushi 13-wait, kanchan, karaten, 3-player).

use tenpai::rules::{ChiitoiDuplicates, Karaten};
use tenpai::shanten::{self, Variant, NOT_APPLICABLE};
use tenpai::tile::{self, Counts, KINDS};
use tenpai::Ruleset;

fn tenhou() -> Ruleset {
    Ruleset::preset("tenhou").unwrap()
}

/// Tenhou rules with the 3-player tile set (2m-8m removed), as the Toutenkou and sanma presets have it.
fn sanma() -> Ruleset {
    let mut r = tenhou();
    r.tiles.removed = "2345678m".into();
    r.tiles.flavoured = "0p0s".into();
    r
}

fn counts_of(hand: &str) -> Counts {
    tile::counts(&tile::parse_tiles(hand).unwrap())
}

fn mpsz(counts: &Counts) -> String {
    let tiles: Vec<tile::Tile> =
        (0..KINDS).flat_map(|k| std::iter::repeat_n(tile::Tile::new(k as u8), counts[k] as usize)).collect();
    tile::format_tiles(&tiles)
}

// --- Third-party corpus ---------------------------------------------------------------------------------------

#[test]
fn mjx_corpus_agrees_on_all_40000_hands() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/shanten");
    // Plain notation has no red fives, so four 5p must be allowed as plain tiles.
    let mut rules = tenhou();
    rules.tiles.flavoured = String::new();
    let mut total = 0;
    for name in ["p_normal_10000.txt", "p_hon_10000.txt", "p_tin_10000.txt", "p_koku_10000.txt"] {
        let path = format!("{dir}/{name}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let (mut hands, mut std_ok, mut koku_ok, mut chii_ok, mut api_ok) = (0, 0, 0, 0, 0);
        let mut first_failures = Vec::new();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let nums: Vec<i8> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
            assert_eq!(nums.len(), 17, "{name}: bad line '{line}'");
            let mut c = [0u8; KINDS];
            for &k in &nums[..14] {
                c[k as usize] += 1;
            }
            let (want_std, want_koku, want_chii) = (nums[14], nums[15], nums[16]);
            let got = (shanten::standard(&c, 0), shanten::kokushi(&c), shanten::chiitoitsu(&c));
            hands += 1;
            std_ok += (got.0 == want_std) as usize;
            koku_ok += (got.1 == want_koku) as usize;
            chii_ok += (got.2 == want_chii) as usize;
            let summary = shanten::shanten_of(&mpsz(&c), &rules).unwrap();
            let want = (want_std.min(want_koku).min(want_chii), want_std, want_chii, want_koku);
            api_ok += ((summary.shanten, summary.standard, summary.chiitoitsu, summary.kokushi) == want) as usize;
            if got != (want_std, want_koku, want_chii) && first_failures.len() < 5 {
                first_failures.push(format!("{} want {:?} got {:?}", mpsz(&c), (want_std, want_koku, want_chii), got));
            }
        }
        println!(
            "{name}: {hands} hands; standard {std_ok}/{hands}, kokushi {koku_ok}/{hands}, chiitoitsu \
             {chii_ok}/{hands}, shanten_of {api_ok}/{hands}"
        );
        assert_eq!(hands, 10_000, "{name}");
        assert!(
            std_ok == hands && koku_ok == hands && chii_ok == hands && api_ok == hands,
            "{name}: {first_failures:#?}"
        );
        total += hands;
    }
    assert_eq!(total, 40_000);
}

// --- Independent brute force ----------------------------------------------------------------------------------

/// Exact shanten by search, written without the tables: the fewest tiles to add so that the hand contains some
/// complete shape (pair + sets, or chiitoitsu / kokushi with no melds) using at most 4 copies of each kind in
/// play, minus one.
mod brute {
    use super::*;

    /// Triplets and sequences whose kinds are all in play, as lists of kinds.
    fn sets(set: Set) -> Vec<[usize; 3]> {
        let in_play = |k: usize| set.in_play(k);
        let mut v = Vec::new();
        for k in (0..KINDS).filter(|&k| in_play(k)) {
            v.push([k, k, k]);
            if k < 27 && k % 9 <= 6 && in_play(k + 1) && in_play(k + 2) {
                v.push([k, k + 1, k + 2]);
            }
        }
        v
    }

    fn search(h: &Counts, target: &mut Counts, sets: &[[usize; 3]], from: usize, left: usize, cost: u8, best: &mut u8) {
        if cost >= *best {
            return;
        }
        if left == 0 {
            *best = cost;
            return;
        }
        for (i, s) in sets.iter().enumerate().skip(from) {
            let mut extra = 0;
            let mut ok = true;
            for &k in s {
                target[k] += 1;
                ok &= target[k] <= 4;
                if target[k] > h[k] {
                    extra += 1;
                }
            }
            if ok {
                search(h, target, sets, i, left - 1, cost + extra, best);
            }
            for &k in s {
                target[k] -= 1;
            }
        }
    }

    pub fn standard(h: &Counts, melds: u8, set: Set) -> i8 {
        let all_sets = sets(set);
        let mut best = u8::MAX;
        for pair in (0..KINDS).filter(|&k| set.in_play(k)) {
            let mut target = [0u8; KINDS];
            target[pair] = 2;
            let cost = 2u8.saturating_sub(h[pair]);
            search(h, &mut target, &all_sets, 0, 4 - melds as usize, cost, &mut best);
        }
        best as i8 - 1
    }

    pub fn chiitoitsu(h: &Counts, kansai: bool, set: Set) -> i8 {
        // Cost of each possible pair slot; Kansai lets a kind give two slots (its 3rd-4th copies).
        let mut slots: Vec<u8> = Vec::new();
        for k in (0..KINDS).filter(|&k| set.in_play(k)) {
            slots.push(2u8.saturating_sub(h[k]));
            if kansai {
                slots.push(4u8.saturating_sub(h[k]) - 2u8.saturating_sub(h[k]));
            }
        }
        slots.sort();
        slots[..7].iter().sum::<u8>() as i8 - 1
    }

    pub fn kokushi(h: &Counts) -> i8 {
        let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        let missing = orphans.iter().filter(|&&k| h[k] == 0).count() as i8;
        let paired = orphans.iter().any(|&k| h[k] >= 2);
        missing + (!paired) as i8 - 1
    }

    pub fn overall(h: &Counts, melds: u8, set: Set) -> i8 {
        let s = standard(h, melds, set);
        if melds > 0 {
            return s;
        }
        s.min(chiitoitsu(h, false, set)).min(kokushi(h))
    }
}

/// A small deterministic generator (SplitMix64) so that failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The tile sets under test: which kinds exist.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Set {
    /// 136 tiles.
    Four,
    /// Tenhou sanma: no 2m-8m.
    Sanma,
    /// Toutenkou: 1m, 5m and 9m are the only manzu.
    Toutenkou,
}

impl Set {
    fn in_play(self, k: usize) -> bool {
        match self {
            Set::Four => true,
            Set::Sanma => !(1..=7).contains(&k),
            Set::Toutenkou => !(1..=7).contains(&k) || k == 4,
        }
    }
    fn variant(self) -> Variant {
        if self == Set::Four {
            Variant::FOUR_PLAYER
        } else {
            Variant::THREE_PLAYER
        }
    }
    fn copies(self) -> Counts {
        std::array::from_fn(|k| if self.in_play(k) { 4 } else { 0 })
    }
}

const SETS: [Set; 3] = [Set::Four, Set::Sanma, Set::Toutenkou];

/// A random hand of `n` tiles that is close to complete: random sets and a pair, then `noise` tiles replaced.
fn near_complete_hand(rng: &mut Rng, n: usize, noise: usize, set: Set) -> Counts {
    loop {
        let mut c = [0u8; KINDS];
        let mut tiles = 0;
        let mut ok = true;
        let random_kind = |rng: &mut Rng| loop {
            let k = rng.below(KINDS);
            if set.in_play(k) {
                return k;
            }
        };
        let p = random_kind(rng);
        c[p] += 2;
        tiles += 2;
        while tiles + 3 <= n + 1 {
            let k = random_kind(rng);
            if rng.below(2) == 0 && k < 27 && k % 9 <= 6 && set.in_play(k + 1) && set.in_play(k + 2) {
                for d in 0..3 {
                    c[k + d] += 1;
                }
            } else {
                c[k] += 3;
            }
            tiles += 3;
        }
        // Drop tiles down to n, then swap `noise` random tiles for random kinds.
        while tiles > n {
            let k = rng.below(KINDS);
            if c[k] > 0 {
                c[k] -= 1;
                tiles -= 1;
            }
        }
        for _ in 0..noise {
            let from = rng.below(KINDS);
            if c[from] == 0 {
                continue;
            }
            c[from] -= 1;
            c[random_kind(rng)] += 1;
        }
        ok &= c.iter().all(|&x| x <= 4);
        if ok {
            return c;
        }
    }
}

/// A uniformly random hand of `n` tiles drawn from the wall (at most 4 copies).
fn random_hand(rng: &mut Rng, n: usize, set: Set) -> Counts {
    let mut c = [0u8; KINDS];
    let mut tiles = 0;
    while tiles < n {
        let k = rng.below(KINDS);
        if set.in_play(k) && c[k] < 4 {
            c[k] += 1;
            tiles += 1;
        }
    }
    c
}

fn check_against_brute(c: &Counts, set: Set) {
    let n: u8 = c.iter().sum();
    let melds = (14 - n) / 3;
    let variant = set.variant();
    let std = shanten::standard_for(c, melds, variant);
    assert_eq!(std, brute::standard(c, melds, set), "standard {} {set:?}", mpsz(c));
    assert_eq!(shanten::overall(c, melds, variant), brute::overall(c, melds, set), "overall {} {set:?}", mpsz(c));
}

#[test]
fn hands_with_melds_match_brute_force_for_3_and_4_players() {
    let mut rng = Rng(1);
    for set in SETS {
        for n in [1, 2, 4, 5, 7, 8] {
            for _ in 0..300 {
                check_against_brute(&random_hand(&mut rng, n, set), set);
                let noise = rng.below(4);
                check_against_brute(&near_complete_hand(&mut rng, n, noise, set), set);
            }
        }
        for n in [10, 11, 13, 14] {
            for _ in 0..60 {
                let noise = rng.below(3);
                check_against_brute(&near_complete_hand(&mut rng, n, noise, set), set);
            }
        }
    }
}

#[test]
fn four_of_a_kind_hands_match_brute_force() {
    // Hands built around quads, where counting blocks naively would use a fifth copy.
    let mut rng = Rng(7);
    for set in SETS {
        for n in [4, 5, 7, 8, 10, 11, 13, 14] {
            for _ in 0..40 {
                let noise = rng.below(3);
                let mut c = near_complete_hand(&mut rng, n - 4, noise, set);
                let quad = loop {
                    let k = rng.below(KINDS);
                    if set.in_play(k) && c[k] == 0 {
                        break k;
                    }
                };
                c[quad] = 4;
                check_against_brute(&c, set);
            }
        }
    }
}

#[test]
fn kansai_chiitoitsu_matches_brute_force() {
    let mut rng = Rng(3);
    for _ in 0..2000 {
        let n = 13 + rng.below(2);
        let mut c = random_hand(&mut rng, n, Set::Four);
        if rng.below(2) == 0 {
            // Force quads in: chiitoi-heavy hands.
            let k = rng.below(KINDS);
            let extra = 4 - c[k];
            c[k] = 4;
            let mut removed = 0;
            while removed < extra {
                let j = rng.below(KINDS);
                if j != k && c[j] > 0 {
                    c[j] -= 1;
                    removed += 1;
                }
            }
        }
        assert_eq!(shanten::chiitoitsu_kansai(&c), brute::chiitoitsu(&c, true, Set::Four), "{}", mpsz(&c));
        assert_eq!(shanten::chiitoitsu(&c), brute::chiitoitsu(&c, false, Set::Four), "{}", mpsz(&c));
    }
}

#[test]
fn waits_match_brute_force() {
    let mut rng = Rng(11);
    for set in SETS {
        let (variant, copies) = (set.variant(), set.copies());
        for n in [1, 4, 7, 10, 13] {
            let rounds = if n >= 10 { 40 } else { 150 };
            for _ in 0..rounds {
                let noise = rng.below(2);
                let c = near_complete_hand(&mut rng, n, noise, set);
                let melds = ((14 - n) / 3) as u8;
                let now = brute::overall(&c, melds, set);
                let mut want = 0u64;
                for k in (0..KINDS).filter(|&k| c[k] < copies[k]) {
                    let mut d = c;
                    d[k] += 1;
                    if brute::overall(&d, melds, set) < now {
                        want |= 1 << k;
                    }
                }
                let got = shanten::useful_kinds(&c, melds, variant, &copies);
                assert_eq!(got, want, "useful kinds of {} ({set:?})", mpsz(&c));
                let wins = shanten::winning_kinds(&c, melds, variant);
                if now == 0 {
                    let no_meld_tiles = [0u8; KINDS];
                    assert_eq!(shanten::without_own_karaten(wins, &c, &no_meld_tiles), want, "{}", mpsz(&c));
                } else {
                    // Not tenpai: the only shape waits left are fifth copies of kinds held four times.
                    let quads: u64 = (0..KINDS).filter(|&k| c[k] == 4).map(|k| 1u64 << k).sum();
                    assert_eq!(wins & !quads, 0, "{}", mpsz(&c));
                }
            }
        }
    }
}

// --- Known shapes ---------------------------------------------------------------------------------------------

fn waits(hand: &str, rules: &Ruleset) -> (Vec<String>, u32) {
    let w = shanten::waits_of(hand, rules).unwrap();
    (w.tiles, w.ukeire)
}

fn names(s: &str) -> Vec<String> {
    tile::parse_tiles(s).unwrap().iter().map(|t| t.to_string()).collect()
}

#[test]
fn three_player_shanten_differs_where_2m_8m_are_missing() {
    // 4p: 111m + 1m with 2m3m to come → 123m, plus 111z 222z 33z: one tile short of tenpai (1-shanten).
    // 3p: 1m is a lone honour-like kind: 1111m and 1111z are two sets, 222z a set, 33z the pair, and a fourth set
    // costs 3 tiles → 2-shanten.
    let hand = "1111m111122233z";
    assert_eq!(shanten::shanten_of(hand, &tenhou()).unwrap().standard, 1);
    assert_eq!(shanten::shanten_of(hand, &sanma()).unwrap().standard, 2);
    // 2m is not in the 3-player set at all.
    assert_eq!(shanten::shanten_of("1234m123p456s1122z", &sanma()).unwrap_err().code, "too-many-copies");
    // 3p kokushi is unchanged: 1m and 9m still exist.
    let s = shanten::shanten_of("19m19p19s1234567z", &sanma()).unwrap();
    assert_eq!((s.shanten, s.kokushi), (0, 0));
    assert_eq!(waits("19m19p19s1234567z", &sanma()).1, 39);
    // 3p ryanmen in pinzu, tanki on 9m: the only wait is 9m, 3 live tiles.
    assert_eq!(waits("9m123456789p111s", &sanma()), (names("9m"), 3));
    // Toutenkou keeps 5m, still without sequences: 155m + 9m is a pair and two singles, never 5-6-7m.
    let toutenkou = Ruleset::preset("toutenkou").unwrap();
    assert_eq!(Variant::of(&toutenkou), Variant::THREE_PLAYER);
    assert_eq!(Variant::of(&Ruleset::preset("tenhou-sanma").unwrap()), Variant::THREE_PLAYER);
    // Shanpon on 5m and 9m, with three sets elsewhere.
    assert_eq!(waits("55m99m123p456p789s", &toutenkou), (names("5m9m"), 4));
    // 2m and 3m do not exist in Toutenkou either, so 1111m cannot become 111m + 123m.
    assert_eq!(shanten::shanten_of("1111m111122233z", &toutenkou).unwrap().standard, 2);
}

#[test]
fn karaten_waits_on_own_fifth_tile_are_no_waits() {
    let r = tenhou();
    // 111m + 1m tanki, or 11m + 11m shanpon: every shape waits on a fifth 1m.
    let hand = "1111m234p567p789s";
    let s = shanten::shanten_of(hand, &r).unwrap();
    assert_eq!(s.standard, 1, "waiting only on a fifth 1m is not tenpai");
    let (tiles, _) = waits(hand, &r);
    assert!(!tiles.contains(&"1m".to_string()), "{tiles:?}");
    let c = counts_of(hand);
    assert_eq!(shanten::winning_kinds(&c, 0, Variant::FOUR_PLAYER), 1 << 0, "the shape waits on 1m");
    assert_eq!(shanten::tenpai_kinds(&c, 0, &[0; KINDS], Variant::FOUR_PLAYER, Karaten::OwnTilesOnly), 0);
    assert_eq!(shanten::tenpai_kinds(&c, 0, &[0; KINDS], Variant::FOUR_PLAYER, Karaten::Allowed), 1);
    // Under `allowed` (McGill) that hand is tenpai on 1m, with no live tile.
    let mut karaten_ok = tenhou();
    karaten_ok.score.karaten = Karaten::Allowed;
    assert_eq!(waits(hand, &karaten_ok), (names("1m"), 0));
    // With a called 111m pon the concealed 1m tanki waits on the fourth copy, held by the player: karaten.
    let mut melded = [0u8; KINDS];
    melded[0] = 3;
    let tanki = counts_of("1m234p567p789s");
    assert_eq!(shanten::winning_kinds(&tanki, 1, Variant::FOUR_PLAYER), 1);
    assert_eq!(shanten::tenpai_kinds(&tanki, 1, &melded, Variant::FOUR_PLAYER, Karaten::OwnTilesOnly), 0);
    // A wait whose copies are all visible elsewhere still counts (the hand itself holds none).
    assert_eq!(waits("13m456p789s123s11z", &r), (names("2m"), 4));
}

#[test]
fn classic_waits_and_ukeire() {
    let r = tenhou();
    // Junsei chuuren: all nine manzu; 1m and 9m have 1 live copy, 2m-8m have 3 each: 1 + 7·3 + 1 = 23.
    assert_eq!(waits("1112345678999m", &r), (names("123456789m"), 23));
    // Kanchan 13m: 2m, 4 live.
    assert_eq!(waits("13m456p789s123s11z", &r).0, names("2m"));
    // Ryanmen 23m: 1m and 4m, 8 live.
    assert_eq!(waits("23m456p789s123s11z", &r), (names("14m"), 8));
    // Nobetan 2345m: 2m and 5m, each with 3 live.
    assert_eq!(waits("2345m456p789s111z", &r), (names("25m"), 6));
    // Shanpon 11m + 99p: 2 live each.
    assert_eq!(waits("11m99p456p789s123s", &r), (names("1m9p"), 4));
    // Kokushi 13-sided: 13 kinds, 3 live each.
    assert_eq!(waits("19m19p19s1234567z", &r), (names("19m19p19s1234567z"), 39));
    // Kokushi single wait (1z paired, 7z missing): 7z, 4 live.
    assert_eq!(waits("19m19p19s1123456z", &r), (names("7z"), 4));
    // Chiitoitsu tanki on 7z (no standard reading waits elsewhere): 3 live.
    assert_eq!(waits("1133m5577p22s44z7z", &r).0, names("7z"));
    // Not tenpai: tiles that lower the shanten, counted the same way.
    let (tiles, ukeire) = waits("1m5m9m1p5p9p1s5s9s1234z", &r);
    let summary = shanten::shanten_of("1m5m9m1p5p9p1s5s9s1234z", &r).unwrap();
    assert!(summary.shanten > 0);
    let counts = counts_of("1m5m9m1p5p9p1s5s9s1234z");
    let expected_ukeire: u32 =
        tiles.iter().map(|t| 4 - counts[tile::Tile::parse(t).unwrap().kind as usize] as u32).sum();
    assert_eq!(ukeire, expected_ukeire);
}

#[test]
fn hands_with_melds_of_every_size() {
    let r = tenhou();
    // 1 tile (4 melds): tanki on itself.
    assert_eq!(waits("5p", &r), (names("5p"), 3));
    let s = shanten::shanten_of("5p", &r).unwrap();
    assert_eq!(
        s,
        shanten::ShantenSummary { shanten: 0, standard: 0, chiitoitsu: NOT_APPLICABLE, kokushi: NOT_APPLICABLE }
    );
    // 2 tiles: a pair is complete.
    assert_eq!(shanten::shanten_of("7z7z", &r).unwrap().shanten, -1);
    // 4 tiles (3 melds): 5p pair + 46s kanchan.
    assert_eq!(waits("55p46s", &r), (names("5s"), 4));
    // 7 tiles (2 melds): 123m + 4567s: nobetan-style 4s/7s with the 1m... here 123m 456s + 7s tanki, or
    // 123m 567s + 4s tanki.
    assert_eq!(waits("123m4567s", &r), (names("47s"), 6));
    // 10 tiles (1 meld): 111z + 22z + 33z + 456m: shanpon 2z/3z.
    assert_eq!(waits("456m1112233z", &r), (names("23z"), 4));
    // 10 tiles again: ittsu + tanki.
    assert_eq!(waits("123m456m789m1p", &r), (names("1p"), 3));
    // 14 and 11 tiles only have shanten; waits need 3n+1.
    assert_eq!(shanten::shanten_of("123m456m789m11p", &r).unwrap().shanten, -1);
    assert_eq!(shanten::shanten_of("123m456m78m11p", &r).unwrap().standard, 0);
    assert_eq!(shanten::shanten_of("123m456m78m11p", &r).unwrap().chiitoitsu, NOT_APPLICABLE);
}

#[test]
fn kansai_chiitoitsu_counts_a_quad_as_two_pairs() {
    let mut r = tenhou();
    r.yaku.chiitoi_duplicates = ChiitoiDuplicates::Kansai;
    // 2222p 33 44s 55 66m 7m: Speed Tonpuu's worked example waits on 7m.
    let hand = "2222p3344s5566m7m";
    assert_eq!(shanten::shanten_of(hand, &r).unwrap().chiitoitsu, 0);
    // Tenhou: five distinct pairs, 7m one tile away, a seventh pair two tiles away → 2-shanten.
    assert_eq!(shanten::shanten_of(hand, &tenhou()).unwrap().chiitoitsu, 2);
    assert!(waits(hand, &r).0.contains(&"7m".to_string()));
}
