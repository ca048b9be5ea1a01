package io.github.benchplugin.model.jmh;

import io.github.benchplugin.model.result.Cell;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Fixtures are real JMH 1.37 output of the examples; the 1.36 one has the GC keys renamed as 1.36 wrote them. */
class JmhJsonImporterTest {

    private final JmhJsonImporter importer = new JmhJsonImporter();

    private List<JmhRecord> read(String fixture) throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/jmh/" + fixture)) {
            assertNotNull(in, fixture);
            return importer.read(in, fixture);
        }
    }

    @Test
    void averageTimeWithParams() throws IOException {
        List<JmhRecord> records = read("jmh-1.37-avgt-params.json");
        assertEquals(4, records.size());
        JmhRecord plus1000 = records.stream()
                .filter(r -> r.benchmark().endsWith("ConcatBench.plus") && r.params().get("n").equals("1000"))
                .findFirst().orElseThrow();
        assertEquals("avgt", plus1000.mode());
        assertEquals("ns/op", plus1000.unit());
        assertEquals("1.37", plus1000.jmhVersion());
        assertTrue(plus1000.allocBytesPerOp() > 1_000_000, "+= on 1000 values allocates megabytes");
        Cell cell = plus1000.toCell();
        assertEquals(plus1000.score(), cell.score());
        assertEquals(cell.samples().size(), cell.forkSamples().stream().mapToInt(List::size).sum());
        double mean = cell.samples().stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertEquals(plus1000.score(), mean, plus1000.score() * 1e-9, "JMH's score is the mean of its iterations");
    }

    @Test
    void allocationIsKeptPerForkForTheAllocationVerdict() throws IOException {
        JmhRecord plus1000 = read("jmh-1.37-avgt-params.json").stream()
                .filter(r -> r.benchmark().endsWith("ConcatBench.plus") && r.params().get("n").equals("1000"))
                .findFirst().orElseThrow();
        Cell cell = plus1000.toCell();
        assertEquals(cell.forkSamples().size(), cell.allocForks().size(), "one figure per fork");
        double meanOfForks = cell.allocForks().stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertEquals(cell.allocBytesPerOp(), meanOfForks, cell.allocBytesPerOp() * 1e-6,
                "equal iterations per fork: the mean of the fork means is JMH's score");
    }

    @Test
    void sampleTimeTakesEachIterationsMeanFromItsHistogram() throws IOException {
        JmhRecord sample = read("jmh-1.37-sample-thrpt.json").stream()
                .filter(r -> r.mode().equals("sample")).findFirst().orElseThrow();
        assertEquals(1, sample.forkSamples().size());
        assertTrue(sample.forkSamples().get(0).stream().allMatch(v -> v > 0 && Double.isFinite(v)));
        double mean = sample.forkSamples().get(0).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertEquals(sample.score(), mean, sample.score() * 0.5, "histogram means agree with the score");
    }

    @Test
    void jmh136GcKeysAreRead() throws IOException {
        List<JmhRecord> old = read("jmh-1.36-naming.json");
        List<JmhRecord> current = read("jmh-1.37-sample-thrpt.json");
        for (int i = 0; i < old.size(); i++) {
            assertNotNull(old.get(i).allocBytesPerOp());
            assertEquals(current.get(i).allocBytesPerOp(), old.get(i).allocBytesPerOp());
        }
    }

    @Test
    void nanScoresAndErrorsBecomeFailedCellsAndNulls() throws IOException {
        String json = "[{\"benchmark\":\"a.B.m\",\"mode\":\"avgt\",\"primaryMetric\":{\"score\":\"NaN\","
                + "\"scoreError\":\"NaN\",\"scoreConfidence\":[\"NaN\",\"NaN\"],\"scoreUnit\":\"ns/op\",\"rawData\":[[\"NaN\"]]}}]";
        JmhRecord r = importer.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "x").get(0);
        assertNull(r.scoreError());
        assertEquals("failed", r.toCell().status().json());
    }

    @Test
    void notJmhOutputIsAClearError() {
        IOException e = assertThrows(IOException.class, () -> importer.read(
                new ByteArrayInputStream("{\"schemaVersion\":1}".getBytes(StandardCharsets.UTF_8)), "results.json"));
        assertTrue(e.getMessage().contains("not JMH JSON"), e.getMessage());
    }

    @Test
    void emptyFileMeansNoResults() throws IOException {
        assertEquals(List.of(), importer.read(new ByteArrayInputStream(new byte[0]), "empty"));
    }
}
