package io.github.benchplugin.engine.request;

import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.jdk.ToolchainsXml;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.RecordingLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench:jdks' one parse step. It takes no bench.* value: what the user gave is toolchains.xml,
 * read up front, so a broken one is one error naming the file before a line is printed.
 */
class JdksRequestTest {

    @TempDir
    Path home;

    private String userHome;

    @BeforeEach
    void ownHome() {
        userHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
    }

    @AfterEach
    void restore() {
        System.setProperty("user.home", userHome);
    }

    @Test
    void aBrokenToolchainsXmlIsRefusedNamingTheFileBeforeAnythingIsPrinted() throws Exception {
        Path toolchains = Files.createDirectories(home.resolve(".m2")).resolve("toolchains.xml");
        Files.writeString(toolchains, "<toolchains><toolchain>");
        RecordingLog log = new RecordingLog();
        UserInputException e = assertThrows(UserInputException.class, () -> JdksRequest.parse(door(log)));
        assertTrue(e.getMessage().startsWith("Cannot read the JDK toolchains of " + toolchains + ": "), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
        assertEquals(java.util.List.of(), log.lines);
    }

    @Test
    void theListingSaysWhereItLookedInTheDoorsWords() {
        RecordingLog log = new RecordingLog();
        JdksRequest.parse(door(log)).listing().print(log);
        assertEquals("JDKs for bench.jdks (feature version, then version, vendor, home, where found):", log.lines.get(0));
        assertTrue(log.lines.stream().anyMatch(l -> l.startsWith("  the CLI's JVM (")), log.lines::toString);
    }

    private static Door door(RecordingLog log) {
        return new Door(ToolchainsXml.ofUser(), log, true, null, null, "test", EngineJvm.CLI);
    }
}
