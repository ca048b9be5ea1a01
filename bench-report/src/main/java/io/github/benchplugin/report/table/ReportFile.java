package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;

/** A report written to the output directory next to results.json. */
public interface ReportFile {

    /** File name in the output directory, e.g. "results.md". */
    String fileName();

    /**
     * The whole file content; written as UTF-8. {@code table} is {@code ResultTable.of(result)}, laid
     * out once for every report of a result (a report that does not show it ignores it).
     */
    String render(BenchResult result, ResultTable table);

    /** The file for {@code result} alone, its table laid out here. */
    default String render(BenchResult result) {
        return render(result, ResultTable.of(result));
    }
}
