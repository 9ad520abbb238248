#!/usr/bin/env python3
"""Cross-checks the two Tenhou converters on games that exist in both formats: the mjlog XML wins in
tenhou-4p.jsonl (bit-packed melds) against tenhou6_json.py's conversion of Tenhou's own tenhou.net/6 JSON of the
same games (hands rebuilt by replay). The two paths share only common.py, so identical requests and
expectations mean neither got melds, red fives, seats, honba or sticks wrong on these games.

Usage: cross_check.py TENHOU_4P_JSONL TENHOU6_JSONL

Records pair up by log name, round label and seat (the mjlog side lacks rounds that the shared corpus
de-duplicated under another file name). Tenhou's text gives no fu above mangan, so fu is compared only where
both sides have it; meld order is ignored.
"""

import collections
import json
import sys


def key(record_id):
    """(log name without extension, round label, seat) from either converter's id."""
    _, log, label, seat = record_id.split(":")
    return log.rsplit(".", 1)[0], label, seat


def normalised(record):
    request = dict(record["request"])
    if "melds" in request:
        request["melds"] = sorted(request["melds"], key=lambda m: json.dumps(m, sort_keys=True))
    expected = dict(record["expected"])
    expected["yaku"] = sorted(expected["yaku"], key=lambda y: y["id"])
    return request, expected


def main(mjlog_path, tenhou6_path):
    tenhou6 = {key(r["id"]): r for r in map(json.loads, open(tenhou6_path, encoding="utf-8"))}
    pairs = [(r, tenhou6[key(r["id"])]) for r in map(json.loads, open(mjlog_path, encoding="utf-8"))
             if key(r["id"]) in tenhou6]
    same = differ = 0
    for a, b in pairs:
        (req_a, exp_a), (req_b, exp_b) = normalised(a), normalised(b)
        if "fu" not in exp_b:
            exp_a.pop("fu", None)
        if (req_a, exp_a) == (req_b, exp_b):
            same += 1
        else:
            differ += 1
            print(f"{a['id']} vs {b['id']}\n  {req_a} {exp_a}\n  {req_b} {exp_b}")
    print(f"{same} identical, {differ} different; {len(tenhou6) - len(pairs)} tenhou6 wins without an mjlog twin")
    sys.exit(1 if differ or not same else 0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
