//! The shared decisions of every level: discards by shanten and ukeire, riichi, kans and calls, with the
//! level's [`Style`](super::Style) switching defence and value on or off.

use super::table::{MeldShape, Plan, Table};
use super::{next_random, Bot};
use crate::round::Action;
use crate::shanten;
use crate::tile::{self, Flavour, Kind, Tile, KINDS};

impl Bot {
    /// The own turn's choice, as an index into `legal`.
    /// `kyuushu`: the first Kyuushu in `legal`; `kans`: whether `legal` holds an Ankan or a Kakan.
    pub(super) fn turn(&mut self, t: &Table, legal: &[Action], kyuushu: Option<usize>, kans: bool) -> usize {
        if let Some(kyuushu) = kyuushu {
            if shanten::kokushi(&t.hand) >= 3 {
                return kyuushu;
            }
        }
        // The shanten of every hand a discard leaves, in one go (most discards change one group of the hand).
        let mut prepared = shanten::Discards::new(&t.hand, t.set_melds, t.variant, tile::kinds_held(&t.hand));
        let candidates = self.discard_candidates(t, legal, &mut prepared);
        let Some(best_shanten) = candidates.iter().map(|c| c.shanten).min() else {
            // No discard offered (cannot happen in a turn); any legal action keeps the game going.
            return 0;
        };
        if !kans {
            // No kan to weigh.
        } else if t.in_riichi {
            // A riichi hand only ever has legal ankans that keep its waits: free dora.
            if let Some(kan) = legal.iter().position(|a| matches!(a, Action::Ankan { .. })) {
                return kan;
            }
        } else if let Some(kan) = self.kan_in_turn(t, legal, best_shanten) {
            return kan;
        }
        if self.style.strong {
            if let Some(choice) = self.strong_turn(t, legal, &candidates, &mut prepared) {
                return choice;
            }
        }
        let threatened = !t.threats.is_empty();
        let chosen = if threatened && best_shanten >= 1 {
            // Fold: the safest tile, then the one that hurts the hand least.
            candidates.iter().min_by_key(|c| (c.danger, c.shanten, -c.value, c.tiebreak))
        } else if threatened {
            // Tenpai against a riichi: keep tenpai, avoid the most dangerous tiles when another wait exists.
            candidates
                .iter()
                .filter(|c| c.shanten == best_shanten)
                .min_by_key(|c| (c.danger >= 5, -c.value, c.tiebreak))
        } else {
            candidates.iter().filter(|c| c.shanten == best_shanten).min_by_key(|c| (-c.value, c.tiebreak))
        }
        .expect("candidates are not empty");
        if chosen.shanten == 0 && !(threatened && chosen.danger >= 5) {
            if let Some(riichi) = self.riichi_discard(t, legal, &mut prepared, u64::MAX) {
                return riichi;
            }
        }
        chosen.action
    }

    /// Every distinct non-riichi discard with what it leaves. Ukeire (the expensive part) is counted only to
    /// break ties between discards that reach the best shanten; otherwise tile value alone ranks them.
    /// `prepared`: the hand prepared for the discards of every kind it holds.
    fn discard_candidates(&mut self, t: &Table, legal: &[Action], prepared: &mut shanten::Discards) -> Candidates {
        let mut out = Candidates::default();
        let mut plain_seen = 0u64;
        for (i, a) in legal.iter().enumerate() {
            let Action::Discard { tile, riichi: false, .. } = a else { continue };
            // One candidate per tile (kind and flavour): plain tiles are told apart by a kind set.
            if tile.flavour == Flavour::Normal {
                if plain_seen >> tile.kind & 1 == 1 {
                    continue;
                }
                plain_seen |= 1 << tile.kind;
            } else if out.iter().any(|c| c.tile == *tile) {
                continue;
            }
            let base = prepared.shanten(tile.kind as usize);
            // A closed hand or one with a yakuhai aims at no particular plan: no need for the hand left.
            let (shanten, plan) = if t.plans.closed || t.plans.yakuhai {
                (base, Plan::Free)
            } else {
                let mut rest = t.hand;
                rest[tile.kind as usize] -= 1;
                t.effective_from(base, &rest, t.set_melds, &t.plans)
            };
            if out.len == out.items.len() {
                continue;
            }
            out.items[out.len] = Candidate {
                action: i,
                tile: *tile,
                shanten,
                plan,
                value: -t.keep_value(*tile, self.style.dora_weight, &self.flavour_value),
                danger: t.danger(tile.kind),
                ukeire: 0,
                tiebreak: next_random(&mut self.rng) % 1024,
            };
            out.len += 1;
        }
        let best = out.iter().map(|c| c.shanten).min().unwrap_or(0);
        // Folding ranks by danger first, and a lone best discard needs no tie-break: skip the ukeire then.
        let folding = !t.threats.is_empty() && best >= 1 && !self.style.strong;
        if folding || out.iter().filter(|c| c.shanten == best).count() < 2 {
            return out;
        }
        // The useful kinds of every tied discard's hand in one go (discards of one kind, a red five and a plain
        // one, leave the same hand), reusing the group lookups of the shanten above; only kinds with a live copy
        // count, so the others are not looked at.
        let tied = out.iter().filter(|c| c.shanten == best).fold(0u64, |m, c| m | 1 << c.tile.kind);
        let useful = prepared.useful_kinds(&t.copies, t.live_kinds(), tied);
        for c in out.items[..out.len].iter_mut().filter(|c| c.shanten == best) {
            let ukeire = t.live_ukeire(useful[c.tile.kind as usize], c.plan);
            c.ukeire = ukeire;
            c.value += ukeire as i32 * 10;
        }
        out
    }

    /// The riichi declaration leaving the most live waits (waits not in the own river first), if any is legal,
    /// discards a kind in `allowed` and waits on a tile that is still out there.
    ///
    /// The waits of a tenpai hand are its useful kinds (`prepared`, the hand prepared for its discards, gives them
    /// for every riichi discard in one go) plus any fifth-copy wait, which has no live copy and cannot be in the
    /// own river; a hand that waits only on a fifth copy (tenpai under a karaten rule, 1-shanten by the tables) is
    /// asked for its winning kinds.
    pub(super) fn riichi_discard(
        &mut self,
        t: &Table,
        legal: &[Action],
        prepared: &mut shanten::Discards,
        allowed: u64,
    ) -> Option<usize> {
        let riichi_kinds = legal.iter().fold(0u64, |m, a| match a {
            Action::Discard { tile, riichi: true, .. } if prepared.shanten(tile.kind as usize) == 0 => {
                m | 1 << tile.kind
            }
            _ => m,
        });
        let useful =
            if riichi_kinds != 0 { prepared.useful_kinds(&t.copies, u64::MAX, riichi_kinds) } else { [0; KINDS] };
        let mut best: Option<((bool, u32, i32), usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            let Action::Discard { tile, riichi: true, .. } = a else { continue };
            if allowed >> tile.kind & 1 == 0 {
                continue;
            }
            let waits = if riichi_kinds >> tile.kind & 1 == 1 {
                useful[tile.kind as usize]
            } else {
                let mut rest = t.hand;
                rest[tile.kind as usize] -= 1;
                shanten::winning_kinds(&rest, t.set_melds, self.variant)
            };
            let live = t.live_of(waits);
            let furiten = waits & (t.own_discards | 1 << tile.kind) != 0;
            let key = (!furiten, live, -t.keep_value(*tile, self.style.dora_weight, &self.flavour_value));
            if live > 0 && best.as_ref().is_none_or(|(k, _)| key > *k) {
                best = Some((key, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// An ankan or kakan that leaves the hand no worse than its best discard, when nobody threatens.
    fn kan_in_turn(&mut self, t: &Table, legal: &[Action], best_shanten: i8) -> Option<usize> {
        if !t.threats.is_empty() {
            return None;
        }
        for (i, a) in legal.iter().enumerate() {
            match a {
                Action::Ankan { tile } => {
                    let mut rest = t.hand;
                    rest[tile.kind as usize] = 0;
                    if t.effective(&rest, t.set_melds + 1, &t.plans).0 <= best_shanten {
                        return Some(i);
                    }
                }
                Action::Kakan { tile } => {
                    let mut rest = t.hand;
                    rest[tile.kind as usize] -= 1;
                    if t.effective(&rest, t.set_melds, &t.plans).0 <= best_shanten {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    // ---------------------------------------------------------------- claims

    /// The claim window's choice, as an index into `legal` (`pass`: the index of `Pass`).
    pub(super) fn claim(&mut self, t: &Table, legal: &[Action], pass: usize) -> usize {
        let (now, _) = t.effective(&t.hand, t.set_melds, &t.plans);
        // Against a riichi only a call into tenpai is worth it to the strong level, none to the others.
        if !self.style.calls {
            return pass;
        }
        let threatened = !t.threats.is_empty() && now >= 1;
        if threatened && !self.style.strong {
            return pass;
        }
        let mut best: Option<(i8, usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            let after = match a {
                Action::Pon { tiles } => self.after_call(t, tiles, t.claimed_kind(tiles, true)),
                Action::Chi { tiles } => self.after_call(t, tiles, t.claimed_kind(tiles, false)),
                Action::Daiminkan => self.after_daiminkan(t),
                _ => None,
            };
            if self.style.strong && after.is_some_and(|s| !self.strong_accepts_call(t, a, s)) {
                continue;
            }
            if let Some(s) = after {
                let lowers = (matches!(a, Action::Daiminkan) && s <= now || s < now) && (!threatened || s == 0);
                if lowers && best.as_ref().is_none_or(|(b, _)| s < *b) {
                    best = Some((s, i));
                }
            }
        }
        best.map_or(pass, |(_, i)| i)
    }

    /// Shanten after calling `called` with `tiles` and the best discard that follows, if the call leaves a yaku
    /// in sight (honitsu only when at most 2-shanten, toitoi only when at most 1-shanten).
    fn after_call(&mut self, t: &Table, tiles: &[Tile; 2], called: Option<Kind>) -> Option<i8> {
        let called = called?;
        let mut rest = t.hand;
        for tile in tiles {
            rest[tile.kind as usize] = rest[tile.kind as usize].checked_sub(1)?;
        }
        let mut meld = [tiles[0].kind, tiles[1].kind, called];
        meld.sort_unstable();
        let pon = meld[0] == meld[2];
        let plans = t.plans_with(&rest, Some(MeldShape { kinds: meld, pon }));
        let mut best: Option<(i8, Plan)> = None;
        // The shanten after each discard that follows, with the group lookups shared between the discards.
        let held = tile::kinds_held(&rest);
        let prepared = shanten::Discards::new(&rest, t.set_melds + 1, t.variant, held);
        let mut raw = i8::MAX;
        for d in tile::kinds_in(held) {
            rest[d] -= 1;
            let base = prepared.shanten(d);
            raw = raw.min(base);
            let (s, plan) = t.effective_from(base, &rest, t.set_melds + 1, &plans);
            rest[d] += 1;
            if best.is_none_or(|(b, _)| s < b) {
                best = Some((s, plan));
            }
        }
        let (s, plan) = best?;
        match plan {
            // Late in the hand the strong level calls for tenpai alone (the draw's tenpai payments need no yaku).
            Plan::None if self.style.strong && self.keiten_time(t) && raw == 0 => Some(0),
            Plan::None => None,
            Plan::Honitsu(_) if s > 2 => None,
            Plan::Toitoi if s > 1 => None,
            _ => Some(s),
        }
    }

    /// Shanten after an open kan on the discard, if the hand is already open or the kan is a yakuhai.
    fn after_daiminkan(&mut self, t: &Table) -> Option<i8> {
        let k = t.claim_kind?;
        let mut rest = t.hand;
        rest[k as usize] = rest[k as usize].checked_sub(3)?;
        let plans = t.plans_with(&rest, Some(MeldShape { kinds: [k, k, k], pon: true }));
        if t.closed && !plans.yakuhai {
            return None;
        }
        match t.effective(&rest, t.set_melds + 1, &plans) {
            (_, Plan::None) => None,
            (s, _) => Some(s),
        }
    }
}

/// The discard options of a turn: at most one per distinct tile of a 14-tile hand, kept on the stack.
pub(super) struct Candidates {
    pub(super) items: [Candidate; 14],
    pub(super) len: usize,
}

impl Default for Candidates {
    fn default() -> Candidates {
        let none = Candidate {
            action: 0,
            tile: Tile::new(0),
            shanten: 0,
            plan: Plan::None,
            value: 0,
            danger: 0,
            ukeire: 0,
            tiebreak: 0,
        };
        Candidates { items: [none; 14], len: 0 }
    }
}

impl Candidates {
    pub(super) fn iter(&self) -> std::slice::Iter<'_, Candidate> {
        self.items[..self.len].iter()
    }
}

/// One discard option and how it scores.
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidate {
    /// Its index in the legal list.
    pub(super) action: usize,
    pub(super) tile: Tile,
    pub(super) shanten: i8,
    /// The yaku plan that shanten was measured against.
    pub(super) plan: Plan,
    /// Higher is better: live ukeire ×10 minus what the tile is worth keeping.
    pub(super) value: i32,
    /// 0 = genbutsu against every riichi seat (or nobody in riichi) … 8 = very dangerous.
    pub(super) danger: u8,
    /// Live ukeire of the hand left (counted only for the discards tied at the best shanten; 0 otherwise).
    pub(super) ukeire: u32,
    pub(super) tiebreak: u64,
}
