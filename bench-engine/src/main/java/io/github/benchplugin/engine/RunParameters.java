package io.github.benchplugin.engine;

import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.profile.ProfileDefinition;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything one bench:run hands the engine: the project's compiled output and class path, and
 * the user's settings as given (the engine parses and checks them, so every entry point reports
 * bad input the same way).
 *
 * @param project          the project's name, for messages and the machine-wide lock
 * @param classDirectories target/classes and target/test-classes: where the BenchmarkLists are
 * @param classpath        the project's test class path (its JMH, its benchmarks, their dependencies)
 * @param outputDirectory  bench.outputDirectory
 * @param job              bench.job
 * @param overrides        bench.forks, bench.time ... as given
 * @param include          bench.include (comma-separated regular expressions), may be null
 * @param exclude          bench.exclude, may be null
 * @param timeout          bench.timeout, may be null
 * @param lockWait         bench.lockWait
 * @param profileNames     bench.profiles, may be null
 * @param profiles         user-defined profiles, may be empty
 * @param compareProfiles  bench.compareProfiles
 * @param baseline         bench.baseline, may be null
 * @param previous         the run of bench.compareTo, or null
 * @param resume           bench.resume
 * @param verifyIsolation  bench.verifyIsolation
 * @param floor            bench.floor as given (auto, true, false), may be null: auto
 * @param shard            bench.shard (K/N), may be null
 * @param targetError      bench.targetError (a percentage such as 2%), may be null: a fixed number of forks
 * @param maxTime          bench.maxTime, the time budget of a run with bench.targetError; may be null
 * @param profilers        bench.profilers as given (JMH's -prof syntax; entries may hold several, comma-separated)
 * @param metrics          bench.metrics (secondary metrics shown as extra columns, or all), may be null
 * @param annotationProcessor where the build configures JMH's annotation processor (for the message when its
 *                         output is missing: configured, yet not run, means stale classes), null when it does not
 * @param explain          bench.explain (true, all or a regex list), may be null: nothing explained
 */
public record RunParameters(String project, List<Path> classDirectories, List<Path> classpath,
                            Path outputDirectory, String job, JobSettings.Overrides overrides, String include,
                            String exclude, String timeout, String lockWait, String profileNames,
                            List<ProfileDefinition> profiles, boolean compareProfiles, String baseline,
                            BenchResult previous, boolean resume, boolean verifyIsolation, String floor,
                            String shard, String targetError, String maxTime, List<String> profilers,
                            String metrics, String annotationProcessor, String explain) {

    public RunParameters withExplain(String newExplain) {
        return new RunParameters(project, classDirectories, classpath, outputDirectory, job, overrides, include, exclude,
                timeout, lockWait, profileNames, profiles, compareProfiles, baseline, previous, resume, verifyIsolation,
                floor, shard, targetError, maxTime, profilers, metrics, annotationProcessor, newExplain);
    }

    public RunParameters {
        classDirectories = List.copyOf(classDirectories);
        classpath = List.copyOf(classpath);
        profiles = profiles == null ? List.of() : List.copyOf(profiles);
        profilers = profilers == null ? List.of() : profilers.stream().filter(java.util.Objects::nonNull).toList();
    }
}
