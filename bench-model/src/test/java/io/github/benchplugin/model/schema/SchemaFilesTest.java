package io.github.benchplugin.model.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.benchplugin.model.history.HistoryJson;
import io.github.benchplugin.model.history.RunRecord;
import io.github.benchplugin.model.result.BenchResult;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/schemas/ holds one schema per version the readers accept, no more and no fewer, each a valid
 * draft 2020-12 schema whose $id and schemaVersion name its version.
 */
class SchemaFilesTest {

    /** The versions each reader accepts, from the readers' own constants. */
    private static final Map<SchemaKind, Set<Integer>> READ = Map.of(
            SchemaKind.RESULTS, versions(BenchResult.OLDEST_SCHEMA_VERSION, BenchResult.SCHEMA_VERSION),
            SchemaKind.HISTORY_RECORD, versions(RunRecord.OLDEST_SCHEMA_VERSION, RunRecord.SCHEMA_VERSION),
            SchemaKind.HISTORY, versions(HistoryJson.SCHEMA_VERSION, HistoryJson.SCHEMA_VERSION));

    @Test
    void thereIsOneSchemaPerVersionRead() throws IOException {
        Map<SchemaKind, Set<Integer>> found = new TreeMap<>();
        Set<String> strangers = new TreeSet<>();
        try (Stream<Path> files = Files.list(SchemaCheck.docsFolder())) {
            for (String name : files.map(p -> p.getFileName().toString()).toList()) {
                // "history-record-v1" also starts with "history-": take the longest prefix that fits
                SchemaKind kind = Stream.of(SchemaKind.HISTORY_RECORD, SchemaKind.RESULTS, SchemaKind.HISTORY)
                        .filter(k -> k.versionOf(name) > 0).findFirst().orElse(null);
                if (kind == null) {
                    strangers.add(name);
                } else {
                    found.computeIfAbsent(kind, k -> new TreeSet<>()).add(kind.versionOf(name));
                }
            }
        }
        assertEquals(Set.of(), strangers, "files in docs/schemas/ that name no schema version");
        assertEquals(new TreeMap<>(READ), found);
    }

    @Test
    void eachSchemaIsADraft202012SchemaNamedAfterItsVersion() {
        SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
        var metaSchema = registry.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
        READ.forEach((kind, versions) -> versions.forEach(version -> {
            String name = kind.fileName(version);
            JsonNode schema = SchemaCheck.docs().tree(name);
            assertEquals(Set.of(), metaSchema.validate(schema).stream().map(Object::toString).collect(Collectors.toSet()),
                    name);
            assertEquals("https://json-schema.org/draft/2020-12/schema", schema.path("$schema").asText(), name);
            assertEquals(kind.id(version), schema.path("$id").asText(), name);
            assertEquals(version, schema.path("properties").path("schemaVersion").path("const").asInt(-1), name);
            assertTrue(schema.path("required").toString().contains("\"schemaVersion\""), name);
        }));
    }

    private static Set<Integer> versions(int oldest, int newest) {
        return IntStream.rangeClosed(oldest, newest).boxed().collect(Collectors.toCollection(TreeSet::new));
    }
}
