package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.model.result.Variant;
import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.host.HostEvents;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Follows one running host through the events of its private channel: tells the listener about
 * each cell, enforces bench.timeout per cell, and turns a host that died into a failure of the cell
 * it was running. What the host prints is kept per cell ({@link HostOutput}, {@link PrintedOutput})
 * and never decides anything. Returns how many cells of the batch got an outcome, so that a
 * replacement host can take over the rest.
 */
final class HostWatch {

    /** How a running host can be stopped; an in-process host cannot. */
    interface Handle {
        /** Stops the cell that is running (a forked host: its measured fork), or returns false when it cannot. */
        boolean stopCell();

        /** Stops the whole host (nothing else can be done for the cell that is running). */
        void stopHost();

        /** "exit code 137", once the host is gone. */
        String exitStatus();

        /** What stopping a cell past bench.timeout did to it, for its failure message. */
        default String stoppedHow() {
            return "its JVM was killed";
        }

        /** Called about once a second while a cell runs: a forked host notes its measured forks. */
        default void observe() {
        }

        /** What the host prints; nothing for a host inside the engine's JVM, whose prints are that JVM's own. */
        HostOutput output();

        /** Waits a moment until what the host printed before its last event has been read. */
        default void settleOutput() {
        }
    }

    /** How often a running cell is looked at (its forks noted) between events. */
    private static final long OBSERVE_NANOS = Duration.ofSeconds(1).toNanos();

    /** How long a host gets to report a cell whose fork was killed before the whole host goes. */
    private static final Duration AFTER_KILL = Duration.ofSeconds(30);
    private static final int TAIL_LINES = 40;
    private static final String GONE = "\u0000host gone";

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final RunLog log;
    private final Function<CellRequest, Duration> timeouts;
    private final PrintedOutput printed;
    /** The running cell's printed output, once it ended. */
    private HostOutput.Captured captured = HostOutput.Captured.NONE;

    HostWatch(RunLog log, Function<CellRequest, Duration> timeouts, PrintedOutput printed) {
        this.log = log;
        this.timeouts = timeouts;
        this.printed = printed;
    }

    /** An event line from the host's channel. */
    void line(String line) {
        lines.add(line);
    }

    /** The host's channel has ended: it exited, crashed or was killed. */
    void gone() {
        lines.add(GONE);
    }

    int follow(HostBatch batch, Handle host, HostRunner.Listener listener) throws IOException, InterruptedException {
        List<CellRequest> cells = batch.cells();
        int next = 0;
        CellRequest running = null;
        long startedAt = 0;
        long deadline = Long.MAX_VALUE;
        boolean timedOut = false;
        while (next < cells.size()) {
            long wait = running == null ? Long.MAX_VALUE : deadline - System.nanoTime();
            String line = running == null ? lines.take()
                    : lines.poll(Math.max(0, Math.min(wait, OBSERVE_NANOS)), TimeUnit.NANOSECONDS);
            if (line == null && System.nanoTime() < deadline) {
                host.observe();
                continue;
            }
            if (line == null) { // the running cell is past its deadline
                if (!timedOut && host.stopCell()) {
                    timedOut = true;
                    deadline = System.nanoTime() + AFTER_KILL.toNanos(); // the host reports the cell as failed
                    continue;
                }
                timedOut = true;
                host.stopHost();
                keepOutput(running, host);
                listener.finished(running, timeout(running, startedAt, host));
                return next + 1;
            }
            if (line.equals(GONE)) {
                if (running != null) {
                    keepOutput(running, host);
                }
                return hostGone(cells, next, running, startedAt, timedOut, host, listener);
            }
            HostEvents.Event event = HostEvents.parse(line);
            if (event == null) {
                log.debug("not an event of the host's channel: " + line);
                continue;
            }
            if (event.notice) {
                log.warn(event.reason);
                continue;
            }
            CellRequest cell = cells.get(next);
            if (!HostEvents.echoed(cell.key()).equals(event.cellId)) {
                log.debug("ignoring a host event for another cell: " + line);
                continue;
            }
            if (event.waiting) {
                String waiting = "Waiting for another JMH run on this machine to finish (it holds " + event.reason + ")";
                if (cell.duet() != null && cell.duet().side() > 0) {
                    log.debug(waiting + ": " + cell.label() + " starts with its first side, which said so"); // said once
                } else {
                    log.info(waiting);
                }
                continue;
            }
            if (event.started) {
                running = cell;
                startedAt = System.nanoTime();
                deadline = startedAt + timeouts.apply(cell).toNanos();
                timedOut = false;
                host.output().cellStarted();
                listener.started(cell);
                continue;
            }
            keepOutput(cell, host);
            CellOutcome outcome = timedOut ? timeout(cell, startedAt, host)
                    : event.failed ? failure(cell, event.reason, startedAt) : success(cell, startedAt);
            listener.finished(cell, outcome);
            running = null;
            next++;
        }
        return next;
    }

    /**
     * The host ended before the batch did. The cell it was running failed with it (a halt in a
     * shared JVM takes the JVM down); a host that died before its first cell means the JDK cannot
     * start ({@link HostStartException}), so it is not retried forever.
     */
    private int hostGone(List<CellRequest> cells, int next, CellRequest running, long startedAt, boolean timedOut,
                         Handle host, HostRunner.Listener listener) throws IOException {
        if (running != null) {
            listener.finished(running, timedOut ? timeout(running, startedAt, host)
                    : CellOutcome.failed(onVariant(running, withJmhReason("the JVM running it exited ("
                    + host.exitStatus() + ") during this benchmark", running)), captured.lastLines(),
                    elapsed(startedAt)));
            return next + 1;
        }
        if (next == 0) {
            OutputTail output = new OutputTail(TAIL_LINES);
            host.output().recentLines().forEach(output::add);
            throw new HostStartException(cells.get(0).runtime(), host.exitStatus() + ": " + output.summary());
        }
        return next; // between two cells: a new host takes the rest
    }

    /** The cell's printed output goes to its file; its last lines go with a failure. */
    private void keepOutput(CellRequest cell, Handle host) throws IOException {
        host.settleOutput();
        captured = host.output().cellEnded();
        captured.appendTo(printed.fileOf(cell), cell.label());
    }

    private CellOutcome success(CellRequest cell, long startedAt) {
        try {
            if (Files.isRegularFile(cell.jsonFile()) && Files.size(cell.jsonFile()) > 0) {
                return new CellOutcome(cell.jsonFile(), null, List.of(), elapsed(startedAt));
            }
        } catch (IOException e) {
            return CellOutcome.failed("cannot read JMH's result " + cell.jsonFile() + ": " + e.getMessage(),
                    List.of(), elapsed(startedAt));
        }
        return CellOutcome.failed(onVariant(cell, withJmhReason("JMH finished but wrote no result", cell)),
                captured.lastLines(), elapsed(startedAt));
    }

    /**
     * JMH's own report says best why (the benchmark's exception, a fork's exit code); the host's
     * reason else. Never what the benchmark printed: that goes beside the reason, as its output.
     */
    private CellOutcome failure(CellRequest cell, String hostReason, long startedAt) {
        return CellOutcome.failed(onVariant(cell, jmhReason(cell).orElse(hostReason)), captured.lastLines(),
                elapsed(startedAt));
    }

    /**
     * A benchmark compiled against the project's version that fails on a bench.variants class path
     * (a NoSuchMethodError, a missing class) fails because of the variant: the reason says which.
     */
    private static String onVariant(CellRequest cell, String why) {
        Variant variant = cell.runtime().variant();
        return variant == null ? why : "on variant " + variant.name() + " (" + variant.spec() + "): " + why;
    }

    private CellOutcome timeout(CellRequest cell, long startedAt, Handle host) {
        return CellOutcome.failed("exceeded bench.timeout of " + Durations.human(timeouts.apply(cell))
                + "; " + host.stoppedHow(), captured.lastLines(), elapsed(startedAt));
    }

    /** The plugin's words, and after a colon what JMH's report says went wrong, when it says anything. */
    private static String withJmhReason(String words, CellRequest cell) {
        return words + jmhReason(cell).map(why -> ": " + why).orElse("");
    }

    /**
     * What JMH's report of the cell (its -o file: JMH's own words, never the benchmark's prints,
     * which JMH forwards to the host's standard output) says went wrong, if anything.
     */
    private static Optional<String> jmhReason(CellRequest cell) {
        OutputTail report = new OutputTail(TAIL_LINES);
        try {
            if (Files.isRegularFile(cell.logFile())) {
                Files.readAllLines(cell.logFile(), StandardCharsets.UTF_8).forEach(report::add);
            }
        } catch (IOException e) {
            return Optional.of("cannot read " + cell.logFile() + ": " + e.getMessage());
        }
        return report.hasReason() ? Optional.of(report.summary()) : Optional.empty();
    }

    private static Duration elapsed(long startedAt) {
        return startedAt == 0 ? Duration.ZERO : Duration.ofNanos(System.nanoTime() - startedAt);
    }
}
