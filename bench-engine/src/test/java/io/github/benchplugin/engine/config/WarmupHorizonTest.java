package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** bench.warmupHorizon: what the probe forks are told, what results.json states, and the one message for a value that cannot be used. */
class WarmupHorizonTest {

    private static JobSettings job(String... keysAndValues) {
        RawSettings.Builder raw = RawSettings.builder();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            raw.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return JobSettings.of(raw.build());
    }

    private static String refused(String... keysAndValues) {
        return assertThrows(BadInputException.class, () -> job(keysAndValues)).getMessage();
    }

    @Test
    void unsetTheProbeRunsTenSeconds() {
        JobSettings auto = job();
        assertEquals(100, auto.horizon(), "10 s in 100 ms iterations");
        assertEquals(150, auto.iterations(), "the cap: one and a half horizons");
        assertEquals("10s", auto.describe().get(AutoWarmup.HORIZON_SETTING));
    }

    @Test
    void aShorterHorizonShortensTheProbeAndTheCapAndResultsJsonStatesIt() {
        JobSettings four = job("bench.warmupHorizon", "4s");
        assertEquals(40, four.horizon());
        assertEquals(60, four.iterations(), "one and a half horizons, longer than the fixed fork's 35");
        assertEquals(20, four.steadyWindow(), "the window is the preset's measurement, whatever the horizon");
        assertEquals("4s", four.describe().get(AutoWarmup.HORIZON_SETTING));
        JobSettings odd = job("bench.warmupHorizon", "4500ms");
        assertEquals(45, odd.horizon());
        assertEquals("4500ms", odd.describe().get(AutoWarmup.HORIZON_SETTING), "exact, in the property's own form");
        assertEquals("8s", job("bench.warmupHorizon", "8").describe().get(AutoWarmup.HORIZON_SETTING), "a bare number is seconds");
    }

    @Test
    void theFixedForkStaysTheCapWhereItIsLongerThanOneAndAHalfHorizons() {
        // 4 s of 50 ms iterations is 80; the default preset's window is 2 s of them, 40, so 4 s is the least.
        JobSettings fast = job("bench.warmup", "auto", "bench.time", "50ms", "bench.warmupHorizon", "4s");
        assertEquals(80, fast.horizon());
        assertEquals(120, fast.iterations());
        JobSettings capped = job("bench.warmup", "auto", "bench.iterations", "100", "bench.warmupHorizon", "4s");
        assertEquals(40, capped.horizon(), "a user's cap stays the cap; the probe runs the horizon at the least");
        assertEquals(100, capped.iterations());
    }

    @Test
    void aDifferentHorizonIsADifferentRunForResume() {
        // bench.resume keeps finished cells only when JobSettings.describe() is the same (BenchEngine's fingerprint).
        Map<String, String> ten = job().describe();
        assertEquals(ten, job("bench.warmupHorizon", "10s").describe(), "the default, set explicitly, is the same run");
        assertNotEquals(ten, job("bench.warmupHorizon", "6s").describe());
    }

    @Test
    void aValueOutsideWhatTheRuleNeedsIsOneMessageNamingItAndTheRange() {
        String range = "; allowed: 4s to 25s (at least two steady windows of 20 x 100ms, for a change to show and a"
                + " steady window after it; at most the 250 iterations a fork's record keeps)";
        assertEquals("bench.warmupHorizon '2500ms' is too short for a probe to see a warm-up end" + range,
                refused("bench.warmupHorizon", "2.5s"));
        assertEquals("bench.warmupHorizon '30s' is longer than a fork's record" + range,
                refused("bench.warmupHorizon", "30s"));
        assertEquals("bench.warmupHorizon 'soon' is not a duration; use a number with a unit: 500ms, 2s, 10m or 1h",
                refused("bench.warmupHorizon", "soon"));
        assertEquals("bench.warmupHorizon '8s' is longer than a fork may run: bench.iterations=60 x 100ms (6s); raise"
                + " the one or lower the other", refused("bench.warmup", "auto", "bench.iterations", "60",
                "bench.warmupHorizon", "8s"));
        // The range follows the iteration's length: 50 ms iterations keep 250 of them, 12.5 s.
        String fast = refused("bench.warmup", "auto", "bench.time", "50ms", "bench.warmupHorizon", "13s");
        assertEquals("bench.warmupHorizon '13s' is longer than a fork's record; allowed: 4s to 12500ms (at least two"
                + " steady windows of 40 x 50ms, for a change to show and a steady window after it; at most the 250"
                + " iterations a fork's record keeps)", fast);
    }

    @Test
    void besideAFixedWarmUpItWouldChangeNothingAndIsRefusedSayingWhyTheWarmUpIsFixed() {
        String tail = "): drop it, or set bench.warmup=auto";
        String head = "bench.warmupHorizon '4s' is the probe forks' horizon of bench.warmup=auto, and this run's warm-up"
                + " is fixed (";
        assertEquals(head + "bench.warmup=fixed" + tail, refused("bench.warmup", "fixed", "bench.warmupHorizon", "4s"));
        assertEquals(head + "bench.job=short keeps the preset's warm-up" + tail,
                refused("bench.job", "short", "bench.warmupHorizon", "4s"));
        assertEquals(head + "bench.time set, so the default preset runs JMH's iterations" + tail,
                refused("bench.time", "200ms", "bench.warmupHorizon", "4s"));
    }
}
