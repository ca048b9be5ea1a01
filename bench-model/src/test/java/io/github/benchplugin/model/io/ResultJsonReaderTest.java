package io.github.benchplugin.model.io;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The named faults of a results file read back, each with the message a user sees. */
class ResultJsonReaderTest {

    @TempDir
    Path dir;

    private Path file;
    private String valid;

    @BeforeEach
    void writeValid() throws Exception {
        file = dir.resolve("results.json");
        valid = new ResultJsonWriter().toJson(SampleResult.twoRuntimes());
    }

    @Test
    void missingFile() {
        assertEquals("results file " + file + " does not exist", rejected(new ResultJsonReader()));
    }

    @Test
    void emptyFile() throws Exception {
        Files.writeString(file, "");
        assertTrue(rejected(new ResultJsonReader()).startsWith("results file " + file + " is empty"));
    }

    @Test
    void directory() throws Exception {
        file = dir;
        assertTrue(rejected(new ResultJsonReader()).contains("is a directory"));
    }

    @Test
    void truncatedFile() throws Exception {
        Files.writeString(file, valid.substring(0, valid.length() / 2));
        assertTrue(rejected(new ResultJsonReader())
                .startsWith("results file " + file + " is not valid JSON (truncated or not a results.json): "));
    }

    @Test
    void newerSchema() throws Exception {
        Files.writeString(file, valid.replaceFirst("\"schemaVersion\" : 4", "\"schemaVersion\" : 5"));
        assertEquals("results file " + file + " has schemaVersion 5, which this bench-maven-plugin does not read (it reads"
                + " schemaVersion 1, 2, 3 and 4); a newer plugin wrote it: use that plugin version or a later one",
                rejected(new ResultJsonReader()));
        assertThrows(UnsupportedSchemaVersionException.class, () -> new ResultJsonReader().read(file));
    }

    @Test
    void schemaVersionThatIsNoVersion() throws Exception {
        for (String version : new String[] {"\"x\"", "-1", "0", "1.5", "null"}) {
            Files.writeString(file, valid.replaceFirst("\"schemaVersion\" : 4", "\"schemaVersion\" : " + version));
            assertTrue(rejected(new ResultJsonReader()).contains("is not a schema version"), version);
        }
    }

    @Test
    void jmhJsonIsNotOurs() throws Exception {
        Files.writeString(file, ResultJsonMutator.jmhJson());
        assertEquals(file + " is not a bench-maven-plugin results.json (no schemaVersion/rows); "
                + "pass the results.json from a bench:run output directory", rejected(new ResultJsonReader()));
    }

    @Test
    void fileJustAboveTheSizeLimit() throws Exception {
        Files.writeString(file, valid);
        long limit = Files.size(file) - 1;
        String message = rejected(new ResultJsonReader(limit));
        assertTrue(message.startsWith("results file " + file + " is 0.0 MB (" + (limit + 1) + " bytes), more than the "),
                message);
        assertTrue(message.contains("bench.shard=K/N"), message);
    }

    @Test
    void fileExactlyAtTheSizeLimitIsRead() throws Exception {
        Files.writeString(file, valid);
        assertEquals(SampleResult.twoRuntimes(), new ResultJsonReader(Files.size(file)).read(file));
    }

    @Test
    void nanWhereANumberBelongs() throws Exception {
        Files.writeString(file, valid.replaceFirst("\"score\" : [0-9.]+", "\"score\" : NaN"));
        assertEquals(file + ": row 'org.example.ConcatBench.plus' on runtime '17' has score = NaN where a finite"
                + " number belongs", rejected(new ResultJsonReader()));
    }

    @Test
    void aScoreNoBenchmarkComesNearIsRefusedNamingFileRowRuntimeAndValue() throws Exception {
        // Finite, but its squares and sums overflow the statistics (once a stack trace), and its digits the tables.
        Files.writeString(file, valid.replaceFirst("\"score\" : [0-9.]+", "\"score\" : 1e308"));
        assertEquals(file + ": row 'org.example.ConcatBench.plus' on runtime '17' has score = 1.0E308, beyond the"
                + " 1e100 no benchmark figure comes near; the file is damaged or not a benchmark's",
                rejected(new ResultJsonReader()));
        Files.writeString(file, valid.replaceFirst("\"score\" : [0-9.]+", "\"score\" : 1e99"));
        assertEquals(1e99, new ResultJsonReader().read(file).rows().get(0).cells().get("17").score(),
                "large but below the bound: read (and written as 1.000e99 in the tables)");
    }

    @Test
    void aMeasuredScoreOfZeroOrLessIsRefusedNamingFileRowRuntimeAndValue() throws Exception {
        for (String score : new String[] {"0", "0.0", "-12.5"}) {
            Files.writeString(file, valid.replaceFirst("\"score\" : [0-9.]+", "\"score\" : " + score));
            assertEquals(file + ": row 'org.example.ConcatBench.plus' on runtime '17' has score = "
                    + Double.parseDouble(score) + " in a measured (ok) cell; a benchmark's time or rate is greater"
                    + " than 0, so the file is damaged or not a benchmark's", rejected(new ResultJsonReader()), score);
        }
    }

    @Test
    void overflowingNumberIsInfinity() throws Exception {
        Files.writeString(file, valid.replaceFirst("\"ratio\" : [0-9.]+", "\"ratio\" : 1e999"));
        assertTrue(rejected(new ResultJsonReader()).endsWith("comparisons.ratio = Infinity where a finite number belongs"));
    }

    @Test
    void deepNesting() throws Exception {
        Files.writeString(file, ResultJsonMutator.DEEP_ARRAYS);
        assertTrue(rejected(new ResultJsonReader()).contains("nesting depth"));
    }

    @Test
    void hugeString() throws Exception {
        Files.writeString(file, "{\"schemaVersion\":1,\"rows\":[],\"x\":" + ResultJsonMutator.HUGE_STRING + "}");
        assertTrue(rejected(new ResultJsonReader()).contains("String value length"));
    }

    @Test
    void aComparisonOrAWarningThatNamesNoColumnOrRowIsRejected() throws Exception {
        // what the published schema demands of these keys, the reader demands too (ReadOracle checks both)
        Files.writeString(file, valid.replace("\"baselineRatio\" : {\n      \"17\"", "\"baselineRatio\" : {\n      \"a:b\""));
        assertTrue(rejected(new ResultJsonReader()).endsWith("has baselineRatio for 'a:b', which is not a column id"));
        Files.writeString(file, valid.replaceFirst("(\"row\" : \\{[^}]*\"mode\" : )\"thrpt\"", "$1\"fast\""));
        assertTrue(rejected(new ResultJsonReader()).endsWith("a warning's row has mode 'fast'; allowed: thrpt, avgt, sample, ss"));
    }

    @Test
    void runtimeIdThatWouldLeaveTheOutputDirectory() throws Exception {
        Files.writeString(file, valid.replace("\"25\"", "\"../../evil\""));
        assertTrue(rejected(new ResultJsonReader()).contains("runtime id '../../evil' is not usable as a column id"));
    }

    @Test
    void cellOfAnUnlistedRuntime() throws Exception {
        Files.writeString(file, valid.replaceFirst("\"id\" : \"25\"", "\"id\" : \"26\""));
        assertTrue(rejected(new ResultJsonReader()).contains("has a cell for runtime '25', which the file does not list"));
    }

    @Test
    void hostileNamesStayOnOneShortLine() throws Exception {
        String evil = "evil\\n[ERROR] fake line\\u001b[31m" + "z".repeat(5_000);
        Files.writeString(file, valid.replace("\"avgt\"", "\"" + evil + "\""));
        String message = rejected(new ResultJsonReader());
        assertTrue(message.contains("has mode 'evil?[ERROR] fake line?[31mzz"), message);
        assertTrue(message.length() < 300, message);
    }

    @Test
    void warningsKeepTheRowTheyAreAbout() throws Exception {
        Files.writeString(file, valid);
        io.github.benchplugin.model.result.Warning highError = new ResultJsonReader().read(file).warnings().get(1);
        assertEquals(new io.github.benchplugin.model.result.RowKey("org.example.ConcatBench.builder", "avgt",
                java.util.Map.of("n", "1000", "label", "plain")), highError.row());
        assertEquals("org.example.ConcatBench.builder {label=plain, n=1000}", highError.benchmark());
    }

    @Test
    void aWarningCodeThisVersionDoesNotKnow() throws Exception {
        Files.writeString(file, valid.replace("\"HIGH_ERROR\"", "\"FROM_THE_FUTURE\""));
        String message = rejected(new ResultJsonReader());
        assertTrue(message.contains("FROM_THE_FUTURE"), message);
    }

    @Test
    void typeHintsAreIgnored() throws Exception {
        Files.writeString(file, valid.replaceFirst("\\{", "{\"@class\":\"java.lang.ProcessBuilder\","));
        assertEquals(SampleResult.twoRuntimes(), new ResultJsonReader().read(file));
    }

    @Test
    void invalidUtf8() throws Exception {
        byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
        bytes[40] = (byte) 0xC3;
        bytes[41] = (byte) 0x28;
        Files.write(file, bytes);
        assertTrue(rejected(new ResultJsonReader()).startsWith("results file " + file));
    }

    private String rejected(ResultJsonReader reader) {
        ResultFileException e = assertThrows(ResultFileException.class, () -> reader.read(file));
        ReadOracle.assertOurMessage(e.getMessage(), file, "this case");
        return e.getMessage();
    }
}
