package io.github.benchplugin.report.isolation;

import io.github.benchplugin.model.isolation.IsolationReport;
import io.github.benchplugin.report.text.ConsoleTable;

import java.util.ArrayList;
import java.util.List;

/**
 * The divergence table for the build log: aligned plain-text lines (the logger prefixes each
 * one), followed by what divergence means.
 */
public final class IsolationConsole {

    public List<String> render(IsolationReport report) {
        List<String> lines = new ArrayList<>();
        if (report.entries().isEmpty()) {
            lines.add("Isolation check: no benchmark was measured both ways.");
        } else {
            lines.add("Isolation check (largest divergence first):");
            lines.addAll(new ConsoleTable().lines(IsolationTable.of(report)));
        }
        report.notCompared().forEach(why -> lines.add("  not compared: " + why));
        lines.add(IsolationMarkdown.MEANING);
        return lines;
    }
}
