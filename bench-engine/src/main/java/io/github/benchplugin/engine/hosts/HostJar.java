package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.catalog.BenchmarkCatalog;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.host.HarnessFloor;
import io.github.benchplugin.host.HostPlan;
import io.github.benchplugin.engine.catalog.ProjectJmh;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /**
     * Names the bench-host jar when the engine's class loader cannot: a shaded jar (the command line)
     * holds the host's classes among everything else, which must not reach the measured class path.
     */
    public static final String LOCATION_PROPERTY = "bench.hostJar";

    /** Where the plugin's class loader found bench-host, unless {@link #LOCATION_PROPERTY} names it. */
    public static HostJar located() {
        String named = System.getProperty(LOCATION_PROPERTY);
        if (named != null && !named.isBlank()) {
            return new HostJar(Path.of(named));
        }
        try {
            return new HostJar(Path.of(HostPlan.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | SecurityException e) {
            throw new IllegalStateException("cannot locate the bench-host classes: " + e.getMessage(), e);
        }
    }

    public Path location() {
        return location;
    }

    /**
     * The harness floor's BenchmarkList line, as bench-host's JMH wrote it, to add to the measured
     * class path's list; only a project on the same JMH can read it and run the floor's generated
     * classes (see {@link #canRunFloor}).
     */
    public List<String> floorLines() throws IOException {
        String list;
        if (Files.isDirectory(location)) {
            list = Files.readString(location.resolve(BenchmarkCatalog.RESOURCE), StandardCharsets.UTF_8);
        } else {
            try (JarFile jar = new JarFile(location.toFile());
                 InputStream in = jar.getInputStream(jar.getEntry(BenchmarkCatalog.RESOURCE))) {
                list = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
        return list.lines().map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
    }

    /**
     * True when the project's JMH is the release whose annotation processor generated the floor:
     * the generated classes call JMH internals that change between releases.
     */
    public static boolean canRunFloor(ProjectJmh jmh) {
        return jmh.version().equals(floorJmhVersion());
    }

    /** The JMH release bench-host's floor was generated with (bench-host.properties, filtered by its build). */
    public static String floorJmhVersion() {
        try (InputStream in = HarnessFloor.class.getResourceAsStream("bench-host.properties")) {
            if (in == null) {
                throw new IOException("bench-host.properties is missing from bench-host");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("jmh.version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The mode the harness floor is measured in: its steady-state loop serves avgt and thrpt rows. */
    public static final String FLOOR_MODE = "avgt";

    /** The harness floor as a benchmark of the plan. */
    public static BenchmarkMethod floorMethod() {
        return new BenchmarkMethod(HarnessFloor.BENCHMARK, List.of(FLOOR_MODE), Map.of());
    }
}
