package io.github.benchplugin.model.history;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/**
 * The order of runs in a history: by commit time (the order of the code), then by the time the
 * run was recorded (reruns of one commit); a run outside git by the time it was recorded.
 * {@link TrendSeriesBuilder} orders the runs by {@link #at} and then the recording time.
 */
final class RunOrder {

    private RunOrder() {
    }

    static Instant at(CommitInfo commit, String recordedAt) {
        for (String text : new String[] {commit.time(), recordedAt}) {
            try {
                return OffsetDateTime.parse(text).toInstant();
            } catch (DateTimeParseException | NullPointerException e) {
                // not a time: try the next
            }
        }
        return Instant.EPOCH;
    }
}
