//! Hidden information stays hidden: what a seat is shown (its view, the events filtered for it and the built-in
//! bot's choice for it) is a function of what that seat may know, under every preset.
//!
//! At a random moment of a random first hand, every tile the viewer has not seen (other seats' concealed tiles,
//! the undrawn live wall, replacement tiles, unrevealed and ura indicators) is shuffled among the wall positions
//! that hold such tiles. The second game, dealt from that wall, replays the first game's actions: the public ones
//! and the viewer's own must stay legal, a seat's pass on a claim the second game does not offer it is skipped,
//! and a seat that the second game alone offers a claim passes. At every point where both games have shown the
//! viewer the same number of events, the events, the view, the bot's choice and the analysis of the moment
//! (`tenpai::analysis`: each option's shanten, acceptance, waits and danger, the threats) for the viewer must be
//! equal. The games may differ only in whether the table is waiting for claims at all (a seat sees the table wait).

mod prop_support;

use prop_support::{config, presets};
use proptest::prelude::*;
use std::collections::HashSet;
use tenpai::analysis::analysis;
use tenpai::bot::{Bot, Level, Pick};
use tenpai::game::{Game, Phase};
use tenpai::meld::MeldKind;
use tenpai::round::{Action, Event, Seat};
use tenpai::tile::Tile;
use tenpai::wall::{TileId, Wall};
use tenpai::Ruleset;

/// Which physical tiles a viewer has seen, worked out by dealing and drawing a copy of the first hand's wall along
/// the game's (spectator) events, and where each seat's concealed tiles are.
struct Seen {
    viewer: Seat,
    wall: Wall,
    held: Vec<Vec<TileId>>,
    drawn: Vec<Option<TileId>>,
    pons: Vec<Vec<Tile>>,
    last_discard: Option<Tile>,
    ids: HashSet<TileId>,
    read: usize,
}

impl Seen {
    fn new(rules: &Ruleset, arrangement: &[TileId], viewer: Seat) -> Seen {
        let wall = Wall::from_arrangement(rules, arrangement.to_vec()).unwrap();
        let n = rules.game.players as usize;
        Seen {
            viewer,
            wall,
            held: vec![vec![]; n],
            drawn: vec![None; n],
            pons: vec![vec![]; n],
            last_discard: None,
            ids: HashSet::new(),
            read: 0,
        }
    }

    /// Takes one concealed id of `tile` from `seat` (the drawn one first when `drawn_first`, else last), seen.
    fn reveal(&mut self, seat: Seat, tile: Tile, drawn_first: bool) {
        let held = &mut self.held[seat as usize];
        let drawn = self.drawn[seat as usize];
        let of_tile = |&&id: &&TileId| self.wall.tile(id) == tile;
        let pick = if drawn_first {
            drawn.filter(|d| held.contains(d) && self.wall.tile(*d) == tile)
        } else {
            held.iter().filter(of_tile).find(|&&id| Some(id) != drawn).copied()
        };
        let id = pick
            .or_else(|| held.iter().find(of_tile).copied())
            .unwrap_or_else(|| panic!("seat {seat} shows {tile} it does not hold"));
        held.retain(|&h| h != id);
        self.ids.insert(id);
    }

    /// Reads the game's events not read yet, then marks every hand the viewer's view shows as seen.
    fn follow(&mut self, game: &Game) {
        for event in &game.events()[self.read..] {
            match event {
                Event::Deal { dealer, .. } => {
                    self.held = self.wall.deal(*dealer).unwrap();
                    self.ids.extend(self.held[self.viewer as usize].iter().copied());
                    self.ids.extend(self.wall.dora_indicators());
                }
                Event::Draw { seat, tile, rinshan } => {
                    let id = if *rinshan { self.wall.draw_replacement() } else { self.wall.draw() }.unwrap();
                    assert_eq!(Some(self.wall.tile(id)), *tile, "the wall copy draws what the game drew");
                    self.held[*seat as usize].push(id);
                    self.drawn[*seat as usize] = Some(id);
                    if *seat == self.viewer {
                        self.ids.insert(id);
                    }
                }
                Event::Discard { seat, tile, tsumogiri, .. } => {
                    self.reveal(*seat, *tile, *tsumogiri);
                    self.last_discard = Some(*tile);
                }
                Event::Call { seat, call, tiles, .. } => {
                    let mut from_hand = tiles.clone();
                    let taken: Vec<Tile> = match call {
                        MeldKind::Chi | MeldKind::Pon | MeldKind::Daiminkan => vec![self.last_discard.unwrap()],
                        MeldKind::Kakan => {
                            // The pon of the kakan's kind: its tiles are on the table already.
                            let kind = tiles[0].kind;
                            let pons = &mut self.pons[*seat as usize];
                            let pon = pons.iter().copied().filter(|t| t.kind == kind).collect();
                            pons.retain(|t| t.kind != kind);
                            pon
                        }
                        MeldKind::Ankan | MeldKind::Nuki => vec![],
                    };
                    for t in taken {
                        if let Some(i) = from_hand.iter().position(|&h| h == t) {
                            from_hand.remove(i);
                        }
                    }
                    if *call == MeldKind::Pon {
                        self.pons[*seat as usize].extend(tiles.iter().copied());
                    }
                    for t in from_hand {
                        self.reveal(*seat, t, false);
                    }
                }
                Event::Dora { indicator } => {
                    let id = self.wall.reveal_kan_dora().unwrap();
                    assert_eq!(self.wall.tile(id), *indicator);
                    self.ids.insert(id);
                }
                _ => {}
            }
        }
        self.read = game.events().len();
        let view = game.view(self.viewer).unwrap();
        let spectator = game.spectate();
        for (s, seat) in view.seats.iter().enumerate() {
            let mut held: Vec<Tile> = self.held[s].iter().map(|&id| self.wall.tile(id)).collect();
            let mut shown = spectator.seats[s].hand.clone().unwrap();
            held.sort();
            shown.sort();
            assert_eq!(held, shown, "the wall copy knows seat {s}'s concealed tiles");
            if seat.hand.is_some() {
                self.ids.extend(self.held[s].iter().copied());
            }
        }
    }
}

/// The first hand's wall with the tiles at the positions the viewer has not seen shuffled among those positions.
fn shuffle_unseen(arrangement: &[TileId], seen: &HashSet<TileId>, pick: &mut Pick) -> Vec<TileId> {
    let positions: Vec<usize> = (0..arrangement.len()).filter(|&p| !seen.contains(&arrangement[p])).collect();
    let mut ids: Vec<TileId> = positions.iter().map(|&p| arrangement[p]).collect();
    for i in (1..ids.len()).rev() {
        ids.swap(i, pick.next(i + 1));
    }
    let mut shuffled = arrangement.to_vec();
    for (&p, id) in positions.iter().zip(ids) {
        shuffled[p] = id;
    }
    shuffled
}

fn hand_ended(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(e, Event::Win { .. } | Event::Ryuukyoku { .. } | Event::RoundEnd { .. } | Event::Chombo { .. })
    })
}

/// What the viewer is shown, in both games, compared where both have shown it the same number of events.
/// Returns whether they were compared while the table waited for other seats' claims.
fn same_for_viewer(a: &Game, b: &Game, viewer: Seat, moment: &str) -> Option<bool> {
    let shown = |g: &Game| g.events().iter().map(|e| e.for_seat(viewer)).collect::<Vec<_>>();
    let (ea, eb) = (shown(a), shown(b));
    if ea.len() != eb.len() {
        return None;
    }
    assert_eq!(ea, eb, "seat {viewer}'s events differ {moment}");
    let (va, vb) = (a.view(viewer).unwrap(), b.view(viewer).unwrap());
    assert_eq!(va, vb, "seat {viewer}'s view differs {moment}");
    for level in Level::ALL {
        let bot = |g: &Game| Bot::with_level(g.rules(), 7, level).choose(g, viewer);
        assert_eq!(bot(a), bot(b), "the {level} bot's choice for seat {viewer} differs {moment}");
    }
    assert_eq!(analysis(a, viewer), analysis(b, viewer), "seat {viewer}'s analysis differs {moment}");
    let others_claim = a.phase() == Phase::Claims && !a.to_act().contains(&viewer);
    Some(others_claim)
}

/// Plays `steps` random actions of the first hand of a game on a random wall, then checks the property for
/// `viewer` against a game whose unseen tiles are shuffled. Returns how many moments were compared while only
/// other seats could answer a claim.
fn check(rules: &Ruleset, seed: &str, play_seed: u64, steps: usize, viewer: Seat, shuffle_seed: u64) -> usize {
    let viewer = viewer % rules.game.players;
    let wall_a = Wall::shuffled(rules, seed, 0).into_arrangement();
    let (mut a, _) = Game::with_walls(rules.clone(), seed, None, vec![wall_a.clone()]).unwrap();
    let mut seen = Seen::new(rules, &wall_a, viewer);
    seen.follow(&a);
    let mut pick = Pick::new(play_seed);
    for _ in 0..steps {
        let to_act = a.to_act();
        let seat = to_act[pick.next(to_act.len())];
        let legal = a.legal(seat);
        let action = legal[pick.next(legal.len())].clone();
        let mut next = a.clone();
        let events = next.apply(seat, &action).unwrap();
        if hand_ended(&events) {
            break;
        }
        a = next;
        seen.follow(&a);
    }
    let wall_b = shuffle_unseen(&wall_a, &seen.ids, &mut Pick::new(shuffle_seed));
    let (mut replay, _) = Game::with_walls(rules.clone(), seed, None, vec![wall_a]).unwrap();
    let (mut b, _) = Game::with_walls(rules.clone(), seed, None, vec![wall_b]).unwrap();
    let mut compared = 0;
    same_for_viewer(&replay, &b, viewer, "at the deal");
    for (i, (seat, action)) in a.history().iter().enumerate() {
        let claims = replay.phase() == Phase::Claims;
        replay.apply(*seat, action).unwrap();
        if *action == Action::Pass && !b.legal(*seat).contains(&Action::Pass) {
            // The second game did not offer this seat a claim: nothing to answer.
        } else {
            if !claims {
                // A turn's action: claims only the second game offered are passed first.
                while b.phase() == Phase::Claims {
                    let waiting = b.to_act()[0];
                    b.apply(waiting, &Action::Pass).unwrap();
                }
            }
            if let Err(e) = b.apply(*seat, action) {
                // The games part where a seat's concealed tiles decide (a riichi, a kan, a win): never the viewer.
                assert_ne!(*seat, viewer, "action {i} of seat {viewer} itself, {action:?}, is refused: {e}");
                return compared;
            }
        }
        if let Some(true) = same_for_viewer(&replay, &b, viewer, &format!("after action {i}, {action:?}")) {
            compared += 1;
        }
    }
    compared
}

proptest! {
    #![proptest_config(config(96))]

    #[test]
    fn views_and_events_depend_only_on_what_the_seat_has_seen(
        preset in 0usize..presets().len(),
        seed in "[a-z0-9]{1,8}",
        play_seed in any::<u64>(),
        steps in 0usize..200,
        viewer in 0u8..4,
        shuffle_seed in any::<u64>(),
    ) {
        let rules = &presets()[preset];
        check(rules, &seed, play_seed, steps, viewer, shuffle_seed);
    }
}

/// The property is not vacuous: over fixed games it compares views at moments where the table waits for other
/// seats' claims (the moments where a seat could learn who may claim).
#[test]
fn the_property_meets_claim_windows_of_other_seats() {
    let rules = Ruleset::preset("tenhou").unwrap();
    let compared: usize =
        (0..24u64).map(|i| check(&rules, &format!("w{i}"), i, 60 + i as usize * 4, (i % 4) as u8, i)).sum();
    assert!(compared >= 50, "only {compared} moments with other seats' claims open were compared");
}
