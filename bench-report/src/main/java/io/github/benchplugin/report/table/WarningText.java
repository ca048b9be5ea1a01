package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.Warning;

import java.util.ArrayList;
import java.util.List;

/** The plain-text parts of a warning line, shared by every format that lists warnings. */
public final class WarningText {

    private WarningText() {
    }

    /** "benchmark, runtime 17", "runtime 17", or "" for a warning about the whole run. */
    static String context(Warning warning) {
        List<String> parts = new ArrayList<>();
        if (warning.benchmark() != null && !warning.benchmark().isBlank()) {
            parts.add(warning.benchmark());
        }
        if (warning.runtime() != null && !warning.runtime().isBlank()) {
            parts.add("runtime " + warning.runtime());
        }
        return Texts.oneLine(String.join(", ", parts));
    }

    public static String code(Warning warning) {
        return warning.code() == null ? "WARNING" : warning.code().name();
    }

    static String message(Warning warning) {
        return Texts.oneLine(warning.message());
    }
}
