package io.github.benchplugin.model.result;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * An unmodifiable list of raw values held as a {@code double[]}: the samples, metric values and warm-up
 * points of a 10,000-row suite are some 130 million numbers, and as boxed {@code Double}s in
 * {@code ArrayList}s they were most of a merge's heap and of its collector's work (docs/performance.md).
 * It is a {@code List<Double>} like any other (equal to, and hashing like, a list of the same values),
 * so the model's API does not change; code on a hot path reads {@link #getDouble} without boxing.
 * It holds no nulls: a list with one is kept as read, so that the validator can name it.
 */
public final class DoubleList extends AbstractList<Double> implements RandomAccess {

    private static final DoubleList EMPTY = new DoubleList(new double[0]);

    private final double[] values;

    private DoubleList(double[] values) {
        this.values = values;
    }

    /** The values, taken over: the caller must not change the array afterwards. */
    public static DoubleList wrap(double[] values) {
        return values.length == 0 ? EMPTY : new DoubleList(values);
    }

    /**
     * An unmodifiable copy, as {@code List.copyOf} makes one (nulls rejected), kept compact: a
     * {@code DoubleList} is returned as it is, any other list copied into one.
     */
    public static List<Double> copyOf(List<Double> list) {
        if (list instanceof DoubleList compact) {
            return compact;
        }
        double[] copy = new double[list.size()];
        int i = 0;
        for (Double value : list) {
            copy[i++] = value; // a null throws, as List.copyOf's would
        }
        return wrap(copy);
    }

    @Override
    public Double get(int index) {
        return values[index];
    }

    /**
     * {@code size} zeros (+0.0). 63% of a default-preset cell's raw values are exactly 0 (collections,
     * lock contentions and pool tasks of code that has none), mostly whole forks of them: such forks share
     * one array per length, which is never written to, instead of holding their own.
     */
    public static DoubleList zeros(int size) {
        if (size == 0) {
            return EMPTY;
        }
        if (size >= SHARED_ZEROS.length) {
            return new DoubleList(new double[size]);
        }
        double[] shared = SHARED_ZEROS[size];
        if (shared == null) {
            shared = new double[size]; // a race makes two arrays of zeros: harmless
            SHARED_ZEROS[size] = shared;
        }
        return new DoubleList(shared);
    }

    private static final double[][] SHARED_ZEROS = new double[4096][];

    /** Every list's values one after the other; null when one of them holds a null (a damaged file). */
    public static DoubleList concat(List<List<Double>> lists) {
        int size = 0;
        for (List<Double> list : lists) {
            size += list.size();
        }
        double[] all = new double[size];
        int at = 0;
        for (List<Double> list : lists) {
            if (list instanceof DoubleList values) {
                System.arraycopy(values.values, 0, all, at, values.values.length);
                at += values.values.length;
                continue;
            }
            for (Double value : list) {
                if (value == null) {
                    return null;
                }
                all[at++] = value;
            }
        }
        return wrap(all);
    }

    /** The value at {@code index}, unboxed. */
    public double getDouble(int index) {
        return values[index];
    }

    @Override
    public int size() {
        return values.length;
    }

    /** Whether every value is exactly 0 (+0.0 or -0.0), and there is at least one. */
    public boolean allZero() {
        for (double value : values) {
            if (value != 0) {
                return false;
            }
        }
        return values.length > 0;
    }

    /** Whether every value is finite and at most {@code limit} from 0 (the validator's demand on a figure). */
    public boolean allFiniteWithin(double limit) {
        for (double value : values) {
            if (!(Math.abs(value) <= limit)) { // NaN fails too
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true; // a merge's writer asks whether a cell's values are still those it read: mostly the same list
        }
        if (other instanceof DoubleList compact) {
            // Double.equals semantics element by element, as List.equals would give
            if (compact.values.length != values.length) {
                return false;
            }
            for (int i = 0; i < values.length; i++) {
                if (Double.doubleToLongBits(values[i]) != Double.doubleToLongBits(compact.values[i])) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(other);
    }

    @Override
    public int hashCode() {
        int hash = 1;
        for (double value : values) {
            hash = 31 * hash + Double.hashCode(value); // List.hashCode's formula
        }
        return hash;
    }

    @Override
    public Object[] toArray() {
        Object[] boxed = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            boxed[i] = values[i];
        }
        return boxed;
    }

    /** A copy of the values. */
    public double[] toDoubleArray() {
        return Arrays.copyOf(values, values.length);
    }
}
