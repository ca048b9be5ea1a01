package io.github.benchplugin.engine.profilers;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.ProfilerSpec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * {@code -prof async} without {@code libPath}: the native library comes from
 * {@code tools.profiler:async-profiler} (a dependency of this engine, version pinned in the build),
 * whose jar holds it for linux-x64, linux-arm64 and macOS. It is copied once per version into the
 * output directory, and its path is handed to JMH, so nobody installs async-profiler by hand.
 */
public final class AsyncProfilerLibrary {

    private static final String NAME = "async";
    private static final String POM_PROPERTIES = "/META-INF/maven/tools.profiler/async-profiler/pom.properties";

    private AsyncProfilerLibrary() {
    }

    /** The profilers with {@code libPath} added to an async entry that has none. */
    public static List<ProfilerSpec> supply(List<ProfilerSpec> profilers, Path outputDirectory) throws IOException {
        if (profilers.stream().noneMatch(p -> p.name().equals(NAME) && !p.hasOption("libPath"))) {
            return profilers;
        }
        Path library = extract(outputDirectory);
        return profilers.stream().map(p -> p.name().equals(NAME) && !p.hasOption("libPath")
                ? p.withOption("libPath", library.toString()) : p).toList();
    }

    private static Path extract(Path outputDirectory) throws IOException {
        String platform = platform(System.getProperty("os.name"), System.getProperty("os.arch"));
        Path target = outputDirectory.resolve("async-profiler").resolve(version()).resolve(platform)
                .resolve("libasyncProfiler.so").toAbsolutePath();
        if (Files.isRegularFile(target)) {
            return target;
        }
        try (InputStream in = AsyncProfilerLibrary.class.getResourceAsStream("/" + platform + "/libasyncProfiler.so")) {
            if (in == null) {
                throw new IOException("the async-profiler jar on the plugin's class path has no " + platform
                        + "/libasyncProfiler.so");
            }
            Files.createDirectories(target.getParent());
            Path partial = target.resolveSibling(target.getFileName() + ".part");
            Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        return target;
    }

    /** The jar's folder for this machine. */
    static String platform(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String arch = osArch.toLowerCase(Locale.ROOT);
        if (os.contains("mac")) {
            return "macos";
        }
        if (os.contains("linux") && (arch.equals("amd64") || arch.equals("x86_64"))) {
            return "linux-x64";
        }
        if (os.contains("linux") && (arch.equals("aarch64") || arch.equals("arm64"))) {
            return "linux-arm64";
        }
        throw new BadInputException("bench.profilers 'async': async-profiler has no library for " + osName + " "
                + osArch + " (only Linux x64/arm64 and macOS); give one with async:libPath=<path>, or drop async");
    }

    private static String version() throws IOException {
        Properties properties = new Properties();
        try (InputStream in = AsyncProfilerLibrary.class.getResourceAsStream(POM_PROPERTIES)) {
            if (in != null) {
                properties.load(in);
            }
        }
        return properties.getProperty("version", "unknown");
    }
}
