package io.github.benchplugin.isolation;

import io.github.benchplugin.render.NumberFormats;
import io.github.benchplugin.render.ResultTable;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The divergence table as plain text cells, shared by isolation.md and the build log so the
 * two cannot disagree. Each format escapes and aligns the cells its own way.
 */
public final class IsolationTable {

    public static final List<String> HEADER =
            List.of("Benchmark", "Params", "Mode", "Isolated", "In-process", "Divergence", "In-process looks");

    private IsolationTable() {
    }

    public static List<List<String>> rows(IsolationReport report) {
        List<List<String>> rows = new ArrayList<>();
        for (IsolationEntry e : report.entries()) {
            String unit = e.unit() == null || e.unit().isBlank() ? "" : " " + e.unit();
            rows.add(List.of(
                    ResultTable.shortName(e.benchmark()),
                    e.params().entrySet().stream().map(p -> p.getKey() + "=" + p.getValue())
                            .collect(Collectors.joining(", ")),
                    e.mode(),
                    NumberFormats.scoreWithError(e.isolated(), e.isolatedError()) + unit,
                    NumberFormats.scoreWithError(e.inProcess(), e.inProcessError()) + unit,
                    NumberFormats.ratio(e.divergence()),
                    looks(e)));
        }
        return rows;
    }

    /** "13.2x slower", "1.8x faster": the divergence read in the direction of the mode. */
    static String looks(IsolationEntry e) {
        double slowdown = e.inProcessSlowdown();
        return slowdown >= 1
                ? String.format(java.util.Locale.ROOT, "%.1fx slower", slowdown)
                : String.format(java.util.Locale.ROOT, "%.1fx faster", 1 / slowdown);
    }
}
