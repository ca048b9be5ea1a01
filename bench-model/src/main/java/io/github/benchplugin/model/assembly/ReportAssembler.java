package io.github.benchplugin.model.assembly;

import io.github.benchplugin.model.analysis.Analysers;
import io.github.benchplugin.model.previousrun.PreviousRunComparison;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;

import io.github.benchplugin.model.stats.ComparisonCalculator;
import io.github.benchplugin.model.stats.PrecisionTarget;
import io.github.benchplugin.model.stats.RatioEstimator;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns merged rows into the final result: ratios against the baseline runtime and the
 * baseline method, then the analysers' warnings. The one place where a run (bench:run) and a
 * merge of runs (bench:merge) become a {@link BenchResult}, so both compute alike.
 */
public final class ReportAssembler {

    private final String baselineMethod;
    /** bench.compareTo; null when not asked. */
    private final PreviousRunComparison previousRun;
    private final boolean compareProfiles;
    /** How every ratio is computed: the fixed rule, or a precision target's. */
    private final RatioEstimator estimator;

    /** @param baselineMethod bench.baseline ("Class.method"), or null */
    public ReportAssembler(String baselineMethod) {
        this(baselineMethod, null, false);
    }

    /**
     * @param baselineMethod  bench.baseline ("Class.method"), or null
     * @param previous        the earlier run of bench.compareTo, or null: every row then also gets
     *                        its {@code previous} comparisons
     * @param compareProfiles bench.compareProfiles: also compare each profile with the first one
     */
    public ReportAssembler(String baselineMethod, BenchResult previous, boolean compareProfiles) {
        this(baselineMethod, previous == null ? null : new PreviousRunComparison(previous), compareProfiles,
                new RatioEstimator());
    }

    private ReportAssembler(String baselineMethod, PreviousRunComparison previousRun, boolean compareProfiles,
                            RatioEstimator estimator) {
        this.baselineMethod = baselineMethod;
        this.previousRun = previousRun;
        this.compareProfiles = compareProfiles;
        this.estimator = estimator;
    }

    /**
     * The same assembler for a run measured under bench.targetError: its rows were looked at
     * repeatedly, so their ratios get the target's stricter interval (see {@link PrecisionTarget}):
     * between runtimes, profiles and methods, and against the earlier run, since the target
     * steers by all of them.
     */
    public ReportAssembler withPrecisionTarget(PrecisionTarget target) {
        RatioEstimator targetEstimator = target.withMargin(estimator.margin()).estimator();
        return new ReportAssembler(baselineMethod,
                previousRun == null ? null : previousRun.withEstimator(targetEstimator), compareProfiles,
                targetEstimator);
    }

    /**
     * The same assembler judging {@code same} against bench.margin (a fraction, 0.03): every comparison
     * of the table, under the fixed rule or a precision target (either order of the two calls).
     */
    public ReportAssembler withMargin(double margin) {
        RatioEstimator withMargin = estimator.withMargin(margin);
        return new ReportAssembler(baselineMethod,
                previousRun == null ? null : previousRun.withEstimator(withMargin), compareProfiles, withMargin);
    }

    /** bench.margin as a fraction. */
    public double margin() {
        return estimator.margin();
    }

    public BenchResult assemble(Environment environment, List<RuntimeInfo> runtimes, List<Row> rows,
                                List<Warning> extraWarnings) {
        List<RuntimeInfo> marked = markBaseline(runtimes);
        List<Row> compared = compare(rows, marked);
        List<Warning> warnings = new ArrayList<>(extraWarnings);
        if (previousRun != null) {
            PreviousRunComparison.Outcome withPrevious = previousRun.apply(compared, marked, environment);
            compared = withPrevious.rows();
            warnings.addAll(withPrevious.warnings());
        }
        BenchResult draft = new BenchResult(BenchResult.SCHEMA_VERSION, environment, marked, compared, List.of());
        warnings.addAll(analyse(draft));
        return new BenchResult(BenchResult.SCHEMA_VERSION, environment, marked, compared, warnings);
    }

    /** The first runtime is the baseline, whatever the inputs said (a merge may reorder). */
    private static List<RuntimeInfo> markBaseline(List<RuntimeInfo> runtimes) {
        List<RuntimeInfo> marked = new ArrayList<>();
        for (int i = 0; i < runtimes.size(); i++) {
            marked.add(runtimes.get(i).withBaseline(i == 0));
        }
        return marked;
    }

    private List<Row> compare(List<Row> rows, List<RuntimeInfo> runtimes) {
        return new ComparisonCalculator(estimator).withComparisons(rows, runtimes, baselineMethod, compareProfiles);
    }

    private static List<Warning> analyse(BenchResult draft) {
        return Analysers.analyse(draft);
    }
}
