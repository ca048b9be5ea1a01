package io.github.benchplugin.engine;

import io.github.benchplugin.model.analysis.EnvironmentFacts;
import io.github.benchplugin.model.result.Environment;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the facts about this machine that decide how far its numbers can be trusted: CPU
 * frequency governor, a hypervisor, assertions or a debugger agent in the measured JVMs' flags,
 * what the first touch of fresh memory costs ({@link FreshMemoryProbe}); and the machine's fingerprint (CPU model, cpus, memory, OS, kernel), by which bench:merge tells
 * whether two runs can be compared. Linux files are read when present; elsewhere the facts are
 * simply absent.
 */
final class EnvironmentProbe {

    private EnvironmentProbe() {
    }

    public static Environment probe(Map<String, String> settings, List<String> measuredJvmArgs) {
        Map<String, String> facts = new LinkedHashMap<>();
        readFirstLine(Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor"))
                .ifPresent(g -> facts.put(EnvironmentFacts.CPU_GOVERNOR, g));
        if (cpuInfoHasHypervisorFlag()) {
            facts.put(EnvironmentFacts.HYPERVISOR, "detected from the cpu flags");
        }
        if (measuredJvmArgs.stream().anyMatch(a -> a.equals("-ea") || a.startsWith("-enableassertions")
                || a.startsWith("-ea:"))) {
            facts.put(EnvironmentFacts.ASSERTIONS, EnvironmentFacts.ENABLED);
        }
        if (measuredJvmArgs.stream().anyMatch(a -> a.startsWith("-agentlib:jdwp") || a.startsWith("-Xrunjdwp")
                || a.startsWith("-Xdebug"))) {
            facts.put(EnvironmentFacts.DEBUG_AGENT, EnvironmentFacts.PRESENT);
        }
        FreshMemoryProbe.nanosPerPage(measuredJvmArgs)
                .ifPresent(nanos -> facts.put(EnvironmentFacts.PAGE_TOUCH_NANOS, Long.toString(nanos)));
        return Environment.builder(hostName())
                .os(System.getProperty("os.name") + " " + System.getProperty("os.version"))
                .arch(System.getProperty("os.arch")).cpus(Runtime.getRuntime().availableProcessors())
                .createdAt(Instant.now().toString()).settings(settings).facts(facts).cpuModel(cpuModel())
                .memoryBytes(memoryBytes()).kernel(kernel()).build();
    }

    /** "model name" of /proc/cpuinfo (x86), else its "Hardware"/"CPU part" lines are too vague: null. */
    static String cpuModel() {
        try {
            Path cpuinfo = Path.of("/proc/cpuinfo");
            if (!Files.isReadable(cpuinfo)) {
                return null;
            }
            return Files.readAllLines(cpuinfo, StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith("model name") && l.contains(":"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim().replaceAll("\\s+", " "))
                    .findFirst().orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    /** Physical memory, as the JVM sees it (the container's limit inside a container); null when unknown. */
    static Long memoryBytes() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            long total = os.getTotalMemorySize();
            return total > 0 ? total : null;
        }
        return null;
    }

    /** The kernel release: /proc/sys/kernel/osrelease on Linux, os.version elsewhere (the kernel's, on macOS too). */
    static String kernel() {
        return readFirstLine(Path.of("/proc/sys/kernel/osrelease")).orElse(System.getProperty("os.version"));
    }

    static String hostName() {
        String env = System.getenv("HOSTNAME");
        if (env != null && !env.isBlank()) {
            return env;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static boolean cpuInfoHasHypervisorFlag() {
        try {
            Path cpuinfo = Path.of("/proc/cpuinfo");
            return Files.isReadable(cpuinfo) && Files.readAllLines(cpuinfo, StandardCharsets.UTF_8).stream()
                    .anyMatch(l -> l.startsWith("flags") && l.contains(" hypervisor"));
        } catch (IOException e) {
            return false;
        }
    }

    private static java.util.Optional<String> readFirstLine(Path file) {
        try {
            return Files.isReadable(file)
                    ? Files.readAllLines(file, StandardCharsets.UTF_8).stream().findFirst().map(String::trim)
                    : java.util.Optional.empty();
        } catch (IOException e) {
            return java.util.Optional.empty();
        }
    }
}
