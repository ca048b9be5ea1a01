package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupFork;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.List;

/**
 * A cell's recorded forks made its {@link Warmup}: each fork classified by the {@link SteadyStateRule},
 * and the time to steady state over the steady forks (median and range).
 */
public final class WarmupAnalysis {

    private final SteadyStateRule rule;

    public WarmupAnalysis(SteadyStateRule rule) {
        this.rule = rule;
    }

    public WarmupAnalysis() {
        this(SteadyStateRule.DEFAULT);
    }

    /** Null when no fork was recorded. */
    public Warmup of(List<WarmupFork> recorded, Mode mode) {
        if (recorded.isEmpty()) {
            return null;
        }
        List<WarmupFork> forks = recorded.stream().map(f -> rule.classify(f, mode)).toList();
        double[] steadyAt = forks.stream().filter(f -> f.steadyAtSeconds() != null)
                .mapToDouble(WarmupFork::steadyAtSeconds).sorted().toArray();
        Double onset = probeOnsetSeconds(forks, mode);
        if (steadyAt.length == 0) {
            return new Warmup(null, null, null, forks, null, onset);
        }
        return new Warmup(new Median().evaluate(steadyAt), steadyAt[0], steadyAt[steadyAt.length - 1], forks, null,
                onset);
    }

    /**
     * bench.warmup=auto: the cell's warm-up with the forks that never settled marked ({@link SettledForks}),
     * before it is scored from the others ({@link SteadyPart}).
     */
    public Warmup settled(Warmup warmup, Mode mode) {
        return SettledForks.of(warmup, mode, rule);
    }

    /**
     * The latest material onset of the cell's probe forks ({@link ProbeReading}), in seconds from the
     * fork's start (its start, for an onset of 0); null without a probe, or when a probe had no steady state.
     */
    private Double probeOnsetSeconds(List<WarmupFork> forks, Mode mode) {
        Double latest = null;
        for (WarmupFork fork : forks) {
            if (!fork.ranAsProbe()) {
                continue;
            }
            ProbeReading reading = ProbeReading.of(fork, mode, rule);
            if (!reading.steady()) {
                return null;
            }
            double at = fork.startOf(Math.min(reading.onset(), fork.iterations().size() - 1));
            latest = latest == null ? at : Math.max(latest, at);
        }
        return latest;
    }
}
