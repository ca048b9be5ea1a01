package io.github.benchplugin.engine.explain;

import io.github.benchplugin.engine.hosts.ForkTweak;
import io.github.benchplugin.engine.plan.CellRequest;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * bench.explain's extra fork: JFR on from the fork's start (so the JIT's compilations and
 * inlining during warmup are in the recording) with our settings, at least one second of warmup
 * (whose samples the evidence leaves out, as JMH leaves them out of the score) and at least two
 * seconds of measurement: at one sample per 10 ms, a dry run's 200 ms would give too few samples
 * to rank ten methods. The run's iteration times are kept; only the numbers of iterations grow.
 */
final class ExplainFork implements ForkTweak {

    static final long MIN_MEASUREMENT_MILLIS = 2000;
    /** Enough for C2 to compile a benchmark's hot loop, so the evidence is of compiled code, as the scores are. */
    static final long MIN_WARMUP_MILLIS = 1000;

    private final ExplainFiles files;

    ExplainFork(ExplainFiles files) {
        this.files = files;
    }

    @Override
    public void options(List<String> jmhOptions) {
        atLeast(jmhOptions, "-wi", "-w", MIN_WARMUP_MILLIS);
        atLeast(jmhOptions, "-i", "-r", MIN_MEASUREMENT_MILLIS);
    }

    /** The recorded fork's warmup, which the evidence leaves out of its samples: the plan's, or our minimum. */
    static Duration warmup(Duration planned) {
        return planned.compareTo(Duration.ofMillis(MIN_WARMUP_MILLIS)) < 0 ? Duration.ofMillis(MIN_WARMUP_MILLIS) : planned;
    }

    /**
     * Raises the iterations until iterations x time reaches the minimum, when the run sets both;
     * otherwise the benchmark's own annotations decide: they are meant for real measurements.
     */
    private static void atLeast(List<String> jmhOptions, String countOption, String timeOption, long minMillis) {
        int time = jmhOptions.indexOf(timeOption);
        int iterations = jmhOptions.indexOf(countOption);
        if (time < 0 || iterations < 0) {
            return;
        }
        long millis = Math.max(1, TimeValue.fromString(jmhOptions.get(time + 1)).convertTo(TimeUnit.MILLISECONDS));
        int count = Integer.parseInt(jmhOptions.get(iterations + 1));
        if (millis * count < minMillis) {
            jmhOptions.set(iterations + 1, Long.toString((minMillis + millis - 1) / millis));
        }
    }

    @Override
    public List<String> jvmArgs(CellRequest cell) {
        // JFR's option list is comma-separated: with a comma in the output directory, the paths are comma-free stand-ins.
        Path recording = files.forkRecording(cell.row(), cell.runtime().id());
        return List.of("-XX:StartFlightRecording=filename=" + recording + ",settings=" + files.forkSettings()
                + ",dumponexit=true");
    }
}
