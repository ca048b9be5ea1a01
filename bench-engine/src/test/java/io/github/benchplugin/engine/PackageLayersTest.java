package io.github.benchplugin.engine;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The engine package is on top of bench-engine: the packages it is built from (catalog, config, jdk,
 * gate, merging, explain, profile, run ...) never import it, so each can be read, tested and reused
 * without the whole engine. What they share with it (the run's log, its runtimes, its outcome)
 * lives in {@code run}, below them all.
 */
class PackageLayersTest {

    private static final Path SOURCES = Path.of("src/main/java/io/github/benchplugin");
    private static final Pattern ENGINE_IMPORT = Pattern.compile("^import (static )?io\\.github\\.benchplugin\\.engine\\.([A-Z]\\w*)",
            Pattern.MULTILINE);

    @Test
    void noPackageBesideTheEngineImportsIt() throws IOException {
        List<String> upward = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                String pkg = SOURCES.relativize(file.getParent()).toString().replace('/', '.');
                if (pkg.equals("engine")) {
                    continue;
                }
                Matcher m = ENGINE_IMPORT.matcher(Files.readString(file));
                while (m.find()) {
                    upward.add(pkg + "/" + file.getFileName() + " imports engine." + m.group(2));
                }
            }
        }
        assertEquals(List.of(), upward);
    }
}
