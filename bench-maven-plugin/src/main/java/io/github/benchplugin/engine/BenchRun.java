package io.github.benchplugin.engine;

import io.github.benchplugin.config.Durations;
import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.report.ReportAssembler;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Runs the planned cells one after the other (benchmarks measured side by side would measure
 * each other), records each as it finishes and rewrites the reports, then returns the result.
 * A failed cell is recorded and the run goes on; the caller decides whether the build fails.
 */
public final class BenchRun {

    /**
     * @param outputDirectory where results.* and jmh/ go
     * @param methods         the selected benchmark methods
     * @param runtimes        the columns, baseline first
     * @param settings        JMH settings for every cell
     * @param timeout         longest time one cell may take; null: derived from the plan
     * @param baselineMethod  bench.baseline, or null
     * @param environment     the report header
     * @param previous        the earlier run of bench.compareTo, or null
     * @param compareProfiles bench.compareProfiles: also compare each profile with the first one
     */
    public record Request(Path outputDirectory, List<BenchmarkMethod> methods, List<TargetRuntime> runtimes,
                          JobSettings settings, Duration timeout, String baselineMethod, Environment environment,
                          BenchResult previous, boolean compareProfiles) {

        /** Without bench.compareTo and without comparing profiles. */
        public Request(Path outputDirectory, List<BenchmarkMethod> methods, List<TargetRuntime> runtimes,
                       JobSettings settings, Duration timeout, String baselineMethod, Environment environment) {
            this(outputDirectory, methods, runtimes, settings, timeout, baselineMethod, environment, null, false);
        }

        public Request withPrevious(BenchResult earlier) {
            return new Request(outputDirectory, methods, runtimes, settings, timeout, baselineMethod, environment,
                    earlier, compareProfiles);
        }

        public Request withCompareProfiles(boolean compare) {
            return new Request(outputDirectory, methods, runtimes, settings, timeout, baselineMethod, environment,
                    previous, compare);
        }
    }

    public record Outcome(BenchResult result, List<String> failures) {
    }

    /** Chooses how a cell is measured, given the timeout that applies to it. */
    public interface RunnerFactory {
        CellRunner forCell(CellRequest cell, Duration timeout);

        /** Forked on the cell's JDK, or inside Maven's JVM for the columns that were asked to run there. */
        static RunnerFactory standard(JmhCommand command, RunLog log, ProcessReaper reaper) {
            return (cell, timeout) -> cell.runtime().inProcess()
                    ? new InProcessCellRunner(command, timeout, log::debug)
                    : new ForkedCellRunner(command, timeout, log::debug, reaper);
        }
    }

    private final RunnerFactory runners;
    private final RunLog log;

    public BenchRun(RunnerFactory runners, RunLog log) {
        this.runners = runners;
        this.log = log;
    }

    public Outcome execute(Request request) throws IOException, InterruptedException {
        return execute(request, null);
    }

    /**
     * @param resume what an interrupted earlier run already measured (bench.resume), and where
     *               finished cells are recorded as they finish; null: no bookkeeping
     */
    public Outcome execute(Request request, ResumeState resume) throws IOException, InterruptedException {
        CellPlan plan = CellPlan.interleaved(request.runtimes(), request.methods(), request.settings(),
                request.outputDirectory().resolve("work"));
        Progress progress = new Progress(plan.cells().size(), plan.plannedTotal());
        log.info("Measuring " + request.methods().size() + " benchmark(s) on " + request.runtimes().size()
                + " runtime(s): " + plan.cells().size() + " cells, planned about " + Durations.human(plan.plannedTotal())
                + " (" + request.settings().describe() + ")");
        ResultRecorder recorder = new ResultRecorder(request.outputDirectory(), request.runtimes(),
                request.environment(),
                new ReportAssembler(request.baselineMethod(), request.previous(), request.compareProfiles()),
                new ReportFiles());
        for (CellRequest cell : plan.cells()) {
            Duration planned = plan.planned(cell);
            if (resume != null && resume.isFinished(cell.runtime().id(), cell.resumeKey())) {
                recorder.recordSuccess(cell, resume.jmhJson(cell.runtime().id(), cell.resumeKey()));
                log.info(progress.starting(cell) + ": already measured (bench.resume)");
                progress.finished(Duration.ZERO, Duration.ZERO);
                continue;
            }
            log.info(progress.starting(cell));
            Duration timeout = request.timeout() != null ? request.timeout() : defaultTimeout(planned);
            CellOutcome outcome = runners.forCell(cell, timeout).run(cell);
            if (outcome.succeeded()) {
                recorder.recordSuccess(cell, outcome.jsonFile());
                if (resume != null) {
                    resume.markFinished(cell.runtime().id(), cell.resumeKey(), outcome.jsonFile());
                }
            } else {
                recorder.recordFailure(cell, outcome.failure());
                log.warn(cell.method().simpleName() + " FAILED on " + cell.runtime().id() + ": " + outcome.failure());
                outcome.lastOutput().forEach(line -> log.debug("  | " + line));
            }
            progress.finished(planned, outcome.took());
            recorder.writeFiles();
        }
        BenchResult result = recorder.writeFiles();
        return new Outcome(result, recorder.failures());
    }

    /** Without bench.timeout: three times the plan plus two minutes, generous for a slow machine. */
    static Duration defaultTimeout(Duration planned) {
        return planned.multipliedBy(3).plus(Duration.ofMinutes(2));
    }
}
