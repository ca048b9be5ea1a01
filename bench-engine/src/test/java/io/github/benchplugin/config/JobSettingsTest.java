package io.github.benchplugin.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JobSettingsTest {

    private static final JobSettings.Overrides NONE =
            new JobSettings.Overrides(null, null, null, null, null, null, null, null, null);

    @ParameterizedTest
    @EnumSource(JobPreset.class)
    void eachPresetAppliesItsNumbers(JobPreset preset) {
        JobSettings s = JobSettings.of(preset.id(), NONE);
        assertEquals(preset.id(), s.preset());
        if (preset.usesAnnotations()) {
            assertNull(s.forks());
            assertNull(s.iterations());
            assertEquals("annotations", s.describe().get("forks"));
        } else {
            assertEquals(preset.forks(), s.forks());
            assertEquals(preset.warmupIterations(), s.warmupIterations());
            assertEquals(preset.warmupTime(), s.warmupTime());
            assertEquals(preset.iterations(), s.iterations());
            assertEquals(preset.time(), s.time());
        }
    }

    @Test
    void unsetAndBlankJobMeanDefault() {
        assertEquals("default", JobSettings.of(null, NONE).preset());
        assertEquals("default", JobSettings.of(" ", NONE).preset());
        assertEquals("short", JobSettings.of("SHORT", NONE).preset());
    }

    @Test
    void overridesWinOverThePreset() {
        JobSettings s = JobSettings.of("long", new JobSettings.Overrides(2, 1, "200ms", 3, "1.5s", "thrpt, avgt",
                "us", "-Xmx1g -Dlabel='a b'", "size=1,64;label=plain"));
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
    }

    @Test
    void describeShowsWhatDecidesResumability() {
        Map<String, String> d = JobSettings.of("short", NONE).describe();
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
                bad("default", new JobSettings.Overrides(0, null, null, null, null, null, null, null, null)));
    }

    @Test
    void negativeWarmupsAndZeroIterations() {
        assertEquals("bench.warmupIterations '-1' must be at least 0",
                bad("default", new JobSettings.Overrides(null, -1, null, null, null, null, null, null, null)));
        assertEquals("bench.iterations '0' must be at least 1",
                bad("default", new JobSettings.Overrides(null, null, null, 0, null, null, null, null, null)));
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
        assertEquals("avgt,thrpt", JobSettings.of("default", mode(" AVGT , thrpt,avgt ")).mode());
        assertEquals("all", JobSettings.of("default", mode("avgt,all")).mode());
    }

    @Test
    void badTimeUnit() {
        assertEquals("bench.timeUnit 'sec' is not a time unit; allowed: ns, us, ms, s, m, h",
                bad("default", new JobSettings.Overrides(null, null, null, null, null, null, "sec", null, null)));
    }

    @Test
    void badDurationNamesItsProperty() {
        assertEquals("bench.time '10 minutes' is not a duration; use a number with a unit: 500ms, 2s, 10m or 1h",
                bad("default", new JobSettings.Overrides(null, null, null, null, "10 minutes", null, null, null, null)));
    }

    private static JobSettings.Overrides mode(String mode) {
        return new JobSettings.Overrides(null, null, null, null, null, mode, null, null, null);
    }

    private static String bad(String job, JobSettings.Overrides overrides) {
        return assertThrows(BadInputException.class, () -> JobSettings.of(job, overrides)).getMessage();
    }
}
