package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.error.UserInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** bench:history's one parse step: each bad value refused, by name, before a record is read. */
class HistoryRequestTest {

    @TempDir
    Path dir;

    @Test
    void aHistoryThatIsNotThereIsRefusedNamingIt() {
        Path missing = dir.resolve("no-history");
        assertEquals("bench.history " + missing + " does not exist; name the directory that bench:run"
                + " -Dbench.history=... wrote", refused(missing.toString(), dir.resolve("out").toString()));
    }

    @Test
    void aDirectoryThatIsNoHistoryOrAFileIsRefused() throws Exception {
        Path other = Files.createDirectories(dir.resolve("src"));
        Files.writeString(other.resolve("Main.java"), "class Main {}");
        assertEquals("bench.history " + other + " is not a bench history: it has files but no bench-history.txt;"
                + " name an empty or new directory, or one an earlier bench:run wrote",
                refused(other.toString(), dir.resolve("out").toString()));
        Path file = Files.writeString(dir.resolve("history.txt"), "");
        assertEquals("bench.history " + file + " is a file, not a directory; name the directory that keeps the"
                + " history (it is created when missing)", refused(file.toString(), dir.resolve("out").toString()));
    }

    @Test
    void noHistoryOrAnOutputDirectoryThatIsAFileIsRefused() throws Exception {
        assertEquals("bench:history needs bench.history=<dir>: the directory that bench:run -Dbench.history=<dir>"
                + " appends to", refused(null, dir.toString()));
        Path history = Files.createDirectories(dir.resolve("history"));
        Path file = Files.writeString(dir.resolve("site"), "");
        assertEquals("bench.outputDirectory " + file + " is a file, not a directory; name a directory (it is"
                + " created when missing)", refused(history.toString(), file.toString()));
    }

    @Test
    void goodValuesBecomeTheRequest() throws Exception {
        Path history = Files.createDirectories(dir.resolve("history"));
        HistoryRequest request = HistoryRequest.parse(settings(history.toString(), dir.resolve("out").toString()));
        assertEquals(history, request.history().path());
        assertEquals(dir.resolve("out"), request.outputDirectory());
    }

    private static String refused(String history, String out) {
        return assertThrows(UserInputException.class, () -> HistoryRequest.parse(settings(history, out))).getMessage();
    }

    private static RawSettings settings(String history, String out) {
        return RawSettings.builder().put("bench.history", history).put("bench.outputDirectory", out).build();
    }
}
