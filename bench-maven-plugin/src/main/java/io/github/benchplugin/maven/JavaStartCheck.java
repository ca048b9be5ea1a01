package io.github.benchplugin.maven;

import io.github.benchplugin.maven.jdk.JdkHome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts {@code java -version} of a JDK before anything is measured, so that a broken JDK is
 * reported (or replaced by the explicit in-process fallback) up front instead of as a failed cell
 * per benchmark. Costs one short JVM start per runtime.
 */
final class JavaStartCheck {

    private JavaStartCheck() {
    }

    /** Null when the JDK's java starts; otherwise why not, in one line. */
    static String problem(Path javaHome) {
        Path java = JdkHome.launcher(javaHome);
        try {
            Process p = new ProcessBuilder(List.of(java.toString(), "-version")).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return java + " -version did not finish in 60 s";
            }
            return p.exitValue() == 0 ? null : java + " -version exited with code " + p.exitValue();
        } catch (IOException e) {
            return e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
