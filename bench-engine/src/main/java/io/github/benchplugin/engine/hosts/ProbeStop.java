package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.host.IterationLog;
import io.github.benchplugin.host.warmup.SteadyStopProfiler;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.model.result.ForkStopReason;
import io.github.benchplugin.model.warmup.ProbeReading;
import io.github.benchplugin.model.warmup.SteadyStateRule;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * When a fork under bench.warmup=auto may stop (issue 50): no rule that looks only at the past of
 * one fork can see a change that has not happened yet, so the first round's forks of each cell on
 * each runtime are probes that run to the horizon ({@link JobSettings#horizon()}) whatever their
 * iterations look like, and the steady-state rule's reading of them ({@link ProbeReading}) sets when
 * the cell's later forks on that runtime may stop: not before the probes' latest material onset times
 * {@link #ONSET_FACTOR} plus the window, and only at the probes' steady level (bench-host's ForkStop),
 * and they end a window after that minimum at the latest (or where the fixed fork would have ended).
 * After probes with no material onset (a flat row) the later forks share what the probes left of the
 * fixed preset's time. Where a probe found no steady state, or is missing (a failed round, a record
 * gone), a later fork is a probe itself.
 */
public final class ProbeStop {

    /**
     * The margin on the probe's onset: a later fork may settle later than its probe (a busier moment
     * compiles later; thresholds double on a busy machine), and half as long again covers that for the
     * planted plateaus of docs/measurements.md; the level check catches a fork that settles later still.
     */
    static final double ONSET_FACTOR = 1.5;
    /** The shortest later fork, as a share of the window: half of it (10 iterations, 1 s, in the default preset). */
    static final int SHORTEST_SHARE_DIVISOR = 2;

    private ProbeStop() {
    }

    /**
     * What a later fork is told, from its probes.
     *
     * @param min   the fewest iterations before the fork may stop
     * @param level the probes' steady score (the median of their steady parts' medians), 0 when none
     * @param cap   the most iterations the fork runs (JMH's -i)
     */
    public record Stop(int min, double level, int cap) {

        /** The profiler's option text after {@code window=N}. */
        String options() {
            return SteadyStopProfiler.SEPARATOR + SteadyStopProfiler.MIN + "=" + min
                    + (level > 0 ? SteadyStopProfiler.SEPARATOR + SteadyStopProfiler.LEVEL + "="
                    + String.format(Locale.ROOT, "%.6g", level) : "");
        }
    }

    /**
     * The cell's stop: a probe in the first round, else what the first round's forks say. A cell of bench.duet
     * shares its time with its partner: both columns' forks run at once, so at the wall time the sequential
     * mode spends on two forks one after the other, each paired fork measures twice as long.
     */
    static Stop of(JobSettings settings, CellRequest cell) {
        return cell.round() == 1 ? probe(settings)
                : after(probes(cell), mode(cell), settings, cell.duet() == null ? 1 : PAIRED_COLUMNS);
    }

    /**
     * The columns a paired fork's time stands for: at the wall time two sequential forks take, a pair's two
     * forks each measure twice as long, which halves the weight of an event that reaches one side only (its
     * JIT, its collector, a thread landing on its CPU) in the pair's mean log-ratio (issue 51, requirement 4).
     */
    static final int PAIRED_COLUMNS = 2;

    /** The -prof value of a stop: the window, and the minimum and level its probes set. */
    static String profilerOption(JobSettings settings, Stop stop) {
        return SteadyStopProfiler.class.getName() + ":" + SteadyStopProfiler.WINDOW + "=" + settings.steadyWindow()
                + stop.options();
    }

    /**
     * A probe runs to the horizon at the least, and on while its last third is not steady (bench-host's
     * ForkStop), up to the cap: a plateau that ends shortly before the horizon still leaves the
     * steady-state rule the quarter of the fork it asks for.
     */
    static Stop probe(JobSettings settings) {
        return new Stop(settings.horizon(), 0, settings.iterations());
    }


    /**
     * The stop of a later fork of a cell whose probes recorded {@code probes}: the probes' latest material
     * onset ({@link ProbeReading}: a noise step or a burst is no onset) with its margin plus a window,
     * at most the cap; a probe at the horizon where any probe is missing, too short to classify, or never
     * steady beyond its noise.
     *
     * <p>Where nothing material came before the probes' steady level (a flat row), the later forks
     * share what the probes left of the fixed preset's time for the cell ({@link #share}) and run
     * exactly that: flat rows take no longer than under bench.warmup=fixed, whatever a busy machine
     * does to their iterations. A material onset is the evidence that a longer look is needed: the
     * later forks then run past it, and on until steady at the probes' level, as far as a window after
     * the minimum (or the fixed fork, where that is longer).
     */
    static Stop after(List<WarmupFork> probes, Mode mode, JobSettings settings) {
        return after(probes, mode, settings, 1);
    }

    /**
     * The same for a fork whose time stands for {@code columns} columns measured at once (bench.duet: 2): the
     * budget it shares and its measured window are that many times as long; the margin it keeps past the probes'
     * onset ({@link #ONSET_FACTOR}) is not.
     */
    static Stop after(List<WarmupFork> probes, Mode mode, JobSettings settings, int columns) {
        if (probes.isEmpty()) {
            return probe(settings); // nothing known (round 1 failed, or its record is gone): this fork probes
        }
        int onset = 0;
        int spent = 0;
        double seconds = 0;
        List<Double> levels = new ArrayList<>();
        for (WarmupFork recorded : probes) {
            ProbeReading reading = ProbeReading.of(recorded, mode, SteadyStateRule.DEFAULT);
            if (!reading.steady()) {
                // Never steady within its look: a later fork looks as long (a plateau of 8 s in a probe that a
                // busy moment left unsteady was cut at 10 s and scored 3.4x; 2026-12-07), and the rule reads it.
                return probe(settings);
            }
            onset = Math.max(onset, reading.onset());
            spent += recorded.iterations().size();
            seconds += recorded.iterations().get(recorded.iterations().size() - 1).get(0) - recorded.startSeconds();
            levels.add(reading.level());
        }
        int window = settings.steadyWindow();
        int measured = window * columns;
        int cap = settings.iterations();
        int fixed = AutoWarmup.cap(settings.fixedWarmup(), settings.time());
        double level = median(levels.stream().mapToDouble(Double::doubleValue).toArray());
        int share = share(settings, probes.size(), spent, seconds, fixed * columns);
        if (onset == 0) {
            int length = Math.min(cap, Math.min(measured, share));
            return new Stop(length, level, length);
        }
        int min = Math.min(cap, (int) Math.ceil(ONSET_FACTOR * onset) + measured);
        // A window more after the minimum, or the fixed fork where that is longer: a fork that has not
        // settled by then is noisy, not warming (its probe settled by the onset); the rule then says so.
        return new Stop(min, level, Math.min(cap, Math.max(fixed, min + window)));
    }

    /**
     * The iterations each later fork of a cell may take for the cell to cost no more than the fixed
     * preset's forks would ({@code fixed} iterations each), after its probes spent {@code spent} iterations
     * in {@code seconds}: the budget is the fixed forks' nominal time, the probes' cost their measured
     * time, and a later fork's iteration is reckoned at the probes' measured length, since a 100 ms
     * iteration takes 110-130 ms with JMH's and the profilers' work between iterations on a busy machine
     * (2026-12-07: counted in iterations alone, a flat cell took 1.07-1.11x the fixed preset's time). At
     * least half a window ({@link #SHORTEST_SHARE_DIVISOR}), so that a later fork's steady part still has
     * quarters to compare where the probes spent nearly everything (two or three forks in all).
     */
    static int share(JobSettings settings, int probes, int spent, double seconds, int fixed) {
        int forks = settings.forks() == null ? probes + 1 : settings.forks();
        int later = Math.max(1, forks - probes);
        double iteration = settings.time().toNanos() / 1e9;
        // The probes' measured time per iteration, at least the nominal one (a record without times: nominal).
        double each = spent > 0 && seconds > spent * iteration ? seconds / spent : iteration;
        double left = forks * fixed * iteration - spent * each;
        return Math.max((settings.steadyWindow() + 1) / SHORTEST_SHARE_DIVISOR, (int) Math.floor(left / later / each));
    }

    /**
     * The fork as recorded, with where and why it stopped: read again from what the cell's forks were told
     * ({@link #of}; a later round's probes are on disk as they were when it started), and the fork's length.
     * A fork stops at the first chance after {@code min} iterations with exactly {@code min} of them.
     */
    public static WarmupFork stopped(JobSettings settings, CellRequest cell, WarmupFork fork) {
        if (!settings.autoWarmup() || cell.keepsFixedWarmup() || cell.floor()) {
            return fork.stopped(false, ForkStopReason.FIXED);
        }
        Stop stop = of(settings, cell);
        boolean probe = stop.level() == 0;
        int n = fork.iterations().size();
        ForkStopReason reason;
        if (n >= stop.cap()) {
            reason = !probe && stop.min() == stop.cap() ? ForkStopReason.BUDGET : ForkStopReason.CAP;
        } else if (n <= stop.min()) {
            reason = probe ? ForkStopReason.HORIZON : ForkStopReason.PROBE_ONSET;
        } else {
            reason = ForkStopReason.STEADY;
        }
        return fork.stopped(probe, reason);
    }

    /** The forks of the cell's first round on its runtime, as the host recorded them; none when unreadable. */
    private static List<WarmupFork> probes(CellRequest cell) {
        Path file = cell.probeIterationsFile();
        List<WarmupFork> forks = new ArrayList<>();
        try {
            for (IterationLog.Fork f : IterationLog.read(file)) {
                forks.add(WarmupFork.recorded(f.startSeconds, f.warmupIterations, f.endSeconds, f.scores));
            }
        } catch (IOException e) {
            return List.of(); // no evidence: this fork is a probe itself
        }
        return forks;
    }

    private static Mode mode(CellRequest cell) {
        try {
            return Mode.fromShortName(cell.row().mode());
        } catch (IllegalArgumentException e) {
            return Mode.AVERAGE_TIME;
        }
    }

    private static double median(double[] values) {
        return new Median().evaluate(values);
    }
}
