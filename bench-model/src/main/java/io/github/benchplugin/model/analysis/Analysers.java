package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warning;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/** The standard set of analysers, run in a fixed order so reports list warnings stably. */
public final class Analysers {

    private Analysers() {
    }

    /** Run-wide problems first (they explain the rest), then per-benchmark ones. */
    public static List<Analyser> standard() {
        return List.of(
                new FailedAnalyser(),
                new UnisolatedAnalyser(),
                new RuntimeMismatchAnalyser(),
                new MixedHostsAnalyser(),
                new EnvironmentAnalyser(),
                new MachineDriftAnalyser(),
                new FewSamplesAnalyser(),
                new OversubscribedAnalyser(),
                new ZeroMeasurementAnalyser(),
                new HighErrorAnalyser(),
                new NotConvergedAnalyser(),
                new UnsteadyForksAnalyser(),
                new MultimodalAnalyser());
    }

    /** Every warning of the standard analysers, duplicates removed, in analyser then row order. */
    public static List<Warning> analyse(BenchResult result) {
        return analyse(result, standard());
    }

    public static List<Warning> analyse(BenchResult result, List<Analyser> analysers) {
        LinkedHashSet<Warning> warnings = new LinkedHashSet<>();
        for (Analyser analyser : analysers) {
            warnings.addAll(analyser.analyse(result));
        }
        return new ArrayList<>(warnings);
    }
}
