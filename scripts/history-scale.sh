#!/usr/bin/env bash
# bench:history on a large synthetic history, timed with Maven's start (docs/history.md, "Scale").
# Usage: scripts/history-scale.sh [runs] [rows] [runtimes] [repeats]   (default 1000 500 3 1)
#   HISTORY_DIR        where the history is written (default /tmp/bench-history-scale-RUNSxROWSxRUNTIMES);
#                      an existing one is reused, so the same records can be timed before and after a change
#   MAVEN_OPTS         default -Xmx512m: the heap the requirement allows
#   BENCH_MAVEN_ARGS   options for every Maven call (e.g. -o -Dmaven.repo.local=...)
# Needs: the project installed once (mvn install -DskipTests) and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000}; rows=${2:-500}; runtimes=${3:-3}; repeats=${4:-1}
# shellcheck disable=SC2206
maven_args=(-B ${BENCH_MAVEN_ARGS:-})
export MAVEN_OPTS="${MAVEN_OPTS:--Xmx512m}"
history="${HISTORY_DIR:-/tmp/bench-history-scale-${runs}x${rows}x${runtimes}}"
version=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' pom.xml | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -f "$history/bench-history.txt" ]; then
  mvn "${maven_args[@]}" -q -pl bench-model test-compile dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null
  echo "writing $runs runs x $rows rows x $runtimes runtimes into $history"
  java -cp "bench-model/target/classes:bench-model/target/test-classes:$(cat "$work/cp.txt")" \
    io.github.benchplugin.model.history.WriteLargeHistory "$history" "$runs" "$rows" "$runtimes"
fi
echo "history: $(find "$history" -name 'run-*.json' | wc -l) records, $(du -sm "$history" | cut -f1) MB"
echo "machine: $(nproc) cpus, load $(cut -d' ' -f1-3 /proc/loadavg); MAVEN_OPTS=$MAVEN_OPTS"

# The same goal on the history's first 3 records: Maven's start and the plugin's, nearly nothing to
# read. On a shared machine its time under the same load is the yardstick for the large one.
mkdir -p "$work/small"
cp "$history/bench-history.txt" "$work/small/"
find "$history" -name 'run-*.json' | sort > "$work/records.txt"
for record in $(sed -n 1,3p "$work/records.txt"); do cp "$record" "$work/small/"; done
(cd "$work" && /usr/bin/time -f '%e s wall, %U s user + %S s sys CPU, %M KB max RSS' -o "$work/time.txt" \
  mvn "${maven_args[@]}" "io.github.benchplugin:bench-maven-plugin:$version:history" \
  -Dbench.history="$work/small" -Dbench.outputDirectory="$work/small-out" > "$work/build.log" 2>&1) \
  || { cat "$work/build.log"; exit 1; }
echo "3 records: $(cat "$work/time.txt")"

for i in $(seq "$repeats"); do
  (cd "$work" && /usr/bin/time -f '%e s wall, %U s user + %S s sys CPU, %M KB max RSS' -o "$work/time.txt" \
    mvn "${maven_args[@]}" "io.github.benchplugin:bench-maven-plugin:$version:history" \
    -Dbench.history="$history" -Dbench.outputDirectory="$work/out" > "$work/build.log" 2>&1) \
    || { cat "$work/build.log"; exit 1; }
  grep -E 'Read [0-9]+ run|Total time' "$work/build.log" | sed 's/^\[INFO\] //'
  echo "run $i: $(cat "$work/time.txt")"
done
ls -l "$work/out" | awk 'NR>1 {print "  " $NF ": " $5 " bytes"}'
# The generator puts a 10% step into every 56th series (runtime index + 3 x row index).
python3 - "$work/out/history.json" "$runtimes" <<'EOF'
import json, re, sys
doc = json.load(open(sys.argv[1])); runtimes = int(sys.argv[2])
ids = [str(17 + 4 * r) for r in range(runtimes)]
true = 0
for c in doc["changePoints"]:
    row = int(re.search(r"parse(\d+)$", c["benchmark"]).group(1))
    if (row * runtimes + ids.index(c["runtime"])) % 56 == 0:
        true += 1
print(f"change points: {len(doc['changePoints'])}, of them at a simulated 10% step: {true}")
EOF
