//! Shanten throughput, std-only timing (no criterion): `cargo bench --bench shanten`.
//!
//! Prints hands per second for random 14-tile hands (standard form alone, and overall with chiitoitsu and
//! kokushi; 4 and 3 players), for the 40,000-hand mjx corpus, and for waits/ukeire of 13-tile hands; each figure
//! is the median of several timed passes after a warm-up pass. Also prints what the lazily filled tables cost:
//! the first (cold) pass, the time to compute every suit entry, and the table memory.

use std::hint::black_box;
use std::time::Instant;
use tenpai::shanten::{self, classes, suit_table, Variant};
use tenpai::tile::{Counts, KINDS};

const RANDOM_HANDS: usize = 1_000_000;
const RUNS: usize = 7;

/// SplitMix64: reproducible random hands without a dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `count` hands of `tiles` tiles drawn from a shuffled wall (4 copies of every kind in play).
fn random_hands(count: usize, tiles: usize, three_player: bool, seed: u64) -> Vec<Counts> {
    let mut rng = Rng(seed);
    let wall: Vec<u8> = (0..KINDS as u8)
        .filter(|&k| !(three_player && (1..=7).contains(&k)))
        .flat_map(|k| std::iter::repeat_n(k, 4))
        .collect();
    let mut wall = wall;
    (0..count)
        .map(|_| {
            // Partial Fisher-Yates: the first `tiles` positions become a uniform sample.
            let mut c = [0u8; KINDS];
            for i in 0..tiles {
                let j = i + (rng.next() % (wall.len() - i) as u64) as usize;
                wall.swap(i, j);
                c[wall[i] as usize] += 1;
            }
            c
        })
        .collect()
}

fn corpus() -> Vec<Counts> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/shanten");
    let mut hands = Vec::new();
    for name in ["p_normal_10000.txt", "p_hon_10000.txt", "p_tin_10000.txt", "p_koku_10000.txt"] {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).expect("corpus file");
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let mut c = [0u8; KINDS];
            for k in line.split_whitespace().take(14) {
                c[k.parse::<usize>().unwrap()] += 1;
            }
            hands.push(c);
        }
    }
    hands
}

/// CPU time this thread has run, in seconds (Linux `/proc/thread-self/schedstat`). On a shared machine this is
/// the honest "one core" figure: time spent waiting for a core is not counted. `None` elsewhere.
/// The kernel brings a running thread's figure up to date only at a scheduler tick (every 4 ms on a 250 Hz kernel)
/// or when the thread is switched out; `yield_now` (sched_yield) updates it, so the read is exact to about ten
/// microseconds instead of one tick (without it a 40,000-hand pass of ~8 ms read as 4 or 8 ms: 10.00 or 5.00 M/s).
fn thread_cpu_seconds() -> Option<f64> {
    std::thread::yield_now();
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// One timed pass: wall seconds, CPU seconds (if known) and a checksum that keeps the work observable.
fn pass<T>(hands: &[T], f: &impl Fn(&T) -> i64) -> (f64, Option<f64>, i64) {
    let cpu = thread_cpu_seconds();
    let t = Instant::now();
    let mut sum = 0i64;
    for h in hands {
        sum += f(black_box(h));
    }
    let wall = t.elapsed().as_secs_f64();
    let cpu = cpu.zip(thread_cpu_seconds()).map(|(a, b)| b - a);
    (wall, cpu, black_box(sum))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// Median hands per second over `RUNS` passes after one warm-up pass, by CPU time and by wall time.
fn measure<T>(label: &str, hands: &[T], f: impl Fn(&T) -> i64) {
    measure_runs(label, hands, RUNS, f)
}

/// [`measure`] over `runs` passes.
fn measure_runs<T>(label: &str, hands: &[T], runs: usize, f: impl Fn(&T) -> i64) {
    let (_, _, checksum) = pass(hands, &f);
    let runs: Vec<_> = (0..runs).map(|_| pass(hands, &f)).collect();
    let n = hands.len() as f64;
    let wall = median(runs.iter().map(|r| n / r.0).collect());
    let cpu = runs.iter().map(|r| r.1.map(|c| n / c)).collect::<Option<Vec<f64>>>().map(median);
    let cpu_text = cpu.map_or("n/a".to_string(), |c| format!("{:.2}", c / 1e6));
    println!(
        "{label:<52} {cpu_text:>7} M hands/s per CPU-second, {:>6.2} M/s wall  (median of {}; checksum {checksum})",
        wall / 1e6,
        runs.len()
    );
}

fn main() {
    // `cargo bench --bench shanten -- cli`: only the two text figures (3 passes each), which benches/node/bench.mjs
    // runs between its wasm windows so that its wasm/native ratio compares the two under the same load.
    if std::env::args().any(|a| a == "cli") {
        text_figures(3);
        return;
    }
    let four = random_hands(RANDOM_HANDS, 14, false, 1);
    let three = random_hands(RANDOM_HANDS, 14, true, 2);
    // The corpus repeated to about a million hands, so that each timed pass is long enough to measure.
    let corpus: Vec<Counts> = corpus().iter().copied().cycle().take(RANDOM_HANDS).collect();
    // `cargo bench --bench shanten -- riichienv`: only the rows beside RiichiEnv.
    if std::env::args().any(|a| a == "riichienv") {
        versus_riichienv_rows(&four, &three, &corpus);
        return;
    }
    let thirteen = random_hands(RANDOM_HANDS / 10, 13, false, 3);

    // Lazy table: the very first pass pays for computing the entries it meets.
    let (cold, _, _) = pass(&four, &|h| shanten::standard(h, 0) as i64);
    println!(
        "cold first pass, {RANDOM_HANDS} random 14-tile hands (fills entries): {:.3} s, {} of {} suit entries \
         filled",
        cold,
        suit_table::filled_entries(),
        suit_table::SUIT_HANDS
    );
    // Cost of computing every suit entry (what an eager start-up would pay): `fill_all`.
    let t = Instant::now();
    suit_table::fill_all();
    println!(
        "computing all {} suit entries: {:.3} s; table memory {} KB suit classes + {} KB class pairs \
         (zero-initialised statics, not in the binary)",
        suit_table::SUIT_HANDS,
        t.elapsed().as_secs_f64(),
        suit_table::SUIT_HANDS / 1000,
        classes::CLASSES * classes::CLASSES / 1000
    );

    measure("standard, random 14-tile hands, 4p", &four, |h| shanten::standard(h, 0) as i64);
    measure("overall (standard+chiitoi+kokushi), random 14, 4p", &four, |h| {
        shanten::overall(h, 0, Variant::FOUR_PLAYER) as i64
    });
    measure("standard, random 14-tile hands, 3p", &three, |h| shanten::standard_3p(h, 0) as i64);
    measure("overall, random 14-tile hands, 3p", &three, |h| shanten::overall(h, 0, Variant::THREE_PLAYER) as i64);
    measure("standard, mjx corpus (40,000 hands, cycled)", &corpus, |h| shanten::standard(h, 0) as i64);
    measure("overall, mjx corpus (40,000 hands, cycled)", &corpus, |h| {
        shanten::overall(h, 0, Variant::FOUR_PLAYER) as i64
    });
    let copies = [4u8; KINDS];
    measure("waits+ukeire (useful_kinds), random 13-tile hands", &thirteen, |h| {
        let kinds = shanten::useful_kinds(h, 0, Variant::FOUR_PLAYER, &copies);
        shanten::ukeire(kinds, h, &copies) as i64
    });
    measure("winning_kinds (tenpai check), random 13-tile hands", &thirteen, |h| {
        shanten::winning_kinds(h, 0, Variant::FOUR_PLAYER).count_ones() as i64
    });
    versus_riichienv_rows(&four, &three, &corpus);
    text_figures(RUNS);
    println!("suit entries filled after the run: {}", suit_table::filled_entries());
}

fn versus_riichienv_rows(four: &[Counts], three: &[Counts], corpus: &[Counts]) {
    println!();
    use riichienv_core::shanten::{calc_shanten_from_counts, calc_shanten_from_counts_3p};
    versus_riichienv("random 14-tile hands, 4p", four, Variant::FOUR_PLAYER, calc_shanten_from_counts);
    versus_riichienv("random 14-tile hands, 3p", three, Variant::THREE_PLAYER, calc_shanten_from_counts_3p);
    versus_riichienv("mjx corpus (40,000 hands, cycled)", corpus, Variant::FOUR_PLAYER, calc_shanten_from_counts);
    println!();
}

/// Rounds of [`versus_riichienv`]: more than [`RUNS`], as its figures are ratios of passes that each drift.
const VERSUS_ROUNDS: usize = 11;

/// One row of tenpai against RiichiEnv on `hands` (14 tiles, no melds): after a warm-up pass of each,
/// [`VERSUS_ROUNDS`] rounds of one pass of each side (in a rotating order), then the median rate of each side and
/// the median, lowest and highest of the per-round ratios tenpai/RiichiEnv. Rates are per CPU second of the thread
/// where Linux tells, else per wall second.
fn versus_riichienv(label: &str, hands: &[Counts], variant: Variant, theirs: impl Fn(&Counts, u8) -> i8) {
    let disagree = hands.iter().filter(|h| shanten::overall(h, 0, variant) != theirs(h, 4)).count();
    // Each side a closure of its own type, so that each pass inlines its engine's call as a caller would.
    let four = |h: &Counts| {
        let s = shanten::summary(h, 0, variant);
        (s.shanten + s.standard + s.chiitoitsu + s.kokushi) as i64
    };
    let minimum = |h: &Counts| shanten::overall(h, 0, variant) as i64;
    let riichienv = |h: &Counts| theirs(h, 4) as i64;
    let rate = |side: usize| {
        let (wall, cpu, _) = match side {
            0 => pass(hands, &four),
            1 => pass(hands, &minimum),
            _ => pass(hands, &riichienv),
        };
        hands.len() as f64 / cpu.unwrap_or(wall)
    };
    for side in 0..3 {
        rate(side);
    }
    let rounds: Vec<[f64; 3]> = (0..VERSUS_ROUNDS)
        .map(|round| {
            let mut rates = [0.0; 3];
            for i in 0..3 {
                let side = (round + i) % 3;
                rates[side] = rate(side);
            }
            rates
        })
        .collect();
    println!(
        "tenpai vs RiichiEnv, {label} ({} hands, on {disagree} of which the minimums differ), M hands/s per \
         CPU-second, median of {VERSUS_ROUNDS} alternated rounds:",
        hands.len()
    );
    for (i, name) in ["tenpai four numbers", "tenpai minimum", "RiichiEnv"].into_iter().enumerate() {
        let own = median(rounds.iter().map(|r| r[i]).collect());
        let text = if i == 2 {
            String::new()
        } else {
            let ratios: Vec<f64> = rounds.iter().map(|r| r[i] / r[2]).collect();
            let (low, high) = ratios.iter().fold((f64::MAX, 0.0f64), |(l, h), &x| (l.min(x), h.max(x)));
            format!("  {:.2}x RiichiEnv ({low:.2}-{high:.2})", median(ratios))
        };
        println!("  {name:<22} {:>7.2}{text}", own / 1e6);
    }
}

/// What `shanten(hand)` of the JS API and `tenpai shanten` do (benches/node compares its wasm build with these),
/// each the median of `runs` passes.
fn text_figures(runs: usize) {
    // MPSZ text parsed and checked against the ruleset's tile set (read once, as both fronts hold it), then the
    // four numbers; the CLI also writes them as a JSON line. Four 5s of a suit hold its red five.
    let rules = shanten::HandRules::of(&tenpai::Ruleset::preset("tenhou").unwrap());
    let texts: Vec<String> = self::corpus()
        .iter()
        .map(|c| {
            (0..4)
                .filter_map(|suit| {
                    let digits: String = (0..if suit == 3 { 7 } else { 9 })
                        .flat_map(|n| {
                            let red = suit < 3 && n == 4 && c[suit * 9 + n] == 4;
                            (0..c[suit * 9 + n])
                                .map(move |i| if red && i == 0 { '0' } else { (b'1' + n as u8) as char })
                        })
                        .collect();
                    (!digits.is_empty()).then(|| format!("{digits}{}", ['m', 'p', 's', 'z'][suit]))
                })
                .collect()
        })
        .collect();
    // Cycled to 400,000 hands like the corpus counts, so that a pass lasts tens of milliseconds, not a few.
    let texts: Vec<String> = texts.iter().cycle().take(10 * texts.len()).cloned().collect();
    measure_runs("shanten_with (MPSZ text), mjx corpus (40,000 hands, cycled)", &texts, runs, |h| {
        shanten::shanten_with(h, &rules).unwrap().shanten as i64
    });
    measure_runs("text in, JSON out (as the CLI), mjx corpus", &texts, runs, |h| {
        serde_json::to_string(&shanten::shanten_with(h, &rules).unwrap()).unwrap().len() as i64
    });
}
