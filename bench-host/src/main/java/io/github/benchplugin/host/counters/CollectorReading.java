package io.github.benchplugin.host.counters;

/** One garbage collector's totals at one moment, as its GarbageCollectorMXBean gives them. */
public final class CollectorReading {

    final String name;
    final CollectorRole role;
    /** Collections (or pauses, for a "Pauses" bean) since the JVM started; -1 when the bean does not say. */
    final long count;
    /** Milliseconds the collector spent since the JVM started; -1 when the bean does not say. */
    final long millis;

    public CollectorReading(String name, CollectorRole role, long count, long millis) {
        this.name = name;
        this.role = role;
        this.count = count;
        this.millis = millis;
    }
}
