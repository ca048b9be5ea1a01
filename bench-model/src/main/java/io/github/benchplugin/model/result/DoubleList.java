package io.github.benchplugin.model.result;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * An unmodifiable list of raw values held as a {@code double[]} (or a stretch of one): the samples, metric
 * values and warm-up points of a 10,000-row suite are some 130 million numbers, and as boxed {@code Double}s
 * in {@code ArrayList}s they were most of a merge's heap and of its collector's work (docs/performance.md).
 * It is a {@code List<Double>} like any other (equal to, and hashing like, a list of the same values),
 * so the model's API does not change; code on a hot path reads {@link #getDouble} without boxing.
 * It holds no nulls: a list with one is kept as read, so that the validator can name it.
 */
public final class DoubleList extends AbstractList<Double> implements RandomAccess {

    private static final DoubleList EMPTY = new DoubleList(new double[0], 0, 0);

    private final double[] values;
    private final int from;
    private final int size;

    private DoubleList(double[] values, int from, int size) {
        this.values = values;
        this.from = from;
        this.size = size;
    }

    /** The values, taken over: the caller must not change the array afterwards. */
    public static DoubleList wrap(double[] values) {
        return values.length == 0 ? EMPTY : new DoubleList(values, 0, values.length);
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

    /**
     * {@code size} zeros (+0.0). 63% of a default-preset cell's raw values are exactly 0 (collections,
     * lock contentions and pool tasks of code that has none), mostly whole forks of them: such forks share
     * one list per length, which is never written to, instead of holding their own.
     */
    public static DoubleList zeros(int size) {
        if (size == 0) {
            return EMPTY;
        }
        if (size >= SHARED_ZEROS.length) {
            return new DoubleList(new double[size], 0, size);
        }
        DoubleList shared = SHARED_ZEROS[size];
        if (shared == null) {
            shared = new DoubleList(new double[size], 0, size); // a race makes two lists of zeros: harmless
            SHARED_ZEROS[size] = shared;
        }
        return shared;
    }

    private static final DoubleList[] SHARED_ZEROS = new DoubleList[4096];

    /**
     * Whether this is the list of zeros {@link #zeros} shares (+0.0 in every place, never written to): what
     * walks every raw value of a large merge (the reader's check, each fork's mean) need not walk these.
     */
    public boolean isSharedZeros() {
        return this == EMPTY || (size < SHARED_ZEROS.length && SHARED_ZEROS[size] == this);
    }

    /**
     * Lists of values as stretches of one array, in order: what {@link #concat} of them returns is then a
     * stretch of the same array, not a copy (a cell's samples are its forks' samples one after the other).
     * Null when one of them holds a null (a damaged file).
     */
    public static List<List<Double>> packed(List<List<Double>> lists) {
        DoubleList all = concat(lists);
        if (all == null) {
            return null;
        }
        List<List<Double>> slices = new java.util.ArrayList<>(lists.size());
        int at = all.from;
        for (List<Double> list : lists) {
            slices.add(list.isEmpty() ? EMPTY : new DoubleList(all.values, at, list.size()));
            at += list.size();
        }
        return List.copyOf(slices);
    }

    /** Every list's values one after the other; null when one of them holds a null (a damaged file). */
    public static DoubleList concat(List<List<Double>> lists) {
        DoubleList stretch = contiguous(lists);
        if (stretch != null) {
            return stretch;
        }
        int total = 0;
        for (List<Double> list : lists) {
            total += list.size();
        }
        double[] all = new double[total];
        int at = 0;
        for (List<Double> list : lists) {
            if (list instanceof DoubleList compact) {
                System.arraycopy(compact.values, compact.from, all, at, compact.size);
                at += compact.size;
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

    /** The lists as one stretch of the array they are stretches of, one after the other; null when they are not. */
    private static DoubleList contiguous(List<List<Double>> lists) {
        double[] array = null;
        int start = 0;
        int end = 0;
        for (List<Double> list : lists) {
            if (list.isEmpty()) {
                continue;
            }
            if (!(list instanceof DoubleList compact)) {
                return null;
            }
            if (array == null) {
                array = compact.values;
                start = compact.from;
            } else if (compact.values != array || compact.from != end) {
                return null;
            }
            end = compact.from + compact.size;
        }
        return array == null ? null : new DoubleList(array, start, end - start);
    }

    @Override
    public Double get(int index) {
        return getDouble(index);
    }

    /** The value at {@code index}, unboxed. */
    public double getDouble(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
        return values[from + index];
    }

    @Override
    public int size() {
        return size;
    }

    /** Whether every value is exactly 0 (+0.0 or -0.0), and there is at least one. */
    public boolean allZero() {
        for (int i = from; i < from + size; i++) {
            if (values[i] != 0) {
                return false;
            }
        }
        return size > 0;
    }

    /** Whether every value is finite and at most {@code limit} from 0 (the validator's demand on a figure). */
    public boolean allFiniteWithin(double limit) {
        for (int i = from; i < from + size; i++) {
            if (!(Math.abs(values[i]) <= limit)) { // NaN fails too
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
            if (compact.size != size) {
                return false;
            }
            if (compact.values == values && compact.from == from) {
                return true;
            }
            // Double.equals semantics element by element, as List.equals would give
            return Arrays.equals(values, from, from + size, compact.values, compact.from, compact.from + size);
        }
        return super.equals(other);
    }

    @Override
    public int hashCode() {
        int hash = 1;
        for (int i = from; i < from + size; i++) {
            hash = 31 * hash + Double.hashCode(values[i]); // List.hashCode's formula
        }
        return hash;
    }

    @Override
    public Object[] toArray() {
        Object[] boxed = new Object[size];
        for (int i = 0; i < size; i++) {
            boxed[i] = values[from + i];
        }
        return boxed;
    }

    /** A copy of the values. */
    public double[] toDoubleArray() {
        return Arrays.copyOfRange(values, from, from + size);
    }
}
