package io.github.benchplugin.engine.floor;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The per-user floor cache: what it returns, for how long, and what it refuses to read or write through. */
class FloorCacheTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant MEASURED = Instant.parse("2026-12-01T10:00:00Z");
    private static final FloorCache.Key KEY = new FloorCache.Key(Map.of("jdk.home", "/jdk/17", "jmhOptions", "-f 1 -bm avgt"));

    @TempDir
    Path home;

    private FloorCache at(Instant now) {
        return new FloorCache(home.resolve("floors"), Clock.fixed(now, ZoneOffset.UTC));
    }

    private static ArrayNode floorJson() throws IOException {
        return (ArrayNode) JSON.readTree("[{\"benchmark\":\"io.github.benchplugin.host.Floor.empty\",\"mode\":\"avgt\"}]");
    }

    @Test
    void aStoredFloorIsFoundUnderItsKeyForAWeek() throws Exception {
        at(MEASURED).store(KEY, floorJson());
        FloorCache.Entry entry = at(MEASURED.plus(Duration.ofDays(6))).find(KEY).orElseThrow();
        assertEquals(MEASURED, entry.measuredAt());
        assertEquals(floorJson(), entry.jmhResults());
        assertTrue(at(MEASURED.plus(FloorCache.MAX_AGE).plusSeconds(1)).find(KEY).isEmpty(), "older than a week: measured again");
        assertTrue(at(MEASURED.minusSeconds(60)).find(KEY).isEmpty(), "measured in the future: the clock moved, not trusted");
    }

    @Test
    void anyOtherSettingIsAnotherKey() throws Exception {
        at(MEASURED).store(KEY, floorJson());
        FloorCache.Key otherOptions = new FloorCache.Key(Map.of("jdk.home", "/jdk/17", "jmhOptions", "-f 2 -bm avgt"));
        FloorCache.Key otherJdk = new FloorCache.Key(Map.of("jdk.home", "/jdk/25", "jmhOptions", "-f 1 -bm avgt"));
        assertTrue(at(MEASURED).find(otherOptions).isEmpty());
        assertTrue(at(MEASURED).find(otherJdk).isEmpty());
        assertEquals(KEY.text(), new FloorCache.Key(Map.of("jmhOptions", "-f 1 -bm avgt", "jdk.home", "/jdk/17")).text(),
                "the order the parts are given in does not matter");
    }

    @Test
    void aFileWhoseKeyTextDiffersOrThatIsCorruptIsNotUsed() throws Exception {
        at(MEASURED).store(KEY, floorJson());
        Path file = home.resolve("floors").resolve(KEY.fileName());
        Files.writeString(file, Files.readString(file).replace("/jdk/17", "/jdk/99"));
        assertTrue(at(MEASURED).find(KEY).isEmpty(), "same file name, another key: a collision is never taken");
        Files.writeString(file, "{ not json");
        assertTrue(at(MEASURED).find(KEY).isEmpty());
    }

    @Test
    void aLinkIsNeitherReadNorWrittenThrough() throws Exception {
        Path elsewhere = home.resolve("elsewhere.json");
        at(MEASURED).store(KEY, floorJson());
        Path file = home.resolve("floors").resolve(KEY.fileName());
        Files.move(file, elsewhere);
        Files.createSymbolicLink(file, elsewhere);
        assertTrue(at(MEASURED).find(KEY).isEmpty(), "a planted link is not followed");
        String before = Files.readString(elsewhere);
        at(MEASURED.plusSeconds(1)).store(KEY, floorJson());
        assertEquals(before, Files.readString(elsewhere), "storing replaces the link, never writes through it");
        assertTrue(Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS));
        assertTrue(at(MEASURED.plusSeconds(2)).find(KEY).isPresent());
    }

    @Test
    void aLinkedCacheDirectoryIsRefused() throws Exception {
        Path real = Files.createDirectory(home.resolve("real"));
        Files.createSymbolicLink(home.resolve("floors"), real);
        assertThrows(IOException.class, () -> at(MEASURED).store(KEY, floorJson()));
        assertEquals(0, Files.list(real).count(), "nothing written into the link's target");
        assertTrue(at(MEASURED).find(KEY).isEmpty());
    }

    @Test
    void aMissingDirectoryIsCreatedForTheOwnerOnly() throws Exception {
        at(MEASURED).store(KEY, floorJson());
        assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(home.resolve("floors"))));
    }
}
