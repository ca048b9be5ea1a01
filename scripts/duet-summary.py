#!/usr/bin/env python3
"""Summary of scripts/duet-validation.sh: per condition (quiet, noise) and mode (sequential, duet),
the A/A false verdicts, the 10% A/B found, the median interval width, and the duet/sequential width
ratio and ratio bias. Usage: scripts/duet-summary.py <outdir> [repetition...] (default: every run<N>)"""
import glob
import json
import math
import statistics
import sys


def comparisons(path, kind):
    """(ratio, ciLow, ciHigh, verdict, pairing) of every runtime (A/A) or profile (A/B) comparison."""
    with open(path) as f:
        result = json.load(f)
    found = []
    for row in result["rows"]:
        pool = row.get("comparisons", {}) if kind == "aa" else row.get("profileComparisons", {})
        for c in pool.values():
            found.append((c.get("ratio"), c.get("ciLow"), c.get("ciHigh"), c.get("verdict"), c.get("pairing")))
    return found


def width(c):
    return math.log(c[2] / c[1]) if c[1] and c[2] else float("nan")


def main(out, runs):
    table = {}
    for condition in ("quiet", "noise"):
        for mode in ("sequential", "duet"):
            for kind in ("aa", "ab"):
                cs = []
                for path in sorted(glob.glob(f"{out}/{condition}/{mode}/{kind}/run*/results.json")):
                    if runs and path.split("/")[-2][len("run"):] not in runs:
                        continue
                    cs.extend(comparisons(path, kind))
                table[(condition, mode, kind)] = cs
    print("| condition | mode | A/A rows | A/A false faster/slower | A/A same | A/B rows | A/B slower | A/B median ratio"
          " | median interval width A/A (log) | median width A/B (log) | pairing |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for condition in ("quiet", "noise"):
        for mode in ("sequential", "duet"):
            aa = table[(condition, mode, "aa")]
            ab = table[(condition, mode, "ab")]
            false_ = sum(1 for c in aa if c[3] in ("faster", "slower"))
            same = sum(1 for c in aa if c[3] == "same")
            slower = sum(1 for c in ab if c[3] == "slower")
            ratios = [c[0] for c in ab if c[0]]
            waa = [width(c) for c in aa if c[1]]
            wab = [width(c) for c in ab if c[1]]
            pairing = sorted({str(c[4]) for c in aa + ab})
            print(f"| {condition} | {mode} | {len(aa)} | {false_} | {same} | {len(ab)} | {slower} | "
                  f"{statistics.median(ratios) if ratios else float('nan'):.3f} | "
                  f"{statistics.median(waa) if waa else float('nan'):.4f} | "
                  f"{statistics.median(wab) if wab else float('nan'):.4f} | {','.join(pairing)} |")
    print()
    for condition in ("quiet", "noise"):
        seq = [width(c) for k in ("aa", "ab") for c in table[(condition, "sequential", k)] if c[1]]
        duet = [width(c) for k in ("aa", "ab") for c in table[(condition, "duet", k)] if c[1]]
        if seq and duet:
            print(f"- {condition}: median interval width duet / sequential = "
                  f"{statistics.median(duet) / statistics.median(seq):.2f} (over {len(duet)} duet and {len(seq)} sequential"
                  f" comparisons, A/A and A/B)")
    quiet_seq = [c[0] for c in table[("quiet", "sequential", "ab")] if c[0]]
    for condition in ("quiet", "noise"):
        duet = [c[0] for c in table[(condition, "duet", "ab")] if c[0]]
        if quiet_seq and duet:
            print(f"- bias, {condition}: median duet A/B ratio {statistics.median(duet):.3f} against the quiet sequential"
                  f" {statistics.median(quiet_seq):.3f} ({(statistics.median(duet) / statistics.median(quiet_seq) - 1) * 100:+.1f}%)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "target/duet-validation", set(sys.argv[2:]))
