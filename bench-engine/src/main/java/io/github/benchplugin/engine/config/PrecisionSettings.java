package io.github.benchplugin.engine.config;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.Durations;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.stats.PrecisionTarget;
import io.github.benchplugin.model.stats.Steering;

import java.time.Duration;
import java.util.Optional;

/**
 * bench.targetError and bench.maxTime, checked: the target, the most forks a cell may get (one per
 * round, so that every look sees all runtimes alike) and the time budget. The first
 * {@link PrecisionTarget#MIN_FORKS} rounds always run; each later round is one more look.
 *
 * @param target   the precision target, its error rate split over {@code maxForks - MIN_FORKS + 1} looks
 * @param maxForks forks per cell when no row settles early: bench.forks, else {@link #DEFAULT_MAX_FORKS}
 * @param budget   bench.maxTime, or null for no budget
 * @param steering the comparison families the run reports, which the target steers by
 */
public record PrecisionSettings(PrecisionTarget target, int maxForks, Duration budget, Steering steering) {

    /** Without bench.forks: 3 forks, then up to 7 looks more (8 looks in all, 99.375% intervals). */
    static final int DEFAULT_MAX_FORKS = PrecisionTarget.MIN_FORKS + PrecisionTarget.DEFAULT_MAX_LOOKS - 1;

    /**
     * @return empty without bench.targetError (a fixed run)
     * @throws BadInputException naming the value and what is allowed
     */
    public static Optional<PrecisionSettings> of(RawSettings raw) {
        String targetError = raw.text("bench.targetError");
        String maxTime = raw.text("bench.maxTime");
        boolean hasBudget = maxTime != null;
        if (targetError == null) {
            if (hasBudget) {
                throw new BadInputException("bench.maxTime '" + maxTime + "' is the budget of a precision target: "
                        + "set bench.targetError too (e.g. -Dbench.targetError=2%), or drop bench.maxTime");
            }
            return Optional.empty();
        }
        if (raw.text("bench.rounds") != null) {
            throw new BadInputException("bench.rounds '" + raw.text("bench.rounds") + "' cannot be combined with "
                    + "bench.targetError, which runs one fork per round itself; drop bench.rounds");
        }
        Integer forks = raw.integer("bench.forks");
        if (forks != null && forks < PrecisionTarget.MIN_FORKS) {
            throw new BadInputException("bench.forks '" + forks + "' is below the " + PrecisionTarget.MIN_FORKS
                    + " forks bench.targetError needs before its first look; set at least "
                    + PrecisionTarget.MIN_FORKS + " (the most forks a cell may get) or leave it unset (up to "
                    + DEFAULT_MAX_FORKS + ")");
        }
        int maxForks = forks != null ? forks : DEFAULT_MAX_FORKS;
        PrecisionTarget target;
        try {
            target = PrecisionTarget.parse(targetError, maxForks - PrecisionTarget.MIN_FORKS + 1);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        Duration budget = hasBudget ? Durations.parse("bench.maxTime", maxTime) : null;
        return Optional.of(new PrecisionSettings(target, maxForks, budget, Steering.RUNTIMES_ONLY));
    }

    /** With bench.compareProfiles: the ratios between profiles must reach the target too. */
    public PrecisionSettings comparingProfiles(boolean compare) {
        return new PrecisionSettings(target.comparingProfiles(compare), maxForks, budget, steering);
    }

    /**
     * Once the columns are known: the comparisons the run reports, each a family of the Bonferroni
     * split (fixed before the first fork, so the level cannot depend on what was measured).
     */
    public PrecisionSettings steeringBy(Steering reported) {
        return new PrecisionSettings(target.steeringBy(reported), maxForks, budget, reported);
    }

    /** The look taken before {@code round} starts (round 4 is preceded by look 1), 0 before that. */
    public static int lookBefore(int round) {
        return Math.max(0, round - PrecisionTarget.MIN_FORKS);
    }

    /**
     * For the log and the resume fingerprint: "2% (3 to 10 forks, budget 20m, Bonferroni over 8
     * looks)"; the rule is part of it, so a resumed run never mixes two levels.
     */
    public String describe() {
        return target.targetText() + " (" + PrecisionTarget.MIN_FORKS + " to " + maxForks + " forks"
                + (budget == null ? "" : ", budget " + Durations.human(budget)) + ", " + target.rule() + ")";
    }
}
