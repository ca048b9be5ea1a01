package io.github.benchplugin.report.html;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.result.Evidence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A runtime's sampled stacks as an icicle flame graph in SVG (JMH's stub at the top, callees
 * below, each frame as wide as its share of the samples), and with a reference runtime, the
 * differential view: a frame whose share grew by {@link #MOVE} or more against the same call
 * path on the reference is drawn as "gain", one that shrank as "loss". Every frame has a tooltip
 * with its shares.
 */
final class FlameGraph {

    /** A call path's share must move this much (2 points of the samples) to be coloured. */
    static final double MOVE = 0.02;
    static final int WIDTH = 960;
    private static final int ROW = 17;
    private static final int MAX_DEPTH = 48;
    private static final double CHAR_WIDTH = 6.5;

    private FlameGraph() {
    }

    /**
     * @param reference the stacks to compare with (the first runtime's), or null to draw plainly
     * @param label     what the graph shows, for its title
     */
    static String svg(Evidence evidence, Evidence reference, String label) {
        if (evidence.stacks().isEmpty() || evidence.samples() == 0) {
            return "";
        }
        List<Evidence.FoldedStack> drawn = benchmarkStacks(evidence);
        Map<List<String>, Long> paths = pathCounts(drawn);
        Map<List<String>, Long> referencePaths = reference == null ? Map.of() : pathCounts(reference.stacks());
        int depth = Math.min(MAX_DEPTH, drawn.stream().mapToInt(s -> s.frames().size()).max().orElse(0));
        StringBuilder svg = new StringBuilder(Svg.open("flame", WIDTH, depth * ROW + 2, label));
        List<List<String>> level = children(paths, List.of());
        drawLevel(svg, level, 0, paths, referencePaths, evidence, reference, depth);
        return svg.append("</svg>").toString();
    }

    /** Draws the frames of one row, then their callees below each. */
    private static void drawLevel(StringBuilder svg, List<List<String>> level, double x, Map<List<String>, Long> paths,
                                  Map<List<String>, Long> referencePaths, Evidence evidence, Evidence reference,
                                  int depth) {
        double at = x;
        for (List<String> path : level) {
            long count = paths.get(path);
            double width = WIDTH * (double) count / evidence.samples();
            double share = (double) count / evidence.samples();
            String frame = path.get(path.size() - 1);
            String css = "frame";
            String tip = frame + ": " + EvidenceDiff.percent(share);
            if (reference != null) {
                double before = reference.samples() == 0 ? 0
                        : (double) referencePaths.getOrDefault(path, 0L) / reference.samples();
                css = share - before >= MOVE ? "frame gain" : before - share >= MOVE ? "frame loss" : "frame";
                tip += " (reference " + EvidenceDiff.percent(before) + ")";
            }
            double y = (path.size() - 1) * ROW;
            svg.append("<g class=\"").append(css).append("\"><rect x=\"").append(Svg.px(at)).append("\" y=\"")
                    .append(Svg.px(y)).append("\" width=\"").append(Svg.px(Math.max(0.5, width - 0.5)))
                    .append("\" height=\"").append(ROW - 1).append("\"><title>").append(HtmlText.escape(tip))
                    .append("</title></rect>");
            int fits = (int) ((width - 6) / CHAR_WIDTH);
            if (fits >= 4) {
                String text = shortName(frame);
                svg.append(Svg.text(at + 3, y + ROW - 5, null, null,
                        text.length() <= fits ? text : text.substring(0, fits - 1) + "…"));
            }
            svg.append("</g>");
            if (path.size() < depth) {
                drawLevel(svg, children(paths, path), at, paths, referencePaths, evidence, reference, depth);
            }
            at += width;
        }
    }

    /**
     * The stacks under the most frequent bottom frame (JMH's stub): a worker's few samples between
     * iterations (the thread pool, a barrier) would otherwise add a second, tall and thin tree that
     * explains nothing. Widths stay shares of all samples.
     */
    private static List<Evidence.FoldedStack> benchmarkStacks(Evidence evidence) {
        String root = evidence.stacks().get(0).frames().get(0); // most frequent first
        return evidence.stacks().stream().filter(s -> s.frames().get(0).equals(root)).toList();
    }

    /** Every call path (a stack's prefix, bottom first) with the samples that went through it. */
    static Map<List<String>, Long> pathCounts(List<Evidence.FoldedStack> stacks) {
        Map<List<String>, Long> counts = new LinkedHashMap<>();
        for (Evidence.FoldedStack stack : stacks) {
            for (int i = 1; i <= stack.frames().size(); i++) {
                counts.merge(List.copyOf(stack.frames().subList(0, i)), stack.samples(), Long::sum);
            }
        }
        return counts;
    }

    /** The call paths one frame longer than {@code parent}, widest first. */
    private static List<List<String>> children(Map<List<String>, Long> paths, List<String> parent) {
        Map<List<String>, Long> found = new HashMap<>();
        paths.forEach((path, count) -> {
            if (path.size() == parent.size() + 1 && path.subList(0, parent.size()).equals(parent)) {
                found.put(path, count);
            }
        });
        List<List<String>> sorted = new ArrayList<>(found.keySet());
        sorted.sort((a, b) -> Long.compare(found.get(b), found.get(a)));
        return sorted;
    }

    /** "Arrays.hashCode": the class's simple name and the method; the tooltip has the full name. */
    private static String shortName(String frame) {
        int method = frame.lastIndexOf('.');
        int type = method > 0 ? frame.lastIndexOf('.', method - 1) : -1;
        return frame.substring(type + 1);
    }
}
