package io.github.benchplugin.model.result;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FlagDifferenceTest {

    private static RuntimeInfo column(String id, Map<String, String> flags, List<String> fromUser) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(id).featureVersion(Integer.parseInt(id))
                .vendor("V").javaHome("/jdk" + id).flags(flags, fromUser).build();
    }

    @Test
    void valuesThatDifferAreListedWithWhoSetThem() {
        RuntimeInfo jdk17 = column("17", Map.of("UseG1GC", "true", "OptimizeFill", "false", "MaxHeapSize", "536870912",
                "SafepointTimeoutDelay", "10000", "SharedBaseAddress", "140691837550592", "UseBiasedLocking", "false",
                "AlwaysPreTouch", "true"), List.of("MaxHeapSize", "AlwaysPreTouch"));
        RuntimeInfo jdk25 = column("25", Map.of("UseG1GC", "true", "OptimizeFill", "true", "MaxHeapSize", "536870912",
                "SafepointTimeoutDelay", "10000.000000", "SharedBaseAddress", "1694498816",
                "UseCompactObjectHeaders", "false"), List.of("MaxHeapSize"));

        List<FlagDifference> differences = FlagDifference.of(List.of(jdk17, jdk25));

        // OptimizeFill: the JDKs' defaults; AlwaysPreTouch: set by the user, unknown to 25. Not listed: equal values,
        // the same number printed as a double, an address randomised per start, a new flag nobody set.
        assertEquals(List.of(new FlagDifference("AlwaysPreTouch", Map.of("17", "true"), FlagDifference.USER),
                new FlagDifference("OptimizeFill", Map.of("17", "false", "25", "true"), FlagDifference.RUNTIME)),
                differences);
    }

    @Test
    void theDefaultCollectorSwitchedOffByTheUsersChoiceIsTheUsersToo() {
        RuntimeInfo g1 = column("17", Map.of("UseG1GC", "true", "UseSerialGC", "false"), List.of());
        RuntimeInfo serial = column("21", Map.of("UseG1GC", "false", "UseSerialGC", "true"), List.of("UseSerialGC"));

        assertEquals(List.of(FlagDifference.USER, FlagDifference.USER),
                FlagDifference.of(List.of(g1, serial)).stream().map(FlagDifference::origin).toList());
    }

    @Test
    void theConsequentialComeFirst() {
        RuntimeInfo a = column("17", Map.of("ZFragmentationLimit", "25", "UseSerialGC", "false", "OptimizeFill", "false",
                "TieredStopAtLevel", "4", "MaxHeapSize", "1"), List.of());
        RuntimeInfo b = column("25", Map.of("ZFragmentationLimit", "5", "UseSerialGC", "true", "OptimizeFill", "true",
                "TieredStopAtLevel", "1", "MaxHeapSize", "2"), List.of());
        assertEquals(List.of("UseSerialGC", "MaxHeapSize", "OptimizeFill", "TieredStopAtLevel", "ZFragmentationLimit"),
                FlagDifference.of(List.of(a, b)).stream().map(FlagDifference::flag).toList());
    }

    @Test
    void columnsWithoutFlagsTakeNoPart() {
        RuntimeInfo read = column("17", Map.of("UseG1GC", "true"), List.of());
        RuntimeInfo unread = column("25", Map.of(), List.of());
        assertEquals(List.of(), FlagDifference.of(List.of(read, unread)));
        BenchResult result = new BenchResult(3, Environment.builder("h").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(), List.of(read, column("21", Map.of("UseG1GC", "false"), List.of())),
                List.of(), List.of());
        assertEquals(1, result.flagDifferences().size());
    }
}
