package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * A suite whose in-process numbers diverge from isolated ones through type-profile pollution.
 *
 * <p>{@code mono} folds an array through one shared call site, {@link #fold}, with the receiver
 * type its {@code op} parameter names. Measured isolated, every parameter value gets a JVM of its
 * own: the site only ever sees one type, so the JIT inlines {@code apply} and vectorizes the loop.
 * Measured in-process, the parameter values run one after the other in the same JVM on the same
 * loaded classes: by the last value the site has seen all three types, turns megamorphic, and
 * every element costs a real interface call. The first value measured in-process is still
 * monomorphic, so the divergence shows on the later rows, not on all of them.
 *
 * <p>{@code direct} does the same arithmetic without the interface: the control, whose divergence
 * should stay near 1.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DispatchBench {

    private static final int SIZE = 4096;

    /** The receiver type of the shared call site; one per parameter value. */
    @State(Scope.Benchmark)
    public static class Receiver {
        @Param({"add", "xor", "mul"})
        public String op;

        IntOp impl;
        int[] data;

        @Setup
        public void setUp() {
            impl = IntOp.named(op);
            data = Data.ints(SIZE);
        }
    }

    /** Input for the control; no parameters, so it is one row. */
    @State(Scope.Benchmark)
    public static class Plain {
        int[] data;

        @Setup
        public void setUp() {
            data = Data.ints(SIZE);
        }
    }

    @Benchmark
    public int mono(Receiver receiver) {
        return fold(receiver.impl, receiver.data);
    }

    @Benchmark
    public int direct(Plain plain) {
        int acc = 0;
        for (int value : plain.data) {
            acc += value + 1;
        }
        return acc;
    }

    /** The one call site every receiver type goes through. */
    static int fold(IntOp op, int[] data) {
        int acc = 0;
        for (int i = 0; i < data.length; i++) {
            acc += op.apply(data[i]);
        }
        return acc;
    }

    /** Deterministic input, the same in every JVM. */
    static final class Data {
        private Data() {
        }

        static int[] ints(int size) {
            int[] values = new int[size];
            int x = 12345;
            for (int i = 0; i < size; i++) {
                x = x * 1103515245 + 12345;
                values[i] = x >>> 8;
            }
            return values;
        }
    }
}
