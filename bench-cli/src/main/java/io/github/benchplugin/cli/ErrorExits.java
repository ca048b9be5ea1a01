package io.github.benchplugin.cli;

import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.engine.output.IoReason;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintStream;

/**
 * Maps what a command throws to an exit code, once for all commands: bad input (ours or picocli's)
 * is one line on stderr and exit code 2, as Maven's door gives one [ERROR] line. A message's
 * further lines (the JDKs found and where we looked, for a runtime that is missing) go to stdout
 * with the log, so that stderr stays one line a script can show.
 */
final class ErrorExits implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {

    private final PrintStream out;
    private final PrintStream err;

    ErrorExits(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        err.println("bench: " + e.getMessage() + " (see " + e.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
        return ExitCodes.BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cli, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof UserInputException) { // every user error, whichever part of the engine found it
            report(e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        if (e instanceof IOException) {
            report(cli.getCommandName() + " could not read or write its files: " + IoReason.describe((IOException) e));
            return ExitCodes.FAILED;
        }
        if (e instanceof InterruptedException) {
            report(cli.getCommandName() + " was interrupted; what finished is in the output directory"
                    + ("run".equals(cli.getCommandName()) ? ", and the same command with --resume finishes the run" : ""));
            return ExitCodes.FAILED;
        }
        throw e; // a bug: picocli prints the stack trace
    }

    private void report(String message) {
        String text = message == null ? "" : message.strip();
        int nl = text.indexOf('\n');
        err.println("bench: " + (nl < 0 ? text : text.substring(0, nl).strip()));
        if (nl >= 0) {
            text.substring(nl + 1).lines().forEach(out::println);
        }
    }
}
