package io.github.benchplugin.engine.config;

import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * bench.explain, parsed once where it enters: {@code true} explains the rows whose comparison
 * (between runtimes, profiles, against bench.baseline or bench.compareTo) is faster or slower, or
 * allocates more or less,
 * {@code all} every measured row, anything else is a comma list of regular expressions over
 * benchmark names (as bench.include). Unset, blank or {@code false}: nothing is explained.
 */
public record ExplainOption(Kind kind, List<Pattern> patterns, boolean machineCode) {

    public enum Kind { NONE, CHANGED, ALL, MATCHING }

    public static final ExplainOption NONE = new ExplainOption(Kind.NONE, List.of(), true);

    public ExplainOption {
        patterns = List.copyOf(patterns);
    }

    /**
     * The same rows, with or without the machine code (bench.explainMachineCode): JMH's perfasm makes each
     * recorded fork about 25 s longer (PrintAssembly slows the JVM's start), which a run explaining many rows
     * may not want to pay.
     */
    public ExplainOption withMachineCode(boolean wanted) {
        return new ExplainOption(kind, patterns, wanted);
    }

    /** @throws BadInputException for a regular expression that does not compile */
    public static ExplainOption parse(String value) {
        if (value == null || value.isBlank() || value.trim().equalsIgnoreCase("false")) {
            return NONE;
        }
        String v = value.trim();
        if (v.equalsIgnoreCase("true")) {
            return new ExplainOption(Kind.CHANGED, List.of(), true);
        }
        if (v.equalsIgnoreCase("all")) {
            return new ExplainOption(Kind.ALL, List.of(), true);
        }
        List<Pattern> patterns = RegexList.split(v).stream().map(ExplainOption::compile).toList();
        return new ExplainOption(Kind.MATCHING, patterns, true);
    }

    private static Pattern compile(String regex) {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new BadInputException("bench.explain '" + regex + "' is not a regular expression ("
                    + e.getDescription() + "); use true (rows that got faster or slower), all, or a comma list of"
                    + " regular expressions over benchmark names");
        }
    }

    public boolean enabled() {
        return kind != Kind.NONE;
    }

    /** The rows to explain, in table order: only rows with at least one measured cell. */
    public List<Row> select(BenchResult result) {
        return result.rows().stream().filter(this::measured).filter(this::wanted).toList();
    }

    private boolean wanted(Row row) {
        return switch (kind) {
            case NONE -> false;
            case ALL -> true;
            case MATCHING -> patterns.stream().anyMatch(p -> p.matcher(row.benchmark()).find());
            case CHANGED -> changed(row);
        };
    }

    private boolean measured(Row row) {
        return row.cells().values().stream().anyMatch(c -> c.status() == CellStatus.OK);
    }

    /**
     * A verdict of faster or slower, or an allocation verdict of more or less, in any of the row's
     * comparisons: every row a time or allocation gate can fail is among them.
     */
    private static boolean changed(Row row) {
        for (Map<String, Comparison> comparisons : row.allComparisons()) {
            if (comparisons.values().stream().anyMatch(ExplainOption::changed)) {
                return true;
            }
        }
        return false;
    }

    private static boolean changed(Comparison c) {
        return c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER
                || c.alloc() != null && (c.alloc().verdict() == AllocVerdict.MORE || c.alloc().verdict() == AllocVerdict.LESS);
    }
}
