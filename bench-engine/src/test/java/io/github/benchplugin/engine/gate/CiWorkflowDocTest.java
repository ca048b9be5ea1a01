package io.github.benchplugin.engine.gate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.github.benchplugin.engine.config.ExportOption;
import io.github.benchplugin.report.export.ExportFormat;
import io.github.benchplugin.report.export.Export;
import io.github.benchplugin.report.export.githubaction.GithubActionBenchmarkExport;
import io.github.benchplugin.report.export.junit.JunitExport;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The workflow docs/ci.md tells users to copy, read as YAML the way GitHub reads it: a workflow GitHub would
 * refuse, or steps that read files the merge does not write, fail here rather than in a user's first pipeline.
 */
class CiWorkflowDocTest {

    private static final Pattern YAML_BLOCK = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL);
    private static final String MERGED = "target/bench-merged";

    private static JsonNode workflow() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "ci.md"));
        Matcher m = YAML_BLOCK.matcher(doc);
        assertTrue(m.find(), "docs/ci.md shows the workflow in a ```yaml block");
        return new ObjectMapper(new YAMLFactory()).readTree(m.group(1));
    }

    private static List<JsonNode> steps(JsonNode workflow) {
        List<JsonNode> steps = new ArrayList<>();
        workflow.get("jobs").forEach(job -> job.get("steps").forEach(steps::add));
        return steps;
    }

    private static List<JsonNode> using(JsonNode workflow, String action) {
        return steps(workflow).stream().filter(s -> s.path("uses").asText().startsWith(action + "@")).toList();
    }

    @Test
    void itIsAWorkflowGitHubAccepts() throws IOException {
        JsonNode workflow = workflow();
        assertTrue(workflow.path("name").isTextual(), "name");
        assertTrue(workflow.has("on") && workflow.get("on").isObject(), "on: the events that start it");
        assertTrue(workflow.path("jobs").isObject() && !workflow.get("jobs").isEmpty(), "jobs");
        for (Map.Entry<String, JsonNode> job : workflow.get("jobs").properties()) {
            JsonNode j = job.getValue();
            assertTrue(j.path("runs-on").isTextual(), job.getKey() + ": runs-on");
            assertTrue(j.path("steps").isArray() && !j.get("steps").isEmpty(), job.getKey() + ": steps");
            if (j.has("needs")) {
                assertTrue(workflow.get("jobs").has(j.get("needs").asText()), job.getKey() + " needs a job that exists");
            }
            for (JsonNode step : j.get("steps")) {
                assertTrue(step.has("uses") != step.has("run"), "a step either uses an action or runs a command: " + step);
                if (step.has("uses")) {
                    assertTrue(step.get("uses").asText().matches("[\\w.-]+/[\\w./-]+@[\\w.-]+"),
                            "owner/repo@ref: " + step.get("uses"));
                }
            }
        }
    }

    @Test
    void theMergeExportsWhatTheReportAndChartStepsRead() throws IOException {
        JsonNode workflow = workflow();
        JsonNode merge = steps(workflow).stream().filter(s -> s.path("run").asText().contains("ci-bench.sh merge"))
                .findFirst().orElseThrow(() -> new AssertionError("no step runs ci-bench.sh merge"));
        Set<ExportFormat> exported = ExportOption.parse(merge.path("env").path("BENCH_EXPORT").asText());
        assertEquals(Set.of(ExportFormat.JUNIT, ExportFormat.GITHUB_ACTION_BENCHMARK), exported);
        String script = Files.readString(Path.of("..", "scripts", "ci-bench.sh"));
        assertTrue(script.contains("-Dbench.export=\"$BENCH_EXPORT\""), "the script hands BENCH_EXPORT to bench:merge");
        assertTrue(script.contains("out=\"${BENCH_OUT:-" + MERGED + "}\""), "the merge writes " + MERGED);

        List<JsonNode> junit = using(workflow, "mikepenz/action-junit-report");
        assertEquals(1, junit.size());
        assertEquals(MERGED + "/" + Export.DIRECTORY + "/" + JunitExport.FILE_NAME,
                junit.get(0).path("with").path("report_paths").asText());
        assertTrue(junit.get(0).path("if").asText().contains("always()"), "also when a gate failed the merge");

        List<JsonNode> charts = using(workflow, "benchmark-action/github-action-benchmark");
        assertEquals(2, charts.size(), "one step per direction");
        Map<String, String> fileOfTool = Map.of(
                "customSmallerIsBetter", GithubActionBenchmarkExport.SMALLER_IS_BETTER,
                "customBiggerIsBetter", GithubActionBenchmarkExport.BIGGER_IS_BETTER);
        List<String> names = new ArrayList<>();
        for (JsonNode chart : charts) {
            JsonNode with = chart.path("with");
            String tool = with.path("tool").asText();
            assertTrue(fileOfTool.containsKey(tool), "a custom tool: " + tool);
            String file = MERGED + "/" + Export.DIRECTORY + "/" + fileOfTool.get(tool);
            assertEquals(file, with.path("output-file-path").asText(), tool + " reads the file of its direction");
            assertTrue(chart.path("if").asText().contains("always()")
                    && chart.path("if").asText().contains("hashFiles('" + file + "')"),
                    "runs after a failed gate, and not when the direction has no row: " + chart.path("if"));
            assertTrue(with.path("name").isTextual(), "the action's required input name");
            names.add(with.get("name").asText());
            assertFalse(with.path("fail-on-alert").asBoolean(true), "the bench.* gates decide the build");
        }
        assertEquals(2, Set.copyOf(names).size(), "each chart has its own name, or the action mixes their data");

        JsonNode permissions = workflow.get("jobs").get("merge").path("permissions");
        assertEquals("write", permissions.path("contents").asText(), "gh-pages and commit comments");
        assertEquals("write", permissions.path("checks").asText(), "the test report's check run");
    }
}
