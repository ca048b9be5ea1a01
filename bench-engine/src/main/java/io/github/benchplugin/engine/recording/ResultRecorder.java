package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Shard;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Collects finished cells and keeps the output directory up to date as they finish: rewritten
 * as {@link OutputRefresh} allows during the run, at its end, and when the JVM is shut down
 * (Ctrl-C, SIGTERM) or the run stops on an error, so that an interrupt loses at most the cell
 * that was running (a crash too: resume.json has every finished cell). JMH's own JSON is
 * kept per runtime in jmh/&lt;id&gt;.json: each row's result object as JMH wrote it or, when the
 * forks ran in rounds, the rounds pooled the way JMH pools forks (each round untouched in
 * jmh/&lt;id&gt;/round-N.json).
 *
 * <p>This class decides when the files are written and holds the lock; what the cells gave is
 * kept by {@link CellResults}, made into the result by {@link ResultAssembly}, and written by
 * {@link JmhFiles} (jmh/) and {@link ReportFiles} (results.*).
 */
public final class ResultRecorder {

    private final Path outputDirectory;
    private final CellResults cells;
    private final ResultAssembly assembly;
    private final JmhFiles jmhFiles;
    private final ReportFiles files;

    private final OutputRefresh refresh = new OutputRefresh(System::nanoTime);
    /** Something was recorded since the files were last written. */
    private boolean behind;

    /** @param plannedRows the rows of the plan, in plan order: the table keeps that order */
    public ResultRecorder(Path outputDirectory, List<TargetRuntime> runtimes, List<BenchmarkRow> plannedRows,
                   Environment environment, ReportAssembler assembler, ReportFiles files, Shard shard,
                   String projectJmhVersion) {
        this.outputDirectory = outputDirectory;
        this.cells = new CellResults(outputDirectory, runtimes);
        this.assembly = new ResultAssembly(plannedRows, environment, assembler, shard, projectJmhVersion);
        this.jmhFiles = new JmhFiles(outputDirectory);
        this.files = files;
    }

    /** Each column's effective JVM flags (runtimes[].flags), by column id; a column without is left without. */
    public ResultRecorder withFlags(java.util.Map<String, io.github.benchplugin.engine.run.JvmFlags> flags) {
        assembly.flags(flags);
        return this;
    }

    /** With bench.profilers: each finished cell's profiler output is collected and listed in its cell. */
    public ResultRecorder withProfilerOutputs(ProfilerOutputs outputs) {
        cells.profilerOutputs(outputs);
        return this;
    }

    public synchronized void recordSuccess(CellRequest cell, Path jmhJson) throws IOException {
        behind = true;
        cells.recordSuccess(cell, jmhJson);
    }

    /** A column that moved (bench.fallback=in-process for a JDK that cannot start): same id, new JDK and placement. */
    public synchronized void replaceRuntime(TargetRuntime replacement) {
        behind = true;
        cells.replaceRuntime(replacement);
    }

    /** A failed round fails the cell even when other rounds of it succeed: a cell is all its rounds. */
    public synchronized void recordFailure(CellRequest cell, String message) {
        behind = true;
        cells.recordFailure(cell, message);
    }

    /** "org.acme.Bench.m {n=1} [avgt] on 17: why", one per failed cell. */
    public List<String> failures() {
        return cells.failures();
    }

    /** The run's environment as probed before the first cell (machine, host, settings). */
    public Environment environment() {
        return assembly.environment();
    }

    /** The runtime's harness floor is the cached one: its JMH results as measured then. */
    public synchronized void useCachedFloor(String runtime, ArrayNode jmhResults, Instant measuredAt) {
        behind = true;
        cells.useCachedFloor(runtime, jmhResults, measuredAt);
    }

    /**
     * The floors measured by this run, complete and without a failure: runtime id -> JMH's result
     * objects, one per round, as measured (for the cache).
     *
     * @param rounds how many rounds a complete floor has
     */
    public Map<String, ArrayNode> measuredFloors(int rounds) {
        return cells.measuredFloors(rounds);
    }

    /** Runtimes whose harness floor could not be measured, with why. */
    public Map<String, String> floorFailures() {
        return cells.floorFailures();
    }

    /** After a finished cell: the files are rewritten when {@link OutputRefresh} says it is time. */
    public synchronized void cellFinished() throws IOException {
        if (refresh.due()) {
            writeFiles();
        }
    }

    /** The result of what has finished so far, without writing it. */
    public synchronized BenchResult result() throws IOException {
        return assembly.assemble(cells, cells.pooledByRuntime());
    }

    /**
     * Rewrites every output file from what has finished so far; each file is replaced atomically.
     * Cells are imported from the same pooled JMH results that jmh/&lt;id&gt;.json receives, so the
     * two always show the same numbers.
     */
    public synchronized BenchResult writeFiles() throws IOException {
        long start = refresh.now();
        Map<String, ArrayNode> pooled = cells.pooledByRuntime();
        jmhFiles.write(pooled, cells.rounds(), cells.pooledFloors());
        BenchResult result = assembly.assemble(cells, pooled);
        files.write(result, outputDirectory);
        behind = false;
        refresh.rewrote(start);
        return result;
    }

    /**
     * Until closed, a shutdown of this JVM (Ctrl-C, SIGTERM) first writes what has finished.
     * Closing also writes it when the files are behind: a run that stops on an error.
     */
    public ShutdownSave saveOnShutdown() {
        Thread hook = new Thread(this::saveIfBehind, "bench-save-on-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        return new ShutdownSave(hook);
    }

    /** See {@link #saveOnShutdown}. */
    public final class ShutdownSave implements AutoCloseable {
        private final Thread hook;

        private ShutdownSave(Thread hook) {
            this.hook = hook;
        }

        @Override
        public void close() {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run
            }
            saveIfBehind();
        }
    }

    /** Writes what finished when the files are behind; never throws (a run on its way out). */
    public synchronized void saveIfBehind() {
        if (!behind) {
            return;
        }
        try {
            writeFiles();
        } catch (IOException | RuntimeException e) {
            // best effort on the way out: the error that stopped the run is the one reported
        }
    }
}
