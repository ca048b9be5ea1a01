package io.github.benchplugin.model.jmh;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * jmh-1.37-jvm-counters.json is real JMH 1.37 output (JDK 17, G1, 1 fork x 2 iterations, 2 threads)
 * of bench-host's harness floor run with {@code -prof gc -prof ...JvmCountersProfiler}: the
 * profiler's figures arrive as metrics per operation, by the names results.json promises.
 */
class JvmCountersImportTest {

    @Test
    void theProfilersFiguresAreMetricsPerOperationThatAreCompared() throws IOException {
        Cell cell;
        try (InputStream in = getClass().getResourceAsStream("/jmh/jmh-1.37-jvm-counters.json")) {
            assertNotNull(in);
            cell = new JmhJsonImporter().read(in, "jvm-counters").get(0).toCell();
        }
        for (String name : List.of(SecondaryMetricNames.YOUNG_GC_PER_1K_OPS, SecondaryMetricNames.OLD_GC_PER_1K_OPS,
                SecondaryMetricNames.YOUNG_PAUSE_PER_OP, SecondaryMetricNames.OLD_PAUSE_PER_OP,
                SecondaryMetricNames.LOCK_CONTENTIONS_PER_OP, SecondaryMetricNames.LOCK_WAITS_PER_OP,
                SecondaryMetricNames.POOL_COMPLETED_PER_OP, "gc.collector.G1_Young_Generation.count.per1k")) {
            Metric metric = cell.metrics().get(name);
            assertNotNull(metric, () -> name + " in " + cell.metrics().keySet());
            assertTrue(metric.perOperation(), () -> name + " is compared between runtimes: " + metric.unit());
            assertEquals(1, metric.rawData().size(), "one fork");
            assertEquals(2, metric.rawData().get(0).size(), "the two measurement iterations, no warm-up");
        }
        assertEquals("counts/1k op", cell.metrics().get(SecondaryMetricNames.OLD_GC_PER_1K_OPS).unit());
        assertEquals("#/op", cell.metrics().get(SecondaryMetricNames.LOCK_CONTENTIONS_PER_OP).unit());
        assertEquals("ns/op", cell.metrics().get(SecondaryMetricNames.YOUNG_PAUSE_PER_OP).unit());
        assertEquals(0.0, cell.metrics().get(SecondaryMetricNames.LOCK_CONTENTIONS_PER_OP).score(),
                "an empty method contends for nothing");
    }
}
