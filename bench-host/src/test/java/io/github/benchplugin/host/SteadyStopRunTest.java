package io.github.benchplugin.host;

import io.github.benchplugin.host.warmup.SteadyStopProfiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.warmup=auto's stop in a real JMH run (the harness floor's empty benchmark, in this JVM):
 * the measurement ends long before its cap of 200 iterations, and what JMH scored and wrote is
 * exactly the iterations the host recorded. The window is 4 iterations of 10 ms of an empty
 * method, so a steady window comes within the first few dozen even on a loaded machine.
 */
class SteadyStopRunTest {

    @TempDir
    Path dir;

    @Test
    void aSteadyForkEndsBeforeItsCapAndJmhScoresTheIterationsItRan() throws Exception {
        Path json = dir.resolve("cell.json");
        Path iterations = dir.resolve("cell.iterations");
        List<String> args = List.of("^" + java.util.regex.Pattern.quote(HarnessFloor.BENCHMARK) + "$",
                "-f", "0", "-wi", "0", "-i", "200", "-r", "10ms", "-foe", "true",
                "-rf", "json", "-rff", json.toString(), "-o", dir.resolve("cell.log").toString());
        System.setProperty("jmh.ignoreLock", "true"); // before JMH's Runner class is initialised, as JmhLock does
        ChainedOptionsBuilder options = new OptionsBuilder().parent(new CommandLineOptions(args.toArray(new String[0])))
                .addProfiler(SteadyStopProfiler.class.getName(), SteadyStopProfiler.WINDOW + "=4");

        Collection<RunResult> results;
        try (IterationLog record = IterationLog.create(iterations)) {
            results = IterationRecorder.runner(options.build(), record).run();
        }

        List<IterationLog.Fork> forks = IterationLog.read(iterations);
        int measured = forks.get(0).scores.size();
        assertTrue(measured >= 5 && measured < 200, "stopped one iteration after a steady window of 4: " + measured);
        int scored = results.iterator().next().getBenchmarkResults().iterator().next().getIterationResults().size();
        assertEquals(measured, scored, "JMH scored the iterations that ran");
    }
}
