package io.github.benchplugin.engine;

import io.github.benchplugin.isolation.IsolationConsole;
import io.github.benchplugin.isolation.IsolationJson;
import io.github.benchplugin.isolation.IsolationMarkdown;
import io.github.benchplugin.isolation.IsolationReport;
import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.maven.jdk.JdkDiscovery;
import io.github.benchplugin.maven.jdk.JdkInstallation;
import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.BenchRun;
import io.github.benchplugin.engine.JmhCommand;
import io.github.benchplugin.engine.ProcessReaper;
import io.github.benchplugin.engine.RunLog;
import io.github.benchplugin.engine.TargetRuntime;
import io.github.benchplugin.model.Environment;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * bench.verifyIsolation: measures every selected benchmark on the Maven JVM's JDK twice, once
 * in a fork of its own and once inside the Maven JVM, and reports how far the in-process number
 * is off. Both columns use the same JDK and settings, so what differs is only where the
 * benchmark ran: the JVM state it shared (JIT profiles, heap, Maven's flags) or did not.
 *
 * <p>The run itself (both columns, all report files) goes to {@code <out>/isolation-run/};
 * isolation.md and isolation.json go to {@code <out>}.
 */
public final class IsolationVerification {

    public static final String ISOLATED = "isolated";
    public static final String IN_PROCESS = "in-process";
    public static final String RUN_DIRECTORY = "isolation-run";

    /**
     * @param outputDirectory bench.outputDirectory
     * @param methods         the selected benchmarks
     * @param settings        JMH settings for both columns
     * @param timeout         bench.timeout, or null for the plan-derived default
     * @param command         builds JMH's command line for the project's class path
     * @param mavenJvm        the JDK running Maven: both columns measure on it
     * @param environment     the report header
     */
    public record Request(Path outputDirectory, List<BenchmarkMethod> methods, JobSettings settings,
                          Duration timeout, JmhCommand command, JdkInstallation mavenJvm, Environment environment) {
    }

    /** The report, and the cells that failed (either column), for the caller's bench.failOnError. */
    public record Outcome(IsolationReport report, List<String> failures) {
    }

    private final RunLog log;
    private final ProcessReaper reaper;

    public IsolationVerification(RunLog log, ProcessReaper reaper) {
        this.log = log;
        this.reaper = reaper;
    }

    public Outcome execute(Request request) throws IOException, InterruptedException {
        List<TargetRuntime> columns = columns(request.mavenJvm());
        log.info("bench.verifyIsolation=true: measuring every benchmark on Java " + request.mavenJvm().javaVersion()
                + " (Maven's JDK) in a fork of its own and inside Maven's JVM");
        JmhCommand command = request.command();
        BenchRun run = new BenchRun(BenchRun.RunnerFactory.standard(command, log, reaper), log);
        BenchRun.Outcome outcome = run.execute(new BenchRun.Request(request.outputDirectory().resolve(RUN_DIRECTORY),
                request.methods(), columns, request.settings(), request.timeout(), null, request.environment()));
        IsolationReport report = IsolationReport.of(outcome.result(), ISOLATED, IN_PROCESS);
        write(report, request);
        new IsolationConsole().render(report).forEach(log::info);
        log.info("Isolation report: " + request.outputDirectory().resolve(IsolationMarkdown.FILE_NAME));
        return new Outcome(report, outcome.failures());
    }

    /** The JDK running Maven, as a bad-input error when it cannot be told. */
    public static JdkInstallation mavenJvm() {
        try {
            return JdkDiscovery.ofThisMachine().mavenJvm();
        } catch (RuntimeException e) {
            throw new BadInputException("bench.verifyIsolation needs the JDK running Maven, but: " + e.getMessage());
        }
    }

    /** The Maven JVM's JDK twice: forked first (the baseline), then in-process (flagged UNISOLATED). */
    static List<TargetRuntime> columns(JdkInstallation jdk) {
        String requested = "Maven's JDK";
        return List.of(
                new TargetRuntime(ISOLATED, requested, jdk.javaHome(), jdk.javaVersion(), jdk.featureVersion(),
                        jdk.vendor(), false, "bench.verifyIsolation: each benchmark in a JVM forked for it"),
                new TargetRuntime(IN_PROCESS, requested, jdk.javaHome(), jdk.javaVersion(), jdk.featureVersion(),
                        jdk.vendor(), true, "bench.verifyIsolation: inside Maven's JVM, on purpose"));
    }

    private static void write(IsolationReport report, Request request) throws IOException {
        Path out = request.outputDirectory();
        JdkInstallation jdk = request.mavenJvm();
        String jdkText = "Java " + jdk.javaVersion() + " (" + jdk.vendor() + ") " + jdk.javaHome();
        AtomicFiles.writeString(out.resolve(IsolationMarkdown.FILE_NAME), new IsolationMarkdown().render(report, jdkText));
        new IsolationJson().write(report, out.resolve(IsolationJson.FILE_NAME));
    }
}
