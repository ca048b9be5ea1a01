package io.github.benchplugin.engine.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * CPU numbers in the list syntax of Linux and {@code taskset -c} ("0-3,6"): the CPUs this process may
 * run on (its affinity, which a container's or a CI runner's limits narrow), and sets of them.
 */
public final class CpuList {

    private CpuList() {
    }

    /**
     * The CPUs the engine's JVM may run on, from {@code Cpus_allowed_list} of /proc/self/status; empty
     * where there is no such file (not Linux): bench.duet then has no CPUs to pin to.
     */
    public static List<Integer> allowed() {
        return allowed(Path.of("/proc/self/status"));
    }

    static List<Integer> allowed(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return parse(line.substring(line.indexOf(':') + 1));
                }
            }
        } catch (IOException | RuntimeException e) {
            // no affinity known: nothing to pin to
        }
        return List.of();
    }

    /** "0-2,5" -> [0, 1, 2, 5]; sorted, without repeats. */
    public static List<Integer> parse(String text) {
        TreeSet<Integer> cpus = new TreeSet<>();
        for (String part : text.trim().split(",")) {
            if (part.isBlank()) {
                continue;
            }
            int dash = part.indexOf('-');
            int from = Integer.parseInt(part.substring(0, dash < 0 ? part.length() : dash).trim());
            int to = dash < 0 ? from : Integer.parseInt(part.substring(dash + 1).trim());
            for (int cpu = from; cpu <= to; cpu++) {
                cpus.add(cpu);
            }
        }
        return List.copyOf(cpus);
    }

    /** [0, 1, 2, 5] -> "0-2,5". */
    public static String format(List<Integer> cpus) {
        List<String> parts = new ArrayList<>();
        List<Integer> sorted = new ArrayList<>(new TreeSet<>(cpus));
        for (int i = 0; i < sorted.size(); ) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) {
                j++;
            }
            parts.add(i == j ? sorted.get(i).toString() : sorted.get(i) + "-" + sorted.get(j));
            i = j + 1;
        }
        return String.join(",", parts);
    }

    /** Whether {@code taskset} (util-linux) is on the PATH: the pinning needs it. */
    public static boolean tasksetFound() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "taskset"))) {
                return true;
            }
        }
        return false;
    }
}
