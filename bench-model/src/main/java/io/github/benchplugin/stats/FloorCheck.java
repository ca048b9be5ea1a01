package io.github.benchplugin.stats;

import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.HarnessFloor;
import io.github.benchplugin.model.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Whether one cell costs more than its runtime's harness floor (the empty benchmark), both
 * taken per call of the benchmark method ({@link InvocationTime}).
 *
 * <p>The test is a one-sided Welch t-test on fork means: each JMH fork is one observation, as in
 * every comparison here. A cell significantly above the floor at {@link #ALPHA} is real work,
 * however small. One that is not, and whose fastest fork is within {@link #NEAR_FACTOR} of the
 * floor's fastest fork, sits at the floor: no more than an empty benchmark. Fastest forks, because
 * noise on a shared machine only ever adds time: the fastest fork of each side is the closest to
 * what it costs, so neither a slow fork of the floor nor slow forks of a folded constant (measured
 * while the machine was busier than during the floor) move the comparison. Real work, however
 * little, costs more than the empty method in every fork, its fastest included. One that is not
 * significant but costs more than that is left alone: its forks are too spread to say anything (a
 * few loads and an add cost a fraction of a cycle, which three noisy forks cannot always show), and
 * HIGH_ERROR speaks about spread. Fewer than
 * {@link #MIN_FORKS} forks on either side allow no test at all.
 *
 * @param outcome      what the data say
 * @param cellNanos    the cell's score, in nanoseconds per call
 * @param floorNanos   the floor's score, in nanoseconds per call
 * @param cellForks    forks of the cell with at least one finite sample
 * @param floorForks   forks of the floor
 * @param pValue       one-sided p-value of "the cell is no slower than the floor"; null when no test ran
 */
public record FloorCheck(Outcome outcome, double cellNanos, double floorNanos, int cellForks, int floorForks,
                         Double pValue) {

    /** One-sided level: a cell is above its floor when p is below it (99%, as the ratio intervals). */
    public static final double ALPHA = 0.01;

    /** Forks needed on each side: a t-test on fork means needs a spread on both. */
    public static final int MIN_FORKS = 2;

    /**
     * Up to this multiple of the floor (fastest fork against fastest fork) a cell that is not
     * significantly above it "sits at the floor". A folded constant costs what the empty method
     * costs; the smallest real work (two field loads and an add) measured 1.2-1.3 times the floor
     * on this machine. Work removed by one runtime's JIT but kept by another's is found by the
     * cross-runtime rule ({@link RowFloors}), whatever its multiple.
     */
    public static final double NEAR_FACTOR = 1.15;

    public enum Outcome {
        /** Significantly above the floor: real work, never flagged. */
        ABOVE,
        /** Not significantly above the floor and within {@link #NEAR_FACTOR} times it. */
        AT_FLOOR,
        /** Fewer than {@link #MIN_FORKS} forks on the cell's or the floor's side: no test. */
        TOO_FEW_FORKS,
        /** Not significant, but well above the floor: the forks are too spread to tell. */
        UNCLEAR
    }

    /** The cell's time over the floor's, per call: 1 means it costs what an empty method costs. */
    public double timesFloor() {
        return cellNanos / floorNanos;
    }

    /**
     * The check of one cell, or empty when it cannot be made: no floor, a floor measured in a mode
     * that does not apply to the row ({@link HarnessFloor#appliesTo}), a cell that is not ok, or a
     * unit that is not a time or a rate.
     */
    public static Optional<FloorCheck> of(Row row, Cell cell, HarnessFloor floor) {
        if (floor == null || floor.score() == null || cell == null || !cell.isOk() || !floor.appliesTo(row.mode())) {
            return Optional.empty();
        }
        int n = row.opsPerInvocation();
        OptionalDouble cellNanos = InvocationTime.nanos(cell.score(), row.unit(), n);
        OptionalDouble floorNanos = InvocationTime.nanos(floor.score(), floor.unit(), 1);
        if (cellNanos.isEmpty() || floorNanos.isEmpty() || !(floorNanos.getAsDouble() > 0)) {
            return Optional.empty();
        }
        double[] cellForks = forkNanos(cellForkMeans(cell), row.unit(), n);
        double[] floorForks = forkNanos(floor.forkMeans(), floor.unit(), 1);
        double c = cellNanos.getAsDouble();
        double f = floorNanos.getAsDouble();
        if (cellForks.length < MIN_FORKS || floorForks.length < MIN_FORKS) {
            return Optional.of(new FloorCheck(Outcome.TOO_FEW_FORKS, c, f, cellForks.length, floorForks.length, null));
        }
        double p = OneSidedWelch.pGreater(cellForks, floorForks);
        boolean near = min(cellForks) <= NEAR_FACTOR * min(floorForks);
        Outcome outcome = p < ALPHA ? Outcome.ABOVE : near ? Outcome.AT_FLOOR : Outcome.UNCLEAR;
        return Optional.of(new FloorCheck(outcome, c, f, cellForks.length, floorForks.length, p));
    }

    private static double min(double[] values) {
        return java.util.Arrays.stream(values).min().orElseThrow();
    }

    /** Fork means of a cell; none when it has fewer than 2 forks (its iterations do not replace forks). */
    static List<Double> cellForkMeans(Cell cell) {
        ReplicationUnits units = ReplicationUnits.of(cell);
        if (!units.byFork()) {
            return units.forkCount() == 1 ? List.of(cell.score()) : List.of();
        }
        List<Double> means = new ArrayList<>();
        for (double v : units.values()) {
            means.add(v);
        }
        return means;
    }

    /** Converted to nanoseconds per call; a value that cannot be (a rate of 0) is left out. */
    static double[] forkNanos(List<Double> values, String unit, int opsPerInvocation) {
        return values.stream()
                .map(v -> v == null ? OptionalDouble.empty() : InvocationTime.nanos(v, unit, opsPerInvocation))
                .filter(OptionalDouble::isPresent)
                .mapToDouble(OptionalDouble::getAsDouble)
                .toArray();
    }
}
