#!/usr/bin/env bash
# What bench.floor=auto saves against bench.floor=true, measured side by side in one run (this
# machine is shared and noisy: only ratios of neighbouring runs mean anything).
#
# For each suite, bench:run on JDK 17 and 25 with the short preset, bench.floor=auto then
# bench.floor=true, alternated ROUNDS times; wall time of each Maven run, the medians and their
# ratio, and what each run's results.json says about the floor (environment.settings.floorMeasured)
# and ZERO_MEASUREMENT (number of warnings), so that the saving is shown to cost no finding.
#   string-concat (examples/): every cell is tens of ns or more: auto measures no floor.
#   traps (it/src/test/projects): cells at the floor: auto measures it on both runtimes, after
#        the rows (one round), so it costs one more host JVM per runtime than true.
# Usage: scripts/floor-cost.sh [rounds]   (after `mvn install -DskipTests` at the top; set
#        MAVEN_REPO_LOCAL to use another local repository)
set -euo pipefail
ROUNDS=${1:-2}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
VERSION=$(sed -n 's:^  <version>\(.*\)</version>:\1:p' "$ROOT/pom.xml" | head -1)
# The trap suite's POM names the plugin version as a placeholder the ITs fill in: a filled copy.
TRAPS=$(mktemp -d)/traps
cp -r "$ROOT/it/src/test/projects/traps" "$TRAPS"
sed -i "s/@bench.version@/$VERSION/" "$TRAPS/pom.xml"

now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
outcome() { # results.json -> "floorMeasured=..., ZERO_MEASUREMENT=n"
  python3 - "$1" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
zero = sum(1 for w in r["warnings"] if w["code"] == "ZERO_MEASUREMENT")
print("floorMeasured=%s, ZERO_MEASUREMENT=%d" % (r["environment"]["settings"].get("floorMeasured"), zero))
PY
}
run() { # dir floor
  (cd "$1" && mvn -B -q -o $REPO_OPT "io.github.benchplugin:bench-maven-plugin:$VERSION:run" \
      -Dbench.jdks=17,25 -Dbench.job=short -Dbench.floor="$2" >/dev/null 2>&1)
}

for suite in "$ROOT/examples/string-concat" "$TRAPS"; do
  (cd "$suite" && mvn -B -q -o $REPO_OPT test-compile >/dev/null 2>&1)
  echo "== $(basename "$suite"), $ROUNDS rounds (short preset, JDK 17 and 25)"
  AUTO=(); ALWAYS=()
  for i in $(seq 1 "$ROUNDS"); do
    t0=$(now); run "$suite" auto; t1=$(now); a=$(outcome "$suite/target/bench/results.json")
    run "$suite" true; t2=$(now); b=$(outcome "$suite/target/bench/results.json")
    AUTO+=("$(echo "$t1 - $t0" | bc)"); ALWAYS+=("$(echo "$t2 - $t1" | bc)")
    echo "round $i: auto ${AUTO[-1]} s ($a); true ${ALWAYS[-1]} s ($b)"
  done
  MA=$(median "${AUTO[@]}"); MT=$(median "${ALWAYS[@]}")
  echo "median auto $MA s, true $MT s: ratio auto/true $(echo "scale=3; $MA / $MT" | bc)"
done
