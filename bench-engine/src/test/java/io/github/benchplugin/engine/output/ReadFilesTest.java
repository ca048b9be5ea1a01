package io.github.benchplugin.engine.output;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.RawSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ReadFilesTest {

    @TempDir
    Path tmp;

    @Test
    void aReferenceInsideTheFolderTheRunRewritesIsRefusedNamingBoth() {
        Path out = tmp.resolve("target/bench");
        ReadFiles reads = ReadFiles.of(RawSettings.builder().put("bench.compareTo", out.toString()).build(),
                "bench.compareTo", "bench.history");

        BadInputException refused = assertThrows(BadInputException.class, () -> reads.requireOutside(out));

        assertEquals("bench.compareTo " + out + " is inside bench.outputDirectory " + out + ", which this goal"
                + " rewrites; copy it to another folder first (e.g. cp -r " + out + " previous-bench) and name the"
                + " copy", refused.getMessage());
    }

    @Test
    void aHistoryOrAnInputBelowTheFolderIsRefusedToo() {
        Path out = tmp.resolve("bench");
        ReadFiles history = ReadFiles.of(RawSettings.builder().put("bench.history", out.resolve("history").toString())
                .build(), "bench.compareTo", "bench.history");
        assertThrows(BadInputException.class, () -> history.requireOutside(out));

        ReadFiles inputs = ReadFiles.NONE.plus("bench.inputs", List.of(tmp.resolve("a/results.json"),
                out.resolve("results.json")));
        BadInputException refused = assertThrows(BadInputException.class, () -> inputs.requireOutside(out));
        assertEquals("bench.inputs " + out.resolve("results.json"), refused.getMessage().split(" is inside")[0]);
    }

    @Test
    void filesBesideTheFolderOrAFolderNamedLikeItAreFine() {
        Path out = tmp.resolve("bench");
        ReadFiles.NONE.plus("bench.inputs", List.of(tmp.resolve("bench-previous/results.json"), tmp.resolve("x.json")))
                .requireOutside(out);
        ReadFiles.NONE.plus("bench.compareTo", List.of(tmp)).requireOutside(out); // the folder above holds it: fine
    }

    @Test
    void aLinkToTheFolderIsTheFolder() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("target/bench"));
        Files.writeString(out.resolve("results.json"), "{}");
        Path link = Files.createSymbolicLink(tmp.resolve("previous"), out);
        ReadFiles reads = ReadFiles.NONE.plus("bench.compareTo", List.of(link.resolve("results.json")));
        assertThrows(BadInputException.class, () -> reads.requireOutside(out));
    }
}
