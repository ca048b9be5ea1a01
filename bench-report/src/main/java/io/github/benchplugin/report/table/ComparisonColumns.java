package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.stats.GeometricMean;
import io.github.benchplugin.model.stats.RatioEstimator;

import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A ratio column family: "0.42 [0.40–0.44] faster". One class for every kind of ratio (against
 * the baseline runtime, the first profile, the first variant, the earlier run, the baseline method); they differ
 * only in where the comparison is read, what the header says and which other column can make
 * it unisolated.
 */
public final class ComparisonColumns implements ColumnFamily {

    private final ColumnKind kind;
    private final Function<Row, Map<String, Comparison>> source;
    private final Predicate<RuntimeInfo> shows;
    private final Function<RuntimeInfo, String> title;
    /** The other column of the ratio when it is a runtime of this result; null when not (previous run, method). */
    private final Function<RuntimeInfo, RuntimeInfo> against;
    /** Geometric means per runtime id for the summary line; empty when this family has none. */
    private final Map<String, Comparison> means;
    /** What a row without a comparison shows ("-", or "baseline" for the bench.baseline method itself). */
    private final Function<Row, String> absent;

    private ComparisonColumns(ColumnKind kind, Function<Row, Map<String, Comparison>> source,
                              Predicate<RuntimeInfo> shows, Function<RuntimeInfo, String> title,
                              Function<RuntimeInfo, RuntimeInfo> against, Map<String, Comparison> means,
                              Function<Row, String> absent) {
        this.kind = kind;
        this.source = source;
        this.shows = shows;
        this.title = title;
        this.against = against;
        this.means = means;
        this.absent = absent;
    }

    /** Against the baseline runtime (of the same profile). */
    public static ComparisonColumns runtimes(TableContext context) {
        return new ComparisonColumns(ColumnKind.RATIO, Row::comparisons, r -> !context.isBaseline(r),
                r -> RuntimeLabel.of(r) + " vs " + RuntimeLabel.of(context.baseOf(r)), context::baseOf,
                GeometricMean.ofRuntimes(context.result), row -> "-");
    }

    /** Against the first profile on the same runtime (bench.compareProfiles). */
    static ComparisonColumns profiles(TableContext context) {
        return new ComparisonColumns(ColumnKind.PROFILE_RATIO, Row::profileComparisons,
                r -> context.profileBases.containsKey(r.id()),
                r -> RuntimeLabel.of(r) + " vs " + RuntimeLabel.of(context.profileBases.get(r.id())),
                r -> context.profileBases.get(r.id()), GeometricMean.ofProfiles(context.result), row -> "-");
    }

    /** Against the same runtime and profile on the first variant (bench.variants): "17/1.1 vs 17/1.0". */
    static ComparisonColumns variants(TableContext context) {
        return new ComparisonColumns(ColumnKind.VARIANT_RATIO, Row::variantComparisons,
                r -> context.variantBases.containsKey(r.id()),
                r -> RuntimeLabel.of(r) + " vs " + RuntimeLabel.of(context.variantBases.get(r.id())),
                r -> context.variantBases.get(r.id()), GeometricMean.ofVariants(context.result), row -> "-");
    }

    /** Against the same runtime id in the earlier run (bench.compareTo). */
    static ComparisonColumns previous() {
        return new ComparisonColumns(ColumnKind.PREVIOUS, Row::previous, r -> true, r -> r.id() + " vs previous",
                r -> null, Map.of(), row -> "-");
    }

    /** Against the bench.baseline method of the same class, parameters and runtime. */
    static ComparisonColumns baselineMethod(TableContext context) {
        String method = context.baselineMethods.size() == 1
                ? simpleMethod(context.baselineMethods.iterator().next()) : "baseline method";
        return new ComparisonColumns(ColumnKind.BASELINE_RATIO, Row::baselineRatio, r -> true,
                r -> RuntimeLabel.of(r) + " ratio to " + method, r -> null, Map.of(),
                row -> context.baselineMethods.contains(row.benchmark()) ? "baseline" : "-");
    }

    @Override
    public ColumnKind kind() {
        return kind;
    }

    @Override
    public boolean shows(RuntimeInfo runtime) {
        return shows.test(runtime);
    }

    @Override
    public String title(RuntimeInfo runtime) {
        return title.apply(runtime);
    }

    /** A ratio is only as trustworthy as the worse of its two sides. */
    @Override
    public boolean unisolated(RuntimeInfo runtime) {
        RuntimeInfo other = against.apply(runtime);
        return !runtime.isolated() || (other != null && !other.isolated());
    }

    /** The comparison a cell shows, for formats that need the numbers rather than the text (CSV, charts). */
    public Comparison comparison(Row row, RuntimeInfo runtime) {
        return source.apply(row).get(runtime.id());
    }

    @Override
    public TableCell cell(Row row, RuntimeInfo runtime) {
        Comparison comparison = comparison(row, runtime);
        if (comparison == null) {
            return TableCell.plain(absent.apply(row));
        }
        String text = comparison.hasInterval() && !showsInterval(row, runtime)
                ? ComparisonText.withoutInterval(comparison)
                : ComparisonText.withVerdict(comparison);
        boolean marked = unisolated(runtime) && comparison.ratio() != null;
        return TableCell.number(text, CellTone.of(ComparisonText.shownVerdict(comparison)), marked, comparison.note());
    }

    @Override
    public TableCell summary(RuntimeInfo runtime) {
        Comparison mean = means.get(runtime.id());
        if (mean == null) {
            return TableCell.plain("");
        }
        return TableCell.number(ComparisonText.withoutVerdict(mean), CellTone.PLAIN, unisolated(runtime), mean.note());
    }

    /** Whether the interval is worth drawing or printing: see {@link #showsInterval(Row, String, Comparison)}. */
    public boolean showsInterval(Row row, RuntimeInfo runtime) {
        return showsInterval(row, runtime.id(), comparison(row, runtime));
    }

    /**
     * Whether a ratio's interval is stated, as numbers or a bar, in every report (the tables, the
     * forest plot, results.csv): there is one, and each side of the ratio this row holds has the
     * forks an interval needs ({@link RatioEstimator#hasForksForInterval}). With one fork a side
     * there is no spread between forks to estimate, and an interval from iterations (which are not
     * independent) carries no information. The estimator gives none then; a results.json written
     * before it stopped still holds such bounds, and bench:report renders a file without comparing
     * again: this rule keeps them out of every report of it too.
     * The other side is the cell of the column the ratio is against; a ratio against another row
     * (bench.baseline) or another run (bench.compareTo) is judged by this cell's forks alone.
     *
     * @param runtimeId  the column of the cell the comparison belongs to
     * @param comparison that cell's comparison of one kind; null for none
     */
    public static boolean showsInterval(Row row, String runtimeId, Comparison comparison) {
        if (comparison == null || !comparison.hasInterval()) {
            return false;
        }
        Cell cell = row.cells().get(runtimeId);
        Cell other = comparison.against() == null ? null : row.cells().get(comparison.against());
        return (cell == null || RatioEstimator.hasForksForInterval(cell))
                && (other == null || RatioEstimator.hasForksForInterval(other));
    }

    private static String simpleMethod(String method) {
        return method.substring(method.lastIndexOf('.') + 1);
    }
}
