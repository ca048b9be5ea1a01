package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * bench.duet's plan: which columns run side by side on which CPUs, and which rows are measured in
 * pairs. Every column of the run measures a paired row at the same time, each pinned to its own CPU
 * set (its host started under {@code taskset -c}, so that JMH's forks inherit the affinity), fork k
 * beside fork k, each measured iteration started when every side is ready (bench-host's
 * DuetProfiler, through the engine's barrier). A row that cannot be paired is measured as without
 * bench.duet, and said: more threads than a CPU set holds (or {@code max}), single-shot mode; so are
 * all rows when the columns are not all forked or the machine has fewer CPUs than columns.
 *
 * @param pairingId   this run's pairing id, recorded in each paired cell (Cell.duet): only cells with the same
 *                    id are ever paired
 * @param cpuSets     column id -> its CPUs ({@code taskset -c} syntax), in column order; empty when off
 * @param pairedRows  the rows measured in pairs
 * @param timeout     the longest one side waits at the barrier for the others before it goes on alone
 * @param lines       what the run says about it, one line each
 * @param machineCpus how many CPUs the machine lets the run use: what a pinned fork's JVM is told it has
 *                    ({@code -XX:ActiveProcessorCount}), so that it configures itself as an unpinned one would
 */
public record DuetPlan(String pairingId, Map<String, String> cpuSets, Set<RowKey> pairedRows, Duration timeout,
                       List<String> lines, int machineCpus) {

    /** The property. */
    public static final String PROPERTY = "bench.duet";
    /** How long a side waits for the others at the start of an iteration: a JVM start and a slow @Setup fit in it. */
    public static final Duration BARRIER_TIMEOUT = Duration.ofSeconds(60);
    /** JMH's short name of single-shot mode: one call per iteration, nothing to align. */
    private static final String SINGLE_SHOT = "ss";

    /** Without bench.duet: every cell measured one column after the other. */
    public static final DuetPlan OFF = new DuetPlan(null, Map.of(), Set.of(), BARRIER_TIMEOUT, List.of(), 0);

    public DuetPlan {
        cpuSets = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(cpuSets));
        pairedRows = Set.copyOf(pairedRows);
        lines = List.copyOf(lines);
    }

    /**
     * @param columns the run's columns, in order (the first is the baseline)
     * @param rows    the rows of the plan
     * @param cpus    the CPUs this process may use ({@link CpuList#allowed})
     * @param taskset whether {@code taskset} can be run
     */
    public static DuetPlan of(List<TargetRuntime> columns, List<BenchmarkRow> rows, JobSettings settings,
                              List<Integer> cpus, boolean taskset, String pairingId) {
        String impossible = impossible(columns, cpus, taskset);
        if (impossible != null) {
            return new DuetPlan(null, Map.of(), Set.of(), BARRIER_TIMEOUT, List.of(PROPERTY + "=true: " + impossible
                    + "; every comparison is measured one column after the other (\"pairing\": \"sequential\")"),
                    cpus.size());
        }
        int perSet = cpus.size() / columns.size();
        Map<String, String> sets = new LinkedHashMap<>();
        for (int c = 0; c < columns.size(); c++) {
            sets.put(columns.get(c).id(), CpuList.format(cpus.subList(c * perSet, (c + 1) * perSet)));
        }
        Set<RowKey> paired = new LinkedHashSet<>();
        List<String> alone = new ArrayList<>();
        for (BenchmarkRow row : rows) {
            String why = unpairable(row, settings, perSet);
            if (why == null) {
                paired.add(row.key());
            } else {
                alone.add(row.label() + " (" + why + ")");
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add(PROPERTY + "=true: " + String.join(", ", sets.entrySet().stream()
                .map(e -> e.getKey() + " on CPU " + e.getValue()).toList()) + "; each paired row's forks run side by side,"
                + " every measured iteration started together, the ratio taken from the pairs");
        int spare = cpus.size() - perSet * columns.size();
        lines.add(PROPERTY + ": " + (spare == 0
                ? "this machine lets us use " + cpus.size() + " CPUs, none to spare: Maven's JVM and the host JVMs run on"
                + " the measured CPUs too (they wait while a fork measures)"
                : "Maven's JVM is not pinned and may still run on the measured CPUs; the host JVMs share their column's"));
        if (!alone.isEmpty()) {
            lines.add(PROPERTY + ": " + alone.size() + " row(s) measured one column after the other (\"pairing\":"
                    + " \"sequential\"): " + String.join("; ", alone));
        }
        return new DuetPlan(pairingId, sets, paired, BARRIER_TIMEOUT, lines, cpus.size());
    }

    /** Why no row can be paired in this run, or null when they can. */
    private static String impossible(List<TargetRuntime> columns, List<Integer> cpus, boolean taskset) {
        if (columns.size() < 2) {
            return "one column has nothing to be paired with";
        }
        List<String> notForked = columns.stream().filter(c -> !c.isolated()).map(TargetRuntime::id).toList();
        if (!notForked.isEmpty()) {
            return "column(s) " + notForked + " do not run in forked JVMs, which the pinning needs";
        }
        if (cpus.size() < columns.size()) {
            return columns.size() + " columns need " + columns.size() + " CPUs, one each at least, and this machine lets"
                    + " us use " + (cpus.isEmpty() ? "an unknown number" : cpus.size());
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
        return !cpuSets.isEmpty();
    }

    /** Whether the cell runs side by side with the same cell of every other column (the harness floor too). */
    public boolean pairs(CellRequest cell) {
        return on() && cpuSets.containsKey(cell.runtime().id()) && (cell.floor() || pairedRows.contains(cell.row().key()));
    }

    /** The column's CPUs, or null when it is not pinned. */
    public String cpuSet(String columnId) {
        return cpuSets.get(columnId);
    }

    /** The column's place among the sides of every pair, from 0. */
    public int party(String columnId) {
        return new ArrayList<>(cpuSets.keySet()).indexOf(columnId);
    }

    public int parties() {
        return cpuSets.size();
    }

    /** The barrier's name for a cell, the same on every column: its round and its place in the round. */
    public static String group(CellRequest cell) {
        String name = cell.jsonFile().getFileName().toString();
        return "r" + cell.round() + "-" + name.substring(0, name.length() - ".json".length());
    }
}
