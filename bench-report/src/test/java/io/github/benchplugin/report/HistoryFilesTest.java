package io.github.benchplugin.report;

import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.stats.ChangePointDetector;
import io.github.benchplugin.model.history.ChangeAnalysis;
import io.github.benchplugin.model.history.HistoryDirectory;
import io.github.benchplugin.model.history.HistoryReport;
import io.github.benchplugin.model.history.SyntheticHistory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The three files of bench:history: history.json, history.md and history.html. */
class HistoryFilesTest {

    @TempDir
    Path dir;

    @Test
    void sixRunsWithASlowdownFromTheFourthGiveTheChangePointInAllThreeFiles() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        SyntheticHistory.slowFromTheFourth(history, 6);
        HistoryReport report = HistoryReport.of("h", history.readAll(), new ChangeAnalysis(ChangePointDetector.DEFAULT));

        List<Path> files = HistoryFiles.write(report, dir.resolve("out"));
        SchemaCheck.assertValidHistoryJson(files.get(0));
        String json = Files.readString(files.get(0));
        assertTrue(json.contains("\"changePoints\"") && json.contains("\"commit\" : \"" + String.format("%040x", 4)), json);
        String html = Files.readString(files.get(2));
        assertTrue(html.contains("Content-Security-Policy") && html.contains("class=\"change\""));
        assertFalse(html.contains("http://") || html.contains("https://"), "offline page");
        assertTrue(Files.readString(files.get(1)).contains("org.acme.B.slows avgt"));
    }
}
