package io.github.benchplugin.engine.explain;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.execution.PlanExecutor;
import io.github.benchplugin.engine.hosts.HostRunner;
import io.github.benchplugin.engine.hosts.HostStartException;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.ExplainOption;
import io.github.benchplugin.engine.explain.AsyncCollapsed;
import io.github.benchplugin.engine.explain.RecordingReader;
import io.github.benchplugin.model.jmh.JmhJsonImporter;
import io.github.benchplugin.model.jmh.JmhRecord;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.MachineCode;
import io.github.benchplugin.model.jmh.PerfAsmText;
import io.github.benchplugin.engine.floor.FloorCache;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.SecondaryMetricNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * bench.explain, after the measured rounds: one extra fork per explained row and runtime, with JFR
 * on ({@link ExplainFork}), run through the same hosts as measured cells but with its JMH JSON kept
 * apart (explain/work/), so it never reaches a score. Each recording is read in this JVM into
 * {@link Evidence}, the runtimes' evidence is diffed, and the result gains one {@link Explanation}
 * per row. Columns that ran unisolated (inside the engine's JVM) cannot be given JFR flags and are left
 * out, said in the row's notes.
 */
public final class Explainer {

    private final RunLog log;
    private final ExplainFiles files;
    private final EngineJvm jvm;
    private final MachineCodeSetup machineCodeSetup;
    /** What {@link MachineCodeSetup} found when this run's explain began; null before. */
    private MachineCodeSetup.Result machineCode;

    /** @param jvm what the door calls the JVM unisolated columns ran in, for the notes that leave them out */
    public Explainer(RunLog log, Path outputDirectory, EngineJvm jvm) {
        this(log, outputDirectory, jvm, MachineCodeSetup.forThisMachine(
                FloorCache.defaultDirectory().resolveSibling("hsdis")));
    }

    Explainer(RunLog log, Path outputDirectory, EngineJvm jvm, MachineCodeSetup machineCodeSetup) {
        this.log = log;
        this.files = new ExplainFiles(outputDirectory);
        this.jvm = jvm;
        this.machineCodeSetup = machineCodeSetup;
    }

    private boolean recordsMachineCode() {
        return machineCode != null && machineCode.ready();
    }

    /**
     * The recorded forks' scratch folder in an output folder (their JMH JSON, kept apart from the
     * measured cells'): removed with the run's other scratch files when the run ends.
     */
    public static Path workFolder(Path outputDirectory) {
        return new ExplainFiles(outputDirectory).workRoot();
    }

    /** The command for the recorded forks: the measured command with JFR on and without bench.profilers. */
    public JmhCommand command(JmhCommand measured) {
        return measured.tweaked(new ExplainFork(files, recordsMachineCode()));
    }

    /**
     * @param planned  the rows of the plan, to run the explained ones again
     * @param runners  host runners that run {@link #command}
     * @param timeouts how long one recorded fork may take
     * @param warmups  the planned warmup of a cell (before {@link ExplainFork}'s minimum)
     */
    public BenchResult explain(BenchResult measured, ExplainOption option, List<BenchmarkRow> planned,
                        List<TargetRuntime> columns, PlanExecutor.Runners runners,
                        Function<CellRequest, Duration> timeouts, Function<CellRequest, Duration> warmups)
            throws IOException, InterruptedException {
        Map<RowKey, BenchmarkRow> byKey = new LinkedHashMap<>();
        planned.forEach(r -> byKey.put(r.key(), r));
        List<BenchmarkRow> rows = option.select(measured).stream().map(Row::key).map(byKey::get)
                .filter(java.util.Objects::nonNull).toList();
        if (rows.isEmpty()) {
            log.info("bench.explain: no row to explain" + (option.kind() == ExplainOption.Kind.CHANGED
                    ? " (no comparison is faster or slower)" : ""));
            return measured;
        }
        List<TargetRuntime> recorded = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (TargetRuntime column : columns) {
            RuntimeInfo info = measured.runtime(column.id());
            if (column.isolated() && (info == null || info.isolated())) {
                recorded.add(column);
            } else {
                notes.add(column.id() + ": not explained, it ran inside " + jvm
                        + " (unisolated), where JFR flags cannot be set");
            }
        }
        if (recorded.isEmpty()) {
            log.warn("bench.explain: nothing explained: every column ran inside " + jvm + " (unisolated), where JFR"
                    + " flags cannot be set");
            return measured;
        }
        files.writeSettings();
        machineCode = option.machineCode() ? machineCodeSetup.prepare() : null;
        if (recordsMachineCode()) {
            for (TargetRuntime runtime : recorded) {
                writeJavaWithHsdis(runtime);
            }
        } else if (machineCode == null) {
            log.info("bench.explain: no machine code, as bench.explainMachineCode=false asks");
        } else {
            log.warn("bench.explain: " + machineCode.sentence());
            notes.add(machineCode.sentence());
        }
        log.info("bench.explain: " + rows.size() + " row(s) x " + recorded.size() + " runtime(s) = "
                + rows.size() * recorded.size() + " extra fork(s) with JDK Flight Recorder"
                + (recordsMachineCode() ? " and JMH's perfasm (perf + hsdis)" : "") + ", never pooled into the"
                + " scores; recordings in " + files.root());
        if (files.needsWorkingDirectory()) {
            log.info("bench.explain: the output directory has a comma, which JFR's flag cannot take: the forks record"
                    + " into " + files.forkSettings().getParent() + " and each recording is moved to " + files.root());
        }
        try {
            return recordAndExplain(measured, rows, recorded, notes, runners, timeouts, warmups);
        } finally {
            files.removeWorkingDirectory();
        }
    }

    private BenchResult recordAndExplain(BenchResult measured, List<BenchmarkRow> rows, List<TargetRuntime> recorded,
                                         List<String> notes, PlanExecutor.Runners runners,
                                         Function<CellRequest, Duration> timeouts,
                                         Function<CellRequest, Duration> warmups)
            throws IOException, InterruptedException {
        Map<RowKey, Map<String, Evidence>> evidence = new LinkedHashMap<>();
        Map<RowKey, List<String>> rowNotes = new HashMap<>();
        rows.forEach(r -> {
            evidence.put(r.key(), new LinkedHashMap<>());
            rowNotes.put(r.key(), new ArrayList<>(notes));
        });
        int total = rows.size() * recorded.size();
        int[] done = {0};
        for (TargetRuntime runtime : recorded) {
            List<CellRequest> cells = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                cells.add(new CellRequest(runtime, rows.get(i), 1, 1, 1,
                        files.work(runtime.id()).resolve("cell-" + i + ".json"), false));
                Files.createDirectories(files.recording(rows.get(i), runtime.id()).getParent());
                Files.createDirectories(files.forkRecording(rows.get(i), runtime.id()).getParent());
            }
            HostRunner.Listener listener = new HostRunner.Listener() {
                @Override
                public void started(CellRequest cell) {
                    log.info("[explain " + (++done[0]) + "/" + total + "] " + cell.label() + ": one fork with JFR");
                }

                @Override
                public void finished(CellRequest cell, CellOutcome outcome) {
                    record(cell, outcome, ExplainFork.warmup(warmups.apply(cell)), evidence.get(cell.row().key()),
                            rowNotes.get(cell.row().key()));
                }
            };
            try {
                runners.forRuntime(runtime, timeouts).run(new HostBatch(runtime, 1, cells), listener);
            } catch (HostStartException e) {
                rows.forEach(r -> rowNotes.get(r.key()).add(runtime.id() + ": its JDK did not start (" + e.getMessage() + ")"));
            }
        }
        List<Explanation> explanations = new ArrayList<>();
        for (BenchmarkRow row : rows) {
            withAsyncProfiles(measured, row.key(), evidence.get(row.key()));
            Explanation e = EvidenceDiff.explain(row.key(), evidence.get(row.key()), rowNotes.get(row.key()));
            explanations.add(e);
            log.info("Explained " + row.label() + ": " + headline(e));
        }
        return measured.withExplanations(explanations);
    }

    /**
     * The recorded forks' java: a script that puts the hsdis bridge first on the library path (where
     * the JDK looks for it) and starts the runtime's java; JMH's perfasm runs it under perf.
     */
    private void writeJavaWithHsdis(TargetRuntime runtime) throws IOException {
        Path script = files.javaWithHsdis(runtime.id());
        Files.createDirectories(script.getParent());
        Files.writeString(script, "#!/bin/sh\n"
                + "LD_LIBRARY_PATH=" + shellQuoted(machineCode.hsdisDirectory().toString())
                + "${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n"
                + "export LD_LIBRARY_PATH\n"
                + "exec " + shellQuoted(runtime.javaExecutable().toString()) + " \"$@\"\n");
        if (!script.toFile().setExecutable(true, true)) {
            throw new IOException("cannot make " + script + " executable");
        }
    }

    private static String shellQuoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /**
     * The recorded fork's perfasm text from its JMH output, kept as explain/&lt;row&gt;/&lt;runtime&gt;.asm.txt
     * and read beside its evidence; a missing or undecoded listing is a note, the evidence stands.
     */
    private void withMachineCode(CellRequest cell, Map<String, Evidence> evidence, List<String> notes) {
        String runtime = cell.runtime().id();
        if (!recordsMachineCode() || !evidence.containsKey(runtime)) {
            return;
        }
        try {
            Optional<String> section = Files.isRegularFile(cell.logFile())
                    ? PerfAsmText.section(Files.readString(cell.logFile())) : Optional.empty();
            if (section.isEmpty()) {
                notes.add(runtime + ": perfasm printed no machine code");
                return;
            }
            Path file = files.machineCode(cell.row(), runtime);
            Files.writeString(file, section.get());
            MachineCode code = PerfAsmText.parse(section.get(), files.shown(file));
            if (code == null) {
                notes.add(runtime + ": perfasm's listing has no decoded instruction (hsdis was not loaded), see "
                        + files.shown(file));
                return;
            }
            evidence.put(runtime, evidence.get(runtime).withMachineCode(code));
        } catch (IOException | RuntimeException e) {
            notes.add(runtime + ": its machine code could not be read (" + e.getMessage() + ")");
        }
    }

    /**
     * bench.profilers=async with output=collapsed: each runtime's evidence gets async-profiler's
     * stacks of the same row from the measured forks (the first collapsed file of the cell), for the
     * Why panel's flame graph. A file that cannot be read leaves the evidence as it is.
     */
    private void withAsyncProfiles(BenchResult measured, RowKey key, Map<String, Evidence> evidence) {
        Row row = measured.rows().stream().filter(r -> r.key().equals(key)).findFirst().orElse(null);
        if (row == null) {
            return;
        }
        for (Map.Entry<String, Evidence> entry : evidence.entrySet()) {
            Cell cell = row.cells().get(entry.getKey());
            Optional<String> collapsed = cell == null ? Optional.empty() : cell.profilerFiles().stream()
                    .filter(f -> f.substring(f.lastIndexOf('/') + 1).startsWith("async-collapsed")).findFirst();
            if (collapsed.isEmpty()) {
                continue;
            }
            try {
                Evidence.AsyncProfile profile = AsyncCollapsed.parse(
                        Files.readString(files.outputDirectory().resolve(collapsed.get())), collapsed.get());
                if (profile != null) {
                    entry.setValue(entry.getValue().withAsync(profile));
                }
            } catch (IOException | RuntimeException e) {
                log.debug("bench.explain: async-profiler's stacks in " + collapsed.get() + " could not be read: " + e);
            }
        }
    }

    /**
     * The biggest difference in the user's code or the JDK's, for the console, and how many more
     * were found inside JMH's harness: those are listed apart in results.md and results.html, and
     * the console's one line names one only when nothing else differs.
     */
    static String headline(Explanation e) {
        if (e.evidence().size() < 2) {
            return e.evidence().isEmpty() ? "no recording could be read" : "recorded on one runtime only";
        }
        List<Explanation.Difference> outside = e.outsideHarness();
        List<Explanation.Difference> inside = e.insideHarness();
        if (inside.isEmpty()) {
            return outside.isEmpty() ? "no difference above sampling noise" : outside.get(0).describe();
        }
        String apart = inside.size() + " inside JMH's harness, listed apart in results.md";
        return outside.isEmpty()
                ? "no difference above sampling noise outside JMH's harness (" + apart + ", the largest: "
                        + inside.get(0).describe() + ")"
                : outside.get(0).describe() + " (" + apart + ")";
    }

    /**
     * The recorded fork's JMH figures beside the recording: collections per 1,000 operations and
     * bytes per operation (its gc profiler). Unreadable JSON leaves them out: the recording's
     * evidence stands without them.
     */
    private static Evidence withJmhFigures(Evidence evidence, Path jmhJson) {
        try (java.io.InputStream in = Files.newInputStream(jmhJson)) {
            Optional<Cell> cell = new JmhJsonImporter().read(in, jmhJson.toString()).stream().findFirst()
                    .map(JmhRecord::toCell);
            Double gc = cell.map(c -> c.metrics().get(SecondaryMetricNames.GC_PER_1K_OPS)).map(Metric::score).orElse(null);
            return evidence.withJmhFigures(gc, cell.map(Cell::allocBytesPerOp).orElse(null));
        } catch (IOException | RuntimeException e) {
            return evidence;
        }
    }

    private void record(CellRequest cell, CellOutcome outcome, Duration warmup, Map<String, Evidence> evidence,
                        List<String> notes) {
        String runtime = cell.runtime().id();
        Path recording = files.recording(cell.row(), runtime);
        try {
            files.collect(cell.row(), runtime);
        } catch (IOException e) {
            notes.add(runtime + ": its recording could not be moved to " + recording + " (" + e.getMessage() + ")");
            return;
        }
        if (!outcome.succeeded()) {
            notes.add(runtime + ": the recorded fork failed: " + outcome.failure());
            log.warn("bench.explain: " + cell.label() + " failed: " + outcome.failure());
            return;
        }
        if (!Files.isRegularFile(recording)) {
            notes.add(runtime + ": the fork wrote no recording");
            return;
        }
        try {
            long start = System.nanoTime();
            evidence.put(runtime, withJmhFigures(RecordingReader.read(recording, files.shown(recording), warmup),
                    outcome.jsonFile()));
            log.debug("Read " + recording + " in " + (System.nanoTime() - start) / 1_000_000 + " ms");
            withMachineCode(cell, evidence, notes);
        } catch (IOException | RuntimeException e) {
            // A recording this JDK's reader cannot parse (a newer format) is a note, not a failed run.
            notes.add(runtime + ": its recording could not be read here (" + e.getMessage() + ")");
        }
    }
}
