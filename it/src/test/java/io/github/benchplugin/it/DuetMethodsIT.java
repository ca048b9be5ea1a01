package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.duet on one JDK with bench.baseline naming a method, as a user checks it: each other method of the
 * class runs beside the baseline method in turn, the two in hosts pinned to different CPUs; the method
 * comparisons say they were measured in pairs; the baseline method's cell holds the forks of both its
 * partners, each naming its rendezvous; a method that cannot be paired is named and measured as before;
 * and a method doing twice the work comes out slower.
 */
@Isolated // two sides on the machine's two CPUs, one each: a build beside would land on one side only, which
// pairing cannot cancel (docs/statistics.md); issue 54 left it alone for that reason.
// Margins: twice (2x the work) within 1.3-3x, slower or
// undecided, never faster; same within 0.5-2x: a build beside would have to slow one side by 1.5x on the mean of
// the 4 fork pairs' log-ratios, always the same side; the barrier's count is exact or, after a timeout, bounded.
class DuetMethodsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static MavenRun.Result result;
    private static JsonNode root;

    @BeforeAll
    static void measureMethodsInPairs() throws Exception {
        MavenRun project = MavenRun.project("duet-methods", "duet-methods");
        result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.duet=true", "-Dbench.baseline=MethodBench.base",
                "-Dbench.forks=4", "-Dbench.warmupIterations=2", "-Dbench.warmupTime=100ms", "-Dbench.iterations=3",
                "-Dbench.time=100ms", "-Dbench.floor=false");
        assertEquals(0, result.exitCode(), result::toString);
        ShippedSchemas.assertValidResults(project.benchDir().resolve("results.json"));
        root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
    }

    @Test
    void theBaselineMethodAndTheOthersRunOnCpusOfTheirOwnAndSaySo() {
        JsonNode runtime = root.get("runtimes").get(0);
        JsonNode methods = runtime.get("cpuSet");
        JsonNode baseline = runtime.get("baselineMethodCpuSet");
        assertNotNull(methods, runtime::toString);
        assertNotNull(baseline, runtime::toString);
        Set<String> cpus = new HashSet<>(Set.of(methods.asText().split("[,-]")));
        for (String cpu : baseline.asText().split("[,-]")) {
            assertTrue(cpus.add(cpu), "CPU " + cpu + " is on both sides: " + runtime);
        }
        assertTrue(result.output().contains("bench.duet=true: on 17, bench.baseline's method MethodBench.base on CPU "
                + baseline.asText() + " beside each other method of its class in turn on CPU " + methods.asText()),
                result::toString);
        // At most 2 pairs (base beside same, base beside twice) x 4 fork pairs x 5 iterations: fewer where a side
        // waited at JMH's machine-wide lock (another worker's run) longer than the barrier's timeout.
        java.util.regex.Matcher aligned = java.util.regex.Pattern
                .compile("bench\\.duet: (\\d+) iteration start\\(s\\) aligned, (\\d+) barrier timeout\\(s\\)")
                .matcher(result.output());
        assertTrue(aligned.find(), result::toString);
        int starts = Integer.parseInt(aligned.group(1));
        assertTrue(starts > 0 && starts <= 40, aligned.group());
        if (aligned.group(2).equals("0")) {
            assertEquals(40, starts, aligned.group());
        }
    }

    @Test
    void theMethodComparisonsArePairedAndTwiceTheWorkIsSlower() {
        JsonNode twice = baselineRatio("org.acme.MethodBench.twice");
        assertEquals("duet", twice.get("pairing").asText(), twice::toString);
        assertTrue(twice.get("note").asText().startsWith("bench.duet: paired t on the log-ratios of 4 fork pairs"),
                twice::toString);
        // Twice the work: slower, or undecided where the machine's noise (other builds, a noise generator) left 4 fork
        // pairs too few; never the wrong way.
        assertTrue(Set.of("slower", "undecided").contains(twice.get("verdict").asText()), twice::toString);
        assertTrue(twice.get("ratio").asDouble() > 1.3 && twice.get("ratio").asDouble() < 3, twice::toString);
        JsonNode same = baselineRatio("org.acme.MethodBench.same");
        assertEquals("duet", same.get("pairing").asText(), same::toString);
        assertTrue(same.get("ratio").asDouble() > 0.5 && same.get("ratio").asDouble() < 2, same::toString);
    }

    @Test
    void theBaselineMethodsCellHoldsTheForksOfBothItsPartners() {
        JsonNode base = row("org.acme.MethodBench.base").get("cells").get("17");
        JsonNode groups = base.get("duetForks");
        assertNotNull(groups, base::toString);
        assertEquals(8, groups.size(), "4 forks beside same, 4 beside twice: " + base);
        assertEquals(base.get("forkMeans").size(), groups.size(), base::toString);
        Set<String> baseGroups = texts(groups);
        Set<String> twiceGroups = texts(row("org.acme.MethodBench.twice").get("cells").get("17").get("duetForks"));
        Set<String> sameGroups = texts(row("org.acme.MethodBench.same").get("cells").get("17").get("duetForks"));
        assertEquals(4, twiceGroups.size(), "a rendezvous per fork pair (the forks run in rounds here): " + twiceGroups);
        assertTrue(baseGroups.containsAll(twiceGroups) && baseGroups.containsAll(sameGroups), groups::toString);
        assertTrue(java.util.Collections.disjoint(twiceGroups, sameGroups), "each partner its own rendezvous: "
                + twiceGroups + " " + sameGroups);
        assertEquals(base.get("duet").asText(), row("org.acme.MethodBench.twice").get("cells").get("17").get("duet")
                .asText(), "one pairing id per run");
    }

    @Test
    void aMethodThatCannotBePairedIsNamedAndMeasuredAsBefore() {
        JsonNode wide = baselineRatio("org.acme.MethodBench.wide");
        assertEquals("sequential", wide.get("pairing").asText(), wide::toString);
        assertTrue(result.output().contains("bench.duet: 1 row(s) measured one method after the other (\"pairing\":"
                + " \"sequential\"): MethodBench.wide avgt (2 threads, more than the 1 CPU(s) of a set)"), result::toString);
        assertTrue(row("org.acme.MethodBench.wide").get("cells").get("17").get("duetForks") == null,
                "its forks met no one");
    }

    private static Set<String> texts(JsonNode array) {
        assertNotNull(array);
        Set<String> texts = new HashSet<>();
        array.forEach(g -> texts.add(g.asText()));
        return texts;
    }

    private static JsonNode baselineRatio(String benchmark) {
        return row(benchmark).get("baselineRatio").get("17");
    }

    private static JsonNode row(String benchmark) {
        for (JsonNode row : root.get("rows")) {
            if (row.get("benchmark").asText().equals(benchmark)) {
                return row;
            }
        }
        throw new AssertionError("no row " + benchmark + " in " + root.get("rows"));
    }
}
