//! Rulesets read from JSON by the crate's own reader ([`crate::json`]): the presets and the rulesets callers give
//! to the scoring calls. The field and variant names, and each field's default, are those of the serde attributes
//! in rules.rs (which saved games still use); the tests below check that both readers agree.

use super::*;
use crate::json::{invalid_type, FromJson, Json};
use crate::{json_enum, json_struct};

json_enum! {
    Wind { E = "E", S = "S", W = "W", N = "N" }
    GameLength { EastOnly = "east_only", EastSouth = "east_south", Toutenkou = "toutenkou" }
    Tobi { BelowZero = "below_zero", AtOrBelowZero = "at_or_below_zero", None = "none" }
    Extension { None = "none", SuddenDeathNextWind = "sudden_death_next_wind" }
    AllLastStop {
        None = "none",
        Automatic = "automatic",
        DealerChoiceAllLast = "dealer_choice_all_last",
        DealerChoiceEveryHand = "dealer_choice_every_hand",
    }
    DealerRotation { CounterClockwise = "counter_clockwise", Winner = "winner" }
    Renchan { WinOrTenpai = "win_or_tenpai", WinOrAnyDraw = "win_or_any_draw" }
    EndDeposits { FirstPlace = "first_place", Lost = "lost" }
    TieBreak { SeatOrder = "seat_order", SharedUma = "shared_uma" }
    DeadWall { Standard = "standard", DrawToIndicators = "draw_to_indicators" }
    WildcardWhen { InRiichi = "in_riichi", OpenTenpai = "open_tenpai" }
    Kuikae { None = "none", ForbidSameAndSuji = "forbid_same_and_suji", ForbidSame = "forbid_same" }
    MultiRon { DoubleOkTripleAborts = "double_ok_triple_aborts", AllWin = "all_win", Atamahane = "atamahane" }
    MultiRonSticks { ClosestToDiscarder = "closest_to_discarder", HonbaToEachWinner = "honba_to_each_winner" }
    GariCall { None = "none", OwnTurnAfterDraw = "own_turn_after_draw" }
    OpenRiichi { None = "none", TwoHan = "two_han" }
    TemporaryFuritenClears { OwnDiscard = "own_discard", OwnDraw = "own_draw" }
    Renhou { None = "none", Yakuman = "yakuman", Mangan = "mangan" }
    Kazoe { None = "none", YakumanSingle = "yakuman_single" }
    ChiitoiDuplicates { None = "none", Kansai = "kansai" }
    ScoringScheme { HanFu = "han_fu", ToutenkouPoints = "toutenkou_points" }
    Nagashi { None = "none", ManganAsDraw = "mangan_as_draw", HanemanAsWin = "haneman_as_win" }
    Karaten { OwnTilesOnly = "own_tiles_only", Allowed = "allowed" }
    Settlement { UmaOka = "uma_oka", Chips = "chips", Points = "points" }
    FinalRounding { HalfUp = "half_up", None = "none" }
    KanDoraTiming { Tenhou = "tenhou", Immediate = "immediate", Mcgill = "mcgill" }
    IndicatorMap { Standard = "standard", Toutenkou = "toutenkou" }
    DaiminkanRinshan {
        None = "none",
        RonFromFeeder = "ron_from_feeder",
        FeederPaysFullTsumo = "feeder_pays_full_tsumo",
    }
    PaoTrigger { CompletingCall = "completing_call" }
    PaoPayment { TsumoAllRonHalf = "tsumo_all_ron_half" }
    PaoHonba { LiableOnTsumoDiscarderOnRon = "liable_on_tsumo_discarder_on_ron", WithHandValue = "with_hand_value" }
    PaoStacked { WholeHand = "whole_hand", PaoYakumanOnly = "pao_yakuman_only" }
    MultipleLiable { SplitEqually = "split_equally" }
    AbortEffect { RenchanHonbaUp = "renchan_honba_up" }
    ChipPao { LiablePaysAll = "liable_pays_all", AsPoints = "as_points" }
    Chombo { None = "none", PayAll = "pay_all", ManganTsumo = "mangan_tsumo" }
    DeadHand { FalseWin = "false_win", Kuikae = "kuikae", WrongTileCount = "wrong_tile_count" }
}

json_struct! {
    Ruleset {
        id, name, game, tiles, calls, riichi, furiten, yaku, fu, score, dora, pao, abort,
        chips = None,
        penalty,
    }
    GameRules {
        players, length, extra_round_winds, start_points, return_points, tobi, extension, extension_threshold,
        extension_limit, extension_renchan_priority, all_last_stop, yame_resets_honba, called_game, dealer_rotation,
        session_hands = None,
        renchan = Renchan::default(),
        end_deposits = EndDeposits::default(),
        tie_break = TieBreak::default(),
    }
    Wildcard { tile, when, must_use }
    TileRules {
        removed, flavoured, gari, rinshan_tiles,
        dead_wall = DeadWall::default(),
        wildcards = Vec::new(),
    }
    CallRules {
        chi, kuikae, multi_ron, last_discard_callable, kan_max, fifth_kan_abort, chankan_ankan_kokushi, ron_on_gari,
        multi_ron_sticks = MultiRonSticks::default(),
        gari = GariCall::default(),
        gari_interrupts = false,
    }
    RiichiRules {
        stick, min_points, min_live_tiles, furiten_riichi, ankan_waits_unchanged, open_riichi, ippatsu,
        peek_neighbours = false,
    }
    FuritenRules { temporary_clears_on, riichi_pass_permanent }
    YakuRules {
        min_han, kuitan, atozuke, pinfu_tsumo, renhou,
        double_yakuman => "yaku.double_yakuman",
        yakuman_stack, kazoe,
        local => "yaku.local",
        disabled = Vec::new() => "yaku.disabled",
        chiitoi_duplicates,
        local_values = BTreeMap::new() => "yaku.local_values",
        chiitoi_quad_bonus = Vec::new(),
    }
    FuRules { double_wind_pair, rinshan_tsumo }
    PointsTable {
        banban, dora, oya, menzen, honba, gari, minkan, ankan, set, ron, crow_open, crow_closed, all_gari, yakuman,
        five,
    }
    ScoreRules {
        scheme, kiriage, honba_ron, honba_tsumo_each, tsumo_loss, noten_pool, keishiki_tenpai, karaten, nagashi, uma,
        placement_only,
        oka = default_oka(),
        rounding_final = FinalRounding::default(),
        settlement = Settlement::default(),
        points = None,
        point_value = default_point_value(),
    }
    BonusDora { red, blue, gold, pocchi, gari }
    DoraRules {
        kan_dora, kan_dora_timing, ura, kan_ura, indicator_map,
        bonus = BonusDora::default(),
    }
    PaoRules {
        yakuman => "pao.yakuman",
        daiminkan_rinshan,
        trigger = PaoTrigger::default(),
        payment = PaoPayment::default(),
        honba = PaoHonba::default(),
        stacked = PaoStacked::default(),
        multiple_liable = MultipleLiable::default(),
    }
    AbortRules {
        kyuushu, suufon, suucha_riichi, suukaikan, sanchahou,
        by_agreement = false,
        effect = AbortEffect::default(),
    }
    ChipRules {
        value, ura, ippatsu, red, blue, gold, pocchi, yakuman_ron, yakuman_tsumo_each, tobi, called_game, placement,
        kazoe_is_yakuman = default_true(),
        items_on_yakuman = default_true(),
        pao = ChipPao::default(),
    }
    PenaltyRules {
        chombo, chombo_each,
        dead_hand = Vec::new(),
        chombo_replay = false,
        false_call_chombo = false,
    }
}

/// Rulesets that serde reads (inside saved games, game options, the CLI's requests) are read by this reader too, from
/// the serde value turned into a [`Json`] tree: one reader for rulesets, and no derived `Deserialize` of the ~50
/// rules types in the .wasm. The derived one exists under test alone, as the reference this reader is checked
/// against (the tests below).
#[cfg(not(test))]
impl<'de> Deserialize<'de> for Ruleset {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(d)?;
        <Ruleset as FromJson>::from_json(&Json::from(&value)).map_err(serde::de::Error::custom)
    }
}

/// A yaku by its id.
impl FromJson for Yaku {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        match v {
            Json::Str(id) => Yaku::from_id(id).ok_or_else(|| format!("'{id}' is not a yaku id")),
            _ => Err(invalid_type(v, "a yaku id")),
        }
    }
}

/// A yaku's value, externally tagged as serde writes it: `{"han": 2}`, `{"closed_han": 1}`, `{"yakuman": 1}`.
impl FromJson for YakuValue {
    fn from_json(v: &Json) -> std::result::Result<Self, String> {
        const NAMES: [&str; 3] = ["han", "closed_han", "yakuman"];
        const MAKE: [fn(u8) -> YakuValue; 3] = [YakuValue::Han, YakuValue::ClosedHan, YakuValue::Yakuman];
        match v {
            // The first key names the variant, as serde reads it; one key only.
            Json::Obj(members) if !members.is_empty() => {
                let (name, value) = &members[0];
                let i = crate::json::variant(&Json::Str(name.clone()), &NAMES)?;
                let made = MAKE[i](u8::from_json(value)?);
                match members.len() {
                    1 => Ok(made),
                    _ => Err(invalid_type(v, "a map of one key")),
                }
            }
            // A name alone, as serde reads it: a variant without its number.
            Json::Str(_) => {
                crate::json::variant(v, &NAMES)?;
                Err("invalid type: unit variant, expected newtype variant".into())
            }
            _ => Err(invalid_type(v, "enum YakuValue")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn ours(v: &Value) -> std::result::Result<Ruleset, String> {
        crate::json::from_str(&v.to_string())
    }
    /// serde_json's reader from text, less the position it adds to a message.
    fn serdes(v: &Value) -> std::result::Result<Ruleset, String> {
        serde_json::from_str(&v.to_string()).map_err(|e| {
            let message = e.to_string();
            message.rsplit_once(" at line ").map_or(message.clone(), |(m, _)| m.to_string())
        })
    }

    /// Both readers on `v`: the same ruleset, or both refuse it; with the same message when it names a field or a
    /// variant, or a value out of range (for a value of the wrong type serde_json sometimes says only "expected
    /// value").
    fn agree(v: &Value, what: &str) {
        const NAMING: [&str; 5] =
            ["missing field", "unknown field", "unknown variant", "duplicate field", "invalid value"];
        match (ours(v), serdes(v)) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{what}"),
            (Err(a), Err(b)) if NAMING.iter().any(|n| b.starts_with(n)) => assert_eq!(a, b, "{what}"),
            (Err(_), Err(_)) => {}
            (a, b) => panic!("{what}: ours {a:?}\nserde's {b:?}"),
        }
    }

    /// Finds one object of a value (the same path in any copy of it).
    type Locate = dyn Fn(&mut Value) -> Option<&mut serde_json::Map<String, Value>>;

    /// `f` once for every object of `v` (found by its path of keys and indices).
    fn each_object(v: &Value, f: &mut dyn FnMut(&Locate)) {
        fn paths(v: &Value, at: Vec<Value>, out: &mut Vec<Vec<Value>>) {
            match v {
                Value::Object(o) => {
                    out.push(at.clone());
                    for (k, x) in o {
                        paths(x, [at.clone(), vec![json!(k)]].concat(), out);
                    }
                }
                Value::Array(a) => {
                    for (i, x) in a.iter().enumerate() {
                        paths(x, [at.clone(), vec![json!(i)]].concat(), out);
                    }
                }
                _ => {}
            }
        }
        let mut all = Vec::new();
        paths(v, Vec::new(), &mut all);
        for path in all {
            f(&move |root: &mut Value| {
                let mut at = root;
                for step in &path {
                    at = match step {
                        Value::String(k) => at.get_mut(k.as_str())?,
                        _ => at.get_mut(step.as_u64()? as usize)?,
                    };
                }
                at.as_object_mut()
            });
        }
    }

    #[test]
    fn every_preset_reads_as_serde_reads_it() {
        for id in PRESET_IDS.iter().chain(&EXTRA_PRESET_IDS) {
            let text = match *id {
                "tenhou" => include_str!("tenhou.json"),
                "mcgill" => include_str!("mcgill.json"),
                "speed-tonpuu" => include_str!("speed-tonpuu.json"),
                "toutenkou" => include_str!("toutenkou.json"),
                _ => include_str!("tenhou-sanma.json"),
            };
            let value: Value = serde_json::from_str(text).unwrap();
            assert_eq!(ours(&value), serdes(&value), "{id}");
            // Written out whole (every field present, defaults included) and read back.
            let whole = serde_json::to_value(ours(&value).unwrap()).unwrap();
            assert_eq!(ours(&whole), serdes(&value), "{id} written out");
        }
    }

    /// Each member of each object of a preset removed, mistyped, or joined by an unknown one: both readers give the
    /// same ruleset or both refuse (a field's default and whether it is required are serde's).
    #[test]
    fn every_field_removed_mistyped_or_added_reads_as_serde_reads_it() {
        for id in ["tenhou", "mcgill", "speed-tonpuu", "toutenkou"] {
            let base = serde_json::to_value(Ruleset::preset(id).unwrap()).unwrap();
            let mut cases = 0;
            each_object(&base, &mut |object| {
                let mut probe = base.clone();
                let keys: Vec<String> = object(&mut probe).unwrap().keys().cloned().collect();
                for key in &keys {
                    let mut removed = base.clone();
                    object(&mut removed).unwrap().remove(key);
                    agree(&removed, &format!("{id}: without {key}"));
                    for wrong in [json!(null), json!("x"), json!(1.5), json!(-1), json!(300), json!([]), json!({})] {
                        let mut mistyped = base.clone();
                        object(&mut mistyped).unwrap().insert(key.clone(), wrong.clone());
                        agree(&mistyped, &format!("{id}: {key} = {wrong}"));
                    }
                    cases += 1;
                }
                let mut added = base.clone();
                object(&mut added).unwrap().insert("no_such_field".into(), json!(1));
                agree(&added, &format!("{id}: with an unknown field"));
            });
            assert!(cases > 100, "{id}: {cases} fields");
        }
    }

    #[test]
    fn variant_names_are_serdes() {
        macro_rules! check {
            ($($ty:ident),*) => {$(
                for (v, name) in $ty::json_names() {
                    assert_eq!(serde_json::to_value(v).unwrap(), json!(name), "{}", stringify!($ty));
                }
            )*};
        }
        check!(
            Wind,
            GameLength,
            Tobi,
            Extension,
            AllLastStop,
            DealerRotation,
            Renchan,
            EndDeposits,
            TieBreak,
            DeadWall,
            WildcardWhen,
            Kuikae,
            MultiRon,
            MultiRonSticks,
            GariCall,
            OpenRiichi,
            TemporaryFuritenClears,
            Renhou,
            Kazoe,
            ChiitoiDuplicates,
            ScoringScheme,
            Nagashi,
            Karaten,
            Settlement,
            FinalRounding,
            KanDoraTiming,
            IndicatorMap,
            DaiminkanRinshan,
            PaoTrigger,
            PaoPayment,
            PaoHonba,
            PaoStacked,
            MultipleLiable,
            AbortEffect,
            ChipPao,
            Chombo,
            DeadHand
        );
    }

    #[test]
    fn yaku_values_read_as_serde_reads_them() {
        for text in [
            r#"{"han": 2}"#,
            r#"{"closed_han": 1}"#,
            r#"{"yakuman": 2}"#,
            r#"{"han": 300}"#,
            r#"{"hun": 1}"#,
            r#""han""#,
            r#""hun""#,
            r#"{}"#,
            r#"{"han": 1, "yakuman": 1}"#,
            "5",
            "null",
        ] {
            let serde = serde_json::from_str::<YakuValue>(text).map_err(|e| e.to_string());
            let own = crate::json::from_str::<YakuValue>(text);
            assert_eq!(own.is_ok(), serde.is_ok(), "{text}: {own:?} / {serde:?}");
            if let (Ok(a), Ok(b)) = (own, serde) {
                assert_eq!(a, b, "{text}");
            }
        }
    }
}
