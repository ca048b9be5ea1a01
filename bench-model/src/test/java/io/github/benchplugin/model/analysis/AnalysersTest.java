package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static io.github.benchplugin.model.analysis.Fixtures.avgt;
import static io.github.benchplugin.model.fixtures.Results.cells;
import static io.github.benchplugin.model.analysis.Fixtures.clean;
import static io.github.benchplugin.model.fixtures.Results.result;
import static io.github.benchplugin.model.fixtures.Results.row;
import static io.github.benchplugin.model.fixtures.Results.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnalysersTest {

    private final Random random = new Random(17);

    private static List<Warning> only(WarningCode code, List<Warning> warnings) {
        return warnings.stream().filter(w -> w.code() == code).toList();
    }

    private BenchResult cleanResult() {
        List<RuntimeInfo> runtimes = List.of(runtime("17").withBaseline(true), runtime("21"));
        List<Row> rows = new ArrayList<>();
        for (String m : List.of("a", "b", "c")) {
            rows.add(row("org.x.Bench." + m, "avgt", "ns/op", cells("17", clean(random, 100), "21", clean(random, 90))));
        }
        rows.add(row("org.x.Bench.t", "thrpt", "ops/us", cells("17", clean(random, 5), "21", clean(random, 6))));
        return result(runtimes, rows);
    }

    @Test
    void cleanResultHasNoWarnings() {
        assertEquals(List.of(), Analysers.analyse(cleanResult()));
    }

    @Test
    void analyseDeduplicatesAndKeepsOrder() {
        Warning w = Warning.of(WarningCode.HIGH_ERROR, "x", null, null);
        Warning v = Warning.of(WarningCode.FAILED, "y", null, null);
        List<Warning> out = Analysers.analyse(cleanResult(), List.of(r -> List.of(w, v), r -> List.of(w)));
        assertEquals(List.of(w, v), out);
    }

    @Test
    void failedCellIsReportedWithItsMessage() {
        BenchResult r = result(List.of(runtime("17"), runtime("21")), List.of(
                row("org.x.B.m", "avgt", "ns/op", cells("17", clean(random, 1), "21", Cell.failed("OOM in fork 2"))),
                row("org.x.B.n", "avgt", "ns/op", cells("17", clean(random, 1), "21", clean(random, 1)))));
        List<Warning> w = only(WarningCode.FAILED, Analysers.analyse(r));
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("OOM in fork 2"));
        assertEquals("org.x.B.m", w.get(0).benchmark());
        assertEquals("21", w.get(0).runtime());
    }

    @Test
    void runtimeWhereEverythingFailedIsOneWarning() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            rows.add(row("org.x.B.m" + i, "avgt", "ns/op",
                    cells("17", clean(random, 1), "21", Cell.failed("JVM did not start"))));
        }
        List<Warning> w = only(WarningCode.FAILED, Analysers.analyse(result(List.of(runtime("17"), runtime("21")), rows)));
        assertEquals(1, w.size());
        assertNull(w.get(0).benchmark());
        assertTrue(w.get(0).message().contains("JVM did not start"));
    }

    @Test
    void unisolatedRuntimeIsFlagged() {
        RuntimeInfo inProcess = RuntimeInfo.builder("21").requested("21").javaVersion("21.0.1").featureVersion(21)
                .vendor("v").javaHome("/jdk").isolated(false).note("no JDK 21 found").hostName("host-a")
                .jmhVersion("1.37").build();
        List<Warning> w = only(WarningCode.UNISOLATED,
                Analysers.analyse(result(List.of(runtime("17"), inProcess), List.of())));
        assertEquals(1, w.size());
        assertEquals("21", w.get(0).runtime());
        assertTrue(w.get(0).message().contains("inside another JVM"));
        assertTrue(w.get(0).message().contains("bench.inProcess"));
    }

    @Test
    void largeErrorIsHighError() {
        Cell noisy = Fixtures.withError(clean(random, 100), 25);
        Cell precise = Fixtures.withError(clean(random, 100), 2);
        List<Warning> w = only(WarningCode.HIGH_ERROR, Analysers.analyse(result(List.of(runtime("17"), runtime("21")),
                List.of(row("org.x.B.m", "avgt", "ns/op", cells("17", noisy, "21", precise))))));
        assertEquals(1, w.size());
        assertEquals("17", w.get(0).runtime());
        assertTrue(w.get(0).message().contains("25%") && w.get(0).message().contains("bench.forks"));
    }

    @Test
    void trendingIterationsAreNotConverged() {
        List<List<Double>> forks = trendingForks(8, i -> 1.2 - 0.03 * i); // still warming up
        List<Warning> w = only(WarningCode.NOT_CONVERGED, Analysers.analyse(result(List.of(runtime("17")),
                List.of(avgt("org.x.B.warm", SyntheticCells.of(forks)), avgt("org.x.B.ok", clean(random, 100))))));
        assertEquals(1, w.size());
        assertEquals("org.x.B.warm", w.get(0).benchmark());
        assertTrue(w.get(0).message().contains("bench.warmupIterations"));
    }

    @Test
    void underAutoWarmupADriftAdvisesLongerForksNotMoreWarmup() {
        Cell drifting = SyntheticCells.of(trendingForks(20, i -> 1 + 0.015 * i)); // drifts to its cap
        Cell auto = Cell.builder(CellStatus.OK).score(drifting.score()).samples(drifting.samples())
                .forkSamples(drifting.forkSamples()).warmup(new Warmup(null, null, null, List.of(), true)).build();
        List<Warning> w = only(WarningCode.NOT_CONVERGED, Analysers.analyse(result(List.of(runtime("17")),
                List.of(avgt("org.x.B.drifts", auto)))));
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("bench.warmup=auto") && w.get(0).message().contains("bench.iterations"),
                w.get(0).message());
        assertFalse(w.get(0).message().contains("bench.warmupIterations"), w.get(0).message());
    }

    @Test
    void underAutoWarmupACellWhoseForksNeverSettledIsNotConvergedThoughItsSecondHalvesAreLevel() {
        // Issue 50: each fork alternates between two levels to its last look at 15 s (class none); its second
        // half, the part scored, does not trend, so only the forks' classes say that this is no steady state.
        Cell level = clean(random, 100);
        List<io.github.benchplugin.model.result.WarmupFork> forks = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            forks.add(new io.github.benchplugin.model.result.WarmupFork(io.github.benchplugin.model.result.WarmupClass.NONE, null,
                    null, 0.5, 0, List.of(List.of(0.6, 100.0), List.of(15.0, 130.0))));
        }
        Cell auto = Cell.builder(CellStatus.OK).score(level.score()).samples(level.samples())
                .forkSamples(level.forkSamples()).warmup(new Warmup(null, null, null, forks, true)).build();
        List<Warning> w = only(WarningCode.NOT_CONVERGED, Analysers.analyse(result(List.of(runtime("17")),
                List.of(avgt("org.x.B.unsettled", auto), avgt("org.x.B.ok", clean(random, 100))))));
        assertEquals(1, w.size());
        assertEquals("org.x.B.unsettled", w.get(0).benchmark());
        assertTrue(w.get(0).message().contains("no fork reached a steady state (3 of 3 forks none, the longest 15.0 s)"),
                w.get(0).message());
    }

    @Test
    void underAutoWarmupACellNoneOfWhoseForksSettledAtItsProbesLevelIsNotConverged() {
        // Issue 50: one fork never steady, two steady only on a plateau far from their probes' level; every fork
        // is judged never settled, so the cell is scored from all of them, and says it is no steady state's.
        Cell level = clean(random, 100);
        List<io.github.benchplugin.model.result.WarmupFork> forks = new ArrayList<>();
        for (var kind : List.of(io.github.benchplugin.model.result.WarmupClass.NONE,
                io.github.benchplugin.model.result.WarmupClass.FLAT, io.github.benchplugin.model.result.WarmupClass.FLAT)) {
            forks.add(new io.github.benchplugin.model.result.WarmupFork(kind, null, null, 0.5, 0,
                    List.of(List.of(0.6, 800.0), List.of(5.4, 800.0))).withSettled(false));
        }
        Cell auto = Cell.builder(CellStatus.OK).score(level.score()).samples(level.samples())
                .forkSamples(level.forkSamples()).warmup(new Warmup(null, null, null, forks, true)).build();
        List<Warning> all = Analysers.analyse(result(List.of(runtime("17")), List.of(avgt("org.x.B.plateau", auto))));
        List<Warning> w = only(WarningCode.NOT_CONVERGED, all);
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("no fork settled at its probes' level (1 of 3 forks none, 2 steady only"
                + " 1.5x or more slower; the longest 5.4 s): scored from every fork"), w.get(0).message());
        assertTrue(only(WarningCode.UNSTEADY_FORKS, all).isEmpty(), "no fork is left out: " + all);
    }

    /** Three forks whose i-th iteration costs 100 x {@code level(i)}, with 0.5% noise. */
    private List<List<Double>> trendingForks(int iterations, java.util.function.IntToDoubleFunction level) {
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            List<Double> it = new ArrayList<>();
            for (int i = 0; i < iterations; i++) {
                it.add(100 * level.applyAsDouble(i) * (1 + 0.005 * random.nextGaussian()));
            }
            forks.add(it);
        }
        return forks;
    }

    @Test
    void twoGroupsOfForksAreMultimodal() {
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            double mean = f % 2 == 0 ? 100 : 140;
            List<Double> it = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                it.add(mean * (1 + 0.01 * random.nextGaussian()));
            }
            forks.add(it);
        }
        List<Warning> w = only(WarningCode.MULTIMODAL, Analysers.analyse(result(List.of(runtime("17")),
                List.of(avgt("org.x.B.bimodal", SyntheticCells.of(forks)), avgt("org.x.B.ok", clean(random, 100))))));
        assertEquals(1, w.size());
        assertEquals("org.x.B.bimodal", w.get(0).benchmark());
        assertTrue(w.get(0).message().contains("3 forks around"), w.get(0).message());
    }

    @Test
    void twoStatesInsideForksAreMultimodal() {
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            List<Double> it = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                it.add((i % 2 == 0 ? 100 : 130) * (1 + 0.01 * random.nextGaussian()));
            }
            forks.add(it);
        }
        List<Warning> w = only(WarningCode.MULTIMODAL, Analysers.analyse(result(List.of(runtime("17")),
                List.of(avgt("org.x.B.flip", SyntheticCells.of(forks))))));
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("iterations within forks"), w.get(0).message());
    }

    @Test
    void cleanCellsRarelyLookMultimodalOrDrifting() {
        int flagged = 0;
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            rows.add(avgt("org.x.B.m" + i, SyntheticCells.noisy(random, 100, 5, 5, 0.03, 0.01)));
        }
        List<Warning> w = Analysers.analyse(result(List.of(runtime("17")), rows));
        flagged += only(WarningCode.MULTIMODAL, w).size() + only(WarningCode.NOT_CONVERGED, w).size();
        assertTrue(flagged <= 5, flagged + " of 500 clean cells flagged");
    }

    @Test
    void oneForkEverywhereIsOneFewSamplesWarning() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            rows.add(avgt("org.x.B.m" + i, SyntheticCells.noisy(random, 100, 1, 5, 0.02, 0.01)));
        }
        List<Warning> w = only(WarningCode.FEW_SAMPLES, Analysers.analyse(result(List.of(runtime("17")), rows)));
        assertEquals(1, w.size());
        assertNull(w.get(0).benchmark());
        assertTrue(w.get(0).message().contains("1 fork") && w.get(0).message().contains("bench.forks"));
    }

    @Test
    void fewIterationsInOneCellIsReportedForThatRow() {
        List<Warning> w = only(WarningCode.FEW_SAMPLES, Analysers.analyse(result(List.of(runtime("17")), List.of(
                avgt("org.x.B.short", SyntheticCells.noisy(random, 100, 3, 2, 0.02, 0.01)),
                avgt("org.x.B.ok", clean(random, 100))))));
        assertEquals(1, w.size());
        assertEquals("org.x.B.short", w.get(0).benchmark());
        assertTrue(w.get(0).message().contains("2 iterations per fork"));
    }

    @Test
    void environmentFactsAndJmhVersionsAreReported() {
        Map<String, String> facts = Map.of(EnvironmentFacts.CPU_GOVERNOR, "powersave",
                EnvironmentFacts.HYPERVISOR, "kvm", EnvironmentFacts.ASSERTIONS, "enabled",
                EnvironmentFacts.DEBUG_AGENT, "present");
        List<RuntimeInfo> runtimes = List.of(runtime("17"), runtime("21").withJmhVersion("1.36"));
        List<Warning> w = only(WarningCode.ENVIRONMENT, Analysers.analyse(result(Results.environment(facts), runtimes, List.of())));
        assertEquals(5, w.size());
        String all = w.toString();
        assertTrue(all.contains("powersave") && all.contains("kvm") && all.contains("-ea") && all.contains("jdwp")
                && all.contains("1.36 on 21"), all);
    }

    @Test
    void slowFreshMemoryIsSaidWhenARowAllocatesAndNotOtherwise() {
        Map<String, String> slow = Map.of(EnvironmentFacts.PAGE_TOUCH_NANOS, "10700");
        Cell allocating = Cell.builder(CellStatus.OK).score(372.0).samples(List.of(372.0)).forkSamples(
                List.of(List.of(372.0))).allocBytesPerOp(264.0).build();
        Cell quiet = Cell.builder(CellStatus.OK).score(3.0).samples(List.of(3.0)).forkSamples(List.of(List.of(3.0)))
                .allocBytesPerOp(0.0).build();
        List<Warning> w = only(WarningCode.ENVIRONMENT, Analysers.analyse(result(Results.environment(slow),
                List.of(runtime("17")), List.of(avgt("org.x.B.builder", allocating), avgt("org.x.B.sum", quiet)))));
        assertEquals(1, w.size(), w.toString());
        assertTrue(w.get(0).message().startsWith("The first touch of fresh memory costs 10.7 us a page here"),
                w.get(0).message());
        assertTrue(w.get(0).message().contains("1 row allocates, and while") && w.get(0).message().contains("-XX:+AlwaysPreTouch")
                && w.get(0).message().contains("touching 1 GiB takes about 2.8 s of CPU here"), w.get(0).message());

        assertEquals(List.of(), only(WarningCode.ENVIRONMENT, Analysers.analyse(result(Results.environment(slow),
                List.of(runtime("17")), List.of(avgt("org.x.B.sum", quiet))))), "nothing allocates");
        Map<String, String> usual = Map.of(EnvironmentFacts.PAGE_TOUCH_NANOS, "400");
        assertEquals(List.of(), only(WarningCode.ENVIRONMENT, Analysers.analyse(result(Results.environment(usual),
                List.of(runtime("17")), List.of(avgt("org.x.B.builder", allocating))))), "a usual machine");
    }

    @Test
    void goodEnvironmentIsQuiet() {
        Map<String, String> facts = Map.of(EnvironmentFacts.CPU_GOVERNOR, "performance",
                EnvironmentFacts.HYPERVISOR, "none", EnvironmentFacts.ASSERTIONS, "disabled");
        assertEquals(List.of(), Analysers.analyse(result(Results.environment(facts), List.of(runtime("17")), List.of())));
    }

    @Test
    void wrongFeatureVersionIsRuntimeMismatch() {
        RuntimeInfo asked21got17 = RuntimeInfo.builder("21").requested("21").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk/17").hostName("host-a").jmhVersion("1.37").build();
        RuntimeInfo range = RuntimeInfo.builder("r").requested("[21,22)").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk/17").hostName("host-a").jmhVersion("1.37").build();
        RuntimeInfo legacy = RuntimeInfo.builder("8").requested("1.8").javaVersion("1.8.0_402").featureVersion(8)
                .vendor("v").javaHome("/jdk/8").hostName("host-a").jmhVersion("1.37").build();
        List<Warning> w = only(WarningCode.RUNTIME_MISMATCH,
                Analysers.analyse(result(List.of(runtime("17"), asked21got17, range, legacy), List.of())));
        assertEquals(1, w.size());
        assertEquals("21", w.get(0).runtime());
        assertTrue(w.get(0).message().contains("17.0.15"));
    }

    @Test
    void differentMachinesAreMixedHosts() {
        Machine laptop = new Machine("Apple M2", 8, 16L << 30, "Mac OS X 14.5", "aarch64", null);
        Machine runner = new Machine("AMD EPYC 7763 64-Core Processor", 4, 16L << 30, "Linux 6.8.0", "amd64", "6.8.0");
        RuntimeInfo other = RuntimeInfo.builder("21").requested("21").javaVersion("21.0.1").featureVersion(21)
                .vendor("v").javaHome("/jdk/21").hostName("ci-runner-7").jmhVersion("1.37").machine(runner).build();
        List<Warning> w = only(WarningCode.MIXED_HOSTS,
                Analysers.analyse(result(List.of(runtime("17").withMachine(laptop), other), List.of())));
        assertEquals(1, w.size());
        assertTrue(w.get(0).message().contains("17 on Apple M2, 8 cpus, 16 GiB") && w.get(0).message().contains("21 on AMD EPYC"),
                w.get(0).message());
    }

    @Test
    void runnersOfOneTypeAreOneMachineWhateverTheirHostNames() {
        Machine runner = new Machine("AMD EPYC 7763 64-Core Processor", 4, 16_772_000_000L, "Linux 6.8.0", "amd64", "6.8.0");
        Machine twin = new Machine("AMD EPYC 7763 64-Core Processor", 4, 16_770_000_000L, "Linux 6.8.0", "amd64", "6.8.0");
        RuntimeInfo a = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17).vendor("v")
                .javaHome("/jdk/17").baseline(true).hostName("fv-az123").jmhVersion("1.37").machine(runner).build();
        RuntimeInfo b = RuntimeInfo.builder("21").requested("21").javaVersion("21.0.1").featureVersion(21).vendor("v")
                .javaHome("/jdk/21").hostName("fv-az456").jmhVersion("1.37").machine(twin).build();
        assertTrue(only(WarningCode.MIXED_HOSTS, Analysers.analyse(result(List.of(a, b), List.of()))).isEmpty());
    }
}
