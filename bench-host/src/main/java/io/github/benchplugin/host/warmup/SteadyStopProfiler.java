package io.github.benchplugin.host.warmup;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * bench.warmup=auto's stop: added by the plugin to every measured fork ({@code -prof} with this
 * class's name and {@code window=N}), it ends the fork's measurement one iteration after its last
 * {@code N} iterations are steady ({@link SteadyWindow}), instead of at the cap. The one iteration
 * more is JMH's last, so trial-level tear-downs run as in any fork. It reports no result of its
 * own; the host records the iterations, and the engine scores the steady part.
 */
public class SteadyStopProfiler implements InternalProfiler {

    /** The option that names the window: {@code -prof <this class>:window=20}. */
    public static final String WINDOW = "window";

    private final SteadyWindow rule;
    private final List<Double> scores = new ArrayList<Double>();
    /** The measurement params of the fork being watched: a new object means a new benchmark (in-process runs). */
    private IterationParams watched;
    private boolean stopping;

    /** JMH's constructor for a profiler given with options. */
    public SteadyStopProfiler(String options) {
        this.rule = new SteadyWindow(window(options));
    }

    @Override
    public String getDescription() {
        return "bench-maven-plugin: ends a fork's measurement once its iterations are steady (bench.warmup=auto)";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        if (iterationParams.getType() != IterationType.MEASUREMENT) {
            return Collections.<Result>emptyList();
        }
        if (iterationParams != watched) {
            watched = iterationParams;
            scores.clear();
            stopping = false;
        }
        scores.add(result.getPrimaryResult().getScore());
        if (!stopping && scores.size() + 1 < iterationParams.getCount() && rule.endsSteady(scores)) {
            stopping = MeasurementCount.set(iterationParams, scores.size() + 1);
        }
        return Collections.<Result>emptyList();
    }

    /** {@code window=20}: the iterations that must be steady. */
    static int window(String options) {
        String text = options == null ? "" : options.trim();
        String prefix = WINDOW + "=";
        if (!text.startsWith(prefix)) {
            throw new IllegalArgumentException("SteadyStopProfiler takes " + prefix + "<iterations>, not '" + text + "'");
        }
        return Integer.parseInt(text.substring(prefix.length()).trim());
    }
}
