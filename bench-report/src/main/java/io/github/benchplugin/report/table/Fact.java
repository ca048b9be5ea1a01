package io.github.benchplugin.report.table;

/** A labelled line of a report header, plain text ("OS", "Linux 6.8"). */
public record Fact(String label, String value) {
}
