package io.github.benchplugin.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The message for classes that use @Benchmark but have no META-INF/BenchmarkList. Two causes look
 * alike from the class files: JMH's processor is not configured (since JDK 23 javac runs none it
 * is not told about, so the generator silently does not run), or it is configured now but the
 * classes were compiled before it was (a build without the profile that enables it, say) and
 * maven-compiler-plugin, seeing no changed source, keeps them as "up to date". The second is told
 * apart by where the build configures the processor; its cure is {@code mvn clean}, and telling a
 * user to add what is already there sends them the wrong way.
 */
final class MissingBenchmarkList {

    private static final String PROCESSOR_LINES = "<annotationProcessorPaths><path><groupId>org.openjdk.jmh</groupId>"
            + "<artifactId>jmh-generator-annprocess</artifactId><version>1.37</version></path></annotationProcessorPaths>";

    private MissingBenchmarkList() {
    }

    /**
     * @param withBenchmarks the class directories whose classes use @Benchmark (none has a BenchmarkList)
     * @param processor      where the build enables JMH's processor, when it does
     */
    static String message(String artifactId, List<Path> withBenchmarks, Optional<String> processor) {
        String where = withBenchmarks.stream().map(Path::toString).collect(Collectors.joining(" and "));
        String found = artifactId + " has @Benchmark methods in " + where + " but no META-INF/BenchmarkList there";
        if (processor.isPresent()) {
            return found + ", although JMH's annotation processor is enabled (" + processor.get() + "): these classes"
                    + " were compiled before it was (by a build without the profile or setting that enables it, say)"
                    + " and maven-compiler-plugin kept them as up to date. Compile them again: mvn clean, then the"
                    + " same bench:run (or both in one command: mvn clean bench:run ...)";
        }
        return found + ": JMH's annotation processor did not run. Add it to maven-compiler-plugin's <configuration>: "
                + PROCESSOR_LINES + ". If it is already enabled, in a profile for instance, the classes were compiled"
                + " without it: activate that profile and run mvn clean first";
    }
}
