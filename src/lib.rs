//! tenpai: a Riichi mahjong rules engine. A pure Rust core (this crate without the `wasm` module) serves the
//! wasm facade (`src/wasm/`, compiled only for wasm32) and the `tenpai` command-line tool alike.
//!
//! Map of the house: `docs/ARCHITECTURE.md`.

pub mod analysis;
pub mod autoplay;
pub mod bot;
pub mod declare;
pub mod error;
pub mod flow;
pub mod fu;
pub mod game;
pub mod hand;
pub mod json;
pub mod ledger;
pub mod log;
pub mod meld;
pub mod replay;
pub mod round;
pub mod rules;
pub mod score;
pub mod shanten;
mod sort;
pub mod stats;
pub mod tile;
pub mod wall;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
/// The wasm facade's wire table (the codes its JS shares), plain Rust too: its test checks the JS files against it.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "wasm/wire.rs"]
mod wire;
pub mod yaku;

pub use error::{Error, Result};
pub use rules::Ruleset;
pub use score::{score, ScoreRequest, ScoreResult};
