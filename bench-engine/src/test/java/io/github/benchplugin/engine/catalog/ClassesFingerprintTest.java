package io.github.benchplugin.engine.catalog;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassesFingerprintTest {

    @TempDir
    Path dir;

    @Test
    void sameCodeSameHashWhateverTheTimestamps() throws Exception {
        Path main = write("main/org/a/A.class", "A1");
        String before = ClassesFingerprint.of(List.of(dir.resolve("main"), dir.resolve("test")));
        Files.setLastModifiedTime(main, FileTime.fromMillis(0));
        write("main/notes.txt", "not code");
        assertEquals(before, ClassesFingerprint.of(List.of(dir.resolve("main"), dir.resolve("test"))));
        assertTrue(before.startsWith("sha256:") && before.length() == 7 + 64, before);
    }

    @Test
    void changedContentRenamedOrMovedClassesChangeTheHash() throws Exception {
        write("main/org/a/A.class", "A1");
        List<Path> dirs = List.of(dir.resolve("main"), dir.resolve("test"));
        String original = ClassesFingerprint.of(dirs);

        write("main/org/a/A.class", "A2");
        String changed = ClassesFingerprint.of(dirs);
        assertNotEquals(original, changed);

        write("main/org/a/A.class", "A1");
        assertEquals(original, ClassesFingerprint.of(dirs));

        Files.move(dir.resolve("main/org/a/A.class"), dir.resolve("main/org/a/B.class"));
        assertNotEquals(original, ClassesFingerprint.of(dirs));

        Files.createDirectories(dir.resolve("test/org/a"));
        Files.move(dir.resolve("main/org/a/B.class"), dir.resolve("test/org/a/B.class"));
        assertNotEquals(ClassesFingerprint.of(List.of(dir.resolve("main"), dir.resolve("test"))),
                ClassesFingerprint.of(List.of(dir.resolve("test"), dir.resolve("main"))));
    }

    @Test
    void generatedBenchmarkListCounts() throws Exception {
        write("main/org/a/A.class", "A1");
        List<Path> dirs = List.of(dir.resolve("main"));
        String without = ClassesFingerprint.of(dirs);
        write("main/META-INF/BenchmarkList", "org.a.A.run");
        assertNotEquals(without, ClassesFingerprint.of(dirs));
    }

    @Test
    void missingDirectoriesAreEmpty() throws Exception {
        assertEquals(ClassesFingerprint.of(List.of(dir.resolve("nope"))), ClassesFingerprint.of(List.of(dir.resolve("nada"))));
    }

    private Path write(String relative, String content) throws Exception {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        return file;
    }
}
