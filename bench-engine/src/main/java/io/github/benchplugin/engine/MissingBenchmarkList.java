package io.github.benchplugin.engine;

/**
 * The message for classes that use @Benchmark but have no META-INF/BenchmarkList: since JDK 23,
 * javac runs annotation processors only when they are configured, so JMH's generator silently
 * does not run. The message shows the exact lines to add.
 */
final class MissingBenchmarkList {

    private MissingBenchmarkList() {
    }

    static String message(String artifactId) {
        return artifactId + " has @Benchmark methods but no META-INF/BenchmarkList: JMH's annotation processor did not run. "
                + "Add it to maven-compiler-plugin's <configuration>: "
                + "<annotationProcessorPaths><path><groupId>org.openjdk.jmh</groupId>"
                + "<artifactId>jmh-generator-annprocess</artifactId><version>1.37</version></path></annotationProcessorPaths>";
    }
}
