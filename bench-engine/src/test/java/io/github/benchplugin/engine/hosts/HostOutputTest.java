package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.RecordingLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a host prints, as the plugin keeps it: per cell, bounded, readable in the log. */
class HostOutputTest {

    @TempDir
    Path dir;

    private final RecordingLog log = new RecordingLog();
    private final HostOutput output = new HostOutput(log);

    private void print(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        output.write(bytes, bytes.length);
    }

    @Test
    void aCellKeepsWhatItPrintedAndOnlyThat() throws Exception {
        print("before the cell\n");
        output.cellStarted();
        print("[JMH Process ID: 2488]");
        print("...");
        HostOutput.Captured captured = output.cellEnded();
        print("after it\n");

        assertEquals(List.of("[JMH Process ID: 2488]..."), captured.lastLines());
        Path file = dir.resolve("out.txt");
        captured.appendTo(file, "cell 1");
        output.cellStarted();
        output.cellEnded().appendTo(file, "printed nothing");
        assertEquals("== cell 1 ==\n[JMH Process ID: 2488]...\n", Files.readString(file));
        assertEquals(List.of("  | before the cell", "  | [JMH Process ID: 2488]...", "  | after it"), log.debug);
    }

    @Test
    void aTenMegabyteLineIsKeptAsItsStartAndItsEndAndShownCut() {
        output.cellStarted();
        byte[] huge = new byte[10 * 1024 * 1024];
        Arrays.fill(huge, (byte) 'x');
        huge[huge.length - 1] = 'y';
        output.drain(new ByteArrayInputStream(huge));
        HostOutput.Captured captured = output.cellEnded();

        assertEquals(huge.length, captured.total());
        assertTrue(captured.kept().length < 2 * HostOutput.KEEP + 100, "bounded: " + captured.kept().length);
        String kept = new String(captured.kept(), StandardCharsets.US_ASCII);
        assertTrue(kept.contains("[... " + (huge.length - 2 * HostOutput.KEEP) + " bytes left out ...]"), kept.substring(0, 100));
        assertTrue(kept.endsWith("xy"));
        String line = captured.lastLines().get(0);
        assertEquals("x".repeat(HostOutput.LINE_CHARS) + " [... " + (huge.length - HostOutput.LINE_CHARS)
                + " more bytes on this line]", line);
    }

    @Test
    void binaryBytesAndEscapeSequencesReachTheLogAsQuestionMarks() {
        output.cellStarted();
        output.write(new byte[]{'a', 0, 27, '[', '2', 'J', '\r', 'b', '\t', 'c', '\n'}, 11);

        assertEquals(List.of("a??[2J?b\tc"), output.cellEnded().lastLines());
    }

    @Test
    void aFailedCellShowsItsLastLinesOnly() {
        output.cellStarted();
        for (int i = 1; i <= 100; i++) {
            print("line " + i + "\n");
        }
        List<String> last = output.cellEnded().lastLines();
        assertEquals(HostOutput.TAIL_LINES, last.size());
        assertEquals("line 100", last.get(last.size() - 1));
    }
}
