package io.github.benchplugin.perf;

import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.combine.ResultCombiner;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.model.stats.ComparisonCalculator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * What bench:merge does to a 10,000-row x 4-runtime results.json, step by step, each step on
 * its own: read, merge, compare, analyse (comparisons and every analyser), write results.json,
 * render each report; and {@link #mergeEndToEnd} for all of it. The heap is capped at 512 MB
 * in every fork, so a step that needs more fails instead of reporting a time.
 *
 * <p>The whole suite takes about 15 minutes; pick steps with bench.include (docs/performance.md).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xmx512m", "-Xms512m"})
public class ModelAtScaleBench {

    static final int ROWS = 10_000;
    static final int RUNTIMES = 4;

    /**
     * The input file, read once. Each later step has its own state on top of this one, so a
     * benchmark prepares only what it uses (JMH sets up only the states a method takes).
     */
    @State(Scope.Benchmark)
    public static class Input {
        Path directory;
        Path file;
        BenchResult read;

        @Setup(Level.Trial)
        public void setUp() throws IOException, ResultFileException {
            directory = Files.createTempDirectory("model-at-scale");
            file = directory.resolve("input.json");
            new ResultJsonWriter().write(SyntheticResults.generate(ROWS, RUNTIMES, 1), file);
            read = new ResultJsonReader().read(file);
        }

        @TearDown(Level.Trial)
        public void tearDown() throws IOException {
            try (Stream<Path> files = Files.walk(directory)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** The input's rows laid out as one table, not yet compared. */
    @State(Scope.Benchmark)
    public static class Merged {
        ResultCombiner.Combined combined;

        @Setup(Level.Trial)
        public void setUp(Input input) {
            combined = Merges.one(input.read);
        }
    }

    /** The finished result: what the writers and renderers get. */
    @State(Scope.Benchmark)
    public static class Assembled {
        BenchResult result;

        @Setup(Level.Trial)
        public void setUp(Merged merged) {
            result = assemble(merged.combined);
        }
    }

    @Benchmark
    public BenchResult read(Input input) throws IOException, ResultFileException {
        return new ResultJsonReader().read(input.file);
    }

    @Benchmark
    public ResultCombiner.Combined merge(Input input) {
        return Merges.one(input.read);
    }

    @Benchmark
    public List<Row> compare(Merged merged) {
        return new ComparisonCalculator().withComparisons(merged.combined.rows(), merged.combined.runtimes(), null);
    }

    @Benchmark
    public BenchResult analyse(Merged merged) {
        return assemble(merged.combined);
    }

    @Benchmark
    public Path writeJson(Input input, Assembled assembled) throws IOException {
        Path out = input.directory.resolve("results.json");
        new ResultJsonWriter().write(assembled.result, out);
        return out;
    }

    @Benchmark
    public String renderMarkdown(Assembled assembled) {
        return new MarkdownRenderer().render(assembled.result);
    }

    @Benchmark
    public String renderCsv(Assembled assembled) {
        return new CsvRenderer().render(assembled.result);
    }

    @Benchmark
    public String renderHtml(Assembled assembled) {
        return new HtmlRenderer().render(assembled.result);
    }

    @Benchmark
    public List<String> renderConsole(Assembled assembled) {
        return new ConsoleRenderer().render(assembled.result);
    }

    /**
     * Everything bench:merge does after Maven has started, except printing to the log: read, merge,
     * analyse, write the four files as bench:merge writes them ({@link ReportFiles}: results.json on
     * a thread of its own while the reports render), and lay out the console's excerpt.
     */
    @Benchmark
    public int mergeEndToEnd(Input input) throws IOException, ResultFileException {
        BenchResult result = assemble(Merges.one(new ResultJsonReader().read(input.file)));
        Path out = Files.createDirectories(input.directory.resolve("end-to-end"));
        new ReportFiles().write(result, out);
        return new ConsoleRenderer().render(result).size();
    }

    private static BenchResult assemble(ResultCombiner.Combined combined) {
        return new ReportAssembler(null).assemble(combined.environment(), combined.runtimes(), combined.rows(),
                List.of());
    }
}
