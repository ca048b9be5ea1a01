package io.github.benchplugin.report.table;


import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.analysis.SideBySide;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Explanation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * An explained row's evidence as tables with a column per runtime, differences first (those inside
 * JMH's harness in a table of their own after the others), shared by results.md and results.html.
 * An entry in one runtime's top list only says so in the other columns ("—") and in its name
 * ("only on 25").
 */
public final class ExplainedTables {

    /** A titled table. */
    public record Titled(String title, TextTable table) {
    }

    static final String ABSENT = "—";

    private ExplainedTables() {
    }

    /** "Explained: org.acme.HashBench.hash [avgt]". */
    public static String heading(Explanation e) {
        return "Explained: " + e.key();
    }

    public static String caveat() {
        return "One extra fork per runtime recorded with JDK Flight Recorder, never pooled into the scores:"
                + " recording perturbs what it records. Shares are of the samples in the benchmark's threads after"
                + " warmup; the JIT's events include the warmup.";
    }

    /** Every table of the row: {@link #differenceTables} then {@link #evidenceTables}. */
    public static List<Titled> of(Explanation e) {
        List<Titled> tables = new ArrayList<>(differenceTables(e));
        tables.addAll(evidenceTables(e));
        return tables;
    }

    /**
     * The differences in the user's code and the JDK's, then, as a table of their own with a title
     * that says so, those inside JMH's harness: these come after the others however large, as what
     * the harness does around a benchmark is rarely why the benchmark differs.
     */
    public static List<Titled> differenceTables(Explanation e) {
        List<Titled> tables = new ArrayList<>();
        List<String> runtimes = List.copyOf(e.evidence().keySet());
        List<Explanation.Difference> outside = e.outsideHarness();
        List<Explanation.Difference> inside = e.insideHarness();
        if (!outside.isEmpty()) {
            tables.add(new Titled("Differences, largest first", differences(outside, runtimes)));
        } else if (runtimes.size() > 1) {
            tables.add(new Titled("Differences: none above sampling noise" + (inside.isEmpty() ? "" : " outside JMH's harness"),
                    null));
        }
        if (!inside.isEmpty()) {
            tables.add(new Titled(harnessTitle(inside.size()), differences(inside, runtimes)));
        }
        return tables;
    }

    /** "Inside JMH's harness ...: 10 differences, largest first". */
    static String harnessTitle(int count) {
        return "Inside JMH's harness (org.openjdk.jmh.*, its generated *_jmhTest and *_jmhType code), listed apart: "
                + count + (count == 1 ? " difference" : " differences") + ", largest first";
    }

    /** Hot methods, allocation sites, then GC, locks and JIT, a column per runtime. */
    public static List<Titled> evidenceTables(Explanation e) {
        List<Titled> tables = new ArrayList<>();
        List<String> runtimes = List.copyOf(e.evidence().keySet());
        tables.add(new Titled("Hot methods (self samples)", entries(e, runtimes, Evidence::hotSelf,
                Evidence.MethodShare::method, m -> EvidenceDiff.percent(m.share()) + tier(m.tier()))));
        tables.add(new Titled("Hot methods (total samples)", entries(e, runtimes, Evidence::hotTotal,
                Evidence.MethodShare::method, m -> EvidenceDiff.percent(m.share()) + tier(m.tier()))));
        tables.add(new Titled("Allocation sites (sampled bytes)", entries(e, runtimes, Evidence::allocations,
                s -> s.objectClass() + " at " + s.frame(), s -> EvidenceDiff.percent(s.share()) + " (" + (s.bytesPerOp() == null
                        ? NumberFormats.bytes((double) s.bytes()) + " sampled" : "~" + NumberFormats.bytes(s.bytesPerOp()) + "/op")
                        + ")")));
        tables.add(new Titled("GC, locks and JIT", summary(e, runtimes)));
        return tables;
    }

    private static TextTable differences(List<Explanation.Difference> found, List<String> runtimes) {
        List<TableRow> rows = new ArrayList<>();
        for (Explanation.Difference d : found) {
            List<String> texts = new ArrayList<>();
            texts.add(d.kind() + ": " + d.subject() + (d.onlyOn() == null ? "" : " (only on " + d.onlyOn() + ")"));
            runtimes.forEach(r -> texts.add(d.values().getOrDefault(r, ABSENT)));
            rows.add(TableRow.ofTexts(texts));
        }
        return new TextTable(columns("What differs", runtimes), rows);
    }

    /** The union of the runtimes' top lists, in the first runtime's order, then the others' own entries. */
    private static <T> TextTable entries(Explanation e, List<String> runtimes, Function<Evidence, List<T>> list,
                                         Function<T, String> name, Function<T, String> value) {
        Map<String, Map<String, String>> byName = SideBySide.of(e.evidence(), list, name, value, (first, second) -> first);
        List<TableRow> rows = new ArrayList<>();
        byName.forEach((entryName, values) -> {
            List<String> texts = new ArrayList<>();
            boolean oneSided = runtimes.size() > 1 && values.size() == 1;
            texts.add(entryName + (oneSided ? " (only on " + values.keySet().iterator().next() + ")" : ""));
            runtimes.forEach(r -> texts.add(values.getOrDefault(r, ABSENT)));
            rows.add(TableRow.ofTexts(texts));
        });
        return new TextTable(columns("", runtimes), rows);
    }

    private static TextTable summary(Explanation e, List<String> runtimes) {
        List<TableRow> rows = new ArrayList<>();
        rows.add(line("execution samples", runtimes, e, ev -> Long.toString(ev.samples())));
        rows.add(line("GC collections", runtimes, e, ev -> Long.toString(ev.gc().collections())));
        rows.add(line("GC per 1k operations (measurement)", runtimes, e,
                ev -> ev.gc().per1kOps() == null ? "?" : NumberFormats.score(ev.gc().per1kOps())));
        rows.add(line("GC pause total / longest", runtimes, e,
                ev -> millis(ev.gc().totalPauseMillis()) + " / " + millis(ev.gc().longestPauseMillis())));
        rows.add(line("contended monitor enters (time)", runtimes, e,
                ev -> ev.locks().monitorEnters() + " (" + millis(ev.locks().monitorMillis()) + ")"));
        rows.add(line("thread parks (time)", runtimes, e,
                ev -> ev.locks().parks() + " (" + millis(ev.locks().parkMillis()) + ")"));
        rows.add(line("JIT compilations", runtimes, e, ev -> Long.toString(ev.jit().compilations())));
        rows.add(line("deoptimizations", runtimes, e, ev -> Long.toString(ev.jit().deoptimizations())));
        rows.add(line("recording", runtimes, e, Evidence::recording));
        return new TextTable(columns("", runtimes), rows);
    }

    private static TableRow line(String label, List<String> runtimes, Explanation e, Function<Evidence, String> value) {
        List<String> texts = new ArrayList<>();
        texts.add(label);
        runtimes.forEach(r -> texts.add(value.apply(e.evidence().get(r))));
        return TableRow.ofTexts(texts);
    }

    private static List<Column> columns(String first, List<String> runtimes) {
        List<Column> columns = new ArrayList<>();
        columns.add(Column.descriptive(first, ColumnKind.BENCHMARK));
        runtimes.forEach(r -> columns.add(Column.descriptive(r, ColumnKind.BENCHMARK)));
        return columns;
    }

    private static String tier(Integer tier) {
        return tier == null ? "" : ", tier " + tier;
    }

    private static String millis(double ms) {
        return String.format(Locale.ROOT, "%.1f ms", ms);
    }
}
