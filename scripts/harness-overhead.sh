#!/usr/bin/env bash
# Measures what bench:run costs on top of running JMH by hand on each JDK, side by side in one
# run (this machine is shared and noisy: only the ratio of the two is meaningful).
#
#   A: mvn bench:run -Dbench.jdks=17,25 -Dbench.job=short     (compile check, resolve, 2 JDKs, report)
#   B: java -cp <cp> org.openjdk.jmh.Main <same settings> on JDK 17, then on JDK 25
#
# Both measure the same benchmarks with the same JMH settings (1 fork, 2 x 300 ms warmup,
# 3 x 300 ms measurement, GC profiler). A and B alternate ROUNDS times; the script prints each
# wall time and the ratio of the medians.
# Usage: scripts/harness-overhead.sh [rounds]   (after `mvn install -DskipTests` at the top)
set -euo pipefail
ROUNDS=${1:-3}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
EX="$ROOT/examples/string-concat"
JDK17=/usr/lib/jvm/java-17-openjdk-amd64
JDK25=/usr/lib/jvm/temurin-25-jdk-amd64
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}

cd "$EX"
mvn -B -q $REPO_OPT test-compile
mvn -B -q $REPO_OPT dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >/dev/null
CP="target/classes:target/test-classes:$(cat target/cp.txt)"
JMH_OPTS=(-f 1 -wi 2 -w 300ms -i 3 -r 300ms -prof gc -rf json)

now() { date +%s.%N; }
by_hand() {
  "$JDK17/bin/java" -cp "$CP" org.openjdk.jmh.Main "${JMH_OPTS[@]}" -rff target/hand17.json >/dev/null 2>&1
  "$JDK25/bin/java" --sun-misc-unsafe-memory-access=allow -cp "$CP" org.openjdk.jmh.Main "${JMH_OPTS[@]}" \
      -jvmArgsPrepend --sun-misc-unsafe-memory-access=allow -rff target/hand25.json >/dev/null 2>&1
}
plugin() {
  mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.job=short >/dev/null 2>&1
}

A=(); B=()
for i in $(seq 1 "$ROUNDS"); do
  t0=$(now); plugin; t1=$(now); by_hand; t2=$(now)
  A+=("$(echo "$t1 - $t0" | bc)"); B+=("$(echo "$t2 - $t1" | bc)")
  echo "round $i: bench:run ${A[-1]} s, JMH by hand ${B[-1]} s"
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
MA=$(median "${A[@]}"); MB=$(median "${B[@]}")
echo "median bench:run $MA s, median by hand $MB s, ratio $(echo "scale=2; $MA / $MB" | bc)"
