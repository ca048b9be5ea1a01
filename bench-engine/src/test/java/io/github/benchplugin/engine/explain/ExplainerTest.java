package io.github.benchplugin.engine.explain;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Evidence.Inlining;
import io.github.benchplugin.model.result.Evidence.MethodShare;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.RowKey;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The console's line per explained row ("Explained LockBench.locked thrpt: ..."). */
class ExplainerTest {

    private static final RowKey ROW = new RowKey("org.acme.LockBench.locked", "thrpt", Map.of());
    private static final String LOOP = "org.acme.jmh_generated.LockBench_locked_jmhTest.locked_Throughput";

    private static Evidence evidence(List<MethodShare> self, List<Inlining> inlining) {
        return new Evidence("explain/row/x.jfr", 1000, self, self, List.of(), null, null,
                new Evidence.JitSummary(0, 10, inlining));
    }

    /** On 25 JMH's loop stops inlining its bookkeeping and JMH's barrier takes 30% of the samples. */
    private static Map<String, Evidence> harnessDiffers(double benchmarkShareOn25) {
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", evidence(List.of(new MethodShare("org.acme.LockBench.locked", 600, 0.6, 4)),
                List.of(new Inlining(LOOP, "org.openjdk.jmh.results.BenchmarkTaskResult.add", true, "inline (hot)"))));
        byRuntime.put("25", evidence(List.of(new MethodShare("org.acme.LockBench.locked", 0, benchmarkShareOn25, 4),
                        new MethodShare("org.openjdk.jmh.runner.InfraControl.preSetup", 300, 0.3, 4)),
                List.of(new Inlining(LOOP, "org.openjdk.jmh.results.BenchmarkTaskResult.add", false, "too big"))));
        return byRuntime;
    }

    @Test
    void theConsoleNamesTheLargestDifferenceOutsideJmhsHarnessAndCountsTheHarnessesApart() {
        Explanation e = EvidenceDiff.explain(ROW, harnessDiffers(0.5), List.of());
        assertEquals("hot method org.acme.LockBench.locked: 17 60.0% self, 25 50.0% self"
                + " (2 inside JMH's harness, listed apart in results.md)", Explainer.headline(e));
    }

    @Test
    void whenOnlyJmhsHarnessDiffersTheConsoleSaysSoBeforeNamingIt() {
        Explanation e = EvidenceDiff.explain(ROW, harnessDiffers(0.6), List.of());
        assertEquals("no difference above sampling noise outside JMH's harness (2 inside JMH's harness, listed apart"
                + " in results.md, the largest: hot method org.openjdk.jmh.runner.InfraControl.preSetup: 17 not in its top"
                + " list, 25 30.0% self (only on 25))", Explainer.headline(e));
    }

    @Test
    void withoutHarnessDifferencesTheLineIsAsBefore() {
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", evidence(List.of(new MethodShare("java.util.Arrays.hashCode", 1000, 1.0, 4)), List.of()));
        byRuntime.put("25", evidence(List.of(), List.of()));
        assertEquals("hot method java.util.Arrays.hashCode: 17 100.0% self, 25 not in its top list (only on 17)",
                Explainer.headline(EvidenceDiff.explain(ROW, byRuntime, List.of())));
    }
}
