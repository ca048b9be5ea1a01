package io.github.benchplugin.host;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Optional;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Reads a project's META-INF/BenchmarkList files with the project's own JMH: the plugin loads
 * this class in a class loader over the project's class path. The file's format changed between
 * JMH releases (1.37 cannot read what 1.16 wrote), so only the JMH that wrote a file may parse
 * it. Only calls that JMH 1.16 to 1.37 all have are used: one entry parsed per line, and getters.
 * Answers in plain Java types, the only ones the caller's class loader shares with this one.
 */
public final class CatalogReader {

    private CatalogReader() {
    }

    /**
     * One map per benchmark line: "line" (as written, for the merged list the measured JVMs read),
     * "name", "modes" (JMH's short labels; Mode.All expanded), "params" (name to default values),
     * "opsPerInvocation", and the annotated "forks", "warmupIterations", "warmupNanos",
     * "iterations", "measurementNanos", "threads" (@Threads: -1 for Threads.MAX), "groupThreads" (a @Group's
     * threads per group) and "timeUnit"
     * (@OutputTimeUnit, as TimeUnit's name), each absent when not annotated; and
     * "iterationFixtures", whether JMH calls an @Setup or @TearDown(Level.Iteration) around its
     * iterations.
     *
     * @throws IOException naming the file and line JMH could not parse
     */
    public static List<Map<String, Object>> read(List<String> listFiles) throws IOException {
        List<Map<String, Object>> benchmarks = new ArrayList<Map<String, Object>>();
        for (String file : listFiles) {
            List<String> lines = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).trim();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                try {
                    benchmarks.add(describe(line, new BenchmarkListEntry(line)));
                } catch (RuntimeException e) {
                    throw new IOException(file + " line " + (i + 1) + ": " + e, e);
                }
            }
        }
        return benchmarks;
    }

    private static Map<String, Object> describe(String line, BenchmarkListEntry entry) {
        Map<String, Object> benchmark = new LinkedHashMap<String, Object>();
        benchmark.put("line", line);
        benchmark.put("name", entry.getUsername());
        benchmark.put("modes", modes(entry.getMode()));
        Map<String, List<String>> params = new LinkedHashMap<String, List<String>>();
        if (entry.getParams().hasValue()) {
            for (Map.Entry<String, String[]> p : entry.getParams().get().entrySet()) {
                params.put(p.getKey(), Arrays.asList(p.getValue()));
            }
        }
        benchmark.put("params", params);
        benchmark.put("opsPerInvocation", entry.getOperationsPerInvocation().orElse(1));
        putIfSet(benchmark, "forks", entry.getForks());
        putIfSet(benchmark, "warmupIterations", entry.getWarmupIterations());
        putNanosIfSet(benchmark, "warmupNanos", entry.getWarmupTime());
        putIfSet(benchmark, "iterations", entry.getMeasurementIterations());
        putNanosIfSet(benchmark, "measurementNanos", entry.getMeasurementTime());
        putIfSet(benchmark, "threads", entry.getThreads());
        putGroupThreads(benchmark, entry);
        if (entry.getTimeUnit().hasValue()) {
            benchmark.put("timeUnit", entry.getTimeUnit().get().name());
        }
        benchmark.put("iterationFixtures", IterationFixtureCheck.of(entry.getUserClassQName(), entry.getUsername()));
        return benchmark;
    }

    /** Mode.All runs every concrete mode: rows come back per concrete mode. */
    private static List<String> modes(Mode mode) {
        List<String> labels = new ArrayList<String>();
        if (mode == Mode.All) {
            for (Mode m : Mode.values()) {
                if (m != Mode.All) {
                    labels.add(m.shortLabel());
                }
            }
        } else {
            labels.add(mode.shortLabel());
        }
        return labels;
    }

    /**
     * "groupThreads": for a @Group, the threads of one group (its methods' @GroupThreads summed);
     * absent for a plain benchmark (one method, one thread per group) and where the project's JMH
     * has no such accessor.
     */
    private static void putGroupThreads(Map<String, Object> benchmark, BenchmarkListEntry entry) {
        try {
            int[] groups = entry.getThreadGroups();
            int sum = 0;
            for (int g : groups) {
                sum += g;
            }
            if (groups.length > 1 || sum > 1) {
                benchmark.put("groupThreads", sum);
            }
        } catch (LinkageError e) {
            // an old JMH without it: the row is taken for a plain one
        }
    }

    private static void putIfSet(Map<String, Object> benchmark, String key, Optional<Integer> value) {
        if (value.hasValue()) {
            benchmark.put(key, value.get());
        }
    }

    private static void putNanosIfSet(Map<String, Object> benchmark, String key, Optional<TimeValue> value) {
        if (value.hasValue()) {
            benchmark.put(key, value.get().convertTo(TimeUnit.NANOSECONDS));
        }
    }
}
