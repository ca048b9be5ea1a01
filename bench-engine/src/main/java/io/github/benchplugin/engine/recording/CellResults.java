package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.model.io.LimitedJson;
import io.github.benchplugin.model.jmh.JmhResultPooling;
import io.github.benchplugin.host.IterationLog;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * What the finished cells gave, kept apart from how it is written: JMH's result objects per
 * runtime as JMH wrote them (several per row when the forks ran in rounds, each round also kept
 * untouched), the harness floors, the failed cells, and the files bench.profilers wrote for
 * each cell. Not thread-safe: {@link ResultRecorder} holds its lock around every change.
 */
final class CellResults {

    /** A cell: its row on one runtime. */
    record CellId(String runtime, RowKey row) {
    }

    private final ObjectMapper mapper = LimitedJson.mapper();
    /** The columns in table order; a column that moved (bench.fallback) keeps its place. */
    private List<TargetRuntime> runtimes;
    /** runtime id -> JMH's result objects, as JMH wrote them, in run order (several per row with rounds). */
    private final Map<String, List<JsonNode>> jmhResultsByRuntime = new LinkedHashMap<>();
    /** runtime id -> round -> that round's result objects, kept untouched when forks run in rounds. */
    private final Map<String, Map<Integer, ArrayNode>> roundsByRuntime = new LinkedHashMap<>();
    /** runtime id -> the harness floor's result objects, one per round. */
    private final Map<String, List<JsonNode>> floorsByRuntime = new LinkedHashMap<>();
    /** Failed cells, by row and runtime: the row keeps its params, and only that cell fails. */
    private final Map<CellId, String> cellFailures = new LinkedHashMap<>();
    /** runtime id -> when its harness floor, taken from the cache (bench.floor=auto), was measured. */
    private final Map<String, Instant> cachedFloors = new LinkedHashMap<>();
    /** runtime id -> why its harness floor failed. */
    private final Map<String, String> floorFailures = new LinkedHashMap<>();
    /** Moves each cell's profiler output into profiles/ and lists it; none without bench.profilers. */
    private ProfilerOutputs profilerOutputs;
    /** The files bench.profilers wrote for each cell, relative to the output directory. */
    private final Map<CellId, List<String>> profilerFiles = new LinkedHashMap<>();
    /** Each cell's measured forks as the host recorded them, every round's in run order (that of the pooled forks). */
    private final Map<CellId, List<WarmupFork>> warmupForks = new LinkedHashMap<>();
    /**
     * bench.duet: each cell's forks, in the order of its pooled forks, with the rendezvous each measured in ("" alone):
     * which forks of a cell measured several times (bench.baseline's method beside each other method) pair with whom.
     */
    private final Map<CellId, List<String>> forkGroups = new LinkedHashMap<>();
    /** Each recorded fork with where and why it stopped (bench.warmup=auto's probe and stops); as recorded without. */
    private BiFunction<CellRequest, WarmupFork, WarmupFork> forkStops = (cell, fork) -> fork;

    CellResults(Path outputDirectory, List<TargetRuntime> runtimes) {
        this.runtimes = runtimes;
        this.profilerOutputs = ProfilerOutputs.none(outputDirectory);
        runtimes.forEach(r -> jmhResultsByRuntime.put(r.id(), new ArrayList<>()));
    }

    void forkStops(BiFunction<CellRequest, WarmupFork, WarmupFork> stops) {
        this.forkStops = stops;
    }

    void profilerOutputs(ProfilerOutputs outputs) {
        this.profilerOutputs = outputs;
    }

    /** A cell's JMH JSON: its results kept (a floor's apart), its profiler files collected; no result fails it. */
    void recordSuccess(CellRequest cell, Path jmhJson) throws IOException {
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
        String group = cell.duet() == null ? "" : cell.duet().group();
        List<String> groups = forkGroups.computeIfAbsent(new CellId(runtime, cell.row().key()), k -> new ArrayList<>());
        raw.forEach(result -> groups.addAll(java.util.Collections.nCopies(result.path("primaryMetric").path("rawData")
                .size(), group)));
        List<WarmupFork> forks = recordedForks(CellRequest.iterationsBeside(jmhJson)).stream()
                .map(fork -> forkStops.apply(cell, fork)).toList();
        if (!forks.isEmpty()) {
            warmupForks.computeIfAbsent(new CellId(runtime, cell.row().key()), k -> new ArrayList<>()).addAll(forks);
        }
        List<String> profiled = profilerOutputs.collect(cell);
        if (!profiled.isEmpty()) {
            profilerFiles.put(new CellId(runtime, cell.row().key()), profiled);
        }
        if (cell.rounds() > 1) {
            raw.forEach(roundsByRuntime.computeIfAbsent(runtime, r -> new LinkedHashMap<>())
                    .computeIfAbsent(cell.round(), r -> mapper.createArrayNode())::add);
        }
    }

    /** The first failure of a cell is kept, with its round when the forks ran in rounds. */
    void recordFailure(CellRequest cell, String message) {
        String where = cell.rounds() > 1 ? " (round " + cell.round() + ")" : "";
        if (cell.floor()) {
            floorFailures.putIfAbsent(cell.runtime().id(), message + where);
            return;
        }
        cellFailures.putIfAbsent(new CellId(cell.runtime().id(), cell.row().key()), message + where);
    }

    /** The column with the replacement's id now runs on the replacement, in the same place. */
    void replaceRuntime(TargetRuntime replacement) {
        runtimes = runtimes.stream().map(r -> r.id().equals(replacement.id()) ? replacement : r).toList();
    }

    void useCachedFloor(String runtime, ArrayNode jmhResults, Instant measuredAt) {
        List<JsonNode> rounds = new ArrayList<>();
        jmhResults.forEach(rounds::add);
        floorsByRuntime.put(runtime, rounds);
        cachedFloors.put(runtime, measuredAt);
    }

    /** Floors measured by this run (not cached), without a failure, with every round: runtime id -> results. */
    Map<String, ArrayNode> measuredFloors(int rounds) {
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

    /** "org.acme.Bench.m {n=1} [avgt] on 17: why", one per failed cell. */
    List<String> failures() {
        return cellFailures.entrySet().stream()
                .map(f -> f.getKey().row() + " on " + f.getKey().runtime() + ": " + f.getValue()).toList();
    }

    Map<String, String> floorFailures() {
        return Map.copyOf(floorFailures);
    }

    List<TargetRuntime> runtimes() {
        return runtimes;
    }

    Map<CellId, String> cellFailures() {
        return cellFailures;
    }

    Map<String, Instant> cachedFloors() {
        return cachedFloors;
    }

    /** The cell's measured forks with every iteration, as recorded; empty when none were (older hosts, resumed cells). */
    List<WarmupFork> warmupForks(String runtime, RowKey row) {
        return warmupForks.getOrDefault(new CellId(runtime, row), List.of());
    }

    private static List<WarmupFork> recordedForks(Path file) throws IOException {
        List<WarmupFork> forks = new ArrayList<>();
        for (IterationLog.Fork f : IterationLog.read(file)) {
            forks.add(WarmupFork.recorded(f.startSeconds, f.warmupIterations, f.endSeconds, f.scores));
        }
        return forks;
    }

    /** bench.duet: the rendezvous of each of the cell's forks, in pooled order ("" for a fork measured alone). */
    List<String> forkGroups(String runtime, RowKey row) {
        return forkGroups.getOrDefault(new CellId(runtime, row), List.of());
    }

    List<String> profilerFiles(String runtime, RowKey row) {
        return profilerFiles.getOrDefault(new CellId(runtime, row), List.of());
    }

    /** runtime id -> one JMH result per row, as jmh/&lt;id&gt;.json holds them; every column, measured or not. */
    Map<String, ArrayNode> pooledByRuntime() {
        Map<String, ArrayNode> pooled = new LinkedHashMap<>();
        jmhResultsByRuntime.forEach((runtime, results) -> pooled.put(runtime, pooled(results)));
        return pooled;
    }

    /** runtime id -> round -> that round's results untouched; empty unless the forks ran in rounds. */
    Map<String, Map<Integer, ArrayNode>> rounds() {
        return roundsByRuntime;
    }

    /** runtime id -> its harness floor, the rounds pooled, for the runtimes with a floor so far. */
    Map<String, ArrayNode> pooledFloors() {
        Map<String, ArrayNode> pooled = new LinkedHashMap<>();
        floorsByRuntime.forEach((runtime, results) -> pooled.put(runtime, pooled(results)));
        return pooled;
    }

    /** The runtime's harness floor, its rounds pooled; empty when it was not (or not yet) measured. */
    Optional<ArrayNode> pooledFloor(String runtime) {
        List<JsonNode> rounds = floorsByRuntime.get(runtime);
        return rounds == null ? Optional.empty() : Optional.of(pooled(rounds));
    }

    /** The JMH release the runtime's results name last; {@code fallback} when none names one. */
    String jmhVersion(String runtime, String fallback) {
        return jmhResultsByRuntime.get(runtime).stream().map(n -> n.path("jmhVersion").asText(null))
                .filter(java.util.Objects::nonNull).reduce((first, last) -> last).orElse(fallback);
    }

    /** One JMH result per row: as JMH wrote it, or the rounds of that row pooled. */
    private ArrayNode pooled(List<JsonNode> results) {
        ArrayNode array = mapper.createArrayNode();
        JmhResultPooling.byRow(results).values().forEach(rounds -> array.add(JmhResultPooling.pool(rounds)));
        return array;
    }
}
