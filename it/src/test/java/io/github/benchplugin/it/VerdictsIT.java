package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The verdicts against bench.baseline on known truths, asserting only what the fixture makes certain
 * on a noisy shared 2-core machine:
 * <ul>
 *   <li>{@code twice} does twice the dependent work: {@code slower}, ratio near 2. Seen here under
 *       load 8 with the old fixture, a 10% row's 99% interval was [0.78-1.29] (+-29%): a 2x difference
 *       still lies far outside such an interval.</li>
 *   <li>{@code more} does 10% more: never {@code faster} and never {@code same} (its equivalence
 *       interval cannot lie inside +-3% unless it misses the truth by 7%); {@code slower} or
 *       {@code undecided} is the machine's to say. That 10% is found at the rates the method claims is
 *       shown at scale by scripts/aa-ab.sh and the simulation (docs/measurements.md), not here.</li>
 *   <li>{@code same} is identical to base: never {@code faster}/{@code slower} (that needs a 99%
 *       interval excluding 1 and a point estimate beyond the 3% minimum effect); {@code same} only when
 *       its equivalence interval lies within the margin, otherwise {@code undecided}.</li>
 * </ul>
 * 8 forks of short iterations (the method is a tight loop that C2 compiles within its first warmup
 * iteration): 2 x 200 ms warmup, 5 x 100 ms measured, about 40 s of measuring. Shorter iterations
 * only widen the intervals, which none of the three claims is hurt by: a 2x row stays far outside
 * them, and a wider interval makes same and faster less likely, never more.
 */
// Not alone since issue 54: the margins hold beside another class's Maven (MachineLocks.MEASUREMENT: no other
// measured class). The rows' forks alternate (8 rounds, one fork of each row in each), so a build beside lands in
// forks of every row alike and widens the intervals rather than moving one row: twice's 2x is still far outside
// an interval of +-29% (the widest seen, load 8); wider intervals make same and faster less likely, never more.
// What a build could do is slow a run of one row's forks: for same to be called different that must reach past
// the 3% minimum effect and the 99% interval both, which the rule's 1% level bounds for forks hit independently.
@ResourceLock(MachineLocks.MEASUREMENT)
class VerdictsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static JsonNode rows;

    @BeforeAll
    static void measure() throws Exception {
        MavenRun project = MavenRun.project("known-ratio", "known-ratio");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.baseline=WorkBench.base",
                "-Dbench.forks=8", "-Dbench.warmupIterations=2", "-Dbench.warmupTime=200ms",
                "-Dbench.iterations=5", "-Dbench.time=100ms");
        assertEquals(0, result.exitCode(), result::toString);
        ShippedSchemas.assertValidResults(project.benchDir().resolve("results.json"));
        rows = JSON.readTree(project.benchDir().resolve("results.json").toFile()).get("rows");
    }

    @Test
    void twiceTheWorkIsSlowerByAboutTwice() {
        JsonNode twice = ratioOf("org.acme.WorkBench.twice");
        assertEquals("slower", twice.get("verdict").asText(), twice::toString);
        double ratio = twice.get("ratio").asDouble();
        assertTrue(ratio > 1.5 && ratio < 2.7, "ratio near 2: " + twice);
    }

    @Test
    void tenPercentMoreWorkIsNeverFasterNorTheSame() {
        JsonNode more = ratioOf("org.acme.WorkBench.more");
        String verdict = more.get("verdict").asText();
        assertTrue(Set.of("slower", "undecided").contains(verdict), more::toString);
        if (verdict.equals("slower")) {
            assertTrue(more.get("ratio").asDouble() > 1.03, "slower means beyond the minimum effect: " + more);
        }
    }

    @Test
    void identicalMethodsAreNeverCalledDifferent() {
        JsonNode same = ratioOf("org.acme.WorkBench.same");
        String verdict = same.get("verdict").asText();
        assertTrue(Set.of("same", "undecided").contains(verdict), same::toString);
        JsonNode eq = same.get("equivalence");
        assertEquals(verdict.equals("same"), eq.get("low").asDouble() >= 1 / 1.03 && eq.get("high").asDouble() <= 1.03,
                "same exactly when the equivalence interval lies within the 3% margin: " + same);
    }

    private static JsonNode ratioOf(String benchmark) {
        for (JsonNode row : rows) {
            if (row.get("benchmark").asText().equals(benchmark)) {
                JsonNode ratio = row.get("baselineRatio").get("17");
                assertEquals("org.acme.WorkBench.base", ratio.get("against").asText());
                return ratio;
            }
        }
        throw new AssertionError("no row " + benchmark + " in " + rows);
    }
}
