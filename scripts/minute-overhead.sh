#!/usr/bin/env bash
# Issue 23 (a): bench:run with every default against JMH by hand, side by side in one run, on the
# one-minute suite (scripts/minute-suite: 17 rows, short preset, JDK 17 and 25). JMH by hand gets
# the same benchmarks and settings (the short preset: 1 fork, 2 x 300 ms warmup, 3 x 300 ms
# measurement, the GC profiler) on JDK 17 then JDK 25. The two alternate ROUNDS times; the
# medians and their ratio are printed. This machine is shared and noisy: only the ratio counts.
# Each round runs (b) bench:run -Dbench.floor=true (measures the floor on both runtimes and refreshes
# the floor cache), then (a) bench:run with every default (bench.floor=auto: takes the fresh cached
# floor, as a user's second run within a week does), then JMH by hand. The floor cache is the
# script's own (target/cache via XDG_CACHE_HOME) unless XDG_CACHE_HOME is set. JMH by hand runs with
# -Djmh.ignoreLock=true: on a shared machine another JMH holding /tmp/jmh.lock would end it.
# Usage: scripts/minute-overhead.sh [rounds]   (after `mvn install -DskipTests` at the top;
#        MAVEN_REPO_LOCAL=/path picks the local repository)
set -euo pipefail
ROUNDS=${1:-2}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
JDK17=/usr/lib/jvm/java-17-openjdk-amd64
JDK25=/usr/lib/jvm/temurin-25-jdk-amd64
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
UNSAFE=--sun-misc-unsafe-memory-access=allow

cd "$ROOT/scripts/minute-suite"
export XDG_CACHE_HOME=${XDG_CACHE_HOME:-$ROOT/scripts/minute-suite/target/cache}
mvn -B -q $REPO_OPT test-compile
mvn -B -q $REPO_OPT dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >/dev/null
CP="target/classes:$(cat target/cp.txt)"
now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
STAMPS=(-Dorg.slf4j.simpleLogger.showDateTime=true -Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS)
plugin() { mvn -B -o $REPO_OPT "${STAMPS[@]}" bench:run -Dbench.jdks=17,25 -Dbench.job=short "$@" > target/plugin.log 2>&1; }
# Seconds this run waited for another engineer's bench:run (the machine-wide run lock), from the log.
lock_wait() { python3 - <<'PY'
import datetime
lines = open("target/plugin.log").read().splitlines()
def t(line): return datetime.datetime.strptime(line.split(" ", 1)[0], "%H:%M:%S.%f")
w = next((i for i, l in enumerate(lines) if "waiting for another bench:run" in l), None)
print(f"{(t(lines[w + 1]) - t(lines[w])).total_seconds():.1f}" if w is not None else "0")
PY
}
floor_of() { python3 -c "import json; s=json.load(open('target/bench/results.json'))['environment']['settings']; print('measured=' + s.get('floorMeasured', '?') + (' cached=' + s['floorCached'] if 'floorCached' in s else ''))"; }
by_hand() {
  "$JDK17/bin/java" -Djmh.ignoreLock=true -cp "$CP" org.openjdk.jmh.Main -f 1 -wi 2 -w 300ms -i 3 -r 300ms -prof gc \
    -rf json -rff target/hand-17.json >target/hand-17.log
  "$JDK25/bin/java" $UNSAFE -Djmh.ignoreLock=true -cp "$CP" org.openjdk.jmh.Main -f 1 -wi 2 -w 300ms -i 3 -r 300ms -prof gc \
    -jvmArgsPrepend $UNSAFE -rf json -rff target/hand-25.json >target/hand-25.log 2>&1
}
A=(); T=(); B=()
for i in $(seq 1 "$ROUNDS"); do
  t0=$(now); plugin -Dbench.floor=true; t1=$(now); ft=$(floor_of); wt=$(lock_wait)
  plugin; t2=$(now); fa=$(floor_of); wa=$(lock_wait)
  by_hand; t3=$(now)
  # A wait for another user's bench:run (the machine-wide run lock) is not the harness's cost: taken out.
  T+=("$(echo "$t1 - $t0 - $wt" | bc)"); A+=("$(echo "$t2 - $t1 - $wa" | bc)"); B+=("$(echo "$t3 - $t2" | bc)")
  rows=$(python3 -c "import json; print(len(json.load(open('target/bench/results.json'))['rows']))")
  echo "round $i: (b) bench.floor=true ${T[-1]} s (floor $ft, lock wait $wt s taken out); (a) defaults ${A[-1]} s ($rows rows, floor $fa, lock wait $wa s taken out); JMH by hand ${B[-1]} s; load average $(cut -d' ' -f1-3 /proc/loadavg)"
done
MA=$(median "${A[@]}"); MT=$(median "${T[@]}"); MB=$(median "${B[@]}")
echo "median (a) defaults $MA s, (b) bench.floor=true $MT s, JMH by hand $MB s"
echo "ratio (a) $(echo "scale=3; $MA / $MB" | bc), (b) $(echo "scale=3; $MT / $MB" | bc)"
