package io.github.benchplugin.model.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.RowKey;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds a runtime's {@link HarnessFloor} from JMH's JSON result of the empty benchmark that
 * measured it: the score and error as JMH reported them, and each fork's iterations and their
 * mean for the floor test.
 */
public final class HarnessFloors {

    private HarnessFloors() {
    }

    /** The floor of one JMH record; empty when JMH reported no score (NaN) or no fork has a sample. */
    public static Optional<HarnessFloor> of(JmhRecord record) {
        if (!Double.isFinite(record.score())) {
            return Optional.empty();
        }
        List<Double> forkMeans = new ArrayList<>();
        for (List<Double> fork : record.forkSamples()) {
            fork.stream().mapToDouble(Double::doubleValue).average().ifPresent(forkMeans::add);
        }
        if (forkMeans.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new HarnessFloor(record.mode(), record.score(), record.scoreError(), record.unit(),
                forkMeans, record.forkSamples()));
    }

    /**
     * The floor from the JMH JSON of the empty benchmark (the -rf json array). Results of the
     * same benchmark from several rounds are pooled as if JMH had run their forks at once.
     *
     * @return empty when the array is empty or JMH reported no score
     * @throws IOException when the JSON is not JMH's, or holds more than one benchmark or mode
     */
    public static Optional<HarnessFloor> read(JsonNode jmhResults, String source) throws IOException {
        if (jmhResults == null || jmhResults.isMissingNode() || (jmhResults.isArray() && jmhResults.isEmpty())) {
            return Optional.empty();
        }
        if (!jmhResults.isArray()) {
            throw new IOException(source + " is not JMH JSON output: expected an array of results");
        }
        List<JsonNode> results = new ArrayList<>();
        jmhResults.forEach(results::add);
        Map<RowKey, List<JsonNode>> rows = JmhResultPooling.byRow(results);
        if (rows.size() != 1) {
            throw new IOException(source + " holds " + rows.size() + " benchmark results (" + rows.keySet()
                    + "); the harness floor is one empty benchmark in one mode");
        }
        ArrayNode pooled = JsonNodeFactory.instance.arrayNode().add(JmhResultPooling.pool(rows.values().iterator().next()));
        List<JmhRecord> records = new JmhJsonImporter().read(pooled, source);
        return of(records.get(0));
    }
}
