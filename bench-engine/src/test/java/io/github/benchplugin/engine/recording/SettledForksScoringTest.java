package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.host.IterationLog;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.ForkStopReason;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static io.github.benchplugin.engine.recording.RecordedCells.JSON;
import static io.github.benchplugin.engine.recording.RecordedCells.cell;
import static io.github.benchplugin.engine.recording.RecordedCells.environment;
import static io.github.benchplugin.engine.recording.RecordedCells.jmhResult;
import static io.github.benchplugin.engine.recording.RecordedCells.rows;
import static io.github.benchplugin.engine.run.Runtimes.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.warmup=auto scores a cell from the forks that settled and names the others (issue 50), on forks
 * recorded by a real run: the 8x plateau of 1 s (PlateauBench.plateau1s) on JDK 25 at load 2-5, 20 forks,
 * one per round as the default preset runs them, whose cell came out 1.10x its steady cost with every fork
 * pooled: two later forks never settled within their cap and were scored at 1.73x and 2.04x.
 */
class SettledForksScoringTest {

    @TempDir
    Path dir;

    private final TargetRuntime java25 = runtime("25");

    /** One recorded fork: as the host logged it, with the stop the run recorded and the class it was given. */
    private record RecordedFork(double startSeconds, boolean probe, ForkStopReason stop, String recordedClass,
                                double[] ends, double[] scores) {
    }

    private static List<RecordedFork> plateau1sOnJdk25() throws IOException {
        try (InputStream in = SettledForksScoringTest.class.getResourceAsStream("/recorded/plateau1s-jdk25-20forks.json")) {
            List<RecordedFork> forks = new ArrayList<>();
            for (JsonNode f : JSON.readTree(in).get("forks")) {
                JsonNode its = f.get("iterations");
                forks.add(new RecordedFork(f.get("startSeconds").asDouble(), f.get("probe").asBoolean(),
                        ForkStopReason.fromJson(f.get("stopReason").asText()), f.get("recordedClass").asText(),
                        IntStream.range(0, its.size()).mapToDouble(i -> its.get(i).get(0).asDouble()).toArray(),
                        IntStream.range(0, its.size()).mapToDouble(i -> its.get(i).get(1).asDouble()).toArray()));
            }
            return forks;
        }
    }

    /** Each fork recorded as its round's host wrote it (no JMH warm-up: every iteration measured), then assembled. */
    private BenchResult assembled(List<RecordedFork> forks, Environment environment) throws IOException {
        return assembled(forks, environment, 0);
    }

    /** The same, the first {@code warmup} iterations of each fork JMH's warm-up (a row that keeps a fixed warm-up). */
    private BenchResult assembled(List<RecordedFork> forks, Environment environment, int warmup) throws IOException {
        CellResults cells = new CellResults(dir, List.of(java25));
        cells.forkStops((cell, fork) -> fork.stopped(forks.get(cell.round() - 1).probe(), forks.get(cell.round() - 1).stop()));
        for (int round = 1; round <= forks.size(); round++) {
            RecordedFork fork = forks.get(round - 1);
            CellRequest a = cell(dir, java25, "a", round, forks.size());
            try (IterationLog log = IterationLog.create(a.iterationsFile())) {
                log.fork(fork.startSeconds());
                for (int i = 0; i < fork.scores().length; i++) {
                    log.iteration(i < warmup, fork.ends()[i], fork.scores()[i]);
                }
            }
            cells.recordSuccess(a, jmhResult(a, "1.37", Arrays.copyOfRange(fork.scores(), warmup, fork.scores().length)));
        }
        return new ResultAssembly(rows(), environment, new ReportAssembler(null, null, false), null, "1.37")
                .assemble(cells, cells.pooledByRuntime());
    }

    private static Environment auto() {
        return environment().withSettings(Map.of(AutoWarmup.SETTING, AutoWarmup.AUTO));
    }

    /** The row's steady cost: the median of its forks' last-quarter medians. */
    private static double steadyCost(List<RecordedFork> forks) {
        return new Median().evaluate(forks.stream().mapToDouble(f -> new Median().evaluate(
                Arrays.copyOfRange(f.scores(), f.scores().length * 3 / 4, f.scores().length))).toArray());
    }

    /** The mean of the listed forks' scored iterations: each from its steady start, or its second half without one. */
    private static double pooled(Cell cell, List<RecordedFork> recorded, List<Integer> forks) {
        return forks.stream().flatMap(f -> {
            WarmupFork fork = cell.warmup().forks().get(f);
            double[] scores = recorded.get(f).scores();
            int from = fork.kind() == WarmupClass.NONE ? scores.length / 2 : fork.steadyFrom();
            return Arrays.stream(scores, from, scores.length).boxed();
        }).mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    @Test
    void theCellIsScoredFromTheForksThatSettledAndTheTwoThatNeverDidAreNamed() throws Exception {
        List<RecordedFork> recorded = plateau1sOnJdk25();
        BenchResult result = assembled(recorded, auto());
        Cell cell = result.rows().get(0).cells().get("25");

        List<Integer> neverSettled = IntStream.range(0, recorded.size())
                .filter(f -> cell.warmup().forks().get(f).neverSettled()).boxed().toList();
        assertEquals(List.of(2, 7), neverSettled, "forks 3 and 8: no steady state within their cap of 54 iterations");
        assertEquals(List.of("none", "none"), neverSettled.stream().map(f -> recorded.get(f).recordedClass()).toList(),
                "as the run classified them");
        List<Integer> settled = IntStream.range(0, recorded.size()).filter(f -> !neverSettled.contains(f)).boxed().toList();
        assertEquals(pooled(cell, recorded, settled), cell.score(), 1e-9, "the 18 settled forks' pooled score");
        assertEquals(18, cell.forkMeans().size(), "the forks the interval and comparisons rest on");
        double cost = steadyCost(recorded);
        assertEquals(1.0, cell.score() / cost, 0.03, "at the steady cost: " + cell.score() + " against " + cost);
        double everyFork = pooled(cell, recorded, IntStream.range(0, recorded.size()).boxed().toList());
        assertTrue(everyFork / cost > 1.08, "with every fork pooled, as before: " + everyFork / cost);

        List<Warning> unsteady = result.warnings().stream().filter(w -> w.code() == WarningCode.UNSTEADY_FORKS).toList();
        assertEquals(1, unsteady.size(), result.warnings().toString());
        String message = unsteady.get(0).message();
        assertTrue(message.matches(".*on 25, 2 of 20 forks never settled within \\d+\\.\\d s \\(forks 3, 8\\): not scored,"
                + " the score is the other 18 forks'.*"), message);
        assertTrue(result.warnings().stream().noneMatch(w -> w.code() == WarningCode.NOT_CONVERGED), result.warnings().toString());
    }

    @Test
    void resultsJsonMarksTheForksLeftOutAndNoOther() throws Exception {
        BenchResult result = assembled(plateau1sOnJdk25(), auto());
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(result, file);

        JsonNode forks = SchemaCheck.readValidResults(file).get("rows").get(0).get("cells").get("25").get("warmup").get("forks");
        List<Integer> marked = IntStream.range(0, forks.size()).filter(f -> forks.get(f).has("settled")).boxed().toList();
        assertEquals(List.of(2, 7), marked);
        assertFalse(forks.get(2).get("settled").asBoolean());
    }

    @Test
    void withAFixedWarmupNoForkIsJudgedAndEveryForkIsScoredAsJmhScoredIt() throws Exception {
        BenchResult result = assembled(plateau1sOnJdk25(), environment());
        Cell cell = result.rows().get(0).cells().get("25");
        assertEquals(20, cell.forkMeans().size());
        assertTrue(cell.warmup().forks().stream().noneMatch(WarmupFork::neverSettled));
    }

    @Test
    void aRowThatKeepsItsFixedWarmupUnderAutoHasNoForkJudged() throws Exception {
        // An @Setup(Level.Iteration) row keeps 3 warm-up iterations under auto: not cut, so nothing is left out.
        List<RecordedFork> recorded = plateau1sOnJdk25();
        BenchResult result = assembled(recorded, auto(), 3);
        Cell cell = result.rows().get(0).cells().get("25");
        assertEquals(20, cell.forkMeans().size());
        assertTrue(cell.warmup().forks().stream().noneMatch(WarmupFork::neverSettled));
        assertTrue(result.warnings().stream().noneMatch(w -> w.message().contains("not scored")), result.warnings().toString());
    }

    @Test
    void aCellNoneOfWhoseForksSettledIsStillScoredFromEveryForkAndNotConverged() throws Exception {
        // Three forks still drifting (1% every 100 ms) at their last look: the rule finds no steady state in any.
        List<RecordedFork> drifting = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            double[] ends = IntStream.range(0, 100).mapToDouble(i -> 0.5 + 0.1 * (i + 1)).toArray();
            double[] scores = IntStream.range(0, 100).mapToDouble(i -> 500 * Math.pow(1.01, i)).toArray();
            drifting.add(new RecordedFork(0.5, true, ForkStopReason.HORIZON, "none", ends, scores));
        }
        BenchResult result = assembled(drifting, auto());
        Cell cell = result.rows().get(0).cells().get("25");

        assertTrue(cell.warmup().forks().stream().allMatch(WarmupFork::neverSettled));
        assertEquals(List.of(50, 50, 50), cell.forkSamples().stream().map(List::size).toList(),
                "every fork, from its second half, as before: never a score of no fork");
        assertEquals(pooled(cell, drifting, List.of(0, 1, 2)), cell.score(), 1e-9);
        List<Warning> notConverged = result.warnings().stream().filter(w -> w.code() == WarningCode.NOT_CONVERGED).toList();
        assertEquals(1, notConverged.size(), result.warnings().toString());
        assertTrue(notConverged.get(0).message().contains("no fork reached a steady state (3 of 3 forks none"),
                notConverged.get(0).message());
        assertTrue(result.warnings().stream().noneMatch(w -> w.code() == WarningCode.UNSTEADY_FORKS));
    }
}
