#!/usr/bin/env bash
# A/A and A/B runs on this machine (docs/measurements.md).
#
# Quick check (no options, ~12 min, the default preset):
#  - A/A runtimes: every example measured on JDK 17 listed twice (-Dbench.jdks=17,17);
#    every "17_2 vs 17" verdict should be "same" (~).
#  - A/A and A/B methods: KnownRatioBench.twin (identical to base) should be "same",
#    KnownRatioBench.tenPercentMore (10% more dependent steps) "slower" with a ratio near 1.10.
#  - the same again with -Dbench.rounds=5 (forks alternate between the two columns), to see
#    what interleaving buys against drift.
#
# At scale (--repeat N, for a quiet machine: about 8 min per pair of runs):
#  scripts/known-ratio-suite on 17,17 (the same JDK twice) x profiles default,tenPercentMore
#  (10% more steps): 5 identical rows x 4 columns. Each run gives 10 A/A comparisons (each row's
#  17_2 vs 17 under both profiles) and 10 A/B ones (each row's tenPercentMore vs default on both
#  JDK entries). N runs with 5 fixed forks, alternating with N runs under the precision target
#  (--target, default 2%; --max-time for bench.maxTime; 3 to 10 forks), every fork 2 x 300 ms
#  warmup + 3 x 300 ms measurement: --repeat 6 gives 60 A/A and 60 A/B per setting.
#  With a baseline-method case (issue 23): examples/calibration's KnownRatioBench on 17,17 with
#  -Dbench.baseline=KnownRatioBench.base, the same fork settings, N runs with 5 fixed forks
#  (fixed-baseline) and N under the target (target-baseline): each run gives 5 A/A comparisons
#  (each row's 17_2 vs 17; twin vs base on both columns) and 2 A/B ones (tenPercentMore vs base on
#  both columns). SETTINGS="fixed target" leaves it out (default: all four settings).
#  SETTINGS="fixed auto": bench.warmup=auto (issue 32) against the fixed warm-up, the same 5 forks,
#  auto's forks as a user gets them with the default preset (no JMH warm-up, up to 35 x 100 ms,
#  ended once 20 iterations are steady, scored from each fork's steady part).
#  scripts/aa-ab-summary.py then counts false verdicts, the 10% found, how often the interval
#  holds 1.10 and the pooled estimate, and the forks spent, per setting, and lists every comparison.
#
# Usage: scripts/aa-ab.sh [--repeat N] [--target PCT] [--max-time T] [outdir]
#        (after `mvn install -DskipTests` at the top; MAVEN_REPO_LOCAL picks the local repository)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REPEAT=0
TARGET=2%
MAX_TIME=
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) REPEAT="$2"; shift 2 ;;
    --target) TARGET="$2"; shift 2 ;;
    --max-time) MAX_TIME="$2"; shift 2 ;;
    -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
    -*) echo "unknown option $1; see $0 --help" >&2; exit 2 ;;
    *) break ;;
  esac
done
case "$REPEAT" in
  ''|*[!0-9]*) echo "--repeat '$REPEAT' is not a whole number of runs (e.g. 12)" >&2; exit 2 ;;
esac
OUT="${1:-$ROOT/target/aa-ab}"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
mkdir -p "$OUT"
cd "$ROOT/examples"

if [ "$REPEAT" -eq 0 ]; then
  for rounds in 1 5; do
    for module in string-concat pooling calibration; do
      mvn -B -q $REPO_OPT bench:run -pl "$module" -Dbench.jdks=17,17 -Dbench.rounds=$rounds \
          -Dbench.baseline="$([ $module = calibration ] && echo KnownRatioBench.base || true)" \
          -Dbench.outputDirectory="$OUT/rounds$rounds/$module" > "$OUT/rounds$rounds-$module.log" 2>&1 || true
    done
  done
  python3 "$ROOT/scripts/verdict-summary.py" "$OUT"/rounds*/*/results.json
  exit 0
fi

cd "$ROOT/scripts/known-ratio-suite"
mvn -B -q $REPO_OPT test-compile
(cd "$ROOT/examples/calibration" && mvn -B -q $REPO_OPT test-compile)
SETTINGS=${SETTINGS:-fixed target fixed-baseline target-baseline}
FORK=(-Dbench.warmupIterations=2 -Dbench.warmupTime=300ms -Dbench.iterations=3 -Dbench.time=300ms)
# Alternate the settings run by run, so that a slow drift of the machine hits all alike.
for i in $(seq 1 "$REPEAT"); do
  for setting in $SETTINGS; do
    case "$setting" in
      target|target-baseline)
        extra=("-Dbench.targetError=$TARGET")
        [ -n "$MAX_TIME" ] && extra+=("-Dbench.maxTime=$MAX_TIME") ;;
      fixed|fixed-baseline) extra=(-Dbench.forks=5) ;;
      # bench.warmup=auto (issue 32).
      auto) extra=(-Dbench.forks=5 -Dbench.warmup=auto) ;;
      *) echo "unknown setting $setting" >&2; exit 2 ;;
    esac
    dir="$OUT/$setting/run$i"
    start=$(date +%s)
    fork=("${FORK[@]}")
    # auto: the default preset's forks under auto (up to 35 x 100 ms, stopping once 20 are steady).
    [ "$setting" = auto ] && fork=()
    case "$setting" in
      *-baseline)
        (cd "$ROOT/examples/calibration" && mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,17 \
            -Dbench.include=KnownRatioBench -Dbench.baseline=KnownRatioBench.base -Dbench.floor=false \
            "${fork[@]}" "${extra[@]}" -Dbench.outputDirectory="$dir" > "$OUT/$setting-run$i.log" 2>&1) || true ;;
      *)
        mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,17 -Dbench.profiles=default,tenPercentMore \
            -Dbench.compareProfiles=true -Dbench.floor=false "${fork[@]}" "${extra[@]}" \
            -Dbench.outputDirectory="$dir" > "$OUT/$setting-run$i.log" 2>&1 || true ;;
    esac
    echo "$setting run $i: $(( $(date +%s) - start )) s" | tee -a "$OUT/durations.txt"
  done
done
summary_args=()
for setting in $SETTINGS; do summary_args+=("$setting=$OUT/$setting/run*/results.json"); done
python3 "$ROOT/scripts/aa-ab-summary.py" --truth tenPercentMore=1.10 "${summary_args[@]}" | tee "$OUT/summary.md"
