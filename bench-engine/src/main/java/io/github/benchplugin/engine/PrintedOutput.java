package io.github.benchplugin.engine;

import java.nio.file.Path;

/**
 * Where what a cell printed is kept: {@code output/<runtime id>/<row>.txt} in the output directory
 * (the row named as under profiles/, {@link RowFolder}), a row's rounds one after another in its file.
 * What the benchmark, JMH's forks and the host JVM print goes there, bounded ({@link HostOutput}).
 */
record PrintedOutput(Path outputDirectory) {

    /** The root under the output directory; the contract's name. */
    static final String DIRECTORY = "output";

    Path fileOf(CellRequest cell) {
        String row = cell.floor() ? "harness-floor" : RowFolder.of(cell.row());
        return outputDirectory.resolve(DIRECTORY).resolve(cell.runtime().id()).resolve(row + ".txt");
    }
}
