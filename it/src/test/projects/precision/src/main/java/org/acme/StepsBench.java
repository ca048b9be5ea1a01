package org.acme;

import org.openjdk.jmh.annotations.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
        return steps(seed, steps);
    }

    @Benchmark
    public long wobble(Wobble wobble) {
        return steps(seed, wobble.steps);
    }

    /** Only wobble's forks count: each round runs default's fork, then doubled's. */
    @State(Scope.Thread)
    public static class Wobble {
        int steps;

        @Setup(Level.Trial)
        public void setUp() throws IOException {
            // Forks 1 and 2 (round 1) do 1x, 3 and 4 (round 2) 3x, 5 and 6 1x again, ...
            int fork = nextFork(Path.of(System.getProperty("wobble.counter")));
            steps = ((fork - 1) / 2) % 2 == 0 ? 1000 : 3000;
        }
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
