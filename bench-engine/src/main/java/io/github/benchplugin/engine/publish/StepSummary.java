package io.github.benchplugin.engine.publish;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.engine.run.RunLog;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * GitHub Actions' job summary: when GITHUB_STEP_SUMMARY names a file, the gates' outcome, the
 * Markdown table and its warnings are appended to it, so a pull request shows them without
 * downloading an artifact.
 *
 * <p>GitHub refuses a step summary above 1 MiB (and then shows nothing), so the text is cut at a
 * line boundary to stay under {@link #LIMIT_BYTES} together with what the step already wrote, with
 * a note saying where the full table is. The gates come first, so they survive any cut. When a gate
 * failed and the rows were explained (bench.explain), the evidence of the failing rows follows the
 * gates, before the table, and the evidence of the rows that passed is left out (results.md has it).
 */
final class StepSummary {

    static final String VARIABLE = "GITHUB_STEP_SUMMARY";
    /** GitHub's limit is 1 MiB per step; keep a margin for what other tools of the step append. */
    static final long LIMIT_BYTES = 1024 * 1024 - 16 * 1024;

    private final Path file;
    private final long limitBytes;

    StepSummary(Path file, long limitBytes) {
        this.file = file;
        this.limitBytes = limitBytes;
    }

    /** The summary of this GitHub Actions step, or empty outside GitHub Actions. */
    static Optional<StepSummary> fromEnvironment() {
        String path = System.getenv(VARIABLE);
        return path == null || path.isBlank() ? Optional.empty() : Optional.of(new StepSummary(Path.of(path), LIMIT_BYTES));
    }

    /** Never fails the build: a summary that cannot be written is a warning, the results are on disk anyway. */
    void append(BenchResult result, GateOutcome gates, Path outputDirectory, RunLog log) {
        try {
            long used = Files.isRegularFile(file) ? Files.size(file) : 0;
            String text = fitted(render(result, gates), limitBytes - used, outputDirectory);
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            log.info("Appended the table to the GitHub step summary (" + VARIABLE + ")");
        } catch (IOException e) {
            log.warn("Could not append to the GitHub step summary " + file + ": " + e.getMessage());
        }
    }

    static String render(BenchResult result, GateOutcome gates) {
        StringBuilder text = new StringBuilder("## Benchmarks\n\n");
        if (gates.anyGate()) {
            gates.lines().forEach(l -> text.append("- ").append(switch (l.status()) {
                case PASSED -> "✅ ";
                case WARNING -> "⚠️ ";
                case FAILED -> "❌ ";
            }).append('`').append(l.gate()).append('`').append(l.text().substring(l.gate().length())).append('\n'));
            gates.failingRows().forEach(r -> text.append("  - ").append(r).append('\n'));
            text.append('\n');
        }
        if (!gates.failed()) {
            // The evidence comes last, as in results.md: a cut takes it before the table and the warnings.
            text.append(new MarkdownRenderer().render(result));
        } else {
            // A failed gate: the failing rows' evidence right under them, so a cut takes the table's end
            // (results.md has all of it) before it; the evidence of rows that passed is left to results.md.
            List<Explanation> failing = failingExplained(result, gates);
            text.append(MarkdownRenderer.explained(result.withExplanations(failing)));
            int others = result.explanations().size() - failing.size();
            if (others > 0) {
                text.append("Evidence of ").append(others).append(" other explained row(s), which passed the gates,"
                        + " is in results.md and results.html.\n\n");
            }
            text.append(new MarkdownRenderer().render(result.withExplanations(List.of())));
        }
        if (!text.toString().endsWith("\n")) {
            text.append('\n');
        }
        return text.toString();
    }

    /** The explanations (bench.explain) of the rows that failed a gate, in results.json's order. */
    static List<Explanation> failingExplained(BenchResult result, GateOutcome gates) {
        Set<RowKey> failing = gates.failingRowKeys();
        return result.explanations().stream().filter(e -> failing.contains(e.key())).toList();
    }

    /** The text, or as many whole lines of it as fit in {@code budget} bytes with a note about the rest. */
    static String fitted(String text, long budget, Path outputDirectory) {
        if (text.getBytes(StandardCharsets.UTF_8).length <= budget) {
            return text;
        }
        String[] lines = text.split("\n", -1);
        String noteTemplate = "\n> Truncated to stay under GitHub's 1 MiB step summary limit: %d more line(s)."
                + " The full table is in " + outputDirectory.resolve("results.md") + " (upload it as an artifact).\n";
        long reserve = noteTemplate.getBytes(StandardCharsets.UTF_8).length + 20;
        StringBuilder kept = new StringBuilder();
        long size = 0;
        int keptLines = 0;
        for (String line : lines) {
            long lineBytes = line.getBytes(StandardCharsets.UTF_8).length + 1;
            if (size + lineBytes > budget - reserve) {
                break;
            }
            kept.append(line).append('\n');
            size += lineBytes;
            keptLines++;
        }
        return kept + String.format(noteTemplate, lines.length - keptLines);
    }
}
