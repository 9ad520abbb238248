//! Planned walls: a wall arranged so that a hand plays out the way a scenario test, a lesson or a puzzle needs.
//!
//! A [`WallPlan`] names the tiles that matter (starting hands, live draws in order, replacement draws, dora and
//! ura indicators); [`Wall::planned`] places them where the deal and the draws will take them (see the
//! orientation notes in [`crate::wall`]) and fills every other position with the remaining physical tiles in a
//! fixed pseudo-random order, so the rest of the hand is reproducible but not degenerate (no run of four
//! identical tiles in the unplanned draws).

use super::{ids_of, tile_of, TileId, Wall, WallLayout};
use crate::error::{Error, Result};
use crate::rules::Ruleset;
use crate::tile::{format_tiles, Tile};
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

impl Wall {
    /// A wall on which the hand dealt by `dealer` follows `plan`. Fails with `bad-request` when the plan needs a
    /// tile the ruleset's set lacks (or more copies than exist), a hand holds more than 13 tiles, or the plan
    /// asks for more draws, replacements or indicators than the layout has.
    pub fn planned(rules: &Ruleset, dealer: u8, plan: &WallPlan) -> Result<Wall> {
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
        let mut deal_positions = vec![Vec::with_capacity(hand_size); players];
        let mut taken = 0;
        let mut dealt = 0;
        while dealt < hand_size {
            let take = (hand_size - dealt).min(4);
            for offset in 0..players {
                let seat = (dealer as usize + offset) % players;
                for _ in 0..take {
                    deal_positions[seat].push(top(taken));
                    taken += 1;
                }
            }
            dealt += take;
        }
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
            let id = ids_of_kind(&set, tile)
                .find(|&id| !used[id as usize])
                .ok_or_else(|| Error::bad_request(format!("no copy of {tile} is left for {what}")))?;
            used[id as usize] = true;
            yama[pos] = Some(id);
        }
        // The rest in a fixed shuffled order (the seed is arbitrary but must never change: tests rely on it).
        let mut rest = Wall::shuffled(rules, "tenpai-wall-plan", 0)
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
    use crate::tile::parse_tiles;

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
}
