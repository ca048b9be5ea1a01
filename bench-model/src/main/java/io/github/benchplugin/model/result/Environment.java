package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.Map;

/**
 * Where and how a run was measured: the header of every report.
 *
 * @param hostName    the machine's name (for people: merges compare {@link #machine()}, not this)
 * @param os          operating system name and version
 * @param arch        CPU architecture
 * @param cpus        available processors
 * @param createdAt   ISO-8601 instant the run finished
 * @param settings    the JMH settings the run used (forks, iterations, times, mode ...), as strings
 * @param facts       observations about the machine relevant to measurement quality
 *                    (cpu governor, hypervisor, ...), as strings
 * @param cpuModel    the CPU's model name ("AMD EPYC 7763 64-Core Processor"); null when unknown
 * @param memoryBytes physical memory of the machine; null when unknown
 * @param kernel      kernel release ("6.8.0-1017-azure"); null when unknown
 */
public record Environment(
        String hostName,
        String os,
        String arch,
        int cpus,
        String createdAt,
        Map<String, String> settings,
        Map<String, String> facts,
        @JsonInclude(JsonInclude.Include.NON_NULL) String cpuModel,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long memoryBytes,
        @JsonInclude(JsonInclude.Include.NON_NULL) String kernel) {

    /** settings key of bench.floor (auto, true, false), written by bench:run. */
    public static final String FLOOR_SETTING = "floor";
    /** settings key of why the floor was left out although bench.floor asked for it (another JMH release). */
    public static final String FLOOR_OFF_REASON = "floorOff";
    /** settings key of the runtime ids whose harness floor was measured ("17,25", or "none"). */
    public static final String FLOOR_MEASURED = "floorMeasured";
    /**
     * settings key of the runtimes whose harness floor was taken from the cache of earlier runs
     * (bench.floor=auto), each with when it was measured: "17=2026-12-01T19:40:11Z,25=...". Absent
     * when every floor was measured in this run.
     */
    public static final String FLOOR_CACHED = "floorCached";

    /** runtime id -> when its cached floor was measured (ISO-8601), from {@link #FLOOR_CACHED}. */
    public Map<String, String> cachedFloors() {
        String value = settings.get(FLOOR_CACHED);
        Map<String, String> cached = new java.util.LinkedHashMap<>();
        if (value != null && !value.isBlank()) {
            for (String entry : value.split(",")) {
                int eq = entry.indexOf('=');
                if (eq > 0) {
                    cached.put(entry.substring(0, eq).trim(), entry.substring(eq + 1).trim());
                }
            }
        }
        return cached;
    }

    public Environment {
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        facts = facts == null ? Map.of() : Map.copyOf(facts);
    }

    /** settings key of bench.margin as the run judged {@code same} with it ("3%"). */
    public static final String MARGIN_SETTING = "margin";

    /** 0.03 -> "3%", 0.025 -> "2.5%": how bench.margin is recorded and shown. */
    public static String marginText(double margin) {
        return java.math.BigDecimal.valueOf(margin).movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }

    /** The same environment with these settings added (replacing any of the same name). */
    public Environment withSettings(Map<String, String> added) {
        Map<String, String> all = new java.util.LinkedHashMap<>(settings);
        all.putAll(added);
        return new Environment(hostName, os, arch, cpus, createdAt, all, facts, cpuModel, memoryBytes, kernel);
    }

    /** The machine this environment describes, as merges compare it. */
    public Machine machine() {
        return new Machine(cpuModel, cpus, memoryBytes, os, arch, kernel);
    }

    /** Builds an {@link Environment} by name: a long positional list is too easy to get in the wrong order. */
    public static Builder builder(String hostName) {
        return new Builder().hostName(hostName);
    }

    /** Named setters for every component; what is not set is empty (null or no entries). */
    public static final class Builder {
        private String hostName;
        private String os;
        private String arch;
        private int cpus;
        private String createdAt;
        private Map<String, String> settings;
        private Map<String, String> facts;
        private String cpuModel;
        private Long memoryBytes;
        private String kernel;

        private Builder() {
        }

        public Builder hostName(String value) {
            hostName = value;
            return this;
        }

        public Builder os(String value) {
            os = value;
            return this;
        }

        public Builder arch(String value) {
            arch = value;
            return this;
        }

        public Builder cpus(int value) {
            cpus = value;
            return this;
        }

        public Builder createdAt(String value) {
            createdAt = value;
            return this;
        }

        public Builder settings(Map<String, String> value) {
            settings = value;
            return this;
        }

        public Builder facts(Map<String, String> value) {
            facts = value;
            return this;
        }

        public Builder cpuModel(String value) {
            cpuModel = value;
            return this;
        }

        public Builder memoryBytes(Long value) {
            memoryBytes = value;
            return this;
        }

        public Builder kernel(String value) {
            kernel = value;
            return this;
        }

        public Environment build() {
            return new Environment(hostName, os, arch, cpus, createdAt, settings, facts, cpuModel, memoryBytes, kernel);
        }
    }
}
