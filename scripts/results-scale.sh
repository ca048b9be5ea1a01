#!/usr/bin/env bash
# results.json at scale (docs/performance.md, "Results file size and a 10,000-row merge, 2026-12-07"):
# bytes per cell of a real run's results.json before and after this version writes it, then a suite of
# ROWS x RUNTIMES made of that run's cells merged with bench:merge beside a 3-row merge of the same cells,
# then each file used as bench.compareTo of the merge, and as a history record (bench.history, bench:history).
# Usage: scripts/results-scale.sh REAL_RESULTS_JSON [rows] [runtimes]   (default 10000 4)
#   BENCH_MAVEN_ARGS   options for every Maven call (e.g. -o -Dmaven.repo.local=...)
#   MAVEN_OPTS         unset by default: Maven's default heap (a quarter of the machine's memory)
#   KEEP               a folder to copy the 10,000-row merge's output into (results.html for report-usable.mjs)
# Needs: the project installed once (mvn install -DskipTests) and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
real=$(realpath "$1"); rows=${2:-10000}; runtimes=${3:-4}
# shellcheck disable=SC2206
maven_args=(-B ${BENCH_MAVEN_ARGS:-})
version=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mvn "${maven_args[@]}" -q -pl bench-model test-compile dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null
cp="bench-model/target/classes:bench-model/target/test-classes:$(cat "$work/cp.txt")"
echo "machine: $(nproc) cpus, load $(cut -d' ' -f1-3 /proc/loadavg); MAVEN_OPTS=${MAVEN_OPTS:-(default heap)}"
mkdir -p "$work/size"
java -cp "$cp" io.github.benchplugin.model.io.ScaleResults size "$real" "$work/size"
java -cp "$cp" io.github.benchplugin.model.io.ScaleResults grow "$real" 3 "$runtimes" "$work/small/in"
java -cp "$cp" io.github.benchplugin.model.io.ScaleResults grow "$real" "$rows" "$runtimes" "$work/big/in"
# One Maven call, timed: its wall and CPU time and max RSS into $work/$size/<name>.time
timed() {
  local size=$1 name=$2; shift 2
  (cd "$work/$size" && /usr/bin/time -f '%e s wall, %U s user + %S s sys CPU, %M KB max RSS' -o "$name.time" \
    mvn "${maven_args[@]}" "$@" > "$name.log" 2>&1) || { tail -40 "$work/$size/$name.log"; exit 1; }
}
plugin="io.github.benchplugin:bench-maven-plugin:$version"
for size in small big; do
  timed "$size" merge "$plugin:merge" -Dbench.inputs=in/results.json -Dbench.outputDirectory=out
  cells=$(python3 -c "import json;print(sum(len(r['cells']) for r in json.load(open('$work/$size/out/results.json'))['rows']))")
  echo "bench:merge $size ($cells cells): $(cat "$work/$size/merge.time")"
  ls -l "$work/$size/out" | awk -v c="$cells" 'NR>1 && $5>0 {printf "  %s: %d bytes (%d a cell)\n", $NF, $5, $5/c}'
  # the same file as bench.compareTo: every row gets a comparison against it (row.previous)
  timed "$size" compare "$plugin:merge" -Dbench.inputs=in/results.json -Dbench.outputDirectory=out-compare \
    -Dbench.compareTo=in/results.json
  compared=$(python3 -c "import json;print(sum(len(r.get('previous',{})) for r in json.load(open('$work/$size/out-compare/results.json'))['rows']))")
  echo "bench:merge $size with bench.compareTo=the same file ($compared comparisons against it): $(cat "$work/$size/compare.time")"
  # the same file as a history record: merged with bench.history (writes the record), then bench:history reads it
  timed "$size" record "$plugin:merge" -Dbench.inputs=in/results.json -Dbench.outputDirectory=out-record -Dbench.history=history
  echo "bench:merge $size with bench.history (writes a record of $(stat -c %s "$work/$size"/history/run-*.json) bytes): $(cat "$work/$size/record.time")"
  timed "$size" history "$plugin:history" -Dbench.history=history -Dbench.outputDirectory=out-history
  echo "bench:history $size (reads that record): $(cat "$work/$size/history.time"); history.json $(stat -c %s "$work/$size/out-history/history.json") bytes"
done
if [[ -n "${KEEP:-}" ]]; then cp -r "$work/big/out" "$KEEP"; echo "big merge output kept in $KEEP"; fi
