//! A win valued from tiles a caller holds (`score::score_tiles`, how the round values its wins) is valued as the same
//! request written in notation (`score::score`): every request of the score corpora (`tests/data/score/`) and a few
//! of the other rulesets' (a wild pocchi, a wild quad, Toutenkou's discards, refusals), read both ways, give the same
//! result or the same error.

use tenpai::score::{self, RulesetRef, ScoreRequest, WinMeld, WinTiles};
use tenpai::tile::{parse_tiles, Tile};
use tenpai::Ruleset;

/// A request's tiles as tiles: hand, winning tile, dora, ura, nukidora and discards, and the melds.
struct Held {
    fields: [Vec<Tile>; 6],
    melds: Vec<WinMeld>,
}

impl Held {
    fn of(req: &ScoreRequest) -> Held {
        let tiles = |s: &str| parse_tiles(s).expect("the corpus writes valid notation");
        let fields = [&req.hand, &req.win_tile, &req.dora, &req.ura, &req.nukidora, &req.discards].map(|s| tiles(s));
        assert_eq!(fields[1].len(), 1, "{}", req.win_tile);
        let melds =
            req.melds.iter().map(|m| WinMeld { kind: m.kind, tiles: tiles(&m.tiles), wildcard: m.wildcard }).collect();
        Held { fields, melds }
    }

    fn tiles(&self) -> WinTiles<'_> {
        let [hand, win, dora, ura, nukidora, discards] = &self.fields;
        WinTiles { hand, melds: &self.melds, win: win[0], dora, ura, nukidora, discards }
    }
}

/// The request without its notation.
fn rest(req: &ScoreRequest) -> ScoreRequest {
    ScoreRequest {
        hand: String::new(),
        melds: vec![],
        win_tile: String::new(),
        dora: String::new(),
        ura: String::new(),
        nukidora: String::new(),
        discards: String::new(),
        ..req.clone()
    }
}

/// Requests of the rulesets the corpora do not cover, with what they exercise.
const OTHERS: [&str; 8] = [
    // A wild pocchi winning tile (Speed Tonpuu): every kind it may stand for is tried.
    r#"{"ruleset":"speed-tonpuu","hand":"234m678p345s11z99p","winTile":"7Pz","wildcard":true,"tsumo":true,
        "seatWind":"S","riichi":true}"#,
    // A quad completed by a wild pocchi, with indicator dora.
    r#"{"ruleset":"speed-tonpuu","hand":"345p678p45s88s","melds":[{"type":"ankan","tiles":"77z7Pz5Pz","wildcard":true}],
        "winTile":"3s","tsumo":true,"rinshan":true,"seatWind":"S","riichi":true,"dora":"6z"}"#,
    // A wild pocchi on a ron: refused.
    r#"{"ruleset":"speed-tonpuu","hand":"234m678p345s11z99p","winTile":"7Pz","wildcard":true,"seatWind":"S",
        "riichi":true}"#,
    // Toutenkou: gari set aside, and the discards the crow reads.
    r#"{"ruleset":"toutenkou","hand":"234567p3456722s","winTile":"8s","tsumo":true,"seatWind":"W",
        "riichi":true,"dora":"1p","nukidora":"4z1m","riichiSticks":1}"#,
    r#"{"ruleset":"toutenkou","hand":"2344567788p","melds":[{"type":"pon","tiles":"666z"}],
        "winTile":"8p","discarder":"S","honba":1,"discards":"3s9m2z"}"#,
    // Refusals: a fifth copy, a hand of the wrong size, a meld that is no set.
    r#"{"hand":"1111m234p567s11z22z","winTile":"1m"}"#,
    r#"{"hand":"123m456p789s11z","winTile":"1z"}"#,
    r#"{"hand":"123m456p789s1z","melds":[{"type":"pon","tiles":"124s"}],"winTile":"1z"}"#,
];

#[test]
fn tiles_and_notation_are_valued_alike() {
    let dir = format!("{}/tests/data/score", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let (mut wins, mut refused) = (0, 0);
    // (where, id, request)
    let mut requests: Vec<(String, String, ScoreRequest)> =
        OTHERS.iter().map(|r| ("inline".into(), r.to_string(), serde_json::from_str(r).unwrap())).collect();
    for file in &files {
        for line in std::fs::read_to_string(file).unwrap().lines() {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            let req = serde_json::from_value(record["request"].clone()).unwrap();
            requests.push((file.display().to_string(), record["id"].as_str().unwrap_or_default().into(), req));
        }
    }
    for (file, id, req) in &requests {
        let rules = match &req.ruleset {
            None => Ruleset::preset(tenpai::rules::DEFAULT_PRESET).unwrap(),
            Some(RulesetRef::Id(id)) => Ruleset::preset(id).unwrap(),
            Some(RulesetRef::Rules(r)) => (**r).clone(),
        };
        let typed = score::score_tiles(&rest(req), &Held::of(req).tiles(), &rules).map(score::Scored::into_result);
        let text = score::score(req);
        match (typed, text) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a, b, "{}: {id}", file);
                wins += 1;
            }
            (Err(a), Err(b)) => {
                assert_eq!((a.code, a.message), (b.code, b.message), "{}: {id}", file);
                refused += 1;
            }
            (a, b) => panic!("{}: {id}: from tiles {a:?}, from notation {b:?}", file),
        }
    }
    println!("{wins} wins and {refused} refusals alike");
    assert!(wins > 19_000 && refused >= 4, "{wins} wins, {refused} refusals");
}
