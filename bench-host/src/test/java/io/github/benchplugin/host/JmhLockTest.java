package io.github.benchplugin.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** JMH's lock in the shared temp directory: a planted link is never followed, created through or written. */
@Timeout(60)
class JmhLockTest {

    private static final String PRECIOUS = "precious user data\n";

    @TempDir
    Path dir;

    private final List<String> notices = new ArrayList<>();
    private int waits;

    @Test
    void aLinkToAUsersFileIsNotOpenedAndTheUserIsTold() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim.txt"), PRECIOUS);
        Path lock = Files.createSymbolicLink(dir.resolve("jmh.lock"), victim);
        try (JmhLock.Held held = acquire(lock)) {
            assertEquals(PRECIOUS, Files.readString(victim));
        }
        assertEquals(PRECIOUS, Files.readString(victim));
        assertEquals(List.of("JMH's lock " + lock + " was not taken: it is a symbolic link, left untouched. This run"
                + " goes on without it; a JMH started by hand beside it would not wait for it"), notices);
    }

    @Test
    void aDanglingLinkCreatesNothing() throws Exception {
        Path target = dir.resolve("victim-home/.profile");
        Files.createDirectories(target.getParent());
        Path lock = Files.createSymbolicLink(dir.resolve("jmh.lock"), target);
        acquire(lock).close();
        assertFalse(Files.exists(target), "opening \"rw\" through the link would have created " + target);
        assertEquals(1, notices.size());
    }

    @Test
    void theLockIsHeldWhileTheCellRunsAndItsFileIsNeverWritten() throws Exception {
        Path lock = Files.writeString(dir.resolve("jmh.lock"), "left by an earlier JMH\n");
        try (JmhLock.Held held = acquire(lock);
             FileChannel other = FileChannel.open(lock, StandardOpenOption.WRITE)) {
            // another JMH in this JVM would be refused, as one in another process would
            assertThrows(OverlappingFileLockException.class, other::tryLock);
        }
        try (FileChannel other = FileChannel.open(lock, StandardOpenOption.WRITE); FileLock free = other.tryLock()) {
            assertTrue(free != null, "released after the cell");
        }
        assertEquals("left by an earlier JMH\n", Files.readString(lock));
        assertEquals(List.of(), notices);
    }

    @Test
    void aNewLockFileIsCreatedWhenNoneExists() throws Exception {
        Path lock = dir.resolve("jmh.lock");
        acquire(lock).close();
        assertTrue(Files.isRegularFile(lock));
        assertEquals(0, Files.size(lock));
    }

    @Test
    void anotherRunHoldingItMakesTheCellWaitAndSaySo() throws Exception {
        Path lock = dir.resolve("jmh.lock");
        try (FileChannel other = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock held = other.lock()) {
            long start = System.nanoTime();
            JmhLock.acquire(lock, TimeUnit.MILLISECONDS.toNanos(1500), () -> waits++, notices::add).close();
            assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(1000), "waited for the holder");
        }
        assertEquals(1, waits, "said once that it waits");
    }

    private JmhLock.Held acquire(Path lock) throws InterruptedException {
        return JmhLock.acquire(lock, TimeUnit.SECONDS.toNanos(5), () -> waits++, notices::add);
    }
}
