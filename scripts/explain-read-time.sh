#!/usr/bin/env bash
# How long bench.explain takes to read the recording of a 10-second fork (issue 20: under 2 s).
#
# Records examples/string-concat's ConcatBench.plus {n=1000} (allocation-heavy: the most events of
# the examples) on JDK 17 and 25 with bench.explain, the recorded fork set to 2 x 1 s of warmup and
# 8 x 1 s of measurement (10 s), then times RecordingReader.read on each recording in a fresh JVM
# of the JDK that runs Maven (perf/'s RecordingReadTime): the first read, which also loads JFR's
# reader as the run's first read does, then 5 more.
# Usage: scripts/explain-read-time.sh   (after `mvn install -DskipTests` at the top; set
#        MAVEN_REPO_LOCAL to use another local repository)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
OUT=$(mktemp -d)/bench
cd "$ROOT/examples/string-concat"
mvn -B $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.include=ConcatBench.plus -Dbench.params=n=1000 \
  -Dbench.forks=1 -Dbench.warmupIterations=2 -Dbench.warmupTime=1s -Dbench.iterations=8 -Dbench.time=1s \
  -Dbench.floor=false -Dbench.explain=plus -Dbench.outputDirectory="$OUT" | grep -E 'Explained|explain [0-9]' || true
cd "$ROOT"
CP=$(mktemp)
mvn -B -q $REPO_OPT -f perf/pom.xml compile dependency:build-classpath -Dmdep.outputFile="$CP"
for jfr in "$OUT"/explain/*/17.jfr "$OUT"/explain/*/25.jfr; do
  java -cp "perf/target/classes:$(cat "$CP")" io.github.benchplugin.perf.RecordingReadTime "$jfr" --warmup 2000
done
