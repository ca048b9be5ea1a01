package org.acme;

import org.openjdk.jmh.annotations.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * For bench.targetError steering by bench.baseline (base) and by bench.compareTo, on one runtime:
 * twin is base's identical twin, more does 10% more dependent steps, scaled does
 * -Dscale.percent (default 100) percent of base's steps (10% more when a later run sets 110),
 * and wobble does 1x or 3x base's steps in alternate forks (its ratios stay wide: it never
 * settles).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MethodsBench {
    private static final int STEPS = 2_000;
    long seed = 7;
    int scaledSteps;
    int wobbleSteps;

    @Setup(Level.Trial)
    public void setUp(org.openjdk.jmh.infra.BenchmarkParams params) throws IOException {
        scaledSteps = STEPS * Integer.getInteger("scale.percent", 100) / 100;
        if (params.getBenchmark().endsWith(".wobble")) {
            // Odd forks of wobble do 1x, even ones 3x: one fork per round, so the pattern holds in every run.
            wobbleSteps = nextFork(Path.of(System.getProperty("wobble.counter"))) % 2 == 1 ? STEPS : 3 * STEPS;
        }
    }

    @Benchmark
    public long base() {
        return steps(seed, STEPS);
    }

    @Benchmark
    public long twin() {
        return steps(seed, STEPS);
    }

    @Benchmark
    public long more() {
        return steps(seed, STEPS + STEPS / 10);
    }

    @Benchmark
    public long scaled() {
        return steps(seed, scaledSteps);
    }

    @Benchmark
    public long wobble() {
        return steps(seed, wobbleSteps);
    }

    /** Counts the forks that ran wobble, across JVMs, in a file the test names. */
    private static int nextFork(Path counter) throws IOException {
        int n = Files.exists(counter) ? Integer.parseInt(Files.readString(counter).trim()) : 0;
        Files.writeString(counter, Integer.toString(n + 1), StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING);
        return n + 1;
    }

    private static long steps(long x, int n) {
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }
}
