package io.github.benchplugin.engine;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The two causes of @Benchmark classes without a BenchmarkList get two different pieces of advice. */
class MissingBenchmarkListTest {

    private static final List<Path> TEST_CLASSES = List.of(Path.of("/p/target/test-classes"));

    @Test
    void aProcessorThatIsNotEnabledGetsTheLinesToAdd() {
        String message = MissingBenchmarkList.message("lib", TEST_CLASSES, Optional.empty());
        assertTrue(message.startsWith("lib has @Benchmark methods in /p/target/test-classes but no META-INF/BenchmarkList"
                + " there: JMH's annotation processor did not run. Add it"), message);
        assertTrue(message.contains("<artifactId>jmh-generator-annprocess</artifactId>"), message);
    }

    @Test
    void anEnabledProcessorMeansStaleClassesAndMvnClean() {
        String message = MissingBenchmarkList.message("lib", TEST_CLASSES,
                Optional.of("maven-compiler-plugin's annotationProcessorPaths"));
        assertTrue(message.contains("although JMH's annotation processor is enabled (maven-compiler-plugin's"
                + " annotationProcessorPaths): these classes were compiled before it was"), message);
        assertTrue(message.contains("mvn clean bench:run"), message);
        assertFalse(message.contains("Add it"), message);
    }

    @Test
    void theBuildToolsConfigurationComesFirstThenTheProcessorJarOnTheClassPath() {
        assertEquals(Optional.of("maven-compiler-plugin's annotationProcessors"), AnnotationProcessorSetup.describe(
                "maven-compiler-plugin's annotationProcessors", List.of()));
        assertEquals(Optional.empty(), AnnotationProcessorSetup.describe(null, List.of(Path.of("/r/jmh-core-1.37.jar"))));
        Optional<String> onClasspath = AnnotationProcessorSetup.describe(null,
                List.of(Path.of("/r/jmh-core-1.37.jar"), Path.of("/r/jmh-generator-annprocess-1.37.jar")));
        // javac 23 and newer runs no processor from the class path: there the jar says nothing.
        assertEquals(Runtime.version().feature() < 23, onClasspath.isPresent(), onClasspath::toString);
        onClasspath.ifPresent(s -> assertTrue(s.startsWith("jmh-generator-annprocess-1.37.jar on the class path"), s));
    }
}
