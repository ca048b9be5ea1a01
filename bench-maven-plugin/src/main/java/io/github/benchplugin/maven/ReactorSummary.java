package io.github.benchplugin.maven;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The last lines of bench:run on a reactor: one per module, in reactor order, saying whether it was
 * measured and where its results are. bench:run is one goal for the whole reactor (an aggregator:
 * see RunMojo), so Maven builds only the project it runs in, and its Reactor Summary, printed right
 * after these lines, has no result for the other modules and calls them SKIPPED, the measured one
 * included. These lines are what bench:run did; the last one says why Maven's summary disagrees.
 */
final class ReactorSummary {

    private final Path root;
    /** Module (artifactId, as bench:run's "--- lib ---" lines and -pl name it) -> what became of it. */
    private final Map<String, String> modules = new LinkedHashMap<>();
    private int measured;

    /** @param root the directory Maven runs in: paths under it are shown relative to it */
    ReactorSummary(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** A module that was measured, with its report files (results.md, results.json). */
    void measured(String module, List<Path> reports, boolean gatesFailed) {
        List<String> shown = new ArrayList<>();
        reports.forEach(r -> shown.add(shown(r)));
        modules.put(module, String.join(", ", shown) + (gatesFailed ? " (it failed a gate: see the error below)" : ""));
        measured++;
    }

    /** A module with nothing to measure (a parent POM, a library). */
    void withoutBenchmarks(String module) {
        modules.put(module, "not measured: no JMH benchmarks");
    }

    /** A module bench.variants changes nothing in: nothing to compare there. */
    void unchangedByVariants(String module) {
        modules.put(module, "not measured: bench.variants changes nothing in it");
    }

    /**
     * @param ranIn   the project Maven ran bench:run in, the only one its Reactor Summary does not call SKIPPED
     * @param reactor every module of the build, in reactor order: those not reported were not reached
     *                (bench:run stopped at an error before them)
     */
    List<String> lines(String ranIn, List<String> reactor) {
        List<String> lines = new ArrayList<>();
        lines.add("bench:run measured " + measured + " of " + reactor.size() + " modules of this reactor:");
        for (String module : reactor) {
            lines.add("  " + module + " -> " + modules.getOrDefault(module, "not measured: bench:run stopped before it"));
        }
        lines.add("Maven's Reactor Summary below says SKIPPED for every module but " + ranIn + ", measured or not:"
                + " bench:run runs once for the whole reactor, in " + ranIn + "'s build, and Maven records a result"
                + " only for that project (README, \"In a reactor\").");
        return lines;
    }

    private String shown(Path report) {
        Path absolute = report.toAbsolutePath().normalize();
        return absolute.startsWith(root) && !absolute.equals(root) ? root.relativize(absolute).toString() : absolute.toString();
    }
}
