package io.github.benchplugin.maven;

import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.reporting.MavenReportException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportMojoTest {

    @TempDir
    Path dir;

    @Test
    void aModuleWithoutResultsGetsNoPage() {
        ReportMojo mojo = mojo();
        assertFalse(mojo.canGenerateReport());
    }

    @Test
    void aModuleWithResultsGetsTheBenchmarksPage() throws Exception {
        Files.writeString(dir.resolve("results.json"), "{}");
        ReportMojo mojo = mojo();
        assertTrue(mojo.canGenerateReport());
        assertEquals("bench-report", mojo.getOutputName());
        assertEquals("Benchmarks", mojo.getName(Locale.ROOT));
        mojo.skip = "true";
        assertFalse(mojo.canGenerateReport(), "bench.skip");
        mojo.skip = "TRUE";
        assertFalse(mojo.canGenerateReport(), "bench.skip in any case, as every boolean");
    }

    @Test
    void aSkipThatIsNotABooleanIsOneClearErrorNotAPage() throws Exception {
        Files.writeString(dir.resolve("results.json"), "{}");
        ReportMojo mojo = mojo();
        mojo.skip = "maybe";
        String expected = "bench.skip 'maybe' is not a boolean; allowed: true, false";
        assertEquals(expected, assertThrows(MojoFailureException.class, mojo::execute).getMessage());
        // Inside the site: the page is asked for, and generating it says why.
        assertTrue(mojo.canGenerateReport());
        assertEquals(expected, assertThrows(MavenReportException.class, () -> mojo.generate(null, Locale.ROOT))
                .getMessage());
        assertFalse(Files.exists(dir.resolve("site/bench-report.html")));
    }

    @Test
    void aBrokenResultsFileIsOneClearError() throws Exception {
        Files.writeString(dir.resolve("results.json"), "{ not json");
        MavenReportException e = assertThrows(MavenReportException.class, () -> mojo().generate(null, Locale.ROOT));
        assertTrue(e.getMessage().contains("results.json"), e.getMessage());
        // A user error like every other goal's: one [ERROR], no stack trace (MavenDoor).
        MojoFailureException alone = assertThrows(MojoFailureException.class, () -> mojo().execute());
        assertTrue(alone.getMessage().contains("results.json"), "mvn bench:report alone: " + alone.getMessage());
        assertFalse(Files.exists(dir.resolve("site/bench-report.html")));
    }

    @Test
    void anOutputDirectoryThatIsAFileIsRefusedBeforeAnythingIsRead() throws Exception {
        Path file = Files.writeString(dir.resolve("bench"), "");
        ReportMojo mojo = mojo();
        mojo.outputDirectory = file.toFile();
        String expected = "bench.outputDirectory " + file + " is a file, not a directory; name a directory (it is"
                + " created when missing)";
        assertEquals(expected, assertThrows(MojoFailureException.class, mojo::execute).getMessage());
        // Inside the site: the page is asked for, and generating it is the site's one error.
        assertTrue(mojo.canGenerateReport());
        assertEquals(expected, assertThrows(MavenReportException.class, () -> mojo.generate(null, Locale.ROOT))
                .getMessage());
    }

    private ReportMojo mojo() {
        ReportMojo mojo = new ReportMojo();
        mojo.outputDirectory = dir.toFile();
        mojo.reportOutputDirectory = dir.resolve("site").toFile();
        return mojo;
    }
}
