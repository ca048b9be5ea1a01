package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.CompilerProcessing;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Whether the build enables JMH's annotation processor: as the build tool configures it (given by
 * the caller: maven-compiler-plugin's annotationProcessorPaths, or -proc:none turning every processor
 * off), or as a jmh-generator-annprocess jar on the class path, which javac before 23 runs without
 * being told.
 */
final class AnnotationProcessorSetup {

    /** The first javac that runs no processor found on the class path unless told to. */
    private static final int JAVAC_WITHOUT_DISCOVERY = 23;
    private static final String PROCESSOR_JAR = "jmh-generator-annprocess";

    private AnnotationProcessorSetup() {
    }

    /**
     * @param configured what the build tool's configuration says, or null when it says nothing
     * @param classpath  the project's class path
     */
    static Optional<CompilerProcessing> describe(CompilerProcessing configured, List<Path> classpath) {
        if (configured != null) {
            return Optional.of(configured);
        }
        // The compiling javac is taken to be this JVM's: a toolchain could differ, so this only ever
        // changes which cause the message names first, never whether the run stops.
        if (Runtime.version().feature() >= JAVAC_WITHOUT_DISCOVERY) {
            return Optional.empty();
        }
        return classpath.stream().map(Path::getFileName).filter(name -> name != null
                        && name.toString().startsWith(PROCESSOR_JAR) && name.toString().endsWith(".jar"))
                .findFirst().map(jar -> CompilerProcessing.enabled(jar + " on the class path, which javac "
                        + Runtime.version().feature() + " runs as a processor"));
    }
}
