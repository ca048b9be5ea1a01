package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.error.UserInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench:report's one parse step: bench.outputDirectory checked before results.json is read. */
class ReportRequestTest {

    @TempDir
    Path dir;

    @Test
    void anOutputDirectoryThatIsAFileIsRefusedNamingIt() throws Exception {
        Path file = Files.writeString(dir.resolve("bench"), "");
        UserInputException e = assertThrows(UserInputException.class, () -> ReportRequest.parse(settings(file)));
        assertEquals("bench.outputDirectory " + file + " is a file, not a directory; name a directory (it is"
                + " created when missing)", e.getMessage());
    }

    @Test
    void anUnsetOutputDirectoryIsRefused() {
        UserInputException e = assertThrows(UserInputException.class, () -> ReportRequest.parse(RawSettings.EMPTY));
        assertTrue(e.getMessage().startsWith("bench.outputDirectory is not set"), e.getMessage());
    }

    @Test
    void theRequestNamesResultsJsonAndWhetherTheModuleWasMeasured() throws Exception {
        ReportRequest request = ReportRequest.parse(settings(dir));
        assertEquals(dir.resolve("results.json"), request.resultsFile());
        assertFalse(request.measured());
        Files.writeString(dir.resolve("results.json"), "{}");
        assertTrue(request.measured());
    }

    private static RawSettings settings(Path out) {
        return RawSettings.builder().put("bench.outputDirectory", out).build();
    }
}
