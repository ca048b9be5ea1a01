package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ForkSamplesTest {

    @Test
    void forksKeepOnlyFiniteSamplesAndDropForksWithoutAny() {
        ForkSamples forks = ForkSamples.of(List.of(
                Arrays.asList(1.0, Double.NaN, 3.0),
                Arrays.asList(Double.POSITIVE_INFINITY, null),
                List.of(10.0, 20.0)));
        assertEquals(2, forks.count());
        assertArrayEquals(new double[] {2.0, 15.0}, forks.means());
        assertArrayEquals(new double[] {1.0, 3.0, 10.0, 20.0}, forks.pooled());
        assertEquals(4, forks.sampleCount());
    }

    @Test
    void flatSamplesWithoutGroupingAreOneFork() {
        Cell flat = Cell.builder(CellStatus.OK).score(2.0).samples(List.of(1.0, 2.0, 3.0)).build();
        assertEquals(1, ForkSamples.of(flat).count());
        assertArrayEquals(new double[] {2.0}, ForkSamples.of(flat).means());
        assertEquals(0, ForkSamples.of(Cell.failed("boom")).count());
    }
}
