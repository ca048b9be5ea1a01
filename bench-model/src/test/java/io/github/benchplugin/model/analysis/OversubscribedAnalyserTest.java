package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OversubscribedAnalyserTest {

    private static Cell withThreads(Integer threads) {
        return Cell.builder(CellStatus.OK).score(10.0).error(1.0).ciLow(9.0).ciHigh(11.0).samples(List.of(10.0))
                .forkSamples(List.of(List.of(10.0))).threads(threads).build();
    }

    @Test
    void aCellWithMoreThreadsThanProcessorsIsNamedWithWhatItDoesToTheScore() {
        // Fixtures' machine has 8 processors.
        var result = Results.result(List.of(Results.runtime("17"), Results.runtime("25")), List.of(
                Results.row("org.acme.B.many", "thrpt", "ops/s", Results.cells("17", withThreads(16), "25", withThreads(8))),
                Results.row("org.acme.B.one", "thrpt", "ops/s", Results.cells("17", withThreads(1), "25", withThreads(null)))));
        List<Warning> warnings = new OversubscribedAnalyser().analyse(result);
        assertEquals(1, warnings.size(), warnings::toString);
        Warning w = warnings.get(0);
        assertEquals(WarningCode.OVERSUBSCRIBED, w.code());
        assertEquals("17", w.runtime());
        assertTrue(w.message().contains("on 17, 16 threads on 8 processors"), w.message());
        assertTrue(w.message().contains("time-share the cores"), w.message());
    }

    @Test
    void aCellJmhScoredNaNStillTellsItRanMoreThreadsThanProcessors() {
        Cell noScore = Cell.builder(CellStatus.FAILED).message("JMH reported no score (NaN)").threads(16).build();
        var result = Results.result(List.of(Results.runtime("17")), List.of(
                Results.row("org.acme.B.many", "thrpt", "ops/s", Results.cells("17", noScore))));
        List<Warning> warnings = new OversubscribedAnalyser().analyse(result);
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).message().contains("on 17, 16 threads on 8 processors"), warnings.get(0).message());
    }

    @Test
    void isPartOfTheStandardSet() {
        assertTrue(Analysers.standard().stream().anyMatch(a -> a instanceof OversubscribedAnalyser));
    }
}
