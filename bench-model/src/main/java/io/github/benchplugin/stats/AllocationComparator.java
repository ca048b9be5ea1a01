package io.github.benchplugin.stats;

import io.github.benchplugin.model.AllocComparison;
import io.github.benchplugin.model.AllocVerdict;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Metric;
import io.github.benchplugin.model.SecondaryMetricNames;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Compares the bytes allocated per operation of two cells (gc.alloc.rate.norm).
 *
 * <p>Unlike time, allocation is nearly deterministic: the same code on the same JDK allocates the
 * same bytes per operation in every iteration, up to a few bytes of TLAB and profiler noise. What
 * varies is the JIT's choice per fork (escape analysis removes an allocation in one fork and not
 * in another). So no interval is needed, only two conditions:
 * <ul>
 *   <li>the difference of the means is larger than {@link #MIN_RELATIVE} of the reference AND
 *       larger than {@link #MIN_BYTES} (1% of 16 bytes is not a real object);</li>
 *   <li>every fork agrees: each candidate fork lies beyond every reference fork in that direction.
 *       Forks that disagree mean the JIT decides differently from fork to fork: the verdict is
 *       unknown, and more forks will not settle it.</li>
 *   <li>every fork is settled: its iterations agree with each other ({@link #SETTLED_FACTOR}). An
 *       iteration that still carries start-up garbage (a fixture's setup, class loading; seen with no
 *       warm-up: 11 MB/op then 170 B/op) or a fork whose JIT changed its mind midway says nothing
 *       about steady allocation; with one fork a side, "every fork agrees" would not catch it.</li>
 * </ul>
 * A cell read from a results.json without per-fork figures counts its mean as its only fork.
 */
public final class AllocationComparator {

    /** Smallest relative difference that is called more or less. */
    public static final double MIN_RELATIVE = 0.01;
    /** Smallest absolute difference, in bytes per operation, that is called more or less. */
    public static final double MIN_BYTES = 8;
    /**
     * Largest spread of one fork's iterations (largest over smallest, beyond {@link #MIN_BYTES})
     * for the fork to count as settled. Steady code allocates the same bytes in every iteration,
     * up to a few bytes of TLAB and profiler noise; 1.5x is far beyond that and far below the
     * start-up garbage it is there to catch.
     */
    static final double SETTLED_FACTOR = 1.5;

    private AllocationComparator() {
    }

    /** Null when neither cell has an allocation figure: there is nothing to say, and results.json leaves it out. */
    public static AllocComparison compare(Cell reference, Cell candidate) {
        Double base = bytes(reference);
        Double cand = bytes(candidate);
        if (base == null && cand == null) {
            return null;
        }
        if (base == null || cand == null) {
            return AllocComparison.unknown(null, (base == null ? "reference" : "candidate")
                    + " has no allocation figure (measured without -prof gc, or failed)");
        }
        Double ratio = ratio(base, cand);
        double difference = cand - base;
        if (Math.abs(difference) <= Math.max(MIN_RELATIVE * base, MIN_BYTES)) {
            return new AllocComparison(ratio, AllocVerdict.SAME, null);
        }
        List<Double> baseForks = forks(reference, base);
        List<Double> candForks = forks(candidate, cand);
        boolean more = difference > 0;
        boolean forksAgree = more
                ? min(candForks) > max(baseForks)
                : max(candForks) < min(baseForks);
        if (ratio == null) {
            return AllocComparison.unknown(null, "the reference allocates nothing: no ratio");
        }
        Optional<String> unsettled = unsettled(reference, "reference").or(() -> unsettled(candidate, "candidate"));
        if (unsettled.isPresent()) {
            return AllocComparison.unknown(ratio, unsettled.get());
        }
        if (!forksAgree) {
            return AllocComparison.unknown(ratio, String.format(Locale.ROOT,
                    "the forks disagree (reference %s, candidate %s bytes/op): the JIT allocates differently from"
                            + " fork to fork", range(baseForks), range(candForks)));
        }
        return new AllocComparison(ratio, more ? AllocVerdict.MORE : AllocVerdict.LESS, null);
    }

    private static Double ratio(double base, double cand) {
        if (base > 0) {
            return cand / base;
        }
        return cand == 0 ? Double.valueOf(1.0) : null;
    }

    /** Bytes per operation, or null when unknown; a negative figure (a hand-edited file) is no figure. */
    private static Double bytes(Cell cell) {
        if (cell == null || !cell.isOk() || cell.allocBytesPerOp() == null || !Double.isFinite(cell.allocBytesPerOp())
                || cell.allocBytesPerOp() < 0) {
            return null;
        }
        return cell.allocBytesPerOp();
    }

    /** Why a fork of the cell is not settled (its iterations' bytes per operation disagree), if one is not. */
    private static Optional<String> unsettled(Cell cell, String side) {
        Metric norm = cell.metrics().get(SecondaryMetricNames.ALLOC_NORM);
        if (norm == null) {
            return Optional.empty();
        }
        for (List<Double> iterations : norm.rawData()) {
            List<Double> finite = iterations.stream().filter(v -> v != null && Double.isFinite(v)).toList();
            if (finite.size() < 2) {
                continue;
            }
            double low = min(finite);
            double high = max(finite);
            if (high - low > MIN_BYTES && high > SETTLED_FACTOR * low) {
                return Optional.of(String.format(Locale.ROOT, "the %s's allocation is still changing within a fork"
                        + " (iterations from %.1f to %.1f bytes/op: start-up garbage or a JIT change); give it"
                        + " warm-up iterations (bench.warmupIterations)", side, low, high));
            }
        }
        return Optional.empty();
    }

    private static List<Double> forks(Cell cell, double mean) {
        List<Double> forks = cell.allocForks().stream().filter(Double::isFinite).toList();
        return forks.isEmpty() ? List.of(mean) : forks;
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    private static String range(List<Double> forks) {
        return forks.size() == 1 ? String.format(Locale.ROOT, "%.1f", forks.get(0))
                : String.format(Locale.ROOT, "%.1f..%.1f", min(forks), max(forks));
    }
}
