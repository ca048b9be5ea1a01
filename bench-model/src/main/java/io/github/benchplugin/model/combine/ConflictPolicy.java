package io.github.benchplugin.model.combine;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** bench.onConflict: what happens when two inputs both have a result for one row on one runtime. */
public enum ConflictPolicy {
    /** Stop with an error naming both files: a silent choice would hide a CI matrix that ran a job twice. */
    ERROR,
    /** Keep the cell of the input listed first. */
    FIRST,
    /** Keep the cell of the input listed last. */
    LAST;

    /** @throws MergeException naming the value and the allowed ones */
    public static ConflictPolicy parse(String text) {
        if (text == null || text.isBlank()) {
            return ERROR;
        }
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new MergeException("bench.onConflict='" + text + "' is not one of "
                    + Arrays.stream(values()).map(v -> v.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "))
                    + " (error: stop when two inputs have the same row on the same runtime; first/last: keep that input's)");
        }
    }
}
