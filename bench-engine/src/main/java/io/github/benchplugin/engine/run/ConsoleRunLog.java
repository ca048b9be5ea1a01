package io.github.benchplugin.engine.run;

import io.github.benchplugin.engine.run.RunLog;
import java.io.PrintStream;

/**
 * The run's log on a console, with the level prefixes of Maven's log, so that progress, tables and
 * warnings read the same with or without Maven (the command line, tests).
 */
public final class ConsoleRunLog implements RunLog {

    private final PrintStream out;
    private final boolean debug;

    public ConsoleRunLog(PrintStream out, boolean debug) {
        this.out = out;
        this.debug = debug;
    }

    @Override
    public void info(String line) {
        out.println("[INFO] " + line);
    }

    @Override
    public void warn(String line) {
        out.println("[WARNING] " + line);
    }

    @Override
    public void debug(String line) {
        if (debug) {
            out.println("[DEBUG] " + line);
        }
    }
}
