package io.github.benchplugin.perf;

import io.github.benchplugin.model.analysis.Analyser;
import io.github.benchplugin.model.analysis.Analysers;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.combine.ResultCombiner;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.stats.ComparisonCalculator;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * One pass of what bench:merge does to a results.json, phase by phase, with wall time and the
 * peak heap: a quick look at where the time goes, without JMH's repetitions. The JMH figures
 * come from {@link ModelAtScaleBench}.
 *
 * <p>{@code java -Xmx512m -cp ... io.github.benchplugin.perf.PhaseTimer results.json [outDir]}
 */
public final class PhaseTimer {

    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private PhaseTimer() {
    }

    public static void main(String[] args) throws Exception {
        Path input = Path.of(args[0]);
        Path out = args.length > 1 ? Path.of(args[1]) : Files.createTempDirectory("phase-timer");
        Files.createDirectories(out);
        long start = System.nanoTime();
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        BenchResult read = time("read", () -> new ResultJsonReader().read(input));
        ResultCombiner.Combined combined = time("merge", () -> Merges.one(read));
        if (Boolean.getBoolean("phases.detail")) {
            detail(combined);
        }
        BenchResult merged = time("analyse", () -> new ReportAssembler(null).assemble(combined.environment(),
                combined.runtimes(), combined.rows(), List.of()));
        time("write results.json", () -> {
            new ResultJsonWriter().write(merged, out.resolve("results.json"));
            return null;
        });
        String md = time("render results.md", () -> new MarkdownRenderer().render(merged));
        String csv = time("render results.csv", () -> new CsvRenderer().render(merged));
        String html = time("render results.html", () -> new HtmlRenderer().render(merged));
        List<String> console = time("render console", () -> new ConsoleRenderer().render(merged));
        System.out.printf(Locale.ROOT, "total %.2f s wall, %.2f s cpu (this thread; GC runs in others); %d rows, %d warnings; md %d KB, csv %d KB, html %d KB, console %d"
                        + " lines; heap pools' peaks summed %d MB (an upper bound: the pools peak at different times)%n", (System.nanoTime() - start) / 1e9,
                (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e9, merged.rows().size(),
                merged.warnings().size(), md.length() / 1024, csv.length() / 1024, html.length() / 1024, console.size(),
                peakHeapBytes() / (1024 * 1024));
    }

    /** The analyse phase split: the comparisons, then each analyser on its own. */
    private static void detail(ResultCombiner.Combined combined) throws Exception {
        List<io.github.benchplugin.model.result.Row> compared = time("  comparisons", () -> new ComparisonCalculator()
                .withComparisons(combined.rows(), combined.runtimes(), null));
        BenchResult draft = new BenchResult(BenchResult.SCHEMA_VERSION, combined.environment(), combined.runtimes(),
                compared, List.of());
        for (Analyser analyser : Analysers.standard()) {
            time("  " + analyser.getClass().getSimpleName(), () -> analyser.analyse(draft));
        }
    }

    private static <T> T time(String phase, Callable<T> work) throws Exception {
        // CPU time too: on a shared machine the wall time says as much about the neighbours.
        long t0 = System.nanoTime();
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        T value = work.call();
        System.out.printf(Locale.ROOT, "%-28s %7.3f s wall %7.3f s cpu%n", phase, (System.nanoTime() - t0) / 1e9,
                (THREADS.getCurrentThreadCpuTime() - cpu0) / 1e9);
        return value;
    }

    /** The sum of each heap pool's peak: an upper bound of the heap in use at any one time. */
    static long peakHeapBytes() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
