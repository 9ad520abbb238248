#!/usr/bin/env python3
"""Converts Tenhou's own scored wins (derived-tenhou-mjlog-agari/agari.jsonl.gz) into score requests with
Tenhou's result as the expectation.

Usage: tenhou_agari.py AGARI_JSONL_GZ OUT_4P_JSONL OUT_3P_JSONL

Records are kept or skipped by named rules (printed with counts at the end); a record that fails the
self-checks in common.py stops the run, because that is a converter bug or a broken record.
"""

import collections
import gzip
import json
import os
import sys

import common
from common import ConversionError, format_tiles, tile_from_136, wind

STANDARD_LOBBIES = {169, 225, 185, 161, 41}
# Source folders whose licence lets their data into the project (see tests/data/LICENSES.md).
LICENSED_SOURCES = {"agony5757-mahjong-paipuxmls", "mjx", "mjlog2json", "dnovikoff-tenhou", "mahjonglm"}

# Tenhou meld bits (mjlog `m` attribute).
CHI, PON, KAKAN, KITA = 0x4, 0x8, 0x10, 0x20
# The low two bits: the discarder's seat relative to the caller (1 = next in turn order = right).
FROM_RELATIVE = {1: "right", 2: "across", 3: "left"}


def decode_meld(m):
    """One mjlog meld code as (type, [136-ids], relative-from or None).

    Chi: bits 10+ hold (first tile's kind index among the 21 sequence starts) * 3 + called index; bits 3-8 hold
    the copy (0..3) of each of the three tiles. Pon/kakan: bits 9+ hold kind * 3 + called index, bits 5-6 the
    copy left out of the pon (the copy a kakan adds). Kita: bits 8+ hold the tile. Otherwise a kan: bits 8+
    hold one tile of the kind, the from-bits 0 mean ankan.
    """
    relative = m & 3
    if m & CHI:
        t = m >> 10
        t //= 3
        first = (t // 7) * 9 + t % 7
        copies = [(m >> 3) & 3, (m >> 5) & 3, (m >> 7) & 3]
        return "chi", [(first + i) * 4 + copies[i] for i in range(3)], relative
    if m & (PON | KAKAN):
        unused = (m >> 5) & 3
        kind = (m >> 9) // 3
        ids = [kind * 4 + c for c in range(4) if c != unused]
        if m & KAKAN:
            return "kakan", ids + [kind * 4 + unused], relative
        return "pon", ids, relative
    if m & KITA:
        return "kita", [m >> 8], None
    tile = m >> 8
    ids = [tile // 4 * 4 + c for c in range(4)]
    return ("ankan" if relative == 0 else "daiminkan"), ids, (relative or None)


def relative_from(who, relative, players):
    """Where a called tile came from. The offset is (discarder - caller) mod 4 in seat numbers, also at a
    3-player table (checked against the discard before each call in the source logs), so in sanma the discarder
    seat is recovered first: the next seat in turn order is the right, the other one the left."""
    if players == 4:
        return FROM_RELATIVE[relative]
    discarder = (who + relative) % 4
    if discarder >= players:
        raise ConversionError(f"offset {relative} from seat {who} names no seat at a 3-player table")
    return "right" if discarder == (who + 1) % players else "left"


def round_label(rec):
    return f"{'ESWN'[rec['round_wind']]}{rec['round_number']}-{rec['honba']}"


def record_id(rec):
    return f"tenhou:{os.path.basename(rec['source'])}:{round_label(rec)}:seat{rec['who']}"


def convert(rec, honba, sticks):
    """One AGARI record as {id, request, expected}; `honba` and `sticks` are what this winner collects."""
    players, aka = rec["players"], rec["rule_flags"]["aka"]
    dealer = rec["dealer"]

    def seat_wind(seat):
        return wind((seat - dealer) % players)

    hand_ids = list(rec["hand_136"])
    if rec["win_tile_136"] not in hand_ids:
        raise ConversionError("winning tile not in hai")
    hand_ids.remove(rec["win_tile_136"])
    melds, nuki, used = [], [], set(rec["hand_136"])
    for m in rec["melds_m"]:
        kind, ids, relative = decode_meld(m)
        if used & set(ids):
            raise ConversionError(f"meld {m} reuses a tile")
        used |= set(ids)
        if kind == "kita":
            nuki += ids
            continue
        meld = {"type": kind, "tiles": format_tiles([tile_from_136(i, aka) for i in ids])}
        if relative:
            meld["from"] = relative_from(rec["who"], relative, players)
        melds.append(meld)
    if used & set(rec["dora_indicators_136"] + rec["ura_indicators_136"]):
        raise ConversionError("an indicator is also in the hand")

    yaku_ids = [y for y, _ in rec["yaku"]] + rec["yakuman"]
    # A yakuman record lists no riichi, but ura indicators are shown exactly when the winner declared riichi.
    riichi = 1 in yaku_ids or 21 in yaku_ids or bool(rec["yakuman"] and rec["ura_indicators_136"])
    request = {"ruleset": "tenhou" if players == 4 else "tenhou-sanma",
               "hand": format_tiles([tile_from_136(i, aka) for i in hand_ids])}
    if melds:
        request["melds"] = melds
    request["winTile"] = format_tiles([tile_from_136(rec["win_tile_136"], aka)])
    request["tsumo"] = rec["tsumo"]
    request["seatWind"] = seat_wind(rec["who"])
    request["roundWind"] = wind(rec["round_wind"])
    if not rec["tsumo"]:
        request["discarder"] = seat_wind(rec["from_who"])
    if rec["pao_who"] is not None:
        request["pao"] = seat_wind(rec["pao_who"])
    request["dora"] = format_tiles([tile_from_136(i, aka) for i in rec["dora_indicators_136"]])
    if riichi and rec["ura_indicators_136"]:
        request["ura"] = format_tiles([tile_from_136(i, aka) for i in rec["ura_indicators_136"]])
    # Double riichi sets riichi too: both declare, ura and ippatsu follow from either.
    flags = {1: "riichi", 21: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
             37: "tenhou", 38: "chiihou"}
    if riichi:
        request["riichi"] = True
    for y in yaku_ids:
        if y in flags:
            request[flags[y]] = True
        if y == 21:
            request["doubleRiichi"] = True
    if nuki:
        request["nukidora"] = format_tiles([tile_from_136(i, aka) for i in nuki])
    request["honba"] = honba
    request["riichiSticks"] = sticks

    changes = rec["sc_x100"][1::2]
    deltas = {wind(w): changes[(dealer + w) % players] * 100 for w in range(players)}
    limit = common.LIMITS[rec["limit"]]
    expected = {}
    if rec["yakuman"]:
        expected["yaku"] = [{"id": common.TENHOU_YAKU[y], "han": 0, "yakuman": 1} for y in rec["yakuman"]]
        expected.update(han=0, fu=0, yakuman=len(rec["yakuman"]))
    else:
        expected["yaku"] = [{"id": common.TENHOU_YAKU[y], "han": h, "yakuman": 0}
                            for y, h in rec["yaku"] if y in common.TENHOU_YAKU]
        counts = {y: h for y, h in rec["yaku"] if y not in common.TENHOU_YAKU}
        han = sum(h for _, h in rec["yaku"])
        expected.update(han=han, fu=rec["fu"], yakuman=1 if limit == "yakuman" else 0)
        if players == 4:
            expected.update(dora=counts.get(common.TENHOU_DORA, 0), red=counts.get(common.TENHOU_RED, 0),
                            ura=counts.get(common.TENHOU_URA, 0))
        else:
            # Tenhou reports nukidora inside ドラ (52); our result counts them apart.
            expected.update(doraWithNukidora=counts.get(common.TENHOU_DORA, 0),
                            red=counts.get(common.TENHOU_RED, 0), ura=counts.get(common.TENHOU_URA, 0))
    expected["limit"] = limit
    expected["total"] = deltas[request["seatWind"]] - 1000 * sticks
    expected["deltas"] = deltas

    common.check_request(request, expected, players)
    if expected["total"] - 300 * honba * (players == 4) - 200 * honba * (players == 3) != rec["points"]:
        raise ConversionError(f"total {expected['total']} is not points {rec['points']} + honba {honba}")
    dealer_wins = rec["who"] == dealer
    if rec["pao_who"] is None and not (limit == "" and rec["yakuman"]):
        basic = common.basic_points(expected["han"], expected["fu"], limit)
        if limit == "yakuman":
            basic *= expected["yakuman"]
        value = common.hand_value(basic, dealer_wins, rec["tsumo"], players, tsumo_loss=players == 3)
        if value != rec["points"]:
            raise ConversionError(f"points {rec['points']} != {value} from han {expected['han']} fu {rec['fu']}")
    return {"id": record_id(rec), "request": request, "expected": expected}


def init_key(rec):
    return (rec["source"], rec["kyoku"], rec["honba"], rec["kyotaku"], tuple(rec["start_scores_x100"]),
            rec["init_dora_indicator"])


def main(src, out4, out3):
    records = [json.loads(line) for line in gzip.open(src, "rt", encoding="utf-8")]
    rounds = collections.defaultdict(list)
    for rec in records:
        rounds[init_key(rec)].append(rec)
    skipped = collections.Counter()
    kept = collections.Counter()
    out = {4: [], 3: []}
    for rec in records:
        if rec["go_type"] not in STANDARD_LOBBIES:
            skipped["tenhou: non-standard lobby (go_type not in 169/225/185/161/41)"] += 1
            continue
        if rec["source"].split("/")[0] not in LICENSED_SOURCES:
            skipped[f"tenhou: source not licensed for the project ({rec['source'].split('/')[0]}, GPL-3.0)"] += 1
            continue
        honba, sticks = map(int, rec["raw"]["ba"].split(","))
        if rounds[init_key(rec)].index(rec) > 0:
            # The second winner of a double ron: Tenhou lists them after the winner closest to the discarder,
            # who alone collects honba and sticks. Tenhou's `ba` still shows the honba; the payment does not.
            honba, sticks = 0, 0
        converted = convert(rec, honba, sticks)
        out[rec["players"]].append(converted)
        kept[rec["players"]] += 1
    for players, path in ((4, out4), (3, out3)):
        with open(path, "w", encoding="utf-8") as f:
            for r in out[players]:
                f.write(common.dump(r) + "\n")
    print(f"read {len(records)} records; wrote {kept[4]} 4-player to {out4}, {kept[3]} 3-player to {out3}")
    for rule, n in sorted(skipped.items()):
        print(f"skipped {n}: {rule}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
