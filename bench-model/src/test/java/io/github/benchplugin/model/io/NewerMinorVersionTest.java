package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.schema.SchemaKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A later plugin adds fields without a new schemaVersion: this one reads such a file as if the
 * fields were not there, and the published schema lets them through. A field that breaks the
 * current shape is still caught by the schema.
 */
class NewerMinorVersionTest {

    /** Every kind of object of a results.json (not the maps keyed by runtime id, param or metric name). */
    private static final List<String> OBJECTS = List.of("", "/environment", "/runtimes/0",
            "/runtimes/1", "/rows/0", "/rows/0/cells/17", "/rows/0/cells/17/metrics/gc.count", "/rows/0/comparisons/25",
            "/rows/0/comparisons/25/metrics/gc.count.per1k", "/rows/1/baselineRatio/17", "/warnings/0", "/warnings/0/row");

    private final ObjectMapper json = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void fieldsOfALaterPluginAreIgnoredByTheReaderAndAllowedByTheSchema() throws Exception {
        BenchResult sample = SampleResult.twoRuntimes();
        JsonNode tree = json.readTree(new ResultJsonWriter().toJson(sample));
        for (String pointer : OBJECTS) {
            JsonNode target = tree.at(pointer);
            assertTrue(target.isObject(), pointer);
            ((ObjectNode) target).putObject("addedLater").put("unit", "parsecs").putArray("values").add(1).add("two");
        }
        Path file = Files.writeString(dir.resolve("results.json"), json.writeValueAsString(tree));

        assertEquals(sample, new ResultJsonReader().read(file));
        SchemaCheck.assertValidResults(file);
    }

    @Test
    void theSchemaStillCatchesAKnownFieldOfTheWrongShape() throws Exception {
        JsonNode tree = json.readTree(new ResultJsonWriter().toJson(SampleResult.twoRuntimes()));
        ((ObjectNode) tree.at("/rows/0/comparisons/25")).put("verdict", "quicker");
        ((ObjectNode) tree.at("/rows/0")).put("mode", "fast");
        List<String> problems = SchemaCheck.docs().problems(SchemaKind.RESULTS, tree);
        assertFalse(problems.isEmpty());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("/rows/0/comparisons/25/verdict:")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("/rows/0/mode:")), problems.toString());
    }
}
