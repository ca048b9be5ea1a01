package io.github.benchplugin.maven;

import io.github.benchplugin.history.Regression;
import io.github.benchplugin.history.RegressionGate;
import io.github.benchplugin.history.Threshold;
import io.github.benchplugin.model.BenchResult;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

import java.nio.file.Path;
import java.util.List;

/**
 * bench.failOnRegression, applied after the results are written (a failing build still leaves
 * the full table to look at): fails naming every regression at once, so one CI round shows them all.
 */
final class RegressionCheck {

    private RegressionCheck() {
    }

    /** Does nothing when threshold is null (bench.failOnRegression not set). */
    static void enforce(BenchResult result, Threshold threshold, Path outputDirectory, Log log)
            throws MojoFailureException {
        if (threshold == null) {
            return;
        }
        List<Regression> regressions = RegressionGate.find(result, threshold);
        if (regressions.isEmpty()) {
            log.info("bench.failOnRegression=" + threshold + ": no significant slowdown larger than " + threshold);
            return;
        }
        throw new MojoFailureException(message(regressions, threshold, outputDirectory));
    }

    static String message(List<Regression> regressions, Threshold threshold, Path outputDirectory) {
        StringBuilder text = new StringBuilder()
                .append(regressions.size()).append(" regression(s): significantly slower by more than ")
                .append(threshold).append(" (bench.failOnRegression); results are in ").append(outputDirectory)
                .append(':');
        regressions.forEach(r -> text.append(System.lineSeparator()).append("  ").append(r.describe()));
        return text.toString();
    }
}
