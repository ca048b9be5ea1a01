package io.github.benchplugin.engine.lock;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What another local user can plant at the shared lock path (a CI runner, a build server) must
 * never make a run write to a file that is not its own: the planted file keeps its content, and
 * the run either takes the lock in the user's home (saying so) or stops with one clear error.
 */
@Timeout(60)
class PlantedLockFileTest {

    private static final String PRECIOUS = "precious user data\n";

    @TempDir
    Path dir;

    @BeforeEach
    void sharedTempDirectory() throws IOException {
        Files.createDirectories(dir.resolve("tmp"));
    }

    @Test
    void aSymbolicLinkToAUsersFileIsLeftAloneAndTheRunUsesItsOwnLock() throws Exception {
        Path victim = victim();
        Path shared = Files.createSymbolicLink(dir.resolve("tmp").resolve(RunLock.FILE_NAME), victim);
        Path own = dir.resolve("home/.cache/bench-maven-plugin/run.lock");
        List<String> info = new CopyOnWriteArrayList<>();
        try (RunLock lock = RunLock.acquire(shared, own, "me", Duration.ofSeconds(5), info::add)) {
            assertEquals(PRECIOUS, Files.readString(victim), "the link's target is untouched while the lock is held");
            assertTrue(Files.readString(own).contains("project=me"), "the holder is described in our own file");
        }
        assertEquals(PRECIOUS, Files.readString(victim));
        assertTrue(Files.isSymbolicLink(shared), "the planted link itself is not removed either");
        assertEquals(List.of("the shared run lock " + shared + " is a symbolic link: it is left untouched, and this run"
                + " takes the lock of your own runs instead (" + own + ")"), info);
    }

    @Test
    void aDanglingLinkCreatesNothingAtItsTarget() throws Exception {
        Path target = dir.resolve("victim-home/.bashrc");
        Files.createDirectories(target.getParent());
        Path shared = Files.createSymbolicLink(dir.resolve("tmp").resolve(RunLock.FILE_NAME), target);
        try (RunLock lock = RunLock.acquire(shared, dir.resolve("own.lock"), "me", Duration.ofSeconds(5), line -> { })) {
            assertFalse(Files.exists(target), "following the link would have created " + target);
        }
    }

    @Test
    void aHardLinkToAUsersFileIsLeftAlone() throws Exception {
        Path victim = victim();
        Path shared = dir.resolve("tmp").resolve(RunLock.FILE_NAME);
        try {
            Files.createLink(shared, victim);
        } catch (IOException | UnsupportedOperationException e) {
            assumeTrue(false, "hard links are not possible here: " + e);
        }
        List<String> info = new CopyOnWriteArrayList<>();
        RunLock.acquire(shared, dir.resolve("own.lock"), "me", Duration.ofSeconds(5), info::add).close();
        assertEquals(PRECIOUS, Files.readString(victim));
        assertTrue(info.get(0).contains("has other names (hard links)"), info.toString());
    }

    @Test
    void anotherUsersFileIsLeftAlone() throws Exception {
        Path shared = Files.writeString(dir.resolve("tmp").resolve(RunLock.FILE_NAME), PRECIOUS);
        UserPrincipal nobody;
        try {
            nobody = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
            Files.setOwner(shared, nobody);
        } catch (IOException | UnsupportedOperationException e) {
            assumeTrue(false, "cannot give a file to another user here (not root?): " + e);
            return;
        }
        List<String> info = new CopyOnWriteArrayList<>();
        RunLock.acquire(shared, dir.resolve("own.lock"), "me", Duration.ofSeconds(5), info::add).close();
        assertEquals(PRECIOUS, Files.readString(shared));
        assertTrue(info.get(0).contains(shared + " belongs to nobody"), info.toString());
    }

    @Test
    void whenTheOwnLockIsPlantedTooTheRunStopsWithOneLine() throws Exception {
        Path victim = victim();
        Path shared = Files.createSymbolicLink(dir.resolve("tmp").resolve(RunLock.FILE_NAME), victim);
        Path own = Files.createSymbolicLink(dir.resolve("own.lock"), victim);
        UnsafeLockFileException e = assertThrows(UnsafeLockFileException.class,
                () -> RunLock.acquire(shared, own, "me", Duration.ofSeconds(5), line -> { }));
        assertEquals("the run lock " + own + " is a symbolic link; bench will not write to it. Remove it (or fix its"
                + " owner) and run again", e.getMessage());
        assertEquals(PRECIOUS, Files.readString(victim));
    }

    @Test
    void aFileOfOursIsReusedAsBefore() throws Exception {
        Path shared = dir.resolve("tmp").resolve(RunLock.FILE_NAME);
        RunLock.acquire(shared, dir.resolve("own.lock"), "first", Duration.ofSeconds(5), line -> { }).close();
        List<String> info = new CopyOnWriteArrayList<>();
        try (RunLock lock = RunLock.acquire(shared, dir.resolve("own.lock"), "second", Duration.ofSeconds(5), info::add)) {
            assertTrue(Files.readString(shared).contains("project=second"));
        }
        assertEquals(List.of(), info, "no fallback for our own file");
        assertFalse(Files.exists(dir.resolve("own.lock")));
    }

    private Path victim() throws IOException {
        return Files.writeString(dir.resolve("victim.txt"), PRECIOUS);
    }
}
