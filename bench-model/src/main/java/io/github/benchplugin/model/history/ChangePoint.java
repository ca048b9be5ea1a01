package io.github.benchplugin.model.history;

import java.util.Map;

/**
 * A detected change in one series, as history.json lists it under {@code changePoints}.
 *
 * @param benchmark      as JMH names it
 * @param params         @Param values
 * @param mode           thrpt, avgt, sample or ss
 * @param runtime        runtime id
 * @param machine        the machine type of the series
 * @param unit           score unit
 * @param commit         the first commit measured after the change (the suspect)
 * @param previousCommit the last commit measured before it: the change lies in (previousCommit, commit]
 * @param run            the index of the first run after the change in the series (0-based)
 * @param runs           the series' length
 * @param before         the level before: geometric mean of the runs since the previous change point, an
 *                       outlier run clipped (3 robust standard deviations from the median)
 * @param after          the level after (until the next change point), the same way
 * @param ratio          after / before
 * @param ciLow          99% interval of the ratio
 * @param ciHigh         99% interval of the ratio
 * @param pValue         of the change's t-test
 * @param direction      "slower" or "faster", from the mode
 * @param slowdown       how many times slower (time per operation: the ratio for time modes, its inverse for thrpt)
 */
public record ChangePoint(String benchmark, Map<String, String> params, String mode, String runtime, String machine,
                          String unit, String commit, String previousCommit, int run, int runs, double before,
                          double after, double ratio, double ciLow, double ciHigh, double pValue, String direction,
                          double slowdown) {

    /** "org.x.B.m {n=10} avgt on 17". */
    public String label() {
        return benchmark + (params.isEmpty() ? "" : " " + params) + " " + mode + " on " + runtime;
    }

    /** "abc1234567..def7654321" */
    public String commitRange() {
        return shortId(previousCommit) + ".." + shortId(commit);
    }

    static String shortId(String id) {
        return new CommitInfo(id, null, null).shortId();
    }
}
