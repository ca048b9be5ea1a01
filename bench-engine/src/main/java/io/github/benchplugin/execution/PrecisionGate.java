package io.github.benchplugin.execution;

import io.github.benchplugin.config.PrecisionSettings;
import io.github.benchplugin.recording.ResultsSoFar;
import io.github.benchplugin.plan.CellPlan;
import io.github.benchplugin.plan.CellRequest;
import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.config.Durations;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.RowKey;
import io.github.benchplugin.stats.PrecisionTarget;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * bench.targetError in the engine: the first {@link PrecisionTarget#MIN_FORKS} rounds run every
 * cell; before each later round it takes a look ({@link PrecisionTarget#assess}) and lets only
 * the rows that are not settled run, without the harness floor (already measured). A row is open
 * while any comparison it takes part in is (between runtimes, profiles, methods, or against the
 * earlier run: the rows arrive with every comparison the table will show). It stops the
 * run when every row is settled or when the next round would pass bench.maxTime, and then says
 * which rows did not get there.
 */
public final class PrecisionGate implements PlanExecutor.RoundGate {

    private final PrecisionSettings settings;
    private final CellPlan plan;
    private final RunLog log;
    private final Supplier<Duration> elapsed;
    /** The rows still open at the latest look, with why; empty once every row is settled. */
    private List<PrecisionTarget.Unsettled> open = List.of();
    /** Why the run stopped before its last round, or null. */
    private String stoppedEarly;
    private int lastRound;

    /** @param elapsed measuring time so far, for bench.maxTime */
    public PrecisionGate(PrecisionSettings settings, CellPlan plan, RunLog log, Supplier<Duration> elapsed) {
        this.settings = settings;
        this.plan = plan;
        this.log = log;
        this.elapsed = elapsed;
    }

    @Override
    public List<CellRequest> select(int round, List<CellRequest> planned, ResultsSoFar soFar)
            throws IOException {
        int look = PrecisionSettings.lookBefore(round);
        if (look == 0) {
            lastRound = round;
            return planned;
        }
        BenchResult result = soFar.get();
        open = settings.target().unsettled(result.rows(), look);
        if (open.isEmpty()) {
            stoppedEarly = "every row settled after " + (round - 1) + " forks per cell";
            return List.of();
        }
        Set<RowKey> rows = open.stream().map(PrecisionTarget.Unsettled::row).collect(Collectors.toSet());
        List<CellRequest> next = planned.stream().filter(c -> !c.floor() && rows.contains(c.row().key())).toList();
        Duration needed = plan.planned(next);
        Duration spent = elapsed.get();
        if (settings.budget() != null && spent.plus(needed).compareTo(settings.budget()) > 0) {
            stoppedEarly = "bench.maxTime " + Durations.human(settings.budget()) + " would be passed by round "
                    + round + " (" + Durations.human(spent) + " spent, about " + Durations.human(needed) + " more)";
            return List.of();
        }
        log.info("bench.targetError " + settings.target().targetText() + ", look " + look + " of "
                + settings.target().maxLooks() + ": " + open.size() + " of " + result.rows().size()
                + " row(s) need another fork");
        lastRound = round;
        return next;
    }

    /**
     * After the run: the final look when every round ran, then one line for the outcome and one
     * per row that did not reach the target.
     */
    public void report(BenchResult result) {
        if (stoppedEarly == null) {
            open = settings.target().unsettled(result.rows(), settings.target().maxLooks());
        }
        String how = stoppedEarly != null ? stoppedEarly : "all " + lastRound + " rounds ran";
        if (open.isEmpty()) {
            log.info("bench.targetError " + settings.target().targetText() + ": every row settled (" + how + ")");
            return;
        }
        log.warn("bench.targetError " + settings.target().targetText() + ": " + open.size() + " row(s) did not reach the target ("
                + how + "); their intervals are as measured:");
        open.forEach(row -> log.warn("  " + row));
    }
}
