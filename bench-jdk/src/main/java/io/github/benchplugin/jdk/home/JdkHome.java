package io.github.benchplugin.jdk.home;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Decides whether a directory is a JDK home: it must have a launcher ({@code bin/java}, or
 * {@code bin/java.exe} on Windows) and a readable {@code release} file. Both are checked because either
 * alone misleads: Debian's {@code /usr/lib/jvm/openjdk-17} holds only sources, and a bare {@code bin/java}
 * tells us nothing about the version without starting it.
 */
public final class JdkHome {

    private JdkHome() {
    }

    /**
     * Reads the JDK at {@code home}. A macOS bundle ({@code X.jdk}) is accepted too: its home is
     * {@code Contents/Home}.
     *
     * @param source where the caller found this path, kept in the result for listings
     * @throws NotAJdkHomeException naming the path and what is missing
     */
    public static JdkInstallation inspect(Path home, String source) {
        Path dir = home.toAbsolutePath().normalize();
        if (!Files.exists(dir)) {
            throw new NotAJdkHomeException(dir, "it does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new NotAJdkHomeException(dir, "it is not a directory");
        }
        Path bundleHome = dir.resolve("Contents").resolve("Home");
        if (!hasLauncher(dir) && Files.isDirectory(bundleHome)) {
            dir = bundleHome;
        }
        if (!hasLauncher(dir)) {
            throw new NotAJdkHomeException(dir, "it has no bin/java");
        }
        ReleaseFile release;
        try {
            release = ReleaseFile.read(dir);
        } catch (IOException e) {
            throw new NotAJdkHomeException(dir, "it has no readable release file");
        } catch (IllegalArgumentException e) {
            throw new NotAJdkHomeException(dir, e.getMessage());
        }
        int feature;
        try {
            feature = release.featureVersion();
        } catch (IllegalArgumentException e) {
            throw new NotAJdkHomeException(dir, "its release file says JAVA_VERSION=\"" + release.javaVersion()
                    + "\", which is not a Java version");
        }
        return new JdkInstallation(realPath(dir), release.javaVersion(), feature, release.vendor(), source);
    }

    /** The launcher inside a JDK home, for the code that forks it. */
    public static Path launcher(Path javaHome) {
        return io.github.benchplugin.engine.run.TargetRuntime.launcher(javaHome);
    }

    private static boolean hasLauncher(Path dir) {
        Path bin = dir.resolve("bin");
        return isExecutableFile(bin.resolve("java")) || isExecutableFile(bin.resolve("java.exe"));
    }

    private static boolean isExecutableFile(Path file) {
        return Files.isRegularFile(file) && Files.isExecutable(file);
    }

    private static Path realPath(Path dir) {
        try {
            return dir.toRealPath();
        } catch (IOException e) {
            // It existed a moment ago; an unreadable link target still deserves a stable key.
            return dir;
        }
    }
}
