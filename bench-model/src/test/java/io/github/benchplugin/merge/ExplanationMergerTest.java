package io.github.benchplugin.merge;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.Evidence;
import io.github.benchplugin.model.Explanation;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.render.html.HtmlRenderer;
import io.github.benchplugin.render.markdown.MarkdownRenderer;
import io.github.benchplugin.assembly.ReportAssembler;
import io.github.benchplugin.stats.SyntheticCells;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench:merge keeps bench.explain's evidence: CI matrix jobs, each with its own JDK's recording. */
class ExplanationMergerTest {

    private static final Environment RUNNER = Environment.builder("fv-az101").os("Linux 6.8.0").arch("amd64").cpus(4)
            .createdAt("2025-01-01T00:00:00Z").cpuModel("AMD EPYC 7763 64-Core Processor").memoryBytes(16L << 30)
            .kernel("6.8.0-1017-azure").build();
    private static final String HASH = "org.acme.HashBench.hash";

    /** One matrix job: one runtime, one row, explained on that runtime with {@code hotMethod} hot. */
    private static BenchResult job(String id, String version, double mean, String hotMethod) {
        RuntimeInfo runtime = RuntimeInfo.builder(id).requested(id).javaVersion(version)
                .featureVersion(Integer.parseInt(version.split("\\.")[0])).vendor("Vendor").javaHome("/opt/jdk-" + id)
                .baseline(true).hostName(RUNNER.hostName()).jmhVersion("1.37").build();
        Cell cell = SyntheticCells.noisy(new Random(mean > 500 ? 1 : 2), mean, 5, 5, 0.01, 0.01);
        Row row = Row.builder(HASH, "avgt").unit("ns/op").cells(Map.of(id, cell)).build();
        Evidence evidence = new Evidence("explain/" + HASH + "-avgt/" + id + ".jfr", 200,
                List.of(new Evidence.MethodShare(hotMethod, 190, 0.95, 4)), List.of(), List.of(), null, null, null);
        Explanation explanation = io.github.benchplugin.analysis.EvidenceDiff.explain(row.key(), Map.of(id, evidence),
                List.of());
        return new BenchResult(BenchResult.SCHEMA_VERSION, RUNNER, List.of(runtime), new ArrayList<>(List.of(row)),
                List.of()).withExplanations(List.of(explanation));
    }

    private static List<MergeInput> twoJobs() {
        return List.of(
                new MergeInput("artifacts/jdk25/results.json", job("25", "25.0.1", 64, "org.acme.HashBench.hash"), 0, true),
                new MergeInput("artifacts/jdk17/results.json", job("17", "17.0.15", 1020, "java.util.Arrays.hashCode"), 0, true));
    }

    @Test
    void eachJobsEvidenceGoesSideBySideInColumnOrderWithTheDifferencesComputedAgain() {
        List<MergeInput> inputs = twoJobs();
        ResultCombiner.Combined combined = new ResultCombiner(ConflictPolicy.ERROR, null).combine(inputs);
        List<String> columns = combined.runtimes().stream().map(RuntimeInfo::id).toList();
        assertEquals(List.of("17", "25"), columns, "a glob sorts by Java version");

        ExplanationMerger.Merged merged = ExplanationMerger.merge(inputs, combined.renamed(), columns, ConflictPolicy.ERROR);

        assertEquals(1, merged.explanations().size());
        Explanation e = merged.explanations().get(0);
        assertEquals(List.of("17", "25"), List.copyOf(e.evidence().keySet()), "the merged column order");
        assertTrue(e.differences().stream().anyMatch(d -> d.subject().equals("java.util.Arrays.hashCode")
                && "17".equals(d.onlyOn())), () -> "the hot method on 17 only: " + e.differences());
        assertEquals(2, merged.recordings().size(), "both jobs' recordings are copied");
        assertEquals(new ExplanationMerger.RecordingCopy(1, "explain/" + HASH + "-avgt/17.jfr",
                "explain/" + HASH + "-avgt/17.jfr"), merged.recordings().get(1));

        BenchResult result = new ReportAssembler(null, null, false)
                .assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of())
                .withExplanations(merged.explanations());
        String md = new MarkdownRenderer().render(result);
        assertTrue(md.contains("## Explained: " + HASH), md);
        assertTrue(md.contains("hot method: java.util.Arrays.hashCode (only on 17)"), md);
        String html = new HtmlRenderer().render(result);
        assertTrue(html.contains("id=\"why-0\""), "the Why panel in the merged results.html");
    }

    @Test
    void aRenamedColumnRenamesItsEvidenceAndRecording() {
        BenchResult a = job("17", "17.0.15", 1020, "java.util.Arrays.hashCode");
        BenchResult b = job("17", "17.0.9", 1000, "java.util.Arrays.hashCode"); // another 17: a column "17_2"
        List<MergeInput> inputs = List.of(MergeInput.listed("a/results.json", a, 0), MergeInput.listed("b/results.json", b, 1));
        ResultCombiner.Combined combined = new ResultCombiner(ConflictPolicy.ERROR, null).combine(inputs);
        List<String> columns = combined.runtimes().stream().map(RuntimeInfo::id).toList();
        assertEquals(List.of("17", "17_2"), columns);

        ExplanationMerger.Merged merged = ExplanationMerger.merge(inputs, combined.renamed(), columns, ConflictPolicy.ERROR);

        Explanation e = merged.explanations().get(0);
        assertEquals("explain/" + HASH + "-avgt/17_2.jfr", e.evidence().get("17_2").recording());
        assertEquals(new ExplanationMerger.RecordingCopy(1, "explain/" + HASH + "-avgt/17.jfr",
                "explain/" + HASH + "-avgt/17_2.jfr"), merged.recordings().get(1));
    }

    @Test
    void theSameRowAndRuntimeInTwoInputsKeepsTheEvidenceOfTheInputWhoseCellWins() {
        BenchResult a = job("17", "17.0.15", 1020, "java.util.Arrays.hashCode");
        BenchResult b = job("17", "17.0.15", 1000, "org.acme.Other.loop");
        List<MergeInput> inputs = List.of(MergeInput.listed("a/results.json", a, 0), MergeInput.listed("b/results.json", b, 1));
        List<Map<String, String>> renamed = List.of(Map.of("17", "17"), Map.of("17", "17"));

        Explanation first = ExplanationMerger.merge(inputs, renamed, List.of("17"), ConflictPolicy.FIRST).explanations().get(0);
        Explanation last = ExplanationMerger.merge(inputs, renamed, List.of("17"), ConflictPolicy.LAST).explanations().get(0);

        assertEquals("java.util.Arrays.hashCode", first.evidence().get("17").hotSelf().get(0).method());
        assertEquals("org.acme.Other.loop", last.evidence().get("17").hotSelf().get(0).method());
    }

    @Test
    void aRecordingPathOfAnotherShapeIsKept() {
        assertEquals("explain/r/17_2.jfr", ExplanationMerger.renamedRecording("explain/r/17.jfr", "17", "17_2"));
        assertEquals("elsewhere.jfr", ExplanationMerger.renamedRecording("elsewhere.jfr", "17", "17_2"));
        assertNull(ExplanationMerger.renamedRecording(null, "17", "17_2"));
    }
}
