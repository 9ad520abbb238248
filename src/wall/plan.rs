//! Planned walls: a wall arranged so that a hand plays out the way a scenario test, a lesson or a puzzle needs.
//!
//! A [`WallPlan`] names the tiles that matter (starting hands, live draws in order, replacement draws, dora and
//! ura indicators); [`Wall::planned`] places them where the deal and the draws will take them (see the
//! orientation notes in [`crate::wall`]) and fills every other position with the remaining physical tiles in a
//! fixed pseudo-random order, so the rest of the hand is reproducible but not degenerate (no run of four
//! identical tiles in the unplanned draws).

use super::{deal_order, ids_of, tile_of, TileId, Wall, WallLayout};
use crate::error::{Error, Result};
use crate::rules::Ruleset;
use crate::tile::{format_tiles, parse_tiles, Tile};
use serde::{Deserialize, Serialize};

/// The tiles of a hand that a scenario fixes; everything left out is filled in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WallPlan {
    /// Starting hands by seat (seat numbers as the round uses them, not relative to the dealer). A hand may list
    /// fewer than 13 tiles (or be missing): the rest is filled.
    pub hands: Vec<Vec<Tile>>,
    /// Live draws in the order they happen, the dealer's first draw first (calls do not change the order: the
    /// wall is drawn from one end whoever draws).
    pub draws: Vec<Tile>,
    /// Replacement (rinshan) draws after kans and nuki, in order.
    pub replacements: Vec<Tile>,
    /// Dora indicators in the order they are revealed (the first one is shown at the deal).
    pub indicators: Vec<Tile>,
    /// Ura indicators under the corresponding dora indicators.
    pub ura: Vec<Tile>,
}

/// The first hand's wall as JavaScript writes it (`new Game({ ruleset, wall })`, docs/API.md): the tiles that matter,
/// in MPSZ notation. Everything it leaves out is filled from the remaining tiles in the order of the game's seed.
/// Flavoured tiles name their copies: `5m` is a plain five, `0m` the red one (`7Bm`, `5Gp`, `5Pz` likewise).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WallSetup {
    /// The dealt hands, dealer first, one per seat of the ruleset (`""` for a hand left wholly to the fill). A hand
    /// may name fewer than 13 tiles: the rest is filled.
    pub hands: Vec<String>,
    /// The live draws in the order they happen, every seat's interleaved (the dealer's first draw first; calls do
    /// not change the order: the wall is drawn from one end whoever draws).
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub draws: Option<String>,
    /// The dora indicators in the order they are revealed: the first one, then the kan indicators.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub dora: Option<String>,
    /// The ura indicators under them, in the same order.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub ura: Option<String>,
    /// The replacement (rinshan) draws after kans and nuki, in order.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub replacements: Option<String>,
}

impl WallSetup {
    /// The plan this setup writes, for a ruleset of `players` seats whose dealer is seat 0. Fails with
    /// `bad-request` when the number of hands is not `players` or a hand has more than `hand_size` tiles, and with
    /// `bad-notation` for notation that does not parse; each message names the field (`wall.hands[1]`, `wall.draws`).
    pub fn plan(&self, players: usize, hand_size: usize) -> Result<WallPlan> {
        if self.hands.len() != players {
            return Err(Error::bad_request(format!(
                "wall.hands lists {} hands; the ruleset deals {players} (dealer first, \"\" for a hand left to the fill)",
                self.hands.len()
            )));
        }
        let parse = |field: &str, text: &str| {
            parse_tiles(text).map_err(|e| Error::new(e.code, format!("{field}: {}", e.message)))
        };
        let mut hands = Vec::with_capacity(players);
        for (seat, text) in self.hands.iter().enumerate() {
            let field = format!("wall.hands[{seat}]");
            let hand = parse(&field, text)?;
            if hand.len() > hand_size {
                return Err(Error::bad_request(format!(
                    "{field} {text:?} has {} tiles; a dealt hand has at most {hand_size}",
                    hand.len()
                )));
            }
            hands.push(hand);
        }
        let optional = |field: &str, text: &Option<String>| text.as_deref().map_or(Ok(Vec::new()), |t| parse(field, t));
        Ok(WallPlan {
            hands,
            draws: optional("wall.draws", &self.draws)?,
            replacements: optional("wall.replacements", &self.replacements)?,
            indicators: optional("wall.dora", &self.dora)?,
            ura: optional("wall.ura", &self.ura)?,
        })
    }
}

impl Wall {
    /// A wall on which the hand dealt by `dealer` follows `plan`. Fails with `bad-request` when the plan needs a
    /// tile the ruleset's set lacks (or more copies than exist), a hand holds more than 13 tiles, or the plan
    /// asks for more draws, replacements or indicators than the layout has.
    pub fn planned(rules: &Ruleset, dealer: u8, plan: &WallPlan) -> Result<Wall> {
        // The seed is arbitrary but must never change: scenario tests rely on the fill it gives.
        Self::planned_with_seed(rules, dealer, plan, "tenpai-wall-plan")
    }

    /// [`Wall::planned`] with the unplanned positions filled in the order of `seed`'s shuffle: the remaining
    /// tiles in the order they lie in the seed's wall of the first hand ([`Wall::shuffled`] with hand 0).
    pub fn planned_with_seed(rules: &Ruleset, dealer: u8, plan: &WallPlan, seed: &str) -> Result<Wall> {
        let layout = WallLayout::for_ruleset(rules);
        let set = rules.tile_set();
        let len = set.len();
        let players = layout.players as usize;
        let hand_size = layout.hand_size as usize;
        if plan.hands.len() > players {
            return Err(Error::bad_request(format!("the plan has {} hands for {players} players", plan.hands.len())));
        }

        // Position of the t-th tile taken from the top (deal, then live draws).
        let top = |t: usize| len - 1 - t;
        let mut wanted: Vec<(usize, Tile, String)> = Vec::new();
        let mut deal_positions: Vec<Vec<usize>> = (0..players).map(|_| Vec::with_capacity(hand_size)).collect();
        let mut taken = 0;
        deal_order(players, hand_size, dealer, |seat| {
            deal_positions[seat].push(top(taken));
            taken += 1;
        });
        for (seat, hand) in plan.hands.iter().enumerate() {
            if hand.len() > hand_size {
                return Err(Error::bad_request(format!(
                    "seat {seat}'s planned hand {} has more than {hand_size} tiles",
                    format_tiles(hand)
                )));
            }
            for (&tile, &pos) in hand.iter().zip(&deal_positions[seat]) {
                wanted.push((pos, tile, format!("seat {seat}'s hand")));
            }
        }
        let live = len - layout.dead_wall_size() - taken;
        if plan.draws.len() > live {
            return Err(Error::bad_request(format!(
                "the plan has {} draws; the live wall holds {live}",
                plan.draws.len()
            )));
        }
        for (i, &tile) in plan.draws.iter().enumerate() {
            wanted.push((top(taken + i), tile, format!("draw {}", i + 1)));
        }
        if plan.replacements.len() > layout.replacement_tiles as usize {
            return Err(Error::bad_request(format!(
                "the plan has {} replacement draws; the layout has {}",
                plan.replacements.len(),
                layout.replacement_tiles
            )));
        }
        for (i, &tile) in plan.replacements.iter().enumerate() {
            wanted.push((i ^ 1, tile, format!("replacement draw {}", i + 1)));
        }
        for (what, tiles, offset) in [("dora indicator", &plan.indicators, 1), ("ura indicator", &plan.ura, 0)] {
            for (i, &tile) in tiles.iter().enumerate() {
                let pos = Self::planned_stack(&layout, i)
                    .ok_or_else(|| Error::bad_request(format!("the layout has no {what} number {}", i + 1)))?
                    + offset;
                wanted.push((pos, tile, format!("{what} {}", i + 1)));
            }
        }

        let mut yama: Vec<Option<TileId>> = vec![None; len];
        let mut used = [false; 136];
        for (pos, tile, what) in wanted {
            if yama[pos].is_some() {
                return Err(Error::bad_request(format!("the plan puts two tiles in one wall position ({what})")));
            }
            let Some(id) = ids_of_kind(&set, tile).find(|&id| !used[id as usize]) else {
                let copies = ids_of_kind(&set, tile).count();
                return Err(Error::bad_request(if copies == 0 {
                    format!("the ruleset's tiles have no {tile} (for {what})")
                } else {
                    format!("no copy of {tile} is left for {what}: the ruleset's tiles have {copies}")
                }));
            };
            used[id as usize] = true;
            yama[pos] = Some(id);
        }
        // The rest in the seed's shuffled order.
        let mut rest = Wall::shuffled(rules, seed, 0)
            .arrangement()
            .iter()
            .copied()
            .filter(|&id| !used[id as usize])
            .collect::<Vec<_>>()
            .into_iter();
        let yama = yama.into_iter().map(|slot| slot.or_else(|| rest.next())).collect::<Option<Vec<_>>>();
        Wall::with_layout(set, layout, yama.expect("every position is filled: the set has exactly `len` tiles"))
    }

    /// Position of the ura tile of the `i`-th indicator stack (the indicator lies one above), for a fresh wall:
    /// prepared stacks in the dead wall, then (layouts that take kan stacks from the live wall) two tiles each
    /// from the live wall's tail, assuming no top-up took tail tiles first.
    fn planned_stack(layout: &WallLayout, i: usize) -> Option<usize> {
        let prepared = layout.indicator_stacks as usize;
        if i < prepared {
            Some(layout.replacement_tiles as usize + 2 * i)
        } else if layout.kan_stack_from_live {
            Some(layout.dead_wall_size() + 2 * (i - prepared))
        } else {
            None
        }
    }
}

/// The physical ids showing exactly `tile` (kind and flavour) in `set`.
fn ids_of_kind(set: &crate::tile::TileSet, tile: Tile) -> impl Iterator<Item = TileId> + '_ {
    ids_of(set).into_iter().filter(move |&id| tile_of(set, id) == tile)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::round::Event;

    fn tiles(s: &str) -> Vec<Tile> {
        parse_tiles(s).unwrap()
    }

    #[test]
    fn planned_hands_draws_and_indicators_come_out_where_planned() {
        let rules = Ruleset::preset("tenhou").unwrap();
        let plan = WallPlan {
            hands: vec![tiles("123m456p789s1122z"), vec![], tiles("0m")],
            draws: tiles("7z6z"),
            replacements: tiles("5z"),
            indicators: tiles("9p1s"),
            ura: tiles("3p"),
        };
        let mut wall = Wall::planned(&rules, 1, &plan).unwrap();
        let hands = wall.deal(1).unwrap();
        let mut h0: Vec<Tile> = hands[0].iter().map(|&id| wall.tile(id)).collect();
        h0.sort();
        let mut want = tiles("123m456p789s1122z");
        want.sort();
        assert_eq!(h0, want);
        assert!(hands[2].iter().any(|&id| wall.tile(id) == Tile::parse("0m").unwrap()));
        let t = |s: &str| Tile::parse(s).unwrap();
        let id = wall.draw().unwrap();
        assert_eq!(wall.tile(id), t("7z"));
        let id = wall.draw().unwrap();
        assert_eq!(wall.tile(id), t("6z"));
        let id = wall.draw_replacement().unwrap();
        assert_eq!(wall.tile(id), t("5z"));
        assert_eq!(wall.tile(wall.dora_indicators()[0]), t("9p"));
        let id = wall.reveal_kan_dora().unwrap();
        assert_eq!(wall.tile(id), t("1s"));
        assert_eq!(wall.tile(wall.ura_indicators()[0]), Tile::parse("3p").unwrap());
    }

    #[test]
    fn a_plan_needing_a_fifth_copy_or_a_missing_tile_is_refused() {
        let rules = Ruleset::preset("tenhou").unwrap();
        let plan = WallPlan { hands: vec![tiles("1111m")], draws: tiles("1m"), ..Default::default() };
        let err = Wall::planned(&rules, 0, &plan).unwrap_err();
        assert_eq!(err.code, "bad-request");
        assert!(err.message.contains("1m"), "{}", err.message);
        let sanma = Ruleset::preset("tenhou-sanma").unwrap();
        let plan = WallPlan { draws: tiles("5m"), ..Default::default() };
        assert!(Wall::planned(&sanma, 0, &plan).is_err(), "sanma has no 5m");
    }

    fn setup(hands: &[&str]) -> WallSetup {
        WallSetup { hands: hands.iter().map(|h| h.to_string()).collect(), ..Default::default() }
    }

    #[test]
    fn a_setup_parses_each_field_into_the_plan() {
        let setup = WallSetup {
            draws: Some("7z6z".into()),
            dora: Some("9p1s".into()),
            ura: Some("3p".into()),
            replacements: Some("5z".into()),
            ..setup(&["123m456p789s1122z", "", "0m", "7z"])
        };
        let plan = setup.plan(4, 13).unwrap();
        assert_eq!(plan.hands, vec![tiles("123m456p789s1122z"), vec![], tiles("0m"), tiles("7z")]);
        assert_eq!((plan.draws, plan.indicators), (tiles("7z6z"), tiles("9p1s")));
        assert_eq!((plan.ura, plan.replacements), (tiles("3p"), tiles("5z")));
    }

    #[test]
    fn a_setup_with_the_wrong_hands_or_notation_is_refused_naming_the_field() {
        let err = setup(&["123m"]).plan(4, 13).unwrap_err();
        assert_eq!(err.code, "bad-request");
        assert!(err.message.contains("wall.hands lists 1 hands; the ruleset deals 4"), "{}", err.message);
        let err = setup(&["", "", "11223344556677z"]).plan(3, 13).unwrap_err();
        assert_eq!(err.code, "bad-request");
        assert!(err.message.starts_with("wall.hands[2]") && err.message.contains("14 tiles"), "{}", err.message);
        let err = setup(&["", "12x", "", ""]).plan(4, 13).unwrap_err();
        assert_eq!(err.code, "bad-notation");
        assert!(err.message.starts_with("wall.hands[1]: "), "{}", err.message);
        let err = WallSetup { ura: Some("1m2".into()), ..setup(&["", "", "", ""]) }.plan(4, 13).unwrap_err();
        assert_eq!(err.code, "bad-notation");
        assert!(err.message.starts_with("wall.ura: "), "{}", err.message);
    }

    #[test]
    fn flavoured_tiles_name_their_copies() {
        let t = |s: &str| Tile::parse(s).unwrap();
        let speed = Ruleset::preset("speed-tonpuu").unwrap();
        let plan = WallPlan { hands: vec![tiles("0m7Bm5Gp5Pz"), tiles("555m777m")], ..Default::default() };
        let mut wall = Wall::planned(&speed, 0, &plan).unwrap();
        let hands = wall.deal(0).unwrap();
        let held = |seat: usize, tile: Tile| hands[seat].iter().filter(|&&id| wall.tile(id) == tile).count();
        assert_eq!((held(0, t("0m")), held(0, t("7Bm")), held(0, t("5Gp")), held(0, t("5Pz"))), (1, 1, 1, 1));
        assert_eq!((held(1, t("5m")), held(1, t("7m"))), (3, 3), "plain 5m and 7m are the plain copies");
        // Speed Tonpuu has one red 5m and one blue 7m: a second of either is a copy that does not exist.
        for (hand, named) in [
            ("00m", "no copy of 0m is left for seat 0's hand: the ruleset's tiles have 1"),
            ("7Bm7Bm", "no copy of 7Bm is left for seat 0's hand: the ruleset's tiles have 1"),
        ] {
            let plan = WallPlan { hands: vec![tiles(hand)], ..Default::default() };
            let err = Wall::planned(&speed, 0, &plan).unwrap_err();
            assert_eq!((err.code, err.message.as_str()), ("bad-request", named));
        }
        let tenhou = Ruleset::preset("tenhou").unwrap();
        let plan = WallPlan { draws: tiles("5Gp"), ..Default::default() };
        let err = Wall::planned(&tenhou, 0, &plan).unwrap_err();
        assert_eq!(err.message, "the ruleset's tiles have no 5Gp (for draw 1)");
    }

    #[test]
    fn the_fill_follows_the_seed() {
        let rules = Ruleset::preset("tenhou").unwrap();
        let plan = WallPlan { hands: vec![tiles("19m19p19s1234567z")], draws: tiles("1m"), ..Default::default() };
        let a = Wall::planned_with_seed(&rules, 0, &plan, "a").unwrap();
        let b = Wall::planned_with_seed(&rules, 0, &plan, "b").unwrap();
        assert_eq!(a, Wall::planned_with_seed(&rules, 0, &plan, "a").unwrap());
        assert_ne!(a.arrangement(), b.arrangement());
        for mut wall in [a, b] {
            let mut hand: Vec<Tile> = wall.deal(0).unwrap()[0].iter().map(|&id| wall.tile(id)).collect();
            hand.sort();
            assert_eq!(hand, tiles("19m19p19s1234567z"));
            let id = wall.draw().unwrap();
            assert_eq!(wall.tile(id), Tile::parse("1m").unwrap());
        }
        // The fill keeps the seed's order: the unplanned tiles lie as in the seed's own wall, planned ones taken out.
        let shuffled = Wall::shuffled(&rules, "a", 0);
        let planned = Wall::planned_with_seed(&rules, 0, &plan, "a").unwrap();
        let mut dealt = planned.clone();
        let mut named = dealt.deal(0).unwrap().swap_remove(0);
        named.push(dealt.draw().unwrap());
        let rest = |w: &Wall| w.arrangement().iter().copied().filter(|id| !named.contains(id)).collect::<Vec<_>>();
        assert_eq!(rest(&planned), rest(&shuffled));
    }

    #[test]
    fn a_planned_game_deals_the_plan_first_then_hands_from_the_seed_and_saves_the_wall() {
        use crate::autoplay::{Autoplay, Players, RandomPlayer};
        use crate::game::Game;
        let rules = Ruleset::preset("tenhou").unwrap();
        let plan = setup(&["123m456p789s1122z", "", "", ""]).plan(4, 13).unwrap();
        let (mut game, events) = Game::planned(rules.clone(), "later", None, &plan).unwrap();
        let Event::Deal { hands, .. } = &events[0] else { panic!("{:?}", events[0]) };
        let mut dealt = hands[0].clone().unwrap();
        dealt.sort();
        assert_eq!(dealt, tiles("123m456p789s1122z"));
        let loaded = Game::from_json(&game.to_json()).unwrap();
        assert_eq!(loaded.spectate(), game.spectate(), "the save holds the planned wall");
        let mut play = Autoplay {
            players: Players::Random(RandomPlayer::new(7)),
            until: None,
            max_actions: None,
            stop_at_hand_end: true,
        };
        play.run(&mut game, |_| {}).unwrap();
        let Some(Event::Deal { dealer, hands, .. }) =
            game.events().iter().rev().find(|e| matches!(e, Event::Deal { .. }))
        else {
            panic!("the game goes on to a second hand");
        };
        let mut seeded = Wall::shuffled(&rules, "later", 1);
        let ids = seeded.deal(*dealer).unwrap();
        for (seat, ids) in ids.iter().enumerate() {
            let mut want: Vec<Tile> = ids.iter().map(|&id| seeded.tile(id)).collect();
            let mut got = hands[seat].clone().unwrap();
            want.sort();
            got.sort();
            assert_eq!(got, want, "seat {seat} of the second hand is dealt from the seed's wall of hand 1");
        }
    }
}
