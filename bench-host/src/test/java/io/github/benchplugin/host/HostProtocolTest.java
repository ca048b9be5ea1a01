package io.github.benchplugin.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The host's side of the protocol with the engine: the plan file it reads and the event lines it
 * prints. The golden strings here are what bench-engine's HostProtocolTest reads (and writes):
 * a change of format has to change both.
 */
class HostProtocolTest {

    /** A cell id as the engine names cells (CellRequest.key()), with every character a parameter may hold. */
    static final String ODD_ID = "work avgt {sep=|, kv=a=b, list=1,2, text=two words, uni=h\u00e9llo \u2603 \uD83D\uDE80}";

    @TempDir
    Path dir;

    @Test
    void eventLinesAreThePrefixTheKindAndTheCellIdVerbatim() {
        assertEquals("@bench-host started " + ODD_ID, HostEvents.started(ODD_ID));
        assertEquals("@bench-host ok " + ODD_ID, HostEvents.succeeded(ODD_ID));
        assertEquals("@bench-host failed " + ODD_ID + "\tjava.lang.IllegalStateException: bad n",
                HostEvents.failed(ODD_ID, "java.lang.IllegalStateException: bad n"));
        assertEquals("@bench-host waiting " + ODD_ID + "\t/tmp/jmh.lock", HostEvents.waiting(ODD_ID, "/tmp/jmh.lock"));
        assertEquals("@bench-host notice JMH's lock is not taken", HostEvents.notice("JMH's lock is not taken"));
        assertEquals("@bench-host ready", HostEvents.ready());
        assertTrue(HostEvents.isReady(HostEvents.ready()));
        assertNull(HostEvents.parse(HostEvents.ready()), "about no cell: no watch reads it as an event");
    }

    @Test
    void everyEventReadsBackWithItsCellIdExactly() {
        HostEvents.Event started = HostEvents.parse(HostEvents.started(ODD_ID));
        assertEquals(ODD_ID, started.cellId);
        assertTrue(started.started);
        assertFalse(started.failed);

        HostEvents.Event ok = HostEvents.parse(HostEvents.succeeded(ODD_ID));
        assertEquals(ODD_ID, ok.cellId);
        assertFalse(ok.started || ok.failed || ok.waiting || ok.notice);

        HostEvents.Event waiting = HostEvents.parse(HostEvents.waiting(ODD_ID, "/tmp/a b/jmh.lock"));
        assertEquals(ODD_ID, waiting.cellId);
        assertTrue(waiting.waiting);
        assertEquals("/tmp/a b/jmh.lock", waiting.reason);

        HostEvents.Event notice = HostEvents.parse(HostEvents.notice("cannot take /tmp/jmh.lock:\nread-only"));
        assertTrue(notice.notice);
        assertNull(notice.cellId);
        assertEquals("cannot take /tmp/jmh.lock: read-only", notice.reason);
    }

    @Test
    void aFailureReasonWithNewlinesAndTabsArrivesAsOneLineAfterTheTab() {
        String reason = "java.lang.AssertionError: expected:\n\t<1>\r\nbut was:\t<2> | a=b, c";
        String line = HostEvents.failed(ODD_ID, reason);

        assertFalse(line.contains("\n") || line.contains("\r"), line);
        HostEvents.Event failed = HostEvents.parse(line);
        assertTrue(failed.failed);
        assertEquals(ODD_ID, failed.cellId);
        assertEquals("java.lang.AssertionError: expected:  <1>  but was: <2> | a=b, c", failed.reason);
    }

    @Test
    void aCellIdWithATabOrANewlineIsEchoedInTheFormThePluginComparesWith() {
        String id = "work avgt {text=a\tb\nc}";
        assertEquals(HostEvents.echoed(id), HostEvents.parse(HostEvents.started(id)).cellId);
        assertEquals(HostEvents.echoed(id), HostEvents.parse(HostEvents.failed(id, "x")).cellId);
        assertEquals(HostEvents.echoed(id), HostEvents.parse(HostEvents.waiting(id, "/tmp/jmh.lock")).cellId);
        assertEquals(ODD_ID, HostEvents.echoed(ODD_ID), "any other id is echoed as it is");
    }

    @Test
    void aFailureWithoutAReasonStillNamesItsCell() {
        HostEvents.Event failed = HostEvents.parse("@bench-host failed " + ODD_ID);
        assertTrue(failed.failed);
        assertEquals(ODD_ID, failed.cellId);
        assertEquals("", failed.reason);
    }

    @Test
    void anythingElseAJvmPrintsIsNotAnEvent() {
        for (String line : new String[] {null, "", "@bench-host", "@bench-host ", "@bench-hostok x", " @bench-host ok x",
                "@bench-host exploded x", "@bench-host started", "@BENCH-HOST ok x", "# Run complete. Total time: 00:00:10",
                "Iteration   1: 11.9 ns/op"}) {
            assertNull(HostEvents.parse(line), String.valueOf(line));
        }
    }

    @Test
    void thePlanTheEngineWritesIsReadExactlyOddCharactersAndOrderIncluded() throws Exception {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("sep", "|");
        params.put("kv", "a=b");
        params.put("list", "1,2");
        params.put("text", " two words ");
        params.put("uni", "h\u00e9llo \u2603 \uD83D\uDE80");
        params.put("lines", "a\nb\tc\\d#e!f:g");
        params.put("empty", "");
        HostPlan.Cell first = new HostPlan.Cell(ODD_ID, List.of("^\\Qorg.acme.A.work\\E$", "-f", "1", "-rff", "/tmp/a b/x=1.json"),
                params, List.of("-Dlabel=a b", "-Dx=|=,", "-Xmx1g"));
        HostPlan.Cell second = new HostPlan.Cell("harness floor", List.of(), Map.of(), List.of());
        Path plan = dir.resolve("sub/host-plan.properties");

        HostPlan.write(List.of(first, second), plan);
        List<HostPlan.Cell> read = HostPlan.read(plan);

        assertEquals(2, read.size());
        assertEquals(ODD_ID, read.get(0).id);
        assertEquals(first.args, read.get(0).args);
        assertEquals(List.copyOf(params.entrySet()), List.copyOf(read.get(0).params.entrySet()), "values and order");
        assertEquals(first.jvmArgsAppend, read.get(0).jvmArgsAppend);
        assertEquals("harness floor", read.get(1).id);
        assertTrue(read.get(1).args.isEmpty() && read.get(1).params.isEmpty() && read.get(1).jvmArgsAppend.isEmpty());
    }

    /** The plan's keys, as the engine's writer lays them out; escapes as java.util.Properties reads them. */
    @Test
    void aGoldenPlanFileIsReadAsTheEngineMeansIt() throws Exception {
        Path plan = dir.resolve("host-plan.properties");
        Files.write(plan, List.of(
                "#bench-maven-plugin host plan",
                "cells=1",
                "0.id=work avgt {sep\\=|, kv\\=a\\=b, text\\=two words, uni\\=h\\u00E9llo}",
                "0.args=2",
                "0.arg.0=-rff",
                "0.arg.1=/tmp/a b/x.json",
                "0.params=3",
                "0.param.0.name=sep",
                "0.param.0.value=|",
                "0.param.1.name=kv",
                "0.param.1.value=a\\=b",
                "0.param.2.name=uni",
                "0.param.2.value=h\\u00E9llo \\u2603",
                "0.jvmArgs=1",
                "0.jvmArg.0=-Dlabel\\=a b"), StandardCharsets.ISO_8859_1);

        HostPlan.Cell cell = HostPlan.read(plan).get(0);

        assertEquals("work avgt {sep=|, kv=a=b, text=two words, uni=h\u00e9llo}", cell.id);
        assertEquals(List.of("-rff", "/tmp/a b/x.json"), cell.args);
        assertEquals(List.of("sep", "kv", "uni"), List.copyOf(cell.params.keySet()));
        assertEquals("a=b", cell.params.get("kv"));
        assertEquals("h\u00e9llo \u2603", cell.params.get("uni"));
        assertEquals(List.of("-Dlabel=a b"), cell.jvmArgsAppend);
    }
}
