package io.github.benchplugin.model.result;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

class PairListTest {

    private static final List<List<Double>> POINTS = List.of(List.of(0.5, 2000.0), List.of(1.0, 1500.25), List.of(1.5, -0.0));

    @Test
    void isEqualToAndHashesLikeTheListOfPairsItHolds() {
        PairList packed = PairList.of(POINTS);
        assertEquals(POINTS, packed);
        assertEquals(packed, POINTS);
        assertEquals(POINTS.hashCode(), packed.hashCode());
        assertEquals(List.of(1.0, 1500.25), packed.get(1));
        assertEquals(1.5, packed.first(2));
        assertEquals(-0.0, packed.second(2));
        assertEquals(packed, PairList.wrap(new double[] {0.5, 2000.0, 1.0, 1500.25, 1.5, -0.0}));
        assertEquals(false, packed.equals(PairList.wrap(new double[] {0.5, 2000.0, 1.0, 1500.25, 1.5, 0.0})));
    }

    @Test
    void onlyPairsOfFiniteNumbersArePacked() {
        assertNull(PairList.of(List.of(List.of(1.0, 2.0), List.of(3.0))));
        assertNull(PairList.of(List.of(List.of(1.0, Double.NaN))));
        assertNull(PairList.of(List.of(Arrays.asList(1.0, null))));
    }

    @Test
    void aWarmupForkHoldsItsIterationsPackedAndStillDropsWhatIsNoPoint() {
        WarmupFork fork = new WarmupFork(null, null, null, 0.2, 0, POINTS);
        assertInstanceOf(PairList.class, fork.iterations());
        assertEquals(POINTS, fork.iterations());
        assertEquals(1500.25, fork.scores()[1]);
        assertEquals(1.0, fork.startOf(2));
        assertEquals(0.2, fork.startOf(0));

        WarmupFork damaged = new WarmupFork(null, null, null, 0.2, 0,
                List.of(List.of(0.5, 2000.0), List.of(1.0, Double.POSITIVE_INFINITY), List.of(1.5, 3.0, 4.0), List.of(2.0, 3.0)));
        assertEquals(List.of(List.of(0.5, 2000.0), List.of(2.0, 3.0)), damaged.iterations());
    }
}
