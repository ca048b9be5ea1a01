#!/usr/bin/env python3
"""Counts A/A and A/B outcomes over many results.json files of examples/calibration on 17,17
(scripts/aa-ab.sh --repeat N), per setting:
  - A/A: every "17_2 vs 17" runtime comparison, and every "twin vs base" method ratio:
    a faster or slower verdict there is false;
  - A/B: every "tenPercentMore vs base" method ratio, whose true ratio is given with --truth:
    how often it is called slower, and how often the interval holds the truth.
Prints one Markdown table, then every comparison (so the raw figures can be published too).

Usage: aa-ab-summary.py [--truth method=ratio]... name=GLOB [name=GLOB ...]"""
import glob
import json
import re
import sys
from collections import Counter


def level(note):
    """The interval level a comparison was computed at, read from its note ("99.375% interval")."""
    m = re.search(r"([\d.]+)% interval", note or "")
    return m.group(1) + "%" if m else "?"


def comparisons(result, truths):
    """(kind, label, comparison, truth) for every A/A and A/B comparison of one result."""
    for row in result["rows"]:
        method = row["benchmark"].rsplit(".", 1)[-1]
        for runtime, c in row.get("comparisons", {}).items():
            yield "A/A", f"{method} on {runtime} vs {c['against']}", c, 1.0
        for runtime, c in row.get("baselineRatio", {}).items():
            against = c["against"].rsplit(".", 1)[-1]
            if method in truths:
                yield "A/B", f"{method} vs {against} on {runtime}", c, truths[method]
            else:
                yield "A/A", f"{method} vs {against} on {runtime}", c, 1.0


def main(argv):
    truths = {}
    settings = []
    args = iter(argv)
    for arg in args:
        if arg == "--truth":
            method, ratio = next(args).split("=", 1)
            truths[method] = float(ratio)
        else:
            name, pattern = arg.split("=", 1)
            settings.append((name, sorted(glob.glob(pattern))))
    print("| setting | runs | kind | comparisons | faster | slower | same | unknown | interval holds truth | levels |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    listing = []
    for name, files in settings:
        stats = {}
        for path in files:
            result = json.load(open(path))
            for kind, label, c, truth in comparisons(result, truths):
                s = stats.setdefault(kind, {"verdicts": Counter(), "covered": 0, "n": 0, "levels": Counter()})
                s["verdicts"][c["verdict"]] += 1
                s["n"] += 1
                s["levels"][level(c.get("note"))] += 1
                low, high = c.get("ciLow"), c.get("ciHigh")
                if low is not None and high is not None and low <= truth <= high:
                    s["covered"] += 1
                interval = f"[{low:.3f}-{high:.3f}]" if low is not None and high is not None else "[?]"
                ratio = f"{c['ratio']:.3f}" if c.get("ratio") is not None else "?"
                listing.append(f"{name} {path}: {kind} {label}: {ratio} {interval} {c['verdict']}")
        for kind in ("A/A", "A/B"):
            s = stats.get(kind)
            if not s:
                continue
            v, n = s["verdicts"], s["n"]
            pct = lambda k: f"{v[k]} ({100.0 * v[k] / n:.0f}%)"
            levels = ", ".join(f"{k} x{c}" for k, c in s["levels"].most_common())
            print(f"| {name} | {len(files)} | {kind} | {n} | {pct('faster')} | {pct('slower')} | {pct('same')} "
                  f"| {pct('unknown')} | {s['covered']} ({100.0 * s['covered'] / n:.0f}%) | {levels} |")
    print()
    print("\n".join(listing))


if __name__ == "__main__":
    main(sys.argv[1:])
