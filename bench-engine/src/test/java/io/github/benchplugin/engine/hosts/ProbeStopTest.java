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

    /** A recorded fork of 100 ms iterations shaped by {@code cost}, with 1% of alternating noise. */
    private static WarmupFork shaped(int total, java.util.function.IntToDoubleFunction cost) {
        List<Double> ends = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            ends.add(0.5 + 0.1 * (i + 1));
            scores.add(cost.applyAsDouble(i) * (1 + 0.01 * (i % 3 - 1)));
        }
        return WarmupFork.recorded(0.5, 0, ends, scores);
    }

    @Test
    void aProbeRunsToTheHorizon() {
        assertEquals(new ProbeStop.Stop(100, 0, 150), ProbeStop.probe(AUTO), "10 s at the least, 15 s at most");
        assertTrue(option(cell(1)).endsWith(":window=20;min=100"));
    }

    @Test
    void afterAFlatProbeTheLaterForksShareWhatItLeftOfTheFixedPresetsTime() {
        ProbeStop.Stop stop = ProbeStop.after(List.of(fork(0, 100)), Mode.AVERAGE_TIME, AUTO);
        // 5 fixed forks of 35 iterations: 175; the probe spent 100; 4 later forks share 75.
        assertEquals(new ProbeStop.Stop(18, stop.level(), 18), stop, "exactly 18 each, not a window that noise prolongs");
        assertEquals(2_005, stop.level(), 10);
        assertTrue(100 + 4 * stop.cap() <= 5 * 35, "the cell within the fixed preset's iterations");
        // Iterations of 110 ms (JMH's and the profilers' work between them on a busy machine): 17.5 s less the
        // probe's 11 s leave 6.5 s, 1.625 s a later fork, 14 iterations of 110 ms.
        List<Double> ends = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            ends.add(0.5 + 0.11 * (i + 1));
            scores.add(2_000.0 + 10 * (i % 2));
        }
        assertEquals(14, ProbeStop.after(List.of(WarmupFork.recorded(0.5, 0, ends, scores)), Mode.AVERAGE_TIME, AUTO).cap());
        // A probe that ran on to 150 (its last third moved): the later forks keep half a window.
        assertEquals(10, ProbeStop.after(List.of(fork(0, 150)), Mode.AVERAGE_TIME, AUTO).cap());
        // Ten forks: 350 - 100 over 9 is 27; the window of 20 is enough.
        JobSettings ten = JobSettings.of(RawSettings.builder().put("bench.forks", "10").build());
        assertEquals(20, ProbeStop.after(List.of(fork(0, 100)), Mode.AVERAGE_TIME, ten).cap());
    }

    @Test
    void aPairedForkOfBenchDuetMeasuresTwiceAsLongAtTheWallTimeOfTwoSequentialForks() {
        // Both columns at once: 5 fixed forks of 35 for each of two columns, 350; the paired probes spent 100 of
        // the pair's time once; 4 later forks share 250, 62 each, and measure two windows of 20.
        ProbeStop.Stop flat = ProbeStop.after(List.of(fork(0, 100)), Mode.AVERAGE_TIME, AUTO, ProbeStop.PAIRED_COLUMNS);
        assertEquals(new ProbeStop.Stop(40, flat.level(), 40), flat);
        assertTrue(100 + 4 * flat.cap() <= 2 * (100 + 4 * 18), "no longer than the two columns one after the other");
        // After a plateau of 2.5 s: not before 1.5 x 25 plus two windows; where it may end first does not move.
        ProbeStop.Stop plateau = ProbeStop.after(List.of(fork(25, 100)), Mode.AVERAGE_TIME, AUTO, ProbeStop.PAIRED_COLUMNS);
        assertEquals(78, plateau.min());
        assertEquals(98, plateau.cap());
        assertEquals(ProbeStop.probe(AUTO), ProbeStop.after(List.of(fork(95, 100)), Mode.AVERAGE_TIME, AUTO,
                ProbeStop.PAIRED_COLUMNS), "never steady: a probe, paired or not");
    }

    @Test
    void aNoiseStepOrABurstLateInAFlatProbeIsNoOnset() {
        // The level steps 10% at 6.2 s (a neighbour's build starts) and stays: steady from 62 by the rule.
        WarmupFork stepped = shaped(100, i -> i < 62 ? 2_000.0 : 2_200.0);
        assertEquals(18, ProbeStop.after(List.of(stepped), Mode.AVERAGE_TIME, AUTO).cap(), "as flat");
        // A burst at 3x for 0.7 s at 6 s, the steady level before and after it.
        WarmupFork burst = shaped(100, i -> i >= 60 && i < 67 ? 6_000.0 : 2_000.0);
        assertEquals(18, ProbeStop.after(List.of(burst), Mode.AVERAGE_TIME, AUTO).cap(), "as flat");
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
        // Slower by 2x after 3 s: the earlier, faster level is material too.
        WarmupFork slowdown = shaped(100, i -> i < 30 ? 2_000.0 : 4_000.0);
        assertEquals(65, ProbeStop.after(List.of(slowdown), Mode.AVERAGE_TIME, AUTO).min());
    }

    @Test
    void bench_warmupHorizonSetsTheProbesLeastAndCapAndTheLaterForksReadItAlike() {
        // PlateauIT's run: 2 forks, an 8 s horizon, plateaus of 2.5 s and (byRuntime on 17) 4 s.
        JobSettings eight = JobSettings.of(RawSettings.builder().put("bench.forks", "2")
                .put("bench.warmupHorizon", "8s").build());
        assertEquals(new ProbeStop.Stop(80, 0, 120), ProbeStop.probe(eight), "8 s at the least, 12 s at most");
        ProbeStop.Stop fourSeconds = ProbeStop.after(List.of(fork(40, 80)), Mode.AVERAGE_TIME, eight);
        assertEquals(80, fourSeconds.min(), "1.5 x 40 + 20");
        assertEquals(100, fourSeconds.cap(), "a window after the minimum");
        assertEquals(58, ProbeStop.after(List.of(fork(25, 80)), Mode.AVERAGE_TIME, eight).min());
        ProbeStop.Stop flat = ProbeStop.after(List.of(fork(0, 80)), Mode.AVERAGE_TIME, eight);
        assertEquals(new ProbeStop.Stop(10, flat.level(), 10), flat, "2 x 3.5 s less the probe's 8 s: the floor of 10");
    }

    @Test
    void aProbeWithoutASteadyStateMakesEveryLaterForkAProbe() {
        // Still at 8x when the probe ended: the last segment is too short to be a steady state.
        assertEquals(ProbeStop.probe(AUTO), ProbeStop.after(List.of(fork(95, 100)), Mode.AVERAGE_TIME, AUTO),
                "to the horizon at the least, as the probe");
        assertEquals(ProbeStop.probe(AUTO), ProbeStop.after(List.of(), Mode.AVERAGE_TIME, AUTO), "no probe recorded: a probe itself");
        // 1% more every 100 ms: no steady state, and far from level.
        assertEquals(ProbeStop.probe(AUTO), ProbeStop.after(List.of(shaped(100, i -> 2_000 * Math.pow(1.01, i))),
                Mode.AVERAGE_TIME, AUTO));
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
