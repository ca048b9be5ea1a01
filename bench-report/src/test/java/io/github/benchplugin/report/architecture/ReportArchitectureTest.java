package io.github.benchplugin.report.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * How bench-report's packages depend on each other: {@code table} is the layout every format
 * shares, each format (text, csv, markdown, html, isolation) prints it its own way, and the
 * files ({@code report}: ReportFiles, HistoryFiles) put the formats together. A format never
 * reaches into another, so a new one is added beside them without touching the rest.
 */
class ReportArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.github.benchplugin.report");

    @Test
    void thePackagesHaveNoCycles() {
        slices().matching("io.github.benchplugin.report.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void theSharedLayoutKnowsNoFormat() {
        noClasses().that().resideInAnyPackage("io.github.benchplugin.report.table..")
                .should().dependOnClassesThat(resideInAnyPackage("io.github.benchplugin.report.text..",
                        "io.github.benchplugin.report.csv..", "io.github.benchplugin.report.markdown..",
                        "io.github.benchplugin.report.html..", "io.github.benchplugin.report.isolation.."))
                .because("every format prints the table; the table printing one format would tie them together")
                .check(MAIN);
    }

    @Test
    void noFormatReachesIntoAnother() {
        slices().matching("io.github.benchplugin.report.(text|csv|markdown|html)..").should()
                .notDependOnEachOther()
                .because("each format prints report.table its own way; what two formats share belongs in the table"
                        + " (report.isolation, the bench.verifyIsolation page, is printed with them)")
                .check(MAIN);
    }

    @Test
    void noExportReachesIntoAnotherOrIntoAReport() {
        slices().matching("io.github.benchplugin.report.export.(*)..").should().notDependOnEachOther().check(MAIN);
        noClasses().that().resideInAnyPackage("io.github.benchplugin.report.export..")
                .should().dependOnClassesThat(resideInAnyPackage("io.github.benchplugin.report",
                        "io.github.benchplugin.report.text..", "io.github.benchplugin.report.csv..",
                        "io.github.benchplugin.report.markdown..", "io.github.benchplugin.report.html..",
                        "io.github.benchplugin.report.isolation.."))
                .because("each export renders the result for one tool; ExportFiles puts them together")
                .check(MAIN);
    }
}
