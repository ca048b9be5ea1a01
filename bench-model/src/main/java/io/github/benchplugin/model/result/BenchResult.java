package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * The merged result of one run (or of several merged runs): what results.json holds.
 * Field names are the public contract; extend, never rename. Version 2 added the cells' secondary
 * {@code metrics} and the comparisons' {@code metrics}; files of version 1 are read as before. Version 3
 * earned {@code same} (shown within bench.margin), added {@code undecided} and the comparisons'
 * {@code equivalence} and the allocation fork range ({@code alloc.low}, {@code alloc.high}); the
 * {@code same} of files of versions 1 and 2 reads as {@code undecided}. Version 4 moved the raw data
 * (cells' {@code samples} and {@code forkSamples}, metrics' {@code rawData}, warm-up forks'
 * {@code iterations}) into results.raw.json.gz beside results.json ({@code io.RawDataFile}); the
 * model is the same, the reader joins the two.
 *
 * @param shard the slice of the rows this run measured (bench.shard); null for a whole run and for
 *              a merge (left out of results.json then)
 * @param explanations bench.explain's evidence per explained row (docs/explain.md); left out of
 *              results.json when empty, so files without it read as before
 */
public record BenchResult(
        int schemaVersion,
        Environment environment,
        List<RuntimeInfo> runtimes,
        List<Row> rows,
        List<Warning> warnings,
        @JsonInclude(JsonInclude.Include.NON_NULL) Shard shard,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Explanation> explanations) {

    public static final int SCHEMA_VERSION = 4;
    /** The oldest schemaVersion this plugin reads. */
    public static final int OLDEST_SCHEMA_VERSION = 1;

    /** A whole (unsharded) result. */
    public BenchResult(int schemaVersion, Environment environment, List<RuntimeInfo> runtimes, List<Row> rows,
                       List<Warning> warnings) {
        this(schemaVersion, environment, runtimes, rows, warnings, null);
    }

    /** A result without explanations. */
    public BenchResult(int schemaVersion, Environment environment, List<RuntimeInfo> runtimes, List<Row> rows,
                       List<Warning> warnings, Shard shard) {
        this(schemaVersion, environment, runtimes, rows, warnings, shard, List.of());
    }

    public BenchResult withExplanations(List<Explanation> newExplanations) {
        return new BenchResult(schemaVersion, environment, runtimes, rows, warnings, shard, newExplanations);
    }

    public BenchResult withShard(Shard newShard) {
        return new BenchResult(schemaVersion, environment, runtimes, rows, warnings, newShard, explanations);
    }

    public BenchResult withSchemaVersion(int newSchemaVersion) {
        return newSchemaVersion == schemaVersion ? this
                : new BenchResult(newSchemaVersion, environment, runtimes, rows, warnings, shard, explanations);
    }

    public BenchResult withRows(List<Row> newRows) {
        return new BenchResult(schemaVersion, environment, runtimes, newRows, warnings, shard, explanations);
    }

    public BenchResult {
        runtimes = List.copyOf(runtimes);
        rows = List.copyOf(rows);
        warnings = List.copyOf(warnings);
        explanations = explanations == null ? List.of() : List.copyOf(explanations);
    }

    /** The runtime every other runtime is compared with: the first one listed. */
    /**
     * The JVM settings that differ between columns (results.json's {@code flagDifferences}): derived from
     * {@code runtimes[].flags} each time a result is written, so a merge lists its own columns'; never read back.
     */
    @com.fasterxml.jackson.annotation.JsonProperty(value = "flagDifferences",
            access = com.fasterxml.jackson.annotation.JsonProperty.Access.READ_ONLY)
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public List<FlagDifference> flagDifferences() {
        return FlagDifference.of(runtimes);
    }

    public RuntimeInfo baselineRuntime() {
        return runtimes.stream().filter(RuntimeInfo::baseline).findFirst()
                .orElse(runtimes.isEmpty() ? null : runtimes.get(0));
    }

    public RuntimeInfo runtime(String id) {
        return runtimes.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    }
}
