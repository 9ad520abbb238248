#!/usr/bin/env python3
"""Converts majiang-core's 10,000 scored hands (test/data/hule.json) into score requests with majiang-core's
result as the expectation.

Usage: majiang_hule.py HULE_JSON OUT_JSONL

majiang notation: `m123p406s789z1234567` (suit letter first, `0` = red five); melds follow the concealed part
after commas, with `-` `=` `+` after the called tile for left / across / right (`m34-0` chi, `z111+` pon,
`z1111=` daiminkan, `z111-1` kakan, `z1111` ankan). For a tsumo the concealed part holds 14 tiles and the last
one written is the drawn tile.
"""

import collections
import json
import sys

import common
from common import ConversionError, format_tiles, wind

DIRECTION = {"-": "left", "=": "across", "+": "right"}
# Seat of the discarder relative to the winner, by direction mark (left = the previous seat in turn order).
DIRECTION_OFFSET = {"+": 1, "=": 2, "-": 3}

MAJIANG_YAKU = {
    "門前清自摸和": "menzen-tsumo", "立直": "riichi", "ダブル立直": "double-riichi", "一発": "ippatsu",
    "槍槓": "chankan", "嶺上開花": "rinshan", "海底摸月": "haitei", "河底撈魚": "houtei", "平和": "pinfu",
    "断幺九": "tanyao", "一盃口": "iipeikou",
    "自風 東": "seat-wind", "自風 南": "seat-wind", "自風 西": "seat-wind", "自風 北": "seat-wind",
    "場風 東": "round-wind", "場風 南": "round-wind", "場風 西": "round-wind", "場風 北": "round-wind",
    "翻牌 白": "yakuhai-haku", "翻牌 發": "yakuhai-hatsu", "翻牌 中": "yakuhai-chun",
    "七対子": "chiitoitsu", "混全帯幺九": "chanta", "一気通貫": "ittsu", "三色同順": "sanshoku",
    "三色同刻": "sanshoku-doukou", "三槓子": "sankantsu", "対々和": "toitoi", "三暗刻": "sanankou",
    "小三元": "shousangen", "混老頭": "honroutou", "二盃口": "ryanpeikou", "純全帯幺九": "junchan",
    "混一色": "honitsu", "清一色": "chinitsu",
    "天和": "tenhou", "地和": "chiihou", "大三元": "daisangen", "四暗刻": "suuankou", "四暗刻単騎": "suuankou-tanki",
    "字一色": "tsuuiisou", "緑一色": "ryuuiisou", "清老頭": "chinroutou", "九蓮宝燈": "chuuren",
    "純正九蓮宝燈": "junsei-chuuren", "国士無双": "kokushi", "国士無双十三面": "kokushi-13", "大四喜": "daisuushii",
    "小四喜": "shousuushii", "四槓子": "suukantsu",
}
DORA_NAMES = {"ドラ": "dora", "赤ドラ": "red", "裏ドラ": "ura"}


def tile(suit, digit):
    """A majiang suit letter and digit as (kind, red)."""
    base = "mpsz".index(suit) * 9
    if suit == "z":
        if not 1 <= digit <= 7:
            raise ConversionError(f"bad honour z{digit}")
        return (27 + digit - 1, False)
    return (base + (4 if digit == 0 else digit - 1), digit == 0)


def parse_concealed(text):
    tiles, suit = [], None
    for ch in text:
        if ch in "mpsz":
            suit = ch
        elif ch.isdigit() and suit:
            tiles.append(tile(suit, int(ch)))
        else:
            raise ConversionError(f"unexpected {ch!r} in {text}")
    return tiles


def parse_meld(text):
    """A majiang meld string as a request meld."""
    suit, body = text[0], text[1:]
    digits = [int(ch) for ch in body if ch.isdigit()]
    marks = [(i, ch) for i, ch in enumerate(body) if ch in DIRECTION]
    tiles = [tile(suit, d) for d in digits]
    if len(marks) > 1:
        raise ConversionError(f"meld {text} has two direction marks")
    if len(digits) == 3:
        kinds = {k for k, _ in tiles}
        kind = "pon" if len(kinds) == 1 else "chi"
    elif len(digits) == 4:
        if not marks:
            kind = "ankan"
        elif marks[0][0] == len(body) - 1:
            kind = "daiminkan"
        else:
            kind = "kakan"
    else:
        raise ConversionError(f"meld {text} has {len(digits)} tiles")
    meld = {"type": kind, "tiles": format_tiles(tiles)}
    if marks:
        meld["from"] = DIRECTION[marks[0][1]]
    elif kind != "ankan":
        raise ConversionError(f"open meld {text} without a direction")
    return meld


def is_double_yakuman(out):
    """majiang-core scores four special waits as double yakuman; Tenhou counts them single."""
    return any(h["fanshu"] == "**" for h in out["hupai"])


def basic_of(expected):
    """Basic points of the expected han/fu by the points rule of docs/rulesets/tenhou.md (no kiriage), for the self-check only."""
    if expected["yakuman"]:
        return 8000 * expected["yakuman"]
    han, fu = expected["han"], expected["fu"]
    if han >= 13:
        return 8000
    for least, basic in ((11, 6000), (8, 4000), (6, 3000), (5, 2000)):
        if han >= least:
            return basic
    return min(2000, fu * 2 ** (han + 2))


def convert(index, case):
    inp, out = case["in"], case["out"]
    param = inp["param"]
    parts = inp["shoupai"].split(",")
    concealed = parse_concealed(parts[0])
    melds = [parse_meld(m) for m in parts[1:] if m]
    tsumo = "rongpai" not in inp
    if tsumo:
        win = concealed.pop()
    else:
        ron = inp["rongpai"]
        win = tile(ron[0], int(ron[1]))
        if len(ron) != 3 or ron[2] not in DIRECTION_OFFSET:
            raise ConversionError(f"rongpai {ron} has no direction")
    seat = param["menfeng"]
    flags = param.get("hupai", {})
    request = {"ruleset": "tenhou", "hand": format_tiles(concealed)}
    if melds:
        request["melds"] = melds
    request["winTile"] = format_tiles([win])
    request["tsumo"] = tsumo
    request["seatWind"] = wind(seat)
    request["roundWind"] = wind(param["zhuangfeng"])
    if not tsumo:
        request["discarder"] = wind(seat + DIRECTION_OFFSET[inp["rongpai"][2]])
    request["dora"] = "".join(format_tiles([tile(t[0], int(t[1]))]) for t in param["baopai"])
    riichi = flags.get("lizhi", 0)
    if riichi and param["fubaopai"]:
        request["ura"] = "".join(format_tiles([tile(t[0], int(t[1]))]) for t in param["fubaopai"])
    if riichi:
        request["riichi"] = True
    if riichi == 2:
        request["doubleRiichi"] = True
    for key, name in (("yifa", "ippatsu"), ("qianggang", "chankan"), ("lingshang", "rinshan")):
        if flags.get(key):
            request[name] = True
    if flags.get("haidi"):
        request["haitei" if flags["haidi"] == 1 else "houtei"] = True
    if flags.get("tianhu"):
        request["tenhou" if flags["tianhu"] == 1 else "chiihou"] = True
    sticks = param["jicun"]["lizhibang"]
    request["honba"] = param["jicun"]["changbang"]
    request["riichiSticks"] = sticks

    expected = {"yaku": []}
    counts = {"dora": 0, "red": 0, "ura": 0}
    for h in out["hupai"]:
        if h["name"] in DORA_NAMES:
            counts[DORA_NAMES[h["name"]]] += h["fanshu"]
        elif isinstance(h["fanshu"], str):
            expected["yaku"].append({"id": MAJIANG_YAKU[h["name"]], "han": 0, "yakuman": len(h["fanshu"])})
        else:
            expected["yaku"].append({"id": MAJIANG_YAKU[h["name"]], "han": h["fanshu"], "yakuman": 0})
    if out["damanguan"]:
        expected.update(han=0, fu=0, yakuman=out["damanguan"])
    else:
        # Kazoe: 13+ han count as one yakuman (docs/API.md: `yakuman` 1, han and fu the counted ones).
        expected.update(han=out["fanshu"], fu=out["fu"], yakuman=1 if out["fanshu"] >= 13 else 0, **counts)
    deltas = {wind(s): out["fenpei"][s] for s in range(4)}
    expected["total"] = deltas[wind(seat)] - 1000 * sticks
    expected["deltas"] = deltas
    common.check_request(request, expected)
    if expected["total"] != out["defen"] + 300 * request["honba"]:
        raise ConversionError(f"total {expected['total']} is not defen {out['defen']} + honba")
    value = common.hand_value(basic_of(expected), seat == 0, tsumo)
    if value != out["defen"]:
        raise ConversionError(f"defen {out['defen']} is not the value {value} of han/fu")
    return {"id": f"majiang-core:hule.json#{index}", "request": request, "expected": expected}


def main(src, dst):
    cases = json.load(open(src, encoding="utf-8"))
    skipped, written = collections.Counter(), 0
    with open(dst, "w", encoding="utf-8") as f:
        for index, case in enumerate(cases):
            if is_double_yakuman(case["out"]):
                skipped["majiang-core: double yakuman pattern (majiang 2x, Tenhou 1x)"] += 1
                continue
            f.write(common.dump(convert(index, case)) + "\n")
            written += 1
    print(f"read {len(cases)} cases; wrote {written} to {dst}")
    for rule, n in sorted(skipped.items()):
        print(f"skipped {n}: {rule}")
    if not skipped:
        print("skipped 0: majiang-core: double yakuman pattern (majiang 2x, Tenhou 1x)")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
