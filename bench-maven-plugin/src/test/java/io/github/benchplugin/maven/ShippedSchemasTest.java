package io.github.benchplugin.maven;

import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.schema.SchemaKind;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The plugin jar carries the JSON Schemas (the contract: "in the plugin jar and in docs/schemas/"):
 * the build copies docs/schemas/ into the jar's schemas/, and what is there is what docs/ has.
 */
class ShippedSchemasTest {

    private static final SchemaCheck IN_JAR = SchemaCheck.onClasspath(ShippedSchemasTest.class.getClassLoader(), "schemas");

    @Test
    void everySchemaOfDocsIsInTheJarAsItIsInDocs() throws IOException {
        List<String> names;
        try (Stream<Path> files = Files.list(SchemaCheck.docsFolder())) {
            names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".schema.json")).sorted().toList();
        }
        assertFalse(names.isEmpty());
        for (String name : names) {
            assertEquals(SchemaCheck.docs().tree(name), IN_JAR.tree(name), name);
        }
    }

    @Test
    void aResultsJsonOfThisBuildMatchesTheJarsSchema() throws IOException {
        String json = new ResultJsonWriter().toJson(SampleResult.twoRuntimes());
        assertEquals(List.of(), IN_JAR.problems(SchemaKind.RESULTS, new com.fasterxml.jackson.databind.ObjectMapper().readTree(json)));
    }
}
