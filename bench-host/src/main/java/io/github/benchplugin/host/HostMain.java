package io.github.benchplugin.host;

import io.github.benchplugin.host.duet.DuetChannel;
import io.github.benchplugin.host.duet.PairedStart;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Runs one host plan: the cells of one runtime (in one round) one after another, each through
 * JMH's Runner with its own options, so that a failing cell costs only itself. Progress goes out
 * as {@link HostEvents} lines on the host's private {@link HostChannel}. Started as a JVM of its own on the measured JDK
 * ({@link #main}), or called inside an existing JVM for in-process runs ({@link #run}), where
 * every cell then shares the one class loader it was loaded in.
 */
public final class HostMain {

    private static final long JMH_LOCK_WAIT_NANOS = 30L * 60 * 1_000_000_000L;
    /**
     * The longest a later side of a bench.duet pair waits for its first side to hold JMH's lock: the first
     * side's own longest wait, and some for the first side to finish its previous cell. The engine releases
     * it sooner when the first side's cell ends without taking the lock.
     */
    private static final long FIRST_SIDE_WAIT_MILLIS = 32L * 60 * 1000;

    private HostMain() {
    }

    /** The argument that makes a host serve plan after plan, read from its standard input. */
    public static final String SERVE = "--serve";

    /**
     * {@code java -cp <benchmarks + JMH + this> io.github.benchplugin.host.HostMain <plan file>}, or
     * with {@link #SERVE}: plan after plan, each run when it arrives on the {@link HostChannel},
     * until the plugin closes it. One host then serves every round of its runtime, instead of a JVM
     * (and JMH's two {@code -version} probes of the JDK) per round. A serving host first does what
     * JMH would do at its first cell ({@link JmhWarmup}) and then says it is ready. Either way the
     * channel's handshake is the first line of standard input, and every event goes on the channel.
     */
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: HostMain <plan file> | HostMain " + SERVE + " (channel handshake on standard input)");
            System.exit(2);
        }
        HostChannel channel = HostChannel.connect(System.in);
        if (args[0].equals(SERVE)) {
            JmhWarmup.run();
            channel.event(HostEvents.ready());
            String plan;
            while ((plan = channel.nextPlan()) != null) {
                channel.running(true);
                run(plan, channel);
                channel.running(false);
            }
        } else {
            channel.running(true);
            run(args[0], channel);
        }
        // JMH may leave non-daemon threads behind (a benchmark's own executors in forks=0 runs).
        System.exit(0);
    }

    /** Runs every cell of the plan in order; each cell's outcome is reported before the next starts. */
    public static void run(String planFile, HostEvents.Sink sink) throws Exception {
        run(planFile, sink, System.getenv());
    }

    /**
     * The same with the host's environment given: where bench.duet's barrier is and which side this host
     * takes ({@link DuetChannel}); the same as a host process started with it would read.
     */
    public static void run(String planFile, HostEvents.Sink sink, Map<String, String> environment) throws Exception {
        List<HostPlan.Cell> cells = HostPlan.read(Paths.get(planFile));
        JmhLock.keepJmhAwayFromIt(Paths.get(planFile).toAbsolutePath().getParent().toFile());
        for (final HostPlan.Cell cell : cells) {
            // Taken before the cell starts, and its time limit with it: waiting for a foreign JMH run is not the cell's time.
            try (JmhLock.Held lock = lockFor(cell, sink, environment)) {
                sink.event(HostEvents.started(cell.id));
                String failure = runCell(cell);
                sink.event(failure == null ? HostEvents.succeeded(cell.id) : HostEvents.failed(cell.id, failure));
            }
        }
    }

    /**
     * JMH's machine-wide lock for one cell. Under bench.duet the first side's host takes it for the pair and
     * tells the barrier once it holds it; a later side's host takes nothing (it would wait for its own
     * partner) but waits until the first side holds it, so that another JMH run on the machine delays both
     * sides alike, and says it waits when the first side does.
     */
    private static JmhLock.Held lockFor(final HostPlan.Cell cell, final HostEvents.Sink sink,
                                        Map<String, String> environment) throws InterruptedException {
        final String lockFile = JmhLock.defaultPath().toString();
        PairedStart paired = PairedStart.of(cell.args, environment.get(DuetChannel.ADDRESS_VARIABLE),
                environment.get(DuetChannel.TOKEN_VARIABLE));
        if (DuetChannel.lockHeldByFirstSide(environment.get(DuetChannel.PARTY_VARIABLE))) {
            paired.awaitFirstSide(FIRST_SIDE_WAIT_MILLIS, () -> sink.event(HostEvents.waiting(cell.id, lockFile)));
            return JmhLock.none();
        }
        final PairedStart.Taking taking = paired.taking();
        try {
            return JmhLock.acquire(JmhLock.defaultPath(), JMH_LOCK_WAIT_NANOS, () -> {
                taking.waitingForAnotherRun();
                sink.event(HostEvents.waiting(cell.id, lockFile));
            }, text -> noticeOnce(sink, text));
        } finally {
            taking.held(); // held, or given up on: the later sides start either way
        }
    }

    /** Whether this JVM has said why JMH's lock was not taken: a serving host runs many plans, and says it once. */
    private static boolean noticed;

    private static void noticeOnce(HostEvents.Sink sink, String text) {
        if (!noticed) {
            noticed = true;
            sink.event(HostEvents.notice(text));
        }
    }

    /** Null when JMH measured the cell, otherwise why not, in one line. */
    private static String runCell(HostPlan.Cell cell) {
        try {
            List<String> args = new ArrayList<String>(cell.args);
            List<String> profilers = takeProfilers(args);
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .parent(new CommandLineOptions(args.toArray(new String[0])));
            for (String profiler : profilers) {
                int colon = profiler.indexOf(':');
                if (colon < 0) {
                    options.addProfiler(profiler);
                } else {
                    options.addProfiler(profiler.substring(0, colon), profiler.substring(colon + 1));
                }
            }
            for (Map.Entry<String, String> p : cell.params.entrySet()) {
                options.param(p.getKey(), p.getValue());
            }
            if (!cell.jvmArgsAppend.isEmpty()) {
                // Exact arguments: JMH's command line would split a value that contains a space.
                options.jvmArgsAppend(cell.jvmArgsAppend.toArray(new String[0]));
            }
            Collection<RunResult> results = measure(options.build(), cell.iterationsFile);
            return results.isEmpty() ? "JMH measured nothing for this cell" : null;
        } catch (Throwable t) { // a benchmark's error must not end the host: the next cell still runs
            return describe(t);
        }
    }

    /** JMH's run of the cell, its iterations recorded when the plan names a file for them. */
    private static Collection<RunResult> measure(Options options, String iterationsFile) throws Exception {
        if (iterationsFile == null) {
            return new Runner(options).run();
        }
        try (IterationLog log = IterationLog.create(Paths.get(iterationsFile))) {
            return IterationRecorder.runner(options, log).run();
        }
    }

    /**
     * Removes the {@code -prof} options from the arguments and returns their values. They go to the
     * builder, not to its parent: up to JMH 1.20 the builder's getProfilers() appended the parent's
     * profilers to its own list at every call, so a profiler given through the parent ran twice in
     * the fork ("Churn profile already started" from the gc profiler) and every cell failed.
     */
    static List<String> takeProfilers(List<String> args) {
        List<String> profilers = new ArrayList<String>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("-prof") && i + 1 < args.size()) {
                profilers.add(args.remove(i + 1));
                args.remove(i);
                i--;
            }
        }
        return profilers;
    }

    private static String describe(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return root.getClass().getName() + (message == null ? "" : ": " + message);
    }
}
