package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.schema.SchemaKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The schema's column ids are the reader's: what one refuses, the other does. */
class ColumnIdSchemaTest {

    @Test
    void theSchemaAndTheReaderAgreeOnWhatIsAColumnId() {
        Schema columnId = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(
                SchemaCheck.docs().tree(SchemaKind.RESULTS.fileName(BenchResult.SCHEMA_VERSION)).at("/$defs/runtimeId"));
        for (String id : List.of("17", "17-g1", "temurin-21", "17.0.15", "...", "a b", "é", ".", "..", "a/b", "a\\b",
                "a:b", "17/2.18.2", "17-g1/1.0+b", "17/..", "../17", "17/./1", "/17", "17/", "a//b",
                "x\u0001", "x\u007f", "x\u0085", "x\u009f", "", "z".repeat(100), "z".repeat(101))) {
            assertEquals(ResultValidator.isSafeId(id) && !id.isEmpty(), columnId.validate(new TextNode(id)).isEmpty(),
                    "'" + id + "'");
        }
    }
}
