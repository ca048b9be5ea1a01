package io.github.benchplugin.engine;

import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * bench.explain's extra fork: JFR on from the fork's start (so the JIT's compilations and
 * inlining during warmup are in the recording) with our settings, and at least two seconds of
 * measurement: at one sample per 10 ms, a dry run's 200 ms would give too few samples to rank
 * ten methods. The run's iteration time is kept; only the number of iterations grows.
 */
final class ExplainFork implements ForkTweak {

    static final long MIN_MEASUREMENT_MILLIS = 2000;

    private final ExplainFiles files;

    ExplainFork(ExplainFiles files) {
        this.files = files;
    }

    @Override
    public void options(List<String> jmhOptions) {
        int time = jmhOptions.indexOf("-r");
        int iterations = jmhOptions.indexOf("-i");
        if (time < 0 || iterations < 0) {
            return; // the benchmark's own annotations decide: they are meant for real measurements
        }
        long millis = Math.max(1, TimeValue.fromString(jmhOptions.get(time + 1)).convertTo(TimeUnit.MILLISECONDS));
        int count = Integer.parseInt(jmhOptions.get(iterations + 1));
        if (millis * count < MIN_MEASUREMENT_MILLIS) {
            jmhOptions.set(iterations + 1, Long.toString((MIN_MEASUREMENT_MILLIS + millis - 1) / millis));
        }
    }

    @Override
    public List<String> jvmArgs(CellRequest cell) {
        Path recording = files.recording(cell.row(), cell.runtime().id());
        return List.of("-XX:StartFlightRecording=filename=" + recording + ",settings=" + files.settings()
                + ",dumponexit=true");
    }
}
