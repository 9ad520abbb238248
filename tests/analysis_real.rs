//! The analysis of a seat's moment checked against what real games show: 100 Tenhou Phoenix games of
//! `tests/data/logs/agony5757-games.tsv.gz` (four- and three-seat), replayed through the engine, and at every
//! decision of every seat (a moment with more than one legal action) the analysis of that seat is compared with
//! what is worked out here from the seat's view and the public events alone:
//! * the discard made: its shanten, and its acceptance (every kind whose draw lowers the shanten of the hand left,
//!   by the plain shanten function, and the copies of each that the seat cannot see, counted from its view);
//! * each threat's genbutsu: the kinds in that seat's river and, after its riichi, every kind discarded since;
//! * the walls: exactly the kinds whose every copy the seat can see, and a `no-chance` reason exactly on a suited
//!   tile, not genbutsu, every two-sided wait through which is closed by a wall or by suji, at least one by a wall;
//! * the review of each seat: one decision per such moment, the move made as recorded, the efficient move no worse
//!   than it, deal-ins exactly the seat's discards that were won on.

use std::io::Read;
use tenpai::analysis::danger::Reason;
use tenpai::analysis::review::review;
use tenpai::analysis::{analysis, Analysis, Moment};
use tenpai::game::Game;
use tenpai::log::mjlog;
use tenpai::replay::replay_game;
use tenpai::round::{Action, Event, Seat, TableView};
use tenpai::shanten::{self, Variant};
use tenpai::tile::{is_honor, Counts, Kind, KINDS};

const GAMES: usize = 100;

fn games() -> Vec<Game> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/logs/agony5757-games.tsv.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap()).read_to_string(&mut text).unwrap();
    text.lines()
        .take(GAMES)
        .map(|line| {
            let (name, xml) = line.split_once('\t').unwrap();
            let log = mjlog::parse(xml).unwrap_or_else(|e| panic!("{name}: {}", e.message));
            replay_game(&log).1.unwrap_or_else(|| panic!("{name} replays exactly"))
        })
        .collect()
}

/// Per kind, the tiles `view`'s seat can see: its own hand, the discards not called away, every meld tile and the
/// dora indicators.
fn visible(view: &TableView) -> Counts {
    let mut seen = [0u8; KINDS];
    let me = view.viewer.unwrap() as usize;
    for t in view.seats[me].hand.as_ref().unwrap() {
        seen[t.kind as usize] += 1;
    }
    for seat in &view.seats {
        for d in seat.discards.iter().filter(|d| d.called_by.is_none()) {
            seen[d.tile.kind as usize] += 1;
        }
        for m in &seat.melds {
            for t in &m.tiles {
                seen[t.kind as usize] += 1;
            }
        }
    }
    for t in &view.dora_indicators {
        seen[t.kind as usize] += 1;
    }
    seen
}

fn kinds_of(tiles: impl Iterator<Item = Kind>) -> u64 {
    tiles.fold(0, |m, k| m | 1 << k)
}

/// The public record of the hand so far, read from the game's events: each seat's discards in order and, for a
/// seat in riichi, the kinds discarded by anyone after its declaring discard.
#[derive(Default)]
struct Rivers {
    river: [u64; 4],
    after_riichi: [Option<u64>; 4],
}

impl Rivers {
    fn read(&mut self, event: &Event) {
        match event {
            Event::Deal { .. } => *self = Rivers::default(),
            Event::Discard { seat, tile, riichi, .. } => {
                for s in 0..4 {
                    if let Some(after) = self.after_riichi[s].as_mut() {
                        *after |= 1 << tile.kind;
                    }
                }
                self.river[*seat as usize] |= 1 << tile.kind;
                if *riichi {
                    self.after_riichi[*seat as usize] = Some(0);
                }
            }
            _ => {}
        }
    }
}

/// The checks of one decision of `seat` (about to play `action`).
fn check(
    game: &Game,
    seat: Seat,
    action: &Action,
    rivers: &Rivers,
    copies: &Counts,
    variant: Variant,
    counts: &mut [usize; 4],
) {
    let a: Analysis = analysis(game, seat);
    let view = game.view(seat).unwrap();
    let seen = visible(&view);
    // The walls: kinds all of whose copies the seat sees.
    let walls: Vec<Kind> =
        (0..KINDS as Kind).filter(|&k| copies[k as usize] > 0 && seen[k as usize] >= copies[k as usize]).collect();
    assert_eq!(a.walls.iter().map(|t| t.kind).collect::<Vec<_>>(), walls, "walls of seat {seat}");
    counts[2] += walls.len();
    for threat in &a.threats {
        let s = threat.seat as usize;
        let expected = rivers.river[s] | rivers.after_riichi[s].unwrap_or(0);
        assert_eq!(kinds_of(threat.genbutsu.iter().map(|t| t.kind)), expected, "genbutsu of seat {s} for seat {seat}");
        counts[1] += 1;
    }
    // No-chance both ways: the reason is given exactly when the tile is suited, not genbutsu, and every two-sided
    // wait through it is closed by suji or by a wall, at least one by a wall (a neighbour's four copies in sight)
    // and not by suji. An open flush's other suit is named as such instead.
    let options = a.discards.iter().chain(a.calls.iter().flat_map(|c| &c.discards));
    for option in options {
        let k = option.tile.kind;
        for d in &option.danger {
            if d.reason == Reason::OtherSuit {
                continue;
            }
            let threat = a.threats.iter().find(|t| t.seat == d.seat).unwrap();
            let safe = kinds_of(threat.genbutsu.iter().map(|t| t.kind));
            let wall = |s: Kind| seen[s as usize] >= 4;
            let n = k % 9;
            let suited = !is_honor(k);
            let low = (suited && n >= 3).then(|| (safe >> (k - 3) & 1 == 1, wall(k - 2) || wall(k - 1)));
            let high = (suited && n <= 5).then(|| (safe >> (k + 3) & 1 == 1, wall(k + 1) || wall(k + 2)));
            let routes: Vec<(bool, bool)> = low.into_iter().chain(high).collect();
            let no_chance = suited
                && safe >> k & 1 == 0
                && routes.iter().all(|&(suji, wall)| suji || wall)
                && routes.iter().any(|&(suji, wall)| !suji && wall);
            assert_eq!(d.reason == Reason::NoChance, no_chance, "{} against seat {}: {:?}", option.tile, d.seat, d);
            counts[3] += no_chance as usize;
        }
    }
    let Action::Discard { tile, .. } = action else { return };
    if a.moment != Moment::Turn {
        return;
    }
    let option = a.discards.iter().find(|d| d.tile == *tile).expect("the discard made is analysed");
    let me = &view.seats[seat as usize];
    let mut rest = [0u8; KINDS];
    for t in me.hand.as_ref().unwrap() {
        rest[t.kind as usize] += 1;
    }
    rest[tile.kind as usize] -= 1;
    let melds = me.melds.iter().filter(|m| m.kind.is_set()).count() as u8;
    let now = shanten::overall(&rest, melds, variant);
    assert_eq!(option.shanten, now, "shanten after {tile}");
    let mut expected = vec![];
    for k in 0..KINDS {
        if rest[k] >= copies[k] {
            continue;
        }
        let mut more = rest;
        more[k] += 1;
        if shanten::overall(&more, melds, variant) < now {
            expected.push((k as Kind, copies[k].saturating_sub(seen[k])));
        }
    }
    let got: Vec<(Kind, u8)> = option.acceptance.iter().map(|d| (d.tile.kind, d.live)).collect();
    assert_eq!(got, expected, "acceptance after {tile}");
    assert_eq!(option.tiles, expected.iter().map(|&(_, n)| n as u32).sum::<u32>());
    counts[0] += 1;
}

#[test]
fn the_analysis_agrees_with_the_record_at_every_decision() {
    let mut counts = [0usize; 4];
    let mut decisions = 0;
    for game in games() {
        let rules = game.rules();
        let copies = rules.tile_set().copies;
        let variant = Variant::of(rules);
        let mut replay = game.restarted().unwrap();
        let mut rivers = Rivers::default();
        for (by, action) in game.history() {
            let legal = replay.legal(*by);
            if legal.len() > 1 && legal.iter().any(|a| matches!(a, Action::Discard { .. } | Action::Pass)) {
                check(&replay, *by, action, &rivers, &copies, variant, &mut counts);
                decisions += 1;
            }
            for event in replay.step(*by, action).unwrap() {
                rivers.read(event);
            }
        }
    }
    println!(
        "{decisions} decisions: {} discards checked, {} threats, {} walls, {} no-chance readings",
        counts[0], counts[1], counts[2], counts[3]
    );
    assert!(decisions > 50_000 && counts.iter().all(|&n| n > 1000), "{decisions} {counts:?}");
}

#[test]
fn the_review_follows_the_record() {
    let mut ties = 0;
    let mut advancing_passes = 0;
    for game in games().into_iter().take(20) {
        for seat in 0..game.rules().game.players {
            let r = review(&game, seat).unwrap();
            let history = game.history();
            // One decision per moment of the seat with more than one legal action.
            let mut replay = game.restarted().unwrap();
            let mut expected = vec![];
            let mut dealt_in = vec![];
            let mut last_discard = None;
            for (i, (by, action)) in history.iter().enumerate() {
                if *by == seat {
                    let legal = replay.legal(seat);
                    let moment = legal.iter().any(|a| matches!(a, Action::Discard { .. } | Action::Pass));
                    let decision = legal.len() > 1 && moment;
                    if decision {
                        expected.push(i as u32);
                    }
                    last_discard = (decision && matches!(action, Action::Discard { .. })).then_some(i as u32);
                }
                for event in replay.step(*by, action).unwrap() {
                    if let Event::Win { from: Some(from), .. } = event {
                        if *from == seat {
                            dealt_in.extend(last_discard.take());
                        }
                    }
                }
            }
            let indices: Vec<u32> = r.decisions.iter().map(|d| d.index).collect();
            assert_eq!(indices, expected, "seat {seat}'s decisions");
            let deal_ins: Vec<u32> = r.decisions.iter().filter(|d| d.deal_in).map(|d| d.index).collect();
            assert_eq!(deal_ins, dealt_in, "seat {seat}'s deal-ins");
            for d in &r.decisions {
                assert_eq!(d.made.action, history[d.index as usize].1);
                assert!(d.efficient.shanten <= d.made.shanten || d.made.shanten == -1);
                // A step back is measured on a turn from the most efficient discard, in a claim window from the
                // hand as it stands: passing a call that would advance the hand is not one.
                let from = match d.analysis.moment {
                    Moment::Claim => d.analysis.shanten,
                    _ => d.efficient.shanten,
                };
                assert_eq!(d.shanten_lost, (d.made.shanten - from).max(0), "decision {}", d.index);
                if d.made.action == Action::Pass && d.efficient.shanten < d.made.shanten {
                    assert_eq!(d.shanten_lost, 0);
                    advancing_passes += 1;
                }
                if d.efficient.shanten == d.made.shanten {
                    assert!(d.efficient.tiles >= d.made.tiles || d.made.shanten == -1);
                }
                // A move made that is as efficient as any is the one named.
                let key = |m: &tenpai::analysis::review::ReviewMove| (m.shanten, m.tiles, m.danger);
                if let (Action::Discard { tile, .. }, true) = (&d.made.action, key(&d.made) == key(&d.efficient)) {
                    assert!(matches!(d.efficient.action, Action::Discard { tile: t, .. } if t == *tile));
                    ties += 1;
                }
            }
            let sum = |f: fn(&tenpai::analysis::review::ReviewSummary) -> u32| {
                r.hands.iter().map(|h| f(&h.summary)).sum::<u32>()
            };
            assert_eq!(sum(|s| s.decisions), r.game.decisions);
            assert_eq!(sum(|s| s.agreed), r.game.agreed);
            assert_eq!(sum(|s| s.deal_ins), r.game.deal_ins);
            assert_eq!(r.game.decisions as usize, r.decisions.len());
        }
    }
    assert!(ties > 1000, "{ties} decisions where the move made was as efficient as any");
    assert!(advancing_passes > 100, "{advancing_passes} passes of a call that would have advanced the hand");
}
