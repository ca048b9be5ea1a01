package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Inputs that used to pass unchecked (issue 49): each is one [ERROR] naming the value and what is allowed, with
 * no stack trace, before anything is measured.
 */
class InputChecksIT {

    /** The build's one error: the line Maven prints as "Failed to execute goal ...: <message>". */
    private static String theError(MavenRun.Result result) {
        List<String> failed = result.errorLines().stream().filter(l -> l.contains("Failed to execute goal")).toList();
        assertEquals(1, failed.size(), result::toString);
        return failed.get(0);
    }

    private static void assertNothingMeasured(MavenRun project, MavenRun.Result result) {
        assertNotEquals(0, result.exitCode(), result::toString);
        assertFalse(result.output().contains("Measuring"), "refused before measuring: " + result);
        assertFalse(result.hasStackTrace(), result::toString);
        assertFalse(Files.exists(project.benchDir().resolve("results.json")), result::toString);
    }

    @Test
    void aSkipThatIsNotABooleanIsRefusedNotReadAsFalse() throws Exception {
        MavenRun project = MavenRun.project("matrix", "skip-maybe");
        MavenRun.Result result = project.run("bench:run", "-Dbench.skip=maybe", "-Dbench.job=dry");
        assertTrue(theError(result).contains("bench.skip 'maybe' is not a boolean; allowed: true, false"),
                result::toString);
        assertNothingMeasured(project, result);

        // -Dbench.skip alone still skips: Maven sets it to true.
        MavenRun.Result skipped = project.run("bench:run", "-Dbench.skip", "-Dbench.job=dry");
        assertEquals(0, skipped.exitCode(), skipped::toString);
        assertTrue(skipped.output().contains("bench.skip=true: nothing to do"), skipped::toString);
    }

    @Test
    void anEmptyJdkListIsRefusedNotReadAsMavensJdk() throws Exception {
        // -Dbench.jdks=$JDKS with JDKS unset in a CI job
        MavenRun project = MavenRun.project("matrix", "jdks-empty");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=", "-Dbench.job=dry");
        assertTrue(theError(result).contains("bench.jdks '' is empty; give a feature version (21), a version range"
                + " ([21,22)), a JDK home path or 'all' (a comma list of them), or leave bench.jdks unset"),
                result::toString);
        assertNothingMeasured(project, result);
        MavenRun.Result commas = project.run("bench:run", "-Dbench.jdks=,", "-Dbench.job=dry");
        assertTrue(theError(commas).contains("bench.jdks ',' is empty"), commas::toString);
    }

    @Test
    void jvmArgsTheJdkRefusesAreRefusedWithItsOwnWordsWithinSeconds() throws Exception {
        MavenRun project = MavenRun.project("matrix", "jvmargs-refused");
        long started = System.nanoTime();
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.jvmArgs=-Xmx1z", "-Dbench.job=dry");
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        assertTrue(theError(result).contains("bench.jvmArgs=-Xmx1z: JDK 17 (" + MavenRun.JDK_17
                + ") refuses it: Invalid maximum heap size: -Xmx1z"), result::toString);
        assertNothingMeasured(project, result);
        assertFalse(Files.exists(project.benchDir().resolve("work")), "no host started: " + result);
        // Maven's start and the test project's compile included; every cell failing took 28 s and more before.
        assertTrue(took.toSeconds() < 90, "took " + took);
        System.out.println("jvmArgs refusal: mvn bench:run ended after " + took.toMillis() + " ms");
    }
}
