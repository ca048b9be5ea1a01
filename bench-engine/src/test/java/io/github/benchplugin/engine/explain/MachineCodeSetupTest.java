package io.github.benchplugin.engine.explain;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MachineCodeSetupTest {

    @Test
    void eachMissingPieceIsNamedWithThePackageThatBringsIt(@TempDir Path dir) throws Exception {
        MachineCodeSetup setup = new MachineCodeSetup(dir.resolve("empty-bin").toString(), List.of(dir.resolve("no-hsdis.so")),
                dir.resolve("cache"), "Linux", "amd64");

        MachineCodeSetup.Result result = setup.prepare();

        assertFalse(result.ready());
        String line = result.sentence();
        assertTrue(line.contains("perf is missing: apt-get install linux-perf"), line);
        assertTrue(line.contains("hsdis is missing: apt-get install libhsdis0-fcml"), line);
        assertTrue(line.contains("gcc is missing"), line);
        assertFalse(line.contains("\n"), "one line");
        assertFalse(Files.exists(dir.resolve("cache")), "nothing built");
    }

    @Test
    void anotherSystemIsToldWhereMachineCodeIsRead(@TempDir Path dir) throws Exception {
        MachineCodeSetup.Result result = new MachineCodeSetup("", List.of(), dir, "Mac OS X", "aarch64").prepare();

        assertEquals(1, result.missing().size());
        assertTrue(result.sentence().contains("Linux x86-64 only"), result.sentence());
    }

    /** On this machine (perf, gcc and Debian's hsdis installed, as .ci/run does): built once, then taken from the cache. */
    @Test
    void theBridgeIsBuiltOnceAndReused(@TempDir Path dir) throws Exception {
        Path hsdis = Path.of("/usr/lib/x86_64-linux-gnu/libhsdis.so.0");
        MachineCodeSetup setup = new MachineCodeSetup(System.getenv("PATH"), List.of(hsdis), dir, "Linux", "amd64");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(hsdis) && setup.onPath("gcc").isPresent()
                && setup.onPath("perf").isPresent(), "perf, gcc and libhsdis0-fcml installed");

        MachineCodeSetup.Result first = setup.prepare();
        assertTrue(first.ready(), first::sentence);
        Path bridge = first.hsdisDirectory().resolve(MachineCodeSetup.HSDIS_NAME);
        assertTrue(Files.size(bridge) > 0);
        long built = Files.getLastModifiedTime(bridge).toMillis();

        MachineCodeSetup.Result second = setup.prepare();
        assertEquals(first.hsdisDirectory(), second.hsdisDirectory());
        assertEquals(built, Files.getLastModifiedTime(bridge).toMillis(), "taken from the cache, not built again");
        try (var files = Files.list(first.hsdisDirectory())) {
            assertEquals(List.of(bridge), files.toList(), "no scratch file left beside it");
        }
    }
}
