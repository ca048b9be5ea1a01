package io.github.benchplugin.analysis;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.model.Warning;
import io.github.benchplugin.model.WarningCode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** MIXED_HOSTS: runtimes of one table measured on different machines (merged CI matrix jobs). */
final class MixedHostsAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        Map<String, List<String>> byHost = new LinkedHashMap<>();
        for (RuntimeInfo r : result.runtimes()) {
            if (r.hostName() != null && !r.hostName().isBlank()) {
                byHost.computeIfAbsent(r.hostName(), h -> new ArrayList<>()).add(r.id());
            }
        }
        if (byHost.size() < 2) {
            return List.of();
        }
        List<String> parts = new ArrayList<>();
        byHost.forEach((host, ids) -> parts.add(host + " (" + String.join(", ", ids) + ")"));
        return List.of(Warning.of(WarningCode.MIXED_HOSTS, "Runtimes were measured on different machines: "
                + String.join(", ", parts) + ". Ratios between them mix machine and JDK differences; to compare"
                + " JDKs, measure them in one job on one machine.", null, null));
    }
}
