#!/usr/bin/env python3
"""Counts A/A and A/B outcomes over many results.json files (scripts/aa-ab.sh --repeat N), per setting:
  - A/A: every runtime comparison ("17_2-default vs 17-default": the same JDK twice), every
    profile comparison and method ratio not named in --truth: a faster or slower verdict is false;
  - A/B: every profile comparison whose column ends with -NAME, and every method ratio of NAME,
    for NAME given with --truth NAME=ratio: how often it is called slower, and how often the
    interval holds the nominal truth and the pooled estimate (the geometric mean of every A/B
    ratio of every setting: the chain's real ratio can sit a little under its nominal one).
Prints one Markdown table, then every comparison (so the raw figures can be published too).

Usage: aa-ab-summary.py [--truth name=ratio]... name=GLOB [name=GLOB ...]"""
import glob
import json
import math
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from results_file import load  # noqa: E402 (joins results.raw.json.gz, schemaVersion 4)


def level(note):
    """The interval level a comparison was computed at, read from its note ("99.375% interval")."""
    m = re.search(r"([\d.]+)% interval", note or "")
    return m.group(1) + "%" if m else "?"


def forks(row, *columns):
    """The fewest forks among the cells of the given columns (what the comparison rests on)."""
    counts = [len(row["cells"].get(col, {}).get("forkSamples") or []) for col in columns]
    return min(counts) if counts else 0


def comparisons(result, truths):
    """(kind, label, comparison, truth, forks) for every A/A and A/B comparison of one result."""
    for row in result["rows"]:
        method = row["benchmark"].rsplit(".", 1)[-1]
        params = ",".join(f"{k}={v}" for k, v in sorted(row.get("params", {}).items()))
        method = f"{method}{{{params}}}" if params else method
        for runtime, c in row.get("comparisons", {}).items():
            yield "A/A", f"{method} on {runtime} vs {c['against']}", c, 1.0, forks(row, runtime, c["against"])
        for runtime, c in row.get("profileComparisons", {}).items():
            truth = next((ratio for name, ratio in truths.items() if runtime.endswith("-" + name)), None)
            yield ("A/A" if truth is None else "A/B"), f"{method} on {runtime} vs {c['against']}", c, \
                truth or 1.0, forks(row, runtime, c["against"])
        method = row["benchmark"].rsplit(".", 1)[-1]
        for runtime, c in row.get("baselineRatio", {}).items():
            against = c["against"].rsplit(".", 1)[-1]
            if method in truths:
                yield "A/B", f"{method} vs {against} on {runtime}", c, truths[method], forks(row, runtime)
            else:
                yield "A/A", f"{method} vs {against} on {runtime}", c, 1.0, forks(row, runtime)


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
    loaded = [(name, [(path, load(path)) for path in files]) for name, files in settings]
    ab = [c["ratio"] for _, results in loaded for _, result in results
          for kind, _, c, _, _ in comparisons(result, truths) if kind == "A/B" and c.get("ratio")]
    pooled = math.exp(sum(math.log(r) for r in ab) / len(ab)) if ab else None
    if pooled:
        print(f"Pooled estimate of the A/B ratio (geometric mean of {len(ab)} ratios): {pooled:.4f}")
        print()
    print("| setting | runs | kind | comparisons | faster | slower | same | undecided | unknown | interval holds nominal truth "
          "| holds pooled estimate | forks per cell (median) | levels |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    listing = []
    for name, results in loaded:
        files = results
        stats = {}
        for path, result in results:
            for kind, label, c, truth, nforks in comparisons(result, truths):
                s = stats.setdefault(kind, {"verdicts": Counter(), "covered": 0, "pooled": 0, "n": 0,
                                            "levels": Counter(), "forks": []})
                s["verdicts"][c["verdict"]] += 1
                s["n"] += 1
                s["forks"].append(nforks)
                s["levels"][level(c.get("note"))] += 1
                low, high = c.get("ciLow"), c.get("ciHigh")
                if low is not None and high is not None and low <= truth <= high:
                    s["covered"] += 1
                reference = pooled if kind == "A/B" and pooled else truth
                if low is not None and high is not None and low <= reference <= high:
                    s["pooled"] += 1
                interval = f"[{low:.3f}-{high:.3f}]" if low is not None and high is not None else "[?]"
                ratio = f"{c['ratio']:.3f}" if c.get("ratio") is not None else "?"
                listing.append(f"{name} {path}: {kind} {label}: {ratio} {interval} {c['verdict']} ({nforks} forks)")
        for kind in ("A/A", "A/B"):
            s = stats.get(kind)
            if not s:
                continue
            v, n = s["verdicts"], s["n"]
            pct = lambda k: f"{v[k]} ({100.0 * v[k] / n:.0f}%)"
            levels = ", ".join(f"{k} x{c}" for k, c in s["levels"].most_common())
            median = sorted(s["forks"])[len(s["forks"]) // 2]
            print(f"| {name} | {len(files)} | {kind} | {n} | {pct('faster')} | {pct('slower')} | {pct('same')} "
                  f"| {pct('undecided')} | {pct('unknown')} | {s['covered']} ({100.0 * s['covered'] / n:.0f}%) "
                  f"| {s['pooled']} ({100.0 * s['pooled'] / n:.0f}%) | {median} | {levels} |")
    print()
    print("\n".join(listing))


if __name__ == "__main__":
    main(sys.argv[1:])
