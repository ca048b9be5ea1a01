package io.github.benchplugin.engine.merge;

import io.github.benchplugin.engine.config.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InputFilesTest {

    @TempDir
    Path base;

    @Test
    void eachEntryIsAGroupInTheOrderGiven() throws Exception {
        touch("artifacts/bench-shard-2/results.json");
        touch("artifacts/bench-shard-1/results.json");
        touch("artifacts/bench-shard-1/jmh/17.json");
        touch("main/results.json");

        List<InputFiles.Group> groups = InputFiles.expand("main/results.json, artifacts/*/results.json", base);

        assertEquals(2, groups.size());
        assertFalse(groups.get(0).glob());
        assertEquals(List.of(base.resolve("main/results.json")), groups.get(0).files());
        assertTrue(groups.get(1).glob());
        assertEquals(List.of(base.resolve("artifacts/bench-shard-1/results.json"),
                base.resolve("artifacts/bench-shard-2/results.json")), groups.get(1).files());
    }

    @Test
    void doubleStarCrossesDirectories() throws Exception {
        touch("artifacts/bench-shard-1/target/bench/results.json");
        List<InputFiles.Group> groups = InputFiles.expand("artifacts/**/results.json", base);
        assertEquals(List.of(base.resolve("artifacts/bench-shard-1/target/bench/results.json")), groups.get(0).files());
    }

    @Test
    void aPatternMatchingNothingIsOneClearError() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> InputFiles.expand("nowhere/*/results.json", base));
        assertEquals("bench.inputs pattern 'nowhere/*/results.json' matches no file below " + base, e.getMessage());
    }

    private void touch(String relative) throws Exception {
        Path file = base.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{}");
    }
}
