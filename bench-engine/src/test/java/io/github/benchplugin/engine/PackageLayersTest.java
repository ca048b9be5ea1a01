package io.github.benchplugin.engine;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * bench-engine's packages in layers, each built only on those below it: the run's vocabulary
 * ({@code config}, {@code run}) at the bottom, the door's request parsed once in the middle
 * ({@code request}: RunSettings, RunRequest, what a door provides), {@code engine} (the run's
 * orchestration) on top. A
 * package never imports one above it or beside it in its tier, so each can be read, tested and
 * reused without the ones above; and no two packages depend on each other. A package added to
 * bench-engine must be given its tier here (the rule fails for a class outside every layer).
 */
class PackageLayersTest {

    private static final String BASE = "io.github.benchplugin.engine.";

    /** The root package: BenchRun and BenchEngine, the run's orchestration, on every tier. */
    private static final String TOP = "(top)";

    /** Bottom first; a package may use only the packages of the tiers before its own. */
    private static final List<List<String>> TIERS = List.of(
            List.of("config"),
            List.of("run", "lock", "runtimeprofile", "catalog", "output"),
            List.of("plan", "resume", "history"),
            List.of("profilers", "gate"),
            List.of("publish"),
            List.of("request"),
            List.of("hosts", "recording", "merge"),
            List.of("floor"),
            List.of("execution"),
            List.of("explain"),
            List.of(TOP));

    private static JavaClasses classes;

    @BeforeAll
    static void importEngineClasses() throws URISyntaxException {
        // bench-engine's own classes only (not bench-model's or bench-host's packages on the class path).
        Path engineClasses = Path.of(BenchEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(engineClasses);
    }

    @Test
    void noPackageUsesOneAboveIt() {
        Architectures.LayeredArchitecture layers = Architectures.layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .ensureAllClassesAreContainedInArchitecture();
        for (List<String> tier : TIERS) {
            for (String pkg : tier) {
                layers = layers.layer(pkg).definedBy(pkg.equals(TOP) ? "io.github.benchplugin.engine" : BASE + pkg + "..");
            }
        }
        for (int t = 0; t < TIERS.size(); t++) {
            List<String> above = new ArrayList<>();
            TIERS.subList(t + 1, TIERS.size()).forEach(above::addAll);
            for (String pkg : TIERS.get(t)) {
                layers = above.isEmpty() ? layers.whereLayer(pkg).mayNotBeAccessedByAnyLayer()
                        : layers.whereLayer(pkg).mayOnlyBeAccessedByLayers(above.toArray(String[]::new));
            }
        }
        layers.check(classes);
    }

    @Test
    void noCyclesBetweenPackages() {
        slices().matching(BASE + "(*)..").should().beFreeOfCycles().check(classes);
    }

    /**
     * A tier's layer takes a package with its subpackages, so a cycle inside one is invisible to the
     * rules above: here every package is a slice.
     */
    @Test
    void noCyclesBetweenSubpackagesEither() {
        slices().matching(BASE + "(**)").should().beFreeOfCycles().check(classes);
    }
}
