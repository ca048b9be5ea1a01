package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Measurement tool for scripts/results-scale.sh (docs/performance.md, "Results file size"), not a test.
 * <pre>
 * size REAL.json OUT_DIR              bytes per cell of a real run's results.json, as it is and as this
 *                                     version writes it (results.json + results.raw.json.gz), read back equal
 * grow REAL.json ROWS RUNTIMES OUT    a suite of ROWS x RUNTIMES made of the real run's cells (rows copied
 *                                     with a parameter "copy", runtimes copied with ids "&lt;id&gt;-c&lt;n&gt;"),
 *                                     written by this version into OUT/results.json (+ side file)
 * </pre>
 */
public final class ScaleResults {

    private ScaleResults() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "size" -> size(Path.of(args[1]), Path.of(args[2]));
            case "grow" -> grow(Path.of(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]), Path.of(args[4]));
            default -> throw new IllegalArgumentException("size | grow");
        }
    }

    private static void size(Path real, Path out) throws Exception {
        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).read(real);
        long cells = cells(read);
        long before = Files.size(real);
        Path written = out.resolve("results.json");
        new ResultJsonWriter().write(read, written);
        long after = Files.size(written);
        long side = Files.size(RawDataFile.beside(written));
        // The header (environment, runtimes with their JVM flags) is paid once per file, not per cell.
        BenchResult headerOnly = read.withRows(List.of());
        Path header = out.resolve("header-only.json");
        new ResultJsonWriter().write(headerOnly, header);
        long headerBytes = Files.size(header);
        BenchResult again = new ResultJsonReader(notes::add).read(written);
        System.out.printf("%s: schemaVersion %d, %d rows, %d cells%n", real, read.schemaVersion(), read.rows().size(), cells);
        System.out.printf("before (as read):   results.json %,d bytes = %,d bytes a cell (%,d without the %,d-byte header)%n",
                before, before / cells, (before - headerBytes) / cells, headerBytes);
        System.out.printf("after  (v%d):        results.json %,d bytes = %,d bytes a cell (%,d without the header)%n",
                BenchResult.SCHEMA_VERSION, after, after / cells, (after - headerBytes) / cells);
        System.out.printf("                    results.raw.json.gz %,d bytes = %,d bytes a cell%n", side, side / cells);
        System.out.printf("read back equal: %s; notes: %s%n",
                again.equals(read.withSchemaVersion(BenchResult.SCHEMA_VERSION)), notes);
    }

    private static void grow(Path real, int rows, int runtimes, Path out) throws Exception {
        BenchResult source = new ResultJsonReader().read(real);
        List<RuntimeInfo> columns = new ArrayList<>();
        for (int c = 0; columns.size() < runtimes; c++) {
            for (RuntimeInfo runtime : source.runtimes()) {
                if (columns.size() < runtimes) {
                    columns.add(c == 0 ? runtime : runtime.withId(runtime.id() + "-c" + c).toBuilder().baseline(false).build());
                }
            }
        }
        List<Row> grown = new ArrayList<>(rows);
        List<Cell> pool = new ArrayList<>();
        source.rows().forEach(r -> r.cells().values().stream().filter(Cell::isOk).forEach(pool::add));
        int next = 0;
        for (int i = 0; i < rows; i++) {
            Row template = source.rows().get(i % source.rows().size());
            Map<String, String> params = new TreeMap<>(template.params());
            params.put("copy", Integer.toString(i / source.rows().size()));
            Map<String, Cell> cells = new LinkedHashMap<>();
            for (RuntimeInfo column : columns) {
                cells.put(column.id(), pool.get(next++ % pool.size())); // shared instances: the generator stays small
            }
            grown.add(Row.builder(template.benchmark(), template.mode()).params(params).unit(template.unit())
                    .cells(cells).build());
        }
        BenchResult result = new BenchResult(BenchResult.SCHEMA_VERSION, source.environment(), columns, grown,
                List.of(), null, List.of());
        Files.createDirectories(out);
        new ResultJsonWriter().write(result, out.resolve("results.json"));
        System.out.printf("%s: %d rows x %d runtimes = %d cells; results.json %,d bytes, results.raw.json.gz %,d bytes%n",
                out, rows, runtimes, cells(result), Files.size(out.resolve("results.json")),
                Files.size(RawDataFile.beside(out.resolve("results.json"))));
    }

    private static long cells(BenchResult result) {
        return result.rows().stream().mapToLong(r -> r.cells().size()).sum();
    }
}
