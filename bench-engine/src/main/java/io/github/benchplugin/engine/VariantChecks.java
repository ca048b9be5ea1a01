package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.CodeVariant;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.Variant;
import io.github.benchplugin.model.result.VariantJar;
import io.github.benchplugin.engine.request.RunSettings;
import io.github.benchplugin.engine.run.RuntimeSource;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What bench.variants cannot be combined with, said before the lock, and what each variant runs,
 * said before measuring. A shared JVM (bench.verifyIsolation's second column, bench.fallback's
 * in-process column) would run one class path for every variant: the column would carry a
 * variant's name and measure the project's version, which is worse than no column.
 */
final class VariantChecks {

    private VariantChecks() {
    }

    /** @return {@code variants}, when the run's settings allow them */
    static List<CodeVariant> allowed(List<CodeVariant> variants, RunSettings settings, RuntimeSource runtimes) {
        if (variants.isEmpty()) {
            return variants;
        }
        if (settings.columns().verifyIsolation()) {
            throw new BadInputException("bench.variants cannot be combined with bench.verifyIsolation: its shared"
                    + " JVM would run one class path for every variant; verify the isolation without bench.variants");
        }
        if (runtimes.fallsBackInProcess()) {
            throw new BadInputException("bench.variants cannot be combined with bench.fallback=in-process: a runtime"
                    + " measured in-process would run the build's class path, not its variant's; drop bench.fallback");
        }
        return variants;
    }

    /** One line per variant: its spec and the jars that differ from the first variant's. */
    static List<String> describe(List<TargetRuntime> columns) {
        Map<String, Variant> variants = new LinkedHashMap<>();
        columns.stream().filter(c -> c.variant() != null).forEach(c -> variants.putIfAbsent(c.variant().name(), c.variant()));
        List<String> lines = new ArrayList<>();
        String first = null;
        for (Variant variant : variants.values()) {
            if (first == null) {
                first = variant.name();
                lines.add("Variant " + variant.name() + " (" + variant.spec() + "): the baseline");
                continue;
            }
            List<String> jars = variant.jars().stream().map(VariantChecks::fileName).toList();
            lines.add("Variant " + variant.name() + " (" + variant.spec() + "): " + jars.size()
                    + (jars.size() == 1 ? " jar differs" : " jars differ") + " from " + first + "'s class path"
                    + (jars.isEmpty() ? "" : ": " + String.join(", ", jars)));
        }
        return lines;
    }

    private static String fileName(VariantJar jar) {
        return Path.of(jar.path()).getFileName().toString();
    }
}
