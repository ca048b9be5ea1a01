package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * bench.duet's plan: which cells run side by side on which CPUs. The two (or more) sides of a pair run at
 * the same time, each in a host pinned to its own CPU set (started under {@code taskset -c}, so that JMH's
 * forks inherit the affinity), fork k beside fork k, each measured iteration started when every side is
 * ready (bench-host's DuetProfiler, through the engine's barrier). Three layouts, by what the run compares
 * and how many CPU sets the machine holds:
 * <ul>
 *   <li>{@link Layout#COLUMNS}: every column of a row at once, one CPU set each (at most as many columns as
 *       CPUs): every comparison between columns (runtimes, profiles, variants) is paired;</li>
 *   <li>{@link Layout#BASELINE_IN_TURN}: more columns than CPUs: the baseline column beside each other column
 *       in turn, two CPU sets; the comparisons with the baseline column are paired, each from its own fork
 *       pairs, the others (between two non-baseline columns) are not; the baseline column's cells are measured
 *       once per partner and scored from all their forks;</li>
 *   <li>{@link Layout#METHODS}: one column and bench.baseline naming a method: that method beside each other
 *       method of its class in turn (the same runtime, two CPU sets, two hosts); its cells measured once per
 *       partner and scored from all their forks.</li>
 * </ul>
 * With several columns and a baseline method the columns are paired and the method comparisons stay
 * sequential (a pair of columns needs the same moments for both of a row's cells; a method pair would
 * need a second pair of CPU sets on a 2-CPU machine). A row that cannot be paired is measured as without
 * bench.duet, and said: more threads than a CPU set holds (or {@code max}), single-shot mode, @Group; so
 * are all rows when a column is not forked, taskset is missing or the machine has fewer than 2 CPUs.
 *
 * @param pairingId   this run's pairing id, recorded in each paired cell (Cell.duet): only cells with the same
 *                    id are ever paired
 * @param layout      what is paired with what
 * @param sideCpus    each side's CPUs ({@code taskset -c} syntax), by side; empty when off
 * @param columnSides column id -> the side its cells take (bench.baseline's method: 0, beside the column's 1)
 * @param pairedRows  the rows measured in pairs (with {@link Layout#METHODS}: the baseline method's rows too)
 * @param methodPairs {@link Layout#METHODS}: each paired row -> the baseline method's row it is paired with
 * @param timeout     the longest one side waits at the barrier for the others before it goes on alone
 * @param lines       what the run says about it, one line each
 * @param machineCpus how many CPUs the machine lets the run use: what a pinned fork's JVM is told it has
 *                    ({@code -XX:ActiveProcessorCount}), so that it configures itself as an unpinned one would
 */
public record DuetPlan(String pairingId, Layout layout, List<String> sideCpus, Map<String, Integer> columnSides,
                       Set<RowKey> pairedRows, Map<RowKey, RowKey> methodPairs, Duration timeout, List<String> lines,
                       int machineCpus) {

    /** What is paired with what. */
    public enum Layout {
        /** bench.duet is off, or nothing can be paired. */
        OFF,
        /** Every column of a row at once. */
        COLUMNS,
        /** The baseline column beside each other column in turn. */
        BASELINE_IN_TURN,
        /** bench.baseline's method beside each other method of its class in turn, on the one column. */
        METHODS
    }

    /** The property. */
    public static final String PROPERTY = "bench.duet";
    /** How long a side waits for the others at the start of an iteration: a JVM start and a slow @Setup fit in it. */
    public static final Duration BARRIER_TIMEOUT = Duration.ofSeconds(60);
    /** JMH's short name of single-shot mode: one call per iteration, nothing to align. */
    private static final String SINGLE_SHOT = "ss";
    /** The side of the baseline: the baseline column, or bench.baseline's method. */
    private static final int BASE_SIDE = 0;
    private static final int OTHER_SIDE = 1;

    /** Without bench.duet: every cell measured one column after the other. */
    public static final DuetPlan OFF = new DuetPlan(null, Layout.OFF, List.of(), Map.of(), Set.of(), Map.of(),
            BARRIER_TIMEOUT, List.of(), 0);

    public DuetPlan {
        sideCpus = List.copyOf(sideCpus);
        columnSides = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(columnSides));
        pairedRows = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(pairedRows));
        methodPairs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(methodPairs));
        lines = List.copyOf(lines);
    }

    /** Without bench.baseline naming a method. */
    public static DuetPlan of(List<TargetRuntime> columns, List<BenchmarkRow> rows, JobSettings settings,
                              List<Integer> cpus, boolean taskset, String pairingId) {
        return of(columns, rows, null, settings, cpus, taskset, pairingId);
    }

    /**
     * @param columns        the run's columns, in order (the first is the baseline)
     * @param rows           the rows of the plan
     * @param baselineMethod bench.baseline's method as resolved (a benchmark name), or null
     * @param cpus           the CPUs this process may use ({@link CpuList#allowed})
     * @param taskset        whether {@code taskset} can be run
     */
    public static DuetPlan of(List<TargetRuntime> columns, List<BenchmarkRow> rows, String baselineMethod,
                              JobSettings settings, List<Integer> cpus, boolean taskset, String pairingId) {
        Map<RowKey, BenchmarkRow> candidates = columns.size() == 1 && baselineMethod != null
                ? MethodPairs.of(rows, baselineMethod) : Map.of();
        String impossible = impossible(columns, baselineMethod, !candidates.isEmpty(), cpus, taskset);
        if (impossible != null) {
            return new DuetPlan(null, Layout.OFF, List.of(), Map.of(), Set.of(), Map.of(), BARRIER_TIMEOUT,
                    List.of(PROPERTY + "=true: " + impossible + "; every comparison is measured one " + sides(columns)
                            + " after the other (\"pairing\": \"sequential\")"), cpus.size());
        }
        Layout layout = !candidates.isEmpty() ? Layout.METHODS
                : columns.size() <= cpus.size() ? Layout.COLUMNS : Layout.BASELINE_IN_TURN;
        int sides = layout == Layout.COLUMNS ? columns.size() : 2;
        int perSet = cpus.size() / sides;
        List<String> sideCpus = new ArrayList<>();
        for (int s = 0; s < sides; s++) {
            sideCpus.add(CpuList.format(cpus.subList(s * perSet, (s + 1) * perSet)));
        }
        Map<String, Integer> columnSides = new LinkedHashMap<>();
        for (int c = 0; c < columns.size(); c++) {
            columnSides.put(columns.get(c).id(), switch (layout) {
                case COLUMNS -> c;
                case BASELINE_IN_TURN -> c == 0 ? BASE_SIDE : OTHER_SIDE;
                default -> OTHER_SIDE;
            });
        }
        Set<RowKey> paired = new LinkedHashSet<>();
        Map<RowKey, RowKey> methodPairs = new LinkedHashMap<>();
        List<String> alone = new ArrayList<>();
        for (BenchmarkRow row : rows) {
            String why = unpairable(row, settings, perSet);
            if (why == null && layout == Layout.METHODS && !candidates.containsKey(row.key())
                    && !row.method().name().equals(baselineMethod)) {
                why = Row.classOf(row.method().name()).equals(Row.classOf(baselineMethod))
                        ? "bench.baseline's method has no row of its mode and parameters"
                        : "no bench.baseline method of its class to be paired with";
            }
            BenchmarkRow base = candidates.get(row.key());
            String baseWhy = base == null ? null : unpairable(base, settings, perSet);
            if (why == null && baseWhy != null) {
                why = "its baseline " + base.label() + " cannot be paired: " + baseWhy;
            }
            if (why == null && layout == Layout.METHODS && base == null) {
                continue; // the baseline method itself: paired through the rows it serves
            }
            if (why == null) {
                paired.add(row.key());
                if (base != null) {
                    paired.add(base.key());
                    methodPairs.put(row.key(), base.key());
                }
            } else {
                alone.add(row.label() + " (" + why + ")");
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add(PROPERTY + "=true: " + describe(layout, columns, rows, baselineMethod, sideCpus));
        int spare = cpus.size() - perSet * sides;
        lines.add(PROPERTY + ": " + (spare == 0
                ? "this machine lets us use " + cpus.size() + " CPUs, none to spare: Maven's JVM and the host JVMs run on"
                + " the measured CPUs too (they wait while a fork measures)"
                : "Maven's JVM is not pinned and may still run on the measured CPUs; the host JVMs share their side's"));
        if (!alone.isEmpty()) {
            lines.add(PROPERTY + ": " + alone.size() + " row(s) measured one " + sides(columns) + " after the other (\"pairing\":"
                    + " \"sequential\"): " + String.join("; ", alone));
        }
        if (layout != Layout.METHODS && baselineMethod != null) {
            lines.add(PROPERTY + ": the comparisons with bench.baseline's method " + shortName(baselineMethod)
                    + " are measured one after the other (\"pairing\": \"sequential\"): the columns are paired instead;"
                    + " a run of one column pairs each method with it");
        }
        return new DuetPlan(pairingId, layout, sideCpus, columnSides, paired, methodPairs, BARRIER_TIMEOUT, lines,
                cpus.size());
    }

    /** What a comparison's two sides are: two columns, or (one column) two methods. */
    private static String sides(List<TargetRuntime> columns) {
        return columns.size() > 1 ? "column" : "method";
    }

    /** The first line: who runs where, beside whom, and where the scores come from. */
    private static String describe(Layout layout, List<TargetRuntime> columns, List<BenchmarkRow> rows,
                                   String baselineMethod, List<String> sideCpus) {
        String together = "; each paired row's forks run side by side, every measured iteration started together";
        return switch (layout) {
            case COLUMNS -> String.join(", ", columns.stream().map(c -> c.id() + " on CPU "
                    + sideCpus.get(columns.indexOf(c))).toList()) + together + ", the ratio taken from the pairs";
            case BASELINE_IN_TURN -> columns.size() + " columns and CPU sets for 2 at a time: " + columns.get(0).id()
                    + " (the baseline) on CPU " + sideCpus.get(BASE_SIDE) + " beside each other column in turn on CPU "
                    + sideCpus.get(OTHER_SIDE) + " (" + String.join(", then ", columns.subList(1, columns.size()).stream()
                    .map(TargetRuntime::id).toList()) + ")" + together + "; each comparison with " + columns.get(0).id()
                    + " from its own fork pairs, " + columns.get(0).id() + "'s own scores from all its forks ("
                    + (columns.size() - 1) + " times the forks); comparisons between the other columns are sequential";
            default -> "on " + columns.get(0).id() + ", bench.baseline's method " + shortName(baselineMethod)
                    + " on CPU " + sideCpus.get(BASE_SIDE) + " beside each other method of its class in turn on CPU "
                    + sideCpus.get(OTHER_SIDE) + together + "; each ratio from its own fork pairs, "
                    + shortName(baselineMethod) + "'s own scores from all its forks (measured once per method beside it)";
        };
    }

    /** Why no row can be paired in this run, or null when they can. */
    private static String impossible(List<TargetRuntime> columns, String baselineMethod, boolean methodPairs,
                                     List<Integer> cpus, boolean taskset) {
        if (columns.size() < 2 && !methodPairs) {
            return "one column has nothing to be paired with" + (baselineMethod == null
                    ? " (bench.baseline naming a method pairs the other methods of its class with it)"
                    : " (no other method of bench.baseline's class to pair with " + shortName(baselineMethod) + ")");
        }
        List<String> notForked = columns.stream().filter(c -> !c.isolated()).map(TargetRuntime::id).toList();
        if (!notForked.isEmpty()) {
            return "column(s) " + notForked + " do not run in forked JVMs, which the pinning needs";
        }
        if (cpus.size() < 2) {
            return "a pair needs 2 CPUs, one each at least, and this machine lets us use "
                    + (cpus.isEmpty() ? "an unknown number" : cpus.size());
        }
        if (!taskset) {
            return "taskset (util-linux) is not on the PATH, and the pinning needs it";
        }
        return null;
    }

    /** Why a row cannot be measured in pairs, or null. */
    static String unpairable(BenchmarkRow row, JobSettings settings, int cpusPerSet) {
        if (SINGLE_SHOT.equals(row.mode())) {
            return "single-shot: nothing to align";
        }
        if (row.method().annotated().groupThreads() != null) {
            return "@Group: its threads work on shared state, " + row.method().annotated().groupThreads() + " per group";
        }
        String threads = settings.threads();
        Integer annotated = row.method().annotated().threads();
        if ("max".equals(threads) || (threads == null && annotated != null && annotated < 0)) {
            return "threads=max would be sized by the CPU set, not the machine";
        }
        int count = threads != null ? Integer.parseInt(threads) : annotated != null ? annotated : 1;
        if (count > cpusPerSet) {
            return count + " threads, more than the " + cpusPerSet + " CPU(s) of a set";
        }
        return null;
    }

    public boolean on() {
        return layout != Layout.OFF;
    }

    /** Column id -> its CPUs, in column order (with {@link Layout#METHODS}: those of the methods beside the baseline's). */
    public Map<String, String> cpuSets() {
        Map<String, String> sets = new LinkedHashMap<>();
        columnSides.forEach((column, side) -> sets.put(column, sideCpus.get(side)));
        return sets;
    }

    /** The column's CPUs, or null when it is not pinned. */
    public String cpuSet(String columnId) {
        Integer side = columnSides.get(columnId);
        return side == null ? null : sideCpus.get(side);
    }

    /** {@link Layout#METHODS}: the CPUs of bench.baseline's method; null otherwise. */
    public String baselineMethodCpuSet() {
        return layout == Layout.METHODS ? sideCpus.get(BASE_SIDE) : null;
    }

    /** A side's CPUs ({@code taskset -c} syntax). */
    public String sideCpuSet(int side) {
        return sideCpus.get(side);
    }

    /**
     * The plan with every paired cell at its side ({@link CellRequest#duet}), and the extra cells of the
     * baseline's side: once per further partner (the other methods, the other columns), beside it.
     */
    public CellPlan arrange(CellPlan plan) {
        return on() ? plan.withBatches(this::arrange) : plan;
    }

    private HostBatch arrange(HostBatch batch) {
        List<CellRequest> cells = switch (layout) {
            case COLUMNS -> allAtOnce(batch);
            case BASELINE_IN_TURN -> baselineColumnInTurn(batch);
            default -> baselineMethodInTurn(batch);
        };
        return new HostBatch(batch.runtime(), batch.round(), cells, batch.duet());
    }

    /** Every column's paired cells meet at one rendezvous per row (and floor), each column on its own side. */
    private List<CellRequest> allAtOnce(HostBatch batch) {
        int side = columnSides.get(batch.runtime().id());
        return batch.cells().stream().map(cell -> pairs(cell)
                ? cell.withDuet(new DuetSide("r" + batch.round(), group(cell), side, sideCpus.size())) : cell).toList();
    }

    /**
     * A paired row's cell of another column meets the baseline column's at a rendezvous of that column; the
     * baseline column's cell meets the first, an extra cell of the same row each further one (after the rest).
     */
    private List<CellRequest> baselineColumnInTurn(HostBatch batch) {
        String column = batch.runtime().id();
        List<String> partners = columnSides.keySet().stream().skip(1).toList();
        List<CellRequest> cells = new ArrayList<>();
        List<CellRequest> extras = new ArrayList<>();
        for (CellRequest cell : batch.cells()) {
            if (!pairs(cell)) {
                cells.add(cell);
            } else if (columnSides.get(column) == OTHER_SIDE) {
                cells.add(cell.withDuet(inTurn(cell, column, OTHER_SIDE)));
            } else {
                cells.add(cell.withDuet(inTurn(cell, partners.get(0), BASE_SIDE)));
                for (String partner : partners.subList(1, partners.size())) {
                    extras.add(cell.extraBeside(inTurn(cell, partner, BASE_SIDE), partner, beside(cell, safe(partner))));
                }
            }
        }
        cells.addAll(extras);
        return cells;
    }

    /**
     * Each paired method's cell meets bench.baseline's method's cell of its row at its own rendezvous: the baseline
     * method's cell beside the first method it serves, an extra cell of it beside each further one (after the rest).
     */
    private List<CellRequest> baselineMethodInTurn(HostBatch batch) {
        String round = "r" + batch.round();
        Map<RowKey, CellRequest> byRow = new LinkedHashMap<>();
        batch.cells().stream().filter(c -> !c.floor()).forEach(c -> byRow.putIfAbsent(c.row().key(), c));
        Map<RowKey, DuetSide> firstPartner = new LinkedHashMap<>();
        List<CellRequest> cells = new ArrayList<>();
        List<CellRequest> extras = new ArrayList<>();
        for (CellRequest cell : batch.cells()) {
            RowKey base = cell.floor() ? null : methodPairs.get(cell.row().key());
            CellRequest baseCell = base == null ? null : byRow.get(base);
            if (baseCell == null) {
                cells.add(cell);
                continue;
            }
            cells.add(cell.withDuet(new DuetSide(round, group(cell), OTHER_SIDE, 2)));
            DuetSide baseSide = new DuetSide(round, group(cell), BASE_SIDE, 2);
            if (firstPartner.putIfAbsent(base, baseSide) != null) {
                extras.add(baseCell.extraBeside(baseSide, cell.row().label(), beside(baseCell, stem(cell))));
            }
        }
        cells.replaceAll(c -> c.duet() == null && !c.floor() && firstPartner.containsKey(c.row().key())
                ? c.withDuet(firstPartner.get(c.row().key())) : c);
        cells.addAll(extras);
        return cells;
    }

    /** A cell's side when the baseline column meets {@code partner}: a rendezvous of its own per partner. */
    private static DuetSide inTurn(CellRequest cell, String partner, int side) {
        return new DuetSide("r" + cell.round() + "-" + safe(partner), group(cell) + "-" + safe(partner), side, 2);
    }

    /** Whether the cell runs beside another (the harness floor too, in the columns layout). */
    public boolean pairs(CellRequest cell) {
        return on() && columnSides.containsKey(cell.runtime().id())
                && (cell.floor() ? layout == Layout.COLUMNS : pairedRows.contains(cell.row().key()));
    }

    /** The barrier's name for a cell, the same on every column: its round and its place in the round. */
    public static String group(CellRequest cell) {
        return "r" + cell.round() + "-" + stem(cell);
    }

    /** The cell's JSON file name without ".json": its place in the round ("cell-3", "floor"). */
    private static String stem(CellRequest cell) {
        String name = cell.jsonFile().getFileName().toString();
        return name.substring(0, name.length() - ".json".length());
    }

    /** Where an extra measurement of a baseline side's cell beside another partner writes its JSON. */
    private static Path beside(CellRequest cell, String partner) {
        return cell.jsonFile().resolveSibling(stem(cell) + "-beside-" + partner + ".json");
    }

    /** "org.acme.PairBench.base" -> "PairBench.base", as the rows' labels name methods. */
    private static String shortName(String benchmark) {
        String className = Row.classOf(benchmark);
        return className.substring(className.lastIndexOf('.') + 1) + benchmark.substring(className.length());
    }

    /** A column id as a rendezvous name and a file name take it (no spaces, ';', '=' or '/'). */
    static String safe(String id) {
        return id.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
