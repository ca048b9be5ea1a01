package io.github.benchplugin.report.isolation;

import io.github.benchplugin.model.isolation.IsolationReport;
import io.github.benchplugin.model.isolation.SampleIsolation;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** isolation.md and the build log's divergence table. */
class IsolationPagesTest {

    @Test
    void throughputReadsTheOtherWay() {
        IsolationReport report = SampleIsolation.report();
        assertEquals("5.0x slower", IsolationTable.looks(report.entries().get(2)));
        assertEquals("8.0x faster", IsolationTable.looks(report.entries().get(1)));
    }

    @Test
    void markdownExplainsDivergenceAndShowsTheTable() {
        String md = new IsolationMarkdown().render(SampleIsolation.report(), "Java 17.0.15 (v) /jdk");
        assertTrue(md.contains(IsolationMarkdown.MEANING.substring(0, 40)), md);
        assertTrue(md.contains("cannot be trusted"), md);
        assertTrue(md.contains("| Bench.mono | kind=c | avgt | 1.0000 ± 0.0100 ns/op | 13.000 ± 0.130 ns/op | 13.00 | 13.0x slower |"), md);
        assertTrue(md.contains("## Not compared"), md);
    }

    @Test
    void consoleLinesAreAligned() {
        List<String> lines = new IsolationConsole().render(SampleIsolation.report());
        assertTrue(lines.get(1).startsWith("Benchmark"), lines.toString());
        assertTrue(lines.get(2).matches("[- ]+"), "a rule under the header, as in the results table");
        assertEquals(lines.get(1).indexOf("Params"), lines.get(3).indexOf("kind=c"));
        assertTrue(lines.get(lines.size() - 1).startsWith("Divergence = "), lines.toString());
    }
}
