package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * A results.json as a script reads it: since schemaVersion 4 the raw data (samples, forkSamples,
 * metrics' rawData, warm-up iterations) is in results.raw.json.gz beside it (docs/results-json.md);
 * this puts it back into the tree under the v3 names, as a script that wants it would.
 */
final class ResultsJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ResultsJson() {
    }

    static JsonNode read(Path resultsJson) throws IOException {
        JsonNode root = JSON.readTree(resultsJson.toFile());
        String name = resultsJson.getFileName().toString();
        Path side = resultsJson.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".raw.json.gz");
        if (!Files.isRegularFile(side)) {
            return root;
        }
        JsonNode raw;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(side))) {
            raw = JSON.readTree(in);
        }
        for (JsonNode rawRow : raw.get("rows")) {
            for (JsonNode row : root.get("rows")) {
                if (row.get("benchmark").equals(rawRow.get("benchmark")) && row.get("mode").equals(rawRow.get("mode"))
                        && row.get("params").equals(rawRow.get("params"))) {
                    rawRow.get("cells").fields().forEachRemaining(e -> join((ObjectNode) row.get("cells").get(e.getKey()), e.getValue()));
                }
            }
        }
        return root;
    }

    private static void join(ObjectNode cell, JsonNode raw) {
        if (cell == null || cell.has("forkSamples")) {
            return;
        }
        cell.set("forkSamples", raw.get("forkSamples"));
        ArrayNode samples = JSON.createArrayNode();
        if (raw.has("samples")) {
            samples.addAll((ArrayNode) raw.get("samples").get(0));
        } else {
            raw.get("forkSamples").forEach(fork -> fork.forEach(samples::add));
        }
        cell.set("samples", samples);
        if (raw.has("metrics") && cell.has("metrics")) {
            raw.get("metrics").fields().forEachRemaining(m -> {
                if (cell.get("metrics").has(m.getKey())) {
                    ((ObjectNode) cell.get("metrics").get(m.getKey())).set("rawData", m.getValue());
                }
            });
        }
        if (raw.has("warmup") && cell.hasNonNull("warmup")) {
            JsonNode forks = cell.get("warmup").get("forks");
            for (int f = 0; f < forks.size() && f < raw.get("warmup").size(); f++) {
                ((ObjectNode) forks.get(f)).set("iterations", raw.get("warmup").get(f));
            }
        }
    }
}
