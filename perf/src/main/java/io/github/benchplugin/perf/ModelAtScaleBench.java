package io.github.benchplugin.perf;

import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.io.ResultJsonReader;
import io.github.benchplugin.io.ResultJsonWriter;
import io.github.benchplugin.merge.ResultCombiner;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.render.ConsoleRenderer;
import io.github.benchplugin.render.CsvRenderer;
import io.github.benchplugin.render.HtmlRenderer;
import io.github.benchplugin.render.MarkdownRenderer;
import io.github.benchplugin.report.ReportAssembler;
import io.github.benchplugin.stats.ComparisonCalculator;
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
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 2, jvmArgsAppend = {"-Xmx512m", "-Xms512m"})
public class ModelAtScaleBench {

    static final int ROWS = 10_000;
    static final int RUNTIMES = 4;

    private Path directory;
    private Path input;
    private BenchResult read;
    private ResultCombiner.Combined combined;
    private BenchResult assembled;

    @Setup(Level.Trial)
    public void setUp() throws IOException, ResultFileException {
        directory = Files.createTempDirectory("model-at-scale");
        input = directory.resolve("input.json");
        new ResultJsonWriter().write(SyntheticResults.generate(ROWS, RUNTIMES, 1), input);
        read = new ResultJsonReader().read(input);
        combined = new ResultCombiner().combine(List.of(read));
        assembled = assemble(combined);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    @Benchmark
    public BenchResult read() throws IOException, ResultFileException {
        return new ResultJsonReader().read(input);
    }

    @Benchmark
    public ResultCombiner.Combined merge() {
        return new ResultCombiner().combine(List.of(read));
    }

    @Benchmark
    public List<Row> compare() {
        return new ComparisonCalculator().withComparisons(combined.rows(), combined.runtimes(), null);
    }

    @Benchmark
    public BenchResult analyse() {
        return assemble(combined);
    }

    @Benchmark
    public Path writeJson() throws IOException {
        Path out = directory.resolve("results.json");
        new ResultJsonWriter().write(assembled, out);
        return out;
    }

    @Benchmark
    public String renderMarkdown() {
        return new MarkdownRenderer().render(assembled);
    }

    @Benchmark
    public String renderCsv() {
        return new CsvRenderer().render(assembled);
    }

    @Benchmark
    public String renderHtml() {
        return new HtmlRenderer().render(assembled);
    }

    @Benchmark
    public List<String> renderConsole() {
        return new ConsoleRenderer().render(assembled);
    }

    /** Everything bench:merge does after Maven has started, except printing to the log. */
    @Benchmark
    public int mergeEndToEnd() throws IOException, ResultFileException {
        BenchResult result = assemble(new ResultCombiner().combine(List.of(new ResultJsonReader().read(input))));
        Path out = directory.resolve("end-to-end");
        new ResultJsonWriter().write(result, out.resolve("results.json"));
        return new MarkdownRenderer().render(result).length() + new CsvRenderer().render(result).length()
                + new HtmlRenderer().render(result).length() + new ConsoleRenderer().render(result).size();
    }

    private static BenchResult assemble(ResultCombiner.Combined combined) {
        return new ReportAssembler(null).assemble(combined.environment(), combined.runtimes(), combined.rows(),
                List.of());
    }
}
