package io.github.benchplugin.engine.gate;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the gates can compare, refused before anything is measured when it is nothing. */
class GateReachTest {

    private static final HistoryOptions.Requirements REQUIRE = HistoryOptions.read(null, null, null,
            new ConsoleRunLog(System.out, false)).withRequirements(null, "5%", null).requirements();
    private static final List<String> OURS = List.of("org.x.ConcatBench.plus", "org.x.ConcatBench.builder");

    private static BenchResult earlier(String... benchmarks) {
        return new BenchResult(3, Environment.builder("box").os("Linux").arch("amd64").cpus(2).createdAt("now").build(),
                List.of(), java.util.Arrays.stream(benchmarks).map(b -> Row.builder(b, "avgt").unit("ns/op").build())
                .toList(), List.of());
    }

    @Test
    void aRequirementOnOneRuntimeAloneIsRefusedNamingWhatItWouldCompare() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> GateReach.check(REQUIRE, List.of("17"), List.of(), List.of(), null, OURS, "ConcatBench.plus"));
        assertTrue(e.getMessage().startsWith("bench.requireNoRegression=5% has nothing to compare: this run measures"
                + " one runtime (17), no compared profiles, no bench.variants and no bench.compareTo."), e.getMessage());
        assertTrue(e.getMessage().contains("method ratios against bench.baseline (ConcatBench.plus) are not gated"),
                e.getMessage());
    }

    @Test
    void aRequirementWithSomethingToCompareIsAccepted() {
        GateReach.check(REQUIRE, List.of("17", "25"), List.of(), List.of(), null, OURS, null);
        GateReach.check(REQUIRE, List.of("17"), List.of(), List.of("1.0", "1.1"), null, OURS, null);
        // bench.profiles=default,g1 with bench.compareProfiles=true: g1 is gated against default.
        GateReach.check(REQUIRE, List.of("17"), List.of("default", "g1"), List.of(), null, OURS, null);
        GateReach.check(REQUIRE, List.of("17"), List.of(), List.of(), earlier("org.x.ConcatBench.plus"), OURS, null);
        GateReach.check(HistoryOptions.Requirements.NONE, List.of("17"), List.of(), List.of(), null, OURS, null);
    }

    @Test
    void aCompareToOfAnotherProjectIsRefused() {
        BadInputException e = assertThrows(BadInputException.class, () -> GateReach.check(HistoryOptions.Requirements.NONE,
                List.of("17", "25"), List.of(), List.of(), earlier("com.other.HashBench.hash"), OURS, null));
        assertTrue(e.getMessage().startsWith("bench.compareTo shares no benchmark with this run: it has 1"
                + " (com.other.HashBench.hash), this run selects 2"), e.getMessage());
    }
}
