//! Offline opponents at three levels ([`Level`]), and the bots of load tests and simulations.
//!
//! The bot sees exactly what its seat may see: its own tiles, every river and meld, riichi flags, winds and dora
//! indicators, and its legal actions; it always answers with one of them. [`Bot::decide`] reads them from the
//! seat's [`TableView`]; [`Bot::choose`] reads the same facts from the [`Round`](crate::round::Round) in place,
//! through accessors that show only what the seat may see (its own hand, public rivers and melds), without building
//! the view.
//!
//! What it does, in order of priority:
//! * wins whenever it may (tsumo, ron), sets nuki tiles aside whenever it may;
//! * against another seat's riichi, when not tenpai, folds: genbutsu first (tiles the riichi seat discarded or
//!   let pass after declaring), then honours and suji, the most dangerous tiles last;
//! * otherwise discards by shanten, then by live ukeire (tiles not visible to the seat), then keeps dora, red
//!   tiles and middle tiles over isolated honours and terminals;
//! * declares riichi with a closed tenpai hand, on the discard that leaves the most live waits;
//! * calls only toward a yaku it can see (yakuhai, tanyao, honitsu or toitoi when close) and only when the call
//!   lowers its shanten; kans only when they do not worsen the hand; kyuushu when far from kokushi.
//!
//! That is the normal level. The levels differ by data (`Style`), not by copies of the code: the easy level is
//! the same bot with calls, defence and the value of tiles switched off (tile efficiency alone); the strong level adds
//! its own judgement (`strong.rs`) on top of the shared decisions (`normal.rs`).

mod normal;
mod strong;
pub(crate) mod table;

use crate::game::Game;
use crate::round::{Action, Seat, TableView};
use crate::rules::{GameLength, Ruleset, ScoringScheme, Settlement};
use crate::shanten::Variant;
use crate::tile::{Counts, Flavour};
use std::fmt;
use std::str::FromStr;
use table::Table;

/// How well a bot plays. JavaScript names it `BotLevel` (`game.botAction`'s `level`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    all(target_arch = "wasm32", feature = "game"),
    derive(serde::Deserialize, tsify::Tsify),
    serde(rename_all = "lowercase"),
    tsify(type_prefix = "Bot")
)]
pub enum Level {
    /// Tile efficiency alone: a closed hand (no calls; riichi when tenpai), no defence, no eye for dora or red
    /// tiles.
    Easy,
    /// Efficiency, calls toward a yaku, folding against riichi.
    #[default]
    Normal,
    /// The normal bot plus push/fold by value and danger, a finer safety ranking, calls and riichi judged by
    /// value, and placement at the end of the game.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    /// The name the API uses: `"easy"`, `"normal"` or `"strong"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    /// What the level switches on.
    fn style(self) -> Style {
        match self {
            Level::Easy => Style { defence: false, calls: false, dora_weight: 0, chip_weight: 0, strong: false },
            Level::Normal => Style { defence: true, calls: true, dora_weight: 20, chip_weight: 0, strong: false },
            Level::Strong => Style { defence: true, calls: true, dora_weight: 20, chip_weight: 10, strong: true },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = crate::error::Error;
    fn from_str(s: &str) -> crate::error::Result<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| crate::error::Error::bad_request(format!("bot level: easy, normal or strong, not {s:?}")))
    }
}

/// A level's switches, as data: the shared decisions read them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Style {
    /// Folds against riichi (danger ranks the discards, calls are refused); off: the bot never sees a threat.
    defence: bool,
    /// Calls pon, chi and open kans (toward a yaku); off: the hand stays closed.
    calls: bool,
    /// What a dora, red or other flavoured tile adds to a tile's keep value (0: shape alone).
    dora_weight: i32,
    /// What each chip a flavoured tile collects on a win (the ruleset's `chips.red`, `.blue`, ...) adds besides.
    chip_weight: i32,
    /// The strong level's own judgement (`strong.rs`).
    strong: bool,
}

/// A bot: ruleset facts cached once per game, its level, plus a small deterministic generator for breaking ties.
#[derive(Clone, Debug)]
pub struct Bot {
    copies: Counts,
    variant: Variant,
    level: Level,
    style: Style,
    /// What each tile flavour adds to a tile's keep value (by [`Flavour`] order), from the style and the ruleset.
    flavour_value: [i32; 5],
    /// The index of the game's last regular hand (round wind × players + dealer) when placement decides the result
    /// (`None`: no last hand, or the result is the point balance).
    last_hand: Option<u8>,
    /// How a win is valued, as the strong level's discards weigh it (from the ruleset's scoring).
    win_value: WinValue,
    /// What each tile flavour brings on a win in chips, in points (the ruleset's `chips`; by [`Flavour`] order).
    flavour_chip_points: [u32; 5],
    rng: u64,
}

/// How the strong level values the win a hand may reach: by han (the han-and-fu scheme's points rise steeply
/// with each han), or by a points table that adds a fixed amount per dora, for a closed hand and for the dealer
/// (Toutenkou's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WinValue {
    ByHan,
    Additive { base: u32, dora: u32, closed: u32, dealer: u32 },
}

/// Picks an action for `seat` with a fresh normal bot (see [`Bot::choose`]; a long-lived [`Bot`] avoids re-reading
/// the ruleset on every call).
pub fn choose(game: &Game, seat: Seat, rng_seed: u64) -> Action {
    choose_at(game, seat, rng_seed, Level::Normal)
}

/// [`choose`] by a bot of `level`.
pub fn choose_at(game: &Game, seat: Seat, rng_seed: u64, level: Level) -> Action {
    Bot::with_level(game.rules(), rng_seed, level).choose(game, seat)
}

impl Bot {
    /// A normal bot.
    pub fn new(rules: &Ruleset, rng_seed: u64) -> Bot {
        Bot::with_level(rules, rng_seed, Level::Normal)
    }

    /// A bot of `level`.
    pub fn with_level(rules: &Ruleset, rng_seed: u64, level: Level) -> Bot {
        let style = level.style();
        let chips = |f: Flavour| match (&rules.chips, f) {
            (Some(c), Flavour::Red) => c.red,
            (Some(c), Flavour::Blue) => c.blue,
            (Some(c), Flavour::Gold) => c.gold,
            (Some(c), Flavour::Pocchi) => c.pocchi,
            _ => 0,
        };
        let flavours = [Flavour::Normal, Flavour::Red, Flavour::Blue, Flavour::Gold, Flavour::Pocchi];
        let flavour_value = flavours.map(|f| match f {
            Flavour::Normal => 0,
            _ => style.dora_weight + style.chip_weight * chips(f),
        });
        let players = rules.game.players;
        let last_hand = match rules.game.length {
            _ if rules.score.settlement == Settlement::Points => None,
            GameLength::EastOnly => Some(players - 1),
            GameLength::EastSouth => Some(2 * players - 1),
            GameLength::Toutenkou => None,
        };
        let chip_points = rules.chips.as_ref().map_or(0, |c| c.value.max(0) as u32);
        let flavour_chip_points = flavours.map(|f| chips(f).max(0) as u32 * chip_points);
        let win_value = match (&rules.score.scheme, &rules.score.points) {
            (ScoringScheme::ToutenkouPoints, Some(p)) => WinValue::Additive {
                base: (p.banban.max(0) as u32).max(1),
                dora: p.dora.max(0) as u32,
                closed: p.menzen.max(0) as u32,
                dealer: p.oya.max(0) as u32,
            },
            _ => WinValue::ByHan,
        };
        Bot {
            copies: rules.tile_set().copies,
            variant: Variant::of(rules),
            level,
            style,
            flavour_value,
            last_hand,
            win_value,
            flavour_chip_points,
            rng: rng_seed | 1,
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Restarts the tie-breaking generator from `rng_seed`, as [`Bot::new`] would (the ruleset facts are kept).
    pub fn reseed(&mut self, rng_seed: u64) {
        self.rng = rng_seed | 1;
    }

    /// One of `game.legal_actions(seat)`, chosen from the seat's own view only. When the seat has nothing to do
    /// (not its moment, or the game is over) the answer is `Pass`, which the game would reject.
    ///
    /// The seat's view is not built: the bot reads the same facts in place (its own hand, the public rivers, melds,
    /// riichi flags and dora indicators, through [`Round`](crate::round::Round)'s seat-visible accessors) and the
    /// legal list without a copy. [`Bot::decide`] on `game.view(seat)` chooses the same action.
    pub fn choose(&mut self, game: &Game, seat: Seat) -> Action {
        match self.choose_index(game, seat) {
            Some(i) => game.legal(seat)[i].clone(),
            None => Action::Pass,
        }
    }

    /// [`Bot::choose`] as an index into `game.legal(seat)` (`None` when the seat has nothing to do), for
    /// [`Game::step_legal`], which then need not match the action against the list.
    pub fn choose_index(&mut self, game: &Game, seat: Seat) -> Option<usize> {
        if seat >= game.rules().game.players {
            return None;
        }
        let round = game.round();
        let deep = self.style.strong;
        self.decide_from(game.legal(seat), true, |copies, claim| {
            Some(Table::of_round(round, seat, copies, claim, deep))
        })
    }

    /// The decision itself, from a seat's view (its `legal_actions` included).
    pub fn decide(&mut self, view: &TableView) -> Action {
        let readable = view.seats.len() <= 4
            && view.viewer.and_then(|me| view.seats.get(me as usize)).is_some_and(|seat| seat.hand.is_some());
        let deep = self.style.strong;
        match self.decide_from(&view.legal_actions, readable, |copies, claim| Table::read(view, copies, claim, deep)) {
            Some(i) => view.legal_actions[i].clone(),
            None => Action::Pass,
        }
    }

    /// The decision among `legal`, as an index into it (`None` for an empty list), reading the table only when a
    /// choice needs it (`read(copies, claim)`: in a claim window or not; `readable`: whether `read` answers
    /// `Some`).
    fn decide_from(
        &mut self,
        legal: &[Action],
        readable: bool,
        read: impl FnOnce(&Counts, bool) -> Option<Table>,
    ) -> Option<usize> {
        if legal.is_empty() {
            return None;
        }
        // The first win, continue, nuki, pass and kyuushu in the list, and whether it holds a kan, in one pass.
        let (mut win, mut go_on, mut nuki, mut pass, mut yame) = (None, None, None, None, None);
        let (mut kyuushu, mut kans) = (None, false);
        for (i, a) in legal.iter().enumerate().rev() {
            match a {
                Action::Tsumo | Action::Ron => win = Some(i),
                Action::Continue => go_on = Some(i),
                Action::Yame => yame = Some(i),
                Action::Nuki { .. } => nuki = Some(i),
                Action::Pass => pass = Some(i),
                Action::Kyuushu => kyuushu = Some(i),
                Action::Ankan { .. } | Action::Kakan { .. } => kans = true,
                _ => {}
            }
        }
        // Between hands, a dealer asked about yame keeps the deal (more hands, more chances), unless the strong
        // level's placement says stop.
        if let (None, Some(go_on), Some(yame)) = (win, go_on, yame.filter(|_| self.style.strong)) {
            let stop = read(&self.copies, true).is_some_and(|t| self.strong_yame(&t));
            return Some(if stop { yame } else { go_on });
        }
        if let Some(first) = win.or(go_on).or(nuki) {
            return Some(first);
        }
        // A lone discard (a riichi hand's draw): [`Bot::turn`] would find one candidate and take it, whatever the
        // table says, so the table is not read; the generator steps once, as it does for each candidate.
        if let [Action::Discard { riichi: false, .. }] = legal {
            if readable {
                next_random(&mut self.rng);
                return Some(0);
            }
        }
        let Some(mut table) = read(&self.copies, pass.is_some()) else {
            return Some(0);
        };
        if !self.style.defence {
            table.threats = Default::default();
        }
        if let Some(pass) = pass {
            return Some(self.claim(&table, legal, pass));
        }
        Some(self.turn(&table, legal, kyuushu, kans))
    }
}

/// Steps the bots' tie-breaking generator.
fn next_random(rng: &mut u64) -> u64 {
    *rng = xorshift(*rng);
    *rng
}

/// One step of xorshift64 (Marsaglia): the bots' small deterministic generator (never zero from a non-zero state).
#[inline]
pub fn xorshift(mut x: u64) -> u64 {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    x
}

/// A deterministic picker for random legal play (property tests, benchmarks, log-export tests): `pick(n)` is
/// uniform enough over `0..n` for choosing among legal actions.
#[derive(Clone, Debug)]
pub struct Pick(u64);

impl Pick {
    /// A picker from any seed (spread by a multiplier; zero is avoided).
    pub fn new(seed: u64) -> Pick {
        Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in `0..n` (`n` > 0).
    #[inline]
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = xorshift(self.0);
        (self.0 % n as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What [`Bot::choose`] reads from the round in place is exactly what [`Bot::decide`] reads from the seat's
    /// view, for every seat at every step of bot games under every preset (open melds, riichi, kans, nuki,
    /// 3 players), and both choose the same action with the same generator state.
    #[test]
    fn reading_the_round_in_place_equals_reading_the_view() {
        for (preset, games) in
            [("tenhou", 3), ("tenhou-sanma", 2), ("mcgill", 1), ("speed-tonpuu", 1), ("toutenkou", 1)]
        {
            let rules = Ruleset::preset(preset).unwrap();
            let copies = rules.tile_set().copies;
            let players = rules.game.players;
            let (mut riichi_seen, mut melds_seen, mut offers_seen, mut steps) = (0, 0, 0, 0);
            for g in 0..games {
                let (mut game, _) = Game::new(rules.clone(), &format!("in-place-{preset}-{g}"), None).unwrap();
                let mut bots: Vec<Bot> = (0..players as u64).map(|s| Bot::new(&rules, g * 8 + s + 1)).collect();
                while !game.is_over() {
                    for s in 0..players {
                        let view = game.view(s).unwrap();
                        // As in a claim window (rivers read in order, visible tiles not counted) and as on a turn.
                        // The kind on offer is read only in a discard's claim window: the round names it, the view
                        // shows it as the latest discard, and elsewhere the two readings need not agree. The
                        // riichi-safe kinds: the round keeps them, the view's reading rebuilds the discard order.
                        let offered = game.round().offered_discard().map(|t| t.kind);
                        let seen = |mut table: Table, claim: bool| {
                            if !claim || offered.is_none() {
                                table.claim_kind = None;
                            }
                            table
                        };
                        for (claim, deep) in [(true, false), (false, false), (true, true), (false, true)] {
                            let view_table = Table::read(&view, &copies, claim, deep);
                            let from_view = seen(view_table.expect("a seat's own view shows its hand"), claim);
                            let in_place = seen(Table::of_round(game.round(), s, &copies, claim, deep), claim);
                            assert_eq!(in_place, from_view, "{preset} seat {s} claim {claim}");
                            if claim && offered.is_some() {
                                assert_eq!(from_view.claim_kind, offered, "{preset} seat {s}");
                                offers_seen += 1;
                            }
                            if claim {
                                riichi_seen += !from_view.threats.is_empty() as usize;
                                melds_seen += (from_view.set_melds > 0) as usize;
                            }
                        }
                    }
                    let seat = game.status().to_act[0];
                    let mut twin = bots[seat as usize].clone();
                    let mut by_index = bots[seat as usize].clone();
                    let action = bots[seat as usize].choose(&game, seat);
                    assert_eq!(twin.decide(&game.view(seat).unwrap()), action, "{preset}");
                    assert_eq!(twin.rng, bots[seat as usize].rng);
                    let index = by_index.choose_index(&game, seat).expect("the seat to act has something to do");
                    assert_eq!(game.legal(seat)[index], action, "{preset}");
                    assert_eq!(by_index.rng, bots[seat as usize].rng);
                    game.apply(seat, &action).unwrap();
                    steps += 1;
                }
            }
            assert!(
                riichi_seen > 0 && melds_seen > 0 && offers_seen > 0 && steps > 100,
                "{preset}: {riichi_seen} {melds_seen} {offers_seen} {steps}"
            );
        }
    }
}
