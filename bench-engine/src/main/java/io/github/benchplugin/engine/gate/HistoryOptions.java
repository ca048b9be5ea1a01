package io.github.benchplugin.engine.gate;

import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.engine.history.HistoryRecorder;
import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.model.stats.RatioEstimator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * bench.compareTo and bench.failOnRegression, read and checked before anything is measured:
 * a typo in either must not cost a run of several minutes. The earlier results.json is held in
 * memory; one inside the output folder the run rewrites is refused all the same (output.ReadFiles):
 * the run would overwrite the reference the next run compares with.
 *
 * @param previous  the earlier run, or null when bench.compareTo is not set
 * @param threshold the regression threshold, or null when bench.failOnRegression is not set
 * @param allocThreshold the allocation threshold, or null when bench.failOnAllocRegression is not set
 * @param recorder  bench.history and bench.failOnChange, or null when bench.history is not set
 * @param projectDirectory where the run's commit is read from (git), for the history record; may be null
 * @param requirements bench.margin, bench.requireNoRegression and bench.requireNoAllocRegression
 */
public record HistoryOptions(BenchResult previous, Threshold threshold, Threshold allocThreshold,
                             HistoryRecorder recorder, Path projectDirectory, Requirements requirements) {

    static final String RESULTS_JSON = "results.json";

    /** The same options, the history record reading its commit from {@code directory} (a module of a reactor). */
    public HistoryOptions withProjectDirectory(Path directory) {
        return directory == null ? this : new HistoryOptions(previous, threshold, allocThreshold, recorder, directory,
                requirements);
    }

    /**
     * What a verdict must show and what a release requires.
     *
     * @param margin            bench.margin as a fraction (0.03): {@code same} needs the equivalence interval
     *                          inside [1/(1+margin), 1+margin]
     * @param noRegression      bench.requireNoRegression, or null when not set
     * @param noAllocRegression bench.requireNoAllocRegression, or null when not set
     */
    public record Requirements(double margin, Threshold noRegression, Threshold noAllocRegression) {

        /** bench.margin's default, no requirement. */
        public static final Requirements NONE = new Requirements(RatioEstimator.DEFAULT_MARGIN, null, null);

        /** The requirements that are set, as the user wrote them: "bench.requireNoRegression=5%". */
        public List<String> set() {
            List<String> set = new ArrayList<>();
            if (noRegression != null) {
                set.add("bench.requireNoRegression=" + noRegression);
            }
            if (noAllocRegression != null) {
                set.add("bench.requireNoAllocRegression=" + noAllocRegression);
            }
            return set;
        }

        /**
         * @param margin bench.margin as written ("3%"), or null/blank for the default
         * @throws BadInputException with one line naming the bad value
         */
        public static Requirements parse(String margin, String noRegression, String noAllocRegression) {
            double m = margin == null || margin.isBlank() ? RatioEstimator.DEFAULT_MARGIN : boundedMargin(margin);
            return new Requirements(m, threshold("bench.requireNoRegression", noRegression),
                    threshold("bench.requireNoAllocRegression", noAllocRegression));
        }
    }

    /** Narrowest bench.margin: below it {@code same} needs more forks than any run has (0.5%). */
    static final double MIN_MARGIN = 0.005;
    /** Widest bench.margin: 20% is already "within a fifth"; wider, {@code same} says little (300% was accepted once). */
    static final double MAX_MARGIN = 0.20;

    private static double boundedMargin(String text) {
        double m = parseThreshold("bench.margin", text, "the largest difference that still counts as the same")
                .fraction();
        if (m < MIN_MARGIN || m > MAX_MARGIN) {
            throw new BadInputException("bench.margin=" + text.strip() + " is outside 0.5% to 20%: the margin is the"
                    + " largest difference still called the same; write one in that range, such as 3% (the default)");
        }
        return m;
    }

    /**
     * A bench.margin set wider than a gate's threshold is refused: a row could read {@code same} in the table
     * and fail the gate, or (before the gates read their own threshold) pass it. The default margin is left to
     * the gates: they never read the word {@code same}, so a 2% gate under the default 3% margin is fine.
     *
     * @throws BadInputException naming the margin and the gate
     */
    HistoryOptions requireMarginWithinGates(String marginText) {
        if (marginText == null || marginText.isBlank()) {
            return this;
        }
        java.util.Map<String, Threshold> gates = new java.util.LinkedHashMap<>();
        gates.put("bench.failOnRegression", threshold);
        gates.put("bench.failOnAllocRegression", allocThreshold);
        gates.put("bench.requireNoRegression", requirements.noRegression());
        gates.put("bench.requireNoAllocRegression", requirements.noAllocRegression());
        for (java.util.Map.Entry<String, Threshold> gate : gates.entrySet()) {
            if (gate.getValue() != null && requirements.margin() > gate.getValue().fraction()) {
                throw new BadInputException("bench.margin=" + marginText.strip() + " is wider than " + gate.getKey()
                        + "=" + gate.getValue() + ": a row could be called the same and still fail the gate; set"
                        + " bench.margin at most " + gate.getValue() + ", or leave it unset (3%)");
            }
        }
        return this;
    }

    public HistoryOptions(BenchResult previous, Threshold threshold, Threshold allocThreshold, HistoryRecorder recorder,
                          Path projectDirectory) {
        this(previous, threshold, allocThreshold, recorder, projectDirectory, Requirements.NONE);
    }

    public HistoryOptions {
        requirements = requirements == null ? Requirements.NONE : requirements;
    }

    /** bench.margin as a fraction. */
    public double margin() {
        return requirements.margin();
    }

    /**
     * The same options with bench.margin, bench.requireNoRegression and bench.requireNoAllocRegression as given
     * (null or blank: the default margin, no requirement).
     *
     * @throws BadInputException with one line naming the bad value
     */
    public HistoryOptions withRequirements(String margin, String requireNoRegression, String requireNoAllocRegression) {
        return new HistoryOptions(previous, threshold, allocThreshold, recorder, projectDirectory,
                Requirements.parse(margin, requireNoRegression, requireNoAllocRegression));
    }

    /**
     * bench.compareTo, the gates, bench.margin and bench.history as a door received them: the one place
     * bench:run and bench:merge read them (RunRequest, MergeRequest), before anything is measured.
     *
     * @param projectDirectory where the history record's commit is read
     * @throws BadInputException with one line naming the bad value
     */
    public static HistoryOptions parse(RawSettings raw, String pluginVersion, Path projectDirectory, RunLog log) {
        return read(raw.path("bench.compareTo"), raw.text("bench.failOnRegression"),
                raw.text("bench.failOnAllocRegression"), new HistorySettings(raw.path("bench.history"),
                        raw.text("bench.failOnChange"), pluginVersion, projectDirectory), log)
                .withRequirements(raw.text("bench.margin"), raw.text("bench.requireNoRegression"),
                        raw.text("bench.requireNoAllocRegression"))
                .requireMarginWithinGates(raw.text("bench.margin"));
    }

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
        return parseThreshold(property, text, "the smallest slowdown that should fail the build");
    }

    /** The value's own error, prefixed by the property that held it. */
    private static Threshold parseThreshold(String property, String text, String meaning) {
        try {
            return Threshold.parse(text, meaning);
        } catch (UserInputException e) {
            throw new BadInputException(property + ": " + e.getMessage());
        }
    }

    private static BenchResult previous(Path path, RunLog log) {
        // A CI job usually downloads the earlier output directory as a whole: accept the directory.
        Path file = Files.isDirectory(path) ? path.resolve(RESULTS_JSON) : path;
        BenchResult result;
        try {
            result = new ResultJsonReader(log::warn).read(file);
        } catch (ResultFileException e) {
            throw new BadInputException("bench.compareTo: " + e.getMessage());
        }
        log.info("Comparing with the earlier run " + file + " (" + result.rows().size() + " rows, runtimes "
                + result.runtimes().stream().map(RuntimeInfo::id).collect(Collectors.joining(", ")) + ")");
        return result;
    }
}
