package io.github.benchplugin.engine.gate;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the gates will be able to compare, checked once the benchmarks are known and before anything is
 * measured: a gate that can compare nothing, or a reference run that shares no row with this one, would
 * only be found out after the whole suite ran, and then "passed" would mean nothing.
 *
 * <p>The gates compare four things: each runtime with the first bench.jdks entry, each profile with the first
 * of bench.profiles when bench.compareProfiles asks for it, each variant with the first of bench.variants, and
 * this run with bench.compareTo. Method ratios against bench.baseline are a
 * design fact, not a regression, and no gate reads them.
 */
public final class GateReach {

    private GateReach() {
    }

    /**
     * @param requirements the bench.requireNo... gates (null thresholds when not set)
     * @param runtimes     the runtime columns' ids (bench.jdks, after resolution)
     * @param profiles     the profiles compared with each other (bench.compareProfiles), else empty
     * @param variants     the bench.variants names (empty without)
     * @param previous     bench.compareTo's run, or null
     * @param benchmarks   the selected benchmarks' names, as JMH names them
     * @param baseline     bench.baseline as given, or null
     * @throws BadInputException when a requirement has nothing to compare, or bench.compareTo shares no benchmark
     */
    public static void check(HistoryOptions.Requirements requirements, List<String> runtimes, List<String> profiles,
                             List<String> variants, BenchResult previous, Collection<String> benchmarks, String baseline) {
        if (previous != null) {
            requireCommonBenchmarks(previous, benchmarks);
        }
        boolean comparesSomething = runtimes.size() >= 2 || profiles.size() >= 2 || variants.size() >= 2
                || previous != null;
        if (comparesSomething) {
            return;
        }
        for (String gate : requirements.set()) {
            throw new BadInputException(gate + " has nothing to compare: this run measures one runtime ("
                    + String.join(", ", runtimes) + "), no compared profiles, no bench.variants and no"
                    + " bench.compareTo. It gates each runtime against the first bench.jdks entry, each profile"
                    + " against the first with bench.compareProfiles=true, each variant against the first, and this"
                    + " run against bench.compareTo" + (baseline == null || baseline.isBlank() ? ""
                    : "; method ratios against bench.baseline (" + baseline.strip() + ") are not gated")
                    + ". Add a second runtime (-Dbench.jdks=17,25), bench.variants or bench.compareTo");
        }
    }

    /** bench.compareTo must share a benchmark with the run, or every row would be "not compared". */
    private static void requireCommonBenchmarks(BenchResult previous, Collection<String> benchmarks) {
        Set<String> earlier = previous.rows().stream().map(Row::benchmark).collect(Collectors.toSet());
        if (benchmarks.stream().anyMatch(earlier::contains)) {
            return;
        }
        String theirs = earlier.stream().sorted().limit(3).collect(Collectors.joining(", "));
        String ours = benchmarks.stream().sorted().limit(3).collect(Collectors.joining(", "));
        throw new BadInputException("bench.compareTo shares no benchmark with this run: it has "
                + earlier.size() + " (" + theirs + (earlier.size() > 3 ? ", ..." : "") + "), this run selects "
                + benchmarks.size() + " (" + ours + (benchmarks.size() > 3 ? ", ..." : "") + "). Point it at a"
                + " results.json of this project, or widen bench.include");
    }
}
