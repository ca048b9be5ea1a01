package io.github.benchplugin.engine.config;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code bench.outputDirectory} as a goal that writes or reads files there takes it: a directory,
 * or a path where one can be made. A file in its place is refused in the parse step, before
 * anything is read, rather than by the first write.
 */
public final class OutputDirectory {

    static final String PROPERTY = "bench.outputDirectory";

    private OutputDirectory() {
    }

    /** @throws BadInputException when it is not set, not a path, or a file */
    public static Path parse(RawSettings raw) {
        Path dir = raw.path(PROPERTY);
        if (dir == null) {
            throw new BadInputException(PROPERTY + " is not set; name the directory for the files"
                    + " (default target/bench)");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException(PROPERTY + " " + dir + " is a file, not a directory; name a directory"
                    + " (it is created when missing)");
        }
        return dir;
    }
}
