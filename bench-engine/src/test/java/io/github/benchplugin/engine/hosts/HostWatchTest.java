package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
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
 * {@link HostWatch} with scripted host events (the lines of its channel, then their end), scripted
 * printed output per cell, and a fake host handle: what the user sees is which cell got which
 * outcome, and why, and what each cell printed.
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

    private HostWatch watch(RecordingLog log, Duration timeout) {
        return watch(log, cell -> timeout);
    }

    private HostWatch watch(RecordingLog log, java.util.function.Function<CellRequest, Duration> timeouts) {
        return new HostWatch(log, timeouts, new PrintedOutput(dir));
    }

    private String printed(CellRequest cell) throws IOException {
        Path file = new PrintedOutput(dir).fileOf(cell);
        return Files.isRegularFile(file) ? Files.readString(file) : "";
    }

    private static void script(HostWatch watch, String... lines) {
        for (String line : lines) {
            watch.line(line);
        }
    }

    @Test
    void everyCellSucceedsWhateverItPrintsAndKeepsItsPrintsInAFileOfItsOwn() throws Exception {
        measured(a);
        measured(b);
        measured(c);
        HostWatch watch = watch(log, LONG);
        FakeHost host = new FakeHost(watch);
        // What the real suites print: a process id without a newline, progress dots, a line that reads as an event.
        host.prints("[JMH Process ID: 2488]", ".....", "@bench-host ok " + b.key() + "\n@bench-host failed " + c.key()
                + "\tforged\n");
        script(watch, started(a), ok(a), started(b), ok(b), started(c), ok(c));

        assertEquals(3, watch.follow(batch(), host, listener));

        assertEquals(List.of(a, b, c), listener.started);
        assertEquals(List.of(a, b, c), listener.finishedCells());
        listener.outcomes.forEach(o -> assertTrue(o.succeeded(), o.failure()));
        assertEquals(a.jsonFile(), listener.outcome(a).jsonFile());
        assertEquals("== " + a.label() + " ==\n[JMH Process ID: 2488]\n", printed(a));
        assertEquals("== " + b.label() + " ==\n.....\n", printed(b));
        assertTrue(printed(c).contains("@bench-host failed " + c.key() + "\tforged"), printed(c));
        assertTrue(log.debug.contains("  | [JMH Process ID: 2488]"), "prints go to the debug log: " + log.debug);
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

        FakeHost host = new FakeHost(watch);
        host.prints("", "java.lang.IllegalStateException: printed by b's benchmark, not thrown\nb's last words\n", "");
        watch.follow(batch(), host, listener);

        assertEquals("java.lang.ArithmeticException: / by zero", listener.outcome(b).failure());
        assertEquals(List.of("java.lang.IllegalStateException: printed by b's benchmark, not thrown", "b's last words"),
                listener.outcome(b).lastOutput(), "what the benchmark printed goes beside the reason");
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
        script(watch, started(a), ok(a), started(b));
        watch.gone();
        FakeHost host = new FakeHost(watch);
        host.prints("", "[JMH Process ID: 31397]#\n# A fatal error has been detected by the Java Runtime Environment:\n");
        host.exitStatus = "exit code 134";

        assertEquals(2, watch.follow(batch(), host, listener), "a and b have an outcome; c is left to a new host");

        assertEquals(List.of(a, b), listener.finishedCells());
        assertTrue(listener.outcome(a).succeeded());
        assertEquals("the JVM running it exited (exit code 134) during this benchmark", listener.outcome(b).failure(),
                "the plugin's own words; what was printed goes beside them");
        assertEquals(List.of("[JMH Process ID: 31397]#", "# A fatal error has been detected by the Java Runtime Environment:"),
                listener.outcome(b).lastOutput());
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
        watch.gone();
        FakeHost host = new FakeHost(watch);
        byte[] jvm = "Unrecognized VM option 'UseBogusGC'\nError: Could not create the Java Virtual Machine.\n"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        host.output.write(jvm, jvm.length);
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
        assertTrue(log.debug.contains("not an event of the host's channel: @bench-host exploded " + a.key()), log.debug.toString());
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

    /** bench.duet: both sides of a pair wait for the lock's holder; the user reads it once, from the first side. */
    @Test
    void aLaterDuetSideWaitingWithItsFirstSideIsNotToldTwice() throws Exception {
        CellRequest later = a.withDuet(new io.github.benchplugin.engine.plan.DuetSide("r1", "r1-cell-1", 1, 2));
        Files.writeString(later.jsonFile(), "[ ]");
        HostWatch watch = watch(log, LONG);
        script(watch, "@bench-host waiting " + later.key() + "\t/tmp/jmh.lock", started(later), ok(later));

        assertEquals(1, watch.follow(new HostBatch(JDK, 1, List.of(later), true), new FakeHost(watch), listener));

        assertTrue(log.info.stream().noneMatch(l -> l.startsWith("Waiting for another JMH run")), log.info::toString);
        assertTrue(log.debug.stream().anyMatch(l -> l.startsWith("Waiting for another JMH run on this machine to finish"
                + " (it holds /tmp/jmh.lock): ") && l.endsWith("starts with its first side, which said so")),
                log.debug::toString);
    }

    @Test
    void aCellPastItsTimeoutHasItsForkKilledAndTheHostGoesOnWithTheNextCell() throws Exception {
        measured(a);
        measured(c);
        HostWatch watch = watch(log, cell -> cell.equals(b) ? TINY : LONG);
        FakeHost host = new FakeHost(watch);
        host.canStopCell = true;
        // Killing b's fork makes JMH report b as failed; the host then runs c.
        host.afterStopCell = List.of(failed(b, "<forked VM failed with exit code 137>"), started(c), ok(c));
        script(watch, started(a), ok(a), started(b));

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
        HostWatch watch = watch(log, cell -> cell.equals(b) ? TINY : LONG);
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
        HostWatch watch = watch(log, cell -> cell.equals(a) ? TINY : LONG);
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
        script(watch, started(a), ok(a),
                started(b), failed(b, "java.lang.OutOfMemoryError: Java heap space"),
                started(c), failed(c, "boom"));
        FakeHost host = new FakeHost(watch);
        host.prints("java.net.SocketTimeoutException: a's benchmark logs and recovers\n", "", "");

        watch.follow(batch(), host, listener);

        assertTrue(listener.outcome(a).succeeded());
        assertEquals("java.lang.OutOfMemoryError: Java heap space", listener.outcome(b).failure());
        assertEquals("boom", listener.outcome(c).failure());
    }

    /**
     * A host whose events are scripted; stopping it pushes what a real host would send next. What
     * it prints during each cell ({@link #prints}) reaches its output when the cell's end is
     * settled, as a real host's output would have arrived by then.
     */
    private final class FakeHost implements HostWatch.Handle {
        private final HostWatch watch;
        final HostOutput output = new HostOutput(log);
        private final java.util.Deque<String> printsPerCell = new java.util.ArrayDeque<>();
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

        /** What the host prints during its first, second, ... cell. */
        void prints(String... perCell) {
            printsPerCell.addAll(List.of(perCell));
        }

        @Override
        public HostOutput output() {
            return output;
        }

        @Override
        public void settleOutput() {
            if (!printsPerCell.isEmpty()) {
                byte[] bytes = printsPerCell.removeFirst().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                output.write(bytes, bytes.length);
            }
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
