package io.github.benchplugin.engine;

import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.report.isolation.IsolationConsole;
import io.github.benchplugin.model.isolation.IsolationJson;
import io.github.benchplugin.report.isolation.IsolationMarkdown;
import io.github.benchplugin.model.isolation.IsolationReport;
import io.github.benchplugin.model.result.BenchResult;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * bench.verifyIsolation: every requested runtime is measured twice, isolated (a fork per
 * benchmark, as usual) and shared (every selected benchmark in one JVM of that JDK, one after
 * another in JMH's order, forks=0 inside it, as any in-process runner would run them). The
 * divergence per row and runtime shows what sharing a JVM does to each number: type profiles
 * polluted by the benchmarks before it, compiled code, heap state.
 *
 * <p>The run itself (both columns per runtime, all report files) goes to
 * {@code <out>/isolation-run/}; isolation.md and isolation.json go to {@code <out>}.
 */
final class IsolationVerification {

    static final String RUN_DIRECTORY = "isolation-run";
    static final String SHARED_SUFFIX = "-shared";

    private IsolationVerification() {
    }

    /** Each runtime, then the same JDK as a shared-JVM column named {@code <id>-shared}. */
    static List<TargetRuntime> columns(List<TargetRuntime> runtimes) {
        List<TargetRuntime> columns = new ArrayList<>();
        for (TargetRuntime runtime : runtimes) {
            columns.add(runtime);
            columns.add(runtime.placed(runtime.id() + SHARED_SUFFIX, TargetRuntime.Placement.SHARED_JVM,
                    "bench.verifyIsolation: every benchmark in one JVM of this JDK, forks=0"));
        }
        return columns;
    }

    /** Writes isolation.md and isolation.json and prints the divergences. */
    static IsolationReport report(BenchResult result, List<TargetRuntime> columns, Path outputDirectory, RunLog log)
            throws IOException {
        List<IsolationReport.Pair> pairs = new ArrayList<>();
        for (TargetRuntime column : columns) {
            if (column.isolated()) {
                pairs.add(new IsolationReport.Pair(column.id(), column.id(), column.id() + SHARED_SUFFIX));
            }
        }
        IsolationReport report = IsolationReport.of(result, pairs);
        String jdks = columns.stream().filter(TargetRuntime::isolated)
                .map(c -> c.id() + ": Java " + c.javaVersion() + " (" + c.vendor() + ") " + c.javaHome())
                .collect(Collectors.joining("; "));
        AtomicFiles.writeString(outputDirectory.resolve(IsolationMarkdown.FILE_NAME),
                new IsolationMarkdown().render(report, jdks));
        new IsolationJson().write(report, outputDirectory.resolve(IsolationJson.FILE_NAME));
        new IsolationConsole().render(report).forEach(log::info);
        log.info("Isolation report: " + outputDirectory.resolve(IsolationMarkdown.FILE_NAME));
        return report;
    }
}
