//! What a ruleset must satisfy beyond its types: each field's range (the one its declaration in src/rules.rs states,
//! which the schema and docs/RULESET.md show: src/rules/schema.rs's test holds the two equal, field by field), and
//! the rules that tie fields together (player count and tiles, uma and oka, fields that only make sense together).
//! `tests/rules_presets.rs` has one test per check.
//!
//! The ranges are checked here by hand rather than by code the declaration generates: one comparison each in
//! `validate` costs the .wasm far less than a checking function per record.

use super::*;

/// Outcome of one validation step: the offending field and why.
type Step = std::result::Result<(), (&'static str, String)>;

/// Outcome of the range checks: the offending field (a path some of which are made from a record's field names) and
/// why.
type Ranged = std::result::Result<(), (String, String)>;

/// Parses one hand label such as `W4` into (wind, hand number).
fn parse_hand_label(label: &str) -> Option<(Wind, u8)> {
    let mut chars = label.chars();
    let wind = match chars.next()? {
        'E' => Wind::E,
        'S' => Wind::S,
        'W' => Wind::W,
        'N' => Wind::N,
        _ => return None,
    };
    let number = chars.as_str().parse::<u8>().ok()?;
    Some((wind, number))
}

/// `[1, -2]`: a list of numbers as `{:?}` writes it, without Debug formatting (which the scoring module leaves out).
pub(super) fn int_list(v: &[i32]) -> String {
    let items: Vec<String> = v.iter().map(i32::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// The first of a record's number fields `values` (its first fields, in order) below its least value `least(i)`,
/// named by its path: `at` and its name.
fn first_below(values: &[i32], least: impl Fn(usize) -> u8, at: &str, names: &[&str]) -> Ranged {
    match values.iter().enumerate().find(|&(i, &v)| v < i32::from(least(i))) {
        Some((i, &v)) => Err((format!("{at}{}", names[i]), format!("must be at least {}, not {v}", least(i)))),
        None => Ok(()),
    }
}

/// Least common multiple of 1..=n: a noten pool must split evenly among any number of payers or receivers.
fn lcm_up_to(n: i32) -> i32 {
    let gcd = |mut a: i32, mut b: i32| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    (1..=n.max(1)).fold(1, |acc, k| acc / gcd(acc, k) * k)
}

impl Ruleset {
    /// Checks what types alone cannot: first each field's declared range (src/rules.rs), then counts and tiles
    /// consistent with the player count, tile notation, known yaku ids, uma/oka arithmetic, and fields that only
    /// make sense together. The error (code `bad-ruleset`) names the offending field, in its message and as its
    /// `field`.
    pub fn validate(&self) -> Result<()> {
        let bad = |field: &str, why: &str| Error::about("bad-ruleset", &format!("ruleset '{}': ", self.id), field, why);
        if let Err((field, why)) = self.check_ranges() {
            return Err(bad(&field, &why));
        }
        self.check_game()
            .and_then(|_| self.check_tiles())
            .and_then(|_| self.check_calls_and_riichi())
            .and_then(|_| self.check_yaku())
            .and_then(|_| self.check_score())
            .and_then(|_| self.check_chips_and_penalty())
            .map_err(|(field, why)| bad(field, &why))
    }

    /// Each field's own range, before any rule that ties fields together (the ranges the declaration states).
    fn check_ranges(&self) -> Ranged {
        self.check_own_ranges().map_err(|(field, why)| (field.to_string(), why))?;
        let s = &self.score;

        if let Some(p) = &s.points {
            let v = [
                p.banban,
                p.dora,
                p.oya,
                p.menzen,
                p.honba,
                p.gari,
                p.minkan,
                p.ankan,
                p.set,
                p.ron,
                p.crow_open,
                p.crow_closed,
                p.all_gari,
                p.yakuman,
                p.five,
            ];
            // banban and yakuman at least 1, the rest at least 0.
            first_below(&v, |i| u8::from(i == 0 || i == 13), "score.points.", PointsTable::FIELD_NAMES)?;
        }
        if let Some(c) = &self.chips {
            let v = [
                c.value,
                c.ura,
                c.ippatsu,
                c.red,
                c.blue,
                c.gold,
                c.pocchi,
                c.yakuman_ron,
                c.yakuman_tsumo_each,
                c.tobi,
                c.called_game,
            ];
            // The chip's value at least 1, the item chips at least 0.
            first_below(&v, |i| u8::from(i == 0), "chips.", ChipRules::FIELD_NAMES)?;
        }
        Ok(())
    }

    /// The ranges of single fields.
    fn check_own_ranges(&self) -> Step {
        let (g, c, y, s) = (&self.game, &self.calls, &self.yaku, &self.score);
        if !(3..=4).contains(&g.players) {
            return Err(("game.players", format!("must be 3 or 4, not {}", g.players)));
        }
        if g.start_points < 0 {
            return Err(("game.start_points", format!("must not be negative, not {}", g.start_points)));
        }
        if g.session_hands == Some(0) {
            return Err(("game.session_hands", "must be at least 1, not 0".into()));
        }
        if !(1..=4).contains(&c.kan_max) {
            return Err(("calls.kan_max", format!("must be 1..4, not {}", c.kan_max)));
        }
        if self.riichi.stick <= 0 {
            return Err(("riichi.stick", format!("must be positive, not {}", self.riichi.stick)));
        }
        if let Some(m) = self.riichi.min_points {
            if m <= 0 {
                return Err(("riichi.min_points", format!("must be positive or null, not {m}")));
            }
        }
        if y.min_han == 0 {
            return Err(("yaku.min_han", "must be at least 1".into()));
        }
        for (field, v) in [("score.honba_ron", s.honba_ron), ("score.honba_tsumo_each", s.honba_tsumo_each)] {
            if v < 0 {
                return Err((field, format!("must not be negative, not {v}")));
            }
        }
        if s.noten_pool < 0 {
            return Err(("score.noten_pool", format!("must not be negative, not {}", s.noten_pool)));
        }
        if s.point_value <= 0 {
            return Err(("score.point_value", "must be positive".into()));
        }
        if self.penalty.chombo_each < 0 {
            return Err(("penalty.chombo_each", format!("must not be negative, not {}", self.penalty.chombo_each)));
        }
        Ok(())
    }

    fn check_game(&self) -> Step {
        let g = &self.game;
        for (i, w) in g.extra_round_winds.iter().enumerate() {
            if g.extra_round_winds[..i].contains(w) {
                return Err(("game.extra_round_winds", format!("{} is listed twice", w.name())));
            }
        }
        if g.return_points < g.start_points {
            return Err((
                "game.return_points",
                format!("must be at least game.start_points ({}), not {}", g.start_points, g.return_points),
            ));
        }
        if g.extension != Extension::None && g.extension_threshold <= 0 {
            return Err(("game.extension_threshold", "must be positive when game.extension is on".into()));
        }
        if g.length == GameLength::Toutenkou {
            if !g.extension_limit.is_empty() {
                return Err(("game.extension_limit", "must be \"\" for game.length toutenkou (no rounds)".into()));
            }
        } else {
            match parse_hand_label(&g.extension_limit) {
                Some((_, n)) if (1..=g.players).contains(&n) => {}
                _ => {
                    return Err((
                        "game.extension_limit",
                        format!("'{}' is not a hand label E1..N{}", g.extension_limit, g.players),
                    ))
                }
            }
        }
        if let Some(c) = g.called_game {
            if c <= g.start_points {
                return Err(("game.called_game", format!("{c} must be above game.start_points {}", g.start_points)));
            }
        }
        match (g.length, g.session_hands) {
            (GameLength::Toutenkou, Some(_)) => {}
            (GameLength::Toutenkou, _) => {
                return Err(("game.session_hands", "game.length toutenkou needs a positive hand count".into()))
            }
            (_, Some(_)) => return Err(("game.session_hands", "only game.length toutenkou has sessions".into())),
            (_, None) => {}
        }
        Ok(())
    }

    fn check_tiles(&self) -> Step {
        let t = &self.tiles;
        for (key, s) in [("tiles.removed", &t.removed), ("tiles.flavoured", &t.flavoured), ("tiles.gari", &t.gari)] {
            if let Err(e) = tile::parse_tiles(s) {
                return Err((key, e.message));
            }
        }
        let removed = tile::parse_tiles(&t.removed).unwrap_or_default();
        if removed.iter().any(|x| x.flavour != Flavour::Normal) {
            return Err(("tiles.removed", "names kinds, so write plain tiles (no 0, B, G, P)".into()));
        }
        match (self.game.players, removed.is_empty()) {
            (4, false) => return Err(("tiles.removed", "a 4-player game plays all 34 kinds".into())),
            (3, true) => return Err(("tiles.removed", "a 3-player game removes kinds (e.g. 2345678m)".into())),
            _ => {}
        }
        let set = self.tile_set();
        // With no three manzu in a row, shanten counts manzu as triplets and pairs only and reads 1m, 5m and 9m
        // alone (src/shanten/standard.rs, `standard_3p`): a set keeping other manzu without a run is refused here.
        if crate::shanten::Variant::of(self).three_player
            && crate::shanten::SEQUENCE_ONLY_MANZU.iter().any(|&k| set.copies[k] > 0)
        {
            return Err((
                "tiles.removed",
                "without three manzu in a row in play, only 1m, 5m and 9m of the manzu may stay (e.g. remove 2345678m)"
                    .into(),
            ));
        }
        for &(kind, flavour, n) in &set.flavoured {
            let have = set.copies[kind as usize];
            let flavoured_total: u8 = set.flavoured.iter().filter(|f| f.0 == kind).map(|f| f.2).sum();
            if flavour == Flavour::Normal || flavoured_total > have {
                return Err((
                    "tiles.flavoured",
                    format!("{n} {} {} but the set has {have} copies", flavour.type_name(), tile::kind_name(kind)),
                ));
            }
        }
        let gari = self.gari_kinds();
        for (i, &k) in gari.iter().enumerate() {
            if set.copies[k as usize] == 0 || gari[..i].contains(&k) {
                return Err(("tiles.gari", format!("{} is removed or listed twice", tile::kind_name(k))));
            }
        }
        let players = self.game.players as usize;
        if set.len() < players * 13 + 1 + 14 + players {
            return Err(("tiles.removed", format!("{} tiles cannot deal {players} hands and a dead wall", set.len())));
        }
        match t.dead_wall {
            DeadWall::Standard if t.rinshan_tiles != 4 => {
                return Err(("tiles.rinshan_tiles", "the standard 14-tile dead wall has 4 replacement slots".into()))
            }
            DeadWall::DrawToIndicators => {
                let gari_tiles: usize = gari.iter().map(|&k| set.copies[k as usize] as usize).sum();
                if (t.rinshan_tiles as usize) < self.calls.kan_max as usize + gari_tiles {
                    return Err((
                        "tiles.rinshan_tiles",
                        format!("{} cannot cover calls.kan_max kans and {gari_tiles} gari tiles", t.rinshan_tiles),
                    ));
                }
            }
            _ => {}
        }
        for w in &t.wildcards {
            let ok = Tile::parse(&w.tile)
                .is_ok_and(|x| x.flavour != Flavour::Normal && set.available(x.kind, x.flavour) > 0);
            if !ok {
                return Err(("tiles.wildcards", format!("'{}' is not a flavoured tile of tiles.flavoured", w.tile)));
            }
        }
        if (self.calls.gari == GariCall::None) != gari.is_empty() {
            return Err(("calls.gari", "must be none exactly when tiles.gari is empty".into()));
        }
        Ok(())
    }

    fn check_calls_and_riichi(&self) -> Step {
        let c = &self.calls;
        let three = self.game.players == 3;
        if three && c.chi {
            return Err(("calls.chi", "a 3-player game has no chi".into()));
        }
        if c.fifth_kan_abort && c.kan_max != 4 {
            return Err(("calls.fifth_kan_abort", "needs calls.kan_max 4".into()));
        }
        if three {
            for (key, on) in [
                ("abort.suufon", self.abort.suufon),
                ("abort.suucha_riichi", self.abort.suucha_riichi),
                ("abort.sanchahou", self.abort.sanchahou),
            ] {
                if on {
                    return Err((key, "cannot happen with 3 players; set it false".into()));
                }
            }
        }
        let d = &self.dora;
        if d.kan_ura && !(d.ura && d.kan_dora) {
            return Err(("dora.kan_ura", "needs dora.ura and dora.kan_dora".into()));
        }
        Ok(())
    }

    fn check_yaku(&self) -> Step {
        let y = &self.yaku;
        let outside = |list: &[Yaku], allowed: &[Yaku]| list.iter().find(|y| !allowed.contains(y)).map(|y| y.id());
        if let Some(id) = outside(&y.disabled, &yaku::STANDARD) {
            return Err(("yaku.disabled", format!("'{id}' is not a standard yaku id")));
        }
        // Two standard yaku are switched by a field of their own: naming them here would switch nothing off.
        for (own, field) in [(Yaku::KazoeYakuman, "yaku.kazoe"), (Yaku::NagashiMangan, "score.nagashi")] {
            if y.disabled.contains(&own) {
                let id = own.id();
                return Err(("yaku.disabled", format!("'{id}' is switched by {field}")));
            }
        }
        if let Some(id) = outside(&y.local, &yaku::LOCAL) {
            return Err(("yaku.local", format!("'{id}' is not a local yaku id (docs/API.md lists them)")));
        }
        if let Some(id) = outside(&y.double_yakuman, &yaku::DOUBLE_ELIGIBLE) {
            return Err(("yaku.double_yakuman", format!("'{id}' is not a standard yakuman that may be double")));
        }
        if let Some(id) = outside(&self.pao.yakuman, &yaku::PAO_ELIGIBLE) {
            return Err(("pao.yakuman", format!("'{id}' is not a yakuman a call can complete")));
        }
        // The same set of ids, each once in `local` (the map's keys are unique), compared without sorting.
        let local = &y.local;
        let distinct = local.iter().enumerate().all(|(i, id)| !local[..i].contains(id));
        if !distinct || local.len() != y.local_values.len() || !local.iter().all(|id| y.local_values.contains_key(id)) {
            return Err(("yaku.local_values", "must value exactly the ids in yaku.local, each once".into()));
        }
        let values = y.local_values.values().chain(y.chiitoi_quad_bonus.iter());
        for v in values {
            let (n, (lo, hi)) = match *v {
                YakuValue::Han(n) | YakuValue::ClosedHan(n) => (n, YakuValue::HAN),
                YakuValue::Yakuman(n) => (n, YakuValue::YAKUMAN),
            };
            if !(lo..=hi).contains(&n) {
                let (h, y) = (YakuValue::HAN, YakuValue::YAKUMAN);
                let ranges = format!("han {}..{}, yakuman {}..{}", h.0, h.1, y.0, y.1);
                return Err(("yaku.local_values", format!("{} is out of range ({ranges})", v.text())));
            }
        }
        let kansai = y.chiitoi_duplicates == ChiitoiDuplicates::Kansai;
        if kansai == y.chiitoi_quad_bonus.is_empty() || y.chiitoi_quad_bonus.len() > 3 {
            return Err(("yaku.chiitoi_quad_bonus", "1 to 3 entries with kansai chiitoitsu, none otherwise".into()));
        }
        Ok(())
    }

    fn check_score(&self) -> Step {
        let s = &self.score;
        let players = self.game.players as i32;
        if s.noten_pool % lcm_up_to(players - 1) != 0 {
            return Err((
                "score.noten_pool",
                format!("{} must split evenly among 1..{} players", s.noten_pool, players - 1),
            ));
        }
        if s.tsumo_loss && players != 3 {
            return Err(("score.tsumo_loss", "only a 3-player game has a missing share".into()));
        }

        match (s.scheme, &s.points) {
            (ScoringScheme::HanFu, None) => {}
            (ScoringScheme::ToutenkouPoints, Some(_)) => {
                if s.honba_ron != 0 || s.honba_tsumo_each != 0 || s.kiriage || s.nagashi != Nagashi::None {
                    return Err((
                        "score.scheme",
                        "toutenkou_points counts honba in score.points: honba_ron/tsumo 0, no kiriage, no nagashi"
                            .into(),
                    ));
                }
            }
            _ => return Err(("score.points", "present exactly when score.scheme is toutenkou_points".into())),
        }
        let uma_needed = s.settlement == Settlement::UmaOka;
        if s.uma.len() != self.game.players as usize && (uma_needed || !s.uma.is_empty()) {
            return Err(("score.uma", format!("needs {players} entries (or none without uma_oka settlement)")));
        }
        if s.uma.iter().sum::<i32>() != 0 {
            return Err(("score.uma", format!("{} must sum to 0", int_list(&s.uma))));
        }
        if s.uma.windows(2).any(|w| w[0] < w[1]) {
            return Err(("score.uma", format!("{} must not increase with rank", int_list(&s.uma))));
        }
        // The message says the oka that works, or, when there is none, which fields make it.
        let oka = players * (self.game.return_points - self.game.start_points);
        if oka % 1000 != 0 {
            return Err((
                "score.oka",
                format!(
                    "game.players × (game.return_points − game.start_points) is {oka}, not a whole number of thousands: \
                     change game.start_points or game.return_points"
                ),
            ));
        }
        if s.oka * 1000 != oka {
            return Err((
                "score.oka",
                format!(
                    "must be {} (game.players × (game.return_points − game.start_points) / 1000), not {}",
                    oka / 1000,
                    s.oka
                ),
            ));
        }
        if s.placement_only && s.settlement != Settlement::Chips {
            return Err(("score.placement_only", "only a chips settlement can ignore raw points".into()));
        }
        Ok(())
    }

    fn check_chips_and_penalty(&self) -> Step {
        match (&self.chips, self.score.settlement == Settlement::Chips) {
            (None, false) => {}
            (Some(c), true) => {
                if c.placement.len() != self.game.players as usize || c.placement.iter().sum::<i32>() != 0 {
                    return Err((
                        "chips.placement",
                        format!("{}: one entry per rank, summing to 0", int_list(&c.placement)),
                    ));
                }
            }
            _ => return Err(("chips", "present exactly when score.settlement is chips".into())),
        }
        let p = &self.penalty;
        let each_ok = match p.chombo {
            Chombo::PayAll => p.chombo_each > 0,
            Chombo::None | Chombo::ManganTsumo => p.chombo_each == 0,
        };
        if !each_ok {
            return Err(("penalty.chombo_each", "positive for pay_all, 0 otherwise".into()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lcm_of_payer_counts() {
        assert_eq!(lcm_up_to(3), 6);
        assert_eq!(lcm_up_to(2), 2);
        assert_eq!(lcm_up_to(1), 1);
    }

    #[test]
    fn hand_labels_parse() {
        assert_eq!(parse_hand_label("W4"), Some((Wind::W, 4)));
        assert_eq!(parse_hand_label("X1"), None);
        assert_eq!(parse_hand_label("S"), None);
    }
}
