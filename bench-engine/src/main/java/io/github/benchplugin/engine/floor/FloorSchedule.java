package io.github.benchplugin.engine.floor;

import io.github.benchplugin.engine.recording.ResultsSoFar;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.FloorSetting;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.stats.FloorDemand;
import io.github.benchplugin.model.stats.RowFloors;
import io.github.benchplugin.model.format.NumberFormats;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * When the harness-floor cells of the plan run. With bench.floor=true, where the plan puts them:
 * first in every host batch. With auto, a runtime's floor runs only once the cells measured so
 * far say it is needed ({@link FloorDemand}): until then its floor cells are held back, and the
 * first batch of that runtime that needs them runs the held-back ones first (so the floor gets the
 * same rounds, and as far as possible the same time of the run, as the rows; each keeps its own
 * round's work directory). What is still held
 * back after the last round runs in one batch per runtime if the final results need it, and is
 * dropped otherwise. Once a runtime measures its floor it keeps doing so: a floor with fewer
 * rounds than its cells would be judged on other conditions.
 */
public final class FloorSchedule {

    private final FloorSetting setting;
    private final String floorMode;
    /** runtime id -> its floor cells held back so far, in round order. */
    private final Map<String, List<CellRequest>> heldBack = new LinkedHashMap<>();
    /** Runtimes whose floor has started to run. */
    private final Set<String> measuring = new LinkedHashSet<>();
    /** Runtimes whose floor came from the cache: their floor cells never run. */
    private final Set<String> cached = new LinkedHashSet<>();
    /** Floor cells that will not run because the cache served their runtime. */
    private final List<CellRequest> served = new ArrayList<>();
    private final CachedFloors cache;

    /**
     * Where bench.floor=auto may take a runtime's floor instead of measuring it ({@link FloorCache}).
     */
    @FunctionalInterface
    public interface CachedFloors {
        /**
         * Takes the runtime's cached floor into the results if a fresh one exists.
         *
         * @return true when it did: the runtime's floor cells need not run
         */
        boolean use(TargetRuntime runtime) throws IOException;

        CachedFloors NONE = runtime -> false;
    }

    /** @param floorMode the mode the floor benchmark runs in (see {@link FloorDemand#of}) */
    public FloorSchedule(FloorSetting setting, String floorMode) {
        this(setting, floorMode, CachedFloors.NONE);
    }

    /** @param cache floors of earlier runs, asked (with auto only) when a runtime first needs its floor */
    public FloorSchedule(FloorSetting setting, String floorMode, CachedFloors cache) {
        this.setting = setting;
        this.floorMode = floorMode;
        this.cache = cache;
    }

    /** Every floor cell where the plan put it: bench.floor=true, and plans without floor cells. */
    public static FloorSchedule asPlanned() {
        return new FloorSchedule(FloorSetting.ALWAYS, null);
    }

    /** The batch as it runs: with its floor, after the held-back ones, or without it for now. */
    public HostBatch arrange(HostBatch batch, ResultsSoFar soFar) throws IOException {
        if (setting != FloorSetting.AUTO) {
            return batch;
        }
        String runtime = batch.runtime().id();
        List<CellRequest> floors = batch.cells().stream().filter(CellRequest::floor).toList();
        if (floors.isEmpty() && !heldBack.containsKey(runtime)) {
            return batch;
        }
        if (cached.contains(runtime)) {
            served.addAll(floors);
            return withoutFloors(batch);
        }
        boolean wanted = measuring.contains(runtime) || needed(runtime, soFar.get());
        if (wanted && !measuring.contains(runtime) && cache.use(batch.runtime())) {
            cached.add(runtime);
            served.addAll(floors);
            served.addAll(heldBack.getOrDefault(runtime, List.of()));
            heldBack.remove(runtime);
            return withoutFloors(batch);
        }
        if (wanted) {
            measuring.add(runtime);
            // This round's floor first (the host's files go to the first cell's round), then the
            // held-back ones, then the rows.
            List<CellRequest> cells = new ArrayList<>(floors);
            cells.addAll(heldBack.getOrDefault(runtime, List.of()));
            heldBack.remove(runtime);
            batch.cells().stream().filter(c -> !c.floor()).forEach(cells::add);
            return new HostBatch(batch.runtime(), batch.round(), cells);
        }
        heldBack.computeIfAbsent(runtime, r -> new ArrayList<>()).addAll(floors);
        return withoutFloors(batch);
    }

    private static HostBatch withoutFloors(HostBatch batch) {
        return new HostBatch(batch.runtime(), batch.round(), batch.cells().stream().filter(c -> !c.floor()).toList());
    }

    /**
     * What is left after the last round.
     *
     * @param batches one batch per runtime whose held-back floor the final results need
     * @param dropped the held-back floor cells that will not run: out of the progress count
     */
    public record Remainder(List<HostBatch> batches, List<CellRequest> dropped) {
    }

    public Remainder remainder(BenchResult result) throws IOException {
        List<HostBatch> batches = new ArrayList<>();
        List<CellRequest> dropped = new ArrayList<>(served);
        served.clear();
        for (Map.Entry<String, List<CellRequest>> held : heldBack.entrySet()) {
            List<CellRequest> cells = held.getValue();
            CellRequest last = cells.get(cells.size() - 1);
            boolean wanted = measuring.contains(held.getKey()) || needed(held.getKey(), result);
            if (wanted && !measuring.contains(held.getKey()) && cache.use(last.runtime())) {
                cached.add(held.getKey());
                dropped.addAll(cells);
            } else if (wanted) {
                batches.add(new HostBatch(last.runtime(), last.round(), cells));
            } else {
                dropped.addAll(cells);
            }
        }
        heldBack.clear();
        return new Remainder(batches, dropped);
    }

    /**
     * One line for the log about where the floor was measured and why, or empty with
     * bench.floor=true (every runtime, as always).
     */
    public Optional<String> describe(BenchResult result) {
        List<String> measured = result.runtimes().stream().filter(r -> r.floor() != null)
                .map(RuntimeInfo::id).filter(id -> !cached.contains(id)).toList();
        List<String> fromCache = result.runtimes().stream().filter(r -> r.floor() != null)
                .map(RuntimeInfo::id).filter(cached::contains).toList();
        if (setting == FloorSetting.NEVER) {
            return Optional.of("bench.floor=false: no harness floor was measured, so ZERO_MEASUREMENT"
                    + " (dead code, constant folding) was not checked and no ratio was set aside for it");
        }
        if (setting == FloorSetting.ALWAYS) {
            return Optional.empty();
        }
        double ceiling = FloorDemand.of(floorMode, RowFloors.floorsOf(result.runtimes()).values()).ceilingNanos();
        String limit = NumberFormats.three(RowFloors.NEAR_ACROSS * ceiling) + " ns per call";
        if (measured.isEmpty() && fromCache.isEmpty()) {
            return Optional.of("bench.floor=auto: harness floor not measured: no cell is within " + limit
                    + ", where a cell could be mistaken for an empty benchmark");
        }
        List<String> parts = new ArrayList<>();
        if (!measured.isEmpty()) {
            parts.add("measured on " + String.join(", ", measured));
        }
        if (!fromCache.isEmpty()) {
            parts.add("taken from the cache of earlier runs on " + String.join(", ", fromCache)
                    + " (same JDK, machine and options, measured less than " + FloorCache.MAX_AGE.toDays()
                    + " days ago; bench.floor=true measures it again)");
        }
        return Optional.of("bench.floor=auto: harness floor " + String.join("; ", parts)
                + " (a cell of theirs, or of a row they share, is within " + limit + ")");
    }

    private boolean needed(String runtime, BenchResult soFar) {
        FloorDemand demand = FloorDemand.of(floorMode, RowFloors.floorsOf(soFar.runtimes()).values());
        List<String> ids = soFar.runtimes().stream().map(RuntimeInfo::id).toList();
        return demand.runtimes(soFar.rows(), ids).contains(runtime);
    }
}
