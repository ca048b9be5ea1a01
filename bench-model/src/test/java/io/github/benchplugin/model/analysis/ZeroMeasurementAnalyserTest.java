package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.stats.RowFloors;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.github.benchplugin.model.analysis.FloorFixtures.avgt;
import static io.github.benchplugin.model.analysis.FloorFixtures.floor;
import static io.github.benchplugin.model.analysis.FloorFixtures.forks;
import static io.github.benchplugin.model.analysis.FloorFixtures.runtime;
import static io.github.benchplugin.model.fixtures.Results.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classic dead-code traps on 17 and 25, with fork means of the size JMH reports for them:
 * ZERO_MEASUREMENT on the runtime where the work is missing, and no verdict from a ratio that
 * compares removed work with work done.
 */
class ZeroMeasurementAnalyserTest {

    /** Empty benchmark, 5 forks: about 0.4 ns per call on 17 and 1.0 on 25. */
    private static final HarnessFloor FLOOR_17 = floor(0.41, 0.42, 0.40, 0.43, 0.41);
    private static final HarnessFloor FLOOR_25 = floor(0.98, 1.01, 0.97, 1.00, 0.99);

    private static final List<RuntimeInfo> RUNTIMES = List.of(runtime("17", FLOOR_17), runtime("25", FLOOR_25));

    private static BenchResult assemble(List<RuntimeInfo> runtimes, Row... rows) {
        return new ReportAssembler(null).assemble(Results.environment(Map.of()), runtimes, List.of(rows), List.of());
    }

    private static List<Warning> zeroMeasurements(BenchResult result, String benchmark) {
        return result.warnings().stream()
                .filter(w -> w.code() == WarningCode.ZERO_MEASUREMENT)
                .filter(w -> benchmark.equals(w.benchmark()))
                .toList();
    }

    private static Comparison comparison(BenchResult result, String benchmark, String runtime) {
        return result.rows().stream().filter(r -> r.benchmark().equals(benchmark)).findFirst().orElseThrow()
                .comparisons().get(runtime);
    }

    @Test
    void unusedLoopSumIsFlaggedOnTheRuntimeThatRemovedItAndItsRatioIsUnknown() {
        // 17 keeps the loop (~300 ns); 25 removes it and is left with a load or two above its floor:
        // measurably above the floor, but 1.1x it, while 17 is 700x its own.
        Row loop = avgt("org.x.Traps.unusedLoopSum", cells(
                "17", forks(298, 305, 301, 296, 303), "25", forks(1.12, 1.09, 1.15, 1.11, 1.13)));
        BenchResult result = assemble(RUNTIMES, loop);

        List<Warning> warnings = zeroMeasurements(result, "org.x.Traps.unusedLoopSum");
        assertEquals(1, warnings.size(), warnings.toString());
        Warning w = warnings.get(0);
        assertEquals("25", w.runtime());
        assertTrue(w.message().startsWith("removed by 25's JIT, while 17 does the work [avgt]"), w.message());
        assertTrue(w.message().contains("25 probably removed the work"), w.message());
        assertTrue(w.message().contains("on 17 the same benchmark takes 301 ns"), w.message());
        assertTrue(w.message().contains("Blackhole") && w.message().contains("Return the result"), w.message());

        Comparison c = comparison(result, "org.x.Traps.unusedLoopSum", "25");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertEquals(Verdict.UNKNOWN, c.shownVerdict());
        assertTrue(c.note().contains("25 probably removed the work"), c.note());
        assertEquals(1.12 / 300.6, c.ratio(), 0.0005, "the ratio is still shown");
    }

    @Test
    void withoutFloorsTheSameNumbersReadAsAHugeSpeedUp() {
        // What the table said before floors existed: the reason for the rule above.
        Row loop = avgt("org.x.Traps.unusedLoopSum", cells(
                "17", forks(298, 305, 301, 296, 303), "25", forks(1.12, 1.09, 1.15, 1.11, 1.13)));
        List<RuntimeInfo> noFloors = List.of(runtime("17", null), runtime("25", null));
        BenchResult result = assemble(noFloors, loop);
        assertEquals(Verdict.FASTER, comparison(result, "org.x.Traps.unusedLoopSum", "25").verdict());
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.unusedLoopSum"),
                "no floor, no test: nothing is guessed from names or fixed thresholds");
    }

    @Test
    void unusedLoopSumExactlyAtTheFloorIsFlaggedTheSameWay() {
        Row loop = avgt("org.x.Traps.unusedLoopSum", cells(
                "17", forks(298, 305, 301, 296, 303), "25", forks(0.99, 0.98, 1.02, 0.97, 1.00)));
        BenchResult result = assemble(RUNTIMES, loop);
        List<Warning> warnings = zeroMeasurements(result, "org.x.Traps.unusedLoopSum");
        assertEquals(List.of("25"), warnings.stream().map(Warning::runtime).toList());
        assertTrue(warnings.get(0).message().contains("probably removed the work"));
        assertEquals(Verdict.UNKNOWN, comparison(result, "org.x.Traps.unusedLoopSum", "25").verdict());
    }

    @Test
    void removedWorkLeavingAFewCyclesIsStillFoundAcrossRuntimes() {
        // As measured on the development VM: JDK 25's empty benchmark at 0.26 ns, the removed loop at
        // about 1.1 ns (a load and a check stay behind: 4.3x the floor, measurably above it).
        HarnessFloor lowFloor25 = floor(0.25, 0.26, 0.27, 0.26, 0.25);
        Row loop = avgt("org.x.Traps.unusedLoopSum", cells(
                "17", forks(298, 305, 301, 296, 303), "25", forks(1.12, 1.09, 1.15, 1.11, 1.13)));
        BenchResult result = assemble(List.of(runtime("17", FLOOR_17), runtime("25", lowFloor25)), loop);
        List<Warning> warnings = zeroMeasurements(result, "org.x.Traps.unusedLoopSum");
        assertEquals(List.of("25"), warnings.stream().map(Warning::runtime).toList());
        assertTrue(warnings.get(0).message().contains("4.34x its harness floor of 0.258 ns"), warnings.get(0).message());
        assertEquals(Verdict.UNKNOWN, comparison(result, "org.x.Traps.unusedLoopSum", "25").verdict());
    }

    @Test
    void aGenuineSpeedUpOfASmallOperationIsNotDeadCode() {
        // A new intrinsic: 5.2 ns on 17 (13x its floor), 1.1 ns on 25 (4.2x its floor); and a 12 ns
        // software path (29x) against the same 1.1 ns: the gap between the runtimes is under 20x.
        HarnessFloor lowFloor25 = floor(0.25, 0.26, 0.27, 0.26, 0.25);
        List<RuntimeInfo> runtimes = List.of(runtime("17", FLOOR_17), runtime("25", lowFloor25));
        Row fiveTimes = avgt("org.x.Traps.intrinsic", cells(
                "17", forks(5.2, 5.1, 5.3, 5.2, 5.2), "25", forks(1.10, 1.08, 1.11, 1.09, 1.10)));
        Row twelve = avgt("org.x.Traps.softwarePath", cells(
                "17", forks(12.1, 11.9, 12.0, 12.2, 12.0), "25", forks(1.10, 1.08, 1.11, 1.09, 1.10)));
        BenchResult result = assemble(runtimes, fiveTimes, twelve);
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.intrinsic"));
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.softwarePath"));
        assertEquals(Verdict.FASTER, comparison(result, "org.x.Traps.intrinsic", "25").verdict());
        assertEquals(Verdict.FASTER, comparison(result, "org.x.Traps.softwarePath", "25").verdict());
    }

    @Test
    void foldedConstantIsFlaggedOnEveryRuntime() {
        // return Math.sqrt(2.0): computed at compile time on both JDKs.
        Row sqrt = avgt("org.x.Traps.sqrtConstant", cells(
                "17", forks(0.42, 0.40, 0.43, 0.41, 0.42), "25", forks(0.99, 0.97, 1.01, 0.98, 1.00)));
        BenchResult result = assemble(RUNTIMES, sqrt);

        List<Warning> warnings = zeroMeasurements(result, "org.x.Traps.sqrtConstant");
        assertEquals(List.of("17", "25"), warnings.stream().map(Warning::runtime).toList());
        for (Warning w : warnings) {
            assertTrue(w.message().startsWith("no more than an empty benchmark [avgt]"), w.message());
            assertTrue(w.message().contains("its fastest iteration in 5 forks 1.00x the floor's fastest in 5, within the 1.15x"),
                    w.message());
        }
        Comparison c = comparison(result, "org.x.Traps.sqrtConstant", "25");
        assertEquals(Verdict.UNKNOWN, c.verdict(), "two floors compared say nothing about the code");
        assertTrue(c.note().contains("both runtimes sit at their harness floor"), c.note());
    }

    @Test
    void aSingleAddThatReturnsItsResultIsNeverFlagged() {
        // return a + b: about 0.3 ns above the floor on each runtime, with tight forks. Real work.
        Row add = avgt("org.x.Traps.singleAdd", cells(
                "17", forks(0.71, 0.73, 0.70, 0.72, 0.74), "25", forks(1.28, 1.31, 1.27, 1.30, 1.29)));
        BenchResult result = assemble(RUNTIMES, add);
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.singleAdd"));
        assertEquals(Verdict.SLOWER, comparison(result, "org.x.Traps.singleAdd", "25").verdict());
    }

    @Test
    void anHonestLoopIsNeverFlaggedAndKeepsItsVerdict() {
        // The loop sum returned: kept on both, and genuinely faster on 25 (vectorised).
        Row loop = avgt("org.x.Traps.returnedLoopSum", cells(
                "17", forks(310, 305, 312, 308, 306), "25", forks(92, 95, 91, 94, 93)));
        BenchResult result = assemble(RUNTIMES, loop);
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.returnedLoopSum"));
        assertEquals(Verdict.FASTER, comparison(result, "org.x.Traps.returnedLoopSum", "25").verdict());
    }

    @Test
    void operationsPerInvocationAreComparedPerCall() {
        // @OperationsPerInvocation(100): JMH reports 0.42 ns per add, the call takes 42 ns.
        Row perOp = avgt("org.x.Traps.hundredAdds", cells("17", forks(0.42, 0.41, 0.43, 0.42, 0.41)));
        BenchResult honest = assemble(List.of(runtime("17", FLOOR_17)), perOp.withOpsPerInvocation(100));
        assertEquals(List.of(), zeroMeasurements(honest, "org.x.Traps.hundredAdds"));

        // Without N the same score looks like an empty call: this is the false alarm N prevents.
        BenchResult unaware = assemble(List.of(runtime("17", FLOOR_17)), perOp);
        assertEquals(1, zeroMeasurements(unaware, "org.x.Traps.hundredAdds").size());

        // And a loop of 100 that was removed: 0.0041 ns per "operation" is one empty call.
        Row removed = avgt("org.x.Traps.hundredAddsDead", cells("17", forks(0.0041, 0.0042, 0.0040, 0.0041, 0.0042)))
                .withOpsPerInvocation(100);
        BenchResult dead = assemble(List.of(runtime("17", FLOOR_17)), removed);
        Warning w = zeroMeasurements(dead, "org.x.Traps.hundredAddsDead").get(0);
        assertTrue(w.message().contains("0.412 ns per call"), w.message());
    }

    @Test
    void throughputIsComparedAsTimePerCall() {
        // thrpt in ops/ns against an avgt floor in ns/op: 2.4 ops/ns is 0.42 ns per call.
        Row dead = Row.builder("org.x.Traps.deadThrpt", "thrpt").unit("ops/ns")
                .cells(cells("17", forks(2.44, 2.38, 2.41, 2.43, 2.39))).build();
        Row real = Row.builder("org.x.Traps.realThrpt", "thrpt").unit("ops/us")
                .cells(cells("17", forks(1400, 1390, 1410, 1405, 1395))).build();
        Row batched = Row.builder("org.x.Traps.batchedThrpt", "thrpt").unit("ops/ns")
                .cells(cells("17", forks(2.44, 2.38, 2.41, 2.43, 2.39))).build().withOpsPerInvocation(100);
        BenchResult result = assemble(List.of(runtime("17", FLOOR_17)), dead, real, batched);
        assertEquals(1, zeroMeasurements(result, "org.x.Traps.deadThrpt").size());
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.realThrpt"), "0.71 ns per call: above the floor");
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.batchedThrpt"), "100 ops in 41 ns per call");
    }

    /**
     * Measured by DeadCodeIT on 17: one slow fork of the floor (0.318 against 0.242) made the
     * single add (0.32 ns, two loads and an add) "not significantly above" it, p = 0.08. Its
     * fastest iteration, 1.32 times the floor's, keeps it from looking empty; the test could not
     * decide, and the warning says so rather than nothing; the folded constant still sits at the floor.
     */
    @Test
    void oneSlowForkOfTheFloorDoesNotMakeTheSmallestRealWorkLookEmpty() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", floor(0.318, 0.242, 0.242)));
        Row singleAdd = avgt("org.x.Traps.singleAdd", cells("17", forks(0.320, 0.321, 0.323)));
        Row folded = avgt("org.x.Traps.sqrtConstant", cells("17", forks(0.242, 0.243, 0.241)));
        BenchResult result = assemble(runtimes, singleAdd, folded);
        List<Warning> add = zeroMeasurements(result, "org.x.Traps.singleAdd");
        assertEquals(1, add.size(), add.toString());
        assertTrue(add.get(0).message().startsWith("cannot tell whether 1 cell on 17 is above the harness floor"),
                add.get(0).message());
        assertTrue(!RowFloors.of(singleAdd, RowFloors.floorsOf(runtimes)).measuresNoWork("17"),
                "not called empty: its ratios keep their verdicts");
        List<Warning> sqrt = zeroMeasurements(result, "org.x.Traps.sqrtConstant");
        assertEquals(1, sqrt.size());
        assertTrue(sqrt.get(0).message().startsWith("no more than an empty benchmark"), sqrt.get(0).message());
    }

    @Test
    void withOneForkItSaysItCannotTellInsteadOfGuessing() {
        HarnessFloor oneForkFloor = floor(0.41);
        List<RuntimeInfo> runtimes = List.of(runtime("17", oneForkFloor));
        Row nearFloor = avgt("org.x.Traps.sqrtConstant", cells("17", forks(0.43)));
        Row alsoNear = avgt("org.x.Traps.singleAdd", cells("17", forks(0.70)));
        Row farAbove = avgt("org.x.Traps.returnedLoopSum", cells("17", forks(305)));
        BenchResult result = assemble(runtimes, nearFloor, alsoNear, farAbove);

        List<Warning> warnings = result.warnings().stream()
                .filter(w -> w.code() == WarningCode.ZERO_MEASUREMENT).toList();
        assertEquals(1, warnings.size(), "one warning per runtime, not one per cell: " + warnings);
        Warning w = warnings.get(0);
        assertEquals("17", w.runtime());
        assertTrue(w.message().startsWith("cannot tell whether 2 cells on 17 are above the harness floor"), w.message());
        assertTrue(w.message().contains("org.x.Traps.sqrtConstant (0.43 ns per call)"), w.message());
        assertTrue(w.message().contains("org.x.Traps.singleAdd (0.7 ns per call)"), w.message());
        assertTrue(!w.message().contains("returnedLoopSum"), "305 ns is no candidate: " + w.message());
        assertTrue(w.message().contains("bench.forks"), w.message());
    }

    /**
     * DeadCodeIT on 17 while a build ran on the other core: every iteration of the folded constant
     * 1.7 times the floor's fastest, its forks spread, no significant cost above the floor. Not
     * passed over in silence: it cannot tell, and says why and what to do.
     */
    @Test
    void aFoldedConstantMeasuredThroughABusySpellIsACellItCannotTellAbout() {
        HarnessFloor floor = new HarnessFloor("avgt", 0.67, null, "ns/op", List.of(1.106, 0.564, 0.442),
                List.of(List.of(0.989, 1.294, 1.034), List.of(0.397, 0.675, 0.618), List.of(0.704, 0.289, 0.334)));
        Row folded = avgt("org.x.Traps.foldedSqrt", cells("17", SyntheticCells.of(
                List.of(List.of(0.481, 0.528, 0.578), List.of(0.724, 0.549, 0.777), List.of(0.649, 0.506, 0.507)))));
        BenchResult result = assemble(List.of(runtime("17", floor)), folded);
        List<Warning> warnings = zeroMeasurements(result, "org.x.Traps.foldedSqrt");
        assertEquals(1, warnings.size(), warnings.toString());
        String message = warnings.get(0).message();
        assertTrue(message.startsWith("cannot tell whether 1 cell on 17 is above the harness floor (0.67 ns per call):"
                + " the fastest iteration is 1.66x the floor's fastest"), message);
        assertTrue(message.contains("the machine was busy") && message.contains("quieter machine"), message);
        assertTrue(message.contains("org.x.Traps.foldedSqrt (0.589 ns per call)"), message);
    }

    @Test
    void aFloorOfAnotherMeasurementLoopIsNotUsed() {
        // Sample mode times each call with the timer: an avgt floor says nothing about it.
        Row sample = Row.builder("org.x.Traps.sampled", "sample").unit("ns/op")
                .cells(cells("17", forks(0.42, 0.40, 0.43, 0.41, 0.42))).build();
        BenchResult result = assemble(List.of(runtime("17", FLOOR_17)), sample);
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.sampled"));
    }

    /**
     * "At the floor" is not "dead code": alone on its runtime, a cell at the floor is below what the
     * harness resolves (advice: more work per call); near its floor while another runtime does the
     * work, the JIT removed it (advice: keep the result alive). Each has its own words.
     */
    @Test
    void atTheFloorAndRemovedByTheJitAreWordedApart() {
        Row tiny = avgt("org.x.Traps.tiny", cells("17", forks(0.42, 0.40, 0.43, 0.41, 0.42)));
        Row removed = avgt("org.x.Traps.removed", cells(
                "17", forks(298, 305, 301, 296, 303), "25", forks(1.00, 0.98, 1.01, 0.99, 1.00)));
        BenchResult result = assemble(RUNTIMES, tiny, removed);

        String atFloor = zeroMeasurements(result, "org.x.Traps.tiny").get(0).message();
        assertTrue(atFloor.startsWith("no more than an empty benchmark [avgt]: on 17, 0.416 ns per call"), atFloor);
        assertTrue(atFloor.contains("below what this harness resolves here, so how fast it is stays unknown"), atFloor);
        assertTrue(atFloor.contains("Give each call more work") && atFloor.contains("larger @Param"), atFloor);
        assertTrue(!atFloor.contains("removed") && !atFloor.contains("Dead code"), atFloor);

        String byJit = zeroMeasurements(result, "org.x.Traps.removed").get(0).message();
        assertTrue(byJit.startsWith("removed by 25's JIT, while 17 does the work [avgt]"), byJit);
        assertTrue(byJit.contains("Return the result from the benchmark method or pass it to a Blackhole"), byJit);
        assertTrue(!byJit.contains("more work"), byJit);
    }

    @Test
    void theBenchBaselineMethodDoingTheWorkIsEvidenceOfRemovalOnOneRuntime() {
        // One runtime only: unusedSum at its floor, the bench.baseline method honestSum 550x above it.
        Row honest = avgt("org.x.Traps.honestSum", cells("17", forks(228, 230, 226, 229, 227)));
        Row unused = avgt("org.x.Traps.unusedSum", cells("17", forks(0.42, 0.40, 0.43, 0.41, 0.42)));
        List<RuntimeInfo> only17 = List.of(runtime("17", FLOOR_17));
        BenchResult withBaseline = new ReportAssembler("Traps.honestSum").assemble(Results.environment(Map.of()),
                only17, List.of(honest, unused), List.of());
        String message = zeroMeasurements(withBaseline, "org.x.Traps.unusedSum").get(0).message();
        assertTrue(message.startsWith("removed by 17's JIT, while the bench.baseline method does its work [avgt]"),
                message);
        assertTrue(message.contains("while honestSum takes 228 ns"), message);
        assertTrue(message.contains("Blackhole"), message);
        assertEquals(Verdict.UNKNOWN, withBaseline.rows().get(1).baselineRatio().get("17").verdict(),
                "the ratio's rule is unchanged");

        // Three noisy forks of the baseline (not significant at 99% with 2 degrees of freedom, seen
        // by DeadCodeIT) are still hundreds of times the floor: the same evidence.
        Row noisyHonest = avgt("org.x.Traps.honestSum", cells("17", forks(250, 350, 450)));
        BenchResult noisy = new ReportAssembler("Traps.honestSum").assemble(Results.environment(Map.of()),
                only17, List.of(noisyHonest, unused), List.of());
        assertTrue(zeroMeasurements(noisy, "org.x.Traps.unusedSum").get(0).message().startsWith("removed by 17's JIT"));

        // Without bench.baseline the same cell is only "at the floor".
        BenchResult without = assemble(only17, honest, unused);
        assertTrue(zeroMeasurements(without, "org.x.Traps.unusedSum").get(0).message()
                .startsWith("no more than an empty benchmark"));
    }

    @Test
    void namesDoNotMatter() {
        // The old rule took any method named empty*/noop* as a reference and flagged what came close.
        Row empty = avgt("org.x.Traps.empty", cells("17", forks(2.01, 1.98, 2.02, 2.00, 1.99)));
        Row close = avgt("org.x.Traps.parse", cells("17", forks(2.06, 2.04, 2.05, 2.07, 2.03)));
        BenchResult result = assemble(List.of(runtime("17", FLOOR_17)), empty, close);
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.empty"));
        assertEquals(List.of(), zeroMeasurements(result, "org.x.Traps.parse"));
        assertNotNull(result.runtimes().get(0).floor());
    }
}
