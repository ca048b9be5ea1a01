package io.github.benchplugin.trend;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Comparator;

/**
 * The order of runs in a history: by commit time (the order of the code), then by the time the
 * run was recorded (reruns of one commit); a run outside git by the time it was recorded.
 */
final class RunOrder {

    static final Comparator<TrendPoint> POINTS = Comparator
            .comparing((TrendPoint p) -> at(p.commit(), p.recordedAt()))
            .thenComparing(p -> String.valueOf(p.recordedAt()));

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
