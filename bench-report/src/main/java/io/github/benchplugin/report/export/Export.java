package io.github.benchplugin.report.export;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.gate.GateCheck;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One format of bench.export: the final result (and what the gates said of it) in the shape another
 * tool reads. Each writes under {@value #DIRECTORY}/ of the output directory, atomically per file.
 */
public interface Export {

    /** The folder of the output directory every export writes into. */
    String DIRECTORY = "export";

    /**
     * @param checks          every check of every gate that is set, per row and runtime (empty: no gate)
     * @param outputDirectory bench.outputDirectory
     * @return the files written
     */
    List<Path> write(BenchResult result, List<GateCheck> checks, Path outputDirectory) throws IOException;
}
