package io.github.benchplugin.report.html;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.report.table.RuntimeLabel;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * One row's warm-up on each runtime: every iteration of every fork over time since the fork
 * started (warm-up included), the forks overlaid as lines, each fork's first steady iteration
 * marked with a dot and its start with a tick on the time axis, where each fork stopped and why with a
 * square on its last iteration (bench.warmup=auto: probe at the horizon, steady, the probe's onset, the
 * budget, the cap; "not scored" for a fork that never settled), the probe's onset as a dashed line, and the
 * forks' classes and stops under it. The axes are shared by the runtimes of the row, so
 * that "gets there sooner" reads as a dot further left. The score axis is logarithmic: a warm-up
 * is a ratio (4x the steady cost), and one slow first iteration must not flatten the rest.
 */
final class WarmupChart {

    static final int WIDTH = 320;
    static final int HEIGHT = 134;
    private static final int LEFT = 8;
    private static final int TOP = 6;
    private static final int PLOT_WIDTH = WIDTH - 2 * LEFT;
    private static final int PLOT_HEIGHT = 78;

    private WarmupChart() {
    }

    /** Whether any cell of the row has recorded iterations. */
    static boolean has(Row row) {
        return row.cells().values().stream().filter(Objects::nonNull)
                .anyMatch(c -> c.warmup() != null && c.warmup().forks().stream().anyMatch(f -> !f.iterations().isEmpty()));
    }

    static String render(Row row, List<RuntimeInfo> runtimes) {
        double maxSeconds = 0;
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (RuntimeInfo runtime : runtimes) {
            for (WarmupFork fork : forks(row.cells().get(runtime.id()))) {
                for (List<Double> point : fork.iterations()) {
                    maxSeconds = Math.max(maxSeconds, point.get(0));
                    low = Math.min(low, point.get(1));
                    high = Math.max(high, point.get(1));
                }
            }
        }
        if (!(low <= high) || !(low > 0) || maxSeconds <= 0) {
            return "";
        }
        if (high == low) {
            high = low * 1.05;
        }
        StringBuilder html = new StringBuilder();
        for (RuntimeInfo runtime : runtimes) {
            Cell cell = row.cells().get(runtime.id());
            if (!forks(cell).isEmpty()) {
                html.append(panel(cell.warmup(), runtime, maxSeconds, low, high, row.unit()));
            }
        }
        return html.toString();
    }

    private static String panel(Warmup warmup, RuntimeInfo runtime, double maxSeconds, double low, double high, String unit) {
        String label = RuntimeLabel.of(runtime) + ": " + classes(warmup) + steadyText(warmup);
        StringBuilder svg = new StringBuilder(Svg.open("warmup", WIDTH, HEIGHT, label));
        svg.append("<path class=\"axis\" d=\"M").append(LEFT).append(' ').append(TOP + PLOT_HEIGHT).append('H')
                .append(LEFT + PLOT_WIDTH).append("\"/>");
        int index = 0;
        for (WarmupFork fork : warmup.forks()) {
            String colour = "r" + (index++ % 6);
            StringBuilder points = new StringBuilder();
            for (List<Double> point : fork.iterations()) {
                points.append(points.length() == 0 ? "" : " ").append(Svg.px(x(point.get(0), maxSeconds))).append(',')
                        .append(Svg.px(y(point.get(1), low, high)));
            }
            svg.append("<polyline class=\"").append(colour).append("\" points=\"").append(points).append("\"/>");
            if (fork.steadyFrom() != null && fork.steadyFrom() < fork.iterations().size()) {
                // The first steady iteration on its line, and on the time axis where it started (steadyAtSeconds).
                List<Double> first = fork.iterations().get(fork.steadyFrom());
                svg.append("<circle class=\"").append(colour).append("\" r=\"3\" cx=\"")
                        .append(Svg.px(x(first.get(0), maxSeconds))).append("\" cy=\"")
                        .append(Svg.px(y(first.get(1), low, high))).append("\"/>");
                svg.append("<path class=\"").append(colour).append("\" d=\"M")
                        .append(Svg.px(x(fork.steadyAtSeconds(), maxSeconds))).append(' ').append(TOP + PLOT_HEIGHT - 6)
                        .append("v12\"/>");
            }
            if (fork.stopReason() != null && !fork.iterations().isEmpty()) {
                // Where the fork stopped, and why, on its last iteration: a square, named in its tooltip.
                List<Double> last = fork.iterations().get(fork.iterations().size() - 1);
                svg.append("<rect class=\"").append(colour).append(" stop\" width=\"5\" height=\"5\" x=\"")
                        .append(Svg.px(x(last.get(0), maxSeconds) - 2.5)).append("\" y=\"")
                        .append(Svg.px(y(last.get(1), low, high) - 2.5)).append("\"><title>fork ").append(index)
                        .append(fork.ranAsProbe() ? " (probe)" : "").append(": stopped at ")
                        .append(String.format(Locale.ROOT, "%.2f s", last.get(0))).append(", ")
                        .append(fork.stopReason().json()).append(notScored(warmup, fork)).append("</title></rect>");
            }
        }
        if (warmup.probeOnsetSeconds() != null) {
            // The later forks ran at least half as long again past this line (issue 50).
            svg.append("<path class=\"onset\" d=\"M").append(Svg.px(x(warmup.probeOnsetSeconds(), maxSeconds)))
                    .append(' ').append(TOP).append('V').append(TOP + PLOT_HEIGHT).append("\"><title>probe onset ")
                    .append(String.format(Locale.ROOT, "%.2f s", warmup.probeOnsetSeconds())).append("</title></path>");
        }
        String units = unit == null ? "" : " " + unit;
        svg.append(Svg.text(LEFT, TOP + PLOT_HEIGHT + 12, "start", null, "0 s"));
        svg.append(Svg.text(LEFT + PLOT_WIDTH, TOP + PLOT_HEIGHT + 12, "end", null,
                NumberFormats.score(maxSeconds) + " s since fork start"));
        svg.append(Svg.text(LEFT, TOP + PLOT_HEIGHT + 26, "start", runtime.isolated() ? null : "unisolated", label));
        String stops = stops(warmup);
        if (!stops.isEmpty()) {
            svg.append(Svg.text(LEFT, TOP + PLOT_HEIGHT + 40, "start", null, stops));
        }
        svg.append(Svg.text(LEFT + PLOT_WIDTH, TOP + 8, "end", null, NumberFormats.score(high) + units));
        svg.append(Svg.text(LEFT + PLOT_WIDTH, TOP + PLOT_HEIGHT - 3, "end", null, NumberFormats.score(low) + units));
        svg.append("</svg>");
        return svg.toString();
    }

    /** "warmup 3, none 1". */
    static String classes(Warmup warmup) {
        Map<String, Long> counts = warmup.forks().stream()
                .collect(Collectors.groupingBy(f -> f.kind() == null ? "unclassified" : f.kind().json(), TreeMap::new,
                        Collectors.counting()));
        return counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
    }

    /** "stopped: horizon 1, budget 4; probe onset 0.50 s", or "" when no fork recorded why it stopped. */
    static String stops(Warmup warmup) {
        Map<String, Long> counts = warmup.forks().stream().filter(f -> f.stopReason() != null)
                .collect(Collectors.groupingBy(f -> f.stopReason().json(), TreeMap::new, Collectors.counting()));
        if (counts.isEmpty()) {
            return "";
        }
        String onset = warmup.probeOnsetSeconds() == null ? ""
                : String.format(Locale.ROOT, "; probe onset %.2f s", warmup.probeOnsetSeconds());
        List<String> leftOut = new java.util.ArrayList<>();
        for (int f = 0; f < warmup.forks().size(); f++) {
            if (!notScored(warmup, warmup.forks().get(f)).isEmpty()) {
                leftOut.add(String.valueOf(f + 1));
            }
        }
        String notScored = leftOut.isEmpty() ? "" : "; not scored: fork" + (leftOut.size() == 1 ? " " : "s ")
                + String.join(", ", leftOut);
        return "stopped: " + counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", ")) + onset + notScored;
    }

    /**
     * ", never settled: not scored" for a fork left out of its cell's score (bench.warmup=auto, issue 50); ""
     * for one scored, including every fork of a cell none of whose forks settled (scored from them all).
     */
    static String notScored(Warmup warmup, WarmupFork fork) {
        return warmup.scores(fork) ? "" : ", never settled: not scored";
    }

    /** "; steady at 1.20 s (0.90-1.50)", "; never steady", or "" when no fork was classified. */
    private static String steadyText(Warmup warmup) {
        if (warmup.steadyAtSeconds() == null) {
            return warmup.forks().stream().anyMatch(f -> f.kind() == WarmupClass.NONE) ? "; never steady" : "";
        }
        boolean range = !warmup.steadyAtMinSeconds().equals(warmup.steadyAtMaxSeconds());
        // Hundredths of a second: the iterations are rarely shorter, and the label must fit under the chart.
        return String.format(Locale.ROOT, "; steady at %.2f s", warmup.steadyAtSeconds())
                + (range ? String.format(Locale.ROOT, " (%.2f-%.2f)", warmup.steadyAtMinSeconds(),
                warmup.steadyAtMaxSeconds()) : "");
    }

    private static List<WarmupFork> forks(Cell cell) {
        return cell == null || !cell.isOk() || cell.warmup() == null ? List.of() : cell.warmup().forks();
    }

    private static double x(double seconds, double maxSeconds) {
        return LEFT + PLOT_WIDTH * seconds / maxSeconds;
    }

    private static double y(double score, double low, double high) {
        return TOP + PLOT_HEIGHT * (1 - Math.log(score / low) / Math.log(high / low));
    }
}
