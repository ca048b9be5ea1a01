package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.targetError on a real run: JDK 17 under two runtime profiles, one row twice as slow under
 * the second (settled by its verdict after the first 3 forks) and one row whose forks swing 3x in
 * a pattern both columns share (ratio 1, interval wide: it gets every fork up to bench.forks and
 * is listed as not reaching the target). Then, on one runtime (no runtime comparison at all), the
 * same target steered by bench.baseline (MethodsBench: a 10% row and a row that swings 3x from fork
 * to fork against the baseline method) and by bench.compareTo (a row doing 10% more work than in the
 * earlier run, and the swinging row).
 *
 * <p>What is asserted is what cannot fail by chance: the swinging row and its baseline row get
 * every fork and the swinging row is listed open; the 10% row is never called faster, and is
 * either slower or listed open (settled otherwise only if its interval missed the truth, which
 * the rule bounds at 5% and the noise here makes far rarer). Since issue 54 the runs leave out the
 * rows nothing here asserts on (the identical twin, and scaled where the baseline steers; the twin's
 * verdict was never asserted: the rule allows it to be called different up to 5% of the time): they
 * took forks up to bench.forks in every run, about a quarter of the class's 66 s.
 */
// Alone: the 10% rows' margin is against noise that moves one side and not the other. Within a run the forks of
// the rows alternate (one per round), but bench.compareTo compares two runs made 10-20 s apart: a Maven compiling
// beside one of them and not the other moves all of that run's forks alike, by more than 10% here (the warmup
// project's 4x step was seen as 3.4x the time quiet, 1.9x beside a build: its time slices land in the iterations).
@Isolated
class PrecisionTargetIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void onlyTheRowsShortOfTheTargetGetMoreForksAndTheOthersAreListed() throws Exception {
        MavenRun project = MavenRun.project("precision", "precision");
        Path counter = project.dir().resolve("wobble-forks.txt");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.include=StepsBench",
                "-Dbench.profiles=default,doubled",
                "-Dbench.compareProfiles=true", "-Dbench.targetError=5%", "-Dbench.forks=5", "-Dbench.job=dry",
                "-Dbench.warmupIterations=1", "-Dbench.warmupTime=200ms", "-Dbench.floor=false",
                "-Dbench.jvmArgs=-Dwobble.counter=" + counter);
        assertEquals(0, result.exitCode(), result::toString);

        JsonNode rows = ResultsJson.read(project.benchDir().resolve("results.json")).get("rows");
        String log = result.output();
        JsonNode chain = row(rows, "org.acme.StepsBench.chain");
        JsonNode ratio = chain.get("profileComparisons").get("17-doubled");
        // On a quiet machine the 2x row is settled by its verdict after 3 forks. On a loaded one a
        // first fork 2.5x slower than the rest was seen to keep it open: then it is listed, and
        // still never called faster. Both columns always get the same forks (one per round).
        boolean chainOpen = log.lines().anyMatch(l -> l.contains("StepsBench.chain") && l.contains("17-doubled vs 17-default"));
        assertEquals(forks(chain, "17-default"), forks(chain, "17-doubled"), chain::toString);
        assertNotEquals("faster", ratio.get("verdict").asText(), ratio::toString);
        if (!chainOpen) {
            assertEquals("slower", ratio.get("verdict").asText(), "settled without being listed: " + ratio);
        }
        assertTrue(ratio.get("note").asText().contains("bench.targetError"), "the table says which rule made it: " + ratio);

        JsonNode wobble = row(rows, "org.acme.StepsBench.wobble");
        assertEquals(5, forks(wobble, "17-default"), "the open row gets every fork up to bench.forks: " + wobble);
        assertEquals(5, forks(wobble, "17-doubled"), wobble::toString);
        assertNotEquals("slower", wobble.get("profileComparisons").get("17-doubled").get("verdict").asText());

        assertTrue(log.contains("look 1 of 3: 1 of 2 row(s) need another fork")
                || log.contains("look 1 of 3: 2 of 2 row(s) need another fork"), log);
        assertTrue(log.contains("row(s) did not reach the target"), log);
        assertTrue(log.lines().anyMatch(l -> l.contains("StepsBench.wobble") && l.contains("wider than the +-5% target")),
                log);

        // results.json records the rule, and a later bench:merge (a CI matrix) keeps its level.
        JsonNode settings = ResultsJson.read(project.benchDir().resolve("results.json"))
                .get("environment").get("settings");
        assertEquals("5%", settings.get("targetError").asText(), settings::toString);
        assertEquals("3", settings.get("targetErrorLooks").asText(), settings::toString);
        MavenRun.Result merge = project.run("bench:merge", "-Dbench.inputs=target/bench/results.json",
                "-Dbench.outputDirectory=target/merged");
        assertEquals(0, merge.exitCode(), merge::toString);
        assertTrue(merge.output().contains("the merged ratios keep its level (Bonferroni over 3 looks)"), merge::toString);
    }

    @Test
    void onOneRuntimeTheTargetSteersByTheBaselineMethod() throws Exception {
        MavenRun project = MavenRun.project("precision", "precision-baseline");
        MavenRun.Result result = runOn17(project, "", "-Dbench.include=MethodsBench\\.(base|more|wobble)$",
                "-Dbench.baseline=MethodsBench.base", "-Dbench.targetError=3%", "-Dbench.forks=6");
        assertEquals(0, result.exitCode(), result::toString);
        String log = result.output();
        assertTrue(log.contains("steering by: methods vs MethodsBench.base"), log);

        JsonNode rows = ResultsJson.read(project.benchDir().resolve("results.json")).get("rows");
        JsonNode wobble = row(rows, "org.acme.MethodsBench.wobble");
        assertEquals(6, forks(wobble, "17"), "the open method row gets every fork up to bench.forks: " + wobble);
        assertEquals(6, forks(row(rows, "org.acme.MethodsBench.base"), "17"),
                "the baseline row takes part in every method comparison of its class");
        assertTrue(log.lines().anyMatch(l -> l.contains("MethodsBench.wobble") && l.contains("wobble vs base on 17: ")),
                log);

        JsonNode more = row(rows, "org.acme.MethodsBench.more");
        String verdict = more.get("baselineRatio").get("17").get("verdict").asText();
        assertNotEquals("faster", verdict, more::toString);
        boolean listedOpen = log.lines().anyMatch(l -> l.contains("MethodsBench.more") && l.contains("more vs base on 17"));
        // The row gets forks until it is slower; if the baseline row's later forks (it stays open for
        // wobble) widen the interval again after the last look, the row ends listed as open.
        assertTrue("slower".equals(verdict) || listedOpen, "10% more work is slower or still open: " + more + "\n" + log);
        assertTrue(more.get("baselineRatio").get("17").get("note").asText().contains("bench.targetError"),
                "the method ratios have the target's level: " + more);
    }

    @Test
    void onOneRuntimeTheTargetSteersByTheEarlierRun() throws Exception {
        MavenRun project = MavenRun.project("precision", "precision-compareto");
        String include = "-Dbench.include=MethodsBench\\.(scaled|wobble)$";
        MavenRun.Result first = runOn17(project, "", include, "-Dbench.forks=3");
        assertEquals(0, first.exitCode(), first::toString);
        Path earlier = project.dir().resolve("earlier.json");
        java.nio.file.Files.copy(project.benchDir().resolve("results.json"), earlier);
        // Its raw data travels with it (docs/results-json.md, "The raw data file"): the fork means steer.
        java.nio.file.Files.copy(project.benchDir().resolve("results.raw.json.gz"), project.dir().resolve("earlier.raw.json.gz"));

        // scaled now does 10% more work than in the earlier run.
        MavenRun.Result result = runOn17(project, " -Dscale.percent=110", include,
                "-Dbench.compareTo=" + earlier, "-Dbench.targetError=3%", "-Dbench.forks=6");
        assertEquals(0, result.exitCode(), result::toString);
        String log = result.output();
        assertTrue(log.contains("steering by: against the earlier run"), log);

        JsonNode rows = ResultsJson.read(project.benchDir().resolve("results.json")).get("rows");
        JsonNode wobble = row(rows, "org.acme.MethodsBench.wobble");
        assertEquals(6, forks(wobble, "17"), "open against the earlier run: every fork up to bench.forks: " + wobble);
        assertTrue(log.lines().anyMatch(l -> l.contains("MethodsBench.wobble") && l.contains("17 vs the earlier run: ")),
                log);

        JsonNode scaled = row(rows, "org.acme.MethodsBench.scaled");
        JsonNode vsEarlier = scaled.get("previous").get("17");
        String verdict = vsEarlier.get("verdict").asText();
        assertNotEquals("faster", verdict, scaled::toString);
        boolean listedOpen = log.lines().anyMatch(l -> l.contains("MethodsBench.scaled") && l.contains("17 vs the earlier run"));
        assertTrue("slower".equals(verdict) || listedOpen, "10% more work is slower or still open: " + scaled + "\n" + log);
        assertTrue(vsEarlier.get("note").asText().contains("bench.targetError"), "the earlier-run ratios have its level");
        assertEquals(3, forks(row(ResultsJson.read(earlier).get("rows"), "org.acme.MethodsBench.wobble"), "17"),
                "the earlier run keeps its forks");
    }

    /**
     * bench:run of MethodsBench on JDK 17 alone: dry forks after one short warmup, no harness floor,
     * wobble's fork counter in the project.
     *
     * @param jvmArgs further forked-JVM flags, each after a space
     */
    private static MavenRun.Result runOn17(MavenRun project, String jvmArgs, String... settings) throws Exception {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("bench:run", "-Dbench.jdks=17",
                "-Dbench.job=dry", "-Dbench.warmupIterations=1", "-Dbench.warmupTime=200ms", "-Dbench.floor=false",
                "-Dbench.jvmArgs=-Dwobble.counter=" + project.dir().resolve("wobble-forks.txt") + jvmArgs));
        args.addAll(java.util.List.of(settings));
        return project.run(args.toArray(String[]::new));
    }

    private static JsonNode row(JsonNode rows, String benchmark) {
        for (JsonNode row : rows) {
            if (row.get("benchmark").asText().equals(benchmark)) {
                return row;
            }
        }
        throw new AssertionError("no row " + benchmark + " in " + rows);
    }

    private static int forks(JsonNode row, String column) {
        return row.get("cells").get(column).get("forkSamples").size();
    }
}
