package io.github.benchplugin.model.io;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A file of ours from a newer plugin: its {@code schemaVersion} (the major version) is above the
 * newest this build reads. Fields added without a new schemaVersion are read (and ignored); a new
 * schemaVersion means the old meaning of some field changed, so the file is refused whole rather
 * than read wrongly. The message names the file, the version found and the versions read.
 */
public class UnsupportedSchemaVersionException extends ResultFileException {

    private static final long serialVersionUID = 1L;

    private final int found;

    /**
     * @param file   what and where: "results file target/bench/results.json"
     * @param found  the file's schemaVersion
     * @param oldest the oldest schemaVersion this build reads
     * @param newest the newest
     */
    public UnsupportedSchemaVersionException(String file, int found, int oldest, int newest) {
        super(file + " has schemaVersion " + found + ", which this bench-maven-plugin does not read (it reads "
                + versions(oldest, newest) + "); a newer plugin wrote it: use that plugin version or a later one");
        this.found = found;
    }

    public int found() {
        return found;
    }

    /** "1, 2 and 3", "2", "1 and 2". */
    static String versions(int oldest, int newest) {
        String all = IntStream.rangeClosed(oldest, newest).mapToObj(Integer::toString).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return "schemaVersion " + (last < 0 ? all : all.substring(0, last) + " and " + all.substring(last + 2));
    }
}
