package io.github.benchplugin.engine;

import io.github.benchplugin.engine.gate.GateReach;
import io.github.benchplugin.engine.hosts.EffectiveFlags;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.request.RunSettings;
import io.github.benchplugin.engine.explain.Explainer;
import io.github.benchplugin.engine.execution.PlanExecutor;
import io.github.benchplugin.engine.execution.PrecisionGate;
import io.github.benchplugin.engine.config.PrecisionSettings;
import io.github.benchplugin.engine.floor.FloorCache;
import io.github.benchplugin.engine.floor.FloorReuse;
import io.github.benchplugin.engine.floor.FloorSchedule;
import io.github.benchplugin.engine.recording.ResultRecorder;
import io.github.benchplugin.engine.hosts.ForkedHostRunner;
import io.github.benchplugin.engine.hosts.HostJar;
import io.github.benchplugin.engine.hosts.HostPool;
import io.github.benchplugin.engine.hosts.HostRunner;
import io.github.benchplugin.engine.hosts.InProcessHostRunner;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.hosts.PrintedOutput;
import io.github.benchplugin.engine.hosts.ProbeStop;
import io.github.benchplugin.engine.hosts.ProcessReaper;
import io.github.benchplugin.engine.hosts.ProfilerListing;
import io.github.benchplugin.engine.profilers.AsyncProfilerLibrary;
import io.github.benchplugin.engine.profilers.ProfilerCheck;
import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.engine.plan.CellPlan;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.ProfileMatrix;
import io.github.benchplugin.engine.plan.ShardSlicer;
import io.github.benchplugin.engine.plan.VariantMatrix;
import io.github.benchplugin.engine.resume.ResumeState;
import io.github.benchplugin.engine.resume.RunFingerprint;
import io.github.benchplugin.engine.lock.RunLock;
import io.github.benchplugin.engine.output.OutputFolder;
import io.github.benchplugin.engine.publish.Publication;
import io.github.benchplugin.engine.run.ResultPrinter;
import io.github.benchplugin.engine.run.FlagsCache;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.RunOutcome;
import io.github.benchplugin.engine.run.RuntimeSource;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.catalog.BenchmarkCatalog;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.catalog.ClassFileScan;
import io.github.benchplugin.engine.catalog.CodeVariant;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.catalog.ProjectJmh;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.engine.config.FloorSetting;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.MetricsOption;
import io.github.benchplugin.engine.config.ProfilerSpec;
import io.github.benchplugin.engine.config.ProfilerSpecs;
import io.github.benchplugin.engine.config.RegexList;
import io.github.benchplugin.model.isolation.IsolationJson;
import io.github.benchplugin.report.isolation.IsolationMarkdown;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.engine.hosts.DuetBarrier;
import io.github.benchplugin.engine.plan.CpuList;
import io.github.benchplugin.engine.plan.DuetPlan;
import io.github.benchplugin.model.result.Shard;
import io.github.benchplugin.engine.runtimeprofile.HostFlags;
import io.github.benchplugin.engine.runtimeprofile.ProfileCatalog;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.model.stats.PrecisionTarget;
import io.github.benchplugin.model.stats.Steering;

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

        /** Forked on the column's JDK, or inside the engine's JVM for the columns that were asked to run there. */
        static HostRunners standard(RunLog log, EngineJvm jvm) {
            return (runtime, command, timeouts, reaper, hosts, printed) -> runtime.inProcess()
                    ? new InProcessHostRunner(command, timeouts, log, printed, jvm)
                    : new ForkedHostRunner(command, timeouts, log, reaper, hosts, printed);
        }
    }

    private final RunLog log;
    private final EngineJvm jvm;
    private final HostRunners hostRunners;
    private final HostJar hostJar;

    /** @param jvm what the door calls the JVM this engine runs in ({@code request.Door#jvm}), for its messages */
    public BenchEngine(RunLog log, EngineJvm jvm) {
        this(log, jvm, HostRunners.standard(log, jvm), HostJar.located());
    }

    BenchEngine(RunLog log, EngineJvm jvm, HostRunners hostRunners, HostJar hostJar) {
        this.log = log;
        this.jvm = jvm;
        this.hostRunners = hostRunners;
        this.hostJar = hostJar;
    }

    /**
     * What runs after the measuring, before the run lock is released: the gates decide and the publish stage
     * writes ({@link Publication#afterGates}), clearing the run's scratch files as its last step.
     */
    @FunctionalInterface
    public interface AfterMeasuring {
        /** Publishes nothing; the run's end clears the scratch files. */
        AfterMeasuring NOTHING = (outcome, scratch) -> List.of();

        /** @return why the run fails, one sentence per reason; empty when it passes */
        List<String> publish(RunOutcome outcome, Publication.Scratch scratch) throws IOException;
    }

    /** Measures and writes the results files; no gate, nothing published. */
    public RunOutcome run(RunParameters p, RuntimeSource runtimeSource) throws IOException, InterruptedException {
        return run(p, runtimeSource, AfterMeasuring.NOTHING).outcome();
    }

    public BenchRun.Measured run(RunParameters p, RuntimeSource runtimeSource, AfterMeasuring after)
            throws IOException, InterruptedException {
        // A module without benchmarks (a parent POM, a sibling library) is skipped; a missing BenchmarkList is refused.
        Optional<Benchmarks> benchmarks = findBenchmarks(p);
        if (benchmarks.isEmpty()) {
            return new BenchRun.Measured(RunOutcome.nothingToRun(), List.of());
        }
        // Checked before the lock: a bad selection or a JDK that is not there is said at once, not after bench.lockWait.
        Selection selection = select(p.settings(), benchmarks.get(), runtimeSource);
        // A gate that could compare nothing, or a bench.compareTo of another project, is said before the suite runs.
        GateReach.check(p.requirements(), selection.selected().stream().map(TargetRuntime::id).toList(),
                p.settings().columns().comparedProfiles(),
                benchmarks.get().code().variants().stream().map(CodeVariant::name).toList(), p.previous(),
                selection.methods().stream().map(BenchmarkMethod::name).toList(), p.settings().rows().baseline());
        // Ours to rewrite (marked, or made and marked now), before the lock: a folder of the user's is refused.
        OutputFolder.claim(p.outputDirectory(), log::info);
        RunScope scope = RunScope.of(p, benchmarks.get(), selection);
        // One run at a time on this machine: benchmarks measured side by side measure each other. The scratch
        // files go after the hosts (closed first), as the publish stage's last step or, short of it, as the run ends.
        try (RunLock lock = RunLock.acquire(p.code().name(), p.settings().measurement().lockWait(), log::info);
             RunScratch scratch = new RunScratch(scope.out(), p.settings().output().keepWork(), log)) {
            RunOutcome outcome = measureOnHosts(scope, runtimeSource, scratch);
            // Still inside the lock, so that clearing the scratch files takes none of a next run's.
            return new BenchRun.Measured(outcome, after.publish(outcome, scratch));
        }
    }

    /** The run on its hosts, closed when it is done; the table on the console and the results files written. */
    private RunOutcome measureOnHosts(RunScope scope, RuntimeSource runtimeSource, RunScratch scratch)
            throws IOException, InterruptedException {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool hosts = new HostPool(reaper, log)) {
            // The hosts boot while the rest is planned; the profilers are checked before anything is measured.
            Forks forks = startForks(scope, reaper, hosts, runtimeSource);
            // The rows, their cells and the precision rule: what the recording and the execution go by.
            PlannedRun run = plan(scope);
            // bench.duet: which rows run side by side on which CPUs, and the barrier their forks meet at.
            DuetPlan duet = duet(run);
            try (DuetBarrier barrier = duet.on() ? DuetBarrier.open(duet.timeout()) : null) {
                if (barrier != null) {
                    forks = forks.withDuet(duet, barrier);
                }
                // Each paired cell at its side, and the baseline's extra cells beside each further partner.
                PlannedRun arranged = new PlannedRun(run.scope(), run.rows(), duet.arrange(run.plan()), run.precision());
                RunOutcome outcome = measureAndReport(arranged, forks, scratch);
                if (barrier != null) {
                    log.info(DuetPlan.PROPERTY + ": " + barrier.describe());
                }
                return outcome;
            }
        }
    }

    /** bench.duet's plan for the run's columns and rows on this machine, said; {@link DuetPlan#OFF} when not asked for. */
    private DuetPlan duet(PlannedRun run) {
        if (!run.scope().settings().measurement().duet()) {
            return DuetPlan.OFF;
        }
        String pairingId = Long.toString(System.currentTimeMillis(), 36) + "-"
                + Integer.toHexString(new java.security.SecureRandom().nextInt(1 << 16));
        DuetPlan plan = DuetPlan.of(run.scope().columns(), run.rows(), run.scope().selection().baselineMethod(),
                run.scope().job(), CpuList.allowed(), CpuList.tasksetFound(), pairingId);
        plan.lines().forEach(plan.on() ? log::info : log::warn);
        return plan;
    }

    private RunOutcome measureAndReport(PlannedRun run, Forks forks, RunScratch scratch)
            throws IOException, InterruptedException {
        RunScope scope = run.scope();
        // What an interrupted earlier run finished is taken over, not measured again (bench.resume).
        ResumeState resume = resume(run);
        scratch.resumeFrom(resume);
        forks.printed().startRun(resume.finishedCount() > 0);
        // Keeps every finished cell and rewrites the files as they come.
        ResultRecorder recorder = recorder(run).withProfilerOutputs(forks.profilerOutputs()).withDuet(forks.duet())
                // Each column's effective flags: asked of its JVM once per JDK, flag set and machine (FlagsCache),
                // or taken from the flags trial before the lock, which ran the same command.
                .withFlags(new EffectiveFlags(log, FlagsCache.forThisMachine()).read(scope.columns(),
                        forks.command()::measuredJvmArgs));
        // Every cell of the plan, then bench.explain's recorded forks; Ctrl-C meanwhile keeps what finished.
        Measurement measured = measureUntilDone(run, forks, recorder, resume, scratch);
        BenchResult result = measured.result();
        // What the user is told at the end: how close the precision target came, which floors failed.
        measured.precision().ifPresent(g -> g.report(result));
        recorder.floorFailures().forEach((runtime, why) ->
                log.warn("The harness floor of " + runtime + " could not be measured: " + why));
        // The table on the console, or bench.verifyIsolation's divergence report; the caller's outcome.
        RunOutcome outcome = outcome(scope, recorder, result);
        scratch.finished();
        return outcome;
    }

    /**
     * The measured result, and the precision target's gate (bench.targetError) that chose the
     * rounds' cells and reports at the end.
     */
    private record Measurement(BenchResult result, Optional<PrecisionGate> precision) {
    }

    /**
     * The measured rounds, then bench.explain's recorded forks (every file rewritten with the evidence).
     * A shutdown of this JVM meanwhile (Ctrl-C) writes what finished, keeps what bench.resume reads and
     * says so ({@link Interruption}).
     */
    private Measurement measureUntilDone(PlannedRun run, Forks forks, ResultRecorder recorder, ResumeState resume,
                                         RunScratch scratch) throws IOException, InterruptedException {
        RunScope scope = run.scope();
        try (Interruption interruption = Interruption.watch(log, jvm, recorder, resume, run.plan().cells().size(),
                scope.out(), scratch)) {
            Measurement measured = measure(run, forks, recorder, resume);
            return scope.settings().output().explain().enabled()
                    ? new Measurement(explained(run, forks, measured.result()), measured.precision()) : measured;
        }
    }

    /** The module's benchmarks, or empty (said why) when it has none to run. */
    private Optional<Benchmarks> findBenchmarks(RunParameters p) throws IOException {
        MeasuredCode code = p.code();
        ClassFileScan classes = ClassFileScan.of(code.classDirectories());
        // Skipped before looking for JMH: a module without a BenchmarkList needs none.
        if (!BenchmarkCatalog.anyListIn(code.classDirectories())) {
            if (classes.usesBenchmarkAnnotation()) {
                throw new BadInputException(MissingBenchmarkList.message(code.name(), directoriesWithBenchmarks(code),
                        AnnotationProcessorSetup.describe(p.annotationProcessor(), code.classpath())));
            }
            log.info("No JMH benchmarks in " + code.name() + " (no META-INF/BenchmarkList): skipped");
            return Optional.empty();
        }
        ProjectJmh jmh = ProjectJmh.find(code.classpath(), code.name());
        BenchmarkCatalog catalog = BenchmarkCatalog.read(code.classDirectories(), jmh, readerClasspath(code));
        if (catalog.isEmpty()) {
            log.info("No JMH benchmarks in " + code.name() + " (its META-INF/BenchmarkList is empty): skipped");
            return Optional.empty();
        }
        return Optional.of(new Benchmarks(code, classes, jmh, catalog));
    }

    /**
     * The settings were checked by RunSettings.parse; what needs the benchmarks (methods, params,
     * bench.baseline, the floor's JMH) is checked here, and the runtimes are resolved.
     */
    private Selection select(RunSettings s, Benchmarks benchmarks, RuntimeSource runtimeSource) throws IOException {
        List<BenchmarkMethod> methods = benchmarks.catalog().select(s.rows().include(), s.rows().exclude());
        BenchmarkCatalog.checkParams(s.job().params(), methods);
        String baselineMethod = BaselineCheck.resolve(s.rows().baseline(), methods);
        FloorSetting requestedFloor = s.measurement().floor();
        FloorSetting floor = requestedFloor == FloorSetting.NEVER || floorRunsOn(benchmarks.jmh()) ? requestedFloor
                : FloorSetting.NEVER;
        List<RuntimeProfile> profiles = s.columns().profiles();
        List<TargetRuntime> selected = runtimeSource.select();
        List<TargetRuntime> requested = VariantMatrix.expand(ProfileMatrix.expand(selected, profiles, jvm),
                VariantChecks.allowed(benchmarks.code().variants(), s, runtimeSource), jvm);
        profiles.forEach(profile -> log.info("Profile " + profile.name() + ": " + profile.describeFlags()));
        VariantChecks.describe(requested).forEach(log::info);
        IterationFixtures.describe(methods, s.job()).ifPresent(log::info);
        ClassVersionCheck.requireRunnable(benchmarks.classes(), requested);
        return new Selection(methods, baselineMethod, selected, requested, floor, requestedFloor);
    }

    /** The command every fork runs (its class path, the profilers), and every column's host started. */
    private Forks startForks(RunScope scope, ProcessReaper reaper, HostPool hosts, RuntimeSource runtimeSource)
            throws IOException, InterruptedException {
        Path out = scope.out();
        List<ProfilerSpec> profilers = AsyncProfilerLibrary.supply(scope.settings().output().profilers(), out);
        ProfilerOutputs profilerOutputs = new ProfilerOutputs(profilers, out);
        Path overlay = overlay(scope);
        JmhCommand command = new JmhCommand(measuredClasspath(overlay, scope.benchmarks().code().classpath()),
                scope.job(), profilerOutputs).forJmh(scope.benchmarks().jmh());
        Map<String, JmhCommand> variantCommands = new LinkedHashMap<>();
        for (CodeVariant variant : scope.benchmarks().code().variants()) {
            variantCommands.put(variant.name(), command.withClasspath(measuredClasspath(overlay, variant.classpath())));
        }
        Forks forks = new Forks(command, variantCommands, profilerOutputs, new PrintedOutput(out), hostRunners, reaper,
                hosts, runtimeSource::replacementFor);
        if (!scope.settings().measurement().duet()) {
            // Under bench.duet the executor starts each column's pinned host, and its free one only where needed.
            forks.startHosts(scope.columns());
        }
        if (!profilers.isEmpty()) {
            ProfilerCheck.require(profilers, scope.columns(),
                    column -> ProfilerListing.lines(column, forks.commandFor(column)));
            log.info("Profilers " + profilers.stream().map(ProfilerSpec::name).toList() + " on every measured "
                    + "fork; their files go to " + out.resolve(ProfilerOutputs.DIRECTORY));
        }
        return forks;
    }

    /** The rows (with their annotation overrides said), every row on every column, and the steered precision rule. */
    private PlannedRun plan(RunScope scope) {
        JobSettings settings = scope.job();
        List<BenchmarkRow> rows = rowsOf(scope);
        AnnotationOverrides.of(settings, rows).forEach(log::info);
        BenchmarkMethod floorMethod = scope.selection().floor() == FloorSetting.NEVER ? null : HostJar.floorMethod();
        CellPlan plan = CellPlan.of(scope.columns(), rows, floorMethod, settings, RunScratch.work(scope.out()));
        Optional<PrecisionSettings> steered = scope.settings().measurement().precision()
                .map(t -> t.steeringBy(steering(scope)));
        return new PlannedRun(scope, rows, plan, steered);
    }

    /** bench.resume's state: the finished cells of an earlier run with the same fingerprint, and why not. */
    private ResumeState resume(PlannedRun run) throws IOException {
        RunScope scope = run.scope();
        ResumeState resume = ResumeState.begin(scope.out(), fingerprint(run), scope.settings().measurement().resume());
        resume.whyNotResumable().ifPresent(reason -> log.info("bench.resume: " + reason));
        resume.remeasured().forEach(log::warn);
        return resume;
    }

    /**
     * The plan executed: said first, then every round (only the rows short of bench.targetError
     * after the first), the harness floors as bench.floor schedules them, reused from and kept
     * in the floor cache.
     */
    private Measurement measure(PlannedRun run, Forks forks, ResultRecorder recorder, ResumeState resume)
            throws IOException, InterruptedException {
        RunScope scope = run.scope();
        CellPlan plan = run.plan();
        FloorSetting floor = scope.selection().floor();
        log.info(PlanExecutor.describe(plan, scope.selection().methods().size(), scope.columns().size()) + " ("
                + scope.job().describe() + ")" + (scope.settings().output().explain().enabled()
                ? "; then bench.explain: one extra fork with JFR per explained row and runtime" : ""));
        Instant start = Instant.now();
        Optional<PrecisionGate> gate = run.precision().map(t -> new PrecisionGate(t, plan, log,
                () -> Duration.between(start, Instant.now())));
        gate.ifPresent(g -> log.info("bench.targetError " + run.precision().get().describe() + ": every cell gets "
                + PrecisionTarget.MIN_FORKS + " forks, then only the rows short of the target get more; "
                + run.precision().get().steering().describe()));
        PlanExecutor executor = new PlanExecutor(forks.measuring(), log, forks.fallback(), jvm).withDuet(forks.duet(),
                forks.firstSideEnded());
        PlanExecutor.RoundGate rounds = gate.isPresent() ? gate.get() : PlanExecutor.RoundGate.ALL;
        FloorReuse reuse = new FloorReuse(new FloorCache(FloorCache.defaultDirectory(), java.time.Clock.systemUTC()),
                plan, forks.command(), recorder.environment(), scope.out(), recorder, log);
        FloorSchedule floors = new FloorSchedule(floor, HostJar.FLOOR_MODE,
                floor == FloorSetting.AUTO ? reuse : FloorSchedule.CachedFloors.NONE);
        BenchResult measured = executor.execute(plan, recorder, resume, scope.settings().measurement().timeout(),
                rounds, floors);
        if (!scope.selection().floorLeftOut()) { // a floor left out for another JMH release was said when it was decided
            floors.describe(measured).ifPresent(log::info);
        }
        if (floor != FloorSetting.NEVER) {
            reuse.keepMeasured();
        }
        return new Measurement(measured, gate);
    }

    /** What the caller turns into a build result: the result, the failed cells, the files to point at. */
    private RunOutcome outcome(RunScope scope, ResultRecorder recorder, BenchResult result) throws IOException {
        Path reported = scope.parameters().outputDirectory();
        if (scope.verifyIsolation()) {
            IsolationVerification.report(result, scope.columns(), reported, log);
            return new RunOutcome(result, recorder.failures(), List.of(), List.of(
                    reported.resolve(IsolationMarkdown.FILE_NAME), reported.resolve(IsolationJson.FILE_NAME)));
        }
        Path out = scope.out();
        new ResultPrinter(log).print(result, out, scope.settings().output().metrics());
        return new RunOutcome(result, recorder.failures(), result.runtimes().stream()
                .filter(r -> !r.isolated()).map(io.github.benchplugin.model.result.RuntimeInfo::id).toList(),
                List.of(out.resolve(MarkdownRenderer.FILE_NAME), out.resolve(ReportFiles.RESULTS_JSON)));
    }

    /**
     * The comparisons the table will show, as the precision target steers by them: runtimes (two
     * or more bench.jdks entries), profiles (bench.compareProfiles), variants (bench.variants),
     * methods (bench.baseline), the earlier run (bench.compareTo).
     */
    private static Steering steering(RunScope scope) {
        RunParameters p = scope.parameters();
        return Steering.of(scope.selection().selected().stream().map(TargetRuntime::id).toList(),
                p.settings().columns().comparedProfiles(),
                scope.benchmarks().code().variants().stream().map(CodeVariant::name).toList(),
                scope.selection().baselineMethod() == null ? null : p.settings().rows().baseline().trim(),
                p.previous() != null);
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
    private BenchResult explained(PlannedRun run, Forks forks, BenchResult measured)
            throws IOException, InterruptedException {
        RunScope scope = run.scope();
        Path out = scope.out();
        Duration timeout = scope.settings().measurement().timeout();
        CellPlan plan = run.plan();
        Explainer explainer = new Explainer(log, out, jvm);
        BenchResult result = explainer.explain(measured, scope.settings().output().explain(), run.rows(),
                scope.columns(), forks.recording(explainer::command, out),
                cell -> timeout != null ? timeout : PlanExecutor.defaultTimeout(plan.planned(cell)), plan::warmup);
        if (!result.explanations().isEmpty()) {
            new ReportFiles(scope.settings().output().metrics()).write(result, out);
        }
        return result;
    }

    /** The rows of the selected methods (a row per parameter set and mode), or this shard's slice of them. */
    private List<BenchmarkRow> rowsOf(RunScope scope) {
        JobSettings settings = scope.job();
        Shard shard = scope.settings().rows().shard();
        List<BenchmarkRow> rows = scope.selection().methods().stream()
                .flatMap(m -> m.rows(settings.params(), settings.mode()).stream()).toList();
        if (shard == null) {
            return rows;
        }
        List<BenchmarkRow> slice = ShardSlicer.select(shard, rows);
        log.info("bench.shard=" + shard + ": " + slice.size() + " of the " + rows.size() + " selected rows");
        return slice;
    }

    /** What must be the same for bench.resume to keep cells measured by an earlier, interrupted run. */
    private static RunFingerprint fingerprint(PlannedRun run) {
        RunScope scope = run.scope();
        Shard shard = scope.settings().rows().shard();
        Map<String, String> fingerprinted = new LinkedHashMap<>(scope.job().describe());
        if (shard != null) {
            fingerprinted.put("shard", shard.toString());
        }
        run.precision().ifPresent(t -> fingerprinted.put("targetError", t.describe()));
        // A duet cell is measured beside its pair, a sequential one alone: the two must not be mixed in one table.
        if (scope.settings().measurement().duet()) {
            fingerprinted.put("duet", "true");
        }
        return RunFingerprint.of(fingerprinted, scope.columns(),
                scope.selection().methods().stream().map(BenchmarkMethod::name).toList(),
                scope.benchmarks().classes().fingerprint());
    }

    /**
     * Keeps every finished cell and rewrites the results as they come: compared as the run asks
     * (bench.baseline, bench.compareTo, profiles, the precision rule's level), with the settings
     * and the precision rule recorded in results.json.
     */
    private static ResultRecorder recorder(PlannedRun run) {
        RunScope scope = run.scope();
        RunParameters p = scope.parameters();
        Selection selection = scope.selection();
        JobSettings settings = scope.job();
        ProjectJmh jmh = scope.benchmarks().jmh();
        ReportAssembler assembler = new ReportAssembler(selection.baselineMethod(), p.previous(),
                p.settings().columns().compareProfiles()).withMargin(p.margin());
        Map<String, String> recorded = new LinkedHashMap<>(settings.describe());
        recorded.put(Environment.MARGIN_SETTING, Environment.marginText(p.margin()));
        recorded.put(Environment.FLOOR_SETTING, selection.floor().text());
        if (selection.floorLeftOut()) {
            recorded.put(Environment.FLOOR_OFF_REASON, "its benchmark is built for JMH " + HostJar.floorJmhVersion()
                    + ", this project measures with JMH " + jmh.version());
        }
        if (run.precision().isPresent()) {
            assembler = assembler.withPrecisionTarget(run.precision().get().target());
            recorded.putAll(run.precision().get().target().recordedSettings());
        }
        return new ResultRecorder(scope.out(), scope.columns(), run.rows(),
                EnvironmentProbe.probe(recorded, settings.jvmArgs()), assembler,
                new ReportFiles(p.settings().output().metrics()), p.settings().rows().shard(), jmh.version())
                .withForkStops((cell, fork) -> ProbeStop.stopped(settings, cell, fork));
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

    /** The merged BenchmarkList (with the harness floor's line), written once for every variant's class path. */
    private Path overlay(RunScope scope) throws IOException {
        return scope.benchmarks().catalog().writeOverlay(RunScratch.classpathOverlay(scope.out()),
                scope.selection().floor() == FloorSetting.NEVER ? List.of() : hostJar.floorLines());
    }

    /**
     * The merged BenchmarkList first, then the project's test class path (or a variant's), then
     * bench-host: its classes only add the host and the floor benchmark.
     */
    private List<Path> measuredClasspath(Path overlay, List<Path> code) {
        List<Path> classpath = new ArrayList<>();
        classpath.add(overlay);
        classpath.addAll(code);
        classpath.add(hostJar.location());
        return classpath;
    }
}
