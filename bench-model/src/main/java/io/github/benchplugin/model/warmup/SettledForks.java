package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.ForkStopReason;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.Arrays;
import java.util.List;

/**
 * bench.warmup=auto (issue 50): which forks of a cell reached a steady state, so that the cell is scored
 * from those alone ({@link SteadyPart}) and the others are named. On a busy machine a later fork may not
 * settle within its cap: scored from what it measured, three such forks of twenty made an 8x plateau's
 * cell 1.10x its steady cost (2026-12-07, plateau1s on JDK 25: forks at 1.73x and 2.04x in the pool).
 *
 * <p>A fork never settled when, in its record,
 * <ul>
 * <li>the steady-state rule found no steady state in it (class {@code none}), whatever stopped it; or</li>
 * <li>it is a later fork (not a probe) that ran out of iterations, stopped at its {@code cap} or
 *     {@code budget} rather than on a steady window at its probes' level, and the steady state the rule
 *     found in it is {@link ProbeReading#MATERIAL} times or more <em>slower</em> than that level: a
 *     plateau that outlasted the fork is level too, at 8x (docs/statistics.md: "What the rule cannot
 *     see"). A fork that stopped on its own steady window ({@code steady}, {@code probe-onset}) was
 *     already held to the level by the host, and a probe sets the level.</li>
 * </ul>
 * Slower only: on a busy machine a probe's steady part can itself be slowed (PlateauIT, 2026-12-07, load
 * 4-6: plateau2500ms on JDK 25, the probe steady at 1,041 ns/op, its later fork at 529, the row's cost),
 * and a later fork faster than its probe by 1.5x has left any warm-up the probe saw; judged both ways, that
 * fork was left out and the cell scored 2x its cost from the slowed probe alone.
 * A fork too short to classify is not judged. When no classified fork settled the cell keeps every fork
 * (and is NOT_CONVERGED): a score from no fork would be none at all.
 */
public final class SettledForks {

    private SettledForks() {
    }

    /**
     * The cell's warm-up with each fork that never settled marked ({@link WarmupFork#neverSettled()}), and
     * its time to steady state taken over the forks that settled.
     */
    public static Warmup of(Warmup warmup, Mode mode, SteadyStateRule rule) {
        if (warmup == null) {
            return null;
        }
        double level = probesLevel(warmup.forks(), mode, rule);
        List<WarmupFork> forks = warmup.forks().stream()
                .map(f -> f.kind() == null ? f : f.withSettled(settled(f, level, mode))).toList();
        double[] steadyAt = forks.stream().filter(f -> f.steadyAtSeconds() != null && !f.neverSettled())
                .mapToDouble(WarmupFork::steadyAtSeconds).sorted().toArray();
        if (steadyAt.length == 0) {
            return new Warmup(null, null, null, forks, warmup.steadyPartOnly(), warmup.probeOnsetSeconds());
        }
        return new Warmup(new Median().evaluate(steadyAt), steadyAt[0], steadyAt[steadyAt.length - 1], forks,
                warmup.steadyPartOnly(), warmup.probeOnsetSeconds());
    }

    /**
     * Whether a classified fork settled: steady, and not still slower than its probes' level where it ran out of
     * iterations.
     */
    static boolean settled(WarmupFork fork, double probesLevel, Mode mode) {
        if (fork.kind() == WarmupClass.NONE || fork.steadyFrom() == null) {
            return false;
        }
        boolean ranOut = fork.stopReason() == ForkStopReason.CAP || fork.stopReason() == ForkStopReason.BUDGET;
        if (fork.ranAsProbe() || !ranOut || !(probesLevel > 0)) {
            return true;
        }
        double[] scores = fork.scores();
        double steady = new Median().evaluate(Arrays.copyOfRange(scores, Math.min(fork.steadyFrom(), scores.length - 1),
                scores.length));
        // Cost per operation on the log scale: above the probes' level is slower in every mode.
        double slower = mode.higherIsBetter() ? Math.log(probesLevel / steady) : Math.log(steady / probesLevel);
        return !(steady > 0) || slower < Math.log(ProbeReading.MATERIAL);
    }

    /**
     * The level the later forks were held to: the median of the probes' steady levels ({@link ProbeReading}),
     * as the engine told them; NaN without a probe that reached a steady state (then every fork probed).
     */
    static double probesLevel(List<WarmupFork> forks, Mode mode, SteadyStateRule rule) {
        double[] levels = forks.stream().filter(WarmupFork::ranAsProbe).map(f -> ProbeReading.of(f, mode, rule))
                .filter(ProbeReading::steady).mapToDouble(ProbeReading::level).toArray();
        return levels.length == 0 ? Double.NaN : new Median().evaluate(levels);
    }
}
