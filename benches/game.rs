//! Whole-game throughput, std-only timing (no criterion): `cargo bench --bench game`.
//!
//! Plays full Tenhou hanchan on one thread, native, and prints games per second (median of several timed passes
//! over the same seeds, after a warm-up pass; per CPU second of this thread, and by wall clock) for
//! (a) random legal play: `tenpai::autoplay::RandomPlayer`, the policy of tests/game_random.rs (a random waiting
//!     seat; a win taken half the time, otherwise a uniform choice among the legal actions), played by `Autoplay`
//!     (the engine's own loop, which the wasm `Game.autoplay` runs), and
//! (b) four bots (`tenpai::bot::Bot`, normal level), each deciding from its own seat's view, and
//! (c) four strong bots (`Level::Strong`).
//! Each figure is printed with its ratio to its target (`RANDOM_TARGET`, `BOT_TARGET`, `STRONG_TARGET`).
//!
//! Optional arguments after `--`: games per pass for random play and for bots (defaults 500 and 100); `random`
//! times random play alone, without the fingerprints (benches/node/bench.mjs runs `-- 200 random` between its
//! wasm windows).

// The games and their fingerprint, shared with tests/fingerprints.rs (which asserts the fingerprints printed here).
#[path = "../tests/common/play.rs"]
mod play;

use play::fingerprint;
use std::hint::black_box;
use std::time::Instant;
use tenpai::bot::{Bot, Level};
use tenpai::game::Game;
use tenpai::Ruleset;

const RUNS: usize = 5;
const RANDOM_TARGET: f64 = 20_000.0;
const BOT_TARGET: f64 = 1_000.0;
const STRONG_TARGET: f64 = 300.0;

/// One random-play game; returns the number of actions applied.
fn random_game(rules: &Ruleset, seed: u64) -> usize {
    play::random_game(rules, seed).1
}

/// One game of four bots; returns the number of actions applied.
fn bot_game(rules: &Ruleset, seed: u64) -> usize {
    play::bot_game(rules, seed, Level::Normal).1
}

/// One game of four strong bots; returns the number of actions applied.
fn strong_game(rules: &Ruleset, seed: u64) -> usize {
    play::bot_game(rules, seed, Level::Strong).1
}

/// CPU time this thread has run, in seconds (Linux `/proc/thread-self/schedstat`, first field, nanoseconds), so
/// that a busy shared machine does not count other processes' time against the engine. `None` elsewhere.
/// The kernel brings a running thread's figure up to date only at a scheduler tick (every 4 ms on a 250 Hz
/// kernel) or when the thread is switched out; `yield_now` (sched_yield) updates it, so the read is exact to
/// about ten microseconds instead of one tick.
fn thread_cpu_seconds() -> Option<f64> {
    std::thread::yield_now();
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<u64>().ok()? as f64 / 1e9)
}

/// CPU time this process has used (Linux `/proc/self/stat`, 100 ticks a second): the fallback where schedstat is
/// missing (a kernel without scheduler statistics). Too coarse for short passes (500 random games are ~26 ticks).
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // Fields 14 and 15 of the whole line (utime, stime) are 11 and 12 after the name and state.
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// The CPU clock used for every pass (chosen once, so a pass never starts on one clock and ends on the other)
/// and its name for the report: the thread's nanoseconds, else the process's ticks.
fn cpu_clock() -> (fn() -> Option<f64>, &'static str) {
    if thread_cpu_seconds().is_some() {
        (thread_cpu_seconds, "thread CPU time, /proc/thread-self/schedstat ns")
    } else if process_cpu_seconds().is_some() {
        (process_cpu_seconds, "process CPU time, /proc/self/stat 100 Hz ticks")
    } else {
        (|| None, "no CPU clock: wall clock only")
    }
}

/// Median games/s (and actions per game) over `RUNS` passes of `games` games, after one warm-up pass, by wall
/// clock and by CPU time. Returns the CPU-time median when available.
fn measure(name: &str, games: u64, play: impl Fn(u64) -> usize, target: f64) -> f64 {
    let (cpu_seconds, _) = cpu_clock();
    let mut actions = 0;
    for seed in 0..games {
        actions += black_box(play(seed));
    }
    let (mut wall, mut cpu): (Vec<f64>, Vec<f64>) = (0..RUNS)
        .map(|_| {
            // CPU clock read outside the wall-clock span: the yield in its read may give the core away.
            let cpu_start = cpu_seconds();
            let start = Instant::now();
            for seed in 0..games {
                black_box(play(seed));
            }
            let wall = start.elapsed().as_secs_f64();
            let cpu = cpu_seconds().zip(cpu_start).map(|(end, start)| games as f64 / (end - start)).unwrap_or(f64::NAN);
            (games as f64 / wall, cpu)
        })
        .unzip();
    wall.sort_by(f64::total_cmp);
    cpu.sort_by(f64::total_cmp);
    let (wall_median, cpu_median) = (wall[RUNS / 2], cpu[RUNS / 2]);
    let figure = if cpu_median.is_finite() { cpu_median } else { wall_median };
    println!(
        "{name:<12} {figure:>9.1} games/s per CPU second, {wall_median:.1} by wall clock (medians of {RUNS} x {games} \
         games, {:.0} actions/game); target {target:.0} games/s: {:.4} of target",
        actions as f64 / games as f64,
        figure / target
    );
    figure
}

/// Percentiles of the strong bot's time per decision (`choose_index` alone, the engine's step not counted) over
/// every decision of `games` games of four strong bots, by wall clock. The target (5 ms at the 95th percentile)
/// is for wasm under Node, where the same code runs a few times slower than natively.
fn strong_decision_times(rules: &Ruleset, games: u64) {
    let mut times = Vec::new();
    for seed in 0..games {
        let (mut game, _) = Game::new(rules.clone(), &format!("bench-{seed}"), None).unwrap();
        let mut bots: Vec<Bot> =
            (0..rules.game.players as u64).map(|s| Bot::with_level(rules, seed * 8 + s + 1, Level::Strong)).collect();
        while !game.is_over() {
            let seat = game.round().to_act()[0];
            let start = Instant::now();
            let index = black_box(bots[seat as usize].choose_index(&game, seat)).unwrap();
            times.push(start.elapsed().as_secs_f64() * 1e6);
            game.step_legal(seat, index).unwrap();
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "strong decision time, native: p50 {:.1} µs, p95 {:.1} µs, p99 {:.1} µs, max {:.1} µs ({} decisions)",
        at(0.5),
        at(0.95),
        at(0.99),
        at(1.0),
        times.len()
    );
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let random_games = args.first().copied().unwrap_or(500);
    let bot_games = args.get(1).copied().unwrap_or(100);
    let rules = Ruleset::preset("tenhou").unwrap();
    if std::env::args().any(|a| a == "random") {
        measure("random play", random_games, |s| random_game(&rules, s), RANDOM_TARGET);
        return;
    }
    println!(
        "Fingerprints (first 50 games of each kind; tests/fingerprints.rs asserts them): random {:016x}, bots \
         {:016x}",
        fingerprint((0..50).map(|s| play::random_game(&rules, s).0)),
        fingerprint((0..50).map(|s| play::bot_game(&rules, s, Level::Normal).0))
    );
    println!("Full Tenhou hanchan, one thread, native ({}):", cpu_clock().1);
    let random = measure("random play", random_games, |s| random_game(&rules, s), RANDOM_TARGET);
    let bots = measure("four bots", bot_games, |s| bot_game(&rules, s), BOT_TARGET);
    measure("four strong", bot_games, |s| strong_game(&rules, s), STRONG_TARGET);
    strong_decision_times(&rules, bot_games);
    println!("bots / random time per game: {:.1}x", random / bots);
}
