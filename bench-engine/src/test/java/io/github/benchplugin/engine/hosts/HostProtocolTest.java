package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.host.HostLines;
import io.github.benchplugin.host.HostPlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's side of the host protocol against bench-host's own code: the plan the engine writes
 * is read by the host's reader, and the event lines the host's writer prints (see bench-host's
 * HostProtocolTest for their golden form) are attributed by {@link HostWatch} to the right cells.
 */
class HostProtocolTest {

    private static final TargetRuntime JDK = TargetRuntime.builder("25").requested("25").javaHome(Path.of("/jdk/25"))
            .javaVersion("25.0.1").featureVersion(25).vendor("v").build();

    @TempDir
    Path dir;

    private CellRequest cell(String method, Map<String, String> params) {
        Map<String, List<String>> declared = new LinkedHashMap<>();
        params.forEach((k, v) -> declared.put(k, List.of(v)));
        BenchmarkRow row = new BenchmarkRow(new BenchmarkMethod("org.acme.Odd." + method, List.of("avgt"), declared),
                "avgt", params);
        return new CellRequest(JDK, row, 2, 3, 1, dir.resolve(method + ".json"), false);
    }

    private static Map<String, String> oddParams() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("sep", "a|b");
        params.put("kv", "k=v");
        params.put("list", "1,2,3");
        params.put("text", " two  words ");
        params.put("uni", "h\u00e9llo \u2603 \uD83D\uDE80");
        params.put("empty", "");
        return params;
    }

    private static JmhCommand command() {
        return new JmhCommand(List.of(), JobSettings.of(RawSettings.builder().put("bench.job", "dry")
                .put("bench.jvmArgs", "'-Dlabel=a b|c=d,e'").build()));
    }

    /** The plan as the engine writes it, read back by the host's reader. */
    private List<HostPlan.Cell> throughThePlanFile(List<CellRequest> cells) throws Exception {
        JmhCommand command = command();
        Path plan = dir.resolve("host-plan.properties");
        HostPlan.write(cells.stream().map(command::hostCell).toList(), plan);
        return HostPlan.read(plan);
    }

    @Test
    void theHostReadsEachCellOfThePlanExactlyAsTheEngineMeantIt() throws Exception {
        CellRequest odd = cell("work", oddParams());
        CellRequest plain = cell("plain", Map.of());

        List<HostPlan.Cell> read = throughThePlanFile(List.of(odd, plain));

        assertEquals(2, read.size());
        assertEquals(odd.key(), read.get(0).id);
        assertEquals(List.copyOf(oddParams().entrySet()), List.copyOf(read.get(0).params.entrySet()));
        assertEquals(command().hostCell(odd).args, read.get(0).args);
        assertEquals(List.of("-Dlabel=a b|c=d,e"), read.get(0).jvmArgsAppend);
        assertEquals(plain.key(), read.get(1).id);
        assertTrue(read.get(1).params.isEmpty());
    }

    @Test
    void theHostsEventLinesAboutThePlannedCellsAreAttributedToThoseCells() throws Exception {
        CellRequest odd = cell("work", oddParams());
        CellRequest other = cell("other", Map.of("sep", "|", "kv", "=", "list", ","));
        CellRequest plain = cell("plain", Map.of());
        Files.writeString(odd.jsonFile(), "[ ]");
        Files.writeString(plain.jsonFile(), "[ ]");
        List<HostPlan.Cell> planned = throughThePlanFile(List.of(odd, other, plain));

        HostWatch watch = new HostWatch(new RecordingLog(), c -> Duration.ofHours(1), new PrintedOutput(dir));
        watch.line(HostLines.waiting(planned.get(0).id, "/tmp/jmh.lock"));
        watch.line(HostLines.started(planned.get(0).id));
        watch.line(HostLines.ok(planned.get(0).id));
        watch.line(HostLines.started(planned.get(1).id));
        watch.line(HostLines.failed(planned.get(1).id, "java.lang.IllegalArgumentException: bad sep\n\tat Odd.other(Odd.java:3)"));
        watch.line(HostLines.started(planned.get(2).id));
        watch.line(HostLines.ok(planned.get(2).id));
        Outcomes outcomes = new Outcomes();

        assertEquals(3, watch.follow(new HostBatch(JDK, 2, List.of(odd, other, plain)), new NoHost(), outcomes));

        assertEquals(List.of(odd, other, plain), outcomes.cells);
        assertTrue(outcomes.outcomes.get(0).succeeded(), outcomes.outcomes.get(0).failure());
        assertEquals("java.lang.IllegalArgumentException: bad sep  at Odd.other(Odd.java:3)",
                outcomes.outcomes.get(1).failure());
        assertTrue(outcomes.outcomes.get(2).succeeded(), outcomes.outcomes.get(2).failure());
    }

    @Test
    void theGoldenLinesOfBenchHostAreWhatTheHostsWriterPrints() {
        // The same strings bench-host's HostProtocolTest asserts: a format change fails on both sides.
        String id = "work avgt {sep=|, kv=a=b, list=1,2, text=two words, uni=h\u00e9llo \u2603 \uD83D\uDE80}";
        assertEquals("@bench-host started " + id, HostLines.started(id));
        assertEquals("@bench-host ok " + id, HostLines.ok(id));
        assertEquals("@bench-host failed " + id + "\tjava.lang.IllegalStateException: bad n",
                HostLines.failed(id, "java.lang.IllegalStateException: bad n"));
    }

    @Test
    void aCellWhoseParameterHoldsATabOrANewlineIsStillAttributedToItself() throws Exception {
        CellRequest tabbed = cell("tabbed", Map.of("text", "a\tb\nc"));
        CellRequest next = cell("next", Map.of());
        Files.writeString(tabbed.jsonFile(), "[ ]");
        Files.writeString(next.jsonFile(), "[ ]");
        List<HostPlan.Cell> planned = throughThePlanFile(List.of(tabbed, next));
        assertEquals(Map.of("text", "a\tb\nc"), planned.get(0).params, "the value JMH gets is exact");

        HostWatch watch = new HostWatch(new RecordingLog(), c -> Duration.ofHours(1), new PrintedOutput(dir));
        for (HostPlan.Cell cell : planned) {
            watch.line(HostLines.started(cell.id));
            watch.line(HostLines.ok(cell.id));
        }
        watch.gone();
        Outcomes outcomes = new Outcomes();

        assertEquals(2, watch.follow(new HostBatch(JDK, 2, List.of(tabbed, next)), new NoHost(), outcomes));

        assertEquals(List.of(tabbed, next), outcomes.cells);
        assertTrue(outcomes.outcomes.stream().allMatch(CellOutcome::succeeded), outcomes.outcomes.toString());
    }

    private static final class NoHost implements HostWatch.Handle {
        private final HostOutput output = new HostOutput(new RecordingLog());

        @Override
        public HostOutput output() {
            return output;
        }

        @Override
        public boolean stopCell() {
            return false;
        }

        @Override
        public void stopHost() {
        }

        @Override
        public String exitStatus() {
            return "exit code 0";
        }
    }

    private static final class Outcomes implements HostRunner.Listener {
        final List<CellRequest> cells = new ArrayList<>();
        final List<CellOutcome> outcomes = new ArrayList<>();

        @Override
        public void started(CellRequest cell) {
        }

        @Override
        public void finished(CellRequest cell, CellOutcome outcome) {
            cells.add(cell);
            outcomes.add(outcome);
        }
    }
}
