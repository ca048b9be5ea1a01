#!/usr/bin/env bash
# How fast results.html of a large suite is usable in headless Chromium (docs/reports.md).
# Usage: scripts/report-load.sh [rows] [runtimes] [repeats]   (default 10000 4 3)
# Needs: the project built once (mvn install -DskipTests), Debian's chromium, node and npm
# (playwright-core is installed into a temporary folder, no browser download).
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-10000}; runtimes=${2:-4}; repeats=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mvn -B -q -o -pl bench-report -am test-compile dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >/dev/null
java -cp "bench-model/target/classes:bench-report/target/classes:bench-report/target/test-classes:$(cat "$work/cp.txt")" \
  io.github.benchplugin.report.table.WriteLargeReport "$rows" "$runtimes" "$work/results.html"
echo "results.html, $rows rows x $runtimes runtimes: $(stat -c %s "$work/results.html") bytes"

(cd "$work" && npm init -y >/dev/null && npm install --silent playwright-core@1.64.1 >/dev/null)
cp scripts/report-load.mjs "$work/"
files=()
for _ in $(seq "$repeats"); do files+=("$work/results.html"); done
node "$work/report-load.mjs" "${files[@]}"
