package io.github.benchplugin.render;

import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;

import java.util.List;
import java.util.Locale;

/**
 * One row's scores as an inline SVG bar chart: a horizontal bar per runtime with its error
 * bar, all on one scale from zero (a truncated axis would exaggerate small differences).
 * Styling comes from the page's CSS classes, so the SVG itself holds no colours and no
 * references to anything outside the page.
 */
final class SvgBarChart {

    static final int WIDTH = 760;
    static final int LABEL_WIDTH = 170;
    static final int VALUE_WIDTH = 270;
    static final int BAR_WIDTH = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
    static final int BAR_HEIGHT = 16;
    static final int PITCH = 24;
    static final int PADDING = 6;

    private SvgBarChart() {
    }

    static String render(Row row, List<RuntimeInfo> runtimes, String title) {
        double max = scaleMax(row, runtimes);
        int height = 2 * PADDING + PITCH * runtimes.size();
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"chart\" role=\"img\" width=\"").append(WIDTH).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height)
                .append("\" aria-label=\"").append(HtmlText.escape(title)).append("\">")
                .append("<title>").append(HtmlText.escape(title)).append("</title>");
        int y = PADDING;
        for (RuntimeInfo runtime : runtimes) {
            appendBar(svg, row.cells().get(runtime.id()), runtime, y, max);
            y += PITCH;
        }
        svg.append("</svg>");
        return svg.toString();
    }

    private static void appendBar(StringBuilder svg, Cell cell, RuntimeInfo runtime, int y, double max) {
        int textY = y + BAR_HEIGHT - 4;
        String label = RuntimeLabel.of(runtime) + (runtime.isolated() ? "" : " " + ResultTable.UNISOLATED_HEADER);
        svg.append("<text class=\"label").append(runtime.isolated() ? "" : " unisolated")
                .append("\" x=\"").append(LABEL_WIDTH - 8).append("\" y=\"").append(textY)
                .append("\" text-anchor=\"end\">").append(HtmlText.escape(label)).append("</text>");
        if (cell == null || !cell.isOk()) {
            boolean failed = cell != null && cell.status() == CellStatus.FAILED;
            svg.append("<text class=\"").append(failed ? "failed" : "skipped").append("\" x=\"").append(LABEL_WIDTH)
                    .append("\" y=\"").append(textY).append("\">")
                    .append(failed ? ResultTable.FAILED : ResultTable.SKIPPED).append("</text>");
            return;
        }
        double score = cell.score();
        String barClass = runtime.isolated() ? "bar" : "bar unisolated";
        svg.append("<rect class=\"").append(barClass).append("\" x=\"").append(LABEL_WIDTH).append("\" y=\"").append(y)
                .append("\" width=\"").append(px(x(score, max))).append("\" height=\"").append(BAR_HEIGHT).append("\"/>");
        if (cell.error() != null && Double.isFinite(cell.error()) && cell.error() > 0) {
            double low = LABEL_WIDTH + x(Math.max(0, score - cell.error()), max);
            double high = LABEL_WIDTH + x(score + cell.error(), max);
            double mid = y + BAR_HEIGHT / 2.0;
            svg.append("<path class=\"err\" d=\"M").append(px(low)).append(' ').append(px(mid))
                    .append(" H").append(px(high))
                    .append(" M").append(px(low)).append(' ').append(y + 3).append(" V").append(y + BAR_HEIGHT - 3)
                    .append(" M").append(px(high)).append(' ').append(y + 3).append(" V").append(y + BAR_HEIGHT - 3)
                    .append("\"/>");
        }
        String value = NumberFormats.scoreWithError(score, cell.error())
                + (runtime.isolated() ? "" : ResultTable.UNISOLATED_MARK);
        svg.append("<text class=\"value").append(runtime.isolated() ? "" : " unisolated")
                .append("\" x=\"").append(LABEL_WIDTH + BAR_WIDTH + 8).append("\" y=\"").append(textY).append("\">")
                .append(HtmlText.escape(value)).append("</text>");
    }

    /** The largest score plus its error, so every error bar fits. */
    private static double scaleMax(Row row, List<RuntimeInfo> runtimes) {
        double max = 0;
        for (RuntimeInfo runtime : runtimes) {
            Cell cell = row.cells().get(runtime.id());
            if (cell != null && cell.isOk() && Double.isFinite(cell.score())) {
                double error = cell.error() == null || !Double.isFinite(cell.error()) ? 0 : cell.error();
                max = Math.max(max, cell.score() + error);
            }
        }
        return max > 0 ? max : 1;
    }

    private static double x(double value, double max) {
        return Math.max(0, Math.min(BAR_WIDTH, value / max * BAR_WIDTH));
    }

    /** SVG coordinates with a '.' decimal point whatever the default locale. */
    private static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
