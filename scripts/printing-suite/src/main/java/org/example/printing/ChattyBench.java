package org.example.printing;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import java.util.concurrent.TimeUnit;

/**
 * Fixtures that print partial lines at every level (the process id once per trial, a dot per
 * iteration, a character on stderr every 1,000th invocation, a line without its newline at the
 * end), or nothing at all with -Dprint=false: the same suite, chatty or silent, for
 * scripts/printing-overhead.sh.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ChattyBench {

    private static final boolean PRINT = Boolean.parseBoolean(System.getProperty("print", "true"));

    @Param({"1", "2", "3", "4"})
    public int size;

    private long[] values;
    private long invocations;

    @Setup(Level.Trial)
    public void trial() {
        values = new long[size * 256];
        if (PRINT) {
            System.out.print("[JMH Process ID: " + ProcessHandle.current().pid() + "]");
        }
    }

    @Setup(Level.Iteration)
    public void iteration() {
        if (PRINT) {
            System.out.print(".");
        }
    }

    @TearDown(Level.Iteration)
    public void afterIteration() {
        if (PRINT && ++invocations % 2 == 0) {
            System.err.print("e");
        }
    }

    @TearDown(Level.Trial)
    public void done() {
        if (PRINT) {
            System.out.print("done, no newline");
        }
    }

    @Benchmark
    public long sum() {
        long s = 0;
        for (long v : values) {
            s += v ^ s;
        }
        return s;
    }
}
