package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns one valid results.json into hostile variants. Two families: byte-level damage (what a
 * crash, a bad disk or a careless edit does: truncation, flipped bytes, lost or repeated spans)
 * mostly yields unparsable JSON; tree-level damage (a value replaced by the wrong type, NaN, a
 * huge number, a removed field, a type hint) yields well-formed JSON that only validation can
 * reject. A few whole-file cases (empty, JMH's own format, very deep nesting) are mixed in.
 */
final class ResultJsonMutator {

    /** One hostile file and how it was made, for the failure message. */
    record Mutant(String how, byte[] content) {
        String preview() {
            String text = new String(content, StandardCharsets.UTF_8);
            return text.length() <= 300 ? text : text.substring(0, 300) + "... (" + content.length + " bytes)";
        }
    }

    /** Stands for the spot in the serialized tree where a raw (possibly non-JSON) value goes. */
    private static final String HOLE = "@@hole-7f3a@@";
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");

    static final String DEEP_ARRAYS = "[".repeat(10_000) + "]".repeat(10_000);
    static final String DEEP_OBJECTS = "{\"a\":".repeat(10_000) + "1" + "}".repeat(10_000);
    static final String HUGE_STRING = "\"" + "x".repeat(LimitedJson.MAX_STRING_LENGTH + 10) + "\"";

    private static final List<String> HOSTILE_VALUES = List.of(
            "null", "NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "1e999", "-1e999", "4.9e-999",
            "\"NaN\"", "\"Infinity\"", "\"abc\"", "\"\"", "\" \"", "true", "false", "0", "-1", "-0", "1.5",
            "2147483648", "-2147483649", "9".repeat(99), "9".repeat(150), "0." + "1".repeat(120),
            "{}", "[]", "[null]", "[[]]", "{\"a\":null}", "[1,2,3]", "[\"x\"]",
            "{\"@class\":\"java.lang.ProcessBuilder\",\"command\":[\"sh\"]}",
            "[\"java.util.ArrayList\",[1]]", "[\"java.net.URL\",\"http://example.invalid\"]",
            "\"line one\\nline two\"", "\"\\r\\n\\u0000\\u001b[31m\"", "\"\\ud800\"", "\"../../../etc/passwd\"",
            "\"<script>alert(1)</script>\"", "\"=cmd|' /C calc'!A0\"", "\"ok\"", "\"failed\"", "\"thrpt\"",
            "\"bogus\"", "\"17\"", "17", "2", "\"x\"");

    private final Random random;
    private final String valid;
    private final JsonNode validTree;
    private final ObjectMapper plain = new ObjectMapper();

    ResultJsonMutator(String valid, Random random) {
        this.valid = valid;
        this.random = random;
        try {
            this.validTree = plain.readTree(valid);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    Mutant next() {
        int pick = random.nextInt(100);
        if (pick < 12) {
            return truncate();
        } else if (pick < 22) {
            return flipBytes();
        } else if (pick < 30) {
            return deleteSpan();
        } else if (pick < 36) {
            return duplicateSpan();
        } else if (pick < 48) {
            return replaceNumber();
        } else if (pick < 78) {
            return replaceNode();
        } else if (pick < 88) {
            return removeNode();
        } else if (pick < 93) {
            return addTypeHint();
        } else if (pick < 97) {
            return schemaVersion();
        }
        return wholeFile();
    }

    private Mutant truncate() {
        int at = random.nextInt(valid.length());
        return text("truncated at " + at, valid.substring(0, at));
    }

    private Mutant flipBytes() {
        byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
        int flips = 1 + random.nextInt(3);
        StringBuilder how = new StringBuilder("flipped bytes at");
        for (int i = 0; i < flips; i++) {
            int at = random.nextInt(bytes.length);
            bytes[at] ^= (byte) (1 + random.nextInt(255));
            how.append(' ').append(at);
        }
        return new Mutant(how.toString(), bytes);
    }

    private Mutant deleteSpan() {
        int at = random.nextInt(valid.length());
        int length = Math.min(1 + random.nextInt(12), valid.length() - at);
        return text("deleted " + length + " chars at " + at, valid.substring(0, at) + valid.substring(at + length));
    }

    private Mutant duplicateSpan() {
        int at = random.nextInt(valid.length());
        int length = Math.min(1 + random.nextInt(60), valid.length() - at);
        String span = valid.substring(at, at + length);
        return text("duplicated " + length + " chars at " + at, valid.substring(0, at) + span + valid.substring(at));
    }

    private Mutant replaceNumber() {
        List<int[]> spans = new ArrayList<>();
        Matcher m = NUMBER.matcher(valid);
        while (m.find()) {
            spans.add(new int[] {m.start(), m.end()});
        }
        int[] span = spans.get(random.nextInt(spans.size()));
        String value = hostileValue();
        return text("number at " + span[0] + " replaced by " + abbreviate(value),
                valid.substring(0, span[0]) + value + valid.substring(span[1]));
    }

    /** Replaces any value anywhere in the tree (a field, an array element, a map entry). */
    private Mutant replaceNode() {
        JsonNode tree = validTree.deepCopy();
        Spot spot = randomSpot(tree);
        String value = hostileValue();
        spot.set(TextNode.valueOf(HOLE));
        return text(spot.path + " replaced by " + abbreviate(value), serialize(tree).replace("\"" + HOLE + "\"", value));
    }

    private Mutant removeNode() {
        JsonNode tree = validTree.deepCopy();
        Spot spot = randomSpot(tree);
        spot.remove();
        return text(spot.path + " removed", serialize(tree));
    }

    /** A polymorphic type hint must be ignored, never obeyed. */
    private Mutant addTypeHint() {
        JsonNode tree = validTree.deepCopy();
        List<ObjectNode> objects = new ArrayList<>();
        collectObjects(tree, objects);
        ObjectNode target = objects.get(random.nextInt(objects.size()));
        String[] hints = {"@class", "@type", "@c", "type", "class"};
        String hint = hints[random.nextInt(hints.length)];
        target.put(hint, "java.lang.ProcessBuilder");
        return text("type hint " + hint + " added", serialize(tree));
    }

    private Mutant schemaVersion() {
        String[] versions = {"3", "99", "\"x\"", "-1", "0", "1.5", "\"1\"", "null", "{}", "2147483648", "1e999", "NaN"};
        String version = versions[random.nextInt(versions.length)];
        return text("schemaVersion " + version, valid.replaceFirst("\"schemaVersion\"\\s*:\\s*\\d+", "\"schemaVersion\" : " + version));
    }

    private Mutant wholeFile() {
        String[] files = {"", " \n\t", "null", "[]", "{}", "42", "\"results\"", "{\"schemaVersion\":1}",
                "{\"schemaVersion\":1,\"rows\":[]}", "{\"schemaVersion\":1,\"rows\":[],\"runtimes\":[]}",
                jmhJson(), DEEP_ARRAYS, DEEP_OBJECTS, HUGE_STRING, "\uFEFF" + valid,
                "{\"@class\":\"io.github.benchplugin.model.result.BenchResult\",\"schemaVersion\":1}"};
        int pick = random.nextInt(files.length + 1);
        if (pick == files.length) {
            return new Mutant("UTF-16 encoded", valid.getBytes(StandardCharsets.UTF_16));
        }
        return text("whole file #" + pick, files[pick]);
    }

    private String hostileValue() {
        int pick = random.nextInt(HOSTILE_VALUES.size() + 3);
        if (pick == HOSTILE_VALUES.size()) {
            return DEEP_ARRAYS;
        } else if (pick == HOSTILE_VALUES.size() + 1) {
            return random.nextInt(10) == 0 ? HUGE_STRING : "\"" + "y".repeat(10_000) + "\"";
        } else if (pick == HOSTILE_VALUES.size() + 2) {
            return "\"" + validTreeText(random.nextInt(3)) + "\"";
        }
        return HOSTILE_VALUES.get(pick);
    }

    /** Plausible-looking strings lifted from elsewhere: an id of the other runtime, a mode, a status. */
    private static String validTreeText(int which) {
        return switch (which) {
            case 0 -> "25";
            case 1 -> "avgt";
            default -> "skipped";
        };
    }

    static String jmhJson() {
        return "[{\"jmhVersion\":\"1.37\",\"benchmark\":\"org.example.ConcatBench.plus\",\"mode\":\"avgt\","
                + "\"threads\":1,\"forks\":1,\"primaryMetric\":{\"score\":1.0,\"scoreError\":\"NaN\","
                + "\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0,1.0]]},\"secondaryMetrics\":{}}]";
    }

    /** A place in the tree: a field of an object or an element of an array. */
    private record Spot(String path, JsonNode parent, String field, int index) {
        void set(JsonNode value) {
            if (parent instanceof ObjectNode o) {
                o.set(field, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void remove() {
            if (parent instanceof ObjectNode o) {
                o.remove(field);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }
    }

    private Spot randomSpot(JsonNode tree) {
        List<Spot> spots = new ArrayList<>();
        collectSpots(tree, "$", spots);
        return spots.get(random.nextInt(spots.size()));
    }

    private static void collectSpots(JsonNode node, String path, List<Spot> spots) {
        if (node instanceof ObjectNode o) {
            o.fieldNames().forEachRemaining(name -> {
                spots.add(new Spot(path + "." + name, o, name, -1));
                collectSpots(o.get(name), path + "." + name, spots);
            });
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                spots.add(new Spot(path + "[" + i + "]", a, null, i));
                collectSpots(a.get(i), path + "[" + i + "]", spots);
            }
        }
    }

    private static void collectObjects(JsonNode node, List<ObjectNode> objects) {
        if (node instanceof ObjectNode o) {
            objects.add(o);
        }
        node.forEach(child -> collectObjects(child, objects));
    }

    private String serialize(JsonNode tree) {
        try {
            return plain.writeValueAsString(tree);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Mutant text(String how, String content) {
        return new Mutant(how, content.getBytes(StandardCharsets.UTF_8));
    }

    private static String abbreviate(String value) {
        return value.length() <= 40 ? value : value.substring(0, 20) + "...(" + value.length() + " chars)";
    }
}
