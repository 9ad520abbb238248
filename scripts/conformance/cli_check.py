#!/usr/bin/env python3
"""Scores a converted corpus file through the `tenpai score` command-line tool and compares with its
expectations, the same fields as tests/score_conformance.rs. Useful for files the Rust test does not score
(tenhou-sanma.jsonl) and as a check of the CLI itself.

Usage: cli_check.py TENPAI_BINARY CORPUS_JSONL [SHOWN]
"""

import collections
import json
import subprocess
import sys

COUNT_FIELDS = ("han", "fu", "yakuman", "dora", "red", "ura", "limit", "total", "deltas")


def mismatches(expected, got):
    """(field, expected, got) for each field the record provides and the result differs on."""
    if "error" in got:
        return [("error", "a result", got["error"])]
    out = []
    ours = sorted((y["id"], y["han"], y["yakuman"]) for y in got["yaku"] if y["id"] != "kazoe-yakuman")
    if "yaku" in expected:
        want = sorted((y["id"], y["han"], y["yakuman"]) for y in expected["yaku"])
        if want != ours:
            out.append(("yaku", want, ours))
    if "yakuIds" in expected and sorted(expected["yakuIds"]) != [y[0] for y in ours]:
        out.append(("yaku ids", sorted(expected["yakuIds"]), [y[0] for y in ours]))
    for field in COUNT_FIELDS:
        if field in expected and expected[field] != got.get(field):
            out.append((field, expected[field], got.get(field)))
    if "doraWithNukidora" in expected:
        have = got["dora"] + got.get("nukidora", 0)
        if expected["doraWithNukidora"] != have:
            out.append(("dora+nukidora", expected["doraWithNukidora"], have))
    return out


def main(binary, path, shown=20):
    records = [json.loads(line) for line in open(path, encoding="utf-8")]
    lines = "".join(json.dumps(r["request"]) + "\n" for r in records)
    run = subprocess.run([binary, "score"], input=lines, capture_output=True, text=True, check=True)
    results = run.stdout.splitlines()
    if len(results) != len(records):
        sys.exit(f"{len(records)} requests but {len(results)} answers")
    agree, fields = 0, collections.Counter()
    for record, line in zip(records, results):
        diff = mismatches(record["expected"], json.loads(line))
        if not diff:
            agree += 1
            continue
        fields.update(field for field, _, _ in diff)
        if shown > 0:
            shown -= 1
            print(f"  {record['id']}\n    request {json.dumps(record['request'], ensure_ascii=False)}")
            for field, want, have in diff:
                print(f"    {field}: expected {want}, got {have}")
    print(f"{path}: {agree}/{len(records)} agree ({100 * agree / len(records):.2f}%)"
          + (f"; disagreeing fields {dict(fields)}" if fields else ""))


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], *(int(a) for a in sys.argv[3:]))
