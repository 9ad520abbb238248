#!/usr/bin/env python3
"""Converts the wins (`hule` events) of majiang-core's 37 scripted games (test/data/script.json) into score
requests with majiang-core's result as the expectation. The scripts were written to exercise rare situations:
tenhou, chiihou, double riichi, ippatsu, haitei, houtei, rinshan, chankan (also on consecutive kans and with
double ron), which the random hands of hule.json hardly contain.

Usage: majiang_script.py SCRIPT_JSON OUT_JSONL

Each `hule` is rewritten into the hule.json case format and converted by majiang_hule.convert, so both files
follow the same conventions and self-checks. Per win:
- seats: `l` is the seat in the round (0 = dealer), so it is the seat wind; `baojia` is the discarder (null
  for tsumo); `fenpei` is indexed by the same seats.
- the hand: `shoupai` lists the concealed tiles with the winning tile last (a ron tile too), `*` when the
  winner is in riichi, then the melds after commas.
- dora indicators: the round's `qipai.baopai` plus every `kaigang` before the win; ura: the win's `fubaopai`.
- situational flags: from the yaku names; riichi also from `*` (a yakuman win lists no riichi).
- honba and riichi sticks this winner collects: solved from `fenpei` − `defen` = 300 × honba-or-0 + 1000 ×
  sticks (unique for honba < 10); the honba must be 0 or the round's count, else the record is an error.
"""

import collections
import json
import sys

import common
import majiang_hule
from common import ConversionError

SITUATIONAL = {"一発": ("yifa", 1), "槍槓": ("qianggang", 1), "嶺上開花": ("lingshang", 1),
               "海底摸月": ("haidi", 1), "河底撈魚": ("haidi", 2), "天和": ("tianhu", 1), "地和": ("tianhu", 2),
               "立直": ("lizhi", 1), "ダブル立直": ("lizhi", 2)}
# Direction mark of the discarder as seen by the winner: next seat = right (+), opposite (=), previous (-).
MARK = {1: "+", 2: "=", 3: "-"}


def honba_and_sticks(extra, round_honba):
    """Splits what the winner got beyond the hand value into (honba collected, riichi sticks)."""
    for honba in (round_honba, 0):
        rest = extra - 300 * honba
        if rest >= 0 and rest % 1000 == 0:
            return honba, rest // 1000
    raise ConversionError(f"{extra} beyond the hand value is not honba {round_honba} plus sticks")


def as_hule_case(qipai, dora, hule):
    """One scripted win in hule.json's {in, out} shape."""
    parts = hule["shoupai"].split(",")
    concealed = parts[0]
    in_riichi = concealed.endswith("*")
    concealed = concealed.rstrip("*")
    seat = hule["l"]
    flags = {}
    for h in hule["hupai"]:
        if h["name"] in SITUATIONAL:
            key, value = SITUATIONAL[h["name"]]
            flags[key] = value
    if in_riichi and "lizhi" not in flags:
        flags["lizhi"] = 1
    honba, sticks = honba_and_sticks(hule["fenpei"][seat] - hule["defen"], qipai["changbang"])
    case_in = {"param": {"zhuangfeng": qipai["zhuangfeng"], "menfeng": seat, "hupai": flags,
                         "baopai": list(dora), "fubaopai": list(hule.get("fubaopai") or []),
                         "jicun": {"changbang": honba, "lizhibang": sticks}}}
    if hule["baojia"] is None:
        case_in["shoupai"] = ",".join([concealed] + parts[1:])
    else:
        # The ron tile is the last tile written; majiang puts its suit letter before it only when the suit
        # changes, so find the suit of the last digit.
        suit = next(ch for ch in reversed(concealed) if ch in "mpsz")
        digit = concealed[-1]
        rest = concealed[:-1]
        if rest.endswith(suit):
            rest = rest[:-1]
        case_in["shoupai"] = ",".join([rest] + parts[1:])
        case_in["rongpai"] = suit + digit + MARK[(hule["baojia"] - seat) % 4]
    out = {"hupai": hule["hupai"], "fu": hule.get("fu"), "fanshu": hule.get("fanshu"),
           "damanguan": hule.get("damanguan"), "defen": hule["defen"], "fenpei": hule["fenpei"]}
    return {"in": case_in, "out": out}


def main(src, dst):
    games = json.load(open(src, encoding="utf-8"))
    skipped, written = collections.Counter(), 0
    with open(dst, "w", encoding="utf-8") as f:
        for g, game in enumerate(games):
            for r, events in enumerate(game["log"]):
                qipai = events[0]["qipai"]
                dora = [qipai["baopai"]]
                wins = 0
                for event in events:
                    if "kaigang" in event:
                        dora.append(event["kaigang"]["baopai"])
                    if "hule" not in event:
                        continue
                    case = as_hule_case(qipai, dora, event["hule"])
                    wins += 1
                    if majiang_hule.is_double_yakuman(case["out"]):
                        skipped["majiang-core: double yakuman pattern (majiang 2x, Tenhou 1x)"] += 1
                        continue
                    record = majiang_hule.convert(0, case)
                    record["id"] = f"majiang-core:script.json#{g}:{game['title']}:round{r}:win{wins}"
                    f.write(common.dump(record) + "\n")
                    written += 1
    print(f"read {len(games)} games; wrote {written} wins to {dst}")
    for rule, n in sorted(skipped.items()):
        print(f"skipped {n}: {rule}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
