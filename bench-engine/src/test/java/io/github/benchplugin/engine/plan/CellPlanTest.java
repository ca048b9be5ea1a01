package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.catalog.AnnotatedSettings;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.config.JobSettings;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The planned time of a cell drives the progress estimate and the default bench.timeout, so it
 * must be the time JMH will take: bench.* first, then the benchmark's annotations, then JMH's defaults.
 */
class CellPlanTest {

    private static final TargetRuntime JDK = TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk/17"))
            .javaVersion("17.0.1").featureVersion(17).vendor("v").build();
    /** @Fork(2) @Warmup(iterations = 3, time = 2 s) @Measurement(iterations = 5, time = 2 s). */
    private static final BenchmarkMethod ANNOTATED = new BenchmarkMethod("org.acme.Annotated.work", List.of("avgt"),
            Map.of(), 1, new AnnotatedSettings(2, 3, Duration.ofSeconds(2), 5, Duration.ofSeconds(2), null, null));
    private static final BenchmarkMethod PLAIN = new BenchmarkMethod("org.acme.Plain.work", List.of("avgt"), Map.of());
    private static final Duration JVM_START = Duration.ofMillis(600);

    @Test
    void underTheJmhPresetTheAnnotationsAreWhatRuns() {
        assertEquals(Duration.ofSeconds(3 * 2 + 5 * 2).plus(JVM_START).multipliedBy(2), planned(ANNOTATED, "jmh", null));
    }

    @Test
    void withoutAnnotationsJmhsDefaultsRun() {
        assertEquals(Duration.ofSeconds(5 * 10 + 5 * 10).plus(JVM_START).multipliedBy(5), planned(PLAIN, "jmh", null));
    }

    @Test
    void aRunSettingOverridesTheAnnotationItNamesOnly() {
        assertEquals(Duration.ofSeconds(3 * 2 + 5 * 2).plus(JVM_START), planned(ANNOTATED, "jmh", 1));
    }

    private static Duration planned(BenchmarkMethod method, String preset, Integer forks) {
        JobSettings settings = JobSettings.of(RawSettings.builder().put("bench.job", preset)
                .put("bench.forks", forks).build());
        CellPlan plan = CellPlan.of(List.of(JDK), method.rows(Map.of(), null), null, settings, Path.of("work"));
        return plan.planned(plan.cells().get(0));
    }
}
