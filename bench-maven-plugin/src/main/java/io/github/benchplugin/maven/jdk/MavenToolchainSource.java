package io.github.benchplugin.maven.jdk;

import io.github.benchplugin.jdk.ToolchainReadException;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.jdk.home.JavaVersions;
import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.NotAJdkHomeException;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

import org.apache.maven.execution.MavenSession;
import org.apache.maven.toolchain.Toolchain;
import org.apache.maven.toolchain.ToolchainManager;
import org.apache.maven.toolchain.ToolchainPrivate;

/**
 * The JDK toolchains of the running Maven session (~/.m2/toolchains.xml, or the file given with
 * {@code -t}/{@code --global-toolchains}).
 *
 * <p>We ask Maven for every {@code jdk} toolchain with no requirements and do the matching ourselves: Maven
 * matches a requirement {@code 21} only against a toolchain that provides exactly {@code 21}, not
 * {@code 21.0.2}, and it trusts {@code provides} where we trust the release file. Each toolchain's home is
 * taken from {@code findTool("java")}, the one call every JDK toolchain answers.
 */
public final class MavenToolchainSource implements ToolchainSource {

    /** Source name of JDKs that came from a toolchain. */
    public static final String SOURCE = io.github.benchplugin.jdk.ToolchainsXml.SOURCE;

    private final ToolchainManager manager;
    private final MavenSession session;
    private List<JdkInstallation> jdks;
    private final List<String> problems = new ArrayList<>();

    public MavenToolchainSource(ToolchainManager manager, MavenSession session) {
        this.manager = manager;
        this.session = session;
    }

    @Override
    public synchronized List<JdkInstallation> jdkToolchains() {
        if (jdks == null) {
            jdks = load();
        }
        return jdks;
    }

    @Override
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    private List<JdkInstallation> load() {
        List<Toolchain> toolchains;
        try {
            toolchains = manager.getToolchains(session, "jdk", Map.of());
        } catch (RuntimeException e) {
            throw new ToolchainReadException("Cannot read the JDK toolchains (~/.m2/toolchains.xml or the file"
                    + " given with -t): " + oneLine(e) + "; fix the file, or give JDK home paths in bench.jdks", e);
        }
        List<JdkInstallation> found = new ArrayList<>();
        for (Toolchain toolchain : toolchains == null ? List.<Toolchain>of() : toolchains) {
            readToolchain(toolchain, found);
        }
        return List.copyOf(found);
    }

    private void readToolchain(Toolchain toolchain, List<JdkInstallation> found) {
        String name = describe(toolchain);
        String java;
        try {
            java = toolchain.findTool("java");
        } catch (RuntimeException e) {
            problems.add("toolchain " + name + " skipped: " + oneLine(e));
            return;
        }
        if (java == null) {
            problems.add("toolchain " + name + " skipped: its jdkHome has no bin/java");
            return;
        }
        JdkInstallation jdk;
        try {
            // findTool gives <home>/bin/java(.exe); the home is two levels up.
            jdk = JdkHome.inspect(Path.of(java).getParent().getParent(), SOURCE);
        } catch (NotAJdkHomeException e) {
            problems.add("toolchain " + name + " skipped: " + e.getMessage());
            return;
        } catch (InvalidPathException | NullPointerException e) {
            problems.add("toolchain " + name + " skipped: unusable java path " + java);
            return;
        }
        noteVersionMismatch(toolchain, name, jdk);
        found.add(jdk);
    }

    /** A toolchain whose provides disagrees with its JDK is worth a word: the user may be surprised. */
    private void noteVersionMismatch(Toolchain toolchain, String name, JdkInstallation jdk) {
        String declared = provides(toolchain).get("version");
        if (declared == null) {
            return;
        }
        try {
            if (JavaVersions.featureOf(declared.replaceAll("^[\\[(]", "")) != jdk.featureVersion()) {
                problems.add("toolchain " + name + " provides version " + declared + " but its release file says "
                        + jdk.javaVersion() + "; bench uses " + jdk.javaVersion());
            }
        } catch (IllegalArgumentException e) {
            // A provides value we cannot read says nothing either way.
        }
    }

    private static String describe(Toolchain toolchain) {
        Map<String, String> provides = provides(toolchain);
        return provides.isEmpty() ? String.valueOf(toolchain) : provides + " " + toolchain;
    }

    private static Map<String, String> provides(Toolchain toolchain) {
        Map<String, String> result = new TreeMap<>();
        if (toolchain instanceof ToolchainPrivate tp && tp.getModel() != null) {
            Properties p = tp.getModel().getProvides();
            if (p != null) {
                p.stringPropertyNames().forEach(k -> result.put(k, p.getProperty(k)));
            }
        }
        return result;
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
