#!/usr/bin/env python3
"""Copies the Tenhou records that tests/wall_tenhou.rs and tests/log_read.rs use into tests/data/, with player
names stripped. Run from the repository root with the conformance folder as argument:

    python3 scripts/import-tenhou-test-data.py CORPUS

where CORPUS holds one checkout per source below (`mjx`, `agony5757-mahjong-paipuxmls`, …, as `main()` reads them).

Sources and licences (see tests/data/logs/README.md):
- mjx (MIT): mjlogs, tenhou.net/6 JSON, and the full walls of its State JSON (reduced to seed + walls);
- Agony5757/mahjong paipuxmls (Apache-2.0 repository): a subset of the 1,000 Phoenix games;
- dnovikoff/tenhou (MIT): parser-robustness mjlogs;
- Equim-chan/mjai-reviewer (Apache-2.0): tenhou.net/6 JSON edge cases;
- mjlog2json data: mjlog + tenhou.net/6 JSON pairs of the same games.
GPL and unlicensed sets (auto-white-reimu, mahjong-cpp, sanma-engine) are not copied.

Names: mjlog <UN n0..n3> become Player0..Player3 (an empty seat stays empty, as in sanma); tenhou.net/6 "name"
lists become Player0..; mjx State JSON is reduced to walls, so its player ids are dropped.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_LOGS = os.path.join(ROOT, "tests", "data", "logs")
OUT_WALLS = os.path.join(ROOT, "tests", "data", "walls")

UN_NAME = re.compile(r'\b(n[0-3])="([^"]*)"')


def strip_mjlog(text):
    def un(match):
        tag = match.group(0)
        return UN_NAME.sub(lambda m: f'{m.group(1)}="{("Player" + m.group(1)[1]) if m.group(2) else ""}"', tag)
    return re.sub(r"<UN\b[^>]*>", un, text)


def strip_tenhou6(obj):
    if isinstance(obj, dict) and isinstance(obj.get("name"), list):
        obj["name"] = [f"Player{i}" if n else "" for i, n in enumerate(obj["name"])]
    return obj


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def copy_mjlog(src, dst):
    with open(src, encoding="utf-8") as f:
        write(dst, strip_mjlog(f.read()))


def copy_tenhou6(src, dst):
    with open(src, encoding="utf-8") as f:
        lines = [l for l in f.read().splitlines() if l.strip()]
    out = [json.dumps(strip_tenhou6(json.loads(l)), ensure_ascii=False, separators=(",", ":")) for l in lines]
    write(dst, "\n".join(out) + "\n")


def tag_counts(text):
    return {t: len(re.findall(r"<" + t + r"\b", text)) for t in ("INIT", "AGARI", "RYUUKYOKU", "DORA", "BYE")}


def pick_agony(conf):
    """A representative subset: every 4p tonpuu/hanchan and sanma kind, and games with the rare events
    (double ron, abortive draws, nagashi, kan dora, disconnections, many replacement draws in sanma)."""
    folder = os.path.join(conf, "agony5757-mahjong-paipuxmls", "paipuxmls")
    names = sorted(os.listdir(folder))
    texts = {n: open(os.path.join(folder, n), encoding="utf-8").read() for n in names}
    chosen = []

    def take(pred, k, why):
        got = 0
        for n in names:
            if got >= k:
                break
            if n not in chosen and pred(n, texts[n]):
                chosen.append(n)
                got += 1
        print(f"  agony: {got} x {why}")

    double_ron = lambda t: re.search(r"<AGARI[^>]*/><AGARI", t) is not None
    take(lambda n, t: "-00a9-" in n and not double_ron(t), 15, "4p hanchan")
    take(lambda n, t: "-00e1-" in n, 6, "4p tonpuu")
    take(lambda n, t: "-00b9-" in n and len(re.findall(r'<N who="\d" m="\d+"', t)) > 60, 8, "sanma, many calls/kita")
    take(lambda n, t: "-00b9-" in n, 4, "sanma")
    take(lambda n, t: double_ron(t), 3, "double ron")
    for kind in ("yao9", "reach4", "kaze4", "kan4", "ron3", "nm"):
        take(lambda n, t, k=kind: f'type="{k}"' in t, 1, f"ryuukyoku {kind}")
    take(lambda n, t: t.count("<DORA") >= 3, 2, "3+ kan dora")
    take(lambda n, t: "<BYE" in t, 1, "disconnection")
    take(lambda n, t: "paoWho" in t, 1, "pao")
    return folder, chosen, texts


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 scripts/import-tenhou-test-data.py CORPUS")
    conf = sys.argv[1]
    # 1. Walls: mjx State JSON (tests_cpp/resources/json) + the seed of the same-named mjlog.
    mjx = os.path.join(conf, "mjx", "tests_cpp", "resources")
    games = {}
    for name in sorted(os.listdir(os.path.join(mjx, "json"))):
        stem = name[: -len(".json")]
        mjlog = os.path.join(mjx, "mjlog", stem + ".mjlog")
        if not os.path.exists(mjlog):
            continue
        seed = re.search(r'<SHUFFLE seed="([^"]+)"', open(mjlog, encoding="utf-8").read()).group(1)
        walls = []
        for line in open(os.path.join(mjx, "json", name), encoding="utf-8"):
            if line.strip():
                st = json.loads(line)
                walls.append([st["publicObservation"].get("initScore", {}).get("round", 0),
                              st["publicObservation"].get("initScore", {}).get("honba", 0),
                              st["hiddenState"]["wall"]])
        g = games.setdefault(seed, {"sources": [], "seed": seed, "rounds": []})
        g["sources"].append("mjx/tests_cpp/resources/json/" + name)
        g["rounds"].append(walls)
    lines = []
    checked = 0
    for g in games.values():
        # Different files of one game may hold different (truncated) round ranges: keep every distinct list.
        uniq = []
        for r in g["rounds"]:
            if r not in uniq:
                uniq.append(r)
        for walls in uniq:
            checked += len(walls)
            lines.append(json.dumps({"sources": g["sources"], "seed": g["seed"],
                                     "rounds": [{"round": r, "honba": h, "wall": w} for r, h, w in walls]},
                                    separators=(",", ":")))
    write(os.path.join(OUT_WALLS, "mjx-walls.jsonl"), "\n".join(lines) + "\n")
    print(f"walls: {len(games)} games, {checked} round walls")

    # 2. Logs.
    folder, chosen, _ = pick_agony(conf)
    for n in chosen:
        copy_mjlog(os.path.join(folder, n), os.path.join(OUT_LOGS, "agony5757", n.replace(".txt", ".mjlog")))
    print(f"agony: {len(chosen)} games")
    seen = set()
    for sub in ("tests_py/resources/mjlog", "tests_cpp/resources/mjlog"):
        d = os.path.join(conf, "mjx", sub)
        for n in sorted(os.listdir(d)):
            text = open(os.path.join(d, n), encoding="utf-8").read()
            if text in seen:
                continue
            seen.add(text)
            copy_mjlog(os.path.join(d, n), os.path.join(OUT_LOGS, "mjx", "mjlog", n))
    for sub in ("tests_py/resources/mjscore", "tests_cpp/resources/mjscore"):
        d = os.path.join(conf, "mjx", sub)
        for n in sorted(os.listdir(d)):
            copy_tenhou6(os.path.join(d, n), os.path.join(OUT_LOGS, "mjx", "tenhou6", n))
    d = os.path.join(conf, "mjlog2json", "data")
    for n in sorted(os.listdir(d)):
        if n.endswith(".xml"):
            copy_mjlog(os.path.join(d, n), os.path.join(OUT_LOGS, "mjlog2json", n.replace(".xml", ".mjlog")))
        else:
            copy_tenhou6(os.path.join(d, n), os.path.join(OUT_LOGS, "mjlog2json", n))
    d = os.path.join(conf, "dnovikoff-tenhou", "log", "test_data")
    for n in sorted(os.listdir(d)):
        if n.endswith(".xml") or n.endswith(".xml_"):
            copy_mjlog(os.path.join(d, n), os.path.join(OUT_LOGS, "dnovikoff", n.replace(".xml_", ".xml").replace(".xml", ".mjlog")))
    d = os.path.join(conf, "mjai-reviewer-convlog", "convlog", "tests", "testdata")
    for n in sorted(os.listdir(d)):
        copy_tenhou6(os.path.join(d, n), os.path.join(OUT_LOGS, "mjai-reviewer", n))


if __name__ == "__main__":
    main()
