package io.github.benchplugin.engine.config;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every {@code bench.*} property, defined once: name, default, allowed values, a one-line
 * description and the goals that take it. The command line builds its options from here; the
 * mojos' parameters and the README's tables are checked against it by tests, so a property added
 * in one place and forgotten in another fails the build. A {@code bench.*} property that no goal
 * knows is refused ({@link #refuseUnknown}) naming the nearest known one: a typo must not switch
 * a gate off in silence.
 */
public final class PropertyCatalog {

    public static final String PREFIX = "bench.";

    /** The goals (and the command line's commands) a property can belong to. */
    public enum Goal {
        /** bench:run, bench:run-jar and {@code bench run}. */
        RUN,
        /** bench:merge and {@code bench merge}. */
        MERGE,
        /** bench:history. */
        HISTORY,
        /** bench:report and the site report. */
        REPORT,
        /** bench:jdks and {@code bench jdks}. */
        JDKS
    }

    /** How a value is written, which decides the command line's option shape. */
    public enum Kind {
        /** Free text, checked by the parse step. */
        TEXT,
        /** true or false; on the command line the option alone means true. */
        FLAG,
        /** Repeatable: one value per repetition (comma lists accepted too). */
        LIST,
        /** A file or directory. */
        PATH
    }

    /**
     * One property.
     *
     * @param name         {@code bench.failOnRegression}
     * @param defaultValue the default: a value, {@value #NONE} (not set: off or empty), or words in parentheses
     *                     ({@code "(from bench.job)"}) for a default that no single value names
     * @param allowed      the values allowed, in words
     * @param description  one line
     * @param kind         how it is written
     * @param goals        the goals that take it
     * @param commandLine  false for what the command line takes otherwise (a positional argument) or not at all
     */
    public record Property(String name, String defaultValue, String allowed, String description, Kind kind,
                           Set<Goal> goals, boolean commandLine) {
        public Property {
            goals = Set.copyOf(goals);
        }

        /** {@code failOnRegression}. */
        public String shortName() {
            return name.substring(PREFIX.length());
        }

        /** {@code --fail-on-regression}, the command line's spelling. */
        public String kebabOption() {
            return "--" + shortName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
        }

        /** {@code --failOnRegression}, the earlier spelling, still accepted. */
        public String camelOption() {
            return "--" + shortName();
        }

        /** The default to hand a parser, or null when "not set" is the default. */
        public String parserDefault() {
            return defaultValue.equals(NONE) || defaultValue.startsWith("(") ? null : defaultValue;
        }

        /** The default in words, for help texts. */
        public String describeDefault() {
            return defaultValue.startsWith("(") ? defaultValue.substring(1, defaultValue.length() - 1) : defaultValue;
        }
    }

    /** The default of a property that is off (or empty) unless set. */
    public static final String NONE = "none";

    private static final Set<Goal> RUN = EnumSet.of(Goal.RUN);
    private static final Set<Goal> RUN_MERGE = EnumSet.of(Goal.RUN, Goal.MERGE);
    private static final Set<Goal> MERGE = EnumSet.of(Goal.MERGE);
    private static final Set<Goal> OUTPUT = EnumSet.of(Goal.RUN, Goal.MERGE, Goal.HISTORY, Goal.REPORT);
    private static final String BOOLEAN = "true, false";
    private static final String TIME = "a number with a unit: ms, s, m, h (a bare number is seconds)";
    private static final String PERCENT = "a percentage above 0 with its % sign, such as 5%";

    private static final Map<String, Property> PROPERTIES = new LinkedHashMap<>();

    /**
     * System properties of the harness itself, not settings of a goal: where bench-host's jar is
     * ({@code HostJar.LOCATION_PROPERTY}) and where JDK discovery looks
     * ({@code JdkDiscovery.SYSTEM_DIRECTORIES_PROPERTY}; tests and unusual machines set it). Not refused.
     */
    static final Set<String> INTERNAL = Set.of("bench.hostJar", "bench.discovery.systemDirectories");

    static {
        text("bench.jdks", "(the running JDK)", "feature versions (21), ranges ([21,22)), JDK homes, all",
                "Runtimes in column order; the first is the baseline.", RUN);
        text("bench.include", "(all)", "regular expressions, comma-separated", "Benchmarks to run.", RUN);
        text("bench.exclude", NONE, "regular expressions, comma-separated", "Benchmarks not to run, after bench.include.", RUN);
        text("bench.params", "(the @Param values)", "name=v1,v2;name=v", "Overrides @Param values.", RUN);
        text("bench.job", "default", "dry, short, default, long, jmh", "A preset for forks, warmup and measurement.", RUN);
        text("bench.forks", "(from bench.job)", "an integer, at least 1", "Forks per benchmark and runtime.", RUN);
        text("bench.warmupIterations", "(from bench.job)", "an integer, 0 or more", "Warmup iterations per fork.", RUN);
        text("bench.warmupTime", "(from bench.job)", TIME, "Length of one warmup iteration.", RUN);
        text("bench.iterations", "(from bench.job)", "an integer, at least 1", "Measured iterations per fork.", RUN);
        text("bench.time", "(from bench.job)", TIME, "Length of one measured iteration.", RUN);
        // A default in words: "fixed" would reach the command line's parser as if typed, and make the default preset fixed.
        text("bench.warmup", "(auto with bench.job=default, else fixed)", "fixed or auto",
                "auto: warm-up ends where each fork's iterations are steady; the score is the steady part's.", RUN);
        text("bench.warmupHorizon", "(10s, under bench.warmup=auto)", TIME + "; at least two steady windows (4s),"
                + " at most 250 iterations (25s)", "How long the probe fork of each row and runtime runs before it may"
                + " stop: the longest warm-up the rule can see end.", RUN);
        text("bench.rounds", "(bench.forks)", "an integer from 1 to bench.forks", "Interleaved rounds the forks run in.", RUN);
        text("bench.mode", "(the annotations)", "thrpt, avgt, sample, ss, all (comma-separated)", "JMH benchmark mode(s).", RUN);
        text("bench.timeUnit", "(the annotations)", "ns, us, ms, s, m, h", "The time unit of the scores.", RUN);
        text("bench.jvmArgs", NONE, "JVM arguments separated by blanks, quotes keep one together",
                "Extra JVM arguments for every measured fork.", RUN);
        text("bench.threads", "(@Threads)", "a positive integer or max", "Benchmark threads, as JMH's -t.", RUN);
        add("bench.profilers", NONE, "JMH -prof syntax, comma-separated or repeated",
                "JMH profilers on every measured fork (jfr,stack,async:output=flamegraph).", Kind.LIST, RUN, true);
        text("bench.explain", NONE, "true, all or regular expressions",
                "After the rounds, one JFR fork per explained row and runtime, the evidence side by side.", RUN);
        flag("bench.explainMachineCode", "true", "With bench.explain and perf + hsdis installed, also each runtime's"
                + " hottest machine code (JMH's perfasm, about 25 s more per recorded fork); false leaves it out.", RUN);
        text("bench.fallback", "none", "none, in-process",
                "A runtime that cannot be found or started: fail, or run it in-process flagged UNISOLATED.", RUN);
        flag("bench.inProcess", "false", "Run everything in-process, flagged UNISOLATED (smoke tests only).", RUN);
        flag("bench.provision", "false", "Download a missing feature version (Foojay Disco API) into ~/.m2/jdks.", RUN);
        text("bench.provisionVendor", "temurin", "a Disco API distribution: temurin, zulu, corretto, ...",
                "The distribution bench.provision downloads.", RUN);
        text("bench.provisionUrl", "https://api.foojay.io/disco/v3.0", "an https address, or http to localhost",
                "The Disco API v3 base address.", RUN);
        flag("bench.strictIsolation", "false", "Fail if any column ran unisolated.", RUN);
        text("bench.profiles", NONE, "default, g1, parallel, serial, z, c2, host or a POM-defined name",
                "Runtime profiles as a second column dimension.", RUN);
        // Off the command line: bench.jar has no POM to resolve against; the CLI takes --variant name=path:path.
        add("bench.variants", NONE, "a POM property and values (lib.version=1.0,1.1) or coordinates and versions"
                        + " (g:a:1.0,1.1; artifacts joined by +)",
                "Versions of a dependency as a third column dimension; the first is the baseline.", Kind.TEXT, RUN,
                false);
        flag("bench.compareProfiles", "false", "Also compare each profile with the first on the same runtime.", RUN);
        flag("bench.verifyIsolation", "false", "Measure isolated and in one shared JVM, and report the divergence.", RUN);
        flag("bench.duet", "false", "Measure each comparison's two sides (columns; with one column, a method and"
                + " bench.baseline's) side by side, each on its own CPUs, iterations started together; ratios from the"
                + " pairs (cancels a noisy machine's bursts).", RUN);
        text("bench.timeout", "(3 x planned + 2 min)", TIME, "Longest time one cell may take.", RUN);
        flag("bench.resume", "false", "Finish an interrupted run without measuring its finished cells again.", RUN);
        text("bench.lockWait", "1h", TIME, "How long to wait for another run on this machine.", RUN);
        flag("bench.keepWork", "false", "Keep the run's scratch files (work/: host plans, each cell's JMH output) for"
                + " debugging.", RUN);
        flag("bench.failOnError", "true", "false: failed cells are reported, the build stays green.", RUN);
        add("bench.jar", NONE, "a JMH uber-jar", "An existing JMH uber-jar to measure instead of the project.",
                Kind.PATH, RUN, false);
        text("bench.floor", "auto", "auto, true, false", "Where the harness floor is measured.", RUN);
        text("bench.shard", NONE, "K/N", "Run the K-th of N deterministic slices of the rows.", RUN);
        text("bench.targetError", NONE, "a percentage such as 2%",
                "A precision target: more forks only where a ratio interval is still wider.", RUN);
        text("bench.maxTime", NONE, TIME, "The time budget of a run with bench.targetError.", RUN);
        text("bench.baseline", NONE, "Class.method", "A method every other method of its class is compared with.",
                RUN_MERGE);
        text("bench.metrics", NONE, "metric names, comma-separated, or all", "Secondary metrics shown as columns.",
                RUN_MERGE);
        add("bench.compareTo", NONE, "a results.json or its directory", "An earlier run every row is compared with.",
                Kind.PATH, RUN_MERGE, true);
        text("bench.failOnRegression", NONE, PERCENT, "Fail naming every row significantly slower by more than this.",
                RUN_MERGE);
        text("bench.failOnAllocRegression", NONE, PERCENT,
                "Fail naming every row allocating more by more than this.", RUN_MERGE);
        text("bench.margin", "3%", "a percentage from 0.5% to 20%", "Equivalence margin: a ratio is 'same' only"
                + " when its whole interval lies within it; no gate reads it.", RUN_MERGE);
        text("bench.requireNoRegression", NONE, PERCENT, "Fail unless every compared row is shown not slower by"
                + " more than this.", RUN_MERGE);
        text("bench.requireNoAllocRegression", NONE, PERCENT, "Fail unless every compared row is shown not to"
                + " allocate more by more than this.", RUN_MERGE);
        add("bench.history", NONE, "a history directory", "A history directory one record of the run is added to"
                + " (bench:history reads it).", Kind.PATH, EnumSet.of(Goal.RUN, Goal.MERGE, Goal.HISTORY), true);
        text("bench.failOnChange", NONE, PERCENT + " (needs bench.history)",
                "Fail when the newest run starts or continues a slowdown larger than this.", RUN_MERGE);
        text("bench.export", NONE, ExportOption.allowed() + " (comma-separated)",
                "Also write the result for other tools into export/ (Bencher, github-action-benchmark, JUnit XML, JMH JSON).",
                RUN_MERGE);
        add("bench.outputDirectory", "target/bench", "a directory", "Where the files are written.", Kind.PATH,
                OUTPUT, true);
        add("bench.skip", "false", BOOLEAN, "Do nothing.", Kind.FLAG, OUTPUT, false);
        add("bench.inputs", NONE, "results.json files or glob patterns, comma-separated", "The results to merge.",
                Kind.TEXT, MERGE, false);
        text("bench.onConflict", "error", "error, first, last", "A cell found in two inputs: fail, or keep one.", MERGE);
        text("bench.baselineRuntime", "(the first column)", "a runtime id of the inputs",
                "The runtime every other column is compared with.", MERGE);
        flag("bench.allowMixedHosts", "false", "Verdicts also between cells measured on different machines.", MERGE);
    }

    private PropertyCatalog() {
    }

    private static void text(String name, String defaultValue, String allowed, String description, Set<Goal> goals) {
        add(name, defaultValue, allowed, description, Kind.TEXT, goals, true);
    }

    private static void flag(String name, String defaultValue, String description, Set<Goal> goals) {
        add(name, defaultValue, BOOLEAN, description, Kind.FLAG, goals, true);
    }

    private static void add(String name, String defaultValue, String allowed, String description, Kind kind,
                            Set<Goal> goals, boolean commandLine) {
        PROPERTIES.put(name, new Property(name, defaultValue, allowed, description, kind, goals, commandLine));
    }

    /** Every property, in the order above (the README's order). */
    public static List<Property> all() {
        return List.copyOf(PROPERTIES.values());
    }

    /** The properties a goal takes. */
    public static List<Property> of(Goal goal) {
        return PROPERTIES.values().stream().filter(p -> p.goals().contains(goal)).toList();
    }

    /** The options of a command-line command: the goal's properties that are options there. */
    public static List<Property> commandLine(Goal goal) {
        return of(goal).stream().filter(Property::commandLine).toList();
    }

    public static Optional<Property> find(String name) {
        return Optional.ofNullable(PROPERTIES.get(name));
    }

    /** The property a command-line option names, in either spelling ({@code --fail-on-regression}, {@code --failOnRegression}). */
    public static Optional<Property> ofOption(String option) {
        return PROPERTIES.values().stream()
                .filter(p -> p.kebabOption().equals(option) || p.camelOption().equals(option)).findFirst();
    }

    /**
     * Refuses a {@code bench.*} property that no goal knows, naming the nearest known one. Other
     * names (not {@code bench.*}) are not ours and are left alone.
     *
     * @param names the property names the user set (Maven: the session's user and system properties)
     * @throws BadInputException for the first unknown name, in sorted order
     */
    public static void refuseUnknown(Iterable<String> names) {
        Set<String> unknownNames = new TreeSet<>(); // a name may be both a user and a system property
        for (String name : names) {
            if (name != null && name.startsWith(PREFIX) && !PROPERTIES.containsKey(name) && !INTERNAL.contains(name)) {
                unknownNames.add(name);
            }
        }
        if (unknownNames.isEmpty()) {
            return;
        }
        List<String> unknown = new ArrayList<>(unknownNames);
        String name = unknown.get(0);
        throw new BadInputException("Unknown property " + name + "; " + nearest(name)
                .map(known -> "did you mean " + known + "?")
                .orElse("no goal of this plugin takes it (the README lists every bench.* property)")
                + (unknown.size() > 1 ? " (also unknown: " + String.join(", ", unknown.subList(1, unknown.size())) + ")" : ""));
    }

    /** The known name closest to {@code name} (edit distance, case ignored), if it is close enough to be a typo. */
    static Optional<String> nearest(String name) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String known : PROPERTIES.keySet()) {
            int d = distance(name.toLowerCase(Locale.ROOT), known.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = known;
                bestDistance = d;
            }
        }
        int allowed = Math.max(2, (name.length() - PREFIX.length()) / 3);
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
