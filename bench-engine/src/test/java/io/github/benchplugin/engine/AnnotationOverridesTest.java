package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.AnnotatedSettings;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lines a run logs before measuring when a bench.* property the user set replaces what a
 * benchmark's annotations say. The annotations are those of BenchmarkCatalogTest's real JMH lines:
 * LockBench.contended has {@code @Threads(2)}, LockBench.plain {@code @Fork(2) @Warmup(iterations = 3,
 * time = 2)}, both {@code @BenchmarkMode(AverageTime) @OutputTimeUnit(NANOSECONDS)}.
 */
class AnnotationOverridesTest {

    private static final BenchmarkMethod CONTENDED = method("org.acme.LockBench.contended", List.of("avgt"),
            new AnnotatedSettings(null, null, null, null, null, 2, "NANOSECONDS"));
    private static final BenchmarkMethod PLAIN = method("org.acme.LockBench.plain", List.of("avgt"),
            new AnnotatedSettings(2, 3, Duration.ofSeconds(2), null, null, null, "NANOSECONDS"));
    /** No annotation at all: JMH's defaults, Throughput among them. */
    private static final BenchmarkMethod BARE = method("org.acme.BareBench.run", List.of("thrpt"), AnnotatedSettings.NONE);

    private static BenchmarkMethod method(String name, List<String> modes, AnnotatedSettings annotated) {
        return new BenchmarkMethod(name, modes, Map.of(), 1, annotated);
    }

    private static List<String> lines(RawSettings.Builder raw, BenchmarkMethod... methods) {
        JobSettings job = JobSettings.of(raw.build());
        List<BenchmarkRow> rows = new ArrayList<>();
        for (BenchmarkMethod m : methods) {
            rows.addAll(m.rows(job.params(), job.mode()));
        }
        return AnnotationOverrides.of(job, rows);
    }

    @Test
    void benchThreadsOverridingThreadsIsOneLineNamingTheMethod() {
        assertEquals(List.of("bench.threads=4 overrides @Threads(2) on org.acme.LockBench.contended"),
                lines(RawSettings.builder().put("bench.threads", "4"), CONTENDED, PLAIN, BARE));
        assertEquals(List.of("bench.threads=max overrides @Threads(2) on org.acme.LockBench.contended"),
                lines(RawSettings.builder().put("bench.threads", "max"), CONTENDED));
    }

    @Test
    void aSettingEqualToTheAnnotationOrOnUnannotatedMethodsIsNotSaid() {
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.threads", "2"), CONTENDED, PLAIN, BARE));
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.threads", "8"), PLAIN, BARE));
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.forks", "2"), CONTENDED, PLAIN));
    }

    /** The default preset's 5 forks, 3 x 500 ms warmup and 5 x 400 ms replace @Fork and @Warmup by design. */
    @Test
    void aPresetsValuesAreNotSaid() {
        assertEquals(List.of(), lines(RawSettings.builder(), CONTENDED, PLAIN, BARE));
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.job", "short"), CONTENDED, PLAIN, BARE));
    }

    @Test
    void explicitForkWarmupModeAndUnitSettingsAreSaidOneLineEach() {
        List<String> lines = lines(RawSettings.builder().put("bench.forks", "3").put("bench.warmupIterations", "1")
                .put("bench.warmupTime", "500ms").put("bench.mode", "thrpt").put("bench.timeUnit", "us")
                .put("bench.threads", "4"), CONTENDED, PLAIN, BARE);
        assertEquals(List.of(
                "bench.forks=3 overrides @Fork(2) on org.acme.LockBench.plain",
                "bench.warmupIterations=1 overrides @Warmup(iterations = 3) on org.acme.LockBench.plain",
                "bench.warmupTime=500ms overrides @Warmup(time = 2s) on org.acme.LockBench.plain",
                "bench.mode=thrpt overrides @BenchmarkMode(avgt) on org.acme.LockBench.contended, org.acme.LockBench.plain",
                "bench.timeUnit=us overrides @OutputTimeUnit(NANOSECONDS) on org.acme.LockBench.contended,"
                        + " org.acme.LockBench.plain",
                "bench.threads=4 overrides @Threads(2) on org.acme.LockBench.contended"), lines);
    }

    /** JMH lists a benchmark without @BenchmarkMode as Throughput: that may be no annotation, so it is not called one. */
    @Test
    void aThroughputOnlyBenchmarkIsNotSaidToBeAnnotated() {
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.mode", "avgt"), BARE));
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.mode", "avgt"), CONTENDED));
        assertEquals(List.of("bench.mode=all overrides @BenchmarkMode(avgt) on org.acme.LockBench.contended"),
                lines(RawSettings.builder().put("bench.mode", "all"), CONTENDED, BARE));
    }

    @Test
    void methodsAreGroupedByTheirAnnotatedValueAndALongListIsCut() {
        List<BenchmarkMethod> methods = new ArrayList<>();
        for (int i = 0; i < AnnotationOverrides.NAMED + 2; i++) {
            methods.add(method("org.acme.Many.m" + i, List.of("avgt"),
                    new AnnotatedSettings(null, null, null, null, null, 2, null)));
        }
        methods.add(method("org.acme.Other.eight", List.of("avgt"),
                new AnnotatedSettings(null, null, null, null, null, 8, null)));
        List<String> lines = lines(RawSettings.builder().put("bench.threads", "1"), methods.toArray(BenchmarkMethod[]::new));
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("bench.threads=1 overrides @Threads(2) on org.acme.Many.m0, org.acme.Many.m1, "),
                lines.get(0));
        assertTrue(lines.get(0).endsWith("org.acme.Many.m9 and 2 more; @Threads(8) on org.acme.Other.eight"), lines.get(0));
    }

    @Test
    void threadsMaxAndDurationsAreWrittenAsInTheAnnotations() {
        BenchmarkMethod max = method("org.acme.MaxBench.run", List.of("avgt"),
                new AnnotatedSettings(null, null, null, null, Duration.ofMillis(1500), -1, null));
        assertEquals(List.of("bench.time=2s overrides @Measurement(time = 1500ms) on org.acme.MaxBench.run",
                        "bench.threads=2 overrides @Threads(Threads.MAX) on org.acme.MaxBench.run"),
                lines(RawSettings.builder().put("bench.time", "2s").put("bench.threads", "2"), max));
        assertEquals(List.of(), lines(RawSettings.builder().put("bench.threads", "max"), max));
    }
}
