package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.CompilerProcessing;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The message for classes that use @Benchmark but have no META-INF/BenchmarkList. Three causes look
 * alike from the class files: JMH's processor is not configured (since JDK 23 javac runs none it
 * is not told about, so the generator silently does not run); the build turns annotation
 * processing off ({@code -proc:none}, as Apache's commons-parent does for every compilation, leaving
 * a profile to compile the benchmarks); or the processor is configured now but the classes were
 * compiled before it was and maven-compiler-plugin, seeing no changed source, keeps them as "up to
 * date". Each has its own cure, and telling a user to add what is already there, or to clean
 * when the configuration itself is the cause, sends them the wrong way.
 */
final class MissingBenchmarkList {

    private static final String PROCESSOR_LINES = "<annotationProcessorPaths><path><groupId>org.openjdk.jmh</groupId>"
            + "<artifactId>jmh-generator-annprocess</artifactId><version>1.37</version></path></annotationProcessorPaths>";

    private MissingBenchmarkList() {
    }

    /**
     * @param withBenchmarks the class directories whose classes use @Benchmark (none has a BenchmarkList)
     * @param processor      what the build says about JMH's processor, when it says anything
     */
    static String message(String artifactId, List<Path> withBenchmarks, Optional<CompilerProcessing> processor) {
        String where = withBenchmarks.stream().map(Path::toString).collect(Collectors.joining(" and "));
        String found = artifactId + " has @Benchmark methods in " + where + " but no META-INF/BenchmarkList there";
        if (processor.filter(p -> p.state() == CompilerProcessing.State.TURNED_OFF).isPresent()) {
            return found + ": the build turns annotation processing off (" + processor.get().where() + "), so JMH's"
                    + " annotation processor did not run. " + turnedOffAdvice(processor.get().profiles());
        }
        if (processor.isPresent()) {
            return found + ", although JMH's annotation processor is enabled (" + processor.get().where() + "): these"
                    + " classes were compiled before it was (by a build without the profile or setting that enables"
                    + " it, say) and maven-compiler-plugin kept them as up to date. Compile them again: mvn clean, then"
                    + " the same bench:run (or both in one command: mvn clean bench:run ...)";
        }
        return found + ": JMH's annotation processor did not run. Add it to maven-compiler-plugin's <configuration>: "
                + PROCESSOR_LINES + ". If it is already enabled, in a profile for instance, the classes were compiled"
                + " without it: activate that profile and run mvn clean first";
    }

    private static String turnedOffAdvice(List<String> profiles) {
        String own = "where your build compiles the benchmarks, drop that setting and add " + PROCESSOR_LINES;
        if (profiles.isEmpty()) {
            return "Compile them with processing on: " + own + ", then mvn clean bench:run ...";
        }
        // Projects that turn processing off usually compile their benchmarks in a profile of their own.
        String flag = profiles.size() == 1 ? "-P" + profiles.get(0) : "-P<the one for benchmarks>";
        return "Profiles of this build that configure the compiler anew: " + String.join(", ", profiles)
                + ". Compile with the one meant for benchmarks: mvn clean bench:run " + flag + " ... (or " + own + ")";
    }
}
