package io.github.benchplugin.engine.config;

import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExplainOptionTest {

    private static Row row(String name, Verdict verdict, boolean measured) {
        Cell cell = measured ? Cell.builder(CellStatus.OK).score(1.0).error(0.1).ciLow(0.9).ciHigh(1.1)
                .samples(List.of(1.0)).forkSamples(List.of(List.of(1.0))).build()
                : Cell.failed("crashed");
        return Row.builder(name, "avgt").unit("ns/op").cells(Map.of("17", cell))
                .comparisons(Map.of("25", Comparison.builder("17").ratio(0.5).ciLow(0.4).ciHigh(0.6).verdict(verdict)
                        .pValue(0.01).build()))
                .build();
    }

    private static BenchResult result() {
        Environment env = Environment.builder("box").os("Linux").arch("amd64").cpus(2).createdAt("2025-01-01T00:00:00Z")
                .build();
        Row allocates = row("a.B.allocatesMore", Verdict.SAME, true);
        Comparison same = allocates.comparisons().get("25");
        allocates = allocates.withComparisons(Map.of("25", same.withAlloc(new AllocComparison(2.0, AllocVerdict.MORE, null))),
                Map.of());
        return new BenchResult(2, env, List.of(), List.of(row("a.B.faster", Verdict.FASTER, true),
                row("a.B.same", Verdict.SAME, true), row("a.B.slowerButFailed", Verdict.SLOWER, false), allocates), List.of());
    }

    private static List<String> selected(String value) {
        return ExplainOption.parse(value).select(result()).stream().map(Row::benchmark).toList();
    }

    @Test
    void trueExplainsRowsFasterSlowerOrAllocatingDifferentlyAllEveryMeasuredRowARegexItsMatches() {
        assertEquals(List.of("a.B.faster", "a.B.allocatesMore"), selected("true"));
        assertEquals(List.of("a.B.faster", "a.B.same", "a.B.allocatesMore"), selected("all"));
        assertEquals(List.of("a.B.same"), selected("\\.same$,nothing{1,2}"));
    }

    @Test
    void unsetBlankOrFalseExplainsNothing() {
        for (String off : new String[] {null, "", " ", "false"}) {
            assertFalse(ExplainOption.parse(off).enabled(), off);
        }
    }

    @Test
    void aBadRegexIsOneMessageNamingItAndWhatIsAllowed() {
        BadInputException e = assertThrows(BadInputException.class, () -> ExplainOption.parse("Concat(,all"));
        assertTrue(e.getMessage().startsWith("bench.explain 'Concat(,all' is not a regular expression"), e.getMessage());
        assertTrue(e.getMessage().contains("use true (rows that got faster or slower), all, or a comma list"), e.getMessage());
    }
}
