package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A ratio of two scores with its confidence interval and verdict.
 *
 * @param against what the ratio is taken against: a runtime id, or a benchmark name for bench.baseline
 * @param ratio   score / baseline score, in the row's unit; null when either side has no score
 * @param ciLow   lower bound of the ratio's confidence interval; null when it cannot be computed
 * @param ciHigh  upper bound of the ratio's confidence interval; null when it cannot be computed
 * @param verdict faster, slower, same, undecided or unknown; the direction follows the mode
 * @param pValue  p-value of the test behind the verdict; null when no test ran
 * @param note    why the verdict is unknown, or how it was reached; null when there is nothing to say
 * @param alloc   the bytes allocated per operation against the same reference; null when neither side
 *                was measured with the GC profiler (absent from results.json then)
 * @param metrics the per-operation secondary metrics both sides have ({@link Metric#perOperation()},
 *                except gc.alloc.rate.norm, which {@code alloc} judges), by name; empty when none
 * @param equivalence the (1 - 2a) interval the {@code same} verdict and bench.requireNoRegression read,
 *                with the margin and the fork-to-fork noise; null when no interval was computed, and in
 *                files of schemaVersion 2 and older (absent from results.json then)
 */
public record Comparison(
        String against,
        Double ratio,
        Double ciLow,
        Double ciHigh,
        Verdict verdict,
        Double pValue,
        String note,
        @JsonInclude(JsonInclude.Include.NON_NULL) AllocComparison alloc,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, MetricComparison> metrics,
        @JsonInclude(JsonInclude.Include.NON_NULL) Equivalence equivalence) {

    public Comparison {
        metrics = metrics == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(metrics));
    }

    /** Without an equivalence interval (as in files of schemaVersion 2 and older). */
    public Comparison(String against, Double ratio, Double ciLow, Double ciHigh, Verdict verdict, Double pValue,
                      String note, AllocComparison alloc, Map<String, MetricComparison> metrics) {
        this(against, ratio, ciLow, ciHigh, verdict, pValue, note, alloc, metrics, null);
    }

    public Comparison withAlloc(AllocComparison newAlloc) {
        return new Comparison(against, ratio, ciLow, ciHigh, verdict, pValue, note, newAlloc, metrics, equivalence);
    }

    public Comparison withMetrics(Map<String, MetricComparison> newMetrics) {
        return new Comparison(against, ratio, ciLow, ciHigh, verdict, pValue, note, alloc, newMetrics, equivalence);
    }

    /**
     * As a file of schemaVersion 2 or older meant it: its {@code same} said "no difference shown",
     * which is {@code undecided} now (time, allocation and every metric).
     */
    public Comparison withLegacySameUndecided() {
        Map<String, MetricComparison> legacyMetrics = new LinkedHashMap<>();
        metrics.forEach((name, m) -> legacyMetrics.put(name, m.withLegacySameUndecided()));
        return new Comparison(against, ratio, ciLow, ciHigh, verdict == Verdict.SAME ? Verdict.UNDECIDED : verdict,
                pValue, note, alloc == null ? null : alloc.withLegacySameUndecided(), legacyMetrics, equivalence);
    }

    /**
     * The same ratios with every verdict (time, allocation, metrics) unknown for one reason that
     * concerns the whole comparison (the two sides were measured unisolated and isolated, or on
     * different machines).
     */
    public Comparison withheld(String why) {
        Map<String, MetricComparison> unknownMetrics = new LinkedHashMap<>();
        metrics.forEach((name, m) -> unknownMetrics.put(name, MetricComparison.unknown(m.ratio(), why)));
        return unknown(against, ratio, why)
                .withAlloc(alloc == null ? null : AllocComparison.unknown(alloc.ratio(), why))
                .withMetrics(unknownMetrics);
    }

    /** The allocation verdict the reports show and the allocation gate acts on: unknown when there is none. */
    public AllocVerdict shownAllocVerdict() {
        return alloc == null || alloc.ratio() == null ? AllocVerdict.UNKNOWN : alloc.verdict();
    }

    /** Whether the ratio has a finite confidence interval; a verdict without one is never shown. */
    public boolean hasInterval() {
        return ciLow != null && ciHigh != null && Double.isFinite(ciLow) && Double.isFinite(ciHigh);
    }

    /**
     * The verdict the reports show and the regression gate acts on: unknown whenever the ratio or
     * its interval is missing, whatever the stored verdict says (a file may have been edited).
     */
    public Verdict shownVerdict() {
        if (ratio == null || !hasInterval() || verdict == null) {
            return Verdict.UNKNOWN;
        }
        return verdict;
    }

    public static Comparison unknown(String against, Double ratio, String why) {
        return builder(against).ratio(ratio).verdict(Verdict.UNKNOWN).note(why).build();
    }

    /** Builds a {@link Comparison} by name: a long positional list is too easy to get in the wrong order. */
    public static Builder builder(String against) {
        return new Builder().against(against);
    }

    /** Named setters for every component; what is not set is empty (null, no entries, or the default). */
    public static final class Builder {
        private String against;
        private Double ratio;
        private Double ciLow;
        private Double ciHigh;
        private Verdict verdict;
        private Double pValue;
        private String note;
        private AllocComparison alloc;
        private Map<String, MetricComparison> metrics;
        private Equivalence equivalence;

        private Builder() {
        }

        public Builder against(String value) {
            against = value;
            return this;
        }

        public Builder ratio(Double value) {
            ratio = value;
            return this;
        }

        public Builder ciLow(Double value) {
            ciLow = value;
            return this;
        }

        public Builder ciHigh(Double value) {
            ciHigh = value;
            return this;
        }

        public Builder verdict(Verdict value) {
            verdict = value;
            return this;
        }

        public Builder pValue(Double value) {
            pValue = value;
            return this;
        }

        public Builder note(String value) {
            note = value;
            return this;
        }

        public Builder alloc(AllocComparison value) {
            alloc = value;
            return this;
        }

        public Builder metrics(Map<String, MetricComparison> value) {
            metrics = value;
            return this;
        }

        public Builder equivalence(Equivalence value) {
            equivalence = value;
            return this;
        }

        public Comparison build() {
            return new Comparison(against, ratio, ciLow, ciHigh, verdict, pValue, note, alloc, metrics, equivalence);
        }
    }
}
