#!/usr/bin/env bash
# How long a user waits for a correct verdict on a known 10% difference (docs/performance.md).
#
# scripts/known-ratio-suite, one row (copy=1), JDK 17 under two runtime profiles: default, and
# tenPercentMore (10% more steps of the same dependent chain; the true ratio is about 1.10).
# Three settings, alternated RUNS times:
#   fixed         the default preset: 5 forks per cell of 3 x 500 ms warmup + 5 x 400 ms (3.5 s)
#   target        the same forks, -Dbench.targetError=2%: 3 forks per cell, then one more per
#                 round while the ratio is open (up to 10)
#   target-short  -Dbench.job=short -Dbench.targetError=2%: the short preset's forks
#                 (2 x 300 ms warmup + 3 x 300 ms = 1.5 s), as many as the target needs (3 to 10)
# Per run: the verdict of "tenPercentMore vs default", the forks each cell got, the measuring
# time per benchmark per runtime (forks x fork length) and the wall time per benchmark per
# runtime (from the first progress line to the results line of the Maven log, divided by the
# 2 cells: host and fork JVM starts and JMH's setup included, Maven's own start not).
# A run's time to a correct verdict is that time when the verdict is "slower", never otherwise;
# the medians are printed per setting.
#
# Usage: scripts/time-to-verdict.sh [runs] [outdir]   (after `mvn install -DskipTests` at the top)
set -euo pipefail
RUNS=${1:-8}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${2:-$ROOT/target/time-to-verdict}"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
STAMPS=(-Dorg.slf4j.simpleLogger.showDateTime=true -Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS)
mkdir -p "$OUT"
cd "$ROOT/scripts/known-ratio-suite"
mvn -B -q $REPO_OPT test-compile

for i in $(seq 1 "$RUNS"); do
  for setting in fixed target target-short; do
    case "$setting" in
      fixed) extra=(); fork_seconds=3.5 ;;
      target) extra=(-Dbench.targetError=2%); fork_seconds=3.5 ;;
      target-short) extra=(-Dbench.job=short -Dbench.targetError=2%); fork_seconds=1.5 ;;
    esac
    dir="$OUT/$setting/run$i"
    mvn -B -o $REPO_OPT "${STAMPS[@]}" bench:run -Dbench.jdks=17 -Dbench.params=copy=1 \
        -Dbench.profiles=default,tenPercentMore -Dbench.compareProfiles=true -Dbench.floor=false \
        "${extra[@]}" -Dbench.outputDirectory="$dir" > "$OUT/$setting-run$i.log" 2>&1 || true
    python3 - "$dir" "$OUT/$setting-run$i.log" "$setting" "$i" "$fork_seconds" <<'PY'
import datetime, json, re, sys
d, log, setting, run, fork_seconds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5])
row = json.load(open(d + "/results.json"))["rows"][0]
c = row["profileComparisons"]["17-tenPercentMore"]
forks = min(len(row["cells"][col]["forkSamples"]) for col in ("17-default", "17-tenPercentMore"))
def stamp(line):
    return datetime.datetime.strptime(line.split(" ", 1)[0], "%H:%M:%S.%f")
lines = open(log).read().splitlines()
first = next(l for l in lines if re.search(r"\[INFO\] \[1/\d+\]", l))
last = next(l for l in lines if "[INFO] Results: " in l)
wall = (stamp(last) - stamp(first)).total_seconds() / 2
print(f"{setting} run {run}: {c['ratio']:.3f} [{c['ciLow']:.3f}-{c['ciHigh']:.3f}] {c['verdict']}, "
      f"{forks} forks per cell, measuring {forks * fork_seconds:.1f} s, wall {wall:.1f} s per benchmark per runtime")
PY
  done
done | tee "$OUT/runs.txt"

python3 - "$OUT/runs.txt" <<'PY'
import re, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    m = re.match(r"([\w-]+) run \d+: \S+ \S+ (\w+), (\d+) forks per cell, measuring ([\d.]+) s, wall ([\d.]+) s", line)
    if m:
        runs.setdefault(m.group(1), []).append((m.group(2), int(m.group(3)), float(m.group(4)), float(m.group(5))))
def median_time(rs, index):
    times = [r[index] if r[0] == "slower" else float("inf") for r in rs]
    m = statistics.median(times)
    return "never" if m == float("inf") else f"{m:.1f} s"
print()
print("| setting | runs | called slower | forks per cell (median) | time to a correct verdict per benchmark per runtime, median: measuring | wall |")
print("|---|---|---|---|---|---|")
for setting, rs in runs.items():
    slower = sum(1 for r in rs if r[0] == "slower")
    print(f"| {setting} | {len(rs)} | {slower} of {len(rs)} | {statistics.median(r[1] for r in rs):g} "
          f"| {median_time(rs, 2)} | {median_time(rs, 3)} |")
PY
