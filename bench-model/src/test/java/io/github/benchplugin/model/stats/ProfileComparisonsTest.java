package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.ColumnPairs;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.assembly.ReportAssembler;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileComparisonsTest {

    private static final RuntimeProfile G1 = new RuntimeProfile("g1", List.of("-XX:+UseG1GC"));
    private static final RuntimeProfile Z = new RuntimeProfile("z", List.of("-XX:+UseZGC"));

    private final Random random = new Random(5);

    static RuntimeInfo column(String jdk, RuntimeProfile profile) {
        return RuntimeInfo.builder(jdk + "-" + profile.name()).requested(jdk).javaVersion(jdk + ".0.1")
                .featureVersion(Integer.parseInt(jdk)).vendor("v").javaHome("/jdk/" + jdk).hostName("host")
                .jmhVersion("1.37").profile(profile).build();
    }

    /** 17 g1, 17 z, 25 g1, 25 z: runtime outer, profile inner, as the plugin lays them out. */
    static List<RuntimeInfo> matrix() {
        return List.of(column("17", G1), column("17", Z), column("25", G1), column("25", Z));
    }

    private Map<String, Cell> cells(double g1on17, double zOn17, double g1on25, double zOn25) {
        Map<String, Cell> cells = new LinkedHashMap<>();
        cells.put("17-g1", SyntheticCells.noisy(random, g1on17, 5, 5, 0.01, 0.01));
        cells.put("17-z", SyntheticCells.noisy(random, zOn17, 5, 5, 0.01, 0.01));
        cells.put("25-g1", SyntheticCells.noisy(random, g1on25, 5, 5, 0.01, 0.01));
        cells.put("25-z", SyntheticCells.noisy(random, zOn25, 5, 5, 0.01, 0.01));
        return cells;
    }

    private BenchResult assemble(boolean compareProfiles) {
        Row row = Row.builder("a.B.m", "avgt").unit("ns/op").cells(cells(100, 200, 50, 400)).build();
        Environment env = Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build();
        return new ReportAssembler(null, null, compareProfiles).assemble(env, matrix(), List.of(row), List.of());
    }

    @Test
    void aRuntimeIsComparedWithTheBaselineRuntimeUnderTheSameProfile() {
        Row row = assemble(false).rows().get(0);
        assertEquals(List.of("25-g1", "25-z"), List.copyOf(row.comparisons().keySet()),
                "the first column of each profile is that profile's base");
        assertEquals("17-g1", row.comparisons().get("25-g1").against());
        assertEquals(0.5, row.comparisons().get("25-g1").ratio(), 0.02);
        assertEquals(Verdict.FASTER, row.comparisons().get("25-g1").verdict());
        assertEquals("17-z", row.comparisons().get("25-z").against());
        assertEquals(2.0, row.comparisons().get("25-z").ratio(), 0.05);
        assertEquals(Verdict.SLOWER, row.comparisons().get("25-z").verdict());
    }

    @Test
    void profilesAreComparedOnlyWhenAsked() {
        assertTrue(assemble(false).rows().get(0).profileComparisons().isEmpty());
        Row row = assemble(true).rows().get(0);
        assertEquals(List.of("17-z", "25-z"), List.copyOf(row.profileComparisons().keySet()));
        assertEquals("17-g1", row.profileComparisons().get("17-z").against());
        assertEquals(2.0, row.profileComparisons().get("17-z").ratio(), 0.05);
        assertEquals("25-g1", row.profileComparisons().get("25-z").against());
        assertEquals(8.0, row.profileComparisons().get("25-z").ratio(), 0.2);
    }

    @Test
    void withoutProfilesEveryRuntimeIsComparedWithTheBaselineAsBefore() {
        List<RuntimeInfo> runtimes = List.of(ComparisonCalculatorTest.runtime("17", true, true),
                ComparisonCalculatorTest.runtime("21", true, false), ComparisonCalculatorTest.runtime("25", true, false));
        Map<String, Cell> cells = new LinkedHashMap<>();
        runtimes.forEach(r -> cells.put(r.id(), SyntheticCells.noisy(random, 100, 5, 5, 0.01, 0.01)));
        Row row = new ComparisonCalculator().withComparisons(
                List.of(Row.builder("a.B.m", "avgt").unit("ns/op").cells(cells).build()), runtimes, null, true)
                .get(0);
        assertEquals(List.of("21", "25"), List.copyOf(row.comparisons().keySet()));
        assertEquals("17", row.comparisons().get("25").against());
        assertTrue(row.profileComparisons().isEmpty(), "no profiles, nothing to compare them with");
    }

    @Test
    void anAaPairUnderProfilesStaysTwoRuntimes() {
        RuntimeInfo first = column("17", G1);
        RuntimeInfo second = RuntimeInfo.builder("17_2-g1").requested("17").javaVersion("17.0.1").featureVersion(17)
                .vendor("v").javaHome("/jdk/17").hostName("host").profile(G1).build();
        RuntimeInfo secondZ = RuntimeInfo.builder("17_2-z").requested("17").javaVersion("17.0.1").featureVersion(17)
                .vendor("v").javaHome("/jdk/17").hostName("host").profile(Z).build();
        assertTrue(ColumnPairs.sameRuntime(second, secondZ));
        assertEquals("17", ColumnPairs.runtimePart(first));
        assertEquals("17_2-g1", ColumnPairs.of(List.of(first, second, secondZ)).profileBases().get("17_2-z").id());
    }
}
