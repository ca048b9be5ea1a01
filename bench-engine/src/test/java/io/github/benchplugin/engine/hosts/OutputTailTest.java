package io.github.benchplugin.engine.hosts;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The failure reasons come from JMH 1.37's real output for each kind of failure. */
class OutputTailTest {

    private static OutputTail feed(String output) {
        OutputTail tail = new OutputTail(5);
        output.lines().forEach(tail::add);
        return tail;
    }

    @Test
    void theBenchmarksOwnExceptionWinsEvenAfterALongStackTrace() {
        OutputTail tail = feed("""
                # Benchmark: org.acme.FaultBench.throwsInBenchmark
                Iteration   1: <failure>

                java.lang.IllegalStateException: fixture says no
                \tat org.acme.FaultBench.throwsInBenchmark(FaultBench.java:21)
                \tat a.b.C.d(C.java:1)
                \tat a.b.C.d(C.java:2)
                \tat a.b.C.d(C.java:3)
                \tat a.b.C.d(C.java:4)
                \tat a.b.C.d(C.java:5)
                Benchmark had encountered error, and fail on error was requested
                ERROR: org.openjdk.jmh.runner.RunnerException: Benchmark caught the exception
                """);
        assertEquals("java.lang.IllegalStateException: fixture says no", tail.summary());
        assertEquals(5, tail.lines().size());
    }

    @Test
    void aForkThatDiesSaysItsExitCode() {
        OutputTail tail = feed("""
                Iteration   1: <forked VM failed with exit code 3>
                <stdout last='20 lines'>
                </stdout>
                ERROR: org.openjdk.jmh.runner.RunnerException: Benchmark caught the exception
                Caused by: org.openjdk.jmh.runner.BenchmarkException: Benchmark error
                \tSuppressed: java.lang.IllegalStateException: Forked VM failed with exit code 3
                """);
        assertTrue(tail.summary().startsWith("the forked JVM exited with code 3"), tail.summary());
    }

    @Test
    void jmhsOwnErrorIsShownWithoutItsPrefixes() {
        OutputTail tail = feed("ERROR: org.openjdk.jmh.runner.RunnerException: ERROR: Another JMH instance might be running. "
                + "Unable to acquire the JMH lock (/tmp/jmh.lock), exiting.");
        assertTrue(tail.summary().startsWith("Another JMH instance might be running"), tail.summary());
    }

    @Test
    void otherwiseTheLastLine() {
        assertEquals("bye", feed("hello\nbye\n").summary());
        assertEquals("no output", feed("").summary());
    }
}
