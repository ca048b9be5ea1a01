package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import java.util.Objects;

/**
 * A {@code bench.jdks} entry with the JDK chosen for it.
 *
 * @param id      the column id, used in results.json, file names ({@code jmh/<id>.json}) and tables. A
 *                plain feature version keeps the user's text ({@code 21}); a range, a path, {@code all} and
 *                the unset default use the JDK's feature version ({@code 17}). When an id repeats (for
 *                an A/A noise check such as {@code 17,17}) the later ones get {@code _2}, {@code _3}, ...:
 *                {@code 17}, {@code 17_2}.
 * @param request the entry as the user wrote it; {@code all} for each JDK of an {@code all} entry, empty
 *                when bench.jdks was unset
 * @param jdk     the JDK to run
 */
record ResolvedJdk(String id, String request, JdkInstallation jdk) {

    public ResolvedJdk {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(jdk, "jdk");
    }
}
