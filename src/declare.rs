//! One declaration per field of the records the API reads and writes (the ruleset and its parts, the score request):
//! each field's JSON name, Rust type, default, allowed range, the text that documents it and what a form shows of it,
//! written once in a [`declare!`](crate::declare!) block. From that block come:
//!
//! - the Rust type, with serde's `Serialize` (the writer: `ruleset(id)`, saved games, the CLI) and, in the wasm
//!   build, tsify's TypeScript declaration, both from the same names (`#[serde(rename)]` of every JSON name that
//!   differs from the Rust one, `#[serde(default)]` of every field that may be left out);
//! - the reader ([`FromJson`](crate::json::FromJson), the crate's own, the one every caller and test reads with),
//!   whose errors name the field's path (`game.players: invalid type: …`: [`crate::json::read`]);
//! - natively, a description of each type ([`Described`]): fields with their docs, ranges, defaults and what a form
//!   shows ([`Meta`]), from which the ruleset's schema (`rulesetSchema()`) and the field reference of
//!   `docs/RULESET.md` are generated (src/rules/schema.rs), and against which the tests hold the checks that use
//!   them (`Ruleset::validate`'s ranges). None of it is built for wasm, so none of its text is in the .wasm.
//!
//! A struct field is `pub name: Type [min, max] { meta } = default`, where `as "jsonName"` may follow the name,
//! `as Reader` the type (a field without default, read as `Reader`, which converts `Into` the type, and described
//! as it: for a type whose JSON allows fewer values in this field than elsewhere), the range (`_` for no bound) and the default
//! are optional, and `{ meta }` lists [`Meta`]'s members that apply (`{}` for none). Its `///` lines are its documentation (rustdoc, TypeScript, `docs/RULESET.md`). A unit enum's
//! variant is `Name = "json_name" { meta }`.

#[cfg(not(target_arch = "wasm32"))]
pub use described::*;

/// An error of a record's reader (`.game.players: …`, [`crate::json::read`]) as its field path (`game.players`,
/// `tiles.wildcards.tile`; "" when the error is about the whole value) and its words. (An item of a list has the list's path: a form shows a list as one
/// field.)
pub fn split_path(e: &str) -> (&str, &str) {
    // Paths are made of declared names: the first ": " ends one. Cut with `get`, which cannot panic (a panic's
    // formatting would bring Debug and Unicode tables into the scoring module).
    let b = e.as_bytes();
    let end = (1..b.len()).find(|&i| b[0] == b'.' && b[i - 1] == b':' && b[i] == b' ');
    match end.and_then(|i| Some((e.get(1..i - 1)?, e.get(i + 1..)?))) {
        Some(split) => split,
        None => ("", e),
    }
}

/// Declares records (structs of named fields) and unit enums, each field and variant once (the module's doc says
/// what comes of it and the syntax).
#[macro_export]
macro_rules! declare {
    () => {};
    (
        $(#[$($attr:tt)*])*
        pub struct $name:ident {
            $(
                $(#[$($field_attr:tt)*])*
                pub $field:ident $(as $json:literal)? : $ty:ty $(as $via:ty)? $([$lo:tt, $hi:tt])?
                    { $($key:ident : $value:expr),* $(,)? } $(= $default:expr)?
            ),* $(,)?
        }
        $($rest:tt)*
    ) => {
        #[derive(serde::Serialize)]
        #[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
        $(#[$($attr)*])*
        pub struct $name {
            $(
                $(#[$($field_attr)*])*
                $(#[serde(rename = $json)])?
                $(#[cfg_attr(any(), declared_default = $default)] #[serde(default)])?
                pub $field: $ty,
            )*
        }

        impl $name {
            /// The JSON names of the fields, in order.
            pub const FIELD_NAMES: &'static [&'static str] = &[$($crate::declare!(@json $field $($json)?)),*];
        }

        impl $crate::json::FromJson for $name {
            fn from_json(v: &$crate::json::Json) -> std::result::Result<Self, String> {
                let o = $crate::json::Object::new(v, stringify!($name), Self::FIELD_NAMES)?;
                Ok($name {
                    $($field: $crate::declare!(
                        @read o, $crate::declare!(@json $field $($json)?), ($($via)?) $(, $default)?
                    )?,)*
                })
            }
        }

        #[cfg(not(target_arch = "wasm32"))]
        impl $crate::declare::Described for $name {
            fn shape() -> $crate::declare::Shape {
                $crate::declare::Shape::Record {
                    name: stringify!($name),
                    doc: $crate::declare!(@doc $(#[$($attr)*])*),
                    fields: vec![$(
                        $crate::declare::Field {
                            name: $crate::declare!(@json $field $($json)?),
                            doc: $crate::declare!(@doc $(#[$($field_attr)*])*),
                            has_default: $crate::declare!(@has $($default)?),
                            range: $crate::declare!(@range $([$lo, $hi])?),
                            meta: $crate::declare::Meta { $($key: $value,)* ..$crate::declare::Meta::NONE },
                            shape: <$crate::declare!(@via $ty $(, $via)?) as $crate::declare::Described>::shape,
                        },
                    )*],
                }
            }
        }

        $crate::declare!($($rest)*);
    };
    (
        $(#[$($attr:tt)*])*
        pub enum $name:ident {
            $(
                $(#[$($variant_attr:tt)*])*
                $variant:ident = $json:literal { $($key:ident : $value:expr),* $(,)? }
            ),* $(,)?
        }
        $($rest:tt)*
    ) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
        #[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(missing_as_null))]
        $(#[$($attr)*])*
        pub enum $name {
            $($(#[$($variant_attr)*])* #[serde(rename = $json)] $variant,)*
        }

        impl $crate::json::FromJson for $name {
            fn from_json(v: &$crate::json::Json) -> std::result::Result<Self, String> {
                const VALUES: &[$name] = &[$($name::$variant),*];
                $crate::json::variant(v, &[$($json),*]).map(|i| VALUES[i])
            }
        }

        #[cfg(not(target_arch = "wasm32"))]
        impl $crate::declare::Described for $name {
            fn shape() -> $crate::declare::Shape {
                $crate::declare::Shape::Choice {
                    name: stringify!($name),
                    doc: $crate::declare!(@doc $(#[$($attr)*])*),
                    choices: vec![$(
                        $crate::declare::Choice {
                            value: $json,
                            doc: $crate::declare!(@doc $(#[$($variant_attr)*])*),
                            meta: $crate::declare::Meta { $($key: $value,)* ..$crate::declare::Meta::NONE },
                        },
                    )*],
                }
            }
        }

        #[cfg(not(target_arch = "wasm32"))]
        impl $name {
            /// Every variant, in declaration order (the order of its choices).
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
        }

        $crate::declare!($($rest)*);
    };
    // A field's JSON name: the one given with `as`, or its Rust name.
    (@json $field:ident) => { stringify!($field) };
    (@json $field:ident $json:literal) => { $json };
    // Reading a field: required (an `Option` may be absent: `None`), or its default when absent; as its own type,
    // or as the type given with `as` after it, then converted.
    (@read $o:ident, $json:expr, ()) => { $o.field($json) };
    (@read $o:ident, $json:expr, (), $default:expr) => { $o.field_or($json, $default) };
    (@read $o:ident, $json:expr, ($via:ty)) => { $o.field::<$via>($json).map(<$via>::into) };
    // The type a field is read and described as.
    (@via $ty:ty) => { $ty };
    (@via $ty:ty, $via:ty) => { $via };
    (@range) => { ($crate::declare::NO_MIN, $crate::declare::NO_MAX) };
    (@range [$lo:tt, $hi:tt]) => { ($crate::declare!(@bound $lo, NO_MIN), $crate::declare!(@bound $hi, NO_MAX)) };
    (@bound _, $none:ident) => { $crate::declare::$none };
    (@bound $x:literal, $none:ident) => { $x };
    (@has) => { false };
    (@has $default:expr) => { true };
    // The `///` lines of a list of attributes, one text (each line's leading space removed by `Field::doc`'s
    // readers: `doc_text`).
    (@doc) => { "" };
    (@doc #[doc = $line:literal] $($rest:tt)*) => { concat!($line, "\n", $crate::declare!(@doc $($rest)*)) };
    (@doc #[$($other:tt)*] $($rest:tt)*) => { $crate::declare!(@doc $($rest)*) };
}

/// What the native tools read of a declaration: types described with their fields, docs, ranges and defaults.
#[cfg(not(target_arch = "wasm32"))]
mod described {
    use std::collections::BTreeMap;

    /// A field's allowed range: least and greatest value; [`NO_MIN`] and [`NO_MAX`] for no bound (beyond its type's).
    pub type Range = (i32, i32);
    /// No least value.
    pub const NO_MIN: i32 = i32::MIN;
    /// No greatest value.
    pub const NO_MAX: i32 = i32::MAX;

    /// What a field or a choice shows besides its name and type, for the ruleset's schema and a form built from it
    /// (`rulesetSchema()`): each declaration gives the members that apply.
    #[derive(Clone, Copy, Debug)]
    pub struct Meta {
        /// A short name for people ("Red fives").
        pub label: &'static str,
        /// One line for players: what the rule does at the table.
        pub help: &'static str,
        /// The group a form shows the field in (src/rules/schema.rs `GROUPS`: "yaku", "draws", …).
        pub group: &'static str,
        /// What a number counts: "points", "han", "fu", "chips", "thousands", "hands", "tiles", "kans".
        pub unit: &'static str,
        /// What a text holds: "tiles" (MPSZ notation), "tile" (one tile), "hand" (a hand label such as `S4`).
        pub format: &'static str,
        /// The choices of a field whose type allows more (a list of yaku ids from one group), each with its label.
        pub choices: Option<fn() -> Vec<Choice>>,
        /// The most items a list may hold.
        pub max_items: Option<usize>,
    }

    impl Meta {
        pub const NONE: Meta =
            Meta { label: "", help: "", group: "", unit: "", format: "", choices: None, max_items: None };
    }

    /// One field of a record.
    #[derive(Clone, Debug)]
    pub struct Field {
        /// Its JSON name.
        pub name: &'static str,
        /// Its `///` lines.
        pub doc: &'static str,
        /// Whether it may be left out, then read as its declared default.
        pub has_default: bool,
        pub range: Range,
        pub meta: Meta,
        pub shape: fn() -> Shape,
    }

    /// One value of a unit enum (or of a field's own choices).
    #[derive(Clone, Debug)]
    pub struct Choice {
        pub value: &'static str,
        pub doc: &'static str,
        pub meta: Meta,
    }

    /// A type as the tools see it.
    #[derive(Clone, Debug)]
    pub enum Shape {
        Bool,
        /// A whole number within the type's range.
        Int {
            min: i64,
            max: i64,
        },
        Text,
        /// One of named values (a unit enum; a yaku id).
        Choice {
            name: &'static str,
            doc: &'static str,
            choices: Vec<Choice>,
        },
        List(Box<Shape>),
        /// A map from keys of one shape (written as JSON object keys) to values of another.
        Map(Box<Shape>, Box<Shape>),
        /// The value or `null`.
        Nullable(Box<Shape>),
        Record {
            name: &'static str,
            doc: &'static str,
            fields: Vec<Field>,
        },
        /// A JSON object of one key, which names the variant, and its number: `{"han": 2}` (each variant's
        /// allowed numbers given).
        Tagged {
            name: &'static str,
            doc: &'static str,
            variants: Vec<(Choice, Range)>,
        },
    }

    /// A declared type's description.
    pub trait Described {
        fn shape() -> Shape;
    }

    impl Described for bool {
        fn shape() -> Shape {
            Shape::Bool
        }
    }

    impl Described for String {
        fn shape() -> Shape {
            Shape::Text
        }
    }

    macro_rules! described_numbers {
        ($($t:ty),*) => {$(
            impl Described for $t {
                fn shape() -> Shape {
                    Shape::Int { min: <$t>::MIN.into(), max: <$t>::MAX.into() }
                }
            }
        )*};
    }
    described_numbers!(u8, u32, i32);

    impl<T: Described> Described for Vec<T> {
        fn shape() -> Shape {
            Shape::List(Box::new(T::shape()))
        }
    }

    impl<T: Described> Described for Option<T> {
        fn shape() -> Shape {
            Shape::Nullable(Box::new(T::shape()))
        }
    }

    impl<T: Described> Described for Box<T> {
        fn shape() -> Shape {
            T::shape()
        }
    }

    impl<K: Described, T: Described> Described for BTreeMap<K, T> {
        fn shape() -> Shape {
            Shape::Map(Box::new(K::shape()), Box::new(T::shape()))
        }
    }

    /// A declaration's `///` lines as one text: each line without the space after `///`, lines joined by spaces
    /// (a paragraph).
    pub fn doc_text(doc: &str) -> String {
        doc.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_split() {
        assert_eq!(split_path(".game.players: must be 3"), ("game.players", "must be 3"));
        assert_eq!(split_path(".tiles.wildcards.tile: bad: 5z"), ("tiles.wildcards.tile", "bad: 5z"));
        let whole = "invalid type: null, expected struct Ruleset";
        assert_eq!(split_path(whole), ("", whole));
        assert_eq!(split_path(".a"), ("", ".a"));
    }
}
