package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.OutputDirectory;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.history.HistoryDirectory;
import io.github.benchplugin.engine.output.OutputFolder;
import io.github.benchplugin.engine.output.ReadFiles;

import java.nio.file.Path;

/**
 * One bench:history as the user asked for it, typed and checked by {@link #parse} before any
 * record is read: the history directory is there and is a history, the output directory can take
 * the files (ours or new, and not the history's own folder).
 *
 * @param history         bench.history, checked readable
 * @param outputDirectory bench.outputDirectory: where history.html, history.md and history.json go
 */
public record HistoryRequest(HistoryDirectory history, Path outputDirectory) {

    /** @throws io.github.benchplugin.model.error.UserInputException for the first value that cannot be used */
    public static HistoryRequest parse(RawSettings raw) {
        Path dir = raw.path("bench.history");
        if (dir == null) {
            throw new BadInputException("bench:history needs bench.history=<dir>: the directory that"
                    + " bench:run -Dbench.history=<dir> appends to");
        }
        HistoryDirectory history = new HistoryDirectory(dir);
        history.checkReadable();
        Path out = OutputDirectory.parse(raw);
        // The pages go to a folder of ours that is not the history itself nor holds it.
        ReadFiles.of(raw, "bench.history").requireOutside(out);
        OutputFolder.check(out);
        return new HistoryRequest(history, out);
    }
}
