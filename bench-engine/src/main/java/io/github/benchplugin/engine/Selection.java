package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.config.FloorSetting;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.util.List;

/**
 * What the settings pick from the benchmarks and the machine, checked before the run lock.
 *
 * @param methods        the methods bench.include/bench.exclude select
 * @param baselineMethod bench.baseline resolved to a method name, or null
 * @param selected       the runtimes bench.jdks names, in column order
 * @param requested      those runtimes under each profile (bench.profiles): the columns to measure
 * @param floor          whether the harness floor runs: as asked, or never when bench-host's JMH cannot run it
 * @param requestedFloor bench.floor as asked
 */
record Selection(List<BenchmarkMethod> methods, String baselineMethod, List<TargetRuntime> selected,
                 List<TargetRuntime> requested, FloorSetting floor, FloorSetting requestedFloor) {

    /** The floor was asked for but is left out, because the project measures with another JMH release. */
    boolean floorLeftOut() {
        return floor != requestedFloor;
    }
}
