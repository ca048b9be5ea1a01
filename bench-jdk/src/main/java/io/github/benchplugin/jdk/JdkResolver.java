package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.jdk.home.NotAJdkHomeException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Turns {@code bench.jdks} entries into the JDKs to run, one column each, in the user's order.
 *
 * <ul>
 * <li>A feature version or a range is looked up first among the declared toolchains, then among the
 * discovered JDKs; within the first of these that has a match, the newest matching version wins (ties go to
 * the one found first).</li>
 * <li>A path must be a JDK home; it is used as is.</li>
 * <li>{@code all} is every JDK from toolchains and discovery, each once, oldest version first.</li>
 * <li>The unset default is the JDK the engine runs on (Maven's JVM, the CLI's JVM).</li>
 * </ul>
 * Nothing is ever substituted: an entry that matches nothing ends in {@link JdkNotFoundException}. Column
 * ids are described on {@link ResolvedJdk#id()}. Toolchains and discovery are consulted only when an entry
 * needs them, and at most once.
 */
final class JdkResolver {

    /** Source name of a JDK the user gave as a path. */
    public static final String PATH_GIVEN = "path given";

    private static final Comparator<JdkInstallation> BY_VERSION =
            Comparator.comparing(jdk -> JavaVersion.parse(jdk.javaVersion()));

    /** Home path as tie-break so that {@code all} gives the same order on every run. */
    private static final Comparator<JdkInstallation> OLDEST_FIRST =
            BY_VERSION.thenComparing(jdk -> jdk.javaHome().toString());

    private final ToolchainSource toolchainSource;
    private final JdkDiscovery discovery;
    private List<JdkInstallation> toolchains;
    private List<JdkInstallation> discovered;

    public JdkResolver(ToolchainSource toolchainSource, JdkDiscovery discovery) {
        this.toolchainSource = Objects.requireNonNull(toolchainSource, "toolchainSource");
        this.discovery = Objects.requireNonNull(discovery, "discovery");
    }

    /**
     * Resolves every entry, in order.
     *
     * @throws JdkNotFoundException   when an entry matches no JDK
     * @throws JdkResolutionException when a path is not a JDK home or the toolchains cannot be read
     */
    public List<ResolvedJdk> resolve(List<JdkRequest> requests) {
        return resolve(requests, (request, why) -> {
            throw why;
        });
    }

    /**
     * What to use instead of a JDK that cannot be resolved (bench.fallback=in-process); it
     * rethrows the exception to refuse.
     */
    @FunctionalInterface
    public interface Fallback {
        JdkInstallation instead(JdkRequest request, JdkResolutionException why);
    }

    /** Like {@link #resolve(List)}, asking {@code fallback} for a substitute when an entry cannot be resolved. */
    public List<ResolvedJdk> resolve(List<JdkRequest> requests, Fallback fallback) {
        ColumnIds ids = new ColumnIds();
        List<ResolvedJdk> resolved = new ArrayList<>();
        for (JdkRequest request : requests) {
            if (request instanceof JdkRequest.All) {
                List<JdkInstallation> all = allJdks();
                if (all.isEmpty()) {
                    throw notFound(request);
                }
                all.forEach(jdk -> resolved.add(new ResolvedJdk(
                        ids.claim(Integer.toString(jdk.featureVersion())), request.text(), jdk)));
            } else {
                JdkInstallation jdk;
                boolean substituted = false;
                try {
                    jdk = resolveOne(request);
                } catch (JdkResolutionException e) {
                    jdk = fallback.instead(request, e);
                    substituted = true;
                }
                // A substitute keeps the column id the user asked for, so the column says what was requested.
                String base = request instanceof JdkRequest.Feature ? request.text()
                        : substituted ? request.text().replaceAll("[^A-Za-z0-9._\\[\\](),-]", "_")
                        : Integer.toString(jdk.featureVersion());
                resolved.add(new ResolvedJdk(ids.claim(base), request.text(), jdk));
            }
        }
        return List.copyOf(resolved);
    }

    /** Every JDK from toolchains and discovery, each once (a toolchain's entry wins), oldest first. */
    public List<JdkInstallation> allJdks() {
        Map<Path, JdkInstallation> byHome = new LinkedHashMap<>();
        toolchains().forEach(jdk -> byHome.putIfAbsent(jdk.javaHome(), jdk));
        discovered().forEach(jdk -> byHome.putIfAbsent(jdk.javaHome(), jdk));
        return byHome.values().stream().sorted(OLDEST_FIRST).toList();
    }

    private JdkInstallation resolveOne(JdkRequest request) {
        if (request instanceof JdkRequest.ByVersion byVersion) {
            JdkInstallation jdk = newestMatch(toolchains(), byVersion);
            if (jdk == null) {
                jdk = newestMatch(discovered(), byVersion);
            }
            if (jdk == null) {
                throw notFound(request);
            }
            return jdk;
        }
        if (request instanceof JdkRequest.Home home) {
            try {
                return JdkHome.inspect(home.path(), PATH_GIVEN);
            } catch (NotAJdkHomeException e) {
                throw new JdkResolutionException("bench.jdks entry '" + home.text() + "': " + e.getMessage()
                        + "; give the directory that holds bin/java and the release file", e);
            }
        }
        if (request instanceof JdkRequest.EngineJdk) {
            try {
                return discovery.engineJdk();
            } catch (NotAJdkHomeException e) {
                throw new JdkResolutionException("bench.jdks is not set, so the JDK of " + discovery.engineJvm()
                        + " would be used, but " + e.getMessage() + "; set bench.jdks to a feature version (21) or a JDK home path", e);
            }
        }
        throw new IllegalStateException("unhandled request type " + request);
    }

    private static JdkInstallation newestMatch(List<JdkInstallation> candidates, JdkRequest.ByVersion request) {
        JdkInstallation best = null;
        for (JdkInstallation jdk : candidates) {
            if (request.matches(jdk) && (best == null || BY_VERSION.compare(jdk, best) > 0)) {
                best = jdk;
            }
        }
        return best;
    }

    private JdkNotFoundException notFound(JdkRequest request) {
        List<String> places = new ArrayList<>();
        places.add(toolchainSource.description());
        places.addAll(discovery.placesSearched());
        return new JdkNotFoundException(request, allJdks(), places, toolchainSource.problems());
    }

    private List<JdkInstallation> toolchains() {
        if (toolchains == null) {
            toolchains = List.copyOf(toolchainSource.jdkToolchains());
        }
        return toolchains;
    }

    private List<JdkInstallation> discovered() {
        if (discovered == null) {
            discovered = discovery.installedJdks();
        }
        return discovered;
    }
}
