//! One hand (kyoku) as a state machine: deal, draws, discards, calls, riichi, furiten, wins and draws.
//!
//! The same machine serves 3 and 4 players; everything that differs is read from the [`Ruleset`].
//! Every moment answers exactly what each seat may do ([`Round::legal`]); [`Round::apply`] accepts only an
//! action from that list, so a rejected action changes nothing. Steps append [`Event`]s a UI can animate.
//!
//! Flow: `Turn` (a seat holds 3n+2 tiles and must act) → after a discard, kakan or nuki, `Claims` (every seat
//! that may claim answers, then ron > pon/kan > chi) → next `Turn`, or `Ended` with an [`Outcome`].
//!
//! # Where things are
//!
//! One type, [`Round`], is defined here with its state and its start; its methods live in files by role:
//!
//! | file | what |
//! |---|---|
//! | `action.rs` | [`Action`], what a seat sends, and [`Seats`] |
//! | `event.rs` | [`Event`]s and the records they carry: melds, discards, the [`Outcome`] |
//! | `view.rs` | [`TableView`] and the seat-visible accessors a bot reads in place |
//! | `legal.rs` | asking for the moment's legal list, and applying an action or an entry of that list |
//! | `play_rules.rs` | what a seat may do as pure functions of the rules, the hand and the moment: riichi, kuikae |
//! | `turn.rs` | the turn: its legal list (win, kan, nuki and discard parts), its actions, draws |
//! | `turn_list.rs` | the compact form of the turn's list |
//! | `claims.rs` | claim windows: who may ron, pon, kan or chi a tile, the answers, the call that wins |
//! | `kan.rs` | kans: when one may be declared, riichi ankan, kan dora, the fifth kan |
//! | `waits.rs` | waits, furiten and karaten |
//! | `win.rs` | valuing a win through `score`, and what makes a draw a win (wildcards, special suukantsu) |
//! | `pao.rs` | liability for a yakuman completed by a call |
//! | `ending.rs` | the ends of a hand: wins, the exhaustive draw, abortive draws, settlement |
//! | `human_input.rs` | human-input mode: false wins and calls, dead hands, penalties |
//! | `concealed.rs` | a seat's concealed tiles with their counts by kind |
//! | `validate.rs` | tests and debug builds: every kept fact below worked out again and compared |
//!
//! # Speed rules
//!
//! A random game applies about a thousand actions, and a bot or a UI asks about most of them, so the engine keeps
//! to a few rules, all exact: the property tests call `Round::validate` after every action, which works out every
//! kept fact again and compares, and `tests/fingerprints.rs` holds whole games to their recorded course.
//!
//! * Work is done when the state changes, not when it is asked for. The turn's legal list is worked out once, at
//!   the end of [`Round::start`] and of every apply, and kept compactly (`turn_list`); a seat's waits are worked
//!   out when its concealed hand changes to 3n+1 tiles; the public tile counts and riichi-safe kinds are kept at
//!   each discard and call.
//! * A cheap test goes before a walk: a discard asks for claim lists only when some seat's waits or counts allow
//!   a claim (`someone_may_claim`); bit sets of seats in riichi and a few flags decide whether riichi acceptance
//!   and abortive draws need a look; a seat's shanten is kept as a lower bound while that bound rules riichi out.
//! * What the ruleset implies is worked out once per game (`RulesetFacts`, `HotRules`): the rule answers read
//!   on every step sit with the round's own state instead of across the large ruleset.
//! * No allocation per step: buffers are lent out with `std::mem::take` and returned with `put_back`, and a
//!   hand takes the previous hand's buffers (`Round::start_next`).
//! * The shipped wasm build holds LLVM's inliner to `-inline-threshold=25` (`.cargo/config.toml`; Cargo.toml's
//!   `[profile.wasm-release]` says why: size). There a function is inlined only when marked `#[inline]` or tiny,
//!   so the `#[inline]` marks in this module sit on the small functions called on every step, and a function
//!   whose common case is one test is split in two: a small `#[inline]` test, and the body out of line for the
//!   rare case (`drawn_wildcard`, `accept_pending_riichi`). Native builds inline these anyway.

use crate::error::{Error, Result};
use crate::rules::{Karaten, Kuikae, OpenRiichi, PassedTileFuriten, Ruleset, TemporaryFuritenClears, WildcardWhen};
use crate::shanten::Variant;
use crate::tile::{Counts, Kind, Tile, KINDS};
use crate::wall::{TileId, Wall};
use crate::yaku::{Yaku, YakuMask};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

mod action;
mod claims;
mod concealed;
mod ending;
mod event;
mod human_input;
mod kan;
mod legal;
mod pao;
mod play_rules;
mod turn;
mod turn_list;
#[cfg(any(debug_assertions, feature = "validate"))]
mod validate;
mod view;
mod waits;
mod win;

use crate::meld::MeldKind;
pub use action::{Action, Seats};
pub use ending::{exhaustive_draw_payments, DrawPayments};
pub use event::{DiscardRecord, DrawReason, Event, MeldState, Outcome};
pub use legal::TurnMoment;
pub use play_rules::kuikae_forbidden;
pub use view::{DiscardView, MeldView, SeatView, TableView};

use concealed::Concealed;
use turn::DiscardKeys;
use turn_list::TurnList;

/// A seat: 0..players in the order of the first deal (seat 0 = first dealer).
pub type Seat = u8;

/// Where the tile a claim window is about came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum ClaimSource {
    Discard,
    Kakan,
    Ankan,
    Nuki,
    /// Not a tile: the dealer proposed the abortive draw by agreement and the others answer.
    Agreement,
}

#[derive(Clone, Debug, PartialEq)]
enum Phase {
    /// `seat` holds 3n+2 tiles. `drawn` is the tile just drawn (none after chi/pon).
    Turn {
        seat: Seat,
        drawn: Option<TileId>,
        rinshan: bool,
    },
    /// Seats answer a claimable tile. `Round::claim_opts[s]` is what seat `s` may do (empty: not asked);
    /// `answers[s]` what it chose.
    Claims {
        from: Seat,
        id: TileId,
        source: ClaimSource,
        answers: [Option<Action>; 4],
    },
    Ended,
}

/// Per-seat state.
#[derive(Clone, Debug, PartialEq)]
struct SeatState {
    /// Concealed tiles (the drawn tile included), with their counts by kind.
    hand: Concealed,
    melds: Vec<MeldState>,
    discards: Vec<DiscardRecord>,
    /// Riichi declared (with the index of the declaring discard), and whether the stick was accepted.
    riichi: Option<usize>,
    double_riichi: bool,
    /// The riichi was declared open (`riichi.open_riichi`): the hand is public.
    open_riichi: bool,
    riichi_accepted: bool,
    ippatsu: bool,
    /// Same-turn furiten (declined a winning tile).
    furiten_temporary: bool,
    /// Riichi furiten (declined a winning tile in riichi): for the rest of the hand.
    furiten_permanent: bool,
    /// Kinds this seat may not discard right now (kuikae).
    forbidden: u64,
    /// Kinds discarded by this seat this hand (for discard furiten).
    discarded_kinds: u64,
    /// In riichi: the kinds that cannot deal into it (its own river and every tile anyone discarded after the
    /// declaring discard), kept up to date at each discard for [`Round::riichi_safe_kinds`]; 0 otherwise.
    riichi_safe: u64,
    /// Liability (pao): each `pao.yakuman` this seat's calls completed, with the seat that fed the completing call,
    /// in the order they arose (two different seats can be liable: `docs/RULESET.md`, `pao.multiple_liable`).
    pao: Vec<(Yaku, Seat)>,
    /// Winning kinds by shape of the 3n+1-tile hand, kept up to date at every change of the concealed hand
    /// to 3n+1 tiles (discard, any kan, nuki): the claim checks on every discard read it, and so do the next
    /// draw's tsumo and wildcard checks (replacement draws included) as the waits before that draw.
    waits: u64,
    /// Overall shanten of that 3n+1-tile hand, or a lower bound of it, else [`UNKNOWN`]: a draw (or a call)
    /// lowers shanten by at most one, so a hand at 2 or more cannot riichi on its next turn, and a discard's hand
    /// is at least one below the last 3n+1-tile hand's (see [`Round::refresh_waits_after_discard`]).
    shanten: i8,
    /// Overall shanten of the seat's 3n+2-tile hand on its current turn, when the turn's riichi check worked it out,
    /// else [`UNKNOWN`]: the hand left by the turn's discard is at this shanten or more.
    turn_shanten: i8,
    /// The last meld came from a daiminkan whose feeder this is (for rinshan liability rules).
    kan_feeder: Option<Seat>,
    /// Dead hand (human-input mode): no win, call, kan or riichi; noten at an exhaustive draw.
    dead: bool,
}

impl SeatState {
    #[inline]
    fn is_closed(&self) -> bool {
        self.melds.iter().all(|m| matches!(m.kind, MeldKind::Ankan | MeldKind::Nuki))
    }

    /// How many sets the seat has called or declared (chi, pon, kans; nuki tiles are not sets).
    #[inline]
    fn set_meld_count(&self) -> u8 {
        self.melds.iter().filter(|m| m.kind != MeldKind::Nuki).count() as u8
    }
}

/// One hand in progress. Saved games store actions, not this state (see `game`), so it is not serialised.
#[derive(Clone, Debug)]
pub struct Round {
    rules: Arc<Ruleset>,
    /// Hand shapes of this ruleset (3-player manzu, Kansai chiitoi), cached from `rules`.
    variant: Variant,
    /// The rule answers read on every step, cached from `rules`.
    hot: HotRules,
    /// Nuki / gari kinds, cached from `rules`.
    gari: Vec<Kind>,
    /// Wildcard tiles (`tiles.wildcards`), parsed from `rules`: tile, when it is wild, whether it must be used.
    wildcards: Vec<(Tile, WildcardWhen, bool)>,
    /// Kind and flavour of every physical tile id (from the ruleset's tile set), for lookups on the hot path;
    /// shared by the hands of a game.
    tile_of: Arc<[Tile]>,
    /// Where every tile of the set is plain or red (not blue, gold or pocchi) and the red ones are of at most 30
    /// kinds: each tile id's discard key, its kind or, for a red tile, a kind number of its own from 34 on, so
    /// that the turn's distinct discards are told apart with one bit set of keys.
    discard_keys: Option<DiscardKeys>,
    players: u8,
    /// Round wind (0 = East) and hand number within it (0-based; the dealer is `dealer`).
    pub round_wind: u8,
    pub hand_number: u8,
    pub dealer: Seat,
    pub honba: u32,
    /// Riichi deposits on the table.
    pub sticks: u32,
    /// The dealer's wins in a row before this hand (see [`RoundStart::dealer_wins`]).
    pub dealer_wins: u32,
    /// Scores, live (riichi sticks already deducted).
    pub scores: Vec<i64>,
    start_scores: Vec<i64>,
    start_sticks: u32,
    wall: Wall,
    seats: Vec<SeatState>,
    phase: Phase,
    /// The turn seat's legal actions, worked out once when the turn begins (at the end of `start` and of every
    /// `apply`, the only places the state changes), compactly: callers and `apply`'s own check read this list
    /// rather than rebuilding it, and it is listed as actions only when asked. Empty outside a turn.
    turn: TurnList,
    /// In a claim window, what each seat may do (empty: not asked); buffers reused from window to window.
    claim_opts: [Vec<Action>; 4],
    /// Kans declared this hand, by seat.
    kans: Vec<Seat>,
    /// Kan-dora indicators owed by an open kan (Tenhou timing: shown after the kan player's discard).
    pending_dora: u8,
    /// No call (ankan included) has happened yet: first-turn yaku and aborts are still possible.
    uninterrupted: bool,
    /// A 4th kan by more than one player was made: the discard after it decides suukaikan.
    suukaikan_pending: bool,
    /// The seats in riichi, one bit each (a discard adds its kind to their `riichi_safe` kinds).
    riichi_seats: u8,
    /// Per kind, the tiles on the table everyone sees: discards not called and every meld tile (nuki included),
    /// kept at each discard and call for [`Round::public_counts`] (dora indicators aside).
    public: Counts,
    /// The dealer has proposed the abortive draw by agreement this hand (asked once).
    abort_proposed: bool,
    outcome: Option<Outcome>,
}

/// The ruleset's answers read on every step (every draw, discard and turn list), copied out of the `Ruleset` once
/// per game so that they sit with the round's own state instead of across the large ruleset, whose cache lines
/// the growing event record keeps evicting.
#[derive(Clone, Copy, Debug, PartialEq)]
struct HotRules {
    karaten: Karaten,
    furiten_clears: TemporaryFuritenClears,
    kyuushu: bool,
    by_agreement: bool,
    suufon: bool,
    suucha_riichi: bool,
    chi: bool,
    last_discard_callable: bool,
    kan_max: usize,
    open_riichi: bool,
    riichi_min_points: Option<i64>,
    riichi_min_live_tiles: usize,
    kuikae: Kuikae,
    riichi_pass_permanent: bool,
    /// `furiten.passed_tile` is `any_wait`: a wait by shape let pass makes furiten, yaku or not.
    passed_any_wait: bool,
    /// `pao.yakuman`: the yakuman a call's liability check looks for.
    pao_yakuman: YakuMask,
    /// `yaku.local`: the local yaku switched on (paarenchan, the special suukantsu win).
    local_yaku: YakuMask,
}

impl HotRules {
    fn of(rules: &Ruleset) -> HotRules {
        HotRules {
            karaten: rules.score.karaten,
            furiten_clears: rules.furiten.temporary_clears_on,
            kyuushu: rules.abort.kyuushu,
            by_agreement: rules.abort.by_agreement,
            suufon: rules.abort.suufon,
            suucha_riichi: rules.abort.suucha_riichi,
            chi: rules.calls.chi,
            last_discard_callable: rules.calls.last_discard_callable,
            kan_max: rules.calls.kan_max as usize,
            open_riichi: rules.riichi.open_riichi != OpenRiichi::None,
            riichi_min_points: rules.riichi.min_points.map(i64::from),
            riichi_min_live_tiles: rules.riichi.min_live_tiles as usize,
            kuikae: rules.calls.kuikae,
            riichi_pass_permanent: rules.furiten.riichi_pass_permanent,
            passed_any_wait: rules.furiten.passed_tile == PassedTileFuriten::AnyWait,
            pao_yakuman: YakuMask::of(&rules.pao.yakuman),
            local_yaku: YakuMask::of(&rules.yaku.local),
        }
    }
}

/// What a round reads from its ruleset on the hot path, worked out once per game and handed from hand to hand
/// ([`Round::start_next`]).
struct RulesetFacts {
    discard_keys: Option<DiscardKeys>,
    variant: Variant,
    hot: HotRules,
    gari: Vec<Kind>,
    wildcards: Vec<(Tile, WildcardWhen, bool)>,
    tile_of: Arc<[Tile]>,
}

/// Context a round needs from the game: the table state at its start.
#[derive(Clone, Debug)]
pub struct RoundStart {
    pub round_wind: u8,
    pub hand_number: u8,
    pub dealer: Seat,
    pub honba: u32,
    pub sticks: u32,
    pub scores: Vec<i64>,
    /// The dealer's wins in a row in this dealership so far (McGill paarenchan: the 8th is a limit hand).
    /// Draws neither count nor break the streak (`docs/rulesets/mcgill.md`, paarenchan); the game resets it when the deal passes.
    pub dealer_wins: u32,
}

/// [`SeatState::shanten`] not worked out.
const UNKNOWN: i8 = i8::MIN;

fn illegal(msg: impl Into<String>) -> Error {
    Error::new("illegal-action", msg)
}

fn bit(k: Kind) -> u64 {
    1u64 << k
}

/// Puts `value` back into `slot`, which `std::mem::take` emptied to lend its buffer out (a borrow of the round
/// and of one of its buffers at once). The empty `Vec` left there owns no memory, so it is forgotten rather than
/// dropped: in the wasm build (inliner held to 25) the drop stayed a call to free nothing, ~3 per turn.
#[inline(always)]
pub(crate) fn put_back<T>(slot: &mut Vec<T>, value: Vec<T>) {
    debug_assert_eq!(slot.capacity(), 0, "put_back into a slot that holds a buffer");
    std::mem::forget(std::mem::replace(slot, value));
}

impl Round {
    /// Deals a hand from a wall. Returns the round and its opening events (deal, dealer's first draw).
    pub fn start(rules: Arc<Ruleset>, wall: Wall, start: RoundStart) -> Result<(Round, Vec<Event>)> {
        let tile_of: Arc<[Tile]> = {
            let set = rules.tile_set();
            (0..136u8).map(|id| crate::wall::tile_of(&set, id)).collect()
        };
        let derived = RulesetFacts {
            discard_keys: DiscardKeys::of(&tile_of),
            variant: Variant::of(&rules),
            hot: HotRules::of(&rules),
            gari: rules.gari_kinds(),
            wildcards: rules
                .tiles
                .wildcards
                .iter()
                .filter_map(|w| Tile::parse(&w.tile).ok().map(|t| (t, w.when, w.must_use)))
                .collect(),
            tile_of,
        };
        Round::start_derived(rules, derived, wall, start, None)
    }

    /// [`Round::start`] for the next hand of the same game: what the ruleset implies is taken from this hand
    /// instead of being worked out again, and so are its buffers (seats, discard and meld lists, claim options,
    /// the turn list): on success this hand is left without them, to be replaced by the returned one; on an
    /// error it is unchanged.
    pub(crate) fn start_next(&mut self, wall: Wall, start: RoundStart) -> Result<(Round, Vec<Event>)> {
        let derived = RulesetFacts {
            discard_keys: self.discard_keys,
            variant: self.variant,
            hot: self.hot,
            gari: self.gari.clone(),
            wildcards: self.wildcards.clone(),
            tile_of: self.tile_of.clone(),
        };
        Round::start_derived(self.rules.clone(), derived, wall, start, Some(self))
    }

    fn start_derived(
        rules: Arc<Ruleset>,
        derived: RulesetFacts,
        mut wall: Wall,
        start: RoundStart,
        old: Option<&mut Round>,
    ) -> Result<(Round, Vec<Event>)> {
        let players = rules.game.players;
        if start.scores.len() != players as usize {
            return Err(Error::bad_request(format!("{players} scores are needed")));
        }
        let hands = wall.deal(start.dealer)?;
        if let Some(hand) = hands.iter().find(|h| !Concealed::fits(h.len())) {
            return Err(Error::bad_request(format!("a hand of {} tiles is more than a round holds", hand.len())));
        }
        // Nothing fails from here on: the previous hand's buffers can be taken.
        let (mut old_seats, claim_opts, turn) = match old {
            Some(o) => {
                let mut turn = std::mem::take(&mut o.turn);
                turn.clear();
                let mut claim_opts = std::mem::take(&mut o.claim_opts);
                claim_opts.iter_mut().for_each(Vec::clear);
                (std::mem::take(&mut o.seats), claim_opts, turn)
            }
            None => (Vec::new(), Default::default(), TurnList::default()),
        };
        let mut seats = Vec::with_capacity(hands.len());
        for hand in hands {
            // The seat's lists from the previous hand, emptied; a new hand's when there is none.
            let (melds, discards, pao) = match old_seats.pop() {
                Some(o) => {
                    let (mut melds, mut discards, mut pao) = (o.melds, o.discards, o.pao);
                    melds.clear();
                    discards.clear();
                    pao.clear();
                    (melds, discards, pao)
                }
                // A hand rarely sees more than 24 discards a seat: one allocation instead of four growths.
                None => (vec![], Vec::with_capacity(24), Vec::new()),
            };
            seats.push(SeatState {
                hand: Concealed::new(&hand),
                melds,
                discards,
                riichi: None,
                double_riichi: false,
                open_riichi: false,
                riichi_accepted: false,
                ippatsu: false,
                furiten_temporary: false,
                furiten_permanent: false,
                forbidden: 0,
                discarded_kinds: 0,
                riichi_safe: 0,
                pao,
                kan_feeder: None,
                dead: false,
                waits: 0,
                shanten: UNKNOWN,
                turn_shanten: UNKNOWN,
            });
        }
        let RulesetFacts { discard_keys, variant, hot, gari, wildcards, tile_of } = derived;
        let mut r = Round {
            variant,
            hot,
            gari,
            wildcards,
            tile_of,
            discard_keys,
            rules,
            players,
            round_wind: start.round_wind,
            hand_number: start.hand_number,
            dealer: start.dealer,
            honba: start.honba,
            sticks: start.sticks,
            dealer_wins: start.dealer_wins,
            scores: start.scores.clone(),
            start_scores: start.scores,
            start_sticks: start.sticks,
            wall,
            seats,
            phase: Phase::Ended,
            turn,
            claim_opts,
            kans: vec![],
            pending_dora: 0,
            uninterrupted: true,
            suukaikan_pending: false,
            riichi_seats: 0,
            public: [0; KINDS],
            abort_proposed: false,
            outcome: None,
        };
        // Room for the deal and the dealer's first draw: the draw does not grow the buffer (a realloc per hand).
        let mut events = Vec::with_capacity(2);
        events.push(Event::Deal {
            round: r.label(),
            dealer: r.dealer,
            honba: r.honba,
            sticks: r.sticks,
            dora_indicator: r.tile(r.wall().dora_indicator_ids().next().expect("D1 is revealed at the deal")),
            scores: r.scores.clone(),
            hands: (0..players).map(|s| Some(r.tiles(&r.seats[s as usize].hand))).collect(),
        });
        for s in 0..players {
            r.refresh_waits(s);
        }
        r.draw_for(r.dealer, false, &mut events);
        r.refresh_turn_legal();
        Ok((r, events))
    }

    /// The hand's wall, taken out of the round (its buffer is reused for the next hand's wall).
    pub(crate) fn into_wall(self) -> Wall {
        self.wall
    }

    fn rules(&self) -> &Ruleset {
        &self.rules
    }

    fn wall(&self) -> &Wall {
        &self.wall
    }

    fn wall_mut(&mut self) -> &mut Wall {
        &mut self.wall
    }

    #[inline]
    fn tile(&self, id: TileId) -> Tile {
        self.tile_of[id as usize]
    }

    /// The tiles of distinct physical ids (a hand, a meld, indicators, a river), sorted. The ids are put in a
    /// 136-bit set and read back in id order, which is kind order (id / 4 = kind), so only a kind whose copies
    /// differ in flavour (a red five) can leave the result unsorted: then a sort of a nearly sorted list.
    fn tiles(&self, ids: &[TileId]) -> Vec<Tile> {
        let mut held = [0u64; 3];
        for &id in ids {
            held[id as usize / 64] |= 1 << (id % 64);
        }
        let mut out = Vec::with_capacity(ids.len());
        for (word, mut bits) in held.into_iter().enumerate() {
            while bits != 0 {
                out.push(self.tile((word * 64) as TileId + bits.trailing_zeros() as TileId));
                bits &= bits - 1;
            }
        }
        debug_assert_eq!(out.len(), ids.len(), "tiles() takes distinct ids");
        if !out.is_sorted() {
            // A hand's few tiles: the crate's short-list sort (equal tiles are identical values, so any sort gives
            // this order).
            crate::sort::stable_sort_by_key(&mut out, |&t| t);
        }
        out
    }

    fn variant(&self) -> Variant {
        self.variant
    }

    /// `E1`, `S3`, …
    pub fn label(&self) -> String {
        let wind = ['E', 'S', 'W', 'N'][self.round_wind as usize % 4];
        match self.hand_number {
            // One digit (every real hand number), without the formatting machinery: views ask on every call.
            0..=8 => [wind, char::from(b'1' + self.hand_number)].iter().collect(),
            n => format!("{wind}{}", n as u32 + 1),
        }
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    /// Seat wind of a seat (0 = East).
    pub fn seat_wind(&self, seat: Seat) -> u8 {
        self.wrap(seat + self.players - self.dealer)
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        self.wrap(seat + 1)
    }

    /// `x % players` for `x < 2 × players` (seat arithmetic), without a division: a claim check asks on every
    /// discard.
    #[inline]
    fn wrap(&self, x: Seat) -> Seat {
        if x >= self.players {
            x - self.players
        } else {
            x
        }
    }

    /// The outcome once the hand has ended.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Scores and deposits at the start of this hand (a replayed hand starts from them again).
    pub fn start_state(&self) -> (&[i64], u32) {
        (&self.start_scores, self.start_sticks)
    }

    /// Seats whose answer the round is waiting for.
    #[inline]
    pub fn to_act(&self) -> Seats {
        match &self.phase {
            Phase::Turn { seat, .. } => Seats::one(*seat),
            Phase::Claims { answers, .. } => Seats::from_fn(self.players, |s| {
                !self.claim_opts[s as usize].is_empty() && answers[s as usize].is_none()
            }),
            Phase::Ended => Seats::default(),
        }
    }

    /// Tiles left to draw from the live wall.
    pub fn live_remaining(&self) -> usize {
        self.wall().live_remaining()
    }
}

#[cfg(test)]
mod tests {
    use super::put_back;
    use std::rc::Rc;

    /// [`put_back`] leaves the slot as the plain `*slot = value` does (the same length, capacity and buffer, no
    /// copy), and every element is dropped once, when the slot is: it forgets only the empty `Vec` that
    /// `std::mem::take` left behind.
    #[test]
    fn put_back_is_the_plain_assignment() {
        let token = Rc::new(());
        for len in [0usize, 1, 5, 40] {
            let make = || (0..len).map(|_| token.clone()).collect::<Vec<_>>();
            let (mut kept, mut plain) = (make(), make());
            let (lent, lent_plain) = (std::mem::take(&mut kept), std::mem::take(&mut plain));
            let buffer = lent.as_ptr();
            put_back(&mut kept, lent);
            plain = lent_plain;
            assert_eq!((kept.len(), kept.capacity()), (plain.len(), plain.capacity()));
            assert_eq!(kept.as_ptr(), buffer, "the lent buffer itself is back in the slot");
            assert_eq!(Rc::strong_count(&token), 1 + 2 * len, "nothing dropped, nothing copied");
            drop((kept, plain));
            assert_eq!(Rc::strong_count(&token), 1, "each element dropped once");
        }
    }
}
