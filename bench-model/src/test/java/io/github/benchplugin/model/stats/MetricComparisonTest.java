package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Per-operation secondary metrics get the time ratio's interval and rule, read as more/less. */
class MetricComparisonTest {

    private final RatioEstimator estimator = new RatioEstimator();

    @Test
    void theSameMetricOnBothSidesIsNeverMoreOrLess() {
        // 5 forks at about 2% fork noise: no difference shown, and not enough to show sameness within 3%.
        Random random = new Random(5);
        MetricComparison c = estimator.compareMetric(perOp(random, 2.0, 5), perOp(random, 2.0, 5));
        assertEquals(AllocVerdict.UNDECIDED, c.verdict(), c.toString());
        assertEquals(c.ratio(), c.ratio());
        assertTrue(c.equivalence() != null && c.equivalence().margin() == 0.03, c.toString());
        assertTrue(c.ciLow() <= 1 && c.ciHigh() >= 1);
    }

    @Test
    void twiceTheEventsIsMoreWhateverTheMode() {
        Random random = new Random(6);
        MetricComparison c = estimator.compareMetric(perOp(random, 1.0, 5), perOp(random, 2.0, 5));
        assertEquals(AllocVerdict.MORE, c.verdict(), c.toString());
        assertEquals(2.0, c.ratio(), 0.1);
        assertEquals(AllocVerdict.LESS, estimator.compareMetric(perOp(random, 2.0, 5), perOp(random, 1.0, 5)).verdict());
    }

    @Test
    void noCollectionsOnEitherSideIsTheSameEvenWithOneFork() {
        Metric none = new Metric("counts/1k op", 0.0, null, List.of(List.of(0.0, 0.0, 0.0)));
        MetricComparison c = estimator.compareMetric(none, none);
        assertEquals(AllocVerdict.SAME, c.shownVerdict(), c.toString());
        assertEquals(1.0, c.ratio());
    }

    @Test
    void contentionWhereTheReferenceHadNoneHasNoRatioAndSaysWhy() {
        Metric none = new Metric("#/op", 0.0, null, List.of(List.of(0.0, 0.0), List.of(0.0, 0.0)));
        Random random = new Random(10);
        MetricComparison c = estimator.compareMetric(none, perOp(random, 0.5, 2));
        assertEquals(AllocVerdict.UNKNOWN, c.shownVerdict());
        assertTrue(c.note().contains("the reference has none"), c.note());
    }

    @Test
    void oneForkGivesNoVerdict() {
        Random random = new Random(7);
        MetricComparison c = estimator.compareMetric(perOp(random, 1.0, 1), perOp(random, 2.0, 1));
        assertEquals(AllocVerdict.UNKNOWN, c.verdict());
        assertTrue(c.note().contains("fork"), c.note());
    }

    @Test
    void onlyPerOperationMetricsBothSidesHaveAreCompared() {
        Random random = new Random(8);
        Map<String, Metric> base = Map.of("hits.norm", perOp(random, 1.0, 3), "gc.count", counts(),
                "gc.alloc.rate.norm", perOp(random, 10, 3), "only.here", perOp(random, 1.0, 3));
        Map<String, Metric> cand = Map.of("hits.norm", perOp(random, 1.0, 3), "gc.count", counts(),
                "gc.alloc.rate.norm", perOp(random, 10, 3));
        Comparison c = estimator.compare(cell(base), cell(cand), Mode.THROUGHPUT, "17");
        assertEquals(List.of("hits.norm"), List.copyOf(c.metrics().keySet()),
                "totals are not per operation, bytes/op is the alloc comparison, one-sided metrics have no ratio");
    }

    @Test
    void isolationMismatchWithholdsMetricVerdictsToo() {
        Random random = new Random(9);
        Cell base = cell(Map.of("hits.norm", perOp(random, 1.0, 3)));
        Cell cand = cell(Map.of("hits.norm", perOp(random, 3.0, 3)));
        RuntimeInfo isolated = runtime("17", true);
        RuntimeInfo shared = runtime("25", false);
        Comparison c = estimator.compare(base, isolated, cand, shared, Mode.AVERAGE_TIME, "17");
        MetricComparison hits = c.metrics().get("hits.norm");
        assertEquals(AllocVerdict.UNKNOWN, hits.verdict());
        assertEquals(RatioEstimator.ISOLATION_MISMATCH, hits.note());
        assertNull(hits.ciLow());
        assertEquals(Verdict.UNKNOWN, c.verdict());
    }

    /** A figure per operation with 3 iterations per fork and 2% noise. */
    private static Metric perOp(Random random, double value, int forks) {
        List<List<Double>> raw = new java.util.ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double forkValue = value * (1 + 0.02 * random.nextGaussian());
            raw.add(List.of(forkValue, forkValue * 1.001, forkValue * 0.999));
        }
        double mean = raw.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElseThrow();
        return new Metric("#/op", mean, null, raw);
    }

    private static RuntimeInfo runtime(String id, boolean isolated) {
        return Results.runtime(id).toBuilder().isolated(isolated).build();
    }

    private static Metric counts() {
        return new Metric("counts", 12.0, null, List.of(List.of(4.0, 4.0), List.of(2.0, 2.0)));
    }

    private static Cell cell(Map<String, Metric> metrics) {
        List<List<Double>> forks = List.of(List.of(10.0, 10.1), List.of(10.2, 9.9), List.of(10.0, 10.0));
        return Cell.builder(CellStatus.OK).score(10.0).error(0.1).ciLow(9.9).ciHigh(10.1)
                .samples(forks.stream().flatMap(List::stream).toList()).forkSamples(forks).metrics(metrics).build();
    }
}
