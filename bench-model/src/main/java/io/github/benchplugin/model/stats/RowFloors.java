package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static io.github.benchplugin.model.format.NumberFormats.three;

/**
 * One row seen against the harness floor of every runtime that has one, and the cross-runtime
 * dead-code rule: when one runtime's cell sits near its floor (at most {@link #NEAR_ACROSS} times
 * it) while another runtime's cell of the same row is at least {@link #FAR_FACTOR} times its own
 * floor and {@link #FAR_FACTOR} times further above it than the first, the first runtime's JIT
 * almost certainly removed the work (a result never used, a constant folded) and the other kept
 * it. Their ratio then measures what each JIT threw away, not speed.
 *
 * <p>Both the ZERO_MEASUREMENT analyser and the comparison calculator ask this class, so the
 * warning and the {@code unknown} verdict always agree.
 */
public final class RowFloors {

    /**
     * How far above its own floor the other runtime must be, both absolutely and relative to the
     * runtime near its floor. A JIT that is better at the same work gives a few times, rarely ten;
     * twenty times the cost of an empty call on one runtime, against about the cost of an empty
     * call on another, is work that one of them did not do.
     */
    public static final double FAR_FACTOR = 20.0;

    /**
     * How close to its floor the runtime that removed the work must be. Removed work is rarely
     * exactly an empty call: a field load or a range check stays behind. On the development VM a
     * loop whose sum is never used took about 1 ns per call on JDK 25, 3-4 times that runtime's
     * empty benchmark, while JDK 17 ran the loop (hundreds of ns). Five empty calls is a handful
     * of cycles: no loop, allocation or call does its work in that.
     */
    public static final double NEAR_ACROSS = 5.0;

    /** The note of a comparison of two methods or runs of which one measured no work. */
    private static final String NO_WORK = "%s measured no work (it sits at its harness floor, or this runtime's"
            + " JIT removed what another runtime does): the ratio is not a speed-up (ZERO_MEASUREMENT)";

    /** The note of a comparison between two runtimes that both sit at their floors. */
    private static final String BOTH_AT_FLOOR = "both runtimes sit at their harness floor: the ratio compares empty"
            + " calls, not the benchmark's work (ZERO_MEASUREMENT)";

    private static final RowFloors NONE = new RowFloors(Map.of());

    private final Map<String, FloorCheck> checks;

    private RowFloors(Map<String, FloorCheck> checks) {
        this.checks = checks;
    }

    /** Each runtime's floor by runtime id, for runtimes that have one: built once per result. */
    public static Map<String, HarnessFloor> floorsOf(List<RuntimeInfo> runtimes) {
        Map<String, HarnessFloor> floors = new LinkedHashMap<>();
        for (RuntimeInfo runtime : runtimes) {
            if (runtime.floor() != null) {
                floors.put(runtime.id(), runtime.floor());
            }
        }
        return floors;
    }

    public static RowFloors of(Row row, Map<String, HarnessFloor> floors) {
        if (floors.isEmpty()) {
            return NONE;
        }
        Map<String, FloorCheck> checks = new LinkedHashMap<>();
        for (Map.Entry<String, Cell> e : row.cells().entrySet()) {
            FloorCheck.of(row, e.getValue(), floors.get(e.getKey())).ifPresent(c -> checks.put(e.getKey(), c));
        }
        return new RowFloors(checks);
    }

    /** The floor check of a runtime's cell; empty when the runtime has no floor or the check is impossible. */
    public Optional<FloorCheck> check(String runtime) {
        return Optional.ofNullable(checks.get(runtime));
    }

    /**
     * Evidence that {@code runtime} removed the work: its cell sits near its floor and another
     * runtime's cell is far above its own (see the class comment; a significance test alone is not
     * asked here, since a leftover load makes removed work measurably, but only slightly, dearer
     * than an empty call). The other runtime named is the one furthest above its floor.
     */
    public Optional<RemovedWork> removedWork(String runtime) {
        FloorCheck here = checks.get(runtime);
        if (here == null) {
            return Optional.empty();
        }
        String keptBy = null;
        for (Map.Entry<String, FloorCheck> e : checks.entrySet()) {
            if (removedAgainst(here, e.getValue())
                    && (keptBy == null || e.getValue().timesFloor() > checks.get(keptBy).timesFloor())) {
                keptBy = e.getKey();
            }
        }
        return keptBy == null ? Optional.empty()
                : Optional.of(new RemovedWork(runtime, here, keptBy, checks.get(keptBy)));
    }

    /**
     * The comparison of {@code candidate} against {@code baseline}, made {@code unknown} when one of
     * them removed the work and the other kept it, or when both sit at their floors (the ratio
     * then compares two empty calls, not the benchmark); unchanged otherwise.
     */
    public Comparison overrule(Comparison comparison, String baseline, String candidate) {
        FloorCheck base = checks.get(baseline);
        FloorCheck other = checks.get(candidate);
        if (base == null || other == null) {
            return comparison;
        }
        String note = null;
        if (removedAgainst(base, other)) {
            note = new RemovedWork(baseline, base, candidate, other).comparisonNote();
        } else if (removedAgainst(other, base)) {
            note = new RemovedWork(candidate, other, baseline, base).comparisonNote();
        } else if (isAtFloor(base) && isAtFloor(other)) {
            note = BOTH_AT_FLOOR;
        }
        return unknownWith(comparison, note);
    }

    /**
     * Whether the cell of {@code runtime} measured no work: it sits at its floor, or another
     * runtime's cell of this row shows that this runtime's JIT removed the work. Exactly the cells
     * the ZERO_MEASUREMENT warning names.
     */
    public boolean measuresNoWork(String runtime) {
        return noWork(runtime).isPresent();
    }

    /**
     * Why the cell of {@code runtime} measured no work, decided in one order for the warning and the
     * verdicts alike: evidence that this runtime's JIT removed the work first (it names the runtime
     * that kept it), else the cell at its floor; empty when it measured work or cannot be tested.
     */
    public Optional<NoWork> noWork(String runtime) {
        Optional<RemovedWork> removed = removedWork(runtime);
        if (removed.isPresent()) {
            return Optional.of(removed.get());
        }
        FloorCheck check = checks.get(runtime);
        return isAtFloor(check) ? Optional.of(new AtFloor(runtime, check)) : Optional.empty();
    }

    /**
     * The rule for two cells that are not the same code on two runtimes: a method against the
     * bench.baseline method on one runtime, or a row now against the same row in the earlier run of
     * bench.compareTo. Each side is judged by {@link #measuresNoWork} within its own row and run;
     * a side that measured no work makes the comparison {@code unknown}, since its score is the
     * harness's, not the code's. The distance between the two sides is not a rule here: two
     * methods, or two versions of one, may honestly differ twentyfold, and a change that makes code
     * cheap is what a user wants to prove.
     *
     * @param sides          what the two sides are, plural ("methods", "runs")
     * @param baselineLabel  names the baseline side in the note ("the earlier run", a method)
     * @param candidateLabel names the other side
     */
    public static Comparison overrule(Comparison comparison, String sides, String baselineLabel, boolean baselineEmpty,
                                      String candidateLabel, boolean candidateEmpty) {
        String note = null;
        if (baselineEmpty && candidateEmpty) {
            note = "both " + sides + " measured no work: the ratio compares what the harness costs, not the"
                    + " benchmark (ZERO_MEASUREMENT)";
        } else if (baselineEmpty || candidateEmpty) {
            note = String.format(Locale.ROOT, NO_WORK, baselineEmpty ? baselineLabel : candidateLabel);
        }
        return unknownWith(comparison, note);
    }

    private static boolean isAtFloor(FloorCheck check) {
        return check != null && check.outcome() == FloorCheck.Outcome.AT_FLOOR;
    }

    private static Comparison unknownWith(Comparison comparison, String note) {
        return note == null ? comparison : Comparison.unknown(comparison.against(), comparison.ratio(), note);
    }

    /**
     * Whether the cell of {@code near} sits near its floor while {@code far} does the work: far is
     * at least {@link #FAR_FACTOR} times its own floor and that much further above it than near.
     * No significance test on far: a few noisy forks of real work can miss one at 99% while being
     * hundreds of times the floor.
     */
    public static boolean removedAgainst(FloorCheck near, FloorCheck far) {
        boolean isNear = near.outcome() == FloorCheck.Outcome.AT_FLOOR || near.timesFloor() <= NEAR_ACROSS;
        return isNear && far.timesFloor() >= FAR_FACTOR * Math.max(1.0, near.timesFloor());
    }

    /** A cell that measured no work: {@link RemovedWork} or {@link AtFloor}. */
    public sealed interface NoWork permits RemovedWork, AtFloor {
        String runtime();

        FloorCheck check();
    }

    /**
     * A cell no dearer than an empty benchmark on its runtime, with no evidence from another
     * runtime that the work exists: below what the harness resolves there.
     */
    public record AtFloor(String runtime, FloorCheck check) implements NoWork {
    }

    /**
     * A runtime that sits at its floor where another runtime does real work.
     *
     * @param runtime the runtime at its floor
     * @param check   its floor check
     * @param keptBy  the runtime far above its own floor
     * @param kept    that runtime's floor check
     */
    public record RemovedWork(String runtime, FloorCheck check, String keptBy, FloorCheck kept) implements NoWork {

        /** What the ZERO_MEASUREMENT warning says about {@code runtime}. */
        public String detail() {
            return String.format(Locale.ROOT,
                    "%s ns per call, %sx its harness floor of %s ns, while on %s the same benchmark takes %s ns,"
                            + " %sx its floor: %s probably removed the work (a result never used, or a constant"
                            + " folded), so the %s vs %s ratio is not a speed-up",
                    three(check.cellNanos()), three(check.timesFloor()), three(check.floorNanos()), keptBy,
                    three(kept.cellNanos()), three(kept.timesFloor()), runtime, runtime, keptBy);
        }

        /** The note of the comparison between the two runtimes. */
        public String comparisonNote() {
            return String.format(Locale.ROOT,
                    "%s probably removed the work: it is %sx its harness floor while %s is %sx its"
                            + " own, so the ratio is not a speed-up (ZERO_MEASUREMENT)",
                    runtime, three(check.timesFloor()), keptBy, three(kept.timesFloor()));
        }
    }
}
