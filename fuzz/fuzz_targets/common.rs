//! Shared by the fuzz targets: reading the fuzzer's bytes as choices, the presets, the documented error codes.

#![allow(dead_code)] // each target uses a different part

use std::time::Duration;
use tenpai::bot::Pick;
use tenpai::game::{Game, Status};
use tenpai::round::{Action, Seat, TableView};
use tenpai::tile::{Flavour, Tile};
use tenpai::Ruleset;

/// The fuzzer's input read front to back as small choices; zeros once it runs out.
pub struct Bytes<'a>(pub &'a [u8]);

impl Bytes<'_> {
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    pub fn below(&mut self, n: usize) -> usize {
        (usize::from(self.byte()) << 8 | usize::from(self.byte())) % n.max(1)
    }
    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| acc << 8 | u64::from(self.byte()))
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// A tile the notation can name.
    pub fn tile(&mut self) -> Tile {
        let kind = self.byte() % 34;
        let flavour = match self.byte() % 5 {
            1 if kind < 27 && kind % 9 == 4 => Flavour::Red,
            2 if kind < 27 && kind % 9 == 6 => Flavour::Blue,
            3 if kind < 27 && kind % 9 == 4 => Flavour::Gold,
            4 if kind >= 31 => Flavour::Pocchi,
            _ => Flavour::Normal,
        };
        Tile::with_flavour(kind, flavour)
    }
    /// Any action: every variant, any tiles and flags.
    pub fn action(&mut self) -> Action {
        match self.byte() % 13 {
            0 => {
                let (tile, flags) = (self.tile(), self.byte());
                let tsumogiri = [None, Some(false), Some(true)][usize::from(flags >> 1) % 3];
                Action::Discard { tile, riichi: flags & 1 == 1, open: flags & 8 == 8, tsumogiri }
            }
            1 => Action::Tsumo,
            2 => Action::Ron,
            3 => Action::Chi { tiles: [self.tile(), self.tile()] },
            4 => Action::Pon { tiles: [self.tile(), self.tile()] },
            5 => Action::Daiminkan,
            6 => Action::Ankan { tile: self.tile() },
            7 => Action::Kakan { tile: self.tile() },
            8 => Action::Kyuushu,
            9 => Action::Nuki { tile: self.tile() },
            10 => Action::Continue,
            11 => Action::Yame,
            _ => Action::Pass,
        }
    }
}

pub fn presets() -> Vec<Ruleset> {
    tenpai::rules::PRESET_IDS.iter().map(|id| Ruleset::preset(id).unwrap()).collect()
}

/// The error codes bad input may get: every code of `tenpai::error::CODES` but `internal` (an engine bug) and
/// `truncated` (`tenpai replay`'s cut records).
pub fn is_input_error_code(code: &str) -> bool {
    tenpai::error::CODES.contains(&code) && !matches!(code, "internal" | "truncated")
}

pub fn assert_clear(e: &tenpai::Error) {
    assert!(is_input_error_code(e.code), "undocumented error code {}: {}", e.code, e.message);
    assert!(!e.message.trim().is_empty(), "empty message for code {}", e.code);
}

/// The CPU time this thread has used. Bounds on work are checked against it, not the wall clock, which a loaded or
/// starved machine stretches without the code doing more (a fuzzer at `nice 19` beside builds saw 5 s of wall
/// clock for a load that took 30 ms of CPU).
pub fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid `timespec` to write; CLOCK_THREAD_CPUTIME_ID exists on Linux and macOS.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// One random legal step: a seat the game waits for, then a win half the time when one is offered, else any of its
/// legal actions; false once the game is over. Applied by its index in the legal list (`Game::step_legal`), so no
/// list is built or matched: the cheap step that lets an input play deep into a game.
pub fn step(game: &mut Game, pick: &mut Pick) -> bool {
    if game.is_over() {
        return false;
    }
    let to_act = game.to_act();
    let seat = to_act[pick.next(to_act.len())];
    let index = match game.legal_win(seat) {
        Some(win) if pick.next(2) == 0 => win,
        _ => pick.next(game.legal_len(seat)),
    };
    game.step_legal(seat, index).expect("a listed action is applied");
    true
}

/// Whether `action`, as a caller may send it, names one of the `legal` actions ([`Action::matches`]).
pub fn is_listed(action: &Action, legal: &[Action]) -> bool {
    legal.iter().any(|l| action.matches(l))
}

/// Everything a caller can observe of a game, compared as values (no text is written, so a check is cheap): the
/// record's lengths and last action, the status, the spectator's view (every hand, river, meld, score and furiten
/// flag) and the legal actions of every seat number a caller may send (out-of-range ones included).
#[derive(Debug, PartialEq)]
pub struct Observed {
    actions: usize,
    last_action: Option<(Seat, Action)>,
    events: usize,
    status: Status,
    table: TableView,
    legal: Vec<Vec<Action>>,
}

pub fn observe(game: &Game) -> Observed {
    let players = game.rules().game.players;
    Observed {
        actions: game.history().len(),
        last_action: game.history().last().cloned(),
        events: game.events().len(),
        status: game.status(),
        table: game.spectate(),
        legal: (0..players + 2).map(|s| game.legal(s).to_vec()).collect(),
    }
}

/// Panics with the first fact the game's hand keeps to save work that differs from the same fact worked out from
/// scratch (`Round::validate`).
pub fn validate(game: &Game) {
    if let Err(e) = game.round().validate(game.events()) {
        panic!("after {} actions: {e}", game.history().len());
    }
}

use serde_json::Value;

/// JSON pointers to every value under `v`, depth first.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    let children: Vec<(String, &Value)> = match v {
        Value::Object(m) => m.iter().map(|(k, c)| (format!("{at}/{k}"), c)).collect(),
        Value::Array(a) => a.iter().enumerate().map(|(i, c)| (format!("{at}/{i}"), c)).collect(),
        _ => vec![],
    };
    for (p, c) in children {
        out.push(p.clone());
        pointers(c, p, out);
    }
}

/// A value a field may wrongly hold.
fn leaf(b: &mut Bytes) -> Value {
    match b.byte() % 10 {
        0 => Value::Null,
        1 => Value::from(b.byte() & 1 == 1),
        2 => Value::from(i64::from(b.byte()) - 3),
        3 => Value::from([i64::MIN, -1, 256, u32::MAX as i64, u32::MAX as i64 + 1, i64::MAX][b.below(6)]),
        4 => Value::from([0.5, -0.0, 1e300][b.below(3)]),
        5 => Value::from(tenpai::tile::format_tiles(&(0..b.below(6)).map(|_| b.tile()).collect::<Vec<_>>())),
        6 => Value::from(["E", "S", "W", "N", "", "tenhou", "left", "pon", "discard", "pass"][b.below(10)]),
        7 => Value::Array(vec![]),
        8 => Value::Object(Default::default()),
        _ => Value::from(u64::from(b.byte()) * 1000),
    }
}

/// Edits `v` as the bytes say (replace, remove, change a character, scale a number, swap array elements) until
/// they run out or `max` edits are done.
pub fn edit_json(v: &mut Value, b: &mut Bytes, max: usize) {
    for _ in 0..max {
        if b.is_empty() {
            return;
        }
        let mut all = vec![];
        pointers(v, String::new(), &mut all);
        if all.is_empty() {
            return;
        }
        let p = all[b.below(all.len())].clone();
        match b.byte() % 5 {
            0 => *v.pointer_mut(&p).unwrap() = leaf(b),
            1 => {
                let (parent, key) = p.rsplit_once('/').unwrap();
                if let Some(m) = v.pointer_mut(parent).and_then(Value::as_object_mut) {
                    m.remove(key);
                }
            }
            2 => {
                let c = b"0123456789mpszBGPESWN x"[b.below(23)] as char;
                let at = b.byte() as usize;
                if let Some(s) = v.pointer_mut(&p).filter(|s| s.as_str().is_some_and(|s| !s.is_empty())) {
                    let mut chars: Vec<char> = s.as_str().unwrap().chars().collect();
                    let n = chars.len();
                    chars[at % n] = c;
                    *s = Value::from(chars.into_iter().collect::<String>());
                }
            }
            3 => {
                let k = [-1i64, 0, 2, 1000, 1 << 40][b.below(5)];
                if let Some(n) = v.pointer_mut(&p).filter(|n| n.is_i64()) {
                    *n = Value::from(n.as_i64().unwrap().saturating_mul(k));
                }
            }
            _ => {
                let (x, y) = (b.byte() as usize, b.byte() as usize);
                if let Some(a) = v.pointer_mut(&p).and_then(Value::as_array_mut).filter(|a| a.len() > 1) {
                    let n = a.len();
                    a.swap(x % n, y % n);
                }
            }
        }
    }
}
