package io.github.benchplugin.model.schema;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.benchplugin.model.result.BenchResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/results-json.md and the current results schema name the same fields: every field of the
 * doc's example is a property of the schema, and every property of the schema is named in the doc
 * (in the example or in backticks), so neither can gain a field the other does not know.
 */
class ResultsDocAgreementTest {

    /**
     * Keys of the example that are not field names but sample keys of a map: a @Param ("n") and
     * secondary metrics ("hits", "read"); runtime ids and dotted metric names are no identifiers.
     */
    private static final Set<String> SAMPLE_MAP_KEYS = Set.of("n", "hits", "read");
    /** A quoted identifier in key position: after '{' or ',' and before ':' or ',' or '}'. */
    private static final Pattern KEY = Pattern.compile("(?<=[{,]\\s{0,200})\"([A-Za-z][A-Za-z0-9]*)\"(?=\\s*[:,}])");
    private static final Pattern NAMED = Pattern.compile("[`\"]([A-Za-z][A-Za-z0-9]*)[`\"]");

    @Test
    void everyFieldOfTheDocsExampleIsInTheSchema() throws IOException {
        Set<String> missing = new TreeSet<>(exampleKeys());
        missing.removeAll(schemaProperties());
        missing.removeAll(SAMPLE_MAP_KEYS);
        assertEquals(Set.of(), missing, "fields of docs/results-json.md's example that "
                + SchemaKind.RESULTS.fileName(BenchResult.SCHEMA_VERSION) + " does not describe");
    }

    @Test
    void everyPropertyOfTheSchemaIsNamedInTheDoc() throws IOException {
        Set<String> named = new TreeSet<>();
        Matcher m = NAMED.matcher(doc());
        while (m.find()) {
            named.add(m.group(1));
        }
        Set<String> missing = new TreeSet<>(schemaProperties());
        missing.removeAll(named);
        assertEquals(Set.of(), missing, "properties of " + SchemaKind.RESULTS.fileName(BenchResult.SCHEMA_VERSION)
                + " that docs/results-json.md never names");
    }

    @Test
    void theDocNamesTheCurrentVersionAndItsSchema() throws IOException {
        String doc = doc();
        assertTrue(doc.startsWith("# results.json (schemaVersion " + BenchResult.SCHEMA_VERSION + ")"), doc.lines().findFirst().orElse(""));
        assertTrue(doc.contains(SchemaKind.RESULTS.id(BenchResult.SCHEMA_VERSION)), "the doc names the $id");
    }

    /** The field names of the doc's first code block: the annotated example. */
    private static Set<String> exampleKeys() throws IOException {
        String doc = doc();
        int start = doc.indexOf("```\n");
        String example = doc.substring(start + 4, doc.indexOf("\n```", start + 4));
        Set<String> keys = new TreeSet<>();
        Matcher m = KEY.matcher(example.replaceAll("//[^\n]*", ""));
        while (m.find()) {
            keys.add(m.group(1));
        }
        assertTrue(keys.size() > 50, "the example was found: " + keys);
        return keys;
    }

    private static Set<String> schemaProperties() {
        Set<String> names = new TreeSet<>();
        collect(SchemaCheck.docs().tree(SchemaKind.RESULTS.fileName(BenchResult.SCHEMA_VERSION)), names);
        return names;
    }

    private static void collect(JsonNode node, Set<String> names) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                if (field.getKey().equals("properties") && field.getValue().isObject()) {
                    field.getValue().fieldNames().forEachRemaining(names::add);
                }
                collect(field.getValue(), names);
            }
        } else if (node.isArray()) {
            node.forEach(child -> collect(child, names));
        }
    }

    private static String doc() throws IOException {
        return Files.readString(SchemaCheck.docsFolder().resolveSibling("results-json.md"));
    }
}
