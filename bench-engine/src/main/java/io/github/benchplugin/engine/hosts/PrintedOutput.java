package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.RowFolder;
import org.codehaus.plexus.util.FileUtils;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Where what a cell printed is kept: {@code output/<runtime id>/<row>.txt} in the output directory
 * (the row named as under profiles/, {@link RowFolder}), a row's rounds one after another in its file.
 * What the benchmark, JMH's forks and the host JVM print goes there, bounded ({@link HostOutput}).
 */
public record PrintedOutput(Path outputDirectory) {

    /** The root under the output directory; the contract's name. */
    static final String DIRECTORY = "output";

    /**
     * A new run starts with no printed output: a row's file gathers the rounds of one run, never
     * an earlier run's text (nor the file of a row this run does not select). A run that continues an
     * interrupted one (bench.resume) keeps what its finished cells printed.
     */
    public void startRun(boolean continuing) throws IOException {
        if (!continuing) {
            FileUtils.deleteDirectory(outputDirectory.resolve(DIRECTORY).toFile());
        }
    }

    Path fileOf(CellRequest cell) {
        String row = cell.floor() ? "harness-floor" : RowFolder.of(cell.row());
        return outputDirectory.resolve(DIRECTORY).resolve(cell.runtime().id()).resolve(row + ".txt");
    }
}
