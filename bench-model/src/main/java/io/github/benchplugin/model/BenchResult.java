package io.github.benchplugin.model;

import java.util.List;

/**
 * The merged result of one run (or of several merged runs): what results.json holds.
 * Field names are the public contract (schemaVersion 1); extend, never rename.
 */
public record BenchResult(
        int schemaVersion,
        Environment environment,
        List<RuntimeInfo> runtimes,
        List<Row> rows,
        List<Warning> warnings) {

    public static final int SCHEMA_VERSION = 1;

    public BenchResult {
        runtimes = List.copyOf(runtimes);
        rows = List.copyOf(rows);
        warnings = List.copyOf(warnings);
    }

    /** The runtime every other runtime is compared with: the first one listed. */
    public RuntimeInfo baselineRuntime() {
        return runtimes.stream().filter(RuntimeInfo::baseline).findFirst()
                .orElse(runtimes.isEmpty() ? null : runtimes.get(0));
    }

    /**
     * The column a runtime's ratio is taken against: the first column with the same profile
     * (with no profiles that is the baseline runtime). Flags change what is measured, so a
     * JDK is only compared with another JDK under the same flags.
     */
    public RuntimeInfo baselineFor(RuntimeInfo runtime) {
        String profile = RuntimeProfile.nameOf(runtime);
        return runtimes.stream().filter(r -> java.util.Objects.equals(RuntimeProfile.nameOf(r), profile))
                .findFirst().orElse(baselineRuntime());
    }

    public RuntimeInfo runtime(String id) {
        return runtimes.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    }
}
