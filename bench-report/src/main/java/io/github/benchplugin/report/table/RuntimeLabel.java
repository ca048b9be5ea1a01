package io.github.benchplugin.report.table;

import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.model.RuntimeProfile;

/**
 * How a column is named for people: its id, or with a profile the runtime and the profile
 * apart ("17 g1" for id "17-g1"), so the flag set reads as a second dimension, not as part of
 * a version number.
 */
public final class RuntimeLabel {

    private RuntimeLabel() {
    }

    public static String of(RuntimeInfo runtime) {
        String profile = RuntimeProfile.nameOf(runtime);
        if (profile == null) {
            return runtime.id();
        }
        String suffix = "-" + profile;
        String id = runtime.id();
        return id.endsWith(suffix) ? id.substring(0, id.length() - suffix.length()) + " " + profile
                : id + " " + profile;
    }
}
