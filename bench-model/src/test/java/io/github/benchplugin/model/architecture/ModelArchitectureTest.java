package io.github.benchplugin.model.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * How bench-model's packages may depend on each other. bench-model computes;
 * turning results into text for people is bench-report's job, which Maven already keeps out of here
 * (bench-report depends on bench-model, not the other way), so these rules check what Maven cannot:
 * the order inside this module.
 */
class ModelArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.github.benchplugin");

    @Test
    void thePackagesHaveNoCycles() {
        slices().matching("io.github.benchplugin.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    @Test
    void theModelDependsOnNothingElseOfOurs() {
        noClasses().that().resideInAPackage("io.github.benchplugin.model.result..")
                .should().dependOnClassesThat(resideInAPackage("io.github.benchplugin..")
                        .and(not(resideInAPackage("io.github.benchplugin.model.result.."))))
                .because("every other package reads or computes the model: it is the bottom")
                .check(MAIN);
    }

    @Test
    void numberFormatsDependOnNothingOfOurs() {
        noClasses().that().resideInAPackage("io.github.benchplugin.model.format..")
                .should().dependOnClassesThat(resideInAPackage("io.github.benchplugin..")
                        .and(not(resideInAPackage("io.github.benchplugin.model.format.."))))
                .because("statistics and warnings format numbers with it, so it sits beside the model")
                .check(MAIN);
    }

    @Test
    void theComputationsDoNotDependOnTheMergeOrTheAssembly() {
        noClasses().that().resideInAnyPackage("io.github.benchplugin.model.stats..", "io.github.benchplugin.model.analysis..",
                        "io.github.benchplugin.model.io..", "io.github.benchplugin.model.jmh..", "io.github.benchplugin.model.regression..",
                        "io.github.benchplugin.model.history..", "io.github.benchplugin.model.isolation..")
                .should().dependOnClassesThat(resideInAnyPackage("io.github.benchplugin.model.combine..",
                        "io.github.benchplugin.model.assembly.."))
                .because("merge and assembly put the other packages together; nothing below calls back up")
                .check(MAIN);
    }

    @Test
    void noRenderingIsLeftHere() {
        noClasses().should().resideInAnyPackage("io.github.benchplugin.report..", "io.github.benchplugin.render..")
                .because("text, Markdown, HTML and CSV are bench-report's; a package of that name here would be"
                        + " split between the two jars")
                .check(MAIN);
    }
}
