package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MeasuredCodeTest {

    @TempDir
    Path tmp;

    @Test
    void aBenchmarksJarIsItsOwnClassPath() throws Exception {
        Path jar = jar("benchmarks.jar", BenchmarkCatalog.RESOURCE);
        MeasuredCode benchmarks = MeasuredCode.ofJar(jar);
        assertEquals("benchmarks.jar", benchmarks.name());
        assertEquals(List.of(jar), benchmarks.classpath());
        assertEquals(List.of(jar), benchmarks.classDirectories());
    }

    @Test
    void aMissingJarOrOneWithoutBenchmarkListIsBadInput() throws Exception {
        BadInputException missing = assertThrows(BadInputException.class, () -> MeasuredCode.ofJar(tmp.resolve("no.jar")));
        assertTrue(missing.getMessage().contains("does not exist"), missing.getMessage());
        Path plain = jar("app.jar", "org/acme/App.class");
        BadInputException notJmh = assertThrows(BadInputException.class, () -> MeasuredCode.ofJar(plain));
        assertTrue(notJmh.getMessage().contains("has no META-INF/BenchmarkList"), notJmh.getMessage());
    }

    private Path jar(String name, String entry) throws Exception {
        Path jar = tmp.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new ZipEntry(entry));
            out.write(new byte[] {1});
        }
        return jar;
    }
}
