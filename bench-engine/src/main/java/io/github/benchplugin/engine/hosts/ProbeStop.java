package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.host.IterationLog;
import io.github.benchplugin.host.warmup.SteadyStopProfiler;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.engine.plan.CellRequest;
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
 * iterations look like, and the steady-state rule's reading of them sets when the cell's later forks
 * on that runtime may stop: not before the probes' latest steady onset times {@link #ONSET_FACTOR}
 * plus the window, and only at the probes' steady level (bench-host's ForkStop), and they end a window
 * after that minimum at the latest (or where the fixed fork would have ended). Where a probe found no
 * steady state, or is missing (a failed round, a record gone), a later fork is a probe itself.
 */
public final class ProbeStop {

    /**
     * The margin on the probe's onset: a later fork may settle later than its probe (a busier moment
     * compiles later; thresholds double on a busy machine), and half as long again covers that for the
     * planted plateaus of docs/measurements.md; the level check catches a fork that settles later still.
     */
    static final double ONSET_FACTOR = 1.5;

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

    /** The cell's stop: a probe in the first round, else what the first round's forks say. */
    static Stop of(JobSettings settings, CellRequest cell) {
        return cell.round() == 1 ? probe(settings) : after(probes(cell), mode(cell), settings);
    }

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
     * The stop of a later fork of a cell whose probes recorded {@code probes}: the probes' latest steady
     * onset with its margin, at least the window, at most the cap; a probe at the horizon where any
     * probe is missing, too short to classify, or never steady.
     */
    static Stop after(List<WarmupFork> probes, Mode mode, JobSettings settings) {
        if (probes.isEmpty()) {
            return probe(settings); // nothing known (round 1 failed, or its record is gone): this fork probes
        }
        int onset = 0;
        List<Double> levels = new ArrayList<>();
        for (WarmupFork recorded : probes) {
            WarmupFork fork = SteadyStateRule.DEFAULT.classify(recorded, mode);
            if (fork.kind() == null || fork.kind() == WarmupClass.NONE || fork.steadyFrom() == null) {
                // Never steady within its look: a later fork looks as long (a plateau of 8 s in a probe that a
                // busy moment left unsteady was cut at 10 s and scored 3.4x; 2026-12-07), and the rule reads it.
                return probe(settings);
            }
            onset = Math.max(onset, fork.steadyFrom());
            double[] scores = fork.scores();
            levels.add(median(Arrays.copyOfRange(scores, fork.steadyFrom(), scores.length)));
        }
        int window = settings.steadyWindow();
        int cap = settings.iterations();
        int min = Math.min(cap, Math.max(window, (int) Math.ceil(ONSET_FACTOR * onset) + window));
        // A window more after the minimum, or the fixed fork where that is longer: a fork that has not
        // settled by then is noisy, not warming (its probe settled by the onset); the rule then says so.
        int fixed = AutoWarmup.cap(settings.fixedWarmup(), settings.time());
        return new Stop(min, median(levels.stream().mapToDouble(Double::doubleValue).toArray()),
                Math.min(cap, Math.max(fixed, min + window)));
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
