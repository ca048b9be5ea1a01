package io.github.benchplugin.jdk.provision;

import java.util.Locale;

/**
 * This machine as the Disco API names it: operating system, architecture, and the archive type we unpack
 * there (zip on Windows, tar.gz elsewhere; installers such as .msi or .pkg are never used).
 *
 * @param os          {@code linux}, {@code macos}, {@code windows}, ...
 * @param arch        {@code x64}, {@code aarch64}, ...
 * @param archiveType {@code tar.gz} or {@code zip}
 */
public record Platform(String os, String arch, String archiveType) {

    /** From {@code os.name} and {@code os.arch} of the JVM the engine runs in. */
    public static Platform ofThisMachine() {
        return of(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    static Platform of(String osName, String osArch) {
        String name = osName.toLowerCase(Locale.ROOT);
        String os;
        if (name.startsWith("windows")) {
            os = "windows";
        } else if (name.startsWith("mac") || name.startsWith("darwin")) {
            os = "macos";
        } else if (name.startsWith("linux")) {
            os = "linux";
        } else {
            os = name.replaceAll("[^a-z0-9]", "");
        }
        String a = osArch.toLowerCase(Locale.ROOT);
        String arch = switch (a) {
            case "amd64", "x86_64", "x64" -> "x64";
            case "aarch64", "arm64" -> "aarch64";
            case "x86", "i386", "i486", "i586", "i686" -> "x86";
            default -> a;
        };
        return new Platform(os, arch, os.equals("windows") ? "zip" : "tar.gz");
    }

    /** For messages: {@code linux x64, tar.gz}. */
    public String describe() {
        return os + " " + arch + ", " + archiveType;
    }
}
