package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.host.IterationLog;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 50: a cell's first fork on a runtime probes to the horizon; its steady onset holds the later forks back. */
class ProbeStopTest {

    private static final JobSettings AUTO = JobSettings.of(RawSettings.builder().build());
    private static final TargetRuntime JDK = TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk/17"))
            .javaVersion("17.0.9").featureVersion(17).vendor("v").build();

    @TempDir
    Path dir;

    /** A recorded fork of 100 ms iterations: {@code plateau} of them at 8x the steady 2,000 ns/op. */
    private static WarmupFork fork(int plateau, int total) {
        List<Double> ends = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            ends.add(0.5 + 0.1 * (i + 1));
            scores.add(i < plateau ? 16_000.0 + 40 * (i % 3) : 2_000.0 + 10 * (i % 2));
        }
        return WarmupFork.recorded(0.5, 0, ends, scores);
    }

    @Test
    void aProbeRunsToTheHorizon() {
        assertEquals(new ProbeStop.Stop(100, 0, 150), ProbeStop.probe(AUTO), "10 s at the least, 15 s at most");
        assertTrue(option(cell(1)).endsWith(":window=20;min=100"));
    }

    @Test
    void aFlatProbeLetsTheLaterForksStopOnTheirWindowAtItsLevel() {
        ProbeStop.Stop stop = ProbeStop.after(List.of(fork(0, 100)), Mode.AVERAGE_TIME, AUTO);
        assertEquals(20, stop.min(), "the window: a flat probe of 10 s is the evidence");
        assertEquals(40, stop.cap(), "a window more, past the fixed fork's 35");
        assertEquals(2_005, stop.level(), 10);
    }

    @Test
    void aPlateauSeenToEndInTheProbeHoldsTheLaterForksPastItWithTheMargin() {
        // 2.5 s at 8x: steady from iteration 25, so not before 1.5 x 25 + 20.
        ProbeStop.Stop stop = ProbeStop.after(List.of(fork(25, 100)), Mode.AVERAGE_TIME, AUTO);
        assertEquals(58, stop.min());
        assertEquals(78, stop.cap());
        assertEquals(2_005, stop.level(), 10, "the steady level, not the plateau's");
        // 8 s: the minimum would pass the cap (150 iterations): the cap it is.
        assertEquals(140, ProbeStop.after(List.of(fork(80, 120)), Mode.AVERAGE_TIME, AUTO).min());
        assertEquals(58, ProbeStop.after(List.of(fork(0, 100), fork(25, 100)), Mode.AVERAGE_TIME, AUTO).min(),
                "of several probes, the latest onset");
    }

    @Test
    void aProbeWithoutASteadyStateMakesEveryLaterForkAProbe() {
        // Still at 8x when the probe ended: the last segment is too short to be a steady state.
        assertEquals(ProbeStop.probe(AUTO), ProbeStop.after(List.of(fork(95, 100)), Mode.AVERAGE_TIME, AUTO),
                "to the horizon at the least, as the probe");
        assertEquals(ProbeStop.probe(AUTO), ProbeStop.after(List.of(), Mode.AVERAGE_TIME, AUTO), "no probe recorded: a probe itself");
    }

    @Test
    void aLaterRoundReadsItsProbeFromTheFirstRoundsRecord() throws Exception {
        CellRequest later = cell(3);
        assertTrue(option(later).endsWith(":window=20;min=100"), "round 1 not recorded yet");
        try (IterationLog log = IterationLog.create(cell(1).iterationsFile())) {
            log.fork(0.5);
            for (int i = 0; i < 100; i++) {
                log.iteration(false, 0.5 + 0.1 * (i + 1), i < 25 ? 16_000.0 : 2_000.0 + 10 * (i % 2));
            }
        }
        assertTrue(option(later).endsWith(":window=20;min=58;level=2010.00"),
                option(later));
    }

    private static String option(CellRequest cell) {
        return ProbeStop.profilerOption(AUTO, ProbeStop.of(AUTO, cell));
    }

    private CellRequest cell(int round) {
        BenchmarkRow row = new BenchmarkRow(new BenchmarkMethod("org.acme.Plateau.late", List.of("avgt"), Map.of()),
                "avgt", Map.of());
        return new CellRequest(JDK, row, round, 5, 1, dir.resolve("17").resolve("round-" + round).resolve("cell-0.json"),
                false);
    }
}
