package io.github.benchplugin.engine;

import io.github.benchplugin.catalog.BenchmarkCatalog;
import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.host.HarnessFloor;
import io.github.benchplugin.host.HostPlan;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;

/**
 * The bench-host artifact (a jar in Maven's repository, or a classes directory in our own
 * tests): put last on the measured class path, it brings the host's main class and the
 * harness-floor benchmark with its JMH-generated classes.
 */
public final class HostJar {

    private final Path location;

    private HostJar(Path location) {
        this.location = location;
    }

    /** Where the plugin's class loader found bench-host. */
    public static HostJar located() {
        try {
            return new HostJar(Path.of(HostPlan.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | SecurityException e) {
            throw new IllegalStateException("cannot locate the bench-host classes: " + e.getMessage(), e);
        }
    }

    public Path location() {
        return location;
    }

    /** The harness floor's BenchmarkList line, to add to the measured class path's list. */
    public List<BenchmarkListEntry> floorEntries() throws IOException {
        if (Files.isDirectory(location)) {
            try (InputStream in = Files.newInputStream(location.resolve(BenchmarkCatalog.RESOURCE))) {
                return List.copyOf(BenchmarkList.readBenchmarkList(in));
            }
        }
        try (JarFile jar = new JarFile(location.toFile());
             InputStream in = jar.getInputStream(jar.getEntry(BenchmarkCatalog.RESOURCE))) {
            return List.copyOf(BenchmarkList.readBenchmarkList(in));
        }
    }

    /** The mode the harness floor is measured in: its steady-state loop serves avgt and thrpt rows. */
    static final String FLOOR_MODE = "avgt";

    /** The harness floor as a benchmark of the plan. */
    public static BenchmarkMethod floorMethod() {
        return new BenchmarkMethod(HarnessFloor.BENCHMARK, List.of(FLOOR_MODE), Map.of());
    }
}
