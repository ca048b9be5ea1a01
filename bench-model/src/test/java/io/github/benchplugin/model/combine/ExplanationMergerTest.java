package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.RuntimeInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench:merge keeps bench.explain's evidence: CI matrix jobs, each with its own JDK's recording. The
 * merged reports that show it are tested in bench-report (MergedExplanationsTest).
 */
class ExplanationMergerTest {

    @Test
    void eachJobsEvidenceGoesSideBySideInColumnOrderWithTheDifferencesComputedAgain() {
        List<MergeInput> inputs = MatrixJobs.twoJobs();
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
        assertEquals(new ExplanationMerger.RecordingCopy(1, "explain/" + MatrixJobs.HASH + "-avgt/17.jfr",
                "explain/" + MatrixJobs.HASH + "-avgt/17.jfr"), merged.recordings().get(1));
    }

    @Test
    void aRenamedColumnRenamesItsEvidenceAndRecording() {
        BenchResult a = MatrixJobs.job("17", "17.0.15", 1020, "java.util.Arrays.hashCode");
        BenchResult b = MatrixJobs.job("17", "17.0.9", 1000, "java.util.Arrays.hashCode"); // another 17: a column "17_2"
        List<MergeInput> inputs = List.of(MergeInput.listed("a/results.json", a, 0), MergeInput.listed("b/results.json", b, 1));
        ResultCombiner.Combined combined = new ResultCombiner(ConflictPolicy.ERROR, null).combine(inputs);
        List<String> columns = combined.runtimes().stream().map(RuntimeInfo::id).toList();
        assertEquals(List.of("17", "17_2"), columns);

        ExplanationMerger.Merged merged = ExplanationMerger.merge(inputs, combined.renamed(), columns, ConflictPolicy.ERROR);

        Explanation e = merged.explanations().get(0);
        assertEquals("explain/" + MatrixJobs.HASH + "-avgt/17_2.jfr", e.evidence().get("17_2").recording());
        assertEquals(new ExplanationMerger.RecordingCopy(1, "explain/" + MatrixJobs.HASH + "-avgt/17.jfr",
                "explain/" + MatrixJobs.HASH + "-avgt/17_2.jfr"), merged.recordings().get(1));
    }

    @Test
    void theSameRowAndRuntimeInTwoInputsKeepsTheEvidenceOfTheInputWhoseCellWins() {
        BenchResult a = MatrixJobs.job("17", "17.0.15", 1020, "java.util.Arrays.hashCode");
        BenchResult b = MatrixJobs.job("17", "17.0.15", 1000, "org.acme.Other.loop");
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
