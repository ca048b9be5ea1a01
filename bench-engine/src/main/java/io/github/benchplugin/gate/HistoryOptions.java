package io.github.benchplugin.gate;

import io.github.benchplugin.runhistory.HistoryRecorder;
import io.github.benchplugin.history.Threshold;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.io.ResultJsonReader;
import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.run.RunLog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;

/**
 * bench.compareTo and bench.failOnRegression, read and checked before anything is measured:
 * a typo in either must not cost a run of several minutes, and the earlier results.json is held
 * in memory, so bench.compareTo may name the very file this run is about to overwrite.
 *
 * @param previous  the earlier run, or null when bench.compareTo is not set
 * @param threshold the regression threshold, or null when bench.failOnRegression is not set
 * @param allocThreshold the allocation threshold, or null when bench.failOnAllocRegression is not set
 * @param recorder  bench.history and bench.failOnChange, or null when bench.history is not set
 * @param projectDirectory where the run's commit is read from (git), for the history record; may be null
 */
public record HistoryOptions(BenchResult previous, Threshold threshold, Threshold allocThreshold,
                             HistoryRecorder recorder, Path projectDirectory) {

    static final String RESULTS_JSON = "results.json";

    /** @throws BadInputException with one line naming the bad value */
    public static HistoryOptions read(Path compareTo, String failOnRegression, String failOnAllocRegression, RunLog log) {
        return read(compareTo, failOnRegression, failOnAllocRegression, new HistorySettings(null, null, null, null), log);
    }

    /**
     * bench.history and bench.failOnChange as given.
     *
     * @param directory        bench.history, or null
     * @param failOnChange     bench.failOnChange, or null
     * @param pluginVersion    written into each record
     * @param projectDirectory where the commit is read from
     */
    public record HistorySettings(Path directory, String failOnChange, String pluginVersion, Path projectDirectory) {
    }

    /** @throws BadInputException with one line naming the bad value */
    public static HistoryOptions read(Path compareTo, String failOnRegression, String failOnAllocRegression,
                                      HistorySettings history, RunLog log) {
        Threshold threshold = threshold("bench.failOnRegression", failOnRegression);
        Threshold allocThreshold = threshold("bench.failOnAllocRegression", failOnAllocRegression);
        HistoryRecorder recorder;
        try {
            recorder = HistoryRecorder.prepare(history.directory(), history.failOnChange(), history.pluginVersion());
        } catch (ResultFileException e) {
            throw new BadInputException(e.getMessage());
        }
        BenchResult previous = compareTo == null ? null : previous(compareTo, log);
        return new HistoryOptions(previous, threshold, allocThreshold, recorder, history.projectDirectory());
    }

    private static Threshold threshold(String property, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Threshold.parse(text);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(property + ": " + e.getMessage());
        }
    }

    private static BenchResult previous(Path path, RunLog log) {
        // A CI job usually downloads the earlier output directory as a whole: accept the directory.
        Path file = Files.isDirectory(path) ? path.resolve(RESULTS_JSON) : path;
        BenchResult result;
        try {
            result = new ResultJsonReader().read(file);
        } catch (ResultFileException e) {
            throw new BadInputException("bench.compareTo: " + e.getMessage());
        }
        log.info("Comparing with the earlier run " + file + " (" + result.rows().size() + " rows, runtimes "
                + result.runtimes().stream().map(RuntimeInfo::id).collect(Collectors.joining(", ")) + ")");
        return result;
    }
}
