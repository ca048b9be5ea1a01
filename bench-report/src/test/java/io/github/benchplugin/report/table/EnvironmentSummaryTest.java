package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.RuntimeInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

class EnvironmentSummaryTest {

    @Test
    void aFloorLeftOutForAnotherJmhReleaseSaysWhyNotThatTheUserTurnedItOff() {
        String line = runtimeLine(Map.of(Environment.FLOOR_SETTING, "false", Environment.FLOOR_OFF_REASON,
                "its benchmark is built for JMH 1.37, this project measures with JMH 1.21"));
        assertTrue(line.contains("harness floor not measured (its benchmark is built for JMH 1.37, this project"
                + " measures with JMH 1.21"), line);
        assertTrue(!line.contains("bench.floor=false"), line);
    }

    @Test
    void aFloorTheUserTurnedOffSaysSo() {
        assertTrue(runtimeLine(Map.of(Environment.FLOOR_SETTING, "false")).contains("bench.floor=false"));
    }

    private static String runtimeLine(Map<String, String> settings) {
        RuntimeInfo jdk = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").baseline(true).jmhVersion("1.21").build();
        Environment env = Environment.builder("box").os("Linux").arch("amd64").cpus(2).createdAt("now")
                .settings(settings).build();
        return EnvironmentSummary.runtimes(new BenchResult(2, env, List.of(jdk), List.of(), List.of())).get(0).value();
    }
}
