package io.github.benchplugin.report.table;

import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.text.ConsoleTable;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsoleRendererTest {

    private final BenchResult result = Fixtures.result(true);
    private final List<String> lines = new ConsoleRenderer().render(result);

    private static int count(List<String> lines, String needle) {
        int n = 0;
        for (String line : lines) {
            for (int at = line.indexOf(needle); at >= 0; at = line.indexOf(needle, at + 1)) {
                n++;
            }
        }
        return n;
    }

    @Test
    void everyRowAppearsOnItsOwnLineInEveryBlock() {
        long blocks = lines.stream().filter(l -> l.startsWith("Benchmark ")).count();
        assertTrue(blocks >= 1);
        for (String name : List.of("ConcatBench.plus ", "ConcatBench.builder ", "Evil.run ", "Misc.count ")) {
            assertEquals(blocks, lines.stream().filter(l -> l.startsWith(name)).count(), name);
        }
        // The geometric mean only in the blocks whose columns have one: never an empty line.
        List<String> means = lines.stream().filter(l -> l.startsWith("Geometric mean ")).toList();
        assertFalse(means.isEmpty());
        means.forEach(l -> assertTrue(l.matches("Geometric mean +\\S.*"), "a geometric-mean line shows a ratio: " + l));
        lines.forEach(l -> assertFalse(l.contains("\n"), "one log line per element"));
    }

    @Test
    void aWideTableWrapsIntoBlocksThatFit120Columns() {
        List<String> table = new ConsoleRenderer().table(ResultTable.of(result));
        table.forEach(l -> assertTrue(l.length() <= ConsoleTable.MAX_LINE, l.length() + ": " + l));
        List<String> headers = table.stream().filter(l -> l.startsWith("Benchmark ")).toList();
        assertTrue(headers.size() > 1, "the fixture is wider than the log: " + table);
        // Every runtime column is printed in exactly one block; each block repeats the row names.
        ResultTable full = ResultTable.of(result);
        for (Column column : full.columns()) {
            long blocks = headers.stream().filter(h -> h.contains(column.header())).count();
            if (column.kind() == ColumnKind.UNIT) {
                // Only beside the scores it belongs to: not in a block of ratios or allocation alone.
                List<String> scores = full.columns().stream().filter(c -> c.kind() == ColumnKind.SCORE)
                        .map(Column::header).toList();
                long withScores = headers.stream().filter(h -> scores.stream().anyMatch(h::contains)).count();
                assertEquals(withScores, blocks, headers::toString);
                continue;
            }
            assertEquals(column.runtimeId() == null ? headers.size() : 1, blocks, column.header());
        }
    }

    @Test
    void columnsAreAligned() {
        List<String> table = new ConsoleTable(Integer.MAX_VALUE).lines(ResultTable.of(result).table());
        String rule = table.get(1);
        assertTrue(rule.matches("[- ]+"));
        // The right edge of each right-aligned score column of 17 lines up on every body line.
        int scoreEnd = table.get(0).indexOf("17 baseline") + "17 baseline".length();
        assertEquals(' ', rule.charAt(scoreEnd));
        assertEquals('-', rule.charAt(scoreEnd - 1));
        for (String line : List.of(table.get(2), table.get(3), table.get(4), table.get(5))) {
            assertTrue(Character.isDigit(line.charAt(scoreEnd - 1)), line);
        }
    }

    @Test
    void everyUnisolatedNumberKeepsItsMarker() {
        ResultTable table = ResultTable.of(result);
        long flaggedCells = table.rows().stream().flatMap(r -> r.cells().stream()).filter(TableCell::unisolated).count();
        assertEquals(flaggedCells, count(new ConsoleRenderer().table(table), "(unisolated)"));
        assertEquals(4, count(lines.stream().filter(l -> l.startsWith("Benchmark")).toList(), "UNISOLATED"));
        List<String> unwrapped = new ConsoleTable(Integer.MAX_VALUE).lines(table.table());
        assertTrue(unwrapped.stream().anyMatch(l -> l.startsWith("ConcatBench.plus")
                && l.contains("518.50 ± 5.10 (unisolated)") && l.contains("0.42 [0.40–0.44] faster (unisolated)")));
    }

    @Test
    void longParamsAreCut() {
        Row wide = Row.builder("org.example.Wide.run", "avgt")
                .params(Map.of("json", "{\"k\":\"" + "v".repeat(500) + "\"}")).unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(1, 0.1, null), "21", Fixtures.ok(1, 0.1, null))).build();
        List<Row> rows = new ArrayList<>(result.rows());
        rows.add(wide);
        BenchResult withWide = new BenchResult(1, result.environment(), result.runtimes(), rows, result.warnings());
        List<String> table = new ConsoleRenderer().table(ResultTable.of(withWide));
        String line = table.stream().filter(l -> l.startsWith("Wide.run")).findFirst().orElseThrow();
        assertTrue(line.contains("{\"k\":\"vvv"), line);
        assertTrue(line.contains("…"), line);
        table.forEach(l -> assertTrue(l.length() < 400, "line of " + l.length()));
    }

    /**
     * commons-rng's TriangleSamplerBenchmark: classes with different parameter names share one Params column,
     * whose 24 characters cut "dimension=4, size=1000, type=Baseline" and "..., type=BaselineIf" to the same
     * text. The column then shows the values whole (up to 64 characters).
     */
    @Test
    void paramsCutNoShorterThanWhatTellsRowsApart() {
        List<Row> rows = new ArrayList<>();
        for (String type : List.of("Baseline", "BaselineIf", "Vectors", "Coordinates")) {
            rows.add(Row.builder("org.example.Triangle.create2D", "avgt").params(Map.of("size", "1000", "type", type))
                    .unit("ns/op").cells(Map.of("17", Fixtures.ok(1, 0.1, null))).build());
            for (String dimension : List.of("4", "32")) {
                rows.add(Row.builder("org.example.Triangle.createND", "avgt")
                        .params(Map.of("dimension", dimension, "size", "1000", "type", type)).unit("ns/op")
                        .cells(Map.of("17", Fixtures.ok(1, 0.1, null))).build());
            }
        }
        BenchResult triangles = new BenchResult(1, result.environment(), result.runtimes(), rows, List.of());
        List<String> table = new ConsoleRenderer().table(ResultTable.of(triangles));
        List<String> nd = table.stream().filter(l -> l.startsWith("Triangle.createND")).toList();
        long blocks = table.stream().filter(l -> l.startsWith("Benchmark ")).count();
        assertEquals(8 * blocks, nd.size(), table::toString);
        assertEquals(8, nd.stream().map(l -> l.substring(0, l.indexOf("avgt"))).distinct().count(), nd::toString);
        assertTrue(nd.stream().anyMatch(l -> l.contains("dimension=32, size=1000, type=Coordinates ")), nd::toString);
        assertTrue(nd.stream().noneMatch(l -> l.contains("…")), nd::toString);
        // Values that fit keep the usual width: the JSON document of longParamsAreCut is still cut there.
        assertTrue(table.stream().filter(l -> l.startsWith("Triangle.create2D")).allMatch(l -> !l.contains("…")));
    }

    @Test
    void warningsFollowTheTable() {
        int warnings = lines.indexOf("Warnings:");
        assertTrue(warnings > 0);
        assertEquals("  FAILED (org.example.Evil.run, runtime 21): =2+5 fork crashed", lines.get(warnings + 1));
        assertEquals("  ENVIRONMENT: assertions are enabled", lines.get(warnings + 3));
    }

    @Test
    void anIsolatedRunIsNotFlagged() {
        List<String> isolated = new ConsoleRenderer().render(Fixtures.result(false));
        assertEquals(0, count(isolated, "unisolated") + count(isolated, "UNISOLATED"));
    }
}
