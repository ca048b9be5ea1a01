package io.github.benchplugin.model.stats;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatsHelpersTest {

    @Test
    void unitsConvertToNanosPerOp() {
        assertEquals(1500, ScoreUnits.nanosPerOp(1.5, "us/op").getAsDouble(), 1e-9);
        assertEquals(2e9, ScoreUnits.nanosPerOp(2, "s/op").getAsDouble(), 1e-3);
        assertEquals(0.25, ScoreUnits.nanosPerOp(4, "ops/ns").getAsDouble(), 1e-12);
        assertEquals(1000, ScoreUnits.nanosPerOp(1000, "ops/ms").getAsDouble(), 1e-9);
        assertFalse(ScoreUnits.nanosPerOp(1, "bytes").isPresent());
        assertFalse(ScoreUnits.nanosPerOp(0, "ops/s").isPresent());
    }

    @Test
    void clusterSplitFindsTwoGroupsAndIgnoresOneNormalGroup() {
        double[] two = {100, 101, 99, 100.5, 130, 131, 129.5, 130.2};
        ClusterSplit s = ClusterSplit.find(two, 2).orElseThrow();
        assertEquals(4, s.lowCount());
        assertEquals(4, s.highCount());
        assertEquals(100.125, s.lowMean(), 1e-9);
        assertFalse(ClusterSplit.find(new double[] {98, 99, 100, 101, 102, 100.5, 99.5}, 2).isPresent());
        assertFalse(ClusterSplit.find(new double[] {5, 5, 5, 5}, 2).isPresent());
    }

    @Test
    void trendIsMeasuredWithinForksOnly() {
        // Forks differ by 30% but are flat inside: no drift.
        List<List<Double>> offsets = List.of(List.of(100.0, 100.5, 99.5, 100.2, 99.8),
                List.of(130.0, 130.4, 129.6, 130.1, 129.9));
        WithinForkTrend flat = WithinForkTrend.of(ForkSamples.of(offsets)).orElseThrow();
        assertTrue(flat.pValue() > 0.05, flat.toString());
        List<List<Double>> falling = List.of(List.of(110.0, 107.0, 104.0, 101.0, 98.0),
                List.of(111.0, 108.0, 105.0, 102.0, 99.0));
        WithinForkTrend down = WithinForkTrend.of(ForkSamples.of(falling)).orElseThrow();
        assertTrue(down.drift() < -0.1 && down.pValue() < 0.001, down.toString());
        assertFalse(WithinForkTrend.of(ForkSamples.of(List.of(List.of(1.0, 2.0, 3.0)))).isPresent());
        assertFalse(WithinForkTrend.of(ForkSamples.of(List.of(List.of(5.0, 5.0, 5.0, 5.0), List.of(5.0, 5.0, 5.0, 5.0)))).isPresent());
    }
}
