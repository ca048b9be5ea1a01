package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.host.counters.CounterNames;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The host's profiler writes the names the model reads: two modules (Java 8 and 17) that share no
 * code, so this is where a rename on one side fails.
 */
class CounterNamesTest {

    @Test
    void theHostsFiguresHaveTheNamesTheModelKnows() {
        assertEquals(SecondaryMetricNames.YOUNG_GC_PER_1K_OPS, CounterNames.YOUNG_COUNT);
        assertEquals(SecondaryMetricNames.OLD_GC_PER_1K_OPS, CounterNames.OLD_COUNT);
        assertEquals(SecondaryMetricNames.YOUNG_PAUSE_PER_OP, CounterNames.YOUNG_PAUSE);
        assertEquals(SecondaryMetricNames.OLD_PAUSE_PER_OP, CounterNames.OLD_PAUSE);
        assertEquals(SecondaryMetricNames.COLLECTOR_PREFIX, CounterNames.COLLECTOR_PREFIX);
        assertEquals(SecondaryMetricNames.COLLECTOR_SUFFIX, CounterNames.COLLECTOR_SUFFIX);
        assertEquals(SecondaryMetricNames.LOCK_CONTENTIONS_PER_OP, CounterNames.CONTENTIONS);
        assertEquals(SecondaryMetricNames.LOCK_WAITS_PER_OP, CounterNames.WAITS);
        assertEquals(SecondaryMetricNames.POOL_COMPLETED_PER_OP, CounterNames.POOL_COMPLETED);
    }
}
