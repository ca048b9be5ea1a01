package io.github.benchplugin.model;

import java.util.Map;

/**
 * Where and how a run was measured: the header of every report.
 *
 * @param hostName   the machine's name; merged runs from different hosts get a MIXED_HOSTS warning
 * @param os         operating system name and version
 * @param arch       CPU architecture
 * @param cpus       available processors
 * @param createdAt  ISO-8601 instant the run finished
 * @param settings   the JMH settings the run used (forks, iterations, times, mode ...), as strings
 * @param facts      observations about the machine relevant to measurement quality
 *                   (cpu governor, hypervisor, ...), as strings
 */
public record Environment(
        String hostName,
        String os,
        String arch,
        int cpus,
        String createdAt,
        Map<String, String> settings,
        Map<String, String> facts) {

    public Environment {
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        facts = facts == null ? Map.of() : Map.copyOf(facts);
    }
}
