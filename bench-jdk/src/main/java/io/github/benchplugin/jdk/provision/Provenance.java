package io.github.benchplugin.jdk.provision;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where a provisioned JDK came from, kept in a file at the top of its folder so that a later run, which
 * finds the JDK by discovery (offline too), still says "provisioned from &lt;url&gt;, sha256 &lt;hash&gt;"
 * in results.json and the report header. It is written before the folder gets its final name, so a JDK
 * under ~/.m2/jdks either has it or was not installed by us.
 */
public final class Provenance {

    static final String FILE_NAME = ".bench-provenance";

    private Provenance() {
    }

    /** The note for a JDK downloaded from {@code uri} whose archive had this SHA-256. */
    public static String note(String uri, String sha256) {
        return "provisioned from " + uri + ", sha256 " + sha256;
    }

    static void write(Path installTop, String note) throws IOException {
        Files.writeString(installTop.resolve(FILE_NAME), note + "\n", StandardCharsets.UTF_8);
    }

    /** The note of a JDK we provisioned; empty for any other JDK. A macOS bundle's home is Contents/Home. */
    public static Optional<String> of(Path javaHome) {
        for (Path dir : new Path[] {javaHome, bundleTop(javaHome)}) {
            if (dir == null) {
                continue;
            }
            Path file = dir.resolve(FILE_NAME);
            if (Files.isRegularFile(file)) {
                try {
                    String text = Files.readString(file, StandardCharsets.UTF_8).trim();
                    if (text.startsWith("provisioned from ") && text.length() < 2000 && !text.contains("\n")) {
                        return Optional.of(text);
                    }
                } catch (IOException e) {
                    return Optional.empty(); // unreadable: the JDK is still usable, it just has no note
                }
            }
        }
        return Optional.empty();
    }

    private static Path bundleTop(Path javaHome) {
        Path parent = javaHome.getParent();
        if (javaHome.getFileName() != null && javaHome.getFileName().toString().equals("Home") && parent != null
                && parent.getFileName() != null && parent.getFileName().toString().equals("Contents")) {
            return parent.getParent();
        }
        return null;
    }
}
