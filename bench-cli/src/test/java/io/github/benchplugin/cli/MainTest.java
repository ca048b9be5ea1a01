package io.github.benchplugin.cli;

import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Exit codes and messages of the command line, without measuring anything. */
class MainTest {

    @TempDir
    Path tmp;

    @Test
    void helpListsTheCommandsAndTheExitCodes() {
        Outcome help = run("--help");
        assertEquals(ExitCodes.OK, help.exitCode);
        for (String text : List.of("run", "merge", "jdks", "0  ok", "1  failed cells", "2  bad input")) {
            assertTrue(help.out.contains(text), text + " in\n" + help.out);
        }
    }

    @Test
    void aMissingJarIsOneLineAndExitCodeTwo() {
        Outcome run = run("run", "--jdks", "17", tmp.resolve("nothing.jar").toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode);
        assertEquals(1, run.err.lines().count(), run.err);
        assertTrue(run.err.startsWith("bench: bench.jar " + tmp.resolve("nothing.jar") + " does not exist"), run.err);
    }

    @Test
    void anEmptyJdkListAndFlagsTheJdkRefusesAreOneLineAndExitCodeTwo() {
        Outcome empty = run("run", "--jdks", "", tmp.resolve("nothing.jar").toString());
        assertEquals(ExitCodes.BAD_INPUT, empty.exitCode);
        assertEquals(1, empty.err.lines().count(), empty.err);
        assertTrue(empty.err.startsWith("bench: bench.jdks '' is empty; give a feature version"), empty.err);
        String home = System.getProperty("java.home");
        Outcome flags = run("run", "--jdks", home, "--jvm-args=-Xmx1z", tmp.resolve("nothing.jar").toString());
        assertEquals(ExitCodes.BAD_INPUT, flags.exitCode);
        assertEquals(1, flags.err.lines().count(), flags.err);
        assertTrue(flags.err.startsWith("bench: bench.jvmArgs=-Xmx1z: JDK "), flags.err);
        assertTrue(flags.err.strip().endsWith("refuses it: Invalid maximum heap size: -Xmx1z"), flags.err);
    }

    @Test
    void anUnknownOptionOrNoCommandIsExitCodeTwo() {
        Outcome option = run("run", "--nosuch", "x.jar");
        assertEquals(ExitCodes.BAD_INPUT, option.exitCode);
        assertEquals("bench: Unknown option: '--nosuch' (see bench run --help)", option.err.strip());
        assertEquals(ExitCodes.BAD_INPUT, run().exitCode);
    }

    @Test
    void mergeOfAMissingInputIsExitCodeTwo() {
        Outcome merge = run("merge", "--outputDirectory", tmp.resolve("out").toString(),
                tmp.resolve("missing/results.json").toString());
        assertEquals(ExitCodes.BAD_INPUT, merge.exitCode, merge.err);
        assertEquals(1, merge.err.lines().count(), merge.err);
    }

    @Test
    void helpShowsTheKebabCaseNamesAndSaysTheCamelCaseOnesWork() {
        Outcome help = run("run", "--help");
        assertEquals(ExitCodes.OK, help.exitCode);
        for (String shown : List.of("--fail-on-regression=", "--warmup-iterations=", "--output-directory=",
                "--in-process[=BOOLEAN]", CliSettings.CAMEL_CASE_NOTE.substring(0, 40))) {
            assertTrue(help.out.contains(shown), shown + " in\n" + help.out);
        }
        for (String hidden : List.of("--failOnRegression=", "--warmupIterations", "--outputDirectory", "--inProcess")) {
            assertFalse(help.out.contains(hidden), hidden + " in\n" + help.out);
        }
    }

    @Test
    void aBadOptionIsNamedInItsKebabCaseSpelling() {
        Outcome missing = run("run", "x.jar", "--warmup-iterations");
        assertEquals(ExitCodes.BAD_INPUT, missing.exitCode);
        assertTrue(missing.err.contains("'--warmup-iterations'"), missing.err);
    }

    @Test
    void eitherSpellingSetsTheSameProperty() {
        assertEquals("5%", settings("run", "--fail-on-regression", "5%", "x.jar").text("bench.failOnRegression"));
        assertEquals("5%", settings("run", "--failOnRegression=5%", "x.jar").text("bench.failOnRegression"));
        assertEquals(List.of("gc", "stack"), settings("run", "--profilers", "gc", "--profilers", "stack", "x.jar")
                .list("bench.profilers"));
        // An unused camelCase option leaves the kebab-case one's default alone.
        assertEquals("default", settings("run", "x.jar").text("bench.job"));
        assertEquals("true", settings("run", "x.jar", "--inProcess").text("bench.inProcess"));
        assertNull(settings("run", "x.jar").text("bench.failOnRegression"));
    }

    @Test
    void theDefaultPresetEndsItsWarmUpOnEvidenceAsThroughMavenAndTakesAHorizon() {
        // The catalog's default of bench.warmup was once "fixed", which the command line handed on as if typed.
        assertNull(settings("run", "x.jar").text("bench.warmup"));
        assertTrue(JobSettings.of(settings("run", "x.jar")).autoWarmup());
        assertEquals(40, JobSettings.of(settings("run", "--warmup-horizon", "4s", "x.jar")).horizon());
        assertFalse(JobSettings.of(settings("run", "--warmup", "fixed", "x.jar")).autoWarmup());
    }

    @Test
    void aBadValueGivenInCamelCaseIsRefusedNamingTheProperty() {
        Outcome bad = run("run", "--failOnError=flase", tmp.resolve("nothing.jar").toString());
        assertEquals(ExitCodes.BAD_INPUT, bad.exitCode);
        assertEquals("bench: bench.failOnError 'flase' is not a boolean; allowed: true, false", bad.err.strip());
    }

    private static RawSettings settings(String... args) {
        CommandLine cli = Main.commandLine();
        cli.parseArgs(args);
        return CliSettings.of(cli.getSubcommands().get(args[0]).getCommandSpec());
    }

    private static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Outcome(int exitCode, String out, String err) {
    }
}
