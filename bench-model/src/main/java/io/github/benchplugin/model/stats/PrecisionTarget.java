package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.error.UserInputException;

import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * bench.targetError: decides after each interleaved round (a "look") whether a row needs
 * another one. A row is settled when every comparison it takes part in ({@link SteeringComparisons}:
 * against the baseline runtime, the first profile, the bench.baseline method, the bench.compareTo
 * run) has an interval no wider than the target, or a verdict, or an interval inside the
 * minimum-effect band, or cannot get better by measuring more (a failed cell, unisolated vs
 * isolated).
 *
 * <p>Looking again and again until something is significant is the classic way to find
 * differences that are not there. The rule here is a Bonferroni split of the overall error
 * rate over a fixed maximum number of looks: every look uses the same interval, at level
 * {@code 1 - alpha/(maxLooks x families)}, where alpha is {@link #OVERALL_ALPHA} and families the
 * comparison families the run steers by ({@link Steering#count()}), never looser than the fixed
 * rule's {@link RatioEstimator#CONFIDENCE}. By the union bound the chance that any interval a row
 * steered by, at any look, misses its true ratio is at most alpha, whatever rule decides when to
 * stop; so the intervals the table finally shows cover the true ratios with at least that
 * probability, and an A/A pair is called faster or slower at most that often.
 * Because every look has the same level, one {@link #estimator()} serves the whole final
 * table, whichever look each row stopped at. docs/statistics.md has the reasoning and the
 * simulated rates.
 */
public final class PrecisionTarget {

    /** Forks each side must have before the first look: with 2, one degree of freedom is a guess. */
    public static final int MIN_FORKS = 3;

    /** Overall chance of a false faster/slower (or an interval missing the truth) over all looks. */
    public static final double OVERALL_ALPHA = 0.05;

    /** Looks a run plans for when the caller has no better figure: 3 forks, then up to 10. */
    public static final int DEFAULT_MAX_LOOKS = 8;

    /** More looks than this spread alpha so thin that no interval would ever be useful. */
    public static final int MAX_LOOKS_LIMIT = 100;

    private static final Pattern PERCENT = Pattern.compile("\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*(%?)\\s*");
    private final double target;
    private final int maxLooks;
    /** Comparison families sharing the error rate with the looks: {@link Steering#count()}. */
    private final int families;
    private final boolean compareProfiles;
    /** bench.margin: what {@code same} must be shown within. */
    private final double margin;
    private final RatioEstimator estimator;

    private PrecisionTarget(double target, int maxLooks, int families, boolean compareProfiles) {
        this(target, maxLooks, families, compareProfiles, RatioEstimator.DEFAULT_MARGIN);
    }

    private PrecisionTarget(double target, int maxLooks, int families, boolean compareProfiles, double margin) {
        this.target = target;
        this.maxLooks = maxLooks;
        this.families = families;
        this.compareProfiles = compareProfiles;
        this.margin = margin;
        this.estimator = new RatioEstimator(1 - perLookAlpha(maxLooks * families),
                perLookEquivalenceAlpha(maxLooks * families), margin, "bench.targetError: " + rule());
    }

    /** The same target judging {@code same} against another bench.margin (a fraction, 0.03). */
    public PrecisionTarget withMargin(double newMargin) {
        return new PrecisionTarget(target, maxLooks, families, compareProfiles, newMargin);
    }

    /**
     * @param target   largest relative half-width of a ratio interval that counts as precise (0.02 for 2%)
     * @param maxLooks the most looks the run will take (the first after {@link #MIN_FORKS} forks)
     * @throws IllegalArgumentException naming the bad value and what is allowed
     */
    public static PrecisionTarget of(double target, int maxLooks) {
        if (!(target > 0 && target < 1)) {
            throw new IllegalArgumentException("a precision target must lie between 0% and 100%, not " + target);
        }
        if (maxLooks < 1 || maxLooks > MAX_LOOKS_LIMIT) {
            throw new IllegalArgumentException("the number of looks must be between 1 and " + MAX_LOOKS_LIMIT
                    + ", not " + maxLooks);
        }
        return new PrecisionTarget(target, maxLooks, 1, false);
    }

    /**
     * With bench.compareProfiles the table also compares each profile with the first one on the
     * same runtime: those ratios then have to reach the target too.
     */
    public PrecisionTarget comparingProfiles(boolean compare) {
        return new PrecisionTarget(target, maxLooks, families, compare, margin);
    }

    /**
     * The same target, its error rate also split over the comparison families the run steers by
     * (fixed before the run: the families come from its settings, not from what it measures).
     */
    public PrecisionTarget steeringBy(Steering steering) {
        return new PrecisionTarget(target, maxLooks, steering.count(), compareProfiles, margin);
    }

    /** "Bonferroni over 8 looks", or "Bonferroni over 8 looks x 2 comparison families". */
    public String rule() {
        return "Bonferroni over " + maxLooks + " look" + (maxLooks == 1 ? "" : "s")
                + (families == 1 ? "" : " x " + families + " comparison families");
    }

    /**
     * @param text bench.targetError as written: "2%", "0.5%"
     * @throws UserInputException with one line naming the value and what is allowed
     */
    public static PrecisionTarget parse(String text, int maxLooks) {
        Matcher m = PERCENT.matcher(text == null ? "" : text);
        String example = "a percentage such as 2% or 0.5% (the largest half-width of a ratio interval)";
        if (!m.matches() || m.group(2).isEmpty()) {
            throw new UserInputException("bench.targetError '" + text + "' is not a percentage with a % sign: write "
                    + example);
        }
        BigDecimal percent = new BigDecimal(m.group(1));
        if (percent.signum() <= 0 || percent.compareTo(BigDecimal.valueOf(100)) >= 0) {
            throw new UserInputException("bench.targetError '" + text + "' must be above 0% and below 100%: write "
                    + example);
        }
        return of(percent.movePointLeft(2).doubleValue(), maxLooks);
    }

    /** Key of {@code environment.settings} that records the target of a run: "2%". */
    public static final String TARGET_SETTING = "targetError";
    /** Key of {@code environment.settings} that records the looks its error rate was split over: "8". */
    public static final String LOOKS_SETTING = "targetErrorLooks";
    /** Key of {@code environment.settings} that records the comparison families it was also split over: "2". */
    public static final String FAMILIES_SETTING = "targetErrorFamilies";

    /**
     * What results.json records of this rule (in {@code environment.settings}), so that a later
     * bench:merge judges the ratios of these adaptively measured rows at the same level.
     */
    public Map<String, String> recordedSettings() {
        return Map.of(TARGET_SETTING, targetText(), LOOKS_SETTING, Integer.toString(maxLooks),
                FAMILIES_SETTING, Integer.toString(families));
    }

    /**
     * The strictest rule recorded in any of these runs' settings (the most looks x families: the
     * smallest per-look error rate; a file from before families were counted has one), or empty when none was measured with bench.targetError. A merge must
     * not judge rows whose forks were chosen after looking at them with a fixed run's 99%: that
     * would give back the false verdicts the split of the error rate was there to prevent. A
     * record it cannot read is no rule (an edited file), and the merge then keeps the fixed level.
     */
    public static Optional<PrecisionTarget> strictestRecordedIn(Collection<Map<String, String>> settingsOfRuns) {
        PrecisionTarget strictest = null;
        for (Map<String, String> settings : settingsOfRuns) {
            String target = settings.get(TARGET_SETTING);
            String looks = settings.get(LOOKS_SETTING);
            if (target == null || looks == null) {
                continue;
            }
            try {
                String families = settings.getOrDefault(FAMILIES_SETTING, "1");
                PrecisionTarget recorded = parse(target, Integer.parseInt(looks.trim()))
                        .withFamilies(Integer.parseInt(families.trim()));
                if (strictest == null || recorded.intervals() > strictest.intervals()) {
                    strictest = recorded;
                }
            } catch (IllegalArgumentException | UserInputException unreadable) {
                // NumberFormatException included: not a rule we can apply.
            }
        }
        return Optional.ofNullable(strictest);
    }

    /** As recorded in a results.json; IllegalArgumentException for a count no run writes. */
    private PrecisionTarget withFamilies(int recordedFamilies) {
        if (recordedFamilies < 1 || recordedFamilies > Steering.MAX_FAMILIES) {
            throw new IllegalArgumentException("comparison families " + recordedFamilies);
        }
        return new PrecisionTarget(target, maxLooks, recordedFamilies, compareProfiles, margin);
    }

    /** Intervals per comparison family sharing the overall error rate: looks x families. */
    private int intervals() {
        return maxLooks * families;
    }

    /**
     * The per-look error rate: the overall one split over the intervals that share it (looks x
     * families), never looser than a fixed run's.
     */
    static double perLookAlpha(int intervals) {
        return Math.min(1 - RatioEstimator.CONFIDENCE, OVERALL_ALPHA / intervals);
    }

    /**
     * The per-look level a of each one-sided test behind {@code same}: a row may stop at whichever look
     * first shows it within the margin, so the false-same rate is split over the looks (and families)
     * like the false-difference rate: {@link #OVERALL_ALPHA} / intervals, never looser than a fixed run's
     * {@link RatioEstimator#EQUIVALENCE_ALPHA}. Its interval has level 1 - 2a (8 looks: 98.75%).
     */
    static double perLookEquivalenceAlpha(int intervals) {
        return Math.min(RatioEstimator.EQUIVALENCE_ALPHA, OVERALL_ALPHA / intervals);
    }

    public double target() {
        return target;
    }

    /** The target as the user wrote it: "2%", "0.5%". */
    public String targetText() {
        return percent(target);
    }

    public int maxLooks() {
        return maxLooks;
    }

    /**
     * The estimator for the final table of a run under this target: its intervals have the
     * per-look level, so the shown interval and verdict keep the guarantee of the rule.
     */
    public RatioEstimator estimator() {
        return estimator;
    }

    /**
     * One row measured on its own (tests and simulations): its ratios between runtimes (and
     * profiles, when compared) are computed first, with this target's estimator.
     *
     * @param row      the row's cells so far (each fork of each runtime, all rounds together)
     * @param runtimes the columns, in order; each is judged against its baseline column as the table does
     * @param look     1 for the first look, up to {@link #maxLooks()}
     */
    public Assessment assess(Row row, List<RuntimeInfo> runtimes, int look) {
        List<Row> compared = new ComparisonCalculator(estimator).withComparisons(List.of(row), runtimes, null,
                compareProfiles);
        return assessAll(compared, look).get(row.key());
    }

    /**
     * @param comparedRows the table so far, with every comparison the run reports already filled
     *                     in (by {@link io.github.benchplugin.model.assembly.ReportAssembler} with this
     *                     target's estimator)
     * @param look         1 for the first look, up to {@link #maxLooks()}
     * @return per row, in table order: settled when every comparison it takes part in is
     */
    public Map<RowKey, Assessment> assessAll(List<Row> comparedRows, int look) {
        if (look < 1 || look > maxLooks) {
            throw new IllegalArgumentException("look " + look + " is outside 1.." + maxLooks
                    + ": the error rate was split over " + maxLooks + " looks");
        }
        Map<RowKey, Assessment> result = new LinkedHashMap<>();
        SteeringComparisons.of(comparedRows).forEach((row, entries) -> result.put(row, assess(entries)));
        return result;
    }

    private Assessment assess(List<SteeringComparisons.Entry> entries) {
        List<Assessment.Outcome> outcomes = new ArrayList<>();
        List<String> settledReasons = new ArrayList<>();
        List<String> open = new ArrayList<>();
        int forksToDecide = 0;
        for (SteeringComparisons.Entry entry : entries) {
            String label = entry.label() + ": ";
            PairAssessment a = judge(entry);
            if (a.outcome() == null) {
                open.add(label + a.reason());
                forksToDecide = Math.max(forksToDecide, a.forksToDecide());
            } else {
                outcomes.add(a.outcome());
                settledReasons.add(label + a.reason());
            }
        }
        if (!open.isEmpty()) {
            return new Assessment.NeedsMore(open, forksToDecide);
        }
        return new Assessment.Settled(outcomes, settledReasons);
    }

    /** A row that did not get there by the last look, with why. */
    /**
     * @param forksToDecide forks per side that would likely decide every open comparison of the row
     *                      at its observed noise (the largest of them); {@link #NO_ESTIMATE} when one
     *                      has none (fewer than {@link #MIN_FORKS} forks, a ratio between the margin
     *                      and the minimum effect, more than {@link ForksNeeded#LIMIT})
     */
    public record Unsettled(RowKey row, String reason, int forksToDecide) {
        @Override
        public String toString() {
            return row + ": " + reason;
        }
    }

    /**
     * The rows still open at {@code look}: at the last look, the ones to list as not precise enough.
     *
     * @param comparedRows as for {@link #assessAll}
     */
    public List<Unsettled> unsettled(List<Row> comparedRows, int look) {
        List<Unsettled> result = new ArrayList<>();
        assessAll(comparedRows, look).forEach((row, assessment) -> {
            if (assessment instanceof Assessment.NeedsMore more) {
                result.add(new Unsettled(row, more.reason(), more.forksToDecide()));
            }
        });
        return result;
    }

    /** Forks to decide when there is no estimate: such rows come last when forks are scarce. */
    public static final int NO_ESTIMATE = Integer.MAX_VALUE;

    /**
     * @param outcome       null when another round is needed
     * @param forksToDecide for an open comparison, the forks per side that would likely decide it, else NO_ESTIMATE
     */
    private record PairAssessment(Assessment.Outcome outcome, String reason, int forksToDecide) {
        PairAssessment(Assessment.Outcome outcome, String reason) {
            this(outcome, reason, NO_ESTIMATE);
        }
    }

    /** One comparison, as the table shows it, against the rule. */
    private PairAssessment judge(SteeringComparisons.Entry entry) {
        if (entry.measured().stream().anyMatch(cell -> !cell.isOk())) {
            return new PairAssessment(Assessment.Outcome.CANNOT_IMPROVE, "a cell has no result");
        }
        int fewest = entry.measured().stream().mapToInt(cell -> ReplicationUnits.of(cell).forkCount()).min()
                .orElse(MIN_FORKS);
        if (fewest < MIN_FORKS) {
            return new PairAssessment(null, fewest + " fork" + (fewest == 1 ? "" : "s") + " on a side, at least "
                    + MIN_FORKS + " before the first look");
        }
        Comparison c = entry.comparison();
        // Unknown with this run's sides at 3 forks or more: a failed or missing side, unisolated vs
        // isolated, a side that measured no work, an earlier run with one fork. No fork added now mends those.
        if (!c.hasInterval() || c.ratio() == null || c.verdict() == Verdict.UNKNOWN) {
            return new PairAssessment(Assessment.Outcome.CANNOT_IMPROVE, c.note());
        }
        String shown = String.format(Locale.ROOT, "ratio %.3g [%.3g-%.3g]", c.ratio(), c.ciLow(), c.ciHigh());
        if (c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER) {
            return new PairAssessment(Assessment.Outcome.VERDICT, shown + " " + c.verdict().json());
        }
        double halfWidth = Math.log(c.ciHigh() / c.ratio());
        if (c.verdict() == Verdict.SAME) {
            return new PairAssessment(Assessment.Outcome.SAME, shown + " same: its equivalence interval ["
                    + String.format(Locale.ROOT, "%.3g-%.3g", c.equivalence().low(), c.equivalence().high())
                    + "] lies inside +-" + percent(c.equivalence().margin()) + " (bench.margin)");
        }
        double relative = Math.expm1(halfWidth);
        if (relative <= target) {
            return new PairAssessment(Assessment.Outcome.PRECISE, shown + ", +-" + halfWidthPercent(relative)
                    + " within the +-" + percent(target) + " target");
        }
        RatioEstimator judged = c.equivalence() == null ? estimator : estimator.withMargin(c.equivalence().margin());
        Optional<OptionalInt> forks = judged.forksPerSideToDecide(Math.log(c.ratio()), c.equivalence());
        String decide = forks.map(f -> "; " + ForksNeeded.describe(f) + " would likely decide it").orElse("");
        String excluded = c.equivalence() == null ? ""
                : " (excludes only differences beyond +-" + halfWidthPercent(c.equivalence().excludedBeyond()) + ")";
        return new PairAssessment(null, shown + " undecided" + excluded + ", +-" + halfWidthPercent(relative)
                + " is wider than the +-" + percent(target) + " target" + decide,
                forks.filter(OptionalInt::isPresent).map(OptionalInt::getAsInt).orElse(NO_ESTIMATE));
    }

    /** "1.4%", "12%", "270%": two significant digits, never in exponent notation. */
    private static String halfWidthPercent(double fraction) {
        double percent = fraction * 100;
        return (percent >= 10 ? String.format(Locale.ROOT, "%.0f", percent)
                : new BigDecimal(percent).round(new MathContext(2)).toPlainString()) + "%";
    }

    private static String percent(double fraction) {
        return BigDecimal.valueOf(fraction).movePointRight(2).stripTrailingZeros().toPlainString() + "%";
    }
}
