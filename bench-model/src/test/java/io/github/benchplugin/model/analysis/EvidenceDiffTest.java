package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Evidence.AllocationSite;
import io.github.benchplugin.model.result.Evidence.Inlining;
import io.github.benchplugin.model.result.Evidence.MethodShare;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.Explanation.Difference;
import io.github.benchplugin.model.result.RowKey;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EvidenceDiffTest {

    /** Evidence of a fork: hot self methods, allocation sites, collections and inlining decisions. */
    static Evidence evidence(List<MethodShare> self, List<AllocationSite> sites, long collections, List<Inlining> inlining) {
        return new Evidence("explain/row/x.jfr", 1000, self, self, sites, new Evidence.GcSummary(collections, 1, 1),
                new Evidence.LockSummary(0, 0, 0, 0), new Evidence.JitSummary(0, 10, inlining));
    }

    static Map<String, Evidence> sideBySide() {
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", evidence(
                List.of(new MethodShare("java.util.Arrays.hashCode", 950, 0.95, 4),
                        new MethodShare("org.acme.Stub.call", 30, 0.03, 4)),
                List.of(new AllocationSite("org.acme.Point", "org.acme.Bench.point", 4096, 1.0)), 12,
                List.of(new Inlining("org.acme.Stub.call", "java.util.Arrays.hashCode", false, "too big"))));
        byRuntime.put("25", evidence(
                List.of(new MethodShare("org.acme.Stub.call", 800, 0.80, 4),
                        new MethodShare("jdk.internal.util.ArraysSupport.vectorizedHashCode", 190, 0.19, 4),
                        new MethodShare("org.acme.Noise.tiny", 10, 0.01, 4)),
                List.of(), 0,
                List.of(new Inlining("org.acme.Stub.call", "java.util.Arrays.hashCode", true, "inline (hot)"))));
        return byRuntime;
    }

    @Test
    void oneSidedMethodsAndSitesComeFirstAndNameTheirSide() {
        List<Difference> found = EvidenceDiff.differences(sideBySide());
        Difference first = found.get(0);
        // The allocation site is 100% on 17 and absent on 25: the largest move.
        assertEquals("allocation", first.kind());
        assertEquals("org.acme.Point at org.acme.Bench.point", first.subject());
        assertEquals("17", first.onlyOn());
        Difference hash = found.stream().filter(d -> d.subject().equals("java.util.Arrays.hashCode")).findFirst().orElseThrow();
        assertEquals("17", hash.onlyOn());
        assertEquals("95.0% self", hash.values().get("17"));
        assertEquals(EvidenceDiff.ABSENT, hash.values().get("25"));
        assertTrue(found.stream().anyMatch(d -> d.subject().equals("jdk.internal.util.ArraysSupport.vectorizedHashCode")
                && "25".equals(d.onlyOn())), found::toString);
        for (int i = 1; i < found.size(); i++) {
            assertTrue(found.get(i - 1).weight() >= found.get(i).weight(), "largest first: " + found);
        }
    }

    @Test
    void sharesThatMoveABitAndTinyOneSidedEntriesAreNoise() {
        List<Difference> found = EvidenceDiff.differences(sideBySide());
        assertTrue(found.stream().noneMatch(d -> d.subject().equals("org.acme.Noise.tiny")), found::toString);
        Map<String, Evidence> same = new LinkedHashMap<>();
        same.put("a", evidence(List.of(new MethodShare("m", 500, 0.50, 4)), List.of(), 3, List.of()));
        same.put("b", evidence(List.of(new MethodShare("m", 520, 0.52, 4)), List.of(), 4, List.of()));
        assertEquals(List.of(), EvidenceDiff.differences(same));
    }

    @Test
    void inliningDecisionsAndCollectionsThatDifferAreListed() {
        List<Difference> found = EvidenceDiff.differences(sideBySide());
        Difference inlining = found.stream().filter(d -> d.kind().equals("inlining")).findFirst().orElseThrow();
        assertEquals("org.acme.Stub.call -> java.util.Arrays.hashCode", inlining.subject());
        assertEquals(Map.of("17", "too big", "25", "inline (hot)"), inlining.values());
        Difference gc = found.stream().filter(d -> d.kind().equals("gc")).findFirst().orElseThrow();
        assertEquals("17", gc.onlyOn());
        assertEquals("gc collections: 17 12, 25 0 (only on 17)", gc.describe());
    }

    @Test
    void withJmhsBytesPerOperationSitesCompareByThemNotByTheirShareOfEachSidesBytes() {
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        // The Point is all that is allocated on both sides, but 16 B/op against 0.2 B/op.
        byRuntime.put("default", evidence(List.of(), List.of(new AllocationSite("org.acme.Point", "org.acme.B.m", 100, 1.0)), 0, List.of())
                .withJmhFigures(null, 0.2));
        byRuntime.put("noea", evidence(List.of(), List.of(new AllocationSite("org.acme.Point", "org.acme.B.m", 9000, 1.0)), 0, List.of())
                .withJmhFigures(null, 16.0));
        Difference d = EvidenceDiff.differences(byRuntime).get(0);
        assertEquals("org.acme.Point at org.acme.B.m", d.subject());
        assertEquals(Map.of("default", "~0 B/op", "noea", "~16 B/op"), d.values());
        assertEquals(15.8 / 16, d.weight(), 1e-9, "weighed against the most a runtime allocates per operation");
        Map<String, Evidence> same = new LinkedHashMap<>();
        same.put("a", byRuntime.get("noea"));
        same.put("b", byRuntime.get("noea").withJmhFigures(null, 20.0));
        assertEquals(List.of(), EvidenceDiff.differences(same), "4 B/op apart is below the 8-byte threshold");
    }

    static final String STUB = "org.acme.jmh_generated.LockBench_locked_jmhTest.locked_thrpt_jmhStub";
    static final String LOOP = "org.acme.jmh_generated.LockBench_locked_jmhTest.locked_Throughput";

    /**
     * A lock-heavy benchmark on 17 and 25, shaped like the run that prompted the harness rule: most
     * inlining decisions that differ are inside JMH's harness (its loop, its stub held back by
     * CompileCommand, its result bookkeeping, its barrier, Blackhole), and so is the largest share
     * move (threads waiting in InfraControl.preSetup on 17); the user's code moved less.
     */
    static Map<String, Evidence> lockHeavy() {
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", lockEvidence(100, List.of(
                new MethodShare("java.util.concurrent.locks.AbstractQueuedSynchronizer.acquire", 400, 0.40, 4),
                new MethodShare("org.acme.LockBench.locked", 300, 0.30, 4),
                new MethodShare("org.openjdk.jmh.runner.InfraControl.preSetup", 200, 0.20, 4)), List.of(
                new Inlining(STUB, "org.acme.LockBench.locked", true, "inline (hot)"),
                new Inlining("org.acme.LockBench.locked", "java.util.concurrent.locks.ReentrantLock.lock", true, "inline (hot)"),
                new Inlining(LOOP, STUB, false, "disallowed by CompileCommand"),
                new Inlining(LOOP, "org.openjdk.jmh.results.BenchmarkTaskResult.add", true, "inline (hot)"),
                new Inlining("org.openjdk.jmh.runner.InfraControl.preSetup", "java.util.concurrent.CountDownLatch.countDown",
                        true, "inline (hot)"),
                new Inlining("org.openjdk.jmh.infra.Blackhole.consume", "org.openjdk.jmh.infra.Blackhole.consumeFull",
                        true, "inline (hot)"),
                new Inlining(STUB, "java.lang.System.nanoTime", true, "intrinsic"))));
        byRuntime.put("25", lockEvidence(10, List.of(
                new MethodShare("java.util.concurrent.locks.AbstractQueuedSynchronizer.acquire", 420, 0.42, 4),
                new MethodShare("org.acme.LockBench.locked", 360, 0.36, 4)), List.of(
                new Inlining(STUB, "org.acme.LockBench.locked", false, "too big"),
                new Inlining("org.acme.LockBench.locked", "java.util.concurrent.locks.ReentrantLock.lock", true, "inline (late)"),
                new Inlining(LOOP, STUB, false, "failed to inline: disallowed by CompileCommand"),
                new Inlining(LOOP, "org.openjdk.jmh.results.BenchmarkTaskResult.add", false, "too big"),
                new Inlining("org.openjdk.jmh.runner.InfraControl.preSetup", "java.util.concurrent.CountDownLatch.countDown",
                        false, "callee is too large"),
                new Inlining("org.openjdk.jmh.infra.Blackhole.consume", "org.openjdk.jmh.infra.Blackhole.consumeFull",
                        false, "too big"),
                new Inlining(STUB, "java.lang.System.nanoTime", true, "intrinsic (late)"))));
        return byRuntime;
    }

    private static Evidence lockEvidence(long monitorEnters, List<MethodShare> self, List<Inlining> inlining) {
        return new Evidence("explain/row/x.jfr", 1000, self, self, List.of(), new Evidence.GcSummary(0, 0, 0),
                new Evidence.LockSummary(monitorEnters, monitorEnters, 0, 0), new Evidence.JitSummary(0, 10, inlining));
    }

    @Test
    void theUsersCodeAndTheJdksComeFirstAndJmhsHarnessAfterItHoweverLarge() {
        List<Difference> found = EvidenceDiff.differences(lockHeavy());
        List<String> outside = found.stream().filter(d -> !d.harness()).map(d -> d.kind() + ": " + d.subject()).toList();
        List<String> inside = found.stream().filter(Difference::harness).map(d -> d.kind() + ": " + d.subject()).toList();
        // What the user reads first: the contention, the benchmark no longer inlined into JMH's stub on 25,
        // the benchmark method's own share, the lock call's reason; largest first.
        assertEquals(List.of(
                "locks: contended monitor enters",
                "inlining: " + STUB + " -> org.acme.LockBench.locked",
                "hot method: org.acme.LockBench.locked",
                "inlining: org.acme.LockBench.locked -> java.util.concurrent.locks.ReentrantLock.lock"), outside, found::toString);
        assertEquals(outside, found.subList(0, outside.size()).stream().map(d -> d.kind() + ": " + d.subject()).toList(),
                "every difference outside the harness before any inside it");
        // The harness's, apart and after, though InfraControl.preSetup's 20 points outweigh the benchmark's 6.
        assertEquals(List.of(
                "hot method: org.openjdk.jmh.runner.InfraControl.preSetup",
                "inlining: " + LOOP + " -> org.openjdk.jmh.results.BenchmarkTaskResult.add",
                "inlining: org.openjdk.jmh.runner.InfraControl.preSetup -> java.util.concurrent.CountDownLatch.countDown",
                "inlining: org.openjdk.jmh.infra.Blackhole.consume -> org.openjdk.jmh.infra.Blackhole.consumeFull",
                "inlining: " + LOOP + " -> " + STUB,
                "inlining: " + STUB + " -> java.lang.System.nanoTime"), inside, found::toString);
        Difference preSetup = found.get(outside.size());
        assertEquals("17", preSetup.onlyOn());
        assertTrue(preSetup.weight() > found.get(2).weight(), "ranked after by group, not by size: " + found);
        for (List<Difference> group : List.of(found.subList(0, outside.size()), found.subList(outside.size(), found.size()))) {
            for (int i = 1; i < group.size(); i++) {
                assertTrue(group.get(i - 1).weight() >= group.get(i).weight(), "largest first within a group: " + group);
            }
        }
    }

    @Test
    void anAllocationSiteIsJmhsWhenJmhsCodeAllocatesThere() {
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", evidence(List.of(), List.of(
                new AllocationSite("org.acme.Point", "org.acme.Bench.point", 100, 0.5),
                new AllocationSite("org.openjdk.jmh.results.IterationResult", "org.openjdk.jmh.runner.BenchmarkHandler.runIteration",
                        100, 0.5)), 0, List.of()));
        byRuntime.put("25", evidence(List.of(), List.of(), 0, List.of()));
        List<Difference> found = EvidenceDiff.differences(byRuntime);
        assertEquals(List.of(false, true), found.stream().map(Difference::harness).toList(), found::toString);
        assertEquals("org.acme.Point at org.acme.Bench.point", found.get(0).subject());
    }

    @Test
    void oneRuntimeHasNothingToCompare() {
        Map<String, Evidence> one = new LinkedHashMap<>();
        one.put("17", sideBySide().get("17"));
        Explanation e = EvidenceDiff.explain(new RowKey("org.acme.B.m", "avgt", Map.of()), one, List.of("25: failed"));
        assertEquals(List.of(), e.differences());
        assertEquals(List.of("25: failed"), e.notes());
        assertNull(e.evidence().get("25"));
    }
}
