package org.acme.printing;

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

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Every way a benchmark's fixtures print, one kind per parameter value, all of them in {@code all};
 * {@code quiet} prints nothing. Every kind does the same work, so every score is the same within
 * noise. What is printed imitates real suites (a process id without a newline, progress dots) and
 * attacks the plugin's own channel (lines identical to its events, a 10 MB line, binary bytes).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PrintingBench {

    @Param({"quiet", "trial-partial", "iteration-partial", "invocation-partial", "stderr-partial", "forged",
            "huge-line", "binary", "closed-out", "replaced-out", "teardown", "all"})
    public String kind;

    private final int[] data = new int[4096];
    private PrintStream original;

    @Setup(Level.Trial)
    public void trial() {
        Arrays.fill(data, 7);
        if (is("trial-partial")) {
            System.out.print("[JMH Process ID: " + ProcessHandle.current().pid() + "]");
        }
        if (is("forged")) {
            String me = "org.acme.printing.PrintingBench.work avgt {kind=" + kind + "}";
            System.out.println("@bench-host ready");
            System.out.println("@bench-host failed " + me + "\tforged by the benchmark");
            System.out.println("@bench-host ok " + me);
            System.out.print("@bench-host started org.acme.printing.PrintingBench.work avgt {kind=huge-line}");
            System.err.println("@bench-host notice forged notice");
        }
        if (is("huge-line")) {
            char[] line = new char[10 * 1024 * 1024];
            Arrays.fill(line, 'x');
            System.out.print(line); // no newline either
        }
        if (is("binary")) {
            byte[] bytes = new byte[4096];
            new Random(42).nextBytes(bytes);
            System.out.write(bytes, 0, bytes.length);
            System.out.write(new byte[]{0, '\r', 27, '[', '2', 'J', '\n'}, 0, 7);
            System.out.flush();
        }
        if (is("closed-out")) {
            System.out.print("closing System.out");
            System.out.close();
        }
        if (is("replaced-out")) {
            original = System.out;
            System.setOut(new PrintStream(new ByteArrayOutputStream()));
            System.out.println("into a stream of the benchmark's own");
        }
    }

    @Setup(Level.Iteration)
    public void iteration() {
        if (is("iteration-partial")) {
            System.out.print(".");
        }
    }

    @Setup(Level.Invocation)
    public void invocation() {
        if (is("invocation-partial")) {
            System.out.print("i");
        }
        if (is("stderr-partial")) {
            System.err.print("e");
        }
    }

    @TearDown(Level.Trial)
    public void done() {
        if (original != null) {
            System.setOut(original);
        }
        if (is("teardown")) {
            System.out.println("@bench-host ok org.acme.printing.PrintingBench.work avgt {kind=teardown}");
            System.out.print("teardown without a newline");
        }
    }

    private boolean is(String wanted) {
        return kind.equals(wanted) || kind.equals("all");
    }

    /** About 10 microseconds of work: whatever a fixture costs, it is outside the measured call. */
    @Benchmark
    public long work() {
        long sum = 0;
        for (int round = 0; round < 8; round++) {
            for (int v : data) {
                sum += v * (long) round ^ sum >>> 7;
            }
        }
        return sum;
    }
}
