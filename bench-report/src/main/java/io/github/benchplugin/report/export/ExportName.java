package io.github.benchplugin.report.export;

import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;

/**
 * The one name a row on one runtime has in every export that names benchmarks (Bencher, github-action-benchmark,
 * JUnit): "org.example.ConcatBench.plus {label=plain, n=1000} avgt on 17". The runtime part is the column id, so
 * it carries the variant ("17/v2", bench.variants) and the profile ("17-g1", bench.profiles) when the run had
 * them; a dashboard then draws one series per row and column, and the name stays the same from run to run.
 */
public final class ExportName {

    private ExportName() {
    }

    public static String of(Row row, RuntimeInfo runtime) {
        return of(row.key(), runtime.id());
    }

    public static String of(RowKey row, String runtimeId) {
        return row.label() + " " + row.mode() + " on " + runtimeId;
    }
}
