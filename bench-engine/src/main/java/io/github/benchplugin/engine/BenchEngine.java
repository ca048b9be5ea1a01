package io.github.benchplugin.engine;

import io.github.benchplugin.request.RunSettings;
import io.github.benchplugin.explain.Explainer;
import io.github.benchplugin.execution.PlanExecutor;
import io.github.benchplugin.execution.PrecisionGate;
import io.github.benchplugin.config.PrecisionSettings;
import io.github.benchplugin.floor.FloorCache;
import io.github.benchplugin.floor.FloorReuse;
import io.github.benchplugin.floor.FloorSchedule;
import io.github.benchplugin.recording.ResultRecorder;
import io.github.benchplugin.hosts.ForkedHostRunner;
import io.github.benchplugin.hosts.HostJar;
import io.github.benchplugin.hosts.HostPool;
import io.github.benchplugin.hosts.HostRunner;
import io.github.benchplugin.hosts.InProcessHostRunner;
import io.github.benchplugin.hosts.JmhCommand;
import io.github.benchplugin.hosts.PrintedOutput;
import io.github.benchplugin.hosts.ProcessReaper;
import io.github.benchplugin.hosts.ProfilerListing;
import io.github.benchplugin.profilers.AsyncProfilerLibrary;
import io.github.benchplugin.profilers.ProfilerCheck;
import io.github.benchplugin.profilers.ProfilerOutputs;
import io.github.benchplugin.plan.CellPlan;
import io.github.benchplugin.plan.CellRequest;
import io.github.benchplugin.plan.ProfileMatrix;
import io.github.benchplugin.plan.ShardSlicer;
import io.github.benchplugin.resume.ResumeState;
import io.github.benchplugin.resume.RunFingerprint;
import io.github.benchplugin.lock.RunLock;
import io.github.benchplugin.run.ResultPrinter;
import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.run.RunOutcome;
import io.github.benchplugin.run.RuntimeSource;
import io.github.benchplugin.run.TargetRuntime;
import io.github.benchplugin.catalog.BenchmarkCatalog;
import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.catalog.BenchmarkRow;
import io.github.benchplugin.catalog.ClassFileScan;
import io.github.benchplugin.catalog.MeasuredCode;
import io.github.benchplugin.catalog.ProjectJmh;
import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.config.Durations;
import io.github.benchplugin.config.FloorSetting;
import io.github.benchplugin.config.ExplainOption;
import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.config.MetricsOption;
import io.github.benchplugin.config.ProfilerSpec;
import io.github.benchplugin.config.ProfilerSpecs;
import io.github.benchplugin.config.RegexList;
import io.github.benchplugin.isolation.IsolationJson;
import io.github.benchplugin.report.isolation.IsolationMarkdown;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.RuntimeProfile;
import io.github.benchplugin.model.Shard;
import io.github.benchplugin.runtimeprofile.HostFlags;
import io.github.benchplugin.runtimeprofile.ProfileCatalog;
import io.github.benchplugin.assembly.ReportAssembler;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.stats.PrecisionTarget;
import io.github.benchplugin.stats.Steering;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * bench:run without Maven: reads the project's benchmarks, checks the settings, takes the
 * machine-wide run lock, resolves the columns, plans the cells, runs them through host JVMs and
 * writes the results. bench.verifyIsolation runs the same pipeline with a shared-JVM column next
 * to every runtime. The caller turns the outcome into a build result.
 */
public final class BenchEngine {


    /** Makes the host runner for each column; {@link #standard} outside tests. */
    public interface HostRunners {
        HostRunner forRuntime(TargetRuntime runtime, JmhCommand command,
                              java.util.function.Function<CellRequest, Duration> timeouts, ProcessReaper reaper,
                              HostPool hosts, PrintedOutput printed);

        /** Forked on the column's JDK, or inside Maven's JVM for the columns that were asked to run there. */
        static HostRunners standard(RunLog log) {
            return (runtime, command, timeouts, reaper, hosts, printed) -> runtime.inProcess()
                    ? new InProcessHostRunner(command, timeouts, log, printed)
                    : new ForkedHostRunner(command, timeouts, log, reaper, hosts, printed);
        }
    }

    private final RunLog log;
    private final HostRunners hostRunners;
    private final HostJar hostJar;

    public BenchEngine(RunLog log) {
        this(log, HostRunners.standard(log), HostJar.located());
    }

    BenchEngine(RunLog log, HostRunners hostRunners, HostJar hostJar) {
        this.log = log;
        this.hostRunners = hostRunners;
        this.hostJar = hostJar;
    }

    public RunOutcome run(RunParameters p, RuntimeSource runtimeSource) throws IOException, InterruptedException {
        MeasuredCode code = p.code();
        ClassFileScan classes = ClassFileScan.of(code.classDirectories());
        // A module without a BenchmarkList (a parent POM, a sibling library) needs no JMH: skipped before looking for it.
        if (!BenchmarkCatalog.anyListIn(code.classDirectories())) {
            if (classes.usesBenchmarkAnnotation()) {
                throw new BadInputException(MissingBenchmarkList.message(code.name(), directoriesWithBenchmarks(code),
                        AnnotationProcessorSetup.describe(p.annotationProcessor(), code.classpath())));
            }
            log.info("No JMH benchmarks in " + code.name() + " (no META-INF/BenchmarkList): skipped");
            return RunOutcome.nothingToRun();
        }
        ProjectJmh jmh = ProjectJmh.find(code.classpath(), code.name());
        BenchmarkCatalog catalog = BenchmarkCatalog.read(code.classDirectories(), jmh, readerClasspath(code));
        if (catalog.isEmpty()) {
            log.info("No JMH benchmarks in " + code.name() + " (its META-INF/BenchmarkList is empty): skipped");
            return RunOutcome.nothingToRun();
        }
        // The settings were checked by RunSettings.parse; what needs the benchmarks is checked here, before the lock.
        RunSettings s = p.settings();
        JobSettings settings = s.job();
        Optional<PrecisionSettings> precision = s.measurement().precision();
        boolean verifyIsolation = s.columns().verifyIsolation();
        List<BenchmarkMethod> methods = catalog.select(s.rows().include(), s.rows().exclude());
        BenchmarkCatalog.checkParams(settings.params(), methods);
        String baselineMethod = BaselineCheck.resolve(s.rows().baseline(), methods);
        List<RuntimeProfile> profiles = s.columns().profiles();
        Shard shard = s.rows().shard();
        FloorSetting requestedFloor = s.measurement().floor();
        FloorSetting floor = requestedFloor == FloorSetting.NEVER || floorRunsOn(jmh) ? requestedFloor
                : FloorSetting.NEVER;
        MetricSelection metrics = s.output().metrics();
        ExplainOption explain = s.output().explain();
        Duration timeout = s.measurement().timeout();

        // The runtimes too are resolved before the lock: a JDK that is not there is said at once, not
        // after waiting up to bench.lockWait for another run to finish.
        List<TargetRuntime> selected = runtimeSource.select();
        List<TargetRuntime> requested = ProfileMatrix.expand(selected, profiles);
        profiles.forEach(profile -> log.info("Profile " + profile.name() + ": " + profile.describeFlags()));
        ClassVersionCheck.requireRunnable(classes, requested);

        // One run at a time on this machine: benchmarks measured side by side measure each other.
        try (RunLock lock = RunLock.acquire(code.name(), s.measurement().lockWait(), log::info);
             ProcessReaper reaper = new ProcessReaper(); HostPool hosts = new HostPool(reaper, log)) {
            List<TargetRuntime> columns = requested;
            if (verifyIsolation) {
                columns = IsolationVerification.columns(columns);
            }
            Path out = verifyIsolation ? p.outputDirectory().resolve(IsolationVerification.RUN_DIRECTORY)
                    : p.outputDirectory();
            List<ProfilerSpec> profilers = AsyncProfilerLibrary.supply(s.output().profilers(), out);
            ProfilerOutputs profilerOutputs = new ProfilerOutputs(profilers, out);
            JmhCommand command = new JmhCommand(measuredClasspath(catalog, code, floor, out), settings, profilerOutputs);
            PrintedOutput printed = new PrintedOutput(out);
            startHosts(columns, command, reaper, hosts, printed);
            if (!profilers.isEmpty()) {
                ProfilerCheck.require(profilers, columns, column -> ProfilerListing.lines(column, command)); // before anything is measured
                log.info("Profilers " + profilers.stream().map(ProfilerSpec::name).toList() + " on every measured "
                        + "fork; their files go to " + out.resolve(ProfilerOutputs.DIRECTORY));
            }
            List<BenchmarkRow> rows = rowsOf(methods, settings, shard);
            AnnotationOverrides.of(settings, rows).forEach(log::info);
            BenchmarkMethod floorMethod = floor == FloorSetting.NEVER ? null : HostJar.floorMethod();
            CellPlan plan = CellPlan.of(columns, rows, floorMethod, settings, out.resolve("work"));
            Optional<PrecisionSettings> steered = precision.map(t -> t.steeringBy(steering(p, selected,
                    baselineMethod)));
            ResumeState resume = ResumeState.begin(out, fingerprint(settings, shard, steered, columns, methods,
                    classes), s.measurement().resume());
            resume.whyNotResumable().ifPresent(reason -> log.info("bench.resume: " + reason));
            resume.remeasured().forEach(log::warn);
            printed.startRun(resume.finishedCount() > 0);
            ResultRecorder recorder = recorder(p, settings, steered, floor, baselineMethod, out, columns, rows, shard,
                    jmh, metrics).withProfilerOutputs(profilerOutputs);
            log.info(PlanExecutor.describe(plan, methods.size(), columns.size()) + " (" + settings.describe() + ")"
                    + (explain.enabled() ? "; then bench.explain: one extra fork with JFR per explained row and runtime" : ""));
            Instant start = Instant.now();
            Optional<PrecisionGate> gate = steered.map(t -> new PrecisionGate(t, plan, log,
                    () -> Duration.between(start, Instant.now())));
            gate.ifPresent(g -> log.info("bench.targetError " + steered.get().describe() + ": every cell gets "
                    + PrecisionTarget.MIN_FORKS + " forks, then only the rows short of the target get more; "
                    + steered.get().steering().describe()));
            PlanExecutor executor = new PlanExecutor(
                    (runtime, timeouts) -> hostRunners.forRuntime(runtime, command, timeouts, reaper, hosts,
                            printed), log,
                    runtimeSource::replacementFor);
            PlanExecutor.RoundGate rounds = gate.isPresent() ? gate.get() : PlanExecutor.RoundGate.ALL;
            FloorReuse reuse = new FloorReuse(new FloorCache(FloorCache.defaultDirectory(), java.time.Clock.systemUTC()),
                    plan, command, recorder.environment(), out, recorder, log);
            FloorSchedule floors = new FloorSchedule(floor, HostJar.FLOOR_MODE,
                    floor == FloorSetting.AUTO ? reuse : FloorSchedule.CachedFloors.NONE);
            BenchResult measured = executor.execute(plan, recorder, resume, timeout, rounds, floors);
            if (floor == requestedFloor) { // a floor left out for another JMH release was said when it was decided
                floors.describe(measured).ifPresent(log::info);
            }
            if (floor != FloorSetting.NEVER) {
                reuse.keepMeasured();
            }
            BenchResult result = explain.enabled() ? explained(measured, explain, out, command, rows, columns, plan, timeout,
                    reaper, hosts, metrics) : measured;
            gate.ifPresent(g -> g.report(result));
            recorder.floorFailures().forEach((runtime, why) ->
                    log.warn("The harness floor of " + runtime + " could not be measured: " + why));
            if (verifyIsolation) {
                IsolationVerification.report(result, columns, p.outputDirectory(), log);
                return new RunOutcome(result, recorder.failures(), List.of(), List.of(
                        p.outputDirectory().resolve(IsolationMarkdown.FILE_NAME),
                        p.outputDirectory().resolve(IsolationJson.FILE_NAME)));
            }
            new ResultPrinter(log).print(result, out, metrics);
            return new RunOutcome(result, recorder.failures(), result.runtimes().stream()
                    .filter(r -> !r.isolated()).map(io.github.benchplugin.model.RuntimeInfo::id).toList(),
                    List.of(out.resolve(MarkdownRenderer.FILE_NAME), out.resolve(ReportFiles.RESULTS_JSON)));
        }
    }

    /**
     * Every runtime's host JVM boots, and JMH probes its JDK, while the rest of the run is planned
     * (under the run lock: nothing else of ours measures meanwhile); the first cell waits until all
     * of them are ready ({@link PlanExecutor}). A runner made only to start its host runs no cell,
     * so it needs no timeout.
     */
    private void startHosts(List<TargetRuntime> columns, JmhCommand command, ProcessReaper reaper, HostPool hosts,
                            PrintedOutput printed) {
        for (TargetRuntime column : columns) {
            hostRunners.forRuntime(column, command, cell -> Duration.ZERO, reaper, hosts, printed)
                    .prepare(column);
        }
    }

    /**
     * The comparisons the table will show, as the precision target steers by them: runtimes (two
     * or more bench.jdks entries), profiles (bench.compareProfiles), methods (bench.baseline), the
     * earlier run (bench.compareTo).
     */
    private static Steering steering(RunParameters p, List<TargetRuntime> runtimes, String baselineMethod) {
        RunSettings.Columns columns = p.settings().columns();
        return Steering.of(runtimes.stream().map(TargetRuntime::id).toList(),
                columns.compareProfiles() ? columns.profiles().stream().map(RuntimeProfile::name).toList() : List.of(),
                baselineMethod == null ? null : p.settings().rows().baseline().trim(), p.previous() != null);
    }

    /** The class directories whose classes use @Benchmark, for the message when no BenchmarkList was generated. */
    private static List<Path> directoriesWithBenchmarks(MeasuredCode code) throws IOException {
        List<Path> found = new ArrayList<>();
        for (Path dir : code.classDirectories()) {
            if (ClassFileScan.of(List.of(dir)).usesBenchmarkAnnotation()) {
                found.add(dir);
            }
        }
        return found;
    }

    /** bench.explain after the measured rounds: the recorded forks, then every file rewritten with the evidence. */
    private BenchResult explained(BenchResult measured, ExplainOption explain, Path out, JmhCommand command,
                                  List<BenchmarkRow> rows, List<TargetRuntime> columns, CellPlan plan, Duration timeout,
                                  ProcessReaper reaper, HostPool hosts, MetricSelection metrics)
            throws IOException, InterruptedException {
        Explainer explainer = new Explainer(log, out);
        JmhCommand recording = explainer.command(command);
        BenchResult result = explainer.explain(measured, explain, rows, columns,
                (runtime, timeouts) -> hostRunners.forRuntime(runtime, recording, timeouts, reaper, hosts,
                        new PrintedOutput(out)),
                cell -> timeout != null ? timeout : PlanExecutor.defaultTimeout(plan.planned(cell)), plan::warmup);
        if (!result.explanations().isEmpty()) {
            new ReportFiles(metrics).write(result, out);
        }
        return result;
    }

    /** The rows of the selected methods (a row per parameter set and mode), or this shard's slice of them. */
    private List<BenchmarkRow> rowsOf(List<BenchmarkMethod> methods, JobSettings settings, Shard shard) {
        List<BenchmarkRow> rows = methods.stream()
                .flatMap(m -> m.rows(settings.params(), settings.mode()).stream()).toList();
        if (shard == null) {
            return rows;
        }
        List<BenchmarkRow> slice = ShardSlicer.select(shard, rows);
        log.info("bench.shard=" + shard + ": " + slice.size() + " of the " + rows.size() + " selected rows");
        return slice;
    }

    /** What must be the same for bench.resume to keep cells measured by an earlier, interrupted run. */
    private static RunFingerprint fingerprint(JobSettings settings, Shard shard, Optional<PrecisionSettings> precision,
                                              List<TargetRuntime> columns, List<BenchmarkMethod> methods,
                                              ClassFileScan classes) {
        Map<String, String> fingerprinted = new LinkedHashMap<>(settings.describe());
        if (shard != null) {
            fingerprinted.put("shard", shard.toString());
        }
        precision.ifPresent(t -> fingerprinted.put("targetError", t.describe()));
        return RunFingerprint.of(fingerprinted, columns, methods.stream().map(BenchmarkMethod::name).toList(),
                classes.fingerprint());
    }

    /**
     * Keeps every finished cell and rewrites the results as they come: compared as the run asks
     * (bench.baseline, bench.compareTo, profiles, the precision rule's level), with the settings
     * and the precision rule recorded in results.json.
     */
    private static ResultRecorder recorder(RunParameters p, JobSettings settings, Optional<PrecisionSettings> precision,
                                           FloorSetting floor, String baselineMethod, Path out,
                                           List<TargetRuntime> columns, List<BenchmarkRow> rows, Shard shard,
                                           ProjectJmh jmh, MetricSelection metrics) {
        ReportAssembler assembler = new ReportAssembler(baselineMethod, p.previous(),
                p.settings().columns().compareProfiles()).withMargin(p.margin());
        Map<String, String> recorded = new LinkedHashMap<>(settings.describe());
        recorded.put(Environment.MARGIN_SETTING, Environment.marginText(p.margin()));
        recorded.put(Environment.FLOOR_SETTING, floor.text());
        if (floor == FloorSetting.NEVER && p.settings().measurement().floor() != FloorSetting.NEVER) {
            recorded.put(Environment.FLOOR_OFF_REASON, "its benchmark is built for JMH " + HostJar.floorJmhVersion()
                    + ", this project measures with JMH " + jmh.version());
        }
        if (precision.isPresent()) {
            assembler = assembler.withPrecisionTarget(precision.get().target());
            recorded.putAll(precision.get().target().recordedSettings());
        }
        return new ResultRecorder(out, columns, rows, EnvironmentProbe.probe(recorded, settings.jvmArgs()), assembler,
                new ReportFiles(metrics), shard, jmh.version());
    }

    /**
     * The harness floor's classes were generated by bench-host's JMH; on a project with another
     * release the floor is left out (said once) rather than run on internals it was not made for.
     */
    private boolean floorRunsOn(ProjectJmh jmh) {
        if (HostJar.canRunFloor(jmh)) {
            return true;
        }
        log.warn("The harness floor is not measured: its benchmark is built for JMH " + HostJar.floorJmhVersion()
                + " and this project measures with JMH " + jmh.version() + ". ZERO_MEASUREMENT then rests on the"
                + " comparisons between runtimes and methods alone");
        return false;
    }

    /** Where {@link BenchmarkCatalog} finds the project's JMH and bench-host's reader. */
    private List<Path> readerClasspath(MeasuredCode code) {
        List<Path> classpath = new ArrayList<>(code.classpath());
        classpath.add(hostJar.location());
        return classpath;
    }

    /**
     * The merged BenchmarkList (with the harness floor) first, then the project's test class
     * path, then bench-host: its classes only add the host and the floor benchmark.
     */
    private List<Path> measuredClasspath(BenchmarkCatalog catalog, MeasuredCode code, FloorSetting floor, Path out)
            throws IOException {
        List<Path> classpath = new ArrayList<>();
        classpath.add(catalog.writeOverlay(out.resolve("classpath-overlay"),
                floor == FloorSetting.NEVER ? List.of() : hostJar.floorLines()));
        classpath.addAll(code.classpath());
        classpath.add(hostJar.location());
        return classpath;
    }
}
