package io.github.benchplugin.model.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * The comparison families a run under bench.targetError reports, and so steers by: each runtime
 * against the baseline runtime, each profile against the first one (bench.compareProfiles), each
 * method against the bench.baseline method, and each row against the bench.compareTo run. Known
 * before anything is measured, since the Bonferroni split of the error rate must be fixed then.
 *
 * @param families one label per family, in the order the table shows them ("17 vs 25",
 *                 "methods vs Work.cpu1000", "against the earlier run"); empty when the run
 *                 compares nothing (one runtime, no bench.baseline, no bench.compareTo)
 */
public record Steering(List<String> families) {

    /** A target that has not been told what the run compares: the runtimes alone, as before. */
    public static final Steering RUNTIMES_ONLY = new Steering(List.of("runtimes"));

    /** Runtimes, profiles, variants, methods, earlier run: a recorded count above this was not written by a run. */
    public static final int MAX_FAMILIES = 5;

    public Steering {
        families = List.copyOf(families);
    }

    /**
     * @param runtimeIds     the bench.jdks columns, without profile suffixes; a family only with two or more
     * @param comparedProfiles the profiles when bench.compareProfiles asks for their ratios, else empty;
     *                       a family only with two or more
     * @param baselineMethod bench.baseline as the user wrote it ("Work.cpu1000"), or null
     * @param earlierRun     whether bench.compareTo names an earlier run
     */
    public static Steering of(List<String> runtimeIds, List<String> comparedProfiles, String baselineMethod,
                              boolean earlierRun) {
        return of(runtimeIds, comparedProfiles, List.of(), baselineMethod, earlierRun);
    }

    /** As above; {@code variants}: the names of bench.variants, a family with two or more (always compared). */
    public static Steering of(List<String> runtimeIds, List<String> comparedProfiles, List<String> variants,
                              String baselineMethod, boolean earlierRun) {
        List<String> families = new ArrayList<>();
        if (runtimeIds.size() > 1) {
            families.add(String.join(" vs ", runtimeIds));
        }
        if (comparedProfiles.size() > 1) {
            families.add("profiles vs " + comparedProfiles.get(0));
        }
        if (variants.size() > 1) {
            families.add("variants vs " + variants.get(0));
        }
        if (baselineMethod != null) {
            families.add("methods vs " + baselineMethod);
        }
        if (earlierRun) {
            families.add("against the earlier run");
        }
        return new Steering(families);
    }

    /**
     * How many intervals of one row share the error rate at one look. A row is settled only when
     * all of its families are, so the stopping decision rests on all of them: counting each in the
     * Bonferroni split keeps "every interval this row steered by covers its truth" at the overall
     * level, not only each interval on its own. At least 1, so a run without comparisons keeps the
     * split over its looks.
     */
    public int count() {
        return Math.max(1, families.size());
    }

    /** For the log: "steering by: 17 vs 25, methods vs Work.cpu1000, against the earlier run". */
    public String describe() {
        if (families.isEmpty()) {
            return "nothing to steer by: one runtime, no bench.baseline and no bench.compareTo, so no row has a ratio"
                    + " and every cell gets " + PrecisionTarget.MIN_FORKS + " forks";
        }
        return "steering by: " + String.join(", ", families);
    }
}
