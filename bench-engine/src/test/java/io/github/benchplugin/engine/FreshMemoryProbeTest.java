package io.github.benchplugin.engine;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The probe on this machine's real memory: a cost per page, none when the heap is pre-touched. */
class FreshMemoryProbeTest {

    @Test
    void freshPagesCostSomethingAndAPreTouchedHeapIsNotProbed() {
        OptionalLong nanos = FreshMemoryProbe.nanosPerPage(List.of());
        assertTrue(nanos.isPresent() && nanos.getAsLong() > 0, "clearing 4 KiB takes time: " + nanos);
        assertTrue(FreshMemoryProbe.nanosPerPage(List.of("-Xms2g", "-XX:+AlwaysPreTouch")).isEmpty());
    }
}
