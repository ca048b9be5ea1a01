package io.github.benchplugin.render;

import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.stats.GeometricMean;

import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A ratio column family: "0.42 [0.40–0.44] faster". One class for every kind of ratio (against
 * the baseline runtime, the first profile, the earlier run, the baseline method); they differ
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

    /** Whether the interval is worth drawing or printing: there is one, and more than one fork a side. */
    public boolean showsInterval(Row row, RuntimeInfo runtime) {
        Comparison comparison = comparison(row, runtime);
        return comparison != null && comparison.hasInterval() && !singleFork(row, runtime);
    }

    /**
     * With one fork a side there is no spread between forks to estimate, so an interval (from
     * iterations, which are not independent) carries no information: it is not printed as numbers.
     */
    private boolean singleFork(Row row, RuntimeInfo runtime) {
        RuntimeInfo other = against.apply(runtime);
        return forks(row.cells().get(runtime.id())) == 1
                || (other != null && forks(row.cells().get(other.id())) == 1);
    }

    private static int forks(Cell cell) {
        return cell == null ? -1 : cell.forkSamples().size();
    }

    private static String simpleMethod(String method) {
        return method.substring(method.lastIndexOf('.') + 1);
    }
}
