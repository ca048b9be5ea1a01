package io.github.benchplugin.engine.publish;

import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.gate.GateCoverage;
import io.github.benchplugin.model.gate.GateJudgement;
import io.github.benchplugin.model.previousrun.Regression;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StepSummaryTest {

    @TempDir
    Path dir;

    @Test
    void theGatesComeFirstThenTheTable() throws Exception {
        Path file = dir.resolve("summary.md");
        Files.writeString(file, "earlier step output\n");
        BenchResult result = new BenchResult(1, Environment.builder("h").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(),
                List.of(), List.of(), List.of());
        GateOutcome gates = GateOutcome.of(result, Threshold.parse("5%"), Threshold.parse("1%"), null);

        new StepSummary(file, StepSummary.LIMIT_BYTES).append(result, gates, dir, new ConsoleRunLog(System.out, false));

        String text = Files.readString(file);
        assertTrue(text.startsWith("earlier step output\n## Benchmarks"), "appended, never overwritten: " + text);
        // A result with no comparison: the gates judged nothing, and say so instead of "passed".
        assertTrue(text.indexOf("⚠️ `bench.failOnRegression=5%`: WARNING, nothing was gated: judged 0 comparison(s)")
                < text.indexOf("# Benchmark results"), text);
        assertTrue(text.contains("⚠️ `bench.failOnAllocRegression=1%`: WARNING, nothing was gated"), text);
        assertFalse(text.contains("passed"), text);
    }

    @Test
    void explainedEvidenceFollowsTheWarningsSoACutTakesItFirst() {
        io.github.benchplugin.model.result.Evidence evidence = new io.github.benchplugin.model.result.Evidence("explain/r/17.jfr", 10,
                List.of(new io.github.benchplugin.model.result.Evidence.MethodShare("java.util.Arrays.hashCode", 10, 1.0, 4)),
                List.of(), List.of(), null, null, null);
        BenchResult result = new BenchResult(1, Environment.builder("h").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(),
                List.of(), List.of(), List.of()).withExplanations(List.of(io.github.benchplugin.model.analysis.EvidenceDiff.explain(
                new io.github.benchplugin.model.result.RowKey("org.acme.HashBench.hash", "avgt", Map.of()),
                Map.of("17", evidence), List.of())));
        String text = StepSummary.render(result, GateOutcome.of(result, Threshold.parse("5%"), null, null));
        assertTrue(text.contains("## Explained: org.acme.HashBench.hash"), text);
        assertTrue(text.indexOf("## Warnings") < text.indexOf("## Explained"), text);
    }

    private static io.github.benchplugin.model.result.Explanation explained(String benchmark, String hotMethod) {
        io.github.benchplugin.model.result.Evidence evidence = new io.github.benchplugin.model.result.Evidence("explain/r/17.jfr", 10,
                List.of(new io.github.benchplugin.model.result.Evidence.MethodShare(hotMethod, 10, 1.0, 4)),
                List.of(), List.of(), null, null, null);
        return io.github.benchplugin.model.analysis.EvidenceDiff.explain(new RowKey(benchmark, "avgt", Map.of("n", "10")),
                Map.of("17", evidence), List.of());
    }

    /** A gate that failed on HashBench.hash {n=10} on 25 (and only on it). */
    private static GateOutcome failedOnHash() {
        Comparison comparison = Comparison.builder("17").ratio(1.5).ciLow(1.4).ciHigh(1.6).verdict(Verdict.SLOWER)
                .pValue(0.001).build();
        return new GateOutcome(Threshold.parse("5%"), null, new GateJudgement<>(List.of(new Regression(
                new RowKey("org.acme.HashBench.hash", "avgt", Map.of("n", "10")), "25",
                Regression.Reference.BASELINE_RUNTIME, comparison, 1.5, 1.4, 1.6)), new GateCoverage(1, Map.of())),
                new GateJudgement<>(List.of(), new GateCoverage(0, Map.of())), null,
                HistoryOptions.Requirements.NONE, null, null, false);
    }

    @Test
    void aFailedGateCarriesTheEvidenceOfTheFailingRowsOnlyRightUnderTheGates() {
        BenchResult result = new BenchResult(1, Environment.builder("h").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(),
                List.of(), List.of(), List.of()).withExplanations(List.of(
                explained("org.acme.ConcatBench.plus", "java.lang.Integer.getChars"),
                explained("org.acme.HashBench.hash", "java.util.Arrays.hashCode")));
        String text = StepSummary.render(result, failedOnHash());

        assertTrue(text.contains("## Explained: org.acme.HashBench.hash"), text);
        assertTrue(text.contains("java.util.Arrays.hashCode"), text);
        assertFalse(text.contains("ConcatBench"), "the row that passed: " + text);
        assertFalse(text.contains("Integer.getChars"), "the row that passed: " + text);
        assertTrue(text.contains("Evidence of 1 other explained row(s), which passed the gates, is in results.md"), text);
        int gate = text.indexOf("  - slower: org.acme.HashBench.hash");
        assertTrue(gate >= 0, text);
        assertTrue(gate < text.indexOf("## Explained") && text.indexOf("## Explained") < text.indexOf("# Benchmark results"),
                "gates, then the failing rows' evidence, then the table: " + text);
    }

    @Test
    void aCutToGitHubsLimitTakesTheTableBeforeTheFailingRowsEvidence() {
        List<Warning> warnings = new java.util.ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            warnings.add(Warning.of(io.github.benchplugin.model.result.WarningCode.HIGH_ERROR,
                    "error over 10% of the score in a long long line number " + i,
                    "org.example.Bench.method" + i, "17"));
        }
        BenchResult result = new BenchResult(1, Environment.builder("h").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(),
                List.of(), List.of(), warnings).withExplanations(List.of(
                explained("org.acme.HashBench.hash", "java.util.Arrays.hashCode")));
        String text = StepSummary.render(result, failedOnHash());
        assertTrue(text.getBytes(StandardCharsets.UTF_8).length > StepSummary.LIMIT_BYTES, "the test needs a cut");

        String fitted = StepSummary.fitted(text, StepSummary.LIMIT_BYTES, dir);
        assertTrue(fitted.getBytes(StandardCharsets.UTF_8).length <= StepSummary.LIMIT_BYTES);
        assertTrue(fitted.contains("## Explained: org.acme.HashBench.hash") && fitted.contains("java.util.Arrays.hashCode"),
                "the failing row's evidence survives the cut");
        assertTrue(fitted.contains("> Truncated to stay under GitHub's 1 MiB step summary limit"));
    }

    @Test
    void aLongTableIsCutAtALineUnderTheLimitWithANote() {
        StringBuilder table = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            table.append("| org.example.Bench.method").append(i).append(" | avgt | 12.3 ± 0.4 |\n");
        }
        long budget = 1024 * 1024 - 16 * 1024;
        String fitted = StepSummary.fitted(table.toString(), budget, Path.of("target/bench"));

        assertTrue(fitted.getBytes(StandardCharsets.UTF_8).length <= budget, "under the limit");
        String[] lines = fitted.split("\n");
        String note = lines[lines.length - 1];
        assertTrue(note.startsWith("> Truncated to stay under GitHub's 1 MiB step summary limit:"), note);
        assertTrue(note.contains(Path.of("target/bench/results.md").toString()), note);
        assertTrue(lines[lines.length - 3].startsWith("| org.example.Bench.method"), "whole lines only");
    }

    @Test
    void aShortTextIsLeftAlone() {
        assertEquals("| a |\n", StepSummary.fitted("| a |\n", 1000, Path.of("x")));
    }
}
