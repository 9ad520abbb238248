//! The built-in rulesets as data: every preset loads, round-trips, validates and says what its ruleset page says;
//! `validate()` rejects each kind of broken ruleset; `docs/RULESET.md` matches the presets.
//!
//! Messages name the ruleset's page in `docs/rulesets/` (`tenhou.md`, `mcgill.md`, …) and the field (`key`, see
//! `docs/RULESET.md`) or the rule quoted; `Q-…` ids are the rule decisions of `docs/RULESET.md`.

use serde_json::Value;
use tenpai::rules::{
    self, AllLastStop, ChiitoiDuplicates, Chombo, DaiminkanRinshan, DeadWall, DealerRotation, Extension, GameLength,
    GariCall, IndicatorMap, KanDoraTiming, Karaten, MultiRon, Nagashi, OpenRiichi, Renchan, Renhou, Ruleset,
    ScoringScheme, Settlement, TemporaryFuritenClears, Tobi, WildcardWhen, Wind, YakuValue,
};
use tenpai::tile::{Flavour, Kind};
use tenpai::yaku::{self, Yaku};

const ALL_IDS: [&str; 5] = ["tenhou", "mcgill", "speed-tonpuu", "toutenkou", "tenhou-sanma"];

fn preset(id: &str) -> Ruleset {
    Ruleset::preset(id).unwrap_or_else(|e| panic!("preset {id}: {e}"))
}

/// The preset's JSON file text, read from the source tree (the same text `include_str!` embeds).
fn preset_file(id: &str) -> Value {
    let path = format!("{}/src/rules/{id}.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

fn kind(s: &str) -> Kind {
    tenpai::tile::Tile::parse(s).unwrap().kind
}

// ---------------------------------------------------------------------------------------------------------------
// Loading and round trips

#[test]
fn every_preset_loads_validates_and_round_trips_unchanged() {
    for id in ALL_IDS {
        let r = preset(id);
        assert_eq!(r.id, id);
        r.validate().unwrap();
        // Struct → JSON → struct is the identity.
        let text = serde_json::to_string_pretty(&r).unwrap();
        assert_eq!(Ruleset::from_json(&text).unwrap(), r, "{id}: struct round trip");
        // The file spells out every field: serialising the parsed value gives back exactly the file's JSON, so no
        // field of a preset silently falls back to a serde default.
        assert_eq!(serde_json::to_value(&r).unwrap(), preset_file(id), "{id}: file and struct differ");
    }
}

#[test]
fn rulesets_lists_every_api_preset_tenhou_sanma_last() {
    let infos = rules::presets();
    let ids: Vec<&str> = infos.iter().map(|i| i.id.as_str()).collect();
    assert_eq!(ids, ["tenhou", "mcgill", "speed-tonpuu", "toutenkou", "tenhou-sanma"], "API.md rulesets()");
    let players: Vec<u8> = infos.iter().map(|i| i.players).collect();
    assert_eq!(players, [4, 4, 4, 3, 3], "API.md: players 3 | 4; toutenkou.md, tenhou.md game.players = 3");
    assert!(infos.iter().all(|i| !i.name.is_empty()));
    let json = serde_json::to_value(&infos[0]).unwrap();
    assert_eq!(json, serde_json::json!({"id": "tenhou", "name": "Tenhou.net (4-player)", "players": 4}));
    assert_eq!(preset("tenhou-sanma").game.players, 3);
    let err = Ruleset::preset("tenhou-yonma").unwrap_err();
    assert_eq!(err.code, "unknown-ruleset");
    assert!(err.message.contains("tenhou-sanma"), "{}", err.message);
}

/// A Tenhou ruleset JSON in the first published form (none of the fields that have serde defaults) still loads, and
/// those defaults reproduce the Tenhou preset exactly.
#[test]
fn tenhou_json_of_the_first_release_still_loads_as_the_tenhou_preset() {
    let v0 = r#"{
      "id": "tenhou", "name": "Tenhou.net (4-player)",
      "game": { "players": 4, "length": "east_south", "extra_round_winds": [], "start_points": 25000,
        "return_points": 30000, "tobi": "below_zero", "extension": "sudden_death_next_wind",
        "extension_threshold": 30000, "extension_limit": "W4", "extension_renchan_priority": true,
        "all_last_stop": "automatic", "yame_resets_honba": false, "called_game": null,
        "dealer_rotation": "counter_clockwise", "session_hands": null },
      "tiles": { "removed": "", "flavoured": "0m0p0s", "gari": "", "rinshan_tiles": 4 },
      "calls": { "chi": true, "kuikae": "forbid_same_and_suji", "multi_ron": "double_ok_triple_aborts",
        "last_discard_callable": false, "kan_max": 4, "fifth_kan_abort": false, "chankan_ankan_kokushi": false,
        "ron_on_gari": false },
      "riichi": { "stick": 1000, "min_points": 1000, "min_live_tiles": 4, "furiten_riichi": true,
        "ankan_waits_unchanged": true, "open_riichi": "none", "ippatsu": true },
      "furiten": { "temporary_clears_on": "own_discard", "riichi_pass_permanent": true },
      "yaku": { "min_han": 1, "kuitan": true, "atozuke": true, "pinfu_tsumo": true, "renhou": "none",
        "double_yakuman": [], "yakuman_stack": true, "kazoe": "yakuman_single", "local": [], "disabled": [],
        "chiitoi_duplicates": "none" },
      "fu": { "double_wind_pair": 4, "rinshan_tsumo": 2 },
      "score": { "scheme": "han_fu", "kiriage": false, "honba_ron": 300, "honba_tsumo_each": 100,
        "tsumo_loss": false, "noten_pool": 3000, "keishiki_tenpai": true, "karaten": "own_tiles_only",
        "nagashi": "mangan_as_draw", "uma": [20, 10, -10, -20], "placement_only": false },
      "dora": { "kan_dora": true, "kan_dora_timing": "tenhou", "ura": true, "kan_ura": true,
        "indicator_map": "standard" },
      "pao": { "yakuman": ["daisangen", "daisuushii"], "daiminkan_rinshan": "none" },
      "abort": { "kyuushu": true, "suufon": true, "suucha_riichi": true, "suukaikan": true, "sanchahou": true,
        "by_agreement": false },
      "chips": null,
      "penalty": { "chombo": "none", "chombo_each": 0 }
    }"#;
    assert_eq!(Ruleset::from_json(v0).unwrap(), preset("tenhou"));
}

#[test]
fn unknown_fields_and_bad_json_are_bad_ruleset() {
    let mut v = preset_file("tenhou");
    v["game"]["plyers"] = Value::from(4);
    let err = Ruleset::from_json(&v.to_string()).unwrap_err();
    assert_eq!(err.code, "bad-ruleset");
    assert!(err.message.contains("plyers"), "{}", err.message);
    assert_eq!(Ruleset::from_json("{").unwrap_err().code, "bad-ruleset");
}

// ---------------------------------------------------------------------------------------------------------------
// Spot checks against the spec lines

#[test]
fn tenhou_matches_tenhou_md() {
    let r = preset("tenhou");
    assert_eq!((r.game.start_points, r.game.return_points), (25000, 30000), "tenhou.md game.start/return_points");
    assert_eq!(r.game.extension, Extension::SuddenDeathNextWind, "tenhou.md game.extension");
    assert_eq!(r.game.extension_limit, "W4", "tenhou.md game.extension_limit: hanchan W4");
    assert_eq!(r.game.all_last_stop, AllLastStop::Automatic, "tenhou.md game.all_last_stop");
    assert_eq!(r.tile_set().len(), 136, "tenhou.md tiles.set: 136 standard");
    for k in ["5m", "5p", "5s"] {
        assert_eq!(r.tile_set().available(kind(k), Flavour::Red), 1, "tenhou.md tiles.red {{m:1,p:1,s:1}}");
    }
    assert_eq!(r.calls.multi_ron, MultiRon::DoubleOkTripleAborts, "tenhou.md calls.multi_ron");
    assert!(!r.calls.chankan_ankan_kokushi, "tenhou.md calls.chankan_ankan_kokushi = false (Q-TH1)");
    assert!(r.yaku.double_yakuman.is_empty() && !r.is_double_yakuman(y("kokushi-13")), "tenhou.md yaku.double_yakuman");
    assert!(!r.score.kiriage, "tenhou.md score.kiriage = false");
    assert_eq!(r.score.uma, [20, 10, -10, -20], "tenhou.md score.uma");
    assert_eq!(r.score.oka, 20, "tenhou.md score.oka: +20 to 1st");
    assert_eq!(ids(&r.pao.yakuman), ["daisangen", "daisuushii"], "tenhou.md pao.yakuman");
    assert_eq!(r.score.nagashi, Nagashi::ManganAsDraw, "tenhou.md score.nagashi");
    assert_eq!(r.score.settlement, Settlement::UmaOka, "tenhou.md settlement: uma and oka");
    assert_eq!(r.chips, None, "tenhou.md chips.*: none");
}

#[test]
fn mcgill_matches_mcgill_md() {
    let r = preset("mcgill");
    assert_eq!(r.game.extension, Extension::None, "mcgill.md game.extension: none (Q-M2)");
    assert_eq!(r.game.all_last_stop, AllLastStop::DealerChoiceAllLast, "mcgill.md game.all_last_stop");
    assert_eq!(r.calls.multi_ron, MultiRon::Atamahane, "mcgill.md calls.multi_ron: atamahane");
    assert!(r.calls.fifth_kan_abort, "mcgill.md calls.fifth_kan_abort = true");
    assert!(r.calls.chankan_ankan_kokushi, "mcgill.md: \"Kokushi ankan chankan ari\"");
    assert_eq!(r.furiten.temporary_clears_on, TemporaryFuritenClears::OwnDraw, "mcgill.md furiten: own_draw");
    assert_eq!(r.yaku.renhou, Renhou::Yakuman, "mcgill.md yaku.renhou = yakuman");
    for id in ["daisuushii", "daichisei", "suuankou-tanki", "kokushi-13", "junsei-chuuren"] {
        assert!(r.is_double_yakuman(y(id)), "mcgill.md yaku.double_yakuman: {id}");
    }
    assert!(!r.is_double_yakuman(y("daisangen")));
    assert_eq!(r.local_value(y("paarenchan")), Some(YakuValue::Yakuman(1)), "mcgill.md limit hands: paarenchan ★");
    assert_eq!(r.local_value(y("daisharin")), Some(YakuValue::Yakuman(1)), "mcgill.md limit hands: daisharin ★");
    assert_eq!(r.local_value(y("daichisei")), Some(YakuValue::Yakuman(2)), "mcgill.md limit hands: daichisei ★★");
    for off in ["suurenkou", "sanrenkou", "iishoku-sanjun", "iishoku-yonjun", "shiisanpuutaa"] {
        assert!(!r.has_local(y(off)), "mcgill.md yaku.local OFF: {off}");
    }
    assert_eq!(r.riichi.open_riichi, OpenRiichi::None, "mcgill.md riichi.open_riichi: none");
    assert!(r.score.kiriage, "mcgill.md: \"Kiriage mangan ari\"");
    assert_eq!(r.score.karaten, Karaten::Allowed, "mcgill.md score.karaten (Q-M5)");
    assert_eq!(r.score.uma, [10, 5, -5, -10], "mcgill.md: \"Uma +10/+5/-5/-10\"");
    assert_eq!(r.dora.kan_dora_timing, KanDoraTiming::Mcgill, "mcgill.md dora.kan_dora_timing");
    let mut pao = ids(&r.pao.yakuman);
    pao.sort();
    assert_eq!(
        pao,
        ["chinroutou", "daisangen", "daisuushii", "ryuuiisou", "suukantsu", "tsuuiisou"],
        "mcgill.md pao.yakuman"
    );
    assert_eq!(r.pao.daiminkan_rinshan, DaiminkanRinshan::RonFromFeeder, "mcgill.md pao.daiminkan_rinshan");
    assert_eq!(r.penalty.chombo, Chombo::ManganTsumo, "mcgill.md penalty.chombo: mangan-tsumo amounts");
    assert!(r.penalty.chombo_replay, "mcgill.md penalty.chombo: hand replayed (Q-M12)");
}

#[test]
fn speed_tonpuu_matches_speed_tonpuu_md() {
    let r = preset("speed-tonpuu");
    assert_eq!(r.game.length, GameLength::EastOnly, "speed-tonpuu.md game.length: east_only");
    assert_eq!(r.game.extra_round_winds, [Wind::W], "speed-tonpuu.md: \"Tonshaaba: 1z3z are both round winds\"");
    assert_eq!(r.game.all_last_stop, AllLastStop::DealerChoiceEveryHand, "speed-tonpuu.md game.all_last_stop");
    assert!(r.game.yame_resets_honba, "speed-tonpuu.md: \"Passing resets the honba count.\"");
    assert_eq!(r.game.called_game, Some(55000), "speed-tonpuu.md game.called_game 55000");
    let set = r.tile_set();
    assert_eq!(set.len(), 136, "speed-tonpuu.md tiles.set 136");
    for (t, f) in [("7m", Flavour::Blue), ("7p", Flavour::Blue), ("7s", Flavour::Blue), ("5p", Flavour::Gold)] {
        assert_eq!(set.available(kind(t), f), 1, "speed-tonpuu.md tiles.special: one {f:?} {t}");
    }
    for t in ["5z", "6z", "7z"] {
        assert_eq!(set.available(kind(t), Flavour::Pocchi), 1, "speed-tonpuu.md tiles.special: pocchi {t}");
    }
    assert_eq!(set.available(kind("5p"), Flavour::Normal), 2, "speed-tonpuu.md: 5p = 0p + 5Gp + 2 normal");
    let wild: Vec<(&str, WildcardWhen, bool)> =
        r.tiles.wildcards.iter().map(|w| (w.tile.as_str(), w.when, w.must_use)).collect();
    assert_eq!(
        wild,
        [
            ("5Pz", WildcardWhen::InRiichi, true),
            ("7Pz", WildcardWhen::InRiichi, true),
            ("6Pz", WildcardWhen::OpenTenpai, false)
        ],
        "speed-tonpuu.md pocchi in play"
    );
    assert!(r.calls.chankan_ankan_kokushi, "speed-tonpuu.md: \"kokushi can ron off ankan\"");
    assert_eq!(r.riichi.min_live_tiles, 0, "speed-tonpuu.md: \"Riichi with no draws left is allowed.\"");
    assert_eq!(r.riichi.open_riichi, OpenRiichi::TwoHan, "speed-tonpuu.md riichi.open_riichi (Q-S1)");
    for id in ["kokushi-13", "junsei-chuuren", "daisuushii", "suuankou-tanki"] {
        assert!(r.is_double_yakuman(y(id)), "speed-tonpuu.md yaku.double_yakuman: {id}");
    }
    assert_eq!(r.yaku.chiitoi_duplicates, ChiitoiDuplicates::Kansai, "speed-tonpuu.md Kansai chiitoi");
    assert_eq!(
        r.yaku.chiitoi_quad_bonus,
        [YakuValue::Han(1), YakuValue::Han(3), YakuValue::Yakuman(1)],
        "speed-tonpuu.md Kansai chiitoi: \"1 quad: +1 han; 2 quads: +3 han; 3 quads: yakuman\""
    );
    for (id, v) in [
        ("sanrenkou", YakuValue::Han(2)),
        ("sanpuukou", YakuValue::Han(2)),
        ("gold-tile", YakuValue::Han(1)),
        ("suurenkou", YakuValue::Yakuman(1)),
        ("shiisanpuutaa", YakuValue::Yakuman(1)),
        ("shiisuupuutaa", YakuValue::Yakuman(1)),
        ("all-stars", YakuValue::Yakuman(1)),
        ("suukantsu-special", YakuValue::Yakuman(2)),
    ] {
        assert_eq!(r.local_value(y(id)), Some(v), "speed-tonpuu.md local yaku {id}");
    }
    assert_eq!(r.yaku.renhou, Renhou::Yakuman, "speed-tonpuu.md yaku.renhou = yakuman");
    assert_eq!((r.score.honba_ron, r.score.honba_tsumo_each), (1500, 500), "speed-tonpuu.md: basengo");
    assert!(r.score.kiriage, "speed-tonpuu.md: \"Kiriage Mangan is on.\"");
    assert_eq!(r.score.nagashi, Nagashi::HanemanAsWin, "speed-tonpuu.md score.nagashi");
    assert!(r.score.placement_only, "speed-tonpuu.md score.placement_only = true");
    assert_eq!(r.dora.kan_dora_timing, KanDoraTiming::Immediate, "speed-tonpuu.md: \"All kan dora ... immediately\"");
    assert_eq!((r.dora.bonus.red, r.dora.bonus.blue, r.dora.bonus.gold), (1, 1, 0), "speed-tonpuu.md colour han");
    assert_eq!(ids(&r.pao.yakuman), ["daisangen", "daisuushii", "suukantsu"], "speed-tonpuu.md pao.yakuman");
    assert_eq!(r.pao.daiminkan_rinshan, DaiminkanRinshan::FeederPaysFullTsumo, "speed-tonpuu.md rinshan pao");
    let c = r.chips.as_ref().expect("speed-tonpuu.md chips");
    assert_eq!(c.value, 5000, "speed-tonpuu.md chips.value 5000");
    assert_eq!((c.red, c.blue, c.gold, c.pocchi, c.ippatsu, c.ura), (1, 2, 1, 1, 1, 1), "speed-tonpuu.md item chips");
    assert_eq!((c.yakuman_ron, c.yakuman_tsumo_each), (10, 5), "speed-tonpuu.md yakuman chips");
    assert_eq!(c.placement, [13, 3, -5, -11], "speed-tonpuu.md: \"13/3/-5/-11\"");
    // The placement chips derived: 25,000 finish vs 30,000 return, oka 20 to 1st, uma 50/20 → ÷ chip value.
    for (rank, &chips) in c.placement.iter().enumerate() {
        let thousands = (r.game.start_points - r.game.return_points) / 1000
            + if rank == 0 { r.score.oka } else { 0 }
            + r.score.uma[rank];
        assert_eq!(thousands * 1000 / c.value, chips, "speed-tonpuu.md placement chips, rank {}", rank + 1);
    }
    assert_eq!((r.penalty.chombo, r.penalty.chombo_each), (Chombo::PayAll, 3000), "speed-tonpuu.md: 3000 all");
}

#[test]
fn toutenkou_matches_toutenkou_md() {
    let r = preset("toutenkou");
    assert_eq!(r.game.players, 3, "toutenkou.md game.players = 3");
    assert_eq!(r.game.length, GameLength::Toutenkou, "toutenkou.md game.length");
    assert_eq!(r.game.session_hands, Some(12), "toutenkou.md session.hands default 12 (Q-T1)");
    assert_eq!(r.game.start_points, 0, "toutenkou.md game.start_points 0");
    assert_eq!(r.game.tobi, Tobi::None, "toutenkou.md game.tobi none");
    assert_eq!(r.game.dealer_rotation, DealerRotation::Winner, "toutenkou.md game.dealer_rotation: winner");
    assert_eq!(r.game.renchan, Renchan::WinOrAnyDraw, "toutenkou.md game.renchan: draw → same dealer");
    let set = r.tile_set();
    assert_eq!(set.len(), 112, "toutenkou.md: \"There are 112 tiles, 28 types in total.\"");
    assert_eq!(set.copies.iter().filter(|&&c| c > 0).count(), 28);
    for k in ["1m", "5m", "9m"] {
        assert_eq!(set.copies[kind(k) as usize], 4, "toutenkou.md: only 1m 5m 9m of manzu");
    }
    assert_eq!(set.available(kind("5m"), Flavour::Red), 1, "toutenkou.md tiles.red: one red five per suit");
    let gari: Vec<Kind> = ["1m", "5m", "9m", "4z"].iter().map(|t| kind(t)).collect();
    assert_eq!(r.gari_kinds(), gari, "toutenkou.md tiles.gari: 1m 5m 9m 4z");
    assert_eq!(r.tiles.rinshan_tiles, 20, "toutenkou.md: \"There are 20 rinshan tiles in total\"");
    assert_eq!(r.tiles.dead_wall, DeadWall::DrawToIndicators, "toutenkou.md tiles.dead_wall (Q-T2)");
    assert!(!r.calls.chi, "toutenkou.md calls.chi = false");
    assert!(r.calls.ron_on_gari, "toutenkou.md calls.ron_on_gari (Q-T6)");
    assert_eq!(r.calls.gari, GariCall::OwnTurnAfterDraw, "toutenkou.md calls.gari");
    assert!(!r.calls.gari_interrupts, "toutenkou.md riichi.ippatsu: a gari does not break ippatsu (Q-T7)");
    assert_eq!((r.riichi.stick, r.riichi.min_points), (1, None), "toutenkou.md riichi.stick 1, min_points none");
    assert_eq!(r.score.scheme, ScoringScheme::ToutenkouPoints, "toutenkou.md: points, not fu and han");
    assert_eq!(r.score.noten_pool, 20, "toutenkou.md: \"The noten penalty of ryuukyoku is 20 points.\"");
    assert_eq!(r.score.settlement, Settlement::Points, "toutenkou.md score.uma / score.oka: none");
    assert!(r.score.uma.is_empty() && r.score.oka == 0, "toutenkou.md score.uma / score.oka: none");
    let p = r.score.points.as_ref().expect("toutenkou.md value table");
    let table = [
        ("banban", p.banban, 2),
        ("dora", p.dora, 1),
        ("oya", p.oya, 1),
        ("menzen", p.menzen, 1),
        ("honba", p.honba, 1),
        ("gari", p.gari, 1),
        ("minkan", p.minkan, 2),
        ("ankan", p.ankan, 4),
        ("set", p.set, 4),
        ("ron", p.ron, 8),
        ("karasu open", p.crow_open, 10),
        ("karasu closed", p.crow_closed, 20),
        ("all gari", p.all_gari, 20),
        ("yakuman", p.yakuman, 20),
        ("five (Q-T3: off)", p.five, 0),
    ];
    for (name, got, want) in table {
        assert_eq!(got, want, "toutenkou.md value table, row {name}");
    }
    assert_eq!(r.dora.indicator_map, IndicatorMap::Toutenkou, "toutenkou.md dora.indicator_map");
    assert!(!r.abort.suufon && !r.abort.suucha_riichi && !r.abort.sanchahou, "toutenkou.md: impossible with 3");
    assert!(r.abort.kyuushu && r.abort.suukaikan, "toutenkou.md abort.kyuushu / abort.suukaikan = true");
}

#[test]
fn tenhou_sanma_matches_the_brief_and_the_tenhou_3p_logs() {
    let r = preset("tenhou-sanma");
    let set = r.tile_set();
    assert_eq!(set.len(), 108, "brief: 108 tiles with 2m-8m removed");
    assert!((1..8).all(|k| set.copies[k] == 0) && set.copies[0] == 4 && set.copies[8] == 4, "2m-8m removed");
    assert_eq!(set.available(kind("5p"), Flavour::Red), 1, "conformance README (3p): Red 5p and 5s");
    assert_eq!(set.available(kind("5s"), Flavour::Red), 1, "conformance README (3p): Red 5p and 5s");
    assert_eq!(r.gari_kinds(), [kind("4z")], "conformance README (3p): North set aside as nukidora");
    assert_eq!(r.dora.bonus.gari, 1, "agony5757 README: nukidora 1 han each");
    assert!(!r.calls.chi, "conformance README (3p): no chi");
    assert_eq!((r.game.start_points, r.game.return_points), (35000, 40000), "brief: 35,000 start / 40,000 return");
    assert!(r.score.tsumo_loss, "conformance README (3p): Tsumo loss");
    assert_eq!((r.score.honba_ron, r.score.honba_tsumo_each), (200, 100), "conformance README (3p): Honba is 200");
    assert_eq!(r.score.noten_pool, 2000, "Tenhou 3p RYUUKYOKU deltas: 1 tenpai +2000, 2 tenpai +1000 each");
    assert_eq!(r.score.uma, [20, 0, -20], "Tenhou 3p owari records, e.g. 487,43.0,276,-32.0,287,-11.0");
    assert_eq!(r.score.oka, 15, "3 × (40,000 − 35,000)");
    assert_eq!(r.dora.indicator_map, IndicatorMap::Toutenkou, "Tenhou 3p AGARI: indicator 1m makes 9m dora");
    assert!(r.calls.gari_interrupts, "Tenhou 3p logs: a kita in the ippatsu window removes ippatsu");
    assert_eq!(r.tiles.dead_wall, DeadWall::Standard, "Tenhou 3p logs: 55 draws in every exhaustive draw");
}

/// The ruleset's yaku fields are `Yaku` values, written as their ids: every preset serialised from its typed form is
/// its file byte for byte (whitespace aside), each id as the file spells it, `yaku.local_values` in the file's order.
#[test]
fn every_preset_round_trips_through_typed_yaku_byte_for_byte() {
    for id in ALL_IDS {
        let path = format!("{}/src/rules/{id}.json", env!("CARGO_MANIFEST_DIR"));
        let file = std::fs::read_to_string(&path).unwrap();
        let written = serde_json::to_string(&preset(id)).unwrap();
        assert_eq!(written, compact(&file), "{id}: the typed ruleset writes another JSON than its file");
        assert_eq!(serde_json::to_string(&Ruleset::from_json(&written).unwrap()).unwrap(), written, "{id}");
    }
}

/// JSON text without the whitespace between tokens.
fn compact(json: &str) -> String {
    let mut out = String::new();
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        if in_string {
            escaped = !escaped && c == '\\';
            in_string = escaped || c != '"';
        } else if c == '"' {
            in_string = true;
        } else if c.is_whitespace() {
            continue;
        }
        out.push(c);
    }
    out
}

/// An id that names no yaku is refused while the ruleset is read: `bad-ruleset`, naming the field and the id.
#[test]
fn an_unknown_yaku_id_is_refused_naming_its_field() {
    type Edit = fn(&mut Value);
    let cases: [(&str, Edit); 5] = [
        ("yaku.disabled", |v| v["yaku"]["disabled"] = serde_json::json!(["tanyao", "tanyau"])),
        ("yaku.local", |v| v["yaku"]["local"] = serde_json::json!(["tanyau"])),
        ("yaku.double_yakuman", |v| v["yaku"]["double_yakuman"] = serde_json::json!(["tanyau"])),
        ("yaku.local_values", |v| v["yaku"]["local_values"] = serde_json::json!({"tanyau": {"han": 1}})),
        ("pao.yakuman", |v| v["pao"]["yakuman"] = serde_json::json!(["daisangen", "tanyau"])),
    ];
    for (field, edit) in cases {
        let mut v = preset_file("mcgill");
        edit(&mut v);
        let err = Ruleset::from_json(&v.to_string()).expect_err(field);
        assert_eq!(err.code, "bad-ruleset", "{}", err.message);
        // The list's path and the item's index, or the map's path.
        assert!(err.field() == field || err.field().starts_with(&format!("{field}[")), "{field}: {err:?}");
        let named = format!("{}: 'tanyau' is not a yaku id", err.field());
        assert!(err.message.contains(&named), "{field}: {}", err.message);
    }
    // Every id the docs name is one `Yaku`; dora, red and ura are not yaku.
    for id in ["menzen-tsumo", "yakuhai-haku", "kazoe-yakuman", "nagashi-mangan", "gold-tile", "all-stars"] {
        assert_eq!(Yaku::from_id(id).map(Yaku::id), Some(id), "API.md names {id}");
    }
    assert_eq!(Yaku::from_id("dora"), None, "API.md: dora, red and ura are not yaku");
}

fn y(id: &str) -> Yaku {
    Yaku::from_id(id).unwrap_or_else(|| panic!("{id} is not a yaku id"))
}

fn ids(list: &[Yaku]) -> Vec<&'static str> {
    list.iter().map(|y| y.id()).collect()
}

// ---------------------------------------------------------------------------------------------------------------
// Validation: one test per check. Each mutates a valid preset's JSON and expects `bad-ruleset` naming the field, in
// its message and as its `field` (an item of a list: the list's path and the item's index).

fn rejects(id: &str, field: &str, edit: impl FnOnce(&mut Value)) -> tenpai::Error {
    let mut v = preset_file(id);
    edit(&mut v);
    let err = Ruleset::from_json(&v.to_string()).expect_err(&format!("{id}: expected {field} to be rejected"));
    assert_eq!(err.code, "bad-ruleset", "{}", err.message);
    assert!(err.message.contains(field), "message should name {field}: {}", err.message);
    let item = err.field().strip_prefix(field).is_some_and(|rest| rest.starts_with('['));
    assert!(err.field() == field || item, "field should be {field}: {err:?}");
    err
}

#[test]
fn rejects_player_count_other_than_3_or_4() {
    rejects("tenhou", "game.players", |v| v["game"]["players"] = 5.into());
}

#[test]
fn rejects_duplicate_extra_round_wind() {
    rejects("speed-tonpuu", "game.extra_round_winds", |v| {
        v["game"]["extra_round_winds"] = serde_json::json!(["W", "W"])
    });
}

#[test]
fn rejects_negative_start_points() {
    rejects("tenhou", "game.start_points", |v| v["game"]["start_points"] = (-1).into());
}

#[test]
fn rejects_return_below_start() {
    let err = rejects("tenhou", "game.return_points", |v| v["game"]["return_points"] = 20000.into());
    // The message says the least return that works.
    assert!(err.message.ends_with("must be at least game.start_points (25000), not 20000"), "{}", err.message);
}

#[test]
fn rejects_extension_without_threshold() {
    rejects("tenhou", "game.extension_threshold", |v| v["game"]["extension_threshold"] = 0.into());
}

#[test]
fn rejects_bad_extension_limit_label() {
    rejects("tenhou", "game.extension_limit", |v| v["game"]["extension_limit"] = "W5".into());
    rejects("tenhou-sanma", "game.extension_limit", |v| v["game"]["extension_limit"] = "W4".into());
    rejects("toutenkou", "game.extension_limit", |v| v["game"]["extension_limit"] = "E1".into());
}

#[test]
fn rejects_called_game_not_above_start() {
    rejects("speed-tonpuu", "game.called_game", |v| v["game"]["called_game"] = 25000.into());
}

#[test]
fn rejects_session_hands_outside_toutenkou() {
    rejects("tenhou", "game.session_hands", |v| v["game"]["session_hands"] = 12.into());
    rejects("toutenkou", "game.session_hands", |v| v["game"]["session_hands"] = Value::Null);
}

#[test]
fn rejects_unparsable_tile_strings() {
    rejects("tenhou", "tiles.flavoured", |v| v["tiles"]["flavoured"] = "0x".into());
    rejects("tenhou", "tiles.removed", |v| v["tiles"]["removed"] = "8z".into());
    rejects("toutenkou", "tiles.gari", |v| v["tiles"]["gari"] = "159".into());
}

#[test]
fn rejects_flavoured_tiles_in_removed() {
    rejects("tenhou-sanma", "tiles.removed", |v| v["tiles"]["removed"] = "234067m".into());
}

#[test]
fn rejects_removed_kinds_inconsistent_with_player_count() {
    rejects("tenhou", "tiles.removed", |v| v["tiles"]["removed"] = "2345678m".into());
    rejects("tenhou-sanma", "tiles.removed", |v| v["tiles"]["removed"] = "".into());
}

#[test]
fn rejects_more_flavoured_copies_than_copies() {
    rejects("tenhou", "tiles.flavoured", |v| v["tiles"]["flavoured"] = "00000m".into());
    // A red 5m in a set without 5m.
    rejects("tenhou-sanma", "tiles.flavoured", |v| v["tiles"]["flavoured"] = "0m0p0s".into());
    // A plain tile is not a flavour.
    rejects("tenhou", "tiles.flavoured", |v| v["tiles"]["flavoured"] = "5m".into());
}

#[test]
fn rejects_gari_kind_missing_or_repeated() {
    rejects("tenhou-sanma", "tiles.gari", |v| v["tiles"]["gari"] = "5m".into());
    rejects("toutenkou", "tiles.gari", |v| v["tiles"]["gari"] = "11m".into());
}

#[test]
fn rejects_too_few_tiles_to_deal() {
    rejects("tenhou-sanma", "tiles.removed", |v| v["tiles"]["removed"] = "2345678m12346789p12346789s".into());
}

#[test]
fn rejects_rinshan_count_inconsistent_with_dead_wall() {
    rejects("tenhou", "tiles.rinshan_tiles", |v| v["tiles"]["rinshan_tiles"] = 8.into());
    rejects("toutenkou", "tiles.rinshan_tiles", |v| v["tiles"]["rinshan_tiles"] = 19.into());
}

#[test]
fn rejects_wildcard_not_among_flavoured_tiles() {
    rejects("speed-tonpuu", "tiles.wildcards", |v| v["tiles"]["wildcards"][0]["tile"] = "5z".into());
    rejects("tenhou", "tiles.wildcards", |v| {
        v["tiles"]["wildcards"] = serde_json::json!([{"tile": "5Pz", "when": "in_riichi", "must_use": true}])
    });
}

#[test]
fn rejects_gari_call_inconsistent_with_gari_tiles() {
    rejects("tenhou", "calls.gari", |v| v["calls"]["gari"] = "own_turn_after_draw".into());
    rejects("tenhou-sanma", "calls.gari", |v| v["calls"]["gari"] = "none".into());
}

#[test]
fn rejects_chi_with_three_players() {
    rejects("tenhou-sanma", "calls.chi", |v| v["calls"]["chi"] = true.into());
}

#[test]
fn rejects_kan_max_out_of_range() {
    rejects("tenhou", "calls.kan_max", |v| v["calls"]["kan_max"] = 5.into());
    rejects("tenhou", "calls.kan_max", |v| v["calls"]["kan_max"] = 0.into());
}

#[test]
fn rejects_fifth_kan_abort_without_four_kans() {
    rejects("mcgill", "calls.fifth_kan_abort", |v| v["calls"]["kan_max"] = 3.into());
}

#[test]
fn rejects_four_player_aborts_in_three_player() {
    rejects("toutenkou", "abort.suufon", |v| v["abort"]["suufon"] = true.into());
    rejects("toutenkou", "abort.suucha_riichi", |v| v["abort"]["suucha_riichi"] = true.into());
    rejects("tenhou-sanma", "abort.sanchahou", |v| v["abort"]["sanchahou"] = true.into());
}

#[test]
fn rejects_non_positive_riichi_stick_or_minimum() {
    rejects("tenhou", "riichi.stick", |v| v["riichi"]["stick"] = 0.into());
    rejects("tenhou", "riichi.min_points", |v| v["riichi"]["min_points"] = (-1000).into());
}

#[test]
fn rejects_kan_ura_without_ura() {
    rejects("tenhou", "dora.kan_ura", |v| v["dora"]["ura"] = false.into());
}

#[test]
fn rejects_zero_min_han() {
    rejects("tenhou", "yaku.min_han", |v| v["yaku"]["min_han"] = 0.into());
}

#[test]
fn rejects_unknown_yaku_ids() {
    rejects("tenhou", "yaku.disabled", |v| v["yaku"]["disabled"] = serde_json::json!(["tanyau"]));
    rejects("tenhou", "yaku.local", |v| {
        v["yaku"]["local"] = serde_json::json!(["renhou"]);
        v["yaku"]["local_values"] = serde_json::json!({"renhou": {"yakuman": 1}});
    });
    rejects("tenhou", "yaku.double_yakuman", |v| v["yaku"]["double_yakuman"] = serde_json::json!(["kazoe-yakuman"]));
    rejects("tenhou", "pao.yakuman", |v| v["pao"]["yakuman"] = serde_json::json!(["suuankou"]));
}

/// Kazoe and nagashi mangan are switched by their own fields; naming them in `yaku.disabled` would switch nothing
/// off, so the ruleset is refused with the field to use.
#[test]
fn rejects_disabling_a_yaku_that_its_own_field_switches() {
    for (id, field) in [("kazoe-yakuman", "yaku.kazoe"), ("nagashi-mangan", "score.nagashi")] {
        rejects("tenhou", "yaku.disabled", |v| v["yaku"]["disabled"] = serde_json::json!([id]));
        let mut v = preset_file("tenhou");
        v["yaku"]["disabled"] = serde_json::json!(["tanyao", id]);
        let err = Ruleset::from_json(&v.to_string()).unwrap_err();
        assert!(err.message.ends_with(&format!("'{id}' is switched by {field}")), "{}", err.message);
    }
}

#[test]
fn rejects_local_values_not_matching_local() {
    rejects("mcgill", "yaku.local_values", |v| v["yaku"]["local"] = serde_json::json!(["paarenchan", "daisharin"]));
    rejects("tenhou", "yaku.local_values", |v| {
        v["yaku"]["local_values"] = serde_json::json!({"sanrenkou": {"han": 2}})
    });
}

#[test]
fn rejects_yaku_values_out_of_range() {
    rejects("speed-tonpuu", "yaku.local_values", |v| {
        v["yaku"]["local_values"]["sanrenkou"] = serde_json::json!({"han": 0})
    });
    rejects("mcgill", "yaku.local_values", |v| {
        v["yaku"]["local_values"]["daichisei"] = serde_json::json!({"yakuman": 7})
    });
}

#[test]
fn rejects_quad_bonus_inconsistent_with_kansai_chiitoi() {
    rejects("speed-tonpuu", "yaku.chiitoi_quad_bonus", |v| v["yaku"]["chiitoi_duplicates"] = "none".into());
    rejects("tenhou", "yaku.chiitoi_quad_bonus", |v| v["yaku"]["chiitoi_duplicates"] = "kansai".into());
    rejects("speed-tonpuu", "yaku.chiitoi_quad_bonus", |v| {
        v["yaku"]["chiitoi_quad_bonus"] = serde_json::json!([{"han": 1}, {"han": 3}, {"yakuman": 1}, {"yakuman": 2}])
    });
}

#[test]
fn rejects_negative_honba() {
    rejects("tenhou", "score.honba_tsumo_each", |v| v["score"]["honba_tsumo_each"] = (-100).into());
}

#[test]
fn rejects_noten_pool_that_does_not_split_evenly() {
    rejects("tenhou", "score.noten_pool", |v| v["score"]["noten_pool"] = 1000.into());
    rejects("toutenkou", "score.noten_pool", |v| v["score"]["noten_pool"] = 21.into());
}

#[test]
fn rejects_tsumo_loss_with_four_players() {
    rejects("tenhou", "score.tsumo_loss", |v| v["score"]["tsumo_loss"] = true.into());
}

#[test]
fn rejects_non_positive_point_value() {
    rejects("toutenkou", "score.point_value", |v| v["score"]["point_value"] = 0.into());
}

#[test]
fn rejects_points_table_inconsistent_with_scheme() {
    rejects("tenhou", "score.points", |v| v["score"]["scheme"] = "toutenkou_points".into());
    rejects("toutenkou", "score.points", |v| v["score"]["scheme"] = "han_fu".into());
    rejects("toutenkou", "score.scheme", |v| v["score"]["honba_ron"] = 300.into());
}

#[test]
fn rejects_non_positive_points_entries() {
    rejects("toutenkou", "score.points.banban", |v| v["score"]["points"]["banban"] = 0.into());
    rejects("toutenkou", "score.points.ron", |v| v["score"]["points"]["ron"] = (-8).into());
}

#[test]
fn rejects_uma_of_wrong_length() {
    rejects("tenhou", "score.uma", |v| v["score"]["uma"] = serde_json::json!([20, 0, -20]));
    rejects("tenhou", "score.uma", |v| v["score"]["uma"] = serde_json::json!([]));
}

#[test]
fn rejects_uma_not_summing_to_zero() {
    rejects("tenhou", "score.uma", |v| v["score"]["uma"] = serde_json::json!([20, 10, -10, -10]));
}

#[test]
fn rejects_uma_increasing_with_rank() {
    rejects("tenhou", "score.uma", |v| v["score"]["uma"] = serde_json::json!([10, 20, -20, -10]));
}

#[test]
fn rejects_oka_inconsistent_with_start_and_return() {
    rejects("tenhou-sanma", "score.oka", |v| v["score"]["oka"] = 20.into());
    // The message says the oka that works: 4 × (30,000 − 25,000) / 1000 = 20.
    let err = rejects("tenhou", "score.oka", |v| v["score"]["oka"] = 15.into());
    assert!(err.message.contains("score.oka: must be 20 ("), "{}", err.message);
    assert!(err.message.ends_with("not 15"), "{}", err.message);
    // No oka works when the players' shortfall is not whole thousands (3 × 500): the message names what to change.
    let err = rejects("tenhou-sanma", "score.oka", |v| v["game"]["return_points"] = 35500.into());
    assert!(err.message.contains("is 1500, not a whole number of thousands"), "{}", err.message);
    assert!(err.message.ends_with("change game.start_points or game.return_points"), "{}", err.message);
}

#[test]
fn rejects_placement_only_without_chips() {
    rejects("tenhou", "score.placement_only", |v| v["score"]["placement_only"] = true.into());
}

#[test]
fn rejects_chips_inconsistent_with_settlement() {
    rejects("speed-tonpuu", "chips", |v| v["chips"] = Value::Null);
    rejects("speed-tonpuu", "chips", |v| {
        v["score"]["settlement"] = "uma_oka".into();
        v["score"]["placement_only"] = false.into();
    });
}

#[test]
fn rejects_bad_chip_values() {
    rejects("speed-tonpuu", "chips.value", |v| v["chips"]["value"] = 0.into());
    rejects("speed-tonpuu", "chips.blue", |v| v["chips"]["blue"] = (-2).into());
    rejects("speed-tonpuu", "chips.placement", |v| v["chips"]["placement"] = serde_json::json!([13, 3, -5, -10]));
    rejects("speed-tonpuu", "chips.placement", |v| v["chips"]["placement"] = serde_json::json!([13, -13]));
}

#[test]
fn rejects_chombo_amount_inconsistent_with_kind() {
    rejects("speed-tonpuu", "penalty.chombo_each", |v| v["penalty"]["chombo_each"] = 0.into());
    rejects("tenhou", "penalty.chombo_each", |v| v["penalty"]["chombo_each"] = 1000.into());
}

// ---------------------------------------------------------------------------------------------------------------
// docs/RULESET.md is true to the code

/// Maps are values, not groups of fields: they are not flattened.
const MAP_FIELDS: [&str; 1] = ["yaku.local_values"];

/// (dotted key, compact JSON value) for every leaf field of a ruleset's JSON.
fn leaves(prefix: &str, v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(map) if !MAP_FIELDS.contains(&prefix) => {
            for (k, x) in map {
                let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                leaves(&key, x, out);
            }
        }
        _ => out.push((prefix.to_string(), v.to_string())),
    }
}

/// The values table of docs/RULESET.md, rendered from the presets: one row per leaf key, one column per preset.
/// `chips` and `score.points` are `null` in some presets and objects in others; their sub-keys get rows and a
/// preset without the object shows `—`.
fn values_table() -> String {
    let per_preset: Vec<Vec<(String, String)>> = ALL_IDS
        .iter()
        .map(|id| {
            let mut out = Vec::new();
            leaves("", &serde_json::to_value(preset(id)).unwrap(), &mut out);
            out
        })
        .collect();
    let mut keys: Vec<String> = Vec::new();
    for list in &per_preset {
        for (k, _) in list {
            if !keys.contains(k) {
                keys.push(k.clone());
            }
        }
    }
    // A parent that is null in one preset and an object in another appears once, as its sub-keys.
    let all_keys = keys.clone();
    keys.retain(|k| !all_keys.iter().any(|other| other.starts_with(&format!("{k}."))));
    keys.sort();
    let mut s = format!("| key | {} |\n|---|{}\n", ALL_IDS.join(" | "), "---|".repeat(ALL_IDS.len()));
    for k in keys {
        let cells: Vec<String> = per_preset
            .iter()
            .map(|list| {
                list.iter().find(|(key, _)| *key == k).map(|(_, v)| format!("`{v}`")).unwrap_or_else(|| {
                    let parent = k.rsplit_once('.').map(|p| p.0).unwrap_or("");
                    if list.iter().any(|(key, v)| key == parent && v == "null") {
                        "—".to_string()
                    } else {
                        panic!("{k} missing")
                    }
                })
            })
            .collect();
        s.push_str(&format!("| `{k}` | {} |\n", cells.join(" | ")));
    }
    s
}

#[test]
fn ruleset_doc_values_table_matches_the_presets() {
    let path = format!("{}/docs/RULESET.md", env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(&path).expect("docs/RULESET.md");
    let (begin, end) = ("<!-- values-table:begin -->\n", "<!-- values-table:end -->");
    let start = doc.find(begin).expect("values-table:begin marker") + begin.len();
    let stop = doc.find(end).expect("values-table:end marker");
    let expected = values_table();
    assert!(doc[start..stop] == expected, "docs/RULESET.md values table is stale; replace it with:\n{expected}");
    // Every field has a row in the field reference too (`| `key` |` at the start of a line, outside the table).
    let reference = &doc[..start];
    let keys: Vec<&str> = expected.lines().skip(2).map(|line| line.split('`').nth(1).unwrap()).collect();
    for key in &keys {
        assert!(reference.contains(&format!("| `{key}` |")), "docs/RULESET.md field reference lacks `{key}`");
    }
    // ... and documents no field that does not exist.
    for line in reference.lines().filter(|l| l.starts_with("| `")) {
        let key = line.split('`').nth(1).unwrap();
        assert!(keys.contains(&key), "docs/RULESET.md documents `{key}`, which no preset has");
    }
}

/// The words between `<!-- name:begin -->` and `<!-- name:end -->` of a document that are written in backticks.
fn doc_section_ids<'a>(doc: &'a str, name: &str) -> Vec<&'a str> {
    let (begin, end) = (format!("<!-- {name}:begin -->"), format!("<!-- {name}:end -->"));
    let start = doc.find(&begin).unwrap_or_else(|| panic!("docs/API.md has no {begin}")) + begin.len();
    let stop = doc[start..].find(&end).unwrap_or_else(|| panic!("docs/API.md has no {end}")) + start;
    doc[start..stop].split('`').skip(1).step_by(2).collect()
}

#[test]
fn api_doc_lists_exactly_the_yaku_ids() {
    let path = format!("{}/docs/API.md", env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(&path).expect("docs/API.md");
    assert_eq!(doc_section_ids(&doc, "yaku-ids"), ids(&yaku::STANDARD), "docs/API.md standard yaku ids");
    assert_eq!(doc_section_ids(&doc, "local-yaku-ids"), ids(&yaku::LOCAL), "docs/API.md local yaku ids");
    for id in ids(&yaku::RULE_SWITCHED) {
        assert!(doc.contains(&format!("`{id}`")), "docs/API.md does not name the rule-switched yaku id {id}");
    }
}
