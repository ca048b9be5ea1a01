package io.github.benchplugin.report.table;

import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The largest and smallest scores a results.json may hold (the reader refuses beyond 1e100): every table keeps a
 * width a terminal shows. In plain notation a score of 1e308 made each line of the log's table 400 characters wide.
 */
class AbsurdNumbersTest {

    private static RuntimeInfo runtime(String id, boolean baseline) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(id + ".0.1").featureVersion(Integer.parseInt(id))
                .baseline(baseline).build();
    }

    @Test
    void scoresAndRatiosFarFromOneKeepTheTablesNarrow() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", true), runtime("25", false));
        List<Row> rows = List.of(
                Row.builder("org.acme.Bench.huge", "avgt").unit("ns/op")
                        .cells(Map.of("17", SyntheticCells.around(1e99), "25", SyntheticCells.around(3))).build(),
                Row.builder("org.acme.Bench.tiny", "avgt").unit("ns/op")
                        .cells(Map.of("17", SyntheticCells.around(2), "25", SyntheticCells.around(1e-99))).build());
        BenchResult result = new ReportAssembler(null).assemble(null, runtimes, rows, List.of());

        String console = String.join("\n", new ConsoleRenderer().render(result));
        assertTrue(console.contains("1.000e99 ±?"), console);
        assertTrue(console.contains("5.00e-100 [4.97e-100–5.03e-100]"), "the ratio 1e-99 / 2: " + console);
        String table = console.substring(0, console.indexOf("Scores:"));
        int widest = Arrays.stream(table.split("\n")).mapToInt(String::length).max().orElse(0);
        assertTrue(widest < 110, "widest line " + widest + ":\n" + table);

        String markdown = new MarkdownRenderer().render(result);
        int widestRow = Arrays.stream(markdown.split("\n")).filter(l -> l.startsWith("| Bench."))
                .mapToInt(String::length).max().orElse(0);
        assertTrue(widestRow < 110, "widest row " + widestRow + ":\n" + markdown);
    }
}
