package io.github.benchplugin.engine.plan;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * What running one cell produced.
 *
 * @param jsonFile   JMH's JSON result (null when the cell failed)
 * @param failure    why the cell failed, in one line; null when it succeeded
 * @param lastOutput the last lines JMH printed, for failure reports
 * @param took       wall time of the cell
 */
public record CellOutcome(Path jsonFile, String failure, List<String> lastOutput, Duration took) {

    public boolean succeeded() {
        return failure == null;
    }

    public static CellOutcome failed(String why, List<String> lastOutput, Duration took) {
        return new CellOutcome(null, why, List.copyOf(lastOutput), took);
    }
}
