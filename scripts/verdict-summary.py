#!/usr/bin/env python3
"""Summarises the verdicts of one or more results.json files: per comparison kind, how many
rows said faster / slower / same / unknown, and every ratio with its interval. Used for the
A/A and A/B records in docs/measurements.md."""
import json
import sys
from collections import Counter


def main(paths):
    for path in paths:
        result = json.load(open(path))
        print(f"== {path}")
        for kind in ("comparisons", "baselineRatio"):
            counts = Counter()
            lines = []
            for row in result["rows"]:
                for runtime, c in row.get(kind, {}).items():
                    counts[c["verdict"]] += 1
                    name = row["benchmark"].rsplit(".", 2)
                    params = ",".join(f"{k}={v}" for k, v in row["params"].items())
                    interval = (f"[{c['ciLow']:.3f}-{c['ciHigh']:.3f}]"
                                if c.get("ciLow") is not None else "[?]")
                    ratio = f"{c['ratio']:.3f}" if c.get("ratio") is not None else "?"
                    lines.append(f"   {name[-2]}.{name[-1]} {params} on {runtime} vs {c['against'].rsplit('.', 1)[-1]}: "
                                 f"{ratio} {interval} {c['verdict']}")
            if lines:
                print(f"  {kind}: " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
                print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1:])
