package io.github.benchplugin.cli;

import io.github.benchplugin.engine.config.PropertyCatalog.Goal;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * {@code java -jar bench-cli-<version>.jar}: the engine's third door, beside the Maven goals. Each
 * command turns its options into the engine's settings, as the mojos do, and its outcome into an
 * exit code ({@link ExitCodes}).
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = CliVersion.class,
        description = "Runs JMH benchmarks on several JDKs and merges the results into one table.",
        subcommands = {RunCommand.class, MergeCommand.class, JdksCommand.class, CommandLine.HelpCommand.class},
        footerHeading = "%nExit codes:%n",
        footer = {"  0  ok", "  1  failed cells or a failed gate (the results are written first)",
                "  2  bad input: one line on stderr names the value and what to do"})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    /** Runs one command line; the exit code is returned, not taken, so that tests can call it. */
    static int execute(String[] args, PrintStream out, PrintStream err) {
        CommandLine cli = commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        ErrorExits errors = new ErrorExits(out, err);
        cli.setExecutionExceptionHandler(errors);
        cli.setParameterExceptionHandler(errors);
        return cli.execute(args);
    }

    /** The commands, their options built from the engine's property catalog. */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        CliSettings.addOptions(cli.getSubcommands().get("run").getCommandSpec(), Goal.RUN);
        CliSettings.addOptions(cli.getSubcommands().get("merge").getCommandSpec(), Goal.MERGE);
        return cli;
    }

    /** The version the jar was built as, "development" from classes. */
    static String version() {
        String version = Main.class.getPackage().getImplementationVersion();
        return version == null ? "development" : version;
    }

    /** {@code bench} alone: the usage, and exit code 2 (nothing was asked). */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command: run, merge or jdks");
    }
}
