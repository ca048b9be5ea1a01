package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FloorDemandTest {

    private static final List<String> RUNTIMES = List.of("17", "25");
    private static final FloorDemand NO_FLOOR_YET = FloorDemand.of("avgt", List.of());

    @Test
    void aSuiteFarAboveAnyFloorNeedsNoFloor() {
        // examples/string-concat: the cheapest cell is 47 ns per call.
        Row builder = avgt("ConcatBench.builder", Map.of("17", SyntheticCells.constant(57, 3, 3),
                "25", SyntheticCells.constant(47, 3, 3)));
        assertEquals(Set.of(), NO_FLOOR_YET.runtimes(List.of(builder), RUNTIMES));
    }

    @Test
    void aCellNearTheCeilingNeedsTheFloorOnEveryRuntimeOfItsRow() {
        // unusedSum: 25 removed the loop (0.33 ns); 17's 230 ns is a candidate only through its row.
        Row unused = avgt("Traps.unusedSum", Map.of("17", SyntheticCells.constant(230, 3, 3),
                "25", SyntheticCells.constant(0.33, 3, 3)));
        assertEquals(Set.of("17", "25"), NO_FLOOR_YET.runtimes(List.of(unused), RUNTIMES));
    }

    @Test
    void aRuntimeThatHasNotMeasuredTheRowYetCountsButOneWhoseCellFailedDoesNot() {
        Row onlyOn17 = avgt("Traps.folded", Map.of("17", SyntheticCells.constant(0.24, 1, 3)));
        assertEquals(Set.of("17", "25"), NO_FLOOR_YET.runtimes(List.of(onlyOn17), RUNTIMES));
        Row failedOn25 = avgt("Traps.folded", Map.of("17", SyntheticCells.constant(0.24, 1, 3),
                "25", Cell.failed("exit 1")));
        assertEquals(Set.of("17"), NO_FLOOR_YET.runtimes(List.of(failedOn25), RUNTIMES));
    }

    @Test
    void theBoundaryIsFiveTimesTheCeilingPerCall() {
        double edge = RowFloors.NEAR_ACROSS * FloorDemand.CEILING_NANOS;
        assertTrue(NO_FLOOR_YET.hasCandidate(avgt("a", Map.of("17", SyntheticCells.constant(edge, 3, 3)))));
        assertFalse(NO_FLOOR_YET.hasCandidate(avgt("a", Map.of("17", SyntheticCells.constant(edge * 1.01, 3, 3)))));
    }

    @Test
    void theFastestForkCountsNotTheMean() {
        // Two forks at the floor and one slowed 100x by the machine: the mean is 34 ns, the median 0.25.
        Cell dragged = SyntheticCells.of(List.of(List.of(0.25, 0.25), List.of(0.25, 0.25), List.of(100.0, 100.0)));
        assertTrue(NO_FLOOR_YET.hasCandidate(avgt("a", Map.of("17", dragged))));
    }

    @Test
    void perCallWithOperationsPerInvocationAndThroughputInverted() {
        // 0.42 ns per addition, 100 additions per call: 42 ns per call, far above any floor.
        Row perOp = avgt("a", Map.of("17", SyntheticCells.constant(0.42, 3, 3))).withOpsPerInvocation(100);
        assertFalse(NO_FLOOR_YET.hasCandidate(perOp));
        // 2.4 ops/ns is 0.42 ns per call; 0.01 ops/ns is 100 ns per call.
        Row fast = Row.builder("b", "thrpt").unit("ops/ns").cells(Map.of("17", SyntheticCells.constant(2.4, 3, 3)))
                .build();
        Row slow = Row.builder("c", "thrpt").unit("ops/ns").cells(Map.of("17", SyntheticCells.constant(0.01, 3, 3)))
                .build();
        assertTrue(NO_FLOOR_YET.hasCandidate(fast));
        assertFalse(NO_FLOOR_YET.hasCandidate(slow));
    }

    @Test
    void sampleAndSingleShotRowsNeverAskForTheAvgtFloor() {
        // Today's floor is measured in avgt, which never applies to them (HarnessFloor.appliesTo).
        Row sample = Row.builder("a", "sample").unit("ns/op").cells(Map.of("17", SyntheticCells.constant(0.3, 3, 3)))
                .build();
        assertFalse(NO_FLOOR_YET.hasCandidate(sample));
    }

    @Test
    void aLargerFloorMeasuredInThisRunRaisesTheCeiling() {
        HarnessFloor slowMachine = new HarnessFloor("avgt", 4.0, 0.1, "ns/op", List.of(3.9, 4.0, 4.1));
        FloorDemand demand = FloorDemand.of("avgt", List.of(slowMachine));
        assertEquals(4.1, demand.ceilingNanos(), 1e-12);
        Row cell = avgt("a", Map.of("17", SyntheticCells.constant(15, 3, 3)));
        assertFalse(NO_FLOOR_YET.hasCandidate(cell));
        assertTrue(demand.hasCandidate(cell));
    }

    /**
     * The promise of bench.floor=auto: with any floors up to the ceiling, every cell that
     * ZERO_MEASUREMENT would name, or that makes a comparison unknown ({@link RowFloors#measuresNoWork}),
     * or that the "cannot tell" warning lists, is on a runtime the rule measures a floor on, and
     * so is the other side of the cross-runtime rule.
     */
    @Test
    void everyDecisionAFloorCanMakeIsOnARuntimeTheRuleMeasures() {
        Random random = new Random(42);
        for (int trial = 0; trial < 20_000; trial++) {
            Map<String, HarnessFloor> floors = new LinkedHashMap<>();
            Map<String, Cell> cells = new LinkedHashMap<>();
            for (String runtime : RUNTIMES) {
                double floor = 0.1 + random.nextDouble() * (FloorDemand.CEILING_NANOS - 0.2);
                floors.put(runtime, new HarnessFloor("avgt", floor, 0.01, "ns/op",
                        List.of(floor * 0.98, floor, floor * 1.02)));
                double cost = floor * Math.exp(random.nextDouble() * Math.log(2000));
                int forks = 1 + random.nextInt(4);
                cells.put(runtime, SyntheticCells.noisy(random, cost, forks, 3, 0.3 * random.nextDouble(), 0.01));
            }
            Row row = avgt("t" + trial, cells);
            RowFloors checks = RowFloors.of(row, floors);
            Set<String> measured = NO_FLOOR_YET.runtimes(List.of(row), RUNTIMES);
            for (String runtime : RUNTIMES) {
                boolean decided = checks.measuresNoWork(runtime)
                        || checks.check(runtime).map(c -> c.outcome() == FloorCheck.Outcome.TOO_FEW_FORKS
                        && c.timesFloor() < 2).orElse(false);
                if (decided) {
                    assertTrue(measured.contains(runtime), "trial " + trial + " on " + runtime + ": " + row);
                }
                checks.removedWork(runtime).ifPresent(r -> assertTrue(measured.contains(r.keptBy())));
            }
        }
    }

    private static Row avgt(String benchmark, Map<String, Cell> cells) {
        return Row.builder(benchmark, "avgt").unit("ns/op").cells(cells).build();
    }
}
