package io.github.benchplugin.model.jmh;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * jmh-1.37-secondary-metrics.json is real JMH 1.37 output (JDK 17, -prof gc, 2 forks x 3 iterations)
 * of a benchmark with an {@code @AuxCounters(EVENTS)} field {@code hits} incremented by 2 per call,
 * and of a {@code @Group("shared")} with methods read and write; the @Param values hold a comma,
 * a quote, '=' and ';'. The 1.36 file is the same with the GC keys prefixed as 1.36 wrote them.
 */
class SecondaryMetricsImportTest {

    private List<JmhRecord> read(String fixture) throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/jmh/" + fixture)) {
            assertNotNull(in, fixture);
            return new JmhJsonImporter().read(in, fixture);
        }
    }

    private static JmhRecord row(List<JmhRecord> records, String method) {
        return records.stream().filter(r -> r.benchmark().endsWith(method)).findFirst().orElseThrow();
    }

    @Test
    void everySecondaryMetricIsKeptWithUnitScoreErrorAndForks() throws IOException {
        Cell cell = row(read("jmh-1.37-secondary-metrics.json"), ".allocate").toCell();
        assertEquals(Set.of("gc.alloc.rate", "gc.alloc.rate.norm", "gc.count", "gc.time", "hits",
                "gc.count.per1k", "hits.norm"), cell.metrics().keySet());
        Metric count = cell.metrics().get("gc.count");
        assertEquals("counts", count.unit());
        assertEquals(737.0, count.score());
        assertEquals(List.of(List.of(121.0, 129.0, 126.0), List.of(117.0, 122.0, 122.0)), count.rawData());
        Metric alloc = cell.metrics().get("gc.alloc.rate.norm");
        assertEquals("B/op", alloc.unit());
        assertNotNull(alloc.error());
        assertEquals(cell.allocBytesPerOp(), alloc.score(), "allocBytesPerOp is the same figure");
        assertEquals("ms", cell.metrics().get("gc.time").unit());
        assertEquals("#", cell.metrics().get("hits").unit());
        assertEquals(2, cell.metrics().get("hits").rawData().size(), "one list per fork");
    }

    @Test
    void countsAreMadePerOperation() throws IOException {
        Cell cell = row(read("jmh-1.37-secondary-metrics.json"), ".allocate").toCell();
        Metric hits = cell.metrics().get("hits.norm");
        assertEquals("#/op", hits.unit());
        // The benchmark adds 2 per call; the iteration's operations are worked out from its nominal
        // time, which the real iteration overruns by a little.
        assertEquals(2.0, hits.score(), 0.2);
        Metric gc = cell.metrics().get("gc.count.per1k");
        assertEquals("counts/1k op", gc.unit());
        assertEquals(2, gc.rawData().size());
        assertTrue(gc.score() > 0, "the benchmark allocates 272 B per call into a 64 MB heap");
        assertTrue(gc.perOperation() && hits.perOperation());
        assertFalse(cell.metrics().get("gc.count").perOperation(), "a count per iteration depends on its length");
    }

    @Test
    void aGroupKeepsEachMethodAsAMetric() throws IOException {
        Cell cell = row(read("jmh-1.37-secondary-metrics.json"), ".shared").toCell();
        Map<String, Metric> metrics = cell.metrics();
        assertEquals("ns/op", metrics.get("read").unit());
        assertEquals("ns/op", metrics.get("write").unit());
        assertEquals(2, metrics.get("write").rawData().size());
        assertTrue(metrics.get("read").perOperation());
        assertTrue(metrics.containsKey("gc.count.per1k"), "derived from gc.count although it is 0");
    }

    @Test
    void jmh136NamesAreNormalised() throws IOException {
        Cell old = row(read("jmh-1.36-secondary-metrics.json"), ".allocate").toCell();
        Cell now = row(read("jmh-1.37-secondary-metrics.json"), ".allocate").toCell();
        assertEquals(now.metrics(), old.metrics());
        assertEquals(now.allocBytesPerOp(), old.allocBytesPerOp());
        assertEquals(now.allocForks(), old.allocForks());
    }

    /**
     * jmh-1.37-prof-stack.json is real JMH 1.37 output (JDK 17, {@code -prof stack -prof gc}, 1 fork x 3
     * iterations of 100 ms): the stack profiler's result "stack" has unit "---" and score NaN.
     */
    @Test
    void aProfilersTextResultIsNoMetricAndTheFiguresBesideItStay() throws IOException {
        Cell cell = read("jmh-1.37-prof-stack.json").get(0).toCell();
        assertFalse(cell.metrics().containsKey("stack"), cell.metrics().keySet()::toString);
        assertEquals(Set.of("gc.alloc.rate", "gc.alloc.rate.norm", "gc.count", "gc.count.per1k"), cell.metrics().keySet());
        assertTrue(cell.metrics().values().stream().allMatch(m -> m.score() != null), "every metric has a figure");
        assertNotNull(cell.allocBytesPerOp());
    }

    @Test
    void aResultWithoutANumericScoreIsNoMetric() throws IOException {
        String json = """
                [ { "benchmark": "a.B.m", "mode": "avgt", "threads": 1, "measurementTime": "100 ms",
                    "primaryMetric": { "score": 5.0, "scoreUnit": "ns/op", "rawData": [[5.0, 5.0]] },
                    "secondaryMetrics": {
                      "perf": { "score": "NaN", "scoreUnit": "---", "rawData": [["NaN", "NaN"]] },
                      "odd": { "score": 3.0, "scoreUnit": "---", "rawData": [[3.0, 3.0]] },
                      "nothing": { "score": "NaN", "scoreUnit": "ops/s", "rawData": [[]] },
                      "hits": { "score": 7.0, "scoreUnit": "ops/s", "rawData": [[7.0, 7.0]] } } } ]""";
        Cell cell = new JmhJsonImporter().read(new java.io.ByteArrayInputStream(json.getBytes(
                java.nio.charset.StandardCharsets.UTF_8)), "x").get(0).toCell();
        assertEquals(Set.of("hits"), cell.metrics().keySet());
    }

    @Test
    void singleShotHasNoFigurePerOperation() throws IOException {
        String json = """
                [ { "benchmark": "a.B.m", "mode": "ss", "threads": 1, "measurementTime": "single-shot",
                    "primaryMetric": { "score": 5.0, "scoreUnit": "us/op", "rawData": [[5.0]] },
                    "secondaryMetrics": { "gc.count": { "score": 1.0, "scoreUnit": "counts", "rawData": [[1.0]] } } } ]""";
        Cell cell = new JmhJsonImporter().read(new java.io.ByteArrayInputStream(json.getBytes(
                java.nio.charset.StandardCharsets.UTF_8)), "x").get(0).toCell();
        assertEquals(Set.of("gc.count"), cell.metrics().keySet());
    }
}
