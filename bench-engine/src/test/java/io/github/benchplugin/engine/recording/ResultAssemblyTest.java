package io.github.benchplugin.engine.recording;

import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.host.IterationLog;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Shard;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.github.benchplugin.engine.recording.RecordedCells.cell;
import static io.github.benchplugin.engine.recording.RecordedCells.environment;
import static io.github.benchplugin.engine.recording.RecordedCells.floorCell;
import static io.github.benchplugin.engine.recording.RecordedCells.jmhResult;
import static io.github.benchplugin.engine.recording.RecordedCells.rows;
import static io.github.benchplugin.engine.run.Runtimes.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How {@link ResultAssembly} makes the cells into a result: plan order, failures, runtimes, floors, shard. */
class ResultAssemblyTest {

    @TempDir
    Path dir;

    private final TargetRuntime java17 = runtime("17");
    private final TargetRuntime java25 = runtime("25");

    @Test
    void everyPlannedRowIsThereInPlanOrderWithItsFailedCellFailed() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17, java25));
        CellRequest b = cell(dir, java17, "b", 1, 1);
        cells.recordSuccess(b, jmhResult(b, "1.37", 10, 11));
        cells.recordFailure(cell(dir, java25, "b", 1, 1), "crashed");

        BenchResult result = assembly(environment(), null).assemble(cells, cells.pooledByRuntime());

        assertEquals(List.of("a", "b"), result.rows().stream().map(r -> r.params().get("kind")).toList());
        assertEquals(List.of("17", "25"), result.runtimes().stream().map(r -> r.id()).toList());
        assertEquals(io.github.benchplugin.model.result.CellStatus.OK, result.rows().get(1).cells().get("17").status());
        assertEquals("crashed", result.rows().get(1).cells().get("25").message());
        assertNull(result.shard());
    }

    @Test
    void eachRuntimeIsDescribedAsPlannedAndASharedColumnIsNotIsolated() throws Exception {
        TargetRuntime shared = java17.placed("17-shared", TargetRuntime.Placement.SHARED_JVM, "bench.verifyIsolation");
        CellResults cells = new CellResults(dir, List.of(java17, shared));

        BenchResult result = assembly(environment(), null).assemble(cells, cells.pooledByRuntime());

        var forked = result.runtimes().get(0);
        assertEquals(List.of("17", "17", "17.0.1", 17, "v", Path.of("/jdk/17").toString(), true),
                List.of(forked.id(), forked.requested(), forked.javaVersion(), forked.featureVersion(), forked.vendor(),
                        forked.javaHome(), forked.isolated()));
        var sharedInfo = result.runtimes().get(1);
        assertEquals("17-shared", sharedInfo.id());
        assertFalse(sharedInfo.isolated(), "one JVM for every benchmark: UNISOLATED");
        assertEquals("bench.verifyIsolation", sharedInfo.note());
    }

    @Test
    void theRuntimesTellTheirJmhReleaseAndFloorAndTheEnvironmentWhereFloorsWereMeasured() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17, java25));
        CellRequest a = cell(dir, java17, "a", 1, 1);
        cells.recordSuccess(a, jmhResult(a, "1.36", 10, 11));
        CellRequest floor = floorCell(dir, java17, 1, 1);
        cells.recordSuccess(floor, jmhResult(floor, "1.37", 0.3, 0.31));
        Environment withFloor = environment().withSettings(Map.of(Environment.FLOOR_SETTING, "true"));

        BenchResult result = assembly(withFloor, new Shard(1, 2)).assemble(cells, cells.pooledByRuntime());

        assertEquals("1.36", result.runtimes().get(0).jmhVersion());
        assertEquals("1.37", result.runtimes().get(1).jmhVersion(), "nothing measured: the project's release");
        assertNotNull(result.runtimes().get(0).floor());
        assertNull(result.runtimes().get(1).floor());
        assertEquals("17", result.environment().settings().get(Environment.FLOOR_MEASURED));
        assertFalse(result.environment().settings().containsKey(Environment.FLOOR_CACHED));
        assertEquals("1/2", result.shard().toString());
    }

    @Test
    void theIterationsTheHostRecordedBesideACellsResultBecomeItsClassifiedWarmup() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17));
        for (int round = 1; round <= 2; round++) {
            CellRequest a = cell(dir, java17, "a", round, 2);
            try (IterationLog log = IterationLog.create(a.iterationsFile())) {
                log.fork(0.3);
                double[] scores = {40, 41, 10, 10.1, 9.9, 10, 10.2, 9.8};
                for (int i = 0; i < scores.length; i++) {
                    log.iteration(i < 3, 0.3 + 0.5 * (i + 1), scores[i]);
                }
            }
            cells.recordSuccess(a, jmhResult(a, "1.37", 10, 10.1, 9.9, 10, 10.2));
        }

        Cell cell = assembly(environment(), null).assemble(cells, cells.pooledByRuntime()).rows().get(0).cells().get("17");

        assertEquals(2, cell.warmup().forks().size(), "both rounds' forks, in the order of the pooled forks");
        assertEquals(WarmupClass.WARMUP, cell.warmup().forks().get(0).kind());
        assertEquals(3, cell.warmup().forks().get(0).warmupIterations());
        assertEquals(1.3, cell.warmup().steadyAtSeconds(), 1e-9, "the third iteration starts 1.3 s after the fork did");
        assertNotNull(cell.metrics().get(SecondaryMetricNames.WARMUP_STEADY_AT));
    }

    @Test
    void withBenchWarmupAutoTheScoreIsThatOfTheSteadyIterationsOnly() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17));
        double[] scores = new double[24];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = (i < 8 ? 40 : 10) * (1 + 0.01 * ((i * 7) % 5 - 2)); // 4x for the first 8, within 2% after
        }
        for (int round = 1; round <= 2; round++) {
            CellRequest a = cell(dir, java17, "a", round, 2);
            try (IterationLog log = IterationLog.create(a.iterationsFile())) {
                log.fork(0.3);
                for (int i = 0; i < scores.length; i++) {
                    log.iteration(false, 0.3 + 0.1 * (i + 1), scores[i]);
                }
            }
            cells.recordSuccess(a, jmhResult(a, "1.37", scores));
        }
        Environment auto = environment().withSettings(Map.of(AutoWarmup.SETTING, AutoWarmup.AUTO));

        Cell fixed = assembly(environment(), null).assemble(cells, cells.pooledByRuntime()).rows().get(0).cells().get("17");
        Cell steady = assembly(auto, null).assemble(cells, cells.pooledByRuntime()).rows().get(0).cells().get("17");

        assertTrue(fixed.score() > 15, "JMH's score over every iteration: " + fixed.score());
        assertEquals(10, steady.score(), 0.2, "the steady part's");
        assertTrue(steady.warmup().steadyPartOnly());
        assertEquals(List.of(16, 16), steady.forkSamples().stream().map(List::size).toList());
    }

    @Test
    void withoutBenchFloorRecordedTheEnvironmentIsAsProbed() throws Exception {
        CellResults cells = new CellResults(dir, List.of(java17));
        BenchResult result = assembly(environment(), null).assemble(cells, cells.pooledByRuntime());
        assertTrue(result.environment().settings().isEmpty());
        assertEquals(2, result.rows().size(), "the planned rows, none measured yet");
    }

    private static ResultAssembly assembly(Environment environment, Shard shard) {
        return new ResultAssembly(rows(), environment, new ReportAssembler(null, null, false), shard, "1.37");
    }
}
