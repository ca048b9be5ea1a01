package io.github.benchplugin.engine;

import static io.github.benchplugin.engine.run.Runtimes.runtime;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.config.FloorSetting;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.request.RunSettings;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where a run's columns and files are placed ({@link RunScope}), and when its floor counts as left out ({@link Selection}). */
class RunScopeTest {

    private static final Path OUT = Path.of("/project/target/bench");
    private final List<TargetRuntime> requested = List.of(runtime("17"), runtime("25"));

    @Test
    void aRunMeasuresTheRequestedColumnsIntoTheOutputDirectory() {
        RunScope scope = RunScope.of(parameters(RawSettings.EMPTY), null, selection(FloorSetting.AUTO, FloorSetting.AUTO));
        assertEquals(requested, scope.columns());
        assertEquals(OUT, scope.out());
        assertFalse(scope.verifyIsolation());
    }

    @Test
    void verifyIsolationAddsASharedColumnPerRuntimeAndWritesTheRunApart() {
        RunScope scope = RunScope.of(parameters(RawSettings.builder().put("bench.verifyIsolation", "true").build()),
                null, selection(FloorSetting.AUTO, FloorSetting.AUTO));
        assertEquals(List.of("17", "17-shared", "25", "25-shared"),
                scope.columns().stream().map(TargetRuntime::id).toList());
        assertEquals(OUT.resolve(IsolationVerification.RUN_DIRECTORY), scope.out());
        assertTrue(scope.verifyIsolation());
    }

    @Test
    void theFloorIsLeftOutOnlyWhenItWasAskedForAndCannotRun() {
        assertFalse(selection(FloorSetting.AUTO, FloorSetting.AUTO).floorLeftOut());
        assertFalse(selection(FloorSetting.NEVER, FloorSetting.NEVER).floorLeftOut());
        assertTrue(selection(FloorSetting.NEVER, FloorSetting.AUTO).floorLeftOut());
    }

    private Selection selection(FloorSetting floor, FloorSetting requestedFloor) {
        return new Selection(List.of(), null, requested, requested, floor, requestedFloor);
    }

    private static RunParameters parameters(RawSettings raw) {
        return new RunParameters(new MeasuredCode("demo", List.of(), List.of()), OUT, RunSettings.parse(raw, List.of()),
                null, null);
    }
}
