package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonIgnore;

import java.util.List;

/**
 * One secondary metric of a cell, as JMH reported it (the GC profiler's {@code gc.count}, an
 * {@code @AuxCounters} field, a {@code @Group} method's own score, a profiler's figure), or one we
 * derived from them per operation ({@code gc.count.per1k}). A profiler's text result (-prof stack) is
 * never a metric: it has no figure, and its text is a file under profiles/.
 *
 * @param unit    JMH's unit ("B/op", "counts", "#", "ns/op"); derived metrics name theirs ("counts/1k op")
 * @param score   JMH's score over every iteration of every fork; null when JMH had none (NaN)
 * @param error   half-width of JMH's 99.9% interval; null when JMH had none
 * @param rawData every measured iteration's value, grouped by fork, as JMH's {@code rawData}: the fork
 *                is the unit of replication, so a comparison takes each fork's mean
 */
public record Metric(String unit, Double score, Double error, List<List<Double>> rawData) {

    /** Units that end like this are per operation and replicate per fork: they are compared between runtimes. */
    private static final List<String> PER_OPERATION_UNITS = List.of("/op", "/1k op");

    public Metric {
        // Interned: the same dozen units in every cell of a 10,000-row merge would be half a million strings.
        unit = unit == null ? "" : unit.intern();
        // Nulls are kept (not List.copyOf) so that the reader's validator can name them in a damaged file.
        rawData = rawData == null ? List.of() : rawData.stream()
                .map(Metric::compact)
                .toList();
    }

    /** A fork's values as a DoubleList (compact), or, when it holds a null, an unmodifiable copy as it is. */
    private static List<Double> compact(List<Double> fork) {
        if (fork == null) {
            return List.of();
        }
        if (fork instanceof DoubleList) {
            return fork;
        }
        // not fork.contains(null): List.of's lists throw on it
        return fork.stream().anyMatch(java.util.Objects::isNull)
                ? java.util.Collections.unmodifiableList(new java.util.ArrayList<>(fork)) : DoubleList.copyOf(fork);
    }

    /**
     * True for a figure per operation (bytes, events, collections or time per operation): it does
     * not depend on how long an iteration ran, so two runtimes' figures can be compared as ratios.
     * Totals ("counts", "ms", "#") and rates ("MB/sec") depend on the iteration time and the speed.
     */
    @JsonIgnore
    public boolean perOperation() {
        for (String ending : PER_OPERATION_UNITS) { // asked of every metric of every comparison: no stream
            if (unit.endsWith(ending)) {
                return true;
            }
        }
        return false;
    }

    /** Each fork's mean over its iterations, in fork order; forks without a value are left out. */
    public List<Double> forkMeans() {
        return rawData.stream().filter(f -> !f.isEmpty())
                .map(f -> f.stream().mapToDouble(Double::doubleValue).average().orElseThrow()).toList();
    }

    /** {@link #forkMeans}, or empty when one is not finite: what results.json carries inline (schemaVersion 4). */
    public List<Double> finiteForkMeans() {
        return ForkMeans.finite(rawData);
    }

    /** The metric in the shape of a cell, so that the comparisons of cells apply to it unchanged. */
    public Cell asCell() {
        List<Double> flat = DoubleList.concat(rawData);
        if (flat == null) {
            flat = rawData.stream().flatMap(List::stream).toList(); // a null for the validator to name
        }
        return Cell.builder(score == null ? CellStatus.FAILED : CellStatus.OK).score(score).error(error).samples(flat)
                .forkSamples(rawData).message(score == null ? "no score" : null).build();
    }
}
