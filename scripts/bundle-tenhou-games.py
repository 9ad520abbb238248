#!/usr/bin/env python3
"""Bundles the 1,000 real Tenhou Phoenix games of Agony5757/mahjong's `paipuxmls` folder into one
gzipped file for the replay test: one game per line, `name<TAB>mjlog XML`, player names stripped the same way
as scripts/import-tenhou-test-data.py (<UN n0..n3> become Player0..Player3). Apache-2.0 (see tests/data/logs).

Usage: python3 scripts/bundle-tenhou-games.py CORPUS/agony5757-mahjong-paipuxmls/paipuxmls
Writes tests/data/logs/agony5757-games.tsv.gz (deterministic: fixed order, mtime 0).
"""
import gzip
import importlib.util
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("imp", root / "scripts" / "import-tenhou-test-data.py")
imp = importlib.util.module_from_spec(spec)
spec.loader.exec_module(imp)

if len(sys.argv) != 2:
    sys.exit("usage: python3 scripts/bundle-tenhou-games.py CORPUS/agony5757-mahjong-paipuxmls/paipuxmls")
src = pathlib.Path(sys.argv[1])
out = root / "tests/data/logs/agony5757-games.tsv.gz"
lines = []
for f in sorted(src.glob("*.txt")):
    text = imp.strip_mjlog(f.read_text(encoding="utf-8")).replace("\n", "").replace("\t", " ")
    lines.append(f"{f.stem}\t{text}\n")
with open(out, "wb") as raw:
    with gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0, filename="") as gz:
        gz.write("".join(lines).encode("utf-8"))
print(f"{len(lines)} games -> {out} ({out.stat().st_size} bytes)")
