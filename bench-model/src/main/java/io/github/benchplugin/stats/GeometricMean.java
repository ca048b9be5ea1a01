package io.github.benchplugin.stats;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.model.Verdict;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The geometric-mean row of the merged table: for each non-baseline runtime, the geometric
 * mean of its ratios against the baseline runtime over every row where both have a ratio.
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
        Map<String, Comparison> means = new LinkedHashMap<>();
        RuntimeInfo baseline = result.baselineRuntime();
        if (baseline == null) {
            return means;
        }
        for (RuntimeInfo runtime : result.runtimes()) {
            if (runtime.id().equals(baseline.id())) {
                continue;
            }
            List<Double> logs = new ArrayList<>();
            for (Row row : result.rows()) {
                Comparison c = row.comparisons().get(runtime.id());
                if (c != null && c.ratio() != null && c.ratio() > 0 && Double.isFinite(c.ratio())) {
                    logs.add(Math.log(c.ratio()));
                }
            }
            if (!logs.isEmpty()) {
                means.put(runtime.id(), summarize(baseline.id(), logs));
            }
        }
        return means;
    }

    static Comparison summarize(String against, List<Double> logs) {
        int n = logs.size();
        double mean = logs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        if (n < 2) {
            return new Comparison(against, Math.exp(mean), null, null, Verdict.UNKNOWN, null,
                    "geometric mean of 1 row");
        }
        double variance = logs.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / (n - 1);
        double halfWidth = new TDistribution(n - 1).inverseCumulativeProbability(0.5 + CONFIDENCE / 2)
                * Math.sqrt(variance / n);
        return new Comparison(against, Math.exp(mean), Math.exp(mean - halfWidth), Math.exp(mean + halfWidth),
                Verdict.UNKNOWN, null, "geometric mean of " + n + " rows; interval = spread across rows");
    }
}
