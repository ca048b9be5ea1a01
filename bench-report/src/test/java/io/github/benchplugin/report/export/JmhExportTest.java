package io.github.benchplugin.report.export;

import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.report.export.jmh.JmhExport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class JmhExportTest {

    @TempDir
    Path out;

    @Test
    void eachRuntimesJmhJsonIsCopiedUntouchedAndAColumnWithoutOneHasNoFile() throws Exception {
        byte[] jmh17 = "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"org.example.ConcatBench.plus\"}]\n".getBytes();
        Files.createDirectories(out.resolve("jmh"));
        Files.write(out.resolve("jmh").resolve("17.json"), jmh17);
        Files.createDirectories(out.resolve("jmh").resolve("17"));
        Files.writeString(out.resolve("jmh").resolve("17").resolve("round-1.json"), "[]");

        List<Path> files = new JmhExport().write(SampleResult.twoRuntimes(), List.of(), out);

        Path exported = out.resolve("export").resolve("jmh").resolve("17.json");
        assertEquals(List.of(exported), files, "25 has no jmh/25.json here; rounds are not a column's JSON");
        assertArrayEquals(jmh17, Files.readAllBytes(exported));
        assertFalse(Files.exists(out.resolve("export").resolve("jmh").resolve("17")));
    }
}
