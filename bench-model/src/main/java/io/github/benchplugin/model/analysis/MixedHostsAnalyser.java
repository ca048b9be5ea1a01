package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * MIXED_HOSTS: columns of one table measured on machines of different types (merged CI matrix
 * jobs). Machines are told apart by their fingerprint (CPU model, cpus, memory, OS, kernel), not
 * by host name: two runners of one type are one machine for this purpose, so sharded jobs on a
 * runner pool stay comparable.
 */
final class MixedHostsAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<Machine> machines = new ArrayList<>();
        Map<Machine, List<String>> columns = new LinkedHashMap<>();
        for (RuntimeInfo r : result.runtimes()) {
            Machine machine = r.machineIn(result);
            if (machine == null) {
                continue;
            }
            Machine known = machines.stream().filter(machine::sameTypeAs).findFirst().orElse(null);
            if (known == null) {
                machines.add(machine);
                known = machine;
            }
            columns.computeIfAbsent(known, m -> new ArrayList<>()).add(r.id());
        }
        if (columns.size() < 2) {
            return List.of();
        }
        List<String> parts = new ArrayList<>();
        columns.forEach((machine, ids) -> parts.add(String.join(", ", ids) + " on " + machine.describe()));
        return List.of(Warning.of(WarningCode.MIXED_HOSTS, "Runtimes were measured on different machines: "
                + String.join("; ", parts) + ". Ratios between them mix machine and JDK differences, so their"
                + " verdicts are unknown unless bench.allowMixedHosts=true; to compare JDKs, measure them on"
                + " runners of one type (or in one job).", null, null));
    }
}
