package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.stream.DoubleStream;

/**
 * Which runtimes need their harness floor (bench.floor=auto), given the cells measured so far.
 *
 * <p>Every ZERO_MEASUREMENT decision flags a cell that costs at most {@link RowFloors#NEAR_ACROSS}
 * times its runtime's floor: at the floor by the test ({@link FloorCheck#NEAR_FACTOR}, by fastest
 * iteration), near it while another runtime does the work ({@link RowFloors#NEAR_ACROSS}, by score), or
 * listed as "cannot tell" (under twice it). So a cell whose fastest iteration, fork and score are all more
 * than {@code NEAR_ACROSS} times the largest floor a runtime can have is never flagged, whatever
 * that floor turns out to be, and its floor changes nothing. A cell that could be flagged (a
 * <em>candidate</em>) needs the floor of its own runtime, and of every other runtime of its row:
 * the cross-runtime rule asks how far above its own floor the other runtime is. The ratios
 * against bench.baseline and bench.compareTo judge each side by exactly those cells
 * ({@link RowFloors#measuresNoWork}), so they need nothing more.
 *
 * <p>"The largest floor a runtime can have" is {@link #CEILING_NANOS} per call, or the largest
 * floor (score or fork mean) already measured in this run if that is more.
 */
public final class FloorDemand {

    /**
     * The largest harness floor assumed, in ns per call. Floors measured here were 0.24 ns on JDK 17
     * and 25 (docs/statistics.md): one loop iteration and a call, about a cycle. 2 ns is eight times
     * that: a slow core, or a loaded VM whose forks run several times slower, stays under it.
     */
    public static final double CEILING_NANOS = 2.0;

    private final String floorMode;
    private final double ceilingNanos;

    private FloorDemand(String floorMode, double ceilingNanos) {
        this.floorMode = floorMode;
        this.ceilingNanos = ceilingNanos;
    }

    /**
     * @param floorMode the mode the floor is measured in: rows whose mode it does not apply to
     *                  ({@link HarnessFloor#appliesTo}) are never tested against it, so never ask for it
     * @param measured  the floors measured so far, by runtime id: one above {@link #CEILING_NANOS}
     *                  raises the ceiling
     */
    public static FloorDemand of(String floorMode, Collection<HarnessFloor> measured) {
        double ceiling = CEILING_NANOS;
        for (HarnessFloor floor : measured) {
            ceiling = Math.max(ceiling, largestNanos(floor));
        }
        return new FloorDemand(floorMode, ceiling);
    }

    /** The ceiling in force: {@link #CEILING_NANOS}, or a larger floor measured in this run. */
    public double ceilingNanos() {
        return ceilingNanos;
    }

    /**
     * The runtimes among {@code runtimes} that need their floor: every runtime of a row that has a
     * candidate cell, unless its own cell of that row failed or was skipped. A runtime that has not
     * measured the row yet counts: the row is planned there.
     */
    public Set<String> runtimes(List<Row> rows, List<String> runtimes) {
        Set<String> needed = new LinkedHashSet<>();
        for (Row row : rows) {
            if (!hasCandidate(row)) {
                continue;
            }
            for (String runtime : runtimes) {
                Cell cell = row.cells().get(runtime);
                if (cell == null || cell.isOk()) {
                    needed.add(runtime);
                }
            }
        }
        return needed;
    }

    /** Whether some cell of the row could sit near a floor no larger than the ceiling. */
    public boolean hasCandidate(Row row) {
        return row.cells().values().stream().anyMatch(cell -> isCandidate(row, cell));
    }

    /** Whether this cell could be flagged by a floor no larger than the ceiling. */
    public boolean isCandidate(Row row, Cell cell) {
        if (cell == null || !cell.isOk() || cell.score() == null || !HarnessFloor.appliesTo(floorMode, row.mode())) {
            return false;
        }
        OptionalDouble fastest = FloorCheck.fastestNanos(row, cell);
        return fastest.isPresent() && fastest.getAsDouble() <= RowFloors.NEAR_ACROSS * ceilingNanos;
    }

    private static double largestNanos(HarnessFloor floor) {
        DoubleStream values = floor.forkMeans().stream().filter(v -> v != null).mapToDouble(Double::doubleValue);
        if (floor.score() != null) {
            values = DoubleStream.concat(values, DoubleStream.of(floor.score()));
        }
        return values.mapToObj(v -> InvocationTime.nanos(v, floor.unit(), 1)).filter(OptionalDouble::isPresent)
                .mapToDouble(OptionalDouble::getAsDouble).max().orElse(0);
    }
}
