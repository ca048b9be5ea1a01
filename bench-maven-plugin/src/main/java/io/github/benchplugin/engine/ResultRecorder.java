package io.github.benchplugin.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.LimitedJson;
import io.github.benchplugin.jmh.JmhJsonImporter;
import io.github.benchplugin.jmh.JmhResultPooling;
import io.github.benchplugin.jmh.JmhRecord;
import io.github.benchplugin.merge.RowMerger;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.report.ReportAssembler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects finished cells and keeps the output directory up to date after every one of them,
 * so that a crash or an interrupt loses at most the cell that was running. JMH's own JSON is
 * kept per runtime in jmh/&lt;id&gt;.json: each row's result object as JMH wrote it or, when the
 * forks ran in rounds, the rounds pooled the way JMH pools forks (each round untouched in
 * jmh/&lt;id&gt;/round-N.json).
 */
final class ResultRecorder {

    private final Path outputDirectory;
    private final List<TargetRuntime> runtimes;
    private final Environment environment;
    private final ReportAssembler assembler;
    private final ReportFiles files;
    private final ObjectMapper mapper = LimitedJson.mapper();
    private final JmhJsonImporter importer = new JmhJsonImporter();
    /** runtime id -> JMH's result objects, as JMH wrote them, in run order (several per row with rounds). */
    private final Map<String, List<JsonNode>> jmhResultsByRuntime = new LinkedHashMap<>();
    /** runtime id -> round -> that round's result objects, kept untouched when forks run in rounds. */
    private final Map<String, Map<Integer, ArrayNode>> roundsByRuntime = new LinkedHashMap<>();
    private final List<CellFailure> cellFailures = new ArrayList<>();

    private record CellFailure(String runtime, String benchmark, String mode, String message) {
    }

    ResultRecorder(Path outputDirectory, List<TargetRuntime> runtimes, Environment environment,
                   ReportAssembler assembler, ReportFiles files) {
        this.outputDirectory = outputDirectory;
        this.runtimes = runtimes;
        this.environment = environment;
        this.assembler = assembler;
        this.files = files;
        runtimes.forEach(r -> jmhResultsByRuntime.put(r.id(), new ArrayList<>()));
    }

    void recordSuccess(CellRequest cell, Path jmhJson) throws IOException {
        String runtime = cell.runtime().id();
        JsonNode raw = mapper.readTree(jmhJson.toFile());
        if (raw == null || !raw.isArray() || raw.isEmpty()) {
            recordFailure(cell, "JMH finished but reported no result");
            return;
        }
        raw.forEach(jmhResultsByRuntime.get(runtime)::add);
        if (cell.rounds() > 1) {
            raw.forEach(roundsByRuntime.computeIfAbsent(runtime, r -> new LinkedHashMap<>())
                    .computeIfAbsent(cell.round(), r -> mapper.createArrayNode())::add);
        }
    }

    void recordFailure(CellRequest cell, String message) {
        String where = cell.rounds() > 1 ? " (round " + cell.round() + ")" : "";
        cellFailures.add(new CellFailure(cell.runtime().id(), cell.method().name(), cell.method().modes().get(0),
                message + where));
    }

    List<String> failures() {
        return cellFailures.stream().map(f -> f.benchmark() + " on " + f.runtime() + ": " + f.message()).toList();
    }

    /**
     * Rewrites every output file from what has finished so far; each file is replaced atomically.
     * Cells are imported from the same pooled JMH results that jmh/&lt;id&gt;.json receives, so the
     * two always show the same numbers.
     */
    BenchResult writeFiles() throws IOException {
        Path jmhDir = outputDirectory.resolve("jmh");
        RowMerger merger = new RowMerger();
        for (Map.Entry<String, List<JsonNode>> runtime : jmhResultsByRuntime.entrySet()) {
            ArrayNode pooled = pooled(runtime.getValue());
            AtomicFiles.write(jmhDir.resolve(runtime.getKey() + ".json"), mapper.writeValueAsBytes(pooled));
            for (JmhRecord record : importer.read(pooled, runtime.getKey())) {
                merger.addRecord(runtime.getKey(), record);
            }
        }
        for (Map.Entry<String, Map<Integer, ArrayNode>> runtime : roundsByRuntime.entrySet()) {
            for (Map.Entry<Integer, ArrayNode> round : runtime.getValue().entrySet()) {
                AtomicFiles.write(jmhDir.resolve(runtime.getKey()).resolve("round-" + round.getKey() + ".json"),
                        mapper.writeValueAsBytes(round.getValue()));
            }
        }
        // After the records: a failed round fails the cell even when other rounds succeeded.
        cellFailures.forEach(f -> merger.addBenchmarkFailure(f.runtime(), f.benchmark(), f.mode(), f.message()));
        List<String> order = runtimes.stream().map(TargetRuntime::id).toList();
        BenchResult result = assembler.assemble(environment, runtimeInfos(), merger.rows(order), List.of());
        files.write(result, outputDirectory);
        return result;
    }

    /** One JMH result per row: as JMH wrote it, or the rounds of that row pooled. */
    private ArrayNode pooled(List<JsonNode> results) {
        ArrayNode array = mapper.createArrayNode();
        JmhResultPooling.byRow(results).values().forEach(rounds -> array.add(JmhResultPooling.pool(rounds)));
        return array;
    }

    private List<RuntimeInfo> runtimeInfos() {
        List<RuntimeInfo> infos = new ArrayList<>();
        for (TargetRuntime r : runtimes) {
            infos.add(new RuntimeInfo(r.id(), r.requested(), r.javaVersion(), r.featureVersion(), r.vendor(),
                    r.javaHome().toString(), !r.inProcess(), false, r.note(), environment.hostName(),
                    jmhVersion(r.id()), r.profile()));
        }
        return infos;
    }

    private String jmhVersion(String runtime) {
        return jmhResultsByRuntime.get(runtime).stream().map(n -> n.path("jmhVersion").asText(null))
                .filter(java.util.Objects::nonNull).reduce((first, last) -> last).orElse(null);
    }
}
