package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VariantPathsTest {

    @TempDir
    Path dir;

    @Test
    void eachVariantsPathsComeBeforeTheBenchmarksJar() throws Exception {
        Path old = Files.createFile(dir.resolve("lib-1.0.jar"));
        Path newer = Files.createFile(dir.resolve("lib-1.1.jar"));
        Path extra = Files.createDirectories(dir.resolve("extra"));
        Path jar = Files.createFile(dir.resolve("benchmarks.jar"));
        List<CodeVariant> variants = VariantPaths.parse(List.of("1.0=" + old,
                "1.1=" + newer + File.pathSeparator + extra), jar);
        assertEquals(List.of("1.0", "1.1"), variants.stream().map(CodeVariant::name).toList());
        assertEquals(List.of(old, jar), variants.get(0).classpath());
        assertEquals(List.of(newer, extra, jar), variants.get(1).classpath());
        assertEquals(newer + File.pathSeparator + extra, variants.get(1).spec());
        assertEquals(List.of(), VariantPaths.parse(List.of(), jar));
        Path jars = Files.createDirectories(dir.resolve("lib-1.2"));
        Path b = Files.createFile(jars.resolve("b.jar"));
        Path a = Files.createFile(jars.resolve("a.jar"));
        assertEquals(List.of(a, b, jar), VariantPaths.parse(List.of("1.0=" + old, "1.2=" + jars), jar).get(1).classpath(),
                "a directory of jars stands for its jars");
    }

    @Test
    void badVariantsAreNamed() throws Exception {
        Path lib = Files.createFile(dir.resolve("lib.jar"));
        Path jar = Files.createFile(dir.resolve("benchmarks.jar"));
        assertRefused(List.of("1.0=" + lib), jar, "is the only variant");
        assertRefused(List.of("1.0=" + lib, "1.0=" + lib), jar, "the name 1.0 is given twice");
        assertRefused(List.of("1.0=" + lib, "../x=" + lib), jar, "'../x' is not a variant name");
        assertRefused(List.of("1.0=" + lib, dir.toString()), jar, "is not a variant name");
        assertRefused(List.of("1.0=" + lib, "1.1=" + dir.resolve("missing.jar")), jar, "does not exist");
    }

    private static void assertRefused(List<String> specs, Path jar, String why) {
        BadInputException e = assertThrows(BadInputException.class, () -> VariantPaths.parse(specs, jar));
        assertTrue(e.getMessage().startsWith("--variant '") && e.getMessage().contains(why)
                && e.getMessage().contains("--variant NAME=PATH"), e.getMessage());
    }
}
