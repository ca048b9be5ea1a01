package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;

/**
 * What a run measures, from whichever door: a project's compiled output and test class path, or
 * (bench.jar) an existing JMH uber-jar such as maven-shade's benchmarks.jar or Gradle's jmhJar,
 * which is at once the class path (its benchmarks, their dependencies and its own JMH) and the
 * place of its META-INF/BenchmarkList.
 *
 * @param name             the project's or the jar's name, for messages and the machine-wide lock
 * @param classDirectories where the BenchmarkLists are (target/classes and target/test-classes, or the jar)
 * @param classpath        everything the measured JVMs need (the project's own dependency versions: what the
 *                         benchmarks were compiled against and what their list is read with)
 * @param variants         bench.variants, resolved by the door: one class path per variant, the first the
 *                         baseline; empty without variants (every column runs {@code classpath})
 */
public record MeasuredCode(String name, List<Path> classDirectories, List<Path> classpath, List<CodeVariant> variants) {

    public MeasuredCode {
        classDirectories = List.copyOf(classDirectories);
        classpath = List.copyOf(classpath);
        variants = List.copyOf(variants);
    }

    /** Without bench.variants. */
    public MeasuredCode(String name, List<Path> classDirectories, List<Path> classpath) {
        this(name, classDirectories, classpath, List.of());
    }

    /** The same code, linked against each of {@code newVariants} in turn. */
    public MeasuredCode withVariants(List<CodeVariant> newVariants) {
        return new MeasuredCode(name, classDirectories, classpath, newVariants);
    }

    /**
     * bench.jar, checked to exist and to hold a benchmark list.
     *
     * @throws BadInputException naming the jar and what to build instead
     */
    public static MeasuredCode ofJar(Path jar) {
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
        return new MeasuredCode(path.getFileName().toString(), List.of(path), List.of(path));
    }
}
