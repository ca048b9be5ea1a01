package io.github.benchplugin.host;

import java.io.File;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * JMH's machine-wide lock ({@code java.io.tmpdir/jmh.lock}), held by the host itself around each
 * cell. JMH would open that shared path with {@code "rw"}, which follows a link another user
 * planted there and creates its target; so the host points JMH's Runner elsewhere
 * (see {@link #keepJmhAwayFromIt}) and takes the same lock in a way that follows no link and
 * creates, truncates or writes nothing but a new file of its own. Other JMH runs on the machine
 * still see the lock held, exactly as if JMH had taken it.
 */
final class JmhLock {

    /** What holding the lock came to, for one cell. */
    interface Held extends AutoCloseable {
        @Override
        void close();
    }

    private static final Held NOTHING = () -> { };

    private JmhLock() {
    }

    /** Nothing held: bench.duet's later sides, whose first side holds the lock for the pair. */
    static Held none() {
        return NOTHING;
    }

    /**
     * Makes sure JMH's Runner never opens the shared lock path. JMH reads both the lock's path
     * (from java.io.tmpdir) and {@code jmh.ignoreLock} once, when its Runner class is initialized;
     * and releases before 1.32 open the path even when told to ignore the lock. So the Runner
     * class is initialized here with java.io.tmpdir pointing at this host's own work directory,
     * and the property is restored at once: whatever JMH opens as its lock is a file of this run.
     */
    static void keepJmhAwayFromIt(File ownDirectory) {
        System.setProperty("jmh.ignoreLock", "true");
        String shared = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", ownDirectory.getAbsolutePath());
        try {
            Class.forName("org.openjdk.jmh.runner.Runner", true, JmhLock.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("JMH's Runner is not on the class path", e);
        } finally {
            System.setProperty("java.io.tmpdir", shared);
        }
    }

    /** The lock file JMH itself uses. */
    static Path defaultPath() {
        return new File(System.getProperty("java.io.tmpdir"), "jmh.lock").toPath();
    }

    /**
     * Takes the lock, waiting while another JMH run holds it (saying so once through {@code waiting}).
     * A path that is not a regular file (a planted link) is not opened at all: the cell then runs
     * without JMH's lock, and {@code notice} says why once.
     */
    static Held acquire(Path path, long maxWaitNanos, Runnable waiting, Notice notice) throws InterruptedException {
        FileChannel channel;
        try {
            channel = open(path);
        } catch (IOException e) {
            notice.say("JMH's lock " + path + " was not taken: " + e.getMessage() + ". This run goes on without it;"
                    + " a JMH started by hand beside it would not wait for it");
            return NOTHING;
        }
        long deadline = System.nanoTime() + maxWaitNanos;
        boolean told = false;
        try {
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    return () -> closeQuietly(channel);
                }
                if (System.nanoTime() > deadline) {
                    closeQuietly(channel);
                    return NOTHING; // measure anyway, as before: a stuck foreign run must not stop ours forever
                }
                if (!told) {
                    waiting.run();
                    told = true;
                }
                Thread.sleep(1000);
            }
        } catch (IOException e) {
            closeQuietly(channel);
            notice.say("JMH's lock " + path + " could not be locked: " + e.getMessage());
            return NOTHING;
        } catch (InterruptedException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    /** Tells the user once why the lock was not taken. */
    interface Notice {
        void say(String text);
    }

    private static FileChannel open(Path path) throws IOException {
        try {
            // CREATE_NEW fails on anything at the path, a dangling link included: it never creates through a link.
            return FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (FileAlreadyExistsException e) {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class,
                    LinkOption.NOFOLLOW_LINKS);
            if (attributes.isSymbolicLink()) {
                throw new IOException("it is a symbolic link, left untouched");
            }
            if (!attributes.isRegularFile()) {
                throw new IOException("it is not a regular file, left untouched");
            }
            // Opened without truncation and never written: a lock is all that is taken on it.
            return FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // held in this JVM: an in-process run of another batch
        }
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close(); // releases the lock with it
        } catch (IOException ignored) {
            // nothing left to release
        }
    }
}
