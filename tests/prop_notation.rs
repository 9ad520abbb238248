//! Property tests of the MPSZ notation parser and the hand functions built on it (`shanten`, `waits`):
//! any text gives tiles or a `bad-notation`-style error with a message, never a panic; printed tiles parse back.

mod prop_support;

use prop_support::{assert_clear, config, presets};
use proptest::prelude::*;
use tenpai::shanten::{shanten_of, waits_of};
use tenpai::tile::{format_tiles, parse_tiles, Flavour, Tile};

/// Text made mostly of notation characters (so it is often nearly valid), sometimes any character at all.
fn notation_text() -> impl Strategy<Value = String> {
    let notation = prop::sample::select("0123456789mpszBGP  mpsz0".chars().collect::<Vec<_>>());
    prop::collection::vec(prop_oneof![12 => notation, 1 => any::<char>()], 0..24).prop_map(|c| c.into_iter().collect())
}

/// A tile the notation can name: any kind with a flavour that kind may carry.
fn tile() -> impl Strategy<Value = Tile> {
    (0u8..34, 0u8..5).prop_map(|(kind, f)| {
        let (suit, number) = (kind / 9, kind % 9 + 1);
        let flavour = match f {
            1 if suit < 3 && number == 5 => Flavour::Red,
            2 if suit < 3 && number == 7 => Flavour::Blue,
            3 if suit < 3 && number == 5 => Flavour::Gold,
            4 if suit == 3 && number >= 5 => Flavour::Pocchi,
            _ => Flavour::Normal,
        };
        Tile::with_flavour(kind, flavour)
    })
}

proptest! {
    #![proptest_config(config(3000))]

    /// Parsing never panics; a success prints back to text that parses to the same tiles, a failure is clear.
    #[test]
    fn any_text_parses_or_is_a_clear_error(text in notation_text()) {
        match parse_tiles(&text) {
            Ok(tiles) => prop_assert_eq!(parse_tiles(&format_tiles(&tiles)).unwrap(), tiles),
            Err(e) => {
                assert_clear(&e, &text);
                prop_assert_eq!(e.code, "bad-notation");
            }
        }
        if let Err(e) = Tile::parse(&text) {
            assert_clear(&e, &text);
        }
    }

    /// `shanten` and `waits` under every preset: a result with sane numbers, or a clear error.
    #[test]
    fn hand_functions_never_panic(text in notation_text()) {
        for rules in presets() {
            match shanten_of(&text, &rules) {
                Ok(s) => {
                    prop_assert!((-1..=8).contains(&s.standard), "standard shanten {} for {text:?}", s.standard);
                    prop_assert_eq!(s.shanten, s.standard.min(s.chiitoitsu).min(s.kokushi));
                }
                Err(e) => assert_clear(&e, &text),
            }
            match waits_of(&text, &rules) {
                Ok(w) => prop_assert!(w.tiles.len() <= 34 && w.ukeire <= 4 * 34),
                Err(e) => assert_clear(&e, &text),
            }
        }
    }

    /// Every tile list prints to notation that parses back to the same tiles, in the same order.
    #[test]
    fn printed_tiles_parse_back(tiles in prop::collection::vec(tile(), 0..20)) {
        let text = format_tiles(&tiles);
        prop_assert_eq!(parse_tiles(&text).unwrap(), tiles.clone(), "{}", text);
        for t in tiles {
            prop_assert_eq!(Tile::parse(&t.to_string()).unwrap(), t);
        }
    }

    /// A hand's shape does not depend on flavours: under every preset, any hand of up to four copies of each kind
    /// has the same shanten and waits whichever of its fives are written red (`0`) and its sevens blue, and is
    /// refused only for a kind the set lacks or a tile count no hand has, never for its copies.
    #[test]
    fn flavours_do_not_change_a_hands_shape(picks in prop::collection::vec((0u8..34, any::<bool>()), 1..15)) {
        let mut counts = [0u8; 34];
        let (mut plain, mut flavoured) = (vec![], vec![]);
        for (kind, flag) in picks {
            if counts[kind as usize] == 4 {
                continue;
            }
            counts[kind as usize] += 1;
            plain.push(Tile::with_flavour(kind, Flavour::Normal));
            let flavour = match (kind < 27, kind % 9) {
                (true, 4) if flag => Flavour::Red,
                (true, 6) if flag => Flavour::Blue,
                _ => Flavour::Normal,
            };
            flavoured.push(Tile::with_flavour(kind, flavour));
        }
        let (plain, flavoured) = (format_tiles(&plain), format_tiles(&flavoured));
        let n = counts.iter().map(|&c| c as usize).sum::<usize>();
        for rules in presets() {
            let copies = rules.tile_set().copies;
            let in_set = counts.iter().zip(copies).all(|(&c, have)| c <= have);
            let (a, b) = (shanten_of(&plain, &rules), shanten_of(&flavoured, &rules));
            match (&a, &b) {
                (Ok(a), Ok(b)) => prop_assert_eq!(a, b, "{} / {} under {}", plain, flavoured, rules.id),
                (Err(a), Err(b)) => prop_assert_eq!(a.code, b.code),
                _ => prop_assert!(false, "{} / {} under {}: {:?} vs {:?}", plain, flavoured, rules.id, a, b),
            }
            prop_assert_eq!(a.is_ok(), in_set && n % 3 != 0, "{} under {}: {:?}", plain, rules.id, a);
            if !in_set {
                prop_assert_eq!(a.unwrap_err().code, "too-many-copies");
            }
            let (a, b) = (waits_of(&plain, &rules), waits_of(&flavoured, &rules));
            prop_assert_eq!(a.is_ok(), in_set && n % 3 == 1, "{} under {}: {:?}", plain, rules.id, a);
            if let (Ok(a), Ok(b)) = (a, b) {
                prop_assert_eq!(a, b, "{} / {} under {}", plain, flavoured, rules.id);
            }
        }
    }

    /// Any hand of 1..=14 real tiles under every preset: shanten from -1 to 8 (6 for chiitoitsu, 13 for kokushi)
    /// or a clear error (too many copies for the set, a tile count no hand has).
    #[test]
    fn real_tile_hands_have_a_shanten(tiles in prop::collection::vec(tile(), 1..15)) {
        let text = format_tiles(&tiles);
        for rules in presets() {
            match shanten_of(&text, &rules) {
                Ok(s) => prop_assert!(s.shanten >= -1 && s.shanten <= 8, "{} {:?}", text, s),
                Err(e) => assert_clear(&e, &text),
            }
        }
    }
}
