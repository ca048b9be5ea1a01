package io.github.benchplugin.run;

/** The log the run writes to; the mojo adapts Maven's Log, tests can collect lines. */
public interface RunLog {
    void info(String line);

    void warn(String line);

    void debug(String line);

    /**
     * How the door names the JVM the engine runs in, for messages about in-process columns:
     * "Maven's JVM" from Maven, "this JVM" elsewhere (the command line, tests). The engine takes
     * the door's wording rather than assuming Maven.
     */
    default String ownJvm() {
        return "this JVM";
    }
}
