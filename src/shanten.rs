//! Shanten (tiles away from tenpai), waits and ukeire.

use serde::{Deserialize, Serialize};

/// The four shanten numbers of a hand (`../shared/api.md` `shanten`). -1 = complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShantenSummary {
    pub shanten: i8,
    pub standard: i8,
    pub chiitoitsu: i8,
    pub kokushi: i8,
}
