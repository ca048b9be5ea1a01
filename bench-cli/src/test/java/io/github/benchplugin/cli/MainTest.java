package io.github.benchplugin.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
