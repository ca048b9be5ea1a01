package io.github.benchplugin.engine;

import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.catalog.BenchmarkRow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link HostWatch} with scripted host output (the lines a host prints, then the end of its output)
 * and a fake host handle: what the user sees is which cell got which outcome, and why.
 */
class HostWatchTest {

    private static final Duration LONG = Duration.ofHours(1);
    private static final Duration TINY = Duration.ofMillis(5);
    private static final TargetRuntime JDK = TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk/17"))
            .javaVersion("17.0.1").featureVersion(17).vendor("v").build();
    private static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.Bench.work", List.of("avgt"),
            Map.of("n", List.of("1", "2", "3")));

    @TempDir
    Path dir;

    private final RecordingLog log = new RecordingLog();
    private final Listener listener = new Listener();

    private CellRequest cell(String n) {
        return new CellRequest(JDK, new BenchmarkRow(METHOD, "avgt", Map.of("n", n)), 1, 1, null,
                dir.resolve("cell-" + n + ".json"), false);
    }

    private CellRequest a;
    private CellRequest b;
    private CellRequest c;

    @BeforeEach
    void cells() {
        a = cell("1");
        b = cell("2");
        c = cell("3");
    }

    private HostBatch batch() {
        return new HostBatch(JDK, 1, List.of(a, b, c));
    }

    /** JMH wrote the cell's result: what a successful cell leaves behind. */
    private void measured(CellRequest cell) throws IOException {
        Files.writeString(cell.jsonFile(), "[ ]");
    }

    private static String started(CellRequest cell) {
        return "@bench-host started " + cell.key();
    }

    private static String ok(CellRequest cell) {
        return "@bench-host ok " + cell.key();
    }

    private static String failed(CellRequest cell, String reason) {
        return "@bench-host failed " + cell.key() + "\t" + reason;
    }

    private static HostWatch watch(RecordingLog log, Duration timeout) {
        return new HostWatch(log, cell -> timeout);
    }

    private static void script(HostWatch watch, String... lines) {
        for (String line : lines) {
            watch.line(line);
        }
    }

    @Test
    void everyCellSucceedsThroughInterleavedJmhChatterThatIsKeptOutOfTheOutcomes() throws Exception {
        measured(a);
        measured(b);
        measured(c);
        HostWatch watch = watch(log, LONG);
        script(watch,
                "# JMH version: 1.37",
                started(a),
                "# Warmup Iteration   1: 12.3 ns/op",
                "Iteration   1: 11.9 ns/op",
                ok(a),
                started(b),
                "",
                "Result \"org.acme.Bench.work\":",
                ok(b),
                started(c),
                "# Run complete. Total time: 00:00:10",
                ok(c));

        assertEquals(3, watch.follow(batch(), new FakeHost(watch), listener));

        assertEquals(List.of(a, b, c), listener.started);
        assertEquals(List.of(a, b, c), listener.finishedCells());
        listener.outcomes.forEach(o -> assertTrue(o.succeeded(), o.failure()));
        assertEquals(a.jsonFile(), listener.outcome(a).jsonFile());
        assertTrue(log.debug.contains("Iteration   1: 11.9 ns/op"), "chatter goes to the debug log: " + log.debug);
        assertTrue(log.warn.isEmpty(), log.warn.toString());
    }

    @Test
    void aFailedCellCostsOnlyItselfAndCarriesTheHostsReason() throws Exception {
        measured(a);
        measured(c);
        HostWatch watch = watch(log, LONG);
        script(watch, started(a), ok(a),
                started(b), failed(b, "java.lang.IllegalStateException: no n=2 | a=b, c"),
                started(c), ok(c));

        assertEquals(3, watch.follow(batch(), new FakeHost(watch), listener));

        assertTrue(listener.outcome(a).succeeded());
        assertEquals("java.lang.IllegalStateException: no n=2 | a=b, c", listener.outcome(b).failure());
        assertNull(listener.outcome(b).jsonFile());
        assertTrue(listener.outcome(c).succeeded());
    }

    @Test
    void theBenchmarksOwnExceptionInJmhsOutputExplainsAFailureBetterThanTheHost() throws Exception {
        Files.write(b.logFile(), List.of(
                "# Benchmark: org.acme.Bench.work",
                "Iteration   1: <failure>",
                "",
                "java.lang.ArithmeticException: / by zero",
                "\tat org.acme.Bench.work(Bench.java:12)"));
        HostWatch watch = watch(log, LONG);
        script(watch, started(a), failed(a, "boom"), started(b), failed(b, "org.openjdk.jmh.runner.RunnerException: failed"),
                started(c), failed(c, "boom"));

        watch.follow(batch(), new FakeHost(watch), listener);

        assertEquals("java.lang.ArithmeticException: / by zero", listener.outcome(b).failure());
        assertTrue(listener.outcome(b).lastOutput().contains("\tat org.acme.Bench.work(Bench.java:12)"),
                listener.outcome(b).lastOutput().toString());
        assertEquals("boom", listener.outcome(a).failure(), "a's JMH output has nothing to say");
    }

    @Test
    void aCellThatJmhReportedButLeftNoResultFileFails() throws Exception {
        measured(a);
        measured(c);
        HostWatch watch = watch(log, LONG);
        script(watch, started(a), ok(a), started(b), ok(b), started(c), ok(c));

        assertEquals(3, watch.follow(batch(), new FakeHost(watch), listener));

        assertTrue(listener.outcome(b).failure().startsWith("JMH finished but wrote no result"),
                listener.outcome(b).failure());
        assertTrue(listener.outcome(c).succeeded());
    }

    @Test
    void aHostThatDiesDuringACellFailsThatCellAndLeavesTheRestToAReplacement() throws Exception {
        measured(a);
        HostWatch watch = watch(log, LONG);
        script(watch, started(a), ok(a), started(b), "#", "# A fatal error has been detected by the Java Runtime Environment:");
        watch.gone();
        FakeHost host = new FakeHost(watch);
        host.exitStatus = "exit code 134";

        assertEquals(2, watch.follow(batch(), host, listener), "a and b have an outcome; c is left to a new host");

        assertEquals(List.of(a, b), listener.finishedCells());
        assertTrue(listener.outcome(a).succeeded());
        String why = listener.outcome(b).failure();
        assertTrue(why.startsWith("the JVM running it exited (exit code 134) during this benchmark: "), why);
        assertTrue(why.endsWith("# A fatal error has been detected by the Java Runtime Environment:"), why);
        assertFalse(listener.started.contains(c));
    }

    @Test
    void aHostThatEndsBetweenTwoCellsFailsNothing() throws Exception {
        measured(a);
        HostWatch watch = watch(log, LONG);
        script(watch, started(a), ok(a));
        watch.gone();

        assertEquals(1, watch.follow(batch(), new FakeHost(watch), listener));

        assertEquals(List.of(a), listener.finishedCells());
        assertTrue(listener.outcome(a).succeeded());
    }

    @Test
    void aHostThatDiesBeforeItsFirstCellIsAJdkThatCannotStartWithItsOwnWords() {
        HostWatch watch = watch(log, LONG);
        script(watch, "Unrecognized VM option 'UseBogusGC'", "Error: Could not create the Java Virtual Machine.");
        watch.gone();
        FakeHost host = new FakeHost(watch);
        host.exitStatus = "exit code 1";

        HostStartException e = assertThrows(HostStartException.class, () -> watch.follow(batch(), host, listener));

        assertEquals(JDK, e.runtime());
        assertEquals("exit code 1: Error: Could not create the Java Virtual Machine.", e.getMessage());
        assertTrue(listener.finished.isEmpty());
    }

    @Test
    void malformedAndUnknownEventLinesAreIgnoredAndTheBatchStillCompletes() throws Exception {
        measured(a);
        measured(b);
        measured(c);
        HostWatch watch = watch(log, LONG);
        script(watch,
                "@bench-host",
                "@bench-host ",
                "@bench-host exploded " + a.key(),
                "@bench-hoststarted " + a.key(),
                "@bench-host started",
                " @bench-host started " + a.key(),
                "@BENCH-HOST started " + a.key(),
                started(a),
                "@bench-host ok someone else's cell",
                "@bench-host failed " + b.key() + "\tnot running yet",
                ok(a),
                started(b), ok(b), started(c), ok(c));

        assertEquals(3, watch.follow(batch(), new FakeHost(watch), listener));

        assertEquals(List.of(a, b, c), listener.started);
        listener.outcomes.forEach(o -> assertTrue(o.succeeded(), o.failure()));
        assertTrue(log.debug.contains("@bench-host exploded " + a.key()), "kept as plain output: " + log.debug);
        assertTrue(log.debug.contains("ignoring a host event for another cell: @bench-host ok someone else's cell"),
                log.debug.toString());
        assertTrue(log.debug.contains("ignoring a host event for another cell: @bench-host failed " + b.key()
                + "\tnot running yet"), log.debug.toString());
    }

    @Test
    void waitingForAForeignJmhRunAndANoticeAreToldToTheUserNotCountedAsOutcomes() throws Exception {
        measured(a);
        measured(b);
        measured(c);
        HostWatch watch = watch(log, LONG);
        script(watch,
                "@bench-host notice JMH's lock /tmp/jmh.lock cannot be taken: read-only",
                "@bench-host waiting " + a.key() + "\t/tmp/jmh.lock",
                started(a), ok(a), started(b), ok(b), started(c), ok(c));

        assertEquals(3, watch.follow(batch(), new FakeHost(watch), listener));

        assertEquals(List.of("JMH's lock /tmp/jmh.lock cannot be taken: read-only"), log.warn);
        assertTrue(log.info.contains("Waiting for another JMH run on this machine to finish (it holds /tmp/jmh.lock)"),
                log.info.toString());
        assertEquals(3, listener.outcomes.stream().filter(CellOutcome::succeeded).count());
    }

    @Test
    void aCellPastItsTimeoutHasItsForkKilledAndTheHostGoesOnWithTheNextCell() throws Exception {
        measured(a);
        measured(c);
        HostWatch watch = new HostWatch(log, cell -> cell.equals(b) ? TINY : LONG);
        FakeHost host = new FakeHost(watch);
        host.canStopCell = true;
        // Killing b's fork makes JMH report b as failed; the host then runs c.
        host.afterStopCell = List.of(failed(b, "<forked VM failed with exit code 137>"), started(c), ok(c));
        script(watch, started(a), ok(a), started(b), "# Warmup Iteration   1:");

        assertEquals(3, watch.follow(batch(), host, listener));

        assertEquals(1, host.cellsStopped);
        assertEquals(0, host.hostsStopped);
        assertTrue(listener.outcome(a).succeeded());
        assertEquals("exceeded bench.timeout of 5ms; its JVM was killed", listener.outcome(b).failure());
        assertTrue(listener.outcome(c).succeeded(), "the timeout of b is not c's: " + listener.outcome(c).failure());
    }

    @Test
    void aTimedOutCellWhoseHostThenDiesIsStillATimeout() throws Exception {
        HostWatch watch = watch(log, TINY);
        FakeHost host = new FakeHost(watch);
        host.canStopCell = true;
        host.stoppedHow = "its fork was stopped";
        host.goneAfterStopCell = true;
        script(watch, started(a));

        assertEquals(1, watch.follow(batch(), host, listener));

        assertEquals(List.of(a), listener.finishedCells());
        assertEquals("exceeded bench.timeout of 5ms; its fork was stopped", listener.outcome(a).failure());
    }

    @Test
    void aHostThatCannotStopOneCellIsStoppedWholeAndOnlyTheRunningCellFails() throws Exception {
        measured(a);
        HostWatch watch = new HostWatch(log, cell -> cell.equals(b) ? TINY : LONG);
        FakeHost host = new FakeHost(watch); // in-process, or a shared JVM: no fork of its own to kill
        script(watch, started(a), ok(a), started(b));

        assertEquals(2, watch.follow(batch(), host, listener), "c is left to a new host");

        assertEquals(1, host.hostsStopped);
        assertEquals(List.of(a, b), listener.finishedCells());
        assertTrue(listener.outcome(a).succeeded());
        assertEquals("exceeded bench.timeout of 5ms; its JVM was killed", listener.outcome(b).failure());
    }

    @Test
    void aFinishedCellsDeadlineDoesNotFollowTheHostIntoTheGapBeforeTheNextCell() throws Exception {
        measured(a);
        measured(b);
        measured(c);
        HostWatch watch = new HostWatch(log, cell -> cell.equals(a) ? TINY : LONG);
        FakeHost host = new FakeHost(watch);
        script(watch, started(a), ok(a));
        // Nothing runs while the host prepares b: a's deadline is over, the watch just waits for the next line.
        Thread late = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            script(watch, started(b), ok(b), started(c), ok(c));
        });
        late.start();

        assertEquals(3, watch.follow(batch(), host, listener));
        late.join();

        assertEquals(0, host.hostsStopped + host.cellsStopped);
        listener.outcomes.forEach(o -> assertTrue(o.succeeded(), o.failure()));
    }

    @Test
    void anExceptionAnEarlierCellPrintedIsNotTheReasonALaterCellFailed() throws Exception {
        measured(a);
        HostWatch watch = watch(log, LONG);
        script(watch, started(a),
                "java.net.SocketTimeoutException: a's benchmark logs and recovers",
                ok(a),
                started(b), failed(b, "java.lang.OutOfMemoryError: Java heap space"),
                started(c), failed(c, "boom"));

        watch.follow(batch(), new FakeHost(watch), listener);

        assertTrue(listener.outcome(a).succeeded());
        assertEquals("java.lang.OutOfMemoryError: Java heap space", listener.outcome(b).failure());
        assertEquals("boom", listener.outcome(c).failure());
    }

    /** A host whose lines are scripted; stopping it pushes what a real host would print next. */
    private static final class FakeHost implements HostWatch.Handle {
        private final HostWatch watch;
        boolean canStopCell;
        List<String> afterStopCell = List.of();
        boolean goneAfterStopCell;
        String exitStatus = "exit code 137";
        String stoppedHow;
        int cellsStopped;
        int hostsStopped;

        FakeHost(HostWatch watch) {
            this.watch = watch;
        }

        @Override
        public boolean stopCell() {
            if (!canStopCell) {
                return false;
            }
            cellsStopped++;
            afterStopCell.forEach(watch::line);
            if (goneAfterStopCell) {
                watch.gone();
            }
            return true;
        }

        @Override
        public void stopHost() {
            hostsStopped++;
            watch.gone();
        }

        @Override
        public String exitStatus() {
            return exitStatus;
        }

        @Override
        public String stoppedHow() {
            return stoppedHow == null ? HostWatch.Handle.super.stoppedHow() : stoppedHow;
        }
    }

    private static final class Listener implements HostRunner.Listener {
        final List<CellRequest> started = new ArrayList<>();
        final List<CellRequest> finished = new ArrayList<>();
        final List<CellOutcome> outcomes = new ArrayList<>();

        @Override
        public void started(CellRequest cell) {
            started.add(cell);
        }

        @Override
        public void finished(CellRequest cell, CellOutcome outcome) {
            finished.add(cell);
            outcomes.add(outcome);
        }

        List<CellRequest> finishedCells() {
            return finished;
        }

        CellOutcome outcome(CellRequest cell) {
            int at = finished.indexOf(cell);
            assertTrue(at >= 0, cell.key() + " has no outcome");
            return outcomes.get(at);
        }
    }
}
