#!/usr/bin/env bash
# Page work in headless Chromium of a results.html (docs/performance.md): open, search, clear, sort, and
# one row's charts, each as DevTools' TaskDuration (main-thread work) beside the wall time.
# Usage: scripts/report-usable.sh RESULTS_HTML [search text] [row index]   (default "copy=3333" 9999)
# Needs: Debian's chromium, node and npm (playwright-core goes into a temporary folder, no browser download).
set -euo pipefail
cd "$(dirname "$0")/.."
html=$(realpath "$1"); needle=${2:-copy=3333}; row=${3:-9999}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm init -y >/dev/null && npm install --silent playwright-core@1.64.1 >/dev/null)
cp scripts/report-usable.mjs "$work/"
echo "$html: $(stat -c %s "$html") bytes; machine: $(nproc) cpus, load $(cut -d' ' -f1-3 /proc/loadavg)"
node "$work/report-usable.mjs" "$html" "$needle" "$row"
