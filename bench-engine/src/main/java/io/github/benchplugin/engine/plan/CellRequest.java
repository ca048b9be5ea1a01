package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.catalog.BenchmarkRow;

import java.nio.file.Path;

/**
 * One row on one runtime (in one round, with rounds): the unit of work, of progress and of
 * failure. A failing cell costs only itself; every other row of the same method is kept.
 *
 * @param runtime  the column
 * @param row      benchmark method, mode and parameter values
 * @param round    1-based round number; 1 when the forks are not split into rounds
 * @param rounds   how many rounds the forks are split into
 * @param forks    forks of this round; null: as the settings say
 * @param jsonFile where JMH writes the cell's JSON result
 * @param floor    true for the harness-floor cell of the runtime (not a row of the table)
 * @param duet     bench.duet: where the cell is measured beside another ({@link DuetPlan#arrange}); null: alone
 * @param beside   bench.duet: for an extra measurement of a baseline side (bench.baseline's method, the baseline
 *                 column of more columns than CPU sets) beside a further partner, that partner (its row or column);
 *                 its forks join the cell's others. Null for a planned cell
 */
public record CellRequest(TargetRuntime runtime, BenchmarkRow row, int round, int rounds, Integer forks,
                          Path jsonFile, boolean floor, DuetSide duet, String beside) {

    public CellRequest(TargetRuntime runtime, BenchmarkRow row, int round, int rounds, Integer forks, Path jsonFile,
                       boolean floor) {
        this(runtime, row, round, rounds, forks, jsonFile, floor, null, null);
    }

    /** The same cell on a replacement column (bench.fallback=in-process for a JDK that cannot start): measured alone. */
    public CellRequest on(TargetRuntime replacement) {
        return new CellRequest(replacement, row, round, rounds, forks, jsonFile, floor, null, beside);
    }

    /** The same cell measured at {@code side} of a duet, or alone (null). */
    public CellRequest withDuet(DuetSide side) {
        return new CellRequest(runtime, row, round, rounds, forks, jsonFile, floor, side, beside);
    }

    /** The same cell measured once more at {@code side}, beside {@code partner} (a row or a column), its JSON in {@code json}. */
    public CellRequest extraBeside(DuetSide side, String partner, Path json) {
        return new CellRequest(runtime, row, round, rounds, forks, json, floor, side, partner);
    }

    /**
     * For an extra measurement beside a further partner, the folder of what it writes apart from the planned
     * cell's (profiler files: {@code beside-25}, {@code beside-org.acme.B.other}); null for a planned cell.
     */
    public String besideFolder() {
        return beside == null ? null : "beside-" + DuetPlan.safe(beside);
    }

    /** JMH's short name of Mode.SingleShotTime. */
    private static final String SINGLE_SHOT = "ss";

    /**
     * Whether the row keeps the preset's fixed warm-up under bench.warmup=auto (JobSettings.FixedWarmup):
     * a single shot measures a cold call, which the steady-state cut would throw away, and a row with
     * iteration-level fixtures would run them every short iteration.
     */
    public boolean keepsFixedWarmup() {
        return SINGLE_SHOT.equals(row.mode()) || row.method().iterationFixtures();
    }

    /** Where JMH's human-readable output of the cell goes (read to explain a failure). */
    public Path logFile() {
        String name = jsonFile.getFileName().toString();
        return jsonFile.resolveSibling(name.substring(0, name.length() - ".json".length()) + ".log");
    }

    /** Where the host records every iteration of the cell's measured forks (bench-host's IterationLog). */
    public Path iterationsFile() {
        return iterationsBeside(jsonFile);
    }

    /**
     * Where the same cell's first round on the same runtime recorded its iterations: its probe forks
     * under bench.warmup=auto (round directories sit side by side, {@link CellPlan}).
     */
    public Path probeIterationsFile() {
        Path roundDir = jsonFile.getParent();
        return iterationsBeside(roundDir.resolveSibling("round-1").resolve(jsonFile.getFileName()));
    }

    /** The iteration record that belongs to a cell's JMH JSON result: beside it, named after it. */
    public static Path iterationsBeside(Path jmhJson) {
        String name = jmhJson.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return jmhJson.resolveSibling(stem + ".iterations");
    }

    /** The cell's name in resume.json and in the host's progress lines: row, runtime and round. */
    public String key() {
        String what = floor ? "harness floor" : row.method().name() + " " + row.mode() + " " + row.paramsText();
        return what + (rounds == 1 ? "" : " #round" + round) + (beside == null ? "" : " beside " + beside);
    }

    /** "[ConcatBench.plus {n=10} avgt] on 17 (round 2/5)", for the log. */
    public String label() {
        String what = floor ? "harness floor" : row.label();
        return what + " on " + runtime.id() + (rounds > 1 ? " (round " + round + "/" + rounds + ")" : "")
                + (beside == null ? "" : " (bench.duet: again, beside " + beside + ")");
    }
}
