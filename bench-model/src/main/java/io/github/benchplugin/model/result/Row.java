package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One line of the merged table: a benchmark x its parameter values x mode, with a cell per runtime.
 *
 * @param benchmark     fully qualified method name, as JMH names it
 * @param mode          JMH short mode name (thrpt, avgt, sample, ss)
 * @param params        @Param values as strings, sorted by name; empty when none
 * @param unit          the score unit ("ns/op")
 * @param cells         runtime id -> cell, in runtime order
 * @param comparisons   runtime id -> ratio against the baseline runtime (absent for the baseline itself)
 * @param baselineRatio runtime id -> ratio against the bench.baseline method (absent when not asked,
 *                      and for the baseline method's own rows)
 * @param previous      runtime id -> ratio against the same row and runtime in an earlier run
 *                      (bench.compareTo); empty when not asked or absent from the earlier run.
 *                      Left out of results.json when empty, so files without it read as before.
 * @param profileComparisons runtime id -> ratio against the same JDK under the first profile of
 *                      bench.profiles (only with bench.compareProfiles=true; absent for the first
 *                      profile's own columns); {@code against} names that column's id
 * @param variantComparisons runtime id -> ratio against the same runtime (and profile) on the first
 *                      variant of bench.variants (always with variants; absent for the first
 *                      variant's own columns): the library-upgrade question; {@code against} names
 *                      that column's id. Left out of results.json when empty.
 * @param opsPerInvocation the benchmark's {@code @OperationsPerInvocation} N: JMH divides each
 *                      call's time by N, so a score is per operation, and N x a time score (or a
 *                      rate / N) is per call of the method. 1 when the annotation is absent; left
 *                      out of results.json then, and read as 1 from files without it.
 */
public record Row(
        String benchmark,
        String mode,
        Map<String, String> params,
        String unit,
        Map<String, Cell> cells,
        Map<String, Comparison> comparisons,
        Map<String, Comparison> baselineRatio,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Comparison> previous,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Comparison> profileComparisons,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Comparison> variantComparisons,
        @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = OneOperation.class) int opsPerInvocation) {

    public Row {
        params = params == null ? Map.of() : new TreeMap<>(params);
        cells = cells == null ? Map.of() : new LinkedHashMap<>(cells);
        comparisons = comparisons == null ? Map.of() : new LinkedHashMap<>(comparisons);
        baselineRatio = baselineRatio == null ? Map.of() : new LinkedHashMap<>(baselineRatio);
        previous = previous == null ? Map.of() : new LinkedHashMap<>(previous);
        profileComparisons = profileComparisons == null ? Map.of() : new LinkedHashMap<>(profileComparisons);
        variantComparisons = variantComparisons == null ? Map.of() : new LinkedHashMap<>(variantComparisons);
        // A file without the field binds it as 0: that is the default of 1, not a count.
        opsPerInvocation = opsPerInvocation == 0 ? 1 : opsPerInvocation;
    }

    /**
     * Every kind of comparison the row holds, each column id -> comparison: against the baseline
     * runtime, the first profile, the first variant, the earlier run and the baseline method. For
     * the readers that ask of any comparison (a verdict shown, a change to explain).
     */
    @JsonIgnore
    public List<Map<String, Comparison>> allComparisons() {
        return List.of(comparisons, profileComparisons, variantComparisons, previous, baselineRatio);
    }

    /** The row as a person reads it: {@link RowKey#label()}. */
    public String label() {
        return key().label();
    }

    public RowKey key() {
        return new RowKey(benchmark, mode, params);
    }

    public Mode jmhMode() {
        return Mode.fromShortName(mode);
    }

    /** Class part of the benchmark name ("org.example.ConcatBench"). */
    public String className() {
        return classOf(benchmark);
    }

    /** Class part of a fully qualified benchmark method name. */
    public static String classOf(String benchmark) {
        int dot = benchmark.lastIndexOf('.');
        return dot < 0 ? "" : benchmark.substring(0, dot);
    }

    /** Method part of the benchmark name ("plus"). */
    public String methodName() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    public Row withComparisons(Map<String, Comparison> newComparisons, Map<String, Comparison> newBaselineRatio) {
        return new Row(benchmark, mode, params, unit, cells, newComparisons, newBaselineRatio, previous,
                profileComparisons, variantComparisons, opsPerInvocation);
    }

    public Row withPrevious(Map<String, Comparison> newPrevious) {
        return new Row(benchmark, mode, params, unit, cells, comparisons, baselineRatio, newPrevious, profileComparisons,
                variantComparisons, opsPerInvocation);
    }

    public Row withProfileComparisons(Map<String, Comparison> newProfileComparisons) {
        return new Row(benchmark, mode, params, unit, cells, comparisons, baselineRatio, previous, newProfileComparisons,
                variantComparisons, opsPerInvocation);
    }

    public Row withVariantComparisons(Map<String, Comparison> newVariantComparisons) {
        return new Row(benchmark, mode, params, unit, cells, comparisons, baselineRatio, previous, profileComparisons,
                newVariantComparisons, opsPerInvocation);
    }

    public Row withOpsPerInvocation(int n) {
        return new Row(benchmark, mode, params, unit, cells, comparisons, baselineRatio, previous, profileComparisons,
                variantComparisons, n);
    }

    /** Jackson's filter that leaves the default of one operation per call out of results.json. */
    static final class OneOperation {

        @Override
        public boolean equals(Object value) {
            return value instanceof Integer n && n == 1;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    /** Builds a {@link Row} by name: a long positional list is too easy to get in the wrong order. */
    public static Builder builder(String benchmark, String mode) {
        return new Builder().benchmark(benchmark).mode(mode);
    }

    /** Named setters for every component; what is not set is empty (null, no entries, or the default). */
    public static final class Builder {
        private String benchmark;
        private String mode;
        private Map<String, String> params;
        private String unit;
        private Map<String, Cell> cells;
        private Map<String, Comparison> comparisons;
        private Map<String, Comparison> baselineRatio;
        private Map<String, Comparison> previous;
        private Map<String, Comparison> profileComparisons;
        private Map<String, Comparison> variantComparisons;
        private int opsPerInvocation = 1;

        private Builder() {
        }

        public Builder benchmark(String value) {
            benchmark = value;
            return this;
        }

        public Builder mode(String value) {
            mode = value;
            return this;
        }

        public Builder params(Map<String, String> value) {
            params = value;
            return this;
        }

        public Builder unit(String value) {
            unit = value;
            return this;
        }

        public Builder cells(Map<String, Cell> value) {
            cells = value;
            return this;
        }

        public Builder comparisons(Map<String, Comparison> value) {
            comparisons = value;
            return this;
        }

        public Builder baselineRatio(Map<String, Comparison> value) {
            baselineRatio = value;
            return this;
        }

        public Builder previous(Map<String, Comparison> value) {
            previous = value;
            return this;
        }

        public Builder profileComparisons(Map<String, Comparison> value) {
            profileComparisons = value;
            return this;
        }

        public Builder variantComparisons(Map<String, Comparison> value) {
            variantComparisons = value;
            return this;
        }

        public Builder opsPerInvocation(int value) {
            opsPerInvocation = value;
            return this;
        }

        public Row build() {
            return new Row(benchmark, mode, params, unit, cells, comparisons, baselineRatio, previous, profileComparisons,
                    variantComparisons, opsPerInvocation);
        }
    }
}
