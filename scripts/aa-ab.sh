#!/usr/bin/env bash
# A/A and A/B runs on this machine with the default preset (docs/measurements.md):
#  - A/A runtimes: every example measured on JDK 17 listed twice (-Dbench.jdks=17,17);
#    every "17_2 vs 17" verdict should be "same" (~).
#  - A/A and A/B methods: KnownRatioBench.twin (identical to base) should be "same",
#    KnownRatioBench.tenPercentMore (10% more dependent steps) "slower" with a ratio near 1.10.
#  - the same again with -Dbench.rounds=5 (forks alternate between the two columns), to see
#    what interleaving buys against drift.
# Usage: scripts/aa-ab.sh [outdir]   (after `mvn install -DskipTests` at the top; ~12 min)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$ROOT/target/aa-ab}"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
mkdir -p "$OUT"
cd "$ROOT/examples"
for rounds in 1 5; do
  for module in string-concat pooling calibration; do
    mvn -B -q $REPO_OPT bench:run -pl "$module" -Dbench.jdks=17,17 -Dbench.rounds=$rounds \
        -Dbench.baseline="$([ $module = calibration ] && echo KnownRatioBench.base || true)" \
        -Dbench.outputDirectory="$OUT/rounds$rounds/$module" > "$OUT/rounds$rounds-$module.log" 2>&1 || true
  done
done
python3 "$ROOT/scripts/verdict-summary.py" "$OUT"/rounds*/*/results.json
