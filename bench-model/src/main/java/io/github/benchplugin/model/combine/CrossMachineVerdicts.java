package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.Row;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Withholds the verdicts of comparisons between columns measured on machines of different types
 * (bench.allowMixedHosts=false, the default). The confidence interval of a ratio is built from the
 * fork-to-fork spread on each side; the difference between two machines is not in that spread,
 * so a "faster" across machines may be the machine. The ratio stays, the verdict (time and
 * allocation) becomes unknown with the reason.
 */
public final class CrossMachineVerdicts {

    /** The note of a comparison across machines. */
    public static final String NOTE = "measured on different machines: ratio shown, no verdict"
            + " (bench.allowMixedHosts=true to compare anyway)";

    private CrossMachineVerdicts() {
    }

    public static BenchResult withhold(BenchResult result) {
        Map<String, Machine> machines = new LinkedHashMap<>();
        result.runtimes().forEach(r -> machines.put(r.id(), r.machineIn(result)));
        List<Row> rows = new ArrayList<>(result.rows().size());
        for (Row row : result.rows()) {
            rows.add(row.withComparisons(withheld(row.comparisons(), machines), row.baselineRatio())
                    .withProfileComparisons(withheld(row.profileComparisons(), machines))
                    .withVariantComparisons(withheld(row.variantComparisons(), machines)));
        }
        return result.withRows(rows);
    }

    private static Map<String, Comparison> withheld(Map<String, Comparison> comparisons, Map<String, Machine> machines) {
        Map<String, Comparison> out = new LinkedHashMap<>();
        comparisons.forEach((id, c) -> out.put(id, crossesMachines(id, c, machines) ? unknown(c) : c));
        return out;
    }

    private static boolean crossesMachines(String id, Comparison c, Map<String, Machine> machines) {
        return c != null && machines.containsKey(c.against()) && !same(machines.get(id), machines.get(c.against()));
    }

    private static boolean same(Machine a, Machine b) {
        return a == null ? b == null : a.sameTypeAs(b);
    }

    private static Comparison unknown(Comparison c) {
        return c.withheld(NOTE);
    }
}
