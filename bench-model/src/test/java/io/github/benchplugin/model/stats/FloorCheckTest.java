package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FloorCheckTest {

    private static final HarnessFloor FLOOR = new HarnessFloor("avgt", 0.414, 0.01, "ns/op",
            List.of(0.41, 0.42, 0.40, 0.43, 0.41));

    private static Row row(String mode, String unit, int opsPerInvocation, Cell cell) {
        return Row.builder("org.x.B.m", mode).unit(unit).cells(Map.of("17", cell)).opsPerInvocation(opsPerInvocation)
                .build();
    }

    private static Cell forks(double... means) {
        List<List<Double>> forks = new ArrayList<>();
        for (double m : means) {
            forks.add(List.of(m * 0.999, m, m * 1.001));
        }
        return SyntheticCells.of(forks);
    }

    private static FloorCheck check(Row row) {
        return FloorCheck.of(row, row.cells().get("17"), FLOOR).orElseThrow();
    }

    @Test
    void outcomesFollowTheTestAndTheDistance() {
        assertEquals(FloorCheck.Outcome.AT_FLOOR,
                check(row("avgt", "ns/op", 1, forks(0.42, 0.40, 0.43, 0.41, 0.42))).outcome());
        assertEquals(FloorCheck.Outcome.ABOVE,
                check(row("avgt", "ns/op", 1, forks(0.50, 0.49, 0.51, 0.50, 0.49))).outcome(), "0.08 ns, tight");
        assertEquals(FloorCheck.Outcome.UNCLEAR,
                check(row("avgt", "ns/op", 1, forks(0.5, 4.0, 0.6))).outcome(), "spread forks, 4x the floor");
        FloorCheck oneFork = check(row("avgt", "ns/op", 1, forks(0.42)));
        assertEquals(FloorCheck.Outcome.TOO_FEW_FORKS, oneFork.outcome());
        assertNull(oneFork.pValue());
        assertEquals(1, oneFork.cellForks());
    }

    @Test
    void aFewPercentAboveTheFloorIsTheHarnessNotWork() {
        // As DeadCodeIT saw in CI: a folded Math.sqrt(2.0) returned as a double, 1-2% above the empty
        // void benchmark on JDK 17 with forks so tight that the t-test calls it significant.
        HarnessFloor tight = new HarnessFloor("avgt", 0.2838, null, "ns/op", List.of(0.2840, 0.2838, 0.2836));
        Row folded = row("avgt", "ns/op", 1, forks(0.2893, 0.2890, 0.2894));
        FloorCheck c = FloorCheck.of(folded, folded.cells().get("17"), tight).orElseThrow();
        assertTrue(c.pValue() < FloorCheck.ALPHA, "significant: " + c);
        assertEquals(FloorCheck.Outcome.AT_FLOOR, c.outcome(), c.toString());
        assertEquals(0.2890 / 0.2836, c.fastestRatio(), 1e-3);
    }

    @Test
    void aBusySpellOverEveryForkOfTheCellIsSeenThroughItsFastestIteration() {
        // DeadCodeIT on 17 while a build ran on the other core: the floor's first fork quiet, every fork
        // of the folded constant slowed for most of its iterations, one iteration of it beside the floor.
        HarnessFloor floor = new HarnessFloor("avgt", 0.616, null, "ns/op", List.of(0.388, 0.675, 0.784),
                List.of(List.of(0.391, 0.386, 0.387), List.of(0.62, 0.70, 0.705), List.of(0.80, 0.77, 0.782)));
        Row folded = row("avgt", "ns/op", 1, SyntheticCells.of(List.of(List.of(0.581, 0.861, 1.021),
                List.of(0.804, 0.416, 0.578), List.of(0.785, 0.602, 0.571))));
        FloorCheck check = FloorCheck.of(folded, folded.cells().get("17"), floor).orElseThrow();
        assertEquals(FloorCheck.Outcome.AT_FLOOR, check.outcome(), check.toString());
        assertEquals(0.416 / 0.386, check.fastestRatio(), 1e-9);

        HarnessFloor olderFile = new HarnessFloor("avgt", 0.616, null, "ns/op", List.of(0.388, 0.675, 0.784));
        FloorCheck byForks = FloorCheck.of(folded, folded.cells().get("17"), olderFile).orElseThrow();
        assertEquals(FloorCheck.Outcome.UNCLEAR, byForks.outcome(), "by fork means, as before: " + byForks);
    }

    @Test
    void belowTheFloorIsAtTheFloor() {
        // A void method the JIT emptied can come out slightly cheaper than the empty benchmark.
        FloorCheck c = check(row("avgt", "ns/op", 1, forks(0.37, 0.36, 0.38, 0.37, 0.36)));
        assertEquals(FloorCheck.Outcome.AT_FLOOR, c.outcome());
        assertTrue(c.pValue() > 0.99);
    }

    @Test
    void timesAndRatesArePerCall() {
        FloorCheck us = check(row("avgt", "us/op", 1, forks(0.3, 0.31, 0.29)));
        assertEquals(300, us.cellNanos(), 1e-9);
        FloorCheck batched = check(row("avgt", "ns/op", 100, forks(0.42, 0.41, 0.43)));
        assertEquals(42, batched.cellNanos(), 1e-9);
        assertEquals(FloorCheck.Outcome.ABOVE, batched.outcome());
        FloorCheck rate = check(row("thrpt", "ops/ns", 10, forks(2.0, 2.0, 2.0)));
        assertEquals(5, rate.cellNanos(), 1e-9, "10 ops per call at 2 ops/ns: 5 ns per call");
        assertEquals(0.414, rate.floorNanos(), 1e-9);
    }

    @Test
    void notMadeWhereItWouldMislead() {
        Row sample = row("sample", "ns/op", 1, forks(0.42, 0.41));
        assertTrue(FloorCheck.of(sample, sample.cells().get("17"), FLOOR).isEmpty(), "another measurement loop");
        Row ok = row("avgt", "ns/op", 1, forks(0.42, 0.41));
        assertTrue(FloorCheck.of(ok, Cell.failed("x"), FLOOR).isEmpty());
        assertTrue(FloorCheck.of(ok, ok.cells().get("17"), null).isEmpty());
        Row bytes = row("avgt", "B/op", 1, forks(0.42, 0.41));
        assertTrue(FloorCheck.of(bytes, bytes.cells().get("17"), FLOOR).isEmpty());
        HarnessFloor ssFloor = new HarnessFloor("ss", 20000.0, null, "ns/op", List.of(19000.0, 21000.0));
        assertTrue(FloorCheck.of(ok, ok.cells().get("17"), ssFloor).isEmpty(), "a cold single shot is no floor for avgt");
    }

    @Test
    void oneSidedWelchAgreesWithCommonsMathsTwoSidedTest() {
        Random random = new Random(3);
        TTest reference = new TTest();
        for (int i = 0; i < 200; i++) {
            double[] a = new double[2 + random.nextInt(6)];
            double[] b = new double[2 + random.nextInt(6)];
            for (int j = 0; j < a.length; j++) {
                a[j] = 1.0 + 0.05 * random.nextGaussian() + 0.02 * (i % 3);
            }
            for (int j = 0; j < b.length; j++) {
                b[j] = 1.0 + 0.03 * random.nextGaussian();
            }
            double twoSided = reference.tTest(a, b);
            boolean aLarger = java.util.Arrays.stream(a).average().orElseThrow()
                    > java.util.Arrays.stream(b).average().orElseThrow();
            double expected = aLarger ? twoSided / 2 : 1 - twoSided / 2;
            assertEquals(expected, OneSidedWelch.pGreater(a, b), 1e-9);
        }
    }

    @Test
    void deadCodeIsRarelyMissedAndTinyRealWorkRarelyFlagged() {
        // Simulated on 5 forks, 3% fork noise on both sides (this machine's floor forks vary about that much).
        Random random = new Random(5);
        int missed = 0;
        int falseAlarms = 0;
        int trials = 2000;
        for (int i = 0; i < trials; i++) {
            HarnessFloor floor = new HarnessFloor("avgt", 0.41, null, "ns/op", noisy(random, 0.41, 5, 0.03));
            Cell dead = SyntheticCells.of(noisy(random, 0.41, 5, 0.03).stream().map(List::of).toList());
            Cell add = SyntheticCells.of(noisy(random, 0.41 + 0.25, 5, 0.03).stream().map(List::of).toList());
            Row deadRow = row("avgt", "ns/op", 1, dead);
            Row addRow = row("avgt", "ns/op", 1, add);
            if (FloorCheck.of(deadRow, dead, floor).orElseThrow().outcome() != FloorCheck.Outcome.AT_FLOOR) {
                missed++;
            }
            if (FloorCheck.of(addRow, add, floor).orElseThrow().outcome() != FloorCheck.Outcome.ABOVE) {
                falseAlarms++;
            }
        }
        assertTrue(missed < trials * 0.02, "dead code at the floor missed " + missed + " of " + trials);
        assertEquals(0, falseAlarms, "one cycle of real work flagged");
    }

    private static List<Double> noisy(Random random, double mean, int n, double relative) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            values.add(mean * (1 + relative * random.nextGaussian()));
        }
        return values;
    }
}
