#!/usr/bin/env bash
# bench.duet against today's sequential measurement, at equal wall time, on the quiet machine and
# under scripts/NoiseGenerator.java (issue 51; docs/measurements.md).
#
# scripts/known-ratio-suite: 5 identical rows (a dependent multiply-add chain). Per repetition, for
# each condition (quiet, noise) and each mode (sequential, duet), two runs:
#  - A/A: -Dbench.jdks=17,17 (the same JDK as two columns): every "17 vs 17" verdict should be
#    same or undecided; faster/slower are false verdicts;
#  - A/B: -Dbench.jdks=17 -Dbench.profiles=default,tenPercentMore -Dbench.compareProfiles=true
#    (10% more steps in the second column, ratio about 1.10): slower is right.
# Equal wall time: duet measures its two columns at once, so it gets twice the forks of the
# sequential runs (--seq-forks, default 3: sequential 3 forks per side, duet 6 fork pairs), with the
# same fork shape (2 x 300 ms warm-up, 3 x 300 ms measured). Under "noise" the noise generator
# (bursts of CPU or memory-bandwidth work on every CPU, 50-500 ms, seeded by the repetition) runs
# beside the measured run and is stopped by its PID when the run ends. The order of the runs
# alternates modes within a condition, so slow drift of the machine hits both.
# scripts/duet-summary.py then counts false verdicts, the 10% found, median interval widths and their
# ratio (duet / sequential), and the duet ratio against the quiet sequential one (bias).
#
# CONDITIONS (default "quiet noise"), MODES (default both, alternating) and KINDS (default "aa ab") pick a part; ROWS (default 1,2,3,4,5)
# the suite's identical rows (its copy parameter, any whole numbers: ROWS=$(seq -s, 1 20) for 20 rows),
# AB_ROWS (default ROWS) those of the A/B runs.
# NOISE_PATTERN (default apart): the noise generator's --pattern: apart (each CPU its own bursts), together
# (one schedule for all its threads, which the scheduler places), or pinned (one generator per CPU under
# taskset, one schedule on one clock: every CPU busy and quiet at the same moments, what pairing can cancel).
# GATE=5% (issue 51, requirement 4): the default preset's own forks and warm-up in both modes (no fork
# shape, no bench.forks) and -Dbench.requireNoRegression=$GATE; each run's exit code and gate line go to
# durations.txt and gates.txt.
#
# Usage: scripts/duet-validation.sh [--repeat N] [--from I] [--seq-forks F] [outdir]
#        (--from: the first repetition's number, its seed and directory name, to add repetitions to an outdir)
#        (after `mvn install -DskipTests` at the top; MAVEN_REPO_LOCAL picks the local repository)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REPEAT=1
FROM=1
SEQ_FORKS=3
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) REPEAT="$2"; shift 2 ;;
    --from) FROM="$2"; shift 2 ;;
    --seq-forks) SEQ_FORKS="$2"; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    -*) echo "unknown option $1; see $0 --help" >&2; exit 2 ;;
    *) break ;;
  esac
done
for n in "$REPEAT" "$FROM" "$SEQ_FORKS"; do
  case "$n" in ''|*[!0-9]*) echo "'$n' is not a whole number" >&2; exit 2 ;; esac
done
OUT="${1:-$ROOT/target/duet-validation}"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
mkdir -p "$OUT"
cd "$ROOT/scripts/known-ratio-suite"
mvn -B -q -o $REPO_OPT test-compile
FORK=(-Dbench.warmupIterations=2 -Dbench.warmupTime=300ms -Dbench.iterations=3 -Dbench.time=300ms -Dbench.floor=false)
[ -n "${GATE:-}" ] && FORK=(-Dbench.requireNoRegression="$GATE")
NOISE=
stop_noise() {
  if [ -n "$NOISE" ]; then kill $NOISE 2>/dev/null || true; wait $NOISE 2>/dev/null || true; NOISE=; fi
}
trap stop_noise EXIT
for i in $(seq "$FROM" $((FROM + REPEAT - 1))); do
  for condition in ${CONDITIONS:-quiet noise}; do
    modes="sequential duet"
    [ $((i % 2)) -eq 0 ] && modes="duet sequential"
    [ -n "${MODES:-}" ] && modes="$MODES"
    for mode in $modes; do
      for kind in ${KINDS:-aa ab}; do
        if [ "$mode" = duet ]; then forks=$((2 * SEQ_FORKS)); duet=true; else forks=$SEQ_FORKS; duet=false; fi
        shape=(-Dbench.forks=$forks)
        [ -n "${GATE:-}" ] && shape=()
        case "$kind" in
          aa) columns=(-Dbench.jdks=17,17); rows=${ROWS:-1,2,3,4,5} ;;
          ab) rows=${AB_ROWS:-${ROWS:-1,2,3,4,5}}; columns=(-Dbench.jdks=17 -Dbench.profiles=default,tenPercentMore -Dbench.compareProfiles=true) ;;
        esac
        dir="$OUT/$condition/$mode/$kind/run$i"
        if [ "$condition" = noise ]; then
          log="$OUT/noise-$condition-$mode-$kind-run$i.log"
          if [ "${NOISE_PATTERN:-apart}" = pinned ]; then
            # One generator per CPU, pinned there, one schedule: every CPU busy and quiet at the same moments.
            at=$(( $(date +%s%3N) + 2000 ))
            for cpu in $(seq 0 $(( $(nproc) - 1 ))); do
              taskset -c "$cpu" java "$ROOT/scripts/NoiseGenerator.java" --seed "$i" --seconds 900 --threads 1 \
                  --pattern together --start-at "$at" >> "$log" 2>&1 &
              NOISE="$NOISE $!"
            done
          else
            java "$ROOT/scripts/NoiseGenerator.java" --seed "$i" --seconds 900 --pattern "${NOISE_PATTERN:-apart}" > "$log" 2>&1 &
            NOISE=$!
          fi
        fi
        start=$(date +%s)
        mvn -B -q -o $REPO_OPT bench:run "${columns[@]}" -Dbench.params=copy="$rows" -Dbench.duet=$duet "${shape[@]}" "${FORK[@]}" \
            -Dbench.outputDirectory="$dir" > "$OUT/$condition-$mode-$kind-run$i.log" 2>&1 && code=0 || code=$?
        stop_noise
        echo "$condition $mode $kind run $i: $(( $(date +%s) - start )) s, exit $code" | tee -a "$OUT/durations.txt"
        grep -h "bench.requireNoRegression" "$OUT/$condition-$mode-$kind-run$i.log" | sed "s/^/$condition $mode $kind run $i: /" >> "$OUT/gates.txt" || true
      done
    done
  done
done
python3 "$ROOT/scripts/duet-summary.py" "$OUT" | tee "$OUT/summary.md"
