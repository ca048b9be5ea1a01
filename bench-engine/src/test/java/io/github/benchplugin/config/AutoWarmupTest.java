package io.github.benchplugin.config;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.warmup: what JMH is told with auto, and the one message for a value that cannot be used. */
class AutoWarmupTest {

    private static JobSettings job(String... keysAndValues) {
        RawSettings.Builder raw = RawSettings.builder();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            raw.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return JobSettings.of(raw.build());
    }

    @Test
    void offByDefaultAndFixedIsThePresetsWarmup() {
        JobSettings fixed = job();
        assertFalse(fixed.autoWarmup());
        assertEquals(JobPreset.parse("default").warmupIterations(), fixed.warmupIterations());
        assertFalse(fixed.describe().containsKey(AutoWarmup.SETTING));
        assertFalse(job("bench.warmup", "fixed").autoWarmup());
    }

    @Test
    void autoRunsNoJmhWarmupAndShortIterationsForAsLongAsTheFixedForkWouldHaveRun() {
        JobSettings auto = job("bench.warmup", "auto");
        JobPreset preset = JobPreset.parse("default");
        long fixedMillis = preset.warmupIterations() * preset.warmupTime().toMillis() + preset.iterations() * preset.time().toMillis();
        assertTrue(auto.autoWarmup());
        assertEquals(0, auto.warmupIterations());
        assertEquals(AutoWarmup.ITERATION, auto.time());
        assertEquals(Math.max(AutoWarmup.MIN_ITERATIONS, fixedMillis / 100), auto.iterations().longValue());
        List<String> options = auto.jmhOptions();
        assertEquals("0", options.get(options.indexOf("-wi") + 1));
        assertEquals(AutoWarmup.AUTO, auto.describe().get(AutoWarmup.SETTING), "results.json says the scores are steady parts");
    }

    @Test
    void withAutoBenchIterationsIsTheCapAndBenchTimeTheIterationLength() {
        JobSettings auto = job("bench.warmup", "auto", "bench.iterations", "60", "bench.time", "50ms");
        assertEquals(60, auto.iterations());
        assertEquals(Duration.ofMillis(50), auto.time());
    }

    @Test
    void aWrongValueOrAFixedWarmupBesideAutoIsOneMessageNamingIt() {
        BadInputException bad = assertThrows(BadInputException.class, () -> job("bench.warmup", "smart"));
        assertEquals("bench.warmup 'smart' is not a warm-up rule; allowed: fixed (the preset's warm-up iterations, the"
                + " default) or auto (warm-up ends where each fork's iterations are steady)", bad.getMessage());
        BadInputException both = assertThrows(BadInputException.class,
                () -> job("bench.warmup", "auto", "bench.warmupIterations", "3"));
        assertTrue(both.getMessage().startsWith("bench.warmupIterations '3' sets a fixed warm-up"), both.getMessage());
    }
}
