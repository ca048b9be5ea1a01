package io.github.benchplugin.engine.catalog;

import java.util.List;
import java.util.Map;

/**
 * One line of a project's BenchmarkList, as the project's own JMH parsed it.
 *
 * @param line             the line as written, copied into the merged list the measured JVMs read
 * @param name             the benchmark's fully qualified name
 * @param modes            JMH's short mode labels it runs in
 * @param params           declared @Param names with their default values
 * @param opsPerInvocation @OperationsPerInvocation
 * @param annotated        its @Fork, @Warmup, @Measurement, @Threads and @OutputTimeUnit settings
 * @param iterationFixtures whether JMH calls an @Setup or @TearDown(Level.Iteration) around its iterations
 */
record ListedBenchmark(String line, String name, List<String> modes, Map<String, List<String>> params,
                       int opsPerInvocation, AnnotatedSettings annotated, boolean iterationFixtures) {

    @SuppressWarnings("unchecked")
    static ListedBenchmark of(Map<String, Object> benchmark) {
        return new ListedBenchmark((String) benchmark.get("line"), (String) benchmark.get("name"),
                List.copyOf((List<String>) benchmark.get("modes")),
                Map.copyOf((Map<String, List<String>>) benchmark.get("params")),
                (Integer) benchmark.get("opsPerInvocation"), AnnotatedSettings.of(benchmark),
                Boolean.TRUE.equals(benchmark.get("iterationFixtures")));
    }
}
