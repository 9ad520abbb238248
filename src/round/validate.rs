//! The check of the speed rules (see the module's "Speed rules"): every fact the round keeps between steps to save
//! work, worked out again from the plain state (the tiles in each hand, the melds, the rivers, the ruleset) and
//! compared with the kept one. Property tests and fuzzing call [`Round::validate`] after every action, so a cache
//! that falls out of step fails at the step that broke it, not many steps later as a wrong decision.
//!
//! Compiled for debug builds and for the tests (the `validate` feature, which the crate's own dev-dependency
//! turns on), never for the shipped `.wasm`.

use super::turn_list::{Entry, TurnList};
use super::{Action, ClaimSource, DiscardKeys, Event, HotRules, Phase, Round, Seat, SeatState, Variant, UNKNOWN};
use crate::rules::Karaten;
use crate::shanten;
use crate::tile::{Counts, Tile, KINDS};
use crate::wall::{id_kind, TileId};

/// `Err` with the message when `kept != fresh`.
fn same<T: PartialEq + std::fmt::Debug>(what: impl std::fmt::Display, kept: T, fresh: T) -> Result<(), String> {
    if kept == fresh {
        Ok(())
    } else {
        Err(format!("{what}: kept {kept:?}, worked out {fresh:?}"))
    }
}

impl Round {
    /// Works out again from the plain state every fact the round keeps to save work, and compares: the rule
    /// answers copied from the ruleset (`HotRules` and the rest), each seat's concealed counts and kind sets, its
    /// waits and shanten bound, its discarded and riichi-safe kinds, the public tile counts, the turn's legal list,
    /// a claim window's options, and the claim shortcut (`someone_may_claim` never says no where a seat has a
    /// claim). `events` is the game's record (this hand's events follow its last deal). Returns the first
    /// difference found.
    pub fn validate(&self, events: &[Event]) -> Result<(), String> {
        self.validate_ruleset_facts()?;
        let hand_events = match events.iter().rposition(|e| matches!(e, Event::Deal { .. })) {
            Some(deal) => &events[deal..],
            None => return Err("the record has no deal".into()),
        };
        let safe = riichi_safe_from_events(hand_events, self.players);
        for seat in 0..self.players {
            let st = &self.seats[seat as usize];
            st.hand.validate().map_err(|e| format!("seat {seat}: {e}"))?;
            let discarded = st.discards.iter().fold(0u64, |m, d| m | 1 << id_kind(d.id));
            same(format_args!("seat {seat} discarded kinds"), st.discarded_kinds, discarded)?;
            same(format_args!("seat {seat} riichi-safe kinds"), st.riichi_safe, safe[seat as usize])?;
            same(
                format_args!("seat {seat} in the riichi bit set"),
                self.riichi_seats >> seat & 1 == 1,
                st.riichi.is_some(),
            )?;
            self.validate_waits(seat)?;
        }
        same("public tile counts", self.public, self.public_from_table())?;
        if self.outcome.is_none() {
            let fresh = self.with_fresh_waits();
            self.validate_legal(&fresh)?;
            self.validate_claim_shortcut(&fresh)?;
        }
        Ok(())
    }

    /// What the round copied or derived from its ruleset at its start, derived again.
    fn validate_ruleset_facts(&self) -> Result<(), String> {
        let rules = &*self.rules;
        same("HotRules", self.hot, HotRules::of(rules))?;
        same("shape variant", self.variant, Variant::of(rules))?;
        same("gari kinds", &self.gari, &rules.gari_kinds())?;
        let set = rules.tile_set();
        let tile_of: Vec<Tile> = (0..136u8).map(|id| crate::wall::tile_of(&set, id)).collect();
        same("tile of each id", &self.tile_of[..], &tile_of[..])?;
        same("discard keys", self.discard_keys, DiscardKeys::of(&tile_of))?;
        let wildcards: Vec<_> = rules
            .tiles
            .wildcards
            .iter()
            .filter_map(|w| Tile::parse(&w.tile).ok().map(|t| (t, w.when, w.must_use)))
            .collect();
        same("wildcards", &self.wildcards, &wildcards)
    }

    /// The seat's hand whose waits the round keeps (its 3n+1 tiles: the hand itself, or on its turn the hand
    /// before the draw), as counts; `None` where no such hand is defined (after a chi or pon, or once a hand of
    /// 3n+2 tiles has ended).
    fn waiting_hand(&self, seat: Seat) -> Option<Counts> {
        let st = &self.seats[seat as usize];
        let mut counts = *st.hand.counts();
        if (st.hand.len() + 3 * st.set_meld_count() as usize) % 3 == 1 {
            return Some(counts);
        }
        let drawn = match self.phase {
            Phase::Turn { seat: s, drawn, .. } if s == seat => drawn,
            Phase::Claims { from, id, source: ClaimSource::Agreement, .. } if from == seat => Some(id),
            _ => None,
        }?;
        counts[id_kind(drawn) as usize] -= 1;
        Some(counts)
    }

    /// The waits of the seat's waiting hand as [`Round::refresh_waits`] defines them, from scratch: every winning
    /// kind by shape; under `score.karaten = own_tiles_only` none for a hand not tenpai.
    fn fresh_waits(&self, seat: Seat, hand: &Counts) -> u64 {
        let sets = self.seats[seat as usize].set_meld_count();
        let waits = shanten::winning_kinds(hand, sets, self.variant);
        match self.hot.karaten {
            Karaten::OwnTilesOnly if shanten::overall(hand, sets, self.variant) > 0 => 0,
            _ => waits,
        }
    }

    /// A seat's waits, its shanten lower bound and (on its turn) the turn's shanten, against the hand.
    fn validate_waits(&self, seat: Seat) -> Result<(), String> {
        let st = &self.seats[seat as usize];
        let sets = st.set_meld_count();
        let held = st.hand.counts();
        let three_n_two = match (st.hand.len() + 3 * sets as usize) % 3 {
            0 => return Err(format!("seat {seat} holds {} tiles beside {sets} sets", st.hand.len())),
            n => n == 2,
        };
        if let Some(hand) = self.waiting_hand(seat) {
            let fresh = self.fresh_waits(seat, &hand);
            same(format_args!("seat {seat} waits"), st.waits, fresh)?;
            if self.hot.karaten == Karaten::OwnTilesOnly && fresh == 0 {
                // The shortcut leaves out the winning kinds of a hand not tenpai: only shapes waiting on a kind the
                // hand holds four of, which this rule does not count.
                let all = shanten::winning_kinds(&hand, sets, self.variant);
                same(
                    format_args!("seat {seat} waits of a hand not tenpai, own fourth tiles aside"),
                    shanten::without_own_karaten(all, &hand, &self.meld_counts(seat)),
                    0,
                )?;
            }
        }
        if self.outcome.is_some() {
            return Ok(());
        }
        // The bound is of the last 3n+1-tile hand; a 3n+2-tile hand (after a draw or a call) is at most one lower.
        let exact = shanten::overall(held, sets, self.variant);
        let bound_ok = st.shanten == UNKNOWN || st.shanten - i8::from(three_n_two) <= exact;
        if !bound_ok {
            return Err(format!("seat {seat} shanten bound {} above the hand's shanten {exact}", st.shanten));
        }
        if matches!(self.phase, Phase::Turn { seat: s, .. } if s == seat)
            && st.turn_shanten != UNKNOWN
            && st.turn_shanten != exact
        {
            return Err(format!("seat {seat} turn shanten {}, worked out {exact}", st.turn_shanten));
        }
        Ok(())
    }

    /// Per kind, the uncalled discards and every meld tile (nuki included), counted on the table.
    fn public_from_table(&self) -> Counts {
        let mut counts = [0u8; KINDS];
        for st in &self.seats {
            for d in st.discards.iter().filter(|d| d.called_by.is_none()) {
                counts[id_kind(d.id) as usize] += 1;
            }
            for &id in st.melds.iter().flat_map(|m| &m.ids) {
                counts[id_kind(id) as usize] += 1;
            }
        }
        counts
    }

    /// A copy of the round with every kept bound forgotten and every seat's waits worked out from scratch: what
    /// the legal lists and claim options are checked against.
    fn with_fresh_waits(&self) -> Round {
        let mut fresh = self.clone();
        for seat in 0..self.players {
            let waits = self.waiting_hand(seat).map(|hand| self.fresh_waits(seat, &hand));
            let st: &mut SeatState = &mut fresh.seats[seat as usize];
            st.waits = waits.unwrap_or(st.waits);
            st.shanten = UNKNOWN;
            st.turn_shanten = UNKNOWN;
        }
        fresh.turn = TurnList::default();
        fresh.refresh_turn_legal();
        fresh
    }

    /// The turn's legal list (compact and listed) and a claim window's options, against `fresh`'s.
    fn validate_legal(&self, fresh: &Round) -> Result<(), String> {
        if let Phase::Turn { seat, .. } = self.phase {
            let entries = |r: &Round| -> Vec<String> {
                (0..r.turn.len())
                    .map(|i| match r.turn.get(i) {
                        Some(Entry::Head(a)) => format!("{a:?}"),
                        Some(Entry::Discard(e)) => format!("discard entry {e:#06x}"),
                        None => "missing".into(),
                    })
                    .collect()
            };
            same(format_args!("seat {seat}'s turn list"), entries(self), entries(fresh))?;
            same(format_args!("seat {seat}'s listed actions"), self.legal(seat), fresh.legal(seat))?;
        }
        if let Phase::Claims { from, id, source, .. } = self.phase {
            // A dead hand's options were cut to a pass, and an abort proposal or a robbed ankan offers its own.
            let plain = matches!(source, ClaimSource::Discard | ClaimSource::Kakan | ClaimSource::Nuki);
            if plain && self.seats.iter().all(|s| !s.dead) {
                let mut options: [Vec<Action>; 4] = Default::default();
                fresh.claim_options(from, id, source, &mut options);
                same("claim options", &self.claim_opts, &options)?;
            }
        }
        Ok(())
    }

    /// [`Round::someone_may_claim`] against the claim options of `fresh`: for every seat that might discard and
    /// every kind it might discard, a "no" must mean that no seat would be offered anything.
    fn validate_claim_shortcut(&self, fresh: &Round) -> Result<(), String> {
        let mut options: [Vec<Action>; 4] = Default::default();
        for from in 0..self.players {
            for k in 0..KINDS as u8 {
                if self.someone_may_claim(from, k, ClaimSource::Discard) {
                    continue;
                }
                options.iter_mut().for_each(Vec::clear);
                fresh.claim_options(from, 4 * k as TileId, ClaimSource::Discard, &mut options);
                if let Some(seat) = options.iter().position(|o| !o.is_empty()) {
                    return Err(format!(
                        "someone_may_claim says no one may claim a {} from seat {from}, but seat {seat} may: {:?}",
                        Tile::new(k),
                        options[seat]
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Each seat's riichi-safe kinds read from the hand's events: for a seat in riichi, its own discards up to the
/// declaring one and every discard by anyone after it; 0 for a seat not in riichi.
fn riichi_safe_from_events(hand_events: &[Event], players: u8) -> [u64; 4] {
    let (mut discarded, mut safe, mut in_riichi) = ([0u64; 4], [0u64; 4], [false; 4]);
    for e in hand_events {
        if let Event::Discard { seat, tile, riichi, .. } = *e {
            let s = seat as usize;
            discarded[s] |= 1 << tile.kind;
            if riichi {
                in_riichi[s] = true;
                safe[s] = discarded[s];
            }
            for r in (0..players as usize).filter(|&r| in_riichi[r]) {
                safe[r] |= 1 << tile.kind;
            }
        }
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::super::{Action, Round, RoundStart, UNKNOWN};
    use crate::bot::Pick;
    use crate::round::{ClaimSource, Phase};
    use crate::rules::Ruleset;
    use crate::wall::Wall;
    use std::sync::Arc;

    fn start(players: u8) -> RoundStart {
        RoundStart {
            round_wind: 0,
            hand_number: 0,
            dealer: 0,
            honba: 0,
            sticks: 0,
            scores: vec![25_000; players as usize],
            dealer_wins: 0,
        }
    }

    /// One hand of random legal play under `preset`, validated after every action; from action `at` on, `corrupt` is
    /// offered the round until it reports that it changed something. Whether it did, and the first validation error.
    fn first_error(preset: &str, seed: u64, at: usize, corrupt: impl Fn(&mut Round) -> bool) -> (bool, Option<String>) {
        let rules = Ruleset::preset(preset).unwrap();
        let wall = Wall::shuffled(&rules, &format!("validate-{seed}"), 0);
        let players = rules.game.players;
        let (mut round, mut events) = Round::start(Arc::new(rules), wall, start(players)).unwrap();
        let mut pick = Pick::new(seed);
        let mut corrupted = false;
        for step in 0.. {
            if step >= at && !corrupted {
                corrupted = corrupt(&mut round);
            }
            if let Err(e) = round.validate(&events) {
                return (corrupted, Some(format!("step {step}: {e}")));
            }
            let Some(&seat) = round.to_act().first() else { return (corrupted, None) };
            let legal = round.legal(seat).to_vec();
            round.apply(seat, &legal[pick.next(legal.len())], &mut events).unwrap();
        }
        unreachable!()
    }

    #[test]
    fn random_hands_validate_at_every_step() {
        for preset in ["tenhou", "tenhou-sanma", "mcgill", "speed-tonpuu", "toutenkou"] {
            for seed in 0..20 {
                assert_eq!(first_error(preset, seed, usize::MAX, |_| false), (false, None), "{preset} seed {seed}");
            }
        }
    }

    /// Each kind of kept fact, put out of step with the state, is caught at the step it goes wrong.
    #[test]
    fn a_cache_out_of_step_fails_validation() {
        type Corrupt = fn(&mut Round) -> bool;
        let cases: [(&str, Corrupt); 10] = [
            ("public tile counts", |r| {
                r.public[5] += 1;
                true
            }),
            ("seat 1 waits", |r| {
                r.seats[1].waits ^= 1 << 33;
                r.waiting_hand(1).is_some()
            }),
            ("shanten bound", |r| {
                // Above any hand's shanten (6 at most).
                r.seats[2].shanten = 8;
                true
            }),
            ("turn shanten", |r| match r.phase {
                Phase::Turn { seat, .. } if r.seats[seat as usize].turn_shanten != UNKNOWN => {
                    r.seats[seat as usize].turn_shanten += 1;
                    true
                }
                _ => false,
            }),
            ("turn list", |r| {
                let turn = matches!(r.phase, Phase::Turn { .. }) && !r.turn.head.contains(&Action::Kyuushu);
                if turn {
                    r.turn.head.push(Action::Kyuushu);
                }
                turn
            }),
            ("HotRules", |r| {
                r.hot.chi = !r.hot.chi;
                true
            }),
            ("seat 0 riichi-safe kinds", |r| {
                r.seats[0].riichi_safe ^= 1;
                true
            }),
            ("seat 3 discarded kinds", |r| {
                r.seats[3].discarded_kinds ^= 1 << 20;
                true
            }),
            ("seat 2: concealed tiles", |r| {
                let held_pair = r.seats[2].hand.pairs() != 0;
                r.seats[2].hand.forget_pairs();
                held_pair
            }),
            ("claim options", |r| match r.phase {
                Phase::Claims { from, source: ClaimSource::Discard, .. } if r.seats.iter().all(|s| !s.dead) => {
                    // The discarder is never offered its own tile.
                    r.claim_opts[from as usize].push(Action::Ron);
                    true
                }
                _ => false,
            }),
        ];
        for (what, corrupt) in cases {
            let (seed, error) = (0..20)
                .find_map(|seed| match first_error("tenhou", seed, 9, corrupt) {
                    (true, error) => Some((seed, error)),
                    (false, _) => None,
                })
                .unwrap_or_else(|| panic!("{what}: no hand reached a moment to corrupt it"));
            let error = error.unwrap_or_else(|| panic!("{what} (seed {seed}): not caught"));
            assert!(error.contains(what), "{what} (seed {seed}): {error}");
        }
    }

    /// Kind sets that miss the pairs make `someone_may_claim` say no where a pon is offered: caught by the
    /// shortcut's check on its own (in [`Round::validate`] the concealed tiles' check catches the kind sets first).
    #[test]
    fn a_claim_shortcut_that_hides_a_claim_fails_validation() {
        let rules = Arc::new(Ruleset::preset("tenhou").unwrap());
        let mut caught = 0;
        for seed in 0..20 {
            let wall = Wall::shuffled(&rules, &format!("shortcut-{seed}"), 0);
            let (mut round, _) = Round::start(rules.clone(), wall, start(4)).unwrap();
            round.validate_claim_shortcut(&round.with_fresh_waits()).unwrap();
            // Seat 0 is about to discard: a pon needs a pair in another seat's hand.
            if round.seats[1..].iter().all(|s| s.hand.pairs() == 0) {
                continue;
            }
            for st in &mut round.seats {
                st.hand.forget_pairs();
            }
            let error = round.validate_claim_shortcut(&round.with_fresh_waits()).unwrap_err();
            assert!(error.contains("someone_may_claim says no one may claim"), "{error}");
            assert!(round.seats[1..].iter().any(|s| s.hand.validate().is_err()));
            caught += 1;
        }
        assert!(caught >= 10, "{caught} of 20 deals had a pair outside the dealer's hand");
    }
}
