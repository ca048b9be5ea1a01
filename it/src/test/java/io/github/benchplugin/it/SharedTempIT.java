package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run must never be turned against its user: another local user plants links at the shared
 * lock paths (the run lock in Maven's temp directory, JMH's lock in the host's), and an ordinary
 * bench:run still measures, tells the user, and leaves the files the links point to as they were.
 */
// Alone (kept in issue 54; 3.5 s): for its run the real /tmp/jmh.lock is put aside and a link planted there, so any
// other class's cell starting meanwhile would measure without JMH's lock and print the notice this class asserts.
// No narrower lock covers that: every class that runs bench:run takes JMH's lock.
@Isolated
class SharedTempIT {

    private static final String PRECIOUS = "precious user data\n";
    private static final Path JMH_LOCK = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");

    @Test
    void plantedLinksAtBothLocksChangeNoFileAndTheRunMeasures() throws Exception {
        MavenRun project = MavenRun.project("matrix", "shared-temp");
        Path tmp = Files.createDirectories(project.dir().resolve("shared-tmp"));
        Path victim = Files.writeString(project.dir().resolve("victim.txt"), PRECIOUS);
        Path jmhVictim = Files.writeString(project.dir().resolve("jmh-victim.txt"), PRECIOUS);
        Files.createSymbolicLink(tmp.resolve("bench-maven-plugin.lock"), victim);
        Path home = Files.createDirectories(project.dir().resolve("home"));

        // JMH's lock is at a fixed place (the host's java.io.tmpdir): put the real one aside for the test.
        Path aside = JMH_LOCK.resolveSibling("jmh.lock.aside-" + ProcessHandle.current().pid());
        boolean hadOne = Files.exists(JMH_LOCK, LinkOption.NOFOLLOW_LINKS);
        if (hadOne) {
            Files.move(JMH_LOCK, aside, StandardCopyOption.ATOMIC_MOVE);
        }
        MavenRun.Result result;
        try {
            Files.createSymbolicLink(JMH_LOCK, jmhVictim);
            result = project.withEnvironment("MAVEN_OPTS", "-Djava.io.tmpdir=" + tmp + " -Duser.home=" + home)
                    .run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.include=MathBench");
        } finally {
            Files.deleteIfExists(JMH_LOCK);
            if (hadOne) {
                Files.move(aside, JMH_LOCK, StandardCopyOption.ATOMIC_MOVE);
            }
        }

        assertEquals(0, result.exitCode(), result::toString);
        assertEquals(PRECIOUS, Files.readString(victim), "the run lock's planted link was followed");
        assertEquals(PRECIOUS, Files.readString(jmhVictim), "JMH's planted lock link was followed");
        assertTrue(result.output().contains("the shared run lock " + tmp.resolve("bench-maven-plugin.lock")
                + " is a symbolic link: it is left untouched"), result::toString);
        assertTrue(result.output().contains("JMH's lock " + JMH_LOCK + " was not taken: it is a symbolic link"),
                result::toString);
        assertTrue(Files.isRegularFile(home.resolve(".cache/bench-maven-plugin/run.lock")), "the user's own lock");
        assertTrue(Files.readString(project.benchDir().resolve("results.json")).contains("MathBench.sqrt"));
        assertFalse(result.hasStackTrace(), result::toString);
    }
}
