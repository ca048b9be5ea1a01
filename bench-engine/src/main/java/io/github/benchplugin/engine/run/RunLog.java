package io.github.benchplugin.engine.run;

/** The log the run writes to; the mojo adapts Maven's Log, tests can collect lines. */
public interface RunLog {
    void info(String line);

    void warn(String line);

    void debug(String line);
}
