package org.acme;

import org.openjdk.jmh.annotations.*;

import java.io.IOException;
import java.nio.file.Path;
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
            wobbleSteps = Steps.nextFork(Path.of(System.getProperty("wobble.counter"))) % 2 == 1 ? STEPS : 3 * STEPS;
        }
    }

    @Benchmark
    public long base() {
        return Steps.steps(seed, STEPS);
    }

    @Benchmark
    public long twin() {
        return Steps.steps(seed, STEPS);
    }

    @Benchmark
    public long more() {
        return Steps.steps(seed, STEPS + STEPS / 10);
    }

    @Benchmark
    public long scaled() {
        return Steps.steps(seed, scaledSteps);
    }

    @Benchmark
    public long wobble() {
        return Steps.steps(seed, wobbleSteps);
    }
}
