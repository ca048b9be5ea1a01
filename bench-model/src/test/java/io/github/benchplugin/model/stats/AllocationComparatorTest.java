package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Mode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Allocation verdicts: more than 1% and 8 bytes, and every fork agrees. */
class AllocationComparatorTest {

    @Test
    void twiceTheBytesInEveryForkIsMore() {
        AllocComparison c = AllocationComparator.compare(alloc(256, 256, 256, 256), alloc(512, 512, 512, 512));
        assertEquals(AllocVerdict.MORE, c.verdict());
        assertEquals(2.0, c.ratio(), 1e-9);
    }

    @Test
    void halfTheBytesIsLess() {
        assertEquals(AllocVerdict.LESS, AllocationComparator.compare(alloc(512, 512, 512), alloc(256, 256, 256)).verdict());
    }

    @Test
    void smallDifferencesAreTheSame() {
        // 2% but only 4 bytes: not an object.
        assertEquals(AllocVerdict.SAME, AllocationComparator.compare(alloc(200, 200), alloc(204, 204)).verdict());
        // 16 bytes but under 1%.
        assertEquals(AllocVerdict.SAME, AllocationComparator.compare(alloc(4000, 4000), alloc(4016, 4016)).verdict());
    }

    @Test
    void sameIsEarnedOnlyWhenEveryForkPairIsWithinTheMargin() {
        // 1000 against 1005..1010 bytes: under 1%, and every pair within 3%.
        AllocComparison same = AllocationComparator.compare(alloc(1000, 1000, 1000), alloc(1005, 1010, 1008));
        assertEquals(AllocVerdict.SAME, same.verdict());
        assertEquals(1.0, same.low(), 1e-9, "pairs within 8 bytes count as equal");
        assertEquals(1.01, same.high(), 1e-9);
        // The means agree within 1%, but one candidate fork allocates 5% less, another 5% more.
        AllocComparison spread = AllocationComparator.compare(alloc(1000, 1000, 1000), alloc(950, 1050, 1000));
        assertEquals(AllocVerdict.UNDECIDED, spread.verdict(), spread.toString());
        assertTrue(spread.note().contains("margin"), spread.note());
        assertEquals(0.95, spread.low(), 1e-9);
        assertEquals(1.05, spread.high(), 1e-9);
        // With a 10% margin the same forks are shown the same.
        assertEquals(AllocVerdict.SAME, AllocationComparator.compare(alloc(1000, 1000, 1000), alloc(950, 1050, 1000),
                0.10).verdict());
    }

    @Test
    void forksThatDisagreeGiveNoVerdict() {
        // Escape analysis removed the allocation in one candidate fork only.
        AllocComparison c = AllocationComparator.compare(alloc(24, 24, 24), alloc(24, 48, 48));
        assertEquals(AllocVerdict.UNKNOWN, c.verdict());
        assertTrue(c.note().contains("forks disagree"), c.note());
    }

    @Test
    void nothingMeasuredIsNoComparisonAndOneSideMissingIsUnknown() {
        Cell none = Cell.builder(CellStatus.OK).score(1.0).error(0.1).ciLow(0.9).ciHigh(1.1).samples(List.of(1.0))
                .forkSamples(List.of(List.of(1.0))).build();
        assertNull(AllocationComparator.compare(none, none));
        assertEquals(AllocVerdict.UNKNOWN, AllocationComparator.compare(none, alloc(8, 8)).verdict());
    }

    @Test
    void everyTimeComparisonCarriesTheAllocationPart() {
        Cell base = alloc(256, 256, 256);
        Cell cand = alloc(512, 512, 512);
        assertEquals(AllocVerdict.MORE,
                new RatioEstimator().compare(base, cand, Mode.AVERAGE_TIME, "17").shownAllocVerdict());
    }

    @Test
    void aForkWhoseFirstIterationCarriesStartUpGarbageGivesNoVerdict() {
        // Seen on a public suite with no warm-up (one fork, two iterations): the pool's setup, then steady state.
        Cell reference = withIterations(List.of(List.of(11_212_856.0, 170.0)));
        Cell candidate = withIterations(List.of(List.of(6_300.0, 6_290.0)));
        AllocComparison c = AllocationComparator.compare(reference, candidate);
        assertEquals(AllocVerdict.UNKNOWN, c.verdict(), "not 0.0011x less");
        assertTrue(c.note().contains("still changing within a fork") && c.note().contains("bench.warmupIterations"),
                c.note());
    }

    @Test
    void settledForksWithAFewBytesOfNoiseKeepTheirVerdict() {
        Cell reference = withIterations(List.of(List.of(272.0, 272.1, 271.9), List.of(272.0, 272.0, 272.2)));
        Cell candidate = withIterations(List.of(List.of(528.0, 528.3, 527.9), List.of(528.1, 528.0, 528.0)));
        assertEquals(AllocVerdict.MORE, AllocationComparator.compare(reference, candidate).verdict());
        // Tiny allocations: 0.01 against 0.5 bytes/op is a large factor but no object.
        Cell tiny = withIterations(List.of(List.of(0.01, 0.5), List.of(0.02, 0.4)));
        assertEquals(AllocVerdict.MORE, AllocationComparator.compare(tiny, candidate).verdict());
    }

    @Test
    void oneForkOnEitherSideGivesNoVerdictHoweverSteady() {
        Cell one = withIterations(List.of(List.of(272.0, 272.0, 272.0)));
        Cell two = withIterations(List.of(List.of(528.0, 528.0, 528.0), List.of(528.0, 528.1, 528.0)));
        for (AllocComparison c : List.of(AllocationComparator.compare(one, two), AllocationComparator.compare(two, one),
                AllocationComparator.compare(one, one))) {
            assertEquals(AllocVerdict.UNKNOWN, c.verdict(), c.toString());
            assertTrue(c.note().startsWith("1 fork on the"), c.note());
        }
    }

    /** A cell with gc.alloc.rate.norm per iteration, grouped by fork, as JMH reports it. */
    private static Cell withIterations(List<List<Double>> iterations) {
        List<Double> forkMeans = iterations.stream().map(f -> f.stream().mapToDouble(Double::doubleValue).average()
                .orElseThrow()).toList();
        double mean = forkMeans.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        List<List<Double>> times = iterations.stream().map(f -> f.stream().map(v -> 10.0).toList()).toList();
        return Cell.builder(CellStatus.OK).score(10.0).error(0.1).samples(times.stream().flatMap(List::stream).toList())
                .forkSamples(times).allocBytesPerOp(mean).allocForks(forkMeans)
                .metrics(java.util.Map.of(io.github.benchplugin.model.result.SecondaryMetricNames.ALLOC_NORM,
                        new io.github.benchplugin.model.result.Metric("B/op", mean, null, iterations))).build();
    }

    private static Cell alloc(double... forks) {
        double mean = java.util.Arrays.stream(forks).average().orElseThrow();
        List<List<Double>> times = java.util.stream.IntStream.range(0, forks.length)
                .mapToObj(i -> List.of(10.0 + i * 0.01, 10.01 + i * 0.01)).toList();
        return Cell.builder(CellStatus.OK).score(10.0).error(0.1).ciLow(9.9).ciHigh(10.1)
                .samples(times.stream().flatMap(List::stream).toList()).forkSamples(times).allocBytesPerOp(mean)
                .allocForks(java.util.Arrays.stream(forks).boxed().toList()).build();
    }
}
