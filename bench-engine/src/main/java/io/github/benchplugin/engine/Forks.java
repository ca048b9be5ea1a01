package io.github.benchplugin.engine;

import io.github.benchplugin.engine.execution.PlanExecutor;
import io.github.benchplugin.engine.hosts.DuetBarrier;
import io.github.benchplugin.engine.hosts.HostPool;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.hosts.PrintedOutput;
import io.github.benchplugin.engine.hosts.ProcessReaper;
import io.github.benchplugin.engine.plan.DuetPlan;
import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * How this run's cells reach JMH: the command every measured fork runs (one per bench.variants
 * variant, which differ in their class path only), where bench.profilers' files go, the printed
 * output, the host runners with the hosts and processes they share, and what replaces a column
 * whose JDK cannot start (bench.fallback).
 *
 * @param command         the command on the project's own class path: every column's without variants
 * @param variantCommands variant name -> the command on that variant's class path; empty without variants
 */
record Forks(JmhCommand command, Map<String, JmhCommand> variantCommands, ProfilerOutputs profilerOutputs,
             PrintedOutput printed, BenchEngine.HostRunners runners, ProcessReaper reaper, HostPool hosts,
             PlanExecutor.Fallback fallback, DuetPlan duet, DuetBarrier barrier) {

    Forks {
        variantCommands = Map.copyOf(variantCommands);
    }

    Forks(JmhCommand command, Map<String, JmhCommand> variantCommands, ProfilerOutputs profilerOutputs,
          PrintedOutput printed, BenchEngine.HostRunners runners, ProcessReaper reaper, HostPool hosts,
          PlanExecutor.Fallback fallback) {
        this(command, variantCommands, profilerOutputs, printed, runners, reaper, hosts, fallback, DuetPlan.OFF, null);
    }

    /**
     * The same forks under bench.duet's plan: pinned hosts for the paired batches, the barrier in their forks,
     * and in the hosts that wait there for their first side to hold JMH's lock.
     */
    Forks withDuet(DuetPlan plan, DuetBarrier barrier) {
        Map<String, String> barrierEnvironment = barrier.environment();
        Map<String, JmhCommand> variants = new java.util.LinkedHashMap<>();
        variantCommands.forEach((name, c) -> variants.put(name, c.withDuet(plan, barrierEnvironment)));
        return new Forks(command.withDuet(plan, barrierEnvironment), variants, profilerOutputs, printed, runners, reaper,
                hosts, fallback, plan, barrier);
    }

    /** bench.duet: what the executor tells when a paired cell's first side has ended; nothing without bench.duet. */
    java.util.function.Consumer<String> firstSideEnded() {
        return barrier == null ? group -> { } : barrier::firstSideEnded;
    }

    /** What a column's forks run: its variant's class path, or the project's. */
    JmhCommand commandFor(TargetRuntime column) {
        return column.variant() == null ? command : variantCommands.get(column.variant().name());
    }

    /**
     * Every runtime's host JVM boots, and JMH probes its JDK, while the rest of the run is planned
     * (under the run lock: nothing else of ours measures meanwhile); the first cell waits until all
     * of them are ready ({@link PlanExecutor}). A runner made only to start its host runs no cell,
     * so it needs no timeout.
     */
    void startHosts(List<TargetRuntime> columns) {
        for (TargetRuntime column : columns) {
            runners.forRuntime(column, commandFor(column), cell -> Duration.ZERO, reaper, hosts, printed).prepare(column);
        }
    }

    /** The runners of the measured cells. */
    PlanExecutor.Runners measuring() {
        return (runtime, timeouts) -> runners.forRuntime(runtime, commandFor(runtime), timeouts, reaper, hosts, printed);
    }

    /** The runners of bench.explain's recorded forks: each column's command as {@code recording} changes it, their output printed into {@code out}. */
    PlanExecutor.Runners recording(UnaryOperator<JmhCommand> recording, Path out) {
        return (runtime, timeouts) -> runners.forRuntime(runtime, recording.apply(commandFor(runtime)), timeouts, reaper,
                hosts, new PrintedOutput(out));
    }
}
