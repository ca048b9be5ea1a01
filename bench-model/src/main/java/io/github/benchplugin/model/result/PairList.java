package io.github.benchplugin.model.result;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * An unmodifiable list of pairs of finite numbers ({@code [seconds, score]}: a warm-up fork's iterations)
 * held as one {@code double[]}, the pairs side by side. A 10,000-row suite on 4 runtimes has some 11 million
 * warm-up points; as a list of two-element lists each was three objects (48 bytes for 16 of numbers), the
 * largest part of a merge's heap once the raw values were arrays (docs/performance.md). A pair is made
 * when asked for ({@link #get}): a short-lived {@link DoubleList} equal to the one a list of lists would hold.
 */
public final class PairList extends AbstractList<List<Double>> implements RandomAccess {

    private final double[] values;

    private PairList(double[] values) {
        this.values = values;
    }

    /**
     * The pairs of {@code pairs} packed, or null when one is not two finite numbers (a damaged file's
     * entries, which the caller keeps as they are or drops).
     */
    public static PairList of(List<List<Double>> pairs) {
        if (pairs instanceof PairList packed) {
            return packed;
        }
        double[] values = new double[pairs.size() * 2];
        int at = 0;
        for (List<Double> pair : pairs) {
            if (pair == null || pair.size() != 2) {
                return null;
            }
            Double first = pair.get(0);
            Double second = pair.get(1);
            if (first == null || second == null || !Double.isFinite(first) || !Double.isFinite(second)) {
                return null;
            }
            values[at++] = first;
            values[at++] = second;
        }
        return new PairList(values);
    }

    /** Pairs side by side in {@code values} (taken over: not changed afterwards), every number finite. */
    public static PairList wrap(double[] values) {
        if (values.length % 2 != 0) {
            throw new IllegalArgumentException("pairs need an even count of numbers, not " + values.length);
        }
        return new PairList(values);
    }

    @Override
    public List<Double> get(int index) {
        return DoubleList.wrap(new double[] {values[2 * index], values[2 * index + 1]});
    }

    /** The first number of pair {@code index} (the seconds of a warm-up point), unboxed. */
    public double first(int index) {
        return values[2 * index];
    }

    /** The second number of pair {@code index} (the score of a warm-up point), unboxed. */
    public double second(int index) {
        return values[2 * index + 1];
    }

    @Override
    public int size() {
        return values.length / 2;
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other instanceof PairList packed) {
            return Arrays.equals(values, packed.values); // Double.equals semantics, as List.equals would give
        }
        return super.equals(other);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }
}
