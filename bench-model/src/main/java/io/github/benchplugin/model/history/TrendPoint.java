package io.github.benchplugin.model.history;

/**
 * One run of one series.
 *
 * @param commit     the commit it measured
 * @param recordedAt when it was recorded
 * @param mean       the mean of its fork means
 * @param low        its smallest fork mean (the run's own spread, drawn as its interval)
 * @param high       its largest fork mean
 */
public record TrendPoint(CommitInfo commit, String recordedAt, double mean, double low, double high) {
}
