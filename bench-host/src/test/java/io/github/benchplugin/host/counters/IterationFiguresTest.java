package io.github.benchplugin.host.counters;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The per-operation arithmetic over two snapshots, with the JVM's figures made up. */
class IterationFiguresTest {

    private static final CollectorRole G1_YOUNG = CollectorRole.of("G1 Young Generation", new String[] {"G1 Eden Space"});
    private static final CollectorRole G1_OLD = CollectorRole.of("G1 Old Generation", new String[] {"G1 Old Gen"});
    private static final CollectorRole G1_CONCURRENT = CollectorRole.of("G1 Concurrent GC", new String[] {"G1 Old Gen"});

    @Test
    void collectionsPerThousandOperationsAndPausesPerOperationByGeneration() {
        Snapshot before = new Snapshot(List.of(
                new CollectorReading("G1 Young Generation", G1_YOUNG, 10, 50),
                new CollectorReading("G1 Old Generation", G1_OLD, 1, 20),
                new CollectorReading("G1 Concurrent GC", G1_CONCURRENT, 4, 8)), Map.of(), 0);
        Snapshot after = new Snapshot(List.of(
                new CollectorReading("G1 Young Generation", G1_YOUNG, 14, 58),
                new CollectorReading("G1 Old Generation", G1_OLD, 2, 30),
                new CollectorReading("G1 Concurrent GC", G1_CONCURRENT, 6, 10)), Map.of(), 0);

        Map<String, Figure> f = byName(IterationFigures.between(before, after, 2_000_000));

        assertEquals(4 * 1000 / 2e6, f.get("gc.young.count.per1k").value, 1e-15);
        // The concurrent cycle's two pauses (a bean JDK 17 does not have) are in neither group.
        assertEquals(1 * 1000 / 2e6, f.get("gc.old.count.per1k").value, 1e-15);
        assertEquals("counts/1k op", f.get("gc.old.count.per1k").unit);
        assertEquals(8e6 / 2e6, f.get("gc.young.pause.perOp").value, 1e-12, "8 ms over 2M operations: 4 ns each");
        assertEquals(10 * 1e6 / 2e6, f.get("gc.old.pause.perOp").value, 1e-12);
        assertEquals("ns/op", f.get("gc.old.pause.perOp").unit);
        assertEquals(2 * 1000 / 2e6, f.get("gc.collector.G1_Concurrent_GC.count.per1k").value, 1e-15,
                "each bean is also reported by its own name");
    }

    @Test
    void contentionsAndWaitsOfTheWorkersPerOperationANewThreadCountingFromZero() {
        Snapshot before = new Snapshot(List.of(), Map.of(1L, new long[] {100, 7}), 50);
        Snapshot after = new Snapshot(List.of(), Map.of(1L, new long[] {300, 9}, 2L, new long[] {100, 1}), 450);

        Map<String, Figure> f = byName(IterationFigures.between(before, after, 1000));

        assertEquals((200 + 100) / 1000d, f.get("lock.contentions.perOp").value, 1e-12);
        assertEquals((2 + 1) / 1000d, f.get("lock.waits.perOp").value, 1e-12);
        assertEquals("#/op", f.get("lock.contentions.perOp").unit);
        assertEquals(400 / 1000d, f.get("pool.completed.perOp").value, 1e-12);
    }

    @Test
    void whatTheJvmDoesNotTellIsLeftOutNotReportedAsZero() {
        CollectorRole young = CollectorRole.of("PS Scavenge", new String[] {"PS Eden Space"});
        Snapshot before = new Snapshot(List.of(new CollectorReading("PS Scavenge", young, -1, -1)), Map.of(), Snapshot.UNKNOWN);
        Snapshot after = new Snapshot(List.of(new CollectorReading("PS Scavenge", young, -1, -1)), Map.of(), Snapshot.UNKNOWN);

        Map<String, Figure> f = byName(IterationFigures.between(before, after, 1000));

        assertTrue(f.isEmpty(), () -> "no worker threads found, no counts, no steal count: " + f);
    }

    @Test
    void anIterationWithoutOperationsHasNoFigures() {
        Snapshot s = new Snapshot(List.of(new CollectorReading("G1 Young Generation", G1_YOUNG, 1, 1)),
                Map.of(1L, new long[] {1, 1}), 1);
        assertTrue(IterationFigures.between(s, s, 0).isEmpty());
    }

    @Test
    void noCollectionsIsZeroWhereTheJvmCountsThem() {
        Snapshot s = new Snapshot(List.of(new CollectorReading("G1 Young Generation", G1_YOUNG, 3, 9),
                new CollectorReading("G1 Old Generation", G1_OLD, 0, 0)), Map.of(), 0);
        Map<String, Figure> f = byName(IterationFigures.between(s, s, 10));
        assertEquals(0, f.get("gc.young.count.per1k").value);
        assertEquals(0, f.get("gc.old.count.per1k").value);
        assertFalse(f.containsKey("lock.contentions.perOp"), "no worker thread in either snapshot");
    }

    private static Map<String, Figure> byName(List<Figure> figures) {
        return figures.stream().collect(Collectors.toMap(x -> x.name, x -> x));
    }
}
