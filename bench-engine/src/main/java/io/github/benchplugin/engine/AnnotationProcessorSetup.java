package io.github.benchplugin.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Whether the build enables JMH's annotation processor: as the build tool configures it (given by
 * the caller, e.g. maven-compiler-plugin's annotationProcessorPaths), or as a jmh-generator-annprocess
 * jar on the class path, which javac before 23 runs without being told.
 */
final class AnnotationProcessorSetup {

    /** The first javac that runs no processor found on the class path unless told to. */
    private static final int JAVAC_WITHOUT_DISCOVERY = 23;
    private static final String PROCESSOR_JAR = "jmh-generator-annprocess";

    private AnnotationProcessorSetup() {
    }

    /**
     * @param configured where the build tool configures the processor, or null
     * @param classpath  the project's class path
     */
    static Optional<String> describe(String configured, List<Path> classpath) {
        if (configured != null && !configured.isBlank()) {
            return Optional.of(configured);
        }
        // The compiling javac is taken to be this JVM's: a toolchain could differ, so this only ever
        // changes which cause the message names first, never whether the run stops.
        if (Runtime.version().feature() >= JAVAC_WITHOUT_DISCOVERY) {
            return Optional.empty();
        }
        return classpath.stream().map(Path::getFileName).filter(name -> name != null
                        && name.toString().startsWith(PROCESSOR_JAR) && name.toString().endsWith(".jar"))
                .findFirst().map(jar -> jar + " on the class path, which javac " + Runtime.version().feature()
                        + " runs as a processor");
    }
}
