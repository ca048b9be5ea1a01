package io.github.benchplugin.model.result;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DoubleListTest {

    @Test
    void isEqualToAndHashesLikeAnyListOfTheSameValues() {
        List<Double> boxed = new ArrayList<>(Arrays.asList(1.5, 0.0, -0.0, Double.NaN, 3e-9));
        List<Double> compact = DoubleList.copyOf(boxed);
        assertEquals(boxed, compact);
        assertEquals(compact, boxed);
        assertEquals(boxed.hashCode(), compact.hashCode());
        assertEquals(compact, DoubleList.copyOf(List.copyOf(boxed)));
        // Double.equals: 0.0 and -0.0 differ, NaN equals NaN
        assertNotEquals(DoubleList.copyOf(List.of(0.0)), DoubleList.copyOf(List.of(-0.0)));
        assertEquals(DoubleList.copyOf(List.of(Double.NaN)), List.of(Double.NaN));
    }

    @Test
    void aCopyIsUnmodifiableKeptAsItIsAndRefusesNullsAsListCopyOfDoes() {
        List<Double> compact = DoubleList.copyOf(List.of(1.0, 2.0));
        assertSame(compact, DoubleList.copyOf(compact));
        assertThrows(UnsupportedOperationException.class, () -> compact.add(3.0));
        assertThrows(NullPointerException.class, () -> DoubleList.copyOf(Arrays.asList(1.0, null)));
    }

    @Test
    void quickChecksSayWhatTheValuesAre() {
        assertTrue(DoubleList.wrap(new double[] {0.0, -0.0}).allZero());
        assertFalse(DoubleList.wrap(new double[0]).allZero());
        assertFalse(DoubleList.wrap(new double[] {0.0, 1e-300}).allZero());
        assertTrue(DoubleList.wrap(new double[] {-1e100, 5}).allFiniteWithin(1e100));
        assertFalse(DoubleList.wrap(new double[] {1, Double.NaN}).allFiniteWithin(1e100));
        assertFalse(DoubleList.wrap(new double[] {Double.POSITIVE_INFINITY}).allFiniteWithin(1e100));
        assertFalse(DoubleList.wrap(new double[] {2e100}).allFiniteWithin(1e100));
    }

    @Test
    void forksPackedIntoOneArrayAreTheSameValuesAndTheirSamplesAreThatArrayNotACopy() {
        List<List<Double>> forks = List.of(DoubleList.wrap(new double[] {1, 2}), List.of(), DoubleList.wrap(new double[] {3}));
        List<List<Double>> packed = DoubleList.packed(forks);
        assertEquals(forks, packed);
        assertEquals(List.of(1.0, 2.0), packed.get(0));
        assertEquals(2.0, ((DoubleList) packed.get(0)).getDouble(1));
        assertThrows(IndexOutOfBoundsException.class, () -> ((DoubleList) packed.get(0)).getDouble(2)); // not the next fork's
        assertEquals(List.of(3.0), packed.get(2));
        assertEquals(List.of(1.0, 2.0, 3.0), DoubleList.concat(packed));
        assertEquals(packed.get(0).hashCode(), List.of(1.0, 2.0).hashCode());
        assertEquals(1, ((DoubleList) packed.get(2)).toDoubleArray().length);
        assertEquals(List.of(1.0, 2.0, 3.0), DoubleList.concat(forks)); // lists of their own: copied
        assertEquals(null, DoubleList.packed(List.of(Arrays.asList(1.0, null))));
    }

    @Test
    void zerosAreSharedAndEqualToAnyZeros() {
        assertSame(DoubleList.zeros(44), DoubleList.zeros(44));
        assertEquals(Arrays.asList(0.0, 0.0, 0.0), DoubleList.zeros(3));
        assertEquals(DoubleList.wrap(new double[3]), DoubleList.zeros(3));
        assertNotEquals(DoubleList.wrap(new double[] {0.0, -0.0}), DoubleList.zeros(2)); // -0.0 is a value of its own
        assertEquals(100_000, DoubleList.zeros(100_000).size());
        assertEquals(List.of(), DoubleList.zeros(0));
    }

    @Test
    void onlyTheSharedZerosSayTheyAreThem() {
        assertTrue(DoubleList.zeros(44).isSharedZeros());
        assertTrue(DoubleList.zeros(0).isSharedZeros());
        assertFalse(DoubleList.wrap(new double[44]).isSharedZeros()); // zeros too, but an array of its own
        assertFalse(DoubleList.zeros(100_000).isSharedZeros()); // too long to share
        assertFalse(DoubleList.wrap(new double[] {0.0, 1.0}).isSharedZeros());
    }
}
