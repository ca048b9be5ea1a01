package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BenchmarkList lines as JMH 1.37's annotation processor writes them (copied from the
 * examples' target/classes), in a main and a test output directory.
 */
class BenchmarkCatalogTest {

    private static final String CONCAT = "JMH S 30 org.example.concat.ConcatBench S 57 org.example.concat.jmh_generated.ConcatBench_plus_jmhTest S 4 plus S 11 AverageTime E A 1 1 1 E E E E E E E E E E E E E M 1 1 n 2 8 xAAMAA== 16 xAAMAADAwAA===== U 11 NANOSECONDS E E";
    private static final String POOL = "JMH S 32 org.example.pooling.PoolingBench S 60 org.example.pooling.jmh_generated.PoolingBench_fresh_jmhTest S 5 fresh S 11 AverageTime E A 1 1 1 E E E E E E E E E E E E E E U 11 NANOSECONDS E E";

    /** @Fork(2) @Warmup(iterations = 3, time = 2) @Measurement(iterations = 5, time = 2), from perf/. */
    static final String ANNOTATED = "JMH S 44 io.github.benchplugin.perf.ModelAtScaleBench S 80 io.github.benchplugin.perf.jmh_generated.ModelAtScaleBench_mergeEndToEnd_jmhTest S 13 mergeEndToEnd S 11 AverageTime E A 1 1 1 E I 1 3 T 3 2 s E I 1 5 T 3 2 s E I 1 2 E E E E L 2 8 -Xmx512m 8 -Xms512m E U 12 MILLISECONDS E E";

    @TempDir
    Path tmp;

    private BenchmarkCatalog catalog() throws IOException {
        Path main = tmp.resolve("classes");
        Path test = tmp.resolve("test-classes");
        write(main, CONCAT);
        write(test, POOL);
        return read(List.of(main, test));
    }

    /** Read as bench:run reads it: by the JMH on the class path (this build's, 1.37), through bench-host's reader. */
    static BenchmarkCatalog read(List<Path> outputDirectories) throws IOException {
        List<Path> classpath = List.of(codeSource(org.openjdk.jmh.runner.BenchmarkListEntry.class),
                codeSource(io.github.benchplugin.host.CatalogReader.class));
        return BenchmarkCatalog.read(outputDirectories, ProjectJmh.find(classpath, "test"), classpath);
    }

    static Path codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void write(Path dir, String line) throws IOException {
        Path list = dir.resolve(BenchmarkCatalog.RESOURCE);
        Files.createDirectories(list.getParent());
        Files.writeString(list, line + "\n");
    }

    @Test
    void readsBothOutputDirectoriesAndMergesThemForJmh() throws IOException {
        BenchmarkCatalog catalog = catalog();
        assertEquals(List.of("org.example.concat.ConcatBench.plus", "org.example.pooling.PoolingBench.fresh"),
                catalog.methods().stream().map(BenchmarkMethod::name).toList());
        BenchmarkMethod plus = catalog.methods().get(0);
        assertEquals(List.of("avgt"), plus.modes());
        assertEquals(Map.of("n", List.of("10", "1000")), plus.params());
        assertEquals(2, plus.parameterSets(Map.of()));
        assertEquals(3, plus.parameterSets(Map.of("n", List.of("1", "2", "3"))));
        // One row per parameter value and mode: the unit a failure costs.
        assertEquals(List.of("org.example.concat.ConcatBench.plus {n=10} [avgt]",
                        "org.example.concat.ConcatBench.plus {n=1000} [avgt]"),
                plus.rows(Map.of(), null).stream().map(r -> r.key().toString()).toList());
        assertEquals(List.of("thrpt", "thrpt", "ss", "ss"),
                plus.rows(Map.of(), "thrpt,ss").stream().map(BenchmarkRow::mode).toList());
        // JMH reads only the first BenchmarkList on the class path: the merged one goes first.
        // The lines go into the merged list exactly as the project's JMH wrote them, so that it reads them back.
        Path overlay = catalog.writeOverlay(tmp.resolve("overlay"), List.of(ANNOTATED));
        assertEquals(List.of(CONCAT, POOL, ANNOTATED), Files.readAllLines(overlay.resolve(BenchmarkCatalog.RESOURCE)));
    }

    @Test
    void forkWarmupAndMeasurementAnnotationsAreRead() throws IOException {
        write(tmp, ANNOTATED);
        BenchmarkMethod annotated = read(List.of(tmp)).methods().get(0);
        assertEquals(new AnnotatedSettings(2, 3, Duration.ofSeconds(2), 5, Duration.ofSeconds(2), null, "MILLISECONDS"),
                annotated.annotated());
        assertEquals(new AnnotatedSettings(null, null, null, null, null, null, "NANOSECONDS"),
                catalog().methods().get(0).annotated(), "ConcatBench has @OutputTimeUnit(NANOSECONDS) only");
    }

    /**
     * JMH 1.37's lines for {@code @Threads(2)} on LockBench.contended and {@code @Fork(2)
     * @Warmup(iterations = 3, time = 2)} on LockBench.plain, both under {@code @BenchmarkMode(AverageTime)
     * @OutputTimeUnit(NANOSECONDS)} (compiled with jmh-generator-annprocess 1.37).
     */
    static final String THREADS_2 = "JMH S 18 org.acme.LockBench S 50 org.acme.jmh_generated.LockBench_contended_jmhTest S 9 contended S 11 AverageTime I 1 2 A 1 1 1 E E E E E E E E E E E E E E U 11 NANOSECONDS E E";
    static final String FORK_2 = "JMH S 18 org.acme.LockBench S 46 org.acme.jmh_generated.LockBench_plain_jmhTest S 5 plain S 11 AverageTime E A 1 1 1 E I 1 3 T 3 2 s E E E E I 1 2 E E E E E E U 11 NANOSECONDS E E";

    @Test
    void threadsAndOutputTimeUnitAnnotationsAreRead() throws IOException {
        Files.createDirectories(tmp.resolve(BenchmarkCatalog.RESOURCE).getParent());
        Files.writeString(tmp.resolve(BenchmarkCatalog.RESOURCE), THREADS_2 + "\n" + FORK_2 + "\n");
        List<BenchmarkMethod> methods = read(List.of(tmp)).methods();
        assertEquals(new AnnotatedSettings(null, null, null, null, null, 2, "NANOSECONDS"), methods.get(0).annotated());
        assertEquals(new AnnotatedSettings(2, 3, Duration.ofSeconds(2), null, null, null, "NANOSECONDS"),
                methods.get(1).annotated());
    }

    @Test
    void includeAndExcludeMatchLikeJmh() throws IOException {
        BenchmarkCatalog catalog = catalog();
        assertEquals(1, catalog.select(List.of("Concat"), List.of()).size());
        assertEquals(1, catalog.select(List.of(), List.of("fresh$")).size());
    }

    @Test
    void anIncludeMatchingNothingListsWhatExists() throws IOException {
        BadInputException e = assertThrows(BadInputException.class,
                () -> catalog().select(List.of("NoSuch"), List.of()));
        assertTrue(e.getMessage().contains("NoSuch") && e.getMessage().contains("ConcatBench.plus"), e.getMessage());
        BadInputException bad = assertThrows(BadInputException.class,
                () -> catalog().select(List.of("(unclosed"), List.of()));
        assertTrue(bad.getMessage().contains("'(unclosed'"), bad.getMessage());
    }

    @Test
    void aParamNoSelectedBenchmarkDeclaresIsAnError() throws IOException {
        List<BenchmarkMethod> selected = catalog().methods();
        BenchmarkCatalog.checkParams(Map.of("n", List.of("5")), selected);
        BadInputException e = assertThrows(BadInputException.class,
                () -> BenchmarkCatalog.checkParams(Map.of("size", List.of("5")), selected));
        assertEquals("bench.params names 'size', which no selected benchmark declares as @Param; declared: n",
                e.getMessage());
    }

    @Test
    void aListTheProjectsJmhCannotParseIsOneErrorNamingTheFile() throws IOException {
        write(tmp, "JMH S 12 org.acme.Old S 34 this line was cut");
        BadInputException e = assertThrows(BadInputException.class, () -> read(List.of(tmp)));
        assertTrue(e.getMessage().startsWith("JMH 1.37 ("), e.getMessage());
        assertTrue(e.getMessage().contains(tmp.resolve(BenchmarkCatalog.RESOURCE) + " line 1: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("rebuild the benchmarks with this JMH (mvn clean), so that its annotation"
                + " processor writes the list again"), e.getMessage());
    }

    @Test
    void noListMeansAnEmptyCatalog() throws IOException {
        assertTrue(read(List.of(tmp.resolve("nothing"))).isEmpty());
    }
}
