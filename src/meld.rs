//! The kinds of meld: one type for a score request's melds, the round's calls (its events and views) and a
//! record's calls (`log`).

use serde::{Deserialize, Serialize};

/// A called or declared meld, or a tile set aside (nuki). JSON: the lower-case name (`"chi"`, …, `"nuki"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "lowercase")]
pub enum MeldKind {
    Chi,
    Pon,
    /// Open kan on a discard.
    Daiminkan,
    /// A pon upgraded with the fourth tile.
    Kakan,
    /// Closed kan.
    Ankan,
    /// A tile set aside as nukidora (a North in sanma, Speed Tonpuu's gari tiles): not a set.
    Nuki,
}

impl MeldKind {
    /// The kinds that are sets of the hand (every kind but nuki), as a score request's melds name them.
    pub const SETS: [MeldKind; 5] =
        [MeldKind::Chi, MeldKind::Pon, MeldKind::Daiminkan, MeldKind::Kakan, MeldKind::Ankan];

    /// The JSON name.
    pub fn name(self) -> &'static str {
        match self {
            MeldKind::Chi => "chi",
            MeldKind::Pon => "pon",
            MeldKind::Daiminkan => "daiminkan",
            MeldKind::Kakan => "kakan",
            MeldKind::Ankan => "ankan",
            MeldKind::Nuki => "nuki",
        }
    }

    /// Whether this is a set of the hand (not a tile set aside).
    pub fn is_set(self) -> bool {
        self != MeldKind::Nuki
    }

    /// Whether this is a kan (four of a kind).
    pub fn is_kan(self) -> bool {
        matches!(self, MeldKind::Daiminkan | MeldKind::Kakan | MeldKind::Ankan)
    }

    /// Tiles in the meld: 3 for chi and pon, 4 for kans, 1 for nuki.
    pub fn tile_count(self) -> usize {
        match self {
            MeldKind::Chi | MeldKind::Pon => 3,
            MeldKind::Nuki => 1,
            _ => 4,
        }
    }
}

/// A score request's meld kind: a set, never `nuki` (whose tile a request gives in `nukidora`). Serde's mirror of
/// [`MeldKind::SETS`] (`#[serde(deserialize_with = "SetKind::deserialize")]`), so that any other name is refused
/// with serde's own message.
#[derive(Deserialize)]
#[serde(remote = "MeldKind", rename_all = "lowercase")]
pub enum SetKind {
    Chi,
    Pon,
    Daiminkan,
    Kakan,
    Ankan,
}

/// A score request's meld kind as the crate's JSON reader reads it ([`crate::json`]; the declared reader type of
/// `Meld::kind`): one of [`MeldKind::SETS`], any other name refused in the words serde's [`SetKind`] uses.
pub struct SetMeldKind(pub MeldKind);

impl crate::json::FromJson for SetMeldKind {
    fn from_json(v: &crate::json::Json) -> Result<Self, String> {
        Ok(SetMeldKind(MeldKind::SETS[crate::json::variant(v, &MeldKind::SETS.map(MeldKind::name))?]))
    }
}

impl From<SetMeldKind> for MeldKind {
    fn from(set: SetMeldKind) -> MeldKind {
        set.0
    }
}

/// The choice of a request meld's `type` (the TypeScript type `MeldType`).
#[cfg(not(target_arch = "wasm32"))]
impl crate::declare::Described for SetMeldKind {
    fn shape() -> crate::declare::Shape {
        let choice =
            |k: MeldKind| crate::declare::Choice { value: k.name(), doc: "", meta: crate::declare::Meta::NONE };
        crate::declare::Shape::Choice {
            name: "MeldType",
            doc: "A score request's meld kind: a set (a nuki tile goes in `nukidora`).",
            choices: MeldKind::SETS.map(choice).to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_json_names() {
        for kind in [MeldKind::SETS.as_slice(), &[MeldKind::Nuki]].concat() {
            assert_eq!(serde_json::to_string(&kind).unwrap(), format!("\"{}\"", kind.name()));
        }
    }

    /// A request's meld kind reads as an enum of the five sets alone would: the same kinds, and the same errors
    /// for `nuki` and every other value.
    #[test]
    fn a_request_meld_reads_as_the_sets_alone() {
        #[derive(Debug, PartialEq, Deserialize)]
        #[serde(rename_all = "lowercase")]
        enum Sets {
            Chi,
            Pon,
            Daiminkan,
            Kakan,
            Ankan,
        }
        #[derive(Deserialize)]
        struct Held {
            #[serde(deserialize_with = "SetKind::deserialize")]
            kind: MeldKind,
        }
        #[derive(Deserialize)]
        struct Alone {
            kind: Sets,
        }
        for value in ["\"chi\"", "\"kakan\"", "\"ankan\"", "\"nuki\"", "\"kita\"", "\"Pon\"", "5", "null", "{}"] {
            let text = format!("{{\"kind\":{value}}}");
            let held = serde_json::from_str::<Held>(&text).map(|m| m.kind.name().to_owned());
            let alone = serde_json::from_str::<Alone>(&text).map(|m| format!("{:?}", m.kind).to_lowercase());
            assert_eq!(held.map_err(|e| e.to_string()), alone.map_err(|e| e.to_string()), "{value}");
        }
    }
}
