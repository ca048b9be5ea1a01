package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.ForkStopReason;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UnsteadyForksAnalyserTest {

    private static Cell withForks(WarmupClass... classes) {
        List<WarmupFork> forks = java.util.Arrays.stream(classes)
                .map(c -> new WarmupFork(c, c.steady() ? 1.0 : null, c.steady() ? 2 : null, 0.2, 3, List.of()))
                .toList();
        return Cell.builder(CellStatus.OK).score(10.0).samples(List.of(10.0, 10.0)).forkSamples(List.of(List.of(10.0)))
                .warmup(new Warmup(1.0, 1.0, 1.0, forks, null)).build();
    }

    @Test
    void aRowWhoseForksDisagreeOnOneRuntimeGetsOneWarningNamingIt() {
        var result = Results.result(List.of(Results.runtime("17"), Results.runtime("25")), List.of(
                Results.row("org.acme.B.mixed", "avgt", "ns/op", Results.cells(
                        "17", withForks(WarmupClass.WARMUP, WarmupClass.WARMUP, WarmupClass.FLAT),
                        "25", withForks(WarmupClass.WARMUP, WarmupClass.NONE, WarmupClass.WARMUP))),
                Results.row("org.acme.B.neverSteady", "avgt", "ns/op", Results.cells(
                        "17", withForks(WarmupClass.NONE, WarmupClass.NONE),
                        "25", withForks(WarmupClass.FLAT, WarmupClass.FLAT)))));
        List<Warning> warnings = new UnsteadyForksAnalyser().analyse(result);
        assertEquals(1, warnings.size(), warnings::toString);
        Warning w = warnings.get(0);
        assertEquals(WarningCode.UNSTEADY_FORKS, w.code());
        assertEquals("25", w.runtime());
        assertTrue(w.benchmark().contains("mixed"), w.benchmark());
        assertTrue(w.message().contains("on 25, 1 of 3 forks never reached a steady state"), w.message());
    }

    /** A fork of a bench.warmup=auto cell, stopped at 5.4 s for {@code stop}, judged settled or not. */
    private static WarmupFork autoFork(WarmupClass kind, ForkStopReason stop, boolean settled) {
        return new WarmupFork(kind, kind.steady() ? 1.0 : null, kind.steady() ? 2 : null, 0.2, 0,
                List.of(List.of(0.3, 100.0), List.of(5.4, 100.0))).stopped(false, stop).withSettled(settled);
    }

    /** A cell of bench.warmup=auto scored from {@code scored} forks, with these forks in its warm-up record. */
    private static Cell autoCell(int scored, WarmupFork... forks) {
        List<List<Double>> forkSamples = java.util.Collections.nCopies(scored, List.of(10.0, 10.0, 10.0));
        return Cell.builder(CellStatus.OK).score(10.0).samples(forkSamples.stream().flatMap(List::stream).toList())
                .forkSamples(forkSamples).warmup(new Warmup(1.0, 1.0, 1.0, List.of(forks), true)).build();
    }

    @Test
    void underAutoWarmupTheForksLeftOutOfTheScoreAreNamedFromOne() {
        WarmupFork settled = autoFork(WarmupClass.WARMUP, ForkStopReason.PROBE_ONSET, true);
        var result = Results.result(List.of(Results.runtime("17"), Results.runtime("25")), List.of(
                Results.row("org.acme.B.plateau", "avgt", "ns/op", Results.cells(
                        "17", autoCell(3, settled, settled, settled),
                        "25", autoCell(2, settled, autoFork(WarmupClass.NONE, ForkStopReason.CAP, false), settled,
                                autoFork(WarmupClass.FLAT, ForkStopReason.CAP, false))))));
        List<Warning> warnings = new UnsteadyForksAnalyser().analyse(result);
        assertEquals(1, warnings.size(), warnings::toString);
        assertEquals("25", warnings.get(0).runtime());
        assertTrue(warnings.get(0).message().contains("forks that never settled are not scored [avgt]: on 25, 2 of 4"
                + " forks never settled within 5.4 s (fork 2; fork 4: steady only 1.5x or more slower than the probes' level):"
                + " not scored, the score is the other 2 forks'"), warnings.get(0).message());
    }

    @Test
    void underAutoWarmupACellLeftWithOneScoredForkSaysItIsTooFew() {
        WarmupFork none = autoFork(WarmupClass.NONE, ForkStopReason.CAP, false);
        Cell cell = autoCell(1, autoFork(WarmupClass.WARMUP, ForkStopReason.HORIZON, true), none, none);
        var result = Results.result(List.of(Results.runtime("17")), List.of(
                Results.row("org.acme.B.plateau", "avgt", "ns/op", Results.cells("17", cell))));
        String unsteady = new UnsteadyForksAnalyser().analyse(result).get(0).message();
        assertTrue(unsteady.contains("2 of 3 forks never settled within 5.4 s (forks 2, 3): not scored, the score is"
                + " the one other fork's alone, too few for an interval"), unsteady);
        assertTrue(Analysers.analyse(result).stream().anyMatch(w -> w.code() == WarningCode.FEW_SAMPLES
                && w.message().contains("1 fork")), "FEW_SAMPLES too");
    }

    @Test
    void isPartOfTheStandardSet() {
        assertTrue(Analysers.standard().stream().filter(Objects::nonNull).anyMatch(a -> a instanceof UnsteadyForksAnalyser));
    }
}
