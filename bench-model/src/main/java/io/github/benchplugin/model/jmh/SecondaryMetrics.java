package io.github.benchplugin.model.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.SecondaryMetricNames;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Every secondary metric of one JMH result, by normalised name ({@link SecondaryMetricNames#normalise}),
 * plus the counts made per operation where the iteration's operations can be worked out
 * ({@link IterationOps}): {@code gc.count} becomes {@code gc.count.per1k} (collections per 1,000
 * operations) and an {@code @AuxCounters} event counter {@code x} (unit "#") becomes {@code x.norm}
 * (events per operation). Counts per iteration depend on how many operations fitted into the
 * iteration, so only the figures per operation can be compared between runtimes.
 *
 * <p>A profiler's text result ({@code -prof stack}'s thread states, perfasm's listing, async's and
 * jfr's "saved to" line) is a secondary result of JMH's JSON as well, with unit {@code ---} and score
 * NaN. It is no figure: taken for a metric it became a column of "-" in the tables, six empty columns
 * in results.csv and an entry without a score in results.json. It is left out here, where every
 * metric enters; its text is saved under profiles/ by the engine, from JMH's human-readable output.
 */
final class SecondaryMetrics {

    /** The unit JMH gives the GC profiler's collection count. */
    private static final String GC_COUNT_UNIT = "counts";
    /** The unit JMH gives an {@code @AuxCounters(Type.EVENTS)} field. */
    private static final String EVENTS_UNIT = "#";
    /** The unit JMH gives a profiler's text result (its TextResult; stack's and perf's own result classes alike). */
    private static final String TEXT_RESULT_UNIT = "---";

    private SecondaryMetrics() {
    }

    /**
     * @param result  one element of JMH's result array
     * @param primary the primary metric's iteration scores by fork (see {@link JmhJsonImporter})
     */
    static Map<String, Metric> of(JsonNode result, String unit, List<List<Double>> primary) {
        Map<String, Metric> metrics = new TreeMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = result.path("secondaryMetrics").fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            JsonNode node = field.getValue();
            if (!node.isObject()) {
                continue;
            }
            Metric metric = new Metric(node.path("scoreUnit").asText(""),
                    JmhJsonImporter.finite(JmhJsonImporter.number(node.path("score"))),
                    JmhJsonImporter.finite(JmhJsonImporter.number(node.path("scoreError"))),
                    JmhJsonImporter.forkSamples(node));
            if (isFigure(metric)) {
                metrics.put(SecondaryMetricNames.normalise(field.getKey()), metric);
            }
        }
        Optional<List<List<Double>>> ops = IterationOps.of(result.path("mode").asText(), unit,
                result.path("measurementTime").asText(null), result.path("threads").asInt(1), primary);
        ops.ifPresent(o -> metrics.putAll(perOperation(metrics, o)));
        return metrics;
    }

    /** A number JMH measured: not a profiler's text, which has no score (NaN) and the unit {@code ---}. */
    private static boolean isFigure(Metric metric) {
        return metric.score() != null && !metric.unit().equals(TEXT_RESULT_UNIT);
    }

    private static Map<String, Metric> perOperation(Map<String, Metric> metrics, List<List<Double>> ops) {
        Map<String, Metric> derived = new TreeMap<>();
        metrics.forEach((name, metric) -> {
            if (name.equals(SecondaryMetricNames.GC_COUNT) && metric.unit().equals(GC_COUNT_UNIT)) {
                perOperation(metric, ops, 1000).ifPresent(m -> derived.put(SecondaryMetricNames.GC_PER_1K_OPS,
                        new Metric("counts/1k op", m.score(), null, m.rawData())));
            } else if (metric.unit().equals(EVENTS_UNIT)) {
                perOperation(metric, ops, 1).ifPresent(m -> derived.put(name + SecondaryMetricNames.PER_OPERATION_SUFFIX,
                        new Metric("#/op", m.score(), null, m.rawData())));
            }
        });
        derived.keySet().removeAll(metrics.keySet()); // never replace what JMH itself reported
        return derived;
    }

    /** Each iteration's count / its operations x scale; empty when the shapes differ (a partly failed fork). */
    private static Optional<Metric> perOperation(Metric counts, List<List<Double>> ops, double scale) {
        List<List<Double>> raw = counts.rawData();
        if (raw.size() != ops.size()) {
            return Optional.empty();
        }
        List<List<Double>> values = new ArrayList<>();
        double sum = 0;
        int n = 0;
        for (int f = 0; f < raw.size(); f++) {
            if (raw.get(f).size() != ops.get(f).size()) {
                return Optional.empty();
            }
            List<Double> fork = new ArrayList<>();
            for (int i = 0; i < raw.get(f).size(); i++) {
                double value = raw.get(f).get(i) / ops.get(f).get(i) * scale;
                if (!Double.isFinite(value)) {
                    return Optional.empty();
                }
                fork.add(value);
                sum += value;
                n++;
            }
            values.add(fork);
        }
        return n == 0 ? Optional.empty() : Optional.of(new Metric("", sum / n, null, values));
    }
}
