package io.github.benchplugin.report.export.jmh;

import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.export.Export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * export/jmh/&lt;runtime id&gt;.json: JMH's own JSON of each column, byte for byte the jmh/&lt;id&gt;.json the run
 * (or bench:merge, from its inputs) wrote, for the tools that read JMH's format (JMH Visualizer, jmh-benchmark
 * actions). jmh/ is the run's working copy and also holds rounds and floors; export/jmh/ is the one file per
 * column a tool should read, and says so by being asked for. A column without JMH JSON (a merged input uploaded
 * without jmh/, a column whose every cell failed) has no file.
 */
public final class JmhExport implements Export {

    /** Where the run keeps JMH's JSON, and the export's folder under export/. */
    public static final String DIRECTORY_NAME = "jmh";

    @Override
    public List<Path> write(BenchResult result, List<GateCheck> checks, Path outputDirectory) throws IOException {
        List<Path> written = new ArrayList<>();
        for (RuntimeInfo runtime : result.runtimes()) {
            Path source = outputDirectory.resolve(DIRECTORY_NAME).resolve(runtime.id() + ".json");
            if (Files.isRegularFile(source)) {
                Path target = outputDirectory.resolve(DIRECTORY).resolve(DIRECTORY_NAME).resolve(runtime.id() + ".json");
                AtomicFiles.write(target, out -> Files.copy(source, out));
                written.add(target);
            }
        }
        return written;
    }
}
