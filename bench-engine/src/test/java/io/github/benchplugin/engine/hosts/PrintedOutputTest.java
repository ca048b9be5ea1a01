package io.github.benchplugin.engine.hosts;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a run's cells printed is the run's own: an earlier run's text is gone, unless the run continues it. */
class PrintedOutputTest {

    @TempDir
    Path out;

    @Test
    void aNewRunStartsWithoutTheLastRunsOutputAndAResumedOneKeepsIt() throws Exception {
        Path earlier = Files.createDirectories(out.resolve("output/17")).resolve("org.acme.Bench.jul-thrpt.txt");
        Files.writeString(earlier, "== LoggerBenchmark.jul thrpt on 17 ==\nLogged rows: 2862\n");
        PrintedOutput printed = new PrintedOutput(out);

        printed.startRun(true);
        assertTrue(Files.exists(earlier), "bench.resume continues the interrupted run: its finished cells' output stays");

        printed.startRun(false);
        assertFalse(Files.exists(out.resolve("output")), "a new run's files hold its own text only");
        assertTrue(Files.isDirectory(out), "nothing else of the output directory goes");
    }
}
