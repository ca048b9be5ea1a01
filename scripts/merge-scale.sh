#!/usr/bin/env bash
# bench:merge of ROWS x RUNTIMES beside 3 x RUNTIMES, one after the other in one run, under each heap setting
# (docs/performance.md, "bench:merge of 10,000 rows copying the raw data", issue 55). Both inputs are made of a
# real run's cells (ScaleResults grow, as scripts/results-scale.sh makes them) and written by this version, so
# their raw data files are a gzip member a cell and the merge copies them.
# Usage: scripts/merge-scale.sh REAL_RESULTS_JSON [rows] [runtimes]   (default 10000 4)
#   BENCH_MAVEN_ARGS   options for every Maven call (e.g. -o -Dmaven.repo.local=...)
#   HEAPS              MAVEN_OPTS settings to merge under, ';'-separated; "default" is Maven's default heap
#                      (default: "default;-Xmx1g")
#   JFR                a file: after the side-by-side runs, one more big merge (Maven's default heap) records a
#                      flight recording there (its figures are not in the side-by-side lines)
# Needs: the project installed once (mvn install -DskipTests) and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
real=$(realpath "$1"); rows=${2:-10000}; runtimes=${3:-4}
# shellcheck disable=SC2206
maven_args=(-B ${BENCH_MAVEN_ARGS:-})
IFS=';' read -r -a heaps <<< "${HEAPS:-default;-Xmx1g}"
version=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mvn "${maven_args[@]}" -q -pl bench-model test-compile dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null
cp="bench-model/target/classes:bench-model/target/test-classes:$(cat "$work/cp.txt")"
echo "machine: $(nproc) cpus, load $(cut -d' ' -f1-3 /proc/loadavg); commit $(git rev-parse --short HEAD)"
java -cp "$cp" io.github.benchplugin.model.io.ScaleResults grow "$real" 3 "$runtimes" "$work/small/in"
java -cp "$cp" io.github.benchplugin.model.io.ScaleResults grow "$real" "$rows" "$runtimes" "$work/big/in"
plugin="io.github.benchplugin:bench-maven-plugin:$version"
# One bench:merge of $1 (small or big) with MAVEN_OPTS=$2, timed, and what it said and wrote.
merge() {
  local size=$1 opts=$2 status=0
  rm -rf "$work/$size/out"
  (cd "$work/$size" && MAVEN_OPTS="$opts" /usr/bin/time -f '%e s wall, %U s user + %S s sys CPU, %M KB max RSS' \
    -o merge.time mvn "${maven_args[@]}" -X "$plugin:merge" -Dbench.inputs=in/results.json -Dbench.outputDirectory=out \
    > merge.log 2>&1) || status=$?
  echo "bench:merge $size, MAVEN_OPTS=${opts:-(default heap)}: $(tail -1 "$work/$size/merge.time"), exit $status;" \
    "load after $(cut -d' ' -f1-3 /proc/loadavg)"
  grep -h "results.raw.json.gz: the raw data" "$work/$size/merge.log" | sed 's/^\[DEBUG\] /  /' || true
  grep -h "^\[ERROR\]" "$work/$size/merge.log" | head -3 | sed 's/^/  /' || true
  if [[ $status == 0 ]]; then
    ls -l "$work/$size/out" | awk 'NR>1 && $5>0 && $NF !~ /^\./ {printf "  %s: %d bytes\n", $NF, $5}'
  fi
}
for heap in "${heaps[@]}"; do
  [[ $heap == default ]] && heap=""
  merge small "$heap"
  merge big "$heap"
done
if [[ -n "${JFR:-}" ]]; then
  merge big "-XX:StartFlightRecording=filename=$JFR,settings=profile"
fi
