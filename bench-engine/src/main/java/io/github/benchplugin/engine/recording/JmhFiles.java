package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.LimitedJson;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * JMH's own JSON in the output directory's jmh/: &lt;id&gt;.json per runtime (one result object
 * per row, the rounds pooled), &lt;id&gt;/round-N.json per round untouched when the forks ran in
 * rounds, and floor/&lt;id&gt;.json for each harness floor. Each file is replaced atomically.
 */
final class JmhFiles {

    static final String DIRECTORY = "jmh";

    private final Path jmhDir;
    private final ObjectMapper mapper = LimitedJson.mapper();

    JmhFiles(Path outputDirectory) {
        this.jmhDir = outputDirectory.resolve(DIRECTORY);
    }

    /**
     * @param pooled runtime id -> one result per row
     * @param rounds runtime id -> round -> that round's results
     * @param floors runtime id -> the harness floor, its rounds pooled
     */
    void write(Map<String, ArrayNode> pooled, Map<String, Map<Integer, ArrayNode>> rounds,
               Map<String, ArrayNode> floors) throws IOException {
        for (Map.Entry<String, ArrayNode> runtime : pooled.entrySet()) {
            AtomicFiles.write(jmhDir.resolve(runtime.getKey() + ".json"), mapper.writeValueAsBytes(runtime.getValue()));
        }
        for (Map.Entry<String, Map<Integer, ArrayNode>> runtime : rounds.entrySet()) {
            for (Map.Entry<Integer, ArrayNode> round : runtime.getValue().entrySet()) {
                AtomicFiles.write(jmhDir.resolve(runtime.getKey()).resolve("round-" + round.getKey() + ".json"),
                        mapper.writeValueAsBytes(round.getValue()));
            }
        }
        for (Map.Entry<String, ArrayNode> floor : floors.entrySet()) {
            AtomicFiles.write(jmhDir.resolve("floor").resolve(floor.getKey() + ".json"),
                    mapper.writeValueAsBytes(floor.getValue()));
        }
    }
}
