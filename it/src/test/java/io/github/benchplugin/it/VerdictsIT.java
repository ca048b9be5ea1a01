package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The verdicts on known truths: a method identical to the baseline method is never called different
 * ("same" when its equivalence interval lies within the 3% margin, else "undecided"); one doing
 * 10% more dependent work gives "slower" with a ratio near 1.10. The default preset with 10 forks
 * instead of 5: the default finds this 10% reliably here (docs/measurements.md: 8 of 8), but a
 * CI gate should not fail on the few percent of runs where a noisy machine widens the interval.
 * About two minutes of measuring.
 */
@Isolated // asserts on verdicts from measured numbers: nothing else runs meanwhile
class VerdictsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static JsonNode rows;

    @BeforeAll
    static void measure() throws Exception {
        MavenRun project = MavenRun.project("known-ratio", "known-ratio");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.baseline=WorkBench.base",
                "-Dbench.forks=10");
        assertEquals(0, result.exitCode(), result::toString);
        rows = JSON.readTree(project.benchDir().resolve("results.json").toFile()).get("rows");
    }

    @Test
    void identicalMethodsAreTheSame() {
        JsonNode same = ratioOf("org.acme.WorkBench.same");
        String verdict = same.get("verdict").asText();
        // "same" must be shown (the 90% interval inside [1/1.03, 1.03]); with this machine's fork noise
        // 10 forks do not always show it, and then the honest answer is "undecided", never a difference.
        assertTrue(verdict.equals("same") || verdict.equals("undecided"), same::toString);
        JsonNode eq = same.get("equivalence");
        assertEquals(verdict.equals("same"), eq.get("low").asDouble() >= 1 / 1.03 && eq.get("high").asDouble() <= 1.03,
                same::toString);
        assertTrue(same.get("ciLow").asDouble() <= 1.0 && 1.0 <= same.get("ciHigh").asDouble(), same::toString);
    }

    @Test
    void tenPercentMoreWorkIsSlowerByAboutTenPercent() {
        JsonNode more = ratioOf("org.acme.WorkBench.more");
        assertEquals("slower", more.get("verdict").asText(), more::toString);
        double ratio = more.get("ratio").asDouble();
        assertTrue(ratio > 1.04 && ratio < 1.18, "ratio near 1.10: " + more);
        assertTrue(more.get("ciLow").asDouble() > 1.0, more::toString);
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
