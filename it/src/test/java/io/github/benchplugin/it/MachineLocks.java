package io.github.benchplugin.it;

/**
 * The JUnit resource locks of this suite (junit-platform.properties runs two test classes at a time).
 * A class that needs the machine to itself is {@code @Isolated}; these name the narrower needs.
 */
final class MachineLocks {

    /**
     * Held (exclusively) by a class whose assertions rest on measured numbers, or that measures outside
     * JMH's machine-wide lock (inside Maven's JVM). Two such classes never run at once; a class that only
     * builds, fails early or reads files runs beside one. Every cell takes JMH's lock, so the measurements
     * themselves never overlap; what a measured class meets is another Maven starting and compiling on
     * the other core, the noise its margins are made for (each says why in its comment).
     */
    static final String MEASUREMENT = "the machine's measurement";

    private MachineLocks() {
    }
}
