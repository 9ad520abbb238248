//! Yaku: the stable ids of `docs/API.md`, English names, han values, and detection on one reading of a hand.
//!
//! Values that differ between rulesets (kuitan, pinfu tsumo, double yakuman, disabled yaku, renhou, open riichi)
//! come from the [`Ruleset`] through [`YakuRules`], built once per request; detection itself is table-free code on
//! fixed arrays so it can run for every reading of every hand.
//!
//! [`Yaku`] is the one identity of a yaku (one table of variant, id and name; serialized as its id, the TypeScript
//! `Yaku`): rulesets, liability and results name yaku by it, and a ruleset field draws from its groups
//! ([`STANDARD`], [`LOCAL`], [`DOUBLE_ELIGIBLE`], [`PAO_ELIGIBLE`]).

use crate::hand::{Shape, StandardReading, Wait};
use crate::rules::{OpenRiichi, Renhou, Ruleset, Wind, YakuValue};
use crate::tile::{is_honor, is_yaochuu, kinds_held, suit, Counts, Kind, CHUN, GREEN_KINDS, HAKU, HATSU};

/// Declares [`Yaku`] from one table of variant, id and name: the enum, [`Yaku::ALL`], [`Yaku::id`], [`Yaku::name`]
/// and, in the wasm build, its TypeScript type (the union of the ids).
macro_rules! yaku_table {
    ($($(#[doc = $doc:literal])* $variant:ident = $id:literal, $name:literal;)*) => {
        /// Every yaku and yakuman the engine knows, and the other ids a ruleset names yaku by, declared in Tenhou's
        /// display order within each group. Serialized as its id (`docs/API.md`, Yaku ids), and ordered by its id,
        /// so that a map keyed by yaku (`yaku.local_values`) is written in the order of its ids.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
        #[repr(u8)]
        pub enum Yaku {
            $($(#[doc = $doc])* #[cfg_attr(target_arch = "wasm32", serde(rename = $id))] $variant,)*
        }

        /// Number of [`Yaku`] variants.
        pub const YAKU_COUNT: usize = [$(Yaku::$variant),*].len();

        impl Yaku {
            /// All variants in declaration order.
            pub const ALL: [Yaku; YAKU_COUNT] = [$(Yaku::$variant),*];

            /// The stable kebab-case id (`docs/API.md`, Yaku ids).
            pub fn id(self) -> &'static str {
                match self {
                    $(Yaku::$variant => $id,)*
                }
            }

            /// English name for people.
            pub fn name(self) -> &'static str {
                match self {
                    $(Yaku::$variant => $name,)*
                }
            }
        }
    };
}

yaku_table! {
    MenzenTsumo = "menzen-tsumo", "Fully concealed self-draw";
    Riichi = "riichi", "Riichi";
    OpenRiichi = "open-riichi", "Open riichi";
    Ippatsu = "ippatsu", "Ippatsu (one-shot)";
    Chankan = "chankan", "Robbing a kan";
    Rinshan = "rinshan", "After a kan";
    Haitei = "haitei", "Last tile self-draw";
    Houtei = "houtei", "Last discard";
    Pinfu = "pinfu", "Pinfu (no-points hand)";
    Tanyao = "tanyao", "All simples";
    Iipeikou = "iipeikou", "Pure double sequence";
    SeatWind = "seat-wind", "Seat wind";
    RoundWind = "round-wind", "Round wind";
    YakuhaiHaku = "yakuhai-haku", "White dragon";
    YakuhaiHatsu = "yakuhai-hatsu", "Green dragon";
    YakuhaiChun = "yakuhai-chun", "Red dragon";
    DoubleRiichi = "double-riichi", "Double riichi";
    Chiitoitsu = "chiitoitsu", "Seven pairs";
    Chanta = "chanta", "Half outside hand";
    Ittsu = "ittsu", "Pure straight";
    Sanshoku = "sanshoku", "Mixed triple sequence";
    SanshokuDoukou = "sanshoku-doukou", "Triple triplets";
    Sankantsu = "sankantsu", "Three quads";
    Toitoi = "toitoi", "All triplets";
    Sanankou = "sanankou", "Three concealed triplets";
    Shousangen = "shousangen", "Little three dragons";
    Honroutou = "honroutou", "All terminals and honours";
    Ryanpeikou = "ryanpeikou", "Twice pure double sequence";
    Junchan = "junchan", "Fully outside hand";
    Honitsu = "honitsu", "Half flush";
    Chinitsu = "chinitsu", "Full flush";
    /// Speed Tonpuu's gold 5p (`gold-tile`, a local yaku valued in `yaku.local_values`).
    GoldTile = "gold-tile", "Gold tile";
    /// Kansai chiitoitsu's bonus for kinds held four times (`yaku.chiitoi_quad_bonus`): han or a yakuman.
    KansaiQuads = "kansai-quads", "Kansai seven pairs with quads";
    /// Local yaku valued in `yaku.local_values` (Speed Tonpuu's local yaku): three consecutive same-suit triplets,
    /// three wind triplets.
    Sanrenkou = "sanrenkou", "Three consecutive triplets";
    Sanpuukou = "sanpuukou", "Three wind triplets";
    /// Three identical sequences in one suit, four of them (McGill's local yaku that its ruleset leaves off; no
    /// reading detects them, so `yaku.local` naming them adds nothing).
    IishokuSanjun = "iishoku-sanjun", "Pure triple sequence";
    IishokuYonjun = "iishoku-yonjun", "Pure quadruple sequence";
    /// Nagashi mangan: not a hand's yaku but the exhaustive draw's payment (`score.nagashi`); named here so that a
    /// ruleset's lists name it by the same type.
    NagashiMangan = "nagashi-mangan", "Nagashi mangan";
    /// Renhou: a limit value (`yaku.renhou` = `mangan`, 5 han) or a yakuman (`yakuman`), by the ruleset.
    Renhou = "renhou", "Blessing of man";
    Tenhou = "tenhou", "Blessing of heaven";
    Chiihou = "chiihou", "Blessing of earth";
    Daisangen = "daisangen", "Big three dragons";
    Suuankou = "suuankou", "Four concealed triplets";
    SuuankouTanki = "suuankou-tanki", "Four concealed triplets, single wait";
    Tsuuiisou = "tsuuiisou", "All honours";
    Ryuuiisou = "ryuuiisou", "All green";
    Chinroutou = "chinroutou", "All terminals";
    Chuuren = "chuuren", "Nine gates";
    JunseiChuuren = "junsei-chuuren", "True nine gates";
    Kokushi = "kokushi", "Thirteen orphans";
    Kokushi13 = "kokushi-13", "Thirteen orphans, 13-sided wait";
    Daisuushii = "daisuushii", "Big four winds";
    Shousuushii = "shousuushii", "Little four winds";
    Suukantsu = "suukantsu", "Four quads";
    /// Local yakuman (`yaku.local`): the chariot, big seven stars, eight dealer keeps.
    Daisharin = "daisharin", "The chariot";
    Daichisei = "daichisei", "Big seven stars";
    Paarenchan = "paarenchan", "Eight dealer keeps";
    /// Speed Tonpuu's local yakuman: four consecutive same-suit triplets, fourteen unconnected tiles with one
    /// pair / with none on the first draw, all seven coloured tiles, and the special suukantsu win.
    Suurenkou = "suurenkou", "Four consecutive triplets";
    Shiisanpuutaa = "shiisanpuutaa", "Thirteen unconnected tiles and a pair";
    Shiisuupuutaa = "shiisuupuutaa", "Fourteen unconnected tiles";
    AllStars = "all-stars", "Ultimate all-stars";
    SuukantsuSpecial = "suukantsu-special", "Four quads, special win";
    KazoeYakuman = "kazoe-yakuman", "Counted yakuman";
}

impl Yaku {
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

    /// The variant with this id.
    pub fn from_id(id: &str) -> Option<Yaku> {
        Yaku::ALL.iter().copied().find(|y| y.id() == id)
    }
}

/// The standard yaku (`docs/API.md`, Yaku ids, in its order). Some are switched on by a rule field rather than
/// being always on: `open-riichi` (`riichi.open_riichi`), `renhou` (`yaku.renhou`), `nagashi-mangan`
/// (`score.nagashi`), `kazoe-yakuman` (`yaku.kazoe`). `yaku.disabled` may switch off any of them but the last two,
/// which only their own fields switch.
pub const STANDARD: [Yaku; 49] = {
    use Yaku::*;
    [
        Riichi,
        DoubleRiichi,
        OpenRiichi,
        Ippatsu,
        MenzenTsumo,
        Pinfu,
        Iipeikou,
        Tanyao,
        YakuhaiHaku,
        YakuhaiHatsu,
        YakuhaiChun,
        SeatWind,
        RoundWind,
        Haitei,
        Houtei,
        Rinshan,
        Chankan,
        Chiitoitsu,
        Sanshoku,
        Ittsu,
        Chanta,
        Toitoi,
        Sanankou,
        SanshokuDoukou,
        Sankantsu,
        Shousangen,
        Honroutou,
        Junchan,
        Ryanpeikou,
        Honitsu,
        Chinitsu,
        Kokushi,
        Kokushi13,
        Suuankou,
        SuuankouTanki,
        Daisangen,
        Shousuushii,
        Daisuushii,
        Tsuuiisou,
        Chinroutou,
        Ryuuiisou,
        Chuuren,
        JunseiChuuren,
        Suukantsu,
        Tenhou,
        Chiihou,
        Renhou,
        KazoeYakuman,
        NagashiMangan,
    ]
};

/// Standard yakuman that a ruleset may make worth two (`yaku.double_yakuman`). Kazoe is never more than one
/// (`docs/rulesets/tenhou.md`, Yaku) and renhou's value is `yaku.renhou`, so neither is here.
pub const DOUBLE_ELIGIBLE: [Yaku; 15] = {
    use Yaku::*;
    [
        Kokushi,
        Kokushi13,
        Suuankou,
        SuuankouTanki,
        Daisangen,
        Shousuushii,
        Daisuushii,
        Tsuuiisou,
        Chinroutou,
        Ryuuiisou,
        Chuuren,
        JunseiChuuren,
        Suukantsu,
        Tenhou,
        Chiihou,
    ]
};

/// Local yaku that `yaku.local` may switch on (valued in `yaku.local_values`), in the order `docs/API.md` lists
/// them: McGill's limit hands (`paarenchan`, `daisharin`, `daichisei`), Speed Tonpuu's local yaku (`gold-tile`,
/// `sanrenkou`, `sanpuukou`, `suurenkou`, `shiisanpuutaa`, `shiisuupuutaa`, `all-stars`, `suukantsu-special` = its
/// ★★ special suukantsu win); `docs/rulesets/*.md`. McGill's "OFF" list (`iishoku-sanjun`, `iishoku-yonjun`) is
/// known so that a ruleset may name them.
pub const LOCAL: [Yaku; 13] = {
    use Yaku::*;
    [
        Sanrenkou,
        Suurenkou,
        Sanpuukou,
        IishokuSanjun,
        IishokuYonjun,
        Shiisanpuutaa,
        Shiisuupuutaa,
        Daisharin,
        Daichisei,
        Paarenchan,
        GoldTile,
        AllStars,
        SuukantsuSpecial,
    ]
};

/// Yaku that a rule field (not `yaku.local`) switches on and values: `kansai-quads` is the quad bonus of Kansai
/// chiitoitsu (`yaku.chiitoi_duplicates` = `kansai`, values in `yaku.chiitoi_quad_bonus`).
pub const RULE_SWITCHED: [Yaku; 1] = [Yaku::KansaiQuads];

/// Yakuman that a call can complete, so that a liable (pao) player exists: the only yaku `pao.yakuman` may name
/// (`docs/RULESET.md`, `pao`), in the order liability is checked and listed.
pub const PAO_ELIGIBLE: [Yaku; 6] =
    [Yaku::Daisangen, Yaku::Daisuushii, Yaku::Tsuuiisou, Yaku::Chinroutou, Yaku::Ryuuiisou, Yaku::Suukantsu];

impl Ord for Yaku {
    fn cmp(&self, other: &Yaku) -> std::cmp::Ordering {
        self.id().cmp(other.id())
    }
}

impl PartialOrd for Yaku {
    fn partial_cmp(&self, other: &Yaku) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl serde::Serialize for Yaku {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for Yaku {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Yaku, D::Error> {
        read_id(d, "")
    }
}

/// Reads a yaku id; an unknown id's error starts with `field` (a ruleset field, or "" for none). Read as a `String`
/// first: that reader is in every build already, and this costs the score module no reader of its own.
pub(crate) fn read_id<'de, D: serde::Deserializer<'de>>(d: D, field: &str) -> Result<Yaku, D::Error> {
    let id = <String as serde::Deserialize>::deserialize(d)?;
    Yaku::from_id(&id).ok_or_else(|| {
        let sep = if field.is_empty() { "" } else { ": " };
        serde::de::Error::custom(format_args!("{field}{sep}'{id}' is not a yaku id"))
    })
}

/// Bit set over [`Yaku`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct YakuMask(u64);

impl YakuMask {
    /// The yaku of a ruleset's list.
    pub fn of(list: &[Yaku]) -> YakuMask {
        let mut m = YakuMask::default();
        for &y in list {
            m.insert(y);
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
        let mask = YakuMask::of;
        let mut local = YakuMask::default();
        let mut double = mask(&r.yaku.double_yakuman);
        let mut local_han = [(0, 0); YAKU_COUNT];
        for y in [Yaku::Sanrenkou, Yaku::Sanpuukou] {
            match r.local_value(y) {
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
            if r.has_local(y) {
                local.insert(y);
            }
            // A local yakuman valued at 2 in `yaku.local_values` (McGill's daichisei) is a double.
            if r.is_double_yakuman(y) {
                double.insert(y);
            }
        }
        let gold_tile_han = match r.local_value(Yaku::GoldTile) {
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
                Renhou::Yakuman => self.yakuman(Yaku::Renhou),
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
            assert_eq!(Yaku::from_id(y.id()), Some(y));
        }
        assert_eq!(Yaku::from_id("nope"), None);
    }

    #[test]
    fn every_yaku_is_in_exactly_one_group() {
        // Standard (`yaku.disabled`), local (`yaku.local`) or switched by a rule field: the groups a ruleset names
        // yaku by cover every variant, each once.
        for y in Yaku::ALL {
            let groups = [&STANDARD[..], &LOCAL[..], &RULE_SWITCHED[..]];
            let n: usize = groups.iter().map(|g| g.iter().filter(|&&x| x == y).count()).sum();
            assert_eq!(n, 1, "{} is in {n} groups", y.id());
        }
        assert!(DOUBLE_ELIGIBLE.iter().chain(&PAO_ELIGIBLE).all(|y| STANDARD.contains(y)));
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
