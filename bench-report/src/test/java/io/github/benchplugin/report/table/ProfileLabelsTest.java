package io.github.benchplugin.report.table;

import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every human-facing format names the profile of each column and lists each profile's flags. */
class ProfileLabelsTest {

    private static final RuntimeProfile DEFAULT = new RuntimeProfile("default", List.of());
    private static final RuntimeProfile G1 = new RuntimeProfile("g1", List.of("-XX:+UseG1GC"));

    private static RuntimeInfo column(String jdk, RuntimeProfile profile) {
        return RuntimeInfo.builder(jdk + "-" + profile.name()).requested(jdk).javaVersion(jdk + ".0.1")
                .featureVersion(Integer.parseInt(jdk)).vendor("v").javaHome("/jdk/" + jdk).hostName("host")
                .jmhVersion("1.37").profile(profile).build();
    }

    private static BenchResult result(boolean compareProfiles) {
        Random random = new Random(3);
        List<RuntimeInfo> runtimes = List.of(column("17", DEFAULT), column("17", G1), column("25", DEFAULT),
                column("25", G1));
        Map<String, Cell> cells = new LinkedHashMap<>();
        runtimes.forEach(r -> cells.put(r.id(), SyntheticCells.noisy(random, 100, 5, 5, 0.01, 0.01)));
        Row row = Row.builder("org.example.A.m", "avgt").unit("ns/op").cells(cells).build();
        Environment env = Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build();
        return new ReportAssembler(null, null, compareProfiles).assemble(env, runtimes, List.of(row), List.of());
    }

    @Test
    void labelsSplitRuntimeAndProfile() {
        assertEquals("17 g1", RuntimeLabel.of(column("17", G1)));
        assertEquals("17_2 g1", RuntimeLabel.of(RuntimeInfo.builder("17_2-g1").requested("17").javaVersion("17")
                .featureVersion(17).profile(G1).build()));
        assertEquals("17", RuntimeLabel.of(RuntimeInfo.builder("17").requested("17").javaVersion("17")
                .featureVersion(17).build()));
    }

    @Test
    void tableHeadersNameTheProfileAndCompareWithinIt() {
        List<String> headers = ResultTable.of(result(false)).headers();
        assertEquals(List.of("Benchmark", "Mode", "17 default baseline (ns/op)", "17 g1 baseline (ns/op)",
                "25 default (ns/op)", "25 default vs 17 default", "25 g1 (ns/op)", "25 g1 vs 17 g1"), headers);
    }

    @Test
    void profileRatioColumnsOnlyWhenAsked() {
        List<String> headers = ResultTable.of(result(true)).headers();
        assertTrue(headers.contains("17 g1 vs 17 default"), headers.toString());
        assertTrue(headers.contains("25 g1 vs 25 default"), headers.toString());
        ResultTable table = ResultTable.of(result(true));
        int at = headers.indexOf("25 g1 vs 25 default");
        assertEquals(ColumnKind.PROFILE_RATIO, table.columns().get(at).kind());
        String ratio = table.rows().get(0).texts().get(at);
        assertTrue(ratio.matches("(0\\.9|1\\.0)\\d* \\[.*\\] (same|~ \\(±[\\d.]+%\\))"), ratio);
    }

    @Test
    void markdownListsEachProfilesFlags() {
        String md = new MarkdownRenderer().render(result(false));
        assertTrue(md.contains("- **Profile default:** no flags (the JVM's defaults)"), md);
        assertTrue(md.contains("- **Profile g1:** -XX:+UseG1GC"), md);
        assertTrue(md.contains("- **Runtime 25 g1:**"), md);
    }

    @Test
    void csvHasAProfileColumn() {
        String csv = new CsvRenderer().render(result(true));
        List<String> lines = List.of(csv.split("\r\n"));
        assertTrue(CsvRenderer.HEADER.indexOf("profile") > CsvRenderer.HEADER.indexOf("verdictNote"),
                "profile columns come after the agreed ones");
        assertTrue(lines.get(0).contains(",profile,profileAgainst,profileRatio,profileRatioCiLow,profileRatioCiHigh,"
                + "profileVerdict,variant,"), lines.get(0));
        assertTrue(lines.get(1).startsWith("org.example.A.m,avgt,17-default,"), lines.get(1));
        assertTrue(lines.get(1).endsWith(",default,,,,,,,,,,,"), "the first profile has no profile ratio, no variant: "
                + lines.get(1));
        assertTrue(lines.get(4).matches("org\\.example\\.A\\.m,avgt,25-g1,.*,g1,25-default,[0-9.]+,[0-9.]+,[0-9.]+,same,"
                + ",,,,,"),
                lines.get(4));
    }

    @Test
    void consoleAndHtmlShowTheProfiles() {
        List<String> console = new ConsoleRenderer().render(result(false));
        assertTrue(console.contains("Profile g1: -XX:+UseG1GC"), console.toString());
        String html = new HtmlRenderer().render(result(false));
        assertTrue(html.contains("Profile g1</strong>: -XX:+UseG1GC"), html);
        assertTrue(html.contains("25 g1 vs 17 g1"), html);
    }
}
