package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One benchmark row measured on one runtime.
 *
 * @param status          ok, failed or skipped
 * @param score           JMH's score (mean over every iteration of every fork); null when not ok
 * @param error           half-width of JMH's 99.9% confidence interval; NaN-free (null when JMH had none)
 * @param ciLow           lower bound of JMH's score confidence interval; null when unknown
 * @param ciHigh          upper bound of JMH's score confidence interval; null when unknown
 * @param samples         every measured iteration of every fork, flattened in fork order
 * @param forkSamples     the same samples grouped by fork: the fork is the unit of replication
 * @param allocBytesPerOp gc.alloc.rate.norm in bytes per operation; null when not measured
 * @param message         why, when failed or skipped; null otherwise
 * @param allocForks      gc.alloc.rate.norm of each fork (its iterations' mean), in fork order; empty when
 *                        not measured or read from an older results.json. Bytes per operation barely vary
 *                        inside one fork, but can differ between forks (JIT decisions such as escape
 *                        analysis), so an allocation verdict asks every fork
 * @param threads         benchmark threads JMH ran (its JSON's "threads": for a @Group, all threads of the
 *                        group); null when unknown (an older results.json, a failed cell)
 * @param profilerFiles   files that bench.profilers wrote for this cell, relative to the output directory
 *                        (profiles/&lt;runtime&gt;/&lt;row&gt;/...); empty without profilers
 * @param metrics         every secondary metric JMH reported for the cell, by name (the GC profiler's
 *                        without the "\u00b7" prefix of JMH 1.36 and older), and the per-operation figures
 *                        derived from them; sorted by name, empty for files of schemaVersion 1
 * @param warmup          every iteration of every measured fork over time (warm-up included), each fork's
 *                        class and the time to steady state; null when not recorded (older files, failed
 *                        cells, runs without a host)
 * @param duet            bench.duet: the run's pairing id when this cell's forks ran at the same moment as the
 *                        other columns' cells of its row with the same id (fork k beside fork k, iteration i
 *                        started together with iteration i); null when measured alone (absent from results.json)
 * @param duetForks       bench.duet: for each fork of {@code forkSamples}, in that order, the rendezvous it measured
 *                        in (the barrier group both sides of a pair share, e.g. {@code r1-cell-3}), "" for a fork
 *                        measured alone; two cells are paired fork by fork on the forks of the groups they share.
 *                        Empty where the cell was not in a duet, or in files written before it (pairs by fork index)
 */
public record Cell(
        CellStatus status,
        Double score,
        Double error,
        Double ciLow,
        Double ciHigh,
        List<Double> samples,
        List<List<Double>> forkSamples,
        Double allocBytesPerOp,
        String message,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Double> allocForks,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer threads,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> profilerFiles,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Metric> metrics,
        @JsonInclude(JsonInclude.Include.NON_NULL) Warmup warmup,
        @JsonInclude(JsonInclude.Include.NON_NULL) String duet,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> duetForks) {

    public Cell {
        allocForks = allocForks == null ? List.of() : List.copyOf(allocForks);
        profilerFiles = profilerFiles == null ? List.of() : List.copyOf(profilerFiles);
        duetForks = duetForks == null ? List.of() : List.copyOf(duetForks);
        metrics = metrics == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(metrics));
        // Raw values kept as double[] (DoubleList): a large merge holds some 130 million of them.
        samples = samples == null ? List.of() : DoubleList.copyOf(samples);
        forkSamples = forkSamples == null ? List.of() : forkSamples.stream().map(DoubleList::copyOf).toList();
    }

    public static Cell failed(String message) {
        return builder(CellStatus.FAILED).message(message).build();
    }

    public static Cell skipped(String message) {
        return builder(CellStatus.SKIPPED).message(message).build();
    }

    /**
     * Each fork's mean score, in fork order (forks without samples left out): what the statistics compare.
     * results.json carries it inline (schemaVersion 4), beside the samples in results.raw.json.gz.
     * Empty when a mean is not a finite number (samples near the largest double overflow their sum): the
     * file holds finite numbers only, and the validator names such samples when the file is read back.
     */
    public List<Double> forkMeans() {
        return ForkMeans.finite(forkSamples);
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isOk() {
        return status == CellStatus.OK && score != null;
    }

    /**
     * The same cell with every time figure multiplied by {@code factor} (a unit conversion of the
     * score); allocation and the secondary metrics, which carry units of their own, are kept.
     */
    public Cell scaled(double factor) {
        return new Cell(status, times(score, factor), times(error, factor), times(ciLow, factor), times(ciHigh, factor),
                samples.stream().map(s -> s * factor).toList(),
                forkSamples.stream().map(f -> f.stream().map(s -> s * factor).toList()).toList(),
                allocBytesPerOp, message, allocForks, threads, profilerFiles, metrics,
                warmup == null ? null : warmup.scaled(factor), duet, duetForks);
    }

    /**
     * The same cell with its warm-up recorded, and its time to steady state as the metric
     * {@link SecondaryMetricNames#WARMUP_STEADY_AT} (compared between runtimes like the others).
     */
    public Cell withWarmup(Warmup newWarmup) {
        Map<String, Metric> newMetrics = new TreeMap<>(metrics);
        newMetrics.remove(SecondaryMetricNames.WARMUP_STEADY_AT);
        Metric steady = newWarmup == null ? null : newWarmup.asMetric();
        if (steady != null) {
            newMetrics.put(SecondaryMetricNames.WARMUP_STEADY_AT, steady);
        }
        return new Cell(status, score, error, ciLow, ciHigh, samples, forkSamples, allocBytesPerOp, message,
                allocForks, threads, profilerFiles, newMetrics, newWarmup, duet, duetForks);
    }

    /** The same cell with the files bench.profilers wrote for it (paths relative to the output directory). */
    public Cell withProfilerFiles(List<String> files) {
        return new Cell(status, score, error, ciLow, ciHigh, samples, forkSamples, allocBytesPerOp, message,
                allocForks, threads, files, metrics, warmup, duet, duetForks);
    }

    /** The same cell marked as measured in pairs under bench.duet with the run's pairing id (null: alone). */
    public Cell withDuet(String pairingId) {
        return withDuet(pairingId, duetForks);
    }

    /**
     * @param pairingId the run's pairing id, null when measured alone
     * @param forkGroups each fork's rendezvous, in fork order ("" for a fork measured alone): {@link #duetForks}
     */
    public Cell withDuet(String pairingId, List<String> forkGroups) {
        return new Cell(status, score, error, ciLow, ciHigh, samples, forkSamples, allocBytesPerOp, message,
                allocForks, threads, profilerFiles, metrics, warmup, pairingId, forkGroups);
    }

    /**
     * Whether this cell and {@code other} were measured side by side, at the same moments (bench.duet): the same
     * pairing id and, where both name their forks' rendezvous, at least one shared (bench.baseline's method,
     * or the baseline column of a run with more columns than CPU sets, meets each partner in its own).
     */
    public boolean pairedWith(Cell other) {
        if (other == null || duet == null || !duet.equals(other.duet)) {
            return false;
        }
        if (duetForks.isEmpty() || other.duetForks.isEmpty()) {
            return true; // written before the rendezvous were recorded: paired fork k with fork k
        }
        java.util.Set<String> mine = new java.util.HashSet<>(duetForks);
        mine.remove("");
        return other.duetForks.stream().anyMatch(mine::contains);
    }

    private static Double times(Double value, double factor) {
        return value == null ? null : value * factor;
    }

    /** Builds a {@link Cell} by name: a long positional list is too easy to get in the wrong order. */
    public static Builder builder(CellStatus status) {
        return new Builder().status(status);
    }

    /** Named setters for every component; what is not set is empty (null or no entries). */
    public static final class Builder {
        private CellStatus status;
        private Double score;
        private Double error;
        private Double ciLow;
        private Double ciHigh;
        private List<Double> samples;
        private List<List<Double>> forkSamples;
        private Double allocBytesPerOp;
        private String message;
        private List<Double> allocForks;
        private Integer threads;
        private List<String> profilerFiles;
        private Map<String, Metric> metrics;
        private Warmup warmup;
        private String duet;
        private List<String> duetForks;

        private Builder() {
        }

        public Builder status(CellStatus value) {
            status = value;
            return this;
        }

        public Builder score(Double value) {
            score = value;
            return this;
        }

        public Builder error(Double value) {
            error = value;
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

        public Builder samples(List<Double> value) {
            samples = value;
            return this;
        }

        public Builder forkSamples(List<List<Double>> value) {
            forkSamples = value;
            return this;
        }

        public Builder allocBytesPerOp(Double value) {
            allocBytesPerOp = value;
            return this;
        }

        public Builder message(String value) {
            message = value;
            return this;
        }

        public Builder allocForks(List<Double> value) {
            allocForks = value;
            return this;
        }

        public Builder threads(Integer value) {
            threads = value;
            return this;
        }

        public Builder profilerFiles(List<String> value) {
            profilerFiles = value;
            return this;
        }

        public Builder metrics(Map<String, Metric> value) {
            metrics = value;
            return this;
        }

        public Builder warmup(Warmup value) {
            warmup = value;
            return this;
        }

        public Builder duet(String value) {
            duet = value;
            return this;
        }

        public Builder duetForks(List<String> value) {
            duetForks = value;
            return this;
        }

        public Cell build() {
            return new Cell(status, score, error, ciLow, ciHigh, samples, forkSamples, allocBytesPerOp, message,
                    allocForks, threads, profilerFiles, metrics, warmup, duet, duetForks);
        }
    }
}
