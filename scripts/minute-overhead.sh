#!/usr/bin/env bash
# Issue 23 (a): bench:run with every default against JMH by hand, side by side in one run, on the
# one-minute suite (scripts/minute-suite: 17 rows, short preset, JDK 17 and 25). JMH by hand gets
# the same benchmarks and settings (the short preset: 1 fork, 2 x 300 ms warmup, 3 x 300 ms
# measurement, the GC profiler) on JDK 17 then JDK 25. The two alternate ROUNDS times; the
# medians and their ratio are printed. This machine is shared and noisy: only the ratio counts.
# Usage: scripts/minute-overhead.sh [rounds]   (after `mvn install -DskipTests` at the top)
set -euo pipefail
ROUNDS=${1:-2}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JDK17=/usr/lib/jvm/java-17-openjdk-amd64
JDK25=/usr/lib/jvm/temurin-25-jdk-amd64
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
UNSAFE=--sun-misc-unsafe-memory-access=allow

cd "$ROOT/scripts/minute-suite"
mvn -B -q $REPO_OPT test-compile
mvn -B -q $REPO_OPT dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >/dev/null
CP="target/classes:$(cat target/cp.txt)"
now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
plugin() { mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.job=short >/dev/null; }
by_hand() {
  "$JDK17/bin/java" -cp "$CP" org.openjdk.jmh.Main -f 1 -wi 2 -w 300ms -i 3 -r 300ms -prof gc \
    -rf json -rff target/hand-17.json >/dev/null
  "$JDK25/bin/java" $UNSAFE -cp "$CP" org.openjdk.jmh.Main -f 1 -wi 2 -w 300ms -i 3 -r 300ms -prof gc \
    -jvmArgsPrepend $UNSAFE -rf json -rff target/hand-25.json >/dev/null 2>&1
}
A=(); B=()
for i in $(seq 1 "$ROUNDS"); do
  t0=$(now); plugin; t1=$(now); by_hand; t2=$(now)
  A+=("$(echo "$t1 - $t0" | bc)"); B+=("$(echo "$t2 - $t1" | bc)")
  rows=$(python3 -c "import json; print(len(json.load(open('target/bench/results.json'))['rows']))")
  echo "round $i: bench:run ${A[-1]} s ($rows rows, floor: $(python3 -c "import json; print(json.load(open('target/bench/results.json'))['environment']['settings'].get('floorMeasured'))")), JMH by hand ${B[-1]} s"
done
MA=$(median "${A[@]}"); MB=$(median "${B[@]}")
echo "median bench:run $MA s, JMH by hand $MB s: ratio $(echo "scale=3; $MA / $MB" | bc)"
