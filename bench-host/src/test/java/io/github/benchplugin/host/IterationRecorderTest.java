package io.github.benchplugin.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.TimeValue;

import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the host records of JMH's output calls: measured forks' iterations, warm-up first, in order. */
class IterationRecorderTest {

    @TempDir
    Path dir;

    private static final IterationParams WARMUP = new IterationParams(IterationType.WARMUP, 2, TimeValue.milliseconds(1), 1);
    private static final IterationParams MEASUREMENT = new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.milliseconds(1), 1);

    @Test
    void measuredForksAreRecordedWithTheirWarmupAndWarmupForksAreNot() throws Exception {
        List<String> forwarded = new ArrayList<>();
        OutputFormat jmh = (OutputFormat) Proxy.newProxyInstance(OutputFormat.class.getClassLoader(),
                new Class<?>[] {OutputFormat.class}, (p, m, a) -> {
                    forwarded.add(m.getName());
                    return null;
                });
        Path file = dir.resolve("cell.iterations");
        try (IterationLog log = IterationLog.create(file)) {
            OutputFormat out = IterationRecorder.wrap(jmh, log);
            out.startBenchmark(null);
            out.println("# Warmup Fork: 1 of 1");
            run(out, WARMUP, 1, 99.0);
            for (int fork = 1; fork <= 2; fork++) {
                out.println("# Fork: " + fork + " of 2");
                run(out, WARMUP, 1, 40.0);
                run(out, WARMUP, 2, 20.0);
                run(out, MEASUREMENT, 1, 10.0);
                run(out, MEASUREMENT, 2, 11.0);
                run(out, MEASUREMENT, 3, 10.5);
            }
        }
        List<IterationLog.Fork> forks = IterationLog.read(file);
        assertEquals(2, forks.size(), "the warm-up fork is not measured");
        for (IterationLog.Fork fork : forks) {
            assertEquals(2, fork.warmupIterations);
            assertEquals(List.of(40.0, 20.0, 10.0, 11.0, 10.5), fork.scores);
            assertTrue(fork.startSeconds >= 0);
            for (int i = 1; i < fork.endSeconds.size(); i++) {
                assertTrue(fork.endSeconds.get(i) >= fork.endSeconds.get(i - 1), "times since the fork started grow");
            }
        }
        assertTrue(forwarded.contains("iterationResult") && forwarded.contains("println"), "JMH's own output still gets every call");
    }

    @Test
    void aForkKeepsAtMostTheBoundAndABrokenLastLineLosesOnlyItself() throws Exception {
        Path file = dir.resolve("long.iterations");
        try (IterationLog log = IterationLog.create(file)) {
            log.fork(0.1);
            for (int i = 0; i < IterationLog.MAX_ITERATIONS_PER_FORK + 10; i++) {
                log.iteration(false, 0.2 + i, 1.0);
            }
        }
        Files.writeString(file, "m 3.0", java.nio.file.StandardOpenOption.APPEND);
        List<IterationLog.Fork> forks = IterationLog.read(file);
        assertEquals(IterationLog.MAX_ITERATIONS_PER_FORK, forks.get(0).scores.size());
    }

    private static void run(OutputFormat out, IterationParams params, int index, double nsPerOp) {
        out.iteration(null, params, index);
        IterationResult result = new IterationResult(null, params, null);
        result.addResult(new AverageTimeResult(ResultRole.PRIMARY, "x", 1000, (long) (nsPerOp * 1000), TimeUnit.NANOSECONDS));
        out.iterationResult(null, params, index, result);
    }
}
