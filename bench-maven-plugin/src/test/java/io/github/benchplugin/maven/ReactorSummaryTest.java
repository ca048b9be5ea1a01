package io.github.benchplugin.maven;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The lines bench:run ends a reactor with, before Maven's Reactor Summary. */
class ReactorSummaryTest {

    private static final Path ROOT = Path.of("/work/multi");
    private static final String SKIPPED = "Maven's Reactor Summary below says SKIPPED for every module but multi, measured"
            + " or not: bench:run runs once for the whole reactor, in multi's build, and Maven records a result only for"
            + " that project (README, \"In a reactor\").";

    private static List<Path> results(String module) {
        return List.of(ROOT.resolve(module + "/target/bench/results.md"), ROOT.resolve(module + "/target/bench/results.json"));
    }

    @Test
    void oneLinePerModuleInReactorOrderWithWhereItsResultsAreThenWhyMavenSaysSkipped() {
        ReactorSummary summary = new ReactorSummary(ROOT);
        summary.withoutBenchmarks("multi");
        summary.withoutBenchmarks("lib");
        summary.measured("bench", results("bench"), false);
        assertEquals(List.of(
                "bench:run measured 1 of 3 modules of this reactor:",
                "  multi -> not measured: no JMH benchmarks",
                "  lib -> not measured: no JMH benchmarks",
                "  bench -> bench/target/bench/results.md, bench/target/bench/results.json",
                SKIPPED), summary.lines("multi", List.of("multi", "lib", "bench")));
    }

    @Test
    void aFailedGateIsSaidAndAModuleNotReachedIsNamedToo() {
        ReactorSummary summary = new ReactorSummary(ROOT);
        summary.withoutBenchmarks("multi");
        summary.measured("core-bench", results("core-bench"), true);
        List<String> lines = summary.lines("multi", List.of("multi", "core-bench", "io-bench"));
        assertEquals("  core-bench -> core-bench/target/bench/results.md, core-bench/target/bench/results.json"
                + " (it failed a gate: see the error below)", lines.get(2));
        assertEquals("  io-bench -> not measured: bench:run stopped before it", lines.get(3));
    }

    @Test
    void resultsOutsideTheDirectoryMavenRunsInAreShownInFull() {
        ReactorSummary summary = new ReactorSummary(ROOT);
        summary.measured("bench", List.of(Path.of("/tmp/out/bench/isolation.md"), Path.of("/tmp/out/bench/isolation.json")),
                false);
        assertEquals("  bench -> /tmp/out/bench/isolation.md, /tmp/out/bench/isolation.json",
                summary.lines("multi", List.of("multi", "bench")).get(2));
    }
}
