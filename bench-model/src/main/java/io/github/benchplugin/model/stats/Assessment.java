package io.github.benchplugin.model.stats;

import java.util.List;

/**
 * What {@link PrecisionTarget} says about one row at one look: settled (measure no more), or
 * another interleaved round is needed, and why.
 */
sealed interface Assessment permits Assessment.Settled, Assessment.NeedsMore {

    /** True when the row needs no further round. */
    boolean settled();

    /** One line per comparison of the row ("25 vs 17: ..."), for logs and the list of unsettled rows. */
    List<String> reasons();

    /** Why a settled comparison needs no more forks. */
    enum Outcome {
        /** The interval is at most as wide as the target. */
        PRECISE,
        /** The interval excludes 1 by more than the minimum effect: faster or slower. */
        VERDICT,
        /** Shown the same: the equivalence interval lies inside the bench.margin band. */
        SAME,
        /** More forks cannot help: a failed cell, an unisolated vs isolated pair, no spread to narrow. */
        CANNOT_IMPROVE
    }

    /** @param outcomes one per comparison of the row, in column order; empty for a row with one runtime */
    record Settled(List<Outcome> outcomes, List<String> reasons) implements Assessment {
        public Settled {
            outcomes = List.copyOf(outcomes);
            reasons = List.copyOf(reasons);
        }

        @Override
        public boolean settled() {
            return true;
        }
    }

    /**
     * @param reasons       only the comparisons that are still open
     * @param forksToDecide forks per side that would likely decide all of them ({@link PrecisionTarget#NO_ESTIMATE}
     *                      when one has no estimate)
     */
    record NeedsMore(List<String> reasons, int forksToDecide) implements Assessment {
        public NeedsMore {
            reasons = List.copyOf(reasons);
        }

        NeedsMore(List<String> reasons) {
            this(reasons, PrecisionTarget.NO_ESTIMATE);
        }

        @Override
        public boolean settled() {
            return false;
        }

        /** The reasons as one line. */
        public String reason() {
            return String.join("; ", reasons);
        }
    }
}
