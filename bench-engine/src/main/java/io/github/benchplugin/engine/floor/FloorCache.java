package io.github.benchplugin.engine.floor;

import io.github.benchplugin.engine.lock.FileOwnership;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.LimitedJson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Harness floors kept across runs, per user: bench.floor=auto takes a runtime's floor from here
 * instead of measuring it again when one was measured on this machine, with this JDK and with
 * exactly the same JMH options, less than {@link #MAX_AGE} ago. An empty benchmark's cost depends
 * on the JDK, the machine and the options it runs with (mode, unit, iterations, forks, JVM flags),
 * all of which are in the {@link Key}; not on the project.
 *
 * <p>The directory lies in the user's home ($XDG_CACHE_HOME or ~/.cache), but is treated like a
 * shared one: a link is never followed, only regular files of this user with no other name are
 * read, and a file is written by creating a new one and renaming it into place. Anything wrong
 * with the cache (unreadable, foreign, corrupt, stale) means "no cached floor": the floor is then
 * measured, and the run never fails because of the cache.
 */
public final class FloorCache {

    /** How long a measured floor is taken as this machine's: a week of the same JDK, kernel and options. */
    static final Duration MAX_AGE = Duration.ofDays(7);

    private static final LinkOption[] NO_FOLLOW = {LinkOption.NOFOLLOW_LINKS};
    private static final int FORMAT = 1;

    private final Path directory;
    private final Clock clock;
    private final ObjectMapper mapper = LimitedJson.mapper();

    public FloorCache(Path directory, Clock clock) {
        this.directory = directory;
        this.clock = clock;
    }

    /** $XDG_CACHE_HOME/bench-maven-plugin/floors, else ~/.cache/bench-maven-plugin/floors. */
    public static Path defaultDirectory() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("bench-maven-plugin").resolve("floors");
    }

    Path directory() {
        return directory;
    }

    /**
     * What decides an empty benchmark's cost, as text: sorted, so that equal keys are equal strings.
     *
     * @param parts name -> value: JDK home and version, machine fingerprint and host, JMH version,
     *              the floor cell's JMH options and JVM flags, the number of rounds
     */
    public record Key(Map<String, String> parts) {
        public Key {
            parts = new TreeMap<>(parts);
        }

        String text() {
            StringBuilder text = new StringBuilder();
            parts.forEach((name, value) -> text.append(name).append('=').append(value).append('\n'));
            return text.toString();
        }

        String fileName() {
            try {
                byte[] hash = MessageDigest.getInstance("SHA-256").digest(text().getBytes(StandardCharsets.UTF_8));
                return HexFormat.of().formatHex(hash, 0, 16) + ".json";
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("SHA-256 is required of every Java platform", e);
            }
        }
    }

    /**
     * A cached floor.
     *
     * @param measuredAt when the run that measured it finished the floor
     * @param jmhResults JMH's JSON result objects of the floor, one per round, as measured
     */
    public record Entry(Instant measuredAt, ArrayNode jmhResults) {
    }

    /** The floor cached under the key, if it is fresh (measured less than {@link #MAX_AGE} ago, not in the future). */
    public Optional<Entry> find(Key key) {
        Path file = directory.resolve(key.fileName());
        try {
            if (!safeDirectory(false) || !Files.exists(file, NO_FOLLOW)) {
                return Optional.empty();
            }
            JsonNode stored;
            try (InputStream in = Files.newInputStream(checkedFile(file), LinkOption.NOFOLLOW_LINKS)) {
                stored = mapper.readTree(in);
            }
            if (stored == null || stored.path("format").asInt() != FORMAT
                    || !key.text().equals(stored.path("key").asText(null))
                    || !stored.path("jmh").isArray() || stored.path("jmh").isEmpty()) {
                return Optional.empty();
            }
            Instant measuredAt = Instant.parse(stored.path("measuredAt").asText());
            Instant now = clock.instant();
            if (measuredAt.isAfter(now) || Duration.between(measuredAt, now).compareTo(MAX_AGE) > 0) {
                return Optional.empty();
            }
            return Optional.of(new Entry(measuredAt, (ArrayNode) stored.path("jmh")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Keeps the floor under the key, measured now, replacing what was there.
     *
     * @throws IOException when the directory or the file is not safely ours; nothing is written then
     */
    void store(Key key, ArrayNode jmhResults) throws IOException {
        if (!safeDirectory(true)) {
            throw new IOException(directory + " is not a directory of this user's (a link, or another user's)");
        }
        ObjectNode stored = mapper.createObjectNode();
        stored.put("format", FORMAT);
        stored.put("measuredAt", clock.instant().toString());
        stored.put("key", key.text());
        stored.set("jmh", jmhResults);
        Path file = directory.resolve(key.fileName());
        // A new file (never an existing one, never through a link) renamed over the old name: the
        // rename replaces whatever is at the name, a planted link included, and writes through nothing.
        AtomicFiles.write(directory.resolve(key.fileName()), mapper.writeValueAsBytes(stored));
    }

    /**
     * Whether the directory is a real directory of this user's (no link anywhere we create), made
     * with owner-only permissions when {@code create} and it is missing.
     */
    private boolean safeDirectory(boolean create) throws IOException {
        if (!Files.exists(directory, NO_FOLLOW)) {
            if (!create) {
                return false;
            }
            Path parent = directory.getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try {
                Files.createDirectory(directory, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } catch (UnsupportedOperationException e) {
                Files.createDirectory(directory);
            }
        }
        BasicFileAttributes attributes = Files.readAttributes(directory, BasicFileAttributes.class, NO_FOLLOW);
        return attributes.isDirectory() && !attributes.isSymbolicLink() && FileOwnership.ownedByUs(directory);
    }

    /** The file, after checking that it is a regular file of this user's with no other name. */
    private Path checkedFile(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class, NO_FOLLOW);
        if (attributes.isSymbolicLink() || !attributes.isRegularFile() || !FileOwnership.ownedByUs(file) || FileOwnership.linkCount(file) > 1) {
            throw new IOException(file + " is not a regular file of this user's");
        }
        return file;
    }
}
