package io.github.benchplugin.model.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.model.result.RowKey;
import org.apache.commons.statistics.distribution.TDistribution;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pools the JMH results of one benchmark row measured in several rounds (bench.rounds: the forks
 * split into rounds that alternate runtimes) into the result JMH would have written had it run
 * all those forks at once: the forks' raw data side by side, and every metric's score, error,
 * confidence interval and percentiles recomputed over all of them the way JMH computes them
 * (mean of every iteration; error = half-width of a 99.9% Student t interval).
 * Each round's own, untouched output is kept as well (jmh/&lt;id&gt;/round-N.json).
 */
public final class JmhResultPooling {

    /** JMH reports a 99.9% interval. */
    private static final double JMH_CONFIDENCE = 0.999;
    /** The percentiles JMH writes, as its JSON names them. */
    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JmhResultPooling() {
    }

    /** One round: the result as JMH wrote it. Several: pooled as described above. */
    public static JsonNode pool(List<JsonNode> rounds) {
        if (rounds.size() == 1) {
            return rounds.get(0);
        }
        ObjectNode pooled = rounds.get(0).deepCopy();
        pooled.put("forks", rounds.stream().mapToInt(r -> r.path("forks").asInt()).sum());
        pooled.set("primaryMetric", poolMetric(rounds.stream().map(r -> r.path("primaryMetric")).toList()));
        ObjectNode secondary = NODES.objectNode();
        for (Iterator<String> names = rounds.get(0).path("secondaryMetrics").fieldNames(); names.hasNext(); ) {
            String name = names.next();
            List<JsonNode> metrics = rounds.stream().map(r -> r.path("secondaryMetrics").path(name))
                    .filter(JsonNode::isObject).toList();
            if (metrics.size() == rounds.size()) {
                secondary.set(name, poolMetric(metrics));
            }
        }
        pooled.set("secondaryMetrics", secondary);
        return pooled;
    }

    private static ObjectNode poolMetric(List<JsonNode> metrics) {
        ObjectNode pooled = metrics.get(0).deepCopy();
        boolean histogram = metrics.get(0).has("rawDataHistogram");
        String rawKey = histogram ? "rawDataHistogram" : "rawData";
        ArrayNode forks = NODES.arrayNode();
        metrics.forEach(m -> m.path(rawKey).forEach(forks::add));
        pooled.set(rawKey, forks);
        Weighted values = histogram ? Weighted.ofHistograms(forks) : Weighted.ofIterations(forks);
        if (values.count() == 0) {
            return pooled;
        }
        double mean = values.mean();
        double error = error(values.count(), values.standardDeviation());
        pooled.put("score", mean);
        putNumber(pooled, "scoreError", error);
        ArrayNode confidence = NODES.arrayNode();
        addNumber(confidence, mean - error);
        addNumber(confidence, mean + error);
        pooled.set("scoreConfidence", confidence);
        ObjectNode percentiles = NODES.objectNode();
        for (double p : PERCENTILES) {
            percentiles.put(percentileName(p), values.percentile(p));
        }
        pooled.set("scorePercentiles", percentiles);
        return pooled;
    }

    /**
     * JMH's error of a score: the half-width of the 99.9% Student t interval of the mean of
     * {@code count} values with that standard deviation; NaN below three values, as JMH.
     */
    public static double error(long count, double standardDeviation) {
        return count > 2
                ? TDistribution.of(count - 1).inverseCumulativeProbability(0.5 + JMH_CONFIDENCE / 2)
                  * standardDeviation / Math.sqrt(count)
                : Double.NaN;
    }

    /** JMH names percentiles "0.0", "50.0", "99.9", "99.9999", "100.0". */
    private static String percentileName(double p) {
        String text = Double.toString(p);
        return text.contains("E") ? new java.math.BigDecimal(p).toPlainString() : text;
    }

    /** JMH writes NaN as a string. */
    private static void putNumber(ObjectNode node, String field, double value) {
        if (Double.isFinite(value)) {
            node.put(field, value);
        } else {
            node.put(field, "NaN");
        }
    }

    private static void addNumber(ArrayNode array, double value) {
        if (Double.isFinite(value)) {
            array.add(value);
        } else {
            array.add("NaN");
        }
    }

    /** Values with counts: iterations count once each; histogram buckets count as often as JMH saw them. */
    private record Weighted(List<double[]> valueCounts) {

        static Weighted ofIterations(ArrayNode forks) {
            List<double[]> values = new ArrayList<>();
            forks.forEach(fork -> fork.forEach(it -> {
                double v = JmhJsonImporter.number(it);
                if (Double.isFinite(v)) {
                    values.add(new double[] {v, 1});
                }
            }));
            return new Weighted(values);
        }

        static Weighted ofHistograms(ArrayNode forks) {
            List<double[]> values = new ArrayList<>();
            forks.forEach(fork -> fork.forEach(iteration -> iteration.forEach(pair -> {
                double v = JmhJsonImporter.number(pair.path(0));
                double n = JmhJsonImporter.number(pair.path(1));
                if (Double.isFinite(v) && n > 0) {
                    values.add(new double[] {v, n});
                }
            })));
            return new Weighted(values);
        }

        long count() {
            return (long) valueCounts.stream().mapToDouble(vc -> vc[1]).sum();
        }

        double mean() {
            return valueCounts.stream().mapToDouble(vc -> vc[0] * vc[1]).sum() / count();
        }

        double standardDeviation() {
            double mean = mean();
            double squares = valueCounts.stream().mapToDouble(vc -> (vc[0] - mean) * (vc[0] - mean) * vc[1]).sum();
            return Math.sqrt(squares / (count() - 1));
        }

        /** The smallest value at or above the given share of all counts. */
        double percentile(double p) {
            List<double[]> sorted = new ArrayList<>(valueCounts);
            sorted.sort(Comparator.comparingDouble(vc -> vc[0]));
            double target = p / 100.0 * count();
            double seen = 0;
            for (double[] vc : sorted) {
                seen += vc[1];
                if (seen >= target) {
                    return vc[0];
                }
            }
            return sorted.get(sorted.size() - 1)[0];
        }
    }

    /** Groups a runtime's raw JMH results by row (benchmark, mode, params), in the order first seen. */
    public static Map<RowKey, List<JsonNode>> byRow(List<JsonNode> results) {
        Map<RowKey, List<JsonNode>> rows = new LinkedHashMap<>();
        for (JsonNode r : results) {
            RowKey key = new RowKey(r.path("benchmark").asText(), r.path("mode").asText(),
                    JmhJsonImporter.params(r.path("params")));
            rows.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        return rows;
    }
}
