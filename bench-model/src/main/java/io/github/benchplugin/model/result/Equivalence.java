package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The equivalence side of a comparison: the (1 - 2a) interval of the ratio that two one-sided
 * tests (TOST) read, the margin it was judged against, and the fork-to-fork noise behind it. The
 * verdict is {@code same} exactly when {@code [low, high]} lies inside {@code [1/(1+margin), 1+margin]};
 * bench.requireNoRegression reads the same interval (its upper end of the slowdown).
 *
 * @param low       lower end of the (1 - 2a) interval of the ratio
 * @param high      upper end
 * @param level     its two-sided level, 1 - 2a (0.90 for the fixed rule: a = 5% per side)
 * @param margin    bench.margin as a fraction (0.03)
 * @param forkNoise the fork-to-fork spread: standard deviation of the log fork means, pooled over both
 *                  sides (0.02 = about 2% from fork to fork); null when unknown (no spread, iterations)
 * @param forks     forks per side behind the interval (the smaller side); null when unknown
 */
public record Equivalence(
        double low,
        double high,
        double level,
        double margin,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double forkNoise,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer forks) {

    /** Whether the whole interval lies within {@code [1/(1+m), 1+m]}. */
    public boolean within(double m) {
        return low >= 1 / (1 + m) && high <= 1 + m;
    }

    /**
     * The smallest relative difference the data exclude: the smallest margin at which this interval
     * would read {@code same} (0.12 for {@code [0.90-1.11]}). The table prints it next to {@code ~}.
     */
    @JsonIgnore
    public double excludedBeyond() {
        return Math.max(high, 1 / low) - 1;
    }
}
