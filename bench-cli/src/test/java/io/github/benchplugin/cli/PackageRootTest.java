package io.github.benchplugin.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * docs/architecture.md: a class's package says its module; bench-cli's root is {@code io.github.benchplugin.cli}
 * (bench-engine's PackageRootsTest checks the other modules).
 */
class PackageRootTest {

    @Test
    void everyClassOfTheModuleIsUnderItsRoot() throws Exception {
        Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> all;
        try (Stream<Path> files = Files.walk(classes)) {
            all = files.filter(f -> f.toString().endsWith(".class"))
                    .map(f -> classes.relativize(f).toString().replace('\\', '/')).toList();
        }
        assertFalse(all.isEmpty(), "no classes under " + classes);
        assertEquals(List.of(), all.stream().filter(c -> !c.startsWith("io/github/benchplugin/cli/")).toList());
    }
}
