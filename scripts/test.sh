#!/usr/bin/env bash
# The README's test command: sets up what the tests need on a fresh machine, then runs them all.
#
# It installs, when missing (Debian/Ubuntu, as root or through sudo):
#   - chromium: ReportsIT opens results.html in headless Chromium (Debian's package).
#   - on x86-64, for bench.explain's machine code (ExplainIT, JMH's perfasm): linux-perf (perf),
#     libhsdis0-fcml (the disassembler the JDKs load) and gcc (builds once the bridge to it).
# Then it runs `mvn -B install`: the unit tests, then the plugin installed into the local
# repository, then the integration tests with real JDKs and real JMH. Arguments are passed to Maven
# (e.g. `bash scripts/test.sh -ntp`).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests need: binary (or file) to look for, then the package that brings it.
needed=(
  "chromium chromium"
)
if [ "$(uname -m)" = "x86_64" ]; then
  needed+=(
    "perf linux-perf"
    "gcc gcc"
    "/usr/lib/x86_64-linux-gnu/libhsdis.so.0 libhsdis0-fcml"
  )
fi

missing=()
for entry in "${needed[@]}"; do
  read -r binary package <<<"$entry"
  case "$binary" in
    /*) [ -e "$binary" ] || missing+=("$package") ;;
    *) command -v "$binary" >/dev/null 2>&1 || missing+=("$package") ;;
  esac
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "scripts/test.sh: installing what the tests need: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then
    sudo=()
  elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "scripts/test.sh: ${missing[*]} missing, and neither root nor sudo to install it:" \
         "apt-get install ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

exec mvn -B "$@" install
