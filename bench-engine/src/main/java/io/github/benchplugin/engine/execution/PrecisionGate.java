package io.github.benchplugin.engine.execution;

import io.github.benchplugin.engine.config.PrecisionSettings;
import io.github.benchplugin.engine.recording.ResultsSoFar;
import io.github.benchplugin.engine.plan.CellPlan;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.stats.PrecisionTarget;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * bench.targetError in the engine: the first {@link PrecisionTarget#MIN_FORKS} rounds run every
 * cell; before each later round it takes a look ({@link PrecisionTarget#assess}) and lets only
 * the rows that are not settled run, without the harness floor (already measured). A row is open
 * while any comparison it takes part in is (between runtimes, profiles, methods, or against the
 * earlier run: the rows arrive with every comparison the table will show). The forks go to the
 * rows nearest a decision first (the fewest forks per side that would likely decide them, at their
 * own fork-to-fork noise): when bench.maxTime has no room for a round of every open row, the
 * nearest ones get it and the log says which. It stops the run when every row is settled or when
 * not even the nearest row's round fits, and then says which rows did not get there.
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
        List<PrecisionTarget.Unsettled> nearestFirst = nearestFirst(open);
        Duration spent = elapsed.get();
        List<PrecisionTarget.Unsettled> funded = funded(nearestFirst, planned, spent);
        List<CellRequest> next = cellsOf(funded, planned);
        if (funded.isEmpty()) {
            Duration needed = plan.planned(cellsOf(nearestFirst.subList(0, 1), planned));
            stoppedEarly = "bench.maxTime " + Durations.human(settings.budget()) + " would be passed by round "
                    + round + " (" + Durations.human(spent) + " spent, about " + Durations.human(needed)
                    + " more for the row nearest a decision)";
            return List.of();
        }
        log.info("bench.targetError " + settings.target().targetText() + ", look " + look + " of "
                + settings.target().maxLooks() + ": " + open.size() + " of " + result.rows().size()
                + " row(s) need another fork" + (funded.size() < open.size() ? "; bench.maxTime "
                + Durations.human(settings.budget()) + " leaves room for the " + funded.size()
                + " nearest a decision" : "") + "; forks go to " + whereTheForksGo(funded));
        lastRound = round;
        return next;
    }

    /**
     * The open rows, the ones whose decision needs the fewest forks first (a row without an estimate
     * last), in table order among equals: under a budget those are the forks most likely to turn a
     * row into an answer.
     */
    static List<PrecisionTarget.Unsettled> nearestFirst(List<PrecisionTarget.Unsettled> open) {
        return open.stream().sorted(Comparator.comparingInt(PrecisionTarget.Unsettled::forksToDecide)).toList();
    }

    /** The longest prefix of {@code nearestFirst} whose next round fits in bench.maxTime; all of it without one. */
    private List<PrecisionTarget.Unsettled> funded(List<PrecisionTarget.Unsettled> nearestFirst,
                                                   List<CellRequest> planned, Duration spent) {
        if (settings.budget() == null) {
            return nearestFirst;
        }
        List<PrecisionTarget.Unsettled> funded = new ArrayList<>();
        Duration needed = Duration.ZERO;
        for (PrecisionTarget.Unsettled row : nearestFirst) {
            Duration more = plan.planned(cellsOf(List.of(row), planned));
            if (spent.plus(needed).plus(more).compareTo(settings.budget()) > 0) {
                break;
            }
            needed = needed.plus(more);
            funded.add(row);
        }
        return funded;
    }

    /** The planned cells of {@code rows}, without the harness floor (measured already), in plan order. */
    private static List<CellRequest> cellsOf(List<PrecisionTarget.Unsettled> rows, List<CellRequest> planned) {
        Set<RowKey> keys = rows.stream().map(PrecisionTarget.Unsettled::row).collect(Collectors.toSet());
        return planned.stream().filter(c -> !c.floor() && keys.contains(c.row().key())).toList();
    }

    /** "a.B.m {n=1} (about 6 forks per side would decide it), a.B.n (no estimate yet), and 3 more". */
    private static String whereTheForksGo(List<PrecisionTarget.Unsettled> funded) {
        int shown = Math.min(3, funded.size());
        String named = funded.subList(0, shown).stream().map(u -> u.row().label() + " (" + (u.forksToDecide()
                == PrecisionTarget.NO_ESTIMATE ? "no estimate yet" : "about " + u.forksToDecide()
                + " forks per side would decide it") + ")").collect(Collectors.joining(", "));
        return named + (funded.size() > shown ? ", and " + (funded.size() - shown) + " more" : "");
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
