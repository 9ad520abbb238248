//! One error type for the whole engine: a stable machine-readable `code` plus a message a person can act on.
//! The wasm facade turns it into a JS `Error` with a `code` property; the CLI prints it as JSON.

use serde::Serialize;
use std::fmt;

/// Engine error. `code` is one of the stable kebab-case codes listed in [`CODES`] and in `docs/API.md` (Errors).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Error {
    pub code: &'static str,
    pub message: String,
    /// Where the message names the field the error is about (`game.players`, `melds.tiles`): start and end,
    /// in bytes; empty when it is about no one field ([`Error::field`]). Kept as a place in the message rather
    /// than a text of its own: every error carries it, and most have none.
    #[serde(skip)]
    field_at: (u16, u16),
}

impl Error {
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Error { code, message: message.into(), field_at: (0, 0) }
    }
    /// An error about the field at `path` (or about none, for ""): the message is `{before}{path}: {words}`, or
    /// `{before}{words}` without a path.
    pub fn about(code: &'static str, before: &str, path: &str, words: &str) -> Self {
        let sep = if path.is_empty() { "" } else { ": " };
        let start = before.len().min(u16::MAX as usize) as u16;
        let end = (before.len() + path.len()).min(u16::MAX as usize) as u16;
        Error { code, message: format!("{before}{path}{sep}{words}"), field_at: (start, end) }
    }
    /// The path of the field the error is about (`game.players`, `tiles.wildcards.tile`, `melds.tiles`): a
    /// form shows the message there. "" when it is about no one field.
    pub fn field(&self) -> &str {
        self.message.get(self.field_at.0 as usize..self.field_at.1 as usize).unwrap_or("")
    }
    /// Notation that cannot be parsed (bad character, missing suit, bad flavour).
    pub fn bad_notation(message: impl Into<String>) -> Self {
        Self::new("bad-notation", message)
    }
    /// More physical copies of a tile than the ruleset's tile set holds.
    pub fn too_many_copies(message: impl Into<String>) -> Self {
        Self::new("too-many-copies", message)
    }
    /// A request whose fields are missing, malformed or contradictory.
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new("bad-request", message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// Every `code` an [`Error`] carries. `docs/API.md` (Errors) says what each means and lists exactly these;
/// `tests/node/api-doc.test.mjs` keeps the two lists, and the codes the sources pass to [`Error::new`], equal.
pub const CODES: [&str; 11] = [
    "bad-notation",
    "too-many-copies",
    "bad-request",
    "bad-ruleset",
    "unknown-ruleset",
    "not-a-win",
    "no-yaku",
    "illegal-action",
    "bad-state",
    "internal",
    // `tenpai replay` only: a record that stops mid-hand.
    "truncated",
];
