package io.github.benchplugin.engine.resume;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.LimitedJson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * resume.json on disk: the run's fingerprint and the cells that finished, each with its JMH
 * JSON relative to the output directory. Read as a tree through {@link LimitedJson} and checked
 * field by field: the file is ours, but a killed run, a disk or a person may have damaged it,
 * and the answer to any damage is "start over", said in one line.
 */
public final class ResumeFile {

    public static final String FILE_NAME = "resume.json";
    static final int VERSION = 1;
    /** A resume.json lists cells, not measurements: a few hundred bytes each. */
    private static final long MAX_BYTES = 16L * 1024 * 1024;

    /** One finished cell; {@code jmhJson} is relative to the output directory. */
    record Entry(String runtimeId, String benchmark, String jmhJson) {
    }

    record Content(RunFingerprint fingerprint, List<Entry> finished) {
    }

    /** The file could not be used; the message says why, for "..., starting over". */
    static final class Unusable extends Exception {
        Unusable(String message) {
            super(message);
        }
    }

    private final ObjectMapper mapper = LimitedJson.mapper();

    void write(Path file, Content content) throws IOException {
        ObjectNode root = mapper.createObjectNode();
        root.put("resumeVersion", VERSION);
        ObjectNode fingerprint = root.putObject("fingerprint");
        new java.util.TreeMap<>(content.fingerprint().entries()).forEach(fingerprint::put);
        ArrayNode finished = root.putArray("finished");
        for (Entry e : content.finished()) {
            finished.addObject().put("runtimeId", e.runtimeId()).put("benchmark", e.benchmark())
                    .put("jmhJson", e.jmhJson());
        }
        AtomicFiles.write(file, mapper.writeValueAsBytes(root));
    }

    Content read(Path file) throws Unusable {
        JsonNode root = parse(file);
        if (!root.isObject() || !root.path("resumeVersion").isInt() || root.path("resumeVersion").intValue() != VERSION) {
            throw new Unusable(FILE_NAME + " is not a version " + VERSION + " resume file");
        }
        return new Content(fingerprint(root.path("fingerprint")), finished(root.path("finished")));
    }

    private JsonNode parse(Path file) throws Unusable {
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new Unusable(FILE_NAME + " is larger than " + MAX_BYTES + " bytes");
            }
            try (InputStream in = Files.newInputStream(file)) {
                return mapper.readTree(in);
            }
        } catch (NoSuchFileException e) {
            throw new Unusable("no " + FILE_NAME + " in the output directory (no earlier run to resume)");
        } catch (JsonProcessingException e) {
            throw new Unusable(FILE_NAME + " is damaged (" + firstLine(e.getOriginalMessage()) + ")");
        } catch (IOException e) {
            throw new Unusable(FILE_NAME + " cannot be read (" + firstLine(e.getMessage()) + ")");
        }
    }

    private static RunFingerprint fingerprint(JsonNode node) throws Unusable {
        if (!node.isObject() || node.isEmpty()) {
            throw new Unusable(FILE_NAME + " has no fingerprint");
        }
        Map<String, String> entries = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (!field.getValue().isTextual()) {
                throw new Unusable(FILE_NAME + " has a fingerprint entry that is not text");
            }
            entries.put(field.getKey(), field.getValue().textValue());
        }
        return new RunFingerprint(entries);
    }

    private static List<Entry> finished(JsonNode node) throws Unusable {
        if (!node.isArray()) {
            throw new Unusable(FILE_NAME + " has no list of finished cells");
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode cell : node) {
            String runtime = text(cell, "runtimeId");
            String benchmark = text(cell, "benchmark");
            String json = text(cell, "jmhJson");
            if (runtime == null || benchmark == null || json == null) {
                throw new Unusable(FILE_NAME + " has a finished cell without a usable runtimeId, benchmark or jmhJson");
            }
            entries.add(new Entry(runtime, benchmark, json));
        }
        return entries;
    }

    /** Names and paths only: no blanks, no control characters (they end up in log lines), nothing huge. */
    private static String text(JsonNode cell, String field) {
        JsonNode value = cell.path(field);
        if (!value.isTextual()) {
            return null;
        }
        String text = value.textValue();
        boolean usable = !text.isBlank() && text.length() <= 1_000 && text.chars().noneMatch(Character::isISOControl);
        return usable ? text : null;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no details";
        }
        String line = message.strip().lines().findFirst().orElse("").replaceAll("\\p{Cntrl}", "?");
        return line.length() <= 160 ? line : line.substring(0, 160) + "...";
    }
}
