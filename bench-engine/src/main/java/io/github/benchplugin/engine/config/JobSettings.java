package io.github.benchplugin.engine.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What every measured JMH run is told: the preset with the user's overrides applied.
 * A null field means "not set: the benchmark's annotations (or JMH's defaults) decide".
 *
 * @param autoWarmup bench.warmup=auto: no JMH warm-up, short iterations up to a cap, the score from each
 *                fork's steady iterations only (docs/statistics.md)
 * @param steadyWindow under auto, how many iterations must be steady before a fork stops short of its
 *                cap: as many as the fixed preset's measurement lasts; 0 with a fixed warm-up
 * @param horizon  under auto, the fewest iterations of a probe fork, the first of each cell on each runtime
 *                (bench.warmupHorizon, {@link WarmupHorizon}); 0 with a fixed warm-up
 * @param fixedWarmup under auto, the fixed warm-up and measurement a row keeps where the cut does not apply
 *                (single-shot rows, rows with iteration-level fixtures); null with a fixed warm-up
 * @param userSet which of the settings that replace a benchmark's annotations ({@link #ANNOTATION_OVERRIDES})
 *                the user set, by property name: the rest came from the preset or are unset. The run
 *                names what an explicit value overrides; a preset's values are the expected case.
 */
public record JobSettings(
        String preset,
        Integer forks,
        Integer warmupIterations,
        Duration warmupTime,
        Integer iterations,
        Duration time,
        String mode,
        String timeUnit,
        List<String> jvmArgs,
        Map<String, List<String>> params,
        int rounds,
        String threads,
        boolean autoWarmup,
        int steadyWindow,
        int horizon,
        FixedWarmup fixedWarmup,
        Set<String> userSet) {

    /**
     * Under auto, the preset's fixed warm-up and measurement, which two kinds of row keep: a
     * single-shot row (its iterations are single calls, and what it measures is the cold start the
     * steady-state cut would throw away), and a row whose states have an iteration-level @Setup or
     * @TearDown (under auto's short iterations the fixture would run several times as often as with
     * the preset's, and what it resets each iteration would change what is measured). Null values
     * leave them to the benchmark's annotations.
     */
    public record FixedWarmup(Integer warmupIterations, Duration warmupTime, Integer iterations, Duration time) {
    }

    /** The properties that replace what a benchmark's annotations set (@Fork, @Warmup, ... @Threads). */
    public static final List<String> ANNOTATION_OVERRIDES = List.of("bench.forks", "bench.warmupIterations",
            "bench.warmupTime", "bench.iterations", "bench.time", "bench.mode", "bench.timeUnit", "bench.threads");

    private static final Set<String> MODES = Set.of("thrpt", "avgt", "sample", "ss", "all");
    private static final Set<String> TIME_UNITS = Set.of("ns", "us", "ms", "s", "m", "h");

    public JobSettings {
        jvmArgs = List.copyOf(jvmArgs);
        params = Map.copyOf(params);
        userSet = Set.copyOf(userSet);
    }

    /**
     * bench.job and the properties that override its preset (bench.forks, bench.time, ...), checked.
     *
     * @throws BadInputException naming the first value that cannot be used and what is allowed
     */
    public static JobSettings of(RawSettings raw) {
        JobPreset preset = JobPreset.parse(raw.text("bench.job")); // unset: default
        boolean annotations = preset.usesAnnotations();
        Integer forks = pick(raw.integer("bench.forks"), annotations ? null : preset.forks());
        if (forks != null && forks < 1) {
            throw new BadInputException("bench.forks '" + forks + "' must be at least 1 "
                    + "(in-process runs are asked with bench.inProcess=true)");
        }
        Integer warmups = pick(raw.integer("bench.warmupIterations"), annotations ? null : preset.warmupIterations());
        requireAtLeast("bench.warmupIterations", warmups, 0);
        Integer iterations = pick(raw.integer("bench.iterations"), annotations ? null : preset.iterations());
        requireAtLeast("bench.iterations", iterations, 1);
        Duration warmupTime = duration(raw, "bench.warmupTime", preset.warmupTime());
        Duration time = duration(raw, "bench.time", preset.time());
        boolean auto = AutoWarmup.chosen(raw, preset);
        Duration wantedHorizon = WarmupHorizon.requested(raw, auto ? null : AutoWarmup.whyFixed(raw, preset));
        int steadyWindow = 0;
        int horizon = 0;
        FixedWarmup fixedWarmup = null;
        if (auto) {
            fixedWarmup = new FixedWarmup(warmups, warmupTime, iterations, time);
            // Under auto bench.time is one iteration's length and bench.iterations the cap; the fork's
            // budget and the steady window stay the preset's fixed fork and measurement, so that a user's
            // cap leaves the fork room to stop once steady.
            Duration iteration = raw.text("bench.time") != null ? time : AutoWarmup.ITERATION;
            int cap = raw.integer("bench.iterations") != null ? iterations
                    : AutoWarmup.cap(warmups, warmupTime, preset.iterations(), preset.time(), iteration,
                    wantedHorizon == null ? WarmupHorizon.DEFAULT : wantedHorizon);
            steadyWindow = AutoWarmup.window(preset.iterations(), preset.time(), iteration, cap);
            horizon = WarmupHorizon.iterations(wantedHorizon, iteration, steadyWindow, cap);
            iterations = cap;
            warmups = 0;
            warmupTime = null;
            time = iteration;
        }
        Set<String> userSet = new LinkedHashSet<>();
        ANNOTATION_OVERRIDES.stream().filter(p -> raw.text(p) != null).forEach(userSet::add);
        return new JobSettings(preset.id(), forks, warmups, warmupTime, iterations, time,
                mode(raw.text("bench.mode")), timeUnit(raw.text("bench.timeUnit")), JvmArgs.split(raw.text("bench.jvmArgs")),
                ParamOverrides.parse(raw.text("bench.params")), rounds(raw.integer("bench.rounds"), forks),
                ThreadCount.parse(raw.text("bench.threads")), auto, steadyWindow, horizon, fixedWarmup, userSet);
    }

    /** These settings with {@code forks} forks, one per round: how a precision target runs (it decides after each round). */
    public JobSettings withOneForkPerRound(int forks) {
        return new JobSettings(preset, forks, warmupIterations, warmupTime, iterations, time, mode, timeUnit, jvmArgs,
                params, forks, threads, autoWarmup, steadyWindow, horizon, fixedWarmup, userSet);
    }

    private static Duration duration(RawSettings raw, String property, Duration preset) {
        String text = raw.text(property);
        return text != null ? Durations.parse(property, text) : preset;
    }

    /**
     * bench.rounds splits the forks into rounds that alternate runtimes and benchmarks; each round
     * needs a fork. Unset: as many rounds as forks.
     */
    private static int rounds(Integer rounds, Integer forks) {
        if (rounds == null) {
            // Default: one fork per round, so forks of every runtime and benchmark alternate.
            return forks == null ? 1 : forks;
        }
        if (rounds == 1) {
            return 1;
        }
        if (forks == null) {
            throw new BadInputException("bench.rounds '" + rounds + "' needs a fork count to split: set bench.forks "
                    + "or a preset other than jmh");
        }
        if (rounds < 1 || rounds > forks) {
            throw new BadInputException("bench.rounds '" + rounds + "' must be between 1 and bench.forks (" + forks + ")");
        }
        return rounds;
    }

    /** Forks of round {@code round} (1-based): the forks spread evenly, earlier rounds taking the remainder. */
    public int forksInRound(int round) {
        int base = forks / rounds;
        return base + (round <= forks % rounds ? 1 : 0);
    }

    private static Integer pick(Integer override, Integer preset) {
        return override != null ? override : preset;
    }

    private static void requireAtLeast(String property, Integer value, int min) {
        if (value != null && value < min) {
            throw new BadInputException(property + " '" + value + "' must be at least " + min);
        }
    }

    /** Normalised for JMH's -bm: lower case, no blanks, each mode once; "all" covers the others. */
    private static String mode(String mode) {
        if (mode == null || mode.isBlank()) {
            return null;
        }
        Set<String> modes = new LinkedHashSet<>();
        // -1: keep empty parts, so that "avgt,,thrpt" is reported rather than silently read as two modes.
        for (String m : mode.split(",", -1)) {
            String name = m.trim().toLowerCase(Locale.ROOT);
            if (!MODES.contains(name)) {
                throw new BadInputException("bench.mode '" + mode + "' is not a JMH mode; allowed: thrpt, avgt, sample, ss, all "
                        + "(comma-separated for several)");
            }
            modes.add(name);
        }
        return modes.contains("all") ? "all" : String.join(",", modes);
    }

    private static String timeUnit(String unit) {
        if (unit == null || unit.isBlank()) {
            return null;
        }
        String name = unit.trim().toLowerCase(Locale.ROOT);
        if (!TIME_UNITS.contains(name)) {
            throw new BadInputException("bench.timeUnit '" + unit + "' is not a time unit; allowed: ns, us, ms, s, m, h");
        }
        return name;
    }

    /**
     * JMH command-line options for these settings. The benchmark, its mode and its parameter
     * values are not among them: the engine pins those per row (one row is one JMH run).
     */
    public List<String> jmhOptions() {
        List<String> args = new ArrayList<>();
        add(args, "-f", forks);
        add(args, "-wi", warmupIterations);
        add(args, "-w", warmupTime == null ? null : Durations.toJmh(warmupTime));
        add(args, "-i", iterations);
        add(args, "-r", time == null ? null : Durations.toJmh(time));
        add(args, "-tu", timeUnit);
        add(args, "-t", threads);
        return args;
    }

    private static void add(List<String> args, String option, Object value) {
        if (value != null) {
            args.add(option);
            args.add(value.toString());
        }
    }

    /** The settings as strings, for the report header and for deciding whether a resumed run may continue. */
    public Map<String, String> describe() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("job", preset);
        d.put("forks", forks == null ? "annotations" : forks.toString());
        // bench.warmup=auto asks JMH for no warm-up iterations and no time: "0 x annotations" read as nonsense.
        d.put("warmup", warmupIterations == null ? "annotations" : warmupIterations == 0 ? "none"
                : warmupIterations + " x " + (warmupTime == null ? "annotations" : Durations.human(warmupTime)));
        d.put("measurement", iterations == null ? "annotations"
                : iterations + " x " + (time == null ? "annotations" : Durations.human(time)));
        if (autoWarmup) {
            d.put(AutoWarmup.SETTING, AutoWarmup.AUTO);
            // The longest plateau a probe fork can see end (docs/statistics.md): beyond it the rule is blind.
            // bench.warmupHorizon's form, exact (2500ms, not 2s): also what a resumed run must match.
            d.put(AutoWarmup.HORIZON_SETTING, WarmupHorizon.exact(time.multipliedBy(horizon)));
        }
        if (mode != null) {
            d.put("mode", mode);
        }
        if (timeUnit != null) {
            d.put("timeUnit", timeUnit);
        }
        if (!jvmArgs.isEmpty()) {
            d.put("jvmArgs", String.join(" ", jvmArgs));
        }
        if (!params.isEmpty()) {
            d.put("params", params.toString());
        }
        if (threads != null) {
            d.put("threads", threads);
        }
        if (rounds > 1) {
            d.put("rounds", Integer.toString(rounds));
        }
        return d;
    }
}
