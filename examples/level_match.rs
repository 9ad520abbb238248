//! A quick duplicate match between bot levels, for tuning by hand (the full benchmark with statistics is
//! item 3's): each seed's game is played once per seat with the tested level in that seat and the field level in
//! the others (the same walls, seats rotated), and the tested level's average rank and mean final points are
//! printed with a 95% interval.
//!
//! `cargo run --release --example level_match -- [preset] [seeds] [tested] [field] [first seed]`
//! (defaults: tenhou 50 strong normal 0).

use tenpai::autoplay::{Autoplay, Player, Players, RandomPlayer};
use tenpai::bot::Level;
use tenpai::game::Game;
use tenpai::round::Event;
use tenpai::Ruleset;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_string());
    let preset = arg(0, "tenhou");
    let seeds: u64 = arg(1, "50").parse().expect("seeds: a number");
    let tested: Level = arg(2, "strong").parse().expect("tested level");
    let field: Level = arg(3, "normal").parse().expect("field level");
    let first: u64 = arg(4, "0").parse().expect("first seed: a number");
    let rules = Ruleset::preset(&preset).expect("a preset");
    let players = rules.game.players as usize;
    let (mut ranks, mut points) = (Vec::new(), Vec::new());
    // Per hand, for the tested seat and for a field seat: wins, deal-ins, riichi, hands with a call, points won.
    let mut tally = [[0f64; 5]; 2];
    let mut hands = 0f64;
    let start = std::time::Instant::now();
    for seed in first..first + seeds {
        for hero in 0..players {
            let mut seats = [None; 4];
            for (s, slot) in seats.iter_mut().enumerate().take(players) {
                *slot = Some(Player::Bot(if s == hero { tested } else { field }));
            }
            let (mut game, _) = Game::new(rules.clone(), &format!("match-{seed}"), None).unwrap();
            let mut play = Autoplay {
                players: Players::Seats { seats, random: RandomPlayer::new(seed) },
                until: None,
                max_actions: None,
                stop_at_hand_end: false,
            };
            let field_seat = (hero + 1) % players;
            let mut called = [false; 2];
            play.run(&mut game, |events| {
                for e in events {
                    let who = |s: u8| [hero, field_seat].iter().position(|&x| x == s as usize);
                    match e {
                        Event::Deal { .. } => {
                            hands += 1.0;
                            called = [false; 2];
                        }
                        Event::Win { seat, from, result, .. } => {
                            if let Some(i) = who(*seat) {
                                tally[i][0] += 1.0;
                                tally[i][4] += result.total as f64;
                            }
                            if let Some(i) = from.and_then(who) {
                                tally[i][1] += 1.0;
                            }
                        }
                        Event::RiichiAccepted { seat, .. } => {
                            if let Some(i) = who(*seat) {
                                tally[i][2] += 1.0;
                            }
                        }
                        Event::Call { seat, from: Some(_), .. } => {
                            if let Some(i) = who(*seat).filter(|&i| !called[i]) {
                                called[i] = true;
                                tally[i][3] += 1.0;
                            }
                        }
                        _ => {}
                    }
                }
            })
            .unwrap();
            let result = game.result().expect("the game is over");
            ranks.push(result.ranks[hero] as f64);
            points.push(result.points[hero]);
        }
    }
    let stats = |xs: &[f64]| {
        let n = xs.len() as f64;
        let mean = xs.iter().sum::<f64>() / n;
        let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
        (mean, 1.96 * (var / n).sqrt())
    };
    let ((rank, rank_ci), (pts, pts_ci)) = (stats(&ranks), stats(&points));
    println!(
        "{preset}: {tested} vs {players_minus} {field}, {games} games ({seeds} seeds x {players} seats, {:.1} s): \
         average rank {rank:.3} ± {rank_ci:.3}, mean points {pts:+.2} ± {pts_ci:.2}",
        start.elapsed().as_secs_f64(),
        players_minus = players - 1,
        games = ranks.len(),
    );
    for (name, t) in [("tested", tally[0]), ("field", tally[1])] {
        println!(
            "  {name:<6} win {:.1}%  deal-in {:.1}%  riichi {:.1}%  call {:.1}%  mean win {:.0}",
            100.0 * t[0] / hands,
            100.0 * t[1] / hands,
            100.0 * t[2] / hands,
            100.0 * t[3] / hands,
            t[4] / t[0].max(1.0)
        );
    }
}
