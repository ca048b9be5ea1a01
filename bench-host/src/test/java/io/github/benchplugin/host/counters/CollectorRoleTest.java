package io.github.benchplugin.host.counters;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every collector the JDKs 8 to 25 report lands in the generation, and with the meaning, its name says. */
class CollectorRoleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "G1 Young Generation, G1 Eden Space;G1 Survivor Space;G1 Old Gen, YOUNG, true, true",
            "G1 Old Generation, G1 Eden Space;G1 Survivor Space;G1 Old Gen, OLD, true, true",
            "G1 Concurrent GC, G1 Old Gen, OLD, false, false",
            "PS Scavenge, PS Eden Space;PS Survivor Space, YOUNG, true, true",
            "PS MarkSweep, PS Eden Space;PS Survivor Space;PS Old Gen, OLD, true, true",
            "Copy, Eden Space;Survivor Space, YOUNG, true, true",
            "MarkSweepCompact, Eden Space;Survivor Space;Tenured Gen, OLD, true, true",
            "ParNew, Par Eden Space;Par Survivor Space, YOUNG, true, true",
            "ConcurrentMarkSweep, Par Eden Space;Par Survivor Space;CMS Old Gen, OLD, true, false",
            "ZGC Cycles, ZHeap, OLD, true, false",
            "ZGC Pauses, ZHeap, OLD, false, true",
            "ZGC Minor Cycles, ZGC Young Generation;ZGC Old Generation, YOUNG, true, false",
            "ZGC Minor Pauses, ZGC Young Generation;ZGC Old Generation, YOUNG, false, true",
            "ZGC Major Cycles, ZGC Young Generation;ZGC Old Generation, OLD, true, false",
            "ZGC Major Pauses, ZGC Young Generation;ZGC Old Generation, OLD, false, true",
            "Shenandoah Cycles, Shenandoah, OLD, true, false",
            "Shenandoah Pauses, Shenandoah, OLD, false, true",
            "Acme Nursery GC, Acme Eden, YOUNG, true, true",
            "Acme Heap GC, Acme Heap, OLD, true, true",
    })
    void groupsTheCollectorByItsNameOrItsPools(String name, String pools, String generation, boolean collections,
                                                boolean pauses) {
        CollectorRole role = CollectorRole.of(name, pools.split(";"));
        assertEquals(CollectorRole.Generation.valueOf(generation), role.generation(), "generation");
        assertEquals(collections, role.countsCollections(), "count is collections");
        assertEquals(pauses, role.timeIsPause(), "time is paused time");
    }
}
