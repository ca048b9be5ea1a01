package io.github.benchplugin.report.export;

import java.util.Arrays;
import java.util.Optional;

/** The values of bench.export: the dashboards and CI views a result can be handed to, each in its own shape. */
public enum ExportFormat {
    /** Bencher Metric Format JSON: export/bencher.json. */
    BENCHER("bencher"),
    /** github-action-benchmark's custom JSON: export/github-action-benchmark.json (and -thrpt.json). */
    GITHUB_ACTION_BENCHMARK("github-action-benchmark"),
    /** JUnit XML, a test case per gate check: export/junit.xml. */
    JUNIT("junit"),
    /** JMH's own JSON per runtime: export/jmh/&lt;runtime id&gt;.json. */
    JMH("jmh");

    private final String id;

    ExportFormat(String id) {
        this.id = id;
    }

    /** As bench.export spells it. */
    public String id() {
        return id;
    }

    public static Optional<ExportFormat> byId(String id) {
        return Arrays.stream(values()).filter(f -> f.id.equals(id)).findFirst();
    }
}
