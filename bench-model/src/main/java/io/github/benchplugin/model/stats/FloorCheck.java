package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.DoubleStream;

/**
 * Whether one cell costs more than its runtime's harness floor (the empty benchmark), both
 * taken per call of the benchmark method ({@link InvocationTime}).
 *
 * <p>Two measures, in this order. A cell whose fastest iteration is within {@link #NEAR_FACTOR} of
 * the floor's fastest iteration sits at the floor: no more than an empty benchmark, as far as this
 * harness resolves. Fastest, because noise on a shared machine only ever adds time: the fastest
 * iteration of each side is the closest to what it costs, so neither slow forks of the floor nor
 * slow forks of a folded constant (measured while the machine was busier than during the floor)
 * move the comparison. Iterations rather than fork means, because a busy spell of a few seconds
 * covers every fork of a small cell: DeadCodeIT saw a folded constant's three forks at 1.5 times
 * the floor's fastest fork while a build ran on the other core, its fastest iteration beside the
 * floor. Only further away does a one-sided Welch t-test on fork means (each JMH fork is one
 * observation, as in every comparison here) decide: significantly above the floor at
 * {@link #ALPHA} is real work; not significant, the forks are too spread to say anything, and
 * HIGH_ERROR speaks about spread. The distance comes first because the floor is another
 * benchmark, compiled and run in other forks: a folded constant that returns a double measured
 * 1-2% above the empty void benchmark on JDK 17, with forks so tight that the test called it
 * significant. A difference that small is the harness (the return path, the loop's code layout),
 * not work: a clock cycle is about 0.3 ns here, the floor about 0.28 ns. Floors from files
 * written before their iterations were kept are compared by their fastest fork mean. Fewer than
 * {@link #MIN_FORKS} forks on either side allow no test at all.
 *
 * @param outcome      what the data say
 * @param cellNanos    the cell's score, in nanoseconds per call
 * @param floorNanos   the floor's score, in nanoseconds per call
 * @param cellForks    forks of the cell with at least one finite sample
 * @param floorForks   forks of the floor
 * @param pValue       one-sided p-value of "the cell is no slower than the floor"; null when no test ran
 * @param fastestRatio the cell's fastest iteration over the floor's fastest (fork means for older
 *                     floors), per call; null when no test ran
 */
public record FloorCheck(Outcome outcome, double cellNanos, double floorNanos, int cellForks, int floorForks,
                         Double pValue, Double fastestRatio) {

    /** One-sided level: a cell clear of the floor is above it when p is below it (99%, as the ratio intervals). */
    public static final double ALPHA = 0.01;

    /** Forks needed on each side: a t-test on fork means needs a spread on both. */
    public static final int MIN_FORKS = 2;

    /**
     * Up to this multiple of the floor (fastest iteration against fastest iteration) a cell sits at the floor,
     * whatever the test says. A folded constant costs what the empty method costs, give or take the
     * harness's few percent; the smallest real work (two field loads and an add) measured 1.2-1.3
     * times the floor on this machine. Work removed by one runtime's JIT but kept by another's is
     * found by the cross-runtime rule ({@link RowFloors}), whatever its multiple.
     */
    public static final double NEAR_FACTOR = 1.15;

    public enum Outcome {
        /** Clear of the floor and significantly above it: real work, never flagged. */
        ABOVE,
        /** Fastest iteration within {@link #NEAR_FACTOR} times the floor's fastest, significant or not. */
        AT_FLOOR,
        /** Fewer than {@link #MIN_FORKS} forks on the cell's or the floor's side: no test. */
        TOO_FEW_FORKS,
        /** Clear of the floor but not significantly above it: the forks are too spread to tell. */
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
        double[] cellForks = nanosPerCall(cellForkMeans(cell), row.unit(), n);
        double[] floorForks = nanosPerCall(floor.forkMeans(), floor.unit(), 1);
        double c = cellNanos.getAsDouble();
        double f = floorNanos.getAsDouble();
        if (cellForks.length < MIN_FORKS || floorForks.length < MIN_FORKS) {
            return Optional.of(new FloorCheck(Outcome.TOO_FEW_FORKS, c, f, cellForks.length, floorForks.length, null,
                    null));
        }
        double p = OneSidedWelch.pGreater(cellForks, floorForks);
        double fastestRatio = fastestRatio(cell, row, floor).orElse(min(cellForks) / min(floorForks));
        Outcome outcome = fastestRatio <= NEAR_FACTOR ? Outcome.AT_FLOOR : p < ALPHA ? Outcome.ABOVE : Outcome.UNCLEAR;
        return Optional.of(new FloorCheck(outcome, c, f, cellForks.length, floorForks.length, p, fastestRatio));
    }

    /** The cell's fastest iteration over the floor's, per call; empty when either side has no iterations. */
    private static OptionalDouble fastestRatio(Cell cell, Row row, HarnessFloor floor) {
        double[] cellIterations = nanosPerCall(flatten(cell.forkSamples()), row.unit(), row.opsPerInvocation());
        double[] floorIterations = nanosPerCall(flatten(floor.forkSamples()), floor.unit(), 1);
        if (cellIterations.length == 0 || floorIterations.length == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(min(cellIterations) / min(floorIterations));
    }

    /**
     * The cell's cheapest call, per call: the fastest of its iterations, fork means and score (for
     * thrpt the highest rate). No floor check can find the cell nearer its floor than this.
     */
    static OptionalDouble fastestNanos(Row row, Cell cell) {
        int n = row.opsPerInvocation();
        double[] iterations = nanosPerCall(flatten(cell.forkSamples()), row.unit(), n);
        double[] forks = nanosPerCall(cellForkMeans(cell), row.unit(), n);
        OptionalDouble score = InvocationTime.nanos(cell.score(), row.unit(), n);
        return DoubleStream.concat(DoubleStream.concat(Arrays.stream(iterations), Arrays.stream(forks)), score.stream())
                .min();
    }

    private static List<Double> flatten(List<List<Double>> forks) {
        return forks == null ? List.of() : forks.stream().flatMap(List::stream).toList();
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElseThrow();
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
    static double[] nanosPerCall(List<Double> values, String unit, int opsPerInvocation) {
        return values.stream()
                .map(v -> v == null ? OptionalDouble.empty() : InvocationTime.nanos(v, unit, opsPerInvocation))
                .filter(OptionalDouble::isPresent)
                .mapToDouble(OptionalDouble::getAsDouble)
                .toArray();
    }
}
