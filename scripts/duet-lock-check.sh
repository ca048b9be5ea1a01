#!/usr/bin/env bash
# bench.duet while another JMH run holds JMH's machine-wide lock (issue 51; docs/measurements.md).
#
# A copy of it/src/test/projects/duet (two rows paired on JDK 17 and 25, DuetIT's settings) measured
# with bench.duet=true while another process (python's fcntl.lockf: a POSIX lock, the kind Java's
# FileChannel.lock and so JMH take) holds /tmp/jmh.lock for HOLD seconds (default 90), taken just
# before Maven starts. Everything runs in a mount namespace of its own with a private /tmp (root
# needed: unshare -m), so the lock held here stops no other JMH run on the machine.
# Prints when the lock was held and released, the run's "Waiting for another JMH run" lines, its
# cells' start lines and its "bench.duet: N iteration start(s) aligned, M barrier timeout(s)" line.
#
# Usage: scripts/duet-lock-check.sh <maven local repository with the plugin installed> [outdir]
set -euo pipefail

repo=$1
out=${2:-$(mktemp -d /work/duet-lock-check.XXXXXX)}
hold=${HOLD:-90}
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -1)

mkdir -p "$out"
rm -rf "$out/project"
cp -r "$root/it/src/test/projects/duet" "$out/project"
sed -i "s/@bench.version@/$version/" "$out/project/pom.xml"

unshare -m --propagation private bash -s "$out" "$repo" "$hold" <<'INNER'
set -euo pipefail
out=$1 repo=$2 hold=$3
mount -t tmpfs tmpfs /tmp
python3 - "$hold" > "$out/holder.log" 2>&1 <<'PY' &
import fcntl, sys, time
with open("/tmp/jmh.lock", "a+") as f:
    fcntl.lockf(f, fcntl.LOCK_EX)
    print(time.strftime("%H:%M:%S"), "holding /tmp/jmh.lock", flush=True)
    time.sleep(float(sys.argv[1]))
    print(time.strftime("%H:%M:%S"), "released", flush=True)
PY
holder=$!
sleep 1
cd "$out/project"
start=$(date +%s)
mvn -B -ntp -o -Dmaven.repo.local="$repo" -Dorg.slf4j.simpleLogger.showDateTime=true \
    -Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss bench:run -Dbench.jdks=17,25 -Dbench.duet=true -Dbench.forks=4 \
    -Dbench.warmupIterations=3 -Dbench.warmupTime=200ms -Dbench.iterations=5 -Dbench.time=200ms \
    -Dbench.floor=false > "$out/build.log" 2>&1 || echo "mvn exit code $?" >> "$out/build.log"
echo "wall: $(( $(date +%s) - start )) s" >> "$out/build.log"
wait "$holder" || true
INNER

cat "$out/holder.log"
grep -E "Waiting for another JMH|INFO\] \[[0-9]+/[0-9]+\]|bench\.duet: [0-9]+ iteration|wall:|BUILD|mvn exit" \
    "$out/build.log"
