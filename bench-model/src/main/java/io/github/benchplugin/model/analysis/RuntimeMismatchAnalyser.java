package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * RUNTIME_MISMATCH: bench.jdks asked for a plain feature version ("21", or the old "1.8") and the
 * JDK that ran has another. Ranges, paths and "all" are resolved elsewhere and not judged here.
 */
final class RuntimeMismatchAnalyser implements Analyser {

    private static final Pattern FEATURE = Pattern.compile("(?:1\\.)?(\\d+)");

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<Warning> warnings = new ArrayList<>();
        for (RuntimeInfo runtime : result.runtimes()) {
            if (runtime.requested() == null) {
                continue;
            }
            Matcher m = FEATURE.matcher(runtime.requested().trim());
            if (!m.matches()) {
                continue;
            }
            int wanted;
            try {
                wanted = Integer.parseInt(m.group(1));
            } catch (NumberFormatException tooLong) {
                continue;
            }
            if (wanted != runtime.featureVersion()) {
                warnings.add(Warning.of(WarningCode.RUNTIME_MISMATCH, "bench.jdks asked for " + runtime.requested()
                        + " but runtime " + runtime.id() + " is Java " + runtime.javaVersion() + " ("
                        + runtime.javaHome() + "): its column is not the JDK you asked for. Install JDK " + wanted
                        + " or list its home path in bench.jdks.", null, runtime.id()));
            }
        }
        return warnings;
    }
}
