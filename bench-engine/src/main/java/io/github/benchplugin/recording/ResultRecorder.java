package io.github.benchplugin.recording;

import io.github.benchplugin.profilers.ProfilerOutputs;
import io.github.benchplugin.plan.CellRequest;
import io.github.benchplugin.run.TargetRuntime;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.LimitedJson;
import io.github.benchplugin.jmh.JmhJsonImporter;
import io.github.benchplugin.jmh.JmhResultPooling;
import io.github.benchplugin.jmh.JmhRecord;
import io.github.benchplugin.combine.RowMerger;
import io.github.benchplugin.catalog.BenchmarkRow;
import io.github.benchplugin.jmh.HarnessFloors;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.HarnessFloor;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.RowKey;
import io.github.benchplugin.model.Shard;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.assembly.ReportAssembler;
import io.github.benchplugin.report.ReportFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Collects finished cells and keeps the output directory up to date as they finish: rewritten
 * as {@link OutputRefresh} allows during the run, at its end, and when the JVM is shut down
 * (Ctrl-C, SIGTERM) or the run stops on an error, so that an interrupt loses at most the cell
 * that was running (a crash too: resume.json has every finished cell). JMH's own JSON is
 * kept per runtime in jmh/&lt;id&gt;.json: each row's result object as JMH wrote it or, when the
 * forks ran in rounds, the rounds pooled the way JMH pools forks (each round untouched in
 * jmh/&lt;id&gt;/round-N.json).
 */
public final class ResultRecorder {

    private final Path outputDirectory;
    private List<TargetRuntime> runtimes;
    private final Environment environment;
    private final ReportAssembler assembler;
    private final ReportFiles files;
    private final ObjectMapper mapper = LimitedJson.mapper();
    private final JmhJsonImporter importer = new JmhJsonImporter();
    /** runtime id -> JMH's result objects, as JMH wrote them, in run order (several per row with rounds). */
    private final Map<String, List<JsonNode>> jmhResultsByRuntime = new LinkedHashMap<>();
    /** runtime id -> round -> that round's result objects, kept untouched when forks run in rounds. */
    private final Map<String, Map<Integer, ArrayNode>> roundsByRuntime = new LinkedHashMap<>();
    /** runtime id -> the harness floor's result objects, one per round. */
    private final Map<String, List<JsonNode>> floorsByRuntime = new LinkedHashMap<>();
    /** Failed cells, by row and runtime: the row keeps its params, and only that cell fails. */
    private final Map<CellId, String> cellFailures = new LinkedHashMap<>();
    /** runtime id -> when its harness floor, taken from the cache (bench.floor=auto), was measured. */
    private final Map<String, java.time.Instant> cachedFloors = new LinkedHashMap<>();
    /** runtime id -> why its harness floor failed. */
    private final Map<String, String> floorFailures = new LinkedHashMap<>();
    private final List<RowKey> plannedRows;
    /** bench.shard: which slice of the rows this run measures; null for all of them. */
    private final Shard shard;
    /** The project's JMH release: recorded for columns whose JMH JSON does not name it (before JMH 1.2x). */
    private final String projectJmhVersion;
    /** benchmark -> @OperationsPerInvocation, where it is not 1: ZERO_MEASUREMENT compares per call. */
    private final Map<String, Integer> opsPerInvocation;

    /** Moves each cell's profiler output into profiles/ and lists it; none without bench.profilers. */
    private ProfilerOutputs profilerOutputs;
    /** The files bench.profilers wrote for each cell, relative to the output directory. */
    private final Map<CellId, List<String>> profilerFiles = new LinkedHashMap<>();

    private final OutputRefresh refresh = new OutputRefresh(System::nanoTime);
    /** Something was recorded since the files were last written. */
    private boolean behind;

    private record CellId(String runtime, RowKey row) {
    }

    /** @param plannedRows the rows of the plan, in plan order: the table keeps that order */
    public ResultRecorder(Path outputDirectory, List<TargetRuntime> runtimes, List<BenchmarkRow> plannedRows,
                   Environment environment, ReportAssembler assembler, ReportFiles files, Shard shard,
                   String projectJmhVersion) {
        this.shard = shard;
        this.projectJmhVersion = projectJmhVersion;
        this.outputDirectory = outputDirectory;
        this.runtimes = runtimes;
        this.plannedRows = plannedRows.stream().map(BenchmarkRow::key).toList();
        this.opsPerInvocation = new LinkedHashMap<>();
        plannedRows.stream().map(BenchmarkRow::method).filter(m -> m.opsPerInvocation() != 1)
                .forEach(m -> opsPerInvocation.put(m.name(), m.opsPerInvocation()));
        this.environment = environment;
        this.assembler = assembler;
        this.files = files;
        this.profilerOutputs = ProfilerOutputs.none(outputDirectory);
        runtimes.forEach(r -> jmhResultsByRuntime.put(r.id(), new ArrayList<>()));
    }

    /** With bench.profilers: each finished cell's profiler output is collected and listed in its cell. */
    public ResultRecorder withProfilerOutputs(ProfilerOutputs outputs) {
        this.profilerOutputs = outputs;
        return this;
    }

    public synchronized void recordSuccess(CellRequest cell, Path jmhJson) throws IOException {
        behind = true;
        String runtime = cell.runtime().id();
        JsonNode raw = mapper.readTree(jmhJson.toFile());
        if (raw == null || !raw.isArray() || raw.isEmpty()) {
            recordFailure(cell, "JMH finished but reported no result");
            return;
        }
        if (cell.floor()) {
            raw.forEach(floorsByRuntime.computeIfAbsent(runtime, r -> new ArrayList<>())::add);
            return;
        }
        raw.forEach(jmhResultsByRuntime.get(runtime)::add);
        List<String> profiled = profilerOutputs.collect(cell);
        if (!profiled.isEmpty()) {
            profilerFiles.put(new CellId(runtime, cell.row().key()), profiled);
        }
        if (cell.rounds() > 1) {
            raw.forEach(roundsByRuntime.computeIfAbsent(runtime, r -> new LinkedHashMap<>())
                    .computeIfAbsent(cell.round(), r -> mapper.createArrayNode())::add);
        }
    }

    /** A column that moved (bench.fallback=in-process for a JDK that cannot start): same id, new JDK and placement. */
    public synchronized void replaceRuntime(TargetRuntime replacement) {
        behind = true;
        runtimes = runtimes.stream().map(r -> r.id().equals(replacement.id()) ? replacement : r).toList();
    }

    /** A failed round fails the cell even when other rounds of it succeed: a cell is all its rounds. */
    public synchronized void recordFailure(CellRequest cell, String message) {
        behind = true;
        String where = cell.rounds() > 1 ? " (round " + cell.round() + ")" : "";
        if (cell.floor()) {
            floorFailures.putIfAbsent(cell.runtime().id(), message + where);
            return;
        }
        cellFailures.putIfAbsent(new CellId(cell.runtime().id(), cell.row().key()), message + where);
    }

    /** "org.acme.Bench.m {n=1} [avgt] on 17: why", one per failed cell. */
    public List<String> failures() {
        return cellFailures.entrySet().stream()
                .map(f -> f.getKey().row() + " on " + f.getKey().runtime() + ": " + f.getValue()).toList();
    }

    /** The run's environment as probed before the first cell (machine, host, settings). */
    public Environment environment() {
        return environment;
    }

    /** The runtime's harness floor is the cached one: its JMH results as measured then. */
    public synchronized void useCachedFloor(String runtime, ArrayNode jmhResults, java.time.Instant measuredAt) {
        behind = true;
        List<JsonNode> rounds = new ArrayList<>();
        jmhResults.forEach(rounds::add);
        floorsByRuntime.put(runtime, rounds);
        cachedFloors.put(runtime, measuredAt);
    }

    /**
     * The floors measured by this run, complete and without a failure: runtime id -> JMH's result
     * objects, one per round, as measured (for the cache).
     *
     * @param rounds how many rounds a complete floor has
     */
    public Map<String, ArrayNode> measuredFloors(int rounds) {
        Map<String, ArrayNode> measured = new LinkedHashMap<>();
        floorsByRuntime.forEach((runtime, results) -> {
            if (!cachedFloors.containsKey(runtime) && !floorFailures.containsKey(runtime) && results.size() == rounds) {
                ArrayNode array = mapper.createArrayNode();
                results.forEach(array::add);
                measured.put(runtime, array);
            }
        });
        return measured;
    }

    /** Runtimes whose harness floor could not be measured, with why. */
    public Map<String, String> floorFailures() {
        return Map.copyOf(floorFailures);
    }

    /** After a finished cell: the files are rewritten when {@link OutputRefresh} says it is time. */
    public synchronized void cellFinished() throws IOException {
        if (refresh.due()) {
            writeFiles();
        }
    }

    /** The result of what has finished so far, without writing it. */
    public synchronized BenchResult result() throws IOException {
        return assemble(pooledByRuntime());
    }

    /**
     * Rewrites every output file from what has finished so far; each file is replaced atomically.
     * Cells are imported from the same pooled JMH results that jmh/&lt;id&gt;.json receives, so the
     * two always show the same numbers.
     */
    public synchronized BenchResult writeFiles() throws IOException {
        long start = refresh.now();
        Map<String, ArrayNode> pooled = pooledByRuntime();
        writeJmhFiles(pooled);
        BenchResult result = assemble(pooled);
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

    private synchronized void saveIfBehind() {
        if (!behind) {
            return;
        }
        try {
            writeFiles();
        } catch (IOException | RuntimeException e) {
            // best effort on the way out: the error that stopped the run is the one reported
        }
    }

    private void writeJmhFiles(Map<String, ArrayNode> pooled) throws IOException {
        Path jmhDir = outputDirectory.resolve("jmh");
        for (Map.Entry<String, ArrayNode> runtime : pooled.entrySet()) {
            AtomicFiles.write(jmhDir.resolve(runtime.getKey() + ".json"), mapper.writeValueAsBytes(runtime.getValue()));
        }
        for (Map.Entry<String, Map<Integer, ArrayNode>> runtime : roundsByRuntime.entrySet()) {
            for (Map.Entry<Integer, ArrayNode> round : runtime.getValue().entrySet()) {
                AtomicFiles.write(jmhDir.resolve(runtime.getKey()).resolve("round-" + round.getKey() + ".json"),
                        mapper.writeValueAsBytes(round.getValue()));
            }
        }
        for (Map.Entry<String, List<JsonNode>> floor : floorsByRuntime.entrySet()) {
            AtomicFiles.write(jmhDir.resolve("floor").resolve(floor.getKey() + ".json"),
                    mapper.writeValueAsBytes(pooled(floor.getValue())));
        }
    }

    /** runtime id -> one JMH result per row, as jmh/&lt;id&gt;.json holds them. */
    private Map<String, ArrayNode> pooledByRuntime() {
        Map<String, ArrayNode> pooled = new LinkedHashMap<>();
        jmhResultsByRuntime.forEach((runtime, results) -> pooled.put(runtime, pooled(results)));
        return pooled;
    }

    private BenchResult assemble(Map<String, ArrayNode> pooled) throws IOException {
        RowMerger merger = new RowMerger();
        plannedRows.forEach(merger::declare);
        opsPerInvocation.forEach(merger::opsPerInvocation);
        for (Map.Entry<String, ArrayNode> runtime : pooled.entrySet()) {
            for (JmhRecord record : importer.read(runtime.getValue(), runtime.getKey())) {
                List<String> profiled = profilerFiles.getOrDefault(new CellId(runtime.getKey(), record.key()), List.of());
                merger.addCell(runtime.getKey(), record.key(), record.unit(), record.toCell().withProfilerFiles(profiled));
            }
        }
        // After the records: a failed round fails the cell even when other rounds succeeded.
        cellFailures.forEach((id, message) -> merger.addCell(id.runtime(), id.row(), null, Cell.failed(message)));
        List<String> order = runtimes.stream().map(TargetRuntime::id).toList();
        List<RuntimeInfo> infos = runtimeInfos();
        return assembler.assemble(withFloorsMeasured(infos), infos, merger.rows(order), List.of()).withShard(shard);
    }

    /**
     * With bench.floor recorded (runs of the engine), also where the floor was measured: with auto
     * it depends on the cells, and a reader must tell "not needed" from "not asked for".
     */
    private Environment withFloorsMeasured(List<RuntimeInfo> infos) {
        if (!environment.settings().containsKey(Environment.FLOOR_SETTING)) {
            return environment;
        }
        List<String> measured = infos.stream().filter(r -> r.floor() != null).map(RuntimeInfo::id).toList();
        Map<String, String> added = new LinkedHashMap<>();
        added.put(Environment.FLOOR_MEASURED, measured.isEmpty() ? "none" : String.join(",", measured));
        if (!cachedFloors.isEmpty()) {
            added.put(Environment.FLOOR_CACHED, cachedFloors.entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(java.util.stream.Collectors.joining(",")));
        }
        return environment.withSettings(added);
    }

    /** One JMH result per row: as JMH wrote it, or the rounds of that row pooled. */
    private ArrayNode pooled(List<JsonNode> results) {
        ArrayNode array = mapper.createArrayNode();
        JmhResultPooling.byRow(results).values().forEach(rounds -> array.add(JmhResultPooling.pool(rounds)));
        return array;
    }

    private List<RuntimeInfo> runtimeInfos() throws IOException {
        List<RuntimeInfo> infos = new ArrayList<>();
        for (TargetRuntime r : runtimes) {
            infos.add(RuntimeInfo.builder(r.id()).requested(r.requested()).javaVersion(r.javaVersion())
                    .featureVersion(r.featureVersion()).vendor(r.vendor()).javaHome(r.javaHome().toString())
                    .isolated(r.isolated()).note(r.note()).hostName(environment.hostName())
                    .jmhVersion(jmhVersion(r.id())).profile(r.profile()).floor(floor(r.id()).orElse(null)).build());
        }
        return infos;
    }

    /** The runtime's harness floor, its rounds pooled; empty when it was not (or not yet) measured. */
    private Optional<HarnessFloor> floor(String runtime) throws IOException {
        List<JsonNode> rounds = floorsByRuntime.get(runtime);
        return rounds == null ? Optional.empty() : HarnessFloors.read(pooled(rounds), "the harness floor of " + runtime);
    }

    private String jmhVersion(String runtime) {
        return jmhResultsByRuntime.get(runtime).stream().map(n -> n.path("jmhVersion").asText(null))
                .filter(java.util.Objects::nonNull).reduce((first, last) -> last).orElse(projectJmhVersion);
    }
}
