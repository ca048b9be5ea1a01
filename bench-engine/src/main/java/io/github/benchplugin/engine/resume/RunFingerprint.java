package io.github.benchplugin.engine.resume;

import io.github.benchplugin.engine.run.TargetRuntime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * What must be unchanged for a resumed run to continue an earlier one: the JMH settings, the
 * runtimes (id, JDK home, version, isolation), the selected benchmarks and the compiled code.
 * Kept as a flat string map, so that it is written and compared without interpretation, and a
 * change can be named ("settings changed: forks 5 -> 3").
 *
 * @param entries key -> value; keys are "settings.&lt;name&gt;", "runtimes", "runtime.&lt;id&gt;",
 *                "benchmarks" and "classes"
 */
public record RunFingerprint(Map<String, String> entries) {

    private static final int MAX_SHOWN = 80;

    public RunFingerprint {
        entries = Map.copyOf(entries);
    }

    /**
     * @param settings    {@link io.github.benchplugin.engine.config.JobSettings#describe()}
     * @param runtimes    the run's columns, in order
     * @param benchmarks  the selected benchmark names
     * @param classesHash {@link ClassesFingerprint#of}
     */
    public static RunFingerprint of(Map<String, String> settings, List<TargetRuntime> runtimes,
                                    List<String> benchmarks, String classesHash) {
        Map<String, String> entries = new LinkedHashMap<>();
        settings.forEach((name, value) -> entries.put("settings." + name, value));
        entries.put("runtimes", String.join(",", runtimes.stream().map(TargetRuntime::id).toList()));
        for (TargetRuntime r : runtimes) {
            entries.put("runtime." + r.id(), r.javaHome() + " (" + r.javaVersion() + (r.inProcess() ? ", in-process)" : ")"));
        }
        entries.put("benchmarks", String.join(",", new TreeSet<>(benchmarks)));
        entries.put("classes", classesHash);
        return new RunFingerprint(entries);
    }

    /** Why {@code earlier} cannot be continued by a run with this fingerprint, naming the first change found. */
    public Optional<String> changeFrom(RunFingerprint earlier) {
        TreeSet<String> keys = new TreeSet<>(entries.keySet());
        keys.addAll(earlier.entries.keySet());
        for (String key : keys) {
            String before = earlier.entries.get(key);
            String now = entries.get(key);
            if (!Objects.equals(before, now)) {
                return Optional.of(describe(key, before, now));
            }
        }
        return Optional.empty();
    }

    private static String describe(String key, String before, String now) {
        if (key.equals("classes")) {
            return "the compiled code changed";
        }
        if (key.equals("benchmarks")) {
            return "the selected benchmarks changed (" + count(before) + " -> " + count(now) + ")";
        }
        String what = key.startsWith("settings.") ? "settings changed: " + key.substring("settings.".length())
                : key.startsWith("runtime.") ? "runtime " + key.substring("runtime.".length()) + " changed:"
                : key + " changed:";
        return what + " " + shown(before) + " -> " + shown(now);
    }

    private static String count(String list) {
        if (list == null || list.isEmpty()) {
            return "none";
        }
        int n = list.split(",").length;
        return n + (n == 1 ? " benchmark" : " benchmarks");
    }

    private static String shown(String value) {
        if (value == null) {
            return "(unset)";
        }
        String oneLine = value.replaceAll("\\p{Cntrl}", "?");
        return oneLine.length() <= MAX_SHOWN ? oneLine : oneLine.substring(0, MAX_SHOWN) + "...";
    }
}
