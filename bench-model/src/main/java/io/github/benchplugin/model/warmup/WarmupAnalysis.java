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
        if (steadyAt.length == 0) {
            return new Warmup(null, null, null, forks, null);
        }
        return new Warmup(new Median().evaluate(steadyAt), steadyAt[0], steadyAt[steadyAt.length - 1], forks, null);
    }
}
