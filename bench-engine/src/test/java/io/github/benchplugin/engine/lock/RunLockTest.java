package io.github.benchplugin.engine.lock;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(60)
class RunLockTest {

    @TempDir
    Path dir;

    private Process holder;

    @AfterEach
    void stopHolder() throws Exception {
        if (holder != null && holder.isAlive()) {
            holder.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void twoThreadsInOneJvmTakeTurns() throws Exception {
        Path file = dir.resolve("run.lock");
        List<String> events = new CopyOnWriteArrayList<>();
        List<String> waited = new CopyOnWriteArrayList<>();
        CountDownLatch firstHolds = new CountDownLatch(1);
        CompletableFuture<Void> first = CompletableFuture.runAsync(() -> {
            try (RunLock lock = RunLock.acquire(file, "module-a", Duration.ofSeconds(10), events::add)) {
                events.add("a in");
                firstHolds.countDown();
                Thread.sleep(500);
                events.add("a out");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        firstHolds.await();
        try (RunLock lock = RunLock.acquire(file, "module-b", Duration.ofSeconds(10), waited::add)) {
            events.add("b in");
        }
        first.join();
        assertEquals(List.of("a in", "a out", "b in"), events);
        assertEquals(1, waited.size(), "said once that it waits: " + waited);
        assertTrue(waited.get(0).startsWith("waiting for another bench:run (pid " + ProcessHandle.current().pid()
                + ", project module-a) to finish"), waited.get(0));
    }

    @Test
    void giveUpInThisJvmWithOneClearLine() throws Exception {
        Path file = dir.resolve("run.lock");
        try (RunLock held = RunLock.acquire(file, "module-a", Duration.ofSeconds(1), line -> { })) {
            RunLockTimeoutException e = CompletableFuture.supplyAsync(() -> assertThrows(RunLockTimeoutException.class,
                    () -> RunLock.acquire(file, "module-b", Duration.ofMillis(300), line -> { }))).join();
            assertTrue(e.getMessage().startsWith("another bench:run (pid " + ProcessHandle.current().pid()
                    + ", project module-a) is still measuring on this machine after waiting 300ms"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"));
        }
        // released: the next run gets it at once
        RunLock.acquire(file, "module-c", Duration.ZERO, line -> { }).close();
    }

    @Test
    void anotherProcessHoldingTheLockMakesUsWaitAndTimeOut() throws Exception {
        Path file = dir.resolve("run.lock");
        long pid = startHolder(file);
        List<String> info = new CopyOnWriteArrayList<>();
        RunLockTimeoutException e = assertThrows(RunLockTimeoutException.class,
                () -> RunLock.acquire(file, "me", Duration.ofMillis(700), info::add));
        assertEquals(List.of("waiting for another bench:run (pid " + pid + ", project holder-project) to finish: "
                + "benchmarks measured side by side measure each other"), info);
        assertEquals("another bench:run (pid " + pid + ", project holder-project) is still measuring on this machine"
                + " after waiting 700ms; runs side by side would measure each other. Let it finish or stop it, then"
                + " run again (lock file " + file + ")", e.getMessage());
    }

    @Test
    void weGetTheLockWhenTheOtherProcessFinishes() throws Exception {
        Path file = dir.resolve("run.lock");
        startHolder(file);
        CompletableFuture<RunLock> mine = CompletableFuture.supplyAsync(() -> {
            try {
                return RunLock.acquire(file, "me", Duration.ofSeconds(30), line -> { });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(300);
        assertFalse(mine.isDone(), "must wait while the other process measures");
        holder.getOutputStream().close();
        try (RunLock lock = mine.get(30, TimeUnit.SECONDS)) {
            assertEquals("me", holderIn(file).orElseThrow().project());
        }
        assertTrue(holderIn(file).isEmpty(), "released lock names no holder");
    }

    @Test
    void aKilledHolderLeavesNoStaleLock() throws Exception {
        Path file = dir.resolve("run.lock");
        startHolder(file);
        holder.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertTrue(Files.exists(file));
        RunLock.acquire(file, "me", Duration.ofSeconds(5), line -> { }).close();
    }

    @Test
    void garbageInTheLockFileIsHarmless() throws Exception {
        Path file = dir.resolve("run.lock");
        Files.writeString(file, "pid=abc\nproject=\u001b[31mred\n" + "x".repeat(100_000));
        assertTrue(holderIn(file).isEmpty());
        RunLock.acquire(file, "me", Duration.ZERO, line -> { }).close();
        assertEquals("x?y",
                LockHolder.parse("pid=1\nproject=x\u0000y").orElseThrow().project());
    }

    private static Optional<LockHolder> holderIn(Path file) throws Exception {
        try (FileChannel channel = FileChannel.open(file)) {
            return RunLock.readHolder(channel);
        }
    }

    /** Starts {@link HoldRunLock} in its own JVM and waits until it holds the lock; returns its pid. */
    private long startHolder(Path file) throws Exception {
        String classpath = codeSource(RunLock.class) + File.pathSeparator + codeSource(HoldRunLock.class)
                + File.pathSeparator + codeSource(io.github.benchplugin.model.error.UserInputException.class);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        holder = new ProcessBuilder(java.toString(), "-cp", classpath, HoldRunLock.class.getName(), file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("LOCKED", out.readLine());
        return holder.pid();
    }

    private static String codeSource(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
