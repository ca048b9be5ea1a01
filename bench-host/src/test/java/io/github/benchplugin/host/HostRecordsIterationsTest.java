package io.github.benchplugin.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A real JMH run with the host's recording Runner (the harness floor, without forks: in this JVM):
 * the iterations file holds every warm-up and measurement iteration, while JMH's own output and
 * JSON are what they always were. Not through HostMain.run, which would wait for the machine's
 * JMH lock behind any other JMH run on this machine; JMH's own lock is skipped likewise.
 */
class HostRecordsIterationsTest {

    @TempDir
    Path dir;

    @Test
    void everyIterationOfARealJmhRunIsRecordedAndJmhsOwnFilesAreStillWritten() throws Exception {
        Path json = dir.resolve("cell.json");
        Path log = dir.resolve("cell.log");
        Path iterations = dir.resolve("cell.iterations");
        List<String> args = new ArrayList<>(List.of("^" + java.util.regex.Pattern.quote(HarnessFloor.BENCHMARK) + "$",
                "-f", "0", "-wi", "2", "-w", "10ms", "-i", "3", "-r", "10ms", "-foe", "true",
                "-rf", "json", "-rff", json.toString(), "-o", log.toString()));
        System.setProperty("jmh.ignoreLock", "true"); // before JMH's Runner class is initialised, as JmhLock does
        Options options = new CommandLineOptions(args.toArray(new String[0]));

        try (IterationLog record = IterationLog.create(iterations)) {
            assertEquals(1, IterationRecorder.runner(options, record).run().size());
        }

        List<IterationLog.Fork> forks = IterationLog.read(iterations);
        assertEquals(1, forks.size(), "one fork (the benchmark in this JVM)");
        assertEquals(2, forks.get(0).warmupIterations);
        assertEquals(5, forks.get(0).scores.size(), "2 warm-up and 3 measurement iterations");
        assertTrue(forks.get(0).scores.stream().allMatch(s -> s > 0 && Double.isFinite(s)), forks.get(0).scores::toString);
        assertTrue(Files.readString(log).contains("Iteration   3:"), "JMH's own output still goes to its -o file");
        assertTrue(Files.size(json) > 0, "and its JSON to -rff");
    }
}
