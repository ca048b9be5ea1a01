package io.github.benchplugin.model.isolation;

import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.LimitedJson;

import java.io.IOException;
import java.nio.file.Path;

/** isolation.json: the entries as a JSON array, largest divergence first, written atomically. */
public final class IsolationJson {

    public static final String FILE_NAME = "isolation.json";

    public String toJson(IsolationReport report) throws IOException {
        return LimitedJson.mapper().writeValueAsString(report.entries());
    }

    public void write(IsolationReport report, Path file) throws IOException {
        AtomicFiles.write(file, LimitedJson.mapper().writeValueAsBytes(report.entries()));
    }
}
