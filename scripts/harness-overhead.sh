#!/usr/bin/env bash
# What bench:run costs on top of running JMH by hand, measured side by side in one run (this
# machine is shared and noisy: only ratios of neighbouring runs mean anything).
#
#  (a) a suite that measures about a minute per JDK: the string-concat example (4 rows), 2 forks
#      of 3 x 1 s warmup + 3 x 1 s measurement, GC profiler, on JDK 17 and 25.
#        A: mvn bench:run -Dbench.floor=false (same benchmarks and settings as B)
#        A+: the same with the harness floor (the default), for the floor's own cost
#        B: java -cp <cp> org.openjdk.jmh.Main <same options> on JDK 17, then on JDK 25
#      A and B alternate ROUNDS times; the medians and their ratio are printed.
#  (b) the short preset on string-concat: bench:run minus JMH by hand, in seconds.
#  (c) JVM starts per measured fork: every execve of a java binary during a bench:run (strace),
#      divided by the forks JMH reports in its JSON.
#  (d) peak resident memory of the Maven JVM on a 500-row suite (scripts/overhead-suite,
#      dry preset, one JDK), from /usr/bin/time.
# Usage: scripts/harness-overhead.sh [rounds]   (after `mvn install -DskipTests` at the top)
set -euo pipefail
ROUNDS=${1:-3}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
EX="$ROOT/examples/string-concat"
JDK17=/usr/lib/jvm/java-17-openjdk-amd64
JDK25=/usr/lib/jvm/temurin-25-jdk-amd64
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
UNSAFE=--sun-misc-unsafe-memory-access=allow

cd "$EX"
mvn -B -q $REPO_OPT test-compile
mvn -B -q $REPO_OPT dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >/dev/null
CP="target/classes:target/test-classes:$(cat target/cp.txt)"

now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
by_hand() { # JMH options...
  "$JDK17/bin/java" -cp "$CP" org.openjdk.jmh.Main "$@" -prof gc -rf json -rff target/hand17.json >/dev/null 2>&1
  "$JDK25/bin/java" $UNSAFE -cp "$CP" org.openjdk.jmh.Main "$@" -prof gc -jvmArgsPrepend $UNSAFE \
      -rf json -rff target/hand25.json >/dev/null 2>&1
}
plugin() { # bench properties...
  mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,25 "$@" >/dev/null 2>&1
}

echo "== (a) one-minute suite, $ROUNDS rounds"
MINUTE_BENCH=(-Dbench.forks=2 -Dbench.warmupIterations=3 -Dbench.warmupTime=1s -Dbench.iterations=3 -Dbench.time=1s)
MINUTE_JMH=(-f 2 -wi 3 -w 1s -i 3 -r 1s)
A=(); AF=(); B=()
for i in $(seq 1 "$ROUNDS"); do
  t0=$(now); plugin "${MINUTE_BENCH[@]}" -Dbench.floor=false; t1=$(now)
  by_hand "${MINUTE_JMH[@]}"; t2=$(now)
  plugin "${MINUTE_BENCH[@]}"; t3=$(now)
  A+=("$(echo "$t1 - $t0" | bc)"); B+=("$(echo "$t2 - $t1" | bc)"); AF+=("$(echo "$t3 - $t2" | bc)")
  echo "round $i: bench:run ${A[-1]} s, JMH by hand ${B[-1]} s, bench:run with the floor ${AF[-1]} s"
done
MA=$(median "${A[@]}"); MB=$(median "${B[@]}"); MF=$(median "${AF[@]}")
echo "median bench:run $MA s, by hand $MB s: ratio $(echo "scale=3; $MA / $MB" | bc)"
echo "median bench:run with the floor $MF s: ratio $(echo "scale=3; $MF / $MB" | bc)"

echo "== (b) short preset, $ROUNDS rounds"
S=(); H=()
for i in $(seq 1 "$ROUNDS"); do
  t0=$(now); plugin -Dbench.job=short; t1=$(now); by_hand -f 1 -wi 2 -w 300ms -i 3 -r 300ms; t2=$(now)
  S+=("$(echo "$t1 - $t0" | bc)"); H+=("$(echo "$t2 - $t1" | bc)")
  echo "round $i: bench:run ${S[-1]} s, JMH by hand ${H[-1]} s"
done
MS=$(median "${S[@]}"); MH=$(median "${H[@]}")
echo "median bench:run $MS s, by hand $MH s: overhead $(echo "$MS - $MH" | bc) s"

echo "== (c) JVM starts per measured fork (default preset: 5 forks in 5 rounds, with the floor)"
strace -f -qq --seccomp-bpf -e trace=execve -o target/execve.txt \
  mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.warmupTime=100ms -Dbench.time=100ms >/dev/null 2>&1
STARTS=$(grep -c 'execve("[^"]*/bin/java"' target/execve.txt || true)
MAVEN=1
FORKS=$(python3 -c "
import json,glob
n=0
for f in glob.glob('target/bench/jmh/*.json')+glob.glob('target/bench/jmh/floor/*.json'):
    n+=sum(r['forks'] for r in json.load(open(f)))
print(n)")
echo "java execs $STARTS (1 of them Maven), measured forks $FORKS: $(echo "scale=3; ($STARTS - $MAVEN) / $FORKS" | bc) JVM starts per measured fork"

echo "== (d) peak RSS of the Maven JVM, 500-row suite, dry preset, JDK 17"
cd "$ROOT/scripts/overhead-suite"
mvn -B -q $REPO_OPT test-compile
/usr/bin/time -v -o target/time.txt mvn -B -q -o $REPO_OPT bench:run -Dbench.jdks=17 -Dbench.job=dry \
  -Dbench.floor=false >/dev/null 2>&1 || true
ROWS=$(python3 -c "import json; print(len(json.load(open('target/bench/results.json'))['rows']))")
echo "rows $ROWS; $(grep 'Maximum resident' target/time.txt) (the Maven JVM; forks are separate processes)"
