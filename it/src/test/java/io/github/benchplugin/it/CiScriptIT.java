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
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The workflow of docs/ci.md, with local folders standing in for GitHub's artifact store and
 * cache: two matrix jobs run scripts/ci-bench.sh run and "upload" target/bench, the final job
 * "downloads" them and runs scripts/ci-bench.sh merge; a later pipeline finds the first one's
 * merged result as the main branch's previous results and compares with it. Both keep a history
 * (BENCH_HISTORY): main's merge appends the first record and "saves" the directory in the cache;
 * the pull request restores it, appends its own run, is gated against the one before, and both
 * write the trend page.
 */
class CiScriptIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void matrixJobsThenMergeWithGatesAndStepSummary() throws Exception {
        MavenRun project = MavenRun.project("matrix", "ci-script");
        Path store = project.dir().resolve("artifact-store");
        for (String jdk : new String[] {"25", "17"}) {
            Result job = script(project.dir(), Map.of("BENCH_JDKS", jdk, "BENCH_JOB", "dry",
                    "BENCH_ARGS", "-Dbench.include=MathBench"), "run");
            assertEquals(0, job.exitCode(), job.output());
            copy(project.dir().resolve("target/bench"), store.resolve("bench-jdk" + jdk)); // upload-artifact
            MavenRun.deleteRecursively(project.dir().resolve("target/bench"));
        }

        // The final job: download every artifact into artifacts/, no earlier results yet.
        copy(store, project.dir().resolve("artifacts"));
        Path summary = project.dir().resolve("step-summary.md");
        Path cache = project.dir().resolve("cache"); // actions/cache: restore by prefix, save under a new key
        Result merge = script(project.dir(), Map.of("GITHUB_STEP_SUMMARY", summary.toString(),
                "BENCH_HISTORY", "history"), "merge", "artifacts", "previous");
        assertEquals(0, merge.exitCode(), merge.output());
        assertEquals(1, records(project.dir().resolve("history")), "the merged matrix is one run of the history");
        assertTrue(Files.readString(project.dir().resolve("target/bench-history/history.html")).contains("<svg"),
                "the trend page of the history");
        copy(project.dir().resolve("history"), cache.resolve("bench-history-1"));
        assertTrue(merge.output().contains("merging without bench.compareTo"), merge.output());
        JsonNode merged = JSON.readTree(project.dir().resolve("target/bench-merged/results.json").toFile());
        assertEquals("17", merged.get("runtimes").get(0).get("id").asText(),
                "inside one glob the columns sort by Java version: 17 is the baseline");
        assertEquals("25", merged.get("runtimes").get(1).get("id").asText());
        String text = Files.readString(summary);
        // A dry job measures one fork: no ratio has an interval, so the gates judged nothing and say so, never "passed".
        assertTrue(text.contains("⚠️ `bench.failOnRegression=5%`: WARNING, nothing was gated: judged 0 comparison(s)")
                && text.contains("(1 fork: "), text);
        assertTrue(text.contains("MathBench.sqrt") && text.contains("| 25 vs 17"), text);
        assertTrue(text.contains("`bench.failOnChange=5%`: WARNING, nothing was gated")
                && text.contains("no earlier run to compare with"), text);
        assertTrue(merge.output().contains("[WARNING] bench.failOnRegression=5%: WARNING, nothing was gated"),
                merge.output());

        // The next pipeline on a pull request: the cache gives main's merged result as previous/.
        copy(project.dir().resolve("target/bench-merged"), project.dir().resolve("previous"));
        copy(cache.resolve("bench-history-1"), project.dir().resolve("history-pr"));
        Result compared = script(project.dir(), Map.of("BENCH_OUT", "target/bench-pr", "BENCH_HISTORY", "history-pr",
                "BENCH_HISTORY_OUT", "target/bench-history-pr"), "merge", "artifacts", "previous");
        assertEquals(0, compared.exitCode(), compared.output());
        assertEquals(2, records(project.dir().resolve("history-pr")), "main's run and this one");
        assertEquals(1, records(cache.resolve("bench-history-1")), "a cache entry is never changed");
        assertTrue(compared.output().contains("bench.failOnChange=5%: passed")
                && compared.output().contains("compared with the previous run instead, as bench.compareTo would"),
                compared.output());
        JsonNode trend = JSON.readTree(project.dir().resolve("target/bench-history-pr/history.json").toFile());
        assertEquals(2, trend.get("runs").asInt(), trend::toPrettyString);
        assertEquals(0, trend.get("changePoints").size(), trend::toPrettyString);
        JsonNode row = JSON.readTree(project.dir().resolve("target/bench-pr/results.json").toFile()).get("rows").get(0);
        assertEquals(1.0, row.get("previous").get("25").get("ratio").asDouble(), 1e-9,
                "the same data compared with itself");
    }

    private record Result(int exitCode, String output) {
    }

    private static long records(Path history) throws IOException {
        try (Stream<Path> files = Files.list(history)) {
            return files.filter(f -> f.getFileName().toString().startsWith("run-")).count();
        }
    }

    private static Result script(Path dir, Map<String, String> env, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("bash");
        command.add(Path.of(System.getProperty("bench.scripts"), "ci-bench.sh").toString());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        Path log = dir.resolve("script.log");
        builder.redirectOutput(log.toFile());
        builder.environment().putAll(env);
        builder.environment().remove("GITHUB_STEP_SUMMARY"); // only where the test sets it
        builder.environment().putAll(env);
        builder.environment().put("MVN", MavenRun.mavenExecutable());
        String repo = System.getProperty("bench.localRepository");
        builder.environment().put("BENCH_MAVEN_ARGS", "-ntp" + (repo == null || repo.isBlank() ? "" : " -Dmaven.repo.local=" + repo));
        Process p = builder.start();
        if (!p.waitFor(15, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("ci-bench.sh " + String.join(" ", args) + " did not finish in 15 minutes");
        }
        return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
