package io.github.benchplugin.model.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.io.LimitedJson;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.SecondaryMetricNames;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads JMH's own JSON result (the -rf json file) into {@link JmhRecord}s.
 * Understands JMH 1.37 and earlier naming (up to 1.36 the GC profiler's keys carried a
 * "\u00b7" prefix) and the histogram form of SampleTime raw data.
 */
public final class JmhJsonImporter {

    private final ObjectMapper mapper = LimitedJson.mapper();

    public List<JmhRecord> read(InputStream in, String source) throws IOException {
        return read(mapper.readTree(in), source);
    }

    /** Records from an already parsed JMH result array. */
    public List<JmhRecord> read(JsonNode root, String source) throws IOException {
        if (root == null || root.isMissingNode()) {
            return List.of(); // JMH writes an empty file when no benchmark finished
        }
        if (!root.isArray()) {
            throw new IOException(source + " is not JMH JSON output: expected an array of results");
        }
        List<JmhRecord> records = new ArrayList<>();
        for (JsonNode node : root) {
            records.add(toRecord(node, source));
        }
        return records;
    }

    private JmhRecord toRecord(JsonNode node, String source) throws IOException {
        String benchmark = text(node, "benchmark", source);
        String mode = text(node, "mode", source);
        JsonNode primary = node.path("primaryMetric");
        if (!primary.isObject()) {
            throw new IOException(source + ": result for " + benchmark + " has no primaryMetric");
        }
        JsonNode confidence = primary.path("scoreConfidence");
        String unit = primary.path("scoreUnit").asText("");
        List<List<Double>> forkSamples = forkSamples(primary);
        Map<String, Metric> metrics = SecondaryMetrics.of(node, unit, forkSamples);
        Metric alloc = metrics.get(SecondaryMetricNames.ALLOC_NORM);
        return new JmhRecord(
                benchmark,
                mode,
                params(node.path("params")),
                unit,
                number(primary.path("score")),
                finite(number(primary.path("scoreError"))),
                finite(number(confidence.path(0))),
                finite(number(confidence.path(1))),
                forkSamples,
                alloc == null ? null : alloc.score(),
                node.path("jmhVersion").asText(null),
                node.path("jdkVersion").asText(null),
                node.path("vmName").asText(null),
                node.path("jvm").asText(null),
                alloc == null ? List.of() : alloc.forkMeans(),
                node.path("threads").isInt() ? node.path("threads").asInt() : null,
                metrics);
    }

    private static String text(JsonNode node, String field, String source) throws IOException {
        JsonNode value = node.path(field);
        if (!value.isTextual()) {
            throw new IOException(source + ": a result has no '" + field + "'");
        }
        return value.asText();
    }

    static Map<String, String> params(JsonNode node) {
        Map<String, String> params = new TreeMap<>();
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> e = fields.next();
                params.put(e.getKey(), e.getValue().asText());
            }
        }
        return params;
    }

    /**
     * A metric's samples grouped by fork. SampleTime keeps histograms instead of rawData: take each
     * iteration's mean.
     */
    static List<List<Double>> forkSamples(JsonNode primary) {
        List<List<Double>> forks = new ArrayList<>();
        JsonNode raw = primary.path("rawData");
        if (raw.isArray() && raw.size() > 0) {
            for (JsonNode fork : raw) {
                List<Double> iterations = new ArrayList<>();
                for (JsonNode it : fork) {
                    addFinite(iterations, number(it));
                }
                forks.add(iterations);
            }
            return forks;
        }
        JsonNode histograms = primary.path("rawDataHistogram");
        for (JsonNode fork : histograms) {
            List<Double> iterations = new ArrayList<>();
            for (JsonNode iteration : fork) {
                addFinite(iterations, histogramMean(iteration));
            }
            forks.add(iterations);
        }
        return forks;
    }

    /** An iteration JMH could not score (NaN) is not a sample: results.json holds finite numbers only. */
    private static void addFinite(List<Double> samples, double value) {
        if (Double.isFinite(value)) {
            samples.add(value);
        }
    }

    /** A histogram is a list of [value, count] pairs. */
    private static double histogramMean(JsonNode histogram) {
        double sum = 0;
        double count = 0;
        for (JsonNode pair : histogram) {
            double value = number(pair.path(0));
            double n = number(pair.path(1));
            sum += value * n;
            count += n;
        }
        return count == 0 ? Double.NaN : sum / count;
    }

    /** JMH writes NaN and infinities as strings ("NaN"); everything else as a JSON number. */
    static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.asDouble();
        }
        if (node.isTextual()) {
            try {
                return Double.parseDouble(node.asText());
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }

    static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
