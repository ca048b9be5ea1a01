package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * ENVIRONMENT: machine or JVM settings known to distort measurements (see {@link EnvironmentFacts}),
 * and runtimes measured with different JMH versions.
 */
final class EnvironmentAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<String> messages = new ArrayList<>();
        Map<String, String> facts = result.environment() == null ? Map.of() : result.environment().facts();
        String governor = facts.get(EnvironmentFacts.CPU_GOVERNOR);
        if (governor != null && !governor.isBlank() && !governor.trim().equalsIgnoreCase(EnvironmentFacts.GOVERNOR_PERFORMANCE)) {
            messages.add("the CPU frequency governor is '" + governor + "', so the clock speed changes with load:"
                    + " set it to performance (e.g. cpupower frequency-set -g performance) for stable numbers.");
        }
        String hypervisor = facts.get(EnvironmentFacts.HYPERVISOR);
        if (hypervisor != null && !hypervisor.isBlank() && !isNone(hypervisor)) {
            messages.add("the machine runs under a hypervisor (" + hypervisor + "): other guests and virtual CPU"
                    + " scheduling add noise; prefer bare metal, or use more forks and expect wider intervals.");
        }
        if (is(facts, EnvironmentFacts.ASSERTIONS, EnvironmentFacts.ENABLED)) {
            messages.add("assertions are enabled in the measured JVMs: they change the code being measured;"
                    + " remove -ea from bench.jvmArgs / MAVEN_OPTS.");
        }
        if (is(facts, EnvironmentFacts.DEBUG_AGENT, EnvironmentFacts.PRESENT)) {
            messages.add("a debugger agent is attached to the measured JVMs, which slows and distorts compiled code;"
                    + " remove -agentlib:jdwp / -Xdebug from bench.jvmArgs.");
        }
        if (is(facts, EnvironmentFacts.TURBO_BOOST, EnvironmentFacts.ENABLED)) {
            messages.add("CPU turbo boost is on: the clock follows temperature, so later runtimes may run slower"
                    + " than earlier ones; disable it for comparisons of a few percent.");
        }
        if (is(facts, EnvironmentFacts.POWER_SOURCE, EnvironmentFacts.BATTERY)) {
            messages.add("the machine runs on battery, which throttles the CPU: plug it in.");
        }
        slowFreshMemory(facts, result.rows()).ifPresent(messages::add);
        String jmh = jmhVersions(result.runtimes());
        if (jmh != null) {
            messages.add("runtimes were measured with different JMH versions (" + jmh + "): harness changes can"
                    + " move scores; measure every runtime with the same JMH version.");
        }
        List<Warning> warnings = new ArrayList<>();
        for (String m : messages) {
            warnings.add(Warning.of(WarningCode.ENVIRONMENT, Character.toUpperCase(m.charAt(0)) + m.substring(1),
                    null, null));
        }
        return warnings;
    }

    /**
     * Above this a fresh page's first touch is slow: a few hundred ns is usual (the fault and clearing
     * 4 KiB); the development VM took 10-14 us, and its allocating benchmarks measured 5x their cost.
     */
    static final long SLOW_PAGE_TOUCH_NANOS = 2_000;

    private static final double PAGES_PER_GIB = (1 << 30) / 4096.0;

    /** Rows that allocate less than this per operation are not moved by how fast the heap grows. */
    private static final double ALLOCATING_BYTES_PER_OP = 64;

    /** Said only when some row allocates: a suite that allocates nothing is not moved by page faults. */
    private static Optional<String> slowFreshMemory(Map<String, String> facts, List<Row> rows) {
        String value = facts.get(EnvironmentFacts.PAGE_TOUCH_NANOS);
        long nanos;
        try {
            nanos = value == null ? 0 : Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        long allocating = rows.stream().filter(r -> r.cells().values().stream()
                .anyMatch(c -> c.allocBytesPerOp() != null && c.allocBytesPerOp() >= ALLOCATING_BYTES_PER_OP)).count();
        if (nanos <= SLOW_PAGE_TOUCH_NANOS || allocating == 0) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "the first touch of fresh memory costs %.1f us a page here"
                + " (a few hundred ns is usual; a virtual machine whose host backs memory lazily is slower): %d %s,"
                + " and while a measured JVM's heap grows into fresh memory those rows measure page faults"
                + " as well as their code, with wider errors. Touch the heap when the JVM starts:"
                + " bench.jvmArgs=\"-Xms1g -Xmx1g -XX:+AlwaysPreTouch\" (each fork then starts later: touching"
                + " 1 GiB takes about %.1f s of CPU here).",
                nanos / 1000.0, allocating, allocating == 1 ? "row allocates" : "rows allocate", nanos * PAGES_PER_GIB / 1e9));
    }

    private static boolean is(Map<String, String> facts, String key, String value) {
        String v = facts.get(key);
        return v != null && v.trim().equalsIgnoreCase(value);
    }

    private static boolean isNone(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        return v.equals("none") || v.equals("false") || v.equals("no");
    }

    /** "1.36 on 17; 1.37 on 21" when runtimes differ in JMH version, else null. */
    private static String jmhVersions(List<RuntimeInfo> runtimes) {
        Map<String, List<String>> byVersion = new LinkedHashMap<>();
        for (RuntimeInfo r : runtimes) {
            if (r.jmhVersion() != null && !r.jmhVersion().isBlank()) {
                byVersion.computeIfAbsent(r.jmhVersion(), v -> new ArrayList<>()).add(r.id());
            }
        }
        if (byVersion.size() < 2) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        byVersion.forEach((v, ids) -> parts.add(v + " on " + String.join(", ", ids)));
        return String.join("; ", parts);
    }

}
