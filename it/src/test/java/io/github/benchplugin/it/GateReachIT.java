package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A gate never passes what it did not compare: a requirement with nothing to compare and a reference of another
 * project are refused before anything is measured, a margin cannot lift a gate, and a gate that judged nothing
 * (one fork a side) warns instead of saying "passed".
 */
class GateReachIT {

    @Test
    void aRequirementWithNothingToCompareIsRefusedBeforeMeasuring() throws Exception {
        MavenRun project = MavenRun.project("matrix", "require-alone");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.include=MathBench", "-Dbench.requireNoRegression=5%");
        assertNotEquals(0, result.exitCode(), result::toString);
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("bench.requireNoRegression=5% has nothing to compare: this run measures one runtime"
                + " (17)"), error);
        assertFalse(result.output().contains("Measuring"), "refused before measuring: " + result);
        assertFalse(result.hasStackTrace(), result::toString);
    }

    @Test
    void aMarginWiderThanTheGateIsRefused() throws Exception {
        MavenRun project = MavenRun.project("matrix", "margin-over-gate");
        MavenRun.Result wide = project.run("bench:run", "-Dbench.job=dry", "-Dbench.margin=300%");
        assertNotEquals(0, wide.exitCode(), wide::toString);
        assertTrue(String.join("\n", wide.errorLines()).contains("bench.margin=300% is outside 0.5% to 20%"),
                wide::toString);
        MavenRun.Result overGate = project.run("bench:run", "-Dbench.job=dry", "-Dbench.margin=10%",
                "-Dbench.failOnRegression=5%");
        assertNotEquals(0, overGate.exitCode(), overGate::toString);
        assertTrue(String.join("\n", overGate.errorLines()).contains(
                "bench.margin=10% is wider than bench.failOnRegression=5%"), overGate::toString);
        assertFalse(wide.hasStackTrace() || overGate.hasStackTrace(), overGate::toString);
    }

    @Test
    void aGateOnOneForkWarnsThenAReferenceOfAnotherProjectIsRefused() throws Exception {
        MavenRun project = MavenRun.project("matrix", "gate-one-fork");
        MavenRun.Result dry = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry",
                "-Dbench.include=MathBench", "-Dbench.failOnRegression=5%", "-Dbench.export=junit");
        assertEquals(0, dry.exitCode(), dry::toString);
        String gateLine = dry.output().lines().filter(l -> l.contains("bench.failOnRegression=5%:")).findFirst()
                .orElseThrow(() -> new AssertionError("no gate line: " + dry));
        assertTrue(gateLine.contains("[WARNING] bench.failOnRegression=5%: WARNING, nothing was gated: judged 0"
                + " comparison(s), could not judge "), gateLine);
        assertTrue(gateLine.contains("1 fork"), gateLine);
        assertFalse(gateLine.contains("passed"), gateLine);
        String junit = Files.readString(project.benchDir().resolve("export/junit.xml"));
        assertTrue(junit.contains("<skipped"), junit);
        assertFalse(junit.contains("<failure"), junit);

        // The same results, as another project's: no benchmark in common with this run.
        Path other = project.dir().resolve("other-project.json");
        Files.writeString(other, Files.readString(project.benchDir().resolve("results.json"))
                .replace("MathBench", "UnrelatedBench"));
        MavenRun.Result compared = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry",
                "-Dbench.include=MathBench", "-Dbench.compareTo=" + other);
        assertNotEquals(0, compared.exitCode(), compared::toString);
        assertTrue(String.join("\n", compared.errorLines()).contains("bench.compareTo shares no benchmark with this"
                + " run"), compared::toString);
        assertFalse(compared.output().contains("Measuring"), "refused before measuring: " + compared);
        assertFalse(compared.hasStackTrace(), compared::toString);
    }
}
