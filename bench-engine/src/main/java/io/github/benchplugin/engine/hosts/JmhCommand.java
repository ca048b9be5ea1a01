package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.host.HostMain;
import io.github.benchplugin.host.HostPlan;
import io.github.benchplugin.engine.catalog.ProjectJmh;
import io.github.benchplugin.host.counters.JvmCountersProfiler;
import io.github.benchplugin.host.gc.AllocationProfiler;
import io.github.benchplugin.host.duet.DuetProfiler;
import io.github.benchplugin.engine.plan.DuetPlan;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What JMH is told: the host's command line for a runtime, and each cell's JMH options. The
 * host runs on the cell's own JDK, so JMH's forks (which reuse the host's java binary and class
 * path) run there too.
 */
public final class JmhCommand {

    private static final String UNSAFE_FLAG = "--sun-misc-unsafe-memory-access=allow";

    private final List<Path> classpath;
    private final JobSettings settings;
    private final ProfilerOutputs profilers;
    /** What an extra, non-measured fork changes (bench.explain's recording); nothing for measured forks. */
    private final ForkTweak tweak;
    /** The -prof value that measures bytes per operation: JMH's "gc", or bench-host's where JMH's waits. */
    private final String allocationProfiler;
    /** bench.duet: which columns are pinned where, and the barrier's timeout; {@link DuetPlan#OFF} without. */
    private final DuetPlan duet;
    /** Where a pinned host's forks find the barrier ({@link DuetBarrier#environment}); empty without bench.duet. */
    private final java.util.Map<String, String> duetEnvironment;

    /** @param classpath the measured class path: the BenchmarkList overlay, the project's, then bench-host */
    public JmhCommand(List<Path> classpath, JobSettings settings) {
        this(classpath, settings, ProfilerOutputs.none(Path.of(".")));
    }

    /** @param profilers bench.profilers, and where their output goes */
    public JmhCommand(List<Path> classpath, JobSettings settings, ProfilerOutputs profilers) {
        this(classpath, settings, profilers, ForkTweak.NONE);
    }

    private JmhCommand(List<Path> classpath, JobSettings settings, ProfilerOutputs profilers, ForkTweak tweak) {
        this(classpath, settings, profilers, tweak, JMH_GC_PROFILER);
    }

    private JmhCommand(List<Path> classpath, JobSettings settings, ProfilerOutputs profilers, ForkTweak tweak,
                       String allocationProfiler) {
        this(classpath, settings, profilers, tweak, allocationProfiler, DuetPlan.OFF, java.util.Map.of());
    }

    private JmhCommand(List<Path> classpath, JobSettings settings, ProfilerOutputs profilers, ForkTweak tweak,
                       String allocationProfiler, DuetPlan duet, java.util.Map<String, String> duetEnvironment) {
        this.classpath = List.copyOf(classpath);
        this.settings = settings;
        this.profilers = profilers;
        this.tweak = tweak;
        this.allocationProfiler = allocationProfiler;
        this.duet = duet;
        this.duetEnvironment = java.util.Map.copyOf(duetEnvironment);
    }

    /** The same command under bench.duet's plan: pinned hosts for paired batches, the barrier in their forks. */
    public JmhCommand withDuet(DuetPlan plan, java.util.Map<String, String> barrierEnvironment) {
        return new JmhCommand(classpath, settings, profilers, tweak, allocationProfiler, plan, barrierEnvironment);
    }

    /** What a pinned host of {@code side} adds to its environment, for its forks to find the barrier. */
    java.util.Map<String, String> duetEnvironment(int side) {
        java.util.Map<String, String> environment = new java.util.HashMap<>(duetEnvironment);
        environment.put(io.github.benchplugin.host.duet.DuetChannel.PARTY_VARIABLE, Integer.toString(side));
        return environment;
    }

    /** JMH's own GC profiler, by its -prof name. */
    private static final String JMH_GC_PROFILER = "gc";

    /**
     * The same command for a project on {@code jmh}: where that release's GC profiler waits half a
     * second after every iteration (six times the length of bench.warmup=auto's iterations), bytes per
     * operation come from bench-host's {@link AllocationProfiler}, which reads the same counters without
     * the wait; elsewhere from JMH's own.
     */
    public JmhCommand forJmh(ProjectJmh jmh) {
        String allocation = jmh.gcProfilerWaitsAfterEachIteration() ? AllocationProfiler.class.getName()
                : JMH_GC_PROFILER;
        return new JmhCommand(classpath, settings, profilers, tweak, allocation, duet, duetEnvironment);
    }

    /** The same command on another class path (a bench.variants variant's). */
    public JmhCommand withClasspath(List<Path> newClasspath) {
        return new JmhCommand(newClasspath, settings, profilers, tweak, allocationProfiler, duet, duetEnvironment);
    }

    /** The same command for extra forks that {@code tweak} changes, without bench.profilers. */
    public JmhCommand tweaked(ForkTweak newTweak) {
        return new JmhCommand(classpath, settings, ProfilerOutputs.none(Path.of(".")), newTweak, allocationProfiler);
    }

    /** JMH's profiler list (-lprof) on a runtime, with the measured class path: what {@link ProfilerListing} runs. */
    public List<String> profilerListing(TargetRuntime runtime) {
        List<String> command = new ArrayList<>();
        command.add(runtime.javaExecutable().toString());
        // The temporary directory of the run that starts the host (Maven's, the command line's), as the in-process
        // fallback has it: JMH's machine-wide lock and its temporary files follow the user's java.io.tmpdir, as
        // they would for JMH run by hand with it. Two runs given different ones do not wait for each other.
        command.add("-Djava.io.tmpdir=" + Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath());
        if (runtime.needsUnsafeWarningFlag()) {
            command.add(UNSAFE_FLAG);
        }
        command.add("-cp");
        command.add(classpathString());
        command.add("org.openjdk.jmh.Main");
        command.add("-lprof");
        return command;
    }

    /** java, host flags, class path, the host's main class and its plan. */
    public List<String> host(TargetRuntime runtime, Path planFile) {
        return host(runtime, planFile.toString());
    }

    /** The same host, serving the plans it reads from its standard input ({@link HostMain#SERVE}). */
    public List<String> servingHost(TargetRuntime runtime) {
        return host(runtime, HostMain.SERVE);
    }

    /**
     * A serving host for bench.duet's paired batches of one side: started under {@code taskset -c} on the
     * side's CPUs, so that the affinity is set before the JVM starts and every fork JMH starts from it
     * inherits it (an argument list, never a shell).
     */
    public List<String> pinnedServingHost(TargetRuntime runtime, int side) {
        if (side < 0 || side >= duet.sideCpus().size()) {
            throw new IllegalStateException("column " + runtime.id() + " has no CPU set for side " + side + " under bench.duet");
        }
        String cpus = duet.sideCpuSet(side);
        List<String> command = new ArrayList<>(List.of("taskset", "-c", cpus));
        command.addAll(servingHost(runtime));
        return command;
    }

    /** The -prof value of bench.duet's barrier in a paired cell's forks. */
    String duetProfiler(CellRequest cell) {
        return DuetProfiler.class.getName() + ":group=" + cell.duet().group() + ";party=" + cell.duet().side()
                + ";parties=" + cell.duet().parties() + ";timeout=" + duet.timeout().toMillis();
    }

    private List<String> host(TargetRuntime runtime, String planArgument) {
        List<String> command = new ArrayList<>();
        command.add(runtime.javaExecutable().toString());
        // The temporary directory of the run that starts the host (Maven's, the command line's), as the in-process
        // fallback has it: JMH's machine-wide lock and its temporary files follow the user's java.io.tmpdir, as
        // they would for JMH run by hand with it. Two runs given different ones do not wait for each other.
        command.add("-Djava.io.tmpdir=" + Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath());
        if (runtime.needsUnsafeWarningFlag()) {
            command.add(UNSAFE_FLAG);
        }
        if (runtime.placement() == TargetRuntime.Placement.SHARED_JVM) {
            // The host is the measured JVM here: it gets what every measured fork would get.
            command.addAll(measuredJvmArgs(runtime));
        }
        command.add("-cp");
        command.add(classpathString());
        command.add(HostMain.class.getName());
        command.add(planArgument);
        return command;
    }

    /** One cell as the host runs it: JMH's options, the row's parameter values and the measured JVM flags. */
    public HostPlan.Cell hostCell(CellRequest cell) {
        return hostCell(cell, false);
    }

    /** @param paired whether the cell runs side by side with the other columns' (bench.duet): its forks wait at the barrier */
    public HostPlan.Cell hostCell(CellRequest cell, boolean paired) {
        List<String> args = new ArrayList<>();
        args.add("^" + Pattern.quote(cell.row().method().name()) + "$");
        args.addAll(settings.jmhOptions());
        if (!cell.runtime().isolated()) {
            replaceOption(args, "-f", "0"); // every benchmark in the one shared JVM, as JMH's forks=0
        } else if (cell.forks() != null) {
            replaceOption(args, "-f", cell.forks().toString());
        }
        if (cell.floor() && settings.autoWarmup()) {
            // The harness floor is not a row: its iterations are not recorded, so it keeps a fixed warm-up.
            replaceOption(args, "-wi", Integer.toString(AutoWarmup.FLOOR_WARMUP_ITERATIONS));
            replaceOption(args, "-w", Durations.toJmh(AutoWarmup.ITERATION));
        }
        boolean fixedUnderAuto = settings.autoWarmup() && cell.keepsFixedWarmup();
        if (fixedUnderAuto) {
            // No steady-state cut for this row: the preset's fixed warm-up and measurement (JobSettings.FixedWarmup).
            JobSettings.FixedWarmup fixed = settings.fixedWarmup();
            replaceOrRemove(args, "-wi", fixed.warmupIterations());
            replaceOrRemove(args, "-w", fixed.warmupTime() == null ? null : Durations.toJmh(fixed.warmupTime()));
            replaceOrRemove(args, "-i", fixed.iterations());
            replaceOrRemove(args, "-r", fixed.time() == null ? null : Durations.toJmh(fixed.time()));
        }
        args.add("-bm");
        args.add(cell.row().mode());
        // Bytes per operation are the most repeatable number a benchmark has: always measured.
        args.add("-prof");
        args.add(allocationProfiler);
        if (!cell.floor()) {
            // Collections per generation, lock contentions and pool tasks per operation (docs/reports.md):
            // given by class name, which JMH resolves in the host and in each fork from bench-host.
            args.add("-prof");
            args.add(JvmCountersProfiler.class.getName());
            if (settings.autoWarmup() && !fixedUnderAuto) {
                // bench.warmup=auto: the fork ends once its iterations are steady, not at the cap, and not
                // before its cell's probe fork says a later change is excluded (ProbeStop).
                ProbeStop.Stop stop = ProbeStop.of(settings, cell);
                replaceOption(args, "-i", Integer.toString(stop.cap()));
                args.add("-prof");
                args.add(ProbeStop.profilerOption(settings, stop));
            }
        }
        args.addAll(profilers.arguments(cell));
        if (paired && cell.duet() != null) {
            args.add("-prof");
            args.add(duetProfiler(cell));
        }
        tweak.options(args);
        args.addAll(tweak.cellOptions(cell));
        // One row per JMH run: stopping at its failure stops nothing else.
        args.add("-foe");
        args.add("true");
        args.add("-rf");
        args.add("json");
        args.add("-rff");
        args.add(cell.jsonFile().toString());
        args.add("-o");
        args.add(cell.logFile().toString());
        if (cell.runtime().isolated() && cell.runtime().needsUnsafeWarningFlag()) {
            // Prepended so that it reaches forks even when @Fork(jvmArgs) replaces the host's flags.
            args.add("-jvmArgsPrepend");
            args.add(UNSAFE_FLAG);
        }
        List<String> appended = new ArrayList<>(cell.runtime().isolated() ? measuredJvmArgs(cell.runtime()) : List.of());
        appended.addAll(tweak.jvmArgs(cell));
        if (paired && cell.duet() != null) {
            // Pinned to its column's CPUs, a JVM would size itself by them (on one CPU: the Serial collector,
            // fewer JIT threads): told the CPUs the machine lets us use, it is configured as it would be
            // measured alone, and runtimes[].flags stay true. First, so that a bench.jvmArgs value wins.
            appended.add(0, "-XX:ActiveProcessorCount=" + duet.machineCpus());
        }
        // The harness floor's iterations say nothing about the code: only rows' are recorded.
        String iterations = cell.floor() ? null : cell.iterationsFile().toString();
        return new HostPlan.Cell(cell.key(), args, cell.row().params(), appended, iterations);
    }

    /**
     * The flags every measured JVM gets on top of JMH's: the column's profile first, then
     * bench.jvmArgs, so that an explicit bench.jvmArgs value (a later -Xmx) wins over the profile's.
     */
    public List<String> measuredJvmArgs(TargetRuntime runtime) {
        List<String> flags = new ArrayList<>(runtime.profileJvmArgs());
        flags.addAll(settings.jvmArgs());
        return flags;
    }

    private static void replaceOption(List<String> args, String option, String value) {
        int at = args.indexOf(option);
        if (at >= 0) {
            args.set(at + 1, value);
        } else {
            args.add(option);
            args.add(value);
        }
    }

    /** The option set to the value, or taken out (the annotations decide) when there is none. */
    private static void replaceOrRemove(List<String> args, String option, Object value) {
        if (value != null) {
            replaceOption(args, option, value.toString());
            return;
        }
        int at = args.indexOf(option);
        if (at >= 0) {
            args.subList(at, at + 2).clear();
        }
    }

    public String classpathString() {
        return classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    public List<Path> classpath() {
        return classpath;
    }
}
