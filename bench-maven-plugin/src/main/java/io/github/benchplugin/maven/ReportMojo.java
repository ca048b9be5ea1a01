package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.engine.request.ReportRequest;
import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.html.HtmlAssets;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.html.HtmlReport;
import org.apache.maven.doxia.sink.Sink;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.reporting.MavenReport;
import org.apache.maven.reporting.MavenReportException;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The benchmark report for the Maven site ({@code mvn site} with the plugin under
 * {@code <reporting>}, or {@code mvn bench:report} alone): reads the latest results.json of
 * bench:run or bench:merge and renders the same summary, forest plot, table, charts and warnings
 * as results.html into a site page, "Benchmarks" (bench-report.html). Measures nothing.
 * <p>
 * Implements Maven's reporting interface itself: the site plugin hands it the page's Sink. Alone,
 * it writes results.html's page under the name the site would use.
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.SITE, threadSafe = true)
public class ReportMojo extends FolderMojo implements MavenReport {

    static final String OUTPUT_NAME = "bench-report";

    /** Where the page goes: the site's directory (the site plugin sets its own). */
    @Parameter(defaultValue = "${project.reporting.outputDirectory}", readonly = true, required = true)
    File reportOutputDirectory;

    /** {@code mvn bench:report} alone: the page as a file of its own. */
    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        MavenDoor.execute("bench:report", session, null, () -> {
            if (SkipSwitch.requested(skip)) {
                return;
            }
            ReportRequest request = request(); // checked before results.json is read
            if (!canGenerate(request)) {
                return;
            }
            Path page = reportOutputDirectory.toPath().resolve(OUTPUT_NAME + ".html");
            BenchResult result = new ResultJsonReader(getLog()::warn).read(request.resultsFile());
            AtomicFiles.writeString(page, new HtmlRenderer().render(result));
            getLog().info("Benchmark report: " + page);
        });
    }

    @Override
    public void generate(Sink sink, Locale locale) throws MavenReportException {
        try {
            SkipSwitch.requested(skip); // canGenerateReport said yes to a bench.skip that is not a boolean
        } catch (UserInputException e) {
            throw new MavenReportException(e.getMessage());
        }
        BenchResult result = read();
        sink.head();
        sink.title();
        sink.text(getName(locale));
        sink.title_();
        sink.head_();
        sink.body();
        sink.section1();
        sink.sectionTitle1();
        sink.text(getName(locale));
        sink.sectionTitle1_();
        // The report is HTML escaped value by value by the renderer (Doxia would escape it again),
        // with its stylesheet scoped to .bench-report so the site's skin is left alone.
        sink.rawText("<style>" + HtmlAssets.CSS + "</style>\n" + HtmlReport.body(result, false)
                + "<script>" + HtmlAssets.SCRIPT + "</script>\n");
        sink.section1_();
        sink.body_();
        sink.flush();
    }

    @Override
    public String getOutputName() {
        return OUTPUT_NAME;
    }

    @Override
    public String getCategoryName() {
        return CATEGORY_PROJECT_REPORTS;
    }

    @Override
    public String getName(Locale locale) {
        return "Benchmarks";
    }

    @Override
    public String getDescription(Locale locale) {
        return "JMH benchmarks on several JDKs: ratios with confidence intervals, verdicts, allocation and warnings.";
    }

    @Override
    public void setReportOutputDirectory(File directory) {
        this.reportOutputDirectory = directory;
    }

    @Override
    public File getReportOutputDirectory() {
        return reportOutputDirectory;
    }

    @Override
    public boolean isExternalReport() {
        return false;
    }

    /** A module that was never measured gets no page rather than an empty one (said once in the log). */
    @Override
    public boolean canGenerateReport() {
        try {
            return !SkipSwitch.requested(skip) && canGenerate(request());
        } catch (UserInputException e) {
            // The site asks this before generate(), which cannot be told "no" quietly: generate() says why.
            return true;
        }
    }

    private boolean canGenerate(ReportRequest request) {
        if (!request.measured()) {
            getLog().info("No benchmark report: " + request.resultsFile()
                    + " does not exist (run mvn bench:run first).");
            return false;
        }
        return true;
    }

    private BenchResult read() throws MavenReportException {
        try {
            return new ResultJsonReader(getLog()::warn).read(request().resultsFile());
        } catch (UserInputException e) {
            // The message names the value or the file and what is wrong with it: the site's one error.
            throw new MavenReportException(e.getMessage());
        }
    }

    /** The goal's one parse step: bench.outputDirectory checked, results.json located. */
    private ReportRequest request() {
        return ReportRequest.parse(RawSettings.builder().put("bench.outputDirectory", outputDirectory).build());
    }
}
