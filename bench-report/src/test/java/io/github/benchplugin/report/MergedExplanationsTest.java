package io.github.benchplugin.report;

import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.combine.ConflictPolicy;
import io.github.benchplugin.model.combine.ExplanationMerger;
import io.github.benchplugin.model.combine.MatrixJobs;
import io.github.benchplugin.model.combine.MergeInput;
import io.github.benchplugin.model.combine.ResultCombiner;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench:merge of CI matrix jobs explained with bench.explain: the merged reports show the evidence side by side. */
class MergedExplanationsTest {

    @Test
    void theMergedReportsShowEachJobsEvidence() {
        List<MergeInput> inputs = MatrixJobs.twoJobs();
        ResultCombiner.Combined combined = new ResultCombiner(ConflictPolicy.ERROR, null).combine(inputs);
        List<String> columns = combined.runtimes().stream().map(RuntimeInfo::id).toList();
        ExplanationMerger.Merged merged = ExplanationMerger.merge(inputs, combined.renamed(), columns, ConflictPolicy.ERROR);

        BenchResult result = new ReportAssembler(null, null, false)
                .assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of())
                .withExplanations(merged.explanations());
        String md = new MarkdownRenderer().render(result);
        assertTrue(md.contains("## Explained: " + MatrixJobs.HASH), md);
        assertTrue(md.contains("hot method: java.util.Arrays.hashCode (only on 17)"), md);
        String html = new HtmlRenderer().render(result);
        assertTrue(html.contains("id=\"why-0\""), "the Why panel in the merged results.html");
    }
}
