package io.github.benchplugin.report.table;

import io.github.benchplugin.report.markdown.MarkdownRenderer;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MarkdownRendererTest {

    private final String md = new MarkdownRenderer().render(Fixtures.result(true));

    private static List<String> tableLines(String markdown) {
        return markdown.lines().filter(l -> l.startsWith("|")).toList();
    }

    /** GFM splits table cells on pipes that are not escaped. */
    private static List<String> cells(String line) {
        String inner = line.substring(1, line.length() - 1);
        return Arrays.stream(inner.split("(?<!\\\\)\\|", -1)).map(String::trim).toList();
    }

    @Test
    void headerDescribesMachineAndEveryRuntime() {
        assertTrue(md.startsWith("# Benchmark results\n"));
        assertTrue(md.contains("- **Host:** box\n"));
        assertTrue(md.contains("- **CPUs:** 8\n"));
        assertTrue(md.contains("- **JMH settings:** forks=2, iterations=5\n"));
        assertTrue(md.contains("- **Runtime 17:** Java 17.0.15, Eclipse Adoptium, /opt/jdk-17, JMH 1.37, isolated: yes, baseline\n"));
        assertTrue(md.contains("- **Runtime 21:** Java 21.0.7, Oracle \\| Corp, /opt/jdk-21, JMH 1.37, isolated: NO (UNISOLATED)"
                + " – could not fork: in-process fallback\n"), md);
    }

    /** The fixture's runtimes, the first (17) with a harness floor of 0.4123 ns/op. */
    private static List<io.github.benchplugin.model.result.RuntimeInfo> floorOnTheFirst(
            io.github.benchplugin.model.result.BenchResult plain) {
        io.github.benchplugin.model.result.HarnessFloor floor = new io.github.benchplugin.model.result.HarnessFloor("avgt", 0.4123,
                0.0061, "ns/op", List.of(0.41, 0.42, 0.40));
        List<io.github.benchplugin.model.result.RuntimeInfo> runtimes = new java.util.ArrayList<>(plain.runtimes());
        runtimes.set(0, runtimes.get(0).withFloor(floor));
        return runtimes;
    }

    @Test
    void theHarnessFloorIsOnTheRuntimesLine() {
        io.github.benchplugin.model.result.BenchResult plain = Fixtures.result(true);
        List<io.github.benchplugin.model.result.RuntimeInfo> runtimes = floorOnTheFirst(plain);
        String withFloor = new MarkdownRenderer().render(new io.github.benchplugin.model.result.BenchResult(1,
                plain.environment(), runtimes, plain.rows(), plain.warnings()));
        assertTrue(withFloor.contains("- **Runtime 17:** Java 17.0.15, Eclipse Adoptium, /opt/jdk-17, JMH 1.37, isolated: yes,"
                + " harness floor 0.41230 ± 0.00610 ns/op (avgt), baseline\n"), withFloor);
        assertTrue(withFloor.contains("- **Runtime 21:** Java 21.0.7, Oracle \\| Corp, /opt/jdk-21, JMH 1.37, isolated: NO"), withFloor);
        assertFalse(md.contains("harness floor"), "no floor measured, nothing said");
    }

    @Test
    void theRuntimesLineNamesBenchFloorAndWhereItWasNotMeasured() {
        io.github.benchplugin.model.result.BenchResult plain = Fixtures.result(true);
        List<io.github.benchplugin.model.result.RuntimeInfo> runtimes = floorOnTheFirst(plain);
        io.github.benchplugin.model.result.Environment auto = plain.environment().withSettings(
                Map.of(io.github.benchplugin.model.result.Environment.FLOOR_SETTING, "auto"));
        String md = new MarkdownRenderer().render(new io.github.benchplugin.model.result.BenchResult(1, auto, runtimes,
                plain.rows(), plain.warnings()));
        assertTrue(md.contains("harness floor 0.41230 ± 0.00610 ns/op (avgt) (bench.floor=auto), baseline\n"), md);
        assertTrue(md.contains("isolated: NO (UNISOLATED) – could not fork: in-process fallback, harness floor not"
                + " measured (bench.floor=auto: only where a cell could be near it)\n"), md);
        io.github.benchplugin.model.result.Environment never = plain.environment().withSettings(
                Map.of(io.github.benchplugin.model.result.Environment.FLOOR_SETTING, "false"));
        String off = new MarkdownRenderer().render(new io.github.benchplugin.model.result.BenchResult(1, never,
                plain.runtimes(), plain.rows(), plain.warnings()));
        assertTrue(off.contains("harness floor not measured (bench.floor=false: no ZERO\\_MEASUREMENT check)"), off);
    }

    @Test
    void oneTableWithEveryRowAndAStableColumnCount() {
        List<String> lines = tableLines(md);
        assertEquals(2 + 4 + 1, lines.size(), "header, alignment, 4 rows, geometric mean");
        int columns = cells(lines.get(0)).size();
        assertEquals(12, columns);
        lines.forEach(l -> assertEquals(columns, cells(l).size(), l));
        for (String name : List.of("ConcatBench.plus", "ConcatBench.builder", "Evil.run", "Misc.count", "Geometric mean")) {
            assertTrue(lines.stream().anyMatch(l -> cells(l).get(0).equals(name)), name);
        }
        assertTrue(lines.get(1).contains("---:"), "numbers are right-aligned");
    }

    @Test
    void everyNumberFromTheUnisolatedRuntimeIsFlagged() {
        List<String> lines = tableLines(md);
        List<String> headers = cells(lines.get(0));
        int flagged = 0;
        for (String line : lines.subList(2, lines.size())) {
            List<String> cells = cells(line);
            for (int i = 0; i < headers.size(); i++) {
                if (headers.get(i).startsWith("21") && cells.get(i).matches(".*\\d.*")) {
                    assertTrue(headers.get(i).contains("UNISOLATED"), headers.get(i));
                    assertTrue(cells.get(i).endsWith("(unisolated)"), cells.get(i));
                    flagged++;
                }
            }
        }
        assertEquals(8, flagged);
    }

    @Test
    void ratiosShowIntervalAndVerdict() {
        assertTrue(md.contains("| 0.42 \\[0.40–0.44\\] faster (unisolated) |"), md);
        assertTrue(md.contains("| 1.01 \\[0.97–1.05\\] \\~ (unisolated) |"), md);
    }

    @Test
    void hostileValuesAreEscaped() {
        assertFalse(md.contains("<script>"));
        assertFalse(md.contains("<b>"));
        assertTrue(md.contains("&lt;script&gt;alert('x')&lt;/script&gt;\\|\\*x\\*"), md);
    }

    @Test
    void legendThenWarnings() {
        int legend = md.indexOf("**Legend:**");
        int warnings = md.indexOf("## Warnings");
        assertTrue(legend > md.lastIndexOf("| Geometric mean"));
        assertTrue(warnings > legend);
        assertTrue(md.contains("\\~ = undecided"), md);
        assertTrue(md.contains("same = shown within ±3%"), md);
        assertTrue(md.contains("- **FAILED** (org.example.Evil.run, runtime 21): =2+5 fork crashed\n"), md);
        assertTrue(md.contains("- **ZERO\\_MEASUREMENT** (org.example.Misc.count, runtime 17): looks like dead code:"
                + " &lt;b&gt;\\*bold\\*&lt;/b&gt; \\| pipe\n"), md);
        assertTrue(md.contains("- **ENVIRONMENT**: assertions are enabled\n"), md);
    }

    @Test
    void anIsolatedRunIsNotFlagged() {
        String isolated = new MarkdownRenderer().render(Fixtures.result(false));
        assertFalse(isolated.toLowerCase(java.util.Locale.ROOT).contains("unisolated"));
        assertTrue(isolated.contains("isolated: yes"));
    }
}
