package io.github.benchplugin.host.duet;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Collections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.duet's opening lines, the forks' and the hosts', and where a host finds its cell's rendezvous. */
class DuetChannelTest {

    @Test
    void everyOpeningLineSaysWhoSpeaks() {
        DuetChannel.Hello fork = DuetChannel.Hello.parse(new DuetChannel.Hello("t0k", "r1-cell-0", 1, 2).line());
        assertEquals(DuetChannel.HELLO, fork.word);
        DuetChannel.Hello first = DuetChannel.Hello.parse(
                new DuetChannel.Hello(DuetChannel.LOCK, "t0k", "r2-floor", 0, 3).line());
        assertEquals(Arrays.asList("lock", "t0k", "r2-floor", "0", "3"),
                Arrays.asList(first.word, first.token, first.group, Integer.toString(first.party),
                        Integer.toString(first.parties)));
        assertEquals("await-lock t0k r1-cell-0 1 2\n",
                new DuetChannel.Hello(DuetChannel.AWAIT_LOCK, "t0k", "r1-cell-0", 1, 2).line());
        assertEquals(DuetChannel.AWAIT_LOCK, DuetChannel.Hello.parse("await-lock t0k r1-cell-0 1 2").word);
        assertNull(DuetChannel.Hello.parse("unlock t0k r1-cell-0 1 2"), "no other word opens a connection");
        assertNull(DuetChannel.Hello.parse("lock t0k r1-cell-0 2 2"), "a party beyond the parties");
    }

    @Test
    void aHostFindsItsCellsRendezvousInTheBarriersProfilerOption() {
        PairedStart paired = PairedStart.of(Arrays.asList("^a\\.B\\.c$", "-prof", "gc", "-prof",
                DuetProfiler.class.getName() + ":group=r3-cell-7;party=1;parties=2;timeout=60000"), "127.0.0.1:9", "t");
        assertTrue(paired.paired());
        DuetProfiler cell = DuetProfiler.ofCell(Arrays.asList("-prof",
                DuetProfiler.class.getName() + ":group=r3-cell-7;party=1;parties=2"));
        assertEquals("r3-cell-7", cell.group);
        assertEquals(1, cell.party);
        assertNull(DuetProfiler.ofCell(Arrays.asList("-prof", "gc", "-f", "2")));
        assertFalse(PairedStart.of(Collections.<String>emptyList(), "127.0.0.1:9", "t").paired());
    }

    @Test
    void onlyAHostWithALaterPartyLeavesJmhsLockToTheFirst() {
        assertTrue(DuetChannel.lockHeldByFirstSide("1"));
        assertFalse(DuetChannel.lockHeldByFirstSide("0"));
        assertFalse(DuetChannel.lockHeldByFirstSide(null), "not a bench.duet host: it takes the lock itself");
    }
}
