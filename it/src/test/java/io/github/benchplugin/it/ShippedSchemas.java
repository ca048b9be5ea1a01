package io.github.benchplugin.it;

import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.schema.SchemaKind;

import java.nio.file.Path;

/**
 * Checks what a real run wrote against the JSON Schemas the plugin jar ships (its schemas/, on
 * this module's class path through the bench-maven-plugin dependency): the copy users get, not
 * docs/schemas/, so an IT also fails when the jar's schemas are missing or stale.
 */
final class ShippedSchemas {

    private static final SchemaCheck IN_PLUGIN_JAR = SchemaCheck.onClasspath(ShippedSchemas.class.getClassLoader(),
            "schemas");

    private ShippedSchemas() {
    }

    /** A results.json, against results-v&lt;its schemaVersion&gt;.schema.json. */
    static void assertValidResults(Path resultsJson) {
        IN_PLUGIN_JAR.assertValid(SchemaKind.RESULTS, resultsJson);
    }

    /** bench:history's history.json. */
    static void assertValidHistoryJson(Path historyJson) {
        IN_PLUGIN_JAR.assertValid(SchemaKind.HISTORY, historyJson);
    }
}
