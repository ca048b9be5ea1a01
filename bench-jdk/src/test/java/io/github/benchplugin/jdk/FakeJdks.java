package io.github.benchplugin.jdk;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Builds fake JDK homes for tests: a release file and an empty executable bin/java. */
public final class FakeJdks {

    private FakeJdks() {
    }

    public static Path create(Path home, String javaVersion, String vendor) {
        try {
            Files.createDirectories(home.resolve("bin"));
            Path java = home.resolve("bin").resolve("java");
            Files.createFile(java);
            makeExecutable(java);
            Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"" + vendor + "\"\nJAVA_VERSION=\""
                    + javaVersion + "\"\n");
            return home.toRealPath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void makeExecutable(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            file.toFile().setExecutable(true);
        }
    }
}
