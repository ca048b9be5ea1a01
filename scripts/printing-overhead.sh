#!/usr/bin/env bash
# Issue 29, requirement 3: a suite whose fixtures print partial lines (scripts/printing-suite: a
# process id without a newline per trial, a dot per iteration, a character on stderr, a teardown's
# line without its newline) takes the same time as the same suite silent (-Dprint=false). bench:run
# on JDK 17 and 25 with the short preset, chatty (A) and silent (B) in turn, the ratio A/B pair by
# pair (farm-bench --vs). Before the host's private channel every chatty cell waited for bench.timeout.
# Usage: scripts/printing-overhead.sh [pairs]   (after `mvn install -DskipTests` at the top)
set -euo pipefail
PAIRS=${1:-3}
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REPO_OPT=${MAVEN_REPO_LOCAL:+-Dmaven.repo.local=$MAVEN_REPO_LOCAL}
cd "$ROOT/scripts/printing-suite"
mvn -B -q $REPO_OPT test-compile
RUN="mvn -B -o -q $REPO_OPT bench:run -Dbench.jdks=17,25 -Dbench.job=short -Dbench.floor=false"
farm-bench -n "$PAIRS" --warmup 0 --timeout 1800 \
  --vs "sh -c 'exec $RUN -Dbench.jvmArgs=-Dprint=false -Dbench.outputDirectory=target/silent >>target/silent.log 2>&1'" \
  -- sh -c "exec $RUN -Dbench.jvmArgs=-Dprint=true -Dbench.outputDirectory=target/chatty >>target/chatty.log 2>&1"
python3 - <<'PY'
import json
for name in ("chatty", "silent"):
    rows = json.load(open(f"target/{name}/results.json"))["rows"]
    ok = sum(c["status"] == "ok" for r in rows for c in r["cells"].values())
    print(f"{name}: {ok} cells ok of {sum(len(r['cells']) for r in rows)}")
PY
