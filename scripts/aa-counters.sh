#!/usr/bin/env bash
# A/A of the JVM counters (issue 35, requirement 2): does the profiler the plugin adds to every
# measured fork (bench-host's JvmCountersProfiler: collector beans, ThreadInfo of the workers and the
# common pool's steal count, read before and after each measurement iteration) move the score?
#
# The same code measured with and without it, side by side in one run: two runtime profiles,
# "default" and "noCounters" (-Dbenchplugin.counters=off, which makes the profiler read nothing),
# with -Dbench.compareProfiles=true, so each row gets "noCounters vs default" on JDK 17 and on 25,
# the rounds alternating the columns fork by fork. Two suites, copied into the output directory
# with that profile added to their POM (the sources are not touched):
#  - scripts/known-ratio-suite: 5 identical rows of dependent arithmetic (no allocation, no lock);
#  - it/src/test/projects/generations: the cases the counters are about (two threads on one
#    monitor, short-lived garbage, a growing old set, a parallel stream).
# Every "noCounters vs default" verdict should be "same" or "~" (undecided); a faster or slower
# verdict beyond the false-positive rate of docs/statistics.md would be a cost. The summary also
# checks that the counters are there with the profile "default" and absent with "noCounters".
#
# For a quiet machine: --repeat 3 (the default) takes about 25 min (5 forks of 2 x 300 ms warmup +
# 3 x 300 ms per cell, 9 rows x 4 columns per run).
# Usage: scripts/aa-counters.sh [--repeat N] [outdir]
#        (after `mvn install -DskipTests` at the top; MAVEN_REPO_LOCAL picks the local repository)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REPEAT=3
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) REPEAT="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    -*) echo "unknown option $1; see $0 --help" >&2; exit 2 ;;
    *) break ;;
  esac
done
case "$REPEAT" in
  ''|*[!0-9]*|0) echo "--repeat '$REPEAT' is not a positive whole number of runs (e.g. 3)" >&2; exit 2 ;;
esac
OUT="${1:-$ROOT/target/aa-counters}"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
VERSION=$(sed -n 's:.*<version>\(.*-SNAPSHOT\)</version>.*:\1:p' "$ROOT/pom.xml" | head -1)
PROFILE='<profile><name>noCounters</name><jvmArgs>-Dbenchplugin.counters=off</jvmArgs></profile>'
mkdir -p "$OUT"

# suite name, source directory: a copy whose plugin declares the noCounters profile
prepare() {
  local dir="$OUT/suites/$1"
  rm -rf "$dir" && mkdir -p "$dir" && cp -r "$2/pom.xml" "$2/src" "$dir/"
  sed -i "s:@bench.version@:$VERSION:" "$dir/pom.xml"
  if grep -q '<profiles>' "$dir/pom.xml"; then
    sed -i "s:<profiles>:<profiles>$PROFILE:" "$dir/pom.xml"
  else
    # the plugin's <version> is the line after its <artifactId>: the configuration goes after it
    sed -i "/<artifactId>bench-maven-plugin<\/artifactId>/{n;s:\(</version>\):\1<configuration><profiles>$PROFILE</profiles></configuration>:}" "$dir/pom.xml"
  fi
  grep -q noCounters "$dir/pom.xml" || { echo "could not add the noCounters profile to $dir/pom.xml" >&2; exit 1; }
  (cd "$dir" && mvn -B -q $REPO_OPT test-compile)
}
prepare known-ratio "$ROOT/scripts/known-ratio-suite"
prepare generations "$ROOT/it/src/test/projects/generations"

FORK=(-Dbench.forks=5 -Dbench.warmupIterations=2 -Dbench.warmupTime=300ms -Dbench.iterations=3 -Dbench.time=300ms)
for i in $(seq 1 "$REPEAT"); do
  for suite in known-ratio generations; do   # alternated run by run, so that drift hits both alike
    start=$(date +%s)
    (cd "$OUT/suites/$suite" && mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,25 \
        -Dbench.profiles=default,noCounters -Dbench.compareProfiles=true -Dbench.floor=false "${FORK[@]}" \
        -Dbench.outputDirectory="$OUT/$suite/run$i" > "$OUT/$suite-run$i.log" 2>&1) || true
    echo "$suite run $i: $(( $(date +%s) - start )) s" | tee -a "$OUT/durations.txt"
  done
done

python3 - "$OUT"/*/run*/results.json <<'PY' | tee "$OUT/summary.md"
import json, sys
from collections import Counter
verdicts, lines, missing = Counter(), [], []
for path in sys.argv[1:]:
    result = json.load(open(path))
    for row in result["rows"]:
        name = row["benchmark"].rsplit(".", 2)
        label = f"{name[-2]}.{name[-1]}"
        for column, c in row.get("profileComparisons", {}).items():
            verdicts[c["verdict"]] += 1
            interval = f"[{c['ciLow']:.3f}-{c['ciHigh']:.3f}]" if c.get("ciLow") is not None else "[?]"
            ratio = f"{c['ratio']:.3f}" if c.get("ratio") is not None else "?"
            lines.append(f"| {path.split('/')[-3]}/{path.split('/')[-2]} | {label} | {column} vs {c['against']} | {ratio} {interval} | {c['verdict']} |")
        for column, cell in row["cells"].items():
            has = "lock.contentions.perOp" in (cell or {}).get("metrics", {})
            if has == column.endswith("noCounters"):
                missing.append(f"{path}: {label} on {column}: counters {'present' if has else 'absent'}")
print("noCounters vs default: " + ", ".join(f"{n} {v}" for v, n in sorted(verdicts.items())))
print()
print("| run | row | columns | ratio [99% interval] | verdict |")
print("|---|---|---|---|---|")
print("\n".join(lines))
print()
print("counters where expected (default) and absent where switched off (noCounters): "
      + ("yes" if not missing else "NO\n" + "\n".join(missing)))
PY
