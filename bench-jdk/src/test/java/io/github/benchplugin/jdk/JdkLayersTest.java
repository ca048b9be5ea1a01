package io.github.benchplugin.jdk;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * bench-jdk inside: jdk.home (what a JDK home is) at the bottom, jdk.provision (downloads) on it, jdk
 * (toolchains, discovery, resolution, selection) on both; and nothing of the engine or the doors,
 * which Maven already keeps out (bench-jdk depends on bench-model only).
 */
class JdkLayersTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.github.benchplugin.jdk");

    @Test
    void homeIsTheBottomAndProvisionSitsOnIt() {
        Architectures.layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("home").definedBy("io.github.benchplugin.jdk.home")
                .layer("provision").definedBy("io.github.benchplugin.jdk.provision")
                .layer("jdk").definedBy("io.github.benchplugin.jdk")
                .whereLayer("jdk").mayNotBeAccessedByAnyLayer()
                .whereLayer("provision").mayOnlyBeAccessedByLayers("jdk")
                .check(MAIN);
    }

    @Test
    void noCyclesBetweenItsPackages() {
        slices().matching("io.github.benchplugin.jdk.(**)").should().beFreeOfCycles().check(MAIN);
    }
}
