package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Six bench:run runs of a project kept in a real git repository, one commit each, with
 * bench.history and bench.failOnChange: the method that does 1000 times the work from the fourth
 * commit on is the one change point, at the fourth commit; the fourth run, with a history too short
 * for the change-point test, fails against the third as bench.compareTo would; the sixth fails
 * naming the change point; a bench.verifyIsolation run adds no record; then bench:history writes
 * the same change point, and a damaged record is one clear error.
 */
// Not @Isolated: the step is 1000x and the gate 300%, margins made for the noise of another bench:run
// measuring beside it (see SETTINGS); another IT compiling beside it moves a run far less.
class HistoryIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** One runtime, 3 short forks: the step is 1000x, because on this shared machine a run mean of these
     * settings moves by up to 3x from run to run (another bench:run measuring next to it), and so do the
     * forks of one run: the first five runs are gated against the run before them (the history is too
     * short for the change-point test), by the Welch interval of bench.compareTo on 3 fork means a side,
     * which must see the step through that noise. For the same reason the gate's threshold is 300%
     * (4x slower): the noise must not fail the other runs. */
    private static final String[] SETTINGS = {"-Dbench.include=ChangeBench\\.(steady|slows)$", "-Dbench.forks=3",
            "-Dbench.warmupIterations=1", "-Dbench.warmupTime=100ms", "-Dbench.iterations=2", "-Dbench.time=100ms",
            "-Dbench.failOnChange=300%"};

    @Test
    void aSlowdownAtTheFourthCommitIsTheOneChangePointAndFailsTheSixthRun() throws Exception {
        MavenRun project = MavenRun.project("history", "history-trend");
        Path history = project.dir().resolveSibling("history-trend-records");
        MavenRun.deleteRecursively(history);
        Files.writeString(project.dir().resolve(".gitignore"), "target/\nbuild.log\n");
        git(project.dir(), "init", "-q", "-b", "main");
        Path source = project.dir().resolve("src/main/java/org/acme/ChangeBench.java");
        List<String> commits = new ArrayList<>();
        MavenRun.Result last = null;
        for (int run = 1; run <= 6; run++) {
            if (run == 4) {
                String code = Files.readString(source);
                Files.writeString(source, code.replace("SLOWS_STEPS = 2_000;", "SLOWS_STEPS = 2_000_000;"));
            }
            git(project.dir(), "add", "-A");
            git(project.dir(), "commit", "-q", "--allow-empty", "-m", "run " + run);
            commits.add(git(project.dir(), "rev-parse", "HEAD").trim());
            last = project.run(args("bench:run", "-Dbench.history=" + history));
            if (run < 6) {
                assertTrue(last.output().contains("Recorded this run in the history"), "run " + run);
                assertTrue(last.output().contains("have fewer than the 6 runs the change-point test needs"), last.output());
            }
            if (run == 1) {
                assertEquals(0, last.exitCode(), "run 1: " + last);
                assertTrue(last.output().contains("and are not gated yet (no earlier run to compare with)"), last.output());
            } else if (run == 4) {
                // too short for a change point: compared with the third run, as bench.compareTo would
                assertEquals(1, last.exitCode(), "run 4: " + last);
                String errors = String.join("\n", last.errorLines());
                assertTrue(errors.contains("short history: org.acme.ChangeBench.slows avgt on 17: ")
                        && errors.contains("x slower than the previous run, " + commits.get(2).substring(0, 10) + ".."
                        + commits.get(3).substring(0, 10)), errors);
                assertFalse(errors.contains("ChangeBench.steady"), errors);
                assertFalse(last.hasStackTrace(), last::toString);
            } else if (run < 6) {
                assertEquals(0, last.exitCode(), "run " + run + ": " + last);
                assertTrue(last.output().contains("compared with the previous run instead, as bench.compareTo would"),
                        last.output());
            }
        }
        assertEquals(1, last.exitCode(), last::toString);
        String errors = String.join("\n", last.errorLines());
        String suspect = commits.get(2).substring(0, 10) + ".." + commits.get(3).substring(0, 10);
        assertTrue(errors.contains("change point: org.acme.ChangeBench.slows avgt on 17: ")
                && errors.contains("slower since " + suspect), errors);
        assertFalse(errors.contains("ChangeBench.steady"), errors);
        assertFalse(last.hasStackTrace(), last::toString);
        try (Stream<Path> files = Files.list(history)) {
            assertEquals(6, files.filter(f -> f.getFileName().toString().startsWith("run-")).count());
        }

        // bench.verifyIsolation measures placements, not the code: no record, and it says so
        MavenRun.Result isolation = project.run("bench:run", "-Dbench.history=" + history, "-Dbench.verifyIsolation=true",
                "-Dbench.include=ChangeBench\\.steady$", "-Dbench.job=dry", "-Dbench.failOnChange=300%");
        assertEquals(0, isolation.exitCode(), isolation::toString);
        assertTrue(isolation.output().contains("bench.verifyIsolation: this run is not recorded in bench.history"),
                isolation::toString);
        try (Stream<Path> files = Files.list(history)) {
            assertEquals(6, files.filter(f -> f.getFileName().toString().startsWith("run-")).count());
        }

        Path out = project.dir().resolve("trend");
        MavenRun.Result report = project.run("bench:history", "-Dbench.history=" + history,
                "-Dbench.outputDirectory=" + out);
        assertEquals(0, report.exitCode(), report::toString);
        ShippedSchemas.assertValidHistoryJson(out.resolve("history.json"));
        JsonNode changePoints = JSON.readTree(out.resolve("history.json").toFile()).get("changePoints");
        // history.json lists every change point the test finds, with no threshold: the unchanged method may get
        // one too when the machine's load moved between two runs (seen: 'steady' 0.88x at the fourth commit,
        // p = 0.0006, in 2 of 5 loops). What the fixture makes certain is the planted 1000x step of 'slows' as
        // its one change point, and that 'steady' moves no more than the run-to-run noise (up to 3x, SETTINGS).
        List<JsonNode> slows = new ArrayList<>();
        for (JsonNode point : changePoints) {
            if (point.get("benchmark").asText().equals("org.acme.ChangeBench.slows")) {
                slows.add(point);
            } else {
                double ratio = point.get("ratio").asDouble();
                assertTrue(ratio > 1 / 4.0 && ratio < 4, "an unchanged method moved past the noise: "
                        + point.toPrettyString());
            }
        }
        assertEquals(1, slows.size(), changePoints::toPrettyString);
        JsonNode change = slows.get(0);
        assertEquals("17", change.get("runtime").asText());
        assertEquals("avgt", change.get("mode").asText());
        assertEquals(commits.get(3), change.get("commit").asText());
        assertEquals(commits.get(2), change.get("previousCommit").asText());
        assertTrue(change.get("ratio").asDouble() > 4, change::toPrettyString);
        assertTrue(Files.readString(out.resolve("history.md")).contains(suspect));
        String html = Files.readString(out.resolve("history.html"));
        assertTrue(html.contains("Content-Security-Policy") && html.contains("<svg"), "history.html");

        Path damaged;
        try (Stream<Path> files = Files.list(history)) {
            damaged = files.filter(f -> f.getFileName().toString().startsWith("run-")).sorted().findFirst().orElseThrow();
        }
        Files.writeString(damaged, "{\"schemaVersion\": 1, \"cells\": [");
        MavenRun.Result broken = project.run("bench:history", "-Dbench.history=" + history,
                "-Dbench.outputDirectory=" + out);
        assertEquals(1, broken.exitCode(), broken::toString);
        assertTrue(broken.errorLines().get(0).contains("history record " + damaged + " is damaged"), broken::toString);
        assertFalse(broken.hasStackTrace(), broken::toString);
    }

    private static String git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=Bench IT", "-c", "user.email=it@example.org"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "git " + String.join(" ", args) + ": " + out);
        return out;
    }

    private static String[] args(String... more) {
        List<String> all = new ArrayList<>(List.of(more));
        all.addAll(List.of(SETTINGS));
        return all.toArray(String[]::new);
    }
}
