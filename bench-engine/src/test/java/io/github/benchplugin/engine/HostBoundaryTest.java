package io.github.benchplugin.engine;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * bench-host runs inside the measured JVMs (Java 8 bytecode, the project's own JMH); the engine starts it and
 * reads what it writes. So the engine may use only the host's side of that conversation: the plan file it
 * writes (HostPlan), the event lines and iteration logs it reads back (HostEvents, IterationLog), bench.duet's
 * barrier words (DuetChannel), and the names of what it starts (HostMain, CatalogReader, the profilers) or
 * locates (HarnessFloor, the jar's anchor).
 * Anything else of bench-host (its JMH runner, lock, channel, recorder) stays inside the measured JVM.
 */
class HostBoundaryTest {

    private static final Set<String> PROTOCOL = Set.of(
            "io.github.benchplugin.host.HostPlan", "io.github.benchplugin.host.HostEvents",
            "io.github.benchplugin.host.IterationLog", "io.github.benchplugin.host.HostMain",
            "io.github.benchplugin.host.CatalogReader", "io.github.benchplugin.host.HarnessFloor",
            "io.github.benchplugin.host.counters.JvmCountersProfiler",
            "io.github.benchplugin.host.gc.AllocationProfiler",
            "io.github.benchplugin.host.warmup.SteadyStopProfiler",
            "io.github.benchplugin.host.duet.DuetProfiler", "io.github.benchplugin.host.duet.DuetChannel");

    @Test
    void theEngineUsesOnlyTheHostsProtocol() throws URISyntaxException {
        Path engineClasses = Path.of(BenchEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaClasses engine = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(engineClasses);
        noClasses().should().dependOnClassesThat(describe("are bench-host classes outside its protocol",
                        (JavaClass c) -> c.getPackageName().startsWith("io.github.benchplugin.host")
                                && !PROTOCOL.contains(outermost(c).getName())))
                .because("bench-host runs in the measured JVM; the engine only starts it and reads what it writes")
                .check(engine);
    }

    private static JavaClass outermost(JavaClass c) {
        JavaClass outer = c;
        while (outer.getEnclosingClass().isPresent()) {
            outer = outer.getEnclosingClass().get();
        }
        return outer;
    }
}
