package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.jdk.home.NotAJdkHomeException;
import io.github.benchplugin.jdk.EngineJvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the JDKs installed on this machine by looking at the usual places, reading each candidate's
 * {@code release} file; no JVM is started.
 *
 * <p>Looked at, in this order (the first place that finds a JDK is the one credited for it):
 * <ol>
 * <li>{@code JAVA_HOME}, then every other {@code JAVA*_HOME} variable and GitHub setup-java's
 * {@code JAVA_HOME_<N>_X64} / {@code _ARM64}; each names a JDK home;</li>
 * <li>directories under the user home where tools install JDKs ({@code ~/.jdks} IntelliJ,
 * {@code ~/.m2/jdks}, {@code ~/.sdkman/candidates/java}, {@code ~/.gradle/jdks}, {@code ~/.jenv/versions},
 * {@code ~/.asdf/installs/java}, {@code ~/Library/Java/JavaVirtualMachines}) and the system directories
 * ({@code /usr/lib/jvm}, {@code /usr/java}, {@code /opt/java}, {@code /Library/Java/JavaVirtualMachines},
 * on Windows {@code Program Files\Java} and friends); each immediate child is a candidate home;</li>
 * <li>the JDK the engine runs on (Maven's, the command line's).</li>
 * </ol>
 * Every place can be injected through the constructor so tests can run on fake homes.
 * Duplicates (symlinks such as Debian's {@code java-1.17.0-openjdk-amd64}, sdkman's {@code current}) are
 * dropped by real path.
 */
public final class JdkDiscovery {

    private static final Pattern JAVA_HOME_VARIABLE =
            Pattern.compile("JAVA[A-Z0-9_]*_HOME|JAVA_HOME_\\d+_(X64|ARM64|X86|AARCH64)");

    private static final List<String> USER_DIRECTORIES = List.of(
            ".jdks", ".m2/jdks", ".sdkman/candidates/java", ".gradle/jdks", ".jenv/versions",
            ".asdf/installs/java", "Library/Java/JavaVirtualMachines");

    private final Map<String, String> environment;
    private final Path userHome;
    private final List<Path> systemDirectories;
    private final Path engineJavaHome;
    private final EngineJvm engineJvm;

    /**
     * @param environment       environment variables (only the {@code JAVA*HOME*} ones are read)
     * @param userHome          where the per-user JDK directories live; {@code null} to skip them
     * @param systemDirectories directories whose children are JDK homes, e.g. {@code /usr/lib/jvm}
     * @param engineJavaHome    {@code java.home} of the JVM the engine runs in; {@code null} to skip it
     * @param engineJvm         what its door calls that JVM, the source the JDK is credited to
     */
    public JdkDiscovery(Map<String, String> environment, Path userHome, List<Path> systemDirectories,
                        Path engineJavaHome, EngineJvm engineJvm) {
        this.environment = Map.copyOf(Objects.requireNonNull(environment, "environment"));
        this.userHome = userHome;
        this.systemDirectories = List.copyOf(systemDirectories);
        this.engineJavaHome = engineJavaHome;
        this.engineJvm = Objects.requireNonNull(engineJvm, "engineJvm");
    }

    /**
     * System property that replaces the system directories ({@code /usr/lib/jvm}, ...) with its own
     * list (separated like a class path; empty for none). For integration tests that must not see the
     * machine's JDKs, and for machines that keep JDKs elsewhere.
     */
    public static final String SYSTEM_DIRECTORIES_PROPERTY = "bench.discovery.systemDirectories";

    /**
     * Discovery over this machine's environment, user home, usual system directories and running JVM.
     *
     * @param engineJvm what the door calls the running JVM
     */
    public static JdkDiscovery ofThisMachine(EngineJvm engineJvm) {
        return new JdkDiscovery(System.getenv(), Path.of(System.getProperty("user.home")),
                systemDirectories(System.getProperty(SYSTEM_DIRECTORIES_PROPERTY), System.getProperty("os.name", "")),
                Path.of(System.getProperty("java.home")), engineJvm);
    }

    /** The {@value #SYSTEM_DIRECTORIES_PROPERTY} list when set, else the OS's usual places. */
    static List<Path> systemDirectories(String override, String osName) {
        if (override == null) {
            return defaultSystemDirectories(osName);
        }
        List<Path> dirs = new ArrayList<>();
        for (String part : override.split(java.io.File.pathSeparator)) {
            if (!part.isBlank()) {
                toPath(part.trim()).ifPresent(dirs::add);
            }
        }
        return dirs;
    }

    /** The system directories JDK installers use on the given OS ({@code os.name}). */
    public static List<Path> defaultSystemDirectories(String osName) {
        if (osName.toLowerCase(Locale.ROOT).startsWith("windows")) {
            List<Path> dirs = new ArrayList<>();
            for (String base : List.of("C:\\Program Files", "C:\\Program Files (x86)")) {
                for (String vendor : List.of("Java", "Eclipse Adoptium", "Zulu", "Microsoft", "Amazon Corretto",
                        "BellSoft")) {
                    dirs.add(Path.of(base, vendor));
                }
            }
            return dirs;
        }
        return List.of(Path.of("/usr/lib/jvm"), Path.of("/usr/java"), Path.of("/opt/java"),
                Path.of("/Library/Java/JavaVirtualMachines"));
    }

    /** Every JDK found, each once (by real path), in the order of the places above. */
    public List<JdkInstallation> installedJdks() {
        Map<Path, JdkInstallation> byRealPath = new LinkedHashMap<>();
        for (Map.Entry<String, String> variable : javaHomeVariables().entrySet()) {
            toPath(variable.getValue()).ifPresent(home -> add(byRealPath, home, variable.getKey()));
        }
        for (Path parent : parentDirectories()) {
            for (Path child : children(parent)) {
                add(byRealPath, child, display(parent));
            }
        }
        if (engineJavaHome != null) {
            add(byRealPath, engineJavaHome, engineJvm.toString());
        }
        return List.copyOf(byRealPath.values());
    }

    /**
     * The JDK the engine runs on, credited to the door's name for its JVM ("Maven's JVM").
     *
     * @throws NotAJdkHomeException when it is not a full JDK (e.g. a JRE without a release file)
     */
    public JdkInstallation engineJdk() {
        if (engineJavaHome == null) {
            throw new JdkResolutionException("java.home is not set, so the JDK of " + engineJvm + " is unknown;"
                    + " set bench.jdks to a feature version or a JDK home path");
        }
        return JdkHome.inspect(engineJavaHome, engineJvm.toString());
    }

    /** What the door calls the JVM the engine runs in. */
    public EngineJvm engineJvm() {
        return engineJvm;
    }

    /** Where {@link #installedJdks()} looks, for error messages; absent directories are listed too. */
    public List<String> placesSearched() {
        List<String> places = new ArrayList<>();
        Map<String, String> variables = javaHomeVariables();
        boolean javaHomeSet = variables.keySet().stream().anyMatch(n -> n.equalsIgnoreCase("JAVA_HOME"));
        if (!javaHomeSet) {
            places.add("JAVA_HOME (not set)");
        }
        variables.forEach((name, value) -> places.add(name + "=" + value));
        if (variables.size() == (javaHomeSet ? 1 : 0)) {
            places.add("other JAVA*_HOME and JAVA_HOME_<N>_X64 variables (none set)");
        }
        for (Path parent : parentDirectories()) {
            places.add(display(parent) + (Files.isDirectory(parent) ? "" : " (absent)"));
        }
        places.add(engineJvm + (engineJavaHome == null ? " (unknown)" : " (" + engineJavaHome + ")"));
        return places;
    }

    /** JAVA_HOME first, then the other matching variables by name, for a stable order. */
    private Map<String, String> javaHomeVariables() {
        Map<String, String> sorted = new TreeMap<>();
        environment.forEach((name, value) -> {
            String upper = name.toUpperCase(Locale.ROOT);
            if (!upper.equals("JAVA_HOME") && JAVA_HOME_VARIABLE.matcher(upper).matches()
                    && value != null && !value.isBlank()) {
                sorted.put(name, value.trim());
            }
        });
        Map<String, String> ordered = new LinkedHashMap<>();
        environment.forEach((name, value) -> {
            if (name.equalsIgnoreCase("JAVA_HOME") && value != null && !value.isBlank()) {
                ordered.put(name, value.trim());
            }
        });
        ordered.putAll(sorted);
        return ordered;
    }

    private List<Path> parentDirectories() {
        List<Path> parents = new ArrayList<>();
        if (userHome != null) {
            for (String relative : USER_DIRECTORIES) {
                parents.add(userHome.resolve(relative));
            }
        }
        parents.addAll(systemDirectories);
        return parents;
    }

    private static List<Path> children(Path parent) {
        if (!Files.isDirectory(parent)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(parent)) {
            return entries.sorted().toList();
        } catch (IOException | SecurityException e) {
            // An unreadable directory is not an error: it just holds no JDK we can use.
            return List.of();
        }
    }

    private static void add(Map<Path, JdkInstallation> found, Path home, String source) {
        try {
            JdkInstallation jdk = JdkHome.inspect(home, source);
            found.putIfAbsent(jdk.javaHome(), jdk);
        } catch (NotAJdkHomeException | SecurityException e) {
            // Not a JDK (a JRE, sources only, a stray file): skipped, as the class comment promises.
        }
    }

    private static Optional<Path> toPath(String value) {
        try {
            return Optional.of(Path.of(value));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** {@code ~/.sdkman/candidates/java} rather than the full path: shorter, and the same on every machine. */
    private String display(Path dir) {
        if (userHome != null && dir.startsWith(userHome)) {
            return "~/" + userHome.relativize(dir).toString().replace('\\', '/');
        }
        return dir.toString();
    }
}
