package io.github.benchplugin.maven.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.LimitedJson;
import io.github.benchplugin.jmh.JmhJsonImporter;
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
 * kept per runtime untouched (its result objects concatenated in run order) in jmh/&lt;id&gt;.json.
 */
final class ResultRecorder {

    private final Path outputDirectory;
    private final List<TargetRuntime> runtimes;
    private final Environment environment;
    private final ReportAssembler assembler;
    private final ReportFiles files;
    private final ObjectMapper mapper = LimitedJson.mapper();
    private final JmhJsonImporter importer = new JmhJsonImporter();
    private final RowMerger merger = new RowMerger();
    private final Map<String, ArrayNode> jmhJsonByRuntime = new LinkedHashMap<>();
    private final Map<String, String> jmhVersionByRuntime = new LinkedHashMap<>();
    private final List<String> failures = new ArrayList<>();

    ResultRecorder(Path outputDirectory, List<TargetRuntime> runtimes, Environment environment,
                   ReportAssembler assembler, ReportFiles files) {
        this.outputDirectory = outputDirectory;
        this.runtimes = runtimes;
        this.environment = environment;
        this.assembler = assembler;
        this.files = files;
        runtimes.forEach(r -> jmhJsonByRuntime.put(r.id(), mapper.createArrayNode()));
    }

    void recordSuccess(CellRequest cell, Path jmhJson) throws IOException {
        String runtime = cell.runtime().id();
        JsonNode raw = mapper.readTree(jmhJson.toFile());
        if (raw != null && raw.isArray()) {
            raw.forEach(jmhJsonByRuntime.get(runtime)::add);
        }
        List<JmhRecord> records = importer.read(jmhJson);
        if (records.isEmpty()) {
            recordFailure(cell, "JMH finished but reported no result");
            return;
        }
        for (JmhRecord record : records) {
            merger.addRound(runtime, record);
            if (record.jmhVersion() != null) {
                jmhVersionByRuntime.put(runtime, record.jmhVersion());
            }
        }
    }

    void recordFailure(CellRequest cell, String message) {
        String where = cell.rounds() > 1 ? " (round " + cell.round() + ")" : "";
        merger.addBenchmarkFailure(cell.runtime().id(), cell.method().name(), cell.method().modes().get(0), message + where);
        failures.add(cell.method().name() + " on " + cell.runtime().id() + where + ": " + message);
    }

    List<String> failures() {
        return List.copyOf(failures);
    }

    BenchResult result() {
        List<String> order = runtimes.stream().map(TargetRuntime::id).toList();
        return assembler.assemble(environment, runtimeInfos(), merger.rows(order), List.of());
    }

    /** Rewrites every output file from what has finished so far; each file is replaced atomically. */
    BenchResult writeFiles() throws IOException {
        BenchResult result = result();
        for (Map.Entry<String, ArrayNode> entry : jmhJsonByRuntime.entrySet()) {
            AtomicFiles.write(outputDirectory.resolve("jmh").resolve(entry.getKey() + ".json"),
                    mapper.writeValueAsBytes(entry.getValue()));
        }
        files.write(result, outputDirectory);
        return result;
    }

    private List<RuntimeInfo> runtimeInfos() {
        List<RuntimeInfo> infos = new ArrayList<>();
        for (TargetRuntime r : runtimes) {
            infos.add(new RuntimeInfo(r.id(), r.requested(), r.javaVersion(), r.featureVersion(), r.vendor(),
                    r.javaHome().toString(), !r.inProcess(), false, r.note(), environment.hostName(),
                    jmhVersionByRuntime.get(r.id()), r.profile()));
        }
        return infos;
    }
}
