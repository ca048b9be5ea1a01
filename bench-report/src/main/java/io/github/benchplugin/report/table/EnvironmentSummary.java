package io.github.benchplugin.report.table;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.Variant;
import io.github.benchplugin.model.result.VariantJar;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The header every report starts with, as plain labelled facts, so Markdown, HTML and the
 * console say the same thing about where and how the numbers were measured.
 */
public final class EnvironmentSummary {

    /** The heading every format gives results.json's flagDifferences. */
    public static final String FLAG_DIFFERENCES_HEADING = "JVM settings that differ between columns";


    private EnvironmentSummary() {
    }

    /** Host, OS, arch, CPUs, date, JMH settings and machine facts; absent values are left out. */
    public static List<Fact> machine(BenchResult result) {
        List<Fact> facts = new ArrayList<>();
        Environment env = result.environment();
        if (env == null) {
            return facts;
        }
        add(facts, "Host", env.hostName());
        add(facts, "OS", env.os());
        add(facts, "Arch", env.arch());
        if (env.cpus() > 0) {
            facts.add(new Fact("CPUs", Integer.toString(env.cpus())));
        }
        add(facts, "Date", env.createdAt());
        add(facts, "JMH settings", joined(env.settings()));
        add(facts, "Machine", joined(env.facts()));
        countersHint(result).ifPresent(facts::add);
        return facts;
    }

    /** The header's label for how to ask for the JVM counters' columns. */
    public static final String COUNTERS_LABEL = "JVM counters";

    /**
     * How to ask for the columns of collections per generation, lock contentions and pool tasks
     * (results.json always has them; the table only with bench.metrics); absent for results
     * measured without them (older files, a merge of such).
     */
    static Optional<Fact> countersHint(BenchResult result) {
        Set<String> available = SecondaryMetricNames.of(result);
        if (SecondaryMetricNames.RUNTIME_COUNTERS.stream().noneMatch(available::contains)) {
            return Optional.empty();
        }
        return Optional.of(new Fact(COUNTERS_LABEL, "collections per generation, lock contentions and"
                + " common-pool tasks per operation are in results.json; -Dbench.metrics="
                + String.join(",", SecondaryMetricNames.RUNTIME_COUNTERS)
                + " shows them as columns (pause times, waits and each collector: bench.metrics=all lists every name)"));
    }

    /**
     * One fact per runtime, in column order: "17: 17.0.15, Eclipse Adoptium, /opt/jdk-17, JMH 1.37, isolated: yes,
     * harness floor 0.412 ± 0.004 ns/op (avgt), baseline".
     */
    public static List<Fact> runtimes(BenchResult result) {
        RuntimeInfo baseline = result.baselineRuntime();
        String floorSetting = result.environment() == null ? null : result.environment().settings().get(Environment.FLOOR_SETTING);
        String floorOff = result.environment() == null ? null
                : result.environment().settings().get(Environment.FLOOR_OFF_REASON);
        Map<String, String> cached = result.environment() == null ? Map.of() : result.environment().cachedFloors();
        List<Fact> facts = new ArrayList<>();
        for (RuntimeInfo runtime : result.runtimes()) {
            String measuredAt = cached.get(runtime.id());
            facts.add(new Fact("Runtime " + RuntimeLabel.of(runtime), describe(runtime,
                    baseline != null && baseline.id().equals(runtime.id()), floorOff != null ? "off"
                            : floorSetting == null || measuredAt == null ? floorSetting
                            : floorSetting + ", cached, measured " + readable(measuredAt), floorOff)));
        }
        return facts;
    }

    /**
     * One fact per profile, in first-use order: "Profile g1: -XX:+UseG1GC". Empty when the run
     * had no profiles, so such reports read as before.
     */
    public static List<Fact> profiles(BenchResult result) {
        Map<String, RuntimeProfile> byName = new LinkedHashMap<>();
        result.runtimes().stream().map(RuntimeInfo::profile).filter(Objects::nonNull)
                .forEach(p -> byName.putIfAbsent(p.name(), p));
        List<Fact> facts = new ArrayList<>();
        byName.values().forEach(p -> facts.add(new Fact("Profile " + p.name(), Texts.oneLine(p.describeFlags()))));
        return facts;
    }

    /**
     * One fact per variant of bench.variants, in column order: "Variant 1.1: lib.version=1.1; differs
     * from 1.0 by vtlib-1.1.jar (sha256 9f86d081…)". What the column ran, whatever the files are
     * called; results.json holds the full paths and digests. Empty without variants.
     */
    public static List<Fact> variants(BenchResult result) {
        Map<String, Variant> byName = new LinkedHashMap<>();
        result.runtimes().stream().map(RuntimeInfo::variant).filter(Objects::nonNull)
                .forEach(v -> byName.putIfAbsent(v.name(), v));
        List<Fact> facts = new ArrayList<>();
        String first = null;
        for (Variant variant : byName.values()) {
            String jars = variant.jars().stream().map(EnvironmentSummary::jar).collect(Collectors.joining(", "));
            String value = first == null ? variant.spec() + "; the baseline"
                    : variant.spec() + "; differs from " + first + " by " + (jars.isEmpty() ? "no jar" : jars);
            facts.add(new Fact("Variant " + variant.name(), Texts.oneLine(value)));
            first = first == null ? variant.name() : first;
        }
        return facts;
    }

    /** "vtlib-1.1.jar (sha256 9f86d081…)": the file name and the digest's first 12 digits. */
    private static String jar(VariantJar jar) {
        String name = Path.of(jar.path()).getFileName().toString();
        return jar.sha256() == null ? name + " (a directory)" : name + " (sha256 " + jar.sha256().substring(0, 12) + "…)";
    }

    /** "2026-12-01 19:40 UTC" from an ISO-8601 instant; the text itself when it is not one. */
    private static String readable(String instant) {
        try {
            return java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
                    .withZone(java.time.ZoneOffset.UTC).format(java.time.Instant.parse(instant));
        } catch (java.time.format.DateTimeParseException e) {
            return instant;
        }
    }

    /** @param floorSetting bench.floor as results.json records it; null in files from before it */
    static String describe(RuntimeInfo runtime, boolean isBaseline, String floorSetting, String floorOff) {
        List<String> parts = new ArrayList<>();
        parts.add("Java " + Objects.toString(runtime.javaVersion(), "?"));
        if (runtime.vendor() != null && !runtime.vendor().isBlank()) {
            parts.add(runtime.vendor());
        }
        if (runtime.javaHome() != null && !runtime.javaHome().isBlank()) {
            parts.add(runtime.javaHome());
        }
        if (runtime.jmhVersion() != null && !runtime.jmhVersion().isBlank()) {
            parts.add("JMH " + runtime.jmhVersion());
        }
        String isolation = runtime.isolated() ? "isolated: yes" : "isolated: NO (" + ResultTable.UNISOLATED_HEADER + ")";
        if (runtime.note() != null && !runtime.note().isBlank()) {
            isolation += " – " + runtime.note();
        }
        parts.add(isolation);
        if (runtime.profile() != null) {
            parts.add("profile " + runtime.profile().name());
        }
        if (runtime.floor() != null && runtime.floor().score() != null) {
            parts.add(floor(runtime.floor()) + (floorSetting == null ? "" : " (bench.floor=" + floorSetting + ")"));
        } else if ("auto".equals(floorSetting)) {
            parts.add("harness floor not measured (bench.floor=auto: only where a cell could be near it)");
        } else if ("false".equals(floorSetting)) {
            parts.add("harness floor not measured (bench.floor=false: no ZERO_MEASUREMENT check)");
        } else if ("off".equals(floorSetting)) {
            parts.add("harness floor not measured (" + floorOff + ": ZERO_MEASUREMENT rests on the comparisons)");
        }
        if (isBaseline) {
            parts.add("baseline");
        }
        return Texts.oneLine(String.join(", ", parts));
    }

    /** "harness floor 0.412 ± 0.004 ns/op (avgt)": what an empty benchmark costs on this runtime. */
    private static String floor(HarnessFloor floor) {
        String mode = floor.mode() == null ? "" : " (" + floor.mode() + ")";
        return "harness floor " + NumberFormats.scoreWithError(floor.score(), floor.error()) + " " + floor.unit() + mode;
    }

    private static void add(List<Fact> facts, String label, String value) {
        if (value != null && !value.isBlank()) {
            facts.add(new Fact(label, Texts.oneLine(value)));
        }
    }

    /** Sorted so two reports of the same settings read the same. */
    private static String joined(Map<String, String> values) {
        return new TreeMap<>(values).entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
    }
}
