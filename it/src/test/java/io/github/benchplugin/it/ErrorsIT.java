package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Bad setups end the build with one clear [ERROR] naming the problem and the fix, and no stack trace. */
class ErrorsIT {

    @Test
    void missingJdkListsWhatWasFoundAndWhereItLooked() throws Exception {
        MavenRun project = MavenRun.project("matrix", "missing-jdk");
        // Another run holds the machine's run lock (its file in Maven's java.io.tmpdir) for the whole check:
        // the missing JDK is said at once, not after waiting for that run (bench.lockWait: 1 h by default).
        Path tmp = Files.createDirectories(project.dir().resolve("tmp"));
        project.withEnvironment("MAVEN_OPTS", "-Djava.io.tmpdir=" + tmp);
        MavenRun.Result result;
        try (FileChannel lock = FileChannel.open(tmp.resolve("bench-maven-plugin.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock held = lock.lock(1L << 30, 1, false)) {
            result = project.run("bench:run", "-Dbench.jdks=17,99", "-Dbench.job=dry", "-Dbench.lockWait=20s");
        }
        assertFalse(result.output().contains("waiting for another bench:run"), result::toString);
        assertNotEquals(0, result.exitCode());
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("99"), error);
        assertTrue(error.contains("17.0"), "lists the JDKs found: " + error);
        assertTrue(error.contains("/usr/lib/jvm"), "says where it looked: " + error);
        assertTrue(error.contains("toolchains.xml"), "says how to fix it: " + error);
        assertFalse(result.hasStackTrace(), result::toString);
        assertFalse(Files.exists(project.benchDir().resolve("results.json")), "nothing measured before the check");
    }

    @Test
    void aBadGateFlagIsRefusedBeforeAnythingIsMeasured() throws Exception {
        MavenRun project = MavenRun.project("matrix", "bad-gate-flag");
        MavenRun.Result result = project.run("bench:run", "-Dbench.job=dry", "-Dbench.failOnError=flase");
        assertNotEquals(0, result.exitCode());
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("bench.failOnError") && error.contains("flase"), error);
        assertFalse(result.output().contains("Measuring"), "refused before measuring: " + result);
        assertFalse(result.hasStackTrace(), result::toString);
    }

    @Test
    void missingBenchmarkListShowsTheLinesToAdd() throws Exception {
        assumeTrue(Files.isDirectory(MavenRun.JDK_25), "needs JDK 25 (javac 23+ runs no processor unless configured)");
        MavenRun project = MavenRun.project("no-processor", "no-processor").withJavaHome(MavenRun.JDK_25);
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=25", "-Dbench.job=dry");
        assertNotEquals(0, result.exitCode());
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("BenchmarkList"), error);
        assertTrue(error.contains("<annotationProcessorPaths>") && error.contains("jmh-generator-annprocess"), error);
        assertFalse(result.hasStackTrace(), result::toString);
    }

    @Test
    void classesForANewerReleaseNameTheReleaseToSet() throws Exception {
        assumeTrue(Files.isDirectory(MavenRun.JDK_25), "needs JDK 25 to compile for release 25");
        MavenRun project = MavenRun.project("new-release", "new-release").withJavaHome(MavenRun.JDK_25);
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        assertNotEquals(0, result.exitCode());
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("<maven.compiler.release>17</maven.compiler.release>"), error);
        assertTrue(error.contains("Java 25"), error);
        assertFalse(result.hasStackTrace(), result::toString);
    }

    @Test
    void unknownPresetNamesTheAllowedOnes() throws Exception {
        MavenRun project = MavenRun.project("matrix", "bad-preset");
        MavenRun.Result result = project.run("bench:run", "-Dbench.job=quick");
        assertNotEquals(0, result.exitCode());
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("'quick'") && error.contains("dry, short, default, long"), error);
        assertFalse(result.hasStackTrace(), result::toString);
    }

    @Test
    void includeMatchingNothingListsExistingBenchmarks() throws Exception {
        MavenRun project = MavenRun.project("matrix", "bad-include");
        MavenRun.Result result = project.run("bench:run", "-Dbench.include=NoSuchBench", "-Dbench.job=dry");
        assertNotEquals(0, result.exitCode());
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("NoSuchBench") && error.contains("org.acme.MathBench.sqrt"), error);
    }

    @Test
    void aBudgetWithoutATargetIsOneClearError() throws Exception {
        MavenRun project = MavenRun.project("precision", "precision-bad");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.maxTime=10m");
        assertNotEquals(0, result.exitCode(), result::toString);
        assertEquals(1, result.errorLines().stream().filter(l -> l.contains("bench.maxTime '10m'")).count(),
                result::toString);
        assertTrue(!result.hasStackTrace(), result::toString);
    }

    @Test
    void aBadRegexIsOneErrorBeforeAnythingIsMeasured() throws Exception {
        MavenRun project = MavenRun.project("explain", "explain-bad");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.explain=Hash(");
        assertTrue(result.exitCode() != 0);
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("bench.explain 'Hash(' is not a regular expression"), error);
        assertFalse(result.hasStackTrace(), result::toString);
        assertFalse(Files.exists(project.benchDir().resolve("results.json")));
    }

    @Test
    void unknownProfileIsOneClearError() throws Exception {
        MavenRun project = MavenRun.project("matrix", "bad-profile");
        MavenRun.Result result = project.run("bench:run", "-Dbench.profiles=shenandoah-typo", "-Dbench.job=dry");
        assertTrue(result.exitCode() != 0);
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("shenandoah-typo") && error.contains("g1"), error);
    }
}
