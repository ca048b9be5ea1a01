package io.github.benchplugin.engine.history;

import io.github.benchplugin.model.error.UserInputException;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.stats.ChangePointDetector;
import io.github.benchplugin.model.history.ChangeAnalysis;
import io.github.benchplugin.model.gate.ChangeGate;
import io.github.benchplugin.model.history.CommitInfo;
import io.github.benchplugin.model.history.HistoryDirectory;
import io.github.benchplugin.model.history.PreviousRuns;
import io.github.benchplugin.model.history.RunRecord;
import io.github.benchplugin.model.history.TrendSeriesBuilder;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;

/**
 * bench.history and bench.failOnChange for bench:run and bench:merge: checked before anything is
 * measured, then, after the results are written, one record appended and the gate evaluated on
 * the history including it.
 *
 * @param directory     the history
 * @param threshold     bench.failOnChange, or null
 * @param pluginVersion written into each record
 */
public record HistoryRecorder(HistoryDirectory directory, Threshold threshold, String pluginVersion) {

    /**
     * @return null when bench.history is not set
     * @throws BadInputException      for a bad threshold, or a threshold without a history
     * @throws ResultFileException    for a directory that is not a history
     */
    public static HistoryRecorder prepare(Path history, String failOnChange, String pluginVersion)
            throws ResultFileException {
        Threshold threshold = null;
        if (failOnChange != null && !failOnChange.isBlank()) {
            try {
                threshold = Threshold.parse(failOnChange);
            } catch (UserInputException e) {
                throw new BadInputException("bench.failOnChange: " + e.getMessage());
            }
            if (history == null) {
                throw new BadInputException("bench.failOnChange=" + failOnChange + " needs bench.history=<dir>: the"
                        + " change points are found in the history of earlier runs");
            }
        }
        if (history == null) {
            return null;
        }
        HistoryDirectory directory = new HistoryDirectory(history);
        directory.checkUsable();
        if (threshold != null) {
            try {
                directory.checkRecordSizes(); // read after measuring: a record too large is said now
            } catch (java.io.IOException e) {
                throw new ResultFileException("bench.history " + history + " cannot be listed: " + e.getMessage());
            }
        }
        return new HistoryRecorder(directory, threshold, pluginVersion);
    }

    /** Appends the run of {@code projectDirectory}'s current commit; returns the record and its file. */
    public Appended append(BenchResult result, Path projectDirectory) throws IOException, ResultFileException {
        return append(record(result, projectDirectory));
    }

    /** The record of a run at {@code projectDirectory}'s current commit, not yet written. */
    public RunRecord record(BenchResult result, Path projectDirectory) {
        CommitInfo commit = new GitCommitReader(System.getenv()).read(projectDirectory);
        return RunRecord.of(result, commit, pluginVersion, Instant.now().toString());
    }

    /** Appends a record made by {@link #record}; returns it and its file. */
    public Appended append(RunRecord record) throws IOException, ResultFileException {
        return new Appended(record, directory.append(record));
    }

    /**
     * The gate on the history that ends with {@code newest}, whether or not it is appended yet (the gates decide
     * before anything is written); null when bench.failOnChange is not set.
     */
    public ChangeGate gate(RunRecord newest) throws IOException, ResultFileException {
        if (threshold == null) {
            return null;
        }
        TrendSeriesBuilder series = new TrendSeriesBuilder();
        PreviousRuns previous = new PreviousRuns(newest); // for series too short for the change-point test
        // A history's first run: nothing is written yet, the newest run is all there is.
        if (java.nio.file.Files.isDirectory(directory.path())) {
            directory.read(record -> {
                if (!record.sameRunAs(newest)) { // appended already: added below, once
                    series.add(record);
                    previous.accept(record);
                }
            });
        }
        series.add(newest);
        return ChangeGate.evaluate(series.series(), newest,
                new ChangeAnalysis(ChangePointDetector.DEFAULT), threshold, previous);
    }

    /** A record and the file it was written to. */
    public record Appended(RunRecord record, Path file) {
    }
}
