//! Duplicate matches: one hero player against a field of another, on the same walls with the seats rotated, so
//! the luck of the walls cancels out. A benchmark of playing strength (not a test):
//!
//! ```text
//! cargo run --release --example duplicate -- --ruleset tenhou --hanchan 2000 --hero strong --field normal
//! ```
//!
//! Each wall seed is played once per seat (four times, three in a three-seat ruleset), the hero in a different
//! seat each time and the field's players in the others; every game of a wall deals the same walls hand by hand
//! (the walls come from the seed and the hand's number). It prints the hero's average rank and mean final points
//! (`GameResult::points`: uma and oka applied, thousands; Toutenkou's balance in points) with a 95% interval (the
//! sample is a wall's mean over its seatings, since the seatings of one wall are not independent), the rank
//! distribution, and each player's play statistics ([`tenpai::stats::PlayStats`]) beside those of real Tenhou
//! Phoenix players, read by the same code from the games of `tests/data/logs/agony5757-games.tsv.gz` replayed
//! through the engine (four-seat hanchan for the four-seat rulesets, three-seat hanchan for three-seat ones).
//!
//! Options (after `--`): `--ruleset tenhou|mcgill|speed-tonpuu|toutenkou|tenhou-sanma|all` (default all), `--hanchan N` games per
//! ruleset (default 2000, rounded up to whole walls), `--hero P` and `--field P` with P one of `easy`, `normal`,
//! `strong` (the bot's levels, `tenpai::bot::Level`) or `random` (defaults strong and normal), `--seed S` (the wall
//! seeds' prefix, default `duplicate`), `--threads N` (default 1), `--breakdown` (also print where the hero's points
//! come from and go: its score change per seat-hand split by how each hand ended for it, with deal-ins by the
//! winner's hand and the hero's own state, and how often the field's seats are tenpai by called sets and turn; read
//! from the full event log, for analysis only), `--dump FILE` (write each wall's mean hero rank, one a line, in
//! wall order with `--threads 1`: two builds' dumps of the same walls compare wall by wall, a paired difference
//! whose interval is narrower than either run's when few decisions differ), `--games FILE` (play nothing: read the
//! log of a match against majiang-ai written by `benches/majiang/match.mjs`, load every saved game, and print the
//! same figures for both of its sides; with `--breakdown` too; with `--paired FILE2`, another such log of the same
//! walls, also the difference of the hero's average rank between the two, wall by wall).
//!
//! The games are played by the engine's own [`Autoplay`] with one player per seat, as `Game.autoplay({ players })`
//! plays them in JavaScript.

use std::io::Read;
use std::time::Instant;
use tenpai::autoplay::{Autoplay, Player, Players, RandomPlayer};
use tenpai::bot::Level;
use tenpai::game::Game;
use tenpai::meld::MeldKind;
use tenpai::round::{Event, Seat};
use tenpai::shanten::{self, Variant};
use tenpai::stats::PlayStats;
use tenpai::tile::{Counts, KINDS};
use tenpai::Ruleset;

fn parse_player(name: &str) -> Result<Player, String> {
    match name {
        "random" => Ok(Player::Random),
        _ => name
            .parse::<Level>()
            .map(Player::Bot)
            .map_err(|_| format!("unknown player '{name}' (easy, normal, strong or random)")),
    }
}

fn player_name(player: Player) -> &'static str {
    match player {
        Player::Bot(level) => level.as_str(),
        Player::Random => "random",
    }
}

struct Options {
    rulesets: Vec<String>,
    hanchan: usize,
    hero: Player,
    field: Player,
    seed: String,
    threads: usize,
    breakdown: bool,
    dump: Option<String>,
    games: Option<String>,
    paired: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        rulesets: tenpai::rules::PRESET_IDS.iter().map(|s| s.to_string()).collect(),
        hanchan: 2000,
        hero: Player::Bot(Level::Strong),
        field: Player::Bot(Level::Normal),
        seed: "duplicate".into(),
        threads: 1,
        breakdown: false,
        dump: None,
        games: None,
        paired: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--breakdown" {
            o.breakdown = true;
            continue;
        }
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<usize>().map_err(|_| format!("{flag}: not a number: {value}"));
        match flag.as_str() {
            "--ruleset" if value == "all" => {}
            "--ruleset" => {
                Ruleset::preset(&value).map_err(|e| e.message)?;
                o.rulesets = vec![value];
            }
            "--hanchan" => o.hanchan = number()?.max(1),
            "--hero" => o.hero = parse_player(&value)?,
            "--field" => o.field = parse_player(&value)?,
            "--seed" => o.seed = value,
            "--threads" => o.threads = number()?.max(1),
            "--dump" => o.dump = Some(value),
            "--games" => o.games = Some(value),
            "--paired" => o.paired = Some(value),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

/// One seat's result in one game.
#[derive(Clone, Copy)]
struct Seating {
    rank: u8,
    points: f64,
}

/// What the games of some walls gave: per wall, the hero's mean rank and points over its seatings; the hero's
/// rank counts; the hero's and the field's play statistics.
#[derive(Default)]
struct Tally {
    wall_ranks: Vec<f64>,
    wall_points: Vec<f64>,
    rank_counts: [u64; 4],
    hero: PlayStats,
    field: PlayStats,
    breakdown: Breakdown,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.wall_ranks.extend(other.wall_ranks);
        self.wall_points.extend(other.wall_points);
        for (a, b) in self.rank_counts.iter_mut().zip(other.rank_counts) {
            *a += b;
        }
        self.hero.merge(&other.hero);
        self.field.merge(&other.field);
        self.breakdown.merge(&other.breakdown);
    }
}

/// How a hand ended for the hero, for the breakdown of its score changes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ending {
    WinTsumo,
    WinRon,
    /// A ron off the hero, by the winner's hand: riichi, open, closed without riichi (dama).
    DealIn(Hand),
    /// Another seat's tsumo, by the winner's hand.
    Tsumoed(Hand),
    /// Another seat won off a third seat.
    Bystander,
    DrawTenpai,
    DrawNoten,
    /// An abortive draw, nagashi, or anything else.
    Other,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Hand {
    Riichi,
    Open,
    Dama,
}

const HANDS: [(Hand, &str); 3] = [(Hand::Riichi, "riichi"), (Hand::Open, "open"), (Hand::Dama, "dama")];

/// The hero's own state at a deal-in: in riichi, tenpai, 1-shanten, further.
const STATES: [&str; 4] = ["in riichi", "tenpai", "1-shanten", "2+ shanten"];

/// A count and a sum of score changes.
#[derive(Clone, Copy, Default)]
struct Sum {
    n: u64,
    points: i64,
}

impl Sum {
    fn add(&mut self, points: i64) {
        self.n += 1;
        self.points += points;
    }
    fn merge(&mut self, o: Sum) {
        self.n += o.n;
        self.points += o.points;
    }
}

/// The hero's score changes per seat-hand, split by how the hand ended for it; the riichi stakes (the ruleset's
/// stick for each accepted declaration, part of each hand's change) apart, so each ending's figure is the hand's
/// change without them. The hero's state at a deal-in is its plain shanten (no yaku asked) after the discard.
#[derive(Default)]
struct Breakdown {
    hands: u64,
    riichi_stakes: Sum,
    endings: Vec<(Ending, Sum)>,
    /// Deal-ins by the hero's state (STATES) and the winner's hand (HANDS).
    deal_ins: [[Sum; 3]; 4],
    /// The field's seats after each discard without riichi: [called sets 0..=4][own discards / 3, up to 6] ->
    /// (discards, tenpai after them).
    field_tenpai: [[(u64, u64); 7]; 5],
}

impl Breakdown {
    fn ending(&mut self, e: Ending) -> &mut Sum {
        if let Some(i) = self.endings.iter().position(|(x, _)| *x == e) {
            return &mut self.endings[i].1;
        }
        self.endings.push((e, Sum::default()));
        &mut self.endings.last_mut().expect("pushed").1
    }

    fn merge(&mut self, o: &Breakdown) {
        self.hands += o.hands;
        self.riichi_stakes.merge(o.riichi_stakes);
        for &(e, s) in &o.endings {
            self.ending(e).merge(s);
        }
        for (a, b) in self.deal_ins.iter_mut().flatten().zip(o.deal_ins.iter().flatten()) {
            a.merge(*b);
        }
        for (a, b) in self.field_tenpai.iter_mut().flatten().zip(o.field_tenpai.iter().flatten()) {
            a.0 += b.0;
            a.1 += b.1;
        }
    }

    /// Reads one game's events (unfiltered) for the hero at `hero`.
    fn add_game(&mut self, events: &[Event], hero: Seat, variant: Variant, stake: i64) {
        let mut hands: Vec<Counts> = vec![];
        let mut melds = [0u8; 4];
        let mut calls = [0u8; 4];
        let mut turns = [0u8; 4];
        let mut riichi = [false; 4];
        let mut staked = false;
        let mut open = [false; 4];
        let mut hero_state = 3;
        let mut last_discard = None;
        let mut ending = Ending::Other;
        let hand_of = |r: bool, o: bool| {
            if r {
                Hand::Riichi
            } else if o {
                Hand::Open
            } else {
                Hand::Dama
            }
        };
        for event in events {
            match event {
                Event::Deal { hands: dealt, .. } => {
                    hands = dealt
                        .iter()
                        .map(|h| {
                            let mut c = [0u8; KINDS];
                            for t in h.iter().flatten() {
                                c[t.kind as usize] += 1;
                            }
                            c
                        })
                        .collect();
                    (melds, riichi, open, hero_state, ending) = ([0; 4], [false; 4], [false; 4], 3, Ending::Other);
                    (calls, turns) = ([0; 4], [0; 4]);
                }
                Event::Draw { seat, tile: Some(t), .. } => hands[*seat as usize][t.kind as usize] += 1,
                Event::Discard { seat, tile, riichi: r, .. } => {
                    let s = *seat as usize;
                    hands[s][tile.kind as usize] -= 1;
                    riichi[s] |= *r;
                    last_discard = Some(tile.kind);
                    turns[s] += 1;
                    if *seat != hero && !riichi[s] {
                        let tenpai = shanten::overall(&hands[s], melds[s], variant) <= 0;
                        let cell = &mut self.field_tenpai[calls[s] as usize][(turns[s] as usize / 3).min(6)];
                        cell.0 += 1;
                        cell.1 += u64::from(tenpai);
                    }
                    if *seat == hero {
                        let sh = shanten::overall(&hands[s], melds[s], variant);
                        hero_state = if riichi[s] { 0 } else { sh.clamp(0, 2) as usize + 1 };
                    }
                }
                Event::Call { seat, call, tiles, .. } => {
                    let s = *seat as usize;
                    match call {
                        MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan => {
                            let mut skipped = false;
                            for t in tiles {
                                if !skipped && Some(t.kind) == last_discard {
                                    skipped = true;
                                } else {
                                    hands[s][t.kind as usize] -= 1;
                                }
                            }
                            melds[s] += 1;
                            calls[s] += 1;
                            open[s] = true;
                        }
                        MeldKind::Kakan => hands[s][tiles[0].kind as usize] -= 1,
                        MeldKind::Ankan => {
                            for t in tiles {
                                hands[s][t.kind as usize] = hands[s][t.kind as usize].saturating_sub(1);
                            }
                            melds[s] += 1;
                        }
                        MeldKind::Nuki => hands[s][tiles[0].kind as usize] -= 1,
                    }
                }
                Event::Win { seat, from, .. } if ending == Ending::Other || matches!(ending, Ending::Bystander) => {
                    let w = *seat as usize;
                    ending = match *from {
                        _ if *seat == hero => {
                            if from.is_some() {
                                Ending::WinRon
                            } else {
                                Ending::WinTsumo
                            }
                        }
                        Some(f) if f == hero => Ending::DealIn(hand_of(riichi[w], open[w])),
                        Some(_) => Ending::Bystander,
                        None => Ending::Tsumoed(hand_of(riichi[w], open[w])),
                    };
                }
                Event::Ryuukyoku { reason, tenpai, nagashi, .. } => {
                    ending = if nagashi.is_empty() && *reason == tenpai::round::DrawReason::Exhaustive {
                        if tenpai.contains(&hero) {
                            Ending::DrawTenpai
                        } else {
                            Ending::DrawNoten
                        }
                    } else {
                        Ending::Other
                    };
                }
                Event::RiichiAccepted { seat, .. } if *seat == hero => staked = true,
                Event::RoundEnd { deltas, .. } => {
                    let h = hero as usize;
                    let staked = if std::mem::take(&mut staked) { stake } else { 0 };
                    if staked != 0 {
                        self.riichi_stakes.add(-staked);
                    }
                    let change = deltas[h] + staked;
                    self.ending(ending).add(change);
                    if let Ending::DealIn(hand) = ending {
                        let i = HANDS.iter().position(|(x, _)| *x == hand).expect("a hand");
                        self.deal_ins[hero_state][i].add(change);
                    }
                    self.hands += 1;
                }
                _ => {}
            }
        }
    }

    fn print(&self) {
        let per = |s: Sum| s.points as f64 / self.hands as f64;
        let line = |name: String, s: Sum| {
            println!(
                "    {name:<30} {:>6.2}% {:>8.0} {:>9.1}",
                100.0 * s.n as f64 / self.hands as f64,
                if s.n > 0 { s.points as f64 / s.n as f64 } else { 0.0 },
                per(s)
            );
        };
        println!("  breakdown of the hero's score change, {} seat-hands", self.hands);
        println!("    {:<30} {:>7} {:>8} {:>9}", "ending", "share", "mean", "per hand");
        let mut order: Vec<(String, Sum)> = self
            .endings
            .iter()
            .map(|&(e, s)| {
                let name = match e {
                    Ending::WinTsumo => "win by tsumo".to_string(),
                    Ending::WinRon => "win by ron".to_string(),
                    Ending::DealIn(h) => format!("deal-in to {}", HANDS.iter().find(|x| x.0 == h).expect("a hand").1),
                    Ending::Tsumoed(h) => format!("tsumo by {}", HANDS.iter().find(|x| x.0 == h).expect("a hand").1),
                    Ending::Bystander => "ron between others".to_string(),
                    Ending::DrawTenpai => "draw, tenpai".to_string(),
                    Ending::DrawNoten => "draw, noten".to_string(),
                    Ending::Other => "other (abortive, nagashi)".to_string(),
                };
                (name, s)
            })
            .collect();
        order.sort_by(|a, b| a.0.cmp(&b.0));
        let mut total = self.riichi_stakes;
        for (name, s) in order {
            total.points += s.points;
            line(name, s);
        }
        line("riichi stakes".to_string(), self.riichi_stakes);
        println!("    {:<30} {:>7} {:>8} {:>9.1}", "total", "", "", per(total));
        println!("  deal-ins by the hero's state x the winner's hand (share, mean, per hand)");
        for (i, state) in STATES.iter().enumerate() {
            for (j, (_, hand)) in HANDS.iter().enumerate() {
                line(format!("{state} -> {hand}"), self.deal_ins[i][j]);
            }
        }
        println!(
            "  the field's tenpai share after a discard without riichi, by called sets (rows) and own discards / 3"
        );
        for (m, row) in self.field_tenpai.iter().enumerate() {
            let cells: Vec<String> = row
                .iter()
                .map(|&(n, t)| if n == 0 { "     -".into() } else { format!("{:>5.1}%", 100.0 * t as f64 / n as f64) })
                .collect();
            println!("    {m} sets: {}", cells.join(" "));
        }
    }
}

/// Plays one game with `hero` at `hero_seat` and `field` in the other seats; returns the finished game.
fn play(rules: &Ruleset, seed: &str, hero: Player, hero_seat: Seat, field: Player) -> Game {
    let (mut game, _) = Game::new(rules.clone(), seed, None).expect("a preset starts a game");
    let mut seats = [None; 4];
    for (seat, player) in seats.iter_mut().enumerate().take(rules.game.players as usize) {
        *player = Some(if seat == hero_seat as usize { hero } else { field });
    }
    // Random seats draw from one stream fixed by the wall seed.
    let players = Players::Seats { seats, random: RandomPlayer::new(fnv(seed)) };
    Autoplay { players, until: None, max_actions: None, stop_at_hand_end: false }
        .run(&mut game, |_| {})
        .expect("autoplay applies only legal actions");
    assert!(game.is_over(), "{seed}: the game stopped before its end");
    game
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// Plays the walls `walls` (each once per seating).
fn play_walls(rules: &Ruleset, o: &Options, walls: impl Iterator<Item = usize>) -> Tally {
    let seats = rules.game.players;
    let mut tally = Tally::default();
    for wall in walls {
        let seed = format!("{}-{wall}", o.seed);
        let games: Vec<(Game, Seat)> =
            (0..seats).map(|hero_seat| (play(rules, &seed, o.hero, hero_seat, o.field), hero_seat)).collect();
        tally.add_wall(rules, &games, o.breakdown);
    }
    tally
}

impl Tally {
    /// Adds the finished games of one wall, each with its hero's seat.
    fn add_wall(&mut self, rules: &Ruleset, games: &[(Game, Seat)], breakdown: bool) {
        let mut seatings = vec![];
        for (game, hero_seat) in games {
            let hero_seat = *hero_seat;
            let result = game.result().expect("a finished game has a result");
            let s = Seating { rank: result.ranks[hero_seat as usize], points: result.points[hero_seat as usize] };
            self.rank_counts[s.rank as usize - 1] += 1;
            seatings.push(s);
            self.hero.add_events(game.events(), |seat| seat == hero_seat);
            self.field.add_events(game.events(), |seat| seat != hero_seat);
            if breakdown {
                self.breakdown.add_game(game.events(), hero_seat, Variant::of(rules), i64::from(rules.riichi.stick));
            }
        }
        let n = seatings.len() as f64;
        self.wall_ranks.push(seatings.iter().map(|s| f64::from(s.rank)).sum::<f64>() / n);
        self.wall_points.push(seatings.iter().map(|s| s.points).sum::<f64>() / n);
    }
}

/// The figures of a majiang-ai match log (`benches/majiang/match.mjs`: gzipped JSON lines, one per finished game, with its
/// wall, side, hero seat, seats and the game saved by `toJSON()`): each game is loaded (replayed through the
/// engine's legality checks) and tallied as the games this command plays itself, side by side: the tenpai bot
/// against three majiang-ai, and majiang-ai against three tenpai bots. Only walls whose four seatings of a side
/// are all in the log count for that side.
fn report_match_log(
    path: &str,
    paired: Option<&str>,
    breakdown: bool,
    phoenix: &[(PlayStats, usize); 2],
) -> Result<(), String> {
    let started = Instant::now();
    let text = read_match_log(path)?;
    let rules = Ruleset::preset("tenhou").expect("a preset");
    // (side, wall) -> (hero seat, line); the lines are parsed again one wall at a time, to keep memory small.
    let mut walls: std::collections::BTreeMap<(String, u64), Vec<(Seat, &str)>> = Default::default();
    let mut refused: std::collections::BTreeMap<String, usize> = Default::default();
    let (mut declined, mut differences) = (0usize, 0usize);
    let (mut majiang_ms, mut majiang_decisions) = (0.0, 0.0);
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).map_err(|e| format!("{path}:{}: {e}", i + 1))?;
        let field = |k: &str| v.get(k).ok_or(format!("{path}:{}: no {k}", i + 1));
        let side = field("side")?.as_str().unwrap_or_default().to_string();
        let wall = field("wall")?.as_u64().unwrap_or_default();
        let hero = field("heroSeat")?.as_u64().unwrap_or_default() as Seat;
        for r in field("refused")?.as_array().into_iter().flatten() {
            *refused.entry(r.get("reason").and_then(|r| r.as_str()).unwrap_or_default().to_string()).or_default() += 1;
        }
        declined += field("declined")?.as_array().map_or(0, Vec::len);
        differences += field("mismatches")?.as_array().map_or(0, Vec::len);
        majiang_ms += v.pointer("/time/majiang").and_then(|t| t.as_f64()).unwrap_or_default();
        majiang_decisions += v.pointer("/time/majiangDecisions").and_then(|t| t.as_f64()).unwrap_or_default();
        walls.entry((side, wall)).or_default().push((hero, line));
    }
    let games: usize = walls.values().map(Vec::len).sum();
    println!(
        "{path}: {games} games; majiang-ai replies refused by tenpai: {}, wins tenpai offered and majiang-ai passed: \
         {declined}, differences between majiang-ai's picture of the table and tenpai's view: {differences}; \
         majiang-ai {:.1} ms a decision",
        refused.values().sum::<usize>(),
        majiang_ms / majiang_decisions.max(1.0)
    );
    for (reason, n) in &refused {
        println!("  refused {n} time(s): {reason}");
    }
    for side in ["tenpai", "majiang"] {
        let mut tally = Tally::default();
        let (mut hero_name, mut field_name, mut complete) = (String::new(), String::new(), 0);
        for ((_, wall), seatings) in walls.range((side.to_string(), 0)..=(side.to_string(), u64::MAX)) {
            let mut heroes: Vec<Seat> = seatings.iter().map(|(h, _)| *h).collect();
            heroes.sort_unstable();
            heroes.dedup();
            if heroes.len() < 4 {
                continue;
            }
            let mut games = vec![];
            for &(hero, line) in seatings {
                let v: serde_json::Value = serde_json::from_str(line).expect("read above");
                let name = |seat: usize| v["seats"][seat].as_str().unwrap_or_default().to_string();
                (hero_name, field_name) = (name(hero as usize), name((hero as usize + 1) % 4));
                let saved = v["game"].as_str().ok_or(format!("wall {wall}: no saved game"))?;
                let game = Game::from_json(saved).map_err(|e| format!("wall {wall}: {}", e.message))?;
                if !game.is_over() {
                    return Err(format!("wall {wall}: a saved game did not reach its end"));
                }
                games.push((game, hero));
            }
            tally.add_wall(&rules, &games, breakdown);
            complete += 1;
        }
        if complete == 0 {
            continue;
        }
        let label = format!(
            "tenhou: hero {hero_name} against a field of {field_name}, {complete} walls x 4 seatings ({:.1} s to load)",
            started.elapsed().as_secs_f64()
        );
        report(&label, &hero_name, &field_name, 4, &tally, phoenix, breakdown);
        if let Some(other) = paired {
            let (mine, theirs) = (wall_ranks(path)?, wall_ranks(other)?);
            let diffs: Vec<f64> =
                mine.iter().filter(|((s, _), _)| s == side).filter_map(|(k, r)| theirs.get(k).map(|o| r - o)).collect();
            if !diffs.is_empty() {
                let (d, ci) = mean_ci(&diffs);
                println!("  paired with {other} on the same {} walls: hero rank {d:+.3} ± {ci:.3} (95%)", diffs.len());
            }
        }
    }
    Ok(())
}

/// A match log's text (gzip members of JSON lines).
fn read_match_log(path: &str) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let mut text = String::new();
    flate2::read::MultiGzDecoder::new(file).read_to_string(&mut text).map_err(|e| format!("{path}: {e}"))?;
    Ok(text)
}

/// The hero's mean rank over each wall's four seatings in a match log, by side and wall (complete walls only).
fn wall_ranks(path: &str) -> Result<std::collections::BTreeMap<(String, u64), f64>, String> {
    let mut sums: std::collections::BTreeMap<(String, u64), (u64, f64)> = Default::default();
    for line in read_match_log(path)?.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = serde_json::from_str(line).map_err(|e| format!("{path}: {e}"))?;
        let hero = v["heroSeat"].as_u64().unwrap_or_default() as usize;
        let side = v["side"].as_str().unwrap_or_default().to_string();
        let entry = sums.entry((side, v["wall"].as_u64().unwrap_or_default())).or_default();
        entry.0 |= 1 << hero;
        entry.1 += v["ranks"][hero].as_f64().unwrap_or_default();
    }
    Ok(sums.into_iter().filter(|(_, (seats, _))| *seats == 0b1111).map(|(k, (_, sum))| (k, sum / 4.0)).collect())
}

/// Prints one match's figures: the hero's average rank and final points with 95% intervals, its rank shares, both
/// sides' play statistics beside Phoenix players', and the breakdown when asked for.
fn report(
    label: &str,
    hero: &str,
    field: &str,
    seats: usize,
    tally: &Tally,
    phoenix: &[(PlayStats, usize); 2],
    breakdown: bool,
) {
    let (rank, rank_ci) = mean_ci(&tally.wall_ranks);
    let (points, points_ci) = mean_ci(&tally.wall_points);
    let games = tally.wall_ranks.len() * seats;
    println!();
    println!("{label}");
    println!("  hero average rank   {rank:.3} ± {rank_ci:.3} (95%)");
    println!("  hero final points   {points:+.2} ± {points_ci:.2} (95%)");
    let ranks: Vec<String> = tally.rank_counts[..seats]
        .iter()
        .enumerate()
        .map(|(i, &c)| format!("{}: {:.1}%", i + 1, 100.0 * c as f64 / games as f64))
        .collect();
    println!("  hero ranks          {}", ranks.join("  "));
    println!(
        "  {:<24} {:>7} {:>8} {:>7} {:>7} {:>7} {:>9} {:>9}",
        "per seat-hand", "win", "deal-in", "riichi", "call", "draw", "win value", "hands"
    );
    println!("{}", stats_row(&format!("hero ({hero})"), &tally.hero));
    println!("{}", stats_row(&format!("field ({field})"), &tally.field));
    let (reference, n) = &phoenix[usize::from(seats == 3)];
    let name = format!("Phoenix ({n} {}-seat)", if seats == 3 { "three" } else { "four" });
    println!("{}", stats_row(&name, reference));
    if breakdown {
        tally.breakdown.print();
    }
}

/// Mean and the half-width of its 95% interval (normal approximation).
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, f64::NAN);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// Play statistics of Tenhou Phoenix games from the corpus, for four-seat and three-seat hanchan, with the number
/// of games each was read from.
fn phoenix() -> [(PlayStats, usize); 2] {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/logs/agony5757-games.tsv.gz");
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut text = String::new();
    flate2::read::GzDecoder::new(file).read_to_string(&mut text).expect("the corpus is gzip text");
    let mut out = [(PlayStats::default(), 0), (PlayStats::default(), 0)];
    for line in text.lines() {
        let Some((_, record)) = line.split_once('\t') else { continue };
        let Ok(log) = tenpai::log::parse(record) else { continue };
        if !log.game_type.hanchan {
            continue;
        }
        let (report, game) = tenpai::replay::replay_game(&log);
        let Some(game) = game.filter(|_| report.ok) else { continue };
        let slot = &mut out[usize::from(log.game_type.players == 3)];
        slot.0.add_events(game.events(), |_| true);
        slot.1 += 1;
    }
    out
}

fn stats_row(name: &str, s: &PlayStats) -> String {
    format!(
        "  {name:<24} {:>6.1}% {:>7.1}% {:>6.1}% {:>6.1}% {:>6.1}% {:>9.0} {:>9}",
        100.0 * s.win_rate(),
        100.0 * s.deal_in_rate(),
        100.0 * s.riichi_rate(),
        100.0 * s.call_rate(),
        100.0 * s.draw_rate(),
        s.mean_win_value(),
        s.seat_hands
    )
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("duplicate: {e}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    let phoenix = phoenix();
    println!(
        "Phoenix: {} four-seat and {} three-seat hanchan of tests/data/logs/agony5757-games.tsv.gz replayed exactly ({:.1} s)",
        phoenix[0].1,
        phoenix[1].1,
        started.elapsed().as_secs_f64()
    );
    if let Some(path) = &o.games {
        if let Err(e) = report_match_log(path, o.paired.as_deref(), o.breakdown, &phoenix) {
            eprintln!("duplicate: {e}");
            std::process::exit(1);
        }
        return;
    }
    for id in &o.rulesets {
        let rules = Ruleset::preset(id).expect("checked");
        let seats = rules.game.players as usize;
        let walls = o.hanchan.div_ceil(seats);
        let started = Instant::now();
        let mut tally = Tally::default();
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..o.threads)
                .map(|t| {
                    let (rules, o) = (&rules, &o);
                    scope.spawn(move || play_walls(rules, o, (t..walls).step_by(o.threads)))
                })
                .collect();
            for h in handles {
                tally.merge(h.join().expect("a worker finished"));
            }
        });
        let secs = started.elapsed().as_secs_f64();
        if let Some(path) = &o.dump {
            let text: Vec<String> = tally.wall_ranks.iter().map(|r| format!("{r}")).collect();
            std::fs::write(path, text.join("\n")).expect("dump written");
        }
        let label = format!(
            "{id}: hero {} against a field of {}, {walls} walls x {seats} seatings = {} games ({secs:.1} s, {} thread(s), {:.0} games/s)",
            player_name(o.hero),
            player_name(o.field),
            walls * seats,
            o.threads,
            (walls * seats) as f64 / secs
        );
        report(&label, player_name(o.hero), player_name(o.field), seats, &tally, &phoenix, o.breakdown);
    }
}
