package io.github.benchplugin.it;

/**
 * The JUnit resource locks of this suite (junit-platform.properties runs two test classes at a time).
 * A class that needs the machine to itself is {@code @Isolated}; these name the narrower needs.
 */
final class MachineLocks {

    /**
     * Held (exclusively) by a class whose assertions rest on measured numbers, or that measures inside
     * Maven's JVM. Two such classes never run at once; a class that only builds, runs dry cells, fails
     * early or reads files runs beside one. Each copy of a test project has its own temporary directory,
     * and with it its own JMH lock (MavenRun), so such a class's cells do not wait for the measured
     * class's: what a measured class meets is another Maven starting, compiling or running a dry JMH fork
     * on the other core, the noise its margins are made for (each says why in its comment).
     */
    static final String MEASUREMENT = "the machine's measurement";

    private MachineLocks() {
    }
}
