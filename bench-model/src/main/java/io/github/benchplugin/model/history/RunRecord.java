package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.stats.ForkSamples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One run in a history directory: an immutable file, written once by bench:run or bench:merge.
 * Field names are a public format like results.json's: extend, never rename; a reader of
 * version N reads every version up to N.
 *
 * @param schemaVersion {@link #SCHEMA_VERSION} when written
 * @param recordedAt    ISO-8601 instant the record was written
 * @param commit        the measured commit
 * @param machines      runtime id -> the machine that measured that column (a merged table may hold
 *                      columns of several machines); runs on different machine types are separate series
 * @param settings      the JMH settings of the run, as results.json's environment has them
 * @param pluginVersion the bench-maven-plugin version that wrote the record
 * @param cells         every measured (ok) row on every runtime (in the file, version 2 writes them as one
 *                      line per row with its runtimes' cells, {@link io.github.benchplugin.model.io.RunRecordWriter})
 */
public record RunRecord(int schemaVersion, String recordedAt, CommitInfo commit, Map<String, Machine> machines,
                        Map<String, String> settings, String pluginVersion, List<RecordedCell> cells) {

    /**
     * 2: the compact table of {@link io.github.benchplugin.model.io.RunRecordWriter}; 1: a list of cell
     * objects (names repeated per cell). Both are read.
     */
    public static final int SCHEMA_VERSION = 2;
    /** The oldest version read. */
    public static final int OLDEST_SCHEMA_VERSION = 1;

    public RunRecord {
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        machines = machines == null ? Map.of() : Map.copyOf(machines);
        cells = cells == null ? List.of() : List.copyOf(cells);
        commit = commit == null ? CommitInfo.NONE : commit;
    }

    /** The record of a finished (or merged) result; failed and skipped cells are left out. */
    public static RunRecord of(BenchResult result, CommitInfo commit, String pluginVersion, String recordedAt) {
        List<RecordedCell> cells = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Map.Entry<String, Cell> entry : row.cells().entrySet()) {
                Cell cell = entry.getValue();
                double[] means = ForkSamples.of(cell).means();
                if (!cell.isOk() || means.length == 0) {
                    continue;
                }
                RuntimeInfo runtime = result.runtime(entry.getKey());
                cells.add(new RecordedCell(row.benchmark(), row.mode(), row.params(), entry.getKey(),
                        runtime == null ? null : runtime.javaVersion(), row.unit(),
                        Arrays.stream(means).boxed().toList(), cell.allocBytesPerOp()));
            }
        }
        Map<String, Machine> machines = new java.util.TreeMap<>();
        for (RuntimeInfo runtime : result.runtimes()) {
            Machine machine = runtime.machineIn(result); // a merged table knows each column's machine
            if (machine != null) {
                machines.put(runtime.id(), machine);
            }
        }
        Map<String, String> settings = result.environment() == null ? Map.of() : result.environment().settings();
        return new RunRecord(SCHEMA_VERSION, recordedAt, commit, machines, settings, pluginVersion, cells);
    }

    /** The machine type of a runtime's column, "unknown" when not recorded. */
    public String machineType(String runtime) {
        Machine machine = machines.get(runtime);
        return machine == null ? CommitInfo.UNKNOWN : machine.typeKey();
    }
}
