package io.github.benchplugin.engine.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * {@code -XX:+PrintFlagsFinal}'s output kept across runs, per user, as the harness floor's cache
 * keeps floors (next to it: $XDG_CACHE_HOME or ~/.cache, bench-maven-plugin/flags): one file per
 * JDK, flag set and machine, taken for {@link #MAX_AGE}. What a JVM picks for itself depends on the
 * JDK (its path, its files' size and time: an update in place is another JDK), the flags and the
 * machine (CPUs, memory, kernel): all of it is in the key. As with the floors, a link is never
 * followed, only this user's regular files are read, a file is written under a new name and renamed
 * into place, and anything wrong with the cache only means the JVM is asked again.
 */
public final class FlagsCache {

    public static final Duration MAX_AGE = Duration.ofDays(7);
    private static final LinkOption[] NO_FOLLOW = {LinkOption.NOFOLLOW_LINKS};

    private final Path directory;
    private final String machine;
    private final Clock clock;

    /** @param machine what identifies this machine's size and kernel ({@link #thisMachine}) */
    public FlagsCache(Path directory, String machine, Clock clock) {
        this.directory = directory;
        this.machine = machine;
        this.clock = clock;
    }

    /**
     * The user's cache ($XDG_CACHE_HOME or ~/.cache, bench-maven-plugin/flags) for this machine: what
     * the JVMs' ergonomics read (CPUs and memory this JVM sees, the OS, its architecture and kernel).
     */
    public static FlagsCache forThisMachine() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        long memory = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getTotalMemorySize();
        String machine = String.join("|", Integer.toString(Runtime.getRuntime().availableProcessors()),
                Long.toString(memory), System.getProperty("os.name"), System.getProperty("os.arch"),
                System.getProperty("os.version"));
        return new FlagsCache(base.resolve("bench-maven-plugin").resolve("flags"), machine, Clock.systemUTC());
    }

    /**
     * What both JVM starts run: {@code java <flags> -XX:+PrintFlagsFinal -version}. The flags tried
     * before the run lock (JvmFlagsTrial) and the flags read for results.json (EffectiveFlags) are then
     * one command: whichever runs first leaves the answer here for the other.
     */
    public static List<String> command(Path java, List<String> flags) {
        List<String> command = new java.util.ArrayList<>();
        command.add(java.toString());
        command.addAll(flags);
        command.add("-XX:+PrintFlagsFinal");
        command.add("-version");
        return command;
    }

    /** The printed flags of this command on this machine, when asked less than {@link #MAX_AGE} ago. */
    public Optional<String> find(List<String> command) {
        try {
            Path file = file(command);
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class, NO_FOLLOW);
            if (!attributes.isRegularFile() || !ours(file)
                    || attributes.lastModifiedTime().toInstant().isBefore(clock.instant().minus(MAX_AGE))) {
                return Optional.empty();
            }
            return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Keeps what the JVM printed; a cache that cannot be written is not an error (the next run asks again). */
    public void store(List<String> command, String printed) {
        try {
            Path file = file(command);
            Files.createDirectories(directory);
            Path written = Files.createTempFile(directory, "flags-", ".tmp");
            try {
                Files.writeString(written, printed, StandardCharsets.UTF_8);
                Files.move(written, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(written);
            }
        } catch (IOException | RuntimeException e) {
            // left to the next run
        }
    }

    private static boolean ours(Path file) throws IOException {
        return Files.getOwner(file, NO_FOLLOW).getName().equals(System.getProperty("user.name"));
    }

    /** The command, the JDK's identity and the machine, hashed into a file name. */
    private Path file(List<String> command) throws IOException {
        StringBuilder key = new StringBuilder("format 1\n").append(machine).append('\n');
        command.forEach(part -> key.append(part).append('\n'));
        Path java = Path.of(command.get(0)).toRealPath();
        key.append(java).append('|').append(Files.size(java)).append('|').append(Files.getLastModifiedTime(java));
        // The JDK's class library: replaced by every update, even one that keeps the launcher.
        Path home = java.getParent() == null ? null : java.getParent().getParent();
        for (String part : List.of("lib/modules", "release", "jre/lib/rt.jar")) {
            Path p = home == null ? null : home.resolve(part);
            if (p != null && Files.isRegularFile(p)) {
                key.append('|').append(part).append(' ').append(Files.size(p)).append(' ').append(Files.getLastModifiedTime(p));
            }
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.toString().getBytes(StandardCharsets.UTF_8));
            return directory.resolve(HexFormat.of().formatHex(digest).substring(0, 32) + ".txt");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
