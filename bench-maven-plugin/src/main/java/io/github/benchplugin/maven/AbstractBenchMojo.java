package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.error.UserInputException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

/**
 * What bench:run and bench:merge share: the parameters that shape a report, bench.skip, and the
 * rule that bad input ends the build with its one-line message and no stack trace.
 */
abstract class AbstractBenchMojo extends AbstractMojo {

    /**
     * A benchmark method, {@code Class.method} with a simple or fully qualified class name: every
     * other method of its class gets a ratio against it, per runtime and parameter set. Default:
     * none. Example: {@code -Dbench.baseline=ConcatBench.builder}.
     */
    @Parameter(property = "bench.baseline")
    String baseline;

    /**
     * Secondary metrics JMH reported (results.json's {@code metrics}: {@code gc.count},
     * {@code gc.time}, {@code gc.count.per1k}, {@code @AuxCounters} fields and their {@code .norm}
     * per operation, a {@code @Group}'s methods, profilers' figures; a profiler's text result such as
     * {@code stack}'s is a file under profiles/, not a metric) to show as extra columns in every
     * report (log, results.md, results.csv, results.html), each with its verdict against the baseline
     * runtime where it is per operation: a comma list of names, or {@code all}. results.json keeps
     * every metric either way. A name no result has is a warning after bench:run (the metrics are
     * only known once measured) and an error in bench:merge, naming the metrics that exist.
     * Default: none (the table has one GC column, collections per 1,000 operations).
     * Example: {@code -Dbench.metrics=hits.norm,gc.time} or {@code -Dbench.metrics=all}.
     */
    @Parameter(property = "bench.metrics")
    String metrics;

    /**
     * An earlier run's results.json, or the directory holding it: every row also gets a comparison
     * with the same row and runtime id there (a "vs previous" column), with the same statistics as
     * between runtimes. Read and checked before anything is measured; a file inside the output folder this
     * goal rewrites is refused (copy it elsewhere first). Default: none.
     * Example: {@code -Dbench.compareTo=previous-bench/results.json}.
     */
    @Parameter(property = "bench.compareTo")
    File compareTo;

    /**
     * A threshold, a percentage with its % sign: after writing the results, fail the build naming
     * every row whose slowdown against the baseline runtime or against bench.compareTo is
     * statistically significant and larger than it. Default: none (no gate).
     * Example: {@code -Dbench.failOnRegression=5%}.
     */
    @Parameter(property = "bench.failOnRegression")
    String failOnRegression;

    /**
     * Fails the build, after the results are written, naming every row whose bytes allocated per
     * operation grew by more than this percentage against the baseline runtime or against
     * {@code bench.compareTo}, when the allocation verdict is {@code more} (more than 1% and 8 bytes,
     * and every fork agrees). Allocating less never fails. Needs allocation figures, which bench:run
     * measures with JMH's GC profiler.
     * <p>Property {@code bench.failOnAllocRegression}; default: not set (no allocation gate).
     * Allowed: a percentage greater than 0 with its % sign, such as {@code 1%} or {@code 0.5%}.
     * Example: {@code -Dbench.failOnAllocRegression=1%}.
     */
    @Parameter(property = "bench.failOnAllocRegression")
    String failOnAllocRegression;

    /**
     * The equivalence margin, a percentage with its % sign: a ratio is called {@code same} only when
     * its whole equivalence interval (two one-sided tests: the 90% interval of a fixed run) lies within
     * [1/(1+margin), 1+margin]; otherwise it is faster, slower, undecided ({@code ~}) or unknown.
     * <p>Property {@code bench.margin}; default {@code 3%}. Example: {@code -Dbench.margin=5%}.
     */
    @Parameter(property = "bench.margin")
    String margin;

    /**
     * The gate a release can sign, a percentage with its % sign: after writing the results, fail the
     * build unless every compared row (against the baseline runtime and against bench.compareTo) is
     * shown not slower by more than it: the upper end of the slowdown's equivalence interval is at
     * most 1 + threshold. Rows slower beyond it, undecided at it or unknown fail it, each named with
     * its interval and the forks per side that would likely decide it.
     * <p>Property {@code bench.requireNoRegression}; default: not set. Example:
     * {@code -Dbench.requireNoRegression=5%}.
     */
    @Parameter(property = "bench.requireNoRegression")
    String requireNoRegression;

    /**
     * The same gate for bytes allocated per operation: every compared row with allocation figures
     * must be shown to allocate at most 1 + threshold times its reference (in every pair of forks).
     * <p>Property {@code bench.requireNoAllocRegression}; default: not set. Example:
     * {@code -Dbench.requireNoAllocRegression=5%}.
     */
    @Parameter(property = "bench.requireNoAllocRegression")
    String requireNoAllocRegression;

    /**
     * A history directory: after the results are written, one record of this run (commit, branch,
     * machine, settings, each row's fork means per runtime) is added to it as a new file, for
     * {@code bench:history} and {@code bench.failOnChange}. Created when missing; a directory with
     * other files and no {@code bench-history.txt} is refused. Default: none.
     * Example: {@code -Dbench.history=../bench-history}.
     */
    @Parameter(property = "bench.history")
    File history;

    /**
     * A threshold, a percentage with its % sign: after recording this run in {@code bench.history},
     * fail the build when, for a row and runtime this run measured, the newest run starts or
     * continues a change point in the history that is a slowdown larger than it. A row whose history
     * is shorter than the change-point test needs (6 runs of one machine type) is compared with the
     * run before it instead, as bench.compareTo would, and the log says so.
     * Needs {@code bench.history}. Default: none. Example: {@code -Dbench.failOnChange=5%}.
     */
    @Parameter(property = "bench.failOnChange")
    String failOnChange;

    /**
     * Also writes the final result, once the gates have run, for the tools people track benchmarks with, into
     * {@code export/} of the output directory: a comma list of {@code bencher} (Bencher Metric Format,
     * {@code bencher.json}), {@code github-action-benchmark} (its custom JSON: {@code github-action-benchmark.json}
     * for the time modes, {@code github-action-benchmark-thrpt.json} for thrpt), {@code junit} (every gate check of
     * every row as a JUnit test case, {@code junit.xml}), {@code jmh} (JMH's own JSON per runtime,
     * {@code jmh/<runtime id>.json}). An unknown name ends the build before anything is measured.
     * <p>Property {@code bench.export}; default: none. Example: {@code -Dbench.export=junit,github-action-benchmark}.
     */
    @Parameter(property = "bench.export")
    String export;

    /** Written into each history record. */
    @Parameter(defaultValue = "${plugin.version}", readonly = true)
    String pluginVersion;

    /** The parameters both goals take, by property name, for the one parse step (RunRequest, MergeRequest). */
    RawSettings.Builder sharedSettings() {
        return RawSettings.builder().put("bench.baseline", baseline).put("bench.metrics", metrics)
                .put("bench.compareTo", compareTo).put("bench.failOnRegression", failOnRegression)
                .put("bench.failOnAllocRegression", failOnAllocRegression).put("bench.history", history)
                .put("bench.failOnChange", failOnChange).put("bench.margin", margin)
                .put("bench.requireNoRegression", requireNoRegression)
                .put("bench.requireNoAllocRegression", requireNoAllocRegression).put("bench.export", export);
    }

    /**
     * Where results.json, results.md, results.csv, results.html and {@code jmh/<runtime id>.json}
     * are written (bench:run rewrites them as it goes: at most every 10 s, and at its end). In a reactor, bench:run writes each
     * module into its own {@code target/bench}, or into one folder per module inside a folder set
     * here. Without a project (bench:merge), {@code target/bench} under the current directory. The folder
     * is ours only with our marker file {@code .bench-output}, written into every folder a goal makes: a
     * folder that is not empty and has no marker (the project itself, a folder of yours) is refused before
     * anything is measured. Example: {@code -Dbench.outputDirectory=build/bench}.
     */
    @Parameter(property = "bench.outputDirectory", defaultValue = "${project.build.directory}/bench")
    File outputDirectory;

    /**
     * {@code true}: do nothing, e.g. for one module of a multi-module build or from a CI variable.
     * Example: {@code -Dbench.skip=true}.
     */
    @Parameter(property = "bench.skip", defaultValue = "false")
    String skip;

    /** The build session: its properties (checked against the catalog), toolchains and settings. */
    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skipped(skip)) {
            getLog().info("bench.skip=true: nothing to do");
            return;
        }
        outputDirectory = withoutProject(outputDirectory);
        MavenDoor.execute(goal(), session, outputDirectory.toString(), this::work);
    }

    /** bench.skip read before anything else: a value that is not a boolean ends the build with its one [ERROR]. */
    static boolean skipped(String skip) throws MojoFailureException {
        try {
            return SkipSwitch.requested(skip);
        } catch (UserInputException e) {
            throw MavenDoor.failure(e);
        }
    }

    /**
     * Without a POM (bench:merge, bench:run with bench.jar) Maven's stub project leaves
     * {@code ${project.basedir}} unresolved in the default: it means the directory Maven runs in.
     */
    private static File withoutProject(File directory) {
        String path = directory.getPath();
        String unresolved = "${project.basedir}";
        int at = path.indexOf(unresolved);
        return at < 0 ? directory : new File(Path.of("").toAbsolutePath().toString(), path.substring(at + unresolved.length()));
    }

    /** "bench:run", for messages. */
    abstract String goal();

    abstract void work() throws IOException, InterruptedException, MojoFailureException;
}
