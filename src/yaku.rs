//! Yaku: the stable ids of `docs/API.md`, English names, han values, and detection on one reading of a hand.
//!
//! Values that differ between rulesets (kuitan, pinfu tsumo, double yakuman, disabled yaku, renhou, open riichi)
//! come from the [`Ruleset`] through [`YakuRules`], built once per request; detection itself is table-free code on
//! fixed arrays so it can run for every reading of every hand.

use crate::hand::{Shape, StandardReading, Wait};
use crate::rules::{OpenRiichi, Renhou, Ruleset, Wind, YakuValue};
use crate::tile::{is_honor, is_yaochuu, kinds_held, suit, Counts, Kind, CHUN, GREEN_KINDS, HAKU, HATSU};

/// Every yaku and yakuman the engine knows, in Tenhou's display order within each group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Yaku {
    MenzenTsumo,
    Riichi,
    OpenRiichi,
    Ippatsu,
    Chankan,
    Rinshan,
    Haitei,
    Houtei,
    Pinfu,
    Tanyao,
    Iipeikou,
    SeatWind,
    RoundWind,
    YakuhaiHaku,
    YakuhaiHatsu,
    YakuhaiChun,
    DoubleRiichi,
    Chiitoitsu,
    Chanta,
    Ittsu,
    Sanshoku,
    SanshokuDoukou,
    Sankantsu,
    Toitoi,
    Sanankou,
    Shousangen,
    Honroutou,
    Ryanpeikou,
    Junchan,
    Honitsu,
    Chinitsu,
    /// Speed Tonpuu's gold 5p (`gold-tile`, a local yaku valued in `yaku.local_values`).
    GoldTile,
    /// Kansai chiitoitsu's bonus for kinds held four times (`yaku.chiitoi_quad_bonus`): han or a yakuman.
    KansaiQuads,
    /// Local yaku valued in `yaku.local_values` (Speed Tonpuu's local yaku): three consecutive same-suit triplets,
    /// three wind triplets.
    Sanrenkou,
    Sanpuukou,
    /// Renhou as a limit value (rulesets where it is a mangan); as a yakuman it is [`Yaku::RenhouYakuman`].
    Renhou,
    Tenhou,
    Chiihou,
    RenhouYakuman,
    Daisangen,
    Suuankou,
    SuuankouTanki,
    Tsuuiisou,
    Ryuuiisou,
    Chinroutou,
    Chuuren,
    JunseiChuuren,
    Kokushi,
    Kokushi13,
    Daisuushii,
    Shousuushii,
    Suukantsu,
    /// Local yakuman (`yaku.local`): the chariot, big seven stars, eight dealer keeps.
    Daisharin,
    Daichisei,
    Paarenchan,
    /// Speed Tonpuu's local yakuman: four consecutive same-suit triplets, fourteen unconnected tiles with one
    /// pair / with none on the first draw, all seven coloured tiles, and the special suukantsu win.
    Suurenkou,
    Shiisanpuutaa,
    Shiisuupuutaa,
    AllStars,
    SuukantsuSpecial,
    KazoeYakuman,
}

/// Number of [`Yaku`] variants.
pub const YAKU_COUNT: usize = Yaku::KazoeYakuman as usize + 1;

impl Yaku {
    /// All variants in declaration order.
    pub const ALL: [Yaku; YAKU_COUNT] = {
        use Yaku::*;
        [
            MenzenTsumo,
            Riichi,
            OpenRiichi,
            Ippatsu,
            Chankan,
            Rinshan,
            Haitei,
            Houtei,
            Pinfu,
            Tanyao,
            Iipeikou,
            SeatWind,
            RoundWind,
            YakuhaiHaku,
            YakuhaiHatsu,
            YakuhaiChun,
            DoubleRiichi,
            Chiitoitsu,
            Chanta,
            Ittsu,
            Sanshoku,
            SanshokuDoukou,
            Sankantsu,
            Toitoi,
            Sanankou,
            Shousangen,
            Honroutou,
            Ryanpeikou,
            Junchan,
            Honitsu,
            Chinitsu,
            GoldTile,
            KansaiQuads,
            Sanrenkou,
            Sanpuukou,
            Renhou,
            Tenhou,
            Chiihou,
            RenhouYakuman,
            Daisangen,
            Suuankou,
            SuuankouTanki,
            Tsuuiisou,
            Ryuuiisou,
            Chinroutou,
            Chuuren,
            JunseiChuuren,
            Kokushi,
            Kokushi13,
            Daisuushii,
            Shousuushii,
            Suukantsu,
            Daisharin,
            Daichisei,
            Paarenchan,
            Suurenkou,
            Shiisanpuutaa,
            Shiisuupuutaa,
            AllStars,
            SuukantsuSpecial,
            KazoeYakuman,
        ]
    };

    /// The stable kebab-case id (`docs/API.md`, Yaku ids).
    pub fn id(self) -> &'static str {
        use Yaku::*;
        match self {
            MenzenTsumo => "menzen-tsumo",
            Riichi => "riichi",
            OpenRiichi => "open-riichi",
            Ippatsu => "ippatsu",
            Chankan => "chankan",
            Rinshan => "rinshan",
            Haitei => "haitei",
            Houtei => "houtei",
            Pinfu => "pinfu",
            Tanyao => "tanyao",
            Iipeikou => "iipeikou",
            SeatWind => "seat-wind",
            RoundWind => "round-wind",
            YakuhaiHaku => "yakuhai-haku",
            YakuhaiHatsu => "yakuhai-hatsu",
            YakuhaiChun => "yakuhai-chun",
            DoubleRiichi => "double-riichi",
            Chiitoitsu => "chiitoitsu",
            Chanta => "chanta",
            Ittsu => "ittsu",
            Sanshoku => "sanshoku",
            SanshokuDoukou => "sanshoku-doukou",
            Sankantsu => "sankantsu",
            Toitoi => "toitoi",
            Sanankou => "sanankou",
            Shousangen => "shousangen",
            Honroutou => "honroutou",
            Ryanpeikou => "ryanpeikou",
            Junchan => "junchan",
            Honitsu => "honitsu",
            Chinitsu => "chinitsu",
            GoldTile => "gold-tile",
            KansaiQuads => "kansai-quads",
            Sanrenkou => "sanrenkou",
            Sanpuukou => "sanpuukou",
            Renhou | RenhouYakuman => "renhou",
            Tenhou => "tenhou",
            Chiihou => "chiihou",
            Daisangen => "daisangen",
            Suuankou => "suuankou",
            SuuankouTanki => "suuankou-tanki",
            Tsuuiisou => "tsuuiisou",
            Ryuuiisou => "ryuuiisou",
            Chinroutou => "chinroutou",
            Chuuren => "chuuren",
            JunseiChuuren => "junsei-chuuren",
            Kokushi => "kokushi",
            Kokushi13 => "kokushi-13",
            Daisuushii => "daisuushii",
            Shousuushii => "shousuushii",
            Suukantsu => "suukantsu",
            Daisharin => "daisharin",
            Daichisei => "daichisei",
            Paarenchan => "paarenchan",
            Suurenkou => "suurenkou",
            Shiisanpuutaa => "shiisanpuutaa",
            Shiisuupuutaa => "shiisuupuutaa",
            AllStars => "all-stars",
            SuukantsuSpecial => "suukantsu-special",
            KazoeYakuman => "kazoe-yakuman",
        }
    }

    /// English name for people.
    pub fn name(self) -> &'static str {
        use Yaku::*;
        match self {
            MenzenTsumo => "Fully concealed self-draw",
            Riichi => "Riichi",
            OpenRiichi => "Open riichi",
            Ippatsu => "Ippatsu (one-shot)",
            Chankan => "Robbing a kan",
            Rinshan => "After a kan",
            Haitei => "Last tile self-draw",
            Houtei => "Last discard",
            Pinfu => "Pinfu (no-points hand)",
            Tanyao => "All simples",
            Iipeikou => "Pure double sequence",
            SeatWind => "Seat wind",
            RoundWind => "Round wind",
            YakuhaiHaku => "White dragon",
            YakuhaiHatsu => "Green dragon",
            YakuhaiChun => "Red dragon",
            DoubleRiichi => "Double riichi",
            Chiitoitsu => "Seven pairs",
            Chanta => "Half outside hand",
            Ittsu => "Pure straight",
            Sanshoku => "Mixed triple sequence",
            SanshokuDoukou => "Triple triplets",
            Sankantsu => "Three quads",
            Toitoi => "All triplets",
            Sanankou => "Three concealed triplets",
            Shousangen => "Little three dragons",
            Honroutou => "All terminals and honours",
            Ryanpeikou => "Twice pure double sequence",
            Junchan => "Fully outside hand",
            Honitsu => "Half flush",
            Chinitsu => "Full flush",
            GoldTile => "Gold tile",
            KansaiQuads => "Kansai seven pairs with quads",
            Sanrenkou => "Three consecutive triplets",
            Sanpuukou => "Three wind triplets",
            Renhou | RenhouYakuman => "Blessing of man",
            Tenhou => "Blessing of heaven",
            Chiihou => "Blessing of earth",
            Daisangen => "Big three dragons",
            Suuankou => "Four concealed triplets",
            SuuankouTanki => "Four concealed triplets, single wait",
            Tsuuiisou => "All honours",
            Ryuuiisou => "All green",
            Chinroutou => "All terminals",
            Chuuren => "Nine gates",
            JunseiChuuren => "True nine gates",
            Kokushi => "Thirteen orphans",
            Kokushi13 => "Thirteen orphans, 13-sided wait",
            Daisuushii => "Big four winds",
            Shousuushii => "Little four winds",
            Suukantsu => "Four quads",
            Daisharin => "The chariot",
            Daichisei => "Big seven stars",
            Paarenchan => "Eight dealer keeps",
            Suurenkou => "Four consecutive triplets",
            Shiisanpuutaa => "Thirteen unconnected tiles and a pair",
            Shiisuupuutaa => "Fourteen unconnected tiles",
            AllStars => "Ultimate all-stars",
            SuukantsuSpecial => "Four quads, special win",
            KazoeYakuman => "Counted yakuman",
        }
    }

    /// Whether this is a yakuman (a multiple of the limit, not han).
    pub fn is_yakuman(self) -> bool {
        self >= Yaku::Tenhou && self != Yaku::KazoeYakuman
    }

    /// Han with a closed hand and with an open one (0 = closed only). Yakuman return (0, 0).
    pub fn han(self) -> (u8, u8) {
        use Yaku::*;
        match self {
            MenzenTsumo | Riichi | Ippatsu | Pinfu | Iipeikou => (1, 0),
            Chankan | Rinshan | Haitei | Houtei | Tanyao | SeatWind | RoundWind | YakuhaiHaku | YakuhaiHatsu
            | YakuhaiChun => (1, 1),
            OpenRiichi | DoubleRiichi | Chiitoitsu => (2, 0),
            Chanta | Ittsu | Sanshoku => (2, 1),
            SanshokuDoukou | Sankantsu | Toitoi | Sanankou | Shousangen | Honroutou => (2, 2),
            Ryanpeikou => (3, 0),
            Junchan | Honitsu => (3, 2),
            Chinitsu => (6, 5),
            Renhou => (5, 0),
            _ => (0, 0),
        }
    }

    /// The variant with this id (the yakuman form of `renhou`).
    pub fn from_id(id: &str) -> Option<Yaku> {
        Yaku::ALL.iter().copied().find(|y| y.id() == id && *y != Yaku::Renhou)
    }
}

/// Yakuman that a call can complete, so that a liable (pao) player exists: the only yaku `pao.yakuman` may name
/// (`docs/RULESET.md`, `pao`), in the order liability is checked and listed.
pub const PAO_ELIGIBLE: [Yaku; 6] =
    [Yaku::Daisangen, Yaku::Daisuushii, Yaku::Tsuuiisou, Yaku::Chinroutou, Yaku::Ryuuiisou, Yaku::Suukantsu];

/// Whether `id` names a yakuman of [`PAO_ELIGIBLE`].
pub fn is_pao_eligible(id: &str) -> bool {
    Yaku::from_id(id).is_some_and(|y| PAO_ELIGIBLE.contains(&y))
}

/// Bit set over [`Yaku`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct YakuMask(u64);

impl YakuMask {
    /// The yaku a ruleset names by these ids (both forms of an id two variants share, as `renhou`); unknown ids
    /// name none. Where the ruleset's lists of yaku ids are read into the [`Yaku`] type.
    pub fn of_ids(ids: &[String]) -> YakuMask {
        let mut m = YakuMask::default();
        for id in ids {
            for y in Yaku::ALL {
                if y.id() == id {
                    m.insert(y);
                }
            }
        }
        m
    }

    #[inline]
    pub fn has(self, y: Yaku) -> bool {
        self.0 >> (y as u8) & 1 == 1
    }
    #[inline]
    pub fn insert(&mut self, y: Yaku) {
        self.0 |= 1 << (y as u8);
    }
}

/// What the ruleset says about yaku, resolved once per request.
#[derive(Clone, Debug)]
pub struct YakuRules {
    pub kuitan: bool,
    pub pinfu_tsumo: bool,
    pub ippatsu: bool,
    pub open_riichi: bool,
    pub renhou: Renhou,
    pub yakuman_stack: bool,
    /// Yakuman worth two.
    pub double: YakuMask,
    /// Yaku that never count.
    pub disabled: YakuMask,
    /// Kansai chiitoitsu: four of a kind counts as two pairs.
    pub chiitoi_quads: bool,
    /// Local yaku switched on (`yaku.local`) that the engine knows as variants of [`Yaku`].
    pub local: YakuMask,
    /// Han of the gold-tile yaku (0 = off).
    pub gold_tile_han: u8,
    /// Han of the local ordinary yaku (sanrenkou, sanpuukou) from `yaku.local_values`: (closed, open).
    pub local_han: [(u8, u8); YAKU_COUNT],
    /// Kansai chiitoitsu bonus by the number of kinds held four times (index 0 = one such kind).
    pub chiitoi_quad_bonus: Vec<YakuValue>,
    /// The yakuman with liability (`pao.yakuman`).
    pub pao: YakuMask,
}

impl YakuRules {
    pub fn from_ruleset(r: &Ruleset) -> YakuRules {
        let mask = YakuMask::of_ids;
        let mut local = YakuMask::default();
        let mut double = mask(&r.yaku.double_yakuman);
        let mut local_han = [(0, 0); YAKU_COUNT];
        for y in [Yaku::Sanrenkou, Yaku::Sanpuukou] {
            match r.local_value(y.id()) {
                Some(YakuValue::Han(h)) => local_han[y as usize] = (h, h),
                Some(YakuValue::ClosedHan(h)) => local_han[y as usize] = (h, 0),
                _ => continue,
            }
            local.insert(y);
        }
        for y in [
            Yaku::Daisharin,
            Yaku::Daichisei,
            Yaku::Paarenchan,
            Yaku::Suurenkou,
            Yaku::Shiisanpuutaa,
            Yaku::Shiisuupuutaa,
            Yaku::AllStars,
            Yaku::SuukantsuSpecial,
        ] {
            if r.has_local(y.id()) {
                local.insert(y);
            }
            // A local yakuman valued at 2 in `yaku.local_values` (McGill's daichisei) is a double.
            if r.is_double_yakuman(y.id()) {
                double.insert(y);
            }
        }
        let gold_tile_han = match r.local_value(Yaku::GoldTile.id()) {
            Some(YakuValue::Han(h)) | Some(YakuValue::ClosedHan(h)) => h,
            _ => 0,
        };
        YakuRules {
            local,
            gold_tile_han,
            local_han,
            chiitoi_quad_bonus: r.yaku.chiitoi_quad_bonus.clone(),
            kuitan: r.yaku.kuitan,
            pinfu_tsumo: r.yaku.pinfu_tsumo,
            ippatsu: r.riichi.ippatsu,
            open_riichi: r.riichi.open_riichi != OpenRiichi::None,
            renhou: r.yaku.renhou,
            yakuman_stack: r.yaku.yakuman_stack,
            double,
            disabled: mask(&r.yaku.disabled),
            pao: mask(&r.pao.yakuman),
            chiitoi_quads: r.yaku.chiitoi_duplicates == crate::rules::ChiitoiDuplicates::Kansai,
        }
    }
}

/// The situation of a win: everything besides the tiles that yaku depend on.
#[derive(Clone, Copy, Debug, Default)]
pub struct Situation {
    pub tsumo: bool,
    /// No called meld (ankan allowed).
    pub menzen: bool,
    pub riichi: bool,
    pub double_riichi: bool,
    pub open_riichi: bool,
    pub ippatsu: bool,
    pub haitei: bool,
    pub houtei: bool,
    pub rinshan: bool,
    pub chankan: bool,
    pub tenhou: bool,
    pub chiihou: bool,
    pub renhou: bool,
    /// The winning hand holds the gold tile (Speed Tonpuu's `5Gp`).
    pub gold_tile: bool,
    /// The winning hand holds every red, blue and gold tile of the set (Speed Tonpuu's ultimate all-stars).
    pub all_stars: bool,
    /// The dealer's 8th win in a row (paarenchan, a local yakuman that still needs a yaku).
    pub paarenchan: bool,
    /// The seat wind's kind.
    pub seat_wind: Kind,
    /// Bit k set when kind 27+k counts as round wind (the round's wind plus the ruleset's extra ones).
    pub round_winds: u8,
}

impl Situation {
    /// Whether `kind` counts as a round wind.
    #[inline]
    pub fn is_round_wind(&self, kind: Kind) -> bool {
        (27..31).contains(&kind) && self.round_winds >> (kind - 27) & 1 == 1
    }
    /// Whether a pair of `kind` is a value pair (dragon, seat or round wind): no pinfu, pair fu.
    #[inline]
    pub fn is_value_pair(&self, kind: Kind) -> bool {
        kind >= HAKU || kind == self.seat_wind || self.is_round_wind(kind)
    }
    /// Round-wind bits for `round` plus `extra`.
    pub fn round_wind_bits(round: Wind, extra: &[Wind]) -> u8 {
        let mut bits = 1 << round.index();
        for w in extra {
            bits |= 1 << w.index();
        }
        bits
    }
}

/// Yaku found for one reading: each with its han (ordinary yaku) or yakuman multiple.
#[derive(Clone, Copy, Debug)]
pub struct YakuList {
    items: [(Yaku, u8); 24],
    len: u8,
    /// True when the entries are yakuman (the values are multiples).
    pub yakuman: bool,
}

impl Default for YakuList {
    fn default() -> Self {
        YakuList { items: [(Yaku::Riichi, 0); 24], len: 0, yakuman: false }
    }
}

impl YakuList {
    #[inline]
    fn push(&mut self, y: Yaku, v: u8) {
        self.items[self.len as usize] = (y, v);
        self.len += 1;
    }
    #[inline(always)]
    pub fn iter(&self) -> impl Iterator<Item = (Yaku, u8)> + '_ {
        self.items[..self.len as usize].iter().copied()
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Sum of han (ordinary) or of yakuman multiples (yakuman).
    #[inline(always)]
    pub fn total(&self) -> u32 {
        self.iter().map(|(_, v)| v as u32).sum()
    }
    #[inline]
    pub fn has(&self, y: Yaku) -> bool {
        self.iter().any(|(x, _)| x == y)
    }
    /// A list of one yakuman worth `n`.
    pub fn single_yakuman(y: Yaku, n: u8) -> YakuList {
        let mut l = YakuList { yakuman: true, ..Default::default() };
        l.push(y, n);
        l
    }
}

/// Collects ordinary yaku and yakuman for one reading, applying the ruleset's switches.
struct Collector<'a> {
    rules: &'a YakuRules,
    menzen: bool,
    han: YakuList,
    yakuman: YakuList,
}

impl<'a> Collector<'a> {
    fn new(rules: &'a YakuRules, menzen: bool) -> Self {
        Collector { rules, menzen, han: YakuList::default(), yakuman: YakuList { yakuman: true, ..Default::default() } }
    }
    /// Adds an ordinary yaku at its closed or open value (closed-only yaku are skipped on an open hand).
    #[inline(always)]
    fn yaku(&mut self, y: Yaku) {
        self.yaku_times(y, 1);
    }
    fn yaku_times(&mut self, y: Yaku, times: u8) {
        if self.rules.disabled.has(y) {
            return;
        }
        let (closed, open) = y.han();
        let han = if self.menzen { closed } else { open };
        if han > 0 {
            self.han.push(y, han * times);
        }
    }
    /// Adds a local ordinary yaku at its `yaku.local_values` han, if it is switched on.
    fn local(&mut self, y: Yaku) {
        let (closed, open) = self.rules.local_han[y as usize];
        let han = if self.menzen { closed } else { open };
        if self.rules.local.has(y) && han > 0 {
            self.yaku_han(y, han);
        }
    }
    /// Adds a local yakuman if it is switched on.
    fn local_yakuman(&mut self, y: Yaku) {
        if self.rules.local.has(y) {
            self.yakuman(y);
        }
    }
    fn yaku_han(&mut self, y: Yaku, han: u8) {
        if !self.rules.disabled.has(y) {
            self.han.push(y, han);
        }
    }
    fn yakuman(&mut self, y: Yaku) {
        if !self.rules.disabled.has(y) {
            self.yakuman.push(y, if self.rules.double.has(y) { 2 } else { 1 });
        }
    }
    /// Yakuman if any (stacked or the largest one), else the ordinary yaku.
    /// Takes `&mut self`, not `self`: moving the collector (two lists) into the call would be a 108-byte copy
    /// per reading in the wasm build (a memory.copy, which V8 runs as a call).
    fn finish(&mut self, s: &Situation) -> YakuList {
        // Paarenchan needs a legal win with some yaku of its own (`docs/rulesets/mcgill.md`, Limit hands).
        let has_yaku = !self.han.is_empty() || !self.yakuman.is_empty();
        if s.paarenchan && has_yaku && self.rules.local.has(Yaku::Paarenchan) {
            self.yakuman(Yaku::Paarenchan);
        }
        if self.yakuman.is_empty() {
            return self.han;
        }
        if !self.rules.yakuman_stack {
            let best = self.yakuman.iter().max_by_key(|&(_, v)| v).unwrap();
            self.yakuman = YakuList { yakuman: true, ..Default::default() };
            self.yakuman.push(best.0, best.1);
        }
        self.yakuman
    }

    /// Yaku of the situation that any hand shape can have.
    fn situational(&mut self, s: &Situation) {
        if s.tenhou {
            self.yakuman(Yaku::Tenhou);
        }
        if s.chiihou {
            self.yakuman(Yaku::Chiihou);
        }
        if s.renhou {
            match self.rules.renhou {
                Renhou::Yakuman => self.yakuman(Yaku::RenhouYakuman),
                Renhou::Mangan => self.yaku(Yaku::Renhou),
                Renhou::None => {}
            }
        }
        if s.open_riichi && self.rules.open_riichi {
            self.yaku_han(Yaku::OpenRiichi, if s.double_riichi { 3 } else { 2 });
        } else if s.double_riichi {
            self.yaku(Yaku::DoubleRiichi);
        } else if s.riichi {
            self.yaku(Yaku::Riichi);
        }
        if s.ippatsu && self.rules.ippatsu {
            self.yaku(Yaku::Ippatsu);
        }
        if s.tsumo && s.menzen {
            self.yaku(Yaku::MenzenTsumo);
        }
        if s.haitei {
            self.yaku(Yaku::Haitei);
        }
        if s.houtei {
            self.yaku(Yaku::Houtei);
        }
        if s.rinshan {
            self.yaku(Yaku::Rinshan);
        }
        if s.chankan {
            self.yaku(Yaku::Chankan);
        }
        if s.gold_tile && self.rules.gold_tile_han > 0 {
            self.yaku_han(Yaku::GoldTile, self.rules.gold_tile_han);
        }
        if s.all_stars {
            self.local_yakuman(Yaku::AllStars);
        }
    }

    /// Local yakuman that are one exact closed shape: the chariot, `22334455667788p` (`docs/RULESET.md` Q-M9).
    fn local_shapes(&mut self, facts: &HandFacts) {
        if self.menzen && self.rules.local.has(Yaku::Daisharin) {
            let pinzu = &facts.all[9..18];
            let others: u32 =
                facts.all.iter().map(|&n| n as u32).sum::<u32>() - pinzu.iter().map(|&n| n as u32).sum::<u32>();
            if others == 0 && pinzu == [0, 2, 2, 2, 2, 2, 2, 2, 0] {
                self.yakuman(Yaku::Daisharin);
            }
        }
    }

    /// Yaku that only look at which kinds the hand holds.
    fn by_tiles(&mut self, t: &TileFacts) {
        if t.only_honors {
            self.yakuman(Yaku::Tsuuiisou);
        }
        if t.only_terminals {
            self.yakuman(Yaku::Chinroutou);
        }
        if t.only_green {
            self.yakuman(Yaku::Ryuuiisou);
        }
        if t.only_simples && (self.menzen || self.rules.kuitan) {
            self.yaku(Yaku::Tanyao);
        }
        if t.only_yaochuu && !t.only_honors && !t.only_terminals {
            self.yaku(Yaku::Honroutou);
        }
        if t.suits == 1 {
            self.yaku(if t.honors { Yaku::Honitsu } else { Yaku::Chinitsu });
        }
    }
}

/// What the kinds in a hand say, whatever its reading: the inputs of the flush, simples and all-something yaku.
#[derive(Clone, Copy, Debug)]
pub struct TileFacts {
    only_simples: bool,
    only_yaochuu: bool,
    only_honors: bool,
    only_terminals: bool,
    only_green: bool,
    /// Number of suits (m, p, s) present.
    suits: u8,
    honors: bool,
}

impl TileFacts {
    fn new(all: &Counts) -> TileFacts {
        /// Bit sets over kinds.
        const SUITS: [u64; 3] = [0x1ff, 0x1ff << 9, 0x1ff << 18];
        const HONORS: u64 = 0x7f << 27;
        const TERMINALS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26;
        let present = kinds_held(all);
        let yaochuu = HONORS | TERMINALS;
        TileFacts {
            only_simples: present & yaochuu == 0,
            only_yaochuu: present & !yaochuu == 0,
            only_honors: present & !HONORS == 0,
            only_terminals: present & !TERMINALS == 0,
            only_green: present & !GREEN_KINDS == 0,
            suits: SUITS.iter().filter(|&&m| present & m != 0).count() as u8,
            honors: present & HONORS != 0,
        }
    }
}

/// Yaku of a seven-pairs hand.
pub fn chiitoitsu(facts: &HandFacts, s: &Situation, rules: &YakuRules) -> YakuList {
    let mut c = Collector::new(rules, true);
    c.situational(s);
    if facts.tiles.only_honors && rules.local.has(Yaku::Daichisei) {
        // Seven honour pairs: big seven stars replaces tsuuiisou (`docs/RULESET.md` Q-M10).
        c.yakuman(Yaku::Daichisei);
        return c.finish(s);
    }
    c.yaku(Yaku::Chiitoitsu);
    c.by_tiles(&facts.tiles);
    c.local_shapes(facts);
    // Kansai chiitoitsu: kinds held four times are two pairs each and earn the ruleset's bonus.
    let quads = facts.all.iter().filter(|&&n| n == 4).count();
    match quads.checked_sub(1).and_then(|i| rules.chiitoi_quad_bonus.get(i)) {
        Some(YakuValue::Han(h)) | Some(YakuValue::ClosedHan(h)) => c.yaku_han(Yaku::KansaiQuads, *h),
        Some(YakuValue::Yakuman(n)) if !rules.disabled.has(Yaku::KansaiQuads) => c.yakuman.push(Yaku::KansaiQuads, *n),
        _ => {}
    }
    c.finish(s)
}

/// Yaku of a kokushi hand; `thirteen_wait` when the 13 tiles before the win were all different.
pub fn kokushi(thirteen_wait: bool, s: &Situation, rules: &YakuRules) -> YakuList {
    let mut c = Collector::new(rules, true);
    c.situational(s);
    c.yakuman(if thirteen_wait { Yaku::Kokushi13 } else { Yaku::Kokushi });
    c.finish(s)
}

/// Facts about the hand that hold for every reading, computed once per request.
#[derive(Clone, Copy, Debug)]
pub struct HandFacts {
    /// Every tile of the hand, melds and winning tile included.
    pub all: Counts,
    pub tiles: TileFacts,
    /// Nine gates, and whether the 13 tiles before the win were the pure 1112345678999 shape.
    pub chuuren: Option<bool>,
}

impl HandFacts {
    /// `concealed` = the 14 concealed tiles incl. the winning tile, `no_melds` = not even an ankan.
    pub fn new(all: Counts, concealed: &Counts, win: Kind, no_melds: bool) -> HandFacts {
        HandFacts { all, tiles: TileFacts::new(&all), chuuren: if no_melds { chuuren(concealed, win) } else { None } }
    }
}

/// Nine gates: one suit, 1112345678999 plus one more. `Some(true)` when the winning tile was the extra one
/// (the nine-sided wait).
fn chuuren(c: &Counts, win: Kind) -> Option<bool> {
    let s = (0..3).find(|&s| c[s * 9] > 0)?;
    let base = s * 9;
    let total: u8 = c.iter().sum();
    let in_suit: u8 = c[base..base + 9].iter().sum();
    if total != 14 || in_suit != 14 {
        return None;
    }
    const NEED: [u8; 9] = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    let mut extra = None;
    for i in 0..9 {
        match c[base + i].checked_sub(NEED[i])? {
            0 => {}
            1 => extra = Some(base + i),
            _ => return None,
        }
    }
    Some(extra? == win as usize)
}

/// Yaku of a standard reading (four sets and a pair).
pub fn standard(r: &StandardReading, facts: &HandFacts, s: &Situation, rules: &YakuRules) -> YakuList {
    let mut c = Collector::new(rules, s.menzen);
    c.situational(s);
    let sets = &r.sets;

    let mut sequences = [0u8; 4];
    let mut n_seq = 0;
    let mut n_trip = 0;
    let mut n_quad = 0;
    let mut n_concealed_trip = 0;
    // Bit n of trip_numbers[suit] = a triplet of number n; seq_starts[suit] = sequences starting at n.
    let mut trip_numbers = [0u16; 4];
    let mut seq_starts = [0u16; 3];
    let mut dragon_trips = 0;
    let mut wind_trips = 0;
    for set in sets {
        match set.shape {
            Shape::Sequence => {
                sequences[n_seq] = set.kind;
                n_seq += 1;
                seq_starts[suit(set.kind) as usize] |= 1 << (set.kind % 9);
            }
            Shape::Triplet | Shape::Quad => {
                n_trip += 1;
                if set.shape == Shape::Quad {
                    n_quad += 1;
                }
                if set.concealed {
                    n_concealed_trip += 1;
                }
                trip_numbers[suit(set.kind) as usize] |= 1 << (set.kind % 9);
                if set.kind >= HAKU {
                    dragon_trips += 1;
                } else if set.kind >= 27 {
                    wind_trips += 1;
                }
            }
        }
    }

    // Yakuman.
    if n_concealed_trip == 4 {
        c.yakuman(if r.wait == Wait::Tanki { Yaku::SuuankouTanki } else { Yaku::Suuankou });
    }
    if dragon_trips == 3 {
        c.yakuman(Yaku::Daisangen);
    }
    if wind_trips == 4 {
        c.yakuman(Yaku::Daisuushii);
    } else if wind_trips == 3 && (27..31).contains(&r.pair) {
        c.yakuman(Yaku::Shousuushii);
    }
    if n_quad == 4 {
        c.yakuman(Yaku::Suukantsu);
    }
    // Consecutive same-suit triplets: the longest run of triplet numbers in one suit.
    let run = trip_numbers[..3].iter().map(|&b| longest_run(b)).max().unwrap_or(0);
    if run >= 4 {
        c.local_yakuman(Yaku::Suurenkou);
    }
    if let Some(pure) = facts.chuuren {
        c.yakuman(if pure { Yaku::JunseiChuuren } else { Yaku::Chuuren });
    }
    c.local_shapes(facts);
    c.by_tiles(&facts.tiles);
    if !c.yakuman.is_empty() {
        return c.finish(s);
    }

    // Pinfu: four sequences, a pair of no value, a two-sided wait.
    if s.menzen && n_seq == 4 && r.wait == Wait::Ryanmen && !s.is_value_pair(r.pair) && (!s.tsumo || rules.pinfu_tsumo)
    {
        c.yaku(Yaku::Pinfu);
    }
    // Identical sequences (closed hands only): the pairs of equal sequences, each sequence in one pair at most
    // (a bit per starting kind, set by one sequence and cleared by its twin; no sort).
    if s.menzen && n_seq >= 2 {
        let mut unpaired = 0u32;
        let mut same = 0;
        for &k in &sequences[..n_seq] {
            let bit = 1 << k;
            same += (unpaired & bit != 0) as u32;
            unpaired ^= bit;
        }
        if same == 2 {
            c.yaku(Yaku::Ryanpeikou);
        } else if same == 1 {
            c.yaku(Yaku::Iipeikou);
        }
    }
    // Value triplets.
    for set in sets.iter().filter(|s| s.is_triplet_like()) {
        match set.kind {
            HAKU => c.yaku(Yaku::YakuhaiHaku),
            HATSU => c.yaku(Yaku::YakuhaiHatsu),
            CHUN => c.yaku(Yaku::YakuhaiChun),
            k if k >= 27 => {
                if k == s.seat_wind {
                    c.yaku(Yaku::SeatWind);
                }
                if s.is_round_wind(k) {
                    c.yaku(Yaku::RoundWind);
                }
            }
            _ => {}
        }
    }
    if seq_starts[0] & seq_starts[1] & seq_starts[2] != 0 {
        c.yaku(Yaku::Sanshoku);
    }
    if seq_starts.iter().any(|&b| b & 0b1001001 == 0b1001001) {
        c.yaku(Yaku::Ittsu);
    }
    // Outside hands need a sequence (without one they are honroutou or chinroutou).
    if n_seq > 0 && is_yaochuu(r.pair) && sets.iter().all(|s| s.has_yaochuu()) {
        let honors = is_honor(r.pair) || sets.iter().any(|s| is_honor(s.kind));
        c.yaku(if honors { Yaku::Chanta } else { Yaku::Junchan });
    }
    if n_trip == 4 {
        c.yaku(Yaku::Toitoi);
    }
    if n_concealed_trip == 3 {
        c.yaku(Yaku::Sanankou);
    }
    if trip_numbers[0] & trip_numbers[1] & trip_numbers[2] != 0 {
        c.yaku(Yaku::SanshokuDoukou);
    }
    if n_quad == 3 {
        c.yaku(Yaku::Sankantsu);
    }
    if dragon_trips == 2 && r.pair >= HAKU {
        c.yaku(Yaku::Shousangen);
    }
    if run == 3 {
        c.local(Yaku::Sanrenkou);
    }
    // Three wind triplets; with a wind pair or a fourth wind triplet the hand is a four-winds yakuman instead.
    if wind_trips == 3 {
        c.local(Yaku::Sanpuukou);
    }
    c.finish(s)
}

/// Length of the longest run of consecutive set bits (triplet numbers 0..9 of one suit).
fn longest_run(mut bits: u16) -> u32 {
    let mut n = 0;
    while bits != 0 {
        bits &= bits << 1;
        n += 1;
    }
    n
}

/// Yaku of fourteen unconnected tiles on the first draw (`hand::scattered_pairs`): shiisanpuutaa with one pair,
/// shiisuupuutaa without; other yakuman of the situation (all-stars) stack.
pub fn scattered(pairs: u8, s: &Situation, rules: &YakuRules) -> YakuList {
    let mut c = Collector::new(rules, true);
    if s.all_stars {
        c.local_yakuman(Yaku::AllStars);
    }
    c.local_yakuman(if pairs == 1 { Yaku::Shiisanpuutaa } else { Yaku::Shiisuupuutaa });
    if c.yakuman.is_empty() {
        return YakuList::default();
    }
    c.finish(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_round_trip() {
        for y in Yaku::ALL {
            let back = Yaku::from_id(y.id()).unwrap();
            assert!(back == y || (y == Yaku::Renhou && back == Yaku::RenhouYakuman));
        }
        assert_eq!(Yaku::from_id("nope"), None);
        assert!(Yaku::Kokushi13.is_yakuman() && !Yaku::Chinitsu.is_yakuman() && !Yaku::KazoeYakuman.is_yakuman());
    }

    #[test]
    fn ids_match_the_rules_list() {
        // Every yaku scored here is one the ruleset layer knows, and every standard id is scored here, except
        // nagashi mangan, which is a draw payment (no winning hand to score).
        use crate::rules::{LOCAL_YAKU_IDS, RULE_YAKU_IDS, STANDARD_YAKU_IDS};
        for y in Yaku::ALL {
            let known = [STANDARD_YAKU_IDS, LOCAL_YAKU_IDS, RULE_YAKU_IDS].iter().any(|l| l.contains(&y.id()));
            assert!(known, "{} missing from rules", y.id());
        }
        for id in crate::rules::STANDARD_YAKU_IDS.iter().filter(|&&id| id != "nagashi-mangan") {
            assert!(Yaku::from_id(id).is_some(), "{id} has no Yaku");
        }
    }

    #[test]
    fn chuuren_detects_pure_wait() {
        let c = crate::tile::counts(&crate::tile::parse_tiles("11123455678999m").unwrap());
        assert_eq!(chuuren(&c, 4), Some(true));
        assert_eq!(chuuren(&c, 0), Some(false));
        let c = crate::tile::counts(&crate::tile::parse_tiles("11123456789999p").unwrap());
        assert_eq!(chuuren(&c, 17), Some(true));
        let c = crate::tile::counts(&crate::tile::parse_tiles("11223456789999p").unwrap());
        assert_eq!(chuuren(&c, 17), None);
    }
}
