package io.github.benchplugin.report.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.export.githubaction.GithubActionBenchmarkExport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * export/github-action-benchmark*.json against the rules github-action-benchmark applies to custom JSON (its
 * src/extract.ts: a zod array of {@code {name: string, value: number, range?: string, unit: string, extra?:
 * string}}, an empty result refused; src/extractRangeInfo.ts: a range it can rescale is "±" or "+-" and a number;
 * src/normalizeBenchmark.ts: entries are matched with the previous run by name). The action is not published
 * to a package registry, so its parser cannot run here; each of its rules is checked instead.
 */
class GithubActionBenchmarkExportTest {

    private static final Pattern RANGE = Pattern.compile("(\\+-|±)\\s*(\\d.*)");

    @TempDir
    Path out;

    @Test
    void everyRowGoesToTheMainFileAndThroughputAlsoToItsOwnOneEntryPerRowAndRuntime() throws Exception {
        List<Path> files = new GithubActionBenchmarkExport().write(SampleResult.twoRuntimes(), List.of(), out);
        Path smaller = out.resolve("export").resolve("github-action-benchmark.json");
        Path bigger = out.resolve("export").resolve("github-action-benchmark-thrpt.json");
        assertEquals(List.of(smaller, bigger), files);

        JsonNode time = readAsTheActionDoes(smaller);
        assertEquals(5, time.size(), "plus and builder on 17 and 25, and count on 17 as time per operation");
        JsonNode count = time.get(4);
        assertEquals("org.example.Misc.count thrpt on 17", count.get("name").asText());
        assertEquals("s/op", count.get("unit").asText());
        JsonNode countAsThroughput = readAsTheActionDoes(bigger).get(0);
        assertEquals(1 / countAsThroughput.get("value").asDouble(), count.get("value").asDouble(),
                1e-9 * count.get("value").asDouble(), "the reciprocal of the throughput");
        assertTrue(count.get("extra").asText().contains("throughput: "), count::toString);
        JsonNode plus25 = time.get(1);
        assertEquals("org.example.ConcatBench.plus {label=plain, n=1000} avgt on 25", plus25.get("name").asText());
        assertEquals("ns/op", plus25.get("unit").asText());
        assertEquals(518.5, plus25.get("value").asDouble());
        assertEquals("± 5.1", plus25.get("range").asText());
        String extra = plus25.get("extra").asText();
        assertTrue(extra.startsWith("runtime 25: Oracle Corporation 25.0.1"), extra);
        assertTrue(extra.contains("vs 17: ratio 0.42 [0.40–0.44], faster"), extra);

        JsonNode thrpt = readAsTheActionDoes(bigger);
        assertEquals(1, thrpt.size(), "count on 17; its failed cell on 25 has no value to chart");
        assertEquals("org.example.Misc.count thrpt on 17", thrpt.get(0).get("name").asText());
        assertEquals("ops/s", thrpt.get(0).get("unit").asText());
    }

    @Test
    void aSuiteWithoutThroughputLeavesNoThroughputFileNotEvenAnEarlierRunsOne() throws Exception {
        Path bigger = out.resolve("export").resolve("github-action-benchmark-thrpt.json");
        Files.createDirectories(bigger.getParent());
        Files.writeString(bigger, "[{\"name\":\"stale\",\"unit\":\"ops/s\",\"value\":1}]");
        BenchResult timeOnly = SampleResult.twoRuntimes();
        timeOnly = new BenchResult(timeOnly.schemaVersion(), timeOnly.environment(), timeOnly.runtimes(),
                timeOnly.rows().stream().filter(r -> !r.jmhMode().higherIsBetter()).toList(), timeOnly.warnings());

        List<Path> files = new GithubActionBenchmarkExport().write(timeOnly, List.of(), out);
        assertEquals(List.of(out.resolve("export").resolve("github-action-benchmark.json")), files);
        assertFalse(Files.exists(bigger), "the action refuses a file without entries, and a stale one would lie");
    }

    /** The file as the action's custom-JSON parser takes it, failing where the action would. */
    static JsonNode readAsTheActionDoes(Path file) throws Exception {
        JsonNode entries = new ObjectMapper().readTree(file.toFile());
        assertTrue(entries.isArray(), "an array of entries");
        assertFalse(entries.isEmpty(), "the action refuses a file without a result");
        Set<String> names = new HashSet<>();
        for (JsonNode entry : entries) {
            assertTrue(entry.path("name").isTextual() && !entry.get("name").asText().isBlank(), entry.toString());
            assertTrue(names.add(entry.get("name").asText()), "names are unique: the action matches runs by name");
            assertTrue(entry.path("unit").isTextual(), entry.toString());
            assertTrue(entry.path("value").isNumber() && Double.isFinite(entry.get("value").asDouble()),
                    "value: a number, not a string the action would have to coerce: " + entry);
            if (entry.has("range")) {
                assertTrue(entry.get("range").isTextual(), entry.toString());
                Matcher m = RANGE.matcher(entry.get("range").asText());
                assertTrue(m.find(), "a range the action can rescale: " + entry);
                Double.parseDouble(m.group(2));
            }
            assertTrue(!entry.has("extra") || entry.get("extra").isTextual(), entry.toString());
            entry.fieldNames().forEachRemaining(f -> assertTrue(
                    List.of("name", "unit", "value", "range", "extra").contains(f), "the action knows no " + f));
        }
        return entries;
    }
}
