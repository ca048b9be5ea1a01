package io.github.benchplugin.engine.execution;

import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.config.Durations;

import java.time.Duration;

/**
 * Progress of a run in the Maven log: which cell of how many, on which runtime, and an estimate
 * of the time left. The estimate starts from the planned measurement time and then scales by how
 * long finished cells really took compared with their plan (JVM starts, calibration).
 */
final class Progress {

    private int totalCells;
    private Duration plannedTotal;
    private Duration plannedDone = Duration.ZERO;
    private Duration actualDone = Duration.ZERO;
    private int done;

    Progress(int totalCells, Duration plannedTotal) {
        this.totalCells = totalCells;
        this.plannedTotal = plannedTotal;
    }

    String starting(CellRequest cell) {
        return String.format("[%d/%d] %s%s", done + 1, totalCells, cell.label(), eta());
    }

    void finished(Duration planned, Duration actual) {
        done++;
        plannedDone = plannedDone.plus(planned);
        actualDone = actualDone.plus(actual);
    }

    /** Planned cells that will not run after all (bench.targetError settled their rows): out of the count. */
    void drop(int cells, Duration planned) {
        totalCells -= cells;
        plannedTotal = plannedTotal.minus(planned);
    }

    private String eta() {
        Duration plannedLeft = plannedTotal.minus(plannedDone);
        if (plannedLeft.isNegative() || plannedLeft.isZero()) {
            return "";
        }
        double scale = plannedDone.isZero() ? 1.0 : (double) actualDone.toMillis() / Math.max(1, plannedDone.toMillis());
        Duration left = Duration.ofMillis((long) (plannedLeft.toMillis() * scale));
        return " (about " + Durations.human(left) + " left)";
    }
}
