package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * bench.warmup=auto: a cell's score from the steady iterations of each fork only. Each fork ran
 * without JMH warm-up, so its measured iterations are its recorded ones; the cut drops those
 * before the fork's steady state, and the score, JMH's error and interval are recomputed the way
 * JMH computes them (mean of every kept iteration; 99.9% t interval), and the secondary metrics
 * (bytes per operation, collections, counters) are cut to the same iterations ({@link SteadyMetrics}).
 * Only the forks that settled are scored ({@link SettledForks}; issue 50): the others stay in the cell's
 * warm-up record, marked, and are named by UNSTEADY_FORKS. Where no fork settled, every fork is scored as
 * before, a fork without a steady state from its second half (as a fixed warm-up of half the fork would),
 * and the cell is NOT_CONVERGED; a fork too short to classify keeps every iteration.
 */
public final class SteadyPart {

    private SteadyPart() {
    }

    /**
     * The cell scored from its steady parts; unchanged when it is not ok, has no warm-up record, or
     * its record does not line up with its measured forks (one record per fork, every iteration of
     * it measured), since the cut would then fall in the wrong place.
     */
    public static Cell of(Cell cell) {
        if (!linesUp(cell)) {
            return cell;
        }
        Warmup warmup = cell.warmup();
        List<List<Double>> kept = new ArrayList<>();
        List<Integer> firstKept = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        List<Boolean> scored = new ArrayList<>();
        for (int f = 0; f < warmup.forks().size(); f++) {
            WarmupFork fork = warmup.forks().get(f);
            List<Double> measured = cell.forkSamples().get(f);
            firstKept.add(firstKept(fork, measured.size()));
            sizes.add(measured.size());
            // The forks that settled (SettledForks), or every fork where none did: a cell is never scored from no
            // fork; it is then NOT_CONVERGED, its score no steady state's.
            scored.add(warmup.scores(fork));
            if (scored.get(f)) {
                kept.add(measured.subList(firstKept.get(f), measured.size()));
            }
        }
        List<Double> flat = kept.stream().flatMap(List::stream).toList();
        double mean = flat.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        Double error = SteadyMetrics.averageError(flat);
        Map<String, Metric> metrics = SteadyMetrics.cut(cell.metrics(), firstKept, sizes, scored);
        Metric alloc = metrics.get(SecondaryMetricNames.ALLOC_NORM);
        boolean allocCut = alloc != null && alloc != cell.metrics().get(SecondaryMetricNames.ALLOC_NORM);
        return Cell.builder(cell.status()).score(mean).error(error)
                .ciLow(error == null ? null : mean - error).ciHigh(error == null ? null : mean + error)
                .samples(flat).forkSamples(kept).message(cell.message())
                .allocBytesPerOp(allocCut ? alloc.score() : cell.allocBytesPerOp())
                .allocForks(allocCut ? alloc.forkMeans() : scoredOnly(cell.allocForks(), scored))
                .threads(cell.threads()).profilerFiles(cell.profilerFiles()).metrics(metrics).build()
                .withWarmup(new Warmup(warmup.steadyAtSeconds(), warmup.steadyAtMinSeconds(),
                        warmup.steadyAtMaxSeconds(), warmup.forks(), true, warmup.probeOnsetSeconds()));
    }

    /**
     * Whether the cell can be cut: ok, with a warm-up record of one fork per measured fork, each run without JMH
     * warm-up and recorded iteration for iteration (a row that keeps a fixed warm-up under bench.warmup=auto
     * does not, nor a record that lost a fork). Only such a cell has its forks judged ({@link SettledForks}).
     */
    public static boolean linesUp(Cell cell) {
        Warmup warmup = cell.warmup();
        if (!cell.isOk() || warmup == null || warmup.forks().size() != cell.forkSamples().size()) {
            return false;
        }
        for (int f = 0; f < warmup.forks().size(); f++) {
            WarmupFork fork = warmup.forks().get(f);
            if (fork.warmupIterations() != 0 || fork.iterations().size() != cell.forkSamples().get(f).size()) {
                return false;
            }
        }
        return true;
    }

    /** Per-fork values of the forks scored; as they are where they do not line up with the forks. */
    private static List<Double> scoredOnly(List<Double> perFork, List<Boolean> scored) {
        if (perFork == null || perFork.size() != scored.size()) {
            return perFork;
        }
        List<Double> kept = new ArrayList<>();
        for (int f = 0; f < perFork.size(); f++) {
            if (scored.get(f)) {
                kept.add(perFork.get(f));
            }
        }
        return kept;
    }

    /** Index of the first iteration scored: the steady start, half the fork without one, 0 unclassified. */
    static int firstKept(WarmupFork fork, int size) {
        if (fork.kind() == null) {
            return 0;
        }
        if (fork.kind() == WarmupClass.NONE || fork.steadyFrom() == null) {
            return size / 2;
        }
        return Math.min(fork.steadyFrom(), size - 1);
    }
}
