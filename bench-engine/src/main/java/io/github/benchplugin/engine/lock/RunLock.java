package io.github.benchplugin.engine.lock;

import io.github.benchplugin.engine.config.Durations;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One bench:run at a time on a machine: benchmarks measured side by side measure each other.
 * <p>
 * Two layers, because neither suffices alone. A lock on a file in java.io.tmpdir serializes
 * Maven processes; the operating system drops it when a process dies, so a killed run never
 * leaves a stale lock. Within one JVM ({@code mvn -T 4} running several modules) the file lock
 * cannot be taken twice ({@link OverlappingFileLockException}), so a static semaphore queues
 * the threads first. Should the plugin be loaded by two class loaders in one JVM (two static
 * semaphores), the overlapping-lock exception is treated as "held", and the run waits all the same.
 * <p>
 * The holder writes its pid and project into the file so that a waiting run can name it. The file
 * lies in a directory every user can write, so it is opened by {@link OwnLockFile}: a planted link
 * or another user's file at that path is never opened for writing; the run then takes a lock file in
 * the user's home instead and says so.
 */
public final class RunLock implements AutoCloseable {

    static final String FILE_NAME = "bench-maven-plugin.lock";
    private static final String HOME_LOCK = ".cache/bench-maven-plugin/run.lock";
    /** The locked byte lies far beyond the holder text, so the text stays readable where locks are mandatory (Windows). */
    private static final long LOCKED_REGION = 1L << 30;
    private static final long POLL_MILLIS = 200;
    private static final int MAX_HOLDER_TEXT = 4096;

    private static final Semaphore IN_THIS_JVM = new Semaphore(1, true);
    private static volatile LockHolder holderInThisJvm;

    private final FileChannel channel;
    private final FileLock lock;
    private boolean closed;

    private RunLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Waits until no other bench:run on this machine (of this user, when the shared lock file is
     * not ours to use) is measuring, then holds the lock until {@link #close()}.
     *
     * @param project the project being measured, shown to runs that wait for this one
     * @param maxWait how long to wait for another run before giving up
     * @param info    where the one "waiting for ..." line goes
     * @throws RunLockTimeoutException when another run still holds the lock after maxWait
     * @throws UnsafeLockFileException when neither the shared nor the user's own lock file may be used
     * @throws IOException             when the lock file cannot be created or locked at all
     */
    public static RunLock acquire(String project, Duration maxWait, Consumer<String> info)
            throws IOException, InterruptedException {
        Path shared = Path.of(System.getProperty("java.io.tmpdir")).resolve(FILE_NAME);
        Path own = Path.of(System.getProperty("user.home")).resolve(HOME_LOCK);
        return acquire(shared, own, project, maxWait, info);
    }

    /** The lock at {@code shared}, or at {@code own} when the shared path is not ours to use. */
    static RunLock acquire(Path shared, Path own, String project, Duration maxWait, Consumer<String> info)
            throws IOException, InterruptedException {
        return acquire(new LockPaths(shared, own), project, maxWait, info);
    }

    static RunLock acquire(Path lockFile, String project, Duration maxWait, Consumer<String> info)
            throws IOException, InterruptedException {
        return acquire(new LockPaths(lockFile, null), project, maxWait, info);
    }

    private static RunLock acquire(LockPaths paths, String project, Duration maxWait, Consumer<String> info)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + maxWait.toNanos();
        Waiting waiting = new Waiting(info);
        if (!IN_THIS_JVM.tryAcquire()) {
            waiting.announce(Optional.ofNullable(holderInThisJvm));
            if (!IN_THIS_JVM.tryAcquire(remaining(deadline), TimeUnit.NANOSECONDS)) {
                throw timeout(paths.shared(), Optional.ofNullable(holderInThisJvm), maxWait);
            }
        }
        try {
            RunLock runLock = lockFile(paths.open(info), deadline, waiting, maxWait);
            LockHolder me = LockHolder.current(project);
            runLock.describeHolder(me);
            holderInThisJvm = me;
            return runLock;
        } catch (IOException | InterruptedException | RuntimeException e) {
            IN_THIS_JVM.release();
            throw e;
        }
    }

    private static RunLock lockFile(OpenLock file, long deadline, Waiting waiting, Duration maxWait)
            throws IOException, InterruptedException {
        FileChannel channel = file.channel();
        try {
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    return new RunLock(channel, lock);
                }
                Optional<LockHolder> holder = readHolder(channel);
                waiting.announce(holder);
                if (remaining(deadline) <= 0) {
                    throw timeout(file.path(), holder, maxWait);
                }
                Thread.sleep(Math.min(POLL_MILLIS, Math.max(1, TimeUnit.NANOSECONDS.toMillis(remaining(deadline)))));
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock(LOCKED_REGION, 1, false);
        } catch (OverlappingFileLockException e) {
            return null; // held in this JVM through another class loader's copy of this class
        }
    }

    /**
     * Where the lock may be: the shared file in java.io.tmpdir (other users' runs disturb
     * measurements just the same), else, when that path is not ours to write (a link, another
     * user's file), a file in the user's home that serializes at least this user's runs.
     */
    private record LockPaths(Path shared, Path own) {

        OpenLock open(Consumer<String> info) throws IOException {
            try {
                return new OpenLock(shared, OwnLockFile.open(shared));
            } catch (OwnLockFile.NotOursException e) {
                if (own == null) {
                    throw new UnsafeLockFileException(e.getMessage());
                }
                info.accept("the shared run lock " + e.getMessage() + ": it is left untouched, and this run takes"
                        + " the lock of your own runs instead (" + own + ")");
                try {
                    return new OpenLock(own, OwnLockFile.open(own));
                } catch (OwnLockFile.NotOursException ownToo) {
                    throw new UnsafeLockFileException(ownToo.getMessage());
                }
            }
        }
    }

    private record OpenLock(Path path, FileChannel channel) {
    }

    private void describeHolder(LockHolder me) throws IOException {
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(me.toFileText().getBytes(StandardCharsets.UTF_8)), 0);
    }

    /** Read through the channel already open, never through the path: the path may have been replaced since. */
    static Optional<LockHolder> readHolder(FileChannel channel) {
        try {
            ByteBuffer text = ByteBuffer.allocate(MAX_HOLDER_TEXT);
            channel.read(text, 0);
            return LockHolder.parse(new String(text.array(), 0, text.position(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty(); // the holder is only named for the message; the lock is what counts
        }
    }

    private static RunLockTimeoutException timeout(Path lockFile, Optional<LockHolder> holder, Duration maxWait) {
        return new RunLockTimeoutException("another bench:run (" + holder.map(LockHolder::describe).orElse("pid unknown")
                + ") is still measuring on this machine after waiting " + Durations.human(maxWait)
                + "; runs side by side would measure each other. Let it finish or stop it, then run again"
                + " (lock file " + lockFile + ")");
    }

    private static long remaining(long deadline) {
        return deadline - System.nanoTime();
    }

    /** Releases the lock: clears the holder text first, so no one reads a finished run's name as the holder. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        holderInThisJvm = null;
        try {
            channel.truncate(0);
            lock.release();
        } catch (IOException ignored) {
            // the lock goes with the channel below, or at the latest with the process
        } finally {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing left to release
            }
            IN_THIS_JVM.release();
        }
    }

    /** Says once that this run waits, and for whom; polling must not repeat it. */
    private static final class Waiting {
        private final Consumer<String> info;
        private boolean announced;

        Waiting(Consumer<String> info) {
            this.info = info;
        }

        void announce(Optional<LockHolder> holder) {
            if (!announced) {
                announced = true;
                info.accept("waiting for another bench:run (" + holder.map(LockHolder::describe).orElse("pid unknown")
                        + ") to finish: benchmarks measured side by side measure each other");
            }
        }
    }
}
