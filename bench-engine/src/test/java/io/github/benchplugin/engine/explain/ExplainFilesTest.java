package io.github.benchplugin.engine.explain;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An output directory with a comma: JFR's -XX:StartFlightRecording separates its options with
 * commas, so the fork records into a comma-free working directory and the recording is moved to
 * explain/&lt;row&gt;/&lt;runtime&gt;.jfr. Checked with a real JVM (this test's JDK) started with the flag.
 */
class ExplainFilesTest {

    private static final BenchmarkRow ROW = new BenchmarkRow(
            new BenchmarkMethod("org.acme.A.m", List.of("avgt"), Map.of()), "avgt", Map.of());

    @TempDir
    Path dir;

    @Test
    void aCommaInTheOutputDirectoryRecordsElsewhereThenMovesTheRecordingToItsPlace() throws Exception {
        Path out = dir.resolve("bench,jdk17 and 25");
        ExplainFiles files = new ExplainFiles(out);
        assertTrue(files.needsWorkingDirectory());
        files.writeSettings();
        Files.createDirectories(files.forkRecording(ROW, "17").getParent());

        String flag = "-XX:StartFlightRecording=filename=" + files.forkRecording(ROW, "17") + ",settings="
                + files.forkSettings() + ",dumponexit=true";
        assertEquals(3, flag.split(",").length, "no comma inside a path: " + flag);
        assertTrue(Files.isRegularFile(files.settings()), "the settings are kept next to the recordings too");

        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                flag, "-version"));
        Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes());
        assertTrue(java.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, java.exitValue(), output);

        files.collect(ROW, "17");
        Path recording = files.recording(ROW, "17");
        assertEquals(out.resolve("explain/org.acme.A.m-avgt/17.jfr"), recording);
        assertTrue(Files.size(recording) > 0, "moved into the directory with the comma");
        try (RecordingFile file = new RecordingFile(recording)) {
            assertTrue(file.hasMoreEvents(), "a readable recording");
        }
        Path working = files.forkSettings().getParent();
        files.removeWorkingDirectory();
        assertFalse(Files.exists(working), "the working directory is removed");
    }

    @Test
    void withoutACommaTheForkRecordsInPlace() throws Exception {
        ExplainFiles files = new ExplainFiles(dir.resolve("bench"));
        files.writeSettings();
        assertFalse(files.needsWorkingDirectory());
        assertEquals(files.recording(ROW, "25"), files.forkRecording(ROW, "25"));
        assertEquals(files.settings(), files.forkSettings());
    }
}
