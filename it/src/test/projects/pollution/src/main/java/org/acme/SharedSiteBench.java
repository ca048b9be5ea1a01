package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/**
 * Three benchmarks that count through one shared static method, each with its own receiver type
 * (the pattern of JMH's forking sample). Isolated, each JVM sees one type at the shared call site
 * and inlines it. Run one after another in one JVM, the site has seen two types by the second
 * method and three by the third: the third becomes megamorphic and much slower.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SharedSiteBench {

    /** Each step depends on the last (acc * 31 + k), so no JIT can fold the loop into a formula. */
    private static final int STEPS = 1000;

    public interface Counter {
        int inc(int value);
    }

    public static final class One implements Counter {
        @Override
        public int inc(int value) {
            return value * 31 + 1;
        }
    }

    public static final class Two implements Counter {
        @Override
        public int inc(int value) {
            return value * 31 + 2;
        }
    }

    public static final class Three implements Counter {
        @Override
        public int inc(int value) {
            return value * 31 + 3;
        }
    }

    private final Counter one = new One();
    private final Counter two = new Two();
    private final Counter three = new Three();

    /** The one call site every receiver type goes through. */
    static int count(Counter counter) {
        int acc = 0;
        for (int i = 0; i < STEPS; i++) {
            acc = counter.inc(acc);
        }
        return acc;
    }

    @Benchmark
    public int test1() {
        return count(one);
    }

    @Benchmark
    public int test2() {
        return count(two);
    }

    @Benchmark
    public int test3() {
        return count(three);
    }
}
