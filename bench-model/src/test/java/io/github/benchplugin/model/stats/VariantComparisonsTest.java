package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.ColumnPairs;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Variant;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.gate.NoRegressionGate;
import io.github.benchplugin.model.previousrun.Regression;
import io.github.benchplugin.model.gate.RegressionGate;
import io.github.benchplugin.model.gate.Threshold;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.variants' comparisons: each runtime against the baseline runtime on the same variant,
 * each variant against the first variant on the same runtime, and the gates read both.
 */
class VariantComparisonsTest {

    private static final Variant OLD = new Variant("1.0", "lib.version=1.0", List.of());
    private static final Variant NEW = new Variant("1.1", "lib.version=1.1", List.of());

    private final Random random = new Random(7);

    private static RuntimeInfo column(String jdk, RuntimeProfile profile, Variant variant) {
        String id = jdk + (profile == null ? "" : "-" + profile.name()) + "/" + variant.name();
        return RuntimeInfo.builder(id).requested(jdk).javaVersion(jdk + ".0.1").featureVersion(Integer.parseInt(jdk))
                .vendor("v").javaHome("/jdk/" + jdk).hostName("host").jmhVersion("1.37").profile(profile)
                .variant(variant).build();
    }

    /** 17/1.0, 17/1.1, 25/1.0, 25/1.1: runtime outer, variant inner, as VariantMatrix lays them out. */
    private static List<RuntimeInfo> matrix(RuntimeProfile profile) {
        return List.of(column("17", profile, OLD), column("17", profile, NEW), column("25", profile, OLD),
                column("25", profile, NEW));
    }

    /** avgt scores: 1.1 takes twice the time of 1.0 on both runtimes; 25 takes half the time of 17. */
    private BenchResult assemble(List<RuntimeInfo> columns) {
        double[] scores = {100, 200, 50, 100};
        Map<String, Cell> cells = new LinkedHashMap<>();
        for (int i = 0; i < columns.size(); i++) {
            cells.put(columns.get(i).id(), SyntheticCells.noisy(random, scores[i], 5, 5, 0.01, 0.01));
        }
        Row row = Row.builder("a.B.m", "avgt").unit("ns/op").cells(cells).build();
        Environment env = Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build();
        return new ReportAssembler(null, null, false).assemble(env, columns, List.of(row), List.of());
    }

    @Test
    void runtimesAreComparedWithinAVariantAndVariantsWithinARuntime() {
        Row row = assemble(matrix(null)).rows().get(0);
        assertEquals(List.of("25/1.0", "25/1.1"), List.copyOf(row.comparisons().keySet()));
        assertEquals("17/1.0", row.comparisons().get("25/1.0").against());
        assertEquals("17/1.1", row.comparisons().get("25/1.1").against(), "never 25 on 1.1 against 17 on 1.0");
        assertEquals(0.5, row.comparisons().get("25/1.1").ratio(), 0.02);
        assertEquals(List.of("17/1.1", "25/1.1"), List.copyOf(row.variantComparisons().keySet()));
        assertEquals("17/1.0", row.variantComparisons().get("17/1.1").against());
        assertEquals("25/1.0", row.variantComparisons().get("25/1.1").against());
        assertEquals(2.0, row.variantComparisons().get("25/1.1").ratio(), 0.05);
        assertEquals(Verdict.SLOWER, row.variantComparisons().get("17/1.1").verdict());
    }

    @Test
    void withProfilesTheVariantBaseHasTheSameProfile() {
        RuntimeProfile g1 = new RuntimeProfile("g1", List.of("-XX:+UseG1GC"));
        List<RuntimeInfo> columns = matrix(g1);
        ColumnPairs pairs = ColumnPairs.of(columns);
        assertEquals("17-g1/1.0", pairs.variantBases().get("17-g1/1.1").id());
        assertEquals("17-g1/1.1", pairs.runtimeBases().get("25-g1/1.1").id());
        assertEquals("17", ColumnPairs.runtimePart(columns.get(1)), "17-g1/1.1 is runtime 17");
        assertEquals("25", ColumnPairs.runtimePart(columns.get(3)));
    }

    @Test
    void theGatesNameTheVariantThatGotSlower() {
        BenchResult result = assemble(matrix(null));
        List<Regression> found = RegressionGate.find(result, 0.05);
        assertEquals(List.of("17/1.1", "25/1.1"), found.stream()
                .filter(r -> r.reference() == Regression.Reference.BASELINE_VARIANT).map(Regression::runtimeId).toList());
        assertTrue(found.get(0).describe().contains("slower than 17/1.0"), found.get(0).describe());
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(result,
                Threshold.parse("5%"));
        assertFalse(outcome.passed());
        assertTrue(outcome.failing().stream().anyMatch(u -> u.runtimeId().equals("17/1.1")
                && u.reference() == Regression.Reference.BASELINE_VARIANT));
    }

    @Test
    void withoutVariantsNothingChanges() {
        Row row = assemble(List.of(ProfileComparisonsTest.column("17", new RuntimeProfile("g1", List.of())),
                ProfileComparisonsTest.column("25", new RuntimeProfile("g1", List.of())))).rows().get(0);
        assertTrue(row.variantComparisons().isEmpty());
        assertEquals("17-g1", row.comparisons().get("25-g1").against());
    }
}
