package io.github.benchplugin.model.gate;

import java.util.List;

/**
 * What a bench.failOn... gate found: the comparisons that fail it, and what it looked at (so its
 * line can say how much it judged, and never "passed" when it judged nothing).
 *
 * @param failing  what fails the gate, in table order
 * @param coverage how many comparisons it judged and why the others could not be
 */
public record GateJudgement<F>(List<F> failing, GateCoverage coverage) {

    public GateJudgement {
        failing = List.copyOf(failing);
    }
}
