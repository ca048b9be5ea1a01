package io.github.benchplugin.model.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The one Jackson configuration for every file we read back: files we read may come from
 * elsewhere (merged CI artifacts, earlier runs), so nesting, string and number sizes are
 * bounded, and nothing is ever deserialized polymorphically (we only bind our own records
 * or read trees).
 */
public final class LimitedJson {

    /** Deepest nesting we accept; results.json needs about 8. */
    public static final int MAX_DEPTH = 64;
    /** Largest single string; messages and paths are far shorter. */
    public static final int MAX_STRING_LENGTH = 1_000_000;
    /** Largest file we read at all. */
    public static final long MAX_FILE_BYTES = 256L * 1024 * 1024;

    private LimitedJson() {
    }

    public static ObjectMapper mapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_DEPTH)
                        .maxStringLength(MAX_STRING_LENGTH)
                        .maxNumberLength(100)
                        .build())
                // A results.json is mostly doubles (every sample of every fork); Jackson's own
                // parser and writer for them are several times faster than the JDK's, same values.
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .build();
        ObjectMapper mapper = new ObjectMapper(factory);
        mapper.enable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS);
        mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.enable(SerializationFeature.INDENT_OUTPUT);
        return mapper;
    }
}
