package io.github.benchplugin.cli;

import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.gate.HistoryOptions;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** What run and merge share, as bench:run and bench:merge share AbstractBenchMojo's parameters. */
final class ReportOptions {

    @Option(names = "--baseline", paramLabel = "Class.method",
            description = "A benchmark method: every other method of its class gets a ratio against it.")
    String baseline;

    @Option(names = "--metrics", paramLabel = "NAMES",
            description = "Secondary metrics shown as extra columns: a comma list of names, or all.")
    String metrics;

    @Option(names = "--compareTo", paramLabel = "FILE",
            description = "An earlier results.json (or its directory): every row is also compared with it.")
    Path compareTo;

    @Option(names = "--failOnRegression", paramLabel = "PERCENT",
            description = "Exit 1 naming every row significantly slower by more than this (e.g. 5%%).")
    String failOnRegression;

    @Option(names = "--failOnAllocRegression", paramLabel = "PERCENT",
            description = "Exit 1 naming every row allocating more by more than this (e.g. 1%%).")
    String failOnAllocRegression;

    @Option(names = "--margin", paramLabel = "PERCENT",
            description = "Equivalence margin: a ratio is 'same' only when its whole interval lies within it. Default: 3%%.")
    String margin;

    @Option(names = "--requireNoRegression", paramLabel = "PERCENT",
            description = "Exit 1 unless every compared row is shown not slower by more than this (e.g. 5%%).")
    String requireNoRegression;

    @Option(names = "--requireNoAllocRegression", paramLabel = "PERCENT",
            description = "Exit 1 unless every compared row is shown not to allocate more by more than this (e.g. 5%%).")
    String requireNoAllocRegression;

    @Option(names = "--history", paramLabel = "DIR",
            description = "A history directory: one record of this run is added to it (see bench:history).")
    Path historyDirectory;

    @Option(names = "--failOnChange", paramLabel = "PERCENT",
            description = "With --history: exit 1 when the newest run starts or continues a slowdown larger than this.")
    String failOnChange;

    @Option(names = "--outputDirectory", paramLabel = "DIR", defaultValue = "target/bench",
            description = "Where results.json, .md, .csv, .html and jmh/ are written. Default: ${DEFAULT-VALUE}.")
    Path outputDirectory;

    /** bench.compareTo, the history and the thresholds, checked before anything is measured. */
    HistoryOptions history(RunLog log) {
        String version = Main.class.getPackage().getImplementationVersion();
        return HistoryOptions.read(compareTo, failOnRegression, failOnAllocRegression,
                new HistoryOptions.HistorySettings(historyDirectory, failOnChange,
                        version == null ? "development" : version, Path.of("").toAbsolutePath()), log)
                .withRequirements(margin, requireNoRegression, requireNoAllocRegression);
    }
}
