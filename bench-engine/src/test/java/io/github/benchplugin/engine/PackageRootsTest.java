package io.github.benchplugin.engine;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import io.github.benchplugin.host.HostMain;
import io.github.benchplugin.jdk.JdkSelection;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.ReportFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * docs/architecture.md: a class's package says its module. Every class a module's jar (or classes folder)
 * holds is under the module's one package root; the doors (bench-maven-plugin, bench-cli) check their own.
 */
class PackageRootsTest {

    static Stream<org.junit.jupiter.params.provider.Arguments> modules() {
        return Stream.of(arguments("bench-model", BenchResult.class, "io.github.benchplugin.model"),
                arguments("bench-report", ReportFiles.class, "io.github.benchplugin.report"),
                arguments("bench-jdk", JdkSelection.class, "io.github.benchplugin.jdk"),
                arguments("bench-engine", BenchEngine.class, "io.github.benchplugin.engine"),
                arguments("bench-host", HostMain.class, "io.github.benchplugin.host"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modules")
    void everyClassOfTheModuleIsUnderItsRoot(String module, Class<?> anchor, String root)
            throws URISyntaxException, IOException {
        // The module's classes folder in a reactor build, its installed jar when this module is built alone.
        Path location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaClasses ofModule;
        if (Files.isDirectory(location)) {
            ofModule = new ClassFileImporter().importPath(location);
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                ofModule = new ClassFileImporter().importJar(jar);
            }
        }
        classes().should().resideInAPackage(root + "..")
                .because(module + "'s package root is " + root + ": a class elsewhere hides which jar it is in")
                .check(ofModule);
    }
}
