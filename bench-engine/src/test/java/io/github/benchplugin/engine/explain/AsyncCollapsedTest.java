package io.github.benchplugin.engine.explain;

import io.github.benchplugin.model.result.Evidence;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** async-profiler's collapsed stacks as JMH's async profiler writes them (output=collapsed). */
class AsyncCollapsedTest {

    private static final String STUB = "org/acme/jmh_generated/SumBench_sum_jmhTest.sum_avgt_jmhStub";

    @Test
    void theBenchmarksStacksFromTheStubUpWithDotsAndNoOtherThreads() {
        String text = String.join("\n",
                "java/lang/Thread.run;java/util/concurrent/ThreadPoolExecutor$Worker.run;"
                        + "org/acme/jmh_generated/SumBench_sum_jmhTest.sum_AverageTime;" + STUB + "_[j];org/acme/SumBench.sum_[j] 90",
                "java/lang/Thread.run;" + STUB + ";org/acme/SumBench.sum;org/acme/SumBench.add_[i] 9",
                "[GC_active];__memset_avx2_unaligned_erms 40",
                "java/lang/Thread.run;C2Compiler::compile_method 30",
                "java/lang/Thread.run;" + STUB + ";rare 0",
                "");
        Evidence.AsyncProfile profile = AsyncCollapsed.parse(text, "profiles/17/row/async-collapsed-cpu.csv");

        assertEquals(99, profile.samples(), "only stacks through JMH's stub");
        assertEquals(List.of("org.acme.jmh_generated.SumBench_sum_jmhTest.sum_avgt_jmhStub", "org.acme.SumBench.sum"),
                profile.stacks().get(0).frames(), "cut at the stub nearest the top, suffixes off");
        assertEquals(90, profile.stacks().get(0).samples());
        assertEquals("org.acme.SumBench.add", profile.stacks().get(1).frames().get(2));
        assertEquals("profiles/17/row/async-collapsed-cpu.csv", profile.file());
    }

    @Test
    void noBenchmarkStackIsNoProfile() {
        assertNull(AsyncCollapsed.parse("[GC_active];memset 40\n", "x.csv"));
        assertEquals("__memset_avx2_unaligned_erms", AsyncCollapsed.name("__memset_avx2_unaligned_erms"));
        assertEquals("/usr/lib/libc.so.6", AsyncCollapsed.name("/usr/lib/libc.so.6"));
    }
}
