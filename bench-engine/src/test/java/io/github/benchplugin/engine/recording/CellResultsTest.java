package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static io.github.benchplugin.engine.recording.RecordedCells.JSON;
import static io.github.benchplugin.engine.recording.RecordedCells.cell;
import static io.github.benchplugin.engine.recording.RecordedCells.floorCell;
import static io.github.benchplugin.engine.recording.RecordedCells.jmhResult;
import static io.github.benchplugin.engine.run.Runtimes.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What {@link CellResults} keeps of each finished or failed cell, and how it hands it on. */
class CellResultsTest {

    @TempDir
    Path dir;

    private final TargetRuntime java17 = runtime("17");
    private final TargetRuntime java25 = runtime("25");

    @Test
    void everyColumnHasItsPooledResultsEvenBeforeACellFinished() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17, java25));
        cells.recordSuccess(cell(dir, java17, "a", 1, 1), jmhResult(cell(dir, java17, "a", 1, 1), "1.37", 10, 11));

        Map<String, ArrayNode> pooled = cells.pooledByRuntime();
        assertEquals(List.of("17", "25"), List.copyOf(pooled.keySet()));
        assertEquals(1, pooled.get("17").size());
        assertEquals(0, pooled.get("25").size());
        assertTrue(cells.rounds().isEmpty(), "one round: no round files");
    }

    @Test
    void roundsArePooledIntoOneResultPerRowAndKeptUntouchedPerRound() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17));
        for (int round = 1; round <= 2; round++) {
            CellRequest a = cell(dir, java17, "a", round, 2);
            cells.recordSuccess(a, jmhResult(a, "1.37", 10 * round));
            CellRequest b = cell(dir, java17, "b", round, 2);
            cells.recordSuccess(b, jmhResult(b, "1.37", 20 * round));
        }

        assertEquals(2, cells.pooledByRuntime().get("17").size(), "one per row");
        assertEquals(2, cells.pooledByRuntime().get("17").get(0).path("primaryMetric").path("rawData").size(),
                "both rounds' forks in the pooled row");
        assertEquals(List.of(1, 2), List.copyOf(cells.rounds().get("17").keySet()));
        assertEquals(2, cells.rounds().get("17").get(1).size(), "round 1 of both rows");
    }

    @Test
    void aCellWithoutAResultFailsAndOnlyTheFirstFailureOfACellIsKept() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17));
        CellRequest empty = cell(dir, java17, "a", 1, 2);
        cells.recordSuccess(empty, RecordedCells.write(empty.jsonFile(), JSON.createArrayNode()));
        cells.recordFailure(cell(dir, java17, "a", 2, 2), "timed out");
        cells.recordFailure(cell(dir, java17, "b", 2, 2), "crashed");

        assertEquals(List.of(
                "org.acme.Bench.work {kind=a} [avgt] on 17: JMH finished but reported no result (round 1)",
                "org.acme.Bench.work {kind=b} [avgt] on 17: crashed (round 2)"), cells.failures());
    }

    @Test
    void floorsAreKeptApartAndOnlyCompleteMeasuredOnesGoToTheCache() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17, java25));
        for (int round = 1; round <= 2; round++) {
            CellRequest floor = floorCell(dir, java17, round, 2);
            cells.recordSuccess(floor, jmhResult(floor, "1.37", 0.3));
        }
        CellRequest half = floorCell(dir, java25, 1, 2);
        cells.recordSuccess(half, jmhResult(half, "1.37", 0.3));

        assertEquals(0, cells.pooledByRuntime().get("17").size(), "a floor is not a row");
        assertEquals(List.of("17"), List.copyOf(cells.measuredFloors(2).keySet()), "25 has one of two rounds");
        assertEquals(2, cells.measuredFloors(2).get("17").size(), "each round as measured");
        assertEquals(1, cells.pooledFloor("17").orElseThrow().size(), "pooled: one result");
        assertTrue(cells.pooledFloor("21").isEmpty());

        cells.recordFailure(floorCell(dir, java17, 2, 2), "crashed");
        assertEquals(Map.of("17", "crashed (round 2)"), cells.floorFailures());
        assertTrue(cells.measuredFloors(2).isEmpty(), "a failed floor is not cached");

        ArrayNode cached = JSON.createArrayNode().add(JSON.createObjectNode());
        cells.useCachedFloor("25", cached, Instant.parse("2026-01-01T00:00:00Z"));
        assertTrue(cells.measuredFloors(1).isEmpty(), "a cached floor is not cached again");
        assertEquals(Map.of("25", Instant.parse("2026-01-01T00:00:00Z")), cells.cachedFloors());
    }

    @Test
    void aReplacedColumnKeepsItsPlace() {
        CellResults cells = new CellResults(dir, List.of(java17, java25));
        TargetRuntime moved = java17.placed("17", TargetRuntime.Placement.MAVEN_JVM, "cannot start");
        cells.replaceRuntime(moved);
        assertEquals(List.of(moved, java25), cells.runtimes());
    }

    @Test
    void theJmhReleaseIsTheLastOneTheResultsNameOrTheProjects() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17, java25));
        CellRequest old = cell(dir, java25, "a", 1, 1);
        cells.recordSuccess(old, jmhResult(old, null, 10));
        CellRequest named = cell(dir, java17, "a", 1, 1);
        cells.recordSuccess(named, jmhResult(named, "1.36", 10));

        assertEquals("1.36", cells.jmhVersion("17", "1.37"));
        assertEquals("1.37", cells.jmhVersion("25", "1.37"), "before JMH 1.2x the JSON names no release");
    }
}
