package io.github.benchplugin.engine.run;

import java.util.List;
import java.util.Map;

/**
 * One column's effective JVM flags, as its measured forks get them (read by {@code hosts.EffectiveFlags},
 * recorded in results.json's {@code runtimes[].flags}).
 *
 * @param values   name -> value as {@code -XX:+PrintFlagsFinal} prints them
 * @param fromUser the names set on the command line (bench.jvmArgs, the column's profile)
 */
public record JvmFlags(Map<String, String> values, List<String> fromUser) {
    public JvmFlags {
        values = Map.copyOf(values);
        fromUser = List.copyOf(fromUser);
    }
}
