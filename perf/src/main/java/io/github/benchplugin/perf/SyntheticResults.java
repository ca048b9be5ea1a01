package io.github.benchplugin.perf;

import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A results.json as a large suite produces it, made up but shaped like the real thing:
 * 5 methods per class and 4 parameter sets per method, mostly avgt with some thrpt, scores
 * spread over six orders of magnitude, each runtime a few percent faster or slower than the
 * first, 5 forks of 5 iterations per cell (the default preset) with 2% fork-to-fork and 1%
 * iteration noise, allocation on most cells, a few failed cells, a few empty methods (below
 * the floor), and each runtime's harness floor. Seeded: the same arguments give the same file.
 *
 * <p>{@code java -cp ... io.github.benchplugin.perf.SyntheticResults out.json [rows] [runtimes]}
 */
public final class SyntheticResults {

    static final int FORKS = 5;
    static final int ITERATIONS = 5;
    private static final String[] METHODS = {"baseline", "plus", "builder", "join", "format"};
    private static final String[] SIZES = {"1", "10", "100", "1000"};

    private SyntheticResults() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: SyntheticResults <out.json> [rows, default 10000] [runtimes, default 4]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        int rows = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        int runtimes = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        BenchResult result = generate(rows, runtimes, 1);
        Path parent = out.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        new ResultJsonWriter().write(result, out);
        System.out.println("wrote " + out + ": " + rows + " rows x " + runtimes + " runtimes, " + Files.size(out) + " bytes");
    }

    /** Runtime ids 17, 21, 24, 25, then 26, 27, ...: the first is the baseline. */
    public static BenchResult generate(int rowCount, int runtimeCount, long seed) {
        Random random = new Random(seed);
        List<RuntimeInfo> runtimes = new ArrayList<>();
        int[] features = {17, 21, 24, 25};
        for (int i = 0; i < runtimeCount; i++) {
            int feature = i < features.length ? features[i] : 25 + i - features.length + 1;
            // Each runtime's harness floor, as a run measures it: the empty method, about 0.4 ns/op.
            List<Double> floorForks = new ArrayList<>();
            for (int f = 0; f < FORKS; f++) {
                floorForks.add(0.4 * (1 + 0.02 * random.nextGaussian()));
            }
            HarnessFloor floor = new HarnessFloor("avgt", 0.4, 0.01, "ns/op", floorForks);
            runtimes.add(RuntimeInfo.builder(Integer.toString(feature)).requested(Integer.toString(feature))
                    .javaVersion(feature + ".0.2").featureVersion(feature).vendor("Eclipse Adoptium")
                    .javaHome("/usr/lib/jvm/temurin-" + feature).baseline(i == 0).hostName("perf-host")
                    .jmhVersion("1.37").build()
                    .withFloor(floor));
        }
        List<Row> rows = new ArrayList<>(rowCount);
        for (int r = 0; r < rowCount; r++) {
            int perClass = METHODS.length * SIZES.length;
            String className = "org.example.suite" + (r / (perClass * 50)) + ".Bench" + (r / perClass);
            String method = METHODS[(r / SIZES.length) % METHODS.length];
            // One class in 25 has an empty reference method, as suites that calibrate do.
            if (method.equals("baseline") && (r / perClass) % 25 == 0) {
                method = "empty";
            }
            boolean throughput = (r / perClass) % 5 == 4;
            String size = SIZES[r % SIZES.length];
            double score = Math.exp(random.nextDouble() * Math.log(1e6)) * (method.equals("empty") ? 1e-3 : 1);
            rows.add(row(random, className + "." + method, throughput, size, score, runtimes));
        }
        Environment environment = Environment.builder("perf-host").os("Linux 6.1").arch("amd64").cpus(2)
                .createdAt("2026-12-01T00:00:00Z")
                .settings(Map.of("forks", Integer.toString(FORKS), "iterations", Integer.toString(ITERATIONS), "mode", "avgt"))
                .facts(Map.of("cpuGovernor", "performance")).build();
        return new BenchResult(BenchResult.SCHEMA_VERSION, environment, runtimes, rows, List.of());
    }

    private static Row row(Random random, String benchmark, boolean throughput, String size, double score,
                           List<RuntimeInfo> runtimes) {
        Map<String, Cell> cells = new LinkedHashMap<>();
        double alloc = random.nextInt(4) == 0 ? 0 : 16 * (1 + random.nextInt(64));
        for (RuntimeInfo runtime : runtimes) {
            if (random.nextInt(400) == 0) {
                cells.put(runtime.id(), Cell.failed("java.lang.IllegalStateException: synthetic failure at size " + size));
                continue;
            }
            double factor = runtime.baseline() ? 1 : Math.exp(0.08 * random.nextGaussian());
            cells.put(runtime.id(), cell(random, throughput ? 1e3 / (score * factor) : score * factor, alloc));
        }
        return Row.builder(benchmark, throughput ? "thrpt" : "avgt").params(Map.of("size", size))
                .unit(throughput ? "ops/us" : "ns/op").cells(cells).build();
    }

    private static Cell cell(Random random, double mean, double alloc) {
        List<List<Double>> forks = new ArrayList<>(FORKS);
        List<Double> flat = new ArrayList<>(FORKS * ITERATIONS);
        double sum = 0;
        for (int f = 0; f < FORKS; f++) {
            double forkMean = mean * (1 + 0.02 * random.nextGaussian());
            List<Double> fork = new ArrayList<>(ITERATIONS);
            for (int i = 0; i < ITERATIONS; i++) {
                double sample = forkMean * (1 + 0.01 * random.nextGaussian());
                fork.add(sample);
                flat.add(sample);
                sum += sample;
            }
            forks.add(fork);
        }
        double score = sum / flat.size();
        double error = score * 0.03;
        return Cell.builder(CellStatus.OK).score(score).error(error).ciLow(score - error).ciHigh(score + error)
                .samples(flat).forkSamples(forks).allocBytesPerOp(alloc).build();
    }
}
