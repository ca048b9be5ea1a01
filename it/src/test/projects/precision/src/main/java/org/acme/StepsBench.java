package org.acme;

import org.openjdk.jmh.annotations.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * For bench.targetError, with runtime profiles default and doubled (-Dsteps=4000):
 * chain is twice as slow under doubled (a verdict at the first look), wobble is the same code
 * under both but each fork does 1x or 3x the work in a fixed pattern that both columns follow
 * (their ratio stays 1 while its interval stays wide, so it never settles).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StepsBench {
    long seed = 7;
    int steps;

    @Setup(Level.Trial)
    public void setUp() {
        steps = Integer.getInteger("steps", 2000);
    }

    @Benchmark
    public long chain() {
        return Steps.steps(seed, steps);
    }

    @Benchmark
    public long wobble(Wobble wobble) {
        return Steps.steps(seed, wobble.steps);
    }

    /** Only wobble's forks count: each round runs default's fork, then doubled's. */
    @State(Scope.Thread)
    public static class Wobble {
        int steps;

        @Setup(Level.Trial)
        public void setUp() throws IOException {
            // Forks 1 and 2 (round 1) do 1x, 3 and 4 (round 2) 3x, 5 and 6 1x again, ...
            int fork = Steps.nextFork(Path.of(System.getProperty("wobble.counter")));
            steps = ((fork - 1) / 2) % 2 == 0 ? 1000 : 3000;
        }
    }
}
