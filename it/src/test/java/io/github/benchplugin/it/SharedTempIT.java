package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run must never be turned against its user: another local user plants links at the shared
 * lock paths (the run lock in Maven's temp directory, JMH's lock in the host's, which is Maven's
 * too), and an ordinary bench:run still measures, tells the user, and leaves the files the links
 * point to as they were.
 */
// Beside other classes (issue 54): both links lie in the temporary directory this run gives Maven, which its hosts
// take as theirs, so no other class's cell meets them and the machine's /tmp/jmh.lock is left alone.
class SharedTempIT {

    private static final String PRECIOUS = "precious user data\n";

    @Test
    void plantedLinksAtBothLocksChangeNoFileAndTheRunMeasures() throws Exception {
        MavenRun project = MavenRun.project("matrix", "shared-temp");
        Path tmp = Files.createDirectories(project.dir().resolve("shared-tmp"));
        Path victim = Files.writeString(project.dir().resolve("victim.txt"), PRECIOUS);
        Path jmhVictim = Files.writeString(project.dir().resolve("jmh-victim.txt"), PRECIOUS);
        Files.createSymbolicLink(tmp.resolve("bench-maven-plugin.lock"), victim);
        Path jmhLock = tmp.resolve("jmh.lock");
        Files.createSymbolicLink(jmhLock, jmhVictim);
        Path home = Files.createDirectories(project.dir().resolve("home"));

        MavenRun.Result result = project.withEnvironment("MAVEN_OPTS", "-Djava.io.tmpdir=" + tmp + " -Duser.home=" + home)
                .run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.include=MathBench");

        assertEquals(0, result.exitCode(), result::toString);
        assertEquals(PRECIOUS, Files.readString(victim), "the run lock's planted link was followed");
        assertEquals(PRECIOUS, Files.readString(jmhVictim), "JMH's planted lock link was followed");
        assertTrue(result.output().contains("the shared run lock " + tmp.resolve("bench-maven-plugin.lock")
                + " is a symbolic link: it is left untouched"), result::toString);
        assertTrue(result.output().contains("JMH's lock " + jmhLock + " was not taken: it is a symbolic link"),
                result::toString);
        assertTrue(Files.isRegularFile(home.resolve(".cache/bench-maven-plugin/run.lock")), "the user's own lock");
        assertTrue(Files.readString(project.benchDir().resolve("results.json")).contains("MathBench.sqrt"));
        assertFalse(result.hasStackTrace(), result::toString);
    }
}
