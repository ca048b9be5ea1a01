package io.github.benchplugin.model.history;

import io.github.benchplugin.model.io.LimitedJson;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

/**
 * history.json: the change points (the contract's {@code changePoints}) and one summary per series.
 * The runs themselves stay in the history directory: with 1,000 runs of 1,500 series the points
 * would make this file 100 MB.
 */
public final class HistoryJson {

    public static final int SCHEMA_VERSION = 1;

    /** One series, without its points. */
    record SeriesSummary(String benchmark, Map<String, String> params, String mode, String runtime, String unit,
                         String machine, int runs, String firstCommit, String lastCommit, double latest,
                         int changePoints) {
    }

    record Document(int schemaVersion, String history, int runs, List<ChangePoint> changePoints,
                    List<SeriesSummary> series) {
    }

    private HistoryJson() {
    }

    public static void write(HistoryReport report, OutputStream out) throws IOException {
        Map<SeriesKey, List<ChangePoint>> bySeries = report.changesBySeries();
        List<SeriesSummary> series = report.series().stream().map(s -> {
            List<TrendPoint> points = s.points();
            return new SeriesSummary(s.key().row().benchmark(), s.key().row().params(), s.key().row().mode(),
                    s.key().runtime(), s.key().unit(), s.machine(), points.size(), points.get(0).commit().id(),
                    points.get(points.size() - 1).commit().id(), points.get(points.size() - 1).mean(),
                    bySeries.getOrDefault(s.key(), List.of()).size());
        }).toList();
        LimitedJson.mapper().writeValue(out,
                new Document(SCHEMA_VERSION, report.source(), report.runs(), report.changes(), series));
    }
}
