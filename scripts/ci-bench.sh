#!/usr/bin/env bash
# The commands of the CI workflow in docs/ci.md, so that the workflow stays a thin shell around
# them and an integration test (CiScriptIT) can run them with local folders for the artifact store.
#
#   scripts/ci-bench.sh run                          one matrix job: bench:run into $BENCH_OUT
#   scripts/ci-bench.sh merge ARTIFACTS [PREVIOUS]   the final job: bench:merge of every
#        ARTIFACTS/**/results.json into $BENCH_OUT, compared with PREVIOUS/results.json when that
#        exists (the main branch's last merged result), with both gates applied; with
#        BENCH_HISTORY also appended to that history as one run, gated on its change points, and
#        its trend page written (also when a gate failed)
#   scripts/ci-bench.sh history [DIR]                the trend page of a history (default
#        $BENCH_HISTORY) into $BENCH_HISTORY_OUT
#
# Settings (environment):
#   BENCH_JDKS                  runtimes of every job, e.g. 17,21,25 (default: the JDK running Maven)
#   BENCH_JOB                   preset: dry, short, default, long (default: default)
#   BENCH_SHARD                 K/N: this job's slice of the benchmarks (needs bench.shard; unset: all)
#   BENCH_OUT                   output directory (default: target/bench for run, target/bench-merged for merge)
#   BENCH_FAIL_ON_REGRESSION    time gate (default 5%; empty: no gate)
#   BENCH_FAIL_ON_ALLOC_REGRESSION  allocation gate (default 1%; empty: no gate)
#   BENCH_HISTORY               a history directory (bench.history) kept between pipelines: restored from
#                               the Actions cache or a bench-history branch before merge (docs/ci.md)
#   BENCH_FAIL_ON_CHANGE        change-point gate, with BENCH_HISTORY (default 5%; empty: no gate)
#   BENCH_HISTORY_OUT           where the trend page goes (default target/bench-history)
#   BENCH_EXPORT                bench.export of the merge: junit, github-action-benchmark, bencher, jmh
#                               (comma-separated; unset or empty: none), written to $BENCH_OUT/export/
#   BENCH_ARGS                  more -D options for bench:run / bench:merge
#   MVN                         the Maven command (default: ./mvnw when present, else mvn)
#   BENCH_MAVEN_ARGS            options for every Maven call (e.g. -Dmaven.repo.local=...)
# GITHUB_STEP_SUMMARY, set by GitHub Actions, gets the merged table and the gates' outcome.
set -euo pipefail

usage() {
  sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

if [ -z "${MVN:-}" ]; then
  if [ -x ./mvnw ]; then MVN=./mvnw; else MVN=mvn; fi
fi
# Word splitting is wanted for the two option lists.
# shellcheck disable=SC2206
maven_args=(-B ${BENCH_MAVEN_ARGS:-})
# shellcheck disable=SC2206
bench_args=(${BENCH_ARGS:-})

case "${1:-}" in
  run)
    out="${BENCH_OUT:-target/bench}"
    args=(-Dbench.job="${BENCH_JOB:-default}" -Dbench.outputDirectory="$out")
    [ -n "${BENCH_JDKS:-}" ] && args+=(-Dbench.jdks="$BENCH_JDKS")
    [ -n "${BENCH_SHARD:-}" ] && args+=(-Dbench.shard="$BENCH_SHARD")
    # Gates belong to the merge: one job sees only its slice, and an earlier run only after merging.
    set -x
    $MVN "${maven_args[@]}" bench:run "${args[@]}" "${bench_args[@]}"
    ;;
  merge)
    artifacts="${2:-}"
    previous="${3:-}"
    [ -n "$artifacts" ] || usage
    if [ ! -d "$artifacts" ]; then
      echo "ci-bench.sh: no artifacts directory '$artifacts' (did the matrix jobs upload target/bench?)" >&2
      exit 1
    fi
    out="${BENCH_OUT:-target/bench-merged}"
    args=(-Dbench.inputs="$artifacts/**/results.json" -Dbench.outputDirectory="$out")
    time_gate="${BENCH_FAIL_ON_REGRESSION-5%}"
    alloc_gate="${BENCH_FAIL_ON_ALLOC_REGRESSION-1%}"
    if [ -n "$previous" ] && [ -f "$previous/results.json" ]; then
      args+=(-Dbench.compareTo="$previous/results.json")
    else
      echo "ci-bench.sh: no earlier results in '${previous:-<none>}': merging without bench.compareTo" >&2
    fi
    [ -n "$time_gate" ] && args+=(-Dbench.failOnRegression="$time_gate")
    [ -n "$alloc_gate" ] && args+=(-Dbench.failOnAllocRegression="$alloc_gate")
    [ -n "${BENCH_EXPORT:-}" ] && args+=(-Dbench.export="$BENCH_EXPORT")
    if [ -n "${BENCH_HISTORY:-}" ]; then
      args+=(-Dbench.history="$BENCH_HISTORY")
      change_gate="${BENCH_FAIL_ON_CHANGE-5%}"
      [ -n "$change_gate" ] && args+=(-Dbench.failOnChange="$change_gate")
    fi
    status=0
    (set -x; $MVN "${maven_args[@]}" bench:merge "${args[@]}" "${bench_args[@]}") || status=$?
    # The trend page also when a gate failed: that is when it is looked at.
    if [ -n "${BENCH_HISTORY:-}" ] && [ -f "$BENCH_HISTORY/bench-history.txt" ]; then
      trend=0
      (set -x; $MVN "${maven_args[@]}" bench:history -Dbench.history="$BENCH_HISTORY" \
        -Dbench.outputDirectory="${BENCH_HISTORY_OUT:-target/bench-history}") || trend=$?
      [ "$status" -ne 0 ] || status=$trend
    fi
    exit "$status"
    ;;
  history)
    dir="${2:-${BENCH_HISTORY:-}}"
    [ -n "$dir" ] || usage
    set -x
    $MVN "${maven_args[@]}" bench:history -Dbench.history="$dir" \
      -Dbench.outputDirectory="${BENCH_HISTORY_OUT:-target/bench-history}"
    ;;
  *)
    usage
    ;;
esac
