package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.VariantRequest;
import io.github.benchplugin.engine.config.PrecisionSettings;
import io.github.benchplugin.engine.plan.ShardSlicer;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.engine.config.ExplainOption;
import io.github.benchplugin.engine.config.FloorSetting;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.MetricsOption;
import io.github.benchplugin.engine.config.ProfilerSpec;
import io.github.benchplugin.engine.config.ProfilerSpecs;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.config.RegexList;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Shard;
import io.github.benchplugin.engine.runtimeprofile.HostFlags;
import io.github.benchplugin.engine.runtimeprofile.ProfileCatalog;
import io.github.benchplugin.engine.runtimeprofile.ProfileDefinition;
import io.github.benchplugin.report.table.MetricSelection;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The settings of one bench:run, typed and checked: the one place where the user's raw
 * {@code bench.*} values become what the engine runs with. Every door (the mojos, the command
 * line) parses here before anything is locked or measured, so a bad value is one
 * {@link BadInputException} with the same message whichever door it came through. Checks that need
 * the project (a bench.baseline or bench.params name that must exist) follow in the engine once the
 * benchmarks are read, still before the run lock.
 *
 * @param rows        which benchmarks, which slice of them, and the method the others are compared with
 * @param job         forks, iterations, times, modes, params, rounds
 * @param columns     the runtime profiles and how columns are compared
 * @param measurement how the cells are measured and how long the run may wait and take
 * @param output      what is measured beside the time and written beside the tables
 */
public record RunSettings(Rows rows, JobSettings job, Columns columns, Measurement measurement, Output output) {

    /** How long a run waits for another run on this machine when bench.lockWait is not given. */
    static final String DEFAULT_LOCK_WAIT = "1h";

    /**
     * @param include  bench.include, regular expressions over benchmark names (empty: all)
     * @param exclude  bench.exclude, applied after include
     * @param baseline bench.baseline as given (a method name checked against the benchmarks later), or null
     * @param shard    bench.shard, or null for every row
     */
    public record Rows(List<String> include, List<String> exclude, String baseline, Shard shard) {
        public Rows {
            include = List.copyOf(include);
            exclude = List.copyOf(exclude);
        }
    }

    /**
     * @param profiles        bench.profiles resolved (built-in and user-defined), at least the default one
     * @param compareProfiles bench.compareProfiles: also compare each profile with the first on its runtime
     * @param verifyIsolation bench.verifyIsolation: every runtime measured forked and in one shared JVM
     * @param variants        bench.variants as given; the door resolves it into class paths (MeasuredCode.variants)
     */
    public record Columns(List<RuntimeProfile> profiles, boolean compareProfiles, boolean verifyIsolation,
                          Optional<VariantRequest> variants) {
        public Columns {
            profiles = List.copyOf(profiles);
        }

        public Columns(List<RuntimeProfile> profiles, boolean compareProfiles, boolean verifyIsolation) {
            this(profiles, compareProfiles, verifyIsolation, Optional.empty());
        }

        /** The profiles' names when bench.compareProfiles compares them with the first, else empty. */
        public List<String> comparedProfiles() {
            return compareProfiles ? profiles.stream().map(RuntimeProfile::name).toList() : List.of();
        }
    }

    /**
     * @param precision bench.targetError and bench.maxTime, empty for a fixed number of forks
     * @param floor     bench.floor
     * @param timeout   bench.timeout, or null for the default per cell (3 x its plan + 2 min)
     * @param lockWait  bench.lockWait
     * @param resume    bench.resume
     * @param duet      bench.duet: the columns' forks of each row side by side on separate CPU sets, their
     *                  iterations started together, the ratios taken from the pairs
     */
    public record Measurement(Optional<PrecisionSettings> precision, FloorSetting floor, Duration timeout,
                              Duration lockWait, boolean resume, boolean duet) {

        /** Without bench.duet. */
        public Measurement(Optional<PrecisionSettings> precision, FloorSetting floor, Duration timeout,
                           Duration lockWait, boolean resume) {
            this(precision, floor, timeout, lockWait, resume, false);
        }
    }

    /**
     * @param profilers JMH profilers (bench.profilers) on every measured fork
     * @param metrics   bench.metrics: the secondary metrics shown as columns
     * @param explain   bench.explain: the rows recorded and explained after the rounds
     * @param keepWork  bench.keepWork: the run's scratch files (work/) stay after it, for debugging
     */
    public record Output(List<ProfilerSpec> profilers, MetricSelection metrics, ExplainOption explain,
                         boolean keepWork) {
        public Output {
            profilers = List.copyOf(profilers);
        }
    }

    /**
     * @param raw          the user's bench.* values as one door received them
     * @param userProfiles the {@code <profiles>} a POM defines (none on the command line)
     * @throws BadInputException for the first value that cannot be used, naming it and what is allowed
     */
    public static RunSettings parse(RawSettings raw, List<ProfileDefinition> userProfiles) {
        boolean verifyIsolation = raw.flag("bench.verifyIsolation", false);
        boolean compareProfiles = raw.flag("bench.compareProfiles", false);
        Optional<PrecisionSettings> precision = PrecisionSettings.of(raw).map(t -> t.comparingProfiles(compareProfiles));
        refuseWithVerifyIsolation(verifyIsolation, raw, "bench.targetError", precision.isPresent());
        JobSettings job = JobSettings.of(raw);
        if (precision.isPresent()) {
            job = job.withOneForkPerRound(precision.get().maxForks());
        }
        ExplainOption explain = ExplainOption.parse(raw.text("bench.explain"))
                .withMachineCode(raw.flag("bench.explainMachineCode", true));
        refuseWithVerifyIsolation(verifyIsolation, raw, "bench.explain", explain.enabled());
        String timeout = raw.text("bench.timeout");
        String lockWait = raw.text("bench.lockWait");
        return new RunSettings(
                new Rows(RegexList.split(raw.text("bench.include")), RegexList.split(raw.text("bench.exclude")),
                        raw.text("bench.baseline"), ShardSlicer.parse(raw.text("bench.shard"))),
                job,
                new Columns(new ProfileCatalog(userProfiles, HostFlags::ofThisJvm).select(raw.text("bench.profiles")),
                        compareProfiles, verifyIsolation, VariantRequest.parse(raw.text(VariantRequest.PROPERTY))),
                new Measurement(precision, FloorSetting.parse(raw.text("bench.floor")),
                        timeout == null ? null : Durations.parse("bench.timeout", timeout),
                        Durations.parse("bench.lockWait", lockWait == null ? DEFAULT_LOCK_WAIT : lockWait),
                        raw.flag("bench.resume", false), raw.flag("bench.duet", false)),
                new Output(ProfilerSpecs.parse(raw.list("bench.profilers")), MetricsOption.parse(raw.text("bench.metrics")),
                        explain, raw.flag("bench.keepWork", false)));
    }

    /** bench.verifyIsolation compares placements, not runtimes: options about runtime comparisons make no sense with it. */
    private static void refuseWithVerifyIsolation(boolean verifyIsolation, RawSettings raw, String property, boolean set) {
        if (verifyIsolation && set) {
            throw new BadInputException(property + " '" + raw.text(property) + "' cannot be combined with "
                    + "bench.verifyIsolation, which compares placements, not runtimes; drop one of them");
        }
    }
}
