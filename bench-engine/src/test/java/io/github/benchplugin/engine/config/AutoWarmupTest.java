package io.github.benchplugin.engine.config;

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
    void theDefaultPresetEndsWarmupOnEvidenceUnlessTheUserShapesTheForkOrSaysFixed() {
        assertTrue(job().autoWarmup(), "the default preset");
        assertTrue(job("bench.job", "default", "bench.forks", "3").autoWarmup(), "forks are not a fork's shape");
        for (String shape : List.of("bench.warmupIterations", "bench.warmupTime", "bench.iterations", "bench.time")) {
            String value = shape.endsWith("Time") || shape.endsWith("time") ? "200ms" : "2";
            JobSettings set = job(shape, value);
            assertFalse(set.autoWarmup(), shape + " asks JMH for those iterations");
            assertEquals(value.equals("2") && shape.equals("bench.warmupIterations") ? 2
                    : JobPreset.parse("default").warmupIterations(), set.warmupIterations());
        }
        JobSettings fixed = job("bench.warmup", "fixed");
        assertFalse(fixed.autoWarmup());
        assertEquals(JobPreset.parse("default").warmupIterations(), fixed.warmupIterations());
        assertFalse(fixed.describe().containsKey(AutoWarmup.SETTING));
        for (String preset : List.of("dry", "short", "long", "jmh")) {
            assertFalse(job("bench.job", preset).autoWarmup(), preset + " keeps its fixed warm-up");
        }
        assertTrue(job("bench.job", "short", "bench.warmup", "auto").autoWarmup(), "asked for by name");
    }

    @Test
    void underAutoASingleShotRowKeepsThePresetsCounts() {
        JobSettings auto = job();
        JobPreset preset = JobPreset.parse("default");
        assertEquals(new JobSettings.FixedWarmup(preset.warmupIterations(), preset.warmupTime(), preset.iterations(),
                preset.time()), auto.fixedWarmup());
        assertEquals(null, job("bench.warmup", "fixed").fixedWarmup());
    }

    @Test
    void autoRunsNoJmhWarmupAndShortIterationsForAsLongAsTheFixedForkWouldHaveRun() {
        JobSettings auto = job("bench.warmup", "auto");
        JobPreset preset = JobPreset.parse("default");
        long fixedMillis = preset.warmupIterations() * preset.warmupTime().toMillis() + preset.iterations() * preset.time().toMillis();
        assertTrue(auto.autoWarmup());
        assertEquals(0, auto.warmupIterations());
        assertEquals(AutoWarmup.ITERATION, auto.time());
        assertTrue(fixedMillis / 100 < 150, "the fixed fork is shorter than the cap");
        assertEquals(150, auto.iterations().longValue(), "one and a half horizons of 10 s in 100 ms iterations");
        assertEquals(100, auto.horizon(), "a probe fork runs 10 s at the least");
        List<String> options = auto.jmhOptions();
        assertEquals("0", options.get(options.indexOf("-wi") + 1));
        assertEquals(AutoWarmup.AUTO, auto.describe().get(AutoWarmup.SETTING), "results.json says the scores are steady parts");
        assertEquals("none", auto.describe().get("warmup"), "the header's JMH settings: no JMH warm-up");
        assertEquals("150 x 100ms", auto.describe().get("measurement"));
        assertEquals("10s", auto.describe().get(AutoWarmup.HORIZON_SETTING), "results.json states the horizon");
    }

    @Test
    void withAutoBenchIterationsIsTheCapAndBenchTimeTheIterationLength() {
        JobSettings auto = job("bench.warmup", "auto", "bench.iterations", "60", "bench.time", "50ms");
        assertEquals(60, auto.iterations());
        assertEquals(Duration.ofMillis(50), auto.time());
        assertEquals(40, auto.steadyWindow(), "the default preset's 2 s of measurement in 50 ms iterations, short of the cap");
    }

    @Test
    void aCapOfTheUsersLeavesTheForkRoomToStopOnceSteady() {
        JobSettings auto = job("bench.warmup", "auto", "bench.iterations", "100");
        assertEquals(100, auto.iterations());
        assertEquals(AutoWarmup.MIN_ITERATIONS, auto.steadyWindow(), "the default preset's 5 x 400 ms in 100 ms iterations");
        JobSettings time = job("bench.warmup", "auto", "bench.time", "50ms");
        assertEquals(250, time.iterations(), "15 s in 50 ms iterations, held to what a fork's record keeps");
        assertEquals(200, time.horizon(), "10 s in 50 ms iterations");
        assertEquals(40, time.steadyWindow());
        assertEquals(60, job("bench.warmup", "auto", "bench.iterations", "60").horizon(), "never beyond the user's cap");
    }

    @Test
    void aWrongValueOrAFixedWarmupBesideAutoIsOneMessageNamingIt() {
        BadInputException bad = assertThrows(BadInputException.class, () -> job("bench.warmup", "smart"));
        assertEquals("bench.warmup 'smart' is not a warm-up rule; allowed: fixed (the preset's warm-up iterations) or"
                + " auto (warm-up ends where each fork's iterations are steady; the default of bench.job=default)",
                bad.getMessage());
        BadInputException both = assertThrows(BadInputException.class,
                () -> job("bench.warmup", "auto", "bench.warmupIterations", "3"));
        assertTrue(both.getMessage().startsWith("bench.warmupIterations '3' sets a fixed warm-up"), both.getMessage());
    }
}
