package io.github.benchplugin.engine.floor;

import io.github.benchplugin.engine.recording.ResultRecorder;
import io.github.benchplugin.engine.hosts.HostJar;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.plan.CellPlan;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.host.HostPlan;
import io.github.benchplugin.model.result.Environment;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The run's side of {@link FloorCache}: with bench.floor=auto, a runtime that needs its floor
 * takes a fresh cached one instead of measuring it; every floor this run measures completely
 * (auto or true) replaces the cached one. The key is everything that shapes an empty
 * benchmark's cost: the JDK (home, version, vendor), where it runs (forked or in-process), the
 * machine (its fingerprint, as MIXED_HOSTS compares machines, and its host name), the JMH that
 * runs the floor, and the floor cell's complete JMH options and JVM flags as the host gets them
 * (mode, unit, forks, iterations and their times, threads, profilers, bench.jvmArgs and the
 * column's profile), with the number of rounds its forks are split into.
 */
public final class FloorReuse implements FloorSchedule.CachedFloors {

    private final FloorCache cache;
    private final CellPlan plan;
    private final JmhCommand command;
    private final Environment environment;
    private final Path outputDirectory;
    private final ResultRecorder recorder;
    private final RunLog log;
    private boolean complained;

    public FloorReuse(FloorCache cache, CellPlan plan, JmhCommand command, Environment environment, Path outputDirectory,
               ResultRecorder recorder, RunLog log) {
        this.cache = cache;
        this.plan = plan;
        this.command = command;
        this.environment = environment;
        this.outputDirectory = outputDirectory;
        this.recorder = recorder;
        this.log = log;
    }

    @Override
    public boolean use(TargetRuntime runtime) {
        Optional<FloorCache.Entry> entry = key(runtime).flatMap(cache::find);
        entry.ifPresent(e -> {
            recorder.useCachedFloor(runtime.id(), e.jmhResults(), e.measuredAt());
            log.info("Harness floor of " + runtime.id() + " taken from " + cache.directory() + " (measured "
                    + e.measuredAt() + " with the same JDK, machine and options; bench.floor=true measures it again)");
        });
        return entry.isPresent();
    }

    /** Keeps every floor this run measured completely, for the next runs. */
    public void keepMeasured() {
        int rounds = plan.cells().stream().filter(CellRequest::floor).mapToInt(CellRequest::rounds).findFirst().orElse(0);
        for (Map.Entry<String, ArrayNode> measured : recorder.measuredFloors(rounds).entrySet()) {
            Optional<FloorCache.Key> key = plan.cells().stream()
                    .filter(c -> c.floor() && c.runtime().id().equals(measured.getKey())).findFirst()
                    .map(CellRequest::runtime).flatMap(this::key);
            if (key.isEmpty()) {
                continue;
            }
            try {
                cache.store(key.get(), measured.getValue());
            } catch (IOException | RuntimeException e) {
                if (!complained) {
                    complained = true;
                    log.info("The harness floor is not cached for later runs: " + e.getMessage());
                }
            }
        }
    }

    /** The cache key of the runtime's floor; empty when the plan has no floor cell on it. */
    public Optional<FloorCache.Key> key(TargetRuntime runtime) {
        return plan.cells().stream().filter(c -> c.floor() && c.runtime().id().equals(runtime.id())).findFirst()
                .map(cell -> key(cell.on(runtime)));
    }

    private FloorCache.Key key(CellRequest floorCell) {
        TargetRuntime runtime = floorCell.runtime();
        HostPlan.Cell cell = command.hostCell(floorCell);
        Map<String, String> parts = new LinkedHashMap<>();
        parts.put("jdk.home", runtime.javaHome().toAbsolutePath().normalize().toString());
        parts.put("jdk.version", String.valueOf(runtime.javaVersion()));
        parts.put("jdk.vendor", String.valueOf(runtime.vendor()));
        parts.put("placement", String.valueOf(runtime.placement()));
        parts.put("machine", environment.machine().typeKey());
        parts.put("host", String.valueOf(environment.hostName()));
        parts.put("jmh", HostJar.floorJmhVersion());
        parts.put("mode", floorCell.row().mode());
        parts.put("rounds", Integer.toString(floorCell.rounds()));
        parts.put("jmhOptions", String.join(" ", withoutOutputDirectory(cell.args)));
        parts.put("jvmArgs", String.join(" ", withoutOutputDirectory(cell.jvmArgsAppend)));
        return new FloorCache.Key(parts);
    }

    /** The options with the run's output directory (result and log files of the cell) written as &lt;out&gt;. */
    private List<String> withoutOutputDirectory(List<String> args) {
        String absolute = outputDirectory.toAbsolutePath().normalize().toString();
        String given = outputDirectory.toString();
        return args.stream().map(a -> a.replace(absolute, "<out>").replace(given, "<out>")).toList();
    }
}
