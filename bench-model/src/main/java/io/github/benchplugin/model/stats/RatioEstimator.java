package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.DoubleList;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Equivalence;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Pairing;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Compares one cell with another: ratio of scores, its confidence interval and a verdict.
 *
 * <p>Method (docs/statistics.md explains the choices):
 * <ul>
 *   <li>ratio = candidate score / baseline score, as the table shows it;</li>
 *   <li>unit of replication = the JMH fork: each fork's mean iteration score is one observation;</li>
 *   <li>interval = Welch t-interval on the log fork means, centred on log(ratio), at
 *       {@link #CONFIDENCE}, exponentiated back to a ratio interval;</li>
 *   <li>verdict faster/slower only when the interval excludes 1 and the ratio lies outside
 *       [1/(1+e), 1+e], e the minimum effect (the larger of {@link #MIN_EFFECT} and the margin);</li>
 *   <li>verdict same only when the whole (1 - 2a) interval (two one-sided tests at level a,
 *       {@link #EQUIVALENCE_ALPHA} for the fixed rule) lies inside [1/(1+m), 1+m], m = bench.margin
 *       ({@link #DEFAULT_MARGIN}); undecided otherwise;</li>
 *   <li>fewer than {@link #MIN_FORKS} forks on a side: the ratio without an interval, the verdict is
 *       unknown ({@link #hasForksForInterval}).</li>
 * </ul>
 * Every number returned is finite or null.
 */
public final class RatioEstimator {

    /**
     * Per-comparison confidence level. A merged table holds many comparisons (rows x runtimes),
     * so 95% would flag about one in twenty A/A comparisons; 99% keeps that to about one in a
     * hundred before the minimum effect below removes most of the rest. A stricter family-wise
     * correction (Bonferroni over the table) would make a real 10% difference invisible with
     * the usual 3-5 forks.
     */
    public static final double CONFIDENCE = 0.99;

    /**
     * Smallest relative difference called faster or slower. The forks of one runtime all run
     * before those of the next, so slow drifts of the machine (temperature, background load)
     * land on one side only and the fork-to-fork spread cannot see them; differences of a few
     * percent between two runs of the very same JDK are common. 3% is above that drift and
     * well below the 10% differences users care about.
     */
    public static final double MIN_EFFECT = 0.03;

    /** bench.margin when not set: {@code same} needs the equivalence interval inside [1/1.03, 1.03]. */
    public static final double DEFAULT_MARGIN = 0.03;

    /**
     * One-sided error rate a of each of the two one-sided tests behind {@code same} (TOST) in a
     * fixed-size run: the (1 - 2a) = 90% interval must lie within the margin. A true difference just
     * at the margin is called {@code same} at most 5% of the time, one further out less often; the
     * bioequivalence convention. Under bench.targetError the rate is split over the looks
     * ({@link PrecisionTarget}).
     */
    public static final double EQUIVALENCE_ALPHA = 0.05;

    /** Forks needed on each side before any interval or verdict is given. */
    public static final int MIN_FORKS = 2;

    /** Forks we advise: with 2 the interval is honest but very wide (1 degree of freedom per side). */
    public static final int RECOMMENDED_FORKS = 3;

    /** The note of a comparison between an unisolated and an isolated measurement. */
    public static final String ISOLATION_MISMATCH = "unisolated vs isolated: not comparable";

    private final double confidence;
    /** One-sided level of each test of the equivalence (TOST) part: its interval is 1 - 2a. */
    private final double equivalenceAlpha;
    /** bench.margin as a fraction. */
    private final double margin;
    /** Said in every note after the method, e.g. why the level is not the usual one; "" for none. */
    private final String levelReason;

    /** The fixed-size rule: {@link #CONFIDENCE} per comparison. */
    public RatioEstimator() {
        this(CONFIDENCE, "");
    }

    /**
     * A stricter level for a table whose rows were looked at repeatedly (bench.targetError):
     * see {@link PrecisionTarget}.
     *
     * @param confidence  two-sided level of the interval, in (0, 1)
     * @param levelReason why this level, appended to the note ("Bonferroni over 8 looks"); "" for none
     */
    public RatioEstimator(double confidence, String levelReason) {
        this(confidence, EQUIVALENCE_ALPHA, DEFAULT_MARGIN, levelReason);
    }

    /**
     * @param confidence       two-sided level of the interval behind faster/slower, in (0, 1)
     * @param equivalenceAlpha one-sided level a of the two tests behind same, in (0, 0.5): interval 1 - 2a
     * @param margin           bench.margin as a fraction, greater than 0
     * @param levelReason      why this level, appended to the note; "" for none
     */
    public RatioEstimator(double confidence, double equivalenceAlpha, double margin, String levelReason) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must lie strictly between 0 and 1, not " + confidence);
        }
        if (!(equivalenceAlpha > 0 && equivalenceAlpha < 0.5)) {
            throw new IllegalArgumentException("the equivalence level must lie strictly between 0 and 0.5, not "
                    + equivalenceAlpha);
        }
        if (!(margin > 0) || !Double.isFinite(margin)) {
            throw new IllegalArgumentException("the margin must be greater than 0, not " + margin);
        }
        this.confidence = confidence;
        this.equivalenceAlpha = equivalenceAlpha;
        this.margin = margin;
        this.levelReason = levelReason == null ? "" : levelReason;
    }

    /** The same rule with another bench.margin. */
    public RatioEstimator withMargin(double newMargin) {
        return new RatioEstimator(confidence, equivalenceAlpha, newMargin, levelReason);
    }

    /** The two-sided level of the intervals this estimator gives. */
    public double confidence() {
        return confidence;
    }

    /** bench.margin as a fraction. */
    public double margin() {
        return margin;
    }

    /** One-sided level a of the equivalence tests; their interval has level 1 - 2a. */
    public double equivalenceAlpha() {
        return equivalenceAlpha;
    }

    /** The smallest difference called faster or slower: {@link #MIN_EFFECT}, or the margin when larger. */
    public double minimumEffect() {
        return Math.max(MIN_EFFECT, margin);
    }

    /**
     * Like {@link #compare(Cell, Cell, Mode, String)} for cells measured on two runtimes (two
     * columns, or a column now and in an earlier run): when exactly one side ran unisolated, the
     * ratio is shown but the verdict is unknown, since a different measurement setup says nothing
     * about the code or the JDK.
     */
    public Comparison compare(Cell baseline, RuntimeInfo baselineRuntime, Cell candidate, RuntimeInfo candidateRuntime,
                              Mode mode, String against) {
        Comparison c = compare(baseline, candidate, mode, against);
        if (baselineRuntime.isolated() != candidateRuntime.isolated()) {
            return c.withheld(ISOLATION_MISMATCH);
        }
        return c;
    }

    /**
     * Time, and when measured, allocation ({@link AllocationComparator}) and the per-operation
     * secondary metrics ({@link #compareMetrics}) of candidate against baseline: from their fork pairs
     * where the two were measured side by side (bench.duet, {@link Cell#pairedWith}), else Welch's.
     */
    public Comparison compare(Cell baseline, Cell candidate, Mode mode, String against) {
        boolean duet = baseline != null && baseline.pairedWith(candidate);
        return compareTime(baseline, candidate, mode, against, duet)
                .withAlloc(AllocationComparator.compare(baseline, candidate, margin))
                .withMetrics(compareMetrics(baseline, candidate)).withPairing(duet ? Pairing.DUET : Pairing.SEQUENTIAL);
    }

    /**
     * Every compared metric ({@link SecondaryMetricNames#compared}: those per operation, except bytes per
     * operation, which {@link AllocationComparator} judges, and the time to steady state) both cells
     * have. Empty when either cell is missing or not ok.
     */
    public Map<String, MetricComparison> compareMetrics(Cell baseline, Cell candidate) {
        if (baseline == null || candidate == null || !baseline.isOk() || !candidate.isOk()) {
            return Map.of();
        }
        Map<String, MetricComparison> result = new TreeMap<>();
        candidate.metrics().forEach((name, metric) -> {
            Metric reference = baseline.metrics().get(name);
            if (reference != null && SecondaryMetricNames.compared(name, metric)) {
                result.put(name, compareMetric(reference, metric));
            }
        });
        return result;
    }

    /**
     * One secondary metric: the interval and rule of the time ratio, the fork being the unit of
     * replication, read as a quantity (a larger figure is "more") rather than a speed.
     */
    public MetricComparison compareMetric(Metric baseline, Metric candidate) {
        if (countsNone(baseline) && countsNone(candidate)) {
            // A count that stayed 0 in every iteration on both sides (no old collection, no contention) is
            // exactly equal, not unknown for want of a ratio: like allocation's equal forks.
            return BOTH_NONE;
        }
        if (countsNone(baseline)) {
            return MetricComparison.unknown(null, "the reference has none (0 in every iteration): no ratio");
        }
        // AVERAGE_TIME: a larger figure reads as "slower", which for a quantity means "more".
        Comparison c = compareTime(baseline.asCell(), candidate.asCell(), Mode.AVERAGE_TIME, "", false);
        AllocVerdict verdict = switch (c.verdict()) {
            case SLOWER -> AllocVerdict.MORE;
            case FASTER -> AllocVerdict.LESS;
            case SAME -> AllocVerdict.SAME;
            case UNDECIDED -> AllocVerdict.UNDECIDED;
            case UNKNOWN -> AllocVerdict.UNKNOWN;
        };
        return new MetricComparison(c.ratio(), c.ciLow(), c.ciHigh(), verdict, c.pValue(), c.note(), c.equivalence());
    }

    /**
     * The comparison of two metrics that stayed 0 throughout: one immutable instance for all, since a
     * 10,000-row merge has some 200,000 of them (most of a default-preset cell's counters).
     */
    private static final MetricComparison BOTH_NONE =
            new MetricComparison(1.0, 1.0, 1.0, AllocVerdict.SAME, null, "0 in every iteration on both sides");

    /** Every iteration of every fork 0, and at least one iteration. */
    private static boolean countsNone(Metric metric) {
        boolean any = false;
        for (List<Double> fork : metric.rawData()) {
            if (fork instanceof DoubleList compact) {
                if (!compact.isEmpty() && !compact.allZero()) {
                    return false;
                }
                any |= !compact.isEmpty();
                continue;
            }
            for (Double v : fork) {
                if (v == null || v != 0) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    /** @param duet whether the two cells were measured side by side (bench.duet): the interval then comes from their fork pairs */
    private Comparison compareTime(Cell baseline, Cell candidate, Mode mode, String against, boolean duet) {
        String unusable = unusable(baseline, "baseline");
        if (unusable == null) {
            unusable = unusable(candidate, "candidate");
        }
        if (unusable != null) {
            return Comparison.unknown(against, null, unusable);
        }
        double base = baseline.score();
        double cand = candidate.score();
        double ratio = cand / base;
        if (!Double.isFinite(ratio)) {
            return Comparison.unknown(against, null, "ratio is not a finite number");
        }
        if (cand == 0) {
            return Comparison.unknown(against, ratio, "candidate score is 0: no interval on a ratio of 0");
        }
        return duet ? withPairedInterval(baseline, candidate, mode, against, ratio)
                : withInterval(baseline, candidate, mode, against, ratio);
    }

    /**
     * bench.duet: the ratio and its interval from the fork pairs' mean log-ratios ({@link PairedLogRatios}), a
     * one-sample t across pairs centred on their mean, then the same verdict rule, margin and forks advice as
     * two-sample. The ratio is the pairs' geometric mean, not the two cells' score ratio: each cell's score may
     * take stretches its partner did not share (under bench.warmup=auto each side finds its own steady part, and
     * a side may have forks beside other partners), and only the shared moments cancel the load both met. The
     * noise figure is the pairs' spread over the square root of 2, the per-side spread that would give the same
     * interval without pairing, so that {@link ForksNeeded} reads it as it reads Welch's.
     */
    private Comparison withPairedInterval(Cell baseline, Cell candidate, Mode mode, String against, double cellRatio) {
        PairedLogRatios pairs = PairedLogRatios.of(baseline, candidate);
        boolean subset = pairs.subset();
        double ratio = pairs.pairs() > 0 ? Math.exp(pairs.summary().mean()) : cellRatio;
        if (pairs.pairs() < MIN_FORKS) {
            return Comparison.unknown(against, ratio, (pairs.pairs() == 0 ? "no fork pair" : "only 1 fork pair")
                    + " with positive samples on both sides: no interval; " + forkAdvice());
        }
        LogSummary summary = pairs.summary();
        WelchInterval interval = WelchInterval.paired(Math.log(ratio), summary, confidence);
        WelchInterval tost = WelchInterval.paired(Math.log(ratio), summary, 1 - 2 * equivalenceAlpha);
        Double low = finiteOrNull(interval.ratioLow());
        Double high = finiteOrNull(interval.ratioHigh());
        if (low == null || high == null || !Double.isFinite(tost.ratioLow()) || !Double.isFinite(tost.ratioHigh())) {
            return Comparison.unknown(against, ratio, "interval too wide to compute; " + forkAdvice());
        }
        Equivalence equivalence = new Equivalence(tost.ratioLow(), tost.ratioHigh(), 1 - 2 * equivalenceAlpha, margin,
                finiteOrNull(Math.sqrt(summary.variance() / 2)), pairs.pairs());
        Verdict verdict = verdict(interval, equivalence, mode);
        String method = String.format(Locale.ROOT, "bench.duet: paired t on the log-ratios of %d fork pairs"
                        + " (%d matched iteration by iteration)%s, %s%% interval%s", pairs.pairs(), pairs.byIteration(),
                subset ? ", the ratio from the paired forks alone (a side's score is from all its forks)"
                        : ", the ratio is their geometric mean",
                percent(confidence), levelReason.isEmpty() ? "" : " (" + levelReason + ")");
        return Comparison.builder(against).ratio(ratio).ciLow(low).ciHigh(high).verdict(verdict)
                .pValue(finiteOrNull(interval.pValue())).note(note(method, interval, equivalence, verdict))
                .equivalence(equivalence).build();
    }

    private Comparison withInterval(Cell baseline, Cell candidate, Mode mode, String against, double ratio) {
        ReplicationUnits b = ReplicationUnits.of(baseline);
        ReplicationUnits c = ReplicationUnits.of(candidate);
        boolean byFork = b.byFork() && c.byFork();
        if (!byFork) {
            // Both sides on the same footing: iterations, even where one side had forks.
            b = iterationsOf(baseline, b);
            c = iterationsOf(candidate, c);
        }
        if (b.size() < 2 || c.size() < 2) {
            String side = b.size() < 2 ? "baseline" : "candidate";
            String count = (b.size() < 2 ? b.size() : c.size()) == 0 ? "no samples" : "only 1 sample";
            return Comparison.unknown(against, ratio, count + " on the " + side + " side: no interval; "
                    + forkAdvice());
        }
        if (!byFork) {
            // Iterations of one JVM share its JIT decisions and memory layout: an interval from them
            // misses the fork-to-fork variation, and with the 2 or 3 iterations of bench.job=dry or
            // short its t quantile (1 or 2 degrees of freedom) spans orders of magnitude: results.csv
            // once read [1.37e-27, 2.07e28] where the tables, rightly, print "±?".
            int forks = Math.min(b.forkCount(), c.forkCount());
            return Comparison.unknown(against, ratio, forks + " fork: the fork-to-fork variation is unknown, so the"
                    + " ratio has no interval; " + forkAdvice());
        }
        if (!b.allPositive() || !c.allPositive()) {
            return Comparison.unknown(against, ratio,
                    "samples include zero or negative values: no interval on the ratio scale");
        }
        LogSummary bs = b.logSummary();
        LogSummary cs = c.logSummary();
        WelchInterval interval = WelchInterval.of(Math.log(ratio), bs, cs, confidence);
        WelchInterval tost = WelchInterval.of(Math.log(ratio), bs, cs, 1 - 2 * equivalenceAlpha);
        Double low = finiteOrNull(interval.ratioLow());
        Double high = finiteOrNull(interval.ratioHigh());
        Double p = finiteOrNull(interval.pValue());
        if (low == null || high == null || !Double.isFinite(tost.ratioLow()) || !Double.isFinite(tost.ratioHigh())) {
            return Comparison.unknown(against, ratio, "interval too wide to compute; " + forkAdvice());
        }
        double noise = Math.sqrt((bs.variance() + cs.variance()) / 2);
        Equivalence equivalence = new Equivalence(tost.ratioLow(), tost.ratioHigh(), 1 - 2 * equivalenceAlpha, margin,
                finiteOrNull(noise), Math.min(b.size(), c.size()));
        Verdict verdict = verdict(interval, equivalence, mode);
        return Comparison.builder(against).ratio(ratio).ciLow(low).ciHigh(high).verdict(verdict)
                .pValue(p).note(note(interval, equivalence, verdict, b.size(), c.size())).equivalence(equivalence).build();
    }

    /**
     * The rule, on an interval already computed: faster/slower when the interval excludes 1 and the
     * ratio is past the minimum effect; same when the whole equivalence interval lies within the
     * margin; undecided otherwise. The two cannot both hold: the ratio lies inside the equivalence
     * interval, and the margin is never larger than the minimum effect.
     */
    Verdict verdict(WelchInterval interval, Equivalence equivalence, Mode mode) {
        double logRatio = interval.logRatio();
        if (interval.excludesOne() && Math.abs(logRatio) > Math.log1p(minimumEffect())) {
            boolean larger = logRatio > 0;
            return larger == mode.higherIsBetter() ? Verdict.FASTER : Verdict.SLOWER;
        }
        return equivalence.within(margin) ? Verdict.SAME : Verdict.UNDECIDED;
    }

    private String note(WelchInterval interval, Equivalence equivalence, Verdict verdict, int baseForks, int candForks) {
        String method = String.format(Locale.ROOT, "Welch t on log fork means (%d vs %d forks), %s%% interval%s",
                baseForks, candForks, percent(confidence), levelReason.isEmpty() ? "" : " (" + levelReason + ")");
        return note(method, interval, equivalence, verdict);
    }

    private String note(String method, WelchInterval interval, Equivalence equivalence, Verdict verdict) {
        if (interval.halfWidth() == 0) {
            return method + "; no spread on either side, the ratio is exact";
        }
        String tost = String.format(Locale.ROOT, "%s%% equivalence interval [%.4g-%.4g]", percent(equivalence.level()),
                equivalence.low(), equivalence.high());
        if (verdict == Verdict.SAME) {
            return method + "; same: the " + tost + " lies within the +-" + percent(margin) + "% margin (bench.margin)";
        }
        if (verdict != Verdict.UNDECIDED) {
            return method;
        }
        String why = interval.excludesOne()
                ? String.format(Locale.ROOT, "the difference is significant but below the %s%% minimum effect",
                        percent(minimumEffect()))
                : "no significant difference";
        return method + "; undecided: " + why + ", and the " + tost + " reaches past the +-" + percent(margin)
                + "% margin: it excludes only differences beyond +-" + percent(Math.ceil(equivalence.excludedBeyond() * 1000) / 1000)
                + "%" + forksToDecide(interval.logRatio(), equivalence).map(f -> "; " + f + " would likely decide it at the"
                + String.format(Locale.ROOT, " observed %.2g%% fork-to-fork noise", equivalence.forkNoise() * 100)
                + " (bench.forks)" + duetAdvice(equivalence, method.startsWith("bench.duet"))).orElse("");
    }

    /**
     * Fork-to-fork noise above which a sequential comparison's advice also names bench.duet: on a quiet
     * machine forks differ by 1-3%; the 5.9-23% seen on a busy 2-core VM (docs/measurements.md) is load
     * from outside, which measuring both sides at the same moment cancels and more forks only average.
     */
    public static final double HIGH_FORK_NOISE = 0.05;

    /** "; or bench.duet=true ..." where a sequential comparison met high fork-to-fork noise; "" otherwise. */
    public static String duetAdvice(Equivalence equivalence, boolean duet) {
        if (duet || equivalence == null || equivalence.forkNoise() == null
                || !(equivalence.forkNoise() > HIGH_FORK_NOISE)) {
            return "";
        }
        return "; or bench.duet=true, which measures both sides at the same moment so that the load they meet cancels";
    }

    /**
     * For an undecided comparison: the forks per side that would likely decide it, if the true ratio were
     * the one observed ({@link ForksNeeded}): towards same when the ratio is inside the margin, towards
     * faster/slower when it is past the minimum effect; empty between the two (a difference between the
     * margin and the minimum effect is never decided) or without a noise figure.
     */
    public java.util.Optional<String> forksToDecide(double logRatio, Equivalence equivalence) {
        return forksPerSideToDecide(logRatio, equivalence).map(ForksNeeded::describe);
    }

    /**
     * The same as a number: empty without an estimate (no noise figure, or a ratio between the
     * margin and the minimum effect); an empty count inside when more than {@link ForksNeeded#LIMIT}.
     */
    public java.util.Optional<java.util.OptionalInt> forksPerSideToDecide(double logRatio, Equivalence equivalence) {
        if (equivalence == null || equivalence.forkNoise() == null) {
            return java.util.Optional.empty();
        }
        double d = Math.abs(logRatio);
        if (d < Math.log1p(margin)) {
            return java.util.Optional.of(
                    ForksNeeded.perSide(equivalence.forkNoise(), Math.log1p(margin) - d, equivalenceAlpha));
        }
        if (d > Math.log1p(minimumEffect())) {
            return java.util.Optional.of(ForksNeeded.perSide(equivalence.forkNoise(), d, (1 - confidence) / 2));
        }
        return java.util.Optional.empty();
    }

    /**
     * Whether a cell has the forks an interval on its ratios needs: at least {@link #MIN_FORKS} with a
     * finite sample. The one rule for "no interval from too few forks": this estimator gives none
     * then, and the reports apply it to the cells of results.json files written before it did.
     */
    public static boolean hasForksForInterval(Cell cell) {
        return ForkSamples.of(cell).count() >= MIN_FORKS;
    }

    /** Why a cell cannot be compared, or null when it can. */
    private static String unusable(Cell cell, String side) {
        if (cell == null) {
            return "no " + side + " result";
        }
        if (cell.status() != CellStatus.OK) {
            String why = cell.message() == null ? "" : ": " + cell.message();
            return side + " " + cell.status().json() + why;
        }
        Double score = cell.score();
        if (score == null || !Double.isFinite(score)) {
            return side + " has no finite score";
        }
        if (score < 0 || (score == 0 && side.equals("baseline"))) {
            return side + " score is " + score + ": no ratio";
        }
        return null;
    }

    private static ReplicationUnits iterationsOf(Cell cell, ReplicationUnits units) {
        if (!units.byFork()) {
            return units;
        }
        return new ReplicationUnits(ForkSamples.of(cell).pooled(), false, units.forkCount());
    }

    /** 99 -> "99", 0.99375 -> "99.375": as many digits as the level has, no trailing zeros. */
    private static String percent(double level) {
        // A handful of levels and margins, asked for in every note of a 10,000-row table's 120,000 comparisons.
        return PERCENTS.computeIfAbsent(level, l -> java.math.BigDecimal.valueOf(l * 100)
                .round(new java.math.MathContext(6)).stripTrailingZeros().toPlainString());
    }

    private static final java.util.Map<Double, String> PERCENTS = new java.util.concurrent.ConcurrentHashMap<>();

    static String forkAdvice() {
        return "use >= " + RECOMMENDED_FORKS + " forks (bench.forks)";
    }

    private static Double finiteOrNull(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
