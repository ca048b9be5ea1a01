package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An existing JMH uber-jar, built here as JMH's archetype builds it (maven-shade, benchmarks.jar),
 * measured on 17 and 25 through both doors without a project: {@code mvn bench:run-jar -Dbench.jar}
 * in a directory without a POM, and {@code java -jar bench-cli.jar run}, with the command line's
 * exit codes and its help.
 */
class CliIT {

    private static final String PLUGIN = "io.github.benchplugin:bench-maven-plugin:"
            + System.getProperty("bench.plugin.version");
    /**
     * Properties that only mean something inside Maven, or that the command line takes as its
     * arguments (the jar of run, the inputs of merge).
     */
    /** bench.variants resolves through a POM: the command line has --variant NAME=PATH instead (checked below). */
    private static final Set<String> MAVEN_ONLY = Set.of("bench.skip", "bench.jar", "bench.inputs", "bench.variants");

    private static Path benchmarksJar;

    @BeforeAll
    static void buildTheUberJar() throws Exception {
        MavenRun project = MavenRun.project("uberjar", "cli-uberjar");
        MavenRun.Result build = project.run("package");
        assertEquals(0, build.exitCode(), build::toString);
        benchmarksJar = project.dir().resolve("target/benchmarks.jar");
        assertTrue(Files.isRegularFile(benchmarksJar), build::toString);
    }

    @Test
    void benchRunMeasuresTheJarWithoutAProject() throws Exception {
        MavenRun noPom = MavenRun.in(work("cli-no-pom"));
        MavenRun.Result run = noPom.run(PLUGIN + ":run", "-Dbench.jar=" + benchmarksJar, "-Dbench.jdks=17,25",
                "-Dbench.job=dry", "-Dbench.include=JarBench", "-Dbench.params=n=100");
        assertEquals(0, run.exitCode(), run::toString);
        assertEveryRowOnBothRuntimes(noPom.dir().resolve("target/bench/results.json"));
        // bench:run-jar, the same goal under its earlier name, still answers; without bench.jar there is nothing to do.
        MavenRun.Result nothing = noPom.run(PLUGIN + ":run-jar", "-Dbench.jdks=17");
        assertEquals(1, nothing.exitCode(), nothing::toString);
        assertTrue(nothing.output().contains("[ERROR] Failed to execute goal") && nothing.output().contains(
                "without a project (a pom.xml in this directory) there is nothing to measure but bench.jar"),
                nothing::toString);
    }

    @Test
    void theCommandLineMeasuresTheJarOnBothRuntimes() throws Exception {
        Path dir = work("cli-run");
        Cli run = Cli.run(dir, "run", "--jdks", "17,25", "--job", "dry", "--include", "JarBench", "--params", "n=100",
                benchmarksJar.toString());
        assertEquals(0, run.exitCode(), run::toString);
        assertTrue(run.stdout().contains("[INFO] Results: "), run::toString);
        assertEveryRowOnBothRuntimes(dir.resolve("target/bench/results.json"));
    }

    @Test
    void badInputIsOneLineOnStderrAndExitCodeTwo() throws Exception {
        Path dir = work("cli-bad-input");
        Cli job = Cli.run(dir, "run", "--job", "nosuch", benchmarksJar.toString());
        assertEquals(2, job.exitCode(), job::toString);
        assertEquals(List.of("bench: bench.job 'nosuch' is not a preset; allowed: dry, short, default, long, jmh"),
                job.stderrLines(), job::toString);

        Cli jdk = Cli.run(dir, "run", "--jdks", "99", "--job", "dry", benchmarksJar.toString());
        assertEquals(2, jdk.exitCode(), jdk::toString);
        assertEquals(1, jdk.stderrLines().size(), jdk::toString);
        assertTrue(jdk.stderrLines().get(0).contains("'99'"), jdk::toString);
        assertTrue(jdk.stdout().contains(MavenRun.JDK_17.toString()), "the JDKs found are listed: " + jdk);

        Cli option = Cli.run(dir, "run", "--nosuch", benchmarksJar.toString());
        assertEquals(2, option.exitCode(), option::toString);
        assertEquals(1, option.stderrLines().size(), option::toString);
    }

    @Test
    void aBenchmarkThatThrowsIsExitCodeOne() throws Exception {
        Path dir = work("cli-failed-cell");
        Cli run = Cli.run(dir, "run", "--jdks", "17", "--job", "dry", "--floor=false", "--include", "BrokenBench",
                benchmarksJar.toString());
        assertEquals(1, run.exitCode(), run::toString);
        assertTrue(run.stderr().contains("org.acme.BrokenBench.fails"), run::toString);
        assertTrue(Files.isRegularFile(dir.resolve("target/bench/results.json")), "the results are written first");
    }

    @Test
    void helpListsEveryPropertyOfBenchRunAndMerge() throws Exception {
        Path dir = work("cli-help");
        MavenRun.Result mavenHelp = MavenRun.in(dir).run(PLUGIN + ":help", "-Ddetail");
        assertEquals(0, mavenHelp.exitCode(), mavenHelp::toString);
        HelpText goals = new HelpText(mavenHelp.output());
        assertTrue(goals.goals().get("run").size() > 20, mavenHelp::toString);
        for (String goal : List.of("run", "merge")) {
            Cli help = Cli.run(dir, goal, "--help");
            assertEquals(0, help.exitCode(), help::toString);
            List<String> missing = new ArrayList<>();
            for (HelpText.Parameter parameter : goals.goals().get(goal)) {
                String property = parameter.property();
                if (property == null || MAVEN_ONLY.contains(property)) {
                    continue;
                }
                // Documented in --kebab-case (the camelCase spelling is an alias): --verify-isolation[=BOOLEAN]
                String option = "--" + property.substring("bench.".length()).replaceAll("([a-z0-9])([A-Z])", "$1-$2")
                        .toLowerCase(java.util.Locale.ROOT);
                if (!help.stdout().contains(option + "=") && !help.stdout().contains(option + "[")) {
                    missing.add(property);
                }
            }
            assertEquals(List.of(), missing, "bench " + goal + " --help lacks these bench:" + goal + " properties:\n"
                    + help.stdout());
            if (goal.equals("run")) {
                assertTrue(help.stdout().contains("--variant=NAME=PATH[:PATH...]"), help::toString);
            }
        }
        for (String code : List.of("0  ok", "1  failed cells", "2  bad input")) {
            assertTrue(Cli.run(dir, "--help").stdout().contains(code), "exit code " + code + " documented");
        }
    }

    @Test
    void theCommandLineFindsTheJdksOfTheUsersToolchainsXml() throws Exception {
        Path dir = work("cli-toolchains");
        Path home = dir.resolve("home");
        Files.createDirectories(home.resolve(".m2"));
        Files.writeString(home.resolve(".m2/toolchains.xml"), "<toolchains><toolchain><type>jdk</type>"
                + "<configuration><jdkHome>${env.BENCH_IT_JDK25}</jdkHome></configuration></toolchain></toolchains>");
        Cli jdks = Cli.run(dir, Map.of("BENCH_IT_JDK25", MavenRun.JDK_25.toString()),
                List.of("-Duser.home=" + home), "jdks");
        assertEquals(0, jdks.exitCode(), jdks::toString);
        assertTrue(jdks.stdout().lines().anyMatch(l -> l.contains("  25  ") && l.endsWith("(toolchains.xml)")),
                jdks::toString);
        assertTrue(jdks.stdout().contains("Searched: toolchains.xml (" + home.resolve(".m2/toolchains.xml") + ")"),
                jdks::toString);
    }

    /**
     * JarBench.sum at n=100 only (bench.params, one of its two values: the jar and the two doors are the
     * subject, not the rows; each row is a JVM start per runtime).
     */
    private static void assertEveryRowOnBothRuntimes(Path resultsJson) throws IOException {
        JsonNode root = new ObjectMapper().readTree(resultsJson.toFile());
        assertEquals(List.of("17", "25"), root.get("runtimes").findValuesAsText("id"));
        assertEquals(1, root.get("rows").size(), root::toString);
        for (JsonNode row : root.get("rows")) {
            assertEquals("org.acme.JarBench.sum", row.get("benchmark").asText());
            assertEquals("100", row.get("params").get("n").asText(), "the bench.params value: " + row);
            for (String runtime : List.of("17", "25")) {
                assertEquals("ok", row.get("cells").get(runtime).get("status").asText(), row::toString);
            }
        }
    }

    private static Path work(String name) throws IOException {
        Path dir = Path.of(System.getProperty("bench.work")).resolve(name);
        MavenRun.deleteRecursively(dir);
        return Files.createDirectories(dir);
    }

    /** One {@code java -jar bench-cli.jar ...} on JDK 17, in {@code dir}. */
    record Cli(int exitCode, String stdout, String stderr) {

        static Cli run(Path dir, String... args) throws Exception {
            return run(dir, Map.of(), List.of(), args);
        }

        /** With extra environment variables and JVM options (-Duser.home=...) for the command line's JVM. */
        static Cli run(Path dir, Map<String, String> environment, List<String> jvmOptions, String... args)
                throws Exception {
            Path jar = Path.of(System.getProperty("bench.cli.jar"));
            assertTrue(Files.isRegularFile(jar), jar + " is missing: build bench-cli first (mvn install from the top)");
            List<String> command = new ArrayList<>(List.of(MavenRun.JDK_17.resolve("bin/java").toString()));
            // the command line's JVM measures nothing itself (every run here is forked): as quick to start as Maven's
            command.addAll(List.of(MavenRun.FAST_START.split(" ")));
            command.addAll(jvmOptions);
            command.addAll(List.of("-jar", jar.toString()));
            command.addAll(List.of(args));
            Path out = Files.createTempFile(dir, "stdout", ".txt");
            Path err = Files.createTempFile(dir, "stderr", ".txt");
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().putAll(environment);
            Process p = builder.start();
            if (!p.waitFor(15, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not finish in 15 minutes");
            }
            return new Cli(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        }

        List<String> stderrLines() {
            return stderr.lines().toList();
        }

        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }
}
