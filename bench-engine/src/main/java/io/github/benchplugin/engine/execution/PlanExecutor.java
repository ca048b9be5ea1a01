package io.github.benchplugin.engine.execution;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.floor.FloorSchedule;
import io.github.benchplugin.engine.recording.ResultRecorder;
import io.github.benchplugin.engine.recording.ResultsSoFar;
import io.github.benchplugin.engine.hosts.HostPool;
import io.github.benchplugin.engine.hosts.HostRunner;
import io.github.benchplugin.engine.hosts.HostStartException;
import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellPlan;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.DuetPlan;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.resume.ResumeState;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.model.result.BenchResult;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * Runs a plan batch by batch (one host per runtime and round), skipping what an interrupted
 * earlier run already measured, and records every cell the moment it finishes (resume.json, so
 * that a crash loses at most the cell that was running; the output files as
 * {@link ResultRecorder#cellFinished} says). A failed cell is recorded with its own reason and
 * the run goes on.
 */
public final class PlanExecutor {

    /** Chooses the host runner for a column: forked on its JDK, or inside the engine's JVM when asked. */
    public interface Runners {
        HostRunner forRuntime(TargetRuntime runtime, Function<CellRequest, Duration> timeouts);
    }

    /**
     * Decides before each round which of its cells run: all of them in a fixed run, only the rows
     * still short of bench.targetError with a precision target.
     */
    public interface RoundGate {
        /** Every planned cell runs. */
        RoundGate ALL = (round, planned, soFar) -> planned;

        /**
         * @param round   the round about to start (1-based)
         * @param planned the round's planned cells, every runtime
         * @param soFar   the results after the earlier rounds, written out when asked for
         * @return the cells to run; empty ends the run here
         */
        List<CellRequest> select(int round, List<CellRequest> planned, ResultsSoFar soFar) throws IOException;
    }


    /** What replaces a column whose JDK cannot start: bench.fallback=in-process, or nothing. */
    public interface Fallback {
        Optional<TargetRuntime> replace(TargetRuntime failed, String why);
    }

    /** The longest the run waits for its runtimes' hosts to be ready before it starts measuring. */
    private static final Duration HOSTS_READY_WAIT = Duration.ofSeconds(60);

    private final Runners runners;
    private final RunLog log;
    private final Fallback fallback;
    private final EngineJvm jvm;
    /** Columns replaced during this run, by id. */
    private final Map<String, TargetRuntime> replaced = new HashMap<>();
    /** bench.duet: which cells run side by side; {@link DuetPlan#OFF} runs every batch alone. */
    private DuetPlan duet = DuetPlan.OFF;
    /** bench.duet: a paired cell's first side has ended (see {@link #withDuet(DuetPlan, java.util.function.Consumer)}). */
    private java.util.function.Consumer<String> firstSideEnded = group -> { };

    public PlanExecutor(Runners runners, RunLog log) {
        this(runners, log, (failed, why) -> Optional.empty(), null);
    }

    /** @param jvm what the door calls the JVM a replaced column moves into, for the warning */
    public PlanExecutor(Runners runners, RunLog log, Fallback fallback, EngineJvm jvm) {
        this.runners = runners;
        this.log = log;
        this.fallback = fallback;
        this.jvm = jvm;
    }

    /** Runs the cells that bench.duet pairs side by side, each column's in its pinned host. */
    public PlanExecutor withDuet(DuetPlan plan) {
        return withDuet(plan, group -> { });
    }

    /**
     * @param firstSideEnded told the rendezvous (group) of each paired cell whose first side has ended, measured
     *                       or not, and of each one its side's batch left unstarted: its later sides no longer wait
     *                       for it to hold JMH's lock (the barrier's)
     */
    public PlanExecutor withDuet(DuetPlan plan, java.util.function.Consumer<String> firstSideEnded) {
        this.duet = plan;
        this.firstSideEnded = firstSideEnded;
        return this;
    }

    /**
     * @param timeout bench.timeout, or null for the plan-derived default
     * @param resume  finished cells of an interrupted run, and where finished cells are noted
     */
    public BenchResult execute(CellPlan plan, ResultRecorder recorder, ResumeState resume, Duration timeout)
            throws IOException, InterruptedException {
        return execute(plan, recorder, resume, timeout, RoundGate.ALL);
    }

    /** @param gate which cells of each round run, asked before the round starts */
    public BenchResult execute(CellPlan plan, ResultRecorder recorder, ResumeState resume, Duration timeout, RoundGate gate)
            throws IOException, InterruptedException {
        return execute(plan, recorder, resume, timeout, gate, FloorSchedule.asPlanned());
    }

    /** @param floors when each runtime's harness-floor cells run (bench.floor) */
    public BenchResult execute(CellPlan plan, ResultRecorder recorder, ResumeState resume, Duration timeout, RoundGate gate,
                        FloorSchedule floors) throws IOException, InterruptedException {
        Function<CellRequest, Duration> timeouts = cell -> timeout != null ? timeout : defaultTimeout(plan.planned(cell));
        startHosts(plan, resume, timeouts);
        try (ResultRecorder.ShutdownSave save = recorder.saveOnShutdown()) {
            return executeRounds(plan, recorder, resume, gate, floors, timeouts);
        }
    }

    private BenchResult executeRounds(CellPlan plan, ResultRecorder recorder, ResumeState resume, RoundGate gate,
                                      FloorSchedule floors, Function<CellRequest, Duration> timeouts)
            throws IOException, InterruptedException {
        Progress progress = new Progress(plan.cells().size(), plan.plannedTotal());
        for (int round : plan.rounds()) {
            List<CellRequest> planned = plan.cells(r -> r == round);
            Set<CellRequest> selected = new HashSet<>(gate.select(round, planned, recorder::result));
            List<CellRequest> dropped = planned.stream().filter(c -> !selected.contains(c)).toList();
            progress.drop(dropped.size(), plan.planned(dropped));
            if (selected.isEmpty()) {
                // The run ends here: the later rounds leave the count too.
                List<CellRequest> later = plan.cells(r -> r > round);
                progress.drop(later.size(), plan.planned(later));
                break;
            }
            if (duet.on()) {
                List<HostBatch> arranged = new ArrayList<>();
                for (HostBatch batch : plan.batches()) {
                    if (batch.round() == round) {
                        arranged.add(floors.arrange(batch.only(selected), recorder::result));
                    }
                }
                runDuetRound(arranged, plan, recorder, resume, progress, timeouts);
                continue;
            }
            for (HostBatch batch : plan.batches()) {
                if (batch.round() == round) {
                    runBatch(floors.arrange(batch.only(selected), recorder::result), plan, recorder, resume,
                            progress, timeouts);
                }
            }
        }
        FloorSchedule.Remainder remainder = floors.remainder(recorder.result());
        progress.drop(remainder.dropped().size(), plan.planned(remainder.dropped()));
        for (HostBatch batch : remainder.batches()) {
            runBatch(batch, plan, recorder, resume, progress, timeouts);
        }
        return recorder.writeFiles();
    }

    /**
     * bench.duet's round: each session's cells (DuetSide#session: every paired cell of the round, or the
     * baseline's beside one partner) run first, session by session, every side's batch at the same time in its
     * pinned host, their forks meeting at the barrier; a cell whose rendezvous lacks a side (not selected,
     * measured by an earlier run, a column replaced) joins the rest, measured one column after the other as
     * without bench.duet.
     */
    private void runDuetRound(List<HostBatch> batches, CellPlan plan, ResultRecorder recorder, ResumeState resume,
                              Progress progress, Function<CellRequest, Duration> timeouts)
            throws IOException, InterruptedException {
        Set<String> together = pairedGroups(batches, resume);
        Map<String, List<CellRequest>> sessions = new LinkedHashMap<>();
        for (HostBatch batch : batches) {
            for (CellRequest cell : batch.cells()) {
                if (cell.duet() != null && together.contains(cell.duet().group())) {
                    sessions.computeIfAbsent(cell.duet().session(), s -> new ArrayList<>()).add(cell);
                }
            }
        }
        for (List<CellRequest> session : sessions.values()) {
            runSideBySide(sides(session, batches.get(0).round()), plan, recorder, resume, progress, timeouts);
        }
        for (HostBatch batch : batches) {
            HostBatch alone = new HostBatch(batch.runtime(), batch.round(), batch.cells().stream()
                    .filter(c -> c.duet() == null || !together.contains(c.duet().group()))
                    .map(c -> c.withDuet(null)).toList());
            if (!alone.cells().isEmpty()) {
                runBatch(alone, plan, recorder, resume, progress, timeouts);
            }
        }
    }

    /**
     * A session's batches, one per column and side, each in the order of the rendezvous (the first cell of
     * each rendezvous in plan order), so that the sides meet at their barriers one rendezvous after another.
     */
    private static List<HostBatch> sides(List<CellRequest> session, int round) {
        Map<String, Integer> order = new HashMap<>();
        session.forEach(c -> order.putIfAbsent(c.duet().group(), order.size()));
        Map<String, List<CellRequest>> bySide = new LinkedHashMap<>();
        for (CellRequest cell : session) {
            bySide.computeIfAbsent(cell.runtime().id() + "@" + cell.duet().side(), k -> new ArrayList<>()).add(cell);
        }
        List<HostBatch> sides = new ArrayList<>();
        for (List<CellRequest> cells : bySide.values()) {
            List<CellRequest> sorted = new ArrayList<>(cells);
            sorted.sort(java.util.Comparator.comparing(c -> order.get(c.duet().group())));
            sides.add(new HostBatch(sorted.get(0).runtime(), round, sorted, true));
        }
        return sides;
    }

    /** The rendezvous whose every side is in this round, unfinished, on a column that was not replaced. */
    private Set<String> pairedGroups(List<HostBatch> batches, ResumeState resume) {
        Map<String, Integer> sides = new HashMap<>();
        Map<String, Integer> parties = new HashMap<>();
        for (HostBatch batch : batches) {
            for (CellRequest cell : batch.cells()) {
                if (cell.duet() != null && !replaced.containsKey(cell.runtime().id())
                        && !resume.isFinished(cell.runtime().id(), cell.key())) {
                    sides.merge(cell.duet().group(), 1, Integer::sum);
                    parties.put(cell.duet().group(), cell.duet().parties());
                }
            }
        }
        Set<String> groups = new HashSet<>();
        sides.forEach((group, count) -> {
            if (count.equals(parties.get(group))) {
                groups.add(group);
            }
        });
        return groups;
    }

    /** Every column's paired batch at once, one thread each; the first failure is rethrown once all have ended. */
    private void runSideBySide(List<HostBatch> batches, CellPlan plan, ResultRecorder recorder, ResumeState resume,
                               Progress progress, Function<CellRequest, Duration> timeouts)
            throws IOException, InterruptedException {
        java.util.concurrent.ExecutorService sides = java.util.concurrent.Executors.newFixedThreadPool(batches.size(),
                task -> {
                    Thread t = new Thread(task, "bench-duet-side");
                    t.setDaemon(true);
                    return t;
                });
        try {
            List<java.util.concurrent.Future<Void>> running = new ArrayList<>();
            for (HostBatch batch : batches) {
                running.add(sides.submit(() -> {
                    try {
                        runBatch(batch, plan, recorder, resume, progress, timeouts);
                    } finally {
                        firstSideGone(batch); // what it did not start it will not
                    }
                    return null;
                }));
            }
            Exception first = null;
            for (java.util.concurrent.Future<Void> side : running) {
                try {
                    side.get();
                } catch (ExecutionException e) {
                    first = first == null && e.getCause() instanceof Exception cause ? cause : first;
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                }
            }
            if (first instanceof IOException io) {
                throw io;
            }
            if (first instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            if (first instanceof RuntimeException runtime) {
                throw runtime;
            }
        } finally {
            sides.shutdownNow();
        }
    }

    /**
     * Starts the host of every runtime with cells to measure, side by side, and waits until each
     * is ready: the run waits for one JVM start instead of one per runtime, and no host starts
     * while a fork is measuring. A host that is slow or cannot start is left to its first batch.
     */
    private void startHosts(CellPlan plan, ResumeState resume, Function<CellRequest, Duration> timeouts)
            throws InterruptedException {
        Map<String, TargetRuntime> runtimes = new LinkedHashMap<>();
        plan.cells().stream().filter(c -> !resume.isFinished(c.runtime().id(), c.key()))
                .forEach(c -> runtimes.putIfAbsent(c.runtime().id(), c.runtime()));
        List<CompletableFuture<Void>> starting = new ArrayList<>();
        for (TargetRuntime runtime : runtimes.values()) {
            HostRunner runner = runners.forRuntime(runtime, timeouts);
            // bench.duet: a pinned host for each side the column's paired cells take, the free one for the others.
            List<CellRequest> cells = plan.cells().stream().filter(c -> c.runtime().id().equals(runtime.id())).toList();
            cells.stream().filter(c -> c.duet() != null).map(c -> c.duet().side()).distinct()
                    .forEach(side -> starting.add(runner.prepareDuet(runtime, side)));
            if (!duet.on() || !cells.stream().allMatch(c -> c.duet() != null)) {
                starting.add(runner.prepare(runtime));
            }
        }
        CompletableFuture<?>[] ready = starting.toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(ready).get(HOSTS_READY_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // measured anyway: the batch of a host that is not ready waits for it, or says why it is gone
        }
    }

    /** One runtime's cells of one round: what an earlier run finished is taken over, the rest runs in one host. */
    private void runBatch(HostBatch batch, CellPlan plan, ResultRecorder recorder, ResumeState resume,
                          Progress progress, Function<CellRequest, Duration> timeouts)
            throws IOException, InterruptedException {
        List<CellRequest> toMeasure = new ArrayList<>();
        for (CellRequest cell : batch.cells()) {
            if (resume.isFinished(cell.runtime().id(), cell.key())) {
                recorder.recordSuccess(cell, resume.jmhJson(cell.runtime().id(), cell.key()));
                log.info(progress.starting(cell) + ": already measured (bench.resume)");
                progress.finished(Duration.ZERO, Duration.ZERO);
            } else {
                toMeasure.add(cell);
            }
        }
        if (toMeasure.isEmpty()) {
            return;
        }
        HostBatch pending = new HostBatch(batch.runtime(), batch.round(), toMeasure, batch.duet());
        if (replaced.containsKey(batch.runtime().id())) {
            pending = pending.on(replaced.get(batch.runtime().id()));
        }
        try {
            run(pending, plan, recorder, resume, progress, timeouts);
        } catch (HostStartException e) {
            TargetRuntime replacement = replacementFor(e, recorder);
            firstSideGone(pending); // measured unpinned from here, where no barrier is told of JMH's lock
            run(pending.on(replacement), plan, recorder, resume, progress, timeouts);
        }
    }

    /**
     * bench.duet: a first side's paired cells that will not take JMH's lock for their rendezvous in a pinned host
     * (its batch ended, or moved in-process): their later sides no longer wait for it.
     */
    private void firstSideGone(HostBatch batch) {
        batch.cells().stream().filter(c -> c.duet() != null && c.duet().side() == 0)
                .forEach(c -> firstSideEnded.accept(c.duet().group()));
    }

    /**
     * A JDK that cannot start: with bench.fallback=in-process its column moves into the engine's JVM
     * for the rest of the run (flagged UNISOLATED); otherwise the run stops with one clear error,
     * keeping what other runtimes measured so far.
     */
    private synchronized TargetRuntime replacementFor(HostStartException e, ResultRecorder recorder) throws IOException {
        TargetRuntime failed = e.runtime();
        String why = "the JDK for bench.jdks entry '" + failed.requested() + "' at " + failed.javaHome()
                + " cannot start (" + e.getMessage() + ")";
        Optional<TargetRuntime> replacement = fallback.replace(failed, why);
        if (replacement.isEmpty()) {
            recorder.writeFiles();
            throw new BadInputException(why + "; fix or remove it, or set bench.fallback=in-process");
        }
        log.warn("bench.fallback=in-process: " + why + " -> measuring '" + failed.requested()
                + "' inside " + jvm + ", flagged UNISOLATED");
        replaced.put(failed.id(), replacement.get());
        recorder.replaceRuntime(replacement.get());
        return replacement.get();
    }

    private void run(HostBatch batch, CellPlan plan, ResultRecorder recorder, ResumeState resume, Progress progress,
                     Function<CellRequest, Duration> timeouts) throws IOException, InterruptedException {
        runners.forRuntime(batch.runtime(), timeouts).run(batch,
                    new HostRunner.Listener() {
                        @Override
                        public void started(CellRequest cell) {
                            synchronized (PlanExecutor.this) { // bench.duet's sides report from their own threads
                                log.info(progress.starting(cell));
                            }
                        }

                        @Override
                        public void finished(CellRequest cell, CellOutcome outcome) throws IOException {
                            if (batch.duet() && cell.duet() != null && cell.duet().side() == 0) {
                                firstSideEnded.accept(cell.duet().group()); // held JMH's lock or never will
                            }
                            synchronized (PlanExecutor.this) {
                                record(cell, outcome, recorder, resume);
                                progress.finished(plan.planned(cell), outcome.took());
                                recorder.cellFinished();
                            }
                        }
                    });
    }

    private void record(CellRequest cell, CellOutcome outcome, ResultRecorder recorder, ResumeState resume)
            throws IOException {
        if (outcome.succeeded()) {
            recorder.recordSuccess(cell, outcome.jsonFile());
            resume.markFinished(cell.runtime().id(), cell.key(), outcome.jsonFile());
            return;
        }
        recorder.recordFailure(cell, outcome.failure());
        log.warn(cell.label() + " FAILED: " + outcome.failure());
        outcome.lastOutput().forEach(line -> log.debug("  | " + line));
    }

    /** Without bench.timeout: three times the plan plus two minutes, generous for a slow machine. */
    public static Duration defaultTimeout(Duration planned) {
        return planned.multipliedBy(3).plus(Duration.ofMinutes(2));
    }

    public static String describe(CellPlan plan, int methods, int runtimes) {
        return "Measuring " + methods + " benchmark(s) on " + runtimes + " runtime(s): " + plan.cells().size()
                + " cells in " + hostJvms(plan) + " host JVM(s), planned about "
                + Durations.human(plan.plannedTotal());
    }

    /**
     * An isolated runtime's host serves all its rounds ({@link HostPool}); a host that measures in
     * its own JVM starts for each batch; the engine's JVM (in-process) starts none.
     */
    private static long hostJvms(CellPlan plan) {
        long served = plan.batches().stream().filter(b -> b.runtime().isolated()).map(b -> b.runtime().id())
                .distinct().count();
        return served + plan.batches().stream().filter(b -> !b.runtime().isolated() && !b.runtime().inProcess())
                .count();
    }
}
