package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.fixtures.Results;
import static io.github.benchplugin.model.fixtures.Results.cells;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonCalculatorTest {

    private final ComparisonCalculator calculator = new ComparisonCalculator();
    private final Random random = new Random(11);

    static RuntimeInfo runtime(String id, boolean isolated, boolean baseline) {
        return Results.runtime(id).toBuilder().isolated(isolated).baseline(baseline).build();
    }

    private Cell cell(double mean) {
        return SyntheticCells.noisy(random, mean, 5, 5, 0.02, 0.01);
    }

    /** Equal means, 5 forks at 2% noise: same or undecided (the seed decides which), never a difference. */
    private static void assertNoDifferenceShown(Verdict verdict) {
        assertTrue(verdict == Verdict.SAME || verdict == Verdict.UNDECIDED, verdict.toString());
    }

    private static Row row(String benchmark, Map<String, String> params, Map<String, Cell> cells) {
        return Row.builder(benchmark, "avgt").params(params).unit("ns/op").cells(cells).build();
    }

    @Test
    void everyNonBaselineRuntimeIsComparedWithTheBaselineRuntime() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, false), runtime("21", true, true),
                runtime("25", true, false));
        Row r = row("a.B.m", Map.of(), cells("17", cell(110), "21", cell(100), "25", cell(100)));
        Row out = calculator.withComparisons(List.of(r), runtimes, null).get(0);
        assertEquals(List.of("17", "25"), List.copyOf(out.comparisons().keySet()));
        assertEquals(Verdict.SLOWER, out.comparisons().get("17").verdict());
        assertEquals("21", out.comparisons().get("17").against());
        assertNoDifferenceShown(out.comparisons().get("25").verdict());
        assertTrue(out.baselineRatio().isEmpty());
    }

    @Test
    void firstRuntimeIsBaselineWhenNoneIsMarked() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, false), runtime("21", true, false));
        Row r = row("a.B.m", Map.of(), cells("17", cell(100), "21", cell(100)));
        Row out = calculator.withComparisons(List.of(r), runtimes, null).get(0);
        assertEquals("17", out.comparisons().get("21").against());
    }

    @Test
    void unisolatedAgainstIsolatedIsUnknownButKeepsRatio() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, true), runtime("21", false, false));
        Row r = row("a.B.m", Map.of(), cells("17", cell(100), "21", cell(200)));
        Comparison c = calculator.withComparisons(List.of(r), runtimes, null).get(0).comparisons().get("21");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertEquals("unisolated vs isolated: not comparable", c.note());
        assertNotNull(c.ratio());
    }

    @Test
    void baselineMethodGivesRatiosToOtherMethodsOfItsClassPerParamsAndRuntime() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, true), runtime("21", true, false));
        Row base1 = row("org.x.Concat.plus", Map.of("n", "1"), cells("17", cell(100), "21", cell(100)));
        Row base2 = row("org.x.Concat.plus", Map.of("n", "2"), cells("17", cell(1000), "21", cell(1000)));
        Row other1 = row("org.x.Concat.builder", Map.of("n", "1"), cells("17", cell(50), "21", cell(100)));
        Row other2 = row("org.x.Concat.builder", Map.of("n", "2"), cells("17", cell(1000), "21", cell(1000)));
        Row foreign = row("org.x.Other.builder", Map.of("n", "1"), cells("17", cell(50), "21", cell(50)));
        List<Row> out = calculator.withComparisons(List.of(base1, base2, other1, other2, foreign), runtimes,
                "Concat.plus");
        assertTrue(out.get(0).baselineRatio().isEmpty());
        Comparison c = out.get(2).baselineRatio().get("17");
        assertEquals("org.x.Concat.plus", c.against());
        assertEquals(0.5, c.ratio(), 0.05);
        assertEquals(Verdict.FASTER, c.verdict());
        assertNoDifferenceShown(out.get(2).baselineRatio().get("21").verdict());
        assertEquals(1.0, out.get(3).baselineRatio().get("17").ratio(), 0.05);
        assertTrue(out.get(4).baselineRatio().isEmpty());
    }

    @Test
    void baselineMethodWithoutParamsServesParameterisedRows() {
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, true));
        Row base = row("org.x.Concat.empty", Map.of(), cells("17", cell(10)));
        Row other = row("org.x.Concat.work", Map.of("n", "1"), cells("17", cell(100)));
        List<Row> out = calculator.withComparisons(List.of(base, other), runtimes, "org.x.Concat.empty");
        assertEquals(10.0, out.get(1).baselineRatio().get("17").ratio(), 1.0);
    }

    @Test
    void aMethodWhoseWorkWasRemovedIsNotFasterThanTheBaselineMethod() {
        HarnessFloor floor = new HarnessFloor("avgt", 0.4, 0.01, "ns/op", List.of(0.40, 0.41, 0.39, 0.40, 0.40));
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, true).withFloor(floor));
        Row loop = row("org.x.Sum.loop", Map.of(), cells("17", cell(230)));
        Row unusedSum = row("org.x.Sum.unusedSum", Map.of(), cells("17", cell(0.40)));
        Row honest = row("org.x.Sum.unrolled", Map.of(), cells("17", cell(120)));
        Row tiny = row("org.x.Sum.singleAdd", Map.of(), cells("17", cell(0.6)));
        List<Row> out = calculator.withComparisons(List.of(loop, unusedSum, honest, tiny), runtimes, "Sum.loop");
        Comparison removed = out.get(1).baselineRatio().get("17");
        assertEquals(Verdict.UNKNOWN, removed.verdict());
        assertTrue(removed.note().startsWith("unusedSum measured no work"), removed.note());
        assertEquals(0.0017, removed.ratio(), 0.0002, "the ratio is kept, the verdict is not");
        assertEquals(Verdict.FASTER, out.get(2).baselineRatio().get("17").verdict(), "real work far above the floor");
        // Two methods may honestly differ 400-fold: tiny work measurably above the floor keeps its verdict.
        assertEquals(Verdict.FASTER, out.get(3).baselineRatio().get("17").verdict());
    }

    @Test
    void aMethodOneRuntimesJitEmptiedGetsNoVerdictAgainstTheBaselineMethodThere() {
        // On 25 the loop costs 3 empty calls, measurably more than the floor, while 17 runs it in 230 ns:
        // only the other runtime shows that 25 removed the work, as the ZERO_MEASUREMENT warning says.
        HarnessFloor floor = new HarnessFloor("avgt", 0.4, 0.01, "ns/op", List.of(0.40, 0.41, 0.39, 0.40, 0.40));
        List<RuntimeInfo> runtimes = List.of(runtime("17", true, true).withFloor(floor),
                runtime("25", true, false).withFloor(floor));
        Row loop = row("org.x.Sum.loop", Map.of(), cells("17", cell(230), "25", cell(200)));
        Row unusedSum = row("org.x.Sum.unusedSum", Map.of(), cells("17", cell(230), "25", cell(1.2)));
        Row out = calculator.withComparisons(List.of(loop, unusedSum), runtimes, "Sum.loop").get(1);
        assertEquals(Verdict.UNKNOWN, out.baselineRatio().get("25").verdict(), out.baselineRatio().toString());
        assertNoDifferenceShown(out.baselineRatio().get("17").verdict());
    }

    @Test
    void resolveBaselineMatchesSimpleQualifiedAndNested() {
        List<String> names = List.of("org.x.Concat.plus", "org.x.Concat.builder", "org.y.Outer$Inner.run");
        assertEquals(Optional.of("org.x.Concat.plus"), ComparisonCalculator.resolveBaseline("Concat.plus", names));
        assertEquals(Optional.of("org.x.Concat.plus"),
                ComparisonCalculator.resolveBaseline("org.x.Concat.plus", names));
        assertEquals(Optional.of("org.y.Outer$Inner.run"), ComparisonCalculator.resolveBaseline("Inner.run", names));
        assertFalse(ComparisonCalculator.resolveBaseline("Concat.minus", names).isPresent());
        assertFalse(ComparisonCalculator.resolveBaseline("cat.plus", names).isPresent());
    }

    @Test
    void resolveBaselineRejectsAmbiguityAndMalformedSpecs() {
        List<String> names = List.of("org.x.Concat.plus", "org.y.Concat.plus");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ComparisonCalculator.resolveBaseline("Concat.plus", names));
        assertTrue(e.getMessage().contains("org.x.Concat.plus") && e.getMessage().contains("org.y.Concat.plus"));
        assertThrows(IllegalArgumentException.class, () -> ComparisonCalculator.resolveBaseline("plus", names));
        assertThrows(IllegalArgumentException.class, () -> ComparisonCalculator.resolveBaseline("Concat.", names));
    }
}
