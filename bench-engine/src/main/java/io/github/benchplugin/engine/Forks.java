package io.github.benchplugin.engine;

import io.github.benchplugin.execution.PlanExecutor;
import io.github.benchplugin.hosts.HostPool;
import io.github.benchplugin.hosts.JmhCommand;
import io.github.benchplugin.hosts.PrintedOutput;
import io.github.benchplugin.hosts.ProcessReaper;
import io.github.benchplugin.profilers.ProfilerOutputs;
import io.github.benchplugin.run.TargetRuntime;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How this run's cells reach JMH: the command every measured fork runs, where bench.profilers'
 * files go, the printed output, the host runners with the hosts and processes they share, and
 * what replaces a column whose JDK cannot start (bench.fallback).
 */
record Forks(JmhCommand command, ProfilerOutputs profilerOutputs, PrintedOutput printed,
             BenchEngine.HostRunners runners, ProcessReaper reaper, HostPool hosts, PlanExecutor.Fallback fallback) {

    /**
     * Every runtime's host JVM boots, and JMH probes its JDK, while the rest of the run is planned
     * (under the run lock: nothing else of ours measures meanwhile); the first cell waits until all
     * of them are ready ({@link PlanExecutor}). A runner made only to start its host runs no cell,
     * so it needs no timeout.
     */
    void startHosts(List<TargetRuntime> columns) {
        for (TargetRuntime column : columns) {
            runners.forRuntime(column, command, cell -> Duration.ZERO, reaper, hosts, printed).prepare(column);
        }
    }

    /** The runners of the measured cells. */
    PlanExecutor.Runners measuring() {
        return (runtime, timeouts) -> runners.forRuntime(runtime, command, timeouts, reaper, hosts, printed);
    }

    /** The runners of bench.explain's recorded forks: their own command, their output printed into {@code out}. */
    PlanExecutor.Runners recording(JmhCommand recording, Path out) {
        return (runtime, timeouts) -> runners.forRuntime(runtime, recording, timeouts, reaper, hosts,
                new PrintedOutput(out));
    }
}
