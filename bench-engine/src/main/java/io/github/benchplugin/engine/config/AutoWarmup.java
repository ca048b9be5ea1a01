package io.github.benchplugin.engine.config;

import io.github.benchplugin.host.IterationLog;

import java.time.Duration;
import java.util.List;

/**
 * bench.warmup: {@code fixed} (the preset's or the user's warm-up iterations, JMH's way) or
 * {@code auto}, the default of the default preset. JMH fixes a fork's warm-up count when the fork starts, so {@code auto} keeps JMH's
 * measurement loop and moves the decision after it: no JMH warm-up, short measurement iterations
 * up to a cap, every one recorded with its time, and the score taken from the iterations the
 * steady-state rule calls steady (docs/statistics.md says why that is as trustworthy as a fixed
 * warm-up).
 */
public final class AutoWarmup {

    public static final String PROPERTY = "bench.warmup";
    public static final String AUTO = "auto";
    public static final String FIXED = "fixed";
    /** The key of environment.settings in results.json that says a run's scores are steady parts only. */
    public static final String SETTING = "warmupRule";
    /**
     * The key of environment.settings in results.json that states the probe forks' horizon: how long the
     * first fork of each cell on each runtime runs whatever its iterations look like, so that a level plateau
     * shorter than the horizon ends inside the probe (bench.warmupHorizon, {@link WarmupHorizon}).
     */
    public static final String HORIZON_SETTING = "warmupHorizon";
    /** One iteration when bench.time is not set: short, so that a warm-up ends within a tenth of a second of when it does. */
    public static final Duration ITERATION = Duration.ofMillis(100);
    /**
     * Fewest iterations per fork: the steady state must hold at least a quarter of them, so 20 leave a
     * steady part of 5 or more to score.
     */
    public static final int MIN_ITERATIONS = 20;

    /**
     * A fork's cap under auto, as a multiple of the horizon: room for a probe whose plateau ends
     * shortly before the horizon to run on until the steady state is a third of the fork.
     */
    static final double CAP_PER_HORIZON = 1.5;

    /** The harness floor's warm-up under auto: 1 s of {@link #ITERATION}s (it is not scored from a steady part). */
    public static final int FLOOR_WARMUP_ITERATIONS = 10;

    private AutoWarmup() {
    }

    /** The properties that set a fork's iterations: one of them set asks for a fixed shape. */
    private static final List<String> SHAPE_PROPERTIES = List.of("bench.warmupIterations", "bench.warmupTime",
            "bench.iterations", "bench.time");

    /**
     * Whether the run ends warm-up on evidence: as bench.warmup says; unset, auto for a preset that
     * makes it its default ({@link JobPreset#warmupAutoByDefault()}) unless one of the warm-up or
     * measurement properties is set, since a user who sets iterations expects JMH to run those.
     *
     * @throws BadInputException for a value other than fixed or auto, or a fixed warm-up beside auto
     */
    static boolean chosen(RawSettings raw, JobPreset preset) {
        String text = raw.text(PROPERTY);
        if (text == null || text.isBlank()) {
            return preset.warmupAutoByDefault() && SHAPE_PROPERTIES.stream().allMatch(p -> raw.text(p) == null);
        }
        if (text.trim().equals(FIXED)) {
            return false;
        }
        if (text.trim().equals(AUTO)) {
            refuseFixedWarmup(raw);
            return true;
        }
        throw new BadInputException(PROPERTY + " '" + text + "' is not a warm-up rule; allowed: " + FIXED
                + " (the preset's warm-up iterations) or " + AUTO
                + " (warm-up ends where each fork's iterations are steady; the default of bench.job=default)");
    }

    /**
     * Why a run's warm-up is fixed ({@link #chosen} said so), for the message that refuses a setting of
     * auto's beside it.
     */
    static String whyFixed(RawSettings raw, JobPreset preset) {
        String text = raw.text(PROPERTY);
        if (text != null && !text.isBlank()) {
            return PROPERTY + "=" + text.trim();
        }
        if (!preset.warmupAutoByDefault()) {
            return "bench.job=" + preset.id() + " keeps the preset's warm-up";
        }
        String shape = SHAPE_PROPERTIES.stream().filter(p -> raw.text(p) != null).findFirst().orElse("bench.warmup");
        return shape + " set, so the default preset runs JMH's iterations";
    }

    /** With auto the warm-up is the data's to decide: a fixed warm-up beside it is a contradiction, said at once. */
    private static void refuseFixedWarmup(RawSettings raw) {
        for (String fixed : new String[] {"bench.warmupIterations", "bench.warmupTime"}) {
            if (raw.text(fixed) != null) {
                throw new BadInputException(fixed + " '" + raw.text(fixed) + "' sets a fixed warm-up, and " + PROPERTY
                        + "=" + AUTO + " ends the warm-up on evidence: set one of the two");
            }
        }
    }

    /**
     * Iterations per fork: as many {@code iteration}s as {@link #CAP_PER_HORIZON} horizons last, or the
     * fixed warm-up and measurement where that is longer, at least {@link #MIN_ITERATIONS} and at most what the host
     * records of a fork ({@link IterationLog#MAX_ITERATIONS_PER_FORK}).
     */
    static int cap(Integer warmups, Duration warmupTime, Integer iterations, Duration time, Duration iteration,
                   Duration horizon) {
        long fixedNanos = nanos(warmups, warmupTime) + nanos(iterations, time);
        long count = Math.max(iterationsIn(fixedNanos, iteration),
                iterationsIn((long) (CAP_PER_HORIZON * horizon.toNanos()), iteration));
        return (int) Math.max(MIN_ITERATIONS, Math.min(IterationLog.MAX_ITERATIONS_PER_FORK, count));
    }

    /** The fixed fork's length in {@code iteration}s: what a later fork of a settled row is planned to take. */
    public static int cap(JobSettings.FixedWarmup fixed, Duration iteration) {
        long nanos = nanos(fixed.warmupIterations(), fixed.warmupTime()) + nanos(fixed.iterations(), fixed.time());
        return (int) Math.max(MIN_ITERATIONS, iterationsIn(nanos, iteration));
    }

    private static long iterationsIn(long nanos, Duration iteration) {
        return nanos == 0 ? 0 : (nanos + iteration.toNanos() - 1) / iteration.toNanos();
    }

    /**
     * The iterations that must be steady before a fork stops short of its cap (bench-host's
     * SteadyWindow): as many {@code iteration}s as the fixed measurement lasts, so a fork that stops
     * early has measured at least that long; at least {@link #MIN_ITERATIONS}, at most the cap.
     */
    static int window(Integer iterations, Duration time, Duration iteration, int cap) {
        long measured = nanos(iterations, time);
        long count = (measured + iteration.toNanos() - 1) / iteration.toNanos();
        return (int) Math.min(cap, Math.max(MIN_ITERATIONS, count));
    }

    private static long nanos(Integer count, Duration each) {
        return count == null || each == null ? 0 : count * each.toNanos();
    }
}
