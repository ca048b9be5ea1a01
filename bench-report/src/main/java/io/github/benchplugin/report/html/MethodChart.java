package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.RuntimeLabel;
import io.github.benchplugin.report.table.ScoreColumns;
import io.github.benchplugin.report.table.TableCell;
import io.github.benchplugin.report.table.Texts;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.List;

/**
 * One benchmark method across its parameter values: a line per runtime, scores on a log axis
 * (parameters often span orders of magnitude, n=10 against n=1000), so how each runtime scales
 * with the parameter is visible at once.
 */
final class MethodChart {

    static final int LEFT = 90;
    static final int STEP = 70;
    static final int PLOT_HEIGHT = 160;
    static final int TOP = 24;

    private MethodChart() {
    }

    /** @param rows rows of one method, one mode and one unit, at least two */
    static String render(List<Row> rows, List<RuntimeInfo> runtimes, String title) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Row row : rows) {
            for (RuntimeInfo runtime : runtimes) {
                Cell cell = row.cells().get(runtime.id());
                if (cell != null && cell.isOk() && cell.score() > 0) {
                    min = Math.min(min, cell.score());
                    max = Math.max(max, cell.score());
                }
            }
        }
        if (!(min <= max)) {
            return "";
        }
        double low = Math.log(min) - 0.1;
        double high = Math.log(max) + 0.1;
        int width = LEFT + STEP * rows.size() + 20;
        int height = TOP + PLOT_HEIGHT + 40;
        StringBuilder svg = new StringBuilder();
        svg.append(Svg.open("method", Math.max(width, 360), height, title));
        String unit = rows.get(0).unit() == null ? "" : " " + rows.get(0).unit();
        svg.append(Svg.text(LEFT - 6, y(max, low, high) + 4, "end", null, NumberFormats.score(max)));
        svg.append(Svg.text(LEFT - 6, y(min, low, high) + 4, "end", null, NumberFormats.score(min)));
        svg.append(Svg.text(4, TOP - 10, null, null, "log scale" + unit));
        svg.append("<path class=\"axis\" d=\"M").append(LEFT).append(' ').append(TOP).append("V").append(TOP + PLOT_HEIGHT)
                .append("H").append(width - 10).append("\"/>");
        for (int i = 0; i < rows.size(); i++) {
            String params = Texts.truncate(ResultTable.paramsText(rows.get(i).params()), 10);
            svg.append(Svg.text(x(i), TOP + PLOT_HEIGHT + 14, "middle", null, params));
        }
        double legendX = LEFT + 80;
        for (int r = 0; r < runtimes.size(); r++) {
            RuntimeInfo runtime = runtimes.get(r);
            StringBuilder points = new StringBuilder();
            StringBuilder dots = new StringBuilder();
            for (int i = 0; i < rows.size(); i++) {
                Cell cell = rows.get(i).cells().get(runtime.id());
                if (cell != null && cell.isOk() && cell.score() > 0) {
                    String point = Svg.px(x(i)) + "," + Svg.px(y(cell.score(), low, high));
                    points.append(points.length() == 0 ? "" : " ").append(point);
                    dots.append("<circle cx=\"").append(Svg.px(x(i))).append("\" cy=\"")
                            .append(Svg.px(y(cell.score(), low, high))).append("\" r=\"3\"><title>")
                            .append(HtmlText.escape(RuntimeLabel.of(runtime) + ": "
                                    + ScoreColumns.of(cell, runtime).text() + unit)).append("</title></circle>");
                }
            }
            String label = RuntimeLabel.of(runtime) + (runtime.isolated() ? "" : TableCell.UNISOLATED_MARK);
            svg.append("<g class=\"r").append(r % 6).append(runtime.isolated() ? "" : " unisolated").append("\">")
                    .append("<polyline points=\"").append(points).append("\"/>").append(dots)
                    .append("<circle cx=\"").append(Svg.px(legendX)).append("\" cy=\"").append(TOP - 14).append("\" r=\"4\"/>")
                    .append(Svg.text(legendX + 8, TOP - 10, null, null, label)).append("</g>");
            legendX += 20 + 7 * label.length();
        }
        svg.append("</svg>");
        return svg.toString();
    }

    private static double x(int index) {
        return LEFT + STEP / 2.0 + STEP * index;
    }

    private static double y(double score, double low, double high) {
        return TOP + PLOT_HEIGHT - PLOT_HEIGHT * (Math.log(score) - low) / (high - low);
    }
}
