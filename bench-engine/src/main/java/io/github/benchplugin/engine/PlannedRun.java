package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.PrecisionSettings;
import io.github.benchplugin.engine.plan.CellPlan;

import java.util.List;
import java.util.Optional;

/**
 * A run planned into cells: what the recording, the execution and bench.explain go by.
 *
 * @param scope     the run as placed under the lock
 * @param rows      the rows of the selected methods (this shard's slice with bench.shard), in plan order
 * @param plan      every row on every column, in rounds and host batches, with the harness floor
 * @param precision bench.targetError, steered by the comparisons the table shows; empty without it
 */
record PlannedRun(RunScope scope, List<BenchmarkRow> rows, CellPlan plan, Optional<PrecisionSettings> precision) {
}
