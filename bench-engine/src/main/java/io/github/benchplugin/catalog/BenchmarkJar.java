package io.github.benchplugin.catalog;

import io.github.benchplugin.config.BadInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;

/**
 * bench.jar: an existing JMH uber-jar (maven-shade's benchmarks.jar, Gradle's jmhJar) measured
 * as it is. The jar is at once the class path (its benchmarks, their dependencies and its own JMH)
 * and the place of its META-INF/BenchmarkList; no project is needed.
 *
 * @param path the jar, absolute
 */
public record BenchmarkJar(Path path) {

    /**
     * Checks that the jar exists and holds a benchmark list.
     *
     * @throws BadInputException naming the jar and what to build instead
     */
    public static BenchmarkJar of(Path jar) {
        Path path = jar.toAbsolutePath().normalize();
        if (!Files.isRegularFile(path)) {
            throw new BadInputException("bench.jar " + path + " does not exist; give the JMH uber-jar your build makes"
                    + " (maven-shade's target/benchmarks.jar, Gradle's build/libs/*-jmh.jar)");
        }
        try (JarFile file = new JarFile(path.toFile())) {
            if (file.getEntry(BenchmarkCatalog.RESOURCE) == null) {
                throw new BadInputException("bench.jar " + path + " has no " + BenchmarkCatalog.RESOURCE + ", so it is"
                        + " not a JMH benchmarks jar; build it with JMH's annotation processor and maven-shade (or"
                        + " Gradle's jmhJar)");
            }
        } catch (IOException e) {
            throw new BadInputException("bench.jar " + path + " cannot be read as a jar: " + e.getMessage());
        }
        return new BenchmarkJar(path);
    }

    /** The name runs and messages use: the jar's file name. */
    public String name() {
        return path.getFileName().toString();
    }

    /** Where the catalog reads the benchmark list, and what is fingerprinted for bench.resume. */
    public List<Path> classDirectories() {
        return List.of(path);
    }

    /** Everything the measured JVMs need: the jar holds it all. */
    public List<Path> classpath() {
        return List.of(path);
    }
}
