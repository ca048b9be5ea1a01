package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.apache.commons.statistics.distribution.TDistribution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The geometric-mean row of the merged table: for each non-baseline runtime, the geometric
 * mean of its ratios against the baseline runtime (of its profile, with bench.profiles) over
 * every row where both have a ratio.
 * The interval is a t-interval over the log ratios, so it describes how consistent the
 * ratio is across rows (not the noise inside each row). No verdict is given: a summary
 * over different benchmarks is a description, not a test.
 */
public final class GeometricMean {

    private static final double CONFIDENCE = 0.95;

    private GeometricMean() {
    }

    /** runtime id -> geometric mean of that runtime's ratios against the baseline runtime. */
    public static Map<String, Comparison> ofRuntimes(BenchResult result) {
        return of(result, Row::comparisons);
    }

    /** runtime id -> geometric mean of that column's ratios against the first profile (bench.compareProfiles). */
    public static Map<String, Comparison> ofProfiles(BenchResult result) {
        return of(result, Row::profileComparisons);
    }

    /** column id -> geometric mean of that column's ratios against the first variant (bench.variants). */
    public static Map<String, Comparison> ofVariants(BenchResult result) {
        return of(result, Row::variantComparisons);
    }

    private static Map<String, Comparison> of(BenchResult result, Function<Row, Map<String, Comparison>> ratios) {
        Map<String, Comparison> means = new LinkedHashMap<>();
        for (RuntimeInfo runtime : result.runtimes()) {
            List<Double> logs = new ArrayList<>();
            String against = null;
            for (Row row : result.rows()) {
                Comparison c = ratios.apply(row).get(runtime.id());
                if (c != null && c.ratio() != null && c.ratio() > 0 && Double.isFinite(c.ratio())) {
                    logs.add(Math.log(c.ratio()));
                    against = c.against();
                }
            }
            if (!logs.isEmpty()) {
                means.put(runtime.id(), summarize(against, logs));
            }
        }
        return means;
    }

    /** Rows a geometric mean needs before its spread across rows is shown as an interval. */
    static final int MIN_ROWS_FOR_INTERVAL = 3;

    static Comparison summarize(String against, List<Double> logs) {
        LogSummary summary = LogSummary.of(logs.stream().mapToDouble(Double::doubleValue).toArray());
        int n = summary.n();
        double mean = summary.mean();
        if (n < MIN_ROWS_FOR_INTERVAL) {
            // From 2 rows a 99% t interval has 1 degree of freedom: 64 standard errors wide, it says nothing.
            return Comparison.builder(against).ratio(Math.exp(mean)).verdict(Verdict.UNKNOWN)
                    .note("geometric mean of " + n + " row" + (n == 1 ? "" : "s") + "; too few rows for an interval")
                    .build();
        }
        double halfWidth = TDistribution.of(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2)
                * Math.sqrt(summary.varianceOfMean());
        return Comparison.builder(against).ratio(Math.exp(mean)).ciLow(Math.exp(mean - halfWidth))
                .ciHigh(Math.exp(mean + halfWidth)).verdict(Verdict.UNKNOWN)
                .note("geometric mean of " + n + " rows; interval = spread across rows").build();
    }
}
