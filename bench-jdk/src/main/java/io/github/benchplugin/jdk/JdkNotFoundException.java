package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import java.util.List;

/**
 * No JDK fits a {@code bench.jdks} entry. We never substitute another JDK silently; instead the message
 * says what was asked, every JDK that was found, where we looked, and the three ways to fix it.
 */
class JdkNotFoundException extends JdkResolutionException {

    private static final long serialVersionUID = 1L;

    private final String request;

    JdkNotFoundException(JdkRequest request, List<JdkInstallation> found, List<String> placesSearched,
                         List<String> toolchainProblems) {
        super(message(request, found, placesSearched, toolchainProblems));
        this.request = request.text();
    }

    /** The entry that matched nothing, as the user wrote it. */
    public String request() {
        return request;
    }

    private static String message(JdkRequest request, List<JdkInstallation> found, List<String> placesSearched,
                                  List<String> toolchainProblems) {
        StringBuilder m = new StringBuilder();
        m.append("No JDK matches bench.jdks entry '").append(request.text()).append("' (")
                .append(wanted(request)).append(").");
        if (found.isEmpty()) {
            m.append("\nJDKs found: none.");
        } else {
            m.append("\nJDKs found:");
            found.forEach(jdk -> m.append("\n  - ").append(jdk.describe()));
        }
        m.append("\nLooked in: ").append(String.join(", ", placesSearched)).append('.');
        toolchainProblems.forEach(p -> m.append("\nNote: ").append(p).append('.'));
        String version = request instanceof JdkRequest.ByVersion v ? v.exampleVersion() : "VERSION";
        m.append("\nTo fix it, do one of these:")
                .append("\n  - declare the JDK as a toolchain in ~/.m2/toolchains.xml:")
                .append("\n      <toolchains>")
                .append("\n        <toolchain>")
                .append("\n          <type>jdk</type>")
                .append("\n          <provides><version>").append(version).append("</version></provides>")
                .append("\n          <configuration><jdkHome>/path/to/jdk-").append(version)
                .append("</jdkHome></configuration>")
                .append("\n        </toolchain>")
                .append("\n      </toolchains>")
                .append("\n  - install ").append(wanted(request)).append(" in one of the places above")
                .append(" (e.g. with SDKMAN or your package manager)")
                .append("\n  - or put the JDK's home directory in bench.jdks instead of '").append(request.text())
                .append("', e.g. -Dbench.jdks=/path/to/jdk-").append(version);
        if (request instanceof JdkRequest.Feature) {
            m.append("\n  - or add -Dbench.provision=true to download it (Temurin by default, SHA-256 checked)"
                    + " into ~/.m2/jdks, where later runs find it");
        }
        return m.toString();
    }

    private static String wanted(JdkRequest request) {
        if (request instanceof JdkRequest.Feature f) {
            return "a JDK " + f.feature();
        }
        if (request instanceof JdkRequest.Range r) {
            return "a JDK whose version is in " + r.text();
        }
        return "any JDK";
    }
}
