package io.github.benchplugin.engine.run;

import io.github.benchplugin.model.result.BenchResult;

import java.nio.file.Path;
import java.util.List;

/**
 * What a run produced, for the caller to turn into a build result.
 *
 * @param result      the merged result, as written to the output directory; null when nothing ran
 * @param failures    one line per failed cell (row on runtime)
 * @param unisolated  ids of the columns measured inside a shared JVM
 * @param reports     the files to open first: results.md and results.json, or with bench.verifyIsolation
 *                    isolation.md and isolation.json; none when nothing ran. bench:run names them per
 *                    module at the end of a reactor.
 */
public record RunOutcome(BenchResult result, List<String> failures, List<String> unisolated, List<Path> reports) {

    public RunOutcome {
        failures = List.copyOf(failures);
        unisolated = List.copyOf(unisolated);
        reports = reports == null ? List.of() : List.copyOf(reports);
    }

    /** Without the report files' paths. */
    public RunOutcome(BenchResult result, List<String> failures, List<String> unisolated) {
        this(result, failures, unisolated, List.of());
    }

    public static RunOutcome nothingToRun() {
        return new RunOutcome(null, List.of(), List.of());
    }

    public boolean ran() {
        return result != null;
    }
}
