package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CI matrix: one job per JDK, then bench:merge builds the one table (and with bench.history records it as one run). */
class MergeIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void mergesTwoSingleJdkRunsIntoOneTableAndRecordsItAsOneRun() throws Exception {
        // The merge of explanations is the subject, not perfasm's listings (ExplainIT): no machine code.
        MavenRun project = MavenRun.project("matrix", "merge");
        Path artifacts = project.dir().resolve("artifacts");
        Path history = project.dir().resolveSibling("merge-history");
        MavenRun.deleteRecursively(history);
        for (String jdk : new String[] {"17", "25"}) {
            MavenRun.Result job = project.run("bench:run", "-Dbench.jdks=" + jdk, "-Dbench.job=dry",
                    "-Dbench.include=MathBench", "-Dbench.explain=MathBench.sqrt", "-Dbench.explainMachineCode=false",
                    "-Dbench.outputDirectory=" + artifacts.resolve("jdk" + jdk));
            assertEquals(0, job.exitCode(), job::toString);
            // turned off as a user would, and said so (ExplainIT's runs record the machine code)
            assertTrue(job.output().contains("[INFO] bench.explain: no machine code, as bench.explainMachineCode=false asks"),
                    job::toString);
            Path recorded = artifacts.resolve("jdk" + jdk).resolve("explain/org.acme.MathBench.sqrt-thrpt");
            assertTrue(Files.size(recorded.resolve(jdk + ".jfr")) > 0, "the JFR recording");
            assertFalse(Files.exists(recorded.resolve(jdk + ".asm.txt")), "no perfasm listing when turned off");
        }
        Files.writeString(project.dir().resolve(".gitignore"), "target/\nbuild.log\nartifacts/\nmerged/\n");
        git(project.dir(), "init", "-q", "-b", "main");
        git(project.dir(), "add", "-A");
        git(project.dir(), "commit", "-q", "-m", "matrix");
        String commit = git(project.dir(), "rev-parse", "HEAD").trim();
        MavenRun.Result merge = project.run("bench:merge", "-Dbench.inputs=artifacts/*/results.json",
                "-Dbench.outputDirectory=" + project.dir().resolve("merged"), "-Dbench.history=" + history);
        assertEquals(0, merge.exitCode(), merge::toString);
        assertTrue(merge.output().contains("Recorded this run in the history"), merge::toString);

        ShippedSchemas.assertValidResults(project.dir().resolve("merged/results.json"));
        JsonNode root = JSON.readTree(project.dir().resolve("merged/results.json").toFile());
        assertEquals(2, root.get("runtimes").size());
        assertEquals("17", root.get("runtimes").get(0).get("id").asText(), "the first input is the baseline");
        assertEquals("25", root.get("runtimes").get(1).get("id").asText());
        JsonNode row = root.get("rows").get(0);
        assertEquals("ok", row.get("cells").get("17").get("status").asText());
        assertEquals("ok", row.get("cells").get("25").get("status").asText());
        assertTrue(row.get("comparisons").get("25").get("ratio").isNumber());
        assertTrue(Files.exists(project.dir().resolve("merged/jmh/25.json")), "JMH's own JSON kept per runtime");
        assertTrue(Files.exists(project.dir().resolve("merged/results.md")));
        // bench.explain: each job recorded its own JDK; the merge puts both side by side and keeps the recordings.
        JsonNode explained = root.get("explanations").get(0);
        assertEquals(List.of("17", "25"), List.copyOf(fieldNames(explained.get("evidence"))), explained::toString);
        for (String jdk : new String[] {"17", "25"}) {
            String recording = explained.get("evidence").get(jdk).get("recording").asText();
            assertTrue(Files.size(project.dir().resolve("merged").resolve(recording)) > 0, recording);
        }
        assertTrue(Files.readString(project.dir().resolve("merged/results.md")).contains("## Explained: "));
        assertTrue(Files.readString(project.dir().resolve("merged/results.html")).contains("id=\"why-0\""));
        // The raw data (every iteration of every fork, metrics and warm-up included) is the jobs' own, cell by cell:
        // the merge copies each cell's compressed raw data from its input's results.raw.json.gz (issue 55).
        JsonNode mergedRaw = gunzipJson(project.dir().resolve("merged/results.raw.json.gz"));
        int rawCells = 0;
        for (String jdk : new String[] {"17", "25"}) {
            JsonNode jobRaw = gunzipJson(artifacts.resolve("jdk" + jdk).resolve("results.raw.json.gz"));
            for (int r = 0; r < jobRaw.get("rows").size(); r++) {
                JsonNode jobRow = jobRaw.get("rows").get(r);
                JsonNode mergedRow = rawRow(mergedRaw, jobRow);
                JsonNode cell = jobRow.get("cells").get(jdk);
                assertTrue(cell.get("forkSamples").get(0).size() > 0, cell::toString);
                assertEquals(cell, mergedRow.get("cells").get(jdk), "the raw data of " + jobRow.get("benchmark") + " on " + jdk);
                rawCells++;
            }
        }
        assertEquals(2 * root.get("rows").size(), rawCells);

        // bench.history: the merged matrix is one run of the history, both JDK columns in one record
        List<Path> records;
        try (Stream<Path> files = Files.list(history)) {
            records = files.filter(f -> f.getFileName().toString().startsWith("run-")).toList();
        }
        assertEquals(1, records.size(), records::toString);
        JsonNode record = JSON.readTree(records.get(0).toFile());
        assertEquals(commit, record.get("commit").get("id").asText());
        assertEquals("main", record.get("commit").get("branch").asText());
        assertTrue(record.get("machines").has("17") && record.get("machines").has("25"), record::toPrettyString);
        assertEquals(root.get("rows").size(), record.get("rows").size(), record::toPrettyString);
        for (JsonNode line : record.get("rows")) {
            JsonNode cells = line.get(4);
            assertTrue(cells.has("17") && cells.has("25"), line::toString);
            assertTrue(cells.get("25").get(0).get(0).asDouble() > 0, line::toString);
        }
    }

    private static JsonNode gunzipJson(Path file) throws java.io.IOException {
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(Files.newInputStream(file))) {
            return JSON.readTree(in);
        }
    }

    /** The row of a raw data file with the same benchmark, mode and parameters as {@code like}. */
    private static JsonNode rawRow(JsonNode raw, JsonNode like) {
        for (JsonNode row : raw.get("rows")) {
            if (row.get("benchmark").equals(like.get("benchmark")) && row.get("mode").equals(like.get("mode"))
                    && row.get("params").equals(like.get("params"))) {
                return row;
            }
        }
        throw new AssertionError("no row " + like.get("benchmark") + " " + like.get("params") + " in the merged raw data");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String git(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=Bench IT", "-c", "user.email=it@example.org"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "git " + String.join(" ", args) + ": " + out);
        return out;
    }

    @Test
    void aFileThatIsNotOursIsOneClearError() throws Exception {
        MavenRun project = MavenRun.project("matrix", "merge-bad");
        Files.writeString(project.dir().resolve("broken.json"), "{\"schemaVersion\": 1, \"rows\": [");
        MavenRun.Result merge = project.run("bench:merge", "-Dbench.inputs=broken.json");
        assertNotEquals(0, merge.exitCode());
        String error = String.join("\n", merge.errorLines());
        assertTrue(error.contains("broken.json") && error.contains("not valid JSON"), error);
        assertFalse(merge.hasStackTrace(), merge::toString);
    }
}
