package io.github.benchplugin.model.analysis;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What counts as JMH's harness (docs/explain.md, "What counts as JMH's harness"). */
class JmhHarnessTest {

    @Test
    void jmhsOwnClassesAndTheGeneratedOnesAreTheHarness() {
        assertTrue(JmhHarness.isHarnessMethod("org.openjdk.jmh.results.BenchmarkTaskResult.add"));
        assertTrue(JmhHarness.isHarnessMethod("org.openjdk.jmh.runner.InfraControl.preSetup"));
        assertTrue(JmhHarness.isHarnessMethod("org.openjdk.jmh.infra.Blackhole.consumeFull"));
        assertTrue(JmhHarness.isHarnessMethod("org.acme.jmh_generated.LockBench_locked_jmhTest.locked_thrpt_jmhStub"));
        assertTrue(JmhHarness.isHarnessMethod("org.acme.jmh_generated.LockBench_jmhType_B3.<init>"));
        assertTrue(JmhHarness.isHarnessMethod("jmh_generated.Bench_m_jmhTest.m_avgt_jmhStub"), "the default package's");
        assertTrue(JmhHarness.isHarnessMethod("org.acme.moved.LockBench_locked_jmhTest.locked_Throughput"), "by name");
        assertTrue(JmhHarness.isHarnessMethod("org.acme.moved.LockBench_jmhType_B1.x"), "by name");
        assertTrue(JmhHarness.isHarnessMethod("org.acme.moved.LockBench_locked_jmhTest$$Lambda.0x0000000801001000.run"),
                "a hidden class of a generated one, as JFR names it");
    }

    @Test
    void theUsersCodeAndTheJdksAreNot() {
        assertFalse(JmhHarness.isHarnessMethod("org.acme.LockBench.locked"));
        assertFalse(JmhHarness.isHarnessMethod("org.acme.LockBench$State.setup"));
        assertFalse(JmhHarness.isHarnessMethod("java.util.concurrent.locks.ReentrantLock.lock"));
        assertFalse(JmhHarness.isHarnessMethod("org.openjdk.jmhx.Tool.run"), "only JMH's package itself");
        assertFalse(JmhHarness.isHarnessMethod("org.acme.my_jmh_generated_things.Util.m"), "only a package named jmh_generated");
        assertFalse(JmhHarness.isHarnessMethod("java.lang.String$$StringConcat.0x0000000070097800.concat"));
    }

    @Test
    void anInliningDecisionIsTheHarnessesOnlyWhenNoSideIsTheUsersCode() {
        String stub = "org.acme.jmh_generated.LockBench_locked_jmhTest.locked_thrpt_jmhStub";
        String loop = "org.acme.jmh_generated.LockBench_locked_jmhTest.locked_Throughput";
        assertTrue(JmhHarness.isHarnessCall(loop, stub), "JMH holding its stub back");
        assertTrue(JmhHarness.isHarnessCall(loop, "org.openjdk.jmh.results.BenchmarkTaskResult.add"));
        assertTrue(JmhHarness.isHarnessCall("org.openjdk.jmh.infra.Blackhole.consume", "org.openjdk.jmh.infra.Blackhole.consumeFull"));
        assertTrue(JmhHarness.isHarnessCall("org.openjdk.jmh.runner.InfraControl.preSetup",
                "java.util.concurrent.CountDownLatch.countDown"), "JMH calling the JDK");
        assertTrue(JmhHarness.isHarnessCall(stub, "java.lang.System.nanoTime"), "JMH's clock");
        assertFalse(JmhHarness.isHarnessCall(stub, "org.acme.LockBench.locked"), "the stub calling the benchmark");
        assertFalse(JmhHarness.isHarnessCall("org.acme.LockBench.locked", "org.openjdk.jmh.infra.Blackhole.consume"),
                "the benchmark calling Blackhole");
        assertFalse(JmhHarness.isHarnessCall("org.acme.LockBench.locked", "java.util.concurrent.locks.ReentrantLock.lock"));
        assertFalse(JmhHarness.isHarnessCall("java.util.concurrent.locks.ReentrantLock.lock",
                "java.util.concurrent.locks.AbstractQueuedSynchronizer.acquire"), "the JDK's own");
    }
}
