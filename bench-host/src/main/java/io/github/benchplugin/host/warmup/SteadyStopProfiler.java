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
    /** The option that names the fewest iterations before a stop ({@link ForkStop}): {@code ;min=58}. */
    public static final String MIN = "min";
    /** The option that names the probe's steady level ({@link ForkStop}): {@code ;level=1980.5}. */
    public static final String LEVEL = "level";
    /** Between options: {@code window=20;min=58;level=1980.5}, as JMH's own profilers separate theirs. */
    public static final String SEPARATOR = ";";

    private final ForkStop rule;
    private final List<Double> scores = new ArrayList<Double>();
    /** The measurement params of the fork being watched: a new object means a new benchmark (in-process runs). */
    private IterationParams watched;
    private boolean stopping;

    /** JMH's constructor for a profiler given with options. */
    public SteadyStopProfiler(String options) {
        this.rule = rule(options);
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
        if (!stopping && scores.size() + 1 < iterationParams.getCount() && rule.mayStop(scores)) {
            stopping = MeasurementCount.set(iterationParams, scores.size() + 1);
        }
        return Collections.<Result>emptyList();
    }

    /**
     * {@code window=20}, then optionally {@code ;min=58} and {@code ;level=1980.5}: the iterations that
     * must be steady, the fewest before a stop, the probe's steady level.
     */
    static ForkStop rule(String options) {
        String text = options == null ? "" : options.trim();
        Integer window = null;
        int min = 0;
        double level = 0;
        for (String part : text.split(SEPARATOR)) {
            int eq = part.indexOf('=');
            String name = eq < 0 ? part.trim() : part.substring(0, eq).trim();
            String value = eq < 0 ? "" : part.substring(eq + 1).trim();
            try {
                if (name.equals(WINDOW)) {
                    window = Integer.parseInt(value);
                } else if (name.equals(MIN)) {
                    min = Integer.parseInt(value);
                } else if (name.equals(LEVEL)) {
                    level = Double.parseDouble(value);
                } else {
                    window = null;
                    break;
                }
            } catch (NumberFormatException e) {
                window = null;
                break;
            }
        }
        if (window == null) {
            throw new IllegalArgumentException("SteadyStopProfiler takes " + WINDOW + "=<iterations>[" + SEPARATOR
                    + MIN + "=<iterations>][" + SEPARATOR + LEVEL + "=<score>], not '" + text + "'");
        }
        return new ForkStop(window, min, level);
    }
}
