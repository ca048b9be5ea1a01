package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.explain with real JMH and JFR, on differences whose cause is known; the assertions ask
 * for presence on the expected side, never for counts, so sampling noise cannot fail them.
 */
// JIT evidence (sample shares inside the benchmark thread, allocation sites) and a gate on a several-fold
// intrinsic difference: neither moves with a build on the other core
@ResourceLock(MachineLocks.MEASUREMENT)
class ExplainIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode explanation(Path benchDir) throws Exception {
        JsonNode explanations = ResultsJson.read(benchDir.resolve("results.json")).get("explanations");
        assertEquals(1, explanations.size(), explanations::toString);
        return explanations.get(0);
    }

    private static List<String> names(JsonNode list, String field) {
        List<String> names = new ArrayList<>();
        list.forEach(entry -> names.add(entry.get(field).asText()));
        return names;
    }

    /** Sampled bytes of the Point at its site; 0 when the site is not in the runtime's list. */
    private static long pointBytes(JsonNode evidence) {
        long bytes = 0;
        for (JsonNode site : evidence.get("allocations")) {
            if (site.get("objectClass").asText().equals("org.acme.PointBench$Point")) {
                bytes += site.get("bytes").asLong();
            }
        }
        return bytes;
    }

    /**
     * One run for the two tests on HashBench (the recorded forks with perfasm are most of its time): CI's
     * shape, with 25 as the baseline, so 17's loop fails bench.failOnRegression and bench.explain=true
     * explains that row, with its machine code, into the step summary. The output directory has a comma,
     * which JFR's flag cannot take: the recordings still end up in it.
     */
    private static MavenRun hash;
    private static MavenRun.Result hashRun;
    private static Path hashOut;
    private static Path summary;

    @BeforeAll
    static void explainTheGatedHashRow() throws Exception {
        hash = MavenRun.project("explain", "explain-hash");
        summary = hash.dir().resolve("step-summary.md");
        hashOut = hash.dir().resolve("target/bench,jdk25 and 17");
        hash.withEnvironment("GITHUB_STEP_SUMMARY", summary.toString());
        // 3 forks a side: 17's loop is several times 25's intrinsic, far past 5% at any noise of this machine
        hashRun = hash.run("bench:run", "-Dbench.jdks=25,17", "-Dbench.job=dry", "-Dbench.forks=3",
                "-Dbench.warmupIterations=5", "-Dbench.iterations=5",
                "-Dbench.floor=false", "-Dbench.include=HashBench", "-Dbench.explain=true",
                "-Dbench.failOnRegression=5%", "-Dbench.outputDirectory=" + hashOut);
    }

    @Test
    void arraysHashCodeIsHotOn17AndNotOn25WhoseIntrinsicReplacesTheLoop() throws Exception {
        MavenRun.Result result = hashRun;
        String row = "org.acme.HashBench.hash-avgt";
        for (String runtime : List.of("17", "25")) {
            Path jfr = hashOut.resolve("explain").resolve(row).resolve(runtime + ".jfr");
            assertTrue(Files.isRegularFile(jfr) && Files.size(jfr) > 0,
                    "a recording on " + runtime + ", in the directory with a comma: " + jfr);
        }
        JsonNode e = explanation(hashOut);
        List<String> hot17 = names(e.get("evidence").get("17").get("hotSelf"), "method");
        List<String> hot25 = names(e.get("evidence").get("25").get("hotSelf"), "method");
        assertEquals("java.util.Arrays.hashCode", hot17.get(0), hot17::toString);
        assertFalse(hot25.isEmpty(), "samples on 25");
        assertTrue(!hot25.get(0).equals("java.util.Arrays.hashCode"), hot25::toString);
        String md = Files.readString(hashOut.resolve("results.md"));
        assertTrue(md.contains("## Explained: org.acme.HashBench.hash"), md);
        // Presence, not counts: a stray sample on 25 may list it there too, far below 17's share.
        assertTrue(md.contains("hot method: java.util.Arrays.hashCode"), md);
        assertTrue(Files.readString(hashOut.resolve("results.html")).contains("id=\"why-0\""));
        assertTrue(result.output().contains("one extra fork with JFR per explained row and runtime"), "said in the plan");
        assertTrue(result.output().contains("Explained HashBench.hash avgt: "), result::toString);
        machineCodeNamesThe25VectorLoop(hashOut, row, e);
        whyPanelRendersOffline(hash, hashOut);
        // The recorded forks are not pooled: each cell has the measured run's 3 forks.
        JsonNode cells = ResultsJson.read(hashOut.resolve("results.json")).get("rows").get(0).get("cells");
        assertEquals(3, cells.get("17").get("forkSamples").size(), cells::toString);
        assertEquals(3, cells.get("25").get("forkSamples").size(), cells::toString);
    }

    /**
     * Issue 53: perfasm's listing per runtime kept, and the vectorized intrinsic named as vector
     * instructions on 25 only. Kinds and sides, not instructions: the registers and shares vary.
     */
    private static void machineCodeNamesThe25VectorLoop(Path benchDir, String row, JsonNode e) throws Exception {
        for (String runtime : List.of("17", "25")) {
            Path asm = benchDir.resolve("explain").resolve(row).resolve(runtime + ".asm.txt");
            assertTrue(Files.readString(asm).contains("<total for region 1>"), "perfasm's listing on " + runtime);
            JsonNode code = e.get("evidence").get(runtime).get("machineCode");
            assertEquals("explain/" + row + "/" + runtime + ".asm.txt", code.get("file").asText());
            assertEquals("cpu-clock", code.get("event").asText());
            assertTrue(code.get("regions").size() > 0, code::toString);
        }
        JsonNode vectors = null;
        for (JsonNode d : e.get("differences")) {
            if (d.get("kind").asText().equals("machine code") && d.get("subject").asText().startsWith("vector instructions")) {
                vectors = d;
            }
        }
        assertTrue(vectors != null, () -> "a machine-code difference naming vector instructions: " + e.get("differences"));
        assertEquals("25", vectors.get("onlyOn").asText(), vectors::toString);
        assertEquals("none in the hot code", vectors.get("values").get("17").asText(), vectors::toString);
        String md = Files.readString(benchDir.resolve("results.md"));
        assertTrue(md.contains("machine code: vector instructions"), md);
        assertTrue(md.contains("Machine code: hottest instructions"), md);
        assertTrue(Files.readString(benchDir.resolve("results.html")).contains("id=\"asm-0\""));
    }

    /** results.html in headless Chromium: nothing fetched, the script ran, the panel has a bar per hot method and runtime. */
    private static void whyPanelRendersOffline(MavenRun project, Path benchDir) throws Exception {
        try (HeadlessChromium browser = HeadlessChromium.start(project.dir().resolve("target/chromium-profile"))) {
            browser.open(benchDir.resolve("results.html").toUri() + "#why-0");
            List<String> requests = browser.requests();
            assertEquals(1, requests.size(), "only the file itself: " + requests);
            assertEquals("true", browser.evaluate("document.body.dataset.ready").asText(), "the page's script ran (CSP hash)");
            assertTrue(browser.evaluate("document.querySelectorAll('#why-0 svg rect').length").asInt() >= 2,
                    "a bar per hot method and runtime");
            assertEquals("why", browser.evaluate("document.querySelector('#results-table a.why-link').textContent").asText());
            browser.screenshot(project.dir().resolve("target/why-panel.png"));
            // The same page scrolled to the panel: a fragment-only navigation fires no load event to wait for.
            browser.evaluate("document.getElementById('asm-0').scrollIntoView(), true");
            assertEquals(2, browser.evaluate("document.querySelectorAll('#why-0 figure.asm').length").asInt(),
                    "a listing per runtime");
            browser.screenshot(project.dir().resolve("target/machine-code-panel.png"));
        }
    }

    @Test
    void withoutEscapeAnalysisThePointIsAllocatedAndOnlyThatSideShowsTheSite() throws Exception {
        // The allocation site is the subject; the machine code is arraysHashCode...'s (perfasm: about 20 s a fork).
        MavenRun project = MavenRun.project("explain", "explain-noea").withoutMachineCode();
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.profiles=default,noea",
                "-Dbench.job=dry", "-Dbench.floor=false", "-Dbench.include=PointBench", "-Dbench.explain=all");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode e = explanation(project.benchDir());
        long noea = pointBytes(e.get("evidence").get("17-noea"));
        long defaults = pointBytes(e.get("evidence").get("17-default"));
        assertTrue(noea > 0, () -> "the Point's site on noea: " + e);
        // Scalar-replaced once C2 compiled the method: on a loaded machine C2 may come after the 1 s
        // warmup, and a few allocations before it are sampled; a tenth of noea's bytes allows that.
        assertTrue(defaults < noea / 10, () -> "default " + defaults + " bytes, noea " + noea + ": " + e);
        String md = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(md.contains("org.acme.PointBench$Point at org.acme.PointBench.point"), md);
        // Where perf cannot sample, the JFR evidence stands and the run says in one warning why no machine code.
        assertTrue(result.output().contains("[WARNING] bench.explain: no machine code (JMH's perfasm needs perf and hsdis):"
                + " perf cannot sample here"), result::toString);
        assertFalse(e.get("evidence").get("17-noea").has("machineCode"), e::toString);
    }

    /**
     * CI: 25 is the baseline, so 17's loop fails bench.failOnRegression; with bench.explain=true the
     * step summary carries that row's evidence under the gate's lines (the shared run above).
     */
    @Test
    void aFailedGateWritesTheFailingRowsEvidenceIntoTheStepSummary() throws Exception {
        MavenRun.Result result = hashRun;
        assertTrue(result.exitCode() != 0, result::toString);
        assertTrue(String.join("\n", result.errorLines()).contains("bench.failOnRegression=5%: FAILED"), result::toString);
        String text = Files.readString(summary);
        int gate = text.indexOf("`bench.failOnRegression=5%`: FAILED");
        int explained = text.indexOf("## Explained: org.acme.HashBench.hash");
        assertTrue(gate >= 0 && explained > gate, text);
        assertTrue(explained < text.indexOf("# Benchmark results"), "the evidence before the table: " + text);
        assertTrue(text.contains("hot method: java.util.Arrays.hashCode"), text);
    }

}
