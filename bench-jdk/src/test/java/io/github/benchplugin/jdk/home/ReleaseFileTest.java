package io.github.benchplugin.jdk.home;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReleaseFileTest {

    @Test
    void readsDoubleQuotedValues() {
        ReleaseFile r = ReleaseFile.parse("IMPLEMENTOR=\"Eclipse Adoptium\"\nJAVA_VERSION=\"25.0.3\"\n"
                + "JAVA_VERSION_DATE=\"2026-04-21\"\n");
        assertEquals(new ReleaseFile("25.0.3", "Eclipse Adoptium"), r);
        assertEquals(25, r.featureVersion());
    }

    @Test
    void readsSingleQuotedAndBareValuesWithCrLfAndComments() {
        ReleaseFile r = ReleaseFile.parse("# a comment\r\n\r\nJAVA_VERSION='21'\r\nIMPLEMENTOR=Azul Systems, Inc.\r\n");
        assertEquals(new ReleaseFile("21", "Azul Systems, Inc."), r);
        assertEquals(21, r.featureVersion());
    }

    @Test
    void vendorFallsBackToUnknown() {
        assertEquals(new ReleaseFile("17.0.15", "unknown"), ReleaseFile.parse("JAVA_VERSION=\"17.0.15\""));
        assertEquals("unknown", ReleaseFile.parse("JAVA_VERSION=\"17\"\nIMPLEMENTOR=\"\"").vendor());
    }

    @Test
    void featureVersionOfOldAndEarlyAccessSchemes() {
        assertEquals(8, ReleaseFile.parse("JAVA_VERSION=\"1.8.0_392\"").featureVersion());
        assertEquals(25, ReleaseFile.parse("JAVA_VERSION=\"25-ea\"").featureVersion());
        assertEquals(17, ReleaseFile.parse("JAVA_VERSION=\"17.0.15\"").featureVersion());
        assertEquals(9, ReleaseFile.parse("JAVA_VERSION=\"9\"").featureVersion());
    }

    @Test
    void missingJavaVersionIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReleaseFile.parse("IMPLEMENTOR=\"Debian\""));
        assertEquals("its release file has no JAVA_VERSION", e.getMessage());
    }

    @Test
    void readsFromAHome(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("release"), "JAVA_VERSION=\"21.0.2\"\nIMPLEMENTOR=\"Oracle Corporation\"\n");
        assertEquals(new ReleaseFile("21.0.2", "Oracle Corporation"), ReleaseFile.read(dir));
        assertThrows(NoSuchFileException.class, () -> ReleaseFile.read(dir.resolve("nothing")));
    }
}
