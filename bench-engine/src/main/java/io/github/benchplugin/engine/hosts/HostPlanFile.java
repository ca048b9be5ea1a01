package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.host.HostPlan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The plan a host reads: the cells of a batch it has left to run, written beside their results, with
 * what an earlier try of those cells left behind cleared first. Both runners (a forked host, the
 * in-process one) start a host this way.
 */
final class HostPlanFile {

    private HostPlanFile() {
    }

    /**
     * Writes the plan of {@code batch}'s cells for a host's {@code attempt}-th try (1 for the first) and
     * deletes the cells' old result and JMH report, so that nothing stale is read as theirs.
     *
     * @return the plan file
     */
    static Path write(HostBatch batch, int attempt, Function<CellRequest, HostPlan.Cell> hostCell) throws IOException {
        Path plan = path(batch, attempt);
        HostPlan.write(batch.cells().stream().map(hostCell).toList(), plan);
        for (CellRequest cell : batch.cells()) {
            // A held-back harness floor (bench.floor=auto) keeps its own round's directory.
            Files.createDirectories(cell.jsonFile().getParent());
            Files.deleteIfExists(cell.jsonFile());
            Files.deleteIfExists(cell.logFile());
        }
        return plan;
    }

    private static Path path(HostBatch batch, int attempt) {
        Path dir = batch.cells().get(0).jsonFile().getParent();
        // Properties inside, but not the suffix: a project's checkstyle reads every *.properties under its
        // module (Apache Commons' parent POM does), and a plan left by a killed run failed the next build.
        // bench.duet: the two sides of bench.baseline's method run on one column and round at once, each its own plan.
        String name = batch.side() < 0 ? "host-plan" : "host-plan-side" + batch.side();
        return dir.resolve(attempt == 1 ? name + ".txt" : name + "-" + attempt + ".txt");
    }
}
