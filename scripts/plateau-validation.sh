#!/usr/bin/env bash
# Issue 50: the default preset (bench.warmup=auto) on planted plateaus (it/src/test/projects/plateau,
# JDK 17 and 25; results go to docs/measurements.md, not run here). PlateauBench's rows cost 8x their
# steady work for the first P seconds of each fork (P = 1, 2.5, 5, 8 s), 1 s on JDK 25 and 4 s on 17
# (byRuntime), none (flat), 1% more every 100 ms (drift), or 2x after 3 s (slowdownAfter3s); every row's
# steady work is the same.
#
# Each run is one `mvn bench:run` of the default preset with FORKS forks; SETTINGS lists the settings
# run side by side in every run (auto: the default; fixed: -Dbench.warmup=fixed, the former default).
# Prints per setting, row and runtime: the score over the steady cost (the median over the row's forks
# of their last-quarter medians: about 1.0 when the score is steady), the forks classified as expected
# (flat for flat; warmup for the plateaus, steady no earlier than the plateau; none for drift; slowdown
# for slowdownAfter3s), the probe forks' and the later forks' iterations (median) and the row's time
# per fork (the cells' measured seconds, JVM starts included).
#
# Usage: scripts/plateau-validation.sh [RUNS] [outdir]   (after `mvn install -DskipTests` at the top;
#        FORKS (default 5), INCLUDE (a bench.include regex, default every row), SETTINGS (default "auto"), EACH_ROW,
#        MAVEN_REPO_LOCAL as the other scripts take it)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS=${1:-1}
OUT="${2:-$ROOT/target/plateau-validation}"
FORKS=${FORKS:-5}
INCLUDE=${INCLUDE:-.}
SETTINGS=${SETTINGS:-auto}
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
case "$RUNS" in
  ''|*[!0-9]*) echo "RUNS '$RUNS' is not a whole number of runs (e.g. 4)" >&2; exit 2 ;;
esac
mkdir -p "$OUT"
VERSION=$(sed -n 's:.*<version>\(.*-SNAPSHOT\)</version>.*:\1:p' "$ROOT/pom.xml" | head -1)
PROJECT="$OUT/project"
rm -rf "$PROJECT" && cp -r "$ROOT/it/src/test/projects/plateau" "$PROJECT"
sed -i "s/@bench.version@/$VERSION/" "$PROJECT/pom.xml"

# EACH_ROW=1: one bench:run per row (runN-<row>), so that a long validation holds the machine's JMH lock a few
# minutes at a time and what finished is kept if it is stopped.
if [ "${EACH_ROW:-0}" = 1 ]; then
  PARTS=$(grep -A1 '@Benchmark' "$PROJECT/src/main/java/org/acme/PlateauBench.java" \
    | sed -n 's/^ *public void \([A-Za-z0-9]*\)() {$/\1/p' | grep -E "$INCLUDE" || true)
else
  PARTS=all
fi

for i in $(seq 1 "$RUNS"); do
  for setting in $SETTINGS; do
    for part in $PARTS; do
      if [ "$part" = all ]; then include="$INCLUDE"; dir="run$i"; else include="PlateauBench\.$part\$"; dir="run$i-$part"; fi
      start=$(date +%s)
      (cd "$PROJECT" && mvn -B -o $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.floor=false -Dbench.forks="$FORKS" \
          -Dbench.include="$include" -Dbench.warmup="$setting" \
          -Dbench.outputDirectory="$OUT/$setting/$dir" > "$OUT/$setting-$dir.log" 2>&1) || true
      echo "$setting $dir: $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/wall.txt"
    done
  done
done
python3 "$ROOT/scripts/plateau-summary.py" "$OUT" | tee "$OUT/summary.md"
