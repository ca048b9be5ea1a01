package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.RuntimeLabel;
import io.github.benchplugin.report.table.ScoreColumns;
import io.github.benchplugin.report.table.TableCell;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.ArrayList;
import java.util.List;

/**
 * One row's measurements per runtime as a strip plot: every iteration sample as a dot, every
 * fork's mean as a tick, on a shared linear axis; the score and the allocation per operation
 * next to it. Shows what one number hides: a fork that disagrees, two clusters, drift.
 */
final class DistributionPlot {

    static final int WIDTH = 980;
    static final int LABEL_WIDTH = 170;
    static final int PLOT_WIDTH = 480;
    static final int BAND = 20;
    /** Most dots per cell: SampleTime cells hold thousands; evenly spaced ranks keep their shape. */
    static final int MAX_DOTS = 120;

    private DistributionPlot() {
    }

    static String render(Row row, List<RuntimeInfo> runtimes) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (RuntimeInfo runtime : runtimes) {
            Cell cell = row.cells().get(runtime.id());
            if (cell != null && cell.isOk()) {
                for (double sample : samples(cell)) {
                    min = Math.min(min, sample);
                    max = Math.max(max, sample);
                }
            }
        }
        if (!(min <= max)) { // no samples at all
            min = 0;
            max = 1;
        }
        double pad = (max - min) * 0.05 + (max == min ? Math.abs(max) * 0.05 + 1e-9 : 0);
        double low = min - pad;
        double high = max + pad;
        int height = runtimes.size() * BAND + 22;
        StringBuilder svg = new StringBuilder();
        // No title of its own: the figure's caption names the row (and a 500-row page stays small).
        svg.append(Svg.open("distribution", WIDTH, height, null));
        int y = 4;
        for (int r = 0; r < runtimes.size(); r++) {
            RuntimeInfo runtime = runtimes.get(r);
            appendBand(svg, row.cells().get(runtime.id()), runtime, r, y, low, high);
            y += BAND;
        }
        String unit = row.unit() == null ? "" : " " + row.unit();
        svg.append("<path class=\"axis\" d=\"M").append(LABEL_WIDTH).append(' ').append(y + 2).append("H")
                .append(LABEL_WIDTH + PLOT_WIDTH).append("\"/>");
        svg.append(Svg.text(LABEL_WIDTH, y + 14, "start", null, NumberFormats.score(min) + unit));
        svg.append(Svg.text(LABEL_WIDTH + PLOT_WIDTH, y + 14, "end", null, NumberFormats.score(max) + unit));
        svg.append("</svg>");
        return svg.toString();
    }

    private static void appendBand(StringBuilder svg, Cell cell, RuntimeInfo runtime, int index, int y,
                                   double low, double high) {
        TableCell score = ScoreColumns.of(cell, runtime);
        String label = RuntimeLabel.of(runtime) + (runtime.isolated() ? "" : " " + ResultTable.UNISOLATED_HEADER);
        svg.append(Svg.text(LABEL_WIDTH - 8, y + 12, null, runtime.isolated() ? "label" : "label unisolated", label));
        if (cell == null || !cell.isOk()) {
            svg.append(Svg.text(LABEL_WIDTH, y + 12, null, score.tone().cssClass(), score.text()));
            return;
        }
        double mid = y + 8;
        // Whole pixels, sorted, each dot a relative move from the last: a 500-row page stays small.
        StringBuilder dots = new StringBuilder();
        long last = -1;
        for (double sample : thinned(samples(cell))) {
            long px = Math.round(x(sample, low, high));
            dots.append(last < 0 ? "M" + px + " " + Math.round(mid) : "m" + (px - last) + " 0").append("h0");
            last = px;
        }
        svg.append("<path class=\"samples\" d=\"").append(dots).append("\"/>");
        StringBuilder ticks = new StringBuilder();
        for (List<Double> fork : cell.forkSamples()) {
            if (!fork.isEmpty()) {
                double mean = fork.stream().mapToDouble(Double::doubleValue).average().orElse(0);
                ticks.append('M').append(Math.round(x(mean, low, high))).append(' ').append(y + 1).append("v14");
            }
        }
        svg.append("<path class=\"forkmean r").append(index % 6).append("\" d=\"").append(ticks).append("\"/>");
        String alloc = cell.allocBytesPerOp() == null ? "" : "  ·  " + NumberFormats.bytes(cell.allocBytesPerOp()) + "/op";
        svg.append(Svg.text(LABEL_WIDTH + PLOT_WIDTH + 10, y + 12, null, runtime.isolated() ? "value" : "value unisolated",
                score.text() + alloc));
    }

    private static List<Double> samples(Cell cell) {
        if (!cell.samples().isEmpty()) {
            return cell.samples();
        }
        return cell.score() == null ? List.of() : List.of(cell.score());
    }

    /** Sorted, and at most {@link #MAX_DOTS}: dots on one line do not need their original order. */
    private static List<Double> thinned(List<Double> samples) {
        List<Double> sorted = new ArrayList<>(samples);
        sorted.sort(null);
        if (sorted.size() <= MAX_DOTS) {
            return sorted;
        }
        List<Double> kept = new ArrayList<>(MAX_DOTS);
        for (int i = 0; i < MAX_DOTS; i++) {
            kept.add(sorted.get((int) Math.round(i * (sorted.size() - 1) / (double) (MAX_DOTS - 1))));
        }
        return kept;
    }

    private static double x(double value, double low, double high) {
        return LABEL_WIDTH + PLOT_WIDTH * (value - low) / (high - low);
    }
}
