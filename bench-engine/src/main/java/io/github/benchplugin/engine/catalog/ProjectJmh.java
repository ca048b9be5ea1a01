package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;

/**
 * The JMH on the project's class path: the release that measures, so the one whose files are read
 * (its BenchmarkList format changed between releases) and whose version each runtime records.
 *
 * @param jar     the jmh-core jar, or the uber-jar (bench.jar) that embeds it
 * @param version its release ("1.37"), from the jar's Maven metadata, else its file name
 */
public record ProjectJmh(Path jar, String version) {

    /** The oldest release whose Runner API and file formats the host and the catalog are checked against. */
    public static final String OLDEST_SUPPORTED = "1.16";

    private static final String POM_PROPERTIES = "META-INF/maven/org.openjdk.jmh/jmh-core/pom.properties";
    private static final Pattern FILE_NAME = Pattern.compile("jmh-core-(\\d[^/\\\\]*)\\.jar");
    private static final Pattern NUMBERS = Pattern.compile("\\d+");

    /**
     * The project's jmh-core, checked to be a release bench supports.
     *
     * @throws BadInputException when the class path has none, or one older than {@link #OLDEST_SUPPORTED}
     */
    public static ProjectJmh find(List<Path> classpath, String project) {
        Path jar = classpath.stream().filter(p -> p.getFileName() != null
                        && p.getFileName().toString().startsWith("jmh-core")).findFirst()
                .or(() -> classpath.stream().filter(ProjectJmh::embedsJmhCore).findFirst())
                .orElseThrow(() -> new BadInputException("org.openjdk.jmh:jmh-core is not on the test class path of "
                        + project + "; add it as a dependency (test scope is enough)"));
        ProjectJmh jmh = new ProjectJmh(jar, versionOf(jar));
        if (jmh.isOlderThan(OLDEST_SUPPORTED)) {
            throw new BadInputException(project + " uses JMH " + jmh.version + " (" + jar + "); bench runs JMH "
                    + OLDEST_SUPPORTED + " and newer: set org.openjdk.jmh:jmh-core and jmh-generator-annprocess to "
                    + OLDEST_SUPPORTED + " or newer (1.37 is current)");
        }
        return jmh;
    }

    /**
     * An uber-jar (maven-shade's benchmarks.jar, Gradle's jmhJar) carries jmh-core inside, with the
     * Maven metadata that names its release.
     */
    private static boolean embedsJmhCore(Path jar) {
        if (!Files.isRegularFile(jar)) {
            return false;
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            return file.getEntry(POM_PROPERTIES) != null;
        } catch (IOException e) {
            return false; // not a jar: the class path entry is someone else's to report
        }
    }

    /**
     * True for the releases whose GC profiler sleeps half a second after every iteration, to let the
     * collectors' notifications for its churn figures arrive: 1.18 to 1.35 (read in each release's
     * GCProfiler; 1.16 and 1.17 do not wait, 1.36 waits only when churn is asked for). There the
     * plugin measures allocation with its own profiler (bench-host's AllocationProfiler).
     */
    public boolean gcProfilerWaitsAfterEachIteration() {
        return !isOlderThan("1.18") && isOlderThan("1.36");
    }

    /** True when this release comes before {@code other} ("1.9" before "1.16"); an unknown version is not. */
    public boolean isOlderThan(String other) {
        return compare(version, other) < 0;
    }

    /** Numeric comparison of dotted versions, part by part; "unknown" sorts as new (nothing is refused for it). */
    static int compare(String a, String b) {
        Matcher left = NUMBERS.matcher(a);
        Matcher right = NUMBERS.matcher(b);
        while (true) {
            boolean l = left.find();
            boolean r = right.find();
            if (!l || !r) {
                return l == r ? 0 : l ? 1 : (a.equals("unknown") ? 1 : -1);
            }
            int c = Long.compare(Long.parseLong(left.group()), Long.parseLong(right.group()));
            if (c != 0) {
                return c;
            }
        }
    }

    private static String versionOf(Path jar) {
        if (Files.isRegularFile(jar)) {
            try (JarFile file = new JarFile(jar.toFile())) {
                ZipEntry entry = file.getEntry(POM_PROPERTIES);
                if (entry != null) {
                    try (InputStream in = file.getInputStream(entry)) {
                        Properties properties = new Properties();
                        properties.load(in);
                        String version = properties.getProperty("version");
                        if (version != null && !version.isBlank()) {
                            return version.trim();
                        }
                    }
                }
            } catch (IOException e) {
                // fall back to the file name: a damaged jar fails later, with JMH's own message
            }
        }
        Matcher name = FILE_NAME.matcher(jar.getFileName().toString());
        return name.matches() ? name.group(1) : "unknown";
    }
}
