package io.github.benchplugin.report.export;

import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.export.junit.JunitExport;
import org.apache.maven.plugin.surefire.log.api.NullConsoleLogger;
import org.apache.maven.plugins.surefire.report.ReportTestCase;
import org.apache.maven.plugins.surefire.report.ReportTestSuite;
import org.apache.maven.plugins.surefire.report.TestSuiteXmlParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** export/junit.xml read back by Surefire's report parser, the one Maven's own test reports use. */
class JunitExportTest {

    private static final RowKey PLUS = new RowKey("org.example.ConcatBench.plus", "avgt",
            Map.of("n", "1000", "label", "plain"));
    private static final RowKey BUILDER = new RowKey("org.example.ConcatBench.builder", "avgt",
            Map.of("n", "1000", "label", "plain"));
    private static final RowKey COUNT = new RowKey("org.example.Misc.count", "thrpt", Map.of());

    @TempDir
    Path out;

    @Test
    void everyCheckIsATestCaseFailuresCarryTheIntervalAndRowsNotComparedAreSkipped() throws Exception {
        BenchResult result = SampleResult.twoRuntimes();
        String gate = "bench.requireNoRegression=2%";
        List<GateCheck> checks = List.of(
                new GateCheck(gate, PLUS, "17", GateCheck.Status.SKIPPED,
                        "not compared: the baseline runtime, and no earlier run (bench.compareTo) to compare it with"),
                new GateCheck(gate, PLUS, "25", GateCheck.Status.PASSED, "ratio 0.42 [0.40–0.44] against 17: faster"),
                new GateCheck(gate, BUILDER, "25", GateCheck.Status.FAILED, "org.example.ConcatBench.builder"
                        + " {label=plain, n=1000} avgt on 25: undecided at 2%: 1.01x the time of 17 [0.97–1.05]"),
                new GateCheck("bench.failOnError=true", COUNT, "25", GateCheck.Status.FAILED,
                        "failed: JMH exited with code 1: <boom> & \"quotes\""));

        Path file = new JunitExport().write(result, checks, out).get(0);
        assertEquals(out.resolve("export").resolve("junit.xml"), file);

        TestSuiteXmlParser parser = new TestSuiteXmlParser(new NullConsoleLogger());
        List<ReportTestSuite> suites = parser.parse(file.toString());
        assertTrue(parser.isValid(), "Surefire's parser accepts the file");
        // Surefire groups test cases by class, as its own reports have them: count over all of them.
        assertEquals(4, suites.stream().mapToInt(ReportTestSuite::getNumberOfTests).sum());
        assertEquals(2, suites.stream().mapToInt(ReportTestSuite::getNumberOfFailures).sum());
        assertEquals(1, suites.stream().mapToInt(ReportTestSuite::getNumberOfSkipped).sum());
        assertEquals(0, suites.stream().mapToInt(ReportTestSuite::getNumberOfErrors).sum());

        List<ReportTestCase> cases = suites.stream().flatMap(s -> s.getTestCases().stream()).toList();
        assertEquals("org.example.ConcatBench", cases.get(0).getFullClassName());
        assertEquals("plus {label=plain, n=1000} avgt on 17", cases.get(0).getName());
        assertTrue(cases.get(0).hasSkipped(), "the baseline column without bench.compareTo is not compared");
        assertTrue(cases.get(1).isSuccessful());
        ReportTestCase failed = cases.get(2);
        assertTrue(failed.hasFailure());
        assertEquals("builder {label=plain, n=1000} avgt on 25", failed.getName());
        assertEquals("bench.requireNoRegression", failed.getFailureType());
        assertTrue(failed.getFailureMessage().contains("[0.97–1.05]"), failed.getFailureMessage());

        ReportTestCase cell = cases.get(3);
        assertEquals("org.example.Misc", cell.getFullClassName());
        assertEquals("count thrpt on 25", cell.getName());
        assertEquals("failed: JMH exited with code 1: <boom> & \"quotes\"", cell.getFailureMessage(),
                "markup in a message is escaped, not taken for XML");

        // One suite per gate, named as it was set, for the views that list suites (GitHub, GitLab, Jenkins).
        org.w3c.dom.NodeList suiteElements = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(file.toFile()).getElementsByTagName("testsuite");
        assertEquals(2, suiteElements.getLength());
        assertEquals(gate, ((org.w3c.dom.Element) suiteElements.item(0)).getAttribute("name"));
        assertEquals("3", ((org.w3c.dom.Element) suiteElements.item(0)).getAttribute("tests"));
        assertEquals("bench.failOnError=true", ((org.w3c.dom.Element) suiteElements.item(1)).getAttribute("name"));
    }

    @Test
    void withoutAGateTheFileHasNoTestCase() throws Exception {
        Path file = new JunitExport().write(SampleResult.twoRuntimes(), List.of(), out).get(0);
        TestSuiteXmlParser parser = new TestSuiteXmlParser(new NullConsoleLogger());
        assertEquals(List.of(), parser.parse(file.toString()));
        assertTrue(parser.isValid());
        assertFalse(java.nio.file.Files.readString(file).contains("<testcase"));
    }
}
