package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.CellTone;
import io.github.benchplugin.report.table.ComparisonColumns;
import io.github.benchplugin.report.table.ComparisonText;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.RuntimeLabel;
import io.github.benchplugin.report.table.TableCell;
import io.github.benchplugin.report.table.TableContext;
import io.github.benchplugin.report.table.Texts;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Every row's ratio against the baseline runtime with its interval, on one log axis with a line
 * at 1, grouped by benchmark method and coloured by verdict: "what changed" at a glance.
 * Unisolated ratios have hollow markers and say so in their label. Each line links to its
 * table row. Generated SVG: no script, no library, readable in any viewer.
 * <p>
 * A large suite has tens of thousands of ratios, and a plot of all of them is neither read nor
 * drawn quickly: {@link #render} draws the ones a reader acts on (faster or slower, the largest
 * changes first, then the rest in table order) up to a number of lines, and the others in table
 * order for a section the reader opens on demand.
 */
final class ForestPlot {

    static final int WIDTH = 980;
    static final int LABEL_WIDTH = 300;
    static final int PLOT_WIDTH = 440;
    static final int PITCH = 15;
    static final int TOP = 22;

    private ForestPlot() {
    }

    /** A line of the plot: a comparison of one row on one runtime. */
    private record Line(int rowIndex, Row row, RuntimeInfo runtime, Comparison comparison, TableCell cell,
                        boolean interval) {
    }

    /**
     * The plot shown on opening and the one offered on demand; either is "" when it has no line.
     *
     * @param notable the most notable ratios: faster or slower verdicts by the size of the change,
     *                then the others in table order; drawn grouped by method, in table order
     * @param rest    the ratios the first plot leaves out, in table order, up to a limit
     */
    record Plots(String notable, String rest) {
    }

    /**
     * @param maxNotable most lines of the plot shown on opening
     * @param maxRest    most lines of the plot on demand; the notes say how many there are and
     *                   that the table has every row
     */
    static Plots render(BenchResult result, int maxNotable, int maxRest) {
        List<Line> all = lines(result);
        // By identity: a Line's record hash would hash its row, every raw value of every cell included.
        Set<Line> chosen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        chosen.addAll(all.stream()
                .sorted(Comparator.comparingDouble(ForestPlot::change).reversed()) // stable: table order among equals
                .limit(maxNotable).toList());
        List<Line> notable = all.stream().filter(chosen::contains).toList();
        List<Line> rest = all.stream().filter(line -> !chosen.contains(line)).toList();
        String notableNote = rest.isEmpty() ? "" : String.format(Locale.ROOT, "<p class=\"legend\">The plot shows the"
                + " %,d most notable of %,d ratios (faster and slower, the largest changes first); the table below"
                + " has every row.</p>\n", notable.size(), all.size());
        String restNote = rest.size() > maxRest ? String.format(Locale.ROOT, "<p class=\"legend\">The plot shows the"
                + " first %,d of the %,d other ratios; the table below has every row.</p>\n", maxRest, rest.size()) : "";
        Map<RowKey, String> why = WhyPanels.anchors(result);
        return new Plots(draw(notable, notableNote, why),
                draw(rest.subList(0, Math.min(maxRest, rest.size())), restNote, why));
    }

    /** Every ratio in table order, up to {@code maxLines} (a note counts the rest): the plot of a small result. */
    static String inTableOrder(BenchResult result, int maxLines) {
        return render(result, 0, maxLines).rest();
    }

    private static List<Line> lines(BenchResult result) {
        TableContext context = new TableContext(result);
        if (context.baseline == null) {
            return List.of();
        }
        ComparisonColumns ratios = ComparisonColumns.runtimes(context);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < result.rows().size(); i++) {
            Row row = result.rows().get(i);
            for (RuntimeInfo runtime : result.runtimes()) {
                Comparison c = ratios.shows(runtime) ? ratios.comparison(row, runtime) : null;
                if (c != null && c.ratio() != null) {
                    lines.add(new Line(i, row, runtime, c, ratios.cell(row, runtime), ratios.showsInterval(row, runtime)));
                }
            }
        }
        return lines;
    }

    /** |ln ratio| of a faster or slower verdict; 0 for the others, which then keep table order. */
    private static double change(Line line) {
        Verdict verdict = ComparisonText.shownVerdict(line.comparison());
        double ratio = line.comparison().ratio();
        return (verdict == Verdict.FASTER || verdict == Verdict.SLOWER) && ratio > 0 ? Math.abs(Math.log(ratio)) : 0;
    }

    private static String draw(List<Line> lines, String note, Map<RowKey, String> why) {
        if (lines.isEmpty()) {
            return "";
        }
        Map<String, List<Line>> byMethod = new LinkedHashMap<>();
        lines.forEach(line -> byMethod.computeIfAbsent(line.row().benchmark(), b -> new ArrayList<>()).add(line));
        List<Double> points = lines.stream().map(l -> l.comparison().ratio()).toList();
        LogAxis axis = LogAxis.around(points, LABEL_WIDTH, PLOT_WIDTH);
        int lineCount = byMethod.size() + lines.size();
        int height = TOP + lineCount * PITCH + 24;
        StringBuilder svg = new StringBuilder(lineCount * 200);
        svg.append(Svg.open("forest", WIDTH, height, "Ratio of every row against the baseline runtime, log scale"));
        appendAxis(svg, axis, height);
        int y = TOP;
        for (Map.Entry<String, List<Line>> method : byMethod.entrySet()) {
            y += PITCH;
            svg.append(Svg.text(4, y - 3, null, "group", ResultTable.shortName(method.getKey())));
            for (Line line : method.getValue()) {
                y += PITCH;
                appendLine(svg, axis, line, y, why);
            }
        }
        svg.append("</svg>");
        return svg + "\n" + note;
    }

    private static void appendAxis(StringBuilder svg, LogAxis axis, int height) {
        for (double tick : axis.ticks()) {
            double x = axis.x(tick);
            svg.append("<path class=\"").append(tick == 1 ? "one" : "grid").append("\" d=\"M").append(Svg.px(x))
                    .append(' ').append(TOP).append("V").append(height - 18).append("\"/>");
            svg.append(Svg.text(x, TOP - 6, "middle", null, LogAxis.tickText(tick)));
            svg.append(Svg.text(x, height - 5, "middle", null, LogAxis.tickText(tick)));
        }
        svg.append(Svg.text(LABEL_WIDTH + PLOT_WIDTH + 10, TOP - 6, null, null, "ratio [interval] verdict"));
    }

    private static void appendLine(StringBuilder svg, LogAxis axis, Line line, int y, Map<RowKey, String> why) {
        Comparison c = line.comparison();
        boolean unisolated = line.cell().unisolated();
        String tone = CellTone.of(ComparisonText.shownVerdict(c)).cssClass();
        svg.append("<a href=\"#row-").append(line.rowIndex()).append("\"><g class=\"").append(tone)
                .append(unisolated ? " unisolated" : "").append("\">");
        String params = ResultTable.paramsText(line.row().params());
        String label = Texts.truncate((params.isEmpty() ? "" : params + " · ") + RuntimeLabel.of(line.runtime()),
                46) + (unisolated ? TableCell.UNISOLATED_MARK : "");
        svg.append(Svg.text(LABEL_WIDTH - 8, y - 3, null, "label", label));
        double mid = y - 7;
        // An interval that carries no information (one fork) is neither printed nor drawn.
        if (line.interval()) {
            double low = axis.x(c.ciLow());
            double high = axis.x(c.ciHigh());
            svg.append("<path class=\"ci\" d=\"M").append(Svg.px(low)).append(' ').append(Svg.px(mid))
                    .append("H").append(Svg.px(high)).append("\"/>");
            if (axis.belowRange(c.ciLow())) {
                svg.append(arrow(low, mid, -1));
            }
            if (axis.aboveRange(c.ciHigh())) {
                svg.append(arrow(high, mid, 1));
            }
        }
        svg.append("<circle cx=\"").append(Svg.px(axis.x(c.ratio()))).append("\" cy=\"").append(Svg.px(mid))
                .append("\" r=\"4\"/>");
        svg.append(Svg.text(LABEL_WIDTH + PLOT_WIDTH + 10, y - 3, null, null, line.cell().text()));
        svg.append("</g></a>");
        String panel = why.get(line.row().key());
        if (panel != null) {
            // bench.explain: the line's own link to its row's "Why" panel.
            svg.append("<a class=\"why-link\" href=\"#").append(panel).append("\">")
                    .append(Svg.text(WIDTH - 34, y - 3, null, null, "why")).append("</a>");
        }
    }

    /** A triangle at the axis edge: the interval goes on beyond it. */
    private static String arrow(double x, double y, int direction) {
        return "<path d=\"M" + Svg.px(x + 6 * direction) + " " + Svg.px(y) + "L" + Svg.px(x) + " " + Svg.px(y - 4)
                + "V" + Svg.px(y + 4) + "Z\"/>";
    }
}
