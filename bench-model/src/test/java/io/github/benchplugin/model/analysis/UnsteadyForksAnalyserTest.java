package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
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

    @Test
    void isPartOfTheStandardSet() {
        assertTrue(Analysers.standard().stream().filter(Objects::nonNull).anyMatch(a -> a instanceof UnsteadyForksAnalyser));
    }
}
