package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.SecondaryMetricNames;

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
 *   <li>each side has two forks or more: with one, "every fork agrees" is met by construction;</li>
 *   <li>every fork is settled: its iterations agree with each other ({@link #SETTLED_FACTOR}). An
 *       iteration that still carries start-up garbage (a fixture's setup, class loading; seen with no
 *       warm-up: 11 MB/op then 170 B/op) or a fork whose JIT changed its mind midway says nothing
 *       about steady allocation; with one fork a side, "every fork agrees" would not catch it.</li>
 * </ul>
 * A cell read from a results.json without per-fork figures counts its mean as its only fork.
 *
 * <p>{@code same} is earned, as for time, against bench.margin: every candidate fork lies within the
 * margin of every reference fork (a pair within {@link #MIN_BYTES} counts as equal: profiler noise).
 * The range of those pair ratios is stored ({@link AllocComparison#low()}, {@link AllocComparison#high()})
 * and bench.requireNoAllocRegression reads its upper end. A difference below the noise thresholds above
 * whose forks spread wider than the margin is {@code undecided}.
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

    /** With the default margin ({@link RatioEstimator#DEFAULT_MARGIN}). */
    public static AllocComparison compare(Cell reference, Cell candidate) {
        return compare(reference, candidate, RatioEstimator.DEFAULT_MARGIN);
    }

    /**
     * Null when neither cell has an allocation figure: there is nothing to say, and results.json leaves it out.
     *
     * @param margin bench.margin as a fraction: what {@code same} must be shown within
     */
    public static AllocComparison compare(Cell reference, Cell candidate, double margin) {
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
        List<Double> baseForks = forks(reference, base);
        List<Double> candForks = forks(candidate, cand);
        double[] range = pairRange(baseForks, candForks);
        Double low = range == null ? null : range[0];
        Double high = range == null ? null : range[1];
        Optional<String> unsettled = unsettled(reference, "reference").or(() -> unsettled(candidate, "candidate"));
        Optional<String> oneFork = oneFork(reference, "reference").or(() -> oneFork(candidate, "candidate"));
        if (unsettled.isEmpty() && oneFork.isPresent()) {
            return new AllocComparison(ratio, AllocVerdict.UNKNOWN, oneFork.get(), low, high);
        }
        if (Math.abs(difference) <= Math.max(MIN_RELATIVE * base, MIN_BYTES)) {
            if (unsettled.isPresent()) {
                return new AllocComparison(ratio, AllocVerdict.UNDECIDED, unsettled.get(), low, high);
            }
            if (range != null && within(range, margin)) {
                return new AllocComparison(ratio, AllocVerdict.SAME, null, low, high);
            }
            return new AllocComparison(ratio, AllocVerdict.UNDECIDED, String.format(Locale.ROOT,
                    "no difference shown, but the forks (reference %s, candidate %s bytes/op) spread beyond the"
                            + " +-%s margin (bench.margin)", range(baseForks), range(candForks), percent(margin)),
                    low, high);
        }
        boolean more = difference > 0;
        boolean forksAgree = more
                ? min(candForks) > max(baseForks)
                : max(candForks) < min(baseForks);
        if (ratio == null) {
            return AllocComparison.unknown(null, "the reference allocates nothing: no ratio");
        }
        if (unsettled.isPresent()) {
            return new AllocComparison(ratio, AllocVerdict.UNKNOWN, unsettled.get(), low, high);
        }
        if (forksAgree) {
            return new AllocComparison(ratio, more ? AllocVerdict.MORE : AllocVerdict.LESS, null, low, high);
        }
        if (range != null && within(range, margin)) {
            return new AllocComparison(ratio, AllocVerdict.SAME, null, low, high);
        }
        return new AllocComparison(ratio, AllocVerdict.UNKNOWN, String.format(Locale.ROOT,
                "the forks disagree (reference %s, candidate %s bytes/op): the JIT allocates differently from"
                        + " fork to fork", range(baseForks), range(candForks)), low, high);
    }

    /**
     * The smallest and largest ratio of a candidate fork to a reference fork, a pair within
     * {@link #MIN_BYTES} counting as 1; null when a reference fork allocates nothing while the paired
     * candidate fork allocates more than that (no ratio).
     */
    static double[] pairRange(List<Double> reference, List<Double> candidate) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (double b : reference) {
            for (double c : candidate) {
                double r;
                if (Math.abs(c - b) <= MIN_BYTES) {
                    r = 1;
                } else if (b > 0) {
                    r = c / b;
                } else {
                    return null;
                }
                low = Math.min(low, r);
                high = Math.max(high, r);
            }
        }
        return Double.isFinite(low) && Double.isFinite(high) ? new double[] {low, high} : null;
    }

    private static boolean within(double[] range, double margin) {
        return range[0] >= 1 / (1 + margin) && range[1] <= 1 + margin;
    }

    private static String percent(double fraction) {
        return java.math.BigDecimal.valueOf(fraction).movePointRight(2).stripTrailingZeros().toPlainString() + "%";
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

    /**
     * Why a side measured in one fork gives no verdict: whether escape analysis removes an allocation is
     * the JIT's choice per fork, and "every fork agrees" is trivially met by one (a pool's set-up garbage
     * in a dry run's single fork once read "0.0011x less"). A cell of an older file without per-fork
     * figures is not judged by this rule: its fork count is unknown.
     */
    private static Optional<String> oneFork(Cell cell, String side) {
        return cell.allocForks().size() == 1 ? Optional.of("1 fork on the " + side + " side: allocation is the"
                + " JIT's choice per fork, so one fork cannot show a difference or its absence; run 2 or more"
                + " (bench.forks)") : Optional.empty();
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
