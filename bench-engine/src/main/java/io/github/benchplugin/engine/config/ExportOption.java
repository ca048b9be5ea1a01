package io.github.benchplugin.engine.config;

import io.github.benchplugin.report.export.ExportFormat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * bench.export as bench:run, bench:merge and the command line take it: a comma list of formats, parsed with the
 * rest of the request so that a typo ends the build before anything is measured, not after.
 */
public final class ExportOption {

    private ExportOption() {
    }

    /** The allowed values, in words: "bencher, github-action-benchmark, junit, jmh". */
    public static String allowed() {
        return Arrays.stream(ExportFormat.values()).map(ExportFormat::id).collect(Collectors.joining(", "));
    }

    /**
     * @param value bench.export, or null/blank for none
     * @throws BadInputException naming the unknown entry and the allowed ones
     */
    public static Set<ExportFormat> parse(String value) {
        Set<ExportFormat> formats = EnumSet.noneOf(ExportFormat.class);
        if (value == null || value.isBlank()) {
            return formats;
        }
        for (String entry : value.split(",", -1)) {
            String id = entry.trim();
            formats.add(ExportFormat.byId(id).orElseThrow(() -> new BadInputException("bench.export: '" + id
                    + "' is not an export format" + (id.isEmpty() ? " (an empty entry in '" + value + "')" : "")
                    + "; allowed: a comma list of " + allowed())));
        }
        return formats;
    }
}
