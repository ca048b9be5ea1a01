package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.CompilerProcessing;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The three causes of @Benchmark classes without a BenchmarkList get three different pieces of advice. */
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
                Optional.of(CompilerProcessing.enabled("maven-compiler-plugin's annotationProcessorPaths")));
        assertTrue(message.contains("although JMH's annotation processor is enabled (maven-compiler-plugin's"
                + " annotationProcessorPaths): these classes were compiled before it was"), message);
        assertTrue(message.contains("mvn clean bench:run"), message);
        assertFalse(message.contains("Add it"), message);
    }

    /** commons-lang without -Pbenchmark: mvn clean would change nothing, the profile would. */
    @Test
    void processingTurnedOffNamesTheSettingAndTheProfileNotMvnCleanAlone() {
        String message = MissingBenchmarkList.message("commons-lang3", TEST_CLASSES, Optional.of(
                CompilerProcessing.turnedOff("maven-compiler-plugin's compilerArgs: -proc:none", List.of("benchmark"))));
        assertTrue(message.contains("but no META-INF/BenchmarkList there: the build turns annotation processing off"
                + " (maven-compiler-plugin's compilerArgs: -proc:none), so JMH's annotation processor did not run"), message);
        assertTrue(message.contains("configure the compiler anew: benchmark. Compile with the one meant for benchmarks:"
                + " mvn clean bench:run -Pbenchmark ..."), message);
        assertFalse(message.contains("although"), message);

        String noProfile = MissingBenchmarkList.message("lib", TEST_CLASSES, Optional.of(
                CompilerProcessing.turnedOff("maven-compiler-plugin's proc: none", List.of())));
        assertTrue(noProfile.contains("drop that setting and add <annotationProcessorPaths>"), noProfile);
        assertTrue(MissingBenchmarkList.message("lib", TEST_CLASSES, Optional.of(CompilerProcessing.turnedOff("x",
                List.of("a", "b")))).contains("a, b. Compile with the one meant for benchmarks: mvn clean bench:run"
                + " -P<the one for benchmarks> ..."));
    }

    @Test
    void theBuildToolsConfigurationComesFirstThenTheProcessorJarOnTheClassPath() {
        CompilerProcessing configured = CompilerProcessing.enabled("maven-compiler-plugin's annotationProcessors");
        assertEquals(Optional.of(configured), AnnotationProcessorSetup.describe(configured, List.of()));
        CompilerProcessing off = CompilerProcessing.turnedOff("maven-compiler-plugin's compilerArgs: -proc:none", List.of());
        assertEquals(Optional.of(off), AnnotationProcessorSetup.describe(off,
                List.of(Path.of("/r/jmh-generator-annprocess-1.37.jar"))));
        assertEquals(Optional.empty(), AnnotationProcessorSetup.describe(null, List.of(Path.of("/r/jmh-core-1.37.jar"))));
        Optional<CompilerProcessing> onClasspath = AnnotationProcessorSetup.describe(null,
                List.of(Path.of("/r/jmh-core-1.37.jar"), Path.of("/r/jmh-generator-annprocess-1.37.jar")));
        // javac 23 and newer runs no processor from the class path: there the jar says nothing.
        assertEquals(Runtime.version().feature() < 23, onClasspath.isPresent(), onClasspath::toString);
        onClasspath.ifPresent(s -> assertTrue(s.where().startsWith("jmh-generator-annprocess-1.37.jar on the class path"),
                s::toString));
    }
}
