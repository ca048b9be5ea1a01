package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a comparison of a quantity per operation concludes: the candidate allocates more, less or
 * the same bytes per operation (or, for a secondary metric, counts more, fewer or the same events).
 * {@code SAME} is earned as for time: shown within bench.margin; {@code UNDECIDED} when neither a
 * difference nor sameness is shown. Files of schemaVersion 2 and older: their {@code same} reads as
 * {@code UNDECIDED}.
 */
public enum AllocVerdict {
    MORE, LESS, SAME, UNDECIDED, UNKNOWN;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
