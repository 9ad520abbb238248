"""Helpers shared by the corpus converters: tile notation, yaku id maps, and the self-checks every converted
record must pass before it is written (so a converter bug shows up here, not as an engine disagreement).

Standard library only. Tiles are (kind, red) pairs: kind 0..33 in the engine's order (1-9m, 1-9p, 1-9s,
ESWN, haku hatsu chun), red = True for a red five.
"""

import json

WINDS = "ESWN"
SUITS = "mpsz"

# Our yaku ids (docs/API.md) for the yakuman; everything else is an ordinary yaku.
YAKUMAN_IDS = {
    "kokushi", "kokushi-13", "suuankou", "suuankou-tanki", "daisangen", "shousuushii", "daisuushii",
    "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren", "junsei-chuuren", "suukantsu", "tenhou", "chiihou",
    "renhou", "kazoe-yakuman",
}

# Tenhou mjlog yaku ids -> our ids. 52 dora, 53 ura, 54 red are counts, not yaku (handled apart).
TENHOU_YAKU = {
    0: "menzen-tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
    7: "pinfu", 8: "tanyao", 9: "iipeikou",
    10: "seat-wind", 11: "seat-wind", 12: "seat-wind", 13: "seat-wind",
    14: "round-wind", 15: "round-wind", 16: "round-wind", 17: "round-wind",
    18: "yakuhai-haku", 19: "yakuhai-hatsu", 20: "yakuhai-chun",
    21: "double-riichi", 22: "chiitoitsu", 23: "chanta", 24: "ittsu", 25: "sanshoku", 26: "sanshoku-doukou",
    27: "sankantsu", 28: "toitoi", 29: "sanankou", 30: "shousangen", 31: "honroutou", 32: "ryanpeikou",
    33: "junchan", 34: "honitsu", 35: "chinitsu",
    36: "renhou", 37: "tenhou", 38: "chiihou", 39: "daisangen", 40: "suuankou", 41: "suuankou-tanki",
    42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou", 45: "chuuren", 46: "junsei-chuuren", 47: "kokushi",
    48: "kokushi-13", 49: "daisuushii", 50: "shousuushii", 51: "suukantsu",
}
TENHOU_DORA, TENHOU_URA, TENHOU_RED = 52, 53, 54

LIMITS = ["", "mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
# Basic points of each limit (docs/rulesets/tenhou.md, Points).
LIMIT_BASIC = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "yakuman": 8000}


class ConversionError(Exception):
    """A record the converter cannot turn into a consistent request: a converter bug or a broken record."""


def tile_from_136(tile_id, aka):
    """A 136-id as (kind, red): ids 16, 52 and 88 are the red fives when the table plays with them."""
    return (tile_id // 4, aka and tile_id in (16, 52, 88))


def format_tiles(tiles):
    """Grouped MPSZ notation, sorted by kind with a red five after the plain fives: `123m4505p11z`."""
    out = []
    for suit in range(4):
        group = sorted((k, red) for k, red in tiles if k // 9 == suit)
        if not group:
            continue
        digits = "".join("0" if red else str(k - 27 + 1 if suit == 3 else k % 9 + 1) for k, red in group)
        out.append(digits + SUITS[suit])
    return "".join(out)


def parse_tiles(text):
    """Parses grouped MPSZ (digits then a suit letter) into (kind, red) pairs, for the self-checks."""
    tiles, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in SUITS:
            suit = SUITS.index(ch)
            for d in digits:
                if suit == 3:
                    if not 1 <= d <= 7:
                        raise ConversionError(f"bad honour digit {d} in {text}")
                    tiles.append((27 + d - 1, False))
                else:
                    tiles.append((suit * 9 + (4 if d == 0 else d - 1), d == 0))
            digits = []
        else:
            raise ConversionError(f"bad character {ch!r} in {text}")
    if digits:
        raise ConversionError(f"digits without a suit in {text}")
    return tiles


def wind(index):
    return WINDS[index % 4]


def _complete_sets(counts, sets_needed):
    """True when `counts` (34 ints) splits into exactly `sets_needed` sets plus one pair."""
    for pair in range(34):
        if counts[pair] >= 2:
            counts[pair] -= 2
            ok = _only_sets(counts, sets_needed)
            counts[pair] += 2
            if ok:
                return True
    return False


def _only_sets(counts, sets_needed):
    first = next((k for k in range(34) if counts[k]), None)
    if first is None:
        return sets_needed == 0
    if sets_needed == 0:
        return False
    if counts[first] >= 3:
        counts[first] -= 3
        ok = _only_sets(counts, sets_needed - 1)
        counts[first] += 3
        if ok:
            return True
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        for k in (first, first + 1, first + 2):
            counts[k] -= 1
        ok = _only_sets(counts, sets_needed - 1)
        for k in (first, first + 1, first + 2):
            counts[k] += 1
        return ok
    return False


def is_complete_hand(concealed_kinds, meld_count):
    """Whether concealed tiles (incl. the winning tile) complete a hand next to `meld_count` melds."""
    counts = [0] * 34
    for k in concealed_kinds:
        counts[k] += 1
    if len(concealed_kinds) != 14 - 3 * meld_count:
        return False
    if _complete_sets(counts, 4 - meld_count):
        return True
    if meld_count == 0:
        if sorted(counts) == [0] * 27 + [2] * 7:
            return True
        yaochuu = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
        if all(counts[k] >= 1 for k in yaochuu) and sum(counts[k] for k in yaochuu) == 14:
            return True
    return False


def check_meld(kind, tiles):
    """Raises unless the tiles form the meld type they claim."""
    kinds = sorted(k for k, _ in tiles)
    if kind == "chi":
        ok = len(kinds) == 3 and kinds[0] < 27 and kinds[0] // 9 == kinds[2] // 9 and kinds == list(
            range(kinds[0], kinds[0] + 3))
    elif kind == "pon":
        ok = len(kinds) == 3 and len(set(kinds)) == 1
    else:
        ok = len(kinds) == 4 and len(set(kinds)) == 1
    if not ok:
        raise ConversionError(f"{kind} with tiles {format_tiles(tiles)} is not a {kind}")


def ceil100(x):
    return (x + 99) // 100 * 100


def hand_value(basic, dealer, tsumo, players=4, tsumo_loss=False):
    """What the winner collects for a hand of `basic` points, honba and sticks excluded (docs/rulesets/tenhou.md, Points)."""
    if not tsumo:
        return ceil100(basic * (6 if dealer else 4))
    if dealer:
        return (players - 1) * ceil100(2 * basic)
    non_dealers = players - 2 if tsumo_loss else 2
    return ceil100(2 * basic) + non_dealers * ceil100(basic)


def basic_points(han, fu, limit):
    if limit:
        return LIMIT_BASIC[limit]
    return fu * 2 ** (han + 2)


def check_request(request, expected, players=4):
    """Self-checks on a converted record: notation, tile counts, complete hand, deltas, points.

    These test the converter, not an engine: the hand must be complete (a converter that drops a meld or
    mixes up the winning tile fails here), physical copies may not exceed the set, and the payments must add
    up the way docs/rulesets/tenhou.md (Points) says.
    """
    hand = parse_tiles(request["hand"])
    win = parse_tiles(request["winTile"])
    if len(win) != 1:
        raise ConversionError("winTile must be one tile")
    melds = request.get("melds", [])
    all_tiles = hand + win
    for meld in melds:
        tiles = parse_tiles(meld["tiles"])
        check_meld(meld["type"], tiles)
        all_tiles += tiles
    if not is_complete_hand([k for k, _ in hand + win], len(melds)):
        raise ConversionError(f"not a complete hand: {request['hand']} + {request['winTile']} with {melds}")
    physical = all_tiles + parse_tiles(request.get("dora", "")) + parse_tiles(request.get("ura", ""))
    physical += parse_tiles(request.get("nukidora", ""))
    for k in range(34):
        plain = sum(1 for kk, red in physical if kk == k and not red)
        reds = sum(1 for kk, red in physical if kk == k and red)
        if reds > 1 or plain + reds > 4 or (reds and plain > 3):
            raise ConversionError(f"too many copies of kind {k}")
    check_dora_counts(request, expected)
    deltas = expected.get("deltas")
    if deltas is not None:
        if sorted(deltas) != sorted(WINDS[:players]):
            raise ConversionError(f"deltas keys {sorted(deltas)}")
        sticks = 1000 * request.get("riichiSticks", 0)
        if sum(deltas.values()) != sticks:
            raise ConversionError(f"deltas {deltas} do not sum to the {sticks} of riichi sticks")
        if deltas[request.get("seatWind", "E")] != expected["total"] + sticks:
            raise ConversionError(f"winner delta is not total + sticks: {deltas} {expected['total']}")


def dora_after(kind):
    """The dora an indicator points to in the standard 4-player order (docs/rulesets/tenhou.md, Dora)."""
    if kind < 27:
        return kind // 9 * 9 + (kind % 9 + 1) % 9
    if kind < 31:
        return 27 + (kind - 27 + 1) % 4
    return 31 + (kind - 31 + 1) % 3


def check_dora_counts(request, expected):
    """For records that give dora/red/ura counts: recount them from the request's tiles and indicators.

    This catches a lost red five or a wrong indicator in conversion; it is plain counting, not scoring.
    """
    if "dora" not in expected or expected.get("yakuman") and expected.get("han") == 0:
        return
    tiles = parse_tiles(request["hand"]) + parse_tiles(request["winTile"])
    for meld in request.get("melds", []):
        tiles += parse_tiles(meld["tiles"])
    kinds = [k for k, _ in tiles]

    def count(indicators):
        return sum(kinds.count(dora_after(k)) for k, _ in parse_tiles(indicators))

    got = {"dora": count(request.get("dora", "")), "red": sum(1 for _, red in tiles if red),
           "ura": count(request.get("ura", "")) if request.get("riichi") else 0}
    want = {key: expected[key] for key in got}
    if got != want:
        raise ConversionError(f"dora counts {want} but the tiles give {got}")


def dump(record):
    """One compact JSON line."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
