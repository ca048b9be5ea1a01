package io.github.benchplugin.jdk;

/**
 * The JVM the engine itself runs in, named as its door names it. Messages about in-process columns
 * (bench.inProcess, bench.fallback=in-process) and about the JDK that runs the engine name it, and a
 * user of the command line has no Maven: "Maven's JVM" must come only from the Maven door. Each door
 * says which it is in its {@code request.Door}; the words are what {@link #toString} gives.
 */
public enum EngineJvm {
    /** The Maven goals: bench:run, bench:run-jar, bench:merge, bench:jdks... */
    MAVEN("Maven's JVM"),
    /** {@code java -jar bench-cli-<version>.jar}. */
    CLI("the CLI's JVM");

    private final String words;

    EngineJvm(String words) {
        this.words = words;
    }

    /** "Maven's JVM", "the CLI's JVM": written into sentences as they are. */
    @Override
    public String toString() {
        return words;
    }
}
