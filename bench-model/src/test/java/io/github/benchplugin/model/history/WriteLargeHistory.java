package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.Machine;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Writes a synthetic history through {@link HistoryDirectory#append} (so in the format this
 * plugin writes) for scripts/history-scale.sh:
 * {@code WriteLargeHistory <dir> <runs> <rows> <runtimes> [forks]}.
 *
 * <p>Every run is one commit a minute apart; every cell's fork means are the series' level times
 * exp(N(0, 1%)). Every 56th series (27 of 1,500) gets a 10% slowdown from 90% of the runs on:
 * the change points the report should find. The names are as long as real ones
 * ("org.acme.bench.suite07.ParserBench.parse013" with a {@code size} parameter).
 */
public final class WriteLargeHistory {

    /** Every how many series one has a step. */
    static final int STEP_EVERY = 56;

    private WriteLargeHistory() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int runs = Integer.parseInt(args[1]);
        int rows = Integer.parseInt(args[2]);
        int runtimes = Integer.parseInt(args[3]);
        int forks = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        HistoryDirectory history = new HistoryDirectory(dir);
        Random random = new Random(42);
        String[] ids = new String[runtimes];
        Map<String, Machine> machines = new TreeMap<>();
        for (int r = 0; r < runtimes; r++) {
            ids[r] = String.valueOf(17 + 4 * r);
            machines.put(ids[r], new Machine("AMD EPYC 7763 64-Core Processor", 4, 16L << 30,
                    "Linux 6.8.0-1017-azure", "amd64", "6.8.0-1017-azure"));
        }
        double[] levels = new double[rows * runtimes];
        for (int i = 0; i < levels.length; i++) {
            levels[i] = Math.exp(random.nextDouble() * 12); // 1 ns .. 160 us
        }
        int stepAt = runs * 9 / 10;
        for (int run = 0; run < runs; run++) {
            List<RecordedCell> cells = new ArrayList<>(rows * runtimes);
            for (int row = 0; row < rows; row++) {
                String benchmark = String.format("org.acme.bench.suite%02d.ParserBench.parse%03d", row / 50, row);
                Map<String, String> params = Map.of("size", String.valueOf(1 << (row % 12)));
                for (int r = 0; r < runtimes; r++) {
                    int series = row * runtimes + r;
                    double level = levels[series] * (series % STEP_EVERY == 0 && run >= stepAt ? 1.10 : 1.0);
                    List<Double> means = new ArrayList<>(forks);
                    for (int f = 0; f < forks; f++) {
                        means.add(level * Math.exp(random.nextGaussian() * 0.01));
                    }
                    cells.add(new RecordedCell(benchmark, "avgt", params, ids[r], ids[r] + ".0.15", "ns/op", means,
                            row % 3 == 0 ? 48.0 * (row % 7) : null));
                }
            }
            Instant at = Instant.parse("2026-01-01T00:00:00Z").plusSeconds(60L * run);
            CommitInfo commit = new CommitInfo(String.format("%040x", 0xabc000L + run), at.toString(), "main");
            history.append(new RunRecord(RunRecord.SCHEMA_VERSION, at.plusSeconds(30).toString(), commit, machines,
                    Map.of("forks", String.valueOf(forks), "warmupIterations", "5", "iterations", "5"), "0.1.0-SNAPSHOT",
                    cells));
        }
    }
}
