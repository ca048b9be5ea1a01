package io.github.benchplugin.engine;

import java.util.Map;
import io.github.benchplugin.model.result.Variant;
import static io.github.benchplugin.engine.run.Runtimes.runtime;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.hosts.HostPool;
import io.github.benchplugin.engine.hosts.HostRunner;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.hosts.PrintedOutput;
import io.github.benchplugin.engine.hosts.ProcessReaper;
import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Which command, output and hosts each of {@link Forks}' runners gets. */
class ForksTest {

    @TempDir
    Path out;

    private record Asked(String runtime, JmhCommand command, Duration timeout, PrintedOutput printed) {
    }

    private final List<Asked> asked = new ArrayList<>();
    private final List<String> prepared = new ArrayList<>();

    @Test
    void everyColumnsHostIsStartedWithTheMeasuredCommandAndNoTimeout() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool hosts = new HostPool(reaper, new RecordingLog())) {
            Forks forks = forks(reaper, hosts);
            forks.startHosts(List.of(runtime("17"), runtime("25")));
            assertEquals(List.of("17", "25"), prepared);
            assertEquals(List.of("17", "25"), asked.stream().map(Asked::runtime).toList());
            asked.forEach(a -> {
                assertSame(forks.command(), a.command());
                assertSame(forks.printed(), a.printed());
                assertEquals(Duration.ZERO, a.timeout());
            });
        }
    }

    @Test
    void measuredCellsRunTheCommandAndExplainedOnesTheirOwnIntoTheirOwnOutput() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool hosts = new HostPool(reaper, new RecordingLog())) {
            Forks forks = forks(reaper, hosts);
            JmhCommand recording = command();
            forks.measuring().forRuntime(runtime("17"), cell -> Duration.ofMinutes(1));
            forks.recording(measured -> recording, out).forRuntime(runtime("17"), cell -> Duration.ofMinutes(2));

            assertSame(forks.command(), asked.get(0).command());
            assertSame(forks.printed(), asked.get(0).printed());
            assertEquals(Duration.ofMinutes(1), asked.get(0).timeout());
            assertSame(recording, asked.get(1).command());
            assertNotSame(forks.printed(), asked.get(1).printed());
            assertEquals(Duration.ofMinutes(2), asked.get(1).timeout());
        }
    }

    @Test
    void aVariantsColumnsRunItsVariantsCommandEvenWhenExplained() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool hosts = new HostPool(reaper, new RecordingLog())) {
            JmhCommand v11 = command();
            Forks forks = forks(reaper, hosts, Map.of("1.1", v11));
            TargetRuntime base = runtime("17").withVariant("17/1.0", new Variant("1.0", "lib.version=1.0", List.of()));
            TargetRuntime changed = runtime("17").withVariant("17/1.1", new Variant("1.1", "lib.version=1.1", List.of()));
            forks.startHosts(List.of(changed));
            forks.measuring().forRuntime(changed, cell -> Duration.ofMinutes(1));
            List<JmhCommand> tweakedFrom = new ArrayList<>();
            forks.recording(measured -> { tweakedFrom.add(measured); return measured; }, out)
                    .forRuntime(changed, cell -> Duration.ofMinutes(1));

            assertSame(v11, asked.get(0).command());
            assertSame(v11, asked.get(1).command());
            assertEquals(List.of(v11), tweakedFrom);
            assertSame(forks.command(), forks.commandFor(runtime("17")));
            assertEquals(null, forks.commandFor(base), "1.0 was not given a command: a column never falls back to"
                    + " the project's class path in silence");
        }
    }

    private Forks forks(ProcessReaper reaper, HostPool hosts) {
        return forks(reaper, hosts, Map.of());
    }

    private Forks forks(ProcessReaper reaper, HostPool hosts, Map<String, JmhCommand> variantCommands) {
        BenchEngine.HostRunners runners = (runtime, command, timeouts, r, h, printed) -> {
            assertSame(reaper, r);
            assertSame(hosts, h);
            asked.add(new Asked(runtime.id(), command, timeouts.apply(null), printed));
            return new HostRunner() {
                @Override
                public void run(io.github.benchplugin.engine.plan.HostBatch batch, Listener listener) {
                }

                @Override
                public CompletableFuture<Void> prepare(TargetRuntime runtime) {
                    prepared.add(runtime.id());
                    return CompletableFuture.completedFuture(null);
                }
            };
        };
        return new Forks(command(), variantCommands, ProfilerOutputs.none(out), new PrintedOutput(out), runners, reaper,
                hosts, (failed, why) -> Optional.empty());
    }

    private static JmhCommand command() {
        return new JmhCommand(List.of(), JobSettings.of(RawSettings.builder().put("bench.job", "dry").build()));
    }
}
