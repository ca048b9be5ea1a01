package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.profilers and bench.threads on JDK 17 and 25 with real JMH: profiler files land under
 * target/bench/profiles/&lt;runtime&gt;/&lt;row&gt;/ and are listed in results.md; an unknown profiler
 * is one [ERROR] before anything is measured; the thread count is recorded per cell.
 */
class ProfilersIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ROW = "org.acme.SumBench.sum-size=1000-avgt";

    /** A dry run of the profilers project on 17 and 25 without the harness floor; fails the test unless it succeeds. */
    private static MavenRun.Result run(MavenRun project, String... settings) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry",
                "-Dbench.floor=false"));
        args.addAll(List.of(settings));
        MavenRun.Result result = project.run(args.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result::toString);
        return result;
    }

    private static JsonNode cellsOf(MavenRun project) throws Exception {
        return JSON.readTree(project.benchDir().resolve("results.json").toFile()).get("rows").get(0).get("cells");
    }

    /**
     * One run for the stack and jfr profilers and for bench.threads: each test asks its own of the cells'
     * fields and files, and a second Maven build would only compile and measure the same row again.
     */
    private static MavenRun stackJfrThreads;
    private static MavenRun.Result stackJfrThreadsRun;

    private static synchronized MavenRun stackJfrThreads() throws Exception {
        if (stackJfrThreads == null) {
            MavenRun project = MavenRun.project("profilers", "profilers-stack-jfr");
            stackJfrThreadsRun = run(project, "-Dbench.profilers=stack,jfr", "-Dbench.threads=2");
            stackJfrThreads = project;
        }
        return stackJfrThreads;
    }

    @Test
    void stackAndJfrWriteTheirFilesPerRuntimeAndRowAndResultsMdListsThem() throws Exception {
        MavenRun project = stackJfrThreads();
        JsonNode cells = cellsOf(project);
        String md = Files.readString(project.benchDir().resolve("results.md"));
        String html = Files.readString(project.benchDir().resolve("results.html"));
        assertTrue(md.contains("## Profiler files"), md);
        for (String runtime : List.of("17", "25")) {
            Path row = project.benchDir().resolve("profiles").resolve(runtime).resolve(ROW);
            assertTrue(Files.size(row.resolve("jfr-profile.jfr")) > 0, "a recording on " + runtime);
            assertTrue(Files.readString(row.resolve("stack.txt")).contains("Thread state"), "stack's text on " + runtime);
            String jfr = "profiles/" + runtime + "/" + ROW + "/jfr-profile.jfr";
            assertTrue(cells.get(runtime).get("profilerFiles").toString().contains(jfr), cells::toString);
            assertTrue(md.contains("(" + jfr + ")"), md);
            assertTrue(html.contains("href=\"" + jfr + "\""), "results.html links " + jfr);
        }
    }

    @Test
    void anUnknownProfilerIsOneErrorNamingItAndTheAvailableOnesBeforeMeasuring() throws Exception {
        MavenRun project = MavenRun.project("profilers", "profilers-nosuch");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry",
                "-Dbench.profilers=stack,nosuch");
        assertNotEquals(0, result.exitCode());
        List<String> errors = result.errorLines();
        String error = String.join("\n", errors);
        assertTrue(error.contains("'nosuch' is not a JMH profiler on runtime 17; available there: cl, comp, gc, jfr"),
                error);
        assertFalse(result.hasStackTrace(), result::toString);
        assertFalse(Files.exists(project.benchDir().resolve("results.json")), "nothing measured before the check");
    }

    @Test
    void benchThreadsIsRecordedPerCell() throws Exception {
        MavenRun project = stackJfrThreads();
        MavenRun.Result result = stackJfrThreadsRun;
        JsonNode cells = cellsOf(project);
        for (String runtime : List.of("17", "25")) {
            assertEquals(2, cells.get(runtime).get("threads").asInt(), cells::toString);
        }
        boolean oversubscribed = Runtime.getRuntime().availableProcessors() < 2;
        assertEquals(oversubscribed, result.output().contains("OVERSUBSCRIBED"), result::toString);
    }

    @Test
    void asyncWithoutLibPathUsesThePinnedAsyncProfilerAndWritesAFlameGraph() throws Exception {
        // async-profiler's stacks in the Why panel are the subject, not perfasm's listings (ExplainIT): no machine code.
        MavenRun project = MavenRun.project("profilers", "profilers-async");
        // async-profiler falls back to a timer when the kernel refuses perf events (perf_event_paranoid=2 here).
        run(project, "-Dbench.profilers=async:output=flamegraph,collapsed", "-Dbench.explain=all",
                "-Dbench.explainMachineCode=false");
        JsonNode evidence = JSON.readTree(project.benchDir().resolve("results.json").toFile())
                .get("explanations").get(0).get("evidence");
        String html = Files.readString(project.benchDir().resolve("results.html"));
        String whyPanel = html.substring(html.indexOf("<section class=\"why\" id=\"why-0\">"));
        for (String runtime : List.of("17", "25")) {
            Path row = project.benchDir().resolve("profiles").resolve(runtime).resolve(ROW);
            try (var files = Files.list(row)) {
                List<String> names = files.map(f -> f.getFileName().toString()).toList();
                assertTrue(names.stream().anyMatch(n -> n.startsWith("async-flame-") && n.endsWith(".html")),
                        runtime + ": " + names);
            }
            // bench.explain's Why panel draws async-profiler's stacks of each runtime beside JFR's, and opens its own page.
            JsonNode async = evidence.get(runtime).get("async");
            assertTrue(async != null && async.get("stacks").toString().contains("org.acme.SumBench.sum"), evidence::toString);
            assertTrue(whyPanel.contains("<figcaption>async-profiler on " + runtime), whyPanel);
            assertTrue(whyPanel.contains("<li>" + runtime + ": <a class=\"async-flame\" href=\"profiles/" + runtime + "/"
                    + ROW + "/async-flame-"), whyPanel);
        }
    }
}
