package io.github.benchplugin.engine.config;

import io.github.benchplugin.engine.config.RawSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JobSettingsTest {

    private static final RawSettings NONE = RawSettings.EMPTY;

    @ParameterizedTest
    @EnumSource(JobPreset.class)
    void eachPresetAppliesItsNumbers(JobPreset preset) {
        JobSettings s = JobSettings.of(job(preset.id(), NONE));
        assertEquals(preset.id(), s.preset());
        if (preset.usesAnnotations()) {
            assertNull(s.forks());
            assertNull(s.iterations());
            assertEquals("annotations", s.describe().get("forks"));
        } else if (preset.warmupAutoByDefault()) {
            // Its fork runs as short measured iterations (AutoWarmupTest); a single shot keeps the preset's counts.
            assertEquals(preset.forks(), s.forks());
            assertTrue(s.autoWarmup());
            assertEquals(new JobSettings.FixedWarmup(preset.warmupIterations(), preset.warmupTime(),
                    preset.iterations(), preset.time()), s.fixedWarmup());
        } else {
            assertEquals(preset.forks(), s.forks());
            assertFalse(s.autoWarmup());
            assertEquals(preset.warmupIterations(), s.warmupIterations());
            assertEquals(preset.warmupTime(), s.warmupTime());
            assertEquals(preset.iterations(), s.iterations());
            assertEquals(preset.time(), s.time());
        }
    }

    @Test
    void unsetAndBlankJobMeanDefault() {
        assertEquals("default", JobSettings.of(job(null, NONE)).preset());
        assertEquals("default", JobSettings.of(job(" ", NONE)).preset());
        assertEquals("short", JobSettings.of(job("SHORT", NONE)).preset());
    }

    @Test
    void overridesWinOverThePreset() {
        JobSettings s = JobSettings.of(RawSettings.builder().put("bench.job", "long")
                .put("bench.forks", "2").put("bench.warmupIterations", "1").put("bench.warmupTime", "200ms")
                .put("bench.iterations", "3").put("bench.time", "1.5s").put("bench.mode", "thrpt, avgt")
                .put("bench.timeUnit", "us").put("bench.jvmArgs", "-Xmx1g -Dlabel='a b'")
                .put("bench.params", "size=1,64;label=plain").build());
        assertEquals(2, s.forks());
        assertEquals(1, s.warmupIterations());
        assertEquals(Duration.ofMillis(200), s.warmupTime());
        assertEquals(3, s.iterations());
        assertEquals(Duration.ofMillis(1500), s.time());
        assertEquals("thrpt,avgt", s.mode());
        assertEquals("us", s.timeUnit());
        assertEquals(List.of("-Xmx1g", "-Dlabel=a b"), s.jvmArgs());
        assertEquals(Map.of("size", List.of("1", "64"), "label", List.of("plain")), s.params());
        // Mode and parameter values are pinned per row by the engine, not passed as lists.
        assertEquals(List.of("-f", "2", "-wi", "1", "-w", "200ms", "-i", "3", "-r", "1500ms", "-tu", "us"),
                s.jmhOptions());
        // What the user set, as opposed to the preset's values: what the run says it overrides.
        assertEquals(java.util.Set.of("bench.forks", "bench.warmupIterations", "bench.warmupTime", "bench.iterations",
                "bench.time", "bench.mode", "bench.timeUnit"), s.userSet());
        assertEquals(java.util.Set.of(), JobSettings.of(job("long", NONE)).userSet());
    }

    @Test
    void describeShowsWhatDecidesResumability() {
        Map<String, String> d = JobSettings.of(job("short", NONE)).describe();
        assertEquals("short", d.get("job"));
        assertEquals("1", d.get("forks"));
        assertEquals("2 x 300ms", d.get("warmup"));
        assertEquals("3 x 300ms", d.get("measurement"));
    }

    @Test
    void unknownPreset() {
        assertEquals("bench.job 'quick' is not a preset; allowed: dry, short, default, long, jmh",
                bad("quick", NONE));
    }

    @Test
    void zeroForks() {
        assertEquals("bench.forks '0' must be at least 1 (in-process runs are asked with bench.inProcess=true)",
                bad("default", given("bench.forks", "0")));
    }

    @Test
    void negativeWarmupsAndZeroIterations() {
        assertEquals("bench.warmupIterations '-1' must be at least 0",
                bad("default", given("bench.warmupIterations", "-1")));
        assertEquals("bench.iterations '0' must be at least 1",
                bad("default", given("bench.iterations", "0")));
    }

    @Test
    void badMode() {
        assertEquals("bench.mode 'fast' is not a JMH mode; allowed: thrpt, avgt, sample, ss, all "
                        + "(comma-separated for several)",
                bad("default", mode("fast")));
        assertEquals("bench.mode 'avgt,,thrpt' is not a JMH mode; allowed: thrpt, avgt, sample, ss, all "
                        + "(comma-separated for several)",
                bad("default", mode("avgt,,thrpt")));
    }

    @Test
    void modesAreNormalised() {
        assertEquals("avgt,thrpt", JobSettings.of(job("default", mode(" AVGT , thrpt,avgt "))).mode());
        assertEquals("all", JobSettings.of(job("default", mode("avgt,all"))).mode());
    }

    @Test
    void badTimeUnit() {
        assertEquals("bench.timeUnit 'sec' is not a time unit; allowed: ns, us, ms, s, m, h",
                bad("default", given("bench.timeUnit", "sec")));
    }

    @Test
    void badDurationNamesItsProperty() {
        assertEquals("bench.time '10 minutes' is not a duration; use a number with a unit: 500ms, 2s, 10m or 1h",
                bad("default", given("bench.time", "10 minutes")));
    }

    private static RawSettings mode(String mode) {
        return given("bench.mode", mode);
    }

    private static RawSettings given(String property, String value) {
        return RawSettings.builder().put(property, value).build();
    }

    private static RawSettings job(String job, RawSettings overrides) {
        return overrides.with("bench.job", job);
    }

    private static String bad(String job, RawSettings overrides) {
        return assertThrows(BadInputException.class, () -> JobSettings.of(job(job, overrides))).getMessage();
    }
}
