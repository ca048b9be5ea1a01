#!/usr/bin/env bash
# Validation of warm-up as evidence (issue 32; results go to docs/measurements.md, not run here).
#
# 1. Planted warm-up (it/src/test/projects/warmup, on 17 and 25, RUNS times, alternating the two
#    settings run by run): WarmupBench.fillingCache does 16x the work during the first second of each fork,
#    flat is steady from its first call, drifting never settles.
#      fixed  the default preset (3 x 500 ms warm-up + 5 x 400 ms)
#      auto   -Dbench.warmup=auto (35 x 100 ms, no JMH warm-up, scored from the steady part)
#    Prints per setting and runtime: the share of fillingCache forks classified warmup (the issue
#    asks >= 95%), of flat forks classified flat, of drifting forks classified none, fillingCache's
#    score over its steady cost (the median of its forks' last-half iterations: about 1.0 when the
#    score is not polluted by the warm-up), and the median iterations per flat fork (auto: fewer
#    than the cap of 35 when the fork stopped once steady).
# 2. A/A and A/B rates with auto against the fixed warm-up: scripts/aa-ab.sh --repeat AA_RUNS with
#    SETTINGS="fixed auto" (same forks, same time per fork; skipped with AA_RUNS=0).
# 3. Time to a right verdict with auto and the precision target against the default preset:
#    scripts/time-to-verdict.sh TTV_RUNS with SETTINGS="fixed-baseline decide-auto": the method case
#    (twin same, 10% slower) decided with auto's forks against the default preset (skipped with TTV_RUNS=0).
#
# Usage: scripts/warmup-validation.sh [RUNS] [outdir]   (after `mvn install -DskipTests` at the top;
#        AA_RUNS (default 6), TTV_RUNS (default 8) and MAVEN_REPO_LOCAL as the other scripts take them)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS=${1:-10}
OUT="${2:-$ROOT/target/warmup-validation}"
AA_RUNS=${AA_RUNS:-6}
TTV_RUNS=${TTV_RUNS:-8}
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
case "$RUNS" in
  ''|*[!0-9]*) echo "RUNS '$RUNS' is not a whole number of runs (e.g. 10)" >&2; exit 2 ;;
esac
mkdir -p "$OUT"

# The test project as the ITs copy it: the plugin's version filled in.
VERSION=$(cd "$ROOT" && mvn -B -q $REPO_OPT -Dstyle.color=never help:evaluate -Dexpression=project.version \
    -DforceStdout | sed 's/\x1b\[[0-9;]*m//g')
PROJECT="$OUT/project"
rm -rf "$PROJECT" && cp -r "$ROOT/it/src/test/projects/warmup" "$PROJECT"
sed -i "s/@bench.version@/$VERSION/" "$PROJECT/pom.xml"

for i in $(seq 1 "$RUNS"); do
  for setting in fixed auto; do
    extra=(-Dbench.warmup="$setting")
    (cd "$PROJECT" && mvn -B -q $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.floor=false "${extra[@]}" \
        -Dbench.outputDirectory="$OUT/planted/$setting/run$i" > "$OUT/planted-$setting-run$i.log" 2>&1) || true
  done
done
PYTHONPATH="$ROOT/scripts" python3 - "$OUT/planted" <<'PY' | tee "$OUT/planted-summary.md"
import glob, json, statistics, sys
from results_file import load  # joins results.raw.json.gz (schemaVersion 4)
base = sys.argv[1]
print("| setting | runtime | fillingCache forks `warmup` | flat forks `flat` | drifting forks `none` | fillingCache score / steady cost (median) | iterations per flat fork (median) |")
print("|---|---|---|---|---|---|---|")
def last_half_median(fork):
    scores = [s for _, s in fork["iterations"]]
    return statistics.median(scores[len(scores) // 2:])
for setting in ("fixed", "auto"):
    files = sorted(glob.glob(f"{base}/{setting}/run*/results.json"))
    runtimes = {}
    for f in files:
        rows = {r["benchmark"].rsplit(".", 1)[-1]: r for r in load(f)["rows"]}
        for rt, cell in rows["fillingCache"]["cells"].items():
            s = runtimes.setdefault(rt, {"warmup": [0, 0], "flat": [0, 0], "none": [0, 0], "ratio": [], "length": []})
            def count(method, cls):
                c = rows[method]["cells"].get(rt, {})
                for fork in (c.get("warmup") or {}).get("forks", []):
                    s[cls][1] += 1
                    s[cls][0] += fork.get("class") == cls
            count("fillingCache", "warmup"); count("flat", "flat"); count("drifting", "none")
            forks = (cell.get("warmup") or {}).get("forks", [])
            if cell.get("score") and forks:
                s["ratio"].append(cell["score"] / statistics.median(last_half_median(f) for f in forks))
            for fork in (rows["flat"]["cells"].get(rt, {}).get("warmup") or {}).get("forks", []):
                s["length"].append(len(fork["iterations"]) - fork.get("warmupIterations", 0))
    for rt, s in runtimes.items():
        share = lambda k: f"{s[k][0]} of {s[k][1]}" + (f" ({100 * s[k][0] / s[k][1]:.0f}%)" if s[k][1] else "")
        ratio = f"{statistics.median(s['ratio']):.2f}" if s["ratio"] else "-"
        length = f"{statistics.median(s['length']):g}" if s["length"] else "-"
        print(f"| {setting} | {rt} | {share('warmup')} | {share('flat')} | {share('none')} | {ratio} | {length} |")
PY

if [ "$AA_RUNS" -gt 0 ]; then
  SETTINGS="fixed auto" "$ROOT/scripts/aa-ab.sh" --repeat "$AA_RUNS" "$OUT/aa-ab"
fi
if [ "$TTV_RUNS" -gt 0 ]; then
  SETTINGS="fixed-baseline decide-auto" "$ROOT/scripts/time-to-verdict.sh" "$TTV_RUNS" "$OUT/time-to-verdict"
fi
