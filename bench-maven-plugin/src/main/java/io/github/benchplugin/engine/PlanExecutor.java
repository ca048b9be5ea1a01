package io.github.benchplugin.engine;

import io.github.benchplugin.config.Durations;
import io.github.benchplugin.model.BenchResult;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Runs a plan batch by batch (one host per runtime and round), skipping what an interrupted
 * earlier run already measured, and records every cell the moment it finishes: the output
 * directory is rewritten after each one, so a crash loses at most the cell that was running.
 * A failed cell is recorded with its own reason and the run goes on.
 */
final class PlanExecutor {

    /** Chooses the host runner for a column: forked on its JDK, or inside Maven's JVM when asked. */
    interface Runners {
        HostRunner forRuntime(TargetRuntime runtime, Function<CellRequest, Duration> timeouts);
    }

    private final Runners runners;
    private final RunLog log;

    PlanExecutor(Runners runners, RunLog log) {
        this.runners = runners;
        this.log = log;
    }

    /**
     * @param timeout bench.timeout, or null for the plan-derived default
     * @param resume  finished cells of an interrupted run, and where finished cells are noted
     */
    BenchResult execute(CellPlan plan, ResultRecorder recorder, ResumeState resume, Duration timeout)
            throws IOException, InterruptedException {
        Progress progress = new Progress(plan.cells().size(), plan.plannedTotal());
        Function<CellRequest, Duration> timeouts = cell -> timeout != null ? timeout : defaultTimeout(plan.planned(cell));
        for (HostBatch batch : plan.batches()) {
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
                continue;
            }
            runners.forRuntime(batch.runtime(), timeouts).run(new HostBatch(batch.runtime(), batch.round(), toMeasure),
                    new HostRunner.Listener() {
                        @Override
                        public void started(CellRequest cell) {
                            log.info(progress.starting(cell));
                        }

                        @Override
                        public void finished(CellRequest cell, CellOutcome outcome) throws IOException {
                            record(cell, outcome, recorder, resume);
                            progress.finished(plan.planned(cell), outcome.took());
                            recorder.writeFiles();
                        }
                    });
        }
        return recorder.writeFiles();
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
    static Duration defaultTimeout(Duration planned) {
        return planned.multipliedBy(3).plus(Duration.ofMinutes(2));
    }

    static String describe(CellPlan plan, int methods, int runtimes) {
        return "Measuring " + methods + " benchmark(s) on " + runtimes + " runtime(s): " + plan.cells().size()
                + " cells in " + plan.batches().size() + " host JVM(s), planned about "
                + Durations.human(plan.plannedTotal());
    }
}
