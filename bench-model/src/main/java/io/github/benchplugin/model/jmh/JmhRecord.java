package io.github.benchplugin.model.jmh;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.RowKey;

import java.util.List;
import java.util.Map;

/**
 * One element of JMH's JSON result array, reduced to what the merged table needs.
 *
 * @param benchmark   fully qualified method name
 * @param mode        JMH short mode name
 * @param params      @Param values (strings), empty when none
 * @param unit        primary score unit
 * @param score       primary score
 * @param scoreError  half-width of JMH's confidence interval; null when JMH reports NaN
 * @param ciLow       JMH's scoreConfidence[0]; null when NaN
 * @param ciHigh      JMH's scoreConfidence[1]; null when NaN
 * @param forkSamples iteration scores grouped by fork (for sample mode: each iteration's mean
 *                    from its histogram)
 * @param allocBytesPerOp gc.alloc.rate.norm when the GC profiler ran; null otherwise
 * @param jmhVersion  JMH version that produced it
 * @param jdkVersion  java version of the measured JVM
 * @param vmName      VM name of the measured JVM
 * @param jvm         path of the java binary the forks used
 * @param allocForks  gc.alloc.rate.norm per fork (mean of its iterations); empty without the GC profiler
 * @param threads     JMH's "threads": the benchmark threads of the run (all threads of a @Group); null when absent
 * @param metrics     every secondary metric by normalised name, and the figures per operation derived
 *                    from them (see {@link SecondaryMetrics})
 */
public record JmhRecord(
        String benchmark,
        String mode,
        Map<String, String> params,
        String unit,
        double score,
        Double scoreError,
        Double ciLow,
        Double ciHigh,
        List<List<Double>> forkSamples,
        Double allocBytesPerOp,
        String jmhVersion,
        String jdkVersion,
        String vmName,
        String jvm,
        List<Double> allocForks,
        Integer threads,
        Map<String, Metric> metrics) {

    /** A record without the thread count and secondary metrics. */
    public JmhRecord(String benchmark, String mode, Map<String, String> params, String unit, double score,
                     Double scoreError, Double ciLow, Double ciHigh, List<List<Double>> forkSamples,
                     Double allocBytesPerOp, String jmhVersion, String jdkVersion, String vmName, String jvm,
                     List<Double> allocForks) {
        this(benchmark, mode, params, unit, score, scoreError, ciLow, ciHigh, forkSamples, allocBytesPerOp,
                jmhVersion, jdkVersion, vmName, jvm, allocForks, null, Map.of());
    }

    /** A record without per-fork allocation figures. */
    public JmhRecord(String benchmark, String mode, Map<String, String> params, String unit, double score,
                     Double scoreError, Double ciLow, Double ciHigh, List<List<Double>> forkSamples,
                     Double allocBytesPerOp, String jmhVersion, String jdkVersion, String vmName, String jvm) {
        this(benchmark, mode, params, unit, score, scoreError, ciLow, ciHigh, forkSamples, allocBytesPerOp,
                jmhVersion, jdkVersion, vmName, jvm, List.of());
    }

    public JmhRecord {
        allocForks = allocForks == null ? List.of() : List.copyOf(allocForks);
        metrics = metrics == null ? Map.of() : Map.copyOf(metrics);
    }

    public RowKey key() {
        return new RowKey(benchmark, mode, params);
    }

    /** The cell this record becomes in the merged table. */
    public Cell toCell() {
        List<Double> flat = forkSamples.stream().flatMap(List::stream).toList();
        if (Double.isNaN(score)) {
            return Cell.builder(CellStatus.FAILED).samples(flat).forkSamples(forkSamples)
                    .allocBytesPerOp(allocBytesPerOp).message("JMH reported no score (NaN)").allocForks(allocForks)
                    .threads(threads).metrics(metrics).build();
        }
        return Cell.builder(CellStatus.OK).score(score).error(scoreError).ciLow(ciLow).ciHigh(ciHigh).samples(flat)
                .forkSamples(forkSamples).allocBytesPerOp(allocBytesPerOp).allocForks(allocForks).threads(threads)
                .metrics(metrics).build();
    }
}
