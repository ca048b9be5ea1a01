package io.github.benchplugin.model.history;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.Comparison;


/**
 * A series too short for the change-point test whose newest run is significantly slower than the
 * run before it, by more than bench.failOnChange: the comparison bench.compareTo would make with
 * that run (fork means as units, 99% Welch interval, 3% minimum effect).
 *
 * @param key            the series
 * @param runs           its length, newest run included
 * @param previousCommit the commit of the run before
 * @param commit         the newest run's commit
 * @param comparison     newest against the run before
 * @param slowdown       how many times slower (time per operation: the ratio, its inverse for thrpt)
 * @param slowLow        lower bound of the slowdown's 99% interval
 * @param slowHigh       upper bound
 */
public record PreviousRunSlowdown(SeriesKey key, int runs, CommitInfo previousCommit, CommitInfo commit,
                                  Comparison comparison, double slowdown, double slowLow, double slowHigh) {

    /** "org.x.B.m avgt on 17: 1.52x slower than the previous run, abc1234567..def7654321 [1.31–1.76] (2 runs ...)". */
    public String describe(int shortest) {
        int decimals = NumberFormats.ratioDecimals(slowdown);
        return key.label() + ": " + NumberFormats.ratio(slowdown) + "x slower than the previous run, "
                + previousCommit.shortId() + ".." + commit.shortId() + " [" + NumberFormats.ratioBound(slowLow, decimals)
                + "–" + NumberFormats.ratioBound(slowHigh, decimals) + "] (" + runs + " runs in this series, fewer than"
                + " the " + shortest + " of the change-point test: compared as bench.compareTo would)";
    }
}
