#!/usr/bin/env python3
"""Converts RiichiEnv's four-player agari fixtures (riichienv-core/benches/data/agari_4p.json) into score
requests. The expectations are han, fu and the yaku ids only (RiichiEnv models Mahjong Soul rules and gives
no points), so the records carry `yakuIds`, `han`, `fu` and `yakuman`.

Usage: riichienv_agari.py AGARI_4P_JSON OUT_JSONL
"""

import collections
import json
import sys

import common
from common import ConversionError, format_tiles, tile_from_136, wind

# Mahjong Soul fan ids (RiichiEnv riichienv-core/src/yaku.rs) -> our ids; 31-34 are dora counts.
MAHJONG_SOUL_YAKU = {
    1: "menzen-tsumo", 2: "riichi", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
    7: "yakuhai-haku", 8: "yakuhai-hatsu", 9: "yakuhai-chun", 10: "seat-wind", 11: "round-wind",
    12: "tanyao", 13: "iipeikou", 14: "pinfu", 15: "chanta", 16: "ittsu", 17: "sanshoku", 18: "double-riichi",
    19: "sanshoku-doukou", 20: "sankantsu", 21: "toitoi", 22: "sanankou", 23: "shousangen", 24: "honroutou",
    25: "chiitoitsu", 26: "junchan", 27: "honitsu", 28: "ryanpeikou", 29: "chinitsu", 30: "ippatsu",
    35: "tenhou", 36: "chiihou", 37: "daisangen", 38: "suuankou", 39: "tsuuiisou", 40: "ryuuiisou",
    41: "chinroutou", 42: "kokushi", 43: "shousuushii", 44: "suukantsu", 45: "chuuren", 47: "junsei-chuuren",
    48: "suuankou-tanki", 49: "kokushi-13", 50: "daisuushii",
}
DORA_FAN_IDS = {31, 32, 33, 34}
# Mahjong Soul counts these 2x; Tenhou 1x. Their han (26) cannot be compared with Tenhou's.
DOUBLE_YAKUMAN_FAN_IDS = {47, 48, 49, 50}
YAKUMAN_HAN = 13


def convert(index, case):
    cond = case["conditions"]
    tiles = list(case["tiles_136"])
    melds = []
    for m in case["melds"]:
        meld = {"type": m["meld_type"], "tiles": format_tiles([tile_from_136(i, True) for i in m["tiles"]])}
        melds.append(meld)  # `from_who` is not a relative seat here; scoring does not need it.
    if len(tiles) == 14 - 3 * len(melds):
        # One fixture lists the winning tile among the concealed tiles as well.
        tiles.remove(case["win_tile_136"])
    seat = cond["player_wind"]
    request = {"ruleset": "tenhou", "hand": format_tiles([tile_from_136(i, True) for i in tiles])}
    if melds:
        request["melds"] = melds
    request["winTile"] = format_tiles([tile_from_136(case["win_tile_136"], True)])
    request["tsumo"] = cond["tsumo"]
    request["seatWind"] = wind(seat)
    request["roundWind"] = wind(cond["round_wind"])
    request["dora"] = format_tiles([tile_from_136(i, True) for i in case["dora_indicators"]])
    if case["ura_indicators"]:
        raise ConversionError("ura indicators were expected to be empty")
    for key in ("riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan"):
        if cond[key]:
            request[key] = True
    if cond["double_riichi"]:
        request["riichi"] = request["doubleRiichi"] = True
    if cond["tsumo_first_turn"]:
        request["tenhou" if seat == 0 else "chiihou"] = True
    request["honba"] = cond["honba"]

    exp = case["expected"]
    ids = sorted(MAHJONG_SOUL_YAKU[y] for y in exp["yaku"] if y not in DORA_FAN_IDS)
    yakuman_ids = [y for y in ids if y in common.YAKUMAN_IDS]
    expected = {"yakuIds": ids}
    if yakuman_ids:
        if exp["han"] != YAKUMAN_HAN * len(yakuman_ids):
            raise ConversionError(f"yakuman han {exp['han']} for {yakuman_ids}")
        expected.update(han=0, fu=0, yakuman=len(yakuman_ids))
    else:
        expected.update(han=exp["han"], fu=exp["fu"], yakuman=1 if exp["han"] >= YAKUMAN_HAN else 0)
    common.check_request(request, expected)
    return {"id": f"riichienv:agari_4p.json#{index}", "request": request, "expected": expected}


def main(src, dst):
    cases = json.load(open(src, encoding="utf-8"))["cases"]
    skipped, written = collections.Counter(), 0
    with open(dst, "w", encoding="utf-8") as f:
        for index, case in enumerate(cases):
            if set(case["expected"]["yaku"]) & DOUBLE_YAKUMAN_FAN_IDS:
                skipped["riichienv: double yakuman pattern (Mahjong Soul 2x, Tenhou 1x)"] += 1
                continue
            if case["conditions"]["num_players"] != 4:
                skipped["riichienv: not a four-player case"] += 1
                continue
            f.write(common.dump(convert(index, case)) + "\n")
            written += 1
    print(f"read {len(cases)} cases; wrote {written} to {dst}")
    for rule, n in sorted(skipped.items()):
        print(f"skipped {n}: {rule}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
